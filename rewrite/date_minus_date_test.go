package rewrite_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestDateMinusDate: DATE - DATE is an integer count of days in
// PostgreSQL, DuckDB, ANSI SQL and Snowflake, an INTERVAL of days in
// BigQuery (its "Operators" reference: 0-0 396 0:0:0) and Spark 3.2+
// (SPARK-35727: INTERVAL DAY), and was not checked in Hive, Trino,
// Presto, Doris and Drill (date_minus_date.go). The count of days is
// written with each target's day-count function (datediff_days), the
// interval as (a - b) * INTERVAL '1' DAY for PostgreSQL and DuckDB (396
// days on PostgreSQL 15 and DuckDB 1.5); the other ways, and a DATE beside
// a value of unknown type, are refused (T161).
func TestDateMinusDate(t *testing.T) {
	const in = "SELECT DATE '2021-05-20' - DATE '2020-04-19' AS d"
	const kept = "DATE '2021-05-20' - DATE '2020-04-19' AS d"
	for _, tc := range []struct{ from, to, want string }{
		{"bigquery", "postgres", "(DATE '2021-05-20' - DATE '2020-04-19') * INTERVAL '1' DAY"},
		{"bigquery", "duckdb", "(DATE '2021-05-20' - DATE '2020-04-19') * INTERVAL '1' DAY"},
		{"spark", "postgres", "(DATE '2021-05-20' - DATE '2020-04-19') * INTERVAL '1' DAY"},
		{"postgres", "bigquery", "date_diff(DATE '2021-05-20', DATE '2020-04-19', DAY)"},
		{"duckdb", "bigquery", "date_diff(DATE '2021-05-20', DATE '2020-04-19', DAY)"},
		{"snowflake", "bigquery", "date_diff(DATE '2021-05-20', DATE '2020-04-19', DAY)"},
		{"postgres", "spark", "datediff(DATE '2021-05-20', DATE '2020-04-19')"},
		{"postgres", "hive", "datediff(DATE '2021-05-20', DATE '2020-04-19')"},
		{"duckdb", "doris", "datediff(CAST('2021-05-20' AS DATE), CAST('2020-04-19' AS DATE))"},
		{"postgres", "trino", "date_diff('day', DATE '2020-04-19', DATE '2021-05-20')"},
		{"snowflake", "presto", "date_diff('day', DATE '2020-04-19', DATE '2021-05-20')"},
		{"postgres", "snowflake", kept},
		{"snowflake", "duckdb", kept},
		{"bigquery", "bigquery", kept},
		{"hive", "trino", kept}, // neither read by lateral: left as it was
	} {
		if tr := mustTranslate(t, in, tc.from, tc.to, lateral.TranslateOptions{}); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: %s, want %s", tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ from, to, says string }{
		{"bigquery", "trino", "INTERVAL of days (0-0 396 0:0:0 in BigQuery"},
		{"bigquery", "hive", "not checked by lateral in hive"},
		{"bigquery", "snowflake", "an integer count of days (396) in snowflake"},
		{"bigquery", "spark", "were not checked against each other"},
		{"spark", "snowflake", "INTERVAL '396' DAY in Spark"},
		{"trino", "bigquery", "not checked by lateral in trino"},
		{"hive", "postgres", "not checked by lateral in hive and an integer count of days (396) in postgres"},
		{"presto", "duckdb", "not checked by lateral in presto"},
		{"postgres", "drill", "not checked by lateral in drill"},
	} {
		refusedWith(t, in, tc.from, tc.to, lateral.TranslateOptions{}, "T161", 8, tc.says)
	}
	refusedWith(t, "SELECT DATE '2021-05-20' - x AS d FROM t", "bigquery", "postgres", lateral.TranslateOptions{}, "T161", 8, "a DATE minus a value of unknown type")
	refusedWith(t, "SELECT x - DATE '2021-05-20' AS d FROM t", "postgres", "bigquery", lateral.TranslateOptions{}, "T161", 8, "a DATE minus a value of unknown type")
	refusedWith(t, "SELECT x - DATE '2021-05-20' AS d FROM t", "postgres", "spark", lateral.TranslateOptions{}, "T161", 8, "a DATE minus a value of unknown type")
	// two columns of unknown types may be two DATEs: refused where the
	// differences of DATEs differ, kept where they agree (a count of days
	// in PostgreSQL and DuckDB) or where lateral reads neither dialect; a
	// NULL operand makes a NULL everywhere
	refusedWith(t, "SELECT a - b AS d FROM t", "postgres", "spark", lateral.TranslateOptions{}, "T161", 8, "the types of the operands are not known: were they DATEs")
	refusedWith(t, "SELECT a - b AS d FROM t", "postgres", "bigquery", lateral.TranslateOptions{}, "T161", 8, "an INTERVAL of days")
	refusedWith(t, "SELECT a - b AS d FROM t", "spark", "postgres", lateral.TranslateOptions{}, "T161", 8, "in spark and an integer count of days (396) in postgres")
	refusedWith(t, "SELECT a - b AS d FROM t", "postgres", "trino", lateral.TranslateOptions{}, "T161", 8, "not checked by lateral in trino")
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT a - b AS d FROM t", "postgres", "duckdb"},
		{"SELECT a - b AS d FROM t", "hive", "trino"},
		{"SELECT a - NULL AS d FROM t", "postgres", "spark"},
		{"SELECT DATE_DIFF(b, a, WEEK) AS d FROM t", "bigquery", "hive"}, // its own difference of days
		{"SELECT a - 1 AS d FROM t", "postgres", "spark"},
	} {
		mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{})
	}
	mustTranslate(t, "SELECT a - b AS d FROM t", "postgres", "spark", lateral.TranslateOptions{Schema: "CREATE TABLE t (a INTEGER, b INTEGER)"})
	// a DATE minus an integer is a DATE everywhere
	mustTranslate(t, "SELECT DATE '2021-05-20' - 3 AS d", "bigquery", "postgres", lateral.TranslateOptions{})
	mustTranslate(t, "SELECT DATE '2021-05-20' - 3 AS d", "postgres", "spark", lateral.TranslateOptions{})
	// lat run keeps BigQuery's and Spark's interval of days
	for _, d := range []string{"bigquery", "spark"} {
		res, err := lateral.Run(context.Background(), "SELECT EXTRACT(DAY FROM DATE '2021-05-20' - DATE '2020-04-19') AS d, DATE '2021-05-20' - DATE '2020-04-19' = INTERVAL '396' DAY AS e", d, lateral.RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if row, err := res.Next(); err != nil || row[0].String() != "396" || row[1].String() != "true" {
			t.Errorf("lat run %s: day of the difference and its equality with 396 days are %v (%v), want 396 and true", d, row, err)
		}
	}
}

// TestDateMinusStringLiteral: PostgreSQL reads a string literal beside a
// DATE in a difference as a DATE (run on PostgreSQL 15: DATE '2021-01-05'
// - '2020-01-01' and '2021-01-05' - DATE '2020-01-01' are 370, DATE
// '2021-01-05' - '3' raises), where BigQuery kept the string and gave an
// INTERVAL, and DuckDB raises for DATE - '2020-01-01' (no best candidate,
// run on DuckDB 1.5): the literal is written as its DATE, or refused where
// lateral cannot read it (T161); from another dialect it is refused where
// the two differences differ.
func TestDateMinusStringLiteral(t *testing.T) {
	for _, tc := range []struct{ in, to, want string }{
		{"SELECT DATE '2021-01-05' - '2020-01-01' AS d", "bigquery", "date_diff(DATE '2021-01-05', DATE '2020-01-01', DAY)"},
		{"SELECT '20200101' - DATE '2021-01-05' AS d", "spark", "datediff(DATE '2020-01-01', DATE '2021-01-05')"},
		{"SELECT DATE '2021-01-05' - '2020-01-01' AS d", "duckdb", "DATE '2021-01-05' - DATE '2020-01-01'"},
	} {
		if tr := mustTranslate(t, tc.in, "postgres", tc.to, lateral.TranslateOptions{}); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: %s, want %s", tc.in, tc.to, tr.SQL, tc.want)
		}
	}
	refusedWith(t, "SELECT DATE '2021-01-05' - 'Jan 1 2020' AS d", "postgres", "bigquery", lateral.TranslateOptions{}, "T161", 28,
		"which PostgreSQL reads as a DATE by its own rules")
	refusedWith(t, "SELECT DATE '2021-01-05' - '2020-01-01' AS d", "bigquery", "postgres", lateral.TranslateOptions{}, "T161", 8,
		"a DATE minus a string literal, which bigquery may read as a DATE")
	// between two dialects that count days, a literal from another is left
	mustTranslate(t, "SELECT '2021-01-05' - DATE '2020-01-01' AS d", "duckdb", "postgres", lateral.TranslateOptions{})
}

// TestDateMinusDateInteger: PostgreSQL's DATE - DATE is an integer and
// DuckDB's a BIGINT (pg_typeof and typeof, run on PostgreSQL 15 and DuckDB
// 1.5), so a division of it is integral in PostgreSQL and fractional in
// DuckDB's / (types.go: binaryType), where it was a division of unknown
// operands and refused (T071). A DATE plus or minus an integer is a DATE.
func TestDateMinusDateInteger(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (a DATE, b DATE)", SchemaDialect: "postgres"}
	for _, tc := range []struct{ from, to, want string }{
		{"postgres", "duckdb", "ELSE a - b END // 7"}, // guarded: pg_duck_infinity.go
		{"duckdb", "postgres", "CAST(a - b AS DOUBLE PRECISION) / 7"},
		{"postgres", "spark", "datediff(a, b) DIV 7"},
	} {
		if tr := mustTranslate(t, "SELECT (a - b) / 7 AS w FROM t", tc.from, tc.to, opts); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: %s, want %s", tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	// a DATE moved by an integer is a DATE (types.go: binaryType), not a
	// value of unknown type that may be an integer (T161)
	// (b - 1 guarded to raise below PostgreSQL's first date, as
	// PostgreSQL does: spark_day_wrap.go)
	if tr := mustTranslate(t, "SELECT a - (b - 1) AS d FROM t", "postgres", "spark", opts); !strings.Contains(tr.SQL, "datediff(a, CASE WHEN") || !strings.Contains(tr.SQL, "ELSE b - 1 END)") {
		t.Errorf("postgres to spark: %s, want datediff(a, b - 1) with b - 1 guarded", tr.SQL)
	}
}
