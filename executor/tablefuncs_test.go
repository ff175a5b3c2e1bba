package executor

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

func TestJSONGenerators(t *testing.T) {
	e := newTestEngine(t)
	doc := slit(`[1, "two", 3.5, null, {"a": [1]}, true]`)
	cases := []struct {
		elem ast.TypeKind
		want []string
	}{
		{ast.TypeUnknown, []string{"1", `"two"`, "3.5", "null", `{"a":[1]}`, "true"}},
		{ast.TypeBigInt, []string{"1", "NULL", "3", "NULL", "NULL", "1"}},
		{ast.TypeDouble, []string{"1.0", "NULL", "3.5", "NULL", "NULL", "NULL"}},
		{ast.TypeString, []string{"1", "two", "3.5", "NULL", `{"a":[1]}`, "true"}},
	}
	for _, c := range cases {
		g := gen(ast.GenJSONArray, "explode_json_array", doc)
		g.ElemType = c.elem
		l := lateral(nil, alias("j", "v"), g)
		got := run(t, e, query(selectQ(items(col("v")), l)))
		for i := range got {
			if v := got[i]; len(c.want) != len(got) || v != c.want[i] && !(c.elem == ast.TypeUnknown && "'"+c.want[i]+"'" == v) {
				t.Fatalf("elem %s: got %q want %q", c.elem, got, c.want)
			}
		}
	}
	// NULL, invalid JSON and a non-array give no rows; outer keeps one
	for _, arg := range []ast.Expr{null(), slit("nope"), slit(`{"a": 1}`), slit("[]")} {
		l := lateral(nil, alias("j", "v"), gen(ast.GenJSONArray, "explode_json_array", arg))
		expectRows(t, run(t, e, query(selectQ(items(col("v")), l))))
		l.Outer = true
		expectRows(t, run(t, e, query(selectQ(items(col("v")), l))), "NULL")
	}
	// json_each / json_each_text
	obj := slit(`{"k": "v", "n": 1, "z": null}`)
	each := gen(ast.GenJSONEach, "json_each", obj)
	each.ElemType = ast.TypeJSON
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), lateral(nil, alias("j", "key", "value"), each)))), `k|'"v"'`, "n|'1'", "z|'null'")
	text := gen(ast.GenJSONEach, "json_each_text", obj)
	text.ElemType = ast.TypeString
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), lateral(nil, alias("j", "key", "value"), text)))), "k|v", "n|1", "z|NULL")
	if _, err := runErr(e, query(selectQ(items(&ast.Star{}), lateral(nil, alias("j", "key", "value"), gen(ast.GenJSONEach, "json_each", slit("[1]")))))); err == nil {
		t.Fatal("json_each of an array must fail")
	}
}

func TestParseURLTupleAndFlatten(t *testing.T) {
	e := newTestEngine(t)
	u := slit("https://user@example.com:8080/p/a.html?x=1&y=2#frag")
	l := lateral(nil, alias("u", "h", "p", "q", "x", "r", "proto"), gen(ast.GenParseURLTuple, "parse_url_tuple", u,
		slit("HOST"), slit("PATH"), slit("QUERY"), slit("QUERY:x"), slit("REF"), slit("PROTOCOL")))
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), l))), "example.com|/p/a.html|x=1&y=2|1|frag|https")
	bad := lateral(nil, alias("u", "h"), gen(ast.GenParseURLTuple, "parse_url_tuple", slit("not a url"), slit("HOST")))
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), bad))), "NULL")

	// Snowflake FLATTEN: SEQ, KEY, PATH, INDEX, VALUE, THIS
	f := lateral(nil, alias("f", "seq", "key", "path", "index", "value", "this"), gen(ast.GenFlatten, "flatten", slit(`{"a": 1, "b": [2]}`)))
	expectRows(t, run(t, e, query(selectQ(items(col("key"), col("path"), col("index"), col("value")), f))), "a|a|NULL|'1'", "b|b|NULL|'[2]'")
	fa := lateral(nil, alias("f", "seq", "key", "path", "index", "value", "this"), gen(ast.GenFlatten, "flatten", arr(ilit(10), ilit(20))))
	expectRows(t, run(t, e, query(selectQ(items(col("seq"), col("key"), col("path"), col("index"), col("value")), fa))), "1|NULL|[0]|0|10", "1|NULL|[1]|1|20")
	// Drill FLATTEN: one column
	fd := lateral(nil, alias("f", "v"), gen(ast.GenFlatten, "flatten", arr(ilit(10), ilit(20))))
	expectRows(t, run(t, e, query(selectQ(items(col("v")), fd))), "10", "20")
}

func TestLateralSubqueryForms(t *testing.T) {
	e := newTestEngine(t)
	addTable(e, "t", cols("id", tBigInt), []Value{I(1)}, []Value{I(2)}, []Value{I(3)})
	// LEFT JOIN LATERAL (SELECT ...) ON cond keeps unmatched left rows once
	sub := query(&ast.Select{Items: []*ast.SelectItem{item(bin(ast.OpMul, col("t", "id"), ilit(10)), "v")}, Where: bin(ast.OpNe, col("t", "id"), ilit(2))})
	j := &ast.Join{Kind: ast.JoinLeft, Left: table("t"), Right: &ast.Derived{Lateral: true, Query: sub, Alias: alias("s")}, On: bin(ast.OpGt, col("s", "v"), ilit(10))}
	expectRows(t, run(t, e, query(selectQ(items(col("id"), col("v")), j), orderBy(col("id")))), "1|NULL", "2|NULL", "3|30")
	// OUTER APPLY
	j2 := &ast.Join{Kind: ast.JoinOuterApply, Left: table("t"), Right: &ast.Derived{Lateral: true, Query: sub, Alias: alias("s")}}
	expectRows(t, run(t, e, query(selectQ(items(col("id"), col("v")), j2), orderBy(col("id")))), "1|10", "2|NULL", "3|30")
	// CROSS APPLY drops the row with no result
	j3 := &ast.Join{Kind: ast.JoinCrossApply, Left: table("t"), Right: &ast.Derived{Lateral: true, Query: sub, Alias: alias("s")}}
	expectRows(t, run(t, e, query(selectQ(items(col("id"), col("v")), j3), orderBy(col("id")))), "1|10", "3|30")
	// an implicitly lateral derived table (DuckDB) reading an earlier item
	d := &ast.Derived{Query: query(selectQ(items(bin(ast.OpAdd, col("t", "id"), ilit(100))))), Alias: alias("d", "x")}
	expectRows(t, run(t, e, query(selectQ(items(col("x")), table("t"), d), orderBy(col("x")))), "101", "102", "103")
	// the alias of a one-column table function names its column (DuckDB, PostgreSQL)
	g := lateral(nil, alias("g", "generate_series"), &ast.Generator{Kind: ast.GenSeries, Name: qn("generate_series"), Args: []ast.Expr{ilit(1), ilit(2)}})
	expectRows(t, run(t, e, query(selectQ(items(col("g"), col("g", "g"), col("g", "generate_series")), g))), "1|1|1", "2|2|2")
}
