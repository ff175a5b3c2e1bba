package executor_test

import "testing"

// duckAliasRowCases: in DuckDB 1.5.6 a bare reference to the alias of a
// table function is the function's whole row, a STRUCT (run by
// runOnEngines: SELECT i FROM unnest([1, 2]) i is {unnest: 1}), which
// lat run refuses; its column, read qualified or named in the alias, is
// the value in both. PostgreSQL reads such an alias as the column
// (peers_features_test.go).
func duckAliasRowCases() []atTimeZoneCase {
	refused := func(name, q, want string) atTimeZoneCase {
		return atTimeZoneCase{sqlCase: sqlCase{name: name, dialect: "duckdb", query: q, want: []string{want}, err: "DuckDB 1.5 reads it as the function's whole row"}}
	}
	answered := func(name, q string, want ...string) atTimeZoneCase {
		return atTimeZoneCase{sqlCase: sqlCase{name: name, dialect: "duckdb", query: q, want: want}}
	}
	return []atTimeZoneCase{
		refused("unnest alias", "SELECT typeof(i) FROM unnest([1, 2]) i LIMIT 1", "STRUCT(unnest INTEGER)"),
		refused("series alias", "SELECT typeof(g) FROM generate_series(1, 2) g LIMIT 1", "STRUCT(generate_series BIGINT)"),
		refused("lateral unnest alias", "SELECT typeof(u) FROM (SELECT [1, 2] AS a) t, unnest(t.a) AS u LIMIT 1", "STRUCT(unnest INTEGER)"),
		answered("qualified column", "SELECT i.unnest FROM unnest([1, 2]) i", "1", "2"),
		answered("named column", "SELECT i FROM unnest([1, 2]) t(i)", "1", "2"),
	}
}

func TestDuckAliasRows(t *testing.T) {
	for _, c := range duckAliasRowCases() {
		if c.err != "" {
			c.want = nil
		}
		runSQL(t, c.sqlCase)
	}
}

func TestDuckAliasRowsOnEngines(t *testing.T) {
	runOnEngines(t, duckAliasRowCases())
}
