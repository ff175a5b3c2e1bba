package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's names for unaliased select items (its FigureColname): a
// column or field is named after itself, a call after the function, a cast
// after its operand when that has a name, else after the type; CASE is
// "case", ARRAY[...] "array", ROW(...) "row", EXISTS "exists", a scalar
// subquery after its own item; anything else (operators, literals) is
// "?column?". Every rule was checked on PostgreSQL 15.

// pgColumnName names the select item e the PostgreSQL way.
func (p *planner) pgColumnName(e ast.Expr) string {
	name, _ := p.pgColname(e)
	if name == "" {
		return "?column?"
	}
	return name
}

// pgColname returns e's name and how strongly it names e: 2 for a name of
// its own, 1 for a fallback (CASE, a cast's type) that a cast's type
// overrides, 0 for none.
func (p *planner) pgColname(e ast.Expr) (string, int) {
	switch x := e.(type) {
	case *ast.ColumnRef:
		return x.Name.Last().Name, 2
	case *ast.FieldAccess:
		return x.Name.Name, 2
	case *ast.Subscript:
		return p.pgColname(x.X)
	case *ast.Slice:
		return p.pgColname(x.X)
	case *ast.Func:
		return p.pgFuncName(x), 2
	case *ast.Extract:
		return "extract", 2
	case *ast.AtTimeZone:
		return "timezone", 2
	case *ast.Cast:
		if n, s := p.pgColname(x.X); s > 1 {
			return n, s
		}
		return pgTypeColname(x.Type), 1
	case *ast.TypedLit:
		return pgTypeColname(x.Type), 1
	case *ast.Interval:
		return "interval", 1
	case *ast.Collate:
		return p.pgColname(x.X)
	case *ast.Case:
		return "case", 1
	case *ast.Array, *ast.ArrayQuery:
		return "array", 2
	case *ast.Struct:
		return "row", 2
	case *ast.Exists:
		return "exists", 2
	case *ast.Subquery:
		if s, ok := x.Query.Body.(*ast.Select); ok && len(s.Items) > 0 {
			if s.Items[0].Alias != nil {
				return s.Items[0].Alias.Name, 2
			}
			if n, st := p.pgColname(s.Items[0].Expr); st > 1 {
				return n, st
			}
		}
	}
	return "", 0
}

// pgFuncName is the name PostgreSQL spells the canonical call f with.
func (p *planner) pgFuncName(f *ast.Func) string {
	if p.eng.opts.FuncName != nil {
		if n := p.eng.opts.FuncName(f); n != "" {
			return strings.ToLower(n)
		}
	}
	return strings.ToLower(f.Name.Last().Name)
}

// pgTypeColname is PostgreSQL's internal name of the type t (int4 for
// INTEGER), the name a cast of a constant gets.
func pgTypeColname(t *ast.TypeName) string {
	if t == nil {
		return "?column?"
	}
	for t.Kind == ast.TypeArray && t.Elem != nil {
		t = t.Elem // '{1}'::int[] is named int4
	}
	switch t.Kind {
	case ast.TypeBool:
		return "bool"
	case ast.TypeSmallInt, ast.TypeTinyInt:
		return "int2"
	case ast.TypeInt:
		return "int4"
	case ast.TypeBigInt:
		return "int8"
	case ast.TypeReal:
		return "float4"
	case ast.TypeDouble:
		return "float8"
	case ast.TypeDecimal:
		return "numeric"
	case ast.TypeVarchar:
		return "varchar"
	case ast.TypeChar:
		return "bpchar"
	case ast.TypeString:
		return "text"
	case ast.TypeBinary:
		return "bytea"
	case ast.TypeJSON:
		if strings.EqualFold(t.Name, "jsonb") {
			return "jsonb"
		}
		return "json"
	case ast.TypeStruct:
		return "record"
	case ast.TypeOther:
		return strings.ToLower(t.Name)
	}
	return t.Kind.String()
}
