package executor

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/jsontext"
)

// DataFileTable reports whether LoadDir loads a file of this name, and as
// which table: NAME for NAME.ndjson, NAME.jsonl, NAME.json, NAME.csv and
// NAME.parquet.
func DataFileTable(fileName string) (string, bool) {
	ext := filepath.Ext(fileName)
	switch ext {
	case ".ndjson", ".jsonl", ".json", ".csv", ".parquet":
		return strings.TrimSuffix(fileName, ext), true
	}
	return "", false
}

// LoadDir loads every NAME.ndjson, NAME.jsonl, NAME.json, NAME.csv and
// NAME.parquet in dir as table NAME. When NAME.sql exists and
// Options.ParseCreateTable is set, its CREATE TABLE gives the schema;
// otherwise the schema is inferred (JSON and CSV) or the Parquet file's own.
// With Options.DataCache, a file read before and unchanged since is not
// read again (see DataCache).
func (e *Engine) LoadDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	realDir, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return err
	}
	// inside reads a file of dir only when it resolves inside dir: a
	// symbolic link pointing out of a data directory is refused.
	inside := func(name string) (string, error) {
		real, err := filepath.EvalSymlinks(filepath.Join(dir, name))
		if err != nil {
			return "", err
		}
		rel, err := filepath.Rel(realDir, real)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
			return "", fmt.Errorf("%s: resolves outside the data directory %s", name, dir)
		}
		return real, nil
	}
	var names []string
	for _, ent := range entries {
		if !ent.IsDir() {
			names = append(names, ent.Name())
		}
	}
	sort.Strings(names)
	cache := e.opts.DataCache
	if cache != nil {
		listed := map[string]bool{}
		for _, f := range names {
			if _, ok := DataFileTable(f); ok {
				listed[f] = true
			}
		}
		cache.prune(realDir, listed)
	}
	for _, f := range names {
		ext := filepath.Ext(f)
		base, ok := DataFileTable(f)
		if !ok {
			continue
		}
		sqlPath := ""
		if p, err := inside(base + ".sql"); err == nil && e.opts.ParseCreateTable != nil {
			sqlPath = p
		}
		load := func() (*Table, int64, error) { return e.loadDataFile(f, base, ext, sqlPath, inside) }
		var t *Table
		var used int64
		var k dataKey
		var data, schema fileStamp
		cached := false
		if cache != nil {
			k, data, schema, cached = e.dataCacheKey(realDir, f, sqlPath, inside)
		}
		if cached {
			t, used, err = cache.get(k, data, schema, load)
			if err == nil {
				t = t.share()
			}
		} else {
			t, used, err = load()
		}
		if err != nil {
			return err
		}
		// A kept Parquet table was read within another session's budget:
		// this one's may be smaller.
		if m := e.opts.MaxMemory; m > 0 && used > m {
			return fmt.Errorf("%s: %w", f, parquetOverBudget(m))
		}
		e.db.AddTable(t)
	}
	return nil
}

// dataCacheKey is the key and the file stamps of data file f of dir (its
// schema file at sqlPath, "" when none), or false when one cannot be read
// (the file is then loaded without the cache, which reports why).
func (e *Engine) dataCacheKey(dir, f, sqlPath string, inside func(string) (string, error)) (dataKey, fileStamp, fileStamp, bool) {
	path, err := inside(f)
	if err != nil {
		return dataKey{}, fileStamp{}, fileStamp{}, false
	}
	data, err := stampOf(path)
	if err != nil {
		return dataKey{}, fileStamp{}, fileStamp{}, false
	}
	k := dataKey{dir: dir, name: f}
	var schema fileStamp
	if sqlPath != "" {
		if schema, err = stampOf(sqlPath); err != nil {
			return dataKey{}, fileStamp{}, fileStamp{}, false
		}
		k.scope = e.opts.DataCacheScope
	}
	return k, data, schema, true
}

// loadDataFile reads data file f (extension ext) of a data directory as
// table base, typed by the schema file at sqlPath ("": none). It also
// returns the bytes a Parquet file's values took (-1 for other files).
func (e *Engine) loadDataFile(f, base, ext, sqlPath string, inside func(string) (string, error)) (*Table, int64, error) {
	var schema *ast.CreateTable
	if sqlPath != "" {
		sqlText, err := os.ReadFile(sqlPath)
		if err != nil {
			return nil, 0, fmt.Errorf("%s.sql: %v", base, err)
		}
		schema, err = e.opts.ParseCreateTable(string(sqlText))
		if err != nil {
			return nil, 0, fmt.Errorf("%s.sql: %v", base, err)
		}
		schema = e.opts.schema(schema)
	}
	path, err := inside(f)
	if err != nil {
		return nil, 0, err
	}
	var t *Table
	used := int64(-1)
	if ext == ".parquet" {
		// Read by the installed ParquetReader, within the memory
		// budget (see load_parquet.go).
		t, used, err = loadParquet(path, base, schema, e.opts.MaxMemory)
	} else {
		t, err = loadFile(path, base, ext, schema)
	}
	if err == nil && e.opts.PostgresJSONB && schema != nil {
		err = e.opts.jsonbColumns(t, schema) // jsonb.go
	}
	if err != nil {
		return nil, 0, fmt.Errorf("%s: %w", f, err)
	}
	return t, used, nil
}

func schemaColumns(ct *ast.CreateTable) []Column {
	var cols []Column
	for _, c := range ct.Columns {
		cols = append(cols, Column{Name: c.Name.Name, Type: TypeFromAST(c.Type)})
	}
	for _, c := range ct.PartitionBy {
		cols = append(cols, Column{Name: c.Name.Name, Type: TypeFromAST(c.Type)})
	}
	return cols
}

func loadFile(path, name, ext string, schema *ast.CreateTable) (*Table, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var cols []Column
	if schema != nil {
		cols = schemaColumns(schema)
	}
	if ext == ".csv" {
		return loadCSV(data, name, cols)
	}
	var objs []*jsontext.Node
	text := strings.TrimSpace(string(data))
	if ext == ".json" && strings.HasPrefix(text, "[") {
		root, err := jsontext.Parse(text, jsontext.Strict)
		if err != nil {
			return nil, err
		}
		objs = root.Arr
	} else {
		for i, line := range strings.Split(text, "\n") {
			line = strings.TrimSpace(line)
			if line == "" {
				continue
			}
			n, err := jsontext.Parse(line, jsontext.Strict)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", i+1, err)
			}
			objs = append(objs, n)
		}
	}
	if cols == nil {
		seen := map[string]bool{}
		for _, o := range objs {
			for _, k := range o.Keys {
				if !seen[k] {
					seen[k] = true
					cols = append(cols, Column{Name: k})
				}
			}
		}
	}
	t := NewTable(name, cols)
	for _, o := range objs {
		if o.Kind != jsontext.Object {
			return nil, fmt.Errorf("expected JSON objects, one per row")
		}
		row := make([]Value, len(cols))
		for i, c := range cols {
			m, ok := o.Member(c.Name)
			if !ok {
				for j, k := range o.Keys {
					if strings.EqualFold(k, c.Name) {
						m, ok = o.Vals[j], true
					}
				}
			}
			if !ok {
				continue
			}
			v, err := jsonToTyped(m, c.Type)
			if err != nil {
				return nil, fmt.Errorf("column %s: %v", c.Name, err)
			}
			row[i] = v
		}
		t.AppendRow(row)
	}
	inferTypes(t)
	return t, nil
}

// jsonToTyped converts JSON to a value of type t (unknown: natural reading).
func jsonToTyped(n *jsontext.Node, t Type) (Value, error) {
	if n.Kind == jsontext.Null {
		return Null, nil
	}
	switch t.Kind {
	case ast.TypeUnknown:
		return jsonToValue(n), nil
	case ast.TypeJSON:
		return JSONValue(n.JSON(jsontext.Compact)), nil
	case ast.TypeArray:
		if n.Kind != jsontext.Array {
			return Null, fmt.Errorf("expected an array")
		}
		out := make([]Value, len(n.Arr))
		for i, e := range n.Arr {
			v, err := jsonToTyped(e, t.elem())
			if err != nil {
				return Null, err
			}
			out[i] = v
		}
		return ArrayValue(out), nil
	case ast.TypeMap:
		if n.Kind != jsontext.Object {
			return Null, fmt.Errorf("expected an object for a map")
		}
		var ks, vs []Value
		for i, k := range n.Keys {
			kv, err := castValue(StringValue(k), *t.Key)
			if err != nil {
				return Null, err
			}
			vv, err := jsonToTyped(n.Vals[i], *t.Val)
			if err != nil {
				return Null, err
			}
			ks, vs = append(ks, kv), append(vs, vv)
		}
		return MapOf(ks, vs), nil
	case ast.TypeStruct:
		if n.Kind != jsontext.Object {
			return Null, fmt.Errorf("expected an object for a struct")
		}
		names := make([]string, len(t.Fields))
		vals := make([]Value, len(t.Fields))
		for i, f := range t.Fields {
			names[i] = f.Name
			if m, ok := n.Member(f.Name); ok {
				v, err := jsonToTyped(m, f.Type)
				if err != nil {
					return Null, err
				}
				vals[i] = v
			}
		}
		return StructOf(names, vals), nil
	}
	var v Value
	switch n.Kind {
	case jsontext.String:
		v = StringValue(n.Text)
	case jsontext.Number:
		v = jsonNumberValue(n.Text)
	case jsontext.Bool:
		v = BoolValue(n.Text == "true")
	default:
		v = StringValue(n.JSON(jsontext.Compact))
	}
	return castValue(v, t)
}

// inferTypes fills unknown column types from the first non-NULL value.
func inferTypes(t *Table) {
	for c := range t.Columns {
		if t.Columns[c].Type.Kind != ast.TypeUnknown {
			continue
		}
		for _, v := range t.data[c] {
			if !v.IsNull() {
				t.Columns[c].Type = typeOfValue(v)
				break
			}
		}
	}
}

func loadCSV(data []byte, name string, cols []Column) (*Table, error) {
	r := csv.NewReader(strings.NewReader(string(data)))
	r.FieldsPerRecord = -1
	recs, err := r.ReadAll()
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return NewTable(name, cols), nil
	}
	header := recs[0]
	recs = recs[1:]
	typed := cols != nil
	if !typed {
		for ci, h := range header {
			cols = append(cols, Column{Name: strings.TrimSpace(h), Type: inferCSVType(recs, ci)})
		}
	}
	t := NewTable(name, cols)
	for ri, rec := range recs {
		row := make([]Value, len(cols))
		for i := range cols {
			if i >= len(rec) || rec[i] == "" {
				continue
			}
			v, err := castValue(StringValue(rec[i]), cols[i].Type)
			if err != nil {
				if cols[i].Type.Kind == ast.TypeArray || cols[i].Type.Kind == ast.TypeMap || cols[i].Type.Kind == ast.TypeStruct {
					if j, jerr := jsontext.Parse(rec[i], jsontext.Strict); jerr == nil {
						v, err = jsonToTyped(j, cols[i].Type)
					}
				}
				if err != nil {
					return nil, fmt.Errorf("row %d column %s: %v", ri+2, cols[i].Name, err)
				}
			}
			row[i] = v
		}
		t.AppendRow(row)
	}
	return t, nil
}

func inferCSVType(recs [][]string, ci int) Type {
	allInt, allNum, allBool, any := true, true, true, false
	for _, r := range recs {
		if ci >= len(r) || r[ci] == "" {
			continue
		}
		any = true
		s := strings.TrimSpace(r[ci])
		if _, err := strconv.ParseInt(s, 10, 64); err != nil {
			allInt = false
		}
		if _, err := strconv.ParseFloat(s, 64); err != nil {
			allNum = false
		}
		if l := strings.ToLower(s); l != "true" && l != "false" {
			allBool = false
		}
	}
	switch {
	case !any:
		return tVarchar
	case allInt:
		return tBigInt
	case allNum:
		return tDouble
	case allBool:
		return tBool
	}
	return tVarchar
}

// loadData is Hive LOAD DATA [LOCAL] INPATH 'path' [OVERWRITE] INTO TABLE t,
// reading Hive delimited text, only from Options.DataDirs.
func (e *Engine) loadData(s *ast.LoadData) error {
	t := e.db.table(s.Table.Last().Name)
	if t == nil {
		return errAt(s, "table %s does not exist", s.Table.Last().Name)
	}
	path, err := e.safePath(s.Path)
	if err != nil {
		return errAt(s, "%v", err)
	}
	var files []string
	info, err := os.Stat(path)
	if err != nil {
		return errAt(s, "LOAD DATA: %v", err)
	}
	if info.IsDir() {
		ents, err := os.ReadDir(path)
		if err != nil {
			return errAt(s, "LOAD DATA: %v", err)
		}
		for _, ent := range ents {
			if ent.IsDir() || strings.HasPrefix(ent.Name(), ".") || strings.HasPrefix(ent.Name(), "_") {
				continue
			}
			p, err := e.safePath(filepath.Join(path, ent.Name()))
			if err != nil {
				return errAt(s, "%v", err)
			}
			files = append(files, p)
		}
		sort.Strings(files)
	} else {
		files = []string{path}
	}
	staging := NewTable(t.Name, t.Columns)
	for _, f := range files {
		if err := loadHiveText(f, staging, t.RowFormat); err != nil {
			return errAt(s, "LOAD DATA %s: %v", filepath.Base(f), err)
		}
	}
	if s.Overwrite {
		t.truncate()
	}
	cols, n := staging.snapshot()
	t.appendColumns(cols, n)
	return nil
}

// safePath resolves p and checks it lies inside one of Options.DataDirs,
// after following symbolic links.
func (e *Engine) safePath(p string) (string, error) {
	p = strings.TrimPrefix(p, "file://")
	if len(e.opts.DataDirs) == 0 {
		return "", fmt.Errorf("LOAD DATA is disabled: no data directories are configured")
	}
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return "", fmt.Errorf("LOAD DATA: cannot read %s", p)
	}
	for _, d := range e.opts.DataDirs {
		dabs, err := filepath.Abs(d)
		if err != nil {
			continue
		}
		dreal, err := filepath.EvalSymlinks(dabs)
		if err != nil {
			continue
		}
		rel, err := filepath.Rel(dreal, real)
		if err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel) {
			return real, nil
		}
	}
	return "", fmt.Errorf("LOAD DATA: path %s is outside the allowed data directories", p)
}

func hiveDelims(rf *ast.RowFormat) (field, coll, mapKey, null string) {
	field, coll, mapKey, null = "\x01", "\x02", "\x03", `\N`
	if rf != nil {
		if rf.Fields != "" {
			field = rf.Fields
		}
		if rf.Collection != "" {
			coll = rf.Collection
		}
		if rf.MapKeys != "" {
			mapKey = rf.MapKeys
		}
		if rf.Null != "" {
			null = rf.Null
		}
	}
	return
}

// loadHiveText reads Hive delimited text into t.
func loadHiveText(path string, t *Table, rf *ast.RowFormat) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	field, coll, mapKey, null := hiveDelims(rf)
	rd := bufio.NewReaderSize(f, 1<<16)
	lineNo := 0
	for {
		line, err := rd.ReadString('\n')
		if line == "" && err == io.EOF {
			break
		}
		if err != nil && err != io.EOF {
			return err
		}
		lineNo++
		line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
		parts := strings.Split(line, field)
		row := make([]Value, len(t.Columns))
		for i, c := range t.Columns {
			if i >= len(parts) {
				break
			}
			row[i] = hiveValue(parts[i], c.Type, null, []string{coll, mapKey}, 0)
		}
		t.AppendRow(row)
		if err == io.EOF {
			break
		}
	}
	return nil
}

// hiveValue converts one delimited field; nested levels use the collection
// and map-key delimiters, then \004, \005... as Hive's LazySimpleSerDe does.
// Unparseable values are NULL, as Hive reads them.
func hiveValue(s string, t Type, null string, delims []string, level int) Value {
	if s == null {
		return Null
	}
	delim := func(l int) string {
		if l < len(delims) {
			return delims[l]
		}
		return string(rune(l + 2))
	}
	switch t.Kind {
	case ast.TypeArray:
		if s == "" {
			return ArrayValue([]Value{})
		}
		parts := strings.Split(s, delim(level))
		out := make([]Value, len(parts))
		for i, p := range parts {
			out[i] = hiveValue(p, t.elem(), null, delims, level+1)
		}
		return ArrayValue(out)
	case ast.TypeMap:
		if s == "" {
			return MapOf(nil, nil)
		}
		var ks, vs []Value
		for _, item := range strings.Split(s, delim(level)) {
			k, v, _ := strings.Cut(item, delim(level+1))
			kt, vt := tVarchar, tVarchar
			if t.Key != nil {
				kt = *t.Key
			}
			if t.Val != nil {
				vt = *t.Val
			}
			ks, vs = mapPut(ks, vs, hiveValue(k, kt, null, delims, level+2), hiveValue(v, vt, null, delims, level+2))
		}
		return MapOf(ks, vs)
	case ast.TypeStruct:
		parts := strings.Split(s, delim(level))
		names := make([]string, len(t.Fields))
		vals := make([]Value, len(t.Fields))
		for i, f := range t.Fields {
			names[i] = f.Name
			if i < len(parts) {
				vals[i] = hiveValue(parts[i], f.Type, null, delims, level+1)
			}
		}
		return StructOf(names, vals)
	case ast.TypeUnknown, ast.TypeVarchar, ast.TypeString, ast.TypeChar:
		return StringValue(s)
	}
	v, err := castValue(StringValue(s), t)
	if err != nil {
		return Null
	}
	return v
}
