package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// BigQuery's MAKE_INTERVAL beyond BigQuery's intervals (10000 years,
// 3660000 days, 87840000 hours each way; the months, days and time each
// computed whole) raises there: constants beyond are refused (T208) at
// the argument weighing most, columns tested when the query runs toward
// PostgreSQL and DuckDB, constants within kept as they were.
func TestBigQueryMakeIntervalRangeRewrite(t *testing.T) {
	opts := lateral.TranslateOptions{}
	refusedWith(t, "SELECT MAKE_INTERVAL(10001) AS i", "bigquery", "postgres", opts, "T208", 22, "months (year * 12 + month) beyond its intervals (120012 here")
	refusedWith(t, "SELECT MAKE_INTERVAL(1, day => -3660001) AS i", "bigquery", "duckdb", opts, "T208", 32, "days beyond its intervals (-3660001 here")
	refusedWith(t, "SELECT MAKE_INTERVAL(minute => -1, hour => -87840000) AS i", "bigquery", "postgres", opts, "T208", 44, "seconds (hour * 3600 + minute * 60 + second) beyond")
	runExprCases(t, []exprCase{
		{name: "within the range, constants kept", from: "bigquery", to: "postgres", in: "SELECT MAKE_INTERVAL(10001, -12) AS i",
			want: "SELECT make_interval(years => 10001, months => -12) AS i", fires: true},
		{name: "within the range, constants kept, duckdb", from: "bigquery", to: "duckdb", in: "SELECT MAKE_INTERVAL(day => 3660000) AS i",
			want: "SELECT to_days(3660000) AS i", fires: true},
	})
	for _, to := range []string{"postgres", "duckdb"} {
		tr, err := lateral.Translate("SELECT MAKE_INTERVAL(y, 1, hour => h) AS i FROM t", "bigquery", to, opts)
		if err != nil {
			t.Fatalf("to %s: %v", to, err)
		}
		exact := map[string]string{"postgres": "NUMERIC", "duckdb": "HUGEINT"}[to]
		for _, w := range []string{"CASE WHEN abs(CAST(y AS " + exact + ") * 12 + CAST(1 AS " + exact + ")) > 120000 THEN ",
			"WHEN abs(CAST(h AS " + exact + ") * 3600) > 316224000000 THEN "} {
			if !strings.Contains(tr.SQL, w) {
				t.Errorf("to %s: %s\nwant %s", to, tr.SQL, w)
			}
		}
		if strings.Contains(tr.SQL, "3660000") {
			t.Errorf("to %s: %s tests days not given", to, tr.SQL)
		}
	}
}
