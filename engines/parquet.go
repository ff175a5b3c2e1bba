//go:build cgo

package engines

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"strings"
	"time"

	duckdb "github.com/duckdb/duckdb-go/v2"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/executor"
)

// The reference executor's Parquet reader lives here, not in executor:
// it reads through DuckDB's read_parquet, and executor stays free of cgo
// (it builds and runs with CGO_ENABLED=0, and engines already imports it,
// so it cannot import engines). A program installs the reader with
// executor.SetParquetReader(engines.ReadParquet); the lateral command
// does.

// ParquetAvailable reports whether ReadParquet can read files (it needs
// DuckDB, hence cgo).
const ParquetAvailable = true

// pqMaxDepth bounds the nesting of a Parquet file's column types.
const pqMaxDepth = 64

// ReadParquet is an executor.ParquetReader: it reads the file at path
// with DuckDB's read_parquet, on an in-memory database opened for the one
// file and closed after, with one thread, no extension loading, and
// DuckDB's memory limit set to the executor's budget (f.MaxMemory). The
// file's types map to the executor's as executor/load_parquet.go lists;
// a type DuckDB cannot read (BSON, for one) is an error.
func ReadParquet(path string, f *executor.ParquetFile) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("not a readable Parquet file: %v", r)
		}
	}()
	cfg := "?threads=1&autoinstall_known_extensions=false&autoload_known_extensions=false"
	if m := f.MaxMemory(); m > 0 {
		cfg += fmt.Sprintf("&memory_limit=%dB", m)
	}
	connector, err := duckdb.NewConnector(cfg, nil)
	if err != nil {
		return fmt.Errorf("cannot start the Parquet reader: %v", err)
	}
	db := sql.OpenDB(connector)
	defer func() {
		db.Close()
		connector.Close()
	}()
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("cannot start the Parquet reader: %v", err)
	}
	defer conn.Close()

	// DuckDB may open this one file and nothing else (a Parquet file
	// cannot make it read another: DuckDB refuses column chunks stored in
	// other files). A path with pattern characters is matched by listing
	// its directories, which that setting forbids: it is read with the
	// pattern escaped, and the query reads nothing else.
	if globEscape(path) == path {
		if _, err := conn.ExecContext(ctx, "SET allowed_paths = ["+sqlString(path)+"]; SET enable_external_access = false"); err != nil {
			return fmt.Errorf("cannot start the Parquet reader: %v", err)
		}
	}
	src := "read_parquet(" + sqlString(globEscape(path)) + ")"
	fail := func(err error) error { return pqError(err, path, f.MaxMemory()) }
	// The columns and their types first: JSON and TIME values are read
	// as their text (the driver would decode JSON, and reads the time
	// 24:00:00 as 00:00:00).
	desc, err := conn.QueryContext(ctx, "SELECT * FROM "+src+" LIMIT 0")
	if err != nil {
		return fail(err)
	}
	cts, err := desc.ColumnTypes()
	if err != nil {
		desc.Close()
		return fail(err)
	}
	var cols []executor.Column
	var types []*duckType
	var sel []string
	for _, ct := range cts {
		name, typ := ct.Name(), ct.DatabaseTypeName()
		dt, err := parseDuckType(typ)
		if err != nil {
			desc.Close()
			return fmt.Errorf("column %s: type %s: %v", name, typ, err)
		}
		et, err := pqType(dt, 0)
		if err != nil {
			desc.Close()
			return fmt.Errorf("column %s: %v", name, err)
		}
		cols = append(cols, executor.Column{Name: name, Type: et})
		types = append(types, dt)
		ref := sqlIdent(name)
		if asText := textTypes(typ); asText != typ {
			ref = "CAST(" + ref + " AS " + asText + ")"
		}
		sel = append(sel, ref)
	}
	desc.Close()
	if err := pqCheckDecimals(ctx, conn, src, cts); err != nil {
		return err
	}
	if err := f.SetColumns(cols); err != nil {
		return err
	}
	if len(cols) == 0 {
		return nil
	}

	rows, err := conn.QueryContext(ctx, "SELECT "+strings.Join(sel, ", ")+" FROM "+src)
	if err != nil {
		return fail(err)
	}
	defer rows.Close()
	dest := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range dest {
		ptrs[i] = &dest[i]
	}
	for r := 1; rows.Next(); r++ {
		if err := rows.Scan(ptrs...); err != nil {
			return fail(err)
		}
		row := make([]executor.Value, len(cols))
		for i, v := range dest {
			x, err := pqValue(v, types[i])
			if err != nil {
				return fmt.Errorf("row %d: column %s: %v", r, cols[i].Name, err)
			}
			row[i] = x
		}
		if err := f.Append(row); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fail(err)
	}
	return nil
}

// pqCheckDecimals refuses a DECIMAL of more than 38 digits, which the
// format allows on a BYTE_ARRAY or FIXED_LEN_BYTE_ARRAY but DuckDB reads as
// an approximate DOUBLE: the loader keeps decimals exact or fails.
func pqCheckDecimals(ctx context.Context, conn *sql.Conn, src string, cts []*sql.ColumnType) error {
	double := false
	for _, ct := range cts {
		double = double || strings.Contains(ct.DatabaseTypeName(), "DOUBLE")
	}
	if !double {
		return nil
	}
	var name string
	var prec, scale int64
	err := conn.QueryRowContext(ctx, "SELECT name, precision, scale FROM parquet_schema("+strings.TrimPrefix(src, "read_parquet(")+
		" WHERE precision > 38 LIMIT 1").Scan(&name, &prec, &scale)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil
	case err != nil:
		return fmt.Errorf("not a readable Parquet file: %v", err)
	}
	return fmt.Errorf("column %s: DECIMAL(%d,%d) is wider than the 38 digits the Parquet reader keeps exact", name, prec, scale)
}

// pqError words an error of DuckDB's about the file: DuckDB running out of
// the memory it was given is the executor's max_memory limit; the file's
// path, which DuckDB repeats, is left to the caller (who names the file).
func pqError(err error, path string, maxMemory int64) error {
	msg := err.Error()
	var de *duckdb.Error
	if errors.As(err, &de) {
		msg = de.Msg
		if de.Type == duckdb.ErrorTypeOutOfMemory && maxMemory > 0 {
			return &executor.LimitError{Limit: "max_memory", Value: maxMemory,
				Detail: fmt.Sprintf("reading the Parquet file needs more than %d bytes", maxMemory)}
		}
	}
	if i := strings.Index(msg, "\n"); i >= 0 {
		msg = msg[:i]
	}
	msg = strings.ReplaceAll(msg, globEscape(path), filepath.Base(path))
	msg = strings.ReplaceAll(msg, path, filepath.Base(path))
	return fmt.Errorf("not a readable Parquet file: %s", strings.TrimSpace(msg))
}

// globEscape keeps read_parquet from reading a path as a pattern: each
// pattern character becomes a one-character class.
func globEscape(path string) string {
	var b strings.Builder
	for _, c := range path {
		switch c {
		case '*', '?', '[', '{', '}':
			b.WriteByte('[')
			b.WriteRune(c)
			b.WriteByte(']')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func sqlString(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

func sqlIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// textTypes is a DuckDB type name with each JSON, TIME and TIME_NS in it
// (outside quoted field names) made VARCHAR.
func textTypes(typ string) string {
	var b strings.Builder
	for i := 0; i < len(typ); {
		c := typ[i]
		switch {
		case c == '"':
			j := i + 1
			for j < len(typ) {
				if typ[j] == '"' {
					if j+1 < len(typ) && typ[j+1] == '"' {
						j += 2
						continue
					}
					break
				}
				j++
			}
			end := min(j+1, len(typ))
			b.WriteString(typ[i:end])
			i = end
		case isIdentByte(c):
			j := i
			for j < len(typ) && isIdentByte(typ[j]) {
				j++
			}
			switch strings.ToUpper(typ[i:j]) {
			case "JSON", "TIME", "TIME_NS":
				b.WriteString("VARCHAR")
			default:
				b.WriteString(typ[i:j])
			}
			i = j
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
}

// pqType maps the type DuckDB gives a Parquet column to the executor's.
func pqType(t *duckType, depth int) (executor.Type, error) {
	if depth > pqMaxDepth {
		return executor.Type{}, fmt.Errorf("nested deeper than %d levels", pqMaxDepth)
	}
	kind := func(k ast.TypeKind) (executor.Type, error) { return executor.Type{Kind: k}, nil }
	switch t.name {
	case "BOOLEAN":
		return kind(ast.TypeBool)
	case "TINYINT":
		return kind(ast.TypeTinyInt)
	case "SMALLINT", "UTINYINT":
		return kind(ast.TypeSmallInt)
	case "INTEGER", "USMALLINT":
		return kind(ast.TypeInt)
	case "BIGINT", "UINTEGER":
		return kind(ast.TypeBigInt)
	case "UBIGINT":
		return executor.Type{Kind: ast.TypeDecimal, Prec: 20}, nil
	case "FLOAT":
		return kind(ast.TypeReal)
	case "DOUBLE":
		return kind(ast.TypeDouble)
	case "DECIMAL":
		if len(t.args) != 2 {
			return executor.Type{}, fmt.Errorf("a DECIMAL without its precision and scale")
		}
		return executor.Type{Kind: ast.TypeDecimal, Prec: t.args[0], Scale: t.args[1]}, nil
	case "DATE":
		return kind(ast.TypeDate)
	case "TIME", "TIME_NS", "TIMETZ":
		return kind(ast.TypeTime)
	case "TIMESTAMP", "TIMESTAMP_S", "TIMESTAMP_MS", "TIMESTAMP_NS":
		return kind(ast.TypeTimestamp)
	case "TIMESTAMPTZ":
		return kind(ast.TypeTimestampTZ)
	case "VARCHAR":
		return kind(ast.TypeVarchar)
	case "JSON":
		return kind(ast.TypeJSON)
	case "UUID":
		return kind(ast.TypeUUID)
	case "INTERVAL":
		return kind(ast.TypeInterval)
	case "BLOB":
		return kind(ast.TypeBinary)
	case "LIST":
		e, err := pqType(t.elem, depth+1)
		if err != nil {
			return executor.Type{}, err
		}
		return executor.Type{Kind: ast.TypeArray, Elem: &e}, nil
	case "MAP":
		k, err := pqType(t.key, depth+1)
		if err != nil {
			return executor.Type{}, err
		}
		v, err := pqType(t.value, depth+1)
		if err != nil {
			return executor.Type{}, err
		}
		return executor.Type{Kind: ast.TypeMap, Key: &k, Val: &v}, nil
	case "STRUCT":
		st := executor.Type{Kind: ast.TypeStruct}
		for _, f := range t.fields {
			ft, err := pqType(f.typ, depth+1)
			if err != nil {
				return executor.Type{}, err
			}
			st.Fields = append(st.Fields, executor.FieldType{Name: f.name, Type: ft})
		}
		return st, nil
	case "NULL":
		return executor.Type{}, nil
	}
	return executor.Type{}, fmt.Errorf("type %s is not supported", t)
}

// pqValue converts a value the driver read for type t.
func pqValue(v any, t *duckType) (executor.Value, error) {
	if v == nil {
		return executor.Null, nil
	}
	bad := func() (executor.Value, error) {
		return executor.Null, fmt.Errorf("a %T value for type %s", v, t)
	}
	switch x := v.(type) {
	case bool:
		return executor.BoolValue(x), nil
	case int8:
		return executor.IntOf(ast.TypeTinyInt, int64(x)), nil
	case int16:
		return executor.IntOf(ast.TypeSmallInt, int64(x)), nil
	case int32:
		return executor.IntOf(ast.TypeInt, int64(x)), nil
	case int64:
		return executor.IntOf(ast.TypeBigInt, x), nil
	case uint8:
		return executor.IntOf(ast.TypeSmallInt, int64(x)), nil
	case uint16:
		return executor.IntOf(ast.TypeInt, int64(x)), nil
	case uint32:
		return executor.IntOf(ast.TypeBigInt, int64(x)), nil
	case uint64:
		return executor.DecimalValue(new(big.Int).SetUint64(x), 0), nil
	case float32:
		return executor.RealValue(float64(x)), nil
	case float64:
		return executor.FloatValue(x), nil
	case duckdb.Decimal:
		if x.Value == nil {
			return bad()
		}
		return executor.DecimalValue(x.Value, int(x.Scale)), nil
	case duckdb.Interval:
		return executor.IntervalValue(executor.Interval{Months: x.Months, Days: x.Days, Micros: x.Micros}), nil
	case time.Time:
		switch t.name {
		case "DATE":
			y, m, d := x.Date()
			return executor.DateValue(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400), nil
		case "TIMETZ":
			// The time of day in UTC.
			u := x.UTC()
			day := time.Date(u.Year(), u.Month(), u.Day(), 0, 0, 0, 0, time.UTC)
			return executor.TimeValue(u.Sub(day).Microseconds()), nil
		case "TIMESTAMPTZ":
			return executor.TimestampTZValue(x.UnixMicro()), nil
		}
		return executor.TimestampValue(x.UnixMicro()), nil
	case string:
		switch t.name {
		case "JSON":
			return executor.JSONValue(x), nil
		case "TIME", "TIME_NS":
			us, ok := pqTimeOfDay(x)
			if !ok {
				return executor.Null, fmt.Errorf("time of day %q out of range", x)
			}
			return executor.TimeValue(us), nil
		}
		return executor.StringValue(x), nil
	case []byte:
		if t.name == "UUID" {
			if len(x) != 16 {
				return bad()
			}
			return executor.StringValue(FormatUUID([16]byte(x))), nil
		}
		return executor.BinaryValue(x), nil
	case duckdb.UUID:
		return executor.StringValue(FormatUUID(x)), nil
	case []any:
		if t.name != "LIST" {
			return bad()
		}
		out := make([]executor.Value, len(x))
		for i, e := range x {
			ev, err := pqValue(e, t.elem)
			if err != nil {
				return executor.Null, err
			}
			out[i] = ev
		}
		return executor.ArrayValue(out), nil
	case duckdb.OrderedMap:
		if t.name != "MAP" {
			return bad()
		}
		keys, vals := x.Keys(), x.Values()
		ks, vs := make([]executor.Value, len(keys)), make([]executor.Value, len(keys))
		for i := range keys {
			k, err := pqValue(keys[i], t.key)
			if err != nil {
				return executor.Null, err
			}
			if k.IsNull() {
				return executor.Null, fmt.Errorf("a NULL map key")
			}
			val, err := pqValue(vals[i], t.value)
			if err != nil {
				return executor.Null, err
			}
			ks[i], vs[i] = k, val
		}
		return executor.MapOf(ks, vs), nil
	case map[string]any:
		if t.name != "STRUCT" {
			return bad()
		}
		names := make([]string, len(t.fields))
		vals := make([]executor.Value, len(t.fields))
		for i, f := range t.fields {
			fv, err := pqValue(x[f.name], f.typ)
			if err != nil {
				return executor.Null, err
			}
			names[i], vals[i] = f.name, fv
		}
		return executor.StructOf(names, vals), nil
	}
	return bad()
}

// pqTimeOfDay reads DuckDB's text of a TIME or TIME_NS, HH:MM:SS with an
// optional fraction of up to nine digits, as microseconds (rounded down);
// 24:00:00 is the end of the day.
func pqTimeOfDay(s string) (int64, bool) {
	hms, frac, _ := strings.Cut(s, ".")
	var h, m, sec int64
	if len(hms) != 8 || hms[2] != ':' || hms[5] != ':' {
		return 0, false
	}
	for _, p := range []struct {
		s string
		v *int64
	}{{hms[0:2], &h}, {hms[3:5], &m}, {hms[6:8], &sec}} {
		for _, c := range p.s {
			if c < '0' || c > '9' {
				return 0, false
			}
			*p.v = *p.v*10 + int64(c-'0')
		}
	}
	if len(frac) > 9 {
		return 0, false
	}
	var us int64
	for i := range 6 {
		us *= 10
		if i < len(frac) {
			c := frac[i]
			if c < '0' || c > '9' {
				return 0, false
			}
			us += int64(c - '0')
		}
	}
	for i := 6; i < len(frac); i++ {
		if frac[i] < '0' || frac[i] > '9' {
			return 0, false
		}
	}
	total := (h*3600+m*60+sec)*1e6 + us
	if m > 59 || sec > 59 || total > 86400e6 {
		return 0, false
	}
	return total, true
}
