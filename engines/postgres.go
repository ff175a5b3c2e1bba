package engines

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgconn/ctxwatch"
	"github.com/jackc/pgx/v5/pgtype"
)

// pgEngine is a PostgreSQL session on one pgx connection.
type pgEngine struct {
	mu   sync.Mutex
	conn *pgx.Conn
	// domains maps a domain's OID to its base type's OID.
	domains map[uint32]uint32
	// failed remembers OIDs whose types could not be loaded (decoded as text).
	failed map[uint32]bool
}

func openPostgres(ctx context.Context, dsn string) (*pgEngine, error) {
	cfg, err := pgx.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("engines: postgres DSN: %w", err)
	}
	// Results do not depend on the server's or client's time zone: timestamptz
	// values are normalized to UTC anyway, and this keeps casts to text alike.
	if _, ok := cfg.RuntimeParams["timezone"]; !ok {
		cfg.RuntimeParams["timezone"] = "UTC"
	}
	if _, ok := cfg.RuntimeParams["application_name"]; !ok {
		cfg.RuntimeParams["application_name"] = "lateral-engines"
	}
	// On cancellation ask the server to cancel the statement, so the session
	// survives a deadline; only a server that does not answer within 10s
	// gets its connection cut.
	cfg.BuildContextWatcherHandler = func(pc *pgconn.PgConn) ctxwatch.Handler {
		return &pgconn.CancelRequestContextWatcherHandler{Conn: pc, DeadlineDelay: 10 * time.Second}
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("engines: connecting to postgres: %w", err)
	}
	return &pgEngine{conn: conn, domains: map[uint32]uint32{}, failed: map[uint32]bool{}}, nil
}

func (e *pgEngine) Kind() string { return Postgres }

func (e *pgEngine) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.conn.Close(context.Background())
}

func (e *pgEngine) Exec(ctx context.Context, sql string) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	// Without arguments pgx uses the simple protocol, which runs every
	// statement of a ';'-separated script (as one implicit transaction unless
	// the script has its own BEGIN/COMMIT).
	_, err := e.conn.Exec(ctx, sql)
	return pgError(err, sql)
}

func (e *pgEngine) Query(ctx context.Context, sql string) (*Result, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	pc := e.conn.PgConn()
	sd, err := pc.Prepare(ctx, "", sql, nil)
	if err != nil {
		return nil, pgError(err, sql)
	}
	if err := e.loadUnknownTypes(ctx, sd.Fields); err != nil {
		return nil, err
	}
	res := &Result{Columns: make([]string, len(sd.Fields)), Types: make([]string, len(sd.Fields))}
	formats := make([]int16, len(sd.Fields))
	for i, f := range sd.Fields {
		res.Columns[i] = f.Name
		res.Types[i] = e.typeName(f.DataTypeOID)
		formats[i] = e.resultFormat(f.DataTypeOID)
	}
	rr := pc.ExecPrepared(ctx, "", nil, nil, formats)
	var decodeErr error
	for rr.NextRow() {
		if decodeErr != nil {
			continue // drain
		}
		raw := rr.Values()
		row := make([]Value, len(raw))
		for i, src := range raw {
			v, err := e.decode(sd.Fields[i].DataTypeOID, formats[i], src)
			if err != nil {
				decodeErr = fmt.Errorf("engines: postgres column %q (%s): %w", res.Columns[i], res.Types[i], err)
				break
			}
			row[i] = v
		}
		res.Rows = append(res.Rows, row)
	}
	if _, err := rr.Close(); err != nil {
		return nil, pgError(err, sql)
	}
	if decodeErr != nil {
		return nil, decodeErr
	}
	return res, nil
}

func (e *pgEngine) typeName(oid uint32) string {
	if t, ok := e.conn.TypeMap().TypeForOID(oid); ok {
		return t.Name
	}
	return fmt.Sprintf("oid %d", oid)
}

// loadUnknownTypes registers enums, composites and arrays of them that pgx
// does not know yet, so that they arrive in binary and decode fully, and
// records domains so that they decode as their base types.
func (e *pgEngine) loadUnknownTypes(ctx context.Context, fields []pgconn.FieldDescription) error {
	tm := e.conn.TypeMap()
	known := func(oid uint32) bool {
		_, ok := tm.TypeForOID(oid)
		_, dom := e.domains[oid]
		return ok || dom || e.failed[oid]
	}
	var todo, asked []uint32
	for _, f := range fields {
		if !known(f.DataTypeOID) && !slices.Contains(todo, f.DataTypeOID) {
			todo = append(todo, f.DataTypeOID)
		}
	}
	var names []string
	for round := 0; len(todo) > 0 && round < 8; round++ {
		asked = append(asked, todo...)
		// LoadTypes takes schema.typname, unquoted ("public._mood" for mood[]).
		rows, err := e.conn.Query(ctx, `select t.oid, t.typtype::text, t.typbasetype, n.nspname || '.' || t.typname
			from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
			where t.oid = any($1)`, todo)
		if err != nil {
			return pgError(err, "")
		}
		todo = nil
		for rows.Next() {
			var oid, base uint32
			var typtype, name string
			if err := rows.Scan(&oid, &typtype, &base, &name); err != nil {
				rows.Close()
				return err
			}
			if typtype == "d" {
				e.domains[oid] = base
				if !known(base) {
					todo = append(todo, base)
				}
				continue
			}
			names = append(names, name)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return pgError(err, "")
		}
	}
	for _, name := range names {
		// One at a time, so that one unsupported type only stays text itself.
		if types, err := e.conn.LoadTypes(ctx, []string{name}); err == nil {
			tm.RegisterTypes(types)
		}
	}
	for _, oid := range asked {
		if !known(oid) {
			e.failed[oid] = true
		}
	}
	return nil
}

// baseOID follows domains to the type that carries the data.
func (e *pgEngine) baseOID(oid uint32) uint32 {
	for i := 0; i < 32; i++ {
		base, ok := e.domains[oid]
		if !ok {
			break
		}
		oid = base
	}
	return oid
}

func pgError(err error, sql string) error {
	if err == nil {
		return nil
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		msg := pe.Message
		if pe.Detail != "" {
			msg += " (" + pe.Detail + ")"
		}
		return &Error{Engine: Postgres, Code: pe.Code, Message: msg, SQL: sql, err: err}
	}
	return fmt.Errorf("engines: postgres: %w", err)
}

// resultFormat asks for binary where decode understands the binary form, and
// for PostgreSQL's own text output for everything else (inet, geometric
// types, ranges, money, ...), which is then the value.
func (e *pgEngine) resultFormat(oid uint32) int16 {
	oid = e.baseOID(oid)
	if binaryScalars[oid] {
		return pgtype.BinaryFormatCode
	}
	t, ok := e.conn.TypeMap().TypeForOID(oid)
	if !ok {
		return pgtype.TextFormatCode
	}
	switch t.Codec.(type) {
	case *pgtype.ArrayCodec, *pgtype.CompositeCodec, *pgtype.EnumCodec, pgtype.RecordCodec, *pgtype.RecordCodec:
		return pgtype.BinaryFormatCode
	}
	return pgtype.TextFormatCode
}
