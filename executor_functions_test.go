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
// PGArrayFunctions) and skips one NULL array; DuckDB's list_concat skips
// NULL lists and gives [] for all NULL; PostgreSQL's cardinality counts
// every element of ARRAY[[1,2],[3,4]] (4) where array_length(a, 1) is 2;
// DuckDB's upper maps ß to ẞ.
func TestExecutorFunctionsOnEngines(t *testing.T) {
	// engWant is the engine's text where it differs (it quotes strings).
	cases := []struct{ dialect, engine, sql, want, engWant string }{
		{"postgres", engines.Postgres,
			"SELECT array_append(CAST(NULL AS INT[]), 1) AS a, array_prepend(0, CAST(NULL AS INT[])) AS b, " +
				"array_remove(ARRAY[1, NULL, 2, NULL], NULL) AS c, array_remove(ARRAY[1, NULL, 1], 1) AS d, " +
				"array_remove(CAST(NULL AS INT[]), NULL) AS e, array_cat(CAST(NULL AS INT[]), CAST(NULL AS INT[])) AS f, " +
				"array_cat(CAST(NULL AS INT[]), ARRAY[1]) AS g",
			"([1], [0], [1, 2], [NULL], NULL, NULL, [1])", ""},
		{"duckdb", engines.DuckDB,
			"SELECT list_append(CAST(NULL AS INTEGER[]), 1) AS a, list_prepend(0, CAST(NULL AS INTEGER[])) AS b",
			"([1], [0])", ""},
		{"postgres", engines.Postgres,
			"SELECT array_cat(CAST(NULL AS INT[]), ARRAY[1]) AS a, array_cat(ARRAY[1], CAST(NULL AS INT[])) AS b, " +
				"array_cat(CAST(NULL AS INT[]), CAST(NULL AS INT[])) AS c, array_cat(ARRAY[1], ARRAY[2, NULL]) AS d",
			"([1], [1], NULL, [1, 2, NULL])", ""},
		{"postgres", engines.Postgres,
			"SELECT cardinality(ARRAY[[1, 2], [3, 4]]) AS a, array_length(ARRAY[[1, 2], [3, 4]], 1) AS b, " +
				"cardinality(ARRAY[[1, NULL, 3]]) AS c, cardinality(ARRAY[1, 2]) AS d",
			"(4, 2, 3, 2)", ""},
		{"duckdb", engines.DuckDB,
			"SELECT list_concat(CAST(NULL AS INTEGER[]), [1]) AS a, list_concat([1], NULL, [2]) AS b, " +
				"list_concat(CAST(NULL AS INTEGER[]), CAST(NULL AS INTEGER[])) AS c, array_cat([1], CAST(NULL AS INTEGER[])) AS d, " +
				"array_concat([1], [2], [3]) AS e, list_cat(CAST(NULL AS INTEGER[])) AS f",
			"([1], [1, 2], [], [1], [1, 2, 3], [])", ""},
		{"duckdb", engines.DuckDB,
			"SELECT upper('straße') AS a, lower('ẞ') AS b, upper('é') AS c, lower('ΑΣ') AS d",
			"(STRAẞE, ß, É, ασ)", "('STRAẞE', 'ß', 'É', 'ασ')"},
	}
	for _, c := range cases {
		ref, refErr, eng, engErr := oneRow(t, c.dialect, c.engine, c.sql)
		if refErr != nil || engErr != nil {
			t.Fatalf("%s: reference executor: %v; engine: %v", c.dialect, refErr, engErr)
		}
		if ref != c.want {
			t.Errorf("%s reference executor: got %s, want %s", c.dialect, ref, c.want)
		}
		if c.engWant == "" {
			c.engWant = c.want
		}
		if eng != c.engWant {
			t.Errorf("%s engine: got %s, want %s", c.dialect, eng, c.engWant)
		}
	}
}
