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
		{name: "duckdb", dialect: "duckdb", query: "SELECT date_part('hour', TIMESTAMP '2021-06-01 12:34:56.789' - TIMESTAMP '2021-05-31 00:00:00'), date_part('day', TIMESTAMP '2021-06-01 12:34:56.789' - TIMESTAMP '2021-05-31 00:00:00')",
			want: []string{"12 | 1"}},
	} {
		runSQL(t, c)
	}
}
