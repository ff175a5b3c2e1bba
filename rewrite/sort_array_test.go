package rewrite_test

import (
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
	if _, err := lateral.Translate("SELECT sort_array(CAST(a AS ARRAY<STRUCT<x: INT>>)) AS s FROM t", "spark", "hive", lateral.TranslateOptions{}); err != nil {
		t.Errorf("hive sorts structs as Spark does: %v", err)
	}
}
