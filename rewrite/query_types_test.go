package rewrite_test

import (
	"fmt"
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

// A derived table's column has the type of its item, read through the
// alias (qualified or not, from a LATERAL subquery too) and its column
// list; a UNION's branches must agree. PostgreSQL's || of two such arrays
// tests the NULL operands for Trino; of two strings it stays ||; where a
// column's type is still not known (branches that disagree, a table not in
// the schema) it is refused (T056), except beside a string literal
// PostgreSQL cannot read as an array.
func TestDerivedColumnTypes(t *testing.T) {
	pg := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INTEGER, a INTEGER[], b INTEGER[], s TEXT);", SchemaDialect: "postgres"}
	const cat = "CASE WHEN %[1]sa IS NULL THEN %[1]sb WHEN %[1]sb IS NULL THEN %[1]sa ELSE %[1]sa || %[1]sb END"
	cases := []struct{ in, want string }{
		{"SELECT d.a || d.b AS c FROM (SELECT a, b FROM t UNION ALL SELECT a, b FROM t WHERE id > 2) AS d",
			"SELECT " + fmt.Sprintf(cat, "d.") + " AS c FROM (SELECT a, b FROM t UNION ALL SELECT a, b FROM t WHERE id > 2) AS d"},
		{"SELECT a || b AS c FROM (SELECT a, b FROM t) AS d",
			"SELECT " + fmt.Sprintf(cat, "") + " AS c FROM (SELECT a, b FROM t) AS d"},
		{"SELECT d.x || d.y AS c FROM (SELECT b, a FROM t) AS d(y, x)",
			"SELECT CASE WHEN d.x IS NULL THEN d.y WHEN d.y IS NULL THEN d.x ELSE d.x || d.y END AS c FROM (SELECT b, a FROM t) AS d(y, x)"},
		{"SELECT l.e FROM (SELECT a, b FROM t) AS d CROSS JOIN LATERAL (SELECT e FROM unnest(d.a || d.b) AS v(e)) AS l",
			"SELECT l.e FROM (SELECT a, b FROM t) AS d CROSS JOIN LATERAL (SELECT e FROM UNNEST(" + fmt.Sprintf(cat, "d.") + ") AS v(e)) AS l"},
		{"SELECT d.s || d.s AS c FROM (SELECT s FROM t UNION ALL SELECT 'x') AS d",
			"SELECT d.s || d.s AS c FROM (SELECT s FROM t UNION ALL SELECT 'x') AS d"},
		// a string: its float test when the query runs (float_text.go),
		// and its TIMESTAMP and TIME test (untyped_temporal_text.go)
		{"SELECT u.p || ' ' AS c FROM u", "SELECT CASE WHEN typeof(u.p) IN ('double', 'real') AND u.p IS NOT NULL OR (typeof(u.p) LIKE 'timestamp(%' OR typeof(u.p) LIKE 'time(%' OR typeof(u.p) IN ('date') OR typeof(u.p) LIKE 'interval%') THEN CASE WHEN typeof(u.p) IN ('double', 'real') AND u.p IS NOT NULL THEN CAST(CAST('a floating-point value written as text, which trino writes otherwise than postgres (3.0 or 3, 1.0E7 or 1e+07): cast it to DECIMAL(p, s) first (an error of the translation from postgres): ' || typeof(u.p) AS BIGINT) AS VARCHAR) WHEN typeof(u.p) LIKE 'interval%' AND u.p IS NOT NULL THEN CAST(CAST('an INTERVAL written as text, which trino writes otherwise than postgres (1 02:00:00.000 or 1 day 02:00:00): write the parts you need as numbers (EXTRACT) first (an error of the translation from postgres): ' || typeof(u.p) AS BIGINT) AS VARCHAR) WHEN (typeof(u.p) LIKE 'timestamp(%) with time zone' OR typeof(u.p) LIKE 'time(%) with time zone') AND u.p IS NOT NULL THEN CAST(CAST('a TIMESTAMP WITH TIME ZONE or TIME WITH TIME ZONE written as text, which trino writes with its zone''s name (2024-01-01 10:00:00.500 UTC) where postgres writes the offset (2024-01-01 10:00:00.5+00): write the parts you need with the source''s formatting function (to_char, strftime) first (an error of the translation from postgres): ' || typeof(u.p) AS BIGINT) AS VARCHAR) WHEN (typeof(u.p) LIKE 'timestamp(%)' OR typeof(u.p) IN ('date')) AND (CAST(u.p AS VARCHAR) LIKE '-%' OR CAST(u.p AS VARCHAR) LIKE '0000-%') AND u.p IS NOT NULL THEN CAST(CAST('a DATE or TIMESTAMP before Christ written as text, which trino writes otherwise than postgres (-0044-03-15 or 0045-03-15 BC): write the parts you need with the source''s formatting function (to_char, strftime) first (an error of the translation from postgres): ' || typeof(u.p) AS BIGINT) AS VARCHAR) WHEN typeof(u.p) LIKE 'timestamp(%)' OR typeof(u.p) LIKE 'time(%)' THEN regexp_replace(regexp_replace(CAST(u.p AS VARCHAR), '(\\.[0-9]*[1-9])0+\\z', '$1'), '^\\+|\\.0+\\z', '') ELSE CAST(u.p AS VARCHAR) END || ' ' ELSE CAST(u.p AS VARCHAR) || ' ' END AS c FROM u"},
	}
	for _, c := range cases {
		if tr := mustTranslate(t, c.in, "postgres", "trino", pg); tr.SQL != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.in, tr.SQL, c.want)
		}
	}
	for _, in := range []string{
		"SELECT d.a || d.b AS c FROM (SELECT a, b FROM t UNION ALL SELECT s, s FROM t) AS d",
		"SELECT u.p || u.q AS c FROM u",
		"SELECT u.p || '{1}' AS c FROM u",
		"SELECT u.p || ' ' || u.q AS c FROM u",
	} {
		tr, err := lateral.Translate(in, "postgres", "trino", pg)
		wantRefusal(t, tr, err, "T056")
	}
	// Trino's || of a derived table's arrays is NULL with a NULL operand,
	// which PostgreSQL's is not; of strings it stays ||.
	tri := lateral.TranslateOptions{Schema: "CREATE TABLE t (a ARRAY(INTEGER), s VARCHAR);", SchemaDialect: "trino"}
	if tr := mustTranslate(t, "SELECT d.a || d.a2 AS c FROM (SELECT a, a AS a2 FROM t) AS d", "trino", "postgres", tri); tr.SQL !=
		"SELECT CASE WHEN d.a IS NULL OR d.a2 IS NULL THEN NULL ELSE d.a || d.a2 END AS c FROM (SELECT a, a AS a2 FROM t) AS d" {
		t.Errorf("trino derived arrays: got %s", tr.SQL)
	}
	if tr := mustTranslate(t, "SELECT d.s || d.s AS c FROM (SELECT s FROM t) AS d", "trino", "postgres", tri); tr.SQL !=
		"SELECT d.s || d.s AS c FROM (SELECT s FROM t) AS d" {
		t.Errorf("trino derived strings: got %s", tr.SQL)
	}
}
