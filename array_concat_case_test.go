package lateral_test

import (
	"context"
	"testing"

	lateral "github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// The reference executor follows PostgreSQL's and DuckDB's array
// concatenation, PostgreSQL's cardinality of a multidimensional array and
// DuckDB's upper (run again on PostgreSQL when LATERAL_PG_DSN names one,
// and on DuckDB in process): PostgreSQL's array_cat skips a NULL array
// and gives NULL for two; DuckDB's list_concat skips NULL lists and gives
// [] for all NULL; PostgreSQL's cardinality counts every element of
// ARRAY[[1,2],[3,4]] (4) where array_length(a, 1) is 2; DuckDB's upper
// maps ß to ẞ.
func TestArrayConcatCardinalityUpper(t *testing.T) {
	// engWant is the engine's text where it quotes strings.
	cases := []struct{ dialect, engine, sql, want, engWant string }{
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

// Hive and Spark map letters as Java's String.toUpperCase and toLowerCase
// do (the full mapping of Unicode's SpecialCasing; these values were
// printed by Java 17 with Locale.ROOT), Trino code point by code point.
func TestUpperLowerJava(t *testing.T) {
	for _, c := range []struct{ dialect, want string }{
		{"hive", "(STRASSE, ας β, FI)"},
		{"spark", "(STRASSE, ας β, FI)"},
		{"trino", "(STRAßE, ασ β, ﬁ)"},
	} {
		rows, err := lateral.Run(context.Background(), "SELECT upper('straße') AS a, lower('ΑΣ Β') AS b, upper('ﬁ') AS c", c.dialect, lateral.RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		all, err := rows.All()
		rows.Close()
		if err != nil || len(all) != 1 {
			t.Fatalf("%s: %v, %d rows", c.dialect, err, len(all))
		}
		got := "(" + all[0][0].String() + ", " + all[0][1].String() + ", " + all[0][2].String() + ")"
		if got != c.want {
			t.Errorf("%s: got %s, want %s", c.dialect, got, c.want)
		}
	}
}
