// Package engines runs SQL on real database engines, PostgreSQL (through
// pgx) and DuckDB (embedded, through duckdb-go), and returns their rows as
// normalized, engine-independent values that can be compared with each other
// and with the rows of lateral's own executor (see Value, Canonical and
// EqualRows).
//
// An Engine is one session: statements run one at a time, in order, on one
// connection, so settings, temporary tables and search_path persist between
// calls. Methods are safe for concurrent use but serialize.
//
// ReadParquet is also the reference executor's Parquet reader (installed
// with executor.SetParquetReader; the lateral command does): it lives here,
// beside the DuckDB engine it reads through, because the executor must not
// depend on cgo (it builds with CGO_ENABLED=0) and cannot import engines,
// which imports it.
//
// The subpackage pgtemp starts a throw-away PostgreSQL cluster for tests;
// enginetest wraps both engines for tests with the skip-or-fail policy of
// LATERAL_REQUIRE_ENGINES. docs/engines.md describes the whole.
package engines

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Engine kinds accepted by Open.
const (
	Postgres = "postgres"
	DuckDB   = "duckdb"
)

// Kinds lists the engine kinds Open accepts.
func Kinds() []string { return []string{Postgres, DuckDB} }

// Result is the outcome of a query.
type Result struct {
	Columns []string
	// Types holds the engine's name of each column's type ("integer[]",
	// "STRUCT(a INTEGER)"), for messages; values are typed by Rows alone.
	Types []string
	Rows  [][]Value
}

// Engine is a session on a database engine.
type Engine interface {
	// Kind is Postgres or DuckDB.
	Kind() string
	// Exec runs one or more statements separated by ';' and discards any rows.
	Exec(ctx context.Context, sql string) error
	// Query runs one statement and returns all its rows. (DuckDB also accepts
	// several statements and returns the last one's rows.)
	Query(ctx context.Context, sql string) (*Result, error)
	// Close ends the session (and, for an in-memory DuckDB, drops the database).
	Close() error
}

// Open connects to an engine. For Postgres, dsn is a libpq URL or key=value
// string (see pgtemp for a throw-away server). For DuckDB, dsn is a database
// file path with optional ?option=value settings, or "" / ":memory:" for a
// fresh in-memory database. Every call honours ctx's deadline and
// cancellation.
func Open(ctx context.Context, kind, dsn string) (Engine, error) {
	switch strings.ToLower(kind) {
	case Postgres, "postgresql", "pg":
		e, err := openPostgres(ctx, dsn)
		if err != nil {
			return nil, err
		}
		return e, nil
	case DuckDB:
		return openDuckDB(ctx, dsn)
	}
	return nil, fmt.Errorf("engines: unknown engine %q (want one of %s)", kind, strings.Join(Kinds(), ", "))
}

// ErrNoDuckDB is returned by Open for DuckDB in a binary built without cgo
// (see DuckDBAvailable).
var ErrNoDuckDB = errors.New("engines: DuckDB needs cgo; this binary was built with CGO_ENABLED=0")

// Error is an error reported by the engine itself for a statement (as opposed
// to a connection or decoding failure). Code is the SQLSTATE for PostgreSQL
// and empty for DuckDB.
type Error struct {
	Engine  string
	Code    string
	Message string
	SQL     string
	err     error
}

func (e *Error) Error() string {
	if e.Code != "" {
		return fmt.Sprintf("%s: %s (SQLSTATE %s)", e.Engine, e.Message, e.Code)
	}
	return fmt.Sprintf("%s: %s", e.Engine, e.Message)
}

func (e *Error) Unwrap() error { return e.err }
