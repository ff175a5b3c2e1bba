package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A series of DATEs by an interval counts in naive timestamps for
// PostgreSQL (its bounds cast to TIMESTAMP), a sequence of dates from
// Trino keeps its DATE elements, and what cannot be exact is refused.
func TestPgDateSeries(t *testing.T) {
	runPassCases(t, "lower_exprs", []passCase{
		{name: "DuckDB list series of dates", from: "duckdb", to: "postgres",
			in:    "SELECT generate_series(DATE '2024-03-09', DATE '2024-03-11', INTERVAL 8 HOUR) AS l",
			want:  "SELECT CASE WHEN CAST(DATE '2024-03-09' AS TIMESTAMP) IS NULL OR CAST(DATE '2024-03-11' AS TIMESTAMP) IS NULL OR INTERVAL '8' HOUR IS NULL THEN NULL ELSE ARRAY(SELECT lateral_seq.v FROM generate_series(CAST(DATE '2024-03-09' AS TIMESTAMP), CAST(DATE '2024-03-11' AS TIMESTAMP), INTERVAL '8' HOUR) WITH ORDINALITY AS lateral_seq(v, o) ORDER BY lateral_seq.o) END AS l",
			fires: true},
		{name: "DuckDB table series of dates", from: "duckdb", to: "postgres",
			in:    "SELECT g.x FROM generate_series(DATE '2024-03-09', DATE '2024-03-11', INTERVAL 8 HOUR) AS g(x)",
			want:  "SELECT g.x FROM generate_series(CAST(DATE '2024-03-09' AS TIMESTAMP), CAST(DATE '2024-03-11' AS TIMESTAMP), INTERVAL '8' HOUR) AS g(x)",
			fires: true},
		{name: "Trino sequence of dates stays DATE", from: "trino", to: "postgres",
			in:    "SELECT sequence(DATE '2024-03-09', DATE '2024-03-11', INTERVAL '1' DAY) AS l",
			want:  "SELECT CAST(CASE WHEN CAST(DATE '2024-03-09' AS TIMESTAMP) IS NULL OR CAST(DATE '2024-03-11' AS TIMESTAMP) IS NULL OR INTERVAL '1' DAY IS NULL THEN NULL ELSE ARRAY(SELECT lateral_seq.v FROM generate_series(CAST(DATE '2024-03-09' AS TIMESTAMP), CAST(DATE '2024-03-11' AS TIMESTAMP), INTERVAL '1' DAY) WITH ORDINALITY AS lateral_seq(v, o) ORDER BY lateral_seq.o) END AS DATE[]) AS l",
			fires: true},
		{name: "Trino sequence of dates for DuckDB", from: "trino", to: "duckdb",
			in:    "SELECT sequence(DATE '2024-03-09', DATE '2024-03-11', INTERVAL '1' DAY) AS l",
			want:  "SELECT CAST(generate_series(DATE '2024-03-09', DATE '2024-03-11', INTERVAL '1' DAY) AS DATE[]) AS l",
			fires: true},
		// Trino's sequence of a TIMESTAMP and a DATE gives TIMESTAMPs (the
		// reference executor; PostgreSQL 15 and DuckDB 1.5 give the same
		// rows below): the DATE bound is cast, the list is not cast to DATE[].
		{name: "a TIMESTAMP beside a DATE keeps TIMESTAMPs", from: "trino", to: "postgres",
			in:    "SELECT sequence(TIMESTAMP '2024-03-09 12:00:00', DATE '2024-03-11', INTERVAL '1' DAY) AS l",
			want:  "SELECT CASE WHEN TIMESTAMP '2024-03-09 12:00:00' IS NULL OR CAST(DATE '2024-03-11' AS TIMESTAMP) IS NULL OR INTERVAL '1' DAY IS NULL THEN NULL ELSE ARRAY(SELECT lateral_seq.v FROM generate_series(TIMESTAMP '2024-03-09 12:00:00', CAST(DATE '2024-03-11' AS TIMESTAMP), INTERVAL '1' DAY) WITH ORDINALITY AS lateral_seq(v, o) ORDER BY lateral_seq.o) END AS l",
			fires: true},
		{name: "no-op: a TIMESTAMP beside a DATE for DuckDB", from: "trino", to: "duckdb",
			in:   "SELECT sequence(TIMESTAMP '2024-03-09 12:00:00', DATE '2024-03-11', INTERVAL '1' DAY) AS l",
			want: "SELECT generate_series(TIMESTAMP '2024-03-09 12:00:00', DATE '2024-03-11', INTERVAL '1' DAY) AS l"},
		{name: "no-op: timestamps are naive already", from: "duckdb", to: "postgres",
			in:   "SELECT g.x FROM generate_series(TIMESTAMP '2024-03-09', TIMESTAMP '2024-03-11', INTERVAL 8 HOUR) AS g(x)",
			want: "SELECT g.x FROM generate_series(TIMESTAMP '2024-03-09', TIMESTAMP '2024-03-11', INTERVAL '8' HOUR) AS g(x)"},
		// the bounds read bare from a derived table beside the series
		// (the series' own relation names its columns only)
		{name: "bare bounds of a derived table", from: "duckdb", to: "postgres",
			in:    "SELECT * FROM (SELECT DATE '2000-01-01', DATE '2000-10-01') AS t(s, e), generate_series(s, e, INTERVAL '3' MONTH) AS g(x)",
			want:  "SELECT * FROM (SELECT DATE '2000-01-01', DATE '2000-10-01') AS t(s, e) CROSS JOIN generate_series(CAST(s AS TIMESTAMP), CAST(e AS TIMESTAMP), INTERVAL '3' MONTH) AS g(x)",
			fires: true},
		{name: "no-op: an integer series", from: "duckdb", to: "postgres",
			in:   "SELECT g.x FROM generate_series(1, 5, 2) AS g(x)",
			want: "SELECT g.x FROM generate_series(1, 5, 2) AS g(x)"},
	})
	for _, r := range []struct{ q, from, to, code string }{
		// An interval step read from a column may mix signs (an error in DuckDB).
		{"SELECT g.x FROM generate_series(TIMESTAMP '2024-03-09', TIMESTAMP '2024-03-11', CAST(t.k AS INTERVAL)) AS g(x), t", "duckdb", "postgres", "T058"},
		{"SELECT g.x FROM generate_series(DATE '2024-03-09', DATE '2024-03-11', INTERVAL '1 month -40 days') AS g(x)", "duckdb", "postgres", "T058"},
		// A step read bare from a derived table (peer range_function_lateral#13).
		{"SELECT * FROM (SELECT DATE '2000-01-01', DATE '2000-10-01', INTERVAL '3' MONTHS) t(s, e, i), generate_series(s, e, i) t2(j)", "duckdb", "postgres", "T058"},
		// No argument's type known: a series of DATEs by an INTERVAL gives timestamptz rows in PostgreSQL.
		{"SELECT g.x FROM t, generate_series(t.a, t.b, t.c) AS g(x)", "duckdb", "postgres", "T057"},
		{"SELECT sequence(t.a, t.b, t.c) AS l FROM t", "trino", "postgres", "T057"},
		// A bound of unknown type beside an interval step: it could be a DATE.
		{"SELECT g.x FROM t, generate_series(t.a, t.b, INTERVAL 1 DAY) AS g(x)", "duckdb", "postgres", "T057"},
		// Trino adds i * step to the start; PostgreSQL adds the step to the last element.
		{"SELECT sequence(DATE '2024-01-31', DATE '2024-05-01', INTERVAL '1' MONTH) AS l", "trino", "postgres", "T058"},
		{"SELECT sequence(DATE '2024-01-31', DATE '2024-05-01', INTERVAL '1' DAY) AS l", "trino", "bigquery", "T057"},
		{"SELECT range(DATE '2024-03-09', DATE '2024-03-11', INTERVAL 1 DAY) AS l", "duckdb", "trino", "T057"},
		// Beside a DATE, a bound of unknown type: DATE or TIMESTAMP elements.
		{"SELECT sequence(t.d, DATE '2024-03-11', INTERVAL '1' DAY) AS l FROM t", "trino", "duckdb", "T057"},
	} {
		tr, err := lateral.Translate(r.q, r.from, r.to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, r.code)
	}
}
