package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestPgIntGuardAfterLimit: the cast of a string column to an integer is
// guarded toward DuckDB in a query with LIMIT too (the LIMIT's literal
// once hid the cast from the pass: CAST('1.5' AS INT) raises in
// PostgreSQL 15 and is 2 in DuckDB 1.5).
func TestPgIntGuardAfterLimit(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INT, s TEXT)", SchemaDialect: "postgres"}
	for _, q := range []string{
		"SELECT CAST(s AS INT) AS i FROM t LIMIT 1",
		"SELECT CAST(s AS INT) + 1 AS i FROM t ORDER BY id LIMIT 2",
	} {
		tr := mustTranslate(t, q, "postgres", "duckdb", opts)
		if !strings.Contains(tr.SQL, "error('invalid input syntax for type integer") {
			t.Errorf("%s: the cast is not guarded: %s", q, tr.SQL)
		}
	}
}

// TestDuckLazyRaises: an AND or OR whose right operand holds a guard is
// written so that DuckDB reads the guard only where the source reads the
// operand (duck_lazy_raise.go; its rows: conformance/casts/
// postgres_guard_short_circuit, postgres_guard_filter); a volatile left
// operand, read twice, leaves the operator as written, as does a DuckDB
// source, and the conditions of the guards themselves are kept.
func TestDuckLazyRaises(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INT, b INT)", SchemaDialect: "postgres"}
	for _, tc := range []struct{ from, in, want string }{
		{"postgres", "SELECT b <> 0 AND a / b > 1 AS x FROM t",
			"SELECT b <> 0 AND CASE WHEN NOT b <> 0 THEN FALSE ELSE CASE WHEN CASE WHEN b = 0 AND a IS NOT NULL THEN error('Division by zero (an error in postgres)') ELSE FALSE END THEN NULL ELSE a // b END > 1 END AS x FROM t"},
		// a call after the guard's error() (abs) does not hide it
		{"postgres", "SELECT b <> 0 AND a / b > abs(a) AS x FROM t",
			"SELECT b <> 0 AND CASE WHEN NOT b <> 0 THEN FALSE ELSE CASE WHEN CASE WHEN b = 0 AND a IS NOT NULL THEN error('Division by zero (an error in postgres)') ELSE FALSE END THEN NULL ELSE a // b END > abs(a) END AS x FROM t"},
		{"postgres", "SELECT a / b > 1 OR b = 0 AS x FROM t",
			"SELECT CASE WHEN CASE WHEN b = 0 AND a IS NOT NULL THEN error('Division by zero (an error in postgres)') ELSE FALSE END THEN NULL ELSE a // b END > 1 OR b = 0 AS x FROM t"},
		// the AND stays a conjunction, whose equality DuckDB joins on
		// (a CASE around it made the join a nested loop)
		{"postgres", "SELECT t.a FROM t JOIN t AS u ON t.a = u.a AND u.b <> 0 AND t.a / u.b > 1",
			"SELECT t.a FROM t JOIN t AS u ON t.a = u.a AND u.b <> 0 AND CASE WHEN NOT (t.a = u.a AND u.b <> 0) THEN FALSE ELSE CASE WHEN CASE WHEN u.b = 0 AND t.a IS NOT NULL THEN error('Division by zero (an error in postgres)') ELSE FALSE END THEN NULL ELSE t.a // u.b END > 1 END"},
		{"postgres", "SELECT random() < 0.5 AND a / b > 1 AS x FROM t",
			"SELECT random() < 0.5 AND CASE WHEN CASE WHEN b = 0 AND a IS NOT NULL THEN error('Division by zero (an error in postgres)') ELSE FALSE END THEN NULL ELSE a // b END > 1 AS x FROM t"},
		{"duckdb", "SELECT b <> 0 AND a // b > 1 AS x FROM t", "SELECT b <> 0 AND a // b > 1 AS x FROM t"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, "duckdb", opts)
		if got := strings.TrimSuffix(tr.SQL, ";"); got != tc.want {
			t.Errorf("%s\ngot  %s\nwant %s", tc.in, got, tc.want)
		}
	}
}

// TestPgDuckTsTextGuard: PostgreSQL's cast of a string column to TIMESTAMP
// (or TIMESTAMP(6), or of p above 6) is guarded toward DuckDB rather than
// refused (pg_duck_ts_text.go; rows: conformance/dates/
// postgres_timestamp_text_guard); a TIMESTAMP(3) keeps its refusal
// (T139), a column of unknown type and the other targets keep T144.
func TestPgDuckTsTextGuard(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (s TEXT)", SchemaDialect: "postgres"}
	for _, q := range []string{
		"SELECT CAST(s AS TIMESTAMP) AS x FROM t",
		"SELECT s::timestamp(6) AS x FROM t",
		"SELECT CAST(s AS TIMESTAMP(9)) AS x FROM t",
	} {
		tr := mustTranslate(t, q, "postgres", "duckdb", opts)
		if !strings.Contains(tr.SQL, "error('a timestamp text that postgres reads otherwise") || !strings.Contains(tr.SQL, "ELSE CAST(s AS TIMESTAMP) END AS x") {
			t.Errorf("%s: %s", q, tr.SQL)
		}
	}
	for _, tc := range []struct{ to, in, code string }{
		{"duckdb", "SELECT CAST(s AS TIMESTAMP(3)) AS x FROM t", "T139"},
		{"spark", "SELECT CAST(s AS TIMESTAMP) AS x FROM t", "T144"},
	} {
		tr, err := lateral.Translate(tc.in, "postgres", tc.to, opts)
		wantRefusal(t, tr, err, tc.code)
	}
	tr, err := lateral.Translate("SELECT CAST(s AS TIMESTAMP) AS x FROM t", "postgres", "duckdb", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T144")
}
