package executor

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// The benchmark table: 1,000,000 rows, each with an array of 10 short
// strings (tags), 10 ints (nums), and an array that is empty for 30% of the
// rows (maybe).
const benchRows = 1_000_000

var (
	benchOnce sync.Once
	benchDB   *Database
)

func benchEngine(b *testing.B) *Engine {
	benchOnce.Do(func() {
		db := NewDatabase()
		t := NewTable("t", cols("id", tBigInt, "tags", arrayOf(tVarchar), "nums", arrayOf(tBigInt), "maybe", arrayOf(tVarchar)))
		words := make([]Value, 100)
		for i := range words {
			words[i] = StringValue(fmt.Sprintf("tag%02d", i))
		}
		ids := make([]Value, benchRows)
		tags := make([]Value, benchRows)
		nums := make([]Value, benchRows)
		maybe := make([]Value, benchRows)
		seed := uint64(42)
		next := func() uint64 {
			seed ^= seed << 13
			seed ^= seed >> 7
			seed ^= seed << 17
			return seed
		}
		empty := ArrayValue([]Value{})
		for i := 0; i < benchRows; i++ {
			ts := make([]Value, 10)
			ns := make([]Value, 10)
			for j := 0; j < 10; j++ {
				ts[j] = words[next()%100]
				ns[j] = IntValue(int64(next() % 1000))
			}
			ids[i] = IntValue(int64(i))
			tags[i] = ArrayValue(ts)
			nums[i] = ArrayValue(ns)
			if next()%10 < 3 {
				maybe[i] = empty
			} else {
				maybe[i] = tags[i]
			}
		}
		t.appendColumns([][]Value{ids, tags, nums, maybe}, benchRows)
		db.AddTable(t)
		benchDB = db
	})
	return New(Options{Database: benchDB})
}

func benchRun(b *testing.B, q *ast.Query, wantRows int) {
	e := benchEngine(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, rows, err := e.Query(context.Background(), q)
		if err != nil {
			b.Fatal(err)
		}
		if wantRows >= 0 && len(rows) != wantRows {
			b.Fatalf("got %d rows", len(rows))
		}
	}
}

// SELECT count(*) FROM t LATERAL VIEW explode(tags) x AS tag
func BenchmarkExplodeCount(b *testing.B) {
	l := lateral(table("t"), alias("x", "tag"), gen(ast.GenUnnest, "explode", col("t", "tags")))
	benchRun(b, query(selectQ(items(countStar()), l)), 1)
}

// SELECT tag, count(*) FROM t LATERAL VIEW explode(tags) x AS tag GROUP BY tag
func BenchmarkExplodeGroupBy(b *testing.B) {
	l := lateral(table("t"), alias("x", "tag"), gen(ast.GenUnnest, "explode", col("t", "tags")))
	s := selectQ(items(col("tag"), countStar()), l)
	s.GroupBy = &ast.GroupBy{Items: []ast.Expr{col("tag")}}
	benchRun(b, query(s), 100)
}

// SELECT count(*), count(tag) FROM t LATERAL VIEW OUTER explode(maybe) x AS tag
func BenchmarkExplodeOuter(b *testing.B) {
	l := lateral(table("t"), alias("x", "tag"), gen(ast.GenUnnest, "explode_outer", col("t", "maybe")))
	l.Outer = true
	benchRun(b, query(selectQ(items(countStar(), fn("count", col("tag"))), l)), 1)
}

// SELECT sum(s.a) FROM t, LATERAL (SELECT avg(x) AS a FROM UNNEST(t.nums) u(x)) s
func BenchmarkCorrelatedAggregate(b *testing.B) {
	sub := &ast.Query{Body: &ast.Select{
		Items: []*ast.SelectItem{item(fn("avg", col("x")), "a")},
		From:  []ast.TableExpr{lateral(nil, alias("u", "x"), gen(ast.GenUnnest, "unnest", col("t", "nums")))},
	}}
	l := &ast.Lateral{Input: table("t"), Gens: []*ast.Generator{{Kind: ast.GenSubquery, Query: sub}}, Alias: alias("s")}
	benchRun(b, query(selectQ(items(fn("sum", col("s", "a"))), l)), 1)
}
