package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Snowflake ARRAY_CONTAINS and ARRAY_POSITION translate for an array
// constructor of integers or strings searched for a value of the same kind
// (snowflake_array_read.go); a column array (whose NULL result Snowflake
// does not document) and mixed kinds are refused.
func TestSnowflakeArraySearch(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (n INTEGER, v VARCHAR, d DOUBLE, a ARRAY);", SchemaDialect: "snowflake"}
	cases := []struct{ name, to, in, want string }{
		{"position of an integer", "duckdb", "SELECT ARRAY_POSITION(n, [10, 20]) AS p FROM t",
			"SELECT list_position([10, 20], n) - 1 AS p FROM t"},
		{"contains a string literal", "postgres", "SELECT ARRAY_CONTAINS('a'::VARIANT, ['a', 'b']) AS c FROM t",
			"SELECT CASE WHEN ARRAY['a', 'b'] IS NULL THEN NULL ELSE coalesce('a' = ANY (ARRAY['a', 'b']), FALSE) END AS c FROM t"},
		{"contains a string column", "duckdb", "SELECT ARRAY_CONTAINS(v::VARIANT, ['a', NULL]) AS c FROM t",
			"SELECT CASE WHEN list_position(['a', NULL], v) > 0 THEN TRUE WHEN v IS NULL THEN NULL ELSE FALSE END AS c FROM t"},
		{"contains NULL", "duckdb", "SELECT ARRAY_CONTAINS(NULL, [1, NULL]) AS c FROM t",
			"SELECT CASE WHEN list_position([1, NULL], NULL) > 0 THEN TRUE ELSE NULL END AS c FROM t"},
		{"doris finds NULL with array_contains", "doris", "SELECT ARRAY_CONTAINS(n, [1, NULL]) AS c FROM t",
			"SELECT CASE WHEN array_contains(array(1, NULL), n) THEN TRUE WHEN n IS NULL THEN NULL ELSE FALSE END AS c FROM t"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "snowflake", tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, tc.to, opts)
		})
	}
	for _, tc := range []struct{ name, in string }{
		{"a column array", "SELECT ARRAY_CONTAINS(n, a) AS c FROM t"},
		{"mixed elements", "SELECT ARRAY_CONTAINS(n, [1, 'a']) AS c FROM t"},
		{"a string searched among numbers", "SELECT ARRAY_POSITION(v::VARIANT, [1, 2]) AS p FROM t"},
		{"a double value", "SELECT ARRAY_POSITION(d, [1, 2]) AS p FROM t"},
		{"a value of unknown type", "SELECT ARRAY_POSITION(f(n), [1, 2]) AS p FROM t"},
		{"an empty array", "SELECT ARRAY_POSITION(n, []) AS p FROM t"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, "snowflake", "duckdb", opts)
			wantRefusal(t, tr, err, "T301")
		})
	}
	// Snowflake to Snowflake keeps the calls.
	tr := mustTranslate(t, "SELECT ARRAY_POSITION(n, [10, 20]) AS p FROM t", "snowflake", "snowflake", opts)
	if want := "SELECT array_position(n, [10, 20]) AS p FROM t"; tr.SQL != want {
		t.Errorf("snowflake to snowflake: got %s, want %s", tr.SQL, want)
	}
}
