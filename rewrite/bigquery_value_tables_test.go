package rewrite_test

import "testing"

const valueTablesSchema = `CREATE TABLE t (id INT64, arr ARRAY<STRUCT<a INT64, b STRING>>, xs ARRAY<INT64>);
CREATE TABLE u (k INT64, a INT64);`

// A BigQuery source's UNNEST of an array of structs is a value table: a
// bare field name is the field, * and e.* list the fields
// (bigquery_value_tables.go).
func TestBigQueryValueTables(t *testing.T) {
	runNamesCases(t, "bigquery_value_tables", valueTablesSchema, []namesCase{
		{name: "a bare field", from: "bigquery", to: "duckdb",
			in:   "SELECT id, a FROM t, UNNEST(t.arr) AS e WHERE b IS NOT NULL",
			want: "SELECT id, e.a AS a FROM t CROSS JOIN unnest(t.arr) AS _u1(e) WHERE e.b IS NOT NULL", fires: true},
		{name: "* lists the fields, then the offset", from: "bigquery", to: "spark",
			in:   "SELECT * FROM t, UNNEST(t.arr) AS e WITH OFFSET AS o",
			want: "SELECT t.*, e.a AS a, e.b AS b, o FROM t LATERAL VIEW posexplode(t.arr) _u1 AS o, e", fires: true},
		{name: "e.* lists the fields", from: "bigquery", to: "trino",
			in:   "SELECT id, e.* FROM t LEFT JOIN UNNEST(t.arr) AS e",
			want: "SELECT id, e.a AS a, e.b AS b FROM t LEFT JOIN UNNEST(transform(t.arr, x -> ROW(x))) AS _u1(e) ON TRUE", fires: true},
		{name: "a nested query reads the field of the query around", from: "bigquery", to: "duckdb",
			in:   "SELECT id, (SELECT count(*) FROM UNNEST(t.xs) AS x WHERE x > a) AS n FROM t, UNNEST(t.arr) AS e",
			want: "SELECT id, (SELECT count(*) FROM unnest(t.xs) AS _u1(x) WHERE x > e.a) AS n FROM t CROSS JOIN unnest(t.arr) AS _u2(e)", fires: true},
		{name: "an ORDER BY output name is left alone", from: "bigquery", to: "duckdb",
			in:   "SELECT id AS a, b FROM t, UNNEST(t.arr) AS e ORDER BY a",
			want: "SELECT id AS a, e.b AS b FROM t CROSS JOIN unnest(t.arr) AS _u1(e) ORDER BY a NULLS FIRST", fires: true},
		{name: "no-op: the struct itself", from: "bigquery", to: "duckdb",
			in:   "SELECT id, e, e.a FROM t, UNNEST(t.arr) AS e",
			want: "SELECT id, e, e.a FROM t CROSS JOIN unnest(t.arr) AS _u1(e)"},
		{name: "no-op: an array of scalars", from: "bigquery", to: "duckdb",
			in:   "SELECT * FROM t, UNNEST(t.xs) AS x",
			want: "SELECT * FROM t CROSS JOIN unnest(t.xs) AS _u1(x)"},
		// refused
		{name: "a column and a field of one name", from: "bigquery", to: "duckdb",
			in:   "SELECT k, a FROM u, t, UNNEST(t.arr) AS e",
			code: "T095", line: 1, col: 11},
		{name: "a bare name beside an element type not known", from: "bigquery", to: "duckdb",
			in:   "SELECT v.id, c FROM v, UNNEST(v.zs) AS e",
			code: "T095", line: 1, col: 14},
		{name: "* over an element type not known", from: "bigquery", to: "duckdb",
			in:   "SELECT * FROM v, UNNEST(v.zs) AS e",
			code: "T040", line: 1, col: 8},
		{name: "e.* over an element type not known", from: "bigquery", to: "duckdb",
			in:   "SELECT e.* FROM v, UNNEST(v.zs) AS e",
			code: "T040", line: 1, col: 8},
	})
}
