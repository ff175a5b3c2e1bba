package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL's least, greatest and coalesce of an integer (or numeric) and
// a real are a real: the integer is rounded to 24 bits (checked here on
// PostgreSQL 15). Snowflake and BigQuery have no 4-byte float, so the call
// is refused there (T151, rewrite/pg_real_mix.go); with a double precision
// argument, or an integer literal a real holds exactly, it is kept.
func TestPgRealMix(t *testing.T) {
	pg := enginetest.Postgres(t)
	res := enginetest.Query(t, pg, "SELECT least(16777217, 1e30::real)::float8, coalesce(NULL::real, 16777217)::float8, least(16777217, 1e30::real, 1e30::float8)")
	if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != "(16777216, 16777216, 16777217)" {
		t.Errorf("postgres: got %s", got)
	}
	const schema = "CREATE TABLE t (i INT, r REAL, n NUMERIC(5, 1), d DOUBLE PRECISION)"
	for _, target := range []string{"snowflake", "bigquery"} {
		for _, q := range []string{"SELECT least(i, r) FROM t", "SELECT greatest(r, n) FROM t", "SELECT coalesce(r, i) FROM t", "SELECT least(r, 16777217) FROM t"} {
			if _, err := lateral.Translate(q, "postgres", target, lateral.TranslateOptions{Schema: schema}); err == nil || !strings.Contains(err.Error(), "T151") {
				t.Errorf("%s %s: got %v, want T151", target, q, err)
			}
		}
		for _, q := range []string{"SELECT least(i, r, d) FROM t", "SELECT greatest(r, 2) FROM t", "SELECT least(i, CAST(r AS DOUBLE PRECISION)) FROM t", "SELECT least(i, n) FROM t"} {
			if _, err := lateral.Translate(q, "postgres", target, lateral.TranslateOptions{Schema: schema}); err != nil {
				t.Errorf("%s %s: %v", target, q, err)
			}
		}
	}
	if _, err := lateral.Translate("SELECT least(i, r) FROM t", "postgres", "duckdb", lateral.TranslateOptions{Schema: schema}); err != nil {
		t.Errorf("duckdb: %v", err)
	}
}
