package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckLateralOn moves the condition of a LEFT JOIN to a table function,
// an UNNEST or a LATERAL subquery into that item, toward DuckDB:
//
//	l LEFT JOIN unnest(x) AS u(v) ON cond
//	  -> l LEFT JOIN LATERAL (SELECT * FROM unnest(x) AS u(v) WHERE cond) AS u ON TRUE
//
// DuckDB 1.5 binds the condition of a non-inner lateral join only when it
// is a comparison between the two sides ("Binder Error: Join condition
// for non-inner LATERAL JOIN must be a comparison between the left and
// right side": ON l.id < 5, ON u.v + l.id > 3, ON u.v IN (1, l.id) and an
// OR of comparisons are rejected; "Subqueries are not supported in
// LATERAL join conditions"), where PostgreSQL and Trino take any
// condition. Each left row joined with the rows of the item that meet
// cond, or kept once with NULLs when none does, is what the LEFT JOIN
// gives for any condition, so the form is exact (run on PostgreSQL 15 and
// DuckDB 1.5 in pg_duck_loud_test.go, NULL and empty arrays included).
// The item's alias names the subquery, so the condition and the query
// read its columns as before. A condition of TRUE is kept, and so is one
// whose every AND term reads columns of the item and nothing else (ON
// u.v > 1, ON u.v > 1 OR u.v IS NULL), which DuckDB takes as a filter on
// the item (run on DuckDB 1.5 against PostgreSQL 15); a term reading no
// column is not taken (ON FALSE, ON u.v > 1 AND 1 = 0 are rejected).
func duckLateralOn(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Target.is("duckdb") || c.Source.Name == "duckdb" {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		j, ok := n.(*ast.Join)
		if !ok || j.Kind != ast.JoinLeft || j.On == nil || isTrue(j.On) {
			return n
		}
		var alias *ast.Alias
		switch r := j.Right.(type) {
		case *ast.TableFunc:
			alias = r.Alias
		case *ast.Unnest:
			alias = r.Alias
		case *ast.RowsFrom:
			alias = r.Alias
		case *ast.Derived:
			if !r.Lateral {
				return n
			}
			alias = r.Alias
		default:
			return n
		}
		if alias == nil || alias.Name.Name == "" || itemOnly(j.On, alias) {
			return n
		}
		sp := j.On.SpanOf()
		sel := &ast.Select{Span: sp, Items: []*ast.SelectItem{{Span: sp, Expr: &ast.Star{Span: sp}}}, From: []ast.TableExpr{j.Right}, Where: j.On}
		nj := *j
		nj.Right = &ast.Derived{Span: j.Right.SpanOf(), Lateral: true, Query: &ast.Query{Span: sp, Body: sel},
			Alias: &ast.Alias{Span: alias.Span, Name: alias.Name}}
		nj.On = &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "true"}
		return &nj
	})
}

// itemOnly reports whether each AND term of cond reads at least one
// column and only columns of the item aliased alias (qualified by its
// name, or unqualified names of its column list), and holds no subquery.
func itemOnly(cond ast.Expr, alias *ast.Alias) bool {
	if b, ok := cond.(*ast.Binary); ok && b.Op == ast.OpAnd {
		return itemOnly(b.L, alias) && itemOnly(b.R, alias)
	}
	ok, cols := true, 0
	ast.Inspect(cond, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query:
			ok = false
		case *ast.ColumnRef:
			cols++
			switch len(x.Name) {
			case 1:
				found := false
				for _, c := range alias.Columns {
					found = found || strings.EqualFold(c.Name, x.Name[0].Name)
				}
				ok = ok && found
			case 2:
				ok = ok && strings.EqualFold(x.Name[0].Name, alias.Name.Name)
			default:
				ok = false
			}
		}
		return ok
	})
	return ok && cols > 0
}
