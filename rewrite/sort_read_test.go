package rewrite_test

import (
	"testing"
)

// DuckDB's list_sort (order and NULL order given), Doris's array_sort and
// array_reverse_sort and Snowflake's ARRAY_SORT with literal booleans are
// read as sort_array or array_sort_nulls_last, for the element types each
// orders as the canonical sort does (readSortElems).
func TestReadSortElems(t *testing.T) {
	const duck = "CREATE TABLE t (a INTEGER[], s VARCHAR[], d DOUBLE[], r STRUCT(x INTEGER)[])"
	const snow = "CREATE TABLE t (a ARRAY(INTEGER), n ARRAY(NUMBER(10, 2)), b ARRAY, d ARRAY(DOUBLE))"
	runExprCases(t, []exprCase{
		{name: "no-op: DuckDB integers, ascending NULLs last", from: "duckdb", to: "spark", schema: duck,
			in:   "SELECT list_sort(a, 'ASC', 'NULLS LAST') AS s FROM t",
			want: "SELECT array_sort(a) AS s FROM t"},
		{name: "no-op: DuckDB descending NULLs last, the enum's other spellings", from: "duckdb", to: "trino", schema: duck,
			in:   "SELECT array_sort(a, 'descending', 'nulls_last') AS s FROM t",
			want: "SELECT concat(reverse(array_sort(filter(a, lateral_x -> lateral_x IS NOT NULL))), filter(a, lateral_x -> lateral_x IS NULL)) AS s FROM t"},
		{name: "no-op: DuckDB list_reverse_sort", from: "duckdb", to: "spark", schema: duck,
			in:   "SELECT list_reverse_sort(a, 'NULLS LAST') AS s FROM t",
			want: "SELECT sort_array(a, FALSE) AS s FROM t"},
		{name: "DuckDB strings sort in byte order", from: "duckdb", to: "postgres", schema: duck,
			in:    "SELECT list_sort(s, 'ASC', 'NULLS FIRST') AS s FROM t",
			want:  `SELECT CASE WHEN s IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM unnest(s) WITH ORDINALITY AS lateral_elem(e, n) ORDER BY lateral_elem.e COLLATE "C" NULLS FIRST, lateral_elem.n) END AS s FROM t`,
			fires: true},
		{name: "DuckDB doubles: -0.0 and 0.0 not kept in order", from: "duckdb", to: "spark", schema: duck,
			in: "SELECT list_sort(d, 'ASC', 'NULLS LAST') AS s FROM t", code: "T301"},
		{name: "DuckDB structs: a NULL field sorts last", from: "duckdb", to: "postgres", schema: duck,
			in: "SELECT list_sort(r, 'ASC', 'NULLS FIRST') AS s FROM t", code: "T301"},
		{name: "DuckDB element type unknown", from: "duckdb", to: "spark",
			in: "SELECT list_sort(a, 'ASC', 'NULLS LAST') AS s FROM t", code: "T056"},
		{name: "DuckDB's default NULL order is a setting", from: "duckdb", to: "spark", schema: duck,
			in: "SELECT list_sort(a, 'ASC') AS s FROM t", code: "T302"},
		{name: "DuckDB's 'DEFAULT' NULL order is the setting", from: "duckdb", to: "spark", schema: duck,
			in: "SELECT list_sort(a, 'ASC', 'DEFAULT') AS s FROM t", code: "T302"},
		{name: "no canonical descending sort with NULLs first", from: "duckdb", to: "spark", schema: duck,
			in: "SELECT list_sort(a, 'DESC', 'NULLS FIRST') AS s FROM t", code: "T302"},
		{name: "no-op: DuckDB to DuckDB keeps any form", from: "duckdb", to: "duckdb", schema: duck,
			in:   "SELECT list_sort(d, 'DESC') AS s FROM t",
			want: "SELECT list_sort(d, 'DESC') AS s FROM t"},
		{name: "no-op: Doris array_sort and array_reverse_sort", from: "doris", to: "spark", schema: "CREATE TABLE t (a ARRAY<INT>)",
			in:   "SELECT array_sort(a) AS s, array_reverse_sort(a) AS r FROM t",
			want: "SELECT sort_array(a) AS s, sort_array(a, FALSE) AS r FROM t"},
		{name: "Doris strings: order not documented", from: "doris", to: "spark", schema: "CREATE TABLE t (a ARRAY<STRING>)",
			in: "SELECT array_sort(a) AS s FROM t", code: "T301"},
		{name: "no-op: Snowflake structured ARRAY, SQL NULLs first", from: "snowflake", to: "spark", schema: snow,
			in:   "SELECT ARRAY_SORT(a, TRUE, TRUE) AS s, ARRAY_SORT(n, FALSE, FALSE) AS r FROM t",
			want: "SELECT sort_array(a) AS s, sort_array(n, FALSE) AS r FROM t"},
		{name: "no-op: Snowflake defaults, every NULL last", from: "snowflake", to: "duckdb", schema: snow,
			in:   "SELECT ARRAY_SORT(a) AS s, ARRAY_SORT(n, TRUE) AS r FROM t",
			want: "SELECT list_sort(a, 'ASC', 'NULLS LAST') AS s, list_sort(n, 'ASC', 'NULLS LAST') AS r FROM t"},
		{name: "Snowflake: an element of unknown type may be a JSON null", from: "snowflake", to: "spark", schema: snow,
			in: "SELECT ARRAY_SORT([1, u.y], TRUE, TRUE) AS s FROM u", code: "T301"},
		{name: "no-op: Snowflake ascending with every NULL last reads it", from: "snowflake", to: "spark", schema: snow,
			in:   "SELECT ARRAY_SORT([1, u.y], TRUE, FALSE) AS s FROM u",
			want: "SELECT array_sort(array(1, u.y)) AS s FROM u"},
		{name: "Snowflake semi-structured ARRAY", from: "snowflake", to: "spark", schema: snow,
			in: "SELECT ARRAY_SORT(b) AS s FROM t", code: "T056"},
		{name: "Snowflake doubles", from: "snowflake", to: "spark", schema: snow,
			in: "SELECT ARRAY_SORT(d) AS s FROM t", code: "T301"},
		{name: "Snowflake descending defaults to SQL NULLs first", from: "snowflake", to: "spark", schema: snow,
			in: "SELECT ARRAY_SORT(a, FALSE) AS s FROM t", code: "T302"},
	})
}
