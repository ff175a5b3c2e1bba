package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckPgExp writes DuckDB's exp(x) toward PostgreSQL, which raises
// "value out of range: overflow" ("underflow") where the result of a
// finite double leaves the doubles, where DuckDB gives Infinity (0):
//
//	CASE WHEN x > 709.782712893384 AND x < 'Infinity' THEN 'Infinity'
//	     WHEN x < -745.1332191019411 THEN 0 ELSE exp(x) END
//
// 709.782712893384 is the largest double whose exp is finite (below
// ln(DBL_MAX)) and -745.1332191019411 the least whose exp is not 0 (the
// least subnormal, 5e-324): run on PostgreSQL 15 and DuckDB 1.5, the
// neighbouring doubles 709.7827128933841 and -745.1332191019412 raise in
// PostgreSQL and give Infinity and 0 in DuckDB (TestDuckPgExpBounds). A
// NaN, which PostgreSQL orders above Infinity, and ±Infinity take the
// ELSE (exp of them is NaN, Infinity and 0 in both). x is read again: an
// argument calling a volatile function or a subquery is refused (T073),
// nested calls whose guard would exceed maxZeroQuotientNodes nodes T174.
// power(x, y) is left as it is: PostgreSQL raises for its overflow,
// underflow, 0 to a negative power and a negative number to a fractional
// one, where DuckDB gives Infinity, 0 or NaN, and no bound on the
// arguments alone tells its overflow exactly.
func (c *Context) duckPgExp(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "duckdb" || !c.Target.is("postgres") || f.Over != nil || f.Unread || len(f.Name) != 1 || f.Name[0].Quoted ||
		!strings.EqualFold(f.Name[0].Name, "exp") || len(f.Args) != 1 {
		return f
	}
	x := f.Args[0]
	if _, ok := floatLiteral(x); ok {
		return f // mathLiteralRaise's
	}
	t := c.typeOf(x, sc)
	if t != nil && !t.Kind.IsNumeric() && t.Kind != ast.TypeDouble && t.Kind != ast.TypeReal {
		return f
	}
	if !c.reusableIn(x, "the guard of exp, which postgres raises for where duckdb gives Infinity or 0,") {
		return f
	}
	sp := f.Span
	if t == nil || !t.Kind.IsInteger() && t.Kind != ast.TypeDouble && t.Kind != ast.TypeReal {
		// DuckDB's exp of a DECIMAL or of a value of unknown type is of
		// its DOUBLE, as numericMathType (which this rule runs before)
		// writes it
		x = &ast.Cast{Span: x.SpanOf(), X: x, Type: &ast.TypeName{Span: x.SpanOf(), Kind: ast.TypeDouble}}
		nf := *f
		nf.Args = []ast.Expr{x}
		f = &nf
	}
	bin := func(op ast.BinaryOp, l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: op, L: l, R: r} }
	dbl := func(s string) ast.Expr {
		return &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitString, Value: s}, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
	}
	res := &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: bin(ast.OpAnd, bin(ast.OpGt, ast.Clone(x), dbl("709.782712893384")), bin(ast.OpLt, ast.Clone(x), dbl("Infinity"))), Result: dbl("Infinity")},
		{Span: sp, Cond: bin(ast.OpLt, ast.Clone(x), dbl("-745.1332191019411")), Result: dbl("0")},
	}, Else: f}
	if overNodeLimit(res) {
		c.Refuse(codeMathGuard, f, "compute the inner value in a subquery (or a WITH query) and use its column",
			"postgres raises an error where exp overflows or underflows, where duckdb gives Infinity or 0: the guard reads the argument again, and for these nested calls would exceed %d syntax nodes (duckdb to postgres)",
			maxZeroQuotientNodes)
		return f
	}
	return res
}
