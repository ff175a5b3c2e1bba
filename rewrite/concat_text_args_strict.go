package rewrite

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Toward Trino and Presto, whose concat, concat_ws and || take strings
// (and arrays) only, a non-string argument raises; toward BigQuery, whose
// CONCAT is documented for STRING or BYTES (its description adds "data
// types that can be cast to STRING"; an INT64 is not coerced to STRING:
// BigQuery's conversion rules) and whose ARRAY_TO_STRING (concat_ws)
// needs an array of one element type, it raises or is written as
// BigQuery's cast writes it. The sources' functions write it as its text:
//
//   - concat (canonical concat, NULL for a NULL argument) of Hive
//     (GenericUDFConcat converts any primitive to its string), Spark (its
//     implicit cast to STRING), Doris, BigQuery (its values "must be BYTES or
//     data types that can be cast to STRING") and Snowflake (which converts
//     implicitly), written concat as it is;
//   - concat_ws of Spark, Doris, PostgreSQL and DuckDB (BigQuery:
//     array_to_string([a, ...], sep), whose array needs one element type);
//   - || of Hive, Spark, BigQuery, Snowflake, PostgreSQL and DuckDB.
//
// concatTextArgsStrict writes such an argument as CAST(a AS VARCHAR) (the
// target's string type; toward Snowflake too, whose implicit conversion
// is that cast) where the target's cast writes its text as the source
// does: an integer, a DECIMAL of scale 0 or a DATE (years after Christ, as
// in a cast), and a
// BOOLEAN from Spark or BigQuery toward Trino, Presto, BigQuery and
// Snowflake (true or false in each one's cast: pg_bool_text.go, BigQuery's
// "Casting" of a BOOL, Snowflake's Logical data types); from PostgreSQL and DuckDB what concatArgNeedsText casts for their
// concat (concat_text_args.go). A float's text is refused or warned
// before (T087, W024). Other arguments are left as written: a string; an
// array, map or struct; a TIMESTAMP, TIME, DECIMAL, a BOOLEAN from Hive,
// Doris or Snowflake, whose text the source and the target are not known
// to write alike (a TIMESTAMP from Spark and Hive is written as their
// text toward Trino by temporal_text.go; Trino and Presto raise for the
// others, as they do for an
// argument of unknown type that is not a string; toward Snowflake,
// BigQuery and Doris, which would convert them, they are refused:
// strictTextRefused); a value of unknown
// type, which may be such a value. Toward Trino and Presto a table's
// column of unknown type given to concat is cast when the query runs
// (pg_duck_tz_text.go), after tests that raise for a float
// (floatUntypedWhen) and for a type other than those cast here
// (strictUntypedWhen). From Trino and Presto, whose concat takes strings
// only, nothing is cast: the target raises as the source does.
func (c *Context) concatTextArgsStrict(f *ast.Func, sc *scope) *ast.Func {
	if c.Source.Name == c.Target.Name || len(f.Name) != 1 || f.Name[0].Quoted || f.Over != nil || f.Star || len(f.Args) == 0 {
		return f
	}
	first := 0
	switch strings.ToLower(f.Name[0].Name) {
	case "concat":
		if !slices.Contains([]string{"hive", "spark", "doris", "bigquery", "snowflake"}, c.Source.Name) ||
			!c.Target.is("trino", "presto", "bigquery", "snowflake", "doris") {
			return f
		}
	case "concat_ws":
		if !slices.Contains([]string{"spark", "doris", "postgres", "duckdb"}, c.Source.Name) ||
			!c.Target.is("trino", "presto", "bigquery", "doris") {
			return f
		}
		first = 1
	default:
		return f
	}
	if c.Target.is("doris") {
		// Doris converts the arguments itself: only refusals
		for _, a := range f.Args[first:] {
			if c.strictTextRefused(a, f, sc) {
				break
			}
		}
		return f
	}
	return mapArgs(f, first, func(a ast.Expr) (ast.Expr, bool) {
		if !c.strictTextArg(a, sc) {
			return a, !c.strictTextRefused(a, f, sc)
		}
		return strictText(a), true
	})
}

// strictTextRefused refuses a, an argument of concat or concat_ws or an
// operand of || at at that strictTextArg does not cast, toward Snowflake,
// BigQuery and Doris, which convert it to a string themselves (Snowflake
// implicitly, by its session's output formats: a TIMESTAMP is
// 2024-01-01 10:00:00.000 by default; BigQuery's CONCAT takes "data types
// that can be cast to STRING", a TIMESTAMP's text holding its offset;
// Doris writes a DATETIME(p) with p fractional digits and a BOOLEAN is
// 1 or 0 there):
// a TIMESTAMP, TIMESTAMPTZ, TIME or DECIMAL (T186) and a BOOLEAN (T181)
// of known type, whose text the source and the target are not known to
// write alike. From PostgreSQL and DuckDB those, and from Spark, Hive,
// Trino and Presto a TIMESTAMP, are written or refused before
// (temporal_text.go, pg_bool_text.go).
func (c *Context) strictTextRefused(a ast.Expr, at ast.Node, sc *scope) bool {
	if !c.Target.is("snowflake", "bigquery", "doris") || c.Source.Name == "postgres" || c.Source.Name == "duckdb" || c.Source.Name == c.Target.Name {
		return false
	}
	t := c.typeOf(a, sc)
	if t == nil || c.temporalTextKind(a, sc) != ast.TypeUnknown {
		return false // written or refused by temporal_text.go
	}
	code := codeTemporalText
	switch t.Kind {
	case ast.TypeDecimal:
		if len(t.Params) == 2 && t.Params[1] == 0 {
			return false // its digits (strictTextArg)
		}
	case ast.TypeTimestamp, ast.TypeTimestampTZ, ast.TypeTime:
	case ast.TypeBool:
		code = codeBoolText
	default:
		return false
	}
	c.Refuse(code, a, "cast it to a string type in the source, or build the text from its parts",
		"%s writes %s as its text, which %s's conversion is not known to write alike (%s to %s)",
		c.Source.Name, valueName(a, strings.ToUpper(t.Kind.String())), c.Target.Name, c.Source.Name, c.Target.Name)
	return true
}

// concatTextOperandsStrict is concatTextArgsStrict for the operands of
// || (b), from Hive, Spark, BigQuery, Snowflake, PostgreSQL and DuckDB
// toward Trino, Presto, BigQuery and Snowflake. Doris's || is left: it
// is OR there unless the session says otherwise.
func (c *Context) concatTextOperandsStrict(b *ast.Binary, sc *scope) *ast.Binary {
	if b.Op != ast.OpConcat || c.Source.Name == c.Target.Name || !slices.Contains([]string{"hive", "spark", "bigquery", "snowflake", "postgres", "duckdb"}, c.Source.Name) ||
		!c.Target.is("trino", "presto", "bigquery", "snowflake") {
		return b
	}
	l, r := c.strictOperand(b.L, sc), c.strictOperand(b.R, sc)
	if !l && c.strictTextRefused(b.L, b, sc) || !r && c.strictTextRefused(b.R, b, sc) || !l && !r {
		return b
	}
	nb := *b
	if l {
		nb.L = strictText(b.L)
	}
	if r {
		nb.R = strictText(b.R)
	}
	return &nb
}

// strictOperand is strictTextArg for an operand of ||, and from
// PostgreSQL toward Trino and Presto a BOOLEAN too: PostgreSQL's || writes
// it true or false (its cast to text, unlike its concat: run on
// PostgreSQL 15, true || 'x' is truex), as Trino's and Presto's cast to
// VARCHAR does, while their || of a BOOLEAN raises.
func (c *Context) strictOperand(a ast.Expr, sc *scope) bool {
	if c.Source.Name == "postgres" && c.Target.is("trino", "presto") && !isNullLit(a) {
		if t := c.typeOf(a, sc); t != nil && t.Kind == ast.TypeBool {
			return true
		}
	}
	return c.strictTextArg(a, sc)
}

// strictTextArg reports whether a, an argument of concat, concat_ws or
// an operand of || (concatTextArgsStrict), is cast to the target's string
// type.
func (c *Context) strictTextArg(a ast.Expr, sc *scope) bool {
	if isNullLit(a) {
		return false
	}
	if c.Source.Name == "postgres" || c.Source.Name == "duckdb" {
		return c.concatArgNeedsText(a, sc)
	}
	t := c.typeOf(a, sc)
	if t == nil {
		return false
	}
	switch k := t.Kind; {
	case k.IsInteger(), k == ast.TypeDate:
		return true
	case k == ast.TypeDecimal:
		// of scale 0 (Snowflake's INT is NUMBER(38, 0)): its digits in
		// every dialect's text
		return len(t.Params) == 2 && t.Params[1] == 0
	case k == ast.TypeBool:
		// true or false in Spark's and BigQuery's text and in the casts
		// of Trino, Presto, BigQuery and Snowflake (its documentation,
		// Logical data types: "TRUE is converted to 'true'"); Hive's
		// words are written by bool_text.go, and Doris's are not checked
		return (c.Source.Name == "spark" || c.Source.Name == "bigquery") && c.Target.is("trino", "presto", "bigquery", "snowflake")
	}
	return false
}

// strictText is a cast to the target's string type.
func strictText(a ast.Expr) ast.Expr {
	sp := a.SpanOf()
	return &ast.Cast{Span: sp, X: a, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
}

// strictUntypedWhen is the WHEN that pgDuckTZTextFunc adds, for concat
// from Hive, Spark, Doris, BigQuery and Snowflake toward Trino and Presto,
// to the CASE writing v, a table's column of unknown type, as
// CAST(v AS VARCHAR) (after floatUntypedWhen's test): it raises when the
// query runs for a non-NULL v of a type other than a string, an integer,
// a DATE (and, from Spark and BigQuery, a BOOLEAN), whose text the
// target's cast is not known to write as the source's concat does:
//
//	WHEN NOT (typeof(v) LIKE 'varchar%' OR typeof(v) IN ('tinyint', 'smallint', 'integer', 'bigint', 'date')) AND v IS NOT NULL THEN <raise>
//
// (Trino's and Presto's typeof names a type as it is written, varchar(n)
// for a VARCHAR of a length; the raise is untypedRaiseWhen's). nil for
// the other pairs.
func (c *Context) strictUntypedWhen(v ast.Expr) *ast.When {
	if c.Source.Name == c.Target.Name || !slices.Contains([]string{"hive", "spark", "doris", "bigquery", "snowflake"}, c.Source.Name) || !c.Target.is("trino", "presto") {
		return nil
	}
	sp := v.SpanOf()
	str := func(s string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: s} }
	names := []string{"tinyint", "smallint", "integer", "bigint", "date"}
	if c.Source.Name == "spark" || c.Source.Name == "bigquery" {
		names = append(names, "boolean")
	}
	in := &ast.InList{Span: sp, X: canonCall(sp, "typeof", ast.Clone(v))}
	for _, n := range names {
		in.List = append(in.List, str(n))
	}
	text := &ast.Like{Span: sp, X: canonCall(sp, "typeof", ast.Clone(v)), Pattern: str("varchar%")}
	test := &ast.Unary{Span: sp, Op: ast.OpNot, X: &ast.Binary{Span: sp, Op: ast.OpOr, L: text, R: in}}
	msg := str("concat of a value whose text " + c.Target.Name + "'s cast is not known to write as " + c.Source.Name +
		"'s concat does: cast it to a string first (an error of the translation from " + c.Source.Name + "): ")
	return c.untypedRaiseWhen(v, test, msg)
}
