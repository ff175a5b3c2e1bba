package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A built-in lateral does not read that the source and the target both
// document under one name with different meanings is refused (T303) at
// the call, naming both dialects and what each does; toward a dialect
// giving it the same meaning, or one not known to have it, the call is
// passed on with the warning of an unknown function (W014), and within one
// dialect with none (dialects/functions_false_friends.go cites the rules).
func TestFalseFriendsRefused(t *testing.T) {
	for _, tc := range []struct {
		in, from, to string
		col          int
		says         string
	}{
		{"SELECT json_extract(j, '$.a') AS c FROM t", "trino", "duckdb", 8, "JSON Pointer"},
		{"SELECT json_extract(j, '$.a') AS c FROM t", "duckdb", "bigquery", 8, "legacy"},
		{"SELECT json_extract(j, '$.a', '$.b') AS c FROM t", "doris", "presto", 8, "JSON array"},
		{"SELECT id, json_extract_path(j, 'a') AS c FROM t", "postgres", "duckdb", 12, "one key or array index per argument"},
		{"SELECT json_extract_path_text(j, 'a.b') AS c FROM t", "snowflake", "postgres", 8, "joined by dots"},
		{"SELECT json_extract_path_text(j, '$.a') AS c FROM t", "duckdb", "snowflake", 8, "json_extract_string"},
		{"SELECT json_value(j, '$.a') AS c FROM t", "duckdb", "bigquery", 8, "keeping its quotes"},
		{"SELECT json_value(j, '$.a') AS c FROM t", "trino", "duckdb", 8, "SQL/JSON"},
		{"SELECT json_query(j, '$.a') AS c FROM t", "bigquery", "trino", 8, "JSON-formatted STRING"},
		{"SELECT json_array_length(j) AS c FROM t", "spark", "postgres", 8, "raises an error for JSON that is not an array"},
		{"SELECT json_array_length(j) AS c FROM t", "trino", "duckdb", 8, "gives 0"},
		{"SELECT json_keys(j) AS c FROM t", "duckdb", "bigquery", 8, "nested objects"},
		{"SELECT json_type(j) AS c FROM t", "bigquery", "duckdb", 8, "upper-case"},
		{"SELECT json_object(k, v) AS c FROM t", "postgres", "duckdb", 8, "in turn"},
		{"SELECT json_array(a, b) AS c FROM t", "duckdb", "trino", 8, "ABSENT ON NULL"},
		{"SELECT listagg(s) AS c FROM t", "snowflake", "duckdb", 8, "with a comma"},
		{"SELECT week(d) AS c FROM t", "doris", "trino", 8, "ISO week"},
		{"SELECT timestampdiff(MONTH, a, b) AS c FROM t", "doris", "snowflake", 8, "boundaries crossed"},
		{"SELECT to_json(x) AS c FROM t", "postgres", "duckdb", 8, "with a space"},
		{"SELECT to_json(x) AS c FROM t", "spark", "snowflake", 8, "VARIANT"},
		{"SELECT left(s, n) AS c FROM t", "postgres", "spark", 8, "all but the last |n| characters"},
		{"SELECT right(s, -1) AS c FROM t", "spark", "duckdb", 8, "all but the first |n| characters"},
		{"SELECT right(s, n) AS c FROM t", "bigquery", "snowflake", 8, "raises an error"},
		{"SELECT printf('%s', s) AS c FROM t", "hive", "duckdb", 8, "the text null"},
		{"SELECT printf('%s', s) AS c FROM t", "doris", "spark", 8, "NULL when any argument is NULL"},
		{"SELECT printf('%s', s) AS c FROM t", "duckdb", "doris", 8, "C-style"},
		{"SELECT right(s, n) AS c FROM t", "spark", "snowflake", 8, "no result documented"},
		{"SELECT right(s, -1) AS c FROM t", "snowflake", "doris", 8, "no result documented"},
		{"SELECT hash(s) AS c FROM t", "snowflake", "duckdb", 8, "never NULL"},
		{"SELECT timestampdiff(DAY, a, b) AS c FROM t", "doris", "snowflake", 8, "no QUARTER unit"},
		{"SELECT to_number(s, '9.9') AS c FROM t", "postgres", "snowflake", 8, "scale is 0"},
		{"SELECT to_number(s, '9.9') AS c FROM t", "spark", "postgres", 8, "template"},
		{"SELECT decode(b, 'hex') AS c FROM t", "postgres", "duckdb", 8, "into VARCHAR"},
		{"SELECT decode(b, 'UTF-8') AS c FROM t", "spark", "postgres", 8, "character set"},
		{"SELECT hash(s) AS c FROM t", "hive", "spark", 8, "Murmur3"},
		{"SELECT hash(s) AS c FROM t", "duckdb", "snowflake", 8, "signed 64-bit"},
		{"SELECT typeof(s) AS c FROM t", "spark", "trino", 8, "varchar(3)"},
		{"SELECT weekday(d) AS c FROM t", "spark", "duckdb", 8, "0 for Sunday"},
		{"SELECT monthname(d) AS c FROM t", "duckdb", "snowflake", 8, "three-letter"},
		{"SELECT dayname(d) AS c FROM t", "spark", "doris", 8, "Monday"},
		{"SELECT yearweek(d) AS c FROM t", "doris", "duckdb", 8, "ISO year"},
		{"SELECT array_slice(a, 1, 2) AS c FROM t", "snowflake", "doris", 8, "a length"},
		{"SELECT array_insert(a, 1, x) AS c FROM t", "spark", "snowflake", 8, "counts pos from 0"},
		{"SELECT map_concat(m, n) AS c FROM t", "trino", "spark", 8, "raises for a key"},
		{"SELECT map_concat(m, n) AS c FROM t", "spark", "duckdb", 8, "skips a NULL map"},
		{"SELECT random() AS c FROM t", "snowflake", "postgres", 8, "a double in [0, 1)"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{}, "T303", tc.col, tc.says)
	}
}

// Where the two dialects document the same meaning for the call, or only
// one of them has the built-in, the call is passed on with W014 as before;
// within one dialect it is passed without a warning.
func TestFalseFriendsPassed(t *testing.T) {
	for _, tc := range []struct {
		in, from, to string
		warned       bool
	}{
		{"SELECT json_extract(j, '$.a') AS c FROM t", "presto", "trino", true},
		{"SELECT json_extract(j, '$.a') AS c FROM t", "trino", "trino", false},
		{"SELECT json_extract(j, '$.a') AS c FROM t", "trino", "hive", true}, // Hive has no json_extract
		{"SELECT left(s, n) AS c FROM t", "postgres", "duckdb", true},
		{"SELECT left(s, 3) AS c FROM t", "postgres", "spark", true}, // a count not below 0
		{"SELECT right(s, 0) AS c FROM t", "bigquery", "snowflake", true},
		{"SELECT left(s, n) AS c FROM t", "spark", "snowflake", true}, // LEFT's page: a negative count gives the empty string
		{"SELECT right(s, n) AS c FROM t", "spark", "doris", true},
		{"SELECT right(s, 2) AS c FROM t", "spark", "snowflake", true},
		{"SELECT left(s, n) AS c FROM t", "postgres", "postgres", false},
		{"SELECT weekday(d) AS c FROM t", "spark", "doris", true},
		{"SELECT monthname(d) AS c FROM t", "snowflake", "spark", true},
		{"SELECT decode(a, 1, 'x', 'y') AS c FROM t", "spark", "snowflake", true},
		{"SELECT random() AS c FROM t", "duckdb", "trino", true},
		{"SELECT printf('%s', s) AS c FROM t", "hive", "spark", true},
		{"SELECT listagg(s, ',') AS c FROM t", "snowflake", "duckdb", true}, // a separator given
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{})
		checkWarned(t, tr, "W014", tc.warned)
		if tr.SQL != tc.in {
			t.Errorf("%s (%s to %s): got %s, want the call unchanged", tc.in, tc.from, tc.to, tr.SQL)
		}
	}
}
