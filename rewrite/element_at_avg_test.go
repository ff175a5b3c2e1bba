package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// element_at of a value of unknown type is an array element or a map
// lookup: Trino, Presto, Spark and Doris spell both element_at, the other
// targets each their own way (DuckDB's element_at takes maps only and
// gives a list), so there it is refused (T070) rather than kept.
func TestElementAtUnknownType(t *testing.T) {
	const in = "SELECT element_at(x.a, 1) AS c FROM x"
	for _, to := range []string{"duckdb", "postgres", "hive", "snowflake", "bigquery", "ansi", "drill"} {
		tr, err := lateral.Translate(in, "trino", to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T070")
	}
	for _, to := range []string{"trino", "presto", "spark", "doris"} {
		tr := mustTranslate(t, in, "trino", to, lateral.TranslateOptions{})
		if tr.SQL != in {
			t.Errorf("to %s: got %s", to, tr.SQL)
		}
	}
	// With the type, the array element is read in the target's spelling.
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE x (a ARRAY(INTEGER))"}
	if tr := mustTranslate(t, in, "trino", "duckdb", opts); tr.SQL != "SELECT x.a[1] AS c FROM x" {
		t.Errorf("typed, to duckdb: got %s", tr.SQL)
	}
}

// PostgreSQL's avg of integers is a numeric (1.6666666666666667 for 1, 2,
// 2, checked on PostgreSQL 15), Snowflake's a NUMBER of scale 6
// (1.666667): the DOUBLE average keeps the source's value.
func TestPostgresAvgToSnowflake(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INTEGER, n INTEGER, arr INTEGER[])"}
	for _, tc := range []struct{ in, want string }{
		{"SELECT avg(t.n) AS g FROM t", "SELECT avg(CAST(t.n AS DOUBLE)) AS g FROM t"},
		{"SELECT avg(u.x) AS g FROM t LEFT JOIN unnest(t.arr) AS u(x) ON TRUE",
			"SELECT avg(CAST(CAST(strip_null_value(u.VALUE) AS INTEGER) AS DOUBLE)) AS g FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS u"},
	} {
		if tr := mustTranslate(t, tc.in, "postgres", "snowflake", opts); tr.SQL != tc.want {
			t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
		}
	}
}
