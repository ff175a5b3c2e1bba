package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestDatePartFraction: PostgreSQL's date_part('second', x) keeps the
// fraction (run on PostgreSQL 15: date_part('second', timestamp
// '2020-01-01 00:00:01.5') is 1.5, 'millisecond' of .5005 1500.5), DuckDB's
// drops it (run on DuckDB 1.5: 1 and 1500): refused (T128) between them,
// kept toward Spark (its date_part('SECOND') is a DECIMAL(8, 6) with the
// fraction) and within a dialect; the other parts are not concerned.
func TestDatePartFraction(t *testing.T) {
	for _, tc := range [][3]string{
		{"postgres", "duckdb", "date_part('second', ts)"},
		{"duckdb", "postgres", "date_part('seconds', ts)"},
		{"postgres", "duckdb", "date_part('millisecond', ts)"},
		{"postgres", "trino", "date_part('second', ts)"},
	} {
		tr, err := lateral.Translate("SELECT "+tc[2]+" AS x FROM t", tc[0], tc[1], lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T128")
	}
	for _, tc := range [][3]string{
		{"postgres", "spark", "date_part('second', ts)"},
		{"postgres", "postgres", "date_part('second', ts)"},
		{"postgres", "duckdb", "date_part('microseconds', ts)"},
		{"postgres", "duckdb", "date_part('year', ts)"},
	} {
		mustTranslate(t, "SELECT "+tc[2]+" AS x FROM t", tc[0], tc[1], lateral.TranslateOptions{})
	}
}
