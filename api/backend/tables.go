package backend

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/api"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/executor"
)

// The tables of a request become tables of the reference executor through
// its Database API, never through generated SQL: a value is converted from
// JSON to the column's type here, so no dialect's literal syntax (which
// for maps and structs differs everywhere, and is missing in some) and no
// quoting is involved, the parser's limits are not spent on data, and
// every error names the request field at fault (an *api.InputError, 400).
//
// A column's type is read in the request's dialect (ARRAY<INT> in Hive,
// INTEGER[] in PostgreSQL) by parsing it inside a CREATE TABLE; without a
// type it is inferred from the values: boolean, bigint, double (a number
// with a fraction or an exponent anywhere in the column), varchar, or
// arrays of those; a column (or array element) holding no non-null value
// is varchar. JSON objects need a declared map or struct type.
//
// Values by type: booleans from true/false; integers from integral
// numbers, range-checked; real and double from numbers, or the strings
// "NaN", "Infinity", "-Infinity"; decimals from numbers or numeric
// strings, exactly, rounded half away from zero to the scale; text, uuid
// and binary from strings; date from "YYYY-MM-DD", time from
// "HH:MM[:SS[.ffffff]]", timestamp from "YYYY-MM-DD[ T]HH:MM[:SS[.ffffff]]"
// (timestamptz also with a zone, "Z" or "+02:00", converted to UTC); json
// from any value, which is the document; arrays from arrays; maps from
// objects (keys converted to the key type); structs from objects by field
// name (case-insensitive; a missing field is NULL) or from arrays by
// position. Interval columns are refused: make them in setup.

// maxValueDepth bounds the nesting of one value.
const maxValueDepth = 64

// database makes the request's tables in a fresh database, or returns nil
// when there are none (lateral then makes its own).
func (x *Executor) database(dialect string, tables map[string]api.Table) (*executor.Database, error) {
	if len(tables) == 0 {
		return nil, nil
	}
	names := make([]string, 0, len(tables))
	for name := range tables {
		names = append(names, name)
	}
	sort.Strings(names)
	// The data directories' tables are loaded after these, and would
	// replace them silently.
	served := x.dataTables()
	for _, name := range names {
		if served[strings.ToLower(name)] {
			return nil, &api.InputError{Field: "tables." + name, Detail: "names a table of the server's data directories: choose another name"}
		}
	}
	db := executor.NewDatabase()
	for _, name := range names {
		t, err := x.table(dialect, name, tables[name])
		if err != nil {
			return nil, err
		}
		db.AddTable(t)
	}
	return db, nil
}

// dataTables lists the tables of the data directories, by lower-case name.
func (x *Executor) dataTables() map[string]bool {
	names := map[string]bool{}
	for _, d := range x.DataDirs {
		ents, err := os.ReadDir(d)
		if err != nil {
			continue
		}
		for _, e := range ents {
			if name, ok := executor.DataFileTable(e.Name()); ok {
				names[strings.ToLower(name)] = true
			}
		}
	}
	return names
}

// table builds one table: column types read or inferred, rows converted.
func (x *Executor) table(dialect, name string, in api.Table) (*executor.Table, error) {
	at := "tables." + name
	if len(in.Columns) == 0 {
		return nil, &api.InputError{Field: at + ".columns", Detail: "is required"}
	}
	// Decode every value first: inference needs them all.
	rows := make([][]any, len(in.Rows))
	for i, raw := range in.Rows {
		if len(raw) != len(in.Columns) {
			return nil, &api.InputError{Field: fmt.Sprintf("%s.rows[%d]", at, i), Detail: fmt.Sprintf("has %d values for %d columns", len(raw), len(in.Columns))}
		}
		rows[i] = make([]any, len(raw))
		for j, r := range raw {
			v, err := decodeValue(r)
			if err != nil {
				return nil, &api.InputError{Field: fmt.Sprintf("%s.rows[%d][%d]", at, i, j), Detail: err.Error()}
			}
			rows[i][j] = v
		}
	}
	cols := make([]executor.Column, len(in.Columns))
	for j, c := range in.Columns {
		var typ executor.Type
		if c.Type != "" {
			t, err := x.parseType(dialect, c.Type)
			if err != nil {
				return nil, &api.InputError{Field: fmt.Sprintf("%s.columns[%d].type", at, j), Detail: err.Error()}
			}
			typ = t
		} else {
			t, err := inferColumn(rows, j)
			if err != nil {
				return nil, &api.InputError{Field: fmt.Sprintf("%s.columns[%d]", at, j), Detail: fmt.Sprintf("column %s: %v", c.Name, err)}
			}
			typ = t
		}
		cols[j] = executor.Column{Name: c.Name, Type: typ}
	}
	t := executor.NewTable(name, cols)
	for i, row := range rows {
		vals := make([]executor.Value, len(row))
		for j, v := range row {
			cv, err := convert(v, cols[j].Type, 0)
			if err != nil {
				return nil, &api.InputError{Field: fmt.Sprintf("%s.rows[%d][%d]%s", at, i, j, pathOf(err)), Detail: fmt.Sprintf("column %s (%s): %v", cols[j].Name, cols[j].Type, errors.Unwrap(err))}
			}
			vals[j] = cv
		}
		t.AppendRow(vals)
	}
	return t, nil
}

// parseType reads a type in the dialect, parsing it as the one column of
// a CREATE TABLE (the root package's stable entry point).
func (x *Executor) parseType(dialect, text string) (executor.Type, error) {
	script, err := lateral.Parse("CREATE TABLE t (c "+text+")", dialect, x.Limits)
	if err != nil {
		var le *lateral.Error
		if errors.As(err, &le) && len(le.Diagnostics.Errors()) > 0 {
			return executor.Type{}, fmt.Errorf("%q is not a %s type: %s", text, dialect, le.Diagnostics.Errors()[0].Message)
		}
		return executor.Type{}, fmt.Errorf("%q is not a %s type: %v", text, dialect, err)
	}
	var ct *ast.CreateTable
	if len(script.Stmts) == 1 {
		ct, _ = script.Stmts[0].(*ast.CreateTable)
	}
	if ct == nil || len(ct.Columns) != 1 || ct.AsQuery != nil || len(ct.PartitionBy) > 0 || ct.Columns[0].Type == nil {
		return executor.Type{}, fmt.Errorf("%q is not one %s type", text, dialect)
	}
	t := executor.TypeFromAST(ct.Columns[0].Type)
	if err := checkType(t); err != nil {
		return executor.Type{}, fmt.Errorf("%q: %v", text, err)
	}
	return t, nil
}

// checkType refuses the types a table value cannot be given in JSON.
func checkType(t executor.Type) error {
	switch t.Kind {
	case ast.TypeInterval:
		return errors.New("interval columns are not supported in tables: make the values in setup")
	case ast.TypeOther:
		return errors.New("names a type lateral does not model")
	}
	for _, sub := range []*executor.Type{t.Elem, t.Key, t.Val} {
		if sub != nil {
			if err := checkType(*sub); err != nil {
				return err
			}
		}
	}
	for _, f := range t.Fields {
		if err := checkType(f.Type); err != nil {
			return err
		}
	}
	return nil
}

// ---- JSON values, objects in order ----

// object is a JSON object with its members in order (map keys keep the
// order they were written in).
type object struct {
	keys []string
	vals []any
}

// decodeValue reads one JSON value: nil, bool, json.Number, string, []any
// or *object. A small parser: the standard decoder's per-value setup
// costs more than the values when a table has many.
func decodeValue(raw []byte) (any, error) {
	p := &valueParser{s: raw}
	p.space()
	v, err := p.value(0)
	if err != nil {
		return nil, err
	}
	if p.space(); p.i != len(p.s) {
		return nil, errors.New("is not one JSON value")
	}
	return v, nil
}

type valueParser struct {
	s []byte
	i int
}

func (p *valueParser) space() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n' || p.s[p.i] == '\r') {
		p.i++
	}
}

var errJSON = errors.New("is not valid JSON")

func (p *valueParser) value(depth int) (any, error) {
	if depth > maxValueDepth {
		return nil, fmt.Errorf("is nested more than %d levels deep", maxValueDepth)
	}
	if p.i >= len(p.s) {
		return nil, errJSON
	}
	switch c := p.s[p.i]; {
	case c == '[':
		p.i++
		arr := []any{}
		if p.space(); p.i < len(p.s) && p.s[p.i] == ']' {
			p.i++
			return arr, nil
		}
		for {
			p.space()
			v, err := p.value(depth + 1)
			if err != nil {
				return nil, err
			}
			arr = append(arr, v)
			if p.space(); p.i >= len(p.s) {
				return nil, errJSON
			}
			if p.s[p.i] == ']' {
				p.i++
				return arr, nil
			}
			if p.s[p.i] != ',' {
				return nil, errJSON
			}
			p.i++
		}
	case c == '{':
		p.i++
		obj := &object{}
		if p.space(); p.i < len(p.s) && p.s[p.i] == '}' {
			p.i++
			return obj, nil
		}
		for {
			p.space()
			if p.i >= len(p.s) || p.s[p.i] != '"' {
				return nil, errJSON
			}
			k, err := p.str()
			if err != nil {
				return nil, err
			}
			if p.space(); p.i >= len(p.s) || p.s[p.i] != ':' {
				return nil, errJSON
			}
			p.i++
			p.space()
			v, err := p.value(depth + 1)
			if err != nil {
				return nil, err
			}
			obj.keys = append(obj.keys, k)
			obj.vals = append(obj.vals, v)
			if p.space(); p.i >= len(p.s) {
				return nil, errJSON
			}
			if p.s[p.i] == '}' {
				p.i++
				return obj, nil
			}
			if p.s[p.i] != ',' {
				return nil, errJSON
			}
			p.i++
		}
	case c == '"':
		return p.str()
	case c == 't' || c == 'f' || c == 'n':
		for _, lit := range []struct {
			text string
			v    any
		}{{"true", true}, {"false", false}, {"null", nil}} {
			if bytes.HasPrefix(p.s[p.i:], []byte(lit.text)) {
				p.i += len(lit.text)
				return lit.v, nil
			}
		}
		return nil, errJSON
	case c == '-' || (c >= '0' && c <= '9'):
		start := p.i
		for p.i < len(p.s) && strings.IndexByte("+-0123456789.eE", p.s[p.i]) >= 0 {
			p.i++
		}
		n := string(p.s[start:p.i])
		if !jsonNumber.MatchString(n) {
			return nil, errJSON
		}
		return json.Number(n), nil
	}
	return nil, errJSON
}

var jsonNumber = regexp.MustCompile(`^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$`)

// str reads a string; one with escapes is left to the standard decoder.
func (p *valueParser) str() (string, error) {
	start := p.i
	p.i++
	escaped := false
	for p.i < len(p.s) {
		switch c := p.s[p.i]; {
		case c == '\\':
			escaped = true
			p.i += 2
			continue
		case c == '"':
			p.i++
			raw := p.s[start:p.i]
			if !escaped {
				return string(raw[1 : len(raw)-1]), nil
			}
			var s string
			if err := json.Unmarshal(raw, &s); err != nil {
				return "", errJSON
			}
			return s, nil
		case c < 0x20:
			return "", errJSON
		}
		p.i++
	}
	return "", errJSON
}

// encodeValue writes a decoded value back as compact JSON.
func encodeValue(b *bytes.Buffer, v any) {
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case json.Number:
		b.WriteString(x.String())
	case string:
		s, _ := json.Marshal(x)
		b.Write(s)
	case []any:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			encodeValue(b, e)
		}
		b.WriteByte(']')
	case *object:
		b.WriteByte('{')
		for i, k := range x.keys {
			if i > 0 {
				b.WriteByte(',')
			}
			encodeValue(b, k)
			b.WriteByte(':')
			encodeValue(b, x.vals[i])
		}
		b.WriteByte('}')
	}
}

func jsonKind(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case json.Number:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	case *object:
		_ = x
		return "an object"
	}
	return "a value"
}

// ---- inference ----

var (
	tBool    = executor.Type{Kind: ast.TypeBool}
	tBigInt  = executor.Type{Kind: ast.TypeBigInt}
	tDouble  = executor.Type{Kind: ast.TypeDouble}
	tVarchar = executor.Type{Kind: ast.TypeVarchar}
)

// inferColumn infers column j's type from its values.
func inferColumn(rows [][]any, j int) (executor.Type, error) {
	t := executor.Type{Kind: ast.TypeUnknown}
	for _, row := range rows {
		var err error
		if t, err = infer(t, row[j]); err != nil {
			return t, err
		}
	}
	return settle(t), nil
}

// infer merges the type of v into t.
func infer(t executor.Type, v any) (executor.Type, error) {
	var vt executor.Type
	switch x := v.(type) {
	case nil:
		return t, nil
	case bool:
		vt = tBool
	case json.Number:
		vt = tBigInt
		if _, err := strconv.ParseInt(x.String(), 10, 64); err != nil {
			vt = tDouble
		}
	case string:
		vt = tVarchar
	case []any:
		elem := executor.Type{Kind: ast.TypeUnknown}
		if t.Kind == ast.TypeArray && t.Elem != nil {
			elem = *t.Elem
		}
		for _, e := range x {
			var err error
			if elem, err = infer(elem, e); err != nil {
				return t, err
			}
		}
		vt = executor.Type{Kind: ast.TypeArray, Elem: &elem}
	case *object:
		return t, errors.New("an object needs a declared type: give the column {name, type} with a map or struct type")
	}
	switch {
	case t.Kind == ast.TypeUnknown:
		return vt, nil
	case t.Kind == vt.Kind:
		return vt, nil // arrays: vt holds the merged element type
	case t.Kind == ast.TypeBigInt && vt.Kind == ast.TypeDouble, t.Kind == ast.TypeDouble && vt.Kind == ast.TypeBigInt:
		return tDouble, nil
	}
	return t, fmt.Errorf("mixes %s and %s values: give its type", settle(t), settle(vt))
}

// settle makes the types no value decided varchar.
func settle(t executor.Type) executor.Type {
	switch t.Kind {
	case ast.TypeUnknown:
		return tVarchar
	case ast.TypeArray:
		e := tVarchar
		if t.Elem != nil {
			e = settle(*t.Elem)
		}
		return executor.Type{Kind: ast.TypeArray, Elem: &e}
	}
	return t
}

// ---- conversion ----

// convError is a conversion error at a path inside a value ("[2].a").
type convError struct {
	path string
	err  error
}

func (e *convError) Error() string { return e.path + ": " + e.err.Error() }
func (e *convError) Unwrap() error { return e.err }

func pathOf(err error) string {
	var ce *convError
	if errors.As(err, &ce) {
		return ce.path
	}
	return ""
}

// at prefixes err's path with step.
func at(step string, err error) error {
	var ce *convError
	if errors.As(err, &ce) {
		return &convError{path: step + ce.path, err: ce.err}
	}
	return &convError{path: step, err: err}
}

func fail(format string, args ...any) error { return &convError{err: fmt.Errorf(format, args...)} }

func want(what string, v any) error { return fail("want %s, not %s", what, jsonKind(v)) }

// convert turns a decoded JSON value into a value of type t.
func convert(v any, t executor.Type, depth int) (executor.Value, error) {
	if v == nil {
		return executor.Null, nil
	}
	if depth > maxValueDepth {
		return executor.Null, fail("nested too deeply")
	}
	switch k := t.Kind; {
	case k == ast.TypeUnknown:
		t, err := infer(executor.Type{Kind: ast.TypeUnknown}, v)
		if err != nil {
			return executor.Null, fail("%v", err)
		}
		return convert(v, settle(t), depth)
	case k == ast.TypeBool:
		b, ok := v.(bool)
		if !ok {
			return executor.Null, want("true or false", v)
		}
		return executor.BoolValue(b), nil
	case k.IsInteger():
		n, ok := v.(json.Number)
		if !ok {
			return executor.Null, want("an integer", v)
		}
		i, err := integer(n.String())
		if err != nil {
			return executor.Null, fail("%v", err)
		}
		lo, hi := intRange(k)
		if i < lo || i > hi {
			return executor.Null, fail("%d is out of range for %s", i, t)
		}
		if k == ast.TypeHugeInt {
			k = ast.TypeBigInt
		}
		return executor.IntOf(k, i), nil
	case k == ast.TypeReal || k == ast.TypeDouble:
		var f float64
		switch x := v.(type) {
		case json.Number:
			var err error
			if f, err = strconv.ParseFloat(x.String(), 64); err != nil {
				return executor.Null, fail("%s is out of range for %s", x, t)
			}
		case string:
			switch strings.ToLower(x) {
			case "nan":
				f = math.NaN()
			case "infinity", "+infinity", "inf":
				f = math.Inf(1)
			case "-infinity", "-inf":
				f = math.Inf(-1)
			default:
				return executor.Null, fail("want a number (or \"NaN\", \"Infinity\", \"-Infinity\"), not the string %q", x)
			}
		default:
			return executor.Null, want("a number", v)
		}
		if k == ast.TypeReal {
			return executor.RealValue(f), nil
		}
		return executor.FloatValue(f), nil
	case k == ast.TypeDecimal:
		var text string
		switch x := v.(type) {
		case json.Number:
			text = x.String()
		case string:
			text = strings.TrimSpace(x)
		default:
			return executor.Null, want("a number", v)
		}
		return decimal(text, t)
	case k.IsText() || k == ast.TypeUUID:
		s, ok := v.(string)
		if !ok {
			return executor.Null, want("a string", v)
		}
		if k == ast.TypeChar && t.Prec > 0 && len(s) < t.Prec {
			s += strings.Repeat(" ", t.Prec-len(s))
		}
		return executor.StringValue(s), nil
	case k == ast.TypeBinary:
		s, ok := v.(string)
		if !ok {
			return executor.Null, want("a string", v)
		}
		return executor.BinaryValue([]byte(s)), nil
	case k == ast.TypeJSON:
		var b bytes.Buffer
		encodeValue(&b, v)
		return executor.JSONValue(b.String()), nil
	case k == ast.TypeDate || k == ast.TypeTime || k == ast.TypeTimestamp || k == ast.TypeTimestampTZ:
		s, ok := v.(string)
		if !ok {
			return executor.Null, want("a string", v)
		}
		return temporal(strings.TrimSpace(s), t)
	case k == ast.TypeArray:
		arr, ok := v.([]any)
		if !ok {
			return executor.Null, want("an array", v)
		}
		elem := executor.Type{Kind: ast.TypeUnknown}
		if t.Elem != nil {
			elem = *t.Elem
		}
		out := make([]executor.Value, len(arr))
		for i, e := range arr {
			c, err := convert(e, elem, depth+1)
			if err != nil {
				return executor.Null, at(fmt.Sprintf("[%d]", i), err)
			}
			out[i] = c
		}
		return executor.ArrayValue(out), nil
	case k == ast.TypeMap:
		obj, ok := v.(*object)
		if !ok {
			return executor.Null, want("an object", v)
		}
		kt, vt := executor.Type{Kind: ast.TypeVarchar}, executor.Type{Kind: ast.TypeUnknown}
		if t.Key != nil {
			kt = *t.Key
		}
		if t.Val != nil {
			vt = *t.Val
		}
		keys, vals := make([]executor.Value, len(obj.keys)), make([]executor.Value, len(obj.keys))
		seen := map[string]bool{}
		for i, key := range obj.keys {
			step := "." + key
			if seen[key] {
				return executor.Null, at(step, fail("the key is repeated"))
			}
			seen[key] = true
			kv, err := mapKey(key, kt)
			if err != nil {
				return executor.Null, at(step, err)
			}
			vv, err := convert(obj.vals[i], vt, depth+1)
			if err != nil {
				return executor.Null, at(step, err)
			}
			keys[i], vals[i] = kv, vv
		}
		return executor.MapOf(keys, vals), nil
	case k == ast.TypeStruct:
		return structValue(v, t, depth)
	}
	return executor.Null, fail("type %s is not supported in tables", t)
}

// integer reads an integral JSON number ("3", "-2", "1e3", "2.0").
func integer(text string) (int64, error) {
	if i, err := strconv.ParseInt(text, 10, 64); err == nil {
		return i, nil
	}
	r, ok := new(big.Rat).SetString(text)
	if !ok || !r.IsInt() {
		return 0, fmt.Errorf("want an integer, not %s", text)
	}
	if !r.Num().IsInt64() {
		return 0, fmt.Errorf("%s is out of range", text)
	}
	return r.Num().Int64(), nil
}

func intRange(k ast.TypeKind) (int64, int64) {
	switch k {
	case ast.TypeTinyInt:
		return math.MinInt8, math.MaxInt8
	case ast.TypeSmallInt:
		return math.MinInt16, math.MaxInt16
	case ast.TypeInt:
		return math.MinInt32, math.MaxInt32
	}
	return math.MinInt64, math.MaxInt64
}

var decimalText = regexp.MustCompile(`^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$`)

// decimal reads an exact decimal and fits it to t's precision and scale,
// rounding half away from zero as the executor's casts do.
func decimal(text string, t executor.Type) (executor.Value, error) {
	if !decimalText.MatchString(text) {
		return executor.Null, fail("%q is not a decimal number", text)
	}
	mant, exp, _ := strings.Cut(strings.ToLower(text), "e")
	e := 0
	if exp != "" {
		n, err := strconv.Atoi(exp)
		if err != nil || n > 1000 || n < -1000 {
			return executor.Null, fail("%s is out of range for %s", text, t)
		}
		e = n
	}
	whole, frac, _ := strings.Cut(mant, ".")
	u, ok := new(big.Int).SetString(whole+frac, 10)
	if !ok {
		return executor.Null, fail("%q is not a decimal number", text)
	}
	scale := len(frac) - e
	if scale < 0 {
		u.Mul(u, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-scale)), nil))
		scale = 0
	}
	if t.Scale < 0 { // unconstrained NUMERIC keeps the scale written
		return executor.DecimalValue(u, scale), nil
	}
	r := rescale(u, scale, t.Scale)
	if t.Prec > 0 && r.Sign() != 0 && len(new(big.Int).Abs(r).String()) > t.Prec {
		return executor.Null, fail("%s overflows %s", text, t)
	}
	return executor.DecimalValue(r, t.Scale), nil
}

// rescale turns u*10^-from into an unscaled value of scale to, rounding
// half away from zero.
func rescale(u *big.Int, from, to int) *big.Int {
	if to >= from {
		return new(big.Int).Mul(u, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(to-from)), nil))
	}
	d := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(from-to)), nil)
	q, r := new(big.Int).QuoRem(u, d, new(big.Int))
	if new(big.Int).Mul(new(big.Int).Abs(r), big.NewInt(2)).Cmp(d) >= 0 {
		if u.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}

var (
	dateLayouts      = []string{"2006-01-02"}
	timeLayouts      = []string{"15:04:05.999999999", "15:04"}
	timestampLayouts = []string{"2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999", "2006-01-02 15:04", "2006-01-02T15:04", "2006-01-02"}
	zonedLayouts     = []string{"2006-01-02 15:04:05.999999999Z07:00", "2006-01-02T15:04:05.999999999Z07:00", "2006-01-02 15:04:05.999999999Z07", "2006-01-02 15:04Z07:00", "2006-01-02T15:04Z07:00"}
)

func parseIn(s string, layouts []string) (time.Time, bool) {
	for _, l := range layouts {
		if tm, err := time.Parse(l, s); err == nil {
			return tm, true
		}
	}
	return time.Time{}, false
}

// temporal reads a date, time or timestamp.
func temporal(s string, t executor.Type) (executor.Value, error) {
	switch t.Kind {
	case ast.TypeDate:
		tm, ok := parseIn(s, dateLayouts)
		if !ok {
			return executor.Null, fail("%q is not a date (YYYY-MM-DD)", s)
		}
		return executor.DateValue(tm.Unix() / 86400), nil
	case ast.TypeTime:
		tm, ok := parseIn(s, timeLayouts)
		if !ok {
			return executor.Null, fail("%q is not a time (HH:MM[:SS[.ffffff]])", s)
		}
		return executor.TimeValue(int64(tm.Hour())*3600e6 + int64(tm.Minute())*60e6 + int64(tm.Second())*1e6 + int64(tm.Nanosecond()/1000)), nil
	case ast.TypeTimestampTZ:
		tm, ok := parseIn(s, timestampLayouts)
		if !ok {
			if tm, ok = parseIn(s, zonedLayouts); !ok {
				return executor.Null, fail("%q is not a timestamp (YYYY-MM-DD HH:MM[:SS[.ffffff]][+HH:MM])", s)
			}
		}
		return executor.TimestampTZValue(tm.UnixMicro()), nil
	}
	tm, ok := parseIn(s, timestampLayouts)
	if !ok {
		return executor.Null, fail("%q is not a timestamp (YYYY-MM-DD HH:MM[:SS[.ffffff]], no zone)", s)
	}
	return executor.TimestampValue(tm.UnixMicro()), nil
}

// mapKey converts an object key (always a string in JSON) to the key type.
func mapKey(key string, kt executor.Type) (executor.Value, error) {
	switch {
	case kt.Kind.IsNumeric() || kt.Kind == ast.TypeReal || kt.Kind == ast.TypeDouble:
		if !decimalText.MatchString(key) {
			return executor.Null, fail("the key %q is not a number, as %s keys are", key, kt)
		}
		return convert(json.Number(strings.TrimPrefix(key, "+")), kt, 0)
	case kt.Kind == ast.TypeBool:
		b, err := strconv.ParseBool(key)
		if err != nil {
			return executor.Null, fail("the key %q is not true or false", key)
		}
		return executor.BoolValue(b), nil
	case kt.Kind == ast.TypeUnknown:
		return executor.StringValue(key), nil
	case kt.Kind == ast.TypeArray || kt.Kind == ast.TypeMap || kt.Kind == ast.TypeStruct || kt.Kind == ast.TypeJSON:
		return executor.Null, fail("%s keys cannot be given as JSON object keys", kt)
	}
	return convert(key, kt, 0)
}

// structValue converts an object (fields by name) or an array (by position).
func structValue(v any, t executor.Type, depth int) (executor.Value, error) {
	names := make([]string, len(t.Fields))
	vals := make([]executor.Value, len(t.Fields))
	for i, f := range t.Fields {
		names[i] = f.Name
		vals[i] = executor.Null
	}
	switch x := v.(type) {
	case *object:
		seen := map[int]bool{}
		for i, key := range x.keys {
			idx := -1
			for j, f := range t.Fields {
				if strings.EqualFold(f.Name, key) {
					idx = j
					break
				}
			}
			if idx < 0 {
				return executor.Null, at("."+key, fail("%s has no field %q", t, key))
			}
			if seen[idx] {
				return executor.Null, at("."+key, fail("the field is repeated"))
			}
			seen[idx] = true
			c, err := convert(x.vals[i], t.Fields[idx].Type, depth+1)
			if err != nil {
				return executor.Null, at("."+key, err)
			}
			vals[idx] = c
		}
	case []any:
		if len(x) != len(t.Fields) {
			return executor.Null, fail("want %d fields for %s, not %d", len(t.Fields), t, len(x))
		}
		for i, e := range x {
			c, err := convert(e, t.Fields[i].Type, depth+1)
			if err != nil {
				return executor.Null, at(fmt.Sprintf("[%d]", i), err)
			}
			vals[i] = c
		}
	default:
		return executor.Null, want("an object (or an array of the fields)", v)
	}
	return executor.StructOf(names, vals), nil
}
