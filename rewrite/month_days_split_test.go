package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A TIMESTAMP plus or minus an interval string of months and days or a
// time is written as its three steps (month_days_split.go) toward the
// targets with a month arithmetic of a TIMESTAMP; months alone, a DATE,
// another target and PostgreSQL itself are left to the other rules.
func TestMonthsThenDays(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE e (ts TIMESTAMP, d DATE)", SchemaDialect: "postgres"}
	for _, tc := range []struct {
		to, in, want string
		fired        bool
	}{
		{"trino", "SELECT ts + INTERVAL '1 year -3 days 2 hours' AS a, ts - INTERVAL '1 mon 1 day' AS b FROM e",
			"SELECT ts + INTERVAL '12' MONTH - INTERVAL '3' DAY + INTERVAL '2' HOUR AS a, ts - INTERVAL '1' MONTH - INTERVAL '1' DAY AS b FROM e", true},
		{"doris", "SELECT INTERVAL '-2 months 90 minutes' + ts AS a FROM e",
			"SELECT months_add(CAST(ts AS DATETIME(6)), -2) + INTERVAL '90' MINUTE AS a FROM e", true},
		{"snowflake", "SELECT ts + INTERVAL '1 month 1 day' AS a FROM e",
			"SELECT dateadd(month, 1, CAST(ts AS TIMESTAMP_NTZ)) + INTERVAL '1 day' AS a FROM e", true},
		{"trino", "SELECT ts + INTERVAL '2 months' AS a FROM e", "SELECT ts + INTERVAL '2' MONTH AS a FROM e", true},
		{"postgres", "SELECT ts + INTERVAL '1 month 2 days' AS a FROM e", "SELECT ts + INTERVAL '1 month 2 days' AS a FROM e", false},
	} {
		tr := mustTranslate(t, tc.in, "postgres", tc.to, opts)
		if tr.SQL != tc.want+";" && tr.SQL != tc.want {
			t.Errorf("to %s: %s\ngot  %s\nwant %s", tc.to, tc.in, tr.SQL, tc.want)
		}
		checkFired(t, tr, "lower_exprs", tc.fired)
		checkIdempotent(t, tr, tc.to, opts)
	}
	for to, in := range map[string]string{"trino": "SELECT ts + INTERVAL '1.5 months 2 days' AS a FROM e", "hive": "SELECT ts + INTERVAL '1 month 2 days' AS a FROM e"} {
		tr, err := lateral.Translate(in, "postgres", to, opts)
		wantRefusal(t, tr, err, "T109")
	}
}
