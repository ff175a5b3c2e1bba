package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's and DuckDB's DATE plus an interval of months (and days) is
// their clamping month arithmetic, then the days, as a TIMESTAMP
// (month_interval.go); a TIMESTAMP operand, a fractional quantity, an
// interval with hours, or a date of unknown type are left alone.
func TestMonthInterval(t *testing.T) {
	const schema = "CREATE TABLE t (d DATE, ts TIMESTAMP, n INTEGER, x DOUBLE PRECISION)"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
	for _, tc := range []struct{ name, from, in, want string }{
		{name: "one month", from: "postgres", in: "SELECT d + INTERVAL '1 month' AS r FROM t",
			want: "SELECT CAST(add_months(d, 1) AS TIMESTAMP) AS r FROM t"},
		{name: "years and days, minus", from: "postgres", in: "SELECT d - INTERVAL '1 year 2 mons 3 days' AS r FROM t",
			want: "SELECT CAST(date_add(add_months(d, -14), -3) AS TIMESTAMP) AS r FROM t"},
		{name: "interval first", from: "postgres", in: "SELECT INTERVAL '2' YEAR + d AS r FROM t",
			want: "SELECT CAST(add_months(d, 24) AS TIMESTAMP) AS r FROM t"},
		{name: "an integer times a month", from: "postgres", in: "SELECT d + n * INTERVAL '1' MONTH AS r FROM t",
			want: "SELECT CAST(add_months(d, n) AS TIMESTAMP) AS r FROM t"},
		{name: "DuckDB quarter", from: "duckdb", in: "SELECT d + INTERVAL 2 QUARTER AS r FROM t",
			want: "SELECT CAST(add_months(d, 6) AS TIMESTAMP) AS r FROM t"},
		{name: "DuckDB years of a column", from: "duckdb", in: "SELECT d + INTERVAL (n) YEAR AS r FROM t",
			want: "SELECT CAST(add_months(d, n * 12) AS TIMESTAMP) AS r FROM t"},
		{name: "a cast date", from: "postgres", in: "SELECT CAST(ts AS DATE) + INTERVAL '1 month' AS r FROM t",
			want: "SELECT CAST(add_months(CAST(ts AS DATE), 1) AS TIMESTAMP) AS r FROM t"},
		// PostgreSQL 15 run: INTERVAL '-1-2' YEAR TO MONTH is -1 years -2
		// mons, the sign on both parts.
		{name: "year to month", from: "postgres", in: "SELECT d - INTERVAL '-1-2' YEAR TO MONTH AS r FROM t",
			want: "SELECT CAST(add_months(d, -(-14)) AS TIMESTAMP) AS r FROM t"},
		// Left alone: a timestamp keeps its time; an interval without
		// months is not month arithmetic.
		{name: "a timestamp", from: "postgres", in: "SELECT ts + INTERVAL '1 month' AS r FROM t",
			want: "SELECT ts + INTERVAL '1 month' AS r FROM t"},
		{name: "days only", from: "postgres", in: "SELECT d + INTERVAL '3 days' AS r FROM t",
			want: "SELECT d + INTERVAL '3 days' AS r FROM t"},
		{name: "hours only", from: "postgres", in: "SELECT d + INTERVAL '2 hours' AS r FROM t",
			want: "SELECT d + INTERVAL '2 hours' AS r FROM t"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, "spark", opts)
			if tr.SQL != tc.want+";" && tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, "spark", opts)
		})
	}
	// Between PostgreSQL and DuckDB, which agree, the sum is kept.
	tr := mustTranslate(t, "SELECT d + INTERVAL '1 month' AS r FROM t", "postgres", "duckdb", opts)
	if want := "SELECT d + INTERVAL '1 month' AS r FROM t"; tr.SQL != want && tr.SQL != want+";" {
		t.Errorf("postgres to duckdb: %s", tr.SQL)
	}
	// A fraction of a month is days in PostgreSQL and DuckDB (both run:
	// DATE '2024-01-31' + INTERVAL '1' MONTH * 2.5 is 2024-04-15 00:00:00,
	// INTERVAL '1.5 months' is 1 mon 15 days), where Spark's and Trino's
	// month intervals are whole months; Spark drops the hours of an
	// interval added to a DATE. Such intervals of months are refused.
	for _, q := range []string{
		"SELECT d + x * INTERVAL '1' MONTH AS r FROM t",
		"SELECT d + INTERVAL '1' MONTH * 2.5 AS r FROM t",
		"SELECT d - INTERVAL '1.5 months' AS r FROM t",
		"SELECT INTERVAL '1 month 2 hours' + d AS r FROM t",
		"SELECT d + INTERVAL '1 month' / 2 AS r FROM t",
		"SELECT d + INTERVAL '1-12' YEAR TO MONTH AS r FROM t",
	} {
		tr, err := lateral.Translate(q, "postgres", "spark", opts)
		wantRefusal(t, tr, err, "T099")
	}
	tr3, err := lateral.Translate("SELECT d + INTERVAL (x) MONTH AS r FROM t", "duckdb", "trino", opts)
	wantRefusal(t, tr3, err, "T099")
	// Toward a target without the clamping rule it is refused.
	tr2, err := lateral.Translate("SELECT d + INTERVAL '1 month' AS r FROM t", "postgres", "ansi", opts)
	wantRefusal(t, tr2, err, "T099")
}
