package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// DuckDB's DESCRIBE has no equivalent elsewhere: translating it to another
// dialect is refused at the DESCRIBE (T076), before anything inside it is
// lowered; to DuckDB it is kept.
func TestDescribeRefusedOutsideDuckDB(t *testing.T) {
	for _, in := range []string{
		"DESCRIBE SELECT 1 AS a",
		"SELECT column_name FROM (DESCRIBE SELECT unnest([1, 2]) AS u)",
		"DESCRIBE t",
	} {
		for _, to := range []string{"postgres", "trino", "spark", "hive", "ansi", "bigquery", "snowflake", "drill", "doris", "presto"} {
			tr, err := lateral.Translate(in, "duckdb", to, lateral.TranslateOptions{})
			wantRefusal(t, tr, err, "T076")
			if err != nil && !strings.Contains(err.Error(), "DESCRIBE cannot be expressed in "+to) {
				t.Errorf("%s to %s: %v", in, to, err)
			}
		}
		tr := mustTranslate(t, in, "duckdb", "duckdb", lateral.TranslateOptions{})
		if !strings.HasPrefix(tr.SQL, "DESCRIBE") && !strings.Contains(tr.SQL, "(DESCRIBE") {
			t.Errorf("%s to duckdb: %s", in, tr.SQL)
		}
		checkIdempotent(t, tr, "duckdb", lateral.TranslateOptions{})
	}
}
