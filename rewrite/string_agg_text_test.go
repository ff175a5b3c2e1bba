package rewrite_test

import "testing"

const duckStringAggSchema = "CREATE TABLE t (id INTEGER, i INTEGER, d DOUBLE, b BOOLEAN, s VARCHAR, n DECIMAL(10, 2), l INTEGER[])"

// TestDuckStringAggText: DuckDB's string_agg and listagg of a value not
// known to be a string are read as string_agg(CAST(x AS VARCHAR), ...)
// (string_agg_text.go), DuckDB joining the text its cast writes (run on
// DuckDB 1.5: string_agg of 5 and true is 5 and true), so that the checks
// of a cast to text apply: a DOUBLE refused (T087, where concat_ws of
// Spark's collect_list wrote 1e7 as 1.0E7), a DECIMAL toward Hive (T186),
// a list (T087), a BOOLEAN written in DuckDB's words toward Hive, a value
// of unknown type warned toward Hive (W024, W032) and tested when the
// query runs toward PostgreSQL. A string, a string literal, NULL, the
// same dialect and PostgreSQL's and Trino's string_agg and listagg,
// which take text only, are left as they were.
func TestDuckStringAggText(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "int to postgres", from: "duckdb", to: "postgres", schema: duckStringAggSchema,
			in:    "SELECT string_agg(i, ',' ORDER BY id) AS c FROM t",
			want:  "SELECT string_agg(CAST(i AS VARCHAR), ',' ORDER BY id) AS c FROM t",
			fires: true},
		{name: "listagg of an int to trino", from: "duckdb", to: "trino", schema: duckStringAggSchema,
			in:    "SELECT listagg(i, ';') AS c FROM t",
			want:  "SELECT listagg(CAST(i AS VARCHAR), ';') WITHIN GROUP (ORDER BY CAST(i AS VARCHAR)) AS c FROM t",
			fires: true},
		{name: "int to spark", from: "duckdb", to: "spark", schema: duckStringAggSchema,
			in:    "SELECT string_agg(i, ',') AS c FROM t",
			want:  "SELECT CASE WHEN count(CAST(i AS STRING)) = 0 THEN NULL ELSE concat_ws(',', collect_list(CAST(i AS STRING))) END AS c FROM t",
			fires: true},
		{name: "boolean to hive in duckdb's words", from: "duckdb", to: "hive", schema: duckStringAggSchema,
			in:    "SELECT string_agg(b, ',') AS c FROM t",
			want:  "SELECT CASE WHEN count(CASE b WHEN TRUE THEN 'true' WHEN FALSE THEN 'false' END) = 0 THEN NULL ELSE concat_ws(',', collect_list(CASE b WHEN TRUE THEN 'true' WHEN FALSE THEN 'false' END)) END AS c FROM t",
			fires: true},
		{name: "double to spark", from: "duckdb", to: "spark", schema: duckStringAggSchema,
			in: "SELECT string_agg(d, ',') AS c FROM t", code: "T087"},
		{name: "double to trino", from: "duckdb", to: "trino", schema: duckStringAggSchema,
			in: "SELECT listagg(d) AS c FROM t", code: "T087"},
		{name: "decimal to hive", from: "duckdb", to: "hive", schema: duckStringAggSchema,
			in: "SELECT string_agg(n, ',') AS c FROM t", code: "T186"},
		{name: "list to postgres", from: "duckdb", to: "postgres", schema: duckStringAggSchema,
			in: "SELECT string_agg(l, ',') AS c FROM t", code: "T087"},
		{name: "untyped to hive", from: "duckdb", to: "hive",
			in:    "SELECT string_agg(x, ',') AS c FROM u",
			want:  "SELECT CASE WHEN count(CAST(x AS STRING)) = 0 THEN NULL ELSE concat_ws(',', collect_list(CAST(x AS STRING))) END AS c FROM u",
			fires: true},
		{name: "string kept", from: "duckdb", to: "spark", schema: duckStringAggSchema,
			in:   "SELECT string_agg(s, ',') AS a, string_agg('a', ',') AS b, string_agg(NULL, ',') AS c FROM t",
			want: "SELECT CASE WHEN count(s) = 0 THEN NULL ELSE concat_ws(',', collect_list(s)) END AS a, CASE WHEN count('a') = 0 THEN NULL ELSE concat_ws(',', collect_list('a')) END AS b, CASE WHEN count(NULL) = 0 THEN NULL ELSE concat_ws(',', collect_list(NULL)) END AS c FROM t"},
		{name: "same dialect", from: "duckdb", to: "duckdb", schema: duckStringAggSchema,
			in:   "SELECT string_agg(i, ',') AS c FROM t",
			want: "SELECT string_agg(i, ',') AS c FROM t"},
		{name: "postgres source untyped", from: "postgres", to: "duckdb",
			in:   "SELECT string_agg(x, ',') AS c FROM u",
			want: "SELECT string_agg(x, ',') AS c FROM u"},
		{name: "trino source untyped", from: "trino", to: "postgres",
			in:   "SELECT listagg(x, ',') WITHIN GROUP (ORDER BY x) AS c FROM u",
			want: "SELECT string_agg(x, ',' ORDER BY x) AS c FROM u"},
	})
}
