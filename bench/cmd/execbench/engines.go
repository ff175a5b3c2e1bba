package main

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	duckdb "github.com/duckdb/duckdb-go/v2"
	"github.com/jackc/pgx/v5"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/engines/pgtemp"
	"github.com/lateral-sql/lateral/executor"
)

// engine is one system under test holding the benchmark table.
type engine interface {
	load(ctx context.Context, d *dataset) error
	query(ctx context.Context, workload string) ([][]string, error)
	// pid is the process doing the work (for peak memory), 0 for this one.
	pid() int
	close()
}

// sqlFor is the SQL of each workload per system. lateral runs the Hive spellings (its
// headline input) except for the correlated subquery, which Hive lacks.
var sqlFor = map[string]map[string]string{
	"lateral": {
		"count":   "SELECT count(*) FROM t LATERAL VIEW explode(tags) x AS tag",
		"groupby": "SELECT tag, count(*) AS n FROM t LATERAL VIEW explode(tags) x AS tag GROUP BY tag",
		"outer":   "SELECT count(*), count(tag) FROM t LATERAL VIEW OUTER explode(maybe) x AS tag",
		"corr":    "SELECT sum(s.a) FROM t, LATERAL (SELECT avg(x) AS a FROM UNNEST(t.nums) AS u(x)) s",
	},
	"duckdb": {
		"count":      "SELECT count(*) FROM t, unnest(t.tags) AS x(tag)",
		"groupby":    "SELECT tag, count(*) AS n FROM t, unnest(t.tags) AS x(tag) GROUP BY tag",
		"outer":      "SELECT count(*), count(tag) FROM t LEFT JOIN unnest(t.maybe) AS x(tag) ON true",
		"outer_subq": "SELECT count(*), count(tag) FROM t LEFT JOIN LATERAL (SELECT unnest(t.maybe) AS tag) x ON true",
		"corr":       "SELECT sum(s.a) FROM t, LATERAL (SELECT avg(x) AS a FROM unnest(t.nums) AS u(x)) s",
	},
	"postgres": {
		"count":   "SELECT count(*) FROM t CROSS JOIN LATERAL unnest(t.tags) AS x(tag)",
		"groupby": "SELECT tag, count(*) AS n FROM t CROSS JOIN LATERAL unnest(t.tags) AS x(tag) GROUP BY tag",
		"outer":   "SELECT count(*), count(tag) FROM t LEFT JOIN LATERAL unnest(t.maybe) AS x(tag) ON true",
		"corr":    "SELECT sum(s.a)::float8 FROM t CROSS JOIN LATERAL (SELECT avg(x) AS a FROM unnest(t.nums) AS u(x)) s",
	},
}

var lateralDialect = map[string]string{"count": "hive", "groupby": "hive", "outer": "hive", "corr": "duckdb"}

// ---- lateral's reference executor ----

type lateralEngine struct{ db *executor.Database }

func (e *lateralEngine) pid() int { return 0 }
func (e *lateralEngine) close()   {}

func (e *lateralEngine) load(_ context.Context, d *dataset) error {
	varchar := executor.Type{Kind: ast.TypeVarchar}
	bigint := executor.Type{Kind: ast.TypeBigInt}
	t := executor.NewTable("t", []executor.Column{
		{Name: "id", Type: bigint},
		{Name: "tags", Type: executor.Type{Kind: ast.TypeArray, Elem: &varchar}},
		{Name: "nums", Type: executor.Type{Kind: ast.TypeArray, Elem: &bigint}},
		{Name: "maybe", Type: executor.Type{Kind: ast.TypeArray, Elem: &varchar}},
	})
	wordVals := make(map[string]executor.Value, len(words))
	for _, w := range words {
		wordVals[w] = executor.StringValue(w)
	}
	empty := executor.ArrayValue([]executor.Value{})
	for i := 0; i < d.rows; i++ {
		ts := make([]executor.Value, len(d.tags[i]))
		for j, s := range d.tags[i] {
			ts[j] = wordVals[s]
		}
		ns := make([]executor.Value, len(d.nums[i]))
		for j, n := range d.nums[i] {
			ns[j] = executor.IntValue(n)
		}
		tags := executor.ArrayValue(ts)
		maybe := tags
		if d.empty[i] {
			maybe = empty
		}
		t.AppendRow([]executor.Value{executor.IntValue(int64(i)), tags, executor.ArrayValue(ns), maybe})
	}
	e.db = executor.NewDatabase()
	e.db.AddTable(t)
	return nil
}

func (e *lateralEngine) query(ctx context.Context, w string) ([][]string, error) {
	rows, err := lateral.Run(ctx, sqlFor["lateral"][w], lateralDialect[w], lateral.RunOptions{Database: e.db})
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out [][]string
	for {
		row, err := rows.Next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		r := make([]string, len(row))
		for i, v := range row {
			r[i] = fmt.Sprint(v.Go())
		}
		out = append(out, r)
	}
}

// ---- DuckDB, in process ----

type duckEngine struct {
	connector *duckdb.Connector
	db        *sql.DB
	conn      *sql.Conn
	threads   int // 0: DuckDB's default
}

func (e *duckEngine) pid() int { return 0 }

func (e *duckEngine) open(ctx context.Context) error {
	var err error
	if e.connector, err = duckdb.NewConnector("", nil); err != nil {
		return err
	}
	e.db = sql.OpenDB(e.connector)
	e.conn, err = e.db.Conn(ctx)
	return err
}

func (e *duckEngine) close() {
	if e.conn != nil {
		e.conn.Close()
	}
	if e.db != nil {
		e.db.Close()
	}
	if e.connector != nil {
		e.connector.Close()
	}
}

func (e *duckEngine) load(ctx context.Context, d *dataset) error {
	if e.conn == nil {
		if err := e.open(ctx); err != nil {
			return err
		}
	}
	if _, err := e.conn.ExecContext(ctx, "CREATE TABLE t (id BIGINT, tags VARCHAR[], nums BIGINT[], maybe VARCHAR[])"); err != nil {
		return err
	}
	return e.conn.Raw(func(dc any) error {
		app, err := duckdb.NewAppenderFromConn(dc.(driver.Conn), "", "t")
		if err != nil {
			return err
		}
		for i := 0; i < d.rows; i++ {
			maybe := d.tags[i]
			if d.empty[i] {
				maybe = []string{}
			}
			if err := app.AppendRow(int64(i), d.tags[i], d.nums[i], maybe); err != nil {
				app.Close()
				return err
			}
		}
		return app.Close()
	})
}

func (e *duckEngine) setThreads(ctx context.Context, n int) error {
	if n <= 0 {
		_, err := e.conn.ExecContext(ctx, "RESET threads")
		return err
	}
	_, err := e.conn.ExecContext(ctx, "SET threads = "+strconv.Itoa(n))
	return err
}

func (e *duckEngine) query(ctx context.Context, w string) ([][]string, error) {
	if err := e.setThreads(ctx, e.threads); err != nil {
		return nil, err
	}
	if w == "outer" && duckOuter == "subq" {
		w = "outer_subq"
	}
	return sqlRows(e.conn.QueryContext(ctx, sqlFor["duckdb"][w]))
}

// duckOuter is the -duckdb-outer flag.
var duckOuter = "both"

func sqlRows(rs *sql.Rows, err error) ([][]string, error) {
	if err != nil {
		return nil, err
	}
	defer rs.Close()
	cols, err := rs.Columns()
	if err != nil {
		return nil, err
	}
	var out [][]string
	for rs.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rs.Scan(ptrs...); err != nil {
			return nil, err
		}
		r := make([]string, len(vals))
		for i, v := range vals {
			r[i] = fmt.Sprint(v)
		}
		out = append(out, r)
	}
	return out, rs.Err()
}

// ---- PostgreSQL 15 in a temporary cluster ----

type pgEngine struct {
	server  *pgtemp.Server
	conn    *pgx.Conn
	backend int
}

func (e *pgEngine) pid() int { return e.backend }

func (e *pgEngine) close() {
	if e.conn != nil {
		e.conn.Close(context.Background())
	}
	if e.server != nil {
		e.server.Stop()
	}
}

func (e *pgEngine) load(ctx context.Context, d *dataset) error {
	dsn := os.Getenv(pgtemp.EnvDSN)
	if dsn == "" {
		var err error
		if e.server, err = pgtemp.Start(ctx, pgtemp.Options{}); err != nil {
			return err
		}
		dsn = e.server.DSN()
	}
	var err error
	if e.conn, err = pgx.Connect(ctx, dsn); err != nil {
		return err
	}
	if err := e.conn.QueryRow(ctx, "SELECT pg_backend_pid()").Scan(&e.backend); err != nil {
		return err
	}
	if _, err := e.conn.Exec(ctx, "DROP TABLE IF EXISTS t; CREATE TABLE t (id bigint, tags text[], nums bigint[], maybe text[])"); err != nil {
		return err
	}
	i := 0
	_, err = e.conn.CopyFrom(ctx, pgx.Identifier{"t"}, []string{"id", "tags", "nums", "maybe"},
		pgx.CopyFromFunc(func() ([]any, error) {
			if i == d.rows {
				return nil, nil
			}
			maybe := d.tags[i]
			if d.empty[i] {
				maybe = []string{}
			}
			row := []any{int64(i), d.tags[i], d.nums[i], maybe}
			i++
			return row, nil
		}))
	if err != nil {
		return err
	}
	_, err = e.conn.Exec(ctx, "VACUUM ANALYZE t")
	return err
}

func (e *pgEngine) settings(ctx context.Context) string {
	var parts []string
	for _, name := range []string{"server_version", "shared_buffers", "work_mem", "max_parallel_workers_per_gather", "jit"} {
		var v string
		if err := e.conn.QueryRow(ctx, "SELECT current_setting($1)", name).Scan(&v); err == nil {
			parts = append(parts, name+"="+v)
		}
	}
	return strings.Join(parts, " ")
}

func (e *pgEngine) query(ctx context.Context, w string) ([][]string, error) {
	rs, err := e.conn.Query(ctx, sqlFor["postgres"][w])
	if err != nil {
		return nil, err
	}
	defer rs.Close()
	var out [][]string
	for rs.Next() {
		vals, err := rs.Values()
		if err != nil {
			return nil, err
		}
		r := make([]string, len(vals))
		for i, v := range vals {
			r[i] = fmt.Sprint(v)
		}
		out = append(out, r)
	}
	return out, rs.Err()
}
