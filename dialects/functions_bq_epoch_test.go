package dialects

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestBigQueryEpochRows: UNIX_SECONDS, UNIX_MILLIS, UNIX_DATE,
// TIMESTAMP_SECONDS and TIMESTAMP_MILLIS are read from BigQuery and written
// for PostgreSQL and DuckDB (the spellings run on PostgreSQL 15 and DuckDB
// 1.5 in conformance/dates/bigquery_unix_epoch.txtar), refused elsewhere.
func TestBigQueryEpochRows(t *testing.T) {
	ts, n := col("ts"), col("n")
	for _, name := range []string{"UNIX_SECONDS", "UNIX_MILLIS", "UNIX_DATE", "TIMESTAMP_SECONDS", "TIMESTAMP_MILLIS"} {
		out, ok := ResolveCall(fnTestDialect(t, "bigquery"), call(name, ts), false)
		if want := strings.ToLower(name) + "(ts)"; !ok || render(out) != want {
			t.Errorf("read bigquery %s: got %v %v, want %s", name, ok, out, want)
		}
	}
	for _, c := range []struct{ dialect, fn, want string }{
		{"postgres", "unix_seconds", "CAST(floor(EXTRACT(EPOCH FROM ts)) AS bigint)"},
		{"postgres", "unix_millis", "CAST(floor((EXTRACT(EPOCH FROM ts) * 1000)) AS bigint)"},
		{"duckdb", "unix_seconds", "((epoch_us(ts) DIV 1000000) - CASE WHEN ((epoch_us(ts) % 1000000) < 0) THEN 1 ELSE 0 END)"},
		{"postgres", "timestamp_millis", "((CAST('1970-01-01 00:00:00+00' AS timestamptz) + ((n / 1000) * INTERVAL '1' SECOND)) + ((n % 1000) * INTERVAL '0.001' SECOND))"},
		{"duckdb", "timestamp_millis", "timezone('UTC', epoch_ms(n))"},
		{"duckdb", "timestamp_seconds", "timezone('UTC', make_timestamp((n * 1000000)))"},
	} {
		arg := ts
		if strings.HasPrefix(c.fn, "timestamp") {
			arg = n
		}
		if got := spell(t, c.dialect, c.fn, arg); got != c.want {
			t.Errorf("write %s %s: got %s, want %s", c.dialect, c.fn, got, c.want)
		}
	}
	for _, dialect := range []string{"spark", "trino", "snowflake"} {
		if _, err := SpellFunc(fnTestDialect(t, dialect), "unix_seconds", []ast.Expr{ts}, ast.Span{}); err == nil {
			t.Errorf("%s unix_seconds: written, want refused", dialect)
		}
	}
}
