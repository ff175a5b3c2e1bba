package executor

import (
	"strings"
	"sync"

	"github.com/lateral-sql/lateral/ast"
)

// Table is a stored table: columns of values.
//
// A table's column arrays may be shared with other tables (the sessions'
// tables of a DataCache's file): a table changes only by appending to its
// columns or by replacing them (truncate), never by writing a value in
// place; an UPDATE or DELETE would have to build new column arrays.
type Table struct {
	Name      string
	Columns   []Column
	RowFormat *ast.RowFormat
	mu        sync.RWMutex
	data      [][]Value
	n         int

	// noConstraints: made by CREATE TABLE AS without a column list, so no
	// column has a NOT NULL, key or default constraint (what DuckDB's
	// DESCRIBE reports, and the executor does not keep).
	noConstraints bool
	// inexactTypes: made by CREATE TABLE AS from a query whose static
	// types may differ from DuckDB's; names the expression kind.
	inexactTypes string
	// declared: made by CREATE TABLE with its columns' types, not from
	// a query's or the data's (typeof_names.go).
	declared bool
}

// NewTable makes an empty table.
func NewTable(name string, cols []Column) *Table {
	return &Table{Name: name, Columns: cols, data: make([][]Value, len(cols))}
}

func (t *Table) rowCount() int {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return t.n
}

// Len is the number of rows.
func (t *Table) Len() int { return t.rowCount() }

// AppendRow adds one row (values in column order; missing ones NULL).
func (t *Table) AppendRow(row []Value) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for c := range t.data {
		v := Null
		if c < len(row) {
			v = row[c]
		}
		t.data[c] = append(t.data[c], v)
	}
	t.n++
}

// appendColumns adds rows given as columns.
func (t *Table) appendColumns(cols [][]Value, n int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for c := range t.data {
		t.data[c] = append(t.data[c], cols[c][:n]...)
	}
	t.n += n
}

func (t *Table) truncate() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.data = make([][]Value, len(t.Columns))
	t.n = 0
}

// snapshot returns the current columns (appends never modify them in place).
func (t *Table) snapshot() ([][]Value, int) {
	t.mu.RLock()
	defer t.mu.RUnlock()
	out := make([][]Value, len(t.data))
	for c := range t.data {
		out[c] = t.data[c][:t.n:t.n]
	}
	return out, t.n
}

// Rows copies all rows (for tests and callers).
func (t *Table) Rows() [][]Value {
	cols, n := t.snapshot()
	out := make([][]Value, n)
	for i := range out {
		row := make([]Value, len(cols))
		for c := range cols {
			row[c] = cols[c][i]
		}
		out[i] = row
	}
	return out
}

type viewDef struct {
	name    string
	query   *ast.Query
	columns []string
}

// Database holds tables, views and SQL functions in memory.
type Database struct {
	mu     sync.RWMutex
	tables map[string]*Table
	views  map[string]*viewDef
	funcs  map[string]*sqlFunction
	// types are the composite types of CREATE TYPE, by key(name), each a
	// struct type (createtype.go).
	types map[string]*ast.TypeName
	// settings are the session settings set by SET name = value, by
	// lower-case name.
	settings map[string]string
}

// NewDatabase makes an empty database.
func NewDatabase() *Database {
	return &Database{tables: map[string]*Table{}, views: map[string]*viewDef{}, funcs: map[string]*sqlFunction{},
		types: map[string]*ast.TypeName{}, settings: map[string]string{}}
}

// Setting returns a session setting (SET name = value) by name.
func (d *Database) Setting(name string) (string, bool) {
	d.mu.RLock()
	defer d.mu.RUnlock()
	v, ok := d.settings[key(name)]
	return v, ok
}

// SetSetting sets a session setting; an empty value resets it.
func (d *Database) SetSetting(name, value string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if value == "" {
		delete(d.settings, key(name))
		return
	}
	d.settings[key(name)] = value
}

func key(name string) string { return strings.ToLower(name) }

func (d *Database) table(name string) *Table {
	d.mu.RLock()
	defer d.mu.RUnlock()
	return d.tables[key(name)]
}

// Table returns a table by name, or nil.
func (d *Database) Table(name string) *Table { return d.table(name) }

// AddTable adds or replaces a table.
func (d *Database) AddTable(t *Table) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.tables[key(t.Name)] = t
	delete(d.views, key(t.Name))
}

func (d *Database) view(name string) *viewDef {
	d.mu.RLock()
	defer d.mu.RUnlock()
	return d.views[key(name)]
}

func (d *Database) function(name string) *sqlFunction {
	d.mu.RLock()
	defer d.mu.RUnlock()
	return d.funcs[key(name)]
}

// TableNames lists the tables, sorted.
func (d *Database) TableNames() []string {
	d.mu.RLock()
	defer d.mu.RUnlock()
	var out []string
	for _, t := range d.tables {
		out = append(out, t.Name)
	}
	sortStrings(out)
	return out
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
