package executor_test

import "testing"

// TestGetJSONObjectMembers: get_json_object reads the JSON value at the
// start of the document and ignores the text after it (Hive's UDFJson
// reads it with Jackson's ObjectMapper.readValue, whose
// FAIL_ON_TRAILING_TOKENS is off by default; Spark parses one value), and
// of a member name an object repeats Hive reads the last (the document is
// read into a Java map, whose later member replaces the earlier), Spark
// the first (it streams the members and stops at the first match).
// Trino's json_extract_scalar takes the first too (its extractor walks
// the members and returns at the first match).
func TestGetJSONObjectMembers(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "hive last of a repeated name", dialect: "hive",
			query: `SELECT get_json_object('{"a":1,"b":{"c":"x","c":"y"},"a":2}', '$.a'), get_json_object('{"b":{"c":"x","c":"y"}}', '$.b.c')`,
			want:  []string{"2 | y"}},
		{name: "spark first of a repeated name", dialect: "spark",
			query: `SELECT get_json_object('{"a":1,"b":{"c":"x","c":"y"},"a":2}', '$.a'), get_json_object('{"b":{"c":"x","c":"y"}}', '$.b.c')`,
			want:  []string{"1 | x"}},
		{name: "trino first of a repeated name", dialect: "trino",
			query: `SELECT json_extract_scalar('{"a":1,"a":2}', '$.a')`,
			want:  []string{"1"}},
		// Trino's ObjectFieldJsonExtractor looks a path token up as a
		// member name in an object, as an index in an array.
		{name: "trino index of an object", dialect: "trino",
			query: `SELECT json_extract_scalar('{"0":5}', '$[0]'), json_extract_scalar('{"a":{"1":"x"}}', '$.a[1]'), json_extract_scalar('[7]', '$[0]')`,
			want:  []string{"5 | x | 7"}},
		{name: "hive text after the value", dialect: "hive",
			query: `SELECT get_json_object('{"a":1} x', '$.a'), get_json_object('[1, 2] ]', '$[1]'), get_json_object('{"a":1', '$.a')`,
			want:  []string{"1 | 2 | NULL"}},
		// UDFJson.extract_json_withkey: a name applied to a list is
		// applied to each map in it, the values collected, a list's
		// elements spliced in, nulls skipped; none found is NULL.
		{name: "hive member name of an array", dialect: "hive",
			query: `SELECT get_json_object('{"a":[{"b":1},{"b":[2,3]},{"c":4},5,{"b":null}]}', '$.a.b'), get_json_object('{"a":[{"b":"x"}]}', '$.a.b'), get_json_object('{"a":[{"c":1}]}', '$.a.b'), get_json_object('{"a":[{"b":1},{"b":2}]}', '$.a.b[1]'), get_json_object('{"a":{"b":1}}', '$.a[0]')`,
			want:  []string{`[1,2,3] | ["x"] | NULL | 2 | NULL`}},
		{name: "hive document read as a map or a list", dialect: "hive",
			query: `SELECT get_json_object('[{"b":1}]', '$.b'), get_json_object('{"0":1}', '$[0]'), get_json_object('[{"b":1}]', '$[0].b')`,
			want:  []string{`NULL | NULL | 1`}},
		{name: "spark text after the value", dialect: "spark",
			query: `SELECT get_json_object('{"a":"v"}{"a":"w"}', '$.a')`,
			want:  []string{"v"}},
		// PostgreSQL 15 run: '{"a":1,"a":2}'::json ->> 'a' is 2.
		{name: "postgres json reads the last of a repeated name", dialect: "postgres",
			query: `SELECT CAST('{"a":1,"b":{"c":"x","c":"y"},"a":2}' AS JSON) ->> 'a', CAST('{"b":{"c":"x","c":"y"}}' AS JSON) -> 'b' ->> 'c'`,
			want:  []string{"2 | y"}},
		// DuckDB 1.5 run: json_extract_string reads the first and writes
		// numbers back its own way.
		{name: "duckdb json_extract_string", dialect: "duckdb",
			query: `SELECT json_extract_string('{"a":1,"a":2}', '$.a'), json_extract_string('[1.50, 1e2, -0, 1e-7]', '$[0]'), json_extract_string('[1.50, 1e2, -0, 1e-7]', '$[1]'), json_extract_string('[1.50, 1e2, -0, 1e-7]', '$[2]'), json_extract_string('[1.50, 1e2, -0, 1e-7]', '$[3]')`,
			want:  []string{"1 | 1.5 | 100.0 | 0 | 1e-7"}},
	} {
		runShown(t, c)
	}
}
