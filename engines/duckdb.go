//go:build cgo

package engines

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"
	"sync"
	"time"

	duckdb "github.com/duckdb/duckdb-go/v2"
)

// DuckDBAvailable reports whether this binary was built with DuckDB (it
// needs cgo).
const DuckDBAvailable = true

// duckEngine is a DuckDB session: one connection of one database.
type duckEngine struct {
	mu        sync.Mutex
	connector *duckdb.Connector
	db        *sql.DB
	conn      *sql.Conn
}

func openDuckDB(ctx context.Context, dsn string) (Engine, error) {
	if dsn == ":memory:" {
		dsn = ""
	}
	connector, err := duckdb.NewConnector(dsn, nil)
	if err != nil {
		return nil, fmt.Errorf("engines: opening duckdb %q: %w", dsn, err)
	}
	db := sql.OpenDB(connector)
	conn, err := db.Conn(ctx)
	if err != nil {
		db.Close()
		connector.Close()
		return nil, fmt.Errorf("engines: duckdb connection: %w", err)
	}
	return &duckEngine{connector: connector, db: db, conn: conn}, nil
}

func (e *duckEngine) Kind() string { return DuckDB }

func (e *duckEngine) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	return errors.Join(e.conn.Close(), e.db.Close(), e.connector.Close())
}

func (e *duckEngine) Exec(ctx context.Context, sql string) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	_, err := e.conn.ExecContext(ctx, sql)
	return duckError(ctx, err, sql)
}

func (e *duckEngine) Query(ctx context.Context, sql string) (*Result, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	rows, err := e.conn.QueryContext(ctx, sql)
	if err != nil {
		return nil, duckError(ctx, err, sql)
	}
	defer rows.Close()
	cts, err := rows.ColumnTypes()
	if err != nil {
		return nil, duckError(ctx, err, sql)
	}
	res := &Result{Columns: make([]string, len(cts)), Types: make([]string, len(cts))}
	types := make([]*duckType, len(cts))
	for i, ct := range cts {
		res.Columns[i] = ct.Name()
		res.Types[i] = ct.DatabaseTypeName()
		if t, err := parseDuckType(res.Types[i]); err == nil {
			types[i] = t
		}
	}
	dest := make([]any, len(cts))
	ptrs := make([]any, len(cts))
	for i := range dest {
		ptrs[i] = &dest[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return nil, duckError(ctx, err, sql)
		}
		row := make([]Value, len(dest))
		for i, v := range dest {
			n, err := duckValue(v, types[i])
			if err != nil {
				return nil, fmt.Errorf("engines: duckdb column %q (%s): %w", res.Columns[i], res.Types[i], err)
			}
			row[i] = n
		}
		res.Rows = append(res.Rows, row)
	}
	if err := rows.Err(); err != nil {
		return nil, duckError(ctx, err, sql)
	}
	return res, nil
}

func duckError(ctx context.Context, err error, sql string) error {
	if err == nil {
		return nil
	}
	if ctx.Err() != nil {
		return fmt.Errorf("engines: duckdb: %w (%v)", ctx.Err(), err)
	}
	var de *duckdb.Error
	if errors.As(err, &de) {
		return &Error{Engine: DuckDB, Message: de.Msg, SQL: sql, err: err}
	}
	return fmt.Errorf("engines: duckdb: %w", err)
}

// duckValue normalizes a value from the driver, guided by its parsed type t
// (nil when the type name could not be parsed: the Go type alone decides).
func duckValue(v any, t *duckType) (Value, error) {
	if v == nil {
		return nil, nil
	}
	name := ""
	if t != nil {
		name = t.name
	}
	switch x := v.(type) {
	case []any:
		var et *duckType
		if t != nil {
			et = t.elem
		}
		out := make([]Value, len(x))
		for i, e := range x {
			n, err := duckValue(e, et)
			if err != nil {
				return nil, err
			}
			out[i] = n
		}
		return out, nil
	case map[string]any:
		if name == "JSON" || name == "VARCHAR" { // a JSON object
			return canonicalJSONValue(x)
		}
		return duckStruct(x, t)
	case duckdb.OrderedMap:
		var kt, vt *duckType
		if t != nil {
			kt, vt = t.key, t.value
		}
		keys, vals := x.Keys(), x.Values()
		out := make(Map, len(keys))
		for i := range keys {
			k, err := duckValue(keys[i], kt)
			if err != nil {
				return nil, err
			}
			val, err := duckValue(vals[i], vt)
			if err != nil {
				return nil, err
			}
			out[i] = KV{k, val}
		}
		return out, nil
	case duckdb.Union:
		var mt *duckType
		if t != nil {
			for _, f := range t.fields {
				if f.name == x.Tag {
					mt = f.typ
				}
			}
		}
		return duckValue(x.Value, mt)
	case duckdb.Decimal:
		return DecimalFromScaled(x.Value, int(x.Scale)), nil
	case duckdb.Interval:
		return FormatInterval(x.Months, x.Days, x.Micros), nil
	case time.Time:
		if s, ok := duckInfinity(x); ok {
			return s, nil
		}
		switch name {
		case "DATE":
			return FormatDate(x), nil
		case "TIME":
			return FormatTime(x), nil
		case "TIMETZ":
			return FormatTimeTZ(x), nil
		case "TIMESTAMPTZ":
			return FormatTimestampTZ(x), nil
		}
		return FormatTimestamp(x), nil
	case []byte:
		if name == "UUID" && len(x) == 16 {
			return FormatUUID([16]byte(x)), nil
		}
		return FormatBytes(x), nil
	case duckdb.UUID:
		return FormatUUID(x), nil
	case *big.Int:
		return Normalize(x)
	case string:
		if name == "JSON" { // a JSON string value
			return canonicalJSONValue(x)
		}
		return x, nil
	case float64, bool:
		if name == "JSON" {
			return canonicalJSONValue(x)
		}
	}
	n, err := Normalize(v)
	if err != nil {
		return nil, fmt.Errorf("unsupported duckdb value %T", v)
	}
	return n, nil
}

// duckInfinities are the times the driver gives for DuckDB's infinite
// dates and timestamps: it decodes the stored extreme (the largest and
// smallest int32 day or int64 tick, none of them a finite value in DuckDB,
// whose DATE ends on 5881580-07-10 and TIMESTAMP on 294247-01-10
// 04:00:54.775806) as a time far in the future or past. They read
// "infinity" and "-infinity", as PostgreSQL's do (pgdecode.go).
var duckInfinities = map[time.Time]string{
	time.UnixMicro(math.MaxInt64).UTC():                      "infinity", // TIMESTAMP, TIMESTAMPTZ
	time.UnixMicro(-math.MaxInt64).UTC():                     "-infinity",
	time.Unix(0, math.MaxInt64).UTC():                        "infinity", // TIMESTAMP_NS
	time.Unix(0, -math.MaxInt64).UTC():                       "-infinity",
	time.UnixMilli(math.MaxInt64).UTC():                      "infinity", // TIMESTAMP_MS
	time.UnixMilli(-math.MaxInt64).UTC():                     "-infinity",
	time.Unix(math.MaxInt64, 0).UTC():                        "infinity", // TIMESTAMP_S
	time.Unix(-math.MaxInt64, 0).UTC():                       "-infinity",
	time.Date(5881580, time.July, 11, 0, 0, 0, 0, time.UTC):  "infinity", // DATE
	time.Date(-5877641, time.June, 24, 0, 0, 0, 0, time.UTC): "-infinity",
}

// duckInfinity reads t as DuckDB's infinite date or timestamp, if it is one.
func duckInfinity(t time.Time) (string, bool) {
	s, ok := duckInfinities[t.UTC()]
	return s, ok
}

func duckStruct(m map[string]any, t *duckType) (Value, error) {
	var order []duckField
	if t != nil && t.name == "STRUCT" && len(t.fields) == len(m) {
		order = t.fields
	} else {
		// Unknown declaration order: sort by name so at least it is stable.
		names := make([]string, 0, len(m))
		for k := range m {
			names = append(names, k)
		}
		slices.Sort(names)
		for _, n := range names {
			order = append(order, duckField{name: n})
		}
	}
	out := make(Struct, len(order))
	for i, f := range order {
		v, err := duckValue(m[f.name], f.typ)
		if err != nil {
			return nil, err
		}
		out[i] = Field{f.name, v}
	}
	return out, nil
}
