package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Spark's, Trino's and Presto's array_sort (array_sort_nulls_last):
// ascending with NULL elements last. Spark's is checked as sort_array is
// (strings in byte order for PostgreSQL); Trino's and Presto's leave
// their own dialects for arrays of integers and decimals only.
func TestArraySortNullsLast(t *testing.T) {
	runPassCases(t, "lower_exprs", []passCase{
		{name: "no-op: integers need no collation", from: "spark", to: "postgres",
			in:   "SELECT array_sort(CAST(a AS ARRAY<INT>)) AS s FROM t",
			want: "SELECT CASE WHEN CAST(a AS INTEGER[]) IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM unnest(CAST(a AS INTEGER[])) WITH ORDINALITY AS lateral_elem(e, n) ORDER BY lateral_elem.e NULLS LAST, lateral_elem.n) END AS s FROM t"},
		{name: "strings in byte order", from: "spark", to: "postgres",
			in:    "SELECT array_sort(CAST(a AS ARRAY<STRING>)) AS s FROM t",
			want:  `SELECT CASE WHEN CAST(a AS TEXT[]) IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM unnest(CAST(a AS TEXT[])) WITH ORDINALITY AS lateral_elem(e, n) ORDER BY lateral_elem.e COLLATE "C" NULLS LAST, lateral_elem.n) END AS s FROM t`,
			fires: true},
		{name: "no-op: DuckDB with the NULL order given", from: "trino", to: "duckdb",
			in:   "SELECT array_sort(CAST(a AS ARRAY(BIGINT))) AS s FROM t",
			want: "SELECT list_sort(CAST(a AS BIGINT[]), 'ASC', 'NULLS LAST') AS s FROM t"},
		{name: "no-op: Trino to Presto for any element type", from: "trino", to: "presto",
			in:   "SELECT array_sort(CAST(a AS ARRAY(VARCHAR))) AS s FROM t",
			want: "SELECT array_sort(CAST(a AS ARRAY(VARCHAR))) AS s FROM t"},
		{name: "no-op: Snowflake puts the NULL elements last", from: "presto", to: "snowflake",
			in:   "SELECT array_sort(CAST(a AS ARRAY(DECIMAL(10, 2)))) AS s FROM t",
			want: "SELECT array_sort(CAST(a AS ARRAY(DECIMAL(10, 2))), TRUE, FALSE) AS s FROM t"},
	})
	// Trino and Presto do not document their order of strings, floats or
	// rows; an unknown element type is refused too.
	for _, to := range []string{"spark", "postgres", "duckdb", "snowflake"} {
		for _, q := range []string{"SELECT array_sort(CAST(a AS ARRAY(VARCHAR))) AS s FROM t", "SELECT array_sort(CAST(a AS ARRAY(DOUBLE))) AS s FROM t",
			"SELECT array_sort(CAST(a AS ARRAY(ROW(x INTEGER)))) AS s FROM t"} {
			tr, err := lateral.Translate(q, "trino", to, lateral.TranslateOptions{})
			wantRefusal(t, tr, err, "T301")
		}
		tr, err := lateral.Translate("SELECT array_sort(a) AS s FROM t", "trino", to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T056")
		if _, err := lateral.Translate("SELECT array_sort(ARRAY[NULL]) AS s", "trino", to, lateral.TranslateOptions{}); err != nil {
			t.Errorf("%s: array_sort(ARRAY[NULL]): %v", to, err)
		}
	}
	// Spark orders a NULL inside a struct first; Hive and Doris have no
	// sort with NULL elements last.
	for _, to := range []string{"postgres", "duckdb", "trino"} {
		tr, err := lateral.Translate("SELECT array_sort(CAST(a AS ARRAY<STRUCT<x: INT>>)) AS s FROM t", "spark", to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T301")
	}
	for _, to := range []string{"hive", "doris", "drill"} {
		tr, err := lateral.Translate("SELECT array_sort(CAST(a AS ARRAY<INT>)) AS s FROM t", "spark", to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T301")
	}
	// A NULL argument is NULL: PostgreSQL has no unnest(NULL) to choose.
	for _, c := range []struct{ from, q string }{{"trino", "SELECT array_sort(NULL) AS s"}, {"spark", "SELECT sort_array(NULL) AS s"}} {
		if tr, err := lateral.Translate(c.q, c.from, "postgres", lateral.TranslateOptions{}); err != nil || tr.SQL != "SELECT NULL AS s" {
			t.Errorf("%s to postgres: %s: got %v, %v, want SELECT NULL AS s", c.from, c.q, tr, err)
		}
	}
	// PostgreSQL and ANSI SQL get a subquery over unnest of the argument,
	// where a window function of the query around is not allowed (run on
	// PostgreSQL 15: SQLSTATE 42P20); an aggregate is, and so is a window
	// function computed in a subquery below.
	for _, c := range []struct{ from, to, q string }{
		{"spark", "postgres", "SELECT array_sort(collect_list(x) OVER (PARTITION BY g)) AS s FROM t"},
		{"spark", "ansi", "SELECT sort_array(collect_list(x) OVER (PARTITION BY g)) AS s FROM t"},
		{"spark", "postgres", "SELECT array_distinct(collect_list(x) OVER (PARTITION BY g)) AS s FROM t"},
		{"trino", "postgres", "SELECT array_sort(array_agg(x) OVER (PARTITION BY g)) AS s FROM t"},
	} {
		tr, err := lateral.Translate(c.q, c.from, c.to, lateral.TranslateOptions{Schema: "CREATE TABLE t (g INT, x INT)"})
		wantRefusalAt(t, tr, err, "T301", 1, 8)
	}
	for _, q := range []string{"SELECT array_sort(collect_list(x)) AS s FROM t GROUP BY g",
		"SELECT array_sort(w) AS s FROM (SELECT collect_list(x) OVER (PARTITION BY g) AS w FROM t) v"} {
		if tr, err := lateral.Translate(q, "spark", "postgres", lateral.TranslateOptions{Schema: "CREATE TABLE t (g INT, x INT)"}); err != nil {
			t.Errorf("%s: %v %v", q, tr, err)
		}
	}
	// The comparator form is not read: refused at the comparator.
	for _, c := range []struct{ from, to, q string }{
		{"trino", "postgres", "SELECT array_sort(a, (x, y) -> IF(x < y, 1, IF(x = y, 0, -1))) AS s FROM t"},
		{"presto", "trino", "SELECT array_sort(a, (x, y) -> 0) AS s FROM t"},
		{"spark", "duckdb", "SELECT array_sort(a, (x, y) -> 0) AS s FROM t"},
	} {
		tr, err := lateral.Translate(c.q, c.from, c.to, lateral.TranslateOptions{})
		wantRefusalAt(t, tr, err, "T302", 1, 22)
	}
	if tr, err := lateral.Translate("SELECT array_sort(a, (x, y) -> 0) AS s FROM t", "trino", "trino", lateral.TranslateOptions{}); err != nil {
		t.Errorf("trino to trino keeps the comparator form: %v %v", tr, err)
	}
}
