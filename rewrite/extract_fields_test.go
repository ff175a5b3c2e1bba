package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestExtractFields: an EXTRACT field the dialects number differently is
// refused (T128) between two dialects: DuckDB's and PostgreSQL's DOW count
// Sunday as 0, Spark's Sunday as 1 and Trino's Monday as 1; DuckDB's SECOND
// is an integer (12 for 10:11:12.5, run on DuckDB 1.5), PostgreSQL's and
// Spark's keep the fraction (12.500000 on PostgreSQL 15). YEAR, QUARTER,
// MONTH, DAY, HOUR and MINUTE pass, SECOND passes between two dialects
// that both drop (or both keep) the fraction, and any field passes from a
// dialect to itself.
func TestExtractFields(t *testing.T) {
	const ts = "TIMESTAMP '2024-01-07 10:11:12.5'"
	for _, tc := range []struct{ from, to, field string }{
		{"duckdb", "postgres", "SECOND"},
		{"postgres", "duckdb", "SECOND"},
		{"duckdb", "spark", "second"},
		{"spark", "trino", "SECOND"},
		{"postgres", "drill", "SECOND"},
		{"duckdb", "spark", "DOW"},
		{"postgres", "trino", "dow"},
		{"duckdb", "postgres", "EPOCH"},
		{"postgres", "duckdb", "WEEK"},
		{"spark", "postgres", "DOY"},
		{"trino", "duckdb", "DAY_OF_WEEK"},
	} {
		q := "SELECT EXTRACT(" + tc.field + " FROM " + ts + ") AS x"
		tr, err := lateral.Translate(q, tc.from, tc.to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T128")
	}
	for _, tc := range []struct{ from, to, field string }{
		{"duckdb", "trino", "SECOND"},
		{"postgres", "spark", "SECOND"},
		{"spark", "postgres", "SECOND"},
		{"duckdb", "duckdb", "DOW"},
		{"postgres", "postgres", "EPOCH"},
		{"duckdb", "spark", "HOUR"},
		{"postgres", "trino", "MINUTE"},
		{"trino", "postgres", "QUARTER"},
	} {
		q := "SELECT EXTRACT(" + tc.field + " FROM " + ts + ") AS x"
		tr := mustTranslate(t, q, tc.from, tc.to, lateral.TranslateOptions{})
		if !strings.Contains(strings.ToUpper(tr.SQL), "EXTRACT("+strings.ToUpper(tc.field)+" FROM") {
			t.Errorf("%s to %s: got %s, want EXTRACT(%s ...) kept", tc.from, tc.to, tr.SQL, tc.field)
		}
	}
}
