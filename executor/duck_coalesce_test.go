package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines/enginetest"
)

// duckCoalesceCases: coalesce's arguments are typed as DuckDB's binder
// folds them (each expectation run on DuckDB by
// TestDuckDBCoalesceTypesOnDuckDB).
func duckCoalesceCases() []sqlCase {
	const mix = "Cannot mix values of type VARCHAR and "
	cs := []sqlCase{
		{name: "NULL, a string literal, a number", query: "SELECT coalesce(NULL, '10', 9)", err: mix},
		{name: "NULL, a string literal, a BIGINT", query: "SELECT coalesce(NULL, '10', CAST(9 AS BIGINT))", err: mix + "BIGINT in COALESCE operator"},
		{name: "a string literal, NULL, a number", query: "SELECT coalesce('10', NULL, 9)", err: mix},
		{name: "two string literals, a number", query: "SELECT coalesce('10', '11', 9)", err: mix},
		{name: "a VARCHAR, a number", query: "SELECT coalesce(CAST(NULL AS VARCHAR), 9)", err: mix},
		{name: "NULL, a string literal, a DATE", query: "SELECT coalesce(NULL, '10', DATE '2020-01-01')", err: mix + "DATE in COALESCE operator"},
		{name: "a number, a VARCHAR", query: "SELECT coalesce(NULL, 9, CAST('a' AS VARCHAR))", err: "Cannot mix values of type INTEGER and VARCHAR in COALESCE operator"},
		{name: "a string literal takes the number's type", query: "SELECT coalesce('010', 9), coalesce(NULL, 9, '10'), coalesce(CAST(NULL AS INTEGER), '07') + 1, coalesce('2020-01-02', DATE '2020-01-01') + 1",
			want: []string{"10 | 9 | 8 | 2020-01-03"}},
		{name: "strings and NULLs stay strings", query: "SELECT coalesce(NULL, '010'), coalesce('x', NULL), coalesce(NULL, 'a', 'b')",
			want: []string{"010 | x | a"}},
		{name: "a string literal no number", query: "SELECT coalesce('x', 9)", err: "x"},
	}
	for i := range cs {
		cs[i].dialect = "duckdb"
	}
	return cs
}

func TestDuckDBCoalesceTypes(t *testing.T) {
	for _, c := range duckCoalesceCases() {
		runSQL(t, c)
	}
}

// TestDuckDBCoalesceTypesOnDuckDB checks the cases' expectations on
// DuckDB itself.
func TestDuckDBCoalesceTypesOnDuckDB(t *testing.T) {
	casesOnDuckDB(t, duckCoalesceCases())
}

// casesOnDuckDB runs each case on DuckDB, checking that it gives the rows
// (or the error) the case wants.
func casesOnDuckDB(t *testing.T, cases []sqlCase) {
	t.Helper()
	duck := enginetest.DuckDB(t)
	for _, c := range cases {
		res, err := duck.Query(enginetest.Ctx(t), c.query)
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: DuckDB gives %v for %s, the case wants an error containing %q", c.name, err, c.query, c.err)
			}
		case err != nil:
			t.Errorf("%s: DuckDB rejects %s: %v", c.name, c.query, err)
		default:
			if got := duckRowsText(res); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("%s: DuckDB gives %q, the case wants %q", c.name, got, c.want)
			}
		}
	}
}
