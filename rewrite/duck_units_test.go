package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// DuckDB's synonyms of a date part ('mon', 'weeks', 'yr': DuckDB
// documentation, Date Part Functions; run on DuckDB 1.5) are read as the
// part (duck_units.go, dialects.duckUnit), and a name DuckDB does not
// accept ('wk', 'qtr' raise on DuckDB 1.5) is refused with T124 at the
// literal, toward any target.
func TestDuckUnits(t *testing.T) {
	for _, tc := range []struct{ q, to, want string }{
		{"SELECT date_trunc('mon', DATE '2024-05-15') AS x", "trino", "date_trunc('month', DATE '2024-05-15')"},
		{"SELECT datetrunc('YRS', DATE '2024-05-15') AS x", "postgres", "date_trunc('year', DATE '2024-05-15')"},
		{"SELECT date_diff('weeks', DATE '2024-01-01', DATE '2024-03-01') AS x", "trino", "date_diff('day', DATE '2024-01-01', DATE '2024-03-01') / 7"},
		{"SELECT date_sub('Months', DATE '2024-01-31', DATE '2024-02-29') AS x", "trino", "date_diff('month', DATE '2024-01-31', DATE '2024-02-29')"},
		{"SELECT date_diff('d', DATE '2024-01-31', DATE '2024-02-29') AS x", "trino", "date_diff('day', DATE '2024-01-31', DATE '2024-02-29')"},
	} {
		tr := mustTranslate(t, tc.q, "duckdb", tc.to, lateral.TranslateOptions{})
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: got %s, want it to hold %s", tc.q, tc.to, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ q, to string }{
		{"SELECT date_diff('wk', DATE '2024-01-01', DATE '2024-03-01') AS x", "trino"},
		{"SELECT date_trunc('qtr', DATE '2024-01-01') AS x", "postgres"},
		{"SELECT date_part('q', DATE '2024-01-01') AS x", "duckdb"},
		{"SELECT date_sub('fortnight', DATE '2024-01-01', DATE '2024-03-01') AS x", "spark"},
	} {
		tr, err := lateral.Translate(tc.q, "duckdb", tc.to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T124")
	}
	// A synonym of a unit lateral does not read of TIMESTAMPs is the
	// refusal of the unit itself (T118), named as the unit.
	const schema = "CREATE TABLE t (a TIMESTAMP, b TIMESTAMP)"
	tr, err := lateral.Translate("SELECT date_diff('weeks', t.a, t.b) AS w FROM t", "duckdb", "postgres", lateral.TranslateOptions{Schema: schema, SchemaDialect: "duckdb"})
	wantRefusal(t, tr, err, "T118")
}
