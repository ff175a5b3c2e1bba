package executor_test

import "testing"

// lat run's lpad and rpad with an empty pad (pad_empty.go): Trino, Presto
// and BigQuery raise for every call whose arguments are not NULL (Trino's
// StringFunctions.pad; BigQuery string functions, LPAD: "an error if ...
// pattern is empty"), DuckDB only where padding is needed (run on DuckDB
// 1.5: lpad('abc', 5, ”) raises "Insufficient padding in LPAD.",
// lpad('abc', 2, ”) is 'ab', rpad('abc', 3, ”) 'abc'), PostgreSQL and
// Spark cut s (run on PostgreSQL 15: lpad('abc', 5, ”) is 'abc'), Hive
// gives NULL (GenericUDFBasePad).
func TestPadEmpty(t *testing.T) {
	q := func(n string) string {
		return "SELECT lpad(s, " + n + ", p) AS a, rpad(s, " + n + ", p) AS b FROM (VALUES ('abc', '')) AS t(s, p)"
	}
	for _, c := range []sqlCase{
		{name: "trino, padding needed", dialect: "trino", query: q("5"), err: "padding string must not be empty"},
		{name: "trino, none needed", dialect: "trino", query: q("3"), err: "padding string must not be empty"},
		{name: "presto, a cut", dialect: "presto", query: q("2"), err: "padding string must not be empty"},
		{name: "bigquery", dialect: "bigquery", query: "SELECT LPAD('abc', n, '') AS a FROM (SELECT 2 AS n) t", err: "padding string must not be empty"},
		{name: "trino NULL first", dialect: "trino", query: "SELECT lpad(CAST(NULL AS VARCHAR), 5, '') IS NULL AS a", want: []string{"true"}},
		{name: "trino negative first", dialect: "trino", query: q("-1"), err: "negative"},
		{name: "duckdb, padding needed", dialect: "duckdb", query: q("5"), err: "insufficient padding in LPAD"},
		{name: "duckdb, rpad needing padding", dialect: "duckdb", query: "SELECT rpad(s, 4, '') AS b FROM (VALUES ('abc')) AS t(s)", err: "insufficient padding in RPAD"},
		{name: "duckdb, none needed", dialect: "duckdb", query: q("3"), want: []string{"abc | abc"}},
		{name: "duckdb, a cut", dialect: "duckdb", query: q("2"), want: []string{"ab | ab"}},
		{name: "duckdb, negative", dialect: "duckdb", query: q("-1"), want: []string{" | "}},
		{name: "duckdb NULL", dialect: "duckdb", query: "SELECT lpad(s, 5, '') IS NULL AS a FROM (VALUES (CAST(NULL AS VARCHAR))) AS t(s)", want: []string{"true"}},
		{name: "postgres cuts", dialect: "postgres", query: q("5"), want: []string{"abc | abc"}},
		{name: "spark cuts", dialect: "spark", query: q("2"), want: []string{"ab | ab"}},
		{name: "hive NULL", dialect: "hive", query: "SELECT lpad('abc', 5, '') IS NULL AS a", want: []string{"true"}},
	} {
		runShown(t, c)
	}
}
