package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL reads INTERVAL '3' WEEK as three seconds named week, so an
// interval of a unit outside YEAR..SECOND is spelled in one of those, and
// a computed quantity of an integer type multiplies the unit's interval
// (checked on DuckDB 1.5 and PostgreSQL 15: INTERVAL 3 WEEKS is 21 days,
// INTERVAL 1500 MILLISECONDS 1.5 seconds, INTERVAL (i) QUARTER of i = -2
// is -6 months on both).
func TestLowerInterval(t *testing.T) {
	runPassCases(t, "lower_exprs", []passCase{
		{name: "weeks are days", from: "duckdb", to: "postgres",
			in:    "SELECT DATE '2020-01-01' + INTERVAL 3 WEEKS AS v",
			want:  "SELECT DATE '2020-01-01' + INTERVAL '21' DAY AS v",
			fires: true},
		{name: "milliseconds are seconds", from: "duckdb", to: "ansi",
			in:    "SELECT TIMESTAMP '2020-01-01' + INTERVAL 1500 MILLISECONDS AS v",
			want:  "SELECT TIMESTAMP '2020-01-01' + INTERVAL '1.500' SECOND AS v",
			fires: true},
		{name: "negative microseconds", from: "duckdb", to: "postgres",
			in:    "SELECT INTERVAL (-3) MICROSECONDS AS v",
			want:  "SELECT INTERVAL '-0.000003' SECOND AS v",
			fires: true},
		{name: "quarters are months", from: "duckdb", to: "postgres",
			in:    "SELECT INTERVAL '2' QUARTER AS v",
			want:  "SELECT INTERVAL '6' MONTH AS v",
			fires: true},
		{name: "a computed integer quantity multiplies the unit", from: "duckdb", to: "postgres",
			in:    "SELECT array_agg(INTERVAL (i) YEARS) AS l FROM range(1, 6, 1) t1(i)",
			want:  "SELECT array_agg(i * INTERVAL '1' YEAR) AS l FROM generate_series(1, 6 - 1, 1) AS t1(i)",
			fires: true},
		{name: "a computed sum keeps its parentheses", from: "duckdb", to: "postgres",
			in:    "SELECT INTERVAL (i + 1) WEEK AS l FROM range(3) t1(i)",
			want:  "SELECT (i + 1) * INTERVAL '7' DAY AS l FROM generate_series(0, 3 - 1) AS t1(i)",
			fires: true},
		{name: "no-op: a unit PostgreSQL has", from: "duckdb", to: "postgres",
			in:   "SELECT INTERVAL 3 DAY AS v",
			want: "SELECT INTERVAL '3' DAY AS v"},
		{name: "no-op: DuckDB keeps its weeks", from: "duckdb", to: "duckdb",
			in:   "SELECT INTERVAL 3 WEEK AS v",
			want: "SELECT INTERVAL 3 WEEK AS v"},
	})
	// A sign inside the string is the quantity's (DuckDB 1.5: DATE
	// '2020-01-01' + INTERVAL '-3' WEEK is 2019-12-11, + INTERVAL '+2'
	// QUARTER 2020-07-01).
	runPassCases(t, "lower_exprs", []passCase{
		{name: "a signed string of weeks", from: "duckdb", to: "postgres",
			in:    "SELECT DATE '2020-01-01' + INTERVAL '-3' WEEK AS v",
			want:  "SELECT DATE '2020-01-01' + INTERVAL '-21' DAY AS v",
			fires: true},
		{name: "a plus sign in a string of quarters", from: "duckdb", to: "ansi",
			in:    "SELECT INTERVAL '+2' QUARTER AS v",
			want:  "SELECT INTERVAL '6' MONTH AS v",
			fires: true},
	})
	// A fractional quantity of a unit PostgreSQL lacks cannot be spelled
	// (PostgreSQL reads INTERVAL '1.5' WEEK as 1.5 seconds named week),
	// and PostgreSQL's own INTERVAL '3' WEEK is three seconds: refused.
	for _, r := range []struct{ q, from string }{
		{"SELECT DATE '2020-01-01' + INTERVAL 1.5 WEEK AS v", "duckdb"},
		{"SELECT INTERVAL (2.5) WEEK AS v", "duckdb"},
		{"SELECT DATE '2020-01-01' + INTERVAL '3' WEEK AS v", "postgres"},
	} {
		tr, err := lateral.Translate(r.q, r.from, "postgres", lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T057")
	}
	// A computed quantity not known to be an integer is still refused:
	// DuckDB casts INTERVAL (x) YEAR's x to an integer.
	tr, err := lateral.Translate("SELECT INTERVAL (x) YEAR AS v FROM t", "duckdb", "postgres", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T090")
}
