// Package pgtemp starts throw-away PostgreSQL clusters for tests and for the
// CLI: initdb into a temporary directory, a postmaster on 127.0.0.1 and a free
// port with its unix socket in that directory, trust authentication and
// durability switched off (fsync=off), and Stop to tear it all down.
//
// When the process runs as root (initdb refuses root), the directory is given
// to the "postgres" OS user and initdb, postgres and pg_ctl run under that
// user's uid and gid. Otherwise they run as the current user.
//
// Tests normally share one cluster per test binary:
//
//	func TestMain(m *testing.M) { os.Exit(pgtemp.ForTests(m)) }
//
//	func TestX(t *testing.T) { dsn := pgtemp.Shared(t); ... }
//
// Shared starts the cluster on first use; ForTests stops it when the tests are
// done. When LATERAL_PG_DSN is set, Shared returns it and starts nothing.
package pgtemp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"maps"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
)

// Environment variables read by this package.
const (
	// EnvDSN names a running server to use instead of starting one (Shared only).
	EnvDSN = "LATERAL_PG_DSN"
	// EnvBinDir overrides the directory holding initdb, pg_ctl and postgres.
	EnvBinDir = "LATERAL_PG_BINDIR"
	// EnvRequire, when "1", turns an unavailable engine into a test failure
	// instead of a skip (CI sets it).
	EnvRequire = "LATERAL_REQUIRE_ENGINES"
)

// DefaultBinDir is where Debian's postgresql-15 package installs the server.
const DefaultBinDir = "/usr/lib/postgresql/15/bin"

// ErrNotInstalled is wrapped by the error Start returns when the server
// binaries cannot be found.
var ErrNotInstalled = errors.New("PostgreSQL server binaries not found")

// Options tune Start. The zero value is ready to use.
type Options struct {
	// BinDir holds initdb, pg_ctl and postgres. Default: $LATERAL_PG_BINDIR,
	// else DefaultBinDir.
	BinDir string
	// OSUser runs the server when the process is root. Default "postgres".
	OSUser string
	// Port to listen on; 0 picks a free one.
	Port int
	// StartTimeout bounds initdb plus start-up. Default 2 minutes.
	StartTimeout time.Duration
	// Settings are extra server settings (name -> value), passed as -c name=value.
	Settings map[string]string
	// Logf, if set, receives progress lines.
	Logf func(format string, args ...any)
}

// Server is one running temporary cluster.
type Server struct {
	dsn     string
	dir     string
	dataDir string
	port    int
	binDir  string
	cred    *syscall.Credential
	cmd     *exec.Cmd
	exited  chan struct{}
	waitErr error
	logPath string

	stopOnce sync.Once
	stopErr  error
}

// DSN is a libpq-style URL for the superuser "postgres" on database "postgres".
func (s *Server) DSN() string { return s.dsn }

// Port is the TCP port on 127.0.0.1.
func (s *Server) Port() int { return s.port }

// Dir is the temporary directory holding the data directory, the unix socket
// and the server log.
func (s *Server) Dir() string { return s.dir }

// LogPath is the server's log file (inside Dir, removed by Stop).
func (s *Server) LogPath() string { return s.logPath }

// Start creates and starts a temporary cluster and waits until it accepts
// connections. The server outlives ctx: ctx only bounds the start-up.
func Start(ctx context.Context, opts Options) (*Server, error) {
	binDir := opts.BinDir
	if binDir == "" {
		binDir = os.Getenv(EnvBinDir)
	}
	if binDir == "" {
		binDir = DefaultBinDir
	}
	for _, name := range []string{"initdb", "pg_ctl", "postgres"} {
		if st, err := os.Stat(filepath.Join(binDir, name)); err != nil || st.IsDir() {
			return nil, fmt.Errorf("pgtemp: %w: no %s in %s (install Debian's postgresql-15, set %s to the server's bin directory, or set %s to use a running server)",
				ErrNotInstalled, name, binDir, EnvBinDir, EnvDSN)
		}
	}
	timeout := opts.StartTimeout
	if timeout <= 0 {
		timeout = 2 * time.Minute
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	logf := opts.Logf
	if logf == nil {
		logf = func(string, ...any) {}
	}

	var cred *syscall.Credential
	if os.Geteuid() == 0 {
		name := opts.OSUser
		if name == "" {
			name = "postgres"
		}
		c, err := lookupCred(name)
		if err != nil {
			return nil, fmt.Errorf("pgtemp: running as root, initdb needs an unprivileged user: %w", err)
		}
		cred = c
	}

	removeStale(tempBase())
	dir, err := os.MkdirTemp(tempBase(), dirPrefix)
	if err != nil {
		return nil, fmt.Errorf("pgtemp: %w", err)
	}
	s := &Server{
		dir:     dir,
		dataDir: filepath.Join(dir, "data"),
		binDir:  binDir,
		cred:    cred,
		logPath: filepath.Join(dir, "postgres.log"),
	}
	ok := false
	defer func() {
		if !ok {
			s.teardown()
		}
	}()
	if cred != nil {
		if err := os.Chown(dir, int(cred.Uid), int(cred.Gid)); err != nil {
			return nil, fmt.Errorf("pgtemp: giving %s to the server user: %w", dir, err)
		}
	}

	t0 := time.Now()
	initdb := s.command(ctx, "initdb", "-D", s.dataDir, "-U", "postgres", "-A", "trust",
		"-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions")
	if out, err := initdb.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("pgtemp: initdb: %v\n%s", err, bytes.TrimSpace(out))
	}
	logf("pgtemp: initdb done in %v", time.Since(t0).Round(time.Millisecond))

	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		port := opts.Port
		if port == 0 {
			if port, err = freePort(); err != nil {
				return nil, fmt.Errorf("pgtemp: finding a free port: %w", err)
			}
		}
		lastErr = s.startPostmaster(ctx, port, opts.Settings)
		if lastErr == nil {
			break
		}
		if opts.Port != 0 || !strings.Contains(lastErr.Error(), "already in use") {
			return nil, lastErr
		}
	}
	if lastErr != nil {
		return nil, lastErr
	}
	logf("pgtemp: server on port %d ready in %v", s.port, time.Since(t0).Round(time.Millisecond))
	ok = true
	return s, nil
}

func (s *Server) startPostmaster(ctx context.Context, port int, extra map[string]string) error {
	settings := map[string]string{
		"listen_addresses":           "127.0.0.1",
		"port":                       strconv.Itoa(port),
		"unix_socket_directories":    s.dir,
		"fsync":                      "off",
		"synchronous_commit":         "off",
		"full_page_writes":           "off",
		"max_connections":            "100",
		"shared_buffers":             "64MB",
		"timezone":                   "UTC",
		"log_timezone":               "UTC",
		"datestyle":                  "ISO, YMD",
		"intervalstyle":              "postgres",
		"logging_collector":          "off",
		"dynamic_shared_memory_type": "mmap",
	}
	for k, v := range extra {
		settings[k] = v
	}
	args := []string{"-D", s.dataDir}
	for _, k := range slices.Sorted(maps.Keys(settings)) {
		args = append(args, "-c", k+"="+settings[k])
	}
	logFile, err := os.OpenFile(s.logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return fmt.Errorf("pgtemp: %w", err)
	}
	defer logFile.Close() // the child keeps its own descriptor
	cmd := exec.Command(filepath.Join(s.binDir, "postgres"), args...)
	cmd.Dir = s.dir
	cmd.Env = s.env()
	cmd.Stdout = logFile
	cmd.Stderr = logFile
	// Immediate shutdown if this process dies without calling Stop.
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred, Pdeathsig: syscall.SIGQUIT, Setpgid: true}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("pgtemp: starting postgres: %w", err)
	}
	exited := make(chan struct{})
	s.cmd, s.exited, s.port = cmd, exited, port
	go func() {
		s.waitErr = cmd.Wait()
		close(exited)
	}()
	s.dsn = fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port)

	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		pctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		conn, err := pgconn.Connect(pctx, s.dsn)
		cancel()
		if err == nil {
			_ = conn.Close(context.Background())
			return nil
		}
		select {
		case <-exited:
			return fmt.Errorf("pgtemp: postgres exited during start-up (%v):\n%s", s.waitErr, s.logTail())
		case <-ctx.Done():
			s.kill()
			return fmt.Errorf("pgtemp: postgres not ready: %w (last error: %v)\n%s", ctx.Err(), err, s.logTail())
		case <-tick.C:
		}
	}
}

// Stop shuts the server down (pg_ctl stop -m immediate) and removes its
// directory. It is safe to call more than once.
func (s *Server) Stop() error {
	s.stopOnce.Do(func() { s.stopErr = s.teardown() })
	return s.stopErr
}

func (s *Server) teardown() error {
	var errs []error
	if s.cmd != nil {
		select {
		case <-s.exited:
		default:
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			out, err := s.command(ctx, "pg_ctl", "stop", "-D", s.dataDir, "-m", "immediate", "-w", "-t", "20").CombinedOutput()
			cancel()
			if err != nil {
				errs = append(errs, fmt.Errorf("pg_ctl stop: %v: %s", err, bytes.TrimSpace(out)))
			}
			select {
			case <-s.exited:
			case <-time.After(10 * time.Second):
				s.kill()
			}
		}
	}
	if s.dir != "" {
		if err := os.RemoveAll(s.dir); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("pgtemp: stop: %w", errors.Join(errs...))
	}
	return nil
}

// kill sends SIGKILL to the postmaster's process group and waits for it.
func (s *Server) kill() {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	_ = syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
	select {
	case <-s.exited:
	case <-time.After(10 * time.Second):
	}
}

func (s *Server) command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, filepath.Join(s.binDir, name), args...)
	cmd.Dir = s.dir
	cmd.Env = s.env()
	if s.cred != nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred}
	}
	return cmd
}

func (s *Server) env() []string {
	env := []string{"PATH=" + s.binDir + ":/usr/local/bin:/usr/bin:/bin", "LC_ALL=C", "TZ=UTC"}
	if s.cred != nil {
		env = append(env, "HOME="+s.dir, "USER=postgres")
	} else if h := os.Getenv("HOME"); h != "" {
		env = append(env, "HOME="+h)
	}
	return env
}

func (s *Server) logTail() string {
	b, err := os.ReadFile(s.logPath)
	if err != nil {
		return "(no server log: " + err.Error() + ")"
	}
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(bytes.TrimSpace(b))
}

func lookupCred(name string) (*syscall.Credential, error) {
	u, err := user.Lookup(name)
	if err != nil {
		return nil, fmt.Errorf("OS user %q: %w", name, err)
	}
	uid, err := strconv.ParseUint(u.Uid, 10, 32)
	if err != nil {
		return nil, err
	}
	gid, err := strconv.ParseUint(u.Gid, 10, 32)
	if err != nil {
		return nil, err
	}
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), Groups: []uint32{}}, nil
}

const dirPrefix = "lateral-pg-"

// removeStale deletes directories left by processes that died without Stop
// (their postmaster died with them, see Pdeathsig): older than ten minutes
// and without a live postmaster.
func removeStale(base string) {
	dirs, _ := filepath.Glob(filepath.Join(base, dirPrefix+"*"))
	for _, d := range dirs {
		st, err := os.Stat(d)
		if err != nil || !st.IsDir() || time.Since(st.ModTime()) < 10*time.Minute {
			continue
		}
		if b, err := os.ReadFile(filepath.Join(d, "data", "postmaster.pid")); err == nil {
			first, _, _ := strings.Cut(string(b), "\n")
			if pid, err := strconv.Atoi(strings.TrimSpace(first)); err == nil && pid > 0 {
				if syscall.Kill(pid, 0) == nil || errors.Is(syscall.Kill(pid, 0), syscall.EPERM) {
					continue // still running
				}
			}
		}
		_ = os.RemoveAll(d)
	}
}

// tempBase picks a directory short enough for a unix socket path (~107 bytes).
func tempBase() string {
	d := os.TempDir()
	if len(d) > 60 {
		return "/tmp"
	}
	return d
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
