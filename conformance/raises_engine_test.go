package conformance

import (
	"context"
	"errors"
	"os"
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

// A translation expected to raise (raises.<target>) must raise on the data,
// not fail to run: the engines' syntax and name errors are told apart from
// their errors at run time (checked on the engines themselves).
func TestEngineStaticError(t *testing.T) {
	ctx := context.Background()
	for _, kind := range []string{engines.DuckDB, engines.Postgres} {
		dsn := ""
		if kind == engines.Postgres {
			if dsn = os.Getenv("LATERAL_PG_DSN"); dsn == "" {
				continue
			}
		}
		e, err := engines.Open(ctx, kind, dsn)
		if errors.Is(err, engines.ErrNoDuckDB) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		for q, static := range map[string]bool{
			"SELEC 1":                          true,
			"SELECT no_such_function(1)":       true,
			"SELECT x FROM no_such_table":      true,
			"SELECT CAST('x' AS INTEGER)":      false,
			"SELECT 2147483647::INTEGER + 1":   false,
			"SELECT CAST(1e40 AS DECIMAL(38))": false,
		} {
			_, err := e.Query(ctx, q)
			if err == nil {
				t.Errorf("%s: %s gave rows", kind, q)
				continue
			}
			if got := engineStaticError(kind, err); got != static {
				t.Errorf("%s: %s: %v: static = %v, want %v", kind, q, err, got, static)
			}
		}
	}
}
