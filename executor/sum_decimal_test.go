package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A sum of decimals past its result type's digits: Hive and Spark (ANSI
// mode off) give NULL, a DECIMAL(p, s) summing to a DECIMAL(min(38,
// p + 10), s), NULL for good once a partial sum overflows (HIVE-13423;
// Spark's ANSI compliance page, "Spark SQL returns null for decimal
// overflows", and SPARK-28067); Snowflake, Trino and Presto raise past 38
// digits (Trino: DecimalSumAggregation, "Decimal overflow"); DuckDB's
// sum is exact (run on DuckDB 1.5: the two rows below sum to 10^38, typed
// DECIMAL(38,0)).
func TestSumDecimalPastPrecision(t *testing.T) {
	setup := []string{
		"CREATE TABLE s (id INT, x DECIMAL(38,0))",
		"INSERT INTO s VALUES (1, CAST('99999999999999999999999999999999999999' AS DECIMAL(38,0))), (2, CAST('1' AS DECIMAL(38,0))), (3, CAST('-1' AS DECIMAL(38,0)))",
	}
	for _, c := range []sqlCase{
		{name: "hive: NULL past 38 digits, and after", dialect: "hive", setup: setup,
			query: "SELECT sum(x), sum(CASE WHEN id = 1 THEN x END) FROM s", want: []string{"NULL | 99999999999999999999999999999999999999"}},
		{name: "spark: NULL past 38 digits", dialect: "spark", setup: setup,
			query: "SELECT sum(x) FROM s", want: []string{"NULL"}},
		{name: "spark: a window sum too", dialect: "spark", setup: setup,
			query: "SELECT id, sum(x) OVER (ORDER BY id) FROM s ORDER BY id",
			want:  []string{"1 | 99999999999999999999999999999999999999", "2 | NULL", "3 | NULL"}},
		{name: "hive: within the digits", dialect: "hive", setup: setup,
			query: "SELECT sum(x) FROM s WHERE id > 1", want: []string{"0"}},
		{name: "snowflake raises past 38 digits", dialect: "snowflake", setup: setup,
			query: "SELECT sum(x) FROM s", err: "out of representable range"},
		{name: "trino raises past 38 digits", dialect: "trino", setup: setup,
			query: "SELECT sum(x) FROM s", err: "out of representable range"},
		{name: "presto: within 38 digits", dialect: "presto", setup: setup,
			query: "SELECT sum(x) FROM s WHERE id <> 2", want: []string{"99999999999999999999999999999999999998"}},
		{name: "duckdb sums exactly", dialect: "duckdb", setup: setup,
			query: "SELECT sum(x) FROM s WHERE id < 3", want: []string{"100000000000000000000000000000000000000"}},
	} {
		runSQL(t, c)
	}
}

// Snowflake's sum of a NUMBER raises past 38 digits; for Hive and Spark
// it is checked (rewrite/sum_exact.go, snowflakeSum: assert_true where
// the DECIMAL(38, s) sum is NULL), so the translation raises on the
// reference executor where the sum leaves 38 digits, and gives the sum
// within them.
func TestSnowflakeSumCheckedRaises(t *testing.T) {
	setup := []string{
		"CREATE TABLE s (id INT, x DECIMAL(38,0))",
		"INSERT INTO s VALUES (1, CAST('99999999999999999999999999999999999999' AS DECIMAL(38,0))), (2, CAST('1' AS DECIMAL(38,0))), (3, CAST('-1' AS DECIMAL(38,0)))",
	}
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE s (id INT, x DECIMAL(38,0))"}
	for _, to := range []string{"hive", "spark"} {
		for _, c := range []struct{ where, want, err string }{
			{"", "", "assert"},
			{" WHERE id > 1", "0", ""},
		} {
			tr, err := lateral.Translate("SELECT sum(x) AS t FROM s"+c.where, "snowflake", to, opts)
			if err != nil {
				t.Fatalf("snowflake to %s: %v", to, err)
			}
			sc := sqlCase{name: "snowflake sum for " + to + c.where, dialect: to, setup: setup, query: tr.SQL, err: c.err}
			if c.want != "" {
				sc.want = []string{c.want}
			}
			runSQL(t, sc)
		}
	}
}

// The remainder of a float by zero: NaN in DuckDB (run on DuckDB 1.5:
// 1.5::DOUBLE % 0, -1.5::DOUBLE % 0, 5 % 0.0::DOUBLE and mod(d, 0) are NaN,
// a NULL operand NULL, an integer's NULL), Trino and Presto (Java's %);
// NULL in Hive, Spark and Doris (GenericUDFOPMod). Hive is asked with %
// only: lateral reads no mod() from Hive (its function table writes %).
func TestFloatModByZero(t *testing.T) {
	q := "SELECT CAST(1.5 AS DOUBLE) % 0, mod(CAST(-1.5 AS DOUBLE), 0), 5 % CAST(0 AS DOUBLE), CAST(NULL AS DOUBLE) % 0, 7 % 0, CAST(5.5 AS DOUBLE) % 2"
	for _, c := range []sqlCase{
		{name: "duckdb NaN", dialect: "duckdb", query: q, want: []string{"NaN | NaN | NaN | NULL | NULL | 1.5"}},
		{name: "trino NaN", dialect: "trino", query: "SELECT CAST(1.5 AS DOUBLE) % 0, mod(CAST(-1.5 AS DOUBLE), 0), CAST(NULL AS DOUBLE) % 0", want: []string{"NaN | NaN | NULL"}},
		{name: "hive NULL", dialect: "hive", query: strings.Replace(q, "mod(CAST(-1.5 AS DOUBLE), 0)", "CAST(-1.5 AS DOUBLE) % 0", 1), want: []string{"NULL | NULL | NULL | NULL | NULL | 1.5"}},
		{name: "spark NULL", dialect: "spark", query: q, want: []string{"NULL | NULL | NULL | NULL | NULL | 1.5"}},
		// Snowflake's MOD page does not say; lateral takes its remainder by
		// zero, of every type, for the error its "/" gives
		// (rewrite/mod_zero.go, snowflakeModZero; Options.FloatModZeroError)
		{name: "snowflake float", dialect: "snowflake", query: "SELECT CAST(1.5 AS DOUBLE) % 0", err: "division by zero"},
		{name: "snowflake float MOD", dialect: "snowflake", query: "SELECT mod(5, CAST(0 AS DOUBLE))", err: "division by zero"},
		{name: "snowflake float NULL", dialect: "snowflake", query: "SELECT CAST(NULL AS DOUBLE) % 0, mod(CAST(1.5 AS DOUBLE), CAST(NULL AS DOUBLE)), CAST(-5.5 AS DOUBLE) % 2", want: []string{"NULL | NULL | -1.5"}},
	} {
		runSQL(t, c)
	}
}
