package executor_test

import "testing"

// TestFactorialRules: PostgreSQL's factorial is a NUMERIC of any size and
// raises for a negative number, DuckDB's raises past 33 too, and Spark's
// and Hive's give NULL outside [0, 20], their argument truncated to an INT
// (PostgreSQL 15 and DuckDB 1.5 run: factorial(21) is
// 51090942171709440000 in PostgreSQL, factorial(34) raises in DuckDB;
// Spark SQL function reference: "expr is [0..20]. Otherwise, null.").
func TestFactorialRules(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "postgres factorial", dialect: "postgres",
			query: "SELECT factorial(0), factorial(5), factorial(21), factorial(NULL)",
			want:  []string{"1 | 120 | 51090942171709440000 | NULL"}},
		{name: "postgres factorial of a negative raises", dialect: "postgres", query: "SELECT factorial(-1)", err: "factorial of a negative number is undefined"},
		{name: "duckdb factorial", dialect: "duckdb", query: "SELECT factorial(33)", want: []string{"8683317618811886495518194401280000000"}},
		{name: "duckdb factorial past 33 raises", dialect: "duckdb", query: "SELECT factorial(34)", err: "out of range"},
		{name: "duckdb factorial of a negative raises", dialect: "duckdb", query: "SELECT factorial(-1)", err: "factorial of a negative number is undefined"},
		{name: "spark factorial", dialect: "spark",
			query: "SELECT factorial(0), factorial(20), factorial(21), factorial(-1), factorial(NULL), factorial(2.7), factorial(CAST(-0.5 AS DOUBLE))",
			want:  []string{"1 | 2432902008176640000 | NULL | NULL | NULL | 2 | 1"}},
		{name: "hive factorial", dialect: "hive", query: "SELECT factorial(5), factorial(25)", want: []string{"120 | NULL"}},
		{name: "the translation toward postgres", dialect: "postgres",
			query: "SELECT CASE WHEN trunc(v) BETWEEN 0 AND 20 THEN CAST(factorial(CAST(trunc(v) AS INTEGER)) AS BIGINT) WHEN trunc(v) BETWEEN -2147483648 AND 2147483647 THEN NULL ELSE CAST(CAST(trunc(v) AS INTEGER) AS BIGINT) END FROM (VALUES (20), (21), (-1), (NULL)) AS t(v)",
			want:  []string{"2432902008176640000", "NULL", "NULL", "NULL"}},
	} {
		t.Run(c.name, func(t *testing.T) { runShown(t, c) })
	}
}
