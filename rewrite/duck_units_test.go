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
		// (of a DATE, a TIMESTAMP in DuckDB: date_trunc_dates.go)
		{"SELECT date_trunc('mon', DATE '2024-05-15') AS x", "trino", "date_trunc('month', CAST(DATE '2024-05-15' AS TIMESTAMP))"},
		{"SELECT datetrunc('YRS', DATE '2024-05-15') AS x", "postgres", "date_trunc('year', CAST(DATE '2024-05-15' AS TIMESTAMP))"},
		{"SELECT date_diff('weeks', DATE '2024-01-01', DATE '2024-03-01') AS x", "trino", "date_diff('day', DATE '2024-01-01', DATE '2024-03-01') / 7"},
		{"SELECT date_sub('Months', DATE '2024-01-31', DATE '2024-02-29') AS x", "trino", "date_diff('month', DATE '2024-01-31', DATE '2024-02-29')"},
		{"SELECT date_diff('d', DATE '2024-01-31', DATE '2024-02-29') AS x", "trino", "date_diff('day', DATE '2024-01-31', DATE '2024-02-29')"},
		// 'weekofyear' is DuckDB's week (DuckDB 1.5: date_trunc gives the
		// Monday, date_diff of 2024-01-01 and 2024-05-12 is 18), and
		// 'millennia' a millennium.
		{"SELECT date_trunc('weekofyear', TIMESTAMP '2024-05-15 10:20:30') AS x", "spark", "date_trunc('week', TIMESTAMP '2024-05-15 10:20:30')"},
		{"SELECT date_diff('weekofyear', DATE '2024-01-01', DATE '2024-05-12') AS x", "trino", "date_diff('day', DATE '2024-01-01', DATE '2024-05-12') / 7"},
		{"SELECT date_part('millennia', DATE '2024-01-01') AS x", "duckdb", "date_part('millennia', DATE '2024-01-01')"},
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
		{"SELECT date_part('millenia', DATE '2024-01-01') AS x", "duckdb"}, // raises on DuckDB 1.5
	} {
		tr, err := lateral.Translate(tc.q, "duckdb", tc.to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T124")
	}
	// A DuckDB part date_trunc is not read in (DuckDB 1.5 truncates to
	// 'ms', 'dec', 'dow' (a day); Spark's date_trunc takes none of those
	// names, Trino and PostgreSQL not all) is refused toward another
	// dialect (T302), not passed on unchanged, and kept toward DuckDB.
	for _, q := range []string{"SELECT date_trunc('ms', TIMESTAMP '2024-05-15 10:20:30.5') AS x",
		"SELECT datetrunc('dec', TIMESTAMP '2024-05-15 10:20:30') AS x", "SELECT date_trunc('dow', TIMESTAMP '2024-05-15 10:20:30') AS x"} {
		tr, err := lateral.Translate(q, "duckdb", "spark", lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T302")
		mustTranslate(t, q, "duckdb", "duckdb", lateral.TranslateOptions{})
	}
	// A synonym of a unit is read as the unit of TIMESTAMPs too
	// (duck_diff_time.go: the weeks), and refused as the unit is where
	// it is refused (T118: Drill has no day difference).
	const schema = "CREATE TABLE t (a TIMESTAMP, b TIMESTAMP)"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "duckdb"}
	tr := mustTranslate(t, "SELECT date_diff('weeks', t.a, t.b) AS w FROM t", "duckdb", "postgres", opts)
	if want := "SELECT (CAST(t.b AS DATE) - CAST(t.a AS DATE)) / 7 AS w FROM t"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	tr, err := lateral.Translate("SELECT date_diff('weeks', t.a, t.b) AS w FROM t", "duckdb", "drill", opts)
	wantRefusal(t, tr, err, "T118")
}
