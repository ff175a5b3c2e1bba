package executor_test

import "testing"

// DuckDB orders a set operation by a select-list expression of a branch;
// PostgreSQL takes output column names and positions only. Rows checked
// on DuckDB 1.5.
func TestSetOpOrderByBranchExpression(t *testing.T) {
	structs := []string{
		"CREATE TABLE tbl_structs AS SELECT {'a': 1, 'b': 2, 'c': 3} AS s",
		"INSERT INTO tbl_structs VALUES ({'a': 2, 'b': 3, 'c': 1})",
	}
	for _, c := range []sqlCase{
		{name: "the expression of the second branch", dialect: "duckdb", setup: structs,
			query: "SELECT 5 AS q UNION ALL SELECT s.a FROM tbl_structs ORDER BY s.a DESC",
			want:  []string{"5", "2", "1"}},
		{name: "its column, not its position in the list", dialect: "duckdb", setup: structs,
			query: "SELECT 7, 5 AS q UNION ALL SELECT s.b, s.a FROM tbl_structs ORDER BY s.a DESC",
			want:  []string{"7 | 5", "3 | 2", "2 | 1"}},
		{name: "beside a struct unnest", dialect: "duckdb", setup: structs,
			query: "SELECT UNNEST(s) FROM tbl_structs UNION ALL SELECT s.a, s.b, s.c FROM tbl_structs ORDER BY s.c",
			want:  []string{"2 | 3 | 1", "2 | 3 | 1", "1 | 2 | 3", "1 | 2 | 3"}},
		{name: "different columns in two branches: ambiguous", dialect: "duckdb", setup: structs,
			query: "SELECT s.a, s.b FROM tbl_structs UNION ALL SELECT s.b, s.a FROM tbl_structs ORDER BY s.b, s.a",
			err:   "ambiguous"},
		{name: "a quoted name repeats an unquoted one of another case", dialect: "duckdb",
			setup: []string{"CREATE TABLE t AS SELECT 1 AS k", "CREATE TABLE u AS SELECT 5 AS y"},
			query: `SELECT k + 1 FROM t UNION ALL SELECT y FROM u ORDER BY "K" + 1`, want: []string{"2", "5"}},
		{name: "and the other way round", dialect: "duckdb",
			setup: []string{"CREATE TABLE t AS SELECT 1 AS k", "CREATE TABLE u AS SELECT 5 AS y"},
			query: `SELECT "K" + 1 FROM t UNION ALL SELECT y FROM u ORDER BY k + 1 DESC`, want: []string{"5", "2"}},
		{name: "no branch has it", dialect: "duckdb",
			query: "SELECT 1 AS x UNION ALL SELECT 2 ORDER BY t.x DESC", err: "t.x"},
		{name: "PostgreSQL: output columns only", dialect: "postgres",
			query: "SELECT 1 AS x UNION ALL SELECT x FROM (VALUES (2)) t(x) ORDER BY t.x", err: "t.x"},
	} {
		runSQL(t, c)
	}
}
