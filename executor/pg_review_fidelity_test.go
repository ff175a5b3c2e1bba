package executor_test

import "testing"

// TestSparkJSONObjectKeysIsScalar: Spark's json_object_keys is a scalar
// giving the keys as an array, NULL for a JSON text not an object (Spark
// 3.5 manual, json_object_keys: '{}' gives [], '{"key1":1, "key2":2}'
// [key1, key2]), where PostgreSQL's gives a row per key.
func TestSparkJSONObjectKeysIsScalar(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "keys", query: `SELECT json_object_keys('{"key1":1, "key2":2}')`, want: []string{"['key1', 'key2']"}},
		{name: "empty and not an object", query: `SELECT json_object_keys('{}'), json_object_keys('[1]'), json_object_keys(NULL)`, want: []string{"[] | NULL | NULL"}},
		{name: "over rows", query: `SELECT count(*) FROM (SELECT json_object_keys(j) FROM (VALUES ('{"a":1,"b":2}'), ('{"c":3}')) t(j)) s`, want: []string{"2"}},
	} {
		c.dialect = "spark"
		runSQL(t, c)
	}
}

// TestPostgresJSONBSubscript: a member of a jsonb read by a subscript is a
// jsonb, as one read by -> is: it compares as jsonb and || merges it
// (PostgreSQL 15 run over j = '{"a":[1], "b":{"c":2}}'::jsonb: j['a'] =
// '[1.0]' and j['b']['c'] = '2.0' are true, j['a'] || '[2]' is [1, 2],
// pg_typeof(j['a']) is jsonb).
func TestPostgresJSONBSubscript(t *testing.T) {
	runSQL(t, sqlCase{dialect: "postgres",
		query: `SELECT j['a'] = '[1.0]', j['b']['c'] = '2.0', CAST(j['a'] || '[2]' AS TEXT) FROM (SELECT CAST('{"a":[1], "b":{"c":2}}' AS jsonb) AS j) s`,
		want:  []string{"true | true | [1, 2]"}})
}

// TestPostgresLiteralsBesideChar: a string literal beside a CHAR in CASE,
// COALESCE or a VALUES column is a CHAR of no length, which compares
// without its trailing spaces (PostgreSQL 15 run: COALESCE(NULL::char(3),
// 'b ') = 'b' is true; over VALUES ('a'::char(3)), ('b ') x = 'b' holds
// for 'b ', and length(x) is 1 and 1).
func TestPostgresLiteralsBesideChar(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "coalesce", query: `SELECT COALESCE(NULL::char(3), 'b ') = 'b', length(CASE WHEN false THEN 'a'::char(3) ELSE 'b ' END)`, want: []string{"true | 1"}},
		{name: "values", query: `SELECT length(x), x = 'b' FROM (VALUES ('a'::char(3)), ('b ')) v(x)`, want: []string{"1 | false", "1 | true"}},
	} {
		c.dialect = "postgres"
		runSQL(t, c)
	}
}

// TestPostgresArrayConcatLiteralNoLength: a literal beside an array of
// CHAR(n) in || is an array of CHAR of no length, not padded to n
// (PostgreSQL 15 run: ARRAY['a'::char(3)] || '{b}' is {"a  ",b}).
func TestPostgresArrayConcatLiteralNoLength(t *testing.T) {
	runSQL(t, sqlCase{dialect: "postgres", query: `SELECT octet_length((ARRAY['a'::char(3)] || '{b}')[2])`, want: []string{"1"}})
}

// TestTrinoVarcharCastOfRowsAndMaps: Trino casts a row field by field and
// a map key and value by key and value, so a number whose text is longer
// than VARCHAR(n) raises there as in an array (RowToRowCast, MapToMapCast
// over BigintOperators.castToVarchar: "Value 12345 cannot be represented
// as varchar(2)").
func TestTrinoVarcharCastOfRowsAndMaps(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "row", query: "SELECT CAST(ROW(12345) AS ROW(x VARCHAR(2)))", err: "cannot be represented as varchar(2)"},
		{name: "map value", query: "SELECT CAST(MAP(ARRAY['a'], ARRAY[12345]) AS MAP(VARCHAR, VARCHAR(2)))", err: "cannot be represented as varchar(2)"},
		{name: "map key", query: "SELECT CAST(MAP(ARRAY[12345], ARRAY['a']) AS MAP(VARCHAR(2), VARCHAR))", err: "cannot be represented as varchar(2)"},
		{name: "short", query: "SELECT CAST(ROW(12, 'abc') AS ROW(x VARCHAR(2), y VARCHAR)).y", want: []string{"abc"}},
	} {
		c.dialect = "trino"
		runSQL(t, c)
	}
}
