package executor_test

import "testing"

// Trino and Presto call table functions only, with TABLE(f(...)) in FROM
// (Trino and Presto docs, table functions). Their built-in sequence table
// function gives one BIGINT column, sequential_number, from start (default
// 0) to stop by step (default 1), arguments by name or by position; a
// scalar function there is an error naming it. PostgreSQL runs a scalar
// function in FROM as a table of one row.
func TestTrinoTableFunctionsInFrom(t *testing.T) {
	var cases []dialectCase
	for _, d := range []string{"trino", "presto"} {
		cases = append(cases,
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(sequence(1, 3)) ORDER BY 1", want: "1\n2\n3"},
			dialectCase{dialect: d, sql: "SELECT sequential_number FROM TABLE(sequence(stop => 2)) ORDER BY 1", want: "0\n1\n2"},
			dialectCase{dialect: d, sql: "SELECT s.sequential_number FROM TABLE(sequence(step => -2, STOP => 3, start => 7)) AS s ORDER BY 1", want: "3\n5\n7"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(system.sequence(1, 3))", err: "by its unqualified name only"},
			// the documentation's example: 1000000 down to -2000000 by -3
			dialectCase{dialect: d, sql: "SELECT count(*), min(sequential_number), max(sequential_number) FROM TABLE(sequence(start => 1000000, stop => -2000000, step => -3))",
				want: "1000001 | -2000000 | 1000000"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(sequence(0, 9223372036854775807, 4611686018427387904)) ORDER BY 1", want: "0\n4611686018427387904"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(sequence(5, 5, -1))", want: "5"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(abs(1))", err: "1:21: error[T057]: abs is not a table function"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(upper('a')) AS t", err: "upper is not a table function"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(repeat('a', 2))", err: "repeat is not a table function"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(sequence(1))", err: "not 1 arguments"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(sequence(start => 1))", err: "stop has no default"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(sequence(1, stop => 3))", err: "all by name or all by position"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(sequence(begin => 1, stop => 3))", err: "has no argument begin"},
			dialectCase{dialect: d, sql: `SELECT * FROM TABLE(sequence("start" => 1, stop => 3))`, err: "has no argument start"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(sequence(1, 3, 0))", err: "step must not be 0"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(sequence(1, 3, -1))", err: "step must go toward stop"},
			dialectCase{dialect: d, sql: "SELECT * FROM TABLE(sequence(1, 2.5))", err: "must be integer literals here (stop is not)"},
			dialectCase{dialect: d, sql: "SELECT * FROM (VALUES 1, 2) AS v(x), TABLE(sequence(1, x))", err: "must be integer literals here (stop is not)"},
		)
	}
	cases = append(cases, dialectCase{dialect: "postgres", sql: "SELECT * FROM abs(-1)", want: "1"},
		dialectCase{dialect: "duckdb", sql: "SELECT * FROM repeat('a', 2)", want: "a\na"})
	runDialectCases(t, cases)
}
