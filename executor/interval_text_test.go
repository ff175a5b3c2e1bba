package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/executor"
)

// An interval cast to a string is written as the dialect's engine writes
// it: PostgreSQL's default IntervalStyle postgres, DuckDB's own form (both
// run, PostgreSQL 15 and DuckDB 1.5, the wanted texts their output).
func TestIntervalText(t *testing.T) {
	exprs := []string{"INTERVAL '1 year 2 months 3 days 04:05:06.5'", "INTERVAL '-1 year -1 month -1 day'",
		"INTERVAL '1 day' - INTERVAL '2 hours'", "INTERVAL '-1 day' + INTERVAL '2 hours'", "INTERVAL '0 second'",
		"INTERVAL '1 month' - INTERVAL '1 day'", "INTERVAL '-2 years'", "INTERVAL '36 hours'", "INTERVAL '-0.5 second'",
		"INTERVAL '1 year -2 months'", "INTERVAL '-1 month 1 day'",
		// the least time of an interval, the least int64 microseconds
		"INTERVAL '-2562047788 hours' - INTERVAL '54.775808 seconds'"}
	want := map[string]string{
		"postgres": "1 year 2 mons 3 days 04:05:06.5 | -1 years -1 mons -1 days | 1 day -02:00:00 | -1 days +02:00:00 | 00:00:00 | 1 mon -1 days | -2 years | 36:00:00 | -00:00:00.5 | 10 mons | -1 mons +1 day | -2562047788:00:54.775808",
		"duckdb":   "1 year 2 months 3 days 04:05:06.5 | -1 year -1 month -1 day | 1 day -02:00:00 | -1 day 02:00:00 | 00:00:00 | 1 month -1 day | -2 years | 36:00:00 | -00:00:00.5 | 10 months | -1 month 1 day | -2562047788:00:54.775808",
	}
	var items []string
	for _, e := range exprs {
		items = append(items, "CAST("+e+" AS VARCHAR)")
	}
	for d, w := range want {
		got, err := dialectRows(t, d, "SELECT "+strings.Join(items, ", "))
		if err != nil || got != w {
			t.Errorf("%s:\n got %s (%v)\nwant %s", d, got, err, w)
		}
	}
	// || and concat read an interval as this text (PostgreSQL 15 and DuckDB
	// 1.5 run: a1 mon, a1 month)
	for d, w := range map[string]string{"postgres": "a1 mon | a1 mon", "duckdb": "a1 month | a1 month"} {
		got, err := dialectRows(t, d, "SELECT 'a' || INTERVAL '1 month', concat('a', INTERVAL '1 month')")
		if err != nil || got != w {
			t.Errorf("%s ||: got %s (%v), want %s", d, got, err, w)
		}
	}
	// lateral run shows a PostgreSQL interval value in the same text
	rows := engines.DisplayReferenceRowsIn([][]executor.Value{{executor.IntervalValue(executor.Interval{Months: -1, Days: 1})}}, "postgres")
	if rows[0][0] != "-1 mons +1 day" {
		t.Errorf("display in postgres: got %v, want -1 mons +1 day", rows[0][0])
	}
	rows = engines.DisplayReferenceRowsIn([][]executor.Value{{executor.IntervalValue(executor.Interval{Months: -1, Days: 1})}}, "duckdb")
	if rows[0][0] != "-1 month 1 day" {
		t.Errorf("display in duckdb: got %v, want -1 month 1 day", rows[0][0])
	}
}

// BigQuery writes an interval in full, [-]Y-M D [-]H:M:S, its fraction
// in groups of three digits (its interval functions and "Operators"
// references: 1-6 15 0:0:0, 0-0 396 0:0:0 for DATE "2021-05-20" - DATE
// "2020-04-19", 0-0 0 36:34:56.789 for a difference of timestamps; ZetaSQL's
// IntervalValue::ToString for the groups of three and the signs).
func TestIntervalTextBigQuery(t *testing.T) {
	got, err := dialectRows(t, "bigquery", "SELECT CAST(INTERVAL 36 HOUR AS STRING), CAST(DATE '2021-05-20' - DATE '2020-04-19' AS STRING), "+
		"CAST(TIMESTAMP '2021-06-01 12:34:56.789' - TIMESTAMP '2021-05-31 00:00:00' AS STRING), CAST(-INTERVAL 14 MONTH AS STRING), "+
		"CAST(INTERVAL '-0:0:1.000001' HOUR TO SECOND AS STRING), CAST(INTERVAL '0:0:1.5' HOUR TO SECOND AS STRING)")
	if want := "0-0 0 36:0:0 | 0-0 396 0:0:0 | 0-0 0 36:34:56.789 | -1-2 0 0:0:0 | 0-0 0 -0:0:1.000001 | 0-0 0 0:0:1.500"; err != nil || got != want {
		t.Errorf("bigquery:\n got %s (%v)\nwant %s", got, err, want)
	}
}

// BigQuery's MAKE_INTERVAL(year, month, day, hour, minute, second), its
// arguments positional or named, and lateral run's display of a BigQuery
// interval in its canonical form (BigQuery's interval functions
// reference: MAKE_INTERVAL(1, 6, 15) is 1-6 15 0:0:0,
// MAKE_INTERVAL(hour => 10, second => 20) 0-0 0 10:0:20,
// MAKE_INTERVAL(1, minute => 5, day => 2) 1-0 2 0:5:0). PostgreSQL's
// make_interval keeps its weeks (run on PostgreSQL 15: make_interval(1, 6,
// 15) is 1 year 6 mons 105 days).
func TestMakeIntervalBigQuery(t *testing.T) {
	const q = "SELECT CAST(MAKE_INTERVAL(1, 6, 15) AS STRING), CAST(MAKE_INTERVAL(hour => 10, second => 20) AS STRING), " +
		"CAST(MAKE_INTERVAL(1, minute => 5, day => 2) AS STRING)"
	if got, err := dialectRows(t, "bigquery", q); err != nil || got != "1-6 15 0:0:0 | 0-0 0 10:0:20 | 1-0 2 0:5:0" {
		t.Errorf("bigquery: got %s (%v)", got, err)
	}
	if got, err := dialectRows(t, "postgres", "SELECT CAST(make_interval(1, 6, 15) AS TEXT), CAST(make_interval(days => 3) AS TEXT)"); err != nil || got != "1 year 6 mons 105 days | 3 days" {
		t.Errorf("postgres: got %s (%v)", got, err)
	}
	rows := engines.DisplayReferenceRowsIn([][]executor.Value{{executor.IntervalValue(executor.Interval{Months: 18, Days: 15})}}, "bigquery")
	if rows[0][0] != "1-6 15 0:0:0" {
		t.Errorf("display in bigquery: got %v, want 1-6 15 0:0:0", rows[0][0])
	}
}
