package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// DuckDB names an unaliased select-list unnest after the expression it
// parsed, printed (checked on DuckDB through engines: [1, 2] prints as
// main.list_value(1, 2), 007 as 7, - 2 as -2): the translation keeps that
// name with an alias, or refuses when it cannot be told (T035).
func TestDuckDBUnnestItemNames(t *testing.T) {
	ok := []struct{ name, in, col string }{
		{"list literal", "SELECT unnest([1, 2])", "unnest(main.list_value(1, 2))"},
		{"integers as values", "SELECT unnest([- 2, 007])", "unnest(main.list_value(-2, 7))"},
		{"strings and NULL", "SELECT unnest(['it''s', NULL])", "unnest(main.list_value('it''s', NULL))"},
		{"nested and empty lists", "SELECT unnest([[1], []])", "unnest(main.list_value(main.list_value(1), main.list_value()))"},
		{"NULL", "SELECT unnest(NULL)", "unnest(NULL)"},
		{"array_value", "SELECT UNNEST(ARRAY_VALUE(1, 2))", "unnest(array_value(1, 2))"},
		{"column", "SELECT unnest(t.arr) FROM t", "unnest(t.arr)"},
	}
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INTEGER, arr INTEGER[])"}
	for _, tc := range ok {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "duckdb", "trino", opts)
			cols := tr.Statements[0].SQL
			if want := `AS "` + tc.col + `"`; !strings.Contains(cols, want) {
				t.Errorf("got %s, want the column named %q", tr.SQL, tc.col)
			}
			checkIdempotent(t, tr, "trino", opts)
		})
	}
	for _, tc := range []struct{ name, in string }{
		{"ARRAY[] prints differently", "SELECT unnest(ARRAY[1, 2])"},
		{"a boolean prints as a cast", "SELECT unnest([true])"},
		{"another function", "SELECT unnest(string_split('a,b', ','))"},
		{"a derived table's name is seen", "SELECT * FROM (SELECT unnest(ARRAY[1])) AS d"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, "duckdb", "trino", opts)
			wantRefusal(t, tr, err, "T035")
		})
	}
	// Where no one sees the name, any name does.
	for _, in := range []string{
		"SELECT (SELECT unnest(ARRAY[1]))",
		"SELECT d.b FROM (SELECT unnest(ARRAY[1])) AS d(b)",
		"SELECT 1 WHERE EXISTS (SELECT unnest(ARRAY[1]))",
	} {
		mustTranslate(t, in, "duckdb", "trino", opts)
	}
}
