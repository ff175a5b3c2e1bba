package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

const jsonDocs = "CREATE TABLE t (id INTEGER, s VARCHAR)"

// Trino's json_extract_scalar toward PostgreSQL: the value at an index
// needs no test of repeated names, but an object holding a member named
// by the index raises (Trino reads that member); an object or array is NULL
// (json_path_text.go; the rows: conformance/json_path, run on PostgreSQL 15
// and DuckDB 1.5).
func TestJSONPathTextForms(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "trino index to postgres", from: "trino", to: "postgres", schema: jsonDocs,
			in:   "SELECT json_extract_scalar(t.s, '$[1]') AS c FROM t",
			want: "SELECT CASE WHEN CAST(t.s AS JSON) -> '1' IS NOT NULL THEN CAST(CAST('lateral: json_extract_scalar reads an index applied to an object as a member name, which postgres does not: ' || CAST(CAST(t.s AS TEXT) AS VARCHAR) || (' ' || CAST(pg_typeof(CAST(t.s AS TEXT)) AS VARCHAR)) AS INTEGER) AS VARCHAR) WHEN json_typeof(CAST(t.s AS JSON) -> 1) IN ('object', 'array') THEN CAST(NULL AS VARCHAR) ELSE CAST(t.s AS JSON) ->> 1 END AS c FROM t", fires: true},
		{name: "presto NULL path", from: "presto", to: "duckdb", schema: jsonDocs,
			in: "SELECT json_extract_scalar(t.s, NULL) AS c FROM t", want: "SELECT CAST(NULL AS VARCHAR) AS c FROM t", fires: true},
	})
}

// What is not translated is refused, positioned at the path or the call.
func TestJSONPathTextRefusals(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: jsonDocs, SchemaDialect: "trino"}
	for _, tc := range []struct {
		in, from, to string
		col          int
		says         string
	}{
		{"SELECT get_json_object(s, '$.a[*]') AS c FROM t", "hive", "postgres", 27, "only for a path of member names"},
		{"SELECT get_json_object(s, '$.a.*') AS c FROM t", "spark", "duckdb", 27, "only for a path of member names"},
		{"SELECT json_extract_scalar(s, '$[-1]') AS c FROM t", "trino", "duckdb", 31, "only for a path of member names"},
		{"SELECT json_extract_scalar(s, '$[\"a\"]') AS c FROM t", "trino", "postgres", 31, "only for a path of member names"},
		{"SELECT json_extract_scalar(s, '$.a b') AS c FROM t", "trino", "postgres", 31, "only for a path of member names"},
		{"SELECT json_extract_scalar(s, '$') AS c FROM t", "trino", "postgres", 31, "only for a path of member names"},
		{"SELECT json_extract_scalar(s, s) AS c FROM t", "trino", "postgres", 31, "only for a path given as a string literal"},
		{"SELECT get_json_object(s, '$.a') AS c FROM t", "hive", "spark", 8, "differs between hive and spark"},
		{"SELECT get_json_object(s, '$.a') AS c FROM t", "spark", "hive", 8, "differs between hive and spark"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, opts, "T301", tc.col, tc.says)
	}
	refusedWith(t, "SELECT json_extract_scalar(CASE WHEN random() < 0.5 THEN s END, '$.a') AS c FROM t", "trino", "postgres", opts, "T073", 28, "may change between evaluations")
}

// Spark's get_json_object toward PostgreSQL counts the members of a name
// in a subquery over json_object_keys(...) AS _k(k); where a relation's
// columns are not known, _k.k is still the column k of that function's
// relation, not a field k of a column _k: PostgreSQL rejects (_k).k
// ("column notation .k applied to type text, which is not a composite
// type", PostgreSQL 15), so every such translation failed there.
func TestJSONPathTextKeysOfUnknownRelation(t *testing.T) {
	for _, in := range []string{
		"SELECT get_json_object(s, '$.c') AS c FROM t",
		"SELECT get_json_object(t.s, '$.c') AS c FROM t JOIN u ON TRUE",
	} {
		for _, schema := range []string{"", jsonDocs} {
			tr := mustTranslate(t, in, "spark", "postgres", lateral.TranslateOptions{Schema: schema, SchemaDialect: "trino"})
			if !strings.Contains(tr.SQL, "WHERE _k.k = 'c'") {
				t.Errorf("%s (schema %q): the member count does not read _k.k:\n%s", in, schema, tr.SQL)
			}
		}
	}
}
