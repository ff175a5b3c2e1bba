package executor_test

import "testing"

// TestBigQueryUnits: BigQuery's DATETIME_ADD adds on the wall clock, a
// month keeping the day or taking the new month's last day; TIMESTAMP_ADD
// adds elapsed time, a DAY being 24 hours; DATETIME_DIFF counts the part's
// boundaries and TIMESTAMP_DIFF the whole parts. The expected values are
// the examples of BigQuery's datetime and timestamp functions reference
// (DATETIME_DIFF 559 days, 1 WEEK from Saturday to Sunday, 3 years;
// TIMESTAMP_DIFF 13410 hours, -61 days, 0 hours); the translations of the
// same were run on PostgreSQL 15 and DuckDB in conformance/dates/bigquery_*.
func TestBigQueryUnits(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "the DATETIME_DIFF examples", query: "SELECT DATETIME_DIFF(DATETIME '2010-07-07 10:20:00', DATETIME '2008-12-25 15:30:00', DAY), DATETIME_DIFF(DATETIME '2017-10-15 00:00:00', DATETIME '2017-10-14 00:00:00', WEEK), DATETIME_DIFF(DATETIME '2017-12-30 00:00:00', DATETIME '2014-12-30 00:00:00', YEAR)",
			want: []string{"559 | 1 | 3"}},
		{name: "weeks from Sunday, Monday and ISO", query: "SELECT DATETIME_DIFF(DATETIME '2017-12-18', DATETIME '2017-12-17', WEEK), DATETIME_DIFF(DATETIME '2017-12-18', DATETIME '2017-12-17', WEEK(MONDAY)), DATETIME_DIFF(DATETIME '2017-12-18', DATETIME '2017-12-17', ISOWEEK)",
			want: []string{"0 | 1 | 1"}},
		{name: "boundaries below the day, backwards", query: "SELECT DATETIME_DIFF(DATETIME '2024-01-01 10:59:00', DATETIME '2024-01-01 11:00:00', HOUR), DATETIME_DIFF(DATETIME '1970-01-01 00:00:00.000001', DATETIME '1969-12-31 23:59:59.999999', SECOND)",
			want: []string{"-1 | 1"}},
		{name: "the TIMESTAMP_DIFF examples", query: "SELECT TIMESTAMP_DIFF(TIMESTAMP '2010-07-07 10:20:00+00', TIMESTAMP '2008-12-25 15:30:00+00', HOUR), TIMESTAMP_DIFF(TIMESTAMP '2018-08-14', TIMESTAMP '2018-10-14', DAY), TIMESTAMP_DIFF(TIMESTAMP '2001-02-01 01:00:00', TIMESTAMP '2001-02-01 00:00:01', HOUR)",
			want: []string{"13410 | -61 | 0"}},
		{name: "months clamp the day, the time kept", query: "SELECT DATETIME_ADD(DATETIME '2024-01-31 10:00:00', INTERVAL 1 MONTH), DATETIME_SUB(DATETIME '2024-03-31 10:00:00', INTERVAL 1 QUARTER), DATETIME_ADD(DATETIME '2024-02-29 10:00:00', INTERVAL -1 YEAR), DATETIME_ADD(DATETIME '2024-01-06 10:00:00', INTERVAL 1 WEEK)",
			want: []string{"2024-02-29 10:00:00 | 2023-12-31 10:00:00 | 2023-02-28 10:00:00 | 2024-01-13 10:00:00"}},
		{name: "a TIMESTAMP's day is 24 hours", query: "SELECT TIMESTAMP_ADD(TIMESTAMP '2024-03-09 12:00:00', INTERVAL 1 DAY), TIMESTAMP_SUB(TIMESTAMP '2024-03-09 12:00:00', INTERVAL 1500 MILLISECOND)",
			want: []string{"2024-03-10 12:00:00+00 | 2024-03-09 11:59:58.5+00"}},
		{name: "a NULL", query: "SELECT DATETIME_ADD(DATETIME '2024-01-01 10:00:00', INTERVAL NULL HOUR), DATETIME_DIFF(NULL, DATETIME '2024-01-01 10:00:00', HOUR), TIMESTAMP_DIFF(TIMESTAMP '2024-01-01', NULL, DAY)",
			want: []string{"NULL | NULL | NULL"}},
		{name: "a count past the range raises", query: "SELECT DATETIME_ADD(DATETIME '2024-01-01 10:00:00', INTERVAL 5000000000 DAY)", err: "out of range"},
		{name: "a month of a TIMESTAMP", query: "SELECT TIMESTAMP_ADD(TIMESTAMP '2024-01-01', INTERVAL 1 MONTH)", err: "MONTH is not a part TIMESTAMP_ADD takes"},
		{name: "a week of TIMESTAMP_DIFF", query: "SELECT TIMESTAMP_DIFF(TIMESTAMP '2024-01-01', TIMESTAMP '2024-01-01', WEEK)", err: "WEEK is not a part"},
		{name: "ISOYEAR", query: "SELECT DATETIME_DIFF(DATETIME '2024-01-01', DATETIME '2024-01-01', ISOYEAR)", err: "ISOYEAR is not a part"},
		{name: "a DATE to DATETIME_ADD", query: "SELECT DATETIME_ADD(DATE '2024-01-01', INTERVAL 1 DAY)", err: "takes a DATETIME"},
		{name: "no part", query: "SELECT DATETIME_DIFF(DATETIME '2024-01-01', DATETIME '2024-01-01', FORTNIGHT)", err: "not a part it takes"},
	} {
		c.dialect = "bigquery"
		runShown(t, c)
	}
}

// TestBigQueryTrunc: BigQuery's DATE_TRUNC, DATETIME_TRUNC and
// TIMESTAMP_TRUNC (in UTC), by the examples of its date, datetime and
// timestamp functions reference (DATE_TRUNC(DATE '2008-12-25', MONTH) is
// 2008-12-01; DATE_TRUNC(DATE '2017-11-05', WEEK) 2017-11-05 and by
// WEEK(MONDAY) 2017-10-30; TIMESTAMP_TRUNC of 2015-06-15 to ISOYEAR
// 2014-12-29; TIMESTAMP_TRUNC(TIMESTAMP "2008-12-25 15:30:00+00", DAY,
// "UTC") 2008-12-25 00:00 UTC).
func TestBigQueryTrunc(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "the examples", query: "SELECT DATE_TRUNC(DATE '2008-12-25', MONTH), DATE_TRUNC(DATE '2017-11-05', WEEK), DATE_TRUNC(DATE '2017-11-05', WEEK(MONDAY)), TIMESTAMP_TRUNC(TIMESTAMP '2015-06-15 00:00:00+00', ISOYEAR), TIMESTAMP_TRUNC(TIMESTAMP '2008-12-25 15:30:00+00', DAY)",
			want: []string{"2008-12-01 | 2017-11-05 | 2017-10-30 | 2014-12-29 00:00:00+00 | 2008-12-25 00:00:00+00"}},
		{name: "a DATETIME keeps its type, before 1970 too", query: "SELECT DATETIME_TRUNC(DATETIME '1969-12-31 23:59:59.5', SECOND), DATETIME_TRUNC(DATETIME '2024-01-03 10:00:00', WEEK(WEDNESDAY)), DATETIME_TRUNC(DATETIME '2024-05-15 10:00:00', QUARTER)",
			want: []string{"1969-12-31 23:59:59 | 2024-01-03 00:00:00 | 2024-04-01 00:00:00"}},
		{name: "a NULL", query: "SELECT DATE_TRUNC(CAST(NULL AS DATE), MONTH)", want: []string{"NULL"}},
		{name: "an hour of a DATE", query: "SELECT DATE_TRUNC(DATE '2024-01-01', HOUR)", err: "not valid"},
		{name: "no part", query: "SELECT DATETIME_TRUNC(DATETIME '2024-01-01 10:00:00', FORTNIGHT)", err: "not a part it takes"},
		{name: "a time zone argument", query: "SELECT TIMESTAMP_TRUNC(TIMESTAMP '2024-01-01 10:00:00+00', DAY, 'Asia/Tokyo')", want: []string{"2023-12-31 15:00:00+00"}}, // bq_trunc_zone_test.go
	} {
		c.dialect = "bigquery"
		runShown(t, c)
	}
}

// TestBigQueryExtractWeek: BigQuery's EXTRACT(WEEK) counts weeks from
// Sunday, the days before the year's first Sunday in week 0, where
// ISOWEEK is ISO 8601's: the rows of the EXTRACT example of BigQuery's
// date functions reference (2015-12-26 in week 51, 2015-12-27 52,
// 2016-01-01 and 2016-01-02 0, 2016-01-03 1; the ISO weeks 52, 52, 53, 53
// and 53).
func TestBigQueryExtractWeek(t *testing.T) {
	runShown(t, sqlCase{name: "the EXTRACT example", dialect: "bigquery",
		query: "SELECT d, EXTRACT(WEEK FROM d), EXTRACT(ISOWEEK FROM d) FROM UNNEST([DATE '2015-12-26', DATE '2015-12-27', DATE '2016-01-01', DATE '2016-01-02', DATE '2016-01-03']) AS d",
		want:  []string{"2015-12-26 | 51 | 52", "2015-12-27 | 52 | 52", "2016-01-01 | 0 | 53", "2016-01-02 | 0 | 53", "2016-01-03 | 1 | 53"}})
}
