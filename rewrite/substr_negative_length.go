package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// substrNegativeLength keeps the error of PostgreSQL's and ANSI SQL's
// substring(s, p, l) with a negative length (substr_sql; run on PostgreSQL
// 15: substring('hello', 2, -1) and substr('hello', 2, -1) raise "negative
// substring length not allowed", substring(NULL, 2, -1) is NULL; the SQL
// standard's "data exception - substring error") for the targets whose
// substring gives "" there instead:
//
//	CASE WHEN (CASE WHEN s IS NOT NULL AND p IS NOT NULL AND l < 0 THEN <raise> ELSE FALSE END) THEN NULL ELSE substr_sql(s, p, l) END
//
// (a non-NULL literal's IS NOT NULL left out). <raise> is DuckDB's and
// BigQuery's error(message) (BigQuery's ERROR function), Hive's, Spark's
// and Doris's assert_true_value(y IS NULL), y an argument that reads a
// column (FALSE in that branch: the documented assertion error), and
// x / (x - x) = 0 for Trino, Presto and Snowflake, SQL's division by
// zero, x an argument that reads a column (ansiRaise; Snowflake documents
// DIV0 as the division that does not raise on a zero divisor). Where no such argument reads a
// column the call is refused (T058). A length that is a non-negative
// integer literal, or NULL, needs no guard. PostgreSQL and ANSI SQL raise
// themselves; Drill's substring is refused by the function table.
func (c *Context) substrNegativeLength(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" && c.Source.Name != "ansi" || c.Target.is("postgres", "ansi", "drill") ||
		len(f.Name) != 1 || f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "substr_sql") || len(f.Args) != 3 || f.Over != nil {
		return f
	}
	s, p, l := f.Args[0], f.Args[1], f.Args[2]
	if k, ok := signedIntLiteral(l); ok && k >= 0 || isNullLit(l) || isNullLit(s) || isNullLit(p) {
		return f
	}
	for _, a := range f.Args {
		if !c.reusableIn(a, "a substring whose length may be negative") {
			return f
		}
	}
	sp := f.Span
	bin := func(op ast.BinaryOp, x, y ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: op, L: x, R: y} }
	zero := func() ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"} }
	bad := bin(ast.OpLt, ast.Clone(l), zero())
	for _, a := range []ast.Expr{p, s} {
		if lit, ok := a.(*ast.Literal); !ok || lit.Kind == ast.LitNull {
			bad = bin(ast.OpAnd, &ast.IsNull{Span: sp, X: ast.Clone(a), Not: true}, bad)
		}
	}
	refuse := func() ast.Expr {
		c.Refuse("T058", l, "write the length as a non-negative integer literal, or read it from a column",
			"substring with a negative length raises an error in %s, which %s can raise only from an argument read from a column", c.Source.Name, c.Target.Name)
		return f
	}
	var raise ast.Expr
	switch {
	case c.Target.is("duckdb", "bigquery"):
		raise = canonCall(sp, "error", &ast.Literal{Span: sp, Kind: ast.LitString,
			Value: "negative substring length not allowed (an error in " + c.Source.Name + ")"})
	case c.Target.is("hive", "spark", "doris"):
		// y IS NULL is FALSE in the raising branch and reads a column,
		// which no engine folds before the branch is taken.
		y := ansiVaries(s, p, l)
		if y == nil {
			return refuse()
		}
		raise = canonCall(sp, "assert_true_value", &ast.IsNull{Span: sp, X: ast.Clone(y)})
	default:
		x := ansiVaries(l, p)
		if x == nil {
			return refuse()
		}
		raise = ansiRaise(x)
	}
	return raiseGuard(sp, bad, raise, f)
}
