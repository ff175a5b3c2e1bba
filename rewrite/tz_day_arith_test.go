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
		// Between PostgreSQL and DuckDB (tz_pg_duck.go; run on PostgreSQL 15
		// and DuckDB 1.5.6 by TestPgDuckZonedEngines): time alone, months
		// alone, months and time both positive are kept; PostgreSQL's days
		// are moved on the wall-clock TIMESTAMP, DuckDB's written as ICU's
		// Calendar::add, each part a step in the source's order.
		{"no-op between PostgreSQL and DuckDB", "postgres", "duckdb", "SELECT tz + INTERVAL '2 hours' AS a, tz - INTERVAL '1 month' AS b, tz + INTERVAL '1 month 2 hours' AS c, tz + n * INTERVAL '1 month' AS d FROM e",
			"SELECT tz + INTERVAL '2 hours' AS a, tz - INTERVAL '1 month' AS b, tz + INTERVAL '1 month 2 hours' AS c, tz + n * INTERVAL '1 month' AS d FROM e"},
		{"no-op between PostgreSQL and ANSI SQL", "postgres", "ansi", "SELECT tz + INTERVAL '1' DAY AS a, tz - INTERVAL '1' DAY - INTERVAL '2' HOUR AS b FROM e",
			"SELECT tz + INTERVAL '1' DAY AS a, tz - INTERVAL '1' DAY - INTERVAL '2' HOUR AS b FROM e"},
		{"PostgreSQL days toward DuckDB", "postgres", "duckdb", "SELECT tz + INTERVAL '1 day' AS a, tz - INTERVAL '1 day 2 hours' AS b, INTERVAL '1 month 1 day' + tz AS c, tz + INTERVAL '1 month -1 hour' AS d FROM e",
			"SELECT CAST(CAST(tz AS TIMESTAMP) + INTERVAL '1' DAY AS TIMESTAMPTZ) AS a, CAST(CAST(tz AS TIMESTAMP) - INTERVAL '1' DAY AS TIMESTAMPTZ) - INTERVAL '2' HOUR AS b, " +
				"CAST(CAST(tz + INTERVAL '1' MONTH AS TIMESTAMP) + INTERVAL '1' DAY AS TIMESTAMPTZ) AS c, tz + INTERVAL '1' MONTH - INTERVAL '1' HOUR AS d FROM e"},
		{"PostgreSQL make_interval and products toward DuckDB", "postgres", "duckdb", "SELECT tz + make_interval(days => 1) AS a, tz - 2 * INTERVAL '1 day' AS b FROM e",
			"SELECT CAST(CAST(tz AS TIMESTAMP) + INTERVAL '1' DAY AS TIMESTAMPTZ) AS a, CAST(CAST(tz AS TIMESTAMP) - INTERVAL '2' DAY AS TIMESTAMPTZ) AS b FROM e"},
		{"ANSI days toward DuckDB", "ansi", "duckdb", "SELECT tz + INTERVAL '7' DAY AS a FROM e",
			"SELECT CAST(CAST(tz AS TIMESTAMP) + INTERVAL '7' DAY AS TIMESTAMPTZ) AS a FROM e"},
		{"DuckDB days toward PostgreSQL", "duckdb", "postgres", "SELECT tz - INTERVAL 1 DAY AS a, tz + INTERVAL '1 month -1 hour' AS b FROM e",
			"SELECT CASE WHEN CAST(tz - INTERVAL '24' HOUR AS TIME) = CAST(tz AS TIME) THEN tz - INTERVAL '24' HOUR " +
				"WHEN EXTRACT(TIMEZONE FROM tz) - EXTRACT(TIMEZONE FROM tz - INTERVAL '24' HOUR) > 0 OR " +
				"CAST(tz - INTERVAL '24' HOUR + (EXTRACT(TIMEZONE FROM tz) - EXTRACT(TIMEZONE FROM tz - INTERVAL '24' HOUR)) * INTERVAL '1' SECOND AS TIME) = CAST(tz AS TIME) " +
				"THEN tz - INTERVAL '24' HOUR + (EXTRACT(TIMEZONE FROM tz) - EXTRACT(TIMEZONE FROM tz - INTERVAL '24' HOUR)) * INTERVAL '1' SECOND ELSE tz - INTERVAL '24' HOUR END AS a, " +
				"tz - INTERVAL '1' HOUR + INTERVAL '1' MONTH AS b FROM e"},
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
		{"an interval column between DuckDB and PostgreSQL", "duckdb", "postgres", "SELECT tz + iv AS a FROM e", 8, "an interval whose parts are not known: duckdb adds the days"},
		{"days of a product toward DuckDB", "postgres", "duckdb", "SELECT tz - n * INTERVAL '1 day' AS a FROM e", 8, "postgres adds the days on the calendar"},
		{"make_interval of a column toward DuckDB", "postgres", "duckdb", "SELECT tz + make_interval(days => n) AS a FROM e", 8, "an interval whose parts are not known"},
		{"DuckDB days toward ANSI SQL", "duckdb", "ansi", "SELECT tz + INTERVAL 1 DAY AS a FROM e", 8, "EXTRACT(TIMEZONE FROM x), which standard SQL does not have"},
		{"DuckDB days nested past the bound", "duckdb", "postgres", "SELECT tz + INTERVAL 1 DAY + INTERVAL 1 DAY + INTERVAL 1 DAY + INTERVAL 1 DAY AS a FROM e", 8, "would exceed 20000 syntax nodes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			refusedWith(t, tc.in, tc.from, tc.to, opts, "T190", tc.col, tc.says)
		})
	}
	// DuckDB's days read their operand 13 times for PostgreSQL
	refusedWith(t, "SELECT CASE WHEN random() < 0.5 THEN tz ELSE tz END + INTERVAL 1 DAY AS a FROM e", "duckdb", "postgres", opts, "T073", 18, "random may give another value each time")
	// an operand of unknown type: a warning
	tr0 := mustTranslate(t, "SELECT x.c + INTERVAL '1 day' AS a FROM x", "postgres", "duckdb", lateral.TranslateOptions{})
	checkWarned(t, tr0, "W031", true)
	tr := mustTranslate(t, "SELECT x.c + INTERVAL '1 day' AS a FROM x", "postgres", "trino", lateral.TranslateOptions{})
	checkWarned(t, tr, "W031", true)
	tr = mustTranslate(t, "SELECT x.c + INTERVAL '1' DAY AS a FROM x", "trino", "postgres", lateral.TranslateOptions{})
	checkWarned(t, tr, "W031", true)
	tr = mustTranslate(t, "SELECT x.c + INTERVAL '1 hour' AS a FROM x", "postgres", "trino", lateral.TranslateOptions{})
	checkWarned(t, tr, "W031", false)
}
