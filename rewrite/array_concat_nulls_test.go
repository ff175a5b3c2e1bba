package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's || of arrays counts a NULL array as empty and appends a
// NULL element; Trino's, DuckDB's and the other dialects' || (and concat)
// of arrays is NULL when an operand is NULL. Each side's rule is written
// in the other's terms (array_concat_nulls.go).
func TestArrayConcatNulls(t *testing.T) {
	trinoSchema := lateral.TranslateOptions{Schema: "CREATE TABLE t (a ARRAY(INTEGER), b ARRAY(INTEGER), n INTEGER, s VARCHAR);", SchemaDialect: "trino"}
	pgSchema := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INTEGER[], b INTEGER[], n INTEGER, s TEXT);", SchemaDialect: "postgres"}
	cases := []struct {
		name, from, to, in, want string
		opts                     lateral.TranslateOptions
	}{
		{"trino arrays into postgres", "trino", "postgres", "SELECT a || b AS c FROM t",
			"SELECT CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE a || b END AS c FROM t", trinoSchema},
		{"trino constructor not tested", "trino", "postgres", "SELECT a || ARRAY[9] AS c FROM t",
			"SELECT CASE WHEN a IS NULL THEN NULL ELSE a || ARRAY[9] END AS c FROM t", trinoSchema},
		{"trino element into postgres", "trino", "postgres", "SELECT a || n AS c FROM t",
			"SELECT CASE WHEN a IS NULL OR n IS NULL THEN NULL ELSE a || n END AS c FROM t", trinoSchema},
		{"trino concat of arrays into ansi", "trino", "ansi", "SELECT concat(a, b, a) AS c FROM t",
			"SELECT CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE a || b || a END AS c FROM t", trinoSchema},
		{"strings keep ||", "trino", "postgres", "SELECT s || s AS c, concat(s, 'x') AS d FROM t",
			"SELECT s || s AS c, s || 'x' AS d FROM t", trinoSchema},
		{"postgres arrays into trino", "postgres", "trino", "SELECT a || b AS c FROM t",
			"SELECT CASE WHEN a IS NULL THEN b WHEN b IS NULL THEN a ELSE a || b END AS c FROM t", pgSchema},
		{"postgres append into duckdb", "postgres", "duckdb", "SELECT a || n AS c FROM t",
			"SELECT CASE WHEN a IS NULL THEN [n] ELSE a || [n] END AS c FROM t", pgSchema},
		{"postgres prepend into spark", "postgres", "spark", "SELECT n || a AS c FROM t",
			"SELECT CASE WHEN a IS NULL THEN array(n) ELSE array(n) || a END AS c FROM t", pgSchema},
		{"postgres NULL literal is an array", "postgres", "trino", "SELECT a || NULL AS c FROM t",
			"SELECT a AS c FROM t", pgSchema},
		{"postgres strings keep ||", "postgres", "trino", "SELECT s || s AS c FROM t",
			"SELECT s || s AS c FROM t", pgSchema},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, tc.opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, tc.to, tc.opts)
		})
	}
	// Out of PostgreSQL, an array beside a value of unknown type could be
	// array_cat or array_append.
	tr, err := lateral.Translate("SELECT a || f(n) AS c FROM t", "postgres", "trino", pgSchema)
	wantRefusal(t, tr, err, "T056")
}

// PostgreSQL reads a quoted literal beside an array in || as an array
// literal (ARRAY['a'] || '{b,c}' is {a,b,c} on PostgreSQL 15): written as
// the array of its elements where the array's type is known
// (pg_array_text.go), refused where it is not; a typed text value is an
// element.
func TestArrayConcatStringLiteral(t *testing.T) {
	for _, c := range []struct{ sql, want string }{
		{"SELECT ARRAY['a'] || '{b,c}' AS x", "SELECT ['a'] || [CAST('b' AS TEXT), CAST('c' AS TEXT)] AS x"},
		{"SELECT ARRAY['a'] || CAST('b' AS TEXT) AS x", "SELECT ['a'] || [CAST('b' AS TEXT)] AS x"},
	} {
		if got := mustTranslate(t, c.sql, "postgres", "duckdb", lateral.TranslateOptions{}); got.SQL != c.want {
			t.Errorf("got  %s\nwant %s", got.SQL, c.want)
		}
	}
	tr, err := lateral.Translate("SELECT ARRAY[NULL] || '{b,c}' AS x", "postgres", "duckdb", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T301")
}

// BigQuery ARRAY_CONCAT of one array is that array; Trino's and Presto's
// concat takes two or more arguments (Trino: "There must be two or more
// concatenation arguments"), so one is not written as concat there.
func TestBigQueryArrayConcatOne(t *testing.T) {
	for _, tc := range []struct{ to, want string }{
		{"trino", "SELECT x AS b, concat(x, y) AS c FROM t"},
		{"presto", "SELECT x AS b, concat(x, y) AS c FROM t"},
	} {
		tr := mustTranslate(t, "SELECT ARRAY_CONCAT(x) AS b, ARRAY_CONCAT(x, y) AS c FROM t", "bigquery", tc.to, lateral.TranslateOptions{})
		if tr.SQL != tc.want {
			t.Errorf("%s: got  %s\nwant %s", tc.to, tr.SQL, tc.want)
		}
	}
}

// A NULL literal given to PostgreSQL's array_cat leaves the other argument
// (array_cat(ARRAY[1], NULL) is {1}, array_cat(NULL, NULL) NULL: run on
// PostgreSQL 15); DuckDB's list_concat of NULL literals only has no
// element type and is refused.
func TestArrayCatNullLiterals(t *testing.T) {
	for _, tc := range []struct{ from, to, in, want string }{
		{"postgres", "duckdb", "SELECT array_cat(t.a, NULL) AS x, array_cat(NULL, t.b) AS y, array_cat(NULL, NULL) AS z FROM t",
			"SELECT t.a AS x, t.b AS y, NULL AS z FROM t"},
		{"postgres", "trino", "SELECT array_cat(ARRAY[1], NULL) AS x", "SELECT ARRAY[1] AS x"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{})
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: got  %s\nwant %s", tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	tr, err := lateral.Translate("SELECT list_concat(NULL, NULL) AS x", "duckdb", "postgres", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T301")
}
