package executor_test

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/executor"
)

// DuckDB's DESCRIBE on the reference executor. Every expected row was
// checked against DuckDB 1.5.6 (the in-process engine of engines/), unless
// marked as taken from the peer suite's expectations (DuckDB's own tests).
func TestDescribe(t *testing.T) {
	const yes = " | YES | NULL | NULL | NULL"
	for _, c := range []sqlCase{
		{name: "the six columns", dialect: "duckdb",
			query: "SELECT * FROM (DESCRIBE SELECT 1 AS a)", want: []string{"a | INTEGER" + yes}},
		{name: "a statement of its own, and DESC", dialect: "duckdb",
			query: "DESC SELECT 'x' AS b, true AS i", want: []string{"b | VARCHAR" + yes, "i | BOOLEAN" + yes}},
		{name: "SHOW of a query", dialect: "duckdb",
			query: "SHOW SELECT DATE '2020-01-01' AS j", want: []string{"j | DATE" + yes}},
		{name: "nested types", dialect: "duckdb",
			query: "SELECT column_name, column_type FROM (DESCRIBE SELECT [1, 2] AS c, {'x': 1} AS d, map {'a': 1} AS k, [[1]] AS n, [{'a': [1]}] AS q)",
			want: []string{"c | INTEGER[]", "d | STRUCT(x INTEGER)", "k | MAP(VARCHAR, INTEGER)",
				"n | INTEGER[][]", "q | STRUCT(a INTEGER[])[]"}},
		{name: "scalar types", dialect: "duckdb",
			query: "SELECT column_name, column_type FROM (DESCRIBE SELECT 1::tinyint a, 1::smallint b, 1::bigint c, 1::hugeint d, " +
				"1::float e, 1::decimal(10,2) f, 1.5::double g, 'a'::blob h, TIMESTAMP '2020-01-01' i, TIMESTAMPTZ '2020-01-01' j, " +
				"INTERVAL 1 day k, TIME '01:00' l, '{}'::json m, 'a'::varchar(10) n)",
			want: []string{"a | TINYINT", "b | SMALLINT", "c | BIGINT", "d | HUGEINT", "e | FLOAT", "f | DECIMAL(10,2)",
				"g | DOUBLE", "h | BLOB", "i | TIMESTAMP", "j | TIMESTAMP WITH TIME ZONE", "k | INTERVAL", "l | TIME",
				"m | JSON", "n | VARCHAR"}},
		{name: "struct field names quoted as DuckDB quotes them", dialect: "duckdb",
			query: `SELECT column_type FROM (DESCRIBE SELECT {'a b': 1, 'c"': 2} AS s, {'Select': 1, 'key': 1, 'date': 1, 'aB': 1} AS t)`,
			want:  []string{`STRUCT("a b" INTEGER, "c""" INTEGER)`, `STRUCT("Select" INTEGER, "key" INTEGER, date INTEGER, aB INTEGER)`}},
		{name: "a set operation is described by its first query's names", dialect: "duckdb",
			query: "DESCRIBE SELECT 1 AS a UNION ALL SELECT 2", want: []string{"a | INTEGER" + yes}},
		{name: "parenthesized descriptions in a set operation", dialect: "duckdb",
			query: "SELECT column_name FROM ((DESCRIBE SELECT 1 AS a) UNION ALL (DESCRIBE SELECT 2 AS b))",
			want:  []string{"a", "b"}},
		{name: "a description is filtered and renamed like any subquery", dialect: "duckdb",
			query: "SELECT x FROM (DESCRIBE SELECT 1 AS a, 'v' AS b) AS d(x) WHERE column_type = 'VARCHAR'",
			want:  []string{"b"}},
		{name: "a description of a description", dialect: "duckdb",
			query: "SELECT column_name, column_type FROM (DESCRIBE (DESCRIBE SELECT 1 AS a))",
			want: []string{"column_name | VARCHAR", "column_type | VARCHAR", "null | VARCHAR", "key | VARCHAR",
				"default | VARCHAR", "extra | VARCHAR"}},
		{name: "aliased VALUES", dialect: "duckdb",
			query: "DESCRIBE SELECT * FROM (VALUES (1, 'a')) v(x, y)", want: []string{"x | INTEGER" + yes, "y | VARCHAR" + yes}},
		{name: "a table made by CREATE TABLE AS", dialect: "duckdb",
			setup: []string{"CREATE TABLE ct AS SELECT 1 AS a, 'x' AS b"},
			query: "DESCRIBE ct", want: []string{"a | INTEGER" + yes, "b | VARCHAR" + yes}},
		{name: "ORDER BY a set operation of descriptions", dialect: "duckdb",
			query: "SELECT column_name FROM ((DESCRIBE SELECT 1 AS a) UNION ALL (DESCRIBE SELECT 2 AS b) ORDER BY 1 DESC)",
			want:  []string{"b", "a"}},
		{name: "a description of a query reading a CTE around it", dialect: "duckdb",
			query: "WITH x AS (SELECT 1 AS a) SELECT * FROM (DESCRIBE SELECT * FROM x)", want: []string{"a | INTEGER" + yes}},
		{name: "a CTE's names", dialect: "duckdb",
			query: "DESCRIBE WITH x AS (SELECT 1 AS a) SELECT * FROM x", want: []string{"a | INTEGER" + yes}},
		{name: "unnest in FROM with column names (peer suite)", dialect: "duckdb",
			query: "SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM unnest([1, 2]) t(i))",
			want:  []string{"i | INTEGER"}},
		{name: "a recursive struct unnest's columns, with parent names", dialect: "duckdb",
			query: "SELECT column_name, column_type FROM (DESCRIBE SELECT unnest([{'a': {'aa': 42}, 'b': {'bb': 84}}], recursive := true, keep_parent_names := true))",
			want:  []string{"a.aa | INTEGER", "b.bb | INTEGER"}},
		{name: "a struct unnest stopped by max_depth", dialect: "duckdb",
			query: "SELECT column_name, column_type FROM (DESCRIBE SELECT unnest([{'a': 12, 'b': {'bb': {'bbb': 12}}}], max_depth := 3))",
			want:  []string{"a | INTEGER", "bb | STRUCT(bbb INTEGER)"}},

		{name: "a column reference is named after the column read", dialect: "duckdb",
			query: "SELECT column_name FROM (DESCRIBE SELECT A, t.A, s.X FROM (SELECT 1 AS a, {'x': 1} AS s) t)",
			want:  []string{"a", "a", "X"}},
		{name: "an alias is named as written", dialect: "duckdb",
			query: "SELECT column_name FROM (DESCRIBE SELECT 1 AS A)", want: []string{"A"}},
		{name: "an aliased select-list unnest", dialect: "duckdb",
			query: "SELECT column_name, column_type FROM (DESCRIBE SELECT unnest([1, 2]) AS u)", want: []string{"u | INTEGER"}},
		{name: "a recursive unnest of a column holding structs", dialect: "duckdb",
			query: "SELECT column_name, column_type FROM (DESCRIBE SELECT unnest(x, recursive := true) FROM (SELECT [{'a': 1}] AS x))",
			want:  []string{"a | INTEGER"}},

		// Refused: what the executor does not know as DuckDB does.
		{name: "a table with a column list may have constraints", dialect: "duckdb",
			setup: []string{"CREATE TABLE t (a INTEGER)"},
			query: "DESCRIBE t", err: "constraints"},
		{name: "a query over such a table", dialect: "duckdb",
			setup: []string{"CREATE TABLE t (a INTEGER)"},
			query: "SELECT * FROM (DESCRIBE SELECT a + 1 AS b FROM t)", err: "constraints"},
		{name: "an unaliased expression: DuckDB names it after its text", dialect: "duckdb",
			query: "DESCRIBE SELECT 1 + 1", err: "give it an alias"},
		{name: "an unaliased function call", dialect: "duckdb",
			query: "DESCRIBE SELECT avg(1)", err: "give it an alias"},
		{name: "an unaliased select-list unnest: DuckDB names it after its printing of the call", dialect: "duckdb",
			query: "DESCRIBE SELECT unnest(string_split('a,b', ','))", err: "give it an alias"},
		{name: "an unnest with named parameters that expands no struct", dialect: "duckdb",
			query: "DESCRIBE SELECT unnest([1, 2], recursive := true)", err: "give it an alias"},
		{name: "a subquery's column reference whose spelling may differ from the column's", dialect: "duckdb",
			query: "DESCRIBE SELECT * FROM (SELECT A FROM (SELECT 1 AS a))", err: "give it an alias"},
		{name: "an unaliased column of a subquery read by a star", dialect: "duckdb",
			query: "DESCRIBE SELECT * FROM (SELECT 1)", err: "give it an alias"},
		{name: "unaliased VALUES: DuckDB names them col0, col1", dialect: "duckdb",
			query: "DESCRIBE VALUES (1)", err: "col0"},
		{name: "NULL: DuckDB says INTEGER, the executor has no type", dialect: "duckdb",
			query: "DESCRIBE SELECT NULL AS n", err: "does not know the type"},
		{name: "a decimal literal's precision", dialect: "duckdb",
			query: "DESCRIBE SELECT 1.5 AS d", err: "precision"},
		{name: "row(...): unnamed fields", dialect: "duckdb",
			query: "SELECT column_type FROM (DESCRIBE SELECT row(1, 'a') AS r, row(a, b) AS s, [(1, 2)] AS t FROM (SELECT 1 AS a, 2 AS b))",
			want:  []string{"STRUCT(INTEGER, VARCHAR)", "STRUCT(INTEGER, INTEGER)", "STRUCT(INTEGER, INTEGER)[]"}},
		{name: "the type of sum, refused", dialect: "duckdb",
			query: "DESCRIBE SELECT sum(1) AS a", err: "1:1: DESCRIBE: the executor does not type the aggregate sum"},
		{name: "range's BIGINT, refused", dialect: "duckdb",
			query: "DESCRIBE SELECT range(3) AS b", err: "the function range_array"},
		// DuckDB 1.5 run: an integer literal that fits takes the SMALLINT's
		// type (duck_int_literals.go; typeof checked in
		// TestDuckIntLiteralNarrows)
		{name: "integer literal narrowing", dialect: "duckdb",
			query: "SELECT column_type FROM (DESCRIBE SELECT 1::SMALLINT * 2 AS c)", want: []string{"SMALLINT"}},
		// DuckDB 1.5 run: a date minus a date is a BIGINT
		{name: "date subtraction gives a BIGINT", dialect: "duckdb",
			query: "SELECT column_type FROM (DESCRIBE SELECT DATE '2020-01-02' - DATE '2020-01-01' AS d)", want: []string{"BIGINT"}},
		{name: "timestamp subtraction gives an interval", dialect: "duckdb",
			query: "SELECT column_type FROM (DESCRIBE SELECT TIMESTAMP '2020-01-02' - TIMESTAMP '2020-01-01' AS e)", want: []string{"INTERVAL"}},
		{name: "a hex literal, refused at its position", dialect: "duckdb",
			query: "DESCRIBE SELECT x'0102' AS h", err: "1:17: DESCRIBE: the executor types the literal x'...'"},
		{name: "a CTE cannot be a DESCRIBE", dialect: "duckdb",
			query: "WITH x AS (DESCRIBE SELECT 1) SELECT * FROM x", err: "B003"},
		{name: "PostgreSQL has no DESCRIBE", dialect: "postgres",
			query: "SELECT * FROM (DESCRIBE SELECT 1) d", err: "B002"},
	} {
		runSQL(t, c)
	}
}

// DuckDBTypeName refuses what it cannot name exactly.
func TestDuckDBTypeNameRefuses(t *testing.T) {
	for _, typ := range []executor.Type{
		{}, {Kind: ast.TypeOther}, // unknown, a type lateral does not model
	} {
		if s, err := executor.DuckDBTypeName(typ); err == nil {
			t.Errorf("%v: got %q, want an error", typ, s)
		}
	}
}
