package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Snowflake's ARRAY_CONTAINS and ARRAY_POSITION take a VARIANT value for a
// semi-structured array (an array constant, SPLIT's result, a column of
// unknown type) and a value of the element type for a structured
// ARRAY(T) column: the translation casts a string, boolean or date value
// to VARIANT for the first kind only, and leaves numbers and NULL alone.
func TestSnowflakeArraySearchVariant(t *testing.T) {
	const schema = "CREATE TABLE t (s STRING, n INT, b BOOLEAN, arr ARRAY<STRING>, nums ARRAY<INT>)"
	for _, tc := range []struct {
		name, from, in string
		schema         bool
		has, hasNot    []string
	}{
		{name: "split result, string literal", from: "spark", schema: true,
			in:     "SELECT array_contains(split(s, ','), 'a') AS c FROM t",
			has:    []string{"array_contains(CAST('a' AS VARIANT), CASE WHEN s = '' THEN [''] ELSE split(s, ',') END)"},
			hasNot: []string{"CAST('a' AS VARIANT) IS NULL"}},
		{name: "array constant, string column", from: "spark", schema: true,
			in:  "SELECT array_position(array('a', 'b'), s) AS p FROM t",
			has: []string{"array_position(CAST(s AS VARIANT), ['a', 'b'])"}},
		{name: "array constant, boolean column", from: "trino", schema: true,
			in:  "SELECT contains(ARRAY[true], b) AS c FROM t",
			has: []string{"array_contains(CAST(b AS VARIANT), [TRUE])"}},
		{name: "array constant, number column: cast implicitly", from: "spark", schema: true,
			in:     "SELECT array_contains(array(1, 2), n) AS c FROM t",
			has:    []string{"array_contains(n, [1, 2])"},
			hasNot: []string{"VARIANT"}},
		{name: "structured column keeps the value's type", from: "spark", schema: true,
			in:     "SELECT array_contains(arr, s) AS c, array_position(arr, 'x') AS p FROM t",
			has:    []string{"array_contains(s, arr)", "array_position('x', arr)"},
			hasNot: []string{"VARIANT"}},
		{name: "column of unknown type is taken as semi-structured", from: "spark",
			in:  "SELECT array_contains(xs, 'a') AS c FROM u",
			has: []string{"array_contains(CAST('a' AS VARIANT), xs)"}},
		{name: "a subquery's array column is SPLIT's", from: "spark", schema: true,
			in:  "SELECT array_contains(q.parts, 'a') AS c FROM (SELECT split(s, ',') AS parts FROM t) q",
			has: []string{"array_contains(CAST('a' AS VARIANT), q.parts)"}},
		{name: "NULL value stays NULL", from: "doris", schema: true,
			in:     "SELECT array_contains(['a'], NULL) AS c FROM t",
			hasNot: []string{"VARIANT"}},
		{name: "a Snowflake source is left as written", from: "snowflake", schema: true,
			in:     "SELECT array_contains('a', arr) AS c FROM t",
			has:    []string{"array_contains('a', arr)"},
			hasNot: []string{"VARIANT"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var opts lateral.TranslateOptions
			if tc.schema {
				opts = lateral.TranslateOptions{Schema: schema, SchemaDialect: "spark"}
			}
			tr := mustTranslate(t, tc.in, tc.from, "snowflake", opts)
			for _, s := range tc.has {
				if !strings.Contains(tr.SQL, s) {
					t.Errorf("want %q in\n%s", s, tr.SQL)
				}
			}
			for _, s := range tc.hasNot {
				if strings.Contains(tr.SQL, s) {
					t.Errorf("want no %q in\n%s", s, tr.SQL)
				}
			}
			checkIdempotent(t, tr, "snowflake", opts)
		})
	}
}
