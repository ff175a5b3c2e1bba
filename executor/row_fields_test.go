package executor_test

import "testing"

// The names of ROW(...)'s fields. PostgreSQL's checked on PostgreSQL 15,
// DuckDB's (unnamed fields) on DuckDB 1.5.6.
func TestRowFieldNames(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "PostgreSQL: f1, f2", dialect: "postgres",
			query: "SELECT f1, f2 FROM (SELECT (x).* FROM (SELECT ROW(1,2) AS x) s) t", want: []string{"1 | 2"}},
		{name: "PostgreSQL: f1, f2 also for column references", dialect: "postgres",
			query: "SELECT f1, f2 FROM (SELECT (x).* FROM (SELECT ROW(a, b) AS x FROM (SELECT 1 AS a, 'q' AS b) t) s) u",
			want:  []string{"1 | q"}},
		{name: "PostgreSQL: a field by its name", dialect: "postgres",
			query: "SELECT (x).f2 FROM (SELECT ROW(1, 2) AS x) s", want: []string{"2"}},
		{name: "PostgreSQL: no col1", dialect: "postgres",
			query: "SELECT col1 FROM (SELECT (x).* FROM (SELECT ROW(1,2) AS x) s) t", err: "col1"},
		{name: "DuckDB: unnamed fields, also for column references", dialect: "duckdb",
			query: "SELECT column_type FROM (DESCRIBE SELECT row(a, b) AS x FROM (SELECT 1 AS a, 'q' AS b))",
			want:  []string{"STRUCT(INTEGER, VARCHAR)"}},
	} {
		runSQL(t, c)
	}
}
