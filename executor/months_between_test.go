package executor_test

import "testing"

// Hive and Spark months_between of TIMESTAMPs (and their strings): the
// days and the seconds of the day over a 31-day month, rounded to 8
// places unless Spark's roundOff is false; the values are the examples of
// Spark's SQL function reference (months_between) and Hive's LanguageManual
// UDF (months_between).
func TestMonthsBetweenTimestamps(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "spark", dialect: "spark", query: "SELECT months_between('1997-02-28 10:30:00', '1996-10-30'), months_between('1997-02-28 10:30:00', '1996-10-30', false), months_between(TIMESTAMP '1997-02-28 10:30:00', NULL)",
			want: []string{"3.94959677 | 3.9495967741935485 | NULL"}},
		{name: "hive", dialect: "hive", query: "SELECT months_between('1997-02-28 10:30:00', '1996-10-30')",
			want: []string{"3.94959677"}},
	} {
		runSQL(t, c)
	}
}
