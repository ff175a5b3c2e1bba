package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A WITH query's or a derived table's column has the type of its item:
// a reverse of an array defined there is the array's reverse; one of a
// column whose type is not known is refused (T056); a string stays a
// string reverse.
func TestQueryColumnTypes(t *testing.T) {
	cases := []struct{ in, want string }{
		{"WITH w AS (SELECT ARRAY[1, 2] AS a) SELECT reverse(w.a) AS r FROM w",
			"WITH w AS (SELECT [1, 2] AS a) SELECT list_reverse(w.a) AS r FROM w"},
		{"WITH d AS (SELECT ARRAY[1] AS a UNION ALL SELECT NULL) SELECT reverse(d.a) AS r FROM d",
			"WITH d AS (SELECT [1] AS a UNION ALL SELECT NULL) SELECT list_reverse(d.a) AS r FROM d"},
		{"WITH w AS (SELECT 'ab' AS a) SELECT reverse(w.a) AS r FROM w",
			"WITH w AS (SELECT 'ab' AS a) SELECT reverse(w.a) AS r FROM w"},
	}
	for _, c := range cases {
		if tr := mustTranslate(t, c.in, "trino", "duckdb", lateral.TranslateOptions{}); tr.SQL != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.in, tr.SQL, c.want)
		}
	}
	for _, in := range []string{
		"SELECT reverse(x.a) AS r FROM x",
		"WITH w AS (SELECT ARRAY[1] AS a UNION ALL SELECT 'ab') SELECT reverse(w.a) AS r FROM w",
	} {
		tr, err := lateral.Translate(in, "trino", "snowflake", lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T056")
	}
	// DuckDB's reverse rejects an array when the query is bound: a column
	// of unknown type is passed on.
	if tr := mustTranslate(t, "SELECT reverse(x.a) AS r FROM x", "trino", "duckdb", lateral.TranslateOptions{}); tr.SQL != "SELECT reverse(x.a) AS r FROM x" {
		t.Errorf("got %s", tr.SQL)
	}
	// BigQuery's REVERSE takes no array either, and reverses BYTES byte by
	// byte as Trino's reverse of a VARBINARY does; Spark reads a binary as
	// a string, so from Spark the type must be known.
	// So do PostgreSQL's (reverse(bytea) since PostgreSQL 18).
	for _, to := range []string{"bigquery", "postgres"} {
		if tr := mustTranslate(t, "SELECT reverse(x.a) AS r FROM x", "trino", to, lateral.TranslateOptions{}); tr.SQL != "SELECT reverse(x.a) AS r FROM x" {
			t.Errorf("to %s: got %s", to, tr.SQL)
		}
		tr, err := lateral.Translate("SELECT reverse(x.a) AS r FROM x", "spark", to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T056")
	}
}
