package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeTemporalText: a TIMESTAMP, TIMESTAMP WITH TIME ZONE, TIME or DECIMAL
// written as text, which the target writes otherwise than PostgreSQL or
// DuckDB.
const codeTemporalText = "T186"

// PostgreSQL and DuckDB write a TIMESTAMP as 2024-01-01 10:00:00 or
// 2024-01-01 10:00:00.5 and a TIME as 10:00:00 or 10:00:00.5 (no
// trailing fractional zeros), a TIMESTAMPTZ with the session's offset
// (2024-01-01 10:00:00.5+00) and a DECIMAL(p, s) with its s digits (1.50,
// -0.50, 0.000010; run on PostgreSQL 15 and DuckDB 1.5). Toward Trino,
// Presto, Spark, Hive, Doris, Snowflake, BigQuery and Drill, a CAST of
// such a value to a string type, || and the arguments of concat and
// concat_ws are written so that the target writes the same text, or
// refused (T186):
//
//   - Trino writes a TIMESTAMP(p) as uuuu-MM-dd HH:mm:ss followed by p
//     fractional digits, zeros included, and a TIME(p) as HH:mm:ss and p
//     digits (its TimestampToVarchar and TimeOperators.castToVarchar): the
//     trailing zeros are stripped, and the + Java writes before a year
//     past 9999 (SignStyle.EXCEEDS_PAD), by
//     regexp_replace(regexp_replace(CAST(x AS VARCHAR), '(\.[0-9]*[1-9])0+\z', '$1'), '^\+|\.0+\z', '');
//   - Trino and Presto write a DECIMAL(p, s) with its s digits
//     (Decimals.toString: sign, integral digits or 0, the point and s
//     digits), so CAST(x AS VARCHAR) is the source's text when the target
//     holds x with the scale the source gives it: a column of DECIMAL(p,
//     s) or a cast to DECIMAL(p, s); the scale of a computed DECIMAL (a
//     product, a sum) may be the dialect's own, and a literal's type
//     hangs on a session property there (decimalScaleKept): refused;
//   - Spark and Hive write a TIMESTAMP with its fraction's digits up to
//     the last non-zero one and a + before a year past 9999: the + is
//     stripped by regexp_replace(CAST(x AS STRING), '^[+]', '');
//   - Spark writes a DECIMAL(p, s) of a scale up to 6 with its s digits
//     (a column or a cast, as toward Trino);
//   - PostgreSQL's EXTRACT of YEAR, QUARTER, MONTH, DAY, HOUR or MINUTE is
//     a NUMERIC of scale 0: it is written as the text of its BIGINT
//     toward all of them;
//   - the other pairs are refused: a TIMESTAMP WITH TIME ZONE toward
//     Trino, Presto and Spark with their own texts (T187,
//     elem_time_text.go: Trino names its zone, 2012-10-30 18:00:00.000
//     America/Los_Angeles, Spark writes no offset), Presto's TIMESTAMP and
//     TIME, Spark's DECIMAL of a larger scale (an exponent outside ANSI
//     mode: 1E-7), Hive's DECIMAL, Hive's TIMESTAMP WITH TIME ZONE, and
//     the texts of Doris, Snowflake, BigQuery and Drill are not checked
//     here.
//
// A string of unknown type is not checked. A DATE (from year 1 to 9999
// written alike by all) and a TIMESTAMP that may be before Christ are read
// to raise for one (bc_guard.go), and one of another year between the
// dialects that write it otherwise (extremeYearsDiffer). An INTERVAL's
// text is interval_text.go's (T160), a PostgreSQL NUMERIC without a
// precision pg_numeric_text.go's (T100).

// temporalTextTargets are the targets checked here.
func temporalTextTarget(d string) bool {
	switch d {
	case "trino", "presto", "spark", "hive", "doris", "snowflake", "bigquery", "drill":
		return true
	}
	return false
}

// temporalTextKind is the kind of e when e's text is checked here (a
// TIMESTAMP, TIMESTAMPTZ, TIME or DECIMAL from PostgreSQL or DuckDB
// toward temporalTextTarget; a TIMESTAMP from Spark or Hive toward those
// but Spark and Hive, and a TIMESTAMP or DATE toward PostgreSQL and
// DuckDB; a TIMESTAMP, TIME, TIMESTAMPTZ or TIME WITH TIME ZONE from Trino
// or Presto toward any other dialect), TypeUnknown otherwise.
func (c *Context) temporalTextKind(e ast.Expr, sc *scope) ast.TypeKind {
	if isNullLit(e) || c.Source.Name == c.Target.Name {
		return ast.TypeUnknown
	}
	var t *ast.TypeName
	switch c.Source.Name {
	case "postgres", "duckdb":
		if !temporalTextTarget(c.Target.Name) {
			return ast.TypeUnknown
		}
	case "spark", "hive":
		// Spark and Hive write a TIMESTAMP alike (temporalTextOf) from
		// year 1 to 9999; a DATE or TIMESTAMP is read for its year where
		// one of another year is written otherwise (extremeYearsDiffer)
		t = c.textValueType(e, sc)
		switch {
		case t == nil:
		case t.Kind == ast.TypeDate && c.extremeYearsDiffer(t.Kind):
			return t.Kind
		case t.Kind == ast.TypeTimestamp && (c.extremeYearsDiffer(t.Kind) || temporalTextTarget(c.Target.Name) && !c.Target.is("spark", "hive")):
			return t.Kind
		}
		return ast.TypeUnknown
	case "trino", "presto":
		// Trino writes a TIMESTAMP(p) and a TIME(p) with their p
		// fractional digits, zeros included (2024-01-01 10:00:00.500 for
		// the TIMESTAMP(3) a bare TIMESTAMP is), and a zone name after a
		// TIMESTAMP WITH TIME ZONE; Presto a TIMESTAMP with 3 digits
		// (temporalTextOf): no other dialect writes them so
		if t = c.textValueType(e, sc); t != nil && (t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTime || t.Kind == ast.TypeTimestampTZ ||
			t.Kind == ast.TypeDate && c.extremeYearsDiffer(t.Kind)) {
			return t.Kind
		}
		if timeTZType(t) {
			return ast.TypeTime // written 10:00:00.000+00:00 (temporalTextAt's refusal)
		}
		return ast.TypeUnknown
	default:
		return ast.TypeUnknown
	}
	t = c.textValueType(e, sc)
	if t == nil {
		return ast.TypeUnknown
	}
	switch t.Kind {
	case ast.TypeDate:
		if c.bcGuardTarget() && mayBeBC(e) {
			return t.Kind // its text is read to raise before Christ (bc_guard.go)
		}
	case ast.TypeTimestampTZ:
		if c.elemTimeTextPair() {
			return ast.TypeUnknown // refused with the target's own text (T187, elem_time_text.go)
		}
		return t.Kind
	case ast.TypeTimestamp, ast.TypeTime:
		return t.Kind
	case ast.TypeDecimal:
		if c.bareNumericCol(e, sc) != nil {
			return ast.TypeUnknown // refused already (T100)
		}
		return t.Kind
	}
	return ast.TypeUnknown
}

// extremeYearsDiffer says whether the source and the target write a
// value of kind k, a DATE or TIMESTAMP, of a year before 1 or after 9999
// otherwise, its text then read through a guard raising for one
// (yearRangeGuarded):
//
//   - Spark and Hive write both with java.time, a + before a year past
//     9999 (SignStyle.EXCEEDS_PAD), Spark a year before 1 as its signed
//     proleptic year (-0044, 0000 for 1 BC), Hive 3 its year of era
//     (Date and Timestamp print with yyyy: 0001 for 1 BC; Hive 4 with
//     uuuu, as Spark);
//   - Trino writes a TIMESTAMP with java.time's uuuu (+10000, -0044), a
//     DATE, as Presto writes both, with Joda's ISO date (10000, -0044;
//     DateTimeUtils.printDate);
//   - PostgreSQL and DuckDB write 10000 and 0045 BC or 0045 (BC)
//     (bc_guard.go, which guards their values toward the others).
//
// True from Spark and Hive toward PostgreSQL and DuckDB, between the
// two, for a DATE toward Trino and Presto, and from Hive for a TIMESTAMP
// toward Trino and Presto; from Trino and Presto for a DATE toward
// PostgreSQL, DuckDB, Spark and Hive (a TIMESTAMP is trinoTextOf's).
// Between Spark and Hive, and from Hive for a TIMESTAMP toward Trino,
// only a year before 1 differs (earlyYearsOnly).
func (c *Context) extremeYearsDiffer(k ast.TypeKind) bool {
	if k != ast.TypeDate && k != ast.TypeTimestamp {
		return false
	}
	switch {
	case c.Source.is("spark", "hive"):
		return c.Target.is("postgres", "duckdb") ||
			(k == ast.TypeDate || c.Source.Name == "hive") && c.Target.is("trino", "presto") ||
			c.Target.is("spark", "hive") && c.Target.Name != c.Source.Name
	case c.Source.is("trino", "presto"):
		return k == ast.TypeDate && c.Target.is("postgres", "duckdb", "spark", "hive")
	}
	return false
}

// earlyYearsOnly says whether, of a pair extremeYearsDiffer names for
// kind k, the two write a year past 9999 alike and only one before 1
// otherwise: Spark, Hive and Trino's TIMESTAMP all write java.time's
// +10000 (SignStyle.EXCEEDS_PAD of four pattern letters, yyyy or uuuu),
// and Hive 3 alone a year before 1 as its year of era. So between Spark
// and Hive, and from Hive for a TIMESTAMP toward Trino (from Spark that
// one is not guarded at all); the guard (yearRangeGuarded, bcArrayJoin)
// then raises before year 1 only.
func (c *Context) earlyYearsOnly(k ast.TypeKind) bool {
	switch {
	case !c.Source.is("spark", "hive") || c.Source.Name == c.Target.Name:
		return false
	case c.Target.is("spark", "hive"):
		return k == ast.TypeDate || k == ast.TypeTimestamp
	}
	return c.Source.Name == "hive" && k == ast.TypeTimestamp && c.Target.is("trino")
}

// textValueType is the type of e made text (temporalTextKind): typeOf's,
// or for a scalar subquery, which typeOf leaves unknown, that of its
// one item (a DATE made text from (SELECT max(d) FROM t) is read as any
// other, and its guard refused where the subquery cannot be read twice,
// T073).
func (c *Context) textValueType(e ast.Expr, sc *scope) *ast.TypeName {
	if t := c.typeOf(e, sc); t != nil {
		return t
	}
	sq, ok := e.(*ast.Subquery)
	if !ok || sq.Query.With != nil {
		return nil
	}
	if sel, ok := sq.Query.Body.(*ast.Select); ok && len(sel.Items) == 1 {
		return c.typeOf(sel.Items[0].Expr, c.scopeOf(sel.From))
	}
	return nil
}

// temporalTextOf is e, of kind k (temporalTextKind), written as the
// source's text in the target; nil where lateral has no such spelling.
func (c *Context) temporalTextOf(e ast.Expr, k ast.TypeKind, sc *scope) ast.Expr {
	sp := e.SpanOf()
	text := &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	if x, ok := e.(*ast.Extract); ok && k == ast.TypeDecimal && c.Source.Name == "postgres" && extractAgree[strings.ToUpper(x.Field)] {
		// PostgreSQL's EXTRACT of YEAR, QUARTER, MONTH, DAY, HOUR or
		// MINUTE is a NUMERIC of scale 0 (2024, run on PostgreSQL 15), an
		// integer in every target (extract_fields.go): the text of its
		// BIGINT is the same digits
		whole := &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}
		return &ast.Cast{Span: sp, X: whole, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	}
	if c.Source.is("trino", "presto") {
		if k == ast.TypeDate {
			return text // the same text from year 1 to 9999 (extremeYearsDiffer)
		}
		return nil // trinoTextOf's
	}
	switch k {
	case ast.TypeDate:
		return text // the same text from year 1 to 9999 (bc_guard.go)
	case ast.TypeTimestamp, ast.TypeTime:
		switch c.Target.Name {
		case "postgres", "duckdb":
			return text // from Spark and Hive: the same text from year 1 to 9999
		case "trino":
			// the trailing fractional zeros stripped; PostgreSQL and DuckDB
			// write no + before a year past 9999, Spark and Hive do as
			// Trino does
			rest := `^\+|\.0+\z`
			if c.Source.is("spark", "hive") {
				if f, ok := e.(*ast.Func); ok && len(f.Name) == 1 && strings.EqualFold(f.Name[0].Name, "current_timestamp") {
					return nil // Trino's is a TIMESTAMP WITH TIME ZONE, written with its zone
				}
				rest = `\.0+\z`
			}
			cut := canonCall(sp, "regexp_replace", text, str(`(\.[0-9]*[1-9])0+\z`), str(`$1`))
			return canonCall(sp, "regexp_replace", cut, str(rest), str(``))
		case "spark", "hive":
			if k != ast.TypeTimestamp {
				return nil
			}
			if c.Source.is("spark", "hive") {
				return text // alike from year 1 to 9999 (extremeYearsDiffer)
			}
			// Spark's cast of a TIMESTAMP to STRING formats it with
			// DateTimeFormatterHelper.fractionFormatter (ISO_LOCAL_DATE,
			// HH:mm:ss, appendFraction(NANO_OF_SECOND, 0, 9, true):
			// the fraction without its trailing zeros, no point without
			// digits) in the session's time zone, the zone its TIMESTAMP
			// is read and shown in; Hive's (Timestamp.toString) with
			// uuuu-MM-dd HH:mm:ss and the same appendFraction. Both
			// write a + before a year past 9999 (java.time's
			// SignStyle.EXCEEDS_PAD), stripped here.
			return canonCall(sp, "regexp_replace", text, str(`^[+]`), str(``))
		}
		return nil
	case ast.TypeDecimal:
		switch c.Target.Name {
		case "trino", "presto":
			if !c.decimalScaleKept(e, sc) {
				return nil
			}
			return text
		case "spark":
			// Spark writes a DECIMAL with BigDecimal.toString (toPlainString
			// under ANSI mode; its ToStringBase.castToString, Decimal.scala):
			// the s digits of its scale, in plain digits while the scale
			// is at most 6 (java.math.BigDecimal.toString uses an exponent
			// only for a negative scale or an adjusted exponent below -6)
			if s, ok := c.decimalScale(e, sc); !ok || s > 6 {
				return nil
			}
			return text
		}
	}
	return nil
}

// decimalScale is the scale s of e, a column of DECIMAL(p, s) or a cast
// to one (decimalScaleKept).
func (c *Context) decimalScale(e ast.Expr, sc *scope) (int, bool) {
	if !c.decimalScaleKept(e, sc) {
		return 0, false
	}
	if x, ok := e.(*ast.Cast); ok {
		return x.Type.Params[1], true
	}
	return c.typeOf(e, sc).Params[1], true
}

// decimalScaleKept says whether e, a DECIMAL, has the same scale in the
// source and in Trino and Presto: a column of DECIMAL(p, s) or a cast to
// one (a literal such as 1.50 is a DOUBLE there where the session's
// parse_decimal_literals_as_double is set).
func (c *Context) decimalScaleKept(e ast.Expr, sc *scope) bool {
	switch x := e.(type) {
	case *ast.ColumnRef:
		t := c.typeOf(e, sc)
		return t != nil && len(t.Params) == 2
	case *ast.Cast:
		return len(x.Type.Params) == 2 && x.Mode == ast.CastStrict
	}
	return false
}

// temporalTextAt writes e as the source's text (temporalTextOf) for a
// conversion at at, or refuses it (T186); e itself when its text is not
// checked here. ok is false when it refused.
func (c *Context) temporalTextAt(e ast.Expr, at ast.Node, sc *scope, verb string) (ast.Expr, bool) {
	k := c.temporalTextKind(e, sc)
	if k == ast.TypeUnknown {
		return e, true
	}
	if te, done, ok := c.trinoTextOf(e, k); done {
		return te, ok
	}
	if te := c.temporalTextOf(e, k, sc); te != nil {
		// read to raise for a year written otherwise: outside 1 to 9999
		// (trino_ts_text.go), or before Christ (bc_guard.go: every target
		// checked here is one of bcGuardTarget's)
		g := e
		switch {
		case c.extremeYearsDiffer(k):
			g = c.yearRangeGuarded(e, k)
		case (k == ast.TypeDate || k == ast.TypeTimestamp) && c.bcGuardTarget():
			g = c.bcGuarded(e, k == ast.TypeDate, "text")
		}
		if g == nil {
			return e, false
		}
		if g != e {
			te = c.temporalTextOf(g, k, sc)
		}
		return te, true
	}
	name, example, hint := "a TIMESTAMP", "2024-01-01 10:00:00.5", "output the value itself, or build the text from its parts (EXTRACT(HOUR FROM x), ...)"
	trino := c.Source.is("trino", "presto")
	switch k {
	case ast.TypeTimestamp:
		if trino {
			example = "2024-01-01 10:00:00.500, the fraction's digits those of its precision (3 for a TIMESTAMP)"
		}
	case ast.TypeTimestampTZ:
		name, example = "a TIMESTAMP WITH TIME ZONE", "2024-01-01 10:00:00.5+00"
		if trino {
			example = "2024-01-01 10:00:00.500 UTC, with the value's zone"
		}
	case ast.TypeTime:
		name, example = "a TIME", "10:00:00.5"
		if trino {
			example = "10:00:00.500, the fraction's digits those of its precision (3 for a TIME)"
		}
	case ast.TypeDecimal:
		name, example, hint = "a DECIMAL", "1.50", "output the value itself (toward Trino or Presto, a column or a cast to DECIMAL(p, s) is written as text alike)"
	}
	c.Refuse(codeTemporalText, at, hint,
		"%s %s to text: %s writes it as %s, %s's text is not known to be the same (%s to %s)",
		verb, name, c.Source.Name, example, c.Target.Name, c.Source.Name, c.Target.Name)
	return e, false
}

// temporalTextCast writes a CAST to a string type (without a length) of
// a value checked here as the source's text, or refuses it (T186); ok
// is false when it did neither.
func (c *Context) temporalTextCast(x *ast.Cast, sc *scope) (ast.Expr, bool) {
	if x.Type == nil || !x.Type.Kind.IsText() || c.temporalTextKind(x.X, sc) == ast.TypeUnknown {
		return x, false
	}
	if len(x.Type.Params) > 0 && c.typeOf(x.X, sc).Kind == ast.TypeDate {
		// a DATE's text is 10 characters from year 1 to 9999
		if g := c.bcGuarded(x.X, true, "text"); g != nil && g != x.X {
			nx := *x
			nx.X = g
			return &nx, true
		}
		return x, true
	}
	if len(x.Type.Params) > 0 {
		c.Refuse(codeTemporalText, x, "cast to a string type without a length, then take the characters you need",
			"casting %s to a string of a length: the dialects cut or refuse the text otherwise (%s to %s)",
			strings.ToUpper(c.typeOf(x.X, sc).Kind.String()), c.Source.Name, c.Target.Name)
		return x, true
	}
	te, ok := c.temporalTextAt(x.X, x, sc, "casting")
	if !ok {
		return x, true
	}
	if tc, same := te.(*ast.Cast); same && tc.X == x.X {
		return x, true // the target's cast writes it so
	}
	return te, true
}

// temporalTextBinary writes the operands of || checked here as the
// source's text, or refuses them (T186).
func (c *Context) temporalTextBinary(b *ast.Binary, sc *scope) *ast.Binary {
	if b.Op != ast.OpConcat {
		return b
	}
	l, ok := c.temporalTextAt(b.L, b.L, sc, "concatenating")
	if !ok {
		return b
	}
	r, _ := c.temporalTextAt(b.R, b.R, sc, "concatenating")
	if l == b.L && r == b.R {
		return b
	}
	nb := *b
	nb.L, nb.R = l, r
	return &nb
}

// concatTextArgsFrom is the index of the first argument that concat (its
// canonical concat and concat_skip_null) or concat_ws makes text; ok
// false for another call.
func concatTextArgsFrom(f *ast.Func) (first int, ok bool) {
	if len(f.Name) != 1 || f.Name[0].Quoted {
		return 0, false
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "concat", "concat_skip_null":
		return 0, true
	case "concat_ws":
		return 1, true
	}
	return 0, false
}

// temporalTextFunc writes the arguments of concat and concat_ws checked
// here as the source's text, or refuses them (T186).
func (c *Context) temporalTextFunc(f *ast.Func, sc *scope) *ast.Func {
	first, ok := concatTextArgsFrom(f)
	if !ok || len(f.Args) == 0 {
		return f
	}
	return mapArgs(f, first, func(a ast.Expr) (ast.Expr, bool) {
		return c.temporalTextAt(a, a, sc, "converting")
	})
}
