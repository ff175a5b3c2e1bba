package lateral_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
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
	ctx := context.Background()
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	enginetest.Exec(t, pg, "DROP TABLE IF EXISTS t; "+nzSchema+"; INSERT INTO t VALUES "+nzFine)
	src, err := pg.Query(ctx, nzQuery)
	if err != nil {
		t.Fatalf("postgres: %v", err)
	}
	want := strings.TrimSpace(engines.FormatRows(src.Rows))
	if !strings.Contains(want, "NaN") {
		t.Fatalf("postgres: want a NaN row, got\n%s", want)
	}
	enginetest.Exec(t, pg, "INSERT INTO t VALUES "+nzBad)
	if _, err := pg.Query(ctx, nzQuery); err == nil || !strings.Contains(err.Error(), "division by zero") {
		t.Fatalf("postgres: 2.0 / 0 gave %v, want division by zero", err)
	}
	tr, err := lateral.Translate(nzQuery, "postgres", "duckdb", lateral.TranslateOptions{Schema: nzSchema})
	if err != nil {
		t.Fatal(err)
	}
	sql := strings.TrimSuffix(tr.SQL, ";")
	enginetest.Exec(t, duck, "DROP TABLE IF EXISTS t; CREATE TABLE t (id INTEGER, b INTEGER, x DOUBLE); INSERT INTO t VALUES "+nzFine)
	res, err := duck.Query(ctx, sql)
	if err != nil {
		t.Fatalf("duckdb: %v\n%s", err, sql)
	}
	if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != want {
		t.Errorf("duckdb: got\n%s\nwant\n%s\n%s", got, want, sql)
	}
	enginetest.Exec(t, duck, "INSERT INTO t VALUES "+nzBad)
	if res, err := duck.Query(ctx, sql); err == nil {
		t.Errorf("duckdb: 2.0 / 0 gave %s; PostgreSQL raises\n%s", engines.FormatRows(res.Rows), sql)
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
