package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

const (
	hiveDecSum  = "CREATE TABLE t (g INT, d DECIMAL(38,2), e DECIMAL(10,2), n DECIMAL(28), x DOUBLE, i BIGINT)"
	sparkDecSum = "CREATE TABLE t (g INT, d DECIMAL(38,2), e DECIMAL(10,2))"
)

// Hive's and Spark's sum of a DECIMAL(p, s) is NULL past its
// DECIMAL(min(38, p + 10), s): the targets whose sum is exact or wider
// check the total (rewrite/sum_decimal.go).
func TestSumDecimal(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "hive to postgres, 38 digits", from: "hive", to: "postgres", schema: hiveDecSum,
			in:   "SELECT sum(d) AS s FROM t",
			want: "SELECT CASE WHEN abs(sum(d)) > 999999999999999999999999999999999999.99 THEN NULL ELSE CAST(sum(d) AS NUMERIC(38, 2)) END AS s FROM t", fires: true},
		{name: "hive to duckdb, DECIMAL(10, 2) sums into 20 digits", from: "hive", to: "duckdb", schema: hiveDecSum,
			in:   "SELECT sum(e) AS s FROM t",
			want: "SELECT CASE WHEN abs(sum(e)) > 999999999999999999.99 THEN NULL ELSE CAST(sum(e) AS DECIMAL(20, 2)) END AS s FROM t", fires: true},
		{name: "scale 0: the bound is a cast", from: "hive", to: "ansi", schema: hiveDecSum,
			in:   "SELECT sum(n) AS s FROM t",
			want: "SELECT CASE WHEN abs(sum(n)) > CAST('99999999999999999999999999999999999999' AS DECIMAL(38, 0)) THEN NULL ELSE CAST(sum(n) AS DECIMAL(38, 0)) END AS s FROM t", fires: true},
		{name: "spark to snowflake under 38 digits, DISTINCT and a window", from: "spark", to: "snowflake", schema: sparkDecSum,
			in:   "SELECT sum(DISTINCT e) OVER (PARTITION BY g) AS s FROM t",
			want: "SELECT CASE WHEN abs(sum(DISTINCT e) OVER (PARTITION BY g)) > 999999999999999999.99 THEN NULL ELSE CAST(sum(DISTINCT e) OVER (PARTITION BY g) AS DECIMAL(20, 2)) END AS s FROM t", fires: true},
		{name: "hive to trino under 38 digits", from: "hive", to: "trino", schema: hiveDecSum,
			in:   "SELECT sum(e) AS s FROM t",
			want: "SELECT CASE WHEN abs(sum(e)) > 999999999999999999.99 THEN NULL ELSE CAST(sum(e) AS DECIMAL(20, 2)) END AS s FROM t", fires: true},
		{name: "bigquery keeps its NUMERIC sum", from: "hive", to: "bigquery", schema: hiveDecSum,
			in:   "SELECT sum(e) AS s FROM t",
			want: "SELECT CASE WHEN abs(sum(e)) > NUMERIC '999999999999999999.99' THEN NULL ELSE sum(e) END AS s FROM t", fires: true},
		// Trino, Presto and Snowflake sum into 38 digits and raise past
		// them, where the check would fire.
		{name: "trino with 38 digits raises as it is", from: "hive", to: "trino", schema: hiveDecSum,
			in: "SELECT sum(d) AS s FROM t", want: "SELECT sum(d) AS s FROM t"},
		{name: "snowflake with 38 digits raises as it is", from: "spark", to: "snowflake", schema: sparkDecSum,
			in: "SELECT sum(d) AS s FROM t", want: "SELECT sum(d) AS s FROM t"},
		{name: "hive to hive", from: "hive", to: "hive", schema: hiveDecSum,
			in: "SELECT sum(d) AS s, sum(e) AS u FROM t", want: "SELECT sum(d) AS s, sum(e) AS u FROM t"},
		{name: "spark to spark", from: "spark", to: "spark", schema: sparkDecSum,
			in: "SELECT sum(d) AS s, sum(e) AS u FROM t", want: "SELECT sum(d) AS s, sum(e) AS u FROM t"},
		{name: "hive to spark", from: "hive", to: "spark", schema: hiveDecSum,
			in: "SELECT sum(d) AS s FROM t", want: "SELECT sum(d) AS s FROM t"},
		{name: "a DOUBLE sums as it is", from: "hive", to: "postgres", schema: hiveDecSum,
			in: "SELECT sum(x) AS s FROM t", want: "SELECT sum(x) AS s FROM t"},
		{name: "a type not known sums as it is", from: "hive", to: "postgres",
			in: "SELECT sum(d) AS s FROM w", want: "SELECT sum(d) AS s FROM w"},
		{name: "a decimal of digits not known sums as it is", from: "hive", to: "duckdb", schema: hiveDecSum,
			in: "SELECT sum(e * 2) AS s FROM t", want: "SELECT sum(e * 2) AS s FROM t"},
		// a sum of a sum is a DECIMAL(min(38, p + 10), s) in Hive: the
		// outer sum is checked too (PostgreSQL 15 and DuckDB 1.5 gave
		// 1.2 * 10^36 for two groups of 6 * 10^35 without it, Hive NULL)
		{name: "window over an aggregate", from: "hive", to: "postgres", schema: hiveDecSum,
			in:   "SELECT g, sum(sum(e)) OVER () AS s FROM t GROUP BY g",
			want: "SELECT g, CASE WHEN abs(sum(CASE WHEN abs(sum(e)) > 999999999999999999.99 THEN NULL ELSE CAST(sum(e) AS NUMERIC(20, 2)) END) OVER ()) > 9999999999999999999999999999.99 THEN NULL ELSE CAST(sum(CASE WHEN abs(sum(e)) > 999999999999999999.99 THEN NULL ELSE CAST(sum(e) AS NUMERIC(20, 2)) END) OVER () AS NUMERIC(30, 2)) END AS s FROM t GROUP BY g", fires: true},
		{name: "a derived table's sum, bigquery", from: "hive", to: "bigquery", schema: hiveDecSum,
			in:   "SELECT sum(s) AS w FROM (SELECT g, sum(d) AS s FROM t GROUP BY g) AS x",
			want: "SELECT CASE WHEN abs(sum(s)) > BIGNUMERIC '999999999999999999999999999999999999.99' THEN NULL ELSE sum(s) END AS w FROM (SELECT g, CASE WHEN abs(sum(d)) > BIGNUMERIC '999999999999999999999999999999999999.99' THEN NULL ELSE sum(d) END AS s FROM t GROUP BY g) AS x", fires: true},
		{name: "a CASE of NULL and a decimal column has the column's digits", from: "hive", to: "duckdb", schema: hiveDecSum,
			in:   "SELECT sum(CASE WHEN g > 1 THEN NULL ELSE e END) AS s FROM t",
			want: "SELECT CASE WHEN abs(sum(CASE WHEN g > 1 THEN NULL ELSE e END)) > 999999999999999999.99 THEN NULL ELSE CAST(sum(CASE WHEN g > 1 THEN NULL ELSE e END) AS DECIMAL(20, 2)) END AS s FROM t", fires: true},
		{name: "a sum of a double sum is left", from: "hive", to: "postgres", schema: hiveDecSum,
			in: "SELECT g, sum(sum(x)) OVER () AS s FROM t GROUP BY g", want: "SELECT g, sum(sum(x)) OVER () AS s FROM t GROUP BY g"},
		{name: "postgres to duckdb is not hive's rule", from: "postgres", to: "duckdb", schema: "CREATE TABLE t (d NUMERIC(38,2))",
			in: "SELECT sum(d) AS s FROM t", want: "SELECT sum(d) AS s FROM t"},
		{name: "doris is refused", from: "hive", to: "doris", schema: hiveDecSum,
			in: "SELECT sum(e) AS s FROM t", code: "T301"},
		{name: "drill is refused", from: "spark", to: "drill", schema: sparkDecSum,
			in: "SELECT sum(d) AS s FROM t", code: "T301"},
	})
}

// The check reads the total; with 38 digits a partial sum of values of
// both signs may leave them while the total does not, where the source's
// NULL depends on the order of the rows: a warning (W021), for P = 38
// only (under 38 digits it takes more than 10^10 rows).
func TestSumDecimalOrderWarning(t *testing.T) {
	for _, tc := range []struct {
		from, to, col string
		warn          bool
	}{
		{from: "hive", to: "postgres", col: "d", warn: true},
		{from: "hive", to: "trino", col: "d", warn: true},
		{from: "spark", to: "snowflake", col: "d", warn: true},
		{from: "hive", to: "postgres", col: "e"},
		{from: "hive", to: "trino", col: "e"},
		{from: "hive", to: "spark", col: "d"},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.col, func(t *testing.T) {
			tr, err := lateral.Translate("SELECT sum("+tc.col+") AS s FROM t", tc.from, tc.to, lateral.TranslateOptions{Schema: sparkDecSum, SchemaDialect: "spark"})
			if err != nil {
				t.Fatal(err)
			}
			if got := hasWarning(tr, "W021"); got != tc.warn {
				t.Errorf("W021 warned=%v, want %v (%v)", got, tc.warn, tr.Warnings)
			}
		})
	}
}

// A sum of a sum warns (W021) once: where the inner sum has 38 digits it
// warned, and the outer one, of the same 38 digits, does not again; where
// the inner has fewer, the outer warns for its own 38.
func TestSumDecimalOrderWarningOnce(t *testing.T) {
	for _, tc := range []struct {
		to, in string
		want   int
	}{
		{"postgres", "SELECT g, sum(sum(d)) OVER () AS s FROM t GROUP BY g", 1},
		{"trino", "SELECT g, sum(sum(d)) OVER () AS s FROM t GROUP BY g", 1},
		{"bigquery", "SELECT g, sum(sum(d)) OVER () AS s FROM t GROUP BY g", 1},
		{"duckdb", "SELECT sum(s) AS w FROM (SELECT g, sum(d) AS s FROM t GROUP BY g) AS x", 1},
		{"trino", "SELECT sum(s) AS w FROM (SELECT g, sum(d) AS s FROM t GROUP BY g) AS x", 1},
		// e is a DECIMAL(10, 2): the inner sum has 20 digits, the outer 30
		{"postgres", "SELECT g, sum(sum(e)) OVER () AS s FROM t GROUP BY g", 0},
		// ... and a third sum 38
		{"postgres", "SELECT sum(s) AS w FROM (SELECT g, sum(sum(e)) OVER () AS s FROM t GROUP BY g) AS x", 1},
	} {
		t.Run(tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, "hive", tc.to, lateral.TranslateOptions{Schema: sparkDecSum, SchemaDialect: "spark"})
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, w := range tr.Warnings {
				if w.Code == "W021" {
					n++
				}
			}
			if n != tc.want {
				t.Errorf("W021 %d times, want %d (%v)", n, tc.want, tr.Warnings)
			}
		})
	}
}

// Without the argument's type the sum is written as it is, with a
// warning (W022) where the target's integer sum wraps; a typed integer
// sum, or Hive to Spark, gets none.
func TestSumUntypedWarns(t *testing.T) {
	for _, tc := range []struct {
		in, from, to string
		warn         bool
	}{
		{"SELECT sum(x) AS s FROM t", "hive", "trino", true},
		{"SELECT sum(x) AS s FROM t", "spark", "postgres", true},
		{"SELECT sum(x) AS s FROM t", "hive", "spark", false},
		{"SELECT sum(CAST(x AS INT)) AS s FROM t", "hive", "trino", false},
		{"SELECT sum(x) AS s FROM t", "trino", "postgres", false},
		// Snowflake's sum of a NUMBER holds 38 digits, where Hive's,
		// Spark's and Doris's integer sum is a BIGINT (sum_exact.go,
		// snowflakeSum); DuckDB's and PostgreSQL's are exact, Trino's
		// raises
		{"SELECT sum(x) AS s FROM t", "snowflake", "hive", true},
		{"SELECT sum(x * 2.5) AS s FROM t", "snowflake", "spark", true},
		{"SELECT sum(x) AS s FROM t", "snowflake", "doris", true},
		{"SELECT sum(CAST(x AS INT)) AS s FROM t", "snowflake", "spark", false},
		{"SELECT sum(x) AS s FROM t", "snowflake", "duckdb", false},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{})
		got := false
		for _, w := range tr.Warnings {
			got = got || w.Code == "W022"
		}
		if got != tc.warn {
			t.Errorf("%s from %s to %s: W022 %v, want %v (%v)", tc.in, tc.from, tc.to, got, tc.warn, tr.Warnings)
		}
	}
}
