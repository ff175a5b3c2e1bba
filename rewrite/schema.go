package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Schema holds table definitions: from the --schema option and from CREATE
// TABLE statements earlier in the same script. Names are case-insensitive
// and looked up by their last part.
type Schema struct {
	tables map[string]*TableDef
}

// TableDef is a table's columns in order.
type TableDef struct {
	Name    string
	Columns []ColumnInfo
}

// ColumnInfo is a column name with its type, nil when unknown.
type ColumnInfo struct {
	Name string
	Type *ast.TypeName
}

// NewSchema returns an empty schema.
func NewSchema() *Schema { return &Schema{tables: map[string]*TableDef{}} }

// AddStmt records the table a CREATE TABLE defines (with a column list);
// other statements are ignored.
func (s *Schema) AddStmt(st ast.Stmt) {
	ct, ok := st.(*ast.CreateTable)
	if !ok || len(ct.Columns) == 0 {
		return
	}
	def := &TableDef{Name: ct.Name.Last().Name}
	for _, col := range append(append([]*ast.ColumnDef(nil), ct.Columns...), ct.PartitionBy...) {
		def.Columns = append(def.Columns, ColumnInfo{Name: col.Name.Name, Type: col.Type})
	}
	s.tables[strings.ToLower(def.Name)] = def
}

// Table finds a table by (the last part of) its name.
func (s *Schema) Table(name ast.QName) *TableDef {
	if s == nil || len(name) == 0 {
		return nil
	}
	return s.tables[strings.ToLower(name.Last().Name)]
}

// Len is the number of tables.
func (s *Schema) Len() int { return len(s.tables) }

// Clone returns a copy that later AddStmt calls on either do not share.
func (s *Schema) Clone() *Schema {
	c := NewSchema()
	for k, v := range s.tables {
		c.tables[k] = v
	}
	return c
}
