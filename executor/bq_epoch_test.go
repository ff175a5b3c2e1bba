package executor_test

import "testing"

// TestBigQueryEpoch: UNIX_SECONDS and UNIX_MILLIS round down to the
// second (millisecond), UNIX_DATE counts days from 1970-01-01, and
// TIMESTAMP_SECONDS and TIMESTAMP_MILLIS give the instant that many units
// after 1970-01-01 00:00:00 UTC, raising past BigQuery's TIMESTAMP range
// (funcs_bq_epoch.go; BigQuery's examples: UNIX_SECONDS(TIMESTAMP
// "2008-12-25 15:30:00+00") 1230219000, UNIX_MILLIS of it 1230219000000,
// UNIX_DATE(DATE "2008-12-25") 14238, TIMESTAMP_SECONDS(1230219000)
// 2008-12-25 15:30:00+00, TIMESTAMP_MILLIS(1230219000000) the same).
func TestBigQueryEpoch(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "the documented examples", dialect: "bigquery",
			query: "SELECT UNIX_SECONDS(TIMESTAMP '2008-12-25 15:30:00+00'), UNIX_MILLIS(TIMESTAMP '2008-12-25 15:30:00+00'), UNIX_DATE(DATE '2008-12-25'), TIMESTAMP_SECONDS(1230219000), TIMESTAMP_MILLIS(1230219000000)",
			want:  []string{"1230219000 | 1230219000000 | 14238 | 2008-12-25 15:30:00+00 | 2008-12-25 15:30:00+00"}},
		{name: "before 1970 rounds down", dialect: "bigquery",
			query: "SELECT UNIX_SECONDS(TIMESTAMP '1969-12-31 23:59:59.9995+00'), UNIX_MILLIS(TIMESTAMP '1969-12-31 23:59:59.9995+00'), UNIX_DATE(DATE '1969-12-31'), TIMESTAMP_MILLIS(-1500)",
			want:  []string{"-1 | -1 | -1 | 1969-12-31 23:59:58.5+00"}},
		{name: "NULL", dialect: "bigquery",
			query: "SELECT UNIX_SECONDS(NULL), UNIX_DATE(NULL), TIMESTAMP_SECONDS(NULL)",
			want:  []string{"NULL | NULL | NULL"}},
		{name: "past the range", dialect: "bigquery",
			query: "SELECT TIMESTAMP_SECONDS(253402300800)", err: "out of the TIMESTAMP range"},
		{name: "the last second", dialect: "bigquery",
			query: "SELECT TIMESTAMP_SECONDS(253402300799), TIMESTAMP_MILLIS(-62135596800000)",
			want:  []string{"9999-12-31 23:59:59+00 | 0001-01-01 00:00:00+00"}},
	} {
		runShown(t, c)
	}
}
