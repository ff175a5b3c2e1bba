package executor

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

func TestSelectWithoutFrom(t *testing.T) {
	e := newTestEngine(t)
	got := run(t, e, query(selectQ(items(ilit(1), bin(ast.OpAdd, ilit(2), ilit(3)), slit("x")))))
	expectRows(t, got, "1|5|x")
}

func TestScanFilterProjectSortLimit(t *testing.T) {
	e := newTestEngine(t)
	addTable(e, "t", cols("a", tBigInt, "b", tVarchar),
		[]Value{I(3), S("c")}, []Value{I(1), S("a")}, []Value{I(2), S("b")}, []Value{Null, S("n")})
	q := query(&ast.Select{Items: items(col("a"), col("b")), From: []ast.TableExpr{table("t")},
		Where: bin(ast.OpGt, col("a"), ilit(1))}, orderBy(col("a")))
	expectRows(t, run(t, e, q), "2|b", "3|c")
	q = query(selectQ(items(col("b")), table("t")), orderBy(col("a"), true))
	q.Limit = ilit(2)
	expectRows(t, run(t, e, q), "n", "c")
}
