package executor

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// json_tuple reads the JSON value at the start of the document and
// ignores any text after it; of several members of one name the last is
// read (Hive reads the document into a map), and for Spark a member whose
// value is JSON null does not replace an earlier one (its JsonTuple skips
// null values as it streams the members).
func TestJSONTupleDuplicatesAndTrailingText(t *testing.T) {
	docs := [][]Value{
		{I(1), S(`{"a": 1, "a": 2}`)},
		{I(2), S(`{"a": 1, "a": null}`)},
		{I(3), S(`{"a": null, "a": 3}`)},
		{I(4), S(`{"a": 1} x`)},
		{I(5), S(`{"a": 5}}`)},
		{I(6), S(`{"a": 6`)},
		{I(7), S(`[1] {"a": 7}`)},
		{I(8), S(`  {"a": {"b":  1}} {`)},
	}
	q := func() *ast.Query {
		jt := lateral(table("j"), alias("v", "a"), gen(ast.GenJSONTuple, "json_tuple", col("doc"), slit("a")))
		return query(selectQ(items(col("id"), col("a")), jt), orderBy(col("id")))
	}
	hive := newTestEngine(t)
	addTable(hive, "j", cols("id", tBigInt, "doc", tVarchar), docs...)
	expectRows(t, run(t, hive, q()), "1|2", "2|NULL", "3|3", "4|1", "5|5", "6|NULL", "7|NULL", `8|{"b":1}`)

	spark := New(Options{JSONTupleSkipsNull: true})
	addTable(spark, "j", cols("id", tBigInt, "doc", tVarchar), docs...)
	expectRows(t, run(t, spark, q()), "1|2", "2|1", "3|3", "4|1", "5|5", "6|NULL", "7|NULL", `8|{"b":1}`)
}

// PostgreSQL's json functions give a nested value as written, whitespace
// and escapes kept (checked on PostgreSQL 15: json_array_elements_text of
// '[ {"a":  1} , 1.50, "x\ty", [1,  2] ]' gives '{"a":  1}', '1.50',
// 'x<tab>y', '[1,  2]'; json_each of '{"a":  [1,  2], "b": 1.50}' gives
// '[1,  2]' and '1.50').
func TestPostgresJSONAsWritten(t *testing.T) {
	e := newTestEngine(t)
	doc := slit(`[ {"a":  1} , 1.50, "x\ty", [1,  2], null, "\u0041" ]`)
	l := lateral(nil, alias("e", "v"), &ast.Generator{Kind: ast.GenJSONArray, Name: qn("json_array_elements_text"), Args: []ast.Expr{doc}, ElemType: ast.TypeString})
	expectRows(t, run(t, e, query(selectQ(items(col("v")), l))), `{"a":  1}`, "1.50", "x\ty", "[1,  2]", "NULL", "A")
	l = lateral(nil, alias("e", "v"), &ast.Generator{Kind: ast.GenJSONArray, Name: qn("json_array_elements"), Args: []ast.Expr{doc}, ElemType: ast.TypeJSON})
	expectRows(t, run(t, e, query(selectQ(items(col("v")), l))), `'{"a":  1}'`, "'1.50'", `'"x\ty"'`, "'[1,  2]'", "'null'", `'"\u0041"'`)
	obj := slit(`{"a":  [1,  2], "b": 1.50, "c": "s"}`)
	l = lateral(nil, alias("e", "k", "v"), &ast.Generator{Kind: ast.GenJSONEach, Name: qn("json_each"), Args: []ast.Expr{obj}, ElemType: ast.TypeJSON})
	expectRows(t, run(t, e, query(selectQ(items(col("k"), col("v")), l))), "a|'[1,  2]'", "b|'1.50'", `c|'"s"'`)
	l = lateral(nil, alias("e", "k", "v"), &ast.Generator{Kind: ast.GenJSONEach, Name: qn("json_each_text"), Args: []ast.Expr{obj}, ElemType: ast.TypeString})
	expectRows(t, run(t, e, query(selectQ(items(col("k"), col("v")), l))), "a|[1,  2]", "b|1.50", "c|s")
	// Doris's explode_json_array_json is not PostgreSQL's: compact text.
	l = lateral(nil, alias("e", "v"), &ast.Generator{Kind: ast.GenJSONArray, Name: qn("explode_json_array_json"), Args: []ast.Expr{slit(`[{"a":  1}]`)}, ElemType: ast.TypeJSON})
	expectRows(t, run(t, e, query(selectQ(items(col("v")), l))), `'{"a":1}'`)
}

// array_position (Spark, Trino) gives 0 for a miss and NULL for a NULL
// value; array_position_not_distinct (DuckDB list_position, PostgreSQL
// array_position; run on DuckDB 1.5 and PostgreSQL 15) gives NULL for a
// miss and finds a NULL element for a NULL value.
func TestArrayPositionRules(t *testing.T) {
	e := newTestEngine(t)
	nullArr := &ast.Cast{X: null(), Type: &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeInt}}}
	cases := []struct {
		a, v       ast.Expr
		spark, pos string
	}{
		{arr(ilit(1), ilit(2)), ilit(2), "2", "2"},
		{arr(ilit(1), ilit(2)), ilit(3), "0", "NULL"},
		{arr(ilit(1), null(), ilit(2)), ilit(2), "3", "3"},
		{arr(ilit(1), null()), null(), "NULL", "2"},
		{arr(ilit(1), ilit(2)), null(), "NULL", "NULL"},
		{nullArr, ilit(1), "NULL", "NULL"},
		{arr(ilit(5), ilit(5)), ilit(5), "1", "1"},
	}
	for _, c := range cases {
		q := query(selectQ(items(fn("array_position", c.a, c.v), fn("array_position_not_distinct", c.a, c.v), fn("list_position", c.a, c.v))))
		expectRows(t, run(t, e, q), c.spark+"|"+c.pos+"|"+c.pos)
	}
}
