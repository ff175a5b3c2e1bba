package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL's quotient of a float NaN by zero is NaN, where any other
// dividend raises "division by zero" (run on PostgreSQL 15 by the test:
// 'NaN'::float8 / 0 is NaN, 2.0 / 0 raises): rewrite/div_zero_raise.go
// (raiseZeroQuotient) keeps the NaN toward DuckDB, Trino, Presto and Spark
// and still raises for the other zero divisors; Hive and Doris document
// no NaN test, and still raise for it.
const (
	nzSchema = "CREATE TABLE t (id INT, b INT, x DOUBLE PRECISION)"
	nzFine   = "(1, 0, 'NaN'), (2, 2, 3.0), (3, 0, NULL), (4, NULL, 2.0)"
	nzBad    = "(5, 0, 2.0)"
	nzQuery  = "SELECT t.id, t.x / t.b AS q FROM t ORDER BY t.id"
)

// Run on PostgreSQL 15 (the source) and DuckDB 1.5 (the translation).
func TestPostgresNaNZeroEngines(t *testing.T) {
	want := pgDuckZeroDivisor(t, enginetest.Postgres(t), enginetest.DuckDB(t), nzQuery, nzSchema,
		"CREATE TABLE t (id INTEGER, b INTEGER, x DOUBLE)", nzFine, nzBad)
	if !strings.Contains(want, "NaN") {
		t.Fatalf("postgres: want a NaN row, got\n%s", want)
	}
}

// The reference executor runs the source and the translations: NaN for
// the NaN row (an error toward Hive and Doris), an error for 2.0 / 0.
func TestPostgresNaNZeroReference(t *testing.T) {
	run := func(sql, dialect, rows string) (string, error) {
		return refText(dialect, sql, nzSchema+"; INSERT INTO t VALUES "+rows)
	}
	want, err := run(nzQuery, "postgres", nzFine)
	if err != nil || !strings.Contains(want, "NaN") {
		t.Fatalf("postgres: %q, %v", want, err)
	}
	if _, err := run(nzQuery, "postgres", nzFine+", "+nzBad); err == nil {
		t.Fatal("postgres: 2.0 / 0 raises no error")
	}
	for _, target := range []string{"duckdb", "trino", "presto", "spark", "hive", "doris"} {
		tr, err := lateral.Translate(nzQuery, "postgres", target, lateral.TranslateOptions{Schema: nzSchema})
		if err != nil {
			t.Errorf("%s: %v", target, err)
			continue
		}
		sql := strings.TrimSuffix(tr.SQL, ";")
		got, err := run(sql, target, nzFine)
		if target == "hive" || target == "doris" {
			if err == nil {
				t.Errorf("%s: %s gives %q; want the error (no NaN test)", target, sql, got)
			}
		} else if err != nil || got != want {
			t.Errorf("%s: %s gives %q (%v), want %q", target, sql, got, err, want)
		}
		if got, err := run(sql, target, nzFine+", "+nzBad); err == nil {
			t.Errorf("%s: %s gives %q for 2.0 / 0; PostgreSQL raises", target, sql, got)
		}
	}
}
