package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// pgRoundDouble writes the canonical round of a DOUBLE or REAL toward
// PostgreSQL through the number's text: round(CAST(CAST(x AS VARCHAR) AS
// DECIMAL)[, d]). PostgreSQL rounds a double precision half to even, so
// the function table writes round(CAST(x AS NUMERIC)), but its cast of a
// float8 to numeric keeps 15 significant digits, and of a float4 6
// (PostgreSQL 15, numeric.c float8_numeric: "%.*g" with DBL_DIG; run on
// PostgreSQL 15: CAST(2.4999999999999996::float8 AS numeric) is 2.5,
// rounded to 3, and CAST(1234567.5::float4 AS numeric) 1234570), where
// the canonical round rounds the number's shortest decimal form, whose
// ties are the value's own (2 and 1234568 in DuckDB and Trino). The text
// of a float is its shortest precise form ("By default, floating point
// values are output in text form in their shortest precise decimal
// representation", PostgreSQL 15 documentation, 8.1.3, extra_float_digits
// 1), which numeric reads exactly, NaN and the infinities included
// (run on PostgreSQL 15: round of the cast of the text of
// 2.4999999999999996::float8 is 2, of 1234567.5::float4 1234568). The
// numeric is cast back to the argument's type, the canonical round's
// (a DOUBLE's round is a DOUBLE in Trino, DuckDB, Spark and Hive): a
// numeric would carry on in the expression around it as a decimal
// (round(x) * 0.1 of 3.0 is 0.30000000000000004 in Trino and DuckDB,
// the numeric's 0.3 on PostgreSQL 15). The cast is exact: the rounded
// number is the value's shortest form, or has fewer digits than it.
func (c *Context) pgRoundDouble(f *ast.Func, sc *scope) ast.Expr {
	if !c.Target.is("postgres") || c.Source.is("postgres") || f.Unread || f.Over != nil || len(f.Name) != 1 || f.Name[0].Quoted ||
		!strings.EqualFold(f.Name[0].Name, "round") || len(f.Args) < 1 || len(f.Args) > 2 {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if t != nil && t.Kind.IsInteger() && c.Source.is("trino", "presto", "duckdb", "spark", "hive") {
		// PostgreSQL rounds an integer as a numeric (the function
		// table's round(CAST(x AS NUMERIC), d)), where these sources'
		// round of an integer is of its type (DuckDB 1.5: typeof of
		// round(10::INT) is INTEGER; Trino's MathFunctions, Spark's
		// and Hive's Round keep an integral type): cast back, so that
		// the expression around it reads an integer (Trino's round(n,
		// -1) / 3 of 10 is 3, the numeric's 3.3333333333333333 on
		// PostgreSQL 15). The rounded value is integral.
		return &ast.Cast{Span: f.Span, X: f, Type: &ast.TypeName{Span: f.Span, Kind: t.Kind}}
	}
	if t != nil && t.Kind != ast.TypeDouble && t.Kind != ast.TypeReal {
		return f
	}
	sp := f.Args[0].SpanOf()
	text := &ast.Cast{Span: sp, X: f.Args[0], Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	out := *f
	out.Args = append([]ast.Expr{&ast.Cast{Span: sp, X: text, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDecimal}}}, f.Args[1:]...)
	if t == nil {
		return pgRoundUnknown(f, &out)
	}
	return &ast.Cast{Span: f.Span, X: &out, Type: &ast.TypeName{Span: f.Span, Kind: t.Kind}}
}

// pgRoundUnknown writes the round of an argument of unknown type toward
// PostgreSQL, rounded as the numeric read from its text (out), as
// CASE WHEN FALSE THEN x ELSE out END. The text is exact for every type
// the argument may have: an integer's and a numeric's digits, and a
// float's shortest precise form (pgRoundDouble), where the function
// table's CAST(x AS NUMERIC) keeps 15 significant digits of a double
// (run on PostgreSQL 15: round(CAST(2.4999999999999996::float8 AS
// numeric)) is 3, the round of the text's numeric 2). The CASE, whose
// first branch is never taken, gives the value the common type of x and
// numeric (PostgreSQL 15 documentation, 10.5 UNION, CASE, and Related
// Constructs: a numeric converts implicitly to double precision and to
// real, not back): a double precision, a real or a numeric as x is (run
// on PostgreSQL 15: pg_typeof is double precision for a float8 x), as
// the source round of a DOUBLE or a DECIMAL is of its argument's type,
// so that the expression around it computes in that type (round(x) *
// 0.1 of 3.0 is 0.30000000000000004 as in DuckDB, where the numeric
// gave 0.3); an integer x gives a numeric of the integer's value, as
// the function table's cast did. The cast back from the numeric is exact
// (pgRoundDouble). A text x, which PostgreSQL does not convert to
// numeric here, fails on PostgreSQL ("CASE types numeric and text cannot
// be matched") where the numeric cast read its digits otherwise than the
// double of Spark's, Hive's and Snowflake's implicit cast.
func pgRoundUnknown(f, out *ast.Func) ast.Expr {
	sp := f.Span
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
		Cond: &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}, Result: ast.Clone(f.Args[0])}},
		Else: out}
}

// pgTruncInt writes the canonical trunc of an integer toward PostgreSQL
// as trunc(CAST(x AS NUMERIC)): PostgreSQL's trunc of an integer is
// trunc(double precision) (run on PostgreSQL 15: pg_typeof(trunc(5::bigint))
// is double precision), which rounds an integer past 2^53 to a double,
// where the canonical trunc of an integer is the integer itself.
func (c *Context) pgTruncInt(f *ast.Func, sc *scope) ast.Expr {
	if !c.Target.is("postgres") || c.Source.is("postgres") || f.Unread || f.Over != nil || len(f.Name) != 1 || f.Name[0].Quoted ||
		!strings.EqualFold(f.Name[0].Name, "trunc") || len(f.Args) != 1 {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if t == nil || !t.Kind.IsInteger() {
		return f
	}
	sp := f.Args[0].SpanOf()
	out := *f
	out.Args = []ast.Expr{&ast.Cast{Span: sp, X: f.Args[0], Type: &ast.TypeName{Span: sp, Kind: ast.TypeDecimal}}}
	if c.Source.is("duckdb") {
		// cast back to the integer's type, DuckDB's trunc's (DuckDB 1.5:
		// typeof of trunc(10::INT) is INTEGER), a numeric carrying on as
		// a decimal in the expression around it; Trino has no truncate of
		// an integer, which it coerces to another type
		return &ast.Cast{Span: f.Span, X: &out, Type: &ast.TypeName{Span: f.Span, Kind: t.Kind}}
	}
	return &out
}

// pgTruncIntSource refuses PostgreSQL's trunc(x) of an integer toward
// another dialect: PostgreSQL computes it as trunc(double precision), a
// double precision rounding an integer past 2^53
// (trunc(9007199254740993::bigint) is 9007199254740992 there), where the
// canonical trunc of an integer is the integer itself.
func (c *Context) pgTruncIntSource(f *ast.Func, sc *scope) ast.Expr {
	if !c.Source.is("postgres") || c.Target.is("postgres") || f.Unread || f.Over != nil || len(f.Name) != 1 || f.Name[0].Quoted ||
		!strings.EqualFold(f.Name[0].Name, "trunc") || len(f.Args) != 1 {
		return f
	}
	if t := c.typeOf(f.Args[0], sc); t != nil && t.Kind.IsInteger() {
		c.Refuse("T302", f, "cast the argument to DOUBLE PRECISION in the source if the double is meant; an integer needs no trunc",
			"postgres's trunc of the integer %s is trunc(double precision), which rounds an integer past 2^53 to a double, and %s's trunc keeps the integer", exprName(f.Args[0]), c.Target.Name)
	}
	return f
}
