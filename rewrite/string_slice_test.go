package rewrite_test

import "testing"

// DuckDB slices strings as lists (checked on DuckDB 1.5.6: 'hello'[-3:] is
// 'llo', [0:2] 'he', [:-2] 'hell'); PostgreSQL slices arrays only, so a
// string's slice is written there as substr (rows checked on PostgreSQL 15
// in conformance/subscripts/duckdb_string_slice.txtar), refused (T088)
// with bounds that are not integer literals or on a value that is neither
// a string nor a list, and when the value's type is not known and a bound
// may count from the end.
func TestDuckDBStringSlice(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, s VARCHAR, a INTEGER[], d DATE)"
	runExprPassCases(t, "lower_exprs", []exprCase{
		{name: "from the end", from: "duckdb", to: "postgres", schema: schema,
			in: "SELECT t.s[-3:] AS x FROM t", want: "SELECT substr(t.s, length(t.s) - 2) AS x FROM t", fires: true},
		{name: "literal bounds", from: "duckdb", to: "postgres", schema: schema,
			in: "SELECT t.s[0:2] AS x, t.s[4:2] AS y FROM t", want: "SELECT substr(t.s, 0, 3) AS x, substr(t.s, 4, 0) AS y FROM t", fires: true},
		{name: "upper bound from the end", from: "duckdb", to: "postgres", schema: schema,
			in: "SELECT t.s[:-2] AS x FROM t", want: "SELECT substr(t.s, 1, greatest(length(t.s) - 1, 0)) AS x FROM t", fires: true},
		{name: "ansi", from: "duckdb", to: "ansi", schema: schema,
			in: "SELECT t.s[-3:] AS x FROM t", want: "SELECT substring(t.s FROM char_length(t.s) - 2) AS x FROM t", fires: true},
		{name: "computed bound", from: "duckdb", to: "postgres", schema: schema,
			in: "SELECT t.s[t.id:2] AS x FROM t", code: "T088"},
		{name: "not a string nor a list", from: "duckdb", to: "postgres", schema: schema,
			in: "SELECT t.d[1:2] AS x FROM t", code: "T088"},
		{name: "a list keeps its rule", from: "duckdb", to: "postgres", schema: schema,
			in: "SELECT t.a[-2:] AS x FROM t", want: "SELECT t.a[cardinality(t.a) - 1:] AS x FROM t", fires: true},
		// without the value's type
		{name: "untyped from the end", from: "duckdb", to: "postgres",
			in: "SELECT t.s[-3:] AS x FROM t", code: "T088"},
		{name: "untyped computed bound", from: "duckdb", to: "postgres",
			in: "SELECT t.s[t.id:] AS x FROM t", code: "T088"},
		{name: "untyped literal bounds pass", from: "duckdb", to: "postgres",
			in: "SELECT t.s[2:3] AS x FROM t", want: "SELECT t.s[2:3] AS x FROM t"},
	})
}
