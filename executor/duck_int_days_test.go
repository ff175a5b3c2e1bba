package executor_test

import "testing"

// DuckDB's DATE plus or minus a BIGINT or HUGEINT count of days, and its
// chr of one, raise at binding as DuckDB 1.5's binder does ("No function
// matches the given name and argument types '+(DATE, BIGINT)'",
// 'chr(BIGINT)'; each run there, a NULL BIGINT and a range value too);
// an INTEGER, a SMALLINT and an integer literal are read, and Trino's chr,
// which takes a BIGINT (dialects/functions_str_more.go), reads one.
func TestDuckDBIntArgs(t *testing.T) {
	ints := []string{"CREATE TABLE t (d DATE, n BIGINT, i INTEGER, s SMALLINT)", "INSERT INTO t VALUES (DATE '2024-02-28', 2, -3, 1), (NULL, NULL, NULL, NULL)"}
	for _, c := range []sqlCase{
		{name: "date plus bigint", dialect: "duckdb", setup: ints, query: "SELECT d + n FROM t", err: "'+(DATE, BIGINT)'"},
		{name: "bigint plus date", dialect: "duckdb", setup: ints, query: "SELECT n + d FROM t", err: "'+(BIGINT, DATE)'"},
		{name: "date minus bigint", dialect: "duckdb", setup: ints, query: "SELECT d - n FROM t", err: "'-(DATE, BIGINT)'"},
		{name: "null bigint", dialect: "duckdb", query: "SELECT DATE '2024-01-01' + CAST(NULL AS BIGINT)", err: "'+(DATE, BIGINT)'"},
		{name: "hugeint", dialect: "duckdb", query: "SELECT DATE '2024-01-01' + CAST(3 AS HUGEINT)", err: "'+(DATE, HUGEINT)'"},
		{name: "range value", dialect: "duckdb", query: "SELECT DATE '2024-01-01' + g.i FROM range(0, 3) AS g(i)", err: "'+(DATE, BIGINT)'"},
		{name: "range value cast", dialect: "duckdb", query: "SELECT DATE '2024-01-01' + CAST(g.i AS INTEGER) FROM range(-1, 2) AS g(i)",
			want: []string{"2023-12-31", "2024-01-01", "2024-01-02"}},
		{name: "integer counts", dialect: "duckdb", setup: ints, query: "SELECT d + i, d - s, s + d, d + 3 FROM t",
			want: []string{"2024-02-25 | 2024-02-27 | 2024-02-29 | 2024-03-02", "NULL | NULL | NULL | NULL"}},
		{name: "chr bigint", dialect: "duckdb", query: "SELECT chr(CAST(65 AS BIGINT))", err: "'chr(BIGINT)'"},
		{name: "chr null bigint", dialect: "duckdb", query: "SELECT chr(CAST(NULL AS BIGINT))", err: "'chr(BIGINT)'"},
		{name: "chr range value", dialect: "duckdb", query: "SELECT chr(g.i) FROM range(65, 67) AS g(i)", err: "'chr(BIGINT)'"},
		{name: "chr integers", dialect: "duckdb", query: "SELECT chr(65), chr(CAST(66 AS SMALLINT)), chr(CAST(g.i AS INTEGER)) FROM range(67, 68) AS g(i)",
			want: []string{"A | B | C"}},
		{name: "trino chr bigint", dialect: "trino", query: "SELECT chr(CAST(65 AS BIGINT))", want: []string{"A"}},
	} {
		runShown(t, c)
	}
}
