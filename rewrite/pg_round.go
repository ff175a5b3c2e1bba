package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// pgRoundTyped reads PostgreSQL's round(x) whose argument the reader could
// not type (dialects' fnRoundPG marks it ast.Func.Unread): PostgreSQL
// rounds a double precision half to even (run on PostgreSQL 15:
// round(2.5::float8) = 2, round(-2.5::float8) = -2) and a numeric half
// away from zero (round(2.5::numeric) = 3), and every other target's round
// rounds both one way (DuckDB 1.5: round(2.5::DOUBLE) = 3). Where the
// schema gives x's type, the call becomes the canonical round (a numeric;
// an integer cast to DOUBLE, as PostgreSQL's round(integer) is
// round(double precision), whose value is the double nearest the integer:
// round(9007199254740993::bigint) = 9007199254740992) or round_half_even (a double precision or a real;
// refused for Snowflake, whose HALF_TO_EVEN mode rejects a FLOAT, and, by
// the function table, for the targets without such a rounding); otherwise
// it is refused (T056) for every target but PostgreSQL, which reads the
// call as written.
func (c *Context) pgRoundTyped(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" || len(f.Name) != 1 ||
		!strings.EqualFold(f.Name[0].Name, "round") || len(f.Args) != 1 {
		return f
	}
	name, arg := "", f.Args[0]
	if t := c.typeOf(f.Args[0], sc); t != nil {
		switch {
		case t.Kind.IsInteger():
			// round(integer) is round(double precision) in PostgreSQL:
			// round(9007199254740993::bigint) is 9007199254740992
			sp := arg.SpanOf()
			name, arg = "round", &ast.Cast{Span: sp, X: arg, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
		case t.Kind == ast.TypeDecimal:
			name = "round"
		case t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal:
			name = "round_half_even"
		}
	}
	if name == "" {
		c.Refuse(codeTypeUnknown, f, "give the column types with --schema (or a CREATE TABLE in the script), or cast the argument: round(CAST(x AS NUMERIC)) rounds half away from zero, round(CAST(x AS DOUBLE PRECISION)) half to even",
			"the type of %s is not known: postgres's round rounds a double precision half to even and a numeric half away from zero, and %s's round does not round both that way", exprName(f.Args[0]), c.Target.Name)
		return f
	}
	if name == "round_half_even" && c.Target.is("snowflake") {
		c.Refuse("T301", f, "cast the argument to NUMERIC in the source, whose round rounds half away from zero as Snowflake's does",
			"postgres's round of the double precision %s rounds half to even, and snowflake's HALF_TO_EVEN rounding takes fixed-point numbers only (Snowflake's ROUND reference)", exprName(f.Args[0]))
		return f
	}
	out := *f
	out.Unread = false
	out.Name = ast.QName{{Span: f.Name[0].Span, Name: name}}
	out.Args = []ast.Expr{arg}
	return &out
}
