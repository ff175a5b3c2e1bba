package executor_test

import "testing"

// TestBigQueryTimestampDiffNoDays: BigQuery's TIMESTAMP - TIMESTAMP keeps
// whole days in hours (BigQuery documentation, "Operators": TIMESTAMP
// "2021-06-01 12:34:56.789" - TIMESTAMP "2021-05-31 00:00:00" is 0-0 0
// 36:34:56.789), where PostgreSQL and DuckDB split days off.
func TestBigQueryTimestampDiffNoDays(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "bigquery", dialect: "bigquery", query: "SELECT EXTRACT(HOUR FROM TIMESTAMP '2021-06-01 12:34:56.789+00' - TIMESTAMP '2021-05-31 00:00:00+00'), " +
			"EXTRACT(DAY FROM TIMESTAMP '2021-06-01 12:34:56.789+00' - TIMESTAMP '2021-05-31 00:00:00+00'), EXTRACT(HOUR FROM TIMESTAMP '2021-05-31' - TIMESTAMP '2021-06-02 01:00')",
			want: []string{"36 | 0 | -49"}},
		// DATETIME - DATETIME splits days off, DATE - DATE is an interval of
		// days (ZetaSQL IntervalDiffDatetimes, IntervalDiffDates; "Operators":
		// DATE "2021-05-20" - DATE "2020-04-19" is 0-0 396 0:0:0)
		{name: "bigquery datetime and date", dialect: "bigquery", query: "SELECT EXTRACT(HOUR FROM DATETIME '2021-06-01 12:34:56.789' - DATETIME '2021-05-31 00:00:00'), " +
			"EXTRACT(DAY FROM DATETIME '2021-05-31' - DATETIME '2021-06-02 01:00'), EXTRACT(DAY FROM DATE '2021-05-20' - DATE '2020-04-19'), DATE '2021-05-20' - 3",
			want: []string{"12 | -2 | 396 | 2021-05-17"}},
		{name: "duckdb", dialect: "duckdb", query: "SELECT date_part('hour', TIMESTAMP '2021-06-01 12:34:56.789' - TIMESTAMP '2021-05-31 00:00:00'), date_part('day', TIMESTAMP '2021-06-01 12:34:56.789' - TIMESTAMP '2021-05-31 00:00:00')",
			want: []string{"12 | 1"}},
	} {
		runSQL(t, c)
	}
}
