package rewrite

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// The column types lateral notes on a Lateral (its Types) are not written
// out: a DECIMAL(76, 38) there is not refused, one in a cast is.
func TestDecimalLimitsSkipsLateralTypes(t *testing.T) {
	sp := ast.Span{Start: ast.Pos{Line: 1, Col: 1}, End: ast.Pos{Line: 1, Col: 2}}
	wide := func() *ast.TypeName { return &ast.TypeName{Span: sp, Kind: ast.TypeDecimal, Params: []int{76, 38}} }
	stmt := func(x ast.Expr) ast.Stmt {
		l := &ast.Lateral{Span: sp, Gens: []*ast.Generator{{Span: sp, Args: []ast.Expr{&ast.ColumnRef{Span: sp, Name: ast.QName{{Name: "a"}}}}}},
			Alias: &ast.Alias{Span: sp, Name: ast.Ident{Name: "u"}, Columns: []ast.Ident{{Name: "x"}}}, Types: []*ast.TypeName{wide()}}
		sel := &ast.Select{Span: sp, Items: []*ast.SelectItem{{Span: sp, Expr: x}}, From: []ast.TableExpr{l}}
		return &ast.QueryStmt{Span: sp, Query: &ast.Query{Span: sp, Body: sel}}
	}
	var diags diag.List
	c := NewContext(Source{Name: "bigquery"}, Target{Name: "duckdb"}, nil, &diags)
	CheckDecimalLimits(c, stmt(&ast.ColumnRef{Span: sp, Name: ast.QName{{Name: "x"}}}))
	if diags.HasErrors() {
		t.Errorf("refused a type that is not written: %v", diags)
	}
	CheckDecimalLimits(c, stmt(&ast.Cast{Span: sp, X: &ast.ColumnRef{Span: sp, Name: ast.QName{{Name: "x"}}}, Type: wide()}))
	if !diags.HasErrors() {
		t.Errorf("a cast to DECIMAL(76, 38) was not refused for duckdb")
	}
}
