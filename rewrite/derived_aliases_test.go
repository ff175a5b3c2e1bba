package rewrite_test

import "testing"

// A subquery in FROM without an alias gets a fresh one toward PostgreSQL
// (15 raises "subquery in FROM must have an alias"), ANSI, Hive and Doris;
// the name is none the statement uses (derived_aliases.go). The outputs
// were run on PostgreSQL 15 in derived_alias_test.go at the repository root.
func TestDerivedAliases(t *testing.T) {
	runPassCases(t, "derived_aliases", []passCase{
		{name: "no-op: an alias already", from: "duckdb", to: "postgres",
			in: "SELECT a FROM (SELECT 1 AS a) AS s", want: "SELECT a FROM (SELECT 1 AS a) AS s"},
		{name: "no-op: a target reading it", from: "duckdb", to: "trino",
			in: "SELECT a FROM (SELECT 1 AS a)", want: "SELECT a FROM (SELECT 1 AS a)"},
		{name: "to postgres", from: "duckdb", to: "postgres",
			in: "SELECT a FROM (SELECT 1 AS a)", want: "SELECT a FROM (SELECT 1 AS a) AS _d1", fires: true},
		{name: "names of the statement avoided", from: "duckdb", to: "postgres",
			in:    "WITH _d1 AS (SELECT 1 AS _d2) SELECT _d2 FROM (SELECT * FROM _d1)",
			want:  "WITH _d1 AS (SELECT 1 AS _d2) SELECT _d2 FROM (SELECT * FROM _d1) AS _d3",
			fires: true},
		{name: "nested", from: "spark", to: "hive",
			in:    "SELECT a FROM (SELECT a FROM (SELECT 1 AS a))",
			want:  "SELECT a FROM (SELECT a FROM (SELECT 1 AS a) AS `_d1`) AS `_d2`",
			fires: true},
		{name: "to doris", from: "spark", to: "doris",
			in:    "SELECT a, b FROM (SELECT 1 AS a) JOIN (SELECT 1 AS b) ON a = b",
			want:  "SELECT a, b FROM (SELECT 1 AS a) AS _d1 JOIN (SELECT 1 AS b) AS _d2 ON a = b",
			fires: true},
		{name: "to ansi", from: "duckdb", to: "ansi",
			in: "SELECT count(*) AS n FROM (SELECT 1 AS a)", want: "SELECT count(*) AS n FROM (SELECT 1 AS a) AS _d1", fires: true},
		{name: "postgres 16 VALUES", from: "postgres", to: "postgres",
			in: "SELECT column1 FROM (VALUES (1), (2))", want: "SELECT column1 FROM (VALUES (1), (2)) AS _d1", fires: true},
	})
}
