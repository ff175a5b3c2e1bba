package executor

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

func exec(t *testing.T, e *Engine, s ast.Stmt) {
	t.Helper()
	r, err := e.Exec(context.Background(), s)
	if err != nil {
		t.Fatalf("exec %T: %v", s, err)
	}
	r.Close()
}

func tn(k ast.TypeKind) *ast.TypeName { return &ast.TypeName{Kind: k} }

func TestDDLAndDML(t *testing.T) {
	e := newTestEngine(t)
	exec(t, e, &ast.CreateTable{Name: qn("t"), Columns: []*ast.ColumnDef{
		{Name: id("a"), Type: tn(ast.TypeInt)}, {Name: id("b"), Type: tn(ast.TypeVarchar)}}})
	exec(t, e, &ast.Insert{Table: qn("t"), Query: query(values(row(ilit(1), slit("x")), row(ilit(2), null())))})
	exec(t, e, &ast.Insert{Table: qn("t"), Columns: []ast.Ident{id("b")}, Query: query(values(row(slit("only b"))))})
	expectRows(t, run(t, e, query(selectQ(items(col("a"), col("b")), table("t")), orderBy(col("a")))), "1|x", "2|NULL", "NULL|only b")
	// a bad value for a typed column is an error, not a silent NULL
	if _, err := e.Exec(context.Background(), &ast.Insert{Table: qn("t"), Query: query(values(row(slit("abc"), slit("y"))))}); err == nil {
		t.Fatal("want a cast error")
	}
	// CTAS, view, INSERT OVERWRITE, DROP
	exec(t, e, &ast.CreateTable{Name: qn("t2"), AsQuery: query(selectQ([]*ast.SelectItem{item(bin(ast.OpMul, col("a"), ilit(10)), "a10")}, table("t")))})
	expectRows(t, run(t, e, query(selectQ(items(fn("sum", col("a10"))), table("t2")))), "30")
	exec(t, e, &ast.CreateView{Name: qn("v"), Columns: []ast.Ident{id("z")}, Query: query(&ast.Select{Items: items(col("a")), From: []ast.TableExpr{table("t")}, Where: bin(ast.OpGt, col("a"), ilit(1))})})
	expectRows(t, run(t, e, query(selectQ(items(col("z")), table("v")))), "2")
	exec(t, e, &ast.Insert{Overwrite: true, Table: qn("t2"), Query: query(values(row(ilit(7))))})
	expectRows(t, run(t, e, query(selectQ(items(col("a10")), table("t2")))), "7")
	exec(t, e, &ast.Drop{Kind: ast.ObjTable, Names: []ast.QName{qn("t2")}})
	if _, err := runErr(e, query(selectQ(items(col("a10")), table("t2")))); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Fatalf("want missing table, got %v", err)
	}
	exec(t, e, &ast.Drop{Kind: ast.ObjTable, IfExists: true, Names: []ast.QName{qn("t2")}})
	exec(t, e, &ast.Set{Name: qn("hive", "exec", "mode")})
}

func TestLimits(t *testing.T) {
	e := New(Options{MaxRows: 10})
	series := lateral(nil, alias("s", "n"), &ast.Generator{Kind: ast.GenSeries, Name: qn("generate_series"), Args: []ast.Expr{ilit(1), ilit(1000)}})
	_, err := runErr(e, query(selectQ(items(col("n")), series)))
	var le *LimitError
	if !errors.As(err, &le) || le.Limit != "max_rows" || !strings.Contains(err.Error(), "limit max_rows=10 exceeded") {
		t.Fatalf("want max_rows, got %v", err)
	}
	// memory: sorting a large series
	e2 := New(Options{MaxMemory: 1 << 20})
	big := lateral(nil, alias("s", "n"), &ast.Generator{Kind: ast.GenSeries, Name: qn("generate_series"), Args: []ast.Expr{ilit(1), ilit(1_000_000)}})
	_, err = runErr(e2, query(selectQ(items(col("n")), big), orderBy(col("n"), true)))
	if !errors.As(err, &le) || le.Limit != "max_memory" {
		t.Fatalf("want max_memory, got %v", err)
	}
	// timeout: a 10^12-row series is cut by the context
	e3 := New(Options{})
	huge := lateral(nil, alias("s", "n"), &ast.Generator{Kind: ast.GenSeries, Name: qn("generate_series"), Args: []ast.Expr{ilit(1), ilit(1_000_000_000_000)}})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, _, err = e3.Query(ctx, query(selectQ(items(countStar()), huge)))
	if !errors.As(err, &le) || le.Limit != "timeout" {
		t.Fatalf("want timeout, got %v", err)
	}
	if time.Since(start) > 2*time.Second {
		t.Fatalf("timeout took %v", time.Since(start))
	}
}

// A product of 10^9 rows streams: LIMIT stops it without materializing.
func TestTableFunctionStreams(t *testing.T) {
	e := newTestEngine(t)
	a := lateral(nil, alias("a", "x"), &ast.Generator{Kind: ast.GenSeries, Name: qn("range"), Args: []ast.Expr{ilit(0), ilit(1_000_000)}, EndExclusive: true})
	b := lateral(a, alias("b", "y"), &ast.Generator{Kind: ast.GenSeries, Name: qn("range"), Args: []ast.Expr{ilit(0), ilit(1000)}, EndExclusive: true})
	q := query(selectQ(items(col("x"), col("y")), b))
	q.Limit = ilit(3)
	q.Offset = ilit(999)
	expectRows(t, run(t, e, q), "0|999", "1|0", "1|1")
	// zero step is an error; NULL arguments give no rows
	zero := lateral(nil, alias("s", "n"), &ast.Generator{Kind: ast.GenSeries, Name: qn("generate_series"), Args: []ast.Expr{ilit(1), ilit(3), ilit(0)}})
	if _, err := runErr(e, query(selectQ(items(col("n")), zero))); err == nil || !strings.Contains(err.Error(), "step cannot be 0") {
		t.Fatalf("want zero step error, got %v", err)
	}
	nul := lateral(nil, alias("s", "n"), &ast.Generator{Kind: ast.GenSeries, Name: qn("generate_series"), Args: []ast.Expr{ilit(1), null()}})
	expectRows(t, run(t, e, query(selectQ(items(col("n")), nul))))
	neg := lateral(nil, alias("s", "n"), &ast.Generator{Kind: ast.GenSeries, Name: qn("generate_series"), Args: []ast.Expr{ilit(5), ilit(1), ilit(-2)}})
	expectRows(t, run(t, e, query(selectQ(items(col("n")), neg))), "5", "3", "1")
	excl := lateral(nil, alias("s", "n"), &ast.Generator{Kind: ast.GenSeries, Name: qn("range"), Args: []ast.Expr{ilit(1), ilit(4)}, EndExclusive: true})
	expectRows(t, run(t, e, query(selectQ(items(col("n")), excl))), "1", "2", "3")
	maxi := lateral(nil, alias("s", "n"), &ast.Generator{Kind: ast.GenSeries, Name: qn("generate_series"), Args: []ast.Expr{ilit(0), &ast.Literal{Kind: ast.LitInt, Value: "9223372036854775807"}, &ast.Literal{Kind: ast.LitInt, Value: "9223372036854775807"}}})
	expectRows(t, run(t, e, query(selectQ(items(col("n")), maxi))), "0", "9223372036854775807")
	ts := lateral(nil, alias("s", "n"), &ast.Generator{Kind: ast.GenSeries, Name: qn("generate_series"), Args: []ast.Expr{
		&ast.TypedLit{Type: tn(ast.TypeTimestamp), Value: "2024-01-01 00:00:00"}, &ast.TypedLit{Type: tn(ast.TypeTimestamp), Value: "2024-01-01 02:00:00"},
		&ast.Interval{Value: slit("1 hour")}}})
	expectRows(t, run(t, e, query(selectQ(items(col("n")), ts))), "2024-01-01 00:00:00", "2024-01-01 01:00:00", "2024-01-01 02:00:00")
}

// repeatFunc is the example user-defined table function: repeat(s, n)
// yields (s, i) for i in 1..n.
type repeatFunc struct {
	s    Value
	n, i int64
}

func (r *repeatFunc) Process(args []Value) error {
	r.s, r.i = args[0], 0
	r.n = 0
	if !args[1].IsNull() {
		r.n = args[1].Int()
	}
	return nil
}

func (r *repeatFunc) Next(row []Value) (bool, error) {
	if r.i >= r.n {
		return false, nil
	}
	r.i++
	row[0], row[1] = r.s, IntValue(r.i)
	return true, nil
}

func (r *repeatFunc) Close() error { return nil }

func TestUserTableFunction(t *testing.T) {
	RegisterTableFunction("repeat_rows", func(nargs int) (TableFunction, []string, error) {
		if nargs != 2 {
			return nil, nil, errors.New("repeat_rows takes 2 arguments")
		}
		return &repeatFunc{}, []string{"s", "i"}, nil
	})
	e := newTestEngine(t)
	addTable(e, "t", cols("w", tVarchar, "n", tBigInt), []Value{S("a"), I(2)}, []Value{S("b"), I(0)}, []Value{S("c"), I(1)})
	l := lateral(table("t"), alias("r", "s", "i"), gen(ast.GenFunc, "repeat_rows", col("w"), col("n")))
	expectRows(t, run(t, e, query(selectQ(items(col("r", "s"), col("r", "i")), l), orderBy(col("w")), orderBy(col("i")))), "a|1", "a|2", "c|1")
	l.Outer = true
	expectRows(t, run(t, e, query(selectQ(items(col("w"), col("r", "i")), l), orderBy(col("w")), orderBy(col("i")))), "a|1", "a|2", "b|NULL", "c|1")
	// an unknown table function names itself
	bad := lateral(nil, alias("r", "x"), gen(ast.GenFunc, "no_such_fn", ilit(1)))
	if _, err := runErr(e, query(selectQ(items(col("x")), bad))); err == nil || !strings.Contains(err.Error(), "no_such_fn") {
		t.Fatalf("want unknown function error, got %v", err)
	}
}

// CREATE FUNCTION ... RETURNS TABLE ... LANGUAGE SQL: the body is parsed by
// the caller's ParseBody and run with its parameters bound.
func TestSQLFunction(t *testing.T) {
	body := &ast.Query{Body: &ast.Select{
		Items: []*ast.SelectItem{item(col("v"), "v"), item(bin(ast.OpMul, col("v"), col("k")), "vk")},
		From:  []ast.TableExpr{lateral(nil, alias("g", "v"), &ast.Generator{Kind: ast.GenSeries, Name: qn("generate_series"), Args: []ast.Expr{ilit(1), col("n")}})},
	}}
	e := New(Options{ParseBody: func(s string) (*ast.Query, error) {
		if s != "SELECT v, v * k FROM generate_series(1, n) g(v)" {
			return nil, errors.New("unexpected body " + s)
		}
		return body, nil
	}})
	exec(t, e, &ast.CreateFunction{Name: qn("mult"), Language: "sql",
		Params:       []*ast.ColumnDef{{Name: id("n"), Type: tn(ast.TypeInt)}, {Name: id("k"), Type: tn(ast.TypeInt)}},
		ReturnsTable: []*ast.ColumnDef{{Name: id("v"), Type: tn(ast.TypeInt)}, {Name: id("vk"), Type: tn(ast.TypeInt)}},
		Body:         "SELECT v, v * k FROM generate_series(1, n) g(v);"})
	addTable(e, "t", cols("n", tBigInt), []Value{I(2)}, []Value{I(3)})
	l := lateral(table("t"), alias("f", "v", "vk"), gen(ast.GenFunc, "mult", col("n"), ilit(10)))
	expectRows(t, run(t, e, query(selectQ(items(col("t", "n"), col("v"), col("vk")), l), orderBy(col("t", "n")), orderBy(col("v")))),
		"2|1|10", "2|2|20", "3|1|10", "3|2|20", "3|3|30")
}

func TestExplain(t *testing.T) {
	e := arraysEngine(t)
	l := lateral(table("t"), alias("x", "v"), gen(ast.GenUnnest, "explode_outer", col("t", "arr")))
	l.Outer = true
	l.Ordinality = &ast.Ordinality{Base: 0, First: true, Name: id("pos")}
	q := query(groupBy(selectQ(items(col("v"), countStar()), l), col("v")))
	pt, err := e.Explain(&ast.QueryStmt{Query: q})
	if err != nil {
		t.Fatal(err)
	}
	text := pt.Text()
	for _, want := range []string{"TABLE FUNCTION NODE", "table function: explode_outer[unnest](arr)", "outer: true", "zip: false",
		"ordinality: base 0, first, pos", "AGGREGATE", "SCAN t", "columns: arr"} {
		if !strings.Contains(text, want) {
			t.Errorf("EXPLAIN lacks %q:\n%s", want, text)
		}
	}
	if !strings.Contains(pt.JSON(), `"name": "TABLE FUNCTION NODE"`) {
		t.Errorf("JSON:\n%s", pt.JSON())
	}
	r, err := e.Exec(context.Background(), &ast.Explain{Stmt: &ast.QueryStmt{Query: q}})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := r.All()
	if err != nil || len(rows) < 5 {
		t.Fatalf("EXPLAIN rows: %v %v", rows, err)
	}
	// a join renders its build side on a branch
	j := &ast.Join{Kind: ast.JoinInner, Left: table("t", "a"), Right: table("t", "b"), On: bin(ast.OpEq, col("a", "id"), col("b", "id"))}
	pt, _ = e.Explain(&ast.QueryStmt{Query: query(selectQ(items(countStar()), j))})
	if !strings.Contains(pt.Text(), "|----") || !strings.Contains(pt.Text(), "HASH JOIN") {
		t.Errorf("join plan:\n%s", pt.Text())
	}
}

func TestLoadDataAndLoadDir(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	if err := os.MkdirAll(data, 0o755); err != nil {
		t.Fatal(err)
	}
	// Hive text: id \001 tags(\002) \001 map(k\003v \002 ...)
	text := "1\x01a\x02b\x01k1\x031\x02k2\x032\n2\x01\x01\n3\x01\\N\x01\\N\n"
	if err := os.WriteFile(filepath.Join(data, "part-0"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(dir, "secret.txt")
	_ = os.WriteFile(outside, []byte("x\n"), 0o644)
	_ = os.Symlink(outside, filepath.Join(data, "link"))
	e := New(Options{DataDirs: []string{data}})
	exec(t, e, &ast.CreateTable{Name: qn("h"), Columns: []*ast.ColumnDef{
		{Name: id("id"), Type: tn(ast.TypeInt)},
		{Name: id("tags"), Type: &ast.TypeName{Kind: ast.TypeArray, Elem: tn(ast.TypeString)}},
		{Name: id("m"), Type: &ast.TypeName{Kind: ast.TypeMap, Key: tn(ast.TypeString), Value: tn(ast.TypeInt)}}}})
	exec(t, e, &ast.LoadData{Path: filepath.Join(data, "part-0"), Table: qn("h")})
	got := run(t, e, query(selectQ(items(col("id"), col("tags"), col("m")), table("h")), orderBy(col("id"))))
	expectRows(t, got, "1|['a', 'b']|{'k1'=1, 'k2'=2}", "2|[]|{}", "3|NULL|NULL")
	for _, p := range []string{outside, filepath.Join(data, "..", "secret.txt"), filepath.Join(data, "link")} {
		_, err := e.Exec(context.Background(), &ast.LoadData{Path: p, Table: qn("h")})
		if err == nil || !strings.Contains(err.Error(), "outside the allowed data directories") {
			t.Errorf("%s: want a refusal, got %v", p, err)
		}
	}
	// LoadDir: ndjson with inferred schema, csv
	ld := filepath.Join(dir, "tables")
	_ = os.MkdirAll(ld, 0o755)
	_ = os.WriteFile(filepath.Join(ld, "users.ndjson"), []byte(`{"id": 1, "tags": ["x", "y"], "info": {"age": 30}}
{"id": 2, "tags": [], "info": null}
`), 0o644)
	_ = os.WriteFile(filepath.Join(ld, "nums.csv"), []byte("a,b\n1,x\n2,\n"), 0o644)
	e2 := New(Options{})
	if err := e2.LoadDir(ld); err != nil {
		t.Fatal(err)
	}
	l := lateral(table("users"), alias("x", "tag"), gen(ast.GenUnnest, "explode", col("tags")))
	expectRows(t, run(t, e2, query(selectQ(items(col("id"), col("tag"), col("info", "age")), l))), "1|x|30", "1|y|30")
	expectRows(t, run(t, e2, query(selectQ(items(fn("sum", col("a")), fn("count", col("b"))), table("nums")))), "3|1")
}
