package executor_test

import "testing"

// pgOperatorCases: || and % raise where PostgreSQL has no operator for
// the operand types, and answer where it has one (each expectation run on
// PostgreSQL 15 by TestPostgresOperatorsOnPostgres).
func pgOperatorCases() []sqlCase {
	cs := []sqlCase{
		{name: "json || json", query: "SELECT CAST('{\"a\":1}' AS JSON) || CAST('{\"b\":1}' AS JSON)", err: "operator does not exist: json || json"},
		{name: "json || jsonb", query: "SELECT CAST('{}' AS JSON) || CAST('{}' AS JSONB)", err: "operator does not exist: json || jsonb"},
		{name: "jsonb || json", query: "SELECT CAST('{}' AS JSONB) || CAST('{}' AS JSON)", err: "operator does not exist: jsonb || json"},
		{name: "jsonb || integer", query: "SELECT CAST('{\"a\":1}' AS JSONB) || 1", err: "operator does not exist: jsonb || integer"},
		{name: "json_array_elements's json values", query: "SELECT value || value FROM json_array_elements('[1]')", err: "operator does not exist: json || json"},
		{name: "integer || integer", query: "SELECT (SELECT 1) || 2", err: "operator does not exist: integer || integer"},
		{name: "boolean || boolean", query: "SELECT true || false", err: "operator does not exist: boolean || boolean"},
		{name: "date || integer", query: "SELECT DATE '2020-01-01' || 1", err: "operator does not exist: date || integer"},
		{name: "real % integer", query: "SELECT CAST(5.5 AS REAL) % 2", err: "operator does not exist: real % integer"},
		{name: "integer % real", query: "SELECT 5 % CAST(2 AS REAL)", err: "operator does not exist: integer % real"},
		{name: "real % numeric", query: "SELECT CAST(5 AS REAL) % 2.5", err: "operator does not exist: real % numeric"},
		{name: "double precision % integer", query: "SELECT CAST(5 AS FLOAT8) % 2", err: "operator does not exist: double precision % integer"},
		{name: "real % a string literal", query: "SELECT CAST(5 AS REAL) % '2'", err: "operator does not exist: real % unknown"},
		{name: "NULL % real", query: "SELECT NULL % CAST(2 AS REAL)", err: "operator does not exist: unknown % real"},
		{name: "a NULL real % integer", query: "SELECT CAST(NULL AS REAL) % 2", err: "operator does not exist: real % integer"},
		{name: "text % integer", query: "SELECT CAST('5' AS TEXT) % 2", err: "operator does not exist: text % integer"},
		{name: "NULL % NULL", query: "SELECT NULL % NULL", err: "operator is not unique: unknown % unknown"},
		// the operators PostgreSQL has
		{name: "json || a string is text", query: "SELECT CAST('{}' AS JSON) || 'x', CAST('{}' AS JSONB) || CAST('x' AS TEXT), CAST('{}' AS JSON) || NULL IS NULL, 'a' || 1, CAST('a' AS CHAR(3)) || 1, 1 || CAST('a' AS VARCHAR)",
			want: []string{"{}x | {}x | true | a1 | a1 | 1a"}},
		{name: "jsonb || jsonb", query: "SELECT CAST(CAST('{\"a\":1}' AS JSONB) || CAST('{\"b\":2}' AS JSONB) AS TEXT), CAST(CAST('{}' AS JSONB) || '[1]' AS TEXT)",
			want: []string{`{"a": 1, "b": 2} | [{}, 1]`}},
		{name: "jsonb_array_elements's and jsonb_each's jsonb values", query: "SELECT CAST(e.value || e.value AS TEXT), CAST(m.value || m.value AS TEXT) FROM jsonb_array_elements('[1]') e, jsonb_each('{\"a\":2}') m",
			want: []string{"[1, 1] | [2, 2]"}},
		{name: "% of integers and numerics", query: "SELECT CAST(5 % 2.5 AS TEXT), CAST(5.5 % 2 AS TEXT), CAST(5 AS SMALLINT) % CAST(2 AS BIGINT), '5' % 2, NULL % 2",
			want: []string{"0.0 | 1.5 | 1 | 1 | NULL"}},
	}
	for i := range cs {
		cs[i].dialect = "postgres"
	}
	return cs
}

func TestPostgresOperators(t *testing.T) {
	for _, c := range pgOperatorCases() {
		runSQL(t, c)
	}
}

// TestPostgresOperatorsOnPostgres checks the cases' expectations on
// PostgreSQL itself.
func TestPostgresOperatorsOnPostgres(t *testing.T) {
	casesOnPostgres(t, nil, pgOperatorCases())
}
