package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// sort_array and array_distinct for PostgreSQL: a subquery over the
// unnested array; strings sort under COLLATE "C" (byte order, Spark's).
func TestSortArrayElems(t *testing.T) {
	runPassCases(t, "lower_exprs", []passCase{
		{name: "no-op: integers need no collation", from: "spark", to: "postgres",
			in:   "SELECT sort_array(CAST(a AS ARRAY<INT>), false) AS s FROM t",
			want: "SELECT CASE WHEN CAST(a AS INTEGER[]) IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM unnest(CAST(a AS INTEGER[])) WITH ORDINALITY AS lateral_elem(e, n) ORDER BY lateral_elem.e DESC NULLS LAST, lateral_elem.n) END AS s FROM t"},
		{name: "no-op: DuckDB orders strings by their bytes", from: "spark", to: "duckdb",
			in:   "SELECT sort_array(CAST(a AS ARRAY<STRING>)) AS s FROM t",
			want: "SELECT list_sort(CAST(a AS TEXT[]), 'ASC', 'NULLS FIRST') AS s FROM t"},
		{name: "strings in byte order", from: "spark", to: "postgres",
			in:    "SELECT sort_array(CAST(a AS ARRAY<STRING>)) AS s FROM t",
			want:  `SELECT CASE WHEN CAST(a AS TEXT[]) IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM unnest(CAST(a AS TEXT[])) WITH ORDINALITY AS lateral_elem(e, n) ORDER BY lateral_elem.e COLLATE "C" NULLS FIRST, lateral_elem.n) END AS s FROM t`,
			fires: true},
		{name: "array_distinct needs no order", from: "spark", to: "postgres",
			in:   "SELECT array_distinct(CAST(a AS ARRAY<STRING>)) AS s FROM t",
			want: "SELECT CASE WHEN CAST(a AS TEXT[]) IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM unnest(CAST(a AS TEXT[])) WITH ORDINALITY AS lateral_elem(e, n) GROUP BY lateral_elem.e ORDER BY min(lateral_elem.n)) END AS s FROM t"},
	})
	// A NULL inside a struct orders first in Spark, not in these targets.
	for _, to := range []string{"postgres", "duckdb", "trino", "presto"} {
		tr, err := lateral.Translate("SELECT sort_array(CAST(a AS ARRAY<STRUCT<x: INT>>)) AS s FROM t", "spark", to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T301")
	}
	tr, err := lateral.Translate("SELECT array_distinct(CAST(a AS ARRAY<STRUCT<x: INT>>)) AS s FROM t", "spark", "postgres", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T301")
	// Elements of unknown type: strings would sort in the database's
	// collation, structs with their NULL fields last.
	for _, q := range []string{"SELECT sort_array(a) AS s FROM t", "SELECT sort_array(array(x, y)) AS s FROM t"} {
		tr, err := lateral.Translate(q, "spark", "postgres", lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T056")
	}
	// collect_list, lowered to coalesce(array_agg(..), ..) first, keeps
	// its element type: strings in byte order ({A,B,a,b} on PostgreSQL 15
	// for a column under an ICU collation, as the reference executor's
	// Hive gives).
	tr, err = lateral.Translate("SELECT sort_array(collect_list(s)) AS x FROM t", "hive", "postgres", lateral.TranslateOptions{Schema: "CREATE TABLE t (s STRING)"})
	if err != nil || !strings.Contains(tr.SQL, `COLLATE "C"`) {
		t.Errorf("sort_array(collect_list(s)): %v %v", tr, err)
	}
	for _, q := range []string{"SELECT sort_array(array(NULL)) AS s", "SELECT sort_array(array(1, 2)) AS s"} {
		if _, err := lateral.Translate(q, "spark", "postgres", lateral.TranslateOptions{}); err != nil {
			t.Errorf("%s: %v", q, err)
		}
	}
	if _, err := lateral.Translate("SELECT sort_array(CAST(a AS ARRAY<STRUCT<x: INT>>)) AS s FROM t", "spark", "hive", lateral.TranslateOptions{}); err != nil {
		t.Errorf("hive sorts structs as Spark does: %v", err)
	}
}

// ANSI SQL: the standard's ARRAY(query) over UNNEST ... WITH ORDINALITY,
// strings under COLLATE UCS_BASIC (code point order).
func TestSortArrayElemsANSI(t *testing.T) {
	runPassCases(t, "lower_exprs", []passCase{
		{name: "no-op: integers need no collation", from: "spark", to: "ansi",
			in:   "SELECT sort_array(CAST(a AS ARRAY<INT>)) AS s FROM t",
			want: "SELECT CASE WHEN CAST(a AS INTEGER ARRAY) IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM UNNEST(CAST(a AS INTEGER ARRAY)) WITH ORDINALITY AS lateral_elem(e, n) ORDER BY lateral_elem.e NULLS FIRST, lateral_elem.n) END AS s FROM t"},
		{name: "strings in code point order", from: "spark", to: "ansi",
			in:    "SELECT sort_array(CAST(a AS ARRAY<STRING>), false) AS s FROM t",
			want:  "SELECT CASE WHEN CAST(a AS VARCHAR ARRAY) IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM UNNEST(CAST(a AS VARCHAR ARRAY)) WITH ORDINALITY AS lateral_elem(e, n) ORDER BY lateral_elem.e COLLATE UCS_BASIC DESC NULLS LAST, lateral_elem.n) END AS s FROM t",
			fires: true},
	})
	tr, err := lateral.Translate("SELECT sort_array(a) AS s FROM t", "spark", "ansi", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T056")
	tr, err = lateral.Translate("SELECT array_distinct(CAST(a AS ARRAY<STRUCT<x: INT>>)) AS s FROM t", "spark", "ansi", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T301")
}

// Doris, Snowflake and BigQuery: sort_array of exact numbers only, and
// BigQuery's array_distinct of scalars that are not floats.
func TestSortArrayExactElems(t *testing.T) {
	runPassCases(t, "lower_exprs", []passCase{
		{name: "no-op: Doris sorts integers", from: "spark", to: "doris",
			in:   "SELECT sort_array(CAST(a AS ARRAY<INT>), false) AS s FROM t",
			want: "SELECT array_reverse_sort(CAST(a AS ARRAY<INT>)) AS s FROM t"},
		{name: "no-op: Snowflake sorts decimals", from: "spark", to: "snowflake",
			in:   "SELECT sort_array(CAST(a AS ARRAY<DECIMAL(10,2)>)) AS s FROM t",
			want: "SELECT array_sort(CAST(a AS ARRAY(DECIMAL(10, 2))), TRUE, TRUE) AS s FROM t"},
		{name: "no-op: Snowflake sorts an array constructor as it is", from: "spark", to: "snowflake",
			in:   "SELECT sort_array(array(3, NULL, 1)) AS s FROM t",
			want: "SELECT array_sort([3, NULL, 1], TRUE, TRUE) AS s FROM t"},
		{name: "no-op: BigQuery removes duplicate strings", from: "spark", to: "bigquery",
			in:   "SELECT array_distinct(CAST(a AS ARRAY<STRING>)) AS s FROM t",
			want: "SELECT CASE WHEN CAST(a AS ARRAY<STRING>) IS NULL THEN NULL ELSE ARRAY(SELECT e FROM UNNEST(CAST(a AS ARRAY<STRING>)) AS e WITH OFFSET AS n GROUP BY e ORDER BY min(n + 1)) END AS s FROM t"},
	})
	for _, to := range []string{"doris", "snowflake", "bigquery"} {
		for _, q := range []string{"SELECT sort_array(CAST(a AS ARRAY<DOUBLE>)) AS s FROM t", "SELECT sort_array(CAST(a AS ARRAY<STRING>)) AS s FROM t",
			"SELECT sort_array(CAST(a AS ARRAY<STRUCT<x: INT>>)) AS s FROM t"} {
			tr, err := lateral.Translate(q, "spark", to, lateral.TranslateOptions{})
			wantRefusal(t, tr, err, "T301")
		}
		tr, err := lateral.Translate("SELECT sort_array(a) AS s FROM t", "spark", to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T056")
		if _, err := lateral.Translate("SELECT sort_array(array(NULL)) AS s", "spark", to, lateral.TranslateOptions{}); err != nil {
			t.Errorf("%s: sort_array(array(NULL)): %v", to, err)
		}
	}
	for _, q := range []string{"SELECT array_distinct(CAST(a AS ARRAY<DOUBLE>)) AS s FROM t", "SELECT array_distinct(CAST(a AS ARRAY<STRUCT<x: INT>>)) AS s FROM t"} {
		tr, err := lateral.Translate(q, "spark", "bigquery", lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T301")
	}
	for _, to := range []string{"doris", "snowflake"} {
		tr, err := lateral.Translate("SELECT array_distinct(CAST(a AS ARRAY<INT>)) AS s FROM t", "spark", to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T301")
	}
	// BigQuery's subquery does not read the enclosing query's aggregate.
	tr, err := lateral.Translate("SELECT sort_array(collect_list(x)) AS s FROM t", "spark", "bigquery", lateral.TranslateOptions{Schema: "CREATE TABLE t (x INT)"})
	wantRefusal(t, tr, err, "T301")
	if _, err := lateral.Translate("SELECT sort_array(collect_set(x)) AS s FROM t", "spark", "doris", lateral.TranslateOptions{Schema: "CREATE TABLE t (x INT)"}); err != nil {
		t.Errorf("doris sorts an aggregate: %v", err)
	}
}

// Snowflake's ARRAY_SORT sorts a JSON null element above every value
// whatever nulls_first says; an array that is not a constructor is cast
// to the structured ARRAY of its element type, which holds none
// (snowflakeSortArg).
func TestSortArraySnowflakeJSONNulls(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "a column is sorted as a structured ARRAY", from: "spark", to: "snowflake", schema: "CREATE TABLE t (a ARRAY<INT>)",
			in:   "SELECT sort_array(a, false) AS s FROM t",
			want: "SELECT array_sort(CAST(a AS ARRAY(INTEGER)), FALSE, FALSE) AS s FROM t", fires: true},
		// Spark's coalesce of an ARRAY<DECIMAL(10, 2)> and [0.125] is an
		// array of DECIMAL(11, 3): a cast to ARRAY(DECIMAL(10, 2)) would
		// round 0.125 to 0.13, and m may hold a JSON null.
		{name: "an expression of a type that could be narrower is refused", from: "spark", to: "snowflake", schema: "CREATE TABLE t (m ARRAY<DECIMAL(10,2)>)",
			in: "SELECT sort_array(coalesce(m, array(0.125))) AS s FROM t", code: "T301"},
		{name: "array_union of arrays of different types is refused", from: "spark", to: "snowflake", schema: "CREATE TABLE t (m ARRAY<DECIMAL(10,2)>, n ARRAY<DECIMAL(12,3)>)",
			in: "SELECT sort_array(array_union(m, n)) AS s FROM t", code: "T301"},
		{name: "an array constructor holds SQL NULLs only", from: "spark", to: "snowflake", schema: "CREATE TABLE t (a ARRAY<INT>)",
			in:   "SELECT sort_array(array(3, NULL, 1)) AS s FROM t",
			want: "SELECT array_sort([3, NULL, 1], TRUE, TRUE) AS s FROM t"},
		{name: "a coalesce of columns of one type is cast", from: "spark", to: "snowflake", schema: "CREATE TABLE t (m ARRAY<DECIMAL(10,2)>, n ARRAY<DECIMAL(10,2)>)",
			in:   "SELECT sort_array(coalesce(m, n)) AS s FROM t",
			want: "SELECT array_sort(CAST(coalesce(m, n) AS ARRAY(DECIMAL(10, 2))), TRUE, TRUE) AS s FROM t", fires: true},
		// Spark's slice is not written for Snowflake, which has ARRAY_SLICE
		// of 0-based bounds only (dialects/functions_array_slice.go)
		{name: "a slice of a column is refused", from: "spark", to: "snowflake", schema: "CREATE TABLE t (a ARRAY<BIGINT>)",
			in: "SELECT sort_array(slice(a, 1, 5)) AS s FROM t", code: "T301"},
		{name: "a cast argument is already a structured ARRAY", from: "spark", to: "snowflake",
			in:   "SELECT sort_array(CAST(a AS ARRAY<INT>)) AS s FROM t",
			want: "SELECT array_sort(CAST(a AS ARRAY(INTEGER)), TRUE, TRUE) AS s FROM t"},
		{name: "an aggregate of numbers holds no JSON null", from: "spark", to: "snowflake", schema: "CREATE TABLE t (x INT)",
			in:   "SELECT sort_array(collect_list(x)) AS s FROM t",
			want: "SELECT array_sort(array_agg(x), TRUE, TRUE) AS s FROM t"},
		{name: "a constructor of an element of unknown type is refused", from: "spark", to: "snowflake", schema: "CREATE TABLE t (x INT)",
			in: "SELECT sort_array(array(x, y)) AS s FROM t", code: "T301"},
	})
}
