package lateral_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/pgtemp"
)

// Trino's sequence raises an error for a step pointing away from its stop
// (and for a zero step); PostgreSQL's, DuckDB's generate_series give [] or
// no row there, so the translations test the arguments and raise an error
// too, while the rows that are fine keep their values. Run on DuckDB (in
// process) and on PostgreSQL when LATERAL_PG_DSN names one.
func TestSequenceAwayStepRaises(t *testing.T) {
	const src = "SELECT sequence(t.a, t.b, t.k) AS s FROM t"
	setup := map[string]string{
		engines.DuckDB:   "CREATE TABLE t (a INTEGER, b INTEGER, k INTEGER)",
		engines.Postgres: "CREATE TEMP TABLE t (a INTEGER, b INTEGER, k INTEGER)",
	}
	dsn := map[string]string{engines.DuckDB: "", engines.Postgres: os.Getenv("LATERAL_PG_DSN")}
	for kind, target := range map[string]string{engines.DuckDB: "duckdb", engines.Postgres: "postgres"} {
		if kind == engines.Postgres && dsn[kind] == "" {
			continue
		}
		tr, err := lateral.Translate(src, "trino", target, lateral.TranslateOptions{Schema: "CREATE TABLE t (a INTEGER, b INTEGER, k INTEGER)"})
		if err != nil {
			t.Fatalf("%s: %v", target, err)
		}
		ctx := context.Background()
		e, err := engines.Open(ctx, kind, dsn[kind])
		if errors.Is(err, engines.ErrNoDuckDB) {
			pgtemp.Unavailable(t, "DuckDB", err)
		}
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		if err := e.Exec(ctx, setup[kind]); err != nil {
			t.Fatal(err)
		}
		// Fine rows: values as Trino gives them (sequence(1, 5, 2) is
		// [1, 3, 5], sequence(5, 1, -2) [5, 3, 1], a NULL argument NULL).
		if err := e.Exec(ctx, "INSERT INTO t VALUES (1, 5, 2), (5, 1, -2), (3, 3, -1), (NULL, 1, 1), (1, 2, NULL)"); err != nil {
			t.Fatal(err)
		}
		res, err := e.Query(ctx, tr.SQL)
		if err != nil {
			t.Fatalf("%s: fine rows: %v\n%s", target, err, tr.SQL)
		}
		if got := engines.FormatRows(res.Rows); !strings.Contains(got, "[1, 3, 5]") || !strings.Contains(got, "[5, 3, 1]") || strings.Count(got, "NULL") != 2 {
			t.Errorf("%s: fine rows: got\n%s", target, got)
		}
		for _, bad := range []string{"(0, 1, -3)", "(5, 1, 2)", "(1, 1, 0)"} {
			if err := e.Exec(ctx, "DELETE FROM t; INSERT INTO t VALUES "+bad); err != nil {
				t.Fatal(err)
			}
			if res, err := e.Query(ctx, tr.SQL); err == nil {
				t.Errorf("%s: sequence%s gave %s; Trino raises an error", target, bad, engines.FormatRows(res.Rows))
			}
		}
	}
}
