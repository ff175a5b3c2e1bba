package executor_test

import "testing"

// x IS [NOT] NULL of a struct. PostgreSQL: a row IS NULL when it is NULL
// or all its fields are NULL, IS NOT NULL when none of its fields is NULL,
// a field that is itself a row of NULLs not being NULL (checked on
// PostgreSQL 15). DuckDB, Spark and Trino test the struct value alone: a
// struct of NULL fields is not NULL (checked on DuckDB 1.5).
func TestRowIsNull(t *testing.T) {
	const pgRows = "SELECT x IS NULL, x IS NOT NULL FROM (VALUES (1, ROW(NULL, NULL)), (2, ROW(1, NULL)), " +
		"(3, ROW(1, 2)), (4, ROW(ROW(NULL), 1)), (5, NULL)) AS v(i, x) ORDER BY i"
	for _, c := range []sqlCase{
		{name: "PostgreSQL: by fields", dialect: "postgres", query: pgRows,
			want: []string{"true | false", "false | false", "false | true", "false | true", "true | false"}},
		{name: "PostgreSQL: a nested row of NULLs is not NULL", dialect: "postgres",
			query: "SELECT ROW(ROW(NULL)) IS NULL, ROW(ROW(NULL)) IS NOT NULL", want: []string{"false | true"}},
		{name: "PostgreSQL: a composite column", dialect: "postgres",
			setup: []string{"CREATE TYPE pair AS (a INT, b TEXT)", "CREATE TABLE t (i INT, p pair)",
				"INSERT INTO t VALUES (1, ROW(NULL, NULL)), (2, ROW(1, NULL)), (3, NULL)"},
			query: "SELECT i FROM t WHERE p IS NULL ORDER BY i", want: []string{"1", "3"}},
		{name: "PostgreSQL: scalars", dialect: "postgres",
			query: "SELECT CAST(NULL AS INT) IS NULL, 1 IS NULL, 1 IS NOT NULL", want: []string{"true | false | true"}},
		{name: "DuckDB: the struct value", dialect: "duckdb",
			query: "SELECT x IS NULL, x IS NOT NULL FROM (VALUES (1, {'a': NULL, 'b': NULL}), (2, {'a': 1, 'b': NULL}), " +
				"(3, NULL)) AS v(i, x) ORDER BY i",
			want: []string{"false | true", "false | true", "true | false"}},
		{name: "Spark: the struct value", dialect: "spark",
			query: "SELECT named_struct('a', NULL, 'b', NULL) IS NULL, named_struct('a', NULL, 'b', NULL) IS NOT NULL",
			want:  []string{"false | true"}},
		{name: "Trino: the struct value", dialect: "trino",
			query: "SELECT CAST(ROW(NULL, NULL) AS ROW(a INTEGER, b INTEGER)) IS NULL",
			want:  []string{"false"}},
	} {
		runSQL(t, c)
	}
}
