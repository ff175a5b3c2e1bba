package lateral_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/diag"
)

// firstError returns the first error diagnostic of a Translate error.
func firstError(err error) *diag.Diagnostic {
	var le *lateral.Error
	if !errors.As(err, &le) {
		return nil
	}
	if list := le.Diagnostics.Errors(); len(list) > 0 {
		return list[0]
	}
	return nil
}

// A canonical name a dialect has no reading of is the dialect's own
// function: Trino's array_intersect (which follows the order of the
// longer array) passes to Trino unchanged and is refused elsewhere,
// naming the dialect that reads array_intersect; from Spark, which reads
// it, it still translates; the reference executor does not run Trino's.
func TestUnreadCanonicalName(t *testing.T) {
	const q = "SELECT array_intersect(a, b) AS d FROM t"
	for _, from := range []string{"trino", "presto", "duckdb"} {
		tr, err := lateral.Translate(q, from, from, lateral.TranslateOptions{})
		if err != nil || tr.SQL != q {
			t.Errorf("%s to itself: got %v, %v", from, tr, err)
		}
	}
	for _, to := range []string{"spark", "hive", "postgres", "duckdb"} {
		_, err := lateral.Translate(q, "trino", to, lateral.TranslateOptions{})
		d := firstError(err)
		if d == nil || d.Code != "T302" || d.Span.Start.Col != 8 ||
			!strings.Contains(d.Message, "lateral does not read trino's array_intersect") ||
			!strings.Contains(d.Hint, "only from spark") {
			t.Errorf("trino to %s: got %v, want T302 at column 8 naming spark", to, err)
		}
	}
	tr, err := lateral.Translate(q, "spark", "spark", lateral.TranslateOptions{})
	if err != nil || tr.SQL != q {
		t.Errorf("spark to spark: got %v, %v", tr, err)
	}
	if _, err := lateral.Translate("SELECT array_intersect(array(1), array(2)) AS d", "spark", "postgres", lateral.TranslateOptions{}); err != nil {
		t.Errorf("spark to postgres: %v", err)
	}
	if _, err := runStrings(t, "SELECT array_intersect(ARRAY[1, 1], ARRAY[1]) AS d", "trino"); err == nil {
		t.Errorf("trino array_intersect ran on the reference executor as the canonical function")
	}
	if got, err := runStrings(t, "SELECT size(array_intersect(array(1, 1, 2), array(2, 1))) AS d", "spark"); err != nil || strings.Join(got, ",") != "2" {
		t.Errorf("spark array_intersect: got %q, %v", got, err)
	}
	// The rewrite rules leave such a call: Trino's collect_list is not
	// lowered as Spark's is for PostgreSQL.
	const agg = "SELECT collect_list(x) AS l FROM t GROUP BY k"
	_, err = lateral.Translate(agg, "trino", "postgres", lateral.TranslateOptions{})
	if d := firstError(err); d == nil || d.Code != "T302" || !strings.Contains(d.Message, "lateral does not read trino's collect_list") {
		t.Errorf("trino collect_list to postgres: got %v, want T302", err)
	}
	tr, err = lateral.Translate(agg, "spark", "postgres", lateral.TranslateOptions{})
	if want := "SELECT coalesce(array_agg(x) FILTER (WHERE x IS NOT NULL), '{}') AS l FROM t GROUP BY k"; err != nil || tr.SQL != want {
		t.Errorf("spark collect_list to postgres: got %v, %v, want %s", tr, err, want)
	}
	// A form of another function: the message says so, not "does not read".
	_, err = lateral.Translate("SELECT substr(s, n) AS a FROM t", "snowflake", "hive", lateral.TranslateOptions{})
	if d := firstError(err); d == nil || !strings.Contains(d.Message, "lateral reads only its other forms") {
		t.Errorf("snowflake substr(s, n) to hive: got %v", err)
	}
}

// Doris, BigQuery and Snowflake replace with a literal non-empty search is
// read as the canonical replace and written back the same way, so it
// passes to its own dialect and between them; another search string is
// the dialect's own function.
func TestReplaceLiteralSearch(t *testing.T) {
	const q = "SELECT replace(s, ',', ';') AS r FROM t"
	for _, from := range []string{"doris", "bigquery", "snowflake"} {
		for _, to := range []string{"doris", "bigquery", "snowflake", "hive"} {
			tr, err := lateral.Translate(q, from, to, lateral.TranslateOptions{})
			if err != nil || tr.SQL != q {
				t.Errorf("%s to %s: got %v, %v", from, to, tr, err)
			}
		}
	}
	_, err := lateral.Translate("SELECT replace(s, x, ';') AS r FROM t", "hive", "doris", lateral.TranslateOptions{})
	if d := firstError(err); d == nil || d.Code != "T302" {
		t.Errorf("hive replace with a column search to doris: got %v, want T302", err)
	}
}
