package lateral_test

import (
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

// The reference executor follows PostgreSQL's and DuckDB's array functions
// on NULL arguments (checked on PostgreSQL 15 and DuckDB 1.5; run again on
// PostgreSQL when LATERAL_PG_DSN names one, and on DuckDB in process):
// array_append(NULL, x) and array_prepend(x, NULL) are [x] in both;
// PostgreSQL's array_remove(a, NULL) removes the NULL elements and its
// array_cat of two NULLs is NULL (executor Options.AppendToNullArray,
// PGArrayFunctions).
func TestArrayFunctionsNullArguments(t *testing.T) {
	cases := []struct{ dialect, engine, sql, want string }{
		{"postgres", engines.Postgres,
			"SELECT array_append(CAST(NULL AS INT[]), 1) AS a, array_prepend(0, CAST(NULL AS INT[])) AS b, " +
				"array_remove(ARRAY[1, NULL, 2, NULL], NULL) AS c, array_remove(ARRAY[1, NULL, 1], 1) AS d, " +
				"array_remove(CAST(NULL AS INT[]), NULL) AS e, array_cat(CAST(NULL AS INT[]), CAST(NULL AS INT[])) AS f, " +
				"array_cat(CAST(NULL AS INT[]), ARRAY[1]) AS g",
			"([1], [0], [1, 2], [NULL], NULL, NULL, [1])"},
		{"duckdb", engines.DuckDB,
			"SELECT list_append(CAST(NULL AS INTEGER[]), 1) AS a, list_prepend(0, CAST(NULL AS INTEGER[])) AS b",
			"([1], [0])"},
	}
	for _, c := range cases {
		ref, refErr, eng, engErr := oneRow(t, c.dialect, c.engine, c.sql)
		if refErr != nil || engErr != nil {
			t.Fatalf("%s: reference executor: %v; engine: %v", c.dialect, refErr, engErr)
		}
		if ref != c.want {
			t.Errorf("%s reference executor: got %s, want %s", c.dialect, ref, c.want)
		}
		if eng != c.want {
			t.Errorf("%s engine: got %s, want %s", c.dialect, eng, c.want)
		}
	}
}
