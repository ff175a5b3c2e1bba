package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

const decimalTable = "CREATE TABLE m (g INT, d DECIMAL(10,2), w DECIMAL(36,2), x DOUBLE)"

// avg of a DECIMAL keeps the source's average (rewrite/avg.go): unchanged
// where the rules agree, CAST forms where one is exact, else refused
// (T071).
func TestAvgDecimal(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "hive to spark agree", from: "hive", to: "spark", schema: decimalTable,
			in: "SELECT avg(d) AS a FROM m", want: "SELECT avg(d) AS a FROM m"},
		{name: "trino to presto agree", from: "trino", to: "presto", schema: decimalTable,
			in: "SELECT avg(d) AS a FROM m", want: "SELECT avg(d) AS a FROM m"},
		{name: "a DOUBLE argument is no decimal", from: "trino", to: "duckdb", schema: decimalTable,
			in: "SELECT avg(x) AS a FROM m", want: "SELECT avg(x) AS a FROM m"},
		{name: "hive to trino averages DECIMAL(14,6)", from: "hive", to: "trino", schema: decimalTable,
			in: "SELECT g, avg(d) AS a FROM m GROUP BY g", want: "SELECT g, avg(CAST(d AS DECIMAL(14, 6))) AS a FROM m GROUP BY g", fires: true},
		{name: "spark to presto, a window", from: "spark", to: "presto", schema: decimalTable,
			in: "SELECT avg(d) OVER (PARTITION BY g) AS a FROM m", want: "SELECT avg(CAST(d AS DECIMAL(14, 6))) OVER (PARTITION BY g) AS a FROM m", fires: true},
		{name: "hive past 38 digits to trino", from: "hive", to: "trino", schema: decimalTable,
			in: "SELECT avg(w) AS a FROM m", want: "SELECT avg(CAST(w AS DECIMAL(38, 4))) AS a FROM m", fires: true},
		// a computed decimal's digits are not known (a CASE of DECIMAL
		// branches is a DECIMAL of unknown digits), nor are those of a
		// type past 38 digits
		{name: "a CASE argument", from: "trino", to: "postgres", schema: decimalTable,
			in: "SELECT avg(CASE WHEN g > 0 THEN d ELSE 1.005 END) AS a FROM m", code: "T071"},
		{name: "past 38 digits", from: "hive", to: "postgres",
			in: "SELECT avg(CAST(1 AS DECIMAL(50, 2))) AS a", code: "T071"},
		// BigQuery's NUMERIC average has scale 9, rounded by a rule its
		// documentation does not give
		{name: "bigquery NUMERIC to trino", from: "bigquery", to: "trino", schema: "CREATE TABLE m (g INT64, d NUMERIC(10, 2))",
			in: "SELECT avg(d) AS a FROM m", code: "T071"},
		{name: "bigquery NUMERIC to hive", from: "bigquery", to: "hive", schema: "CREATE TABLE m (g INT64, d NUMERIC)",
			in: "SELECT avg(d) AS a FROM m", code: "T071"},
		{name: "trino to postgres rounds once more at scale 2", from: "trino", to: "postgres", schema: decimalTable,
			in: "SELECT avg(DISTINCT d) AS a FROM m", want: "SELECT CAST(avg(DISTINCT CAST(d AS NUMERIC(29, 21))) AS NUMERIC(10, 2)) AS a FROM m", fires: true},
		{name: "hive to postgres", from: "hive", to: "postgres", schema: decimalTable,
			in: "SELECT avg(d) AS a FROM m", want: "SELECT CAST(avg(CAST(d AS NUMERIC(33, 25))) AS NUMERIC(14, 6)) AS a FROM m", fires: true},
		{name: "a CAST argument is typed", from: "trino", to: "postgres",
			in:   "SELECT avg(CAST(v AS DECIMAL(5, 1))) AS a FROM n",
			want: "SELECT CAST(avg(CAST(CAST(v AS NUMERIC(5, 1)) AS NUMERIC(24, 20))) AS NUMERIC(5, 1)) AS a FROM n", fires: true},
		{name: "duckdb's DOUBLE average", from: "duckdb", to: "hive", schema: decimalTable,
			in: "SELECT avg(d) AS a FROM m", want: "SELECT CAST(sum(d) AS DOUBLE) / count(d) AS a FROM m", fires: true},
		// sum / count rounded half up to the average's scale, from HUGEINTs
		// (roundedAvg)
		{name: "trino to duckdb", from: "trino", to: "duckdb", schema: decimalTable,
			in: "SELECT avg(d) AS a FROM m",
			want: "SELECT CAST(CAST(CASE WHEN (sum(d) < 0) = (count(d) < 0) THEN (2 * abs(CAST(sum(d) * 100 AS HUGEINT)) + abs(CAST(count(d) AS HUGEINT))) // (2 * abs(CAST(count(d) AS HUGEINT))) " +
				"ELSE -((2 * abs(CAST(sum(d) * 100 AS HUGEINT)) + abs(CAST(count(d) AS HUGEINT))) // (2 * abs(CAST(count(d) AS HUGEINT)))) END AS DECIMAL(38, 0)) * 0.01 AS DECIMAL(10, 2)) AS a FROM m", fires: true},
		{name: "trino to bigquery", from: "trino", to: "bigquery", schema: decimalTable,
			in: "SELECT avg(d) AS a FROM m", code: "T071"},
		{name: "postgres to trino", from: "postgres", to: "trino", schema: decimalTable,
			in: "SELECT avg(d) AS a FROM m", code: "T071"},
		{name: "trino to hive double rounding", from: "trino", to: "hive", schema: decimalTable,
			in: "SELECT avg(d) AS a FROM m", code: "T071"},
		{name: "spark past 38 digits may be NULL", from: "spark", to: "trino", schema: decimalTable,
			in: "SELECT avg(w) AS a FROM m", code: "T071"},
		{name: "hive and spark differ past 38 digits", from: "hive", to: "spark", schema: decimalTable,
			in: "SELECT avg(w) AS a FROM m", code: "T071"},
		{name: "snowflake's scale is not documented", from: "snowflake", to: "trino", schema: "CREATE TABLE m (d NUMBER(10, 2))",
			in: "SELECT avg(d) AS a FROM m", code: "T071"},
		{name: "a decimal literal", from: "trino", to: "snowflake",
			in: "SELECT avg(1.5) AS a FROM n", code: "T071"},
	})
}

// Without the argument's type avg is written as it is, with a warning
// (W019) where the source's and the target's averages of decimals differ.
func TestAvgDecimalUntyped(t *testing.T) {
	for _, tc := range []struct {
		from, to string
		warn     bool
	}{
		{from: "hive", to: "trino", warn: true},
		{from: "postgres", to: "duckdb", warn: true},
		{from: "snowflake", to: "hive", warn: true},
		{from: "hive", to: "spark"},
		{from: "trino", to: "presto"},
		{from: "duckdb", to: "duckdb"},
	} {
		t.Run(tc.from+" to "+tc.to, func(t *testing.T) {
			tr, err := lateral.Translate("SELECT avg(m.d) AS a FROM m", tc.from, tc.to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if want := "SELECT avg(m.d) AS a FROM m"; tr.SQL != want {
				t.Errorf("got  %s\nwant %s", tr.SQL, want)
			}
			if got := hasWarning(tr, "W019"); got != tc.warn {
				t.Errorf("W019 warned=%v, want %v (%v)", got, tc.warn, tr.Warnings)
			}
		})
	}
}
