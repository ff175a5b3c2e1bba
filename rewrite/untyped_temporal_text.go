package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// A value of unknown type (a table's column no schema gives) written as
// text from PostgreSQL or DuckDB toward Trino, Presto or Spark is tested
// when the query runs for a float (floatUntypedWhen); in the same CASE
// (untypedTextCase, and the || chain of pgDuckTZTextBinary) it is tested
// for the date and time types whose text the target writes otherwise
// (untypedTemporalWhens), as their casts of known type are written or
// refused (temporal_text.go, T186; elem_time_text.go, T187). PostgreSQL
// and DuckDB write a TIMESTAMP as 2024-01-01 10:00:00.5 and a TIME as
// 10:00:00.5 (no trailing fractional zeros), a TIMESTAMPTZ with its
// offset (2024-01-01 10:00:00.5+00). The names are those typeof writes:
//
//   - Trino: timestamp(p), time(p), timestamp(p) with time zone and
//     time(p) with time zone (Trino's typeof: "the name of the type";
//     its types' signatures, io.trino.spi.type.TimestampType and
//     TimestampWithTimeZoneType: the base name and the precision,
//     timestamp(3) with time zone; the names the reference executor
//     gives, executor/typeof_names.go). A TIMESTAMP(p) or TIME(p) is
//     written with p fractional digits (Timestamps.formatTimestamp:
//     uuuu-MM-dd HH:mm:ss and p digits), stripped as temporalTextOf
//     does; a WITH TIME ZONE value, written with its zone's name
//     (2024-01-01 10:00:00.500 UTC), raises.
//   - Presto: timestamp, timestamp microseconds (a TIMESTAMP(p) of p from
//     4), timestamp with time zone, time and time with time zone
//     (prestodb's StandardTypes, TimestampType.createTimestampType), all
//     raising: Presto writes a TIMESTAMP with its milliseconds
//     (2024-01-01 10:00:00.500), and its TIMESTAMP and TIME of known type
//     are refused (T186).
//   - Spark: timestamp (TIMESTAMP_LTZ, and TIMESTAMP under the default
//     spark.sql.timestampType) and timestamp_ntz (Spark SQL's typeof,
//     since 3.0: "Return DDL-formatted type string for the data type of
//     the input", pyspark.sql.functions.typeof; the DDL names of
//     TimestampType and TimestampNTZType), written without trailing
//     fractional zeros as PostgreSQL does, the + before a year past 9999
//     stripped (temporalTextOf), for timestamp_ntz. Spark's timestamp is
//     also what a PostgreSQL TIMESTAMPTZ becomes, whose text Spark writes
//     without the offset: its run-time type cannot tell the two apart,
//     so it raises, asking for the schema (as the elements of an array
//     do, elemTimeWhen; with a schema a TIMESTAMP is written as text and
//     a TIMESTAMPTZ refused, T187).
//
// A TIMESTAMP before Christ, 0045-03-15 10:00:00 BC in PostgreSQL, is
// written -0044-03-15 10:00:00 by Trino and Spark (java.time's proleptic
// year uuuu, SignStyle.EXCEEDS_PAD: a '-' before a negative year, 0000
// for 1 BC): the WHEN before the strip raises for a text starting with
// '-' or '0000-', as the guard of a known TIMESTAMP does (bc_guard.go);
// so does a DATE before Christ (typeof date in all three: Trino and
// Presto write -0044-03-15 with Joda's ISO date, Spark with java.time),
// and Spark's DATE past 9999 loses its + as its timestamp_ntz does. An
// INTERVAL (typeof LIKE 'interval%': Trino's and Presto's interval day
// to second and interval year to month, Spark's ANSI intervals and its
// legacy interval), written 1 02:00:00.000 by Trino and Presto and
// INTERVAL '1 02:00:00' DAY TO SECOND by Spark where PostgreSQL writes
// 1 day 02:00:00, raises. The numbers and the strings are left as they
// were.

// untypedTemporalTest is the test, when the query runs, that x (of
// unknown type) is of one of the types untypedTemporalWhens writes:
// Trino's typeof LIKE 'timestamp(%' OR LIKE 'time(%', Presto's and
// Spark's typeof IN (their names) (untypedTemporalTypes), or a DATE or
// an INTERVAL.
func (c *Context) untypedTemporalTest(x ast.Expr) ast.Expr {
	sp := x.SpanOf()
	or := func(l, r ast.Expr) ast.Expr {
		if l == nil {
			return r
		}
		return &ast.Binary{Span: sp, Op: ast.OpOr, L: l, R: r}
	}
	names, likes := untypedTemporalTypes(c.Target.Name)
	var test ast.Expr
	for _, l := range likes {
		test = or(test, typeofLike(x, l))
	}
	test = or(test, typeofIn(x, append(names, "date")...))
	return or(test, typeofLike(x, "interval%"))
}

// untypedTemporalTypes are the type names (typeof IN) and the patterns
// of names (typeof LIKE) of the TIMESTAMP and TIME types of a target
// (above): Trino's by pattern, their precision in the name, Presto's and
// Spark's by name (untypedTemporalNames).
func untypedTemporalTypes(target string) (names, likes []string) {
	if target == "trino" {
		return nil, []string{"timestamp(%", "time(%"}
	}
	return untypedTemporalNames(target), nil
}

// untypedTemporalNames are the names of the types tested toward Presto
// and Spark (above).
func untypedTemporalNames(target string) []string {
	if target == "spark" {
		return []string{"timestamp", "timestamp_ntz"}
	}
	return []string{"timestamp", "timestamp microseconds", "timestamp with time zone", "time", "time with time zone"}
}

// typeofLike is typeof(x) LIKE pat.
func typeofLike(x ast.Expr, pat string) ast.Expr {
	sp := x.SpanOf()
	return &ast.Like{Span: sp, X: canonCall(sp, "typeof", ast.Clone(x)), Pattern: &ast.Literal{Span: sp, Kind: ast.LitString, Value: pat}}
}

// typeofIn is typeof(x) IN (names).
func typeofIn(x ast.Expr, names ...string) ast.Expr {
	sp := x.SpanOf()
	in := &ast.InList{Span: sp, X: canonCall(sp, "typeof", ast.Clone(x))}
	for _, n := range names {
		in.List = append(in.List, &ast.Literal{Span: sp, Kind: ast.LitString, Value: n})
	}
	return in
}

// untypedTemporalWhens are the WHENs of the CASE writing x, of unknown
// type, as text (untypedTextCase) that write a TIMESTAMP or TIME as the
// source's text or raise (above), for elemTimeTextPair (PostgreSQL or
// DuckDB toward Spark, Trino or Presto); nil for the other pairs. The raises are untypedRaiseWhen's (for a non-NULL x).
func (c *Context) untypedTemporalWhens(x ast.Expr) []*ast.When {
	if !c.elemTimeTextPair() {
		return nil
	}
	sp := x.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	or := func(l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: ast.OpOr, L: l, R: r} }
	from := " (an error of the translation from " + c.Source.Name + "): "
	ws := []*ast.When{c.untypedRaiseWhen(x, typeofLike(x, "interval%"), str("an INTERVAL written as text, which "+c.Target.Name+" writes otherwise than "+c.Source.Name+
		" (1 02:00:00.000 or 1 day 02:00:00): write the parts you need as numbers (EXTRACT) first"+from))}
	// before Christ: the target's text starts with '-' or '0000-'
	text := func() ast.Expr {
		return &ast.Cast{Span: sp, X: ast.Clone(x), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	}
	bc := or(&ast.Like{Span: sp, X: text(), Pattern: str("-%")}, &ast.Like{Span: sp, X: text(), Pattern: str("0000-%")})
	bcMsg := func(what string) ast.Expr {
		return str("a " + what + " before Christ written as text, which " + c.Target.Name + " writes otherwise than " + c.Source.Name +
			" (-0044-03-15 or 0045-03-15 BC): write the parts you need with the source's formatting function (to_char, strftime) first" + from)
	}
	if c.Target.is("presto") {
		msg := "a TIMESTAMP, TIME or TIMESTAMP WITH TIME ZONE written as text, which presto writes otherwise than " + c.Source.Name +
			" (2024-01-01 10:00:00.500 or 2024-01-01 10:00:00.5, a zone's name or +00): write the parts you need with the source's formatting function (to_char, strftime) first" + from
		return append(ws, c.untypedRaiseWhen(x, typeofIn(x, untypedTemporalNames("presto")...), str(msg)),
			c.untypedRaiseWhen(x, &ast.Binary{Span: sp, Op: ast.OpAnd, L: typeofIn(x, "date"), R: bc}, bcMsg("DATE")))
	}
	// Spark's TIMESTAMP WITHOUT TIME ZONE and DATE: raising before Christ,
	// the + of a year past 9999 stripped
	ts := typeofIn(x, "timestamp_ntz", "date")
	plain := ts
	if c.Target.is("spark") {
		ws = append(ws, c.untypedRaiseWhen(x, typeofIn(x, "timestamp"), str("a value of spark's type timestamp written as text, which is "+c.Source.Name+
			"'s TIMESTAMP or its TIMESTAMPTZ, whose offset (2024-01-01 10:00:00.5+00) spark does not write: give the column types with --schema"+from)))
	}
	if c.Target.is("trino") {
		zoned := or(typeofLike(x, "timestamp(%) with time zone"), typeofLike(x, "time(%) with time zone"))
		ws = append(ws, c.untypedRaiseWhen(x, zoned, str("a TIMESTAMP WITH TIME ZONE or TIME WITH TIME ZONE written as text, which trino writes with its zone's name (2024-01-01 10:00:00.500 UTC) where "+
			c.Source.Name+" writes the offset (2024-01-01 10:00:00.5+00): write the parts you need with the source's formatting function (to_char, strftime) first"+from)))
		ts = or(typeofLike(x, "timestamp(%)"), typeofIn(x, "date"))
		plain = or(typeofLike(x, "timestamp(%)"), typeofLike(x, "time(%)"))
	}
	ws = append(ws, c.untypedRaiseWhen(x, &ast.Binary{Span: sp, Op: ast.OpAnd, L: ts, R: bc}, bcMsg("DATE or TIMESTAMP")))
	ws = append(ws, &ast.When{Span: sp, Cond: plain, Result: c.temporalTextOf(ast.Clone(x), ast.TypeTimestamp, nil)})
	return ws
}
