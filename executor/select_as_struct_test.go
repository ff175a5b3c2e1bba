package executor

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// asStructArray is ARRAY(SELECT AS STRUCT u.x AS a, u.x * 10 AS b FROM
// UNNEST(t.arr) AS u(x) ORDER BY u.x DESC [LIMIT limit]).
func asStructArray(limit int64) *ast.ArrayQuery {
	sel := selectQ([]*ast.SelectItem{item(col("u", "x"), "a"), item(bin(ast.OpMul, col("u", "x"), ilit(10)), "b")},
		lateral(nil, alias("u", "x"), &ast.Generator{Kind: ast.GenUnnest, Name: qn("unnest"), Args: []ast.Expr{col("t", "arr")}, Collection: ast.CollArray}))
	sel.AsStruct = true
	q := query(sel, orderBy(col("u", "x"), true))
	if limit >= 0 {
		q.Limit = ilit(limit)
	}
	return &ast.ArrayQuery{Query: q}
}

func asStructTable(e *Engine) {
	addTable(e, "t", cols("id", tInt, "arr", arrayOf(tInt)),
		[]Value{I(1), A(I(3), I(1), I(2))},
		[]Value{I(2), A()},
		[]Value{I(3), Null},
		[]Value{I(4), A(Null, I(5))})
}

// SELECT AS STRUCT yields one column, a struct of the select items under
// their names; ARRAY of it keeps the subquery's order, one struct per row,
// none for no row (an empty array, also over a NULL array). The test
// engine sorts NULL first in DESC.
func TestSelectAsStructArray(t *testing.T) {
	e := newTestEngine(t)
	asStructTable(e)
	got := run(t, e, query(selectQ(items(col("t", "id"), asStructArray(-1)), table("t")), orderBy(col("t", "id"))))
	expectRows(t, got,
		"1|[{'a': 3, 'b': 30}, {'a': 2, 'b': 20}, {'a': 1, 'b': 10}]",
		"2|[]",
		"3|[]",
		"4|[{'a': NULL, 'b': NULL}, {'a': 5, 'b': 50}]")
}

// LEFT JOIN UNNEST(ARRAY(SELECT AS STRUCT ... LIMIT 2)) AS s ON TRUE: s.a
// and s.b read the fields; a left row without elements is kept once with
// NULLs, and a struct of NULL fields is a row of its own.
func TestSelectAsStructUnnest(t *testing.T) {
	e := newTestEngine(t)
	asStructTable(e)
	l := lateral(table("t"), alias("_u1", "s"), &ast.Generator{Kind: ast.GenUnnest, Name: qn("unnest"),
		Args: []ast.Expr{asStructArray(2)}, Collection: ast.CollArray, Columns: 1})
	l.Outer = true
	got := run(t, e, query(selectQ(items(col("t", "id"), col("s", "a"), col("s", "b")), l)))
	expectSet(t, got, "1|3|30", "1|2|20", "2|NULL|NULL", "3|NULL|NULL", "4|NULL|NULL", "4|5|50")
	// The inner join drops the rows without elements.
	l.Outer = false
	got = run(t, e, query(selectQ(items(col("t", "id"), col("s", "a")), l)))
	expectSet(t, got, "1|3", "1|2", "4|NULL", "4|5")
}
