package pgtemp

import (
	"context"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"
)

var shared struct {
	mu      sync.Mutex
	started bool
	server  *Server
	dsn     string
	err     error
}

// SharedDSN returns the DSN of the cluster shared by this process: the value
// of LATERAL_PG_DSN when set, else a cluster started on first call (and
// reused afterwards; a failed start is remembered and not retried).
func SharedDSN(ctx context.Context) (string, error) {
	if dsn := os.Getenv(EnvDSN); dsn != "" {
		return dsn, nil
	}
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if !shared.started {
		shared.started = true
		t0 := time.Now()
		shared.server, shared.err = Start(ctx, Options{})
		if shared.err == nil {
			shared.dsn = shared.server.DSN()
			if os.Getenv("LATERAL_PG_VERBOSE") != "" {
				fmt.Fprintf(os.Stderr, "pgtemp: shared cluster %s started in %v\n", shared.dsn, time.Since(t0).Round(time.Millisecond))
			}
		}
	}
	return shared.dsn, shared.err
}

// StopShared stops the shared cluster if this process started one.
func StopShared() error {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.server == nil {
		return nil
	}
	err := shared.server.Stop()
	shared.server = nil
	shared.dsn = ""
	shared.err = fmt.Errorf("pgtemp: shared cluster already stopped")
	return err
}

// ForTests runs the tests and then stops the shared cluster. Use it as
//
//	func TestMain(m *testing.M) { os.Exit(pgtemp.ForTests(m)) }
func ForTests(m *testing.M) int {
	code := m.Run()
	if err := StopShared(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		if code == 0 {
			code = 1
		}
	}
	return code
}

// Shared returns the DSN of the shared cluster for a test. When no server can
// be had, the test is skipped, or fails when LATERAL_REQUIRE_ENGINES=1.
func Shared(t testing.TB) string {
	t.Helper()
	dsn, err := SharedDSN(context.Background())
	if err != nil {
		Unavailable(t, "PostgreSQL", err)
	}
	return dsn
}

// Unavailable ends a test that needs an engine which cannot be had: t.Fatal
// when LATERAL_REQUIRE_ENGINES=1 (as in CI), t.Skip otherwise.
func Unavailable(t testing.TB, engine string, err error) {
	t.Helper()
	if os.Getenv(EnvRequire) == "1" {
		t.Fatalf("%s is required (%s=1) but unavailable: %v", engine, EnvRequire, err)
	}
	t.Skipf("%s unavailable, skipping (set %s=1 to make this a failure): %v", engine, EnvRequire, err)
}
