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
	// types are the composite types CREATE TYPE declared (PostgreSQL), by
	// typeKey, each a struct type with its fields resolved.
	types map[string]*ast.TypeName
	// named maps each struct type ResolveType put in place of a type's
	// name to that name (a TypeOther), so that a value can be cast to the
	// type by its name (pg_composite.go).
	named map[*ast.TypeName]*ast.TypeName
	// funcs are the functions CREATE FUNCTION defined, by folded name.
	funcs map[string]bool
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
	// Quoted: the definition quotes the name (ident_case.go reads it in
	// the source's folding).
	Quoted bool
}

// NewSchema returns an empty schema.
func NewSchema() *Schema {
	return &Schema{tables: map[string]*TableDef{}, types: map[string]*ast.TypeName{},
		named: map[*ast.TypeName]*ast.TypeName{}, funcs: map[string]bool{}}
}

// AddStmt records the table a CREATE TABLE defines (with a column list),
// the composite type a CREATE TYPE declares and the name of a CREATE
// FUNCTION; other statements are ignored. A column (or a field) whose type names a composite type
// declared before is a struct of its fields.
func (s *Schema) AddStmt(st ast.Stmt) {
	switch x := st.(type) {
	case *ast.CreateFunction:
		if len(x.Name) > 0 {
			s.funcs[strings.ToLower(x.Name.Last().Name)] = true
		}
	case *ast.CreateType:
		if len(x.Name) == 0 {
			return
		}
		t := &ast.TypeName{Span: x.Span, Kind: ast.TypeStruct, Name: "ROW"}
		for _, f := range x.Fields {
			if f == nil {
				return
			}
			t.Fields = append(t.Fields, &ast.FieldType{Span: f.Span, Name: f.Name, Type: s.ResolveType(f.Type)})
		}
		s.types[identKey(x.Name.Last())] = t
	case *ast.CreateTable:
		if len(x.Columns) == 0 {
			return
		}
		def := &TableDef{Name: x.Name.Last().Name}
		for _, col := range append(append([]*ast.ColumnDef(nil), x.Columns...), x.PartitionBy...) {
			def.Columns = append(def.Columns, ColumnInfo{Name: col.Name.Name, Type: s.ResolveType(col.Type), Quoted: col.Name.Quoted})
		}
		s.tables[strings.ToLower(def.Name)] = def
	}
}

// identKey is the key of a type's name: folded to lower case unless quoted.
func identKey(id ast.Ident) string {
	if id.Quoted {
		return id.Name
	}
	return strings.ToLower(id.Name)
}

// typeNameKey is the key of the name a TypeOther keeps (upper-cased where
// unquoted, a quoted part in double quotes): its last part.
func typeNameKey(name string) string {
	if strings.HasSuffix(name, `"`) {
		if i := strings.LastIndex(name, `."`); i >= 0 {
			name = name[i+1:]
		}
		if len(name) >= 2 && name[0] == '"' {
			return strings.ReplaceAll(name[1:len(name)-1], `""`, `"`)
		}
		return name
	}
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	return strings.ToLower(name)
}

// NamedAs is the type name (a TypeOther) that ResolveType replaced by the
// struct type t, or nil when t is not such a replacement.
func (s *Schema) NamedAs(t *ast.TypeName) *ast.TypeName {
	if s == nil {
		return nil
	}
	return s.named[t]
}

// ResolveType is t with every type that names a declared composite type
// (also as an array's element, a map's value or a struct's field) replaced
// by the struct type of its fields; t itself when there is none.
func (s *Schema) ResolveType(t *ast.TypeName) *ast.TypeName {
	if s == nil || t == nil || len(s.types) == 0 {
		return t
	}
	switch t.Kind {
	case ast.TypeOther:
		if ct := s.types[typeNameKey(t.Name)]; ct != nil {
			cp := *ct
			cp.Span = t.Span
			s.named[&cp] = t
			return &cp
		}
	case ast.TypeArray:
		if e := s.ResolveType(t.Elem); e != t.Elem {
			cp := *t
			cp.Elem = e
			return &cp
		}
	case ast.TypeMap:
		k, v := s.ResolveType(t.Key), s.ResolveType(t.Value)
		if k != t.Key || v != t.Value {
			cp := *t
			cp.Key, cp.Value = k, v
			return &cp
		}
	case ast.TypeStruct:
		var fields []*ast.FieldType
		for i, f := range t.Fields {
			if f == nil {
				continue
			}
			if r := s.ResolveType(f.Type); r != f.Type {
				if fields == nil {
					fields = append([]*ast.FieldType(nil), t.Fields...)
				}
				fields[i] = &ast.FieldType{Span: f.Span, Name: f.Name, Type: r}
			}
		}
		if fields != nil {
			cp := *t
			cp.Fields = fields
			return &cp
		}
	}
	return t
}

// Table finds a table by (the last part of) its name.
func (s *Schema) Table(name ast.QName) *TableDef {
	if s == nil || len(name) == 0 {
		return nil
	}
	return s.tables[strings.ToLower(name.Last().Name)]
}

// Function reports whether a CREATE FUNCTION named name (folded, last
// part) was recorded.
func (s *Schema) Function(name string) bool {
	return s != nil && s.funcs[strings.ToLower(name)]
}

// Len is the number of tables.
func (s *Schema) Len() int { return len(s.tables) }

// Clone returns a copy that later AddStmt calls on either do not share.
func (s *Schema) Clone() *Schema {
	c := NewSchema()
	for k, v := range s.tables {
		c.tables[k] = v
	}
	for k, v := range s.types {
		c.types[k] = v
	}
	for k, v := range s.named {
		c.named[k] = v
	}
	for k := range s.funcs {
		c.funcs[k] = true
	}
	return c
}
