package rewrite_test

import "testing"

// lpad and rpad with an empty pad toward Trino, Presto and BigQuery, which
// raise for it on every row (Trino's StringFunctions.pad: "Padding string
// must not be empty"; BigQuery string functions, LPAD: "an error if ...
// pattern is empty"), where PostgreSQL and Spark give s cut to n characters
// and DuckDB does where no padding is needed (rewrite/pad_empty_raise.go).
// The forms were run on PostgreSQL 15 over the rows of
// conformance/strings/postgres_lpad_empty_pad.txtar, and on lat run for
// Trino, Presto and BigQuery over those and duckdb_pad_empty.txtar.
func TestPadEmptyRaise(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "postgres toward trino asks no padding of an empty pad", from: "postgres", to: "trino",
			in:   "SELECT lpad(s, 5, p) AS a FROM t",
			want: "SELECT CASE WHEN p = '' THEN lpad(s, CASE WHEN 5 > length(s) THEN length(s) ELSE 5 END, ' ') ELSE lpad(s, 5, p) END AS a FROM t", fires: true},
		{name: "spark toward bigquery with a literal empty pad", from: "spark", to: "bigquery",
			in:   "SELECT rpad(s, 2, '') AS a FROM t",
			want: "SELECT rpad(s, CASE WHEN 2 > length(s) THEN length(s) ELSE 2 END, ' ') AS a FROM t", fires: true},
		{name: "postgres toward presto of a length read from a column", from: "postgres", to: "presto",
			in:   "SELECT rpad(s, n, p) AS a FROM t",
			want: "SELECT CASE WHEN p = '' THEN rpad(s, CASE WHEN CASE WHEN n < 0 THEN 0 ELSE n END > length(s) THEN length(s) ELSE CASE WHEN n < 0 THEN 0 ELSE n END END, ' ') ELSE rpad(s, CASE WHEN n < 0 THEN 0 ELSE n END, p) END AS a FROM t", fires: true},
		{name: "duckdb toward trino still raises where duckdb does", from: "duckdb", to: "trino",
			in:   "SELECT lpad(s, 5, p) AS a FROM t",
			want: "SELECT CASE WHEN p = '' AND 5 <= length(s) THEN lpad(s, 5, ' ') ELSE lpad(s, 5, p) END AS a FROM t", fires: true},
		{name: "a non-empty literal pad needs nothing", from: "postgres", to: "trino",
			in: "SELECT lpad(s, 5, 'x') AS a FROM t", want: "SELECT lpad(s, 5, 'x') AS a FROM t"},
		{name: "a NULL pad needs nothing", from: "postgres", to: "bigquery",
			in: "SELECT lpad(s, 5, NULL) AS a FROM t", want: "SELECT lpad(s, 5, NULL) AS a FROM t"},
		{name: "hive's pad read as nullif is never empty", from: "hive", to: "trino",
			in: "SELECT lpad(s, 5, p) AS a FROM t", want: "SELECT lpad(s, 5, nullif(p, '')) AS a FROM t"},
		{name: "trino toward trino is left", from: "trino", to: "presto",
			in: "SELECT lpad(s, 5, p) AS a FROM t", want: "SELECT lpad(s, 5, p) AS a FROM t"},
		{name: "a volatile pad is refused", from: "postgres", to: "trino",
			in: "SELECT lpad(s, 5, CAST(random() AS VARCHAR)) AS a FROM t", code: "T073"},
		// the string is read three times (the CASE's branch and the length
		// it is cut to) and the length twice
		{name: "a volatile string is refused", from: "postgres", to: "trino",
			in: "SELECT lpad(CAST(random() AS VARCHAR), 5, p) AS a FROM t", code: "T073"},
		{name: "a volatile string with a literal empty pad is refused", from: "spark", to: "bigquery",
			in: "SELECT rpad(CAST(rand() AS STRING), 2, '') AS a FROM t", code: "T073"},
	})
}
