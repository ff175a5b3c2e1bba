package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects/colname"
)

// duckRepeat reads DuckDB's repeat(v, n) table function, n rows of the
// one value v, for another dialect, done false for any other call: it is
// the subquery (SELECT v AS col FROM generate_series(1, n)) AS repeat.
// DuckDB 1.5 (run): repeat(0, 3) gives three rows of 0, repeat(0, 0)
// none; it binds n once, as a constant: a NULL or negative n raises
// ("Repeat second parameter cannot be NULL", "... less than 0"), and
// neither argument may read a column ("does not support lateral join
// column parameters"); v is evaluated once (repeat(random() < 2, 2) is
// two rows of the same value); a NULL v is an INTEGER; the column is
// named after v's value as DuckDB prints it (colname.DuckDBRepeat), the
// table after the function (repeat.*). Taken here: n an unsigned integer
// literal, v reading no column, holding no subquery and calling no
// volatile function (the subquery evaluates it per row), WITH ORDINALITY
// absent, and the column named by the alias or by colname.DuckDBRepeat;
// the rest is refused (T057, T035).
func (c *Context) duckRepeat(tf *ast.TableFunc) (*ast.Derived, bool) {
	f := tf.Func
	if c.Source.Name != "duckdb" || c.Target.Name == "duckdb" || len(f.Name) != 1 || f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "repeat") {
		return nil, false
	}
	refuse := func(at ast.Node, hint, format string, args ...any) (*ast.Derived, bool) {
		c.Refuse("T057", at, hint, "DuckDB's repeat table function: "+format, args...)
		return nil, true
	}
	if len(f.Args) != 2 || f.Over != nil || f.Distinct || f.Filter != nil {
		return refuse(f, "call it as repeat(value, count)", "it takes a value and a count")
	}
	if tf.Ordinality {
		return refuse(tf, "number the rows with a series instead", "WITH ORDINALITY is not translated for it")
	}
	v, n := f.Args[0], f.Args[1]
	if l, ok := n.(*ast.Literal); !ok || l.Kind != ast.LitInt {
		return refuse(n, "write the count as an integer literal", "its count is read here only as an integer literal (DuckDB raises for a NULL or negative one)")
	}
	if readsColumn(v) || holdsQuery(v) || volatileCall(v) != nil {
		return refuse(v, "compute the value in a subquery joined to the rows", "DuckDB evaluates its value once, and reads no column in it")
	}
	var col ast.Ident
	if tf.Alias != nil && len(tf.Alias.Columns) > 0 {
		if len(tf.Alias.Columns) > 1 {
			c.Refuse("T013", tf.Alias, "", "the function repeat gives 1 column but %d names were given", len(tf.Alias.Columns))
			return nil, true
		}
		col = tf.Alias.Columns[0]
	} else {
		name, ok := colname.DuckDBRepeat(v)
		if !ok {
			c.Refuse("T035", v, "name the column: repeat(...) AS r(c)",
				"duckdb names this column after its printing of the value, which cannot be reproduced exactly")
			return nil, true
		}
		col = ast.Ident{Span: tf.Span, Name: name, Quoted: true}
	}
	sp := tf.Span
	if isNullLit(v) {
		v = &ast.Cast{Span: v.SpanOf(), X: v, Type: &ast.TypeName{Span: v.SpanOf(), Kind: ast.TypeInt}}
	}
	one := &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"}
	series := &ast.TableFunc{Span: sp, Func: &ast.Func{Span: f.Span, Name: ast.QName{{Span: f.Name.Span(), Name: "generate_series"}}, Args: []ast.Expr{one, n}},
		Alias: &ast.Alias{Span: sp, Name: c.Fresh("r")}}
	rows := c.tableFuncLateral(series, c.newScope())
	if rows == nil {
		return nil, true
	}
	alias := ast.Ident{Span: sp, Name: "repeat"}
	if tf.Alias != nil {
		alias = tf.Alias.Name
	}
	sel := &ast.Select{Span: sp, Items: []*ast.SelectItem{{Span: sp, Expr: v, Alias: &col}}, From: []ast.TableExpr{rows}}
	c.Fire(passFromLateral)
	return &ast.Derived{Span: sp, Query: &ast.Query{Span: sp, Body: sel}, Alias: &ast.Alias{Span: sp, Name: alias}}, true
}

// duckRepeatItems is the FROM item t with each DuckDB repeat table
// function in it, joined ones included, written as duckRepeat's
// subquery; ok is false when one is refused.
func (c *Context) duckRepeatItems(t ast.TableExpr) (ast.TableExpr, bool) {
	switch x := t.(type) {
	case *ast.TableFunc:
		if d, done := c.duckRepeat(x); done {
			return d, d != nil
		}
	case *ast.Join:
		l, okL := c.duckRepeatItems(x.Left)
		r, okR := c.duckRepeatItems(x.Right)
		if l != x.Left || r != x.Right {
			nj := *x
			nj.Left, nj.Right = l, r
			return &nj, okL && okR
		}
		return x, okL && okR
	}
	return t, true
}
