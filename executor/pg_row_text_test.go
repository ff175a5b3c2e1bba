package executor_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A composite value of unknown type written as text by a translation from
// DuckDB toward PostgreSQL raises under lat run --dialect postgres as on
// PostgreSQL 15 (json_typeof(to_json(x)) is 'object' for a row), a NULL
// giving NULL, concat_ws skipping it (num_nulls, PostgreSQL's count of
// NULL arguments: num_nulls(ROW(NULL, NULL)) is 0 and num_nulls(NULL, 1,
// NULL) is 2, run on PostgreSQL 15).
func TestPgRowTextUntyped(t *testing.T) {
	setup := []string{"CREATE TABLE t AS SELECT 1 AS id, ROW(1, 'q') AS x UNION ALL SELECT 2, NULL"}
	tr := func(q string) string {
		t.Helper()
		r, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		return r.SQL
	}
	const raise = "a composite (row) value, STRUCT or MAP written as text"
	for _, e := range []string{"CAST(x AS VARCHAR)", "x || 'a'", "concat(x, 'b')", "concat_ws(',', x, 'b')"} {
		runShown(t, sqlCase{name: e, dialect: "postgres", setup: setup, query: tr("SELECT " + e + " AS v FROM t WHERE id = 1"), err: raise})
	}
	runShown(t, sqlCase{name: "a NULL row", dialect: "postgres", setup: setup,
		query: tr("SELECT CAST(x AS VARCHAR) AS a, x || 'a' AS b, concat(x, 'b') AS c, concat_ws(',', x, 'b') AS d FROM t WHERE id = 2"),
		want:  []string{"NULL | NULL | b | b"}})
	runShown(t, sqlCase{name: "num_nulls", dialect: "postgres", query: "SELECT num_nulls(ROW(NULL, NULL)) AS a, num_nulls(NULL, 1, NULL) AS b", want: []string{"0 | 2"}})
}

// array_ndims: PostgreSQL's number of dimensions, NULL for an empty array
// (run on PostgreSQL 15: array_ndims(ARRAY[ARRAY[1,2],ARRAY[3,4]]) is 2,
// array_ndims(ARRAY[1]) 1, of an empty array NULL).
func TestPgArrayNdims(t *testing.T) {
	runShown(t, sqlCase{name: "array_ndims", dialect: "postgres",
		query: "SELECT array_ndims(ARRAY[ARRAY[1,2],ARRAY[3,4]]) AS a, array_ndims(ARRAY[1]) AS b, array_ndims(CAST(ARRAY[] AS INT[])) AS c, array_ndims(CAST(NULL AS INT[])) AS d",
		want:  []string{"2 | 1 | NULL | NULL"}})
}
