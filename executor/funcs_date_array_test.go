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
