package executor

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

func salesEngine(t *testing.T) *Engine {
	e := newTestEngine(t)
	addTable(e, "s", cols("region", tVarchar, "product", tVarchar, "qty", tBigInt, "price", tDouble),
		[]Value{S("east"), S("a"), I(1), F(2.5)},
		[]Value{S("east"), S("b"), I(2), F(1.0)},
		[]Value{S("west"), S("a"), I(3), F(2.5)},
		[]Value{S("west"), S("a"), Null, F(4.0)},
		[]Value{S("north"), S("c"), I(5), Null},
	)
	return e
}

func groupBy(s *ast.Select, es ...ast.Expr) *ast.Select {
	s.GroupBy = &ast.GroupBy{Items: es}
	return s
}

func TestAggregates(t *testing.T) {
	e := salesEngine(t)
	s := groupBy(selectQ(items(col("region"), countStar(), fn("count", col("qty")), fn("sum", col("qty")), fn("avg", col("qty")),
		fn("min", col("product")), fn("max", col("price"))), table("s")), col("region"))
	expectRows(t, run(t, e, query(s, orderBy(col("region")))),
		"east|2|2|3|1.5|a|2.5", "north|1|1|5|5.0|c|NULL", "west|2|1|3|3.0|a|4.0")
	// scalar aggregate over no rows: one row, count 0, sum NULL
	s2 := &ast.Select{Items: items(countStar(), fn("sum", col("qty")), fn("collect_list", col("qty")), fn("array_agg", col("qty"))),
		From: []ast.TableExpr{table("s")}, Where: blit(false)}
	expectRows(t, run(t, e, query(s2)), "0|NULL|[]|NULL")
	// GROUP BY over no rows: no rows
	s3 := groupBy(&ast.Select{Items: items(col("region"), countStar()), From: []ast.TableExpr{table("s")}, Where: blit(false)}, col("region"))
	expectRows(t, run(t, e, query(s3)))
}

func TestAggregateModifiers(t *testing.T) {
	e := salesEngine(t)
	cd := fn("count", col("product"))
	cd.Distinct = true
	filt := countStar()
	filt.Filter = bin(ast.OpGt, col("qty"), ilit(1))
	sa := fn("string_agg", col("product"), slit(","))
	sa.OrderBy = []*ast.OrderItem{orderBy(col("product"), true)}
	al := fn("array_agg", col("qty"))
	al.OrderBy = []*ast.OrderItem{{Expr: col("qty"), Nulls: ast.NullsFirst}}
	sd := fn("sum", col("qty"))
	sd.Distinct = true
	s := selectQ(items(cd, filt, sa, al, sd, fn("bool_and", bin(ast.OpGt, col("qty"), ilit(0))), fn("bool_or", bin(ast.OpGt, col("qty"), ilit(4))),
		fn("collect_set", col("region"))), table("s"))
	got := run(t, e, query(s))
	expectRows(t, got, "3|3|c,b,a,a,a|[NULL, 1, 2, 3, 5]|11|true|true|['east', 'west', 'north']")
}

func TestGroupingSets(t *testing.T) {
	e := salesEngine(t)
	s := selectQ(items(col("region"), col("product"), fn("sum", col("qty")), fn("grouping", col("region"), col("product"))), table("s"))
	s.GroupBy = &ast.GroupBy{Items: []ast.Expr{&ast.Rollup{Exprs: []ast.Expr{col("region"), col("product")}}}}
	got := run(t, e, query(s))
	expectSet(t, got,
		"east|a|1|0", "east|b|2|0", "west|a|3|0", "north|c|5|0",
		"east|NULL|3|1", "west|NULL|3|1", "north|NULL|5|1",
		"NULL|NULL|11|3")
	s.GroupBy = &ast.GroupBy{Items: []ast.Expr{&ast.Cube{Exprs: []ast.Expr{col("region")}}}}
	s.Items = items(col("region"), countStar())
	expectSet(t, run(t, e, query(s)), "east|2", "west|2", "north|1", "NULL|5")
	s.GroupBy = &ast.GroupBy{Items: []ast.Expr{&ast.GroupingSets{Sets: [][]ast.Expr{{col("region")}, {}}}}}
	s.Where = blit(false)
	// the empty grouping set still gives its row on empty input
	expectSet(t, run(t, e, query(s)), "NULL|0")
}

func TestHavingOrderByAliasOrdinal(t *testing.T) {
	e := salesEngine(t)
	s := groupBy(selectQ([]*ast.SelectItem{item(col("region"), "r"), item(fn("sum", col("qty")), "total")}, table("s")), col("region"))
	s.Having = bin(ast.OpGt, fn("sum", col("qty")), ilit(3))
	expectRows(t, run(t, e, query(s, orderBy(col("total"), true))), "north|5")
	s.Having = nil
	expectRows(t, run(t, e, query(s, orderBy(ilit(2), true), orderBy(col("r")))), "north|5", "east|3", "west|3")
	// ORDER BY an expression not in the select list
	s2 := selectQ(items(col("product")), table("s"))
	expectRows(t, run(t, e, query(s2, orderBy(col("qty"), true), orderBy(col("product")))), "a", "c", "a", "b", "a")
	// GROUP BY an alias
	s3 := groupBy(selectQ([]*ast.SelectItem{item(fn("upper", col("region")), "u"), item(countStar())}, table("s")), col("u"))
	expectRows(t, run(t, e, query(s3, orderBy(col("u")))), "EAST|2", "NORTH|1", "WEST|2")
	// an ungrouped column is an error
	s4 := groupBy(selectQ(items(col("region"), col("product")), table("s")), col("region"))
	if _, err := runErr(e, query(s4)); err == nil {
		t.Fatal("want a GROUP BY error")
	}
}

func TestDistinctAndDistinctOn(t *testing.T) {
	e := salesEngine(t)
	s := selectQ(items(col("product")), table("s"))
	s.Distinct = true
	expectRows(t, run(t, e, query(s, orderBy(col("product")))), "a", "b", "c")
	s2 := selectQ(items(col("region"), col("product"), col("qty")), table("s"))
	s2.DistinctOn = []ast.Expr{col("region")}
	expectRows(t, run(t, e, query(s2, orderBy(col("region")), orderBy(col("qty"), true))), "east|b|2", "north|c|5", "west|a|NULL")
}

func TestSetOperations(t *testing.T) {
	e := newTestEngine(t)
	v := func(xs ...int64) ast.QueryExpr {
		var rows [][]ast.Expr
		for _, x := range xs {
			rows = append(rows, row(ilit(x)))
		}
		return values(rows...)
	}
	cases := []struct {
		op   ast.SetOpKind
		all  bool
		want []string
	}{
		{ast.Union, false, []string{"1", "2", "3"}},
		{ast.Union, true, []string{"1", "1", "2", "2", "2", "2", "3"}},
		{ast.Intersect, false, []string{"2"}},
		{ast.Intersect, true, []string{"2", "2"}},
		{ast.Except, false, []string{"1"}},
		{ast.Except, true, []string{"1", "1"}},
	}
	for _, c := range cases {
		q := query(&ast.SetOp{Op: c.op, All: c.all, L: v(1, 1, 2, 2), R: v(2, 2, 3)})
		got := sorted(run(t, e, q))
		if len(got) != len(c.want) {
			t.Fatalf("%s all=%v: got %v want %v", c.op, c.all, got, c.want)
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Fatalf("%s all=%v: got %v want %v", c.op, c.all, got, c.want)
			}
		}
	}
	// ORDER BY and LIMIT over a union
	q := query(&ast.SetOp{Op: ast.Union, All: true, L: v(3, 1), R: v(2)}, orderBy(ilit(1), true))
	q.Limit = ilit(2)
	expectRows(t, run(t, e, q), "3", "2")
	// 1 and 1.0 meet in a union
	q2 := query(&ast.SetOp{Op: ast.Union, L: values(row(ilit(1))), R: values(row(declit("1.0")))})
	if got := run(t, e, q2); len(got) != 1 {
		t.Fatalf("union of 1 and 1.0: %v", got)
	}
}

func TestSubqueries(t *testing.T) {
	e := salesEngine(t)
	addTable(e, "r", cols("name", tVarchar), []Value{S("east")}, []Value{S("south")}, []Value{Null})
	in := &ast.InSubquery{X: col("region"), Query: query(selectQ(items(col("name")), table("r")))}
	s := &ast.Select{Items: items(col("product")), From: []ast.TableExpr{table("s")}, Where: in}
	expectRows(t, run(t, e, query(s, orderBy(col("product")))), "a", "b")
	// NOT IN with a NULL in the set: unknown, no rows
	s.Where = &ast.InSubquery{X: col("region"), Query: query(selectQ(items(col("name")), table("r"))), Not: true}
	expectRows(t, run(t, e, query(s)))
	// correlated EXISTS
	inner := &ast.Select{Items: items(ilit(1)), From: []ast.TableExpr{table("r")}, Where: bin(ast.OpEq, col("r", "name"), col("s", "region"))}
	s.Where = &ast.Exists{Query: query(inner)}
	expectRows(t, run(t, e, query(s, orderBy(col("product")))), "a", "b")
	// scalar subquery, correlated, in the select list
	sc := &ast.Select{Items: items(fn("max", col("qty"))), From: []ast.TableExpr{table("s", "s2")}, Where: bin(ast.OpEq, col("s2", "region"), col("s", "region"))}
	s2 := selectQ(items(col("region"), &ast.Subquery{Query: query(sc)}), table("s"))
	expectRows(t, run(t, e, query(s2, orderBy(col("region")), orderBy(col("product")))), "east|2", "east|2", "north|5", "west|3", "west|3")
	// a scalar subquery with two rows is an error
	bad := selectQ(items(&ast.Subquery{Query: query(selectQ(items(col("name")), table("r")))}))
	if _, err := runErr(e, query(bad)); err == nil {
		t.Fatal("want more than one row error")
	}
	// quantified comparison over an array
	qa := &ast.Quantified{X: ilit(2), Op: ast.OpEq, Quant: ast.QuantAny, Array: arr(ilit(1), ilit(2))}
	qb := &ast.Quantified{X: ilit(2), Op: ast.OpGt, Quant: ast.QuantAll, Array: arr(ilit(1), null())}
	expectRows(t, run(t, e, query(selectQ(items(qa, qb)))), "true|NULL")
}

func TestCTEs(t *testing.T) {
	e := newTestEngine(t)
	w := &ast.With{CTEs: []*ast.CTE{{Name: id("c"), Columns: []ast.Ident{id("x")}, Query: query(values(row(ilit(1)), row(ilit(2))))}}}
	// a self join of a CTE
	j := &ast.Join{Kind: ast.JoinInner, Left: table("c", "a"), Right: table("c", "b"), On: bin(ast.OpLt, col("a", "x"), col("b", "x"))}
	q := &ast.Query{With: w, Body: selectQ(items(col("a", "x"), col("b", "x")), j)}
	expectRows(t, run(t, e, q), "1|2")
	// recursive: 1..5
	anchor := selectQ(items(ilit(1)))
	step := &ast.Select{Items: items(bin(ast.OpAdd, col("n"), ilit(1))), From: []ast.TableExpr{table("r")}, Where: bin(ast.OpLt, col("n"), ilit(5))}
	rw := &ast.With{Recursive: true, CTEs: []*ast.CTE{{Name: id("r"), Columns: []ast.Ident{id("n")}, Query: query(&ast.SetOp{Op: ast.Union, All: true, L: anchor, R: step})}}}
	q2 := &ast.Query{With: rw, Body: selectQ(items(fn("sum", col("n")), countStar()), table("r"))}
	expectRows(t, run(t, e, q2), "15|5")
}

func TestWindows(t *testing.T) {
	e := newTestEngine(t)
	addTable(e, "w", cols("g", tVarchar, "x", tBigInt),
		[]Value{S("a"), I(1)}, []Value{S("a"), I(2)}, []Value{S("a"), I(2)}, []Value{S("a"), I(4)}, []Value{S("b"), I(5)}, []Value{S("b"), Null})
	over := func(f *ast.Func, frame *ast.Frame) *ast.Func {
		f.Over = &ast.WindowSpec{PartitionBy: []ast.Expr{col("g")}, OrderBy: []*ast.OrderItem{{Expr: col("x"), Nulls: ast.NullsLast}}, Frame: frame}
		return f
	}
	rows := &ast.Frame{Unit: ast.FrameRows, Start: &ast.FrameBound{Kind: ast.Preceding, Offset: ilit(1)}, End: &ast.FrameBound{Kind: ast.Following, Offset: ilit(1)}}
	rng := &ast.Frame{Unit: ast.FrameRange, Start: &ast.FrameBound{Kind: ast.Preceding, Offset: ilit(1)}, End: &ast.FrameBound{Kind: ast.CurrentRow}}
	s := selectQ(items(col("g"), col("x"),
		over(fn("row_number"), nil), over(fn("rank"), nil), over(fn("dense_rank"), nil),
		over(fn("sum", col("x")), nil), over(fn("sum", col("x")), rows), over(fn("count", col("x")), rng),
		over(fn("lag", col("x")), nil), over(fn("lead", col("x"), ilit(1), ilit(-1)), nil),
		over(fn("first_value", col("x")), nil), over(fn("ntile", ilit(2)), nil), over(fn("percent_rank"), nil)), table("w"))
	got := run(t, e, query(s, orderBy(col("g")), orderBy(col("x"))))
	expectRows(t, got,
		"a|1|1|1|1|1|3|1|NULL|2|1|1|0.0",
		"a|2|2|2|2|5|5|3|1|2|1|1|0.3333333333333333",
		"a|2|3|2|2|5|8|3|2|4|1|2|0.3333333333333333",
		"a|4|4|4|3|9|6|1|2|-1|1|2|1.0",
		"b|5|1|1|1|5|5|1|NULL|NULL|5|1|0.0",
		"b|NULL|2|2|2|5|5|0|5|-1|5|2|1.0")
	// a named window and QUALIFY
	s2 := selectQ(items(col("g"), col("x")), table("w"))
	rn := fn("row_number")
	rn.Over = &ast.WindowSpec{Name: &ast.Ident{Name: "win"}}
	s2.Windows = []*ast.NamedWindow{{Name: id("win"), Spec: &ast.WindowSpec{PartitionBy: []ast.Expr{col("g")}, OrderBy: []*ast.OrderItem{{Expr: col("x"), Desc: true, Nulls: ast.NullsLast}}}}}
	s2.Qualify = bin(ast.OpEq, rn, ilit(1))
	expectRows(t, run(t, e, query(s2, orderBy(col("g")))), "a|4", "b|5")
}

func TestJoins(t *testing.T) {
	e := newTestEngine(t)
	addTable(e, "a", cols("k", tBigInt, "v", tVarchar), []Value{I(1), S("x")}, []Value{I(2), S("y")}, []Value{Null, S("n")})
	addTable(e, "b", cols("k", tBigInt, "w", tVarchar), []Value{I(1), S("p")}, []Value{I(3), S("q")}, []Value{Null, S("m")})
	on := bin(ast.OpEq, col("a", "k"), col("b", "k"))
	q := func(kind ast.JoinKind, its ...ast.Expr) *ast.Query {
		return query(selectQ(items(its...), &ast.Join{Kind: kind, Left: table("a"), Right: table("b"), On: on}))
	}
	expectSet(t, run(t, e, q(ast.JoinInner, col("v"), col("w"))), "x|p")
	expectSet(t, run(t, e, q(ast.JoinLeft, col("v"), col("w"))), "x|p", "y|NULL", "n|NULL")
	expectSet(t, run(t, e, q(ast.JoinRight, col("v"), col("w"))), "x|p", "NULL|q", "NULL|m")
	expectSet(t, run(t, e, q(ast.JoinFull, col("v"), col("w"))), "x|p", "y|NULL", "n|NULL", "NULL|q", "NULL|m")
	expectSet(t, run(t, e, q(ast.JoinSemi, col("v"))), "x")
	expectSet(t, run(t, e, q(ast.JoinAnti, col("v"))), "y", "n")
	// null-safe equality matches NULLs
	ns := query(selectQ(items(col("v"), col("w")), &ast.Join{Kind: ast.JoinInner, Left: table("a"), Right: table("b"), On: bin(ast.OpIsNotDistinct, col("a", "k"), col("b", "k"))}))
	expectSet(t, run(t, e, ns), "x|p", "n|m")
	// USING merges the column
	u := query(selectQ(items(&ast.Star{}), &ast.Join{Kind: ast.JoinFull, Left: table("a"), Right: table("b"), Using: []ast.Ident{id("k")}}))
	expectSet(t, run(t, e, u), "1|x|p", "2|y|NULL", "3|NULL|q", "NULL|n|NULL", "NULL|NULL|m")
	// cross join and comma join with a WHERE equality (becomes a hash join)
	cj := &ast.Select{Items: items(col("v"), col("w")), From: []ast.TableExpr{table("a"), table("b")}, Where: on}
	expectSet(t, run(t, e, query(cj)), "x|p")
	cc := query(selectQ(items(countStar()), &ast.Join{Kind: ast.JoinCross, Left: table("a"), Right: table("b")}))
	expectRows(t, run(t, e, cc), "9")
}

func TestOrderByAggregateAndWindowOverAggregate(t *testing.T) {
	e := salesEngine(t)
	s := groupBy(selectQ(items(col("region")), table("s")), col("region"))
	expectRows(t, run(t, e, query(s, orderBy(fn("sum", col("qty")), true), orderBy(col("region")))), "north", "east", "west")
	rk := fn("rank")
	rk.Over = &ast.WindowSpec{OrderBy: []*ast.OrderItem{{Expr: fn("count", col("qty")), Desc: true}}}
	s2 := groupBy(selectQ(items(col("region"), fn("count", col("qty")), rk), table("s")), col("region"))
	expectRows(t, run(t, e, query(s2, orderBy(col("region")))), "east|2|1", "north|1|2", "west|1|2")
	// a window function's frame over the whole partition without ORDER BY
	sm := fn("sum", col("qty"))
	sm.Over = &ast.WindowSpec{PartitionBy: []ast.Expr{col("region")}}
	s3 := selectQ(items(col("region"), sm), table("s"))
	expectSet(t, run(t, e, query(s3)), "east|3", "east|3", "west|3", "west|3", "north|5")
}
