package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// createType declares a composite type (PostgreSQL's CREATE TYPE name AS
// (fields)): a later column, cast or field of that name is a struct of
// those fields. Names are case-insensitive, as the executor's tables are.
func (d *Database) createType(s *ast.CreateType) error {
	if len(s.Name) == 0 || len(s.Fields) == 0 {
		return errAt(s, "CREATE TYPE needs a name and at least one field")
	}
	name := s.Name.Last().Name
	t := &ast.TypeName{Span: s.Span, Kind: ast.TypeStruct, Name: "ROW"}
	seen := map[string]bool{}
	for _, f := range s.Fields {
		if f == nil || f.Type == nil {
			return errAt(s, "a field of type %s has no type", name)
		}
		if seen[key(f.Name.Name)] {
			return errAt(f, "field %s of type %s is declared more than once", f.Name.Name, name)
		}
		seen[key(f.Name.Name)] = true
		t.Fields = append(t.Fields, &ast.FieldType{Span: f.Span, Name: f.Name, Type: d.resolveType(f.Type)})
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, ok := d.types[key(name)]; ok {
		return errAt(s, "type %s already exists", name)
	}
	if d.tables[key(name)] != nil {
		// PostgreSQL: a table's row type has the table's name.
		return errAt(s, "type %s already exists (a table's row type)", name)
	}
	d.types[key(name)] = t
	return nil
}

// typeKey is the key of the name a TypeOther keeps (upper-cased where
// unquoted, a quoted part in double quotes): its last part.
func typeKey(name string) string {
	if strings.HasSuffix(name, `"`) {
		if i := strings.LastIndex(name, `."`); i >= 0 {
			name = name[i+1:]
		}
		if len(name) >= 2 && name[0] == '"' {
			name = strings.ReplaceAll(name[1:len(name)-1], `""`, `"`)
		}
		return key(name)
	}
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	return key(name)
}

// resolveType is t with every type naming a declared composite type (also
// as an element, a map value or a field) replaced by its struct type.
func (d *Database) resolveType(t *ast.TypeName) *ast.TypeName {
	if t == nil {
		return nil
	}
	r := ast.Rewrite(t, func(n ast.Node) ast.Node {
		if x, ok := n.(*ast.TypeName); ok && x.Kind == ast.TypeOther {
			d.mu.RLock()
			ct := d.types[typeKey(x.Name)]
			d.mu.RUnlock()
			if ct != nil {
				cp := *ct
				cp.Span = x.Span
				return &cp
			}
		}
		return n
	})
	if rt, ok := r.(*ast.TypeName); ok {
		return rt
	}
	return t
}

// resolveTypes is stmt with the types that name declared composite types
// resolved (resolveType); stmt itself when none is declared.
func (d *Database) resolveTypes(stmt ast.Stmt) ast.Stmt {
	d.mu.RLock()
	none := len(d.types) == 0
	d.mu.RUnlock()
	if none || stmt == nil {
		return stmt
	}
	return ast.RewriteStmt(stmt, func(n ast.Node) ast.Node {
		if x, ok := n.(*ast.TypeName); ok && x.Kind == ast.TypeOther {
			return d.resolveType(x)
		}
		return n
	})
}
