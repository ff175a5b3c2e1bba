package executor_test

import "testing"

// avgSetup is a DECIMAL(10,2) column with NULLs: group 1 averages 5.50 / 3,
// group 2 has only a NULL, group 3 is -1.525 and group 5 2.505 (half-way
// at scale 2), group 4 0.01 / 3.
var avgSetup = []string{
	"CREATE TABLE t (g INT, d DECIMAL(10,2))",
	"INSERT INTO t VALUES (1, 1.10), (1, 2.20), (1, 2.20), (1, NULL), (2, NULL), (3, -1.05), (3, -2.00), " +
		"(4, 0.01), (4, 0.00), (4, 0.00), (5, 2.50), (5, 2.51)",
}

// Each dialect's avg of decimals (executor.AvgDecimalRule). The PostgreSQL
// and DuckDB rows are the values PostgreSQL 15 and DuckDB 1.5 give for the
// same table; the others follow the rules rewrite/avg.go cites: Hive and
// Spark DECIMAL(p + 4, s + 4) rounded half up, Trino and Presto DECIMAL(p,
// s) rounded half up, BigQuery NUMERIC (scale 9). An aggregate over no
// rows is NULL in all.
func TestAvgDecimal(t *testing.T) {
	const q = "SELECT g, avg(d) FROM t GROUP BY g ORDER BY g"
	for _, c := range []sqlCase{
		{name: "hive DECIMAL(14,6)", dialect: "hive", setup: avgSetup, query: q,
			want: []string{"1 | 1.833333", "2 | NULL", "3 | -1.525000", "4 | 0.003333", "5 | 2.505000"}},
		{name: "spark DECIMAL(14,6)", dialect: "spark", setup: avgSetup, query: q,
			want: []string{"1 | 1.833333", "2 | NULL", "3 | -1.525000", "4 | 0.003333", "5 | 2.505000"}},
		{name: "trino DECIMAL(10,2) half up", dialect: "trino", setup: avgSetup, query: q,
			want: []string{"1 | 1.83", "2 | NULL", "3 | -1.53", "4 | 0.00", "5 | 2.51"}},
		{name: "presto DECIMAL(10,2) half up", dialect: "presto", setup: avgSetup, query: q,
			want: []string{"1 | 1.83", "2 | NULL", "3 | -1.53", "4 | 0.00", "5 | 2.51"}},
		{name: "postgres numeric of the division's scale", dialect: "postgres", setup: avgSetup, query: q,
			want: []string{"1 | 1.8333333333333333", "2 | NULL", "3 | -1.5250000000000000", "4 | 0.00333333333333333333", "5 | 2.5050000000000000"}},
		{name: "duckdb DOUBLE", dialect: "duckdb", setup: avgSetup, query: q,
			want: []string{"1 | 1.8333333333333333", "2 | NULL", "3 | -1.525", "4 | 0.0033333333333333335", "5 | 2.505"}},
		{name: "bigquery NUMERIC", dialect: "bigquery", setup: avgSetup, query: q,
			want: []string{"1 | 1.833333333", "2 | NULL", "3 | -1.525000000", "4 | 0.003333333", "5 | 2.505000000"}},
		{name: "postgres empty input", dialect: "postgres", setup: avgSetup,
			query: "SELECT avg(d) FROM t WHERE g > 9", want: []string{"NULL"}},
		{name: "trino empty input", dialect: "trino", setup: avgSetup,
			query: "SELECT avg(d) FROM t WHERE g > 9", want: []string{"NULL"}},
		// Hive keeps the integer digits: DECIMAL(36,2) averages to DECIMAL(38,4)
		{name: "hive past 38 digits keeps the integer digits", dialect: "hive",
			setup: []string{"CREATE TABLE h (x DECIMAL(36,2))", "INSERT INTO h VALUES (1.00), (0.00), (0.00), (NULL)"},
			query: "SELECT avg(x) FROM h", want: []string{"0.3333"}},
		{name: "spark past 38 digits keeps 4 more decimals", dialect: "spark",
			setup: []string{"CREATE TABLE h (x DECIMAL(36,2))", "INSERT INTO h VALUES (1.00), (0.00), (0.00), (NULL)"},
			query: "SELECT avg(x) FROM h", want: []string{"0.333333"}},
		// Spark bounds DECIMAL(38,0) + 4 at DECIMAL(38,4): 10^34 has no room
		{name: "spark past 38 digits is NULL", dialect: "spark",
			query: "SELECT avg(CAST('10000000000000000000000000000000000' AS DECIMAL(38,0))), avg(CAST(1 AS DECIMAL(38,0)))",
			want:  []string{"NULL | 1.0000"}},
		// a product of DECIMAL(3,2)s has scale 4 (Presto's decimal
		// operators; Hive and Spark add a digit of precision): avg of
		// 1.5625 and 1.5876 is 1.57505
		{name: "trino avg of a product keeps its scale 4", dialect: "trino",
			setup: []string{"CREATE TABLE p (x DECIMAL(3,2))", "INSERT INTO p VALUES (1.25), (1.26)"},
			query: "SELECT avg(x * x) FROM p", want: []string{"1.5751"}},
		{name: "hive avg of a product has scale 8", dialect: "hive",
			setup: []string{"CREATE TABLE p (x DECIMAL(3,2))", "INSERT INTO p VALUES (1.25), (1.26), (1.27)"},
			query: "SELECT avg(x * x) FROM p", want: []string{"1.58766667"}},
		{name: "trino window avg keeps DECIMAL(10,2)", dialect: "trino", setup: avgSetup,
			query: "SELECT g, avg(d) OVER (PARTITION BY g) FROM t WHERE g = 3",
			want:  []string{"3 | -1.53", "3 | -1.53"}},
	} {
		runSQL(t, c)
	}
}
