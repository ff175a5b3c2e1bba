package rewrite_test

import "testing"

// Trino's truncate(x) of an integer is the DECIMAL Trino coerces it to
// (BIGINT to DECIMAL(19, 0)), of a DECIMAL(p, s) a DECIMAL(max(1, p - s),
// 0) (rewrite/trino_trunc.go; Trino source, MathFunctions.Truncate), so
// that a quotient of it is Trino's decimal quotient (truncate(n) / 2 of 5
// is 3 in Trino, 2.5000000000000000 of PostgreSQL's numeric).
func TestTrinoTruncTyped(t *testing.T) {
	const table = "CREATE TABLE t (n BIGINT, i INTEGER, s SMALLINT, m DECIMAL(10, 2), x DOUBLE)"
	runExprCases(t, []exprCase{
		{name: "a bigint toward postgres", from: "trino", to: "postgres", schema: table,
			in: "SELECT truncate(n) AS a FROM t", want: "SELECT CAST(n AS NUMERIC(19, 0)) AS a FROM t", fires: true},
		{name: "an integer and a smallint toward duckdb", from: "trino", to: "duckdb", schema: table,
			in: "SELECT truncate(i) AS a, truncate(s) AS b FROM t", want: "SELECT CAST(i AS DECIMAL(10, 0)) AS a, CAST(s AS DECIMAL(5, 0)) AS b FROM t", fires: true},
		{name: "a decimal", from: "presto", to: "postgres", schema: table,
			in: "SELECT truncate(m) AS a FROM t", want: "SELECT CAST(trunc(m) AS NUMERIC(8, 0)) AS a FROM t", fires: true},
		{name: "a double is the canonical trunc", from: "trino", to: "postgres", schema: table,
			in: "SELECT truncate(x) AS a FROM t", want: "SELECT trunc(x) AS a FROM t"},
		{name: "a bigint toward spark, which has no numeric trunc", from: "trino", to: "spark", schema: table,
			in: "SELECT truncate(n) AS a FROM t", want: "SELECT CAST(n AS DECIMAL(19, 0)) AS a FROM t", fires: true},
		{name: "toward trino the call is kept", from: "trino", to: "trino", schema: table,
			in: "SELECT truncate(n) AS a FROM t", want: "SELECT truncate(n) AS a FROM t"},
	})
}
