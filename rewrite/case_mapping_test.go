package rewrite_test

import (
	"testing"

	lateral "github.com/lateral-sql/lateral"
)

// upper and lower map some letters outside ASCII otherwise per dialect
// (Hive and Spark: Java's full mapping, upper('straße') is 'STRASSE';
// DuckDB's upper: 'STRAẞE', checked on DuckDB 1.5.6; PostgreSQL's by its
// locale, 'STRAßE' under the C locale of PostgreSQL 15): translated
// between dialects whose mappings differ or are not settled, they warn
// (W026), unless the argument is an ASCII literal or not a string.
func TestCaseMappingWarning(t *testing.T) {
	for _, tc := range []struct {
		from, to, in string
		warn         bool
	}{
		{"duckdb", "trino", "SELECT upper(s) FROM t", true},
		{"hive", "duckdb", "SELECT lower(s) FROM t", true},
		{"spark", "postgres", "SELECT ucase(s) FROM t", true},
		{"postgres", "duckdb", "SELECT upper('straße')", true},
		{"hive", "spark", "SELECT upper(s), lower(s) FROM t", false},
		{"trino", "presto", "SELECT upper(s) FROM t", false},
		{"duckdb", "duckdb", "SELECT upper(s) FROM t", false},
		{"duckdb", "postgres", "SELECT upper('abc'), lower(NULL), upper(1)", false},
		{"spark", "trino", "SELECT length(s), concat(s, 'a') FROM t", false},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			checkWarned(t, tr, "W026", tc.warn)
		})
	}
}
