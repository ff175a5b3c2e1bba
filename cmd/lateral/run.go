package main

import (
	"context"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"

	gojson "github.com/goccy/go-json"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// multiFlag collects a repeatable flag.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }

// parseSize reads 512MB, 2GiB, 1000000 (bytes).
func parseSize(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	u := strings.ToUpper(strings.TrimSpace(s))
	mult := int64(1)
	for _, suf := range []struct {
		s string
		m int64
	}{{"GIB", 1 << 30}, {"MIB", 1 << 20}, {"KIB", 1 << 10}, {"GB", 1e9}, {"MB", 1e6}, {"KB", 1e3}, {"B", 1}} {
		if strings.HasSuffix(u, suf.s) {
			u, mult = strings.TrimSpace(strings.TrimSuffix(u, suf.s)), suf.m
			break
		}
	}
	n, err := strconv.ParseInt(u, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("invalid size %q (e.g. 512MB, 2GiB)", s)
	}
	return n * mult, nil
}

// result is what any engine returns: column names and normalized rows.
type result struct {
	columns []string
	rows    [][]engines.Value
}

func cmdRun(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dialect := fs.String("dialect", "", "dialect of the query")
	var setups, dataDirs multiFlag
	fs.Var(&setups, "setup", "a script of statements to run first (repeatable)")
	fs.Var(&dataDirs, "data", "a directory of NAME.ndjson/.jsonl/.json/.csv/.parquet tables, typed by NAME.sql when present (repeatable)")
	format := fs.String("format", "table", "output format: table, csv, tsv, json or ndjson")
	timeout := fs.Duration("timeout", 0, "end the query after this long (e.g. 30s)")
	maxRows := fs.Int64("max-rows", 0, "end the query with an error past this many rows (0: no limit)")
	maxMemory := fs.String("max-memory", "", "bound the query's materialized state (e.g. 512MB)")
	engine := fs.String("engine", "reference", "where to run: reference, postgres or duckdb")
	dsn := fs.String("dsn", "", "PostgreSQL connection URL (with --engine postgres)")
	dbFile := fs.String("db", "", "DuckDB database file (with --engine duckdb; default in memory)")
	expr := fs.String("e", "", "SQL to run")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if !checkDialect("dialect", *dialect, stderr) {
		return exitUsage
	}
	switch *format {
	case "table", "csv", "tsv", "json", "ndjson":
	default:
		fmt.Fprintf(stderr, "lateral: unknown --format %q (table, csv, tsv, json, ndjson)\n", *format)
		return exitUsage
	}
	mem, err := parseSize(*maxMemory)
	if err != nil {
		fmt.Fprintf(stderr, "lateral: --max-memory: %v\n", err)
		return exitUsage
	}
	inputs, err := readInputs(*expr, fs.Args(), stdin)
	if err != nil || len(inputs) != 1 {
		if err == nil {
			err = errors.New("give one query file")
		}
		fmt.Fprintf(stderr, "lateral: %v\n", err)
		return exitUsage
	}
	in := inputs[0]
	var setupSQL []string
	for _, f := range setups {
		b, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "lateral: %v\n", err)
			return exitUsage
		}
		setupSQL = append(setupSQL, string(b))
	}
	ctx := context.Background()
	if *timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *timeout)
		defer cancel()
	}
	var res *result
	switch *engine {
	case "reference":
		res, err = runReference(ctx, in.sql, *dialect, lateral.RunOptions{Setup: setupSQL, DataDirs: dataDirs,
			Timeout: *timeout, MaxRows: *maxRows, MaxMemory: mem})
	case "postgres", "duckdb":
		if len(dataDirs) > 0 {
			fmt.Fprintln(stderr, "lateral: --data works with --engine reference only")
			return exitUsage
		}
		conn := *dsn
		if *engine == "duckdb" {
			conn = *dbFile
		} else if conn == "" {
			fmt.Fprintln(stderr, "lateral: --engine postgres needs --dsn")
			return exitUsage
		}
		res, err = runOnEngine(ctx, *engine, conn, in.sql, *dialect, setupSQL, *maxRows)
	default:
		fmt.Fprintf(stderr, "lateral: unknown --engine %q (reference, postgres, duckdb)\n", *engine)
		return exitUsage
	}
	if err != nil {
		return reportSQLError(err, in, stderr)
	}
	if err := writeResult(stdout, *format, res); err != nil {
		fmt.Fprintf(stderr, "lateral: %v\n", err)
		return exitSQL
	}
	return 0
}

func runReference(ctx context.Context, sql, dialect string, opts lateral.RunOptions) (*result, error) {
	rows, err := lateral.Run(ctx, sql, dialect, opts)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	res := &result{}
	for _, c := range rows.Columns() {
		res.columns = append(res.columns, c.Name)
	}
	all, err := rows.All()
	if err != nil {
		return nil, err
	}
	res.rows = engines.DisplayReferenceRowsIn(all, dialect)
	return res, nil
}

// runOnEngine translates the setup and the query from dialect to the
// engine's own dialect with lateral, then runs them there. The setup
// scripts before a script (and all of them before the query) are its
// translation schema: their CREATE TABLEs give the column types, which
// decide how some constructs translate.
func runOnEngine(ctx context.Context, kind, dsn, sql, dialect string, setups []string, maxRows int64) (*result, error) {
	eng, err := engines.Open(ctx, kind, dsn)
	if err != nil {
		return nil, err
	}
	defer eng.Close()
	for i, s := range setups {
		tr, err := lateral.Translate(s, dialect, kind, lateral.TranslateOptions{Schema: strings.Join(setups[:i], "\n;\n")})
		if err != nil {
			return nil, fmt.Errorf("setup: %w", err)
		}
		if err := eng.Exec(ctx, tr.SQL); err != nil {
			return nil, fmt.Errorf("setup on %s: %w", kind, err)
		}
	}
	tr, err := lateral.Translate(sql, dialect, kind, lateral.TranslateOptions{Schema: strings.Join(setups, "\n;\n")})
	if err != nil {
		return nil, err
	}
	stmts := tr.Statements
	if len(stmts) == 0 {
		return nil, errors.New("no statement to run")
	}
	for _, st := range stmts[:len(stmts)-1] {
		if err := eng.Exec(ctx, st.SQL); err != nil {
			return nil, err
		}
	}
	r, err := eng.Query(ctx, stmts[len(stmts)-1].SQL)
	if err != nil {
		return nil, err
	}
	if maxRows > 0 && int64(len(r.Rows)) > maxRows {
		return nil, fmt.Errorf("limit max_rows=%d exceeded", maxRows)
	}
	if kind == engines.DuckDB {
		// an INTERVAL column as DuckDB writes it ('3 months'), not in the
		// engines' canonical text ('3 mons')
		for i, t := range r.Types {
			if t != "INTERVAL" {
				continue
			}
			for _, row := range r.Rows {
				if s, ok := row[i].(string); ok {
					if d, ok := engines.DuckDBInterval(s); ok {
						row[i] = d
					}
				}
			}
		}
	}
	return &result{columns: r.Columns, rows: r.Rows}, nil
}

func writeResult(w io.Writer, format string, res *result) error {
	switch format {
	case "json":
		rows := make([][]any, len(res.rows))
		for i, r := range res.rows {
			rows[i] = jsonRow(r)
		}
		b, err := gojson.Marshal(struct {
			Columns []string `json:"columns"`
			Rows    [][]any  `json:"rows"`
		}{res.columns, rows})
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	case "ndjson":
		for _, r := range res.rows {
			obj := make([]byte, 0, 64)
			obj = append(obj, '{')
			for i, v := range jsonRow(r) {
				if i > 0 {
					obj = append(obj, ',')
				}
				k, _ := gojson.Marshal(res.columns[i])
				val, err := gojson.Marshal(v)
				if err != nil {
					return err
				}
				obj = append(append(append(obj, k...), ':'), val...)
			}
			obj = append(obj, '}', '\n')
			if _, err := w.Write(obj); err != nil {
				return err
			}
		}
		return nil
	case "csv", "tsv":
		cw := csv.NewWriter(w)
		if format == "tsv" {
			cw.Comma = '\t'
		}
		if err := cw.Write(res.columns); err != nil {
			return err
		}
		for _, r := range res.rows {
			rec := make([]string, len(r))
			for i, v := range r {
				rec[i] = textValue(v)
			}
			if err := cw.Write(rec); err != nil {
				return err
			}
		}
		cw.Flush()
		return cw.Error()
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.Join(res.columns, "\t"))
	for _, r := range res.rows {
		cells := make([]string, len(r))
		for i, v := range r {
			cells[i] = textValue(v)
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t"))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "(%d row%s)\n", len(res.rows), plural(len(res.rows)))
	return err
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// textValue is a value as a table or CSV cell: NULL, numbers and text
// plainly, nested values in canonical form. A float's negative zero keeps
// its sign, which canonical form drops (psql prints SELECT -0.0::float8
// as -0, PostgreSQL 15 run).
func textValue(v engines.Value) string {
	switch x := v.(type) {
	case nil:
		return "NULL"
	case float64:
		if x == 0 && math.Signbit(x) {
			return "-0"
		}
	case string:
		return x
	case engines.Decimal:
		return string(x)
	}
	return engines.Canonical(v)
}

// jsonRow makes typed JSON values: arrays as arrays, maps and structs as
// objects, decimals as numbers.
func jsonRow(r []engines.Value) []any {
	out := make([]any, len(r))
	for i, v := range r {
		out[i] = jsonValue(v)
	}
	return out
}

func jsonValue(v engines.Value) any {
	switch x := v.(type) {
	case engines.Decimal:
		return gojson.Number(x)
	case []engines.Value:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = jsonValue(e)
		}
		return out
	case engines.Map:
		return orderedObject(len(x), func(i int) (string, any) { return textValue(x[i].Key), jsonValue(x[i].Value) })
	case engines.Struct:
		return orderedObject(len(x), func(i int) (string, any) { return x[i].Name, jsonValue(x[i].Value) })
	}
	return v
}

// rawObject is a JSON object that keeps its keys' order.
type rawObject []byte

func (r rawObject) MarshalJSON() ([]byte, error) { return r, nil }

func orderedObject(n int, at func(int) (string, any)) rawObject {
	b := []byte{'{'}
	for i := 0; i < n; i++ {
		if i > 0 {
			b = append(b, ',')
		}
		k, v := at(i)
		kb, _ := gojson.Marshal(k)
		vb, err := gojson.Marshal(v)
		if err != nil {
			vb = []byte("null")
		}
		b = append(append(append(b, kb...), ':'), vb...)
	}
	return append(b, '}')
}
