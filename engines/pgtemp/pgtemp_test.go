package pgtemp

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

func TestMain(m *testing.M) { os.Exit(ForTests(m)) }

func TestStartStop(t *testing.T) {
	if os.Getenv(EnvDSN) != "" {
		t.Skip("LATERAL_PG_DSN set: not starting a cluster")
	}
	ctx := context.Background()
	t0 := time.Now()
	s, err := Start(ctx, Options{Logf: t.Logf})
	if err != nil {
		Unavailable(t, "PostgreSQL", err)
	}
	t.Logf("cluster started in %v at %s", time.Since(t0).Round(time.Millisecond), s.DSN())
	conn, err := pgx.Connect(ctx, s.DSN())
	if err != nil {
		t.Fatal(err)
	}
	var version string
	var fsync string
	if err := conn.QueryRow(ctx, "select current_setting('server_version_num'), current_setting('fsync')").Scan(&version, &fsync); err != nil {
		t.Fatal(err)
	}
	if version[:2] != "15" || fsync != "off" {
		t.Errorf("server_version_num=%s fsync=%s, want 15xxxx and off", version, fsync)
	}
	conn.Close(ctx)

	dir := s.Dir()
	t0 = time.Now()
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	t.Logf("stopped in %v", time.Since(t0).Round(time.Millisecond))
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("directory %s still there after Stop: %v", dir, err)
	}
	if err := s.Stop(); err != nil {
		t.Errorf("second Stop: %v", err)
	}
	if _, err := pgx.Connect(ctx, s.DSN()); err == nil {
		t.Errorf("server still accepts connections after Stop")
	}
}

func TestMissingBinaries(t *testing.T) {
	_, err := Start(context.Background(), Options{BinDir: t.TempDir()})
	if !errors.Is(err, ErrNotInstalled) {
		t.Fatalf("got %v, want ErrNotInstalled", err)
	}
	t.Log(err)
}

func TestShared(t *testing.T) {
	dsn := Shared(t)
	if dsn2 := Shared(t); dsn2 != dsn {
		t.Fatalf("Shared returned %q then %q", dsn, dsn2)
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int
	if err := conn.QueryRow(ctx, "select 1+1").Scan(&n); err != nil || n != 2 {
		t.Fatalf("select 1+1: %d, %v", n, err)
	}
}
