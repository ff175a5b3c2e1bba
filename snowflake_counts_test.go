package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A map's entries toward Snowflake are MAP_SIZE's, guarded for NULL
// (rewrite/doris_size.go, snowflakeMapCount): ARRAY_SIZE, cardinality's
// Snowflake spelling, gives NULL for a value that is no ARRAY (Snowflake
// SQL reference, ARRAY_SIZE; MAP_SIZE). Hive's and Spark's size keeps its
// -1 for a NULL map; an array keeps ARRAY_SIZE.
func TestSnowflakeMapCount(t *testing.T) {
	for _, c := range []struct{ from, schema, sql, want string }{
		{"trino", "CREATE TABLE t (m MAP(VARCHAR, INTEGER), a ARRAY(INTEGER))", "SELECT cardinality(m) AS n, cardinality(a) AS k FROM t",
			"SELECT CASE WHEN m IS NULL THEN NULL ELSE map_size(m) END AS n, array_size(a) AS k FROM t"},
		{"hive", "CREATE TABLE t (m MAP<STRING, INT>, a ARRAY<INT>)", "SELECT size(m) AS n, size(a) AS k FROM t",
			"SELECT coalesce(CASE WHEN m IS NULL THEN NULL ELSE map_size(m) END, -1) AS n, coalesce(array_size(a), -1) AS k FROM t"},
		{"duckdb", "CREATE TABLE t (m MAP(VARCHAR, INTEGER), a INTEGER[])", "SELECT len(m) AS n, cardinality(m) AS c, len(a) AS k FROM t",
			"SELECT CASE WHEN m IS NULL THEN NULL ELSE map_size(m) END AS n, CASE WHEN m IS NULL THEN NULL ELSE map_size(m) END AS c, array_size(a) AS k FROM t"},
	} {
		tr, err := lateral.Translate(c.sql, c.from, "snowflake", lateral.TranslateOptions{Schema: c.schema})
		if err != nil {
			t.Fatalf("%s: %v", c.from, err)
		}
		if tr.SQL != c.want {
			t.Errorf("%s: %s\ngot  %s\nwant %s", c.from, c.sql, tr.SQL, c.want)
		}
	}
}

// Snowflake's ARRAY_SIZE of a MAP is not its number of entries (NULL for
// a value that is no ARRAY): refused (T143) where the target would count
// the entries; of an ARRAY it is cardinality.
func TestSnowflakeArraySizeOfMapRefused(t *testing.T) {
	schema := "CREATE TABLE t (m MAP(VARCHAR, INT), a ARRAY(INT))"
	for _, target := range []string{"trino", "duckdb", "hive", "spark"} {
		_, err := lateral.Translate("SELECT array_size(m) AS n FROM t", "snowflake", target, lateral.TranslateOptions{Schema: schema})
		if err == nil || !strings.Contains(err.Error(), "T143") {
			t.Errorf("%s: got %v, want T143", target, err)
		}
		if _, err := lateral.Translate("SELECT array_size(a) AS n FROM t", "snowflake", target, lateral.TranslateOptions{Schema: schema}); err != nil {
			t.Errorf("%s: an array's size: %v", target, err)
		}
	}
}

// DuckDB's length and array_length count a string's characters and a
// list's elements; without the argument's type they are refused (T143)
// toward Snowflake, whose LENGTH takes strings (an ARRAY coerced to its
// text) and ARRAY_SIZE arrays (NULL for a string). A known type decides.
func TestDuckLengthUnknownTypeSnowflake(t *testing.T) {
	for _, sql := range []string{"SELECT length(x) AS n FROM t", "SELECT array_length(x) AS n FROM t"} {
		_, err := lateral.Translate(sql, "duckdb", "snowflake", lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T143") {
			t.Errorf("%s: got %v, want T143", sql, err)
		}
		if _, err := lateral.Translate(sql, "duckdb", "trino", lateral.TranslateOptions{}); err != nil {
			t.Errorf("trino: %s: %v", sql, err)
		}
	}
	schema := "CREATE TABLE t (s VARCHAR, l INTEGER[])"
	for sql, want := range map[string]string{
		"SELECT length(s) AS n FROM t":       "SELECT length(s) AS n FROM t",
		"SELECT array_length(l) AS n FROM t": "SELECT array_size(l) AS n FROM t",
	} {
		tr, err := lateral.Translate(sql, "duckdb", "snowflake", lateral.TranslateOptions{Schema: schema})
		if err != nil || tr.SQL != want {
			t.Errorf("%s: got %v (%v), want %s", sql, tr, err, want)
		}
	}
	for _, from := range []string{"hive", "spark", "trino", "postgres", "bigquery"} {
		if _, err := lateral.Translate("SELECT length(x) AS n FROM t", from, "snowflake", lateral.TranslateOptions{}); err != nil {
			t.Errorf("%s: a string's length: %v", from, err)
		}
	}
}
