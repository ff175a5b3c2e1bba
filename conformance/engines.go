package conformance

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/lateral-sql/lateral/engines"
)

// engineSet opens sessions on the real engines, each holding one case's
// fixtures: a schema of its own on PostgreSQL, a fresh in-memory database
// on DuckDB.
type engineSet struct {
	pgDSN   string
	pgErr   error // why PostgreSQL cannot be had (nil when it can)
	duckErr error // why DuckDB cannot be had
	seq     atomic.Int64
}

func newEngineSet(opts *Options) *engineSet {
	s := &engineSet{pgDSN: opts.PostgresDSN}
	switch {
	case opts.PostgresErr != nil:
		s.pgErr = opts.PostgresErr
	case opts.PostgresDSN == "":
		s.pgErr = fmt.Errorf("no PostgreSQL DSN given")
	}
	switch {
	case !opts.DuckDB:
		s.duckErr = fmt.Errorf("DuckDB checks not requested")
	case !engines.DuckDBAvailable:
		s.duckErr = engines.ErrNoDuckDB
	}
	return s
}

// unavailable returns why the engine cannot be had, or nil.
func (s *engineSet) unavailable(kind string) error {
	if kind == engines.Postgres {
		return s.pgErr
	}
	return s.duckErr
}

// session is one engine session holding a set of fixtures.
type session struct {
	eng    engines.Engine
	schema string // PostgreSQL only
	err    error  // the fixtures could not be loaded
}

// caseState holds the sessions opened for one case, keyed by engine and
// fixture script, so that the fixtures load once per case and engine.
type caseState struct {
	set      *engineSet
	mu       sync.Mutex
	sessions map[string]*session
}

func (s *engineSet) newCase() *caseState {
	return &caseState{set: s, sessions: map[string]*session{}}
}

// session returns a session of kind whose database holds the fixtures of
// setup (statements in kind's dialect), loading them on first use.
func (cs *caseState) session(ctx context.Context, kind, setup string) (*session, error) {
	if err := cs.set.unavailable(kind); err != nil {
		return nil, err
	}
	key := kind + "\x00" + setup
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if s, ok := cs.sessions[key]; ok {
		return s, s.err
	}
	s := &session{}
	cs.sessions[key] = s
	switch kind {
	case engines.Postgres:
		e, err := engines.Open(ctx, engines.Postgres, cs.set.pgDSN)
		if err != nil {
			s.err = fmt.Errorf("connecting to PostgreSQL: %w", err)
			return s, s.err
		}
		s.eng = e
		s.schema = fmt.Sprintf("conformance_%d", cs.set.seq.Add(1))
		if err := e.Exec(ctx, fmt.Sprintf("drop schema if exists %s cascade; create schema %s; set search_path = %s", s.schema, s.schema, s.schema)); err != nil {
			s.err = fmt.Errorf("creating schema %s: %w", s.schema, err)
			return s, s.err
		}
	case engines.DuckDB:
		e, err := engines.Open(ctx, engines.DuckDB, "")
		if err != nil {
			s.err = fmt.Errorf("opening DuckDB: %w", err)
			return s, s.err
		}
		s.eng = e
	default:
		s.err = fmt.Errorf("unknown engine %q", kind)
		return s, s.err
	}
	if strings.TrimSpace(setup) != "" {
		if err := s.eng.Exec(ctx, setup); err != nil {
			s.err = fmt.Errorf("loading the fixtures on %s: %w\n%s", kind, err, indent(setup))
			return s, s.err
		}
	}
	return s, nil
}

// close drops the case's schemas and closes its sessions.
func (cs *caseState) close(ctx context.Context) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	for _, s := range cs.sessions {
		if s.eng == nil {
			continue
		}
		if s.schema != "" {
			_ = s.eng.Exec(ctx, "rollback")
			_ = s.eng.Exec(ctx, "drop schema if exists "+s.schema+" cascade")
		}
		s.eng.Close()
	}
	cs.sessions = map[string]*session{}
}

// query runs one query on the session.
func (s *session) query(ctx context.Context, sql string) (*engines.Result, error) {
	res, err := s.eng.Query(ctx, sql)
	if err != nil && s.schema != "" {
		// A failed statement may leave PostgreSQL's transaction aborted.
		_ = s.eng.Exec(ctx, "rollback")
	}
	return res, err
}

// engineOf is the real engine a target's translation runs on, or "".
func engineOf(target string) string {
	switch target {
	case "postgres", "ansi":
		return engines.Postgres
	case "duckdb":
		return engines.DuckDB
	}
	return ""
}

func indent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = "    " + l
	}
	return strings.Join(lines, "\n")
}
