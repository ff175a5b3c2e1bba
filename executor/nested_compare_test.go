package executor_test

import "testing"

// =, <>, IN, IS DISTINCT FROM and ordering of arrays and structs that hold
// NULLs, per dialect (Options.NestedNulls). PostgreSQL 15 and DuckDB 1.5
// answers were checked on the engines; Trino's and Spark's follow their
// array and row comparison rules (rewrite.NestedNullsOf).
func TestNestedNullComparisons(t *testing.T) {
	for _, c := range []sqlCase{
		// DuckDB: NULL elements and fields are equal, and larger than values.
		{name: "DuckDB: lists", dialect: "duckdb",
			query: "SELECT [1, NULL] = [1, NULL], [1, NULL] = [1, 2], [1, NULL] <> [1, NULL], [1, NULL] < [1, 2], " +
				"[1, NULL] > [1, 2], [1] < [1, NULL], [NULL, 1] < [NULL, 2]",
			want: []string{"true | false | false | false | true | true | true"}},
		{name: "DuckDB: structs and rows", dialect: "duckdb",
			query: "SELECT {'a': NULL} = {'a': NULL}, {'a': NULL, 'b': 1} < {'a': 1, 'b': 1}, (1, NULL) = (1, NULL), (1, NULL) < (1, 2)",
			want:  []string{"true | false | true | false"}},
		{name: "DuckDB: IN and IS DISTINCT FROM", dialect: "duckdb",
			query: "SELECT [1, NULL] IN ([1, NULL]), [1, NULL] IN ([1, 2], NULL), [1, NULL] IS DISTINCT FROM [1, NULL], [[NULL]] = [[NULL]]",
			want:  []string{"true | NULL | false | true"}},
		// PostgreSQL: arrays and composite values as DuckDB; two row
		// constructors the SQL way.
		{name: "PostgreSQL: arrays", dialect: "postgres",
			query: "SELECT ARRAY[1, NULL] = ARRAY[1, NULL], ARRAY[1, NULL] = ARRAY[1, 2], ARRAY[1, NULL] < ARRAY[1, 2], " +
				"ARRAY[1, NULL] IN (ARRAY[1, NULL]), ARRAY[1, NULL] IS DISTINCT FROM ARRAY[1, NULL]",
			want: []string{"true | false | false | true | false"}},
		{name: "PostgreSQL: row constructors", dialect: "postgres",
			query: "SELECT ROW(1, NULL) = ROW(1, NULL), ROW(1, NULL) = ROW(2, NULL), ROW(1, NULL) <> ROW(1, NULL), " +
				"ROW(1, NULL) < ROW(2, NULL), ROW(1, NULL) < ROW(1, 2), ROW(1, NULL) IS DISTINCT FROM ROW(1, NULL), " +
				"ROW(1, NULL) IN (ROW(1, NULL)), ROW(1, NULL) IN (ROW(2, NULL), ROW(1, 2)), ROW(ROW(NULL::int)) = ROW(ROW(NULL::int))",
			want: []string{"NULL | false | NULL | true | NULL | false | NULL | NULL | true"}},
		{name: "PostgreSQL: composite values", dialect: "postgres",
			query: "SELECT x = y, x = ROW(1, NULL::int), x < ROW(1, 2) FROM (SELECT ROW(1, NULL::int) AS x, ROW(1, NULL::int) AS y) s",
			want:  []string{"true | true | false"}},
		// Trino: = is NULL when a NULL element decides; ordering that
		// reaches one is an error.
		{name: "Trino: equality", dialect: "trino",
			query: "SELECT ARRAY[1, NULL] = ARRAY[1, NULL], ARRAY[1, NULL] = ARRAY[2, NULL], ARRAY[1, NULL] <> ARRAY[1, NULL], " +
				"ARRAY[1, NULL] IS DISTINCT FROM ARRAY[1, NULL], ARRAY[1, NULL] IN (ARRAY[1, NULL], ARRAY[3]), " +
				"ARRAY[ARRAY[NULL]] = ARRAY[ARRAY[NULL]], ROW(1, NULL) = ROW(1, NULL), ARRAY[1, NULL] = ARRAY[1]",
			want: []string{"NULL | false | NULL | false | NULL | NULL | NULL | false"}},
		{name: "Trino: ordering decided before the NULL", dialect: "trino",
			query: "SELECT ARRAY[1, NULL] < ARRAY[2, NULL], ARRAY[1] < ARRAY[1, NULL]", want: []string{"true | true"}},
		{name: "Trino: ordering at a NULL element", dialect: "trino",
			query: "SELECT ARRAY[1, NULL] < ARRAY[1, 2]", err: "ARRAY comparison not supported for arrays with null elements"},
		{name: "Trino: ordering at a NULL field", dialect: "trino",
			query: "SELECT ROW(1, NULL) > ROW(1, 2)", err: "ROW comparison not supported for fields with null elements"},
		{name: "Presto: as Trino", dialect: "presto",
			query: "SELECT ARRAY[1, NULL] = ARRAY[1, NULL], ARRAY[1, NULL] = ARRAY[1, 2]", want: []string{"NULL | NULL"}},
		// Spark and Hive: NULL elements equal, and smaller than values.
		{name: "Spark", dialect: "spark",
			query: "SELECT array(1, NULL) = array(1, NULL), array(1, NULL) < array(1, 2), array(NULL) < array(1), " +
				"named_struct('a', NULL) = named_struct('a', NULL), named_struct('a', NULL) < named_struct('a', 1)",
			want: []string{"true | true | true | true | true"}},
		{name: "Spark: ORDER BY puts NULL elements first", dialect: "spark",
			query: "SELECT a FROM (SELECT array(1) AS a UNION ALL SELECT array(CAST(NULL AS INT)) UNION ALL SELECT array(0)) s ORDER BY a",
			want:  []string{"[NULL]", "[0]", "[1]"}},
		{name: "DuckDB: ORDER BY puts NULL elements last", dialect: "duckdb",
			query: "SELECT a FROM (SELECT [1] AS a UNION ALL SELECT [NULL::INT] UNION ALL SELECT [0]) s ORDER BY a",
			want:  []string{"[0]", "[1]", "[NULL]"}},
		{name: "Hive", dialect: "hive",
			query: "SELECT array(1, NULL) = array(1, NULL), array(1, 2) > array(1, NULL)", want: []string{"true | true"}},
		// ANSI: the SQL standard's row comparison.
		{name: "ANSI", dialect: "ansi",
			query: "SELECT ROW(1, NULL) = ROW(1, NULL), ROW(1, NULL) < ROW(2, NULL), ROW(1, NULL) < ROW(1, 2), ROW(1, NULL) IS NOT DISTINCT FROM ROW(1, NULL)",
			want:  []string{"NULL | true | NULL | true"}},
		// A NULL array or struct is NULL everywhere.
		{name: "DuckDB: a NULL list", dialect: "duckdb",
			query: "SELECT CAST(NULL AS INT[]) = [1], CAST(NULL AS INT[]) < [1]", want: []string{"NULL | NULL"}},
	} {
		runSQL(t, c)
	}
}

// x IN (SELECT ...) and x = ANY (SELECT ...) follow the dialect's rule too.
func TestNestedNullSubqueryIn(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "DuckDB", dialect: "duckdb",
			query: "SELECT [1, NULL] IN (SELECT [1, NULL]), [1, NULL] IN (SELECT [1, 2])", want: []string{"true | false"}},
		{name: "Trino", dialect: "trino",
			query: "SELECT ARRAY[1, NULL] IN (SELECT ARRAY[1, NULL]), ARRAY[1, NULL] IN (SELECT ARRAY[2, NULL])", want: []string{"NULL | false"}},
	} {
		runSQL(t, c)
	}
}

// CASE x WHEN v compares as x = v does.
func TestNestedNullSimpleCase(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "Trino: a NULL element is not a match", dialect: "trino",
			query: "SELECT CASE ARRAY[1, NULL] WHEN ARRAY[1, NULL] THEN 'hit' ELSE 'miss' END, CASE ARRAY[1] WHEN ARRAY[1] THEN 'hit' ELSE 'miss' END",
			want:  []string{"miss | hit"}},
		{name: "DuckDB: a NULL element matches", dialect: "duckdb",
			query: "SELECT CASE [1, NULL] WHEN [1, NULL] THEN 'hit' ELSE 'miss' END, CASE 1 WHEN '1' THEN 'hit' ELSE 'miss' END",
			want:  []string{"hit | hit"}},
		{name: "PostgreSQL: row constructors compare as values here", dialect: "postgres",
			query: "SELECT CASE ROW(1, NULL::int) WHEN ROW(1, NULL::int) THEN 'hit' ELSE 'miss' END",
			want:  []string{"hit"}},
	} {
		runSQL(t, c)
	}
}
