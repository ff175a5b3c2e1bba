package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestNeverZeroDivisor: DuckDB's "/" (±Infinity or NaN for a zero divisor,
// run on DuckDB 1.5) and Drill's remainder of a DECIMAL (not documented
// for a zero divisor) are refused (T074) toward ANSI SQL and Drill, resp.
// every other target, only where the divisor may be zero: a divisor that
// can never be zero (rewrite.nonZero: NULL, + - * of integer literals (INT
// on the way) of a non-zero value, nullif(x, 0), coalesce of those) is
// translated.
func TestNeverZeroDivisor(t *testing.T) {
	duck := lateral.TranslateOptions{Schema: "CREATE TABLE t (i INTEGER, z INTEGER, f DOUBLE)"}
	drill := lateral.TranslateOptions{Schema: "CREATE TABLE t (d DECIMAL(5,1), z INT)"}
	for _, c := range []struct {
		from, to, q string
		opts        lateral.TranslateOptions
		refused     bool
	}{
		{"duckdb", "ansi", "SELECT t.f / NULL AS q FROM t", duck, false},
		{"duckdb", "ansi", "SELECT t.i / CAST(NULL AS INTEGER) AS q FROM t", duck, false},
		{"duckdb", "drill", "SELECT t.i / (1 + 1) AS q FROM t", duck, false},
		{"duckdb", "drill", "SELECT t.f / -(2 * 3) AS q FROM t", duck, false},
		{"duckdb", "ansi", "SELECT t.i / coalesce(nullif(t.z, 0), 1) AS q FROM t", duck, false},
		{"duckdb", "ansi", "SELECT t.i / (1 - 1) AS q FROM t", duck, true},
		{"duckdb", "ansi", "SELECT t.i / (2 * 0) AS q FROM t", duck, true},
		// 1e-400 is a DOUBLE in DuckDB, 0 once read (DuckDB 1.5: 1.0 / 1e-400 is Infinity)
		{"duckdb", "ansi", "SELECT t.f / 1e-400 AS q FROM t", duck, true},
		{"duckdb", "ansi", "SELECT t.f / 1e-300 AS q FROM t", duck, false},
		{"duckdb", "drill", "SELECT t.i / t.z AS q FROM t", duck, true},
		{"duckdb", "ansi", "SELECT t.i / coalesce(t.z, 1) AS q FROM t", duck, true},
		{"duckdb", "ansi", "SELECT t.i / coalesce(NULL, t.z) AS q FROM t", duck, true},
		{"drill", "postgres", "SELECT t.d % (1 + 1) AS r FROM t", drill, false},
		{"drill", "duckdb", "SELECT mod(t.d, NULL) AS r FROM t", drill, false},
		{"drill", "postgres", "SELECT t.d % (2 - 2) AS r FROM t", drill, true},
		{"drill", "postgres", "SELECT t.d % t.z AS r FROM t", drill, true},
	} {
		tr, err := lateral.Translate(c.q, c.from, c.to, c.opts)
		if c.refused {
			wantRefusal(t, tr, err, "T074")
			continue
		}
		if err != nil {
			t.Errorf("%s to %s: %s: %v", c.from, c.to, c.q, err)
		}
	}
}

// TestNeverZeroDivisorWraps: a constant product past INT is no proof of a
// non-zero divisor, for Hive and Spark (ANSI mode off) compute an INT
// product in Java int arithmetic, which wraps (rewrite/wide_arith.go):
// 65536 * 65536 is 0 there, and Hive's DIV by 0 is NULL, so the guard
// toward BigQuery (whose DIV raises on 0) stays. A product that fits INT
// is computed exactly everywhere and needs none.
func TestNeverZeroDivisorWraps(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (i INT)"}
	for _, c := range []struct {
		q     string
		guard bool
	}{
		{"SELECT t.i DIV (65536 * 65536) AS q FROM t", true},
		{"SELECT t.i DIV -(65536 * 65536) AS q FROM t", true},
		{"SELECT t.i DIV (2 * 3) AS q FROM t", false},
	} {
		tr, err := lateral.Translate(c.q, "hive", "bigquery", opts)
		if err != nil {
			t.Fatalf("%s: %v", c.q, err)
		}
		if got := strings.Contains(strings.ToUpper(tr.SQL), "NULLIF") || strings.Contains(strings.ToUpper(tr.SQL), "SAFE"); got != c.guard {
			t.Errorf("%s: guarded %v, want %v:\n%s", c.q, got, c.guard, tr.SQL)
		}
	}
}
