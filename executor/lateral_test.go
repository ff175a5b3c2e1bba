package executor

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// arrays: id, arr with [a,b], [], NULL, [NULL]
func arraysEngine(t *testing.T) *Engine {
	e := newTestEngine(t)
	addTable(e, "t", cols("id", tBigInt, "arr", arrayOf(tVarchar)),
		[]Value{I(1), A(S("a"), S("b"))},
		[]Value{I(2), A()},
		[]Value{I(3), Null},
		[]Value{I(4), A(Null)},
	)
	return e
}

func explodeQ(outer bool, ord *ast.Ordinality, colsOut ...string) *ast.Query {
	l := lateral(table("t"), alias("x", colsOut...), gen(ast.GenUnnest, "explode", col("t", "arr")))
	l.Outer = outer
	l.Ordinality = ord
	var its []ast.Expr
	its = append(its, col("id"))
	for _, c := range colsOut {
		its = append(its, col("x", c))
	}
	if ord != nil {
		its = append(its, col("x", ord.Name.Name))
	}
	return query(selectQ(items(its...), l), orderBy(col("id")))
}

// T1: posexplode is 0-based with the position first; WITH ORDINALITY is
// 1-based and last.
func TestT1PositionBaseAndPlace(t *testing.T) {
	e := arraysEngine(t)
	// SELECT * keeps the generator's own column order: pos first
	l := lateral(table("t"), alias("x", "val"), gen(ast.GenUnnest, "posexplode", col("t", "arr")))
	l.Ordinality = &ast.Ordinality{Base: 0, First: true, Name: id("pos")}
	q := &ast.Query{Body: &ast.Select{Items: []*ast.SelectItem{{Expr: &ast.Star{Table: qn("x")}}}, From: []ast.TableExpr{l},
		Where: bin(ast.OpEq, col("id"), ilit(1))}}
	expectRows(t, run(t, e, q), "0|a", "1|b")

	l2 := lateral(table("t"), alias("x", "val"), gen(ast.GenUnnest, "unnest", col("t", "arr")))
	l2.Ordinality = &ast.Ordinality{Base: 1, Name: id("ordinality")}
	q2 := &ast.Query{Body: &ast.Select{Items: []*ast.SelectItem{{Expr: &ast.Star{Table: qn("x")}}}, From: []ast.TableExpr{l2},
		Where: bin(ast.OpEq, col("id"), ilit(1))}}
	expectRows(t, run(t, e, q2), "a|1", "b|2")
}

// T2: NULL and empty arrays give no rows unless outer; the outer row's
// position is NULL; a NULL element is one row.
func TestT2NullEmptyOuter(t *testing.T) {
	e := arraysEngine(t)
	expectRows(t, run(t, e, explodeQ(false, nil, "v")), "1|a", "1|b", "4|NULL")
	expectRows(t, run(t, e, explodeQ(true, nil, "v")), "1|a", "1|b", "2|NULL", "3|NULL", "4|NULL")
	pos := &ast.Ordinality{Base: 0, First: true, Name: id("pos")}
	expectRows(t, run(t, e, explodeQ(true, pos, "v")), "1|a|0", "1|b|1", "2|NULL|NULL", "3|NULL|NULL", "4|NULL|0")
}

// T3: several generators in one Lateral zip (shorter padded, NULL array as
// empty); consecutive Laterals multiply.
func TestT3ZipVersusProduct(t *testing.T) {
	e := newTestEngine(t)
	zip := lateral(nil, alias("u", "a", "b"),
		gen(ast.GenUnnest, "unnest", arr(ilit(1), ilit(2), ilit(3))),
		gen(ast.GenUnnest, "unnest", arr(slit("x"))))
	expectRows(t, run(t, e, query(selectQ(items(col("a"), col("b")), zip))), "1|x", "2|NULL", "3|NULL")

	zipNull := lateral(nil, alias("u", "a", "b"),
		gen(ast.GenUnnest, "unnest", arr(ilit(1), ilit(2))),
		gen(ast.GenUnnest, "unnest", &ast.Cast{X: null(), Type: &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeInt}}}))
	expectRows(t, run(t, e, query(selectQ(items(col("a"), col("b")), zipNull))), "1|NULL", "2|NULL")

	bothNull := lateral(nil, alias("u", "a", "b"),
		gen(ast.GenUnnest, "unnest", null()), gen(ast.GenUnnest, "unnest", null()))
	expectRows(t, run(t, e, query(selectQ(items(col("a"), col("b")), bothNull))))

	first := lateral(nil, alias("p", "a"), gen(ast.GenUnnest, "explode", arr(ilit(1), ilit(2), ilit(3))))
	second := lateral(first, alias("q", "b"), gen(ast.GenUnnest, "explode", arr(slit("x"), slit("y"))))
	got := run(t, e, query(selectQ(items(col("a"), col("b")), second)))
	expectRows(t, got, "1|x", "1|y", "2|x", "2|y", "3|x", "3|y")
	// the merged node holds two functions
	n, err := e.plan(query(selectQ(items(col("a"), col("b")), second)))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(ExplainPlan(n).Text(), "table function: explode[unnest](ARRAY[1, 2, 3])\n|  outer: false\n|  zip: false") {
		t.Fatalf("plan:\n%s", ExplainPlan(n).Text())
	}
}

// A later generator may read the columns of an earlier one.
func TestProductDependsOnPrevious(t *testing.T) {
	e := newTestEngine(t)
	first := lateral(nil, alias("p", "a"), gen(ast.GenUnnest, "explode", arr(arr(ilit(1), ilit(2)), arr(), arr(ilit(3)))))
	second := lateral(first, alias("q", "b"), gen(ast.GenUnnest, "explode", col("p", "a")))
	expectRows(t, run(t, e, query(selectQ(items(col("b")), second))), "1", "2", "3")
	// outer on the second keeps the empty one
	second.Outer = true
	expectRows(t, run(t, e, query(selectQ(items(col("b")), second))), "1", "2", "NULL", "3")
}

// T4: exploding a map gives key and value; posexplode gives pos, key, value.
func TestT4Maps(t *testing.T) {
	e := newTestEngine(t)
	m := &ast.Map{Keys: []ast.Expr{slit("k1"), slit("k2")}, Values: []ast.Expr{ilit(10), ilit(20)}}
	l := lateral(nil, alias("m", "key", "value"), gen(ast.GenUnnest, "explode", m))
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), l))), "k1|10", "k2|20")
	l.Ordinality = &ast.Ordinality{Base: 0, First: true, Name: id("pos")}
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), l))), "0|k1|10", "1|k2|20")
	l.Ordinality = &ast.Ordinality{Base: 1, Name: id("ordinality")}
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), l))), "k1|10|1", "k2|20|2")
}

// T5: Expand (Trino) and inline give one column per field; plain unnest
// keeps the struct.
func TestT5Structs(t *testing.T) {
	e := newTestEngine(t)
	st := func(a int64, b string) ast.Expr {
		return &ast.Struct{Fields: []*ast.StructField{{Name: &ast.Ident{Name: "a"}, Value: ilit(a)}, {Name: &ast.Ident{Name: "b"}, Value: slit(b)}}}
	}
	array := arr(st(1, "x"), st(2, "y"))
	g := gen(ast.GenUnnest, "unnest", array)
	g.Expand = true
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), lateral(nil, alias("u", "a", "b"), g)))), "1|x", "2|y")
	g2 := gen(ast.GenInline, "inline", array)
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), lateral(nil, alias("u"), g2)))), "1|x", "2|y")
	g3 := gen(ast.GenUnnest, "explode", array)
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), lateral(nil, alias("u", "col"), g3)))), "{'a': 1, 'b': 'x'}", "{'a': 2, 'b': 'y'}")
	// field access on the struct column
	expectRows(t, run(t, e, query(selectQ(items(col("u", "col", "b")), lateral(nil, alias("u", "col"), g3)))), "x", "y")
	// a NULL struct element in inline: a row of NULLs
	g4 := gen(ast.GenInline, "inline", arr(st(1, "x"), &ast.Cast{X: null(), Type: &ast.TypeName{Kind: ast.TypeStruct}}))
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), lateral(nil, alias("u", "a", "b"), g4)))), "1|x", "NULL|NULL")
}

// T6: split rules: Java regex with trailing empties kept, literal split,
// PostgreSQL string_to_array(”) is empty while split(”) is [”].
func TestT6Split(t *testing.T) {
	e := newTestEngine(t)
	cases := []struct {
		fn   string
		args []ast.Expr
		want string
	}{
		{"split_regex", []ast.Expr{slit("a,b,,"), slit(",")}, "['a', 'b', '', '']"},
		{"split_regex", []ast.Expr{slit("a1b22c"), slit("[0-9]+")}, "['a', 'b', 'c']"},
		{"split_regex", []ast.Expr{slit("a.b"), slit(".")}, "['', '', '', '']"},
		{"split_regex", []ast.Expr{slit(""), slit(",")}, "['']"},
		{"split_regex", []ast.Expr{slit("abc"), slit("")}, "['a', 'b', 'c']"},
		{"split_literal", []ast.Expr{slit("a.b"), slit(".")}, "['a', 'b']"},
		{"split_literal", []ast.Expr{slit(""), slit(",")}, "['']"},
		{"split_literal", []ast.Expr{slit(",a,"), slit(",")}, "['', 'a', '']"},
		{"string_to_array", []ast.Expr{slit(""), slit(",")}, "[]"},
		{"string_to_array", []ast.Expr{slit("a,b"), slit(",")}, "['a', 'b']"},
		{"string_to_array", []ast.Expr{slit("a,b,x"), slit(","), slit("x")}, "['a', 'b', NULL]"},
		{"string_split", []ast.Expr{slit("ab"), slit("")}, "['a', 'b']"},
		{"regexp_split_to_array", []ast.Expr{slit("hello"), slit("")}, "['h', 'e', 'l', 'l', 'o']"},
		{"split_regex", []ast.Expr{null(), slit(",")}, "NULL"},
	}
	for _, c := range cases {
		got := run(t, e, query(selectQ(items(fn(c.fn, c.args...)))))
		if got[0] != c.want {
			t.Errorf("%s%v: got %s, want %s", c.fn, c.args, got[0], c.want)
		}
	}
	// an RE2-incompatible pattern is refused with a clear error
	_, err := runErr(e, query(selectQ(items(fn("split_regex", slit("a1b"), slit("(?=1)"))))))
	if err == nil || !strings.Contains(err.Error(), "lookahead") {
		t.Fatalf("want a lookahead refusal, got %v", err)
	}
	// a splitting generator is an unnest of the split function
	l := lateral(nil, alias("s", "p"), gen(ast.GenUnnest, "explode_split", fn("split_literal", slit(""), slit(","))))
	expectRows(t, run(t, e, query(selectQ(items(col("p")), l))), "")
	l = lateral(nil, alias("s", "p"), gen(ast.GenUnnest, "string_to_table", fn("string_to_array", slit(""), slit(","))))
	expectRows(t, run(t, e, query(selectQ(items(col("p")), l))))
}

// T8: stack gives n rows of ceil(k/n) columns; json_tuple gives exactly one row.
func TestT8StackAndJSONTuple(t *testing.T) {
	e := newTestEngine(t)
	l := lateral(nil, alias("s", "c0", "c1"), gen(ast.GenStack, "stack", ilit(2), ilit(1), ilit(2), ilit(3)))
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), l))), "1|2", "3|NULL")
	l = lateral(nil, alias("s", "c0", "c1", "c2"), gen(ast.GenStack, "stack", ilit(1), ilit(1), slit("a"), blit(true)))
	expectRows(t, run(t, e, query(selectQ(items(&ast.Star{}), l))), "1|a|true")

	addTable(e, "j", cols("id", tBigInt, "doc", tVarchar),
		[]Value{I(1), S(`{"a": 1, "b": "x", "c": {"d": [1,2]}, "n": null}`)},
		[]Value{I(2), S(`not json`)},
		[]Value{I(3), Null},
		[]Value{I(4), S(`{"b": true}`)},
	)
	jt := lateral(table("j"), alias("v", "a", "b", "c", "n"), gen(ast.GenJSONTuple, "json_tuple", col("doc"), slit("a"), slit("b"), slit("c"), slit("n")))
	q := query(selectQ(items(col("id"), col("a"), col("b"), col("c"), col("n")), jt), orderBy(col("id")))
	expectRows(t, run(t, e, q), `1|1|x|{"d":[1,2]}|NULL`, "2|NULL|NULL|NULL|NULL", "3|NULL|NULL|NULL|NULL", "4|NULL|true|NULL|NULL")
}

// T10: a correlated aggregate over UNNEST gives one row per left row, NULL
// for avg and 0 for count over an empty or NULL array.
func TestT10CorrelatedAggregateOverEmpty(t *testing.T) {
	e := newTestEngine(t)
	addTable(e, "c", cols("id", tBigInt, "orders", arrayOf(tBigInt)),
		[]Value{I(1), A(I(10), I(20))}, []Value{I(2), A()}, []Value{I(3), Null})
	sub := &ast.Query{Body: &ast.Select{
		Items: []*ast.SelectItem{item(fn("avg", col("x")), "a"), item(countStar(), "n"), item(fn("count", col("x")), "nx")},
		From:  []ast.TableExpr{lateral(nil, alias("u", "x"), gen(ast.GenUnnest, "unnest", col("c", "orders")))},
	}}
	l := &ast.Lateral{Input: table("c"), Gens: []*ast.Generator{{Kind: ast.GenSubquery, Query: sub}}, Alias: alias("s")}
	q := query(selectQ(items(col("id"), col("s", "a"), col("s", "n"), col("s", "nx")), l), orderBy(col("id")))
	expectRows(t, run(t, e, q), "1|15.0|2|2", "2|NULL|0|0", "3|NULL|0|0")
	// the same through a plain LATERAL derived table
	d := &ast.Derived{Lateral: true, Query: sub, Alias: alias("s")}
	q2 := query(selectQ(items(col("id"), col("s", "a"), col("s", "n")), table("c"), d), orderBy(col("id")))
	expectRows(t, run(t, e, q2), "1|15.0|2", "2|NULL|0", "3|NULL|0")
}

// T12: a LEFT join's ON condition stays in the join, equi or not.
func TestT12OuterJoinConditions(t *testing.T) {
	e := newTestEngine(t)
	addTable(e, "l", cols("k", tBigInt, "v", tVarchar), []Value{I(1), S("a")}, []Value{I(2), S("b")}, []Value{I(3), S("c")})
	addTable(e, "r", cols("k", tBigInt, "w", tVarchar), []Value{I(1), S("x")}, []Value{I(2), S("y")}, []Value{I(2), S("z")})
	j := &ast.Join{Kind: ast.JoinLeft, Left: table("l"), Right: table("r"),
		On: bin(ast.OpAnd, bin(ast.OpEq, col("l", "k"), col("r", "k")), bin(ast.OpNe, col("r", "w"), slit("z")))}
	q := query(selectQ(items(col("l", "k"), col("w")), j), orderBy(col("l", "k")))
	expectRows(t, run(t, e, q), "1|x", "2|y", "3|NULL")
	// non-equi only: nested loop, still a left join
	j2 := &ast.Join{Kind: ast.JoinLeft, Left: table("l"), Right: table("r"), On: bin(ast.OpGt, col("l", "k"), ilit(2))}
	q2 := query(selectQ(items(col("l", "k"), col("w")), j2), orderBy(col("l", "k")), orderBy(col("w")))
	expectRows(t, run(t, e, q2), "1|NULL", "2|NULL", "3|x", "3|y", "3|z")
	// right and full joins
	j3 := &ast.Join{Kind: ast.JoinFull, Left: table("l"), Right: table("r"), On: bin(ast.OpAnd, bin(ast.OpEq, col("l", "k"), col("r", "k")), bin(ast.OpEq, col("w"), slit("y")))}
	q3 := query(selectQ(items(col("l", "k"), col("w")), j3))
	expectSet(t, run(t, e, q3), "1|NULL", "2|y", "3|NULL", "NULL|x", "NULL|z")
	// LEFT JOIN LATERAL unnest ON a condition keeps the left row once
	lat := lateral(nil, alias("u", "x"), gen(ast.GenUnnest, "unnest", arr(ilit(1), ilit(2))))
	j4 := &ast.Join{Kind: ast.JoinLeft, Left: table("l"), Right: lat, On: bin(ast.OpEq, col("x"), col("l", "k"))}
	q4 := query(selectQ(items(col("l", "k"), col("x")), j4), orderBy(col("l", "k")))
	expectRows(t, run(t, e, q4), "1|1", "2|2", "3|NULL")
}

// T13: subscripts relative to the base; out of range NULL or an error.
func TestT13SubscriptBase(t *testing.T) {
	e := newTestEngine(t)
	a := arr(slit("a"), slit("b"))
	sub := func(i int64, base int, missing ast.MissingIndex) ast.Expr {
		return &ast.Subscript{X: a, Index: ilit(i), Base: base, Missing: missing}
	}
	expectRows(t, run(t, e, query(selectQ(items(sub(0, 0, ast.MissingNull), sub(1, 1, ast.MissingNull), sub(2, 0, ast.MissingNull), sub(0, 1, ast.MissingNull))))), "a|a|NULL|NULL")
	if _, err := runErr(e, query(selectQ(items(sub(3, 1, ast.MissingError))))); err == nil {
		t.Fatal("want an out-of-range error")
	}
	m := &ast.Map{Keys: []ast.Expr{slit("k")}, Values: []ast.Expr{ilit(1)}}
	expectRows(t, run(t, e, query(selectQ(items(&ast.Subscript{X: m, Index: slit("k")}, &ast.Subscript{X: m, Index: slit("z")})))), "1|NULL")
	expectRows(t, run(t, e, query(selectQ(items(fn("element_at", a, ilit(-1)), fn("element_at", a, ilit(5)))))), "b|NULL")
}

// T14: integer division by operator meaning.
func TestT14Division(t *testing.T) {
	e := newTestEngine(t)
	expectRows(t, run(t, e, query(selectQ(items(bin(ast.OpDiv, ilit(5), ilit(2)), bin(ast.OpDivFrac, ilit(5), ilit(2)), bin(ast.OpIntDiv, ilit(5), ilit(2)), bin(ast.OpDivFrac, ilit(5), ilit(0)))))), "2|2.5|2|NULL")
	if _, err := runErr(e, query(selectQ(items(bin(ast.OpDiv, ilit(5), ilit(0)))))); err == nil || !strings.Contains(err.Error(), "division by zero") {
		t.Fatalf("want division by zero, got %v", err)
	}
	if _, err := runErr(e, query(selectQ(items(bin(ast.OpAdd, ilit(2147483647), ilit(1)))))); err == nil || !strings.Contains(err.Error(), "overflow") {
		t.Fatalf("want an overflow error, got %v", err)
	}
	expectRows(t, run(t, e, query(selectQ(items(bin(ast.OpAdd, &ast.Literal{Kind: ast.LitInt, Value: "2147483647", Type: ast.TypeBigInt}, ilit(1)))))), "2147483648")
}
