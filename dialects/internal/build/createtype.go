package build

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// createType builds PostgreSQL's CREATE TYPE name AS (field type, ...), a
// composite type, and DuckDB's CREATE TYPE name AS STRUCT(field type, ...),
// a struct type's name. Other dialects' CREATE TYPE, and the other kinds
// of type (an enum, an alias), are not supported.
func (b *builder) createType(c *gen.CreateTypeContext, sp ast.Span) ast.Stmt {
	structKw := hasTok(c, gen.SqlParserSTRUCT)
	switch {
	case !b.is("postgres", "duckdb"):
		b.unsupported(sp, "CREATE TYPE is not supported")
		return nil
	case b.is("postgres") && structKw:
		b.notDialect(sp, "CREATE TYPE ... AS STRUCT(...)")
		return nil
	case b.is("duckdb") && !structKw:
		b.notDialect(sp, "CREATE TYPE ... AS (...) without STRUCT")
		return nil
	}
	ct := &ast.CreateType{Span: sp, Name: b.qname(c.GetName())}
	seen := map[string]bool{}
	for _, ch := range c.GetChildren() {
		f, ok := ch.(gen.IRowTypeFieldContext)
		if !ok {
			continue
		}
		name := b.ident(f.GetName())
		key := strings.ToLower(name.Name)
		if name.Quoted {
			key = name.Name
		}
		if seen[key] {
			b.invalid(b.span(f), "field "+name.Name+" is declared more than once")
			return nil
		}
		seen[key] = true
		t := b.dataType(f.DataType())
		if t == nil {
			return nil
		}
		ct.Fields = append(ct.Fields, &ast.FieldType{Span: b.span(f), Name: name, Type: t})
	}
	return ct
}
