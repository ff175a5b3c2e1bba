package rewrite_test

import "testing"

const sparkStructs = "CREATE TABLE s (id INT, qty INT, items ARRAY<STRUCT<sku:STRING, qty:INT>>, " +
	"nest ARRAY<STRUCT<k:INT, d:STRUCT<x:DOUBLE, y:STRING>>>)"

// An array of structs kept whole one struct a row (Spark explode, DuckDB
// unnest) is, for ANSI SQL, whose UNNEST expands a row's fields, the
// expanded form with each field read spelled as a read of its column; a
// read of the struct whole is refused (ansi_struct.go).
func TestAnsiStructFields(t *testing.T) {
	runExprPassCases(t, "lower_join", []exprCase{
		{name: "trino keeps the whole-struct form", from: "spark", to: "trino", schema: sparkStructs, fires: true,
			in:   "SELECT s.id, e.item.sku FROM s LATERAL VIEW explode(s.items) e AS item",
			want: "SELECT s.id, e.item.sku FROM s CROSS JOIN UNNEST(transform(s.items, x -> ROW(x))) AS e(item)"},
		{name: "ansi unchanged without a struct array", from: "spark", to: "ansi", schema: "CREATE TABLE s (id INT, arr ARRAY<INT>)", fires: true,
			in:   "SELECT s.id, e.v FROM s LATERAL VIEW explode(s.arr) e AS v",
			want: "SELECT s.id, e.v FROM s CROSS JOIN UNNEST(s.arr) AS e(v)"},
		{name: "fields become columns", from: "spark", to: "ansi", schema: sparkStructs, fires: true,
			in:   "SELECT s.id, e.item.sku, e.item.qty AS q FROM s LATERAL VIEW explode(s.items) e AS item WHERE e.item.qty > 1 ORDER BY e.item.sku",
			want: "SELECT s.id, e.sku, e.qty AS q FROM s CROSS JOIN UNNEST(s.items) AS e(sku, qty) WHERE e.qty > 1 ORDER BY e.sku NULLS FIRST"},
		{name: "bare column and parenthesized reads", from: "spark", to: "ansi", schema: sparkStructs, fires: true,
			in:   "SELECT item.sku, (e.item).qty FROM s LATERAL VIEW explode(s.items) e AS item",
			want: "SELECT e.sku, e.qty FROM s CROSS JOIN UNNEST(s.items) AS e(sku, qty)"},
		{name: "a nested field is read from its column", from: "spark", to: "ansi", schema: sparkStructs, fires: true,
			in:   "SELECT e.item.k, e.item.d.x FROM s LATERAL VIEW outer explode(s.nest) e AS item",
			want: "SELECT e.k, (e.d).x AS x FROM s LEFT JOIN UNNEST(s.nest) AS e(k, d) ON TRUE"},
		{name: "a field named as a bare column gets a fresh name", from: "spark", to: "ansi", schema: sparkStructs, fires: true,
			in:   "SELECT qty, e.pos, e.item.qty FROM s LATERAL VIEW posexplode_outer(s.items) e AS pos, item",
			want: "SELECT qty, e._ord1 - 1 AS pos, e._qty AS qty FROM s LEFT JOIN UNNEST(s.items) WITH ORDINALITY AS e(sku, _qty, _ord1) ON TRUE"},
		{name: "a read in a later generator and a subquery", from: "spark", to: "ansi", schema: sparkStructs, fires: true,
			in: "SELECT t.v, (SELECT count(*) FROM s AS s2 WHERE s2.id = e.item.qty) AS c FROM s " +
				"LATERAL VIEW explode(s.items) e AS item LATERAL VIEW explode(array(e.item.sku)) t AS v",
			want: "SELECT t.v, (SELECT count(*) FROM s AS s2 WHERE s2.id = e.qty) AS c FROM s " +
				"CROSS JOIN UNNEST(s.items) AS e(sku, qty) CROSS JOIN UNNEST(ARRAY[e.sku]) AS t(v)"},
		{name: "duckdb lateral subquery", from: "duckdb", to: "ansi", fires: true,
			schema: "CREATE TABLE st (id INTEGER, items STRUCT(f INTEGER, g VARCHAR)[])",
			in:     "SELECT st.id, x.n FROM st CROSS JOIN LATERAL (SELECT sum(e.f) AS n FROM unnest(st.items) AS u(e) WHERE u.e.g <> 'z') AS x",
			want:   "SELECT st.id, x.n FROM st CROSS JOIN LATERAL (SELECT sum(u.f) AS n FROM UNNEST(st.items) AS u(f, g) WHERE u.g <> 'z') AS x"},
		{name: "duckdb lateral and column of one name", from: "duckdb", to: "ansi", fires: true,
			schema: "CREATE TABLE st (id INTEGER, items STRUCT(f INTEGER, g VARCHAR)[])",
			in:     "SELECT st.id, u.f, u.u.g FROM st, unnest(st.items) AS u(u)",
			want:   "SELECT st.id, u.f, u.g FROM st CROSS JOIN UNNEST(st.items) AS u(f, g)"},
		{name: "duckdb lateral read as a row is refused", from: "duckdb", to: "ansi", code: "T064",
			schema: "CREATE TABLE st (id INTEGER, items STRUCT(f INTEGER, g VARCHAR)[])",
			in:     "SELECT st.id, x FROM st, unnest(st.items) AS x"},
		{name: "a zipped struct array is refused", from: "duckdb", to: "ansi", code: "T064",
			schema: "CREATE TABLE st (id INTEGER, items STRUCT(f INTEGER, g VARCHAR)[], arr INTEGER[])",
			in:     "SELECT st.id, unnest(st.items) AS it, unnest(st.arr) AS v FROM st"},
		// item names the subquery's table there, not the struct column
		{name: "a read in a subquery with a FROM of its own is refused", from: "spark", to: "ansi", schema: sparkStructs, code: "T064",
			in: "SELECT s.id, e.item.sku, (SELECT count(*) FROM s item WHERE item.qty > 5) AS m FROM s LATERAL VIEW explode(s.items) e AS item"},
		{name: "the struct read whole is refused", from: "spark", to: "ansi", schema: sparkStructs, code: "T064",
			in: "SELECT e.item, e.item.sku FROM s LATERAL VIEW explode(s.items) e AS item"},
		{name: "a star over the lateral is refused", from: "spark", to: "ansi", schema: sparkStructs, code: "T064",
			in: "SELECT e.* FROM s LATERAL VIEW explode(s.items) e AS item"},
		{name: "a missing field is refused", from: "spark", to: "ansi", schema: sparkStructs, code: "T064",
			in: "SELECT e.item.nope FROM s LATERAL VIEW explode(s.items) e AS item"},
		{name: "an array constructor is refused", from: "spark", to: "ansi", schema: sparkStructs, code: "T064",
			in: "SELECT e.item.a FROM s LATERAL VIEW explode(array(named_struct('a', 1))) e AS item"},
	})
}
