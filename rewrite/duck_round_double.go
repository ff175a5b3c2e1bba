package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

const codeDuckRoundDouble = "T210"

// duckRoundDouble refuses the round of a DOUBLE or REAL to d places other
// than a literal 0 between DuckDB and another dialect. DuckDB rounds the
// double nearest x * 10^d half away from zero and divides it by 10^d (for
// a negative d it rounds x / 10^-d; DuckDB source, the round function's
// RoundOperatorPrecision; executor's duckRoundScaled), where the canonical
// round, Hive's and Spark's, rounds the number's shortest decimal form
// (PostgreSQL's is written through the text, pgRoundDouble): run on
// DuckDB 1.5.6, round(0.285::DOUBLE, 2) is 0.28 and round(4.145::DOUBLE,
// 2) 4.14, the doubles nearest 28.5 and 414.5 lying below them, where the
// shortest forms round to 0.29 and 4.15. Rounded to 0 places the two
// agree (a tie k + 0.5 is an exact double, and a double's shortest form
// lies on the same side of it as its value). An argument of unknown type
// is refused too, as it may be a DOUBLE, except from PostgreSQL, whose
// round(x, d) takes a numeric only.
func (c *Context) duckRoundDouble(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.is("duckdb") == c.Target.is("duckdb") || f.Unread || f.Over != nil || len(f.Name) != 1 || f.Name[0].Quoted ||
		!strings.EqualFold(f.Name[0].Name, "round") || len(f.Args) != 2 {
		return f
	}
	if d, _, lit := ast.IntLiteral(f.Args[1]); lit && d == 0 {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	switch {
	case t == nil && !c.Source.is("postgres"):
	case t != nil && (t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal):
	default:
		return f
	}
	what := "a DOUBLE"
	if t == nil {
		what = "an argument of unknown type (" + exprName(f.Args[0]) + "), which may be a DOUBLE,"
	}
	c.Refuse(codeDuckRoundDouble, f, "round a DECIMAL (round(CAST(x AS DECIMAL(38, 10)), d)), whose digits every dialect rounds half away from zero, or compare against a tolerance",
		"DuckDB's round of %s to d places rounds the double nearest x * 10^d (round(0.285::DOUBLE, 2) is 0.28), where %s's rounds the number's decimal digits (0.29)",
		what, c.otherThanDuck())
	return f
}

// otherThanDuck is the name of the dialect of the pair that is not DuckDB.
func (c *Context) otherThanDuck() string {
	if c.Source.is("duckdb") {
		return c.Target.Name
	}
	return c.Source.Name
}
