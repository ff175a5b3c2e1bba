package executor

import (
	"fmt"
	"strings"
	"sync"

	"github.com/lateral-sql/lateral/ast"
)

// A Parquet file of a data directory becomes a table: its top-level fields
// are the columns, typed from the file's own schema. The executor does not
// decode Parquet itself: a ParquetReader, installed with SetParquetReader
// by the program (the lateral command installs the engines package's, which
// reads through DuckDB's read_parquet), lists the file's columns and rows.
// The reader maps the file's types to the executor's:
//
//	BOOLEAN                        boolean
//	INT32, INT(8|16|32, signed)    int (tinyint, smallint for 8 and 16 bits)
//	INT64, INT(64, signed)         bigint
//	INT(8|16|32|64, unsigned)      smallint, int, bigint, decimal(20,0)
//	FLOAT, FLOAT16                 real
//	DOUBLE                         double
//	DECIMAL(p,s)                   decimal(p,s)
//	DATE                           date
//	TIME(any unit)                 time (also when adjusted to UTC: the
//	                               executor has no time with time zone)
//	TIMESTAMP(any unit)            timestamptz when adjusted to UTC, else
//	                               timestamp; INT96 timestamp
//	STRING, ENUM                   varchar
//	JSON                           json
//	UUID                           uuid
//	INTERVAL                       interval
//	BYTE_ARRAY, FIXED              binary
//	LIST, a repeated field         array
//	MAP                            map
//	any other group                struct
//
// Times and timestamps in nanoseconds are rounded down to the microsecond,
// the executor's precision. NULL and empty lists, NULL elements, NULL
// structs and NULL fields come back as they were written.
//
// When NAME.sql declares the table, each declared column is read from the
// file's field of that name (case-insensitive) and its values are cast to
// the declared type; a declared column the file lacks, a shape that differs
// (an array declared, a struct in the file), a value that does not cast and
// a NULL in a NOT NULL column are errors. Fields of the file that NAME.sql
// does not declare are not loaded.

// ParquetReader reads the Parquet file at path into f: it calls
// f.SetColumns once, then f.Append for each row, in the file's order. An
// error of SetColumns or Append (a LimitError, a value NAME.sql's types
// refuse) is returned as it is; any other error should say what is wrong
// with the file (LoadDir prefixes the file's name). It should also keep
// its own buffers within f.MaxMemory.
type ParquetReader func(path string, f *ParquetFile) error

var (
	parquetMu     sync.RWMutex
	parquetReader ParquetReader
)

// SetParquetReader installs the reader LoadDir uses for NAME.parquet files
// (nil: none; a .parquet file is then an error).
func SetParquetReader(r ParquetReader) {
	parquetMu.Lock()
	parquetReader = r
	parquetMu.Unlock()
}

// ParquetFile receives the columns and rows a ParquetReader reads, within
// the memory budget of the loading engine (Options.MaxMemory). Each row
// goes into the table as it comes (cast to NAME.sql's types when the file
// has a schema), so the values are held once.
type ParquetFile struct {
	name      string
	ct        *ast.CreateTable
	maxMemory int64
	used      int64
	cols      []Column
	t         *Table
	plan      *pqPlan
	rows      int
}

// MaxMemory is the budget of the values read, in bytes (0: none); a reader
// may use it to bound its own buffers.
func (f *ParquetFile) MaxMemory() int64 { return f.maxMemory }

// SetColumns sets the file's columns; it may be called once, before
// Append.
func (f *ParquetFile) SetColumns(cols []Column) error {
	if f.t != nil {
		return fmt.Errorf("the Parquet file's columns are set twice")
	}
	f.cols = cols
	if f.ct == nil {
		f.t = NewTable(f.name, cols)
		return nil
	}
	plan, err := pqSchemaPlan(f.name, cols, f.ct)
	if err != nil {
		return err
	}
	f.plan, f.t = plan, NewTable(f.name, plan.cols)
	return nil
}

// Append adds a row of the file, one value per column. It fails with a
// LimitError once the values read exceed the budget, and when a value does
// not fit NAME.sql's declaration.
func (f *ParquetFile) Append(row []Value) error {
	if f.t == nil {
		return fmt.Errorf("a row before the Parquet file's columns")
	}
	if len(row) != len(f.cols) {
		return fmt.Errorf("a row of %d values for %d columns", len(row), len(f.cols))
	}
	n := int64(8 * len(row))
	for _, v := range row {
		n += v.memSize()
	}
	f.used += n
	if f.maxMemory > 0 && f.used > f.maxMemory {
		return parquetOverBudget(f.maxMemory)
	}
	f.rows++
	if f.plan != nil {
		out, err := f.plan.row(f.rows, row)
		if err != nil {
			return err
		}
		row = out
	}
	f.t.AppendRow(row)
	return nil
}

// loadParquet reads the Parquet file at path as table name, its values
// bounded by maxMemory bytes (0: no bound); it also returns the bytes
// they took, as counted against that bound.
func loadParquet(path, name string, ct *ast.CreateTable, maxMemory int64) (*Table, int64, error) {
	parquetMu.RLock()
	read := parquetReader
	parquetMu.RUnlock()
	if read == nil {
		return nil, 0, fmt.Errorf("this program cannot read Parquet files (no Parquet reader is installed)")
	}
	f := &ParquetFile{name: name, ct: ct, maxMemory: maxMemory}
	if err := read(path, f); err != nil {
		return nil, 0, err
	}
	if f.t == nil {
		return nil, 0, fmt.Errorf("not a readable Parquet file: no columns were read")
	}
	return f.t, f.used, nil
}

// pqPlan makes the rows of the table NAME.sql declares from the file's.
type pqPlan struct {
	name  string
	cols  []Column
	src   []int // the file's column of each declared column
	decls []*ast.ColumnDef
}

// pqSchemaPlan matches NAME.sql's columns with the file's.
func pqSchemaPlan(name string, fileCols []Column, ct *ast.CreateTable) (*pqPlan, error) {
	decls := append(append([]*ast.ColumnDef(nil), ct.Columns...), ct.PartitionBy...)
	cols := schemaColumns(ct)
	src := make([]int, len(cols))
	for i, c := range cols {
		src[i] = -1
		for j, fc := range fileCols {
			if fc.Name == c.Name {
				src[i] = j
				break
			}
		}
		if src[i] < 0 {
			for j, fc := range fileCols {
				if strings.EqualFold(fc.Name, c.Name) {
					src[i] = j
					break
				}
			}
		}
		if src[i] < 0 {
			names := make([]string, len(fileCols))
			for j, fc := range fileCols {
				names[j] = fc.Name
			}
			return nil, fmt.Errorf("%s.sql declares column %s, which the Parquet file does not have (its columns: %s)", name, c.Name, strings.Join(names, ", "))
		}
		if err := pqCompatible(c.Type, fileCols[src[i]].Type, c.Name); err != nil {
			return nil, fmt.Errorf("%s.sql: %v", name, err)
		}
	}
	return &pqPlan{name: name, cols: cols, src: src, decls: decls}, nil
}

// row casts the file's row r (from 1) to the declared columns.
func (p *pqPlan) row(r int, row []Value) ([]Value, error) {
	out := make([]Value, len(p.cols))
	for i, c := range p.cols {
		v := row[p.src[i]]
		if v.IsNull() && i < len(p.decls) && p.decls[i].NotNull {
			return nil, fmt.Errorf("row %d: column %s is NULL, and %s.sql declares it NOT NULL", r, c.Name, p.name)
		}
		cv, err := pqCoerce(v, c.Type)
		if err != nil {
			return nil, fmt.Errorf("row %d: column %s: %v (%s.sql declares %s)", r, c.Name, err, p.name, c.Type)
		}
		out[i] = cv
	}
	return out, nil
}

// pqCompatible checks that a file's values of type got can become values of
// the declared type: the same nesting, struct fields found by name.
func pqCompatible(decl, got Type, path string) error {
	mismatch := func() error {
		return fmt.Errorf("column %s is declared %s, the Parquet file has %s", path, decl, got)
	}
	nested := func(k ast.TypeKind) bool {
		return k == ast.TypeArray || k == ast.TypeMap || k == ast.TypeStruct
	}
	switch decl.Kind {
	case ast.TypeUnknown, ast.TypeOther:
		return nil
	case ast.TypeArray:
		if got.Kind != ast.TypeArray {
			return mismatch()
		}
		return pqCompatible(decl.elem(), got.elem(), path+"[]")
	case ast.TypeMap:
		if got.Kind != ast.TypeMap {
			return mismatch()
		}
		dk, dv, gk, gv := tUnknown, tUnknown, tUnknown, tUnknown
		if decl.Key != nil {
			dk = *decl.Key
		}
		if decl.Val != nil {
			dv = *decl.Val
		}
		if got.Key != nil {
			gk = *got.Key
		}
		if got.Val != nil {
			gv = *got.Val
		}
		if err := pqCompatible(dk, gk, path+".key"); err != nil {
			return err
		}
		return pqCompatible(dv, gv, path+".value")
	case ast.TypeStruct:
		if got.Kind != ast.TypeStruct {
			return mismatch()
		}
		for _, f := range decl.Fields {
			g, ok := pqFieldType(got, f.Name)
			if !ok {
				return fmt.Errorf("column %s: field %s is declared, the Parquet file has %s", path, f.Name, got)
			}
			if err := pqCompatible(f.Type, g, path+"."+f.Name); err != nil {
				return err
			}
		}
		return nil
	}
	if nested(got.Kind) && decl.Kind != ast.TypeJSON {
		return mismatch()
	}
	return nil
}

func pqFieldType(t Type, name string) (Type, bool) {
	for _, f := range t.Fields {
		if f.Name == name {
			return f.Type, true
		}
	}
	for _, f := range t.Fields {
		if strings.EqualFold(f.Name, name) {
			return f.Type, true
		}
	}
	return tUnknown, false
}

// pqCoerce casts a file's value to the declared type (checked by
// pqCompatible).
func pqCoerce(v Value, t Type) (Value, error) {
	if v.IsNull() {
		return v, nil
	}
	switch t.Kind {
	case ast.TypeUnknown, ast.TypeOther:
		return v, nil
	case ast.TypeArray:
		in := v.Elems()
		out := make([]Value, len(in))
		for i, e := range in {
			c, err := pqCoerce(e, t.elem())
			if err != nil {
				return Null, err
			}
			out[i] = c
		}
		return ArrayValue(out), nil
	case ast.TypeMap:
		m := v.Map()
		var ks, vs []Value
		for i := range m.Keys {
			k, val := m.Keys[i], m.Vals[i]
			var err error
			if t.Key != nil {
				if k, err = pqCoerce(k, *t.Key); err != nil {
					return Null, err
				}
			}
			if t.Val != nil {
				if val, err = pqCoerce(val, *t.Val); err != nil {
					return Null, err
				}
			}
			ks, vs = append(ks, k), append(vs, val)
		}
		return MapOf(ks, vs), nil
	case ast.TypeStruct:
		names := make([]string, len(t.Fields))
		vals := make([]Value, len(t.Fields))
		for i, f := range t.Fields {
			names[i] = f.Name
			fv, _ := v.Field(f.Name)
			c, err := pqCoerce(fv, f.Type)
			if err != nil {
				return Null, err
			}
			vals[i] = c
		}
		return StructOf(names, vals), nil
	}
	return castValue(v, t)
}
