package executor

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// Every scalar function, called with random arguments of every kind, gives
// a value or an ordinary error: never a panic (an "internal error").
func TestFunctionsNeverPanic(t *testing.T) {
	e := newTestEngine(t)
	r := rand.New(rand.NewPCG(1, 2))
	st := func(a ast.Expr) ast.Expr {
		return &ast.Struct{Fields: []*ast.StructField{{Name: &ast.Ident{Name: "a"}, Value: a}, {Name: &ast.Ident{Name: "b"}, Value: slit("s")}}}
	}
	var leaf func(depth int) ast.Expr
	leaf = func(depth int) ast.Expr {
		switch r.IntN(14) {
		case 0:
			return null()
		case 1:
			return ilit(int64(r.IntN(7)) - 3)
		case 2:
			return &ast.Literal{Kind: ast.LitInt, Value: "9223372036854775807"}
		case 3:
			return dlit("2.5")
		case 4:
			return declit("-1.25")
		case 5:
			return slit([]string{"", "a,b,,c", "{\"a\": [1, 2]}", "2024-01-31", "x.y", "1 day", "[1,2]", "ÄbÇ"}[r.IntN(8)])
		case 6:
			return blit(r.IntN(2) == 0)
		case 7:
			if depth > 1 {
				return ilit(1)
			}
			return arr(leaf(depth+1), leaf(depth+1))
		case 8:
			return arr()
		case 9:
			return &ast.Map{Keys: []ast.Expr{slit("k")}, Values: []ast.Expr{leaf(depth + 1)}}
		case 10:
			return &ast.TypedLit{Type: tn(ast.TypeDate), Value: "2024-02-29"}
		case 11:
			return &ast.TypedLit{Type: tn(ast.TypeTimestamp), Value: "2024-02-29 10:11:12.5"}
		case 12:
			return &ast.Interval{Value: slit("2 hours")}
		default:
			return st(ilit(1))
		}
	}
	names := FunctionNames()
	for _, name := range names {
		f := lookupFunc(name)
		if f.hof != nil {
			continue
		}
		for trial := 0; trial < 40; trial++ {
			n := f.min
			if f.max < 0 {
				n += r.IntN(3)
			} else if f.max > f.min {
				n += r.IntN(f.max - f.min + 1)
			}
			var args []ast.Expr
			for i := 0; i < n; i++ {
				args = append(args, leaf(0))
			}
			start := time.Now()
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			_, _, err := e.Query(ctx, query(selectQ(items(fn(name, args...)))))
			cancel()
			if err != nil && strings.Contains(err.Error(), "timeout") {
				t.Fatalf("%s(%v): %v", name, args, err)
			}
			if err != nil && strings.Contains(err.Error(), "internal error") {
				t.Fatalf("%s(%v): %v", name, args, err)
			}
			if d := time.Since(start); d > time.Second {
				t.Logf("slow: %s %v", name, d)
			}
		}
	}
	// operators too
	ops := []ast.BinaryOp{ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpDivFrac, ast.OpIntDiv, ast.OpMod, ast.OpConcat,
		ast.OpEq, ast.OpLt, ast.OpIsDistinct, ast.OpBitAnd, ast.OpShl, ast.OpJSONGet, ast.OpJSONGetText, ast.OpRegexMatch, ast.OpAnd, ast.OpOr}
	for _, op := range ops {
		for trial := 0; trial < 60; trial++ {
			x := bin(op, leaf(0), leaf(0))
			_, _, err := e.Query(context.Background(), query(selectQ(items(x, &ast.Cast{X: leaf(0), Type: tn([]ast.TypeKind{ast.TypeInt, ast.TypeDouble, ast.TypeDate, ast.TypeDecimal, ast.TypeJSON}[trial%5]), Mode: ast.CastTry}))))
			if err != nil && strings.Contains(err.Error(), "internal error") {
				t.Fatalf("%s: %v", op, err)
			}
		}
	}
	// generators with odd arguments (stack(huge, ...) is a huge generator:
	// the row limit ends it)
	limited := New(Options{MaxRows: 10000})
	kinds := []ast.GenKind{ast.GenUnnest, ast.GenInline, ast.GenStack, ast.GenJSONTuple, ast.GenParseURLTuple, ast.GenSeries, ast.GenJSONArray, ast.GenJSONEach, ast.GenFlatten}
	for _, k := range kinds {
		for trial := 0; trial < 40; trial++ {
			args := []ast.Expr{leaf(0)}
			for i := r.IntN(3); i > 0; i-- {
				args = append(args, leaf(0))
			}
			l := lateral(nil, alias("g", "a", "b"), &ast.Generator{Kind: k, Name: qn(k.String()), Args: args})
			l.Outer = trial%2 == 0
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			_, _, err := limited.Query(ctx, query(selectQ(items(&ast.Star{}), l)))
			cancel()
			if err != nil && strings.Contains(err.Error(), "internal error") {
				t.Fatalf("%s(%v): %v", k, args, err)
			}
		}
	}
}

func TestCasts(t *testing.T) {
	e := newTestEngine(t)
	c := func(x ast.Expr, k ast.TypeKind, mode ast.CastMode) ast.Expr {
		return &ast.Cast{X: x, Type: tn(k), Mode: mode}
	}
	got := run(t, e, query(selectQ(items(c(slit("12"), ast.TypeInt, ast.CastStrict), c(slit("x"), ast.TypeInt, ast.CastTry),
		c(dlit("2.5"), ast.TypeBigInt, ast.CastStrict), c(slit("2024-01-02"), ast.TypeDate, ast.CastStrict),
		c(ilit(1), ast.TypeVarchar, ast.CastStrict), c(slit("1.50"), ast.TypeDecimal, ast.CastStrict), c(slit("true"), ast.TypeBool, ast.CastStrict)))))
	expectRows(t, got, "12|NULL|3|2024-01-02|1|1.500|true")
	if _, err := runErr(e, query(selectQ(items(c(slit("x"), ast.TypeInt, ast.CastStrict))))); err == nil {
		t.Fatal("strict cast of 'x' must fail")
	}
	if _, err := runErr(e, query(selectQ(items(c(ilit(300), ast.TypeTinyInt, ast.CastStrict))))); err == nil {
		t.Fatal("300 overflows tinyint")
	}
	// three-valued logic
	got = run(t, e, query(selectQ(items(bin(ast.OpAnd, null(), blit(false)), bin(ast.OpOr, null(), blit(true)), bin(ast.OpAnd, null(), blit(true)),
		&ast.Unary{Op: ast.OpNot, X: null()}, bin(ast.OpEq, null(), null()), bin(ast.OpIsNotDistinct, null(), null())))))
	expectRows(t, got, "false|true|NULL|NULL|NULL|true")
}

func TestScalarFunctions(t *testing.T) {
	e := newTestEngine(t)
	cases := []struct {
		e    ast.Expr
		want string
	}{
		{fn("coalesce", null(), ilit(2), bin(ast.OpDiv, ilit(1), ilit(0))), "2"},
		{fn("nullif", ilit(1), ilit(1)), "NULL"},
		{fn("if", null(), ilit(1), ilit(2)), "2"},
		{fn("greatest", ilit(1), null()), "NULL"},
		{fn("greatest_ignore_nulls", ilit(1), null(), ilit(3)), "3"},
		{fn("concat", slit("a"), null()), "NULL"},
		{fn("concat_skip_null", slit("a"), null(), slit("b")), "ab"},
		{fn("concat_ws", slit("-"), slit("a"), null(), arr(slit("b"), null())), "a-b"},
		{fn("substr", slit("hello"), ilit(-3), ilit(2)), "ll"},
		{fn("substr", slit("hello"), ilit(0), ilit(2)), "he"},
		{fn("substr", slit("hello"), ilit(-9)), ""},
		{fn("substr_sql", slit("hello"), ilit(-3), ilit(5)), "h"},
		{fn("strpos", slit("hello"), slit("l")), "3"},
		{fn("replace", slit("abc"), slit(""), slit("x")), "xaxbxcx"},
		{fn("replace_skip_empty", slit("abc"), slit(""), slit("x")), "abc"},
		{fn("trim", slit("  a \t")), "a \t"},
		{fn("trim_whitespace", slit("  a \t")), "a"},
		{fn("lpad", slit("ab"), ilit(5), slit("xy")), "xyxab"},
		{fn("rpad", slit("abcdef"), ilit(3), slit("x")), "abc"},
		{fn("round", dlit("2.675"), ilit(2)), "2.68"},
		{fn("round", dlit("-2.5")), "-3.0"},
		{fn("round_half_even", dlit("2.5")), "2.0"},
		{fn("round", declit("1.255"), ilit(2)), "1.26"},
		{fn("mod", ilit(-7), ilit(3)), "-1"},
		{fn("pmod", ilit(-7), ilit(3)), "2"},
		{fn("log", ilit(2), ilit(8)), "3.0"},
		{fn("regexp_extract", slit("abc123"), slit("([a-z]+)([0-9]+)"), ilit(2)), "123"},
		{fn("regexp_extract", slit("abc"), slit("([0-9]+)"), ilit(1)), ""},
		{fn("regexp_substr", slit("abc"), slit("([0-9]+)"), ilit(1)), "NULL"},
		{fn("regexp_replace", slit("a1b2"), slit("([0-9])"), slit("<$1>")), "a<1>b<2>"},
		{fn("regexp_replace_bs", slit("a1b2"), slit("([0-9])"), slit(`<\1>`)), "a<1>b<2>"},
		{fn("regexp_replace_first", slit("a1b2"), slit("[0-9]"), slit("#")), "a#b2"},
		{fn("get_json_object", slit(`{"a": {"b": [1, "x"]}}`), slit("$.a.b[1]")), "x"},
		{fn("get_json_object", slit(`{"a": {"b": [1, "x"]}}`), slit("$.a")), `{"b":[1,"x"]}`},
		{fn("json_extract_scalar", slit(`{"a": {"b": 1}}`), slit("$.a")), "NULL"},
		{fn("size", null()), "-1"},
		{fn("cardinality", null()), "NULL"},
		{fn("array_length", arr(), ilit(1)), "NULL"},
		{fn("element_at", arr(ilit(1), ilit(2)), ilit(-1)), "2"},
		{fn("array_join", arr(slit("a"), null(), slit("b")), slit(","), slit("?")), "a,?,b"},
		{fn("sequence", ilit(5), ilit(1)), "[5, 4, 3, 2, 1]"},
		{fn("generate_array", ilit(5), ilit(1)), "[]"},
		{fn("range_array", ilit(1), ilit(4)), "[1, 2, 3]"},
		{fn("map_keys", &ast.Map{Keys: []ast.Expr{slit("b"), slit("a")}, Values: []ast.Expr{ilit(1), ilit(2)}}), "['b', 'a']"},
		{fn("map_entries", &ast.Map{Keys: []ast.Expr{slit("a")}, Values: []ast.Expr{ilit(1)}}), "[{'key': 'a', 'value': 1}]"},
		{fn("arrays_zip", arr(ilit(1), ilit(2)), arr(slit("x"))), "[{'0': 1, '1': 'x'}, {'0': 2, '1': NULL}]"},
		{fn("sort_array", arr(ilit(3), null(), ilit(1))), "[NULL, 1, 3]"},
		// Spark orders a NULL inside an element first; list_sort (DuckDB) last.
		{fn("sort_array", arr(arr(ilit(1), ilit(2)), arr(ilit(1), null()))), "[[1, NULL], [1, 2]]"},
		{fn("list_sort", arr(arr(ilit(1), ilit(2)), arr(ilit(1), null()))), "[[1, 2], [1, NULL]]"},
		{fn("array_sort", arr(ilit(3), null(), ilit(1))), "[1, 3, NULL]"},
		{fn("array_distinct", arr(ilit(1), ilit(1), ilit(2))), "[1, 2]"},
		{fn("array_contains", arr(ilit(1), ilit(2)), ilit(2)), "true"},
		{fn("array_position", arr(ilit(1), ilit(2)), ilit(2)), "2"},
		{fn("slice", arr(ilit(1), ilit(2), ilit(3)), ilit(2), ilit(5)), "[2, 3]"},
		{fn("transform", arr(ilit(1), ilit(2)), &ast.Lambda{Params: []ast.Ident{id("x")}, Body: bin(ast.OpMul, col("x"), ilit(10))}), "[10, 20]"},
		{fn("filter", arr(ilit(1), ilit(2), ilit(3)), &ast.Lambda{Params: []ast.Ident{id("x")}, Body: bin(ast.OpGt, col("x"), ilit(1))}), "[2, 3]"},
		{fn("aggregate", arr(ilit(1), ilit(2), ilit(3)), ilit(0), &ast.Lambda{Params: []ast.Ident{id("acc"), id("x")}, Body: bin(ast.OpAdd, col("acc"), col("x"))}), "6"},
		{fn("date_add_days", &ast.TypedLit{Type: tn(ast.TypeDate), Value: "2024-02-28"}, ilit(2)), "2024-03-01"},
		{fn("datediff_days", slit("2024-03-01 10:00:00"), slit("2024-02-28")), "2"},
		{fn("date_sub_days", &ast.TypedLit{Type: tn(ast.TypeDate), Value: "2024-03-01"}, ilit(1)), "2024-02-29"},
		{fn("date_sub", &ast.TypedLit{Type: tn(ast.TypeDate), Value: "2024-03-01"}, ilit(2)), "2024-02-28"},
		{fn("datediff", slit("2024-03-01"), slit("2024-02-28")), "2"},
		// add_months takes an INT: a fractional count is truncated (Spark 3 keeps the day, clamped to the month's end)
		{fn("add_months", &ast.TypedLit{Type: tn(ast.TypeDate), Value: "2020-01-31"}, declit("1.5")), "2020-02-29"},
		{fn("add_months", &ast.TypedLit{Type: tn(ast.TypeDate), Value: "2020-03-31"}, dlit("-1.5")), "2020-02-29"},
		{fn("date_trunc", slit("month"), &ast.TypedLit{Type: tn(ast.TypeTimestamp), Value: "2024-02-28 10:00:00"}), "2024-02-01 00:00:00"},
		{fn("year", &ast.TypedLit{Type: tn(ast.TypeDate), Value: "2024-02-28"}), "2024"},
		{&ast.Extract{Field: "MONTH", X: &ast.TypedLit{Type: tn(ast.TypeDate), Value: "2024-02-28"}}, "2"},
		{bin(ast.OpAdd, &ast.TypedLit{Type: tn(ast.TypeDate), Value: "2024-01-31"}, &ast.Interval{Value: slit("1"), Unit: "MONTH"}), "2024-02-29 00:00:00"}, // the month's last day, as PostgreSQL and DuckDB clamp
		{&ast.Like{X: slit("abc"), Pattern: slit("a%")}, "true"},
		{&ast.Like{Kind: ast.LikeRegex, X: slit("abc"), Pattern: slit("b")}, "true"},
		{&ast.Like{Kind: ast.LikeILike, X: slit("ABC"), Pattern: slit("a_c")}, "true"},
		{&ast.Case{Whens: []*ast.When{{Cond: bin(ast.OpGt, ilit(1), ilit(2)), Result: slit("x")}}, Else: slit("y")}, "y"},
		{&ast.InList{X: ilit(1), List: []ast.Expr{ilit(2), null()}}, "NULL"},
		{&ast.Between{X: ilit(2), Lo: ilit(3), Hi: ilit(1), Symmetric: true}, "true"},
		{bin(ast.OpConcat, arr(ilit(1)), arr(ilit(2))), "[1, 2]"},
		{&ast.Subscript{X: arr(ilit(1)), Index: ilit(0), Base: 0}, "1"},
	}
	for _, c := range cases {
		got, err := runErr(e, query(selectQ(items(c.e))))
		if err != nil {
			t.Errorf("%s: %v", ExprStringAST(c.e), err)
			continue
		}
		if got[0] != c.want {
			t.Errorf("%s: got %s, want %s", ExprStringAST(c.e), got[0], c.want)
		}
	}
	// unknown function: a clear error naming it
	if _, err := runErr(e, query(selectQ(items(fn("frobnicate", ilit(1)))))); err == nil || !strings.Contains(err.Error(), "unknown function frobnicate") {
		t.Fatalf("got %v", err)
	}
}

// ExprStringAST names a test expression in messages.
func ExprStringAST(e ast.Expr) string {
	if f, ok := e.(*ast.Func); ok {
		return f.Name.Last().Name
	}
	return strings.TrimPrefix(strings.TrimPrefix(typeName(e), "*"), "ast.")
}

func typeName(e any) string {
	return strings.Split(strings.TrimPrefix(strings.TrimPrefix(fmtType(e), "*"), "ast."), "{")[0]
}

func fmtType(e any) string { return strings.TrimSpace(strings.Split(sprintT(e), " ")[0]) }

func sprintT(e any) string { return fmtSprintf("%T", e) }
