// Package colname holds the rules by which a dialect names an unaliased
// select item, shared by the reference executor (which names its result
// columns so) and the translation passes (which must keep the source's
// names when they move an item into a derived table). It depends on the
// ast package only.
package colname

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's names for unaliased select items (its FigureColname): a
// column or field is named after itself, a call after the function, a cast
// after its operand when that has a name, else after the type; CASE after
// its ELSE when that has a name, else "case"; ARRAY[...] "array", ROW(...)
// "row", EXISTS "exists"; a scalar subquery after its first column, even
// when that is "?column?" (a name as strong as a column's, which a cast or
// a CASE around it keeps); anything else (operators, literals) is
// "?column?". Every rule was checked on PostgreSQL 15.

// Unnamed is PostgreSQL's name for an item it cannot name otherwise.
const Unnamed = "?column?"

// Postgres names select items the PostgreSQL way. The hooks say what the
// tree alone cannot: how a call and an identifier were written.
type Postgres struct {
	// Func is the name of the function the call f was written with (a
	// front end may have renamed it to its canonical name); ok is false
	// when it cannot be told.
	Func func(f *ast.Func) (name string, ok bool)
	// Ident, when set, is the name an identifier stands for (PostgreSQL
	// folds an unquoted one to lower case); nil keeps the name as held.
	Ident func(id ast.Ident) string
	// Written, when set, reports whether e (not a call) was written as
	// such, not read from a call that the front end rewrote (PostgreSQL
	// names div(a, b) "div", its reading a / b "?column?"); ok is false
	// for a node it reports false for.
	Written func(e ast.Expr) bool
	// Subquery, when set, is the name of the first output column of the
	// scalar subquery x where the tree alone cannot tell it (its first
	// item a star, whose columns a planner knows); ok is false when it
	// cannot be told either.
	Subquery func(x *ast.Subquery) (name string, ok bool)
}

// Name is the name of the select item e; ok is false when a hook could
// not tell it.
func (p Postgres) Name(e ast.Expr) (string, bool) {
	name, _, ok := p.colname(e)
	if name == "" {
		name = Unnamed
	}
	return name, ok
}

// colname returns e's name and how strongly it names e: 2 for a name of
// its own, 1 for a fallback (CASE, a cast's type) that a cast's type
// overrides, 0 for none.
func (p Postgres) colname(e ast.Expr) (string, int, bool) {
	if _, call := e.(*ast.Func); !call && p.Written != nil && !p.Written(e) {
		return "", 0, false
	}
	switch x := e.(type) {
	case *ast.ColumnRef:
		return p.ident(x.Name.Last()), 2, true
	case *ast.FieldAccess:
		return p.ident(x.Name), 2, true
	case *ast.Subscript:
		return p.colname(x.X)
	case *ast.Slice:
		return p.colname(x.X)
	case *ast.Func:
		name, ok := p.Func(x)
		return name, 2, ok
	case *ast.Extract:
		return "extract", 2, true
	case *ast.AtTimeZone:
		return "timezone", 2, true
	case *ast.Cast:
		n, s, ok := p.colname(x.X)
		if !ok || s > 1 {
			return n, s, ok
		}
		return PostgresTypeName(x.Type), 1, true
	case *ast.TypedLit:
		return PostgresTypeName(x.Type), 1, true
	case *ast.Interval:
		return "interval", 1, true
	case *ast.Collate:
		return p.colname(x.X)
	case *ast.Case:
		// named after its ELSE when that has a name of its own (CASE
		// WHEN c THEN 1 ELSE x END is "x" on PostgreSQL 15)
		if x.Else != nil {
			if n, s, ok := p.colname(x.Else); !ok || s > 1 {
				return n, s, ok
			}
		}
		return "case", 1, true
	case *ast.Array, *ast.ArrayQuery:
		return "array", 2, true
	case *ast.Struct:
		return "row", 2, true
	case *ast.Exists:
		return "exists", 2, true
	case *ast.Subquery:
		// the name of the subquery's first output column, whatever it
		// is: "?column?" too, which a cast or a CASE around it keeps
		// ((SELECT 1)::text is "?column?", (SELECT 1::int) "int4")
		if x.Query == nil {
			return "", 0, false
		}
		n, ok := p.firstColumn(x.Query.Body)
		if !ok && p.Subquery != nil {
			n, ok = p.Subquery(x)
		}
		return n, 2, ok
	}
	return "", 0, true
}

// firstColumn is the name of the first output column of a query body (a
// scalar subquery's): its leftmost select's first item's alias or name,
// a VALUES list's column1; ok is false for a star, whose columns are not
// known here.
func (p Postgres) firstColumn(b ast.QueryExpr) (string, bool) {
	switch x := b.(type) {
	case *ast.Query:
		return p.firstColumn(x.Body)
	case *ast.SetOp:
		return p.firstColumn(x.L)
	case *ast.Values:
		return "column1", true
	case *ast.Select:
		if len(x.Items) == 0 {
			return Unnamed, false
		}
		it := x.Items[0]
		if it.Alias != nil {
			return p.ident(*it.Alias), true
		}
		if _, star := it.Expr.(*ast.Star); star || len(it.Aliases) > 0 {
			return Unnamed, false
		}
		return p.Name(it.Expr)
	}
	return Unnamed, false
}

func (p Postgres) ident(id ast.Ident) string {
	if p.Ident != nil {
		return p.Ident(id)
	}
	return id.Name
}

// PostgresTypeName is PostgreSQL's internal name of the type t (int4 for
// INTEGER), the name a cast of a constant gets.
func PostgresTypeName(t *ast.TypeName) string {
	if t == nil {
		return Unnamed
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
