package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestTsTZTieNear2000: PostgreSQL rounds a TIMESTAMPTZ(p) in UTC, half
// away from 2000-01-01 UTC, so a tie written on 2000-01-01 without a zone
// is rounded down in a session zone east of UTC (run on PostgreSQL 15
// with TimeZone Asia/Tokyo: CAST('2000-01-01 05:00:00.0005' AS
// timestamptz(3)) is 05:00:00+09, CAST('2000-01-01 09:00:00.0005' ..)
// 09:00:00.001+09), where Trino rounds it up: refused (T126). From
// 2000-01-02 on, and as a TIMESTAMP(3), the tie rounds up in both.
func TestTsTZTieNear2000(t *testing.T) {
	tr, err := lateral.Translate("SELECT CAST('2000-01-01 05:00:00.0005' AS TIMESTAMPTZ(3)) AS x", "postgres", "trino", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T126")
	for _, q := range []string{
		"SELECT CAST('2000-01-02 05:00:00.0005' AS TIMESTAMPTZ(3)) AS x",
		"SELECT CAST('2000-01-01 05:00:00.0005' AS TIMESTAMP(3)) AS x",
	} {
		tr := mustTranslate(t, q, "postgres", "trino", lateral.TranslateOptions{})
		if !strings.Contains(tr.SQL, "05:00:00.001'") {
			t.Errorf("%s: got %s", q, tr.SQL)
		}
	}
}

// TestTsNanoCastShortValues: a cast to Trino's TIMESTAMP(9) of a NULL, a
// DATE or a TIMESTAMP of at most 6 digits holds no digit past the sixth:
// toward a dialect of microseconds it is a cast to the target's TIMESTAMP
// (the same value), where a string or a longer value is refused (T138).
func TestTsNanoCastShortValues(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP(6), s VARCHAR(40))"}
	for _, c := range [][2]string{
		{"SELECT CAST(DATE '2020-01-01' AS TIMESTAMP(9)) AS x", "CAST(DATE '2020-01-01' AS TIMESTAMP)"},
		{"SELECT CAST(NULL AS TIMESTAMP(9)) AS x", "CAST(NULL AS TIMESTAMP)"},
		{"SELECT CAST(ts AS TIMESTAMP(9)) AS x FROM t", "CAST(ts AS TIMESTAMP)"},
	} {
		tr := mustTranslate(t, c[0], "trino", "postgres", opts)
		if !strings.Contains(tr.SQL, c[1]) {
			t.Errorf("%s: got %s, want %s", c[0], tr.SQL, c[1])
		}
	}
	tr, err := lateral.Translate("SELECT CAST(s AS TIMESTAMP(9)) AS x FROM t", "trino", "postgres", opts)
	wantRefusal(t, tr, err, "T138")
}
