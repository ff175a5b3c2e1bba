package lateral_test

import (
	"context"
	"fmt"
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

// DuckDB's cardinality takes MAPs only (run on DuckDB 1.5:
// cardinality([1, 2, 3]) and cardinality('héllo') are binding errors,
// "Cardinality can only operate on MAPs"; cardinality(MAP {'a': 1,
// 'b': NULL}) is 2): of an argument whose type is not known it counts a
// map's entries, MAP_SIZE for Snowflake (whose ARRAY_SIZE gives NULL for
// a map), array_size(map_keys(x)) for Doris, refused (T063) where there
// are no maps (rewrite/doris_size.go, mapCounted).
func TestDuckCardinalityUnknownTypeIsMapCount(t *testing.T) {
	const sql = "SELECT cardinality(x) AS n FROM t"
	for to, want := range map[string]string{
		"snowflake": "SELECT CASE WHEN x IS NULL THEN NULL ELSE map_size(x) END AS n FROM t",
		"doris":     "SELECT array_size(map_keys(x)) AS n FROM t",
		"trino":     "SELECT cardinality(x) AS n FROM t",
	} {
		tr, err := lateral.Translate(sql, "duckdb", to, lateral.TranslateOptions{})
		if err != nil || tr.SQL != want {
			t.Errorf("%s: got %v (%v), want %s", to, tr, err, want)
		}
	}
	for _, to := range []string{"postgres", "bigquery", "ansi"} {
		if _, err := lateral.Translate(sql, "duckdb", to, lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T063") {
			t.Errorf("%s: got %v, want T063", to, err)
		}
	}
}

// lat run reads Snowflake's ARRAY_SIZE of a map as NULL ("NULL is
// returned if the value is not an ARRAY", Snowflake SQL reference,
// ARRAY_SIZE), MAP_SIZE counting its entries (run.go, CardinalityMapNull).
func TestRunSnowflakeArraySizeOfMap(t *testing.T) {
	setup := "CREATE TABLE t (m MAP(VARCHAR, INTEGER)); INSERT INTO t SELECT {'a': 1, 'b': 2}::MAP(VARCHAR, INTEGER)"
	r, err := lateral.Run(context.Background(), "SELECT array_size(m) AS n, map_size(m) AS k FROM t", "snowflake", lateral.RunOptions{Setup: []string{setup}})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	rows, err := r.All()
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(rows); got != "[[NULL 2]]" {
		t.Errorf("got %s, want [[NULL 2]]", got)
	}
}

// DuckDB's array_length takes lists only (run on DuckDB 1.5:
// array_length(MAP {'a': 1, 'b': 2}) is a binding error): of a map it is
// refused (T137) toward Snowflake and Doris too, as toward the others,
// not written as the map's count (rewrite/doris_size.go, mapCounted).
func TestDuckArrayLengthOfMapRefused(t *testing.T) {
	schema := "CREATE TABLE t (m MAP(VARCHAR, INTEGER))"
	for _, to := range []string{"snowflake", "doris", "trino", "hive"} {
		_, err := lateral.Translate("SELECT array_length(m) AS n FROM t", "duckdb", to, lateral.TranslateOptions{Schema: schema})
		if err == nil || !strings.Contains(err.Error(), "T137") {
			t.Errorf("%s: got %v, want T137", to, err)
		}
	}
}

// Toward Snowflake, Hive's and Spark's size and Trino's and Presto's
// cardinality of a column whose type is not known are refused (T143): a
// map's entries would be ARRAY_SIZE's NULL there (rewrite/doris_size.go,
// snowflakeMapCount). With the type given, an array keeps ARRAY_SIZE.
func TestSnowflakeCountUnknownColumnRefused(t *testing.T) {
	for from, sql := range map[string]string{"hive": "SELECT size(x) AS n FROM t", "spark": "SELECT size(x) AS n FROM t",
		"trino": "SELECT cardinality(x) AS n FROM t", "presto": "SELECT cardinality(x) AS n FROM t"} {
		if _, err := lateral.Translate(sql, from, "snowflake", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T143") {
			t.Errorf("%s: got %v, want T143", from, err)
		}
		if _, err := lateral.Translate(sql, from, "trino", lateral.TranslateOptions{}); err != nil {
			t.Errorf("%s to trino: %v", from, err)
		}
	}
	tr, err := lateral.Translate("SELECT cardinality(x) AS n FROM t", "trino", "snowflake", lateral.TranslateOptions{Schema: "CREATE TABLE t (x ARRAY(INTEGER))"})
	if err != nil || tr.SQL != "SELECT array_size(x) AS n FROM t" {
		t.Errorf("an array: got %v (%v)", tr, err)
	}
}

// Snowflake's ARRAY_SIZE of a VARIANT or an OBJECT holding no ARRAY is NULL
// ("NULL is returned if the value is not an ARRAY", Snowflake SQL
// reference, ARRAY_SIZE), where the others' cardinality counts or raises:
// of an argument not known to be an ARRAY (a VARIANT or OBJECT column,
// PARSE_JSON, a column of unknown type) it is refused (T143); an ARRAY
// column and an array constant keep it (rewrite/doris_size.go).
func TestSnowflakeArraySizeNotArrayRefused(t *testing.T) {
	schema := "CREATE TABLE t (v VARIANT, o OBJECT, a ARRAY)"
	for _, target := range []string{"trino", "duckdb", "postgres", "spark"} {
		for _, arg := range []string{"v", "o", "x", "PARSE_JSON('[1]')"} {
			_, err := lateral.Translate("SELECT array_size("+arg+") AS n FROM t", "snowflake", target, lateral.TranslateOptions{Schema: schema})
			if err == nil || !strings.Contains(err.Error(), "T143") {
				t.Errorf("%s: array_size(%s): got %v, want T143", target, arg, err)
			}
		}
		for _, arg := range []string{"a", "[1, 2]"} {
			if _, err := lateral.Translate("SELECT array_size("+arg+") AS n FROM t", "snowflake", target, lateral.TranslateOptions{Schema: schema}); err != nil {
				t.Errorf("%s: array_size(%s): %v", target, arg, err)
			}
		}
	}
	if _, err := lateral.Translate("SELECT array_size(v) AS n FROM t", "snowflake", "snowflake", lateral.TranslateOptions{Schema: schema}); err != nil {
		t.Errorf("snowflake: %v", err)
	}
}
