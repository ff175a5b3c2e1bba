// Package enginetest gives tests a ready engines.Engine, with the policy for
// engines that cannot be had: skip the test, or fail it when
// LATERAL_REQUIRE_ENGINES=1 (CI sets it).
//
//	func TestMain(m *testing.M) { os.Exit(enginetest.Main(m)) }
//
//	func TestX(t *testing.T) {
//		pg := enginetest.Postgres(t) // own schema on the shared cluster
//		duck := enginetest.DuckDB(t) // fresh in-memory database
//		...
//	}
package enginetest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/pgtemp"
)

// Main runs the tests and stops the shared PostgreSQL cluster afterwards.
func Main(m *testing.M) int { return pgtemp.ForTests(m) }

// Timeout bounds each Exec/Query made through Ctx.
const Timeout = 2 * time.Minute

// Ctx is a context for one engine call in a test, bounded by Timeout and by
// the test's own deadline.
func Ctx(t testing.TB) context.Context {
	ctx := context.Background()
	if d, ok := t.(interface{ Deadline() (time.Time, bool) }); ok {
		if dl, ok := d.Deadline(); ok {
			var cancel context.CancelFunc
			ctx, cancel = context.WithDeadline(ctx, dl.Add(-5*time.Second))
			t.Cleanup(cancel)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, Timeout)
	t.Cleanup(cancel)
	return ctx
}

// Open returns an engine of the given kind for the test (see Postgres, DuckDB).
func Open(t testing.TB, kind string) engines.Engine {
	t.Helper()
	switch kind {
	case engines.Postgres:
		return Postgres(t)
	case engines.DuckDB:
		return DuckDB(t)
	}
	t.Fatalf("enginetest: unknown engine %q", kind)
	return nil
}

// Postgres opens a session on the shared cluster (or LATERAL_PG_DSN) whose
// search_path is a schema of its own, dropped when the test ends, so tests
// may run in parallel and create tables freely.
func Postgres(t testing.TB) engines.Engine {
	t.Helper()
	dsn := pgtemp.Shared(t)
	ctx := context.Background()
	e, err := engines.Open(ctx, engines.Postgres, dsn)
	if err != nil {
		pgtemp.Unavailable(t, "PostgreSQL", err)
	}
	schema := schemaName(t.Name())
	if err := e.Exec(ctx, fmt.Sprintf("create schema %s; set search_path = %s, public", schema, schema)); err != nil {
		e.Close()
		t.Fatalf("enginetest: creating schema %s: %v", schema, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_ = e.Exec(ctx, "rollback") // in case the test left a transaction open
		if err := e.Exec(ctx, "drop schema if exists "+schema+" cascade"); err != nil {
			t.Logf("enginetest: dropping schema %s: %v", schema, err)
		}
		e.Close()
	})
	return e
}

// DuckDB opens a fresh in-memory DuckDB database, closed when the test ends.
func DuckDB(t testing.TB) engines.Engine {
	t.Helper()
	if !engines.DuckDBAvailable {
		pgtemp.Unavailable(t, "DuckDB", engines.ErrNoDuckDB)
	}
	e, err := engines.Open(context.Background(), engines.DuckDB, "")
	if err != nil {
		pgtemp.Unavailable(t, "DuckDB", err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// Exec runs statements and fails the test on error.
func Exec(t testing.TB, e engines.Engine, sql string) {
	t.Helper()
	if err := e.Exec(Ctx(t), sql); err != nil {
		t.Fatalf("%s: exec failed: %v\n%s", e.Kind(), err, sql)
	}
}

// Query runs a query and fails the test on error.
func Query(t testing.TB, e engines.Engine, sql string) *engines.Result {
	t.Helper()
	res, err := e.Query(Ctx(t), sql)
	if err != nil {
		t.Fatalf("%s: query failed: %v\n%s", e.Kind(), err, sql)
	}
	return res
}

// CheckRows runs a query and compares its rows with want (in order when
// ordered), failing the test with a diff when they differ.
func CheckRows(t testing.TB, e engines.Engine, sql string, ordered bool, want [][]engines.Value) *engines.Result {
	t.Helper()
	res := Query(t, e, sql)
	if ok, diff := engines.EqualRows(res.Rows, want, ordered); !ok {
		t.Errorf("%s: %s\ngot (-) vs want (+): %s", e.Kind(), sql, diff)
	}
	return res
}

func schemaName(testName string) string {
	var b strings.Builder
	b.WriteString("t_")
	for _, r := range strings.ToLower(testName) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
		if b.Len() >= 40 {
			break
		}
	}
	fmt.Fprintf(&b, "_%08x", rand.Uint32())
	return b.String()
}

// SameAnswer runs qa on a and qb on b (a query and its translation) and
// fails the test where they answer otherwise: one raises and the other
// does not, or their rows differ (in order when ordered). It returns a's
// result, nil where either raised.
func SameAnswer(t testing.TB, a engines.Engine, qa string, b engines.Engine, qb string, ordered bool) *engines.Result {
	t.Helper()
	ra, errA := a.Query(Ctx(t), qa)
	rb, errB := b.Query(Ctx(t), qb)
	switch {
	case (errA != nil) != (errB != nil):
		t.Errorf("%s: %v, %s: %v\n%s\n%s", a.Kind(), errA, b.Kind(), errB, qa, qb)
		return nil
	case errA != nil:
		return nil
	}
	if ok, diff := engines.EqualRows(ra.Rows, rb.Rows, ordered); !ok {
		t.Errorf("%s: %s\n%s: %s\n%s", a.Kind(), qa, b.Kind(), qb, diff)
	}
	return ra
}
