package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A TIMESTAMP WITH TIME ZONE plus or minus days is a calendar day of the
// session's zone in PostgreSQL, DuckDB and Spark, 24 hours in Trino and
// Presto (tz_day_arith.go): kept where the targets agree (and for an
// interval without days, a product included), the days written as hours
// from Trino, refused (T190) otherwise, and a warning (W031) for an
// operand of unknown type.
func TestTzDayArith(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE e (tz TIMESTAMPTZ, ts TIMESTAMP, d DATE, iv INTERVAL, n INT)", SchemaDialect: "postgres"}
	for _, tc := range []struct{ name, from, to, in, want string }{
		{"no-op between PostgreSQL and DuckDB", "postgres", "duckdb", "SELECT tz + INTERVAL '1 day' AS a FROM e",
			"SELECT tz + INTERVAL '1 day' AS a FROM e"},
		{"no-op: time alone", "postgres", "trino", "SELECT tz + INTERVAL '25 hours' AS a, tz - INTERVAL '90 minutes' AS b FROM e",
			"SELECT tz + INTERVAL '25' HOUR AS a, tz - INTERVAL '90' MINUTE AS b FROM e"},
		{"no-op: hours of a product", "postgres", "trino", "SELECT tz + n * INTERVAL '1 hour' AS a, tz - INTERVAL '90 minutes' / 2 AS b FROM e",
			"SELECT tz + n * INTERVAL '1' HOUR AS a, tz - INTERVAL '90' MINUTE / 2 AS b FROM e"},
		{"no-op: hours of a cast toward BigQuery", "postgres", "bigquery", "SELECT tz + CAST('2 hours' AS INTERVAL) AS a FROM e",
			"SELECT tz + CAST('2 hours' AS INTERVAL) AS a FROM e"},
		{"no-op: a TIMESTAMP", "postgres", "trino", "SELECT ts + INTERVAL '1 day' AS a FROM e",
			"SELECT ts + INTERVAL '1' DAY AS a FROM e"},
		{"no-op: days toward Spark", "postgres", "spark", "SELECT tz + INTERVAL '1 day 2 hours' AS a, tz - INTERVAL '2 days' AS b FROM e",
			"SELECT tz + INTERVAL '1 day 2 hours' AS a, tz - INTERVAL '2 days' AS b FROM e"},
		{"Trino days as hours", "trino", "postgres", "SELECT tz + INTERVAL '1' DAY AS a, INTERVAL '2' DAY + INTERVAL '30' MINUTE + tz AS b, tz - INTERVAL '3' DAY AS c FROM e",
			"SELECT tz + INTERVAL '24' HOUR AS a, INTERVAL '2910' MINUTE + tz AS b, tz - INTERVAL '72' HOUR AS c FROM e"},
		{"Presto days as hours toward DuckDB", "presto", "duckdb", "SELECT tz - INTERVAL '1' DAY AS a FROM e",
			"SELECT tz - INTERVAL '24' HOUR AS a FROM e"},
		{"no-op: Trino days of a TIMESTAMP", "trino", "postgres", "SELECT ts + INTERVAL '1' DAY AS a FROM e",
			"SELECT ts + INTERVAL '1' DAY AS a FROM e"},
		{"no-op: Trino hours toward Spark", "trino", "spark", "SELECT tz + INTERVAL '23' HOUR AS a FROM e",
			"SELECT tz + INTERVAL '23' HOUR AS a FROM e"},
		// DuckDB's days toward Trino: date_add of the value in the session's
		// zone, the time before the days where a part is negative
		// (tz_day_arith.go duckDaysTrino; run on DuckDB 1.5 by
		// TestDuckDaysTrino)
		{"DuckDB days toward Trino", "duckdb", "trino", "SELECT tz + INTERVAL 1 DAY AS a, INTERVAL '1 day 2 hours' + tz AS b, tz - INTERVAL '1 day 2 hours' AS c, tz + INTERVAL '1 day -30 minutes' AS d FROM e",
			"SELECT date_add('day', 1, at_timezone(tz, current_timezone())) AS a, date_add('day', 1, at_timezone(tz, current_timezone())) + INTERVAL '2' HOUR AS b, " +
				"date_add('day', -1, at_timezone(tz - INTERVAL '2' HOUR, current_timezone())) AS c, date_add('day', 1, at_timezone(tz - INTERVAL '30' MINUTE, current_timezone())) AS d FROM e"},
		{"DuckDB days toward Trino read on the session's clock", "duckdb", "trino", "SELECT EXTRACT(HOUR FROM tz - INTERVAL 1 WEEK) AS a FROM e",
			"SELECT EXTRACT(HOUR FROM date_add('day', -7, at_timezone(tz, current_timezone()))) AS a FROM e"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want && tr.SQL != tc.want+";" {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			if tc.in == tc.want { // a no-op whose text nothing else changes
				checkFired(t, tr, "lower_exprs", false)
			} else if tc.from != "postgres" {
				checkFired(t, tr, "lower_exprs", true)
			}
			checkWarned(t, tr, "W031", false)
			checkIdempotent(t, tr, tc.to, opts)
		})
	}
	for _, tc := range []struct {
		name, from, to, in string
		col                int
		says               string
	}{
		// Trino's date_add reads a time the autumn change repeats with the
		// value's offset, PostgreSQL with the one after the change (run on
		// PostgreSQL 15 in America/New_York: TIMESTAMPTZ '2024-11-02
		// 01:30:00-04' + INTERVAL '1 day' is 2024-11-03 01:30:00-05)
		{"days toward Trino", "postgres", "trino", "SELECT tz + INTERVAL '1 day' AS a FROM e", 8, "where postgres reads it with the offset after the change"},
		{"DuckDB days of a column toward Trino", "duckdb", "trino", "SELECT tz + iv AS a FROM e", 8, "trino adds each day as 24 hours"},
		{"days first toward Presto", "duckdb", "presto", "SELECT INTERVAL 2 DAY + tz AS a FROM e", 8, "presto adds each day as 24 hours"},
		{"a unit literal of days' text toward Trino", "postgres", "trino", "SELECT tz + INTERVAL '1 day' HOUR AS a FROM e", 8, "trino adds each day as 24 hours"},
		{"days of a product toward Trino", "postgres", "trino", "SELECT tz + n * INTERVAL '1 day' AS a FROM e", 8, "trino adds each day as 24 hours"},
		{"days and time toward Presto", "postgres", "presto", "SELECT tz - INTERVAL '1 day 2 hours' AS a FROM e", 8, "calendar of the session's time zone"},
		{"an interval column toward Trino", "postgres", "trino", "SELECT tz + iv AS a FROM e", 8, "trino adds each day as 24 hours"},
		{"days toward BigQuery", "postgres", "bigquery", "SELECT tz + INTERVAL '1 day' AS a FROM e", 8, "bigquery's rule for it is not checked"},
		{"a day of hours toward Spark", "postgres", "spark", "SELECT tz + INTERVAL '25 hours' AS a FROM e", 8, "whole days of the interval's total"},
		{"signs apart toward Spark", "postgres", "spark", "SELECT tz + INTERVAL '1 day -2 hours' AS a FROM e", 8, "whole days of the interval's total"},
		{"Trino days toward Spark", "trino", "spark", "SELECT tz + INTERVAL '1' DAY AS a FROM e", 8, "spark counts each whole 24 hours"},
		{"Trino day to second toward PostgreSQL", "trino", "postgres", "SELECT tz + INTERVAL '1 02:00:00' DAY TO SECOND AS a FROM e", 8, "a day being 24 hours"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			refusedWith(t, tc.in, tc.from, tc.to, opts, "T190", tc.col, tc.says)
		})
	}
	// an operand of unknown type: a warning
	tr := mustTranslate(t, "SELECT x.c + INTERVAL '1 day' AS a FROM x", "postgres", "trino", lateral.TranslateOptions{})
	checkWarned(t, tr, "W031", true)
	tr = mustTranslate(t, "SELECT x.c + INTERVAL '1' DAY AS a FROM x", "trino", "postgres", lateral.TranslateOptions{})
	checkWarned(t, tr, "W031", true)
	tr = mustTranslate(t, "SELECT x.c + INTERVAL '1 hour' AS a FROM x", "postgres", "trino", lateral.TranslateOptions{})
	checkWarned(t, tr, "W031", false)
}
