package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestHiveTextTimeParts: Hive's and Spark's fields of a string literal are
// read when the query is translated (the outputs run on PostgreSQL 15 and
// DuckDB 1.5 give the source's 2024, 23, 59, 53 and 1, as lat run --dialect
// hive does); other literals and string columns are refused (T194).
func TestHiveTextTimeParts(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (s STRING, v VARCHAR(20), d DATE, ts TIMESTAMP)", SchemaDialect: "hive"}
	q := "SELECT year('2024-02-03 10:00:00.9999999') AS a, hour('2024-02-03 23:20:30.5') AS b, second('2024-02-03 10:20:59.9999999') AS e, weekofyear('2021-01-03') AS w, dayofweek('2024-05-12') AS dw FROM t"
	for _, tc := range []struct{ from, to, want string }{
		{"hive", "postgres", "SELECT CAST(EXTRACT(YEAR FROM DATE '2024-02-03') AS INTEGER) AS a, CAST(EXTRACT(HOUR FROM TIMESTAMP '2024-02-03 23:20:30') AS INTEGER) AS b, " +
			"CAST(trunc(EXTRACT(SECOND FROM TIMESTAMP '2024-02-03 10:20:59')) AS INTEGER) AS e, CAST(EXTRACT(WEEK FROM DATE '2021-01-03') AS INTEGER) AS w, " +
			"CAST(EXTRACT(DOW FROM DATE '2024-05-12') + 1 AS INTEGER) AS dw FROM t"},
		{"hive", "duckdb", "SELECT year(DATE '2024-02-03') AS a, hour(TIMESTAMP '2024-02-03 23:20:30') AS b, second(TIMESTAMP '2024-02-03 10:20:59') AS e, " +
			"weekofyear(DATE '2021-01-03') AS w, EXTRACT(DOW FROM DATE '2024-05-12') + 1 AS dw FROM t"},
		{"spark", "trino", "SELECT year(DATE '2024-02-03') AS a, hour(TIMESTAMP '2024-02-03 23:20:30') AS b, second(TIMESTAMP '2024-02-03 10:20:59') AS e, " +
			"week(DATE '2021-01-03') AS w, day_of_week(DATE '2024-05-12') % 7 + 1 AS dw FROM t"},
	} {
		tr := mustTranslate(t, q, tc.from, tc.to, opts)
		if got := strings.TrimSuffix(tr.SQL, ";"); got != tc.want {
			t.Errorf("%s to %s:\n got %s\nwant %s", tc.from, tc.to, got, tc.want)
		}
	}
	// a DATE or TIMESTAMP column is no string: kept as it was
	tr := mustTranslate(t, "SELECT year(d) AS a, hour(ts) AS b FROM t", "hive", "duckdb", opts)
	if got := strings.TrimSuffix(tr.SQL, ";"); got != "SELECT year(d) AS a, hour(ts) AS b FROM t" {
		t.Errorf("typed columns: got %s", got)
	}
	for _, tc := range []struct {
		in, from, to string
		col          int
		says         string
	}{
		{"SELECT year(s) AS a FROM t", "hive", "postgres", 13, "its year takes a DATE or TIMESTAMP"},
		{"SELECT month(v) AS a FROM t", "spark", "duckdb", 14, "spark reads the text of month's string argument"},
		{"SELECT weekofyear(s) AS a FROM t", "hive", "spark", 19, "which spark does not share"},
		{"SELECT hour('2024-02-03') AS a FROM t", "hive", "trino", 13, "followed by a space and a time"},
		{"SELECT day('2024-02-30') AS a FROM t", "hive", "postgres", 12, "with valid fields"},
		{"SELECT minute('2024-02-03 24:00:00') AS a FROM t", "spark", "duckdb", 15, "with valid fields"},
		{"SELECT year('2024-2-3') AS a FROM t", "hive", "duckdb", 13, "lateral reads a literal only when"},
		{"SELECT quarter('garbage') AS a FROM t", "hive", "trino", 16, "NULL for a text it cannot read"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, opts, "T194", tc.col, tc.says)
	}
}
