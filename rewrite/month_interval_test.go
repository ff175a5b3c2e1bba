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
			// (DuckDB raises where the INTEGER n * 12 overflows: duck_int_literals.go)
			want: "SELECT CAST(add_months(d, CAST(CASE WHEN coalesce(assert_true(coalesce(CAST(n AS BIGINT) * 12 BETWEEN -2147483648 AND 2147483647, TRUE)), TRUE) THEN CAST(n AS BIGINT) * 12 END AS INT)) AS TIMESTAMP) AS r FROM t"},
		{name: "a cast date", from: "postgres", in: "SELECT CAST(ts AS DATE) + INTERVAL '1 month' AS r FROM t",
			want: "SELECT CAST(add_months(CAST(ts AS DATE), 1) AS TIMESTAMP) AS r FROM t"},
		// PostgreSQL 15 run: INTERVAL '-1-2' YEAR TO MONTH is -1 years -2
		// mons, the sign on both parts.
		{name: "year to month", from: "postgres", in: "SELECT d - INTERVAL '-1-2' YEAR TO MONTH AS r FROM t",
			want: "SELECT CAST(add_months(d, -(-14)) AS TIMESTAMP) AS r FROM t"},
		// An interval without months: the DATE's midnight plus it, a
		// TIMESTAMP as in the source (PostgreSQL 15 run: DATE '2024-01-31'
		// + INTERVAL '2 hours' is 2024-01-31 02:00:00), where Spark's DATE
		// plus an interval is a DATE (Spark source, DateAddInterval).
		{name: "days only", from: "postgres", in: "SELECT d + INTERVAL '3 days' AS r FROM t",
			want: "SELECT CAST(d AS TIMESTAMP) + INTERVAL '3 days' AS r FROM t"},
		{name: "hours only", from: "postgres", in: "SELECT d - INTERVAL '2 hours' AS r FROM t",
			want: "SELECT CAST(d AS TIMESTAMP) - INTERVAL '2 hours' AS r FROM t"},
		// make_interval(years, months, weeks, days) of integers is an
		// interval of those parts (PostgreSQL 15 run: DATE '2024-01-31' +
		// make_interval(1, 1, 1, 1) is 2025-03-08 00:00:00).
		{name: "make_interval", from: "postgres", in: "SELECT d + make_interval(1, n, 1, 1) AS r FROM t",
			want: "SELECT CAST(date_add(add_months(d, 12 + n), 7 + 1) AS TIMESTAMP) AS r FROM t"},
		{name: "make_interval of weeks", from: "postgres", in: "SELECT d - make_interval(0, 0, 2) AS r FROM t",
			want: "SELECT CAST(date_add(d, -14) AS TIMESTAMP) AS r FROM t"},
		// make_interval's named arguments (PostgreSQL 15 run: DATE
		// '2024-01-31' + make_interval(days => 3) is 2024-02-03 00:00:00,
		// + make_interval(hours => 3) 2024-01-31 03:00:00).
		{name: "make_interval of named days", from: "postgres", in: "SELECT d + make_interval(days => 3) AS r FROM t",
			want: "SELECT CAST(date_add(d, 3) AS TIMESTAMP) AS r FROM t"},
		{name: "make_interval of named hours", from: "postgres", in: "SELECT d + make_interval(hours => 3) AS r FROM t",
			want: "SELECT CAST(d AS TIMESTAMP) + make_interval(hours => 3) AS r FROM t"},
		// A negated interval, or a sum of intervals, is an interval too
		// (PostgreSQL 15 run: DATE '2024-01-31' + -INTERVAL '2' HOUR is
		// 2024-01-30 22:00:00, - -INTERVAL '1 month 2 days' is 2024-03-02
		// 00:00:00), where Spark's DATE plus hours drops them.
		{name: "negated hours", from: "postgres", in: "SELECT d + -INTERVAL '2' HOUR AS r FROM t",
			want: "SELECT CAST(d AS TIMESTAMP) + -INTERVAL '2' HOUR AS r FROM t"},
		{name: "sum of days and hours", from: "postgres", in: "SELECT d + (INTERVAL '1' DAY + INTERVAL '2' HOUR) AS r FROM t",
			want: "SELECT CAST(d AS TIMESTAMP) + (INTERVAL '1' DAY + INTERVAL '2' HOUR) AS r FROM t"},
		{name: "negated months", from: "postgres", in: "SELECT d - -INTERVAL '1 month 2 days' AS r FROM t",
			want: "SELECT CAST(date_add(add_months(d, -(-1)), -(-2)) AS TIMESTAMP) AS r FROM t"},
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
		"SELECT d + (INTERVAL '1' MONTH + INTERVAL '2' DAY) AS r FROM t", // a sum of intervals is not read
	} {
		tr, err := lateral.Translate(q, "postgres", "spark", opts)
		wantRefusal(t, tr, err, "T099")
	}
	// A make_interval with a DOUBLE or with hours is not read.
	for _, q := range []string{
		"SELECT d + make_interval(0, CAST(x AS INT) + 0.5) AS r FROM t",
		"SELECT d + make_interval(0, 1, 0, 0, 2) AS r FROM t",
	} {
		tr, err := lateral.Translate(q, "postgres", "spark", opts)
		wantRefusal(t, tr, err, "T099")
	}
	// A TIMESTAMP (or a value of unknown type) plus months keeps its time
	// and clamps the day (PostgreSQL 15 run: TIMESTAMP '2024-01-31
	// 10:00:00' + INTERVAL '1' MONTH is 2024-02-29 10:00:00), and a
	// fraction of a month is days: refused (T109), except a TIMESTAMP plus
	// integer months toward Trino and Presto, which document the same rule
	// (Trino date and time operators: timestamp '2012-10-31 01:00' +
	// interval '1' month is 2012-11-30 01:00:00.000), and Spark
	// (conformance/dates/postgres_timestamp_plus_months.txtar).
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT ts + INTERVAL '1 month' AS r FROM t", "postgres", "spark"},
		{"SELECT ts + INTERVAL '1' MONTH AS r FROM t", "postgres", "bigquery"},
		{"SELECT ts + x * INTERVAL '1' MONTH AS r FROM t", "postgres", "doris"},
		{"SELECT CAST(ts AS VARCHAR) + INTERVAL '1' MONTH AS r FROM t", "postgres", "snowflake"},
		{"SELECT ts - n * INTERVAL '1' YEAR AS r FROM t", "duckdb", "bigquery"},
		{"SELECT ts + x * INTERVAL '1' MONTH AS r FROM t", "postgres", "trino"},
		{"SELECT CAST(ts AS VARCHAR) + INTERVAL '1' MONTH AS r FROM t", "postgres", "trino"},
		{"SELECT ts + INTERVAL 1 QUARTER AS r FROM t", "duckdb", "trino"}, // no QUARTER field in Trino
		{"SELECT INTERVAL '1' MONTH + ts AS r FROM t", "postgres", "hive"},
		{"SELECT ts + -INTERVAL '1' MONTH AS r FROM t", "postgres", "hive"},
		{"SELECT ts + (INTERVAL '1' MONTH + INTERVAL '1' DAY) AS r FROM t", "postgres", "trino"},
	} {
		tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
		wantRefusal(t, tr, err, "T109")
	}
	for _, q := range []string{
		"SELECT ts + INTERVAL '1' MONTH AS r FROM t",
		"SELECT ts - n * INTERVAL '1' YEAR AS r FROM t",
		"SELECT ts + -INTERVAL '1' MONTH AS r FROM t",
		"SELECT INTERVAL '1' MONTH + INTERVAL '1' DAY AS r FROM t", // no timestamp
	} {
		tr := mustTranslate(t, q, "postgres", "trino", opts)
		if tr.SQL != q && tr.SQL != q+";" {
			t.Errorf("postgres to trino: got %s, want %s", tr.SQL, q)
		}
	}
	// Snowflake's DATEADD(month, ...) and Doris's months_add of a TIMESTAMP
	// keep the time and clamp the day (Snowflake ADD_MONTHS usage notes, of
	// DATEADD too; Doris MONTHS_ADD, QUARTERS_ADD): add_months_clamp_ts.
	for _, tc := range []struct{ in, from, to, want string }{
		{"SELECT ts + INTERVAL '1' MONTH AS r FROM t", "postgres", "snowflake", "SELECT dateadd(month, 1, CAST(ts AS TIMESTAMP_NTZ)) AS r FROM t"},
		{"SELECT ts - n * INTERVAL '1' YEAR AS r FROM t", "duckdb", "snowflake", "SELECT dateadd(month, -(n * 12), CAST(ts AS TIMESTAMP_NTZ)) AS r FROM t"},
		{"SELECT INTERVAL '2 years 1 month' + ts AS r FROM t", "postgres", "doris", "SELECT months_add(CAST(ts AS DATETIME(6)), 25) AS r FROM t"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: %s: got %s, want %s", tc.from, tc.to, tc.in, tr.SQL, tc.want)
		}
	}
	tr3, err := lateral.Translate("SELECT d + INTERVAL (x) MONTH AS r FROM t", "duckdb", "trino", opts)
	wantRefusal(t, tr3, err, "T099")
	// Toward a target without the clamping rule it is refused.
	tr2, err := lateral.Translate("SELECT d + INTERVAL '1 month' AS r FROM t", "postgres", "ansi", opts)
	wantRefusal(t, tr2, err, "T099")
}
