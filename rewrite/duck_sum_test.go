package rewrite_test

import "testing"

const sumTable = "CREATE TABLE t (id INTEGER, b BIGINT, d DOUBLE, arr ARRAY(INTEGER))"

// sum of integers keeps the source's BIGINT in DuckDB, whose sum is a
// HUGEINT that generate_series and range do not take (rewrite/duck_sum.go).
func TestDuckSumBigint(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "trino, a lateral sum feeding sequence", from: "trino", to: "duckdb", schema: sumTable,
			in:   "SELECT x FROM t CROSS JOIN LATERAL (SELECT sum(e) AS s FROM UNNEST(t.arr) AS v(e)) AS a CROSS JOIN UNNEST(sequence(1, a.s, 1)) AS g(x)",
			want: "SELECT x FROM t CROSS JOIN LATERAL (SELECT CAST(sum(e) AS BIGINT) AS s FROM unnest(t.arr) AS v(e)) AS a CROSS JOIN unnest(CASE WHEN CASE WHEN 1 > a.s THEN error('sequence step points away from its stop (an error in trino)') ELSE FALSE END THEN NULL ELSE generate_series(1, a.s, 1) END) AS g(x)", fires: true},
		{name: "doris, a window", from: "doris", to: "duckdb", schema: "CREATE TABLE t (id INT, b BIGINT)",
			in: "SELECT sum(b) OVER (PARTITION BY id) AS s FROM t", want: "SELECT CAST(sum(b) OVER (PARTITION BY id) AS BIGINT) AS s FROM t", fires: true},
		{name: "a DOUBLE is no integer", from: "trino", to: "duckdb", schema: sumTable,
			in: "SELECT sum(d) AS s FROM t", want: "SELECT sum(d) AS s FROM t"},
		{name: "an unknown type", from: "trino", to: "duckdb",
			in: "SELECT sum(z) AS s FROM w", want: "SELECT sum(z) AS s FROM w"},
		{name: "postgres sums an INTEGER to a BIGINT", from: "postgres", to: "duckdb", schema: "CREATE TABLE t (id INTEGER, b BIGINT)",
			in: "SELECT sum(id) AS s FROM t", want: "SELECT CAST(sum(id) AS BIGINT) AS s FROM t", fires: true},
		{name: "postgres sums a BIGINT to a numeric", from: "postgres", to: "duckdb", schema: "CREATE TABLE t (id INTEGER, b BIGINT)",
			in: "SELECT sum(b) AS s FROM t", want: "SELECT sum(b) AS s FROM t"},
		{name: "duckdb to duckdb", from: "duckdb", to: "duckdb", schema: "CREATE TABLE t (id INTEGER)",
			in: "SELECT sum(id) AS s FROM t", want: "SELECT sum(id) AS s FROM t"},
		{name: "postgres sums an INTEGER to a BIGINT too", from: "trino", to: "postgres", schema: sumTable,
			in: "SELECT sum(id) AS s FROM t", want: "SELECT sum(id) AS s FROM t"},
		// PostgreSQL's sum of a BIGINT is a numeric (PostgreSQL 15,
		// pg_typeof), Trino's and BigQuery's a BIGINT: a sum of a sum is
		// cast back, so that its quotient by 2 is integral there too
		{name: "postgres, a sum of a sum", from: "trino", to: "postgres", schema: sumTable,
			in:   "SELECT sum(sum(id)) OVER () / 2 AS s FROM t GROUP BY b",
			want: "SELECT CAST(sum(sum(id)) OVER () AS BIGINT) / 2 AS s FROM t GROUP BY b", fires: true},
		{name: "ansi, a BIGINT column", from: "bigquery", to: "ansi", schema: sumTable,
			in: "SELECT sum(b) AS s FROM t", want: "SELECT CAST(sum(b) AS BIGINT) AS s FROM t", fires: true},
		{name: "postgres to postgres", from: "postgres", to: "postgres", schema: sumTable,
			in: "SELECT sum(b) AS s FROM t", want: "SELECT sum(b) AS s FROM t"},
	})
}
