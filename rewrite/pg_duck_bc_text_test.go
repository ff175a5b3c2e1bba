package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A DATE or TIMESTAMP written as text between PostgreSQL and DuckDB has
// its era moved where the source writes it (0045-05-17 BC or 0045-05-17
// (BC)) by one regexp_replace reading it once; one of unknown type is
// tested when the query runs; a literal (after Christ) and
// current_date are kept.
func TestPgDuckBCTextRewrite(t *testing.T) {
	const schema = "CREATE TABLE t (d DATE, ts TIMESTAMP, tz TIMESTAMPTZ)"
	const toDuck = `regexp_replace(CAST(d AS VARCHAR), '^([^ ]+) \(BC\)(.*)$', '\1\2 BC', 'g')`
	const toPG = `regexp_replace(CAST(d AS VARCHAR), '^([^ ]+) BC$', '\1 (BC)', 'g')`
	for _, tc := range []struct {
		from, to, in, schema string
		want                 []string
		not                  string
	}{
		{"postgres", "duckdb", "SELECT CAST(d AS TEXT) AS a FROM t", schema, []string{"CAST(" + toDuck + " AS TEXT)"}, ""},
		{"duckdb", "postgres", "SELECT CAST(d AS TEXT) AS a FROM t", schema, []string{"CAST(" + toPG + " AS TEXT)"}, ""},
		{"postgres", "duckdb", "SELECT ts || 'x' AS a, concat(ts, 'y') AS b FROM t", schema, []string{
			`regexp_replace(CAST(ts AS VARCHAR), '^([^ ]+) \(BC\)(.*)$', '\1\2 BC', 'g') || 'x'`,
			`concat(regexp_replace(CAST(ts AS VARCHAR), '^([^ ]+) \(BC\)(.*)$', '\1\2 BC', 'g'), 'y')`}, ""},
		{"duckdb", "postgres", "SELECT concat_ws(',', d, 'x') AS a FROM t", schema, []string{"concat_ws(',', " + toPG + ", 'x')"}, ""},
		{"duckdb", "postgres", "SELECT ts || 'x' AS a FROM t", schema, []string{`regexp_replace(CAST(ts AS VARCHAR), '^([^ ]+) (.*) BC$', '\1 (BC) \2', 'g') || 'x'`}, ""},
		{"postgres", "duckdb", "SELECT CAST(d AS TEXT) AS a FROM t", "", []string{
			"WHEN typeof(d) IN ('DATE', 'TIMESTAMP', 'TIMESTAMP_S', 'TIMESTAMP_MS', 'TIMESTAMP_NS') THEN " + toDuck + " ELSE CAST(d AS VARCHAR) END"}, ""},
		{"duckdb", "postgres", "SELECT d || 'x' AS a FROM t", "", []string{
			"OR CAST(pg_typeof(coalesce(d, NULL)) AS VARCHAR) IN ('date', 'timestamp without time zone')",
			"WHEN CAST(pg_typeof(coalesce(d, NULL)) AS VARCHAR) IN ('date', 'timestamp without time zone') THEN " +
				`regexp_replace(regexp_replace(CAST(d AS VARCHAR), '^([^ ]+) (.*) BC$', '\1 (BC) \2', 'g'), '^([^ ]+) BC$', '\1 (BC)', 'g')`}, ""},
		{"postgres", "duckdb", "SELECT CAST(DATE '2020-01-02' AS TEXT) AS a, CAST(current_date AS TEXT) AS b", "", nil, "BC"},
		{"postgres", "spark", "SELECT CAST(d AS TEXT) AS a FROM t", schema, nil, "BC"},
	} {
		tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{Schema: tc.schema})
		if err != nil {
			t.Errorf("%s to %s: %s: %v", tc.from, tc.to, tc.in, err)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(tr.SQL, w) {
				t.Errorf("%s to %s: %s:\n%s\nwant %s", tc.from, tc.to, tc.in, tr.SQL, w)
			}
		}
		if tc.not != "" && strings.Contains(tr.SQL, tc.not) {
			t.Errorf("%s to %s: %s: %s holds %s", tc.from, tc.to, tc.in, tr.SQL, tc.not)
		}
	}
}
