package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// DuckDB's unnest in FROM takes only a list, and no other dialect has
// array_value: an unnest of array_value(...) unnests the list of the same
// elements, under the name DuckDB gives the select item.
func TestUnnestArrayValue(t *testing.T) {
	for _, tc := range []struct {
		name, in, to, want string
		fires              bool
	}{
		{"select list to duckdb", "SELECT unnest(array_value(1, 2, NULL))", "duckdb",
			`SELECT _g1."unnest(array_value(1, 2, NULL))" AS "unnest(array_value(1, 2, NULL))" FROM unnest([1, 2, NULL]) AS _g1("unnest(array_value(1, 2, NULL))")`, true},
		{"FROM to postgres", "SELECT x FROM unnest(array_value(1, 2)) AS t(x)", "postgres",
			"SELECT x FROM unnest(ARRAY[1, 2]) AS t(x)", true},
		{"not an argument of unnest: kept", "SELECT array_value(1, 2) AS a", "duckdb",
			"SELECT array_value(1, 2) AS a", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "duckdb", tc.to, lateral.TranslateOptions{})
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "array_value", tc.fires)
			checkIdempotent(t, tr, tc.to, lateral.TranslateOptions{})
		})
	}
}
