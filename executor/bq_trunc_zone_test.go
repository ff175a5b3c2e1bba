package executor_test

import "testing"

// BigQuery's TIMESTAMP_TRUNC(ts, part, zone) truncates on the clock of the
// zone (BigQuery timestamp functions, TIMESTAMP_TRUNC): DAY and longer
// parts give the zone's civil start of the part, MINUTE and HOUR subtract
// the civil time's minutes and seconds from the instant, as the page
// says, so that HOUR in Los Angeles and in UTC give the same instant
// (2008-12-25 15:00:00 UTC for 15:30 UTC) and HOUR in Kolkata (+05:30)
// keeps 15:30 UTC (21:00 IST).
func TestBigQueryTimestampTruncZone(t *testing.T) {
	tr := func(ts, part, zone string) string {
		return "SELECT TIMESTAMP_TRUNC(TIMESTAMP '" + ts + "', " + part + ", " + zone + ")"
	}
	for _, c := range []sqlCase{
		// 12:34 UTC is 08:34 EDT on 2024-03-10, whose midnight was EST
		{name: "day new york", query: tr("2024-03-10 12:34:56+00", "DAY", "'America/New_York'"), want: []string{"2024-03-10 05:00:00+00"}},
		// 03:34 UTC is 22:34 EST on 2024-03-09
		{name: "day before in new york", query: tr("2024-03-10 03:34:56+00", "DAY", "'America/New_York'"), want: []string{"2024-03-09 05:00:00+00"}},
		{name: "hour los angeles", query: tr("2008-12-25 15:30:00+00", "HOUR", "'America/Los_Angeles'"), want: []string{"2008-12-25 15:00:00+00"}},
		{name: "hour kolkata", query: tr("2008-12-25 15:30:00+00", "HOUR", "'Asia/Kolkata'"), want: []string{"2008-12-25 15:30:00+00"}},
		{name: "minute kolkata", query: tr("2008-12-25 15:30:45+00", "MINUTE", "'Asia/Kolkata'"), want: []string{"2008-12-25 15:30:00+00"}},
		// 02:00 UTC is 11:00 JST on Wednesday 2024-05-15
		{name: "month tokyo", query: tr("2024-05-15 02:00:00+00", "MONTH", "'Asia/Tokyo'"), want: []string{"2024-04-30 15:00:00+00"}},
		{name: "week tokyo", query: tr("2024-05-15 02:00:00+00", "WEEK", "'Asia/Tokyo'"), want: []string{"2024-05-11 15:00:00+00"}},
		{name: "week monday tokyo", query: tr("2024-05-15 02:00:00+00", "WEEK(MONDAY)", "'Asia/Tokyo'"), want: []string{"2024-05-12 15:00:00+00"}},
		{name: "year tokyo", query: tr("2024-12-31 16:00:00+00", "YEAR", "'Asia/Tokyo'"), want: []string{"2024-12-31 15:00:00+00"}},
		{name: "utc", query: tr("2024-05-15 02:00:00+00", "DAY", "'UTC'"), want: []string{"2024-05-15 00:00:00+00"}},
		{name: "null zone", query: tr("2024-05-15 02:00:00+00", "DAY", "NULL"), want: []string{"NULL"}},
		// Sao Paulo skipped 2018-11-04 00:00 (to 01:00 -02)
		{name: "skipped midnight", query: tr("2018-11-04 12:00:00+00", "DAY", "'America/Sao_Paulo'"), err: "is skipped by a change of offset"},
		{name: "second", query: tr("2024-05-15 02:00:00+00", "SECOND", "'Asia/Tokyo'"), err: "TIMESTAMP_TRUNC to SECOND with a time zone is not answered"},
		{name: "offset zone", query: tr("2024-05-15 02:00:00+00", "DAY", "'+08'"), err: `the zone "+08" is not modelled`},
		{name: "zone of a number", query: tr("2024-05-15 02:00:00+00", "DAY", "5"), err: "is a bigint, not a STRING"},
		{name: "datetime trunc of three", query: "SELECT DATETIME_TRUNC(DATETIME '2024-05-15 02:00:00', DAY, 'UTC')", err: "DATETIME_TRUNC with 3 arguments is not answered"},
	} {
		c.dialect = "bigquery"
		runShown(t, c)
	}
}
