package executor_test

import "testing"

// BigQuery's GENERATE_DATE_ARRAY, against the GoogleSQL reference's
// examples (array functions, GENERATE_DATE_ARRAY): the default step of a
// day, a negative step, [] for a start past the end, NULL for a NULL
// argument, two-month steps, an error for a zero step; and each date the
// previous plus the step (ZetaSQL generate_array.h), so a month step from
// January 31 stays on the 29th after February.
func TestGenerateDateArray(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "default step", query: "SELECT GENERATE_DATE_ARRAY('2016-10-05', '2016-10-08')", want: []string{"[2016-10-05 2016-10-06 2016-10-07 2016-10-08]"}},
		{name: "negative step", query: "SELECT GENERATE_DATE_ARRAY('2016-10-05', '2016-10-01', INTERVAL -3 DAY)", want: []string{"[2016-10-05 2016-10-02]"}},
		{name: "start past the end", query: "SELECT GENERATE_DATE_ARRAY('2016-10-05', '2016-10-01', INTERVAL 1 DAY)", want: []string{"[]"}},
		{name: "equal bounds", query: "SELECT GENERATE_DATE_ARRAY('2016-10-05', '2016-10-05', INTERVAL 8 DAY)", want: []string{"[2016-10-05]"}},
		{name: "NULL", query: "SELECT GENERATE_DATE_ARRAY('2016-10-05', NULL)", want: []string{"NULL"}},
		{name: "two months", query: "SELECT GENERATE_DATE_ARRAY('2016-01-01', '2016-12-31', INTERVAL 2 MONTH)", want: []string{"[2016-01-01 2016-03-01 2016-05-01 2016-07-01 2016-09-01 2016-11-01]"}},
		{name: "month end", query: "SELECT GENERATE_DATE_ARRAY(DATE '2016-01-31', DATE '2016-05-31', INTERVAL 1 MONTH)", want: []string{"[2016-01-31 2016-02-29 2016-03-29 2016-04-29 2016-05-29]"}},
		{name: "weeks in FROM", query: "SELECT d FROM UNNEST(GENERATE_DATE_ARRAY('2016-01-01', '2016-01-20', INTERVAL 1 WEEK)) AS d", want: []string{"2016-01-01", "2016-01-08", "2016-01-15"}},
		{name: "zero step", query: "SELECT GENERATE_DATE_ARRAY('2016-10-05', '2016-10-08', INTERVAL 0 DAY)", err: "step cannot be 0"},
	} {
		c.dialect = "bigquery"
		runShown(t, c)
	}
}

// BigQuery's GENERATE_TIMESTAMP_ARRAY, against the GoogleSQL reference's
// examples (array functions, GENERATE_TIMESTAMP_ARRAY), a DAY step being
// 24 hours, and an error for a zero step (ZetaSQL generate_array.h:
// "Sequence step cannot be 0").
func TestGenerateTimestampArray(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "days", query: "SELECT GENERATE_TIMESTAMP_ARRAY('2016-10-05 00:00:00', '2016-10-07 00:00:00', INTERVAL 1 DAY)", want: []string{"[2016-10-05 00:00:00+00 2016-10-06 00:00:00+00 2016-10-07 00:00:00+00]"}},
		{name: "negative step", query: "SELECT GENERATE_TIMESTAMP_ARRAY('2016-10-06 00:00:00', '2016-10-01 00:00:00', INTERVAL -2 DAY)", want: []string{"[2016-10-06 00:00:00+00 2016-10-04 00:00:00+00 2016-10-02 00:00:00+00]"}},
		{name: "start past the end", query: "SELECT GENERATE_TIMESTAMP_ARRAY('2016-10-06 00:00:00', '2016-10-05 00:00:00', INTERVAL 1 HOUR)", want: []string{"[]"}},
		{name: "equal bounds", query: "SELECT GENERATE_TIMESTAMP_ARRAY('2016-10-05 00:00:00', '2016-10-05 00:00:00', INTERVAL 1 HOUR)", want: []string{"[2016-10-05 00:00:00+00]"}},
		{name: "NULL", query: "SELECT GENERATE_TIMESTAMP_ARRAY('2016-10-05 00:00:00', NULL, INTERVAL 1 HOUR)", want: []string{"NULL"}},
		{name: "hours across midnight", query: "SELECT GENERATE_TIMESTAMP_ARRAY('2016-10-05 23:59:00', '2016-10-06 01:59:00', INTERVAL 1 HOUR)", want: []string{"[2016-10-05 23:59:00+00 2016-10-06 00:59:00+00 2016-10-06 01:59:00+00]"}},
		{name: "zero step", query: "SELECT GENERATE_TIMESTAMP_ARRAY('2016-10-05 00:00:00', '2016-10-06 00:00:00', INTERVAL 0 SECOND)", err: "step cannot be 0"},
	} {
		c.dialect = "bigquery"
		runShown(t, c)
	}
}
