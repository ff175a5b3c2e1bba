package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestConcatTextArgs: PostgreSQL's and DuckDB's concat (concat_skip_null)
// written concat of coalesce(x, the empty string) has an argument of a known
// INTEGER or DATE (toward ANSI SQL a DECIMAL; from DuckDB a BOOLEAN toward the dialects whose
// cast writes true or false) cast to the target's string type inside the
// coalesce, and from PostgreSQL toward ANSI SQL every argument not known to
// be a string, array, map or struct; strings, NULL literals, arrays
// and, toward the other targets, values of unknown type are left as they
// were (rewrite/concat_text_args.go); a TIMESTAMP, TIME or DECIMAL
// toward Trino is written as PostgreSQL's text first (temporal_text.go).
func TestConcatTextArgs(t *testing.T) {
	const schema = "CREATE TABLE t (i INT, n DECIMAL(10, 2), dt DATE, b BOOLEAN, s VARCHAR(5), ts TIMESTAMP, a INT[])"
	typed := lateral.TranslateOptions{Schema: schema}
	for _, tc := range []struct {
		from, to, in, want string
		opts               lateral.TranslateOptions
	}{
		{"postgres", "ansi", "SELECT concat(t.n, t.s) AS c FROM t", "SELECT coalesce(CAST(t.n AS VARCHAR), '') || coalesce(t.s, '') AS c FROM t", typed},
		{"postgres", "ansi", "SELECT concat(t.i, t.s, NULL) AS c FROM t", "SELECT coalesce(CAST(t.i AS VARCHAR), '') || coalesce(t.s, '') || coalesce(NULL, '') AS c FROM t", typed},
		{"postgres", "ansi", "SELECT concat(t.ts, t.dt) AS c FROM t", "SELECT coalesce(CAST(t.ts AS VARCHAR), '') || coalesce(CAST(t.dt AS VARCHAR), '') AS c FROM t", typed},
		{"postgres", "ansi", "SELECT concat(t.x, '') AS c FROM t", "SELECT coalesce(CAST(t.x AS VARCHAR), '') || coalesce('', '') AS c FROM t", lateral.TranslateOptions{}},
		{"postgres", "trino", "SELECT concat(t.i, t.n, t.dt) AS c FROM t", "SELECT concat(coalesce(CAST(t.i AS VARCHAR), ''), coalesce(CAST(t.n AS VARCHAR), ''), coalesce(CAST(" + bcGuarded("trino", "t.dt", true) + " AS VARCHAR), '')) AS c FROM t", typed},
		{"postgres", "trino", "SELECT concat(t.ts, t.s) AS c FROM t", "SELECT concat(coalesce(regexp_replace(regexp_replace(CAST(" + bcGuarded("trino", "t.ts", false) + " AS VARCHAR), '(\\.[0-9]*[1-9])0+\\z', '$1'), '^\\+|\\.0+\\z', ''), ''), coalesce(t.s, '')) AS c FROM t", typed},
		{"postgres", "bigquery", "SELECT concat(1, t.s) AS c FROM t", "SELECT concat(coalesce(CAST(1 AS STRING), ''), coalesce(t.s, '')) AS c FROM t", typed},
		{"postgres", "spark", "SELECT concat(t.b, t.i) AS c FROM t", "SELECT concat(coalesce(CASE WHEN t.b THEN 't' WHEN NOT t.b THEN 'f' END, ''), coalesce(CAST(t.i AS STRING), '')) AS c FROM t", typed},
		{"duckdb", "trino", "SELECT concat(t.b, t.i) AS c FROM t", "SELECT concat(coalesce(CAST(t.b AS VARCHAR), ''), coalesce(CAST(t.i AS VARCHAR), '')) AS c FROM t", typed},
		{"duckdb", "hive", "SELECT concat(t.b, t.i) AS c FROM t", "SELECT concat(coalesce(CASE t.b WHEN TRUE THEN 'true' WHEN FALSE THEN 'false' END, ''), coalesce(CAST(t.i AS STRING), '')) AS c FROM t", typed},
		{"duckdb", "snowflake", "SELECT concat(t.dt, 'x') AS c FROM t", "SELECT concat(coalesce(CAST(" + bcGuarded("snowflake", "t.dt", true) + " AS VARCHAR), ''), coalesce('x', '')) AS c FROM t", typed},
		{"postgres", "hive", "SELECT concat(t.x, 'a') AS c FROM t", "SELECT concat(coalesce(t.x, ''), coalesce('a', '')) AS c FROM t", lateral.TranslateOptions{}},
		{"postgres", "postgres", "SELECT concat(t.i, 'a') AS c FROM t", "SELECT concat(t.i, 'a') AS c FROM t", typed},
		{"postgres", "duckdb", "SELECT concat(t.i, 'a') AS c FROM t", "SELECT concat(t.i, 'a') AS c FROM t", typed},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, tc.opts)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: %s\ngot  %s\nwant %s", tc.from, tc.to, tc.in, tr.SQL, tc.want)
		}
		checkIdempotent(t, tr, tc.to, tc.opts)
	}
}

// An ARRAY, MAP or STRUCT argument of PostgreSQL's or DuckDB's concat (and
// of PostgreSQL's format, written with it) is refused at the argument
// toward the targets that write concat of coalesce: PostgreSQL writes its
// text, DuckDB concatenates lists, and no target's coalesce or cast gives
// either.
func TestConcatTextArgsNested(t *testing.T) {
	const schema = "CREATE TABLE t (s VARCHAR(5), a INT[])"
	typed := lateral.TranslateOptions{Schema: schema}
	for _, to := range []string{"hive", "spark", "doris", "trino", "presto", "bigquery", "snowflake", "ansi"} {
		refusedWith(t, "SELECT concat(t.s, t.a) AS c FROM t", "postgres", to, typed, "T087", 20, "postgres's concat writes it as its text")
		refusedWith(t, "SELECT format('%s|', t.a) AS c FROM t", "postgres", to, typed, "T087", 22, "postgres's concat writes it as its text")
		refusedWith(t, "SELECT concat(t.s, ROW(1, 'a')) AS c FROM t", "postgres", to, typed, "T087", 20, "a STRUCT")
		refusedWith(t, "SELECT concat('x', t.a) AS c FROM t", "duckdb", to, typed, "T087", 20, "concatenates lists")
		refusedWith(t, "SELECT concat(t.s, {'k': 1}) AS c FROM t", "duckdb", to, typed, "T087", 20, "{'a': 1}")
	}
}

// DuckDB's concat of lists (all arguments arrays or NULL) is list_concat
// there (concat_arrays_or_empty): written as its own row writes it toward
// PostgreSQL, with typed empty arrays toward Spark (list_concat_typed.go),
// refused by that row toward Hive, which has no array concatenation
// (T301); a list beside a string stays
// refused (T087).
func TestDuckConcatLists(t *testing.T) {
	typed := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INT[], b INT[], s VARCHAR)", SchemaDialect: "duckdb"}
	for _, tc := range []struct{ to, in, want string }{
		{"postgres", "SELECT concat(t.a, NULL, t.b) AS c FROM t", "SELECT coalesce(array_cat(array_cat(t.a, NULL), t.b), '{}') AS c FROM t"},
		{"duckdb", "SELECT concat(t.a, t.b) AS c FROM t", "SELECT concat(t.a, t.b) AS c FROM t"},
	} {
		tr := mustTranslate(t, tc.in, "duckdb", tc.to, typed)
		if tr.SQL != tc.want {
			t.Errorf("duckdb to %s: %s\ngot  %s\nwant %s", tc.to, tc.in, tr.SQL, tc.want)
		}
		checkIdempotent(t, tr, tc.to, typed)
	}
	refusedWith(t, "SELECT concat(t.a, t.b) AS c FROM t", "duckdb", "hive", typed, "T301", 8, "DuckDB's list_concat")
	tr := mustTranslate(t, "SELECT concat(t.a, t.b) AS c FROM t", "duckdb", "spark", typed) // list_concat_typed.go
	if want := "SELECT concat(coalesce(t.a, CAST(array() AS ARRAY<INT>)), coalesce(t.b, CAST(array() AS ARRAY<INT>))) AS c FROM t"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	refusedWith(t, "SELECT concat(t.s, t.a) AS c FROM t", "duckdb", "trino", typed, "T087", 20, "concatenates lists")
}

// DuckDB's list_concat toward the targets whose concatenation is NULL for
// a NULL array reads each argument through coalesce with an empty array
// of its known type, drops NULL literals, and stays refused (T301) where
// an element type is not known (rewrite/list_concat_typed.go).
func TestListConcatTyped(t *testing.T) {
	typed := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INT[], b INT[])", SchemaDialect: "duckdb"}
	const empty = "CAST(ARRAY[] AS ARRAY(INTEGER))"
	tr := mustTranslate(t, "SELECT list_concat(t.a, NULL, [1], t.b) AS c FROM t", "duckdb", "trino", typed)
	if want := "SELECT concat(coalesce(t.a, " + empty + "), ARRAY[1], coalesce(t.b, " + empty + ")) AS c FROM t"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkFired(t, tr, "lower_exprs", true)
	checkIdempotent(t, tr, "trino", typed)
	refusedWith(t, "SELECT list_concat(t.a, t.x) AS c FROM t", "duckdb", "spark", typed, "T301", 8, "list_concat")
	// Doris's array_concat and Snowflake's ARRAY_CAT are NULL for a NULL
	// array too (Doris documentation, ARRAY_CONCAT; Snowflake ARRAY_CAT
	// reference); Snowflake's takes two structured or two semi-structured
	// arrays, so a constructor beside a typed column is cast to its
	// structured type
	runExprCases(t, []exprCase{
		{name: "doris", from: "duckdb", to: "doris", schema: "CREATE TABLE t (a INT[], b INT[])",
			in:   "SELECT list_concat(t.a, NULL, [1], t.b) AS c FROM t",
			want: "SELECT array_concat(coalesce(t.a, CAST(array() AS ARRAY<INT>)), array(1), coalesce(t.b, CAST(array() AS ARRAY<INT>))) AS c FROM t", fires: true},
		{name: "snowflake", from: "duckdb", to: "snowflake", schema: "CREATE TABLE t (a INT[], b INT[])",
			in:   "SELECT list_concat(t.a, NULL, [1], t.b) AS c FROM t",
			want: "SELECT array_cat(array_cat(coalesce(t.a, CAST([] AS ARRAY(INTEGER))), CAST([1] AS ARRAY(INTEGER))), coalesce(t.b, CAST([] AS ARRAY(INTEGER)))) AS c FROM t", fires: true},
		{name: "snowflake constructors only", from: "duckdb", to: "snowflake",
			in: "SELECT list_concat([1, 2], NULL, [3]) AS c", want: "SELECT array_cat([1, 2], [3]) AS c", fires: true},
		{name: "doris one left", from: "duckdb", to: "doris", schema: "CREATE TABLE t (a INT[], b INT[])",
			in: "SELECT list_cat(NULL, t.a) AS c FROM t", want: "SELECT array_concat(coalesce(t.a, CAST(array() AS ARRAY<INT>))) AS c FROM t", fires: true},
		{name: "snowflake unknown", from: "duckdb", to: "snowflake", schema: "CREATE TABLE t (a INT[], b INT[])",
			in: "SELECT list_concat(t.a, t.x) AS c FROM t", code: "T301"},
	})
	// Hive and Drill have no array concatenation
	for _, to := range []string{"hive", "drill"} {
		refusedWith(t, "SELECT list_concat(t.a, t.b) AS c FROM t", "duckdb", to, typed, "T301", 8, "no array concatenation here to write DuckDB's list_concat with")
	}
}
