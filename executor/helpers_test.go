package executor

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// Small constructors for building canonical ASTs by hand.

func id(name string) ast.Ident { return ast.Ident{Name: name} }

func qn(parts ...string) ast.QName {
	var q ast.QName
	for _, p := range parts {
		q = append(q, id(p))
	}
	return q
}

func col(parts ...string) *ast.ColumnRef { return &ast.ColumnRef{Name: qn(parts...)} }

func ilit(i int64) *ast.Literal {
	return &ast.Literal{Kind: ast.LitInt, Value: strconv.FormatInt(i, 10)}
}
func slit(s string) *ast.Literal   { return &ast.Literal{Kind: ast.LitString, Value: s} }
func dlit(s string) *ast.Literal   { return &ast.Literal{Kind: ast.LitDouble, Value: s} }
func declit(s string) *ast.Literal { return &ast.Literal{Kind: ast.LitDecimal, Value: s} }
func blit(b bool) *ast.Literal {
	return &ast.Literal{Kind: ast.LitBool, Value: strconv.FormatBool(b)}
}
func null() *ast.Literal { return &ast.Literal{Kind: ast.LitNull} }

func bin(op ast.BinaryOp, l, r ast.Expr) *ast.Binary { return &ast.Binary{Op: op, L: l, R: r} }

func fn(name string, args ...ast.Expr) *ast.Func { return &ast.Func{Name: qn(name), Args: args} }

func countStar() *ast.Func { return &ast.Func{Name: qn("count"), Star: true} }

func arr(elems ...ast.Expr) *ast.Array { return &ast.Array{Elems: elems} }

func item(e ast.Expr, alias ...string) *ast.SelectItem {
	it := &ast.SelectItem{Expr: e}
	if len(alias) > 0 {
		a := id(alias[0])
		it.Alias = &a
	}
	return it
}

func star() *ast.SelectItem { return &ast.SelectItem{Expr: &ast.Star{}} }

func table(name string, alias ...string) *ast.Table {
	t := &ast.Table{Name: qn(name)}
	if len(alias) > 0 {
		t.Alias = &ast.Alias{Name: id(alias[0])}
	}
	return t
}

func alias(name string, cols ...string) *ast.Alias {
	a := &ast.Alias{Name: id(name)}
	for _, c := range cols {
		a.Columns = append(a.Columns, id(c))
	}
	return a
}

func gen(kind ast.GenKind, name string, args ...ast.Expr) *ast.Generator {
	return &ast.Generator{Kind: kind, Name: qn(name), Args: args}
}

func lateral(input ast.TableExpr, a *ast.Alias, gens ...*ast.Generator) *ast.Lateral {
	return &ast.Lateral{Input: input, Gens: gens, Alias: a}
}

func orderBy(e ast.Expr, desc ...bool) *ast.OrderItem {
	o := &ast.OrderItem{Expr: e}
	if len(desc) > 0 {
		o.Desc = desc[0]
	}
	return o
}

// selectQ builds SELECT items FROM from [WHERE where].
func selectQ(items []*ast.SelectItem, from ...ast.TableExpr) *ast.Select {
	return &ast.Select{Items: items, From: from}
}

func items(es ...ast.Expr) []*ast.SelectItem {
	var out []*ast.SelectItem
	for _, e := range es {
		if s, ok := e.(*ast.Star); ok {
			out = append(out, &ast.SelectItem{Expr: s})
			continue
		}
		out = append(out, item(e))
	}
	return out
}

func query(body ast.QueryExpr, order ...*ast.OrderItem) *ast.Query {
	return &ast.Query{Body: body, OrderBy: order}
}

func values(rows ...[]ast.Expr) *ast.Values { return &ast.Values{Rows: rows} }

func row(es ...ast.Expr) []ast.Expr { return es }

// Engine and table helpers.

func newTestEngine(t testing.TB) *Engine {
	t.Helper()
	return New(Options{NullsFirstByDefault: func(desc bool) bool { return desc }})
}

// addTable adds a table whose columns are given as "name type" pairs.
func addTable(e *Engine, name string, cols []Column, rows ...[]Value) *Table {
	tb := NewTable(name, cols)
	for _, r := range rows {
		tb.AppendRow(r)
	}
	e.Database().AddTable(tb)
	return tb
}

func cols(spec ...any) []Column {
	var out []Column
	for i := 0; i < len(spec); i += 2 {
		out = append(out, Column{Name: spec[i].(string), Type: spec[i+1].(Type)})
	}
	return out
}

func I(i int64) Value     { return IntValue(i) }
func S(s string) Value    { return StringValue(s) }
func F(f float64) Value   { return FloatValue(f) }
func A(vs ...Value) Value { return ArrayValue(vs) }

// run executes a query and renders each row as "v1|v2|...".
func run(t testing.TB, e *Engine, q *ast.Query) []string {
	t.Helper()
	rows, err := runErr(e, q)
	if err != nil {
		t.Fatalf("query failed: %v", err)
	}
	return rows
}

func runErr(e *Engine, q *ast.Query) ([]string, error) {
	_, rows, err := e.Query(context.Background(), q)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, r := range rows {
		out = append(out, renderRow(r))
	}
	return out, nil
}

func renderRow(r []Value) string {
	parts := make([]string, len(r))
	for i, v := range r {
		parts[i] = v.SQLText()
		if v.k == KindString {
			parts[i] = v.s
		}
	}
	return strings.Join(parts, "|")
}

func sorted(rows []string) []string {
	out := append([]string(nil), rows...)
	sort.Strings(out)
	return out
}

func expectRows(t *testing.T, got []string, want ...string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d rows %q, want %d rows %q", len(got), got, len(want), want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("row %d: got %q, want %q\nall: %q", i, got[i], want[i], got)
		}
	}
}

func expectSet(t *testing.T, got []string, want ...string) {
	t.Helper()
	expectRows(t, sorted(got), sorted(want)...)
}

var fmtSprintf = fmt.Sprintf
