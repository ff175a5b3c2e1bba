package executor_test

import "testing"

// lat run's lpad and rpad with a negative length: an error in Trino,
// Presto, BigQuery and Hive (Options.PadNegativeRaises; the sources in
// rewrite/pad_negative_length.go), NULL in Doris (read as a NULL length,
// dialects/functions_pad.go), the empty string in Spark and PostgreSQL
// (run on PostgreSQL 15: lpad('abc', -1, 'x') is the empty string); a NULL argument gives
// NULL before the length is looked at.
func TestPadNegativeLength(t *testing.T) {
	q := "SELECT lpad(s, n, 'x') AS a, rpad(s, n, 'x') AS b FROM (VALUES ('abc', -1)) AS t(s, n)"
	for _, c := range []sqlCase{
		{name: "trino raises", dialect: "trino", query: q, err: "negative"},
		{name: "presto raises", dialect: "presto", query: q, err: "negative"},
		{name: "hive raises", dialect: "hive", query: "SELECT lpad('abc', n, 'x') AS a FROM (SELECT -1 AS n) t", err: "negative"},
		{name: "bigquery raises", dialect: "bigquery", query: "SELECT LPAD('abc', n, 'x') AS a FROM (SELECT -1 AS n) t", err: "negative"},
		{name: "trino NULL first", dialect: "trino", query: "SELECT lpad(s, n, 'x') IS NULL AS a FROM (VALUES (CAST(NULL AS VARCHAR), -1)) AS t(s, n)", want: []string{"true"}},
		{name: "trino zero", dialect: "trino", query: "SELECT length(lpad('abc', n, 'x')) AS a FROM (VALUES 0) AS t(n)", want: []string{"0"}},
		{name: "doris NULL", dialect: "doris", query: "SELECT lpad('abc', n, 'x') IS NULL AS a FROM (SELECT -1 AS n) t", want: []string{"true"}},
		{name: "spark empty", dialect: "spark", query: q, want: []string{" | "}},
		{name: "postgres empty", dialect: "postgres", query: q, want: []string{" | "}},
	} {
		runShown(t, c)
	}
}
