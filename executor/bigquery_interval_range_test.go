package executor_test

import "testing"

// lat run --dialect bigquery raises for MAKE_INTERVAL beyond BigQuery's
// intervals (BigQuery data types, interval type: -10000-0 -3660000
// -87840000:0:0 to 10000-0 3660000 87840000:0:0), the months (year * 12 +
// month), the days and the time (hour, minute, second together) each
// checked whole as ZetaSQL's IntervalValue::FromYMDHMS does; PostgreSQL's
// make_interval keeps answering (run on PostgreSQL 15: make_interval(years
// => 10001) is 10001 years).
func TestBigQueryMakeIntervalRangeRun(t *testing.T) {
	const beyond = "beyond bigquery's intervals"
	for _, c := range []sqlCase{
		{name: "10001 years", dialect: "bigquery", query: "SELECT MAKE_INTERVAL(10001) AS i", err: beyond},
		{name: "-120001 months", dialect: "bigquery", query: "SELECT MAKE_INTERVAL(-10000, -1) AS i", err: beyond},
		{name: "3660001 days", dialect: "bigquery", query: "SELECT MAKE_INTERVAL(day => 3660001) AS i", err: beyond},
		{name: "a second past 87840000 hours", dialect: "bigquery", query: "SELECT MAKE_INTERVAL(hour => 87840000, second => 1) AS i", err: beyond},
		{name: "the edges", dialect: "bigquery", query: "SELECT MAKE_INTERVAL(10000, 0, -3660000, -87840000) AS i, MAKE_INTERVAL(10001, -12) AS j, MAKE_INTERVAL(hour => 87840001, minute => -60) AS k, MAKE_INTERVAL(10001, NULL) AS n",
			want: []string{"10000-0 -3660000 -87840000:0:0 | 10000-0 0 0:0:0 | 0-0 0 87840000:0:0 | NULL"}},
		{name: "postgres answers", dialect: "postgres", query: "SELECT make_interval(years => 10001) AS i", want: []string{"10001 years"}},
	} {
		runShown(t, c)
	}
}
