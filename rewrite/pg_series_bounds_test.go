package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL reads a string literal argument of generate_series over
// integers as the other arguments' type (PostgreSQL 15: pg_typeof of
// generate_series(1, '5') is integer, of generate_series(1::bigint, '3')
// bigint; generate_series(1, '5.5') and (1, '3000000000') are errors);
// DuckDB's generate_series(INTEGER, VARCHAR) is a binder error (DuckDB
// 1.5).
func TestPgUnknownIntBounds(t *testing.T) {
	runPassCases(t, "lower_join", []passCase{
		{name: "an integer bound", from: "postgres", to: "duckdb",
			in:    "SELECT * FROM generate_series(1, '5') g",
			want:  "SELECT * FROM generate_series(1, CAST('5' AS INTEGER)) AS g(g)",
			fires: true},
		{name: "a start, written plainly", from: "postgres", to: "duckdb",
			in:    "SELECT * FROM generate_series(' +003 ', 5) g",
			want:  "SELECT * FROM generate_series(CAST('3' AS INTEGER), 5) AS g(g)",
			fires: true},
		{name: "a bigint step", from: "postgres", to: "duckdb",
			in:    "SELECT * FROM generate_series(1, 10::bigint, '3') g",
			want:  "SELECT * FROM generate_series(1, CAST(10 AS BIGINT), CAST('3' AS BIGINT)) AS g(g)",
			fires: true},
		{name: "no-op: PostgreSQL keeps the string", from: "postgres", to: "postgres",
			in:    "SELECT * FROM generate_series(1, '5') AS g(g)",
			want:  "SELECT * FROM generate_series(1, '5') AS g(g)",
			fires: true},
		{name: "no-op: integers", from: "postgres", to: "duckdb",
			in:    "SELECT * FROM generate_series(1, 5) g",
			want:  "SELECT * FROM generate_series(1, 5) AS g(g)",
			fires: true},
	})
	for _, r := range []struct {
		q         string
		line, col int
	}{
		{"SELECT * FROM generate_series(1, '5.5') g", 1, 34},
		{"SELECT * FROM generate_series(1, '3000000000') g", 1, 34},
		{"SELECT * FROM generate_series('', 3) g", 1, 31},
		// 2^64 (out of range for bigint on PostgreSQL 15) did not wrap to 0
		{"SELECT * FROM generate_series(1::bigint, '18446744073709551616') g", 1, 42},
		{"SELECT * FROM generate_series(1::bigint, '-18446744073709551617') g", 1, 42},
		{"SELECT * FROM generate_series(1, '42949672961') g", 1, 34},
	} {
		tr, err := lateral.Translate(r.q, "postgres", "duckdb", lateral.TranslateOptions{})
		wantRefusalAt(t, tr, err, "T057", r.line, r.col)
	}
}
