package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Snowflake's ARRAY_CONTAINS(value_expr, array) and ARRAY_POSITION take
// the value by the kind of the array (SQL reference, ARRAY_CONTAINS,
// Arguments): "If array is a semi-structured array, value_expr must
// evaluate to a VARIANT. If array is a structured array, value_expr must
// evaluate to a type that is comparable to the type of the array." The
// usage notes name the types that need the explicit cast (strings,
// binaries, booleans, dates and times); numbers are cast implicitly.
//
// The array is structured, as Snowflake writes it, only when it is a
// column of a table whose type is known to be an ARRAY of a known element
// type (the translation writes such a column as ARRAY(T)), or a cast to
// such a type. Every other array is semi-structured: an array constant,
// SPLIT's result and every other array function's, and a column whose
// type is not known (a regular Snowflake table holds only semi-structured
// ARRAYs; structured types are for Iceberg tables, SQL reference,
// Structured data types). For those, sfArraySearch casts a value that is
// not a number, not NULL and not already a VARIANT to VARIANT; the
// membership emulations (dialects/functions_snowflake.go) test the cast
// value for NULL as they would the value.

// sfSearchFuncs are the canonical membership and position functions whose
// Snowflake spellings call ARRAY_CONTAINS or ARRAY_POSITION: each takes
// (array, value).
var sfSearchFuncs = map[string]bool{
	"array_contains": true, "array_contains_or_false": true, "array_contains_skip_null": true,
	"array_contains_null_equal": true, "array_position": true, "array_position_not_distinct": true,
}

// sfArraySearch casts the searched value to VARIANT where the array is
// semi-structured in Snowflake (see above). A Snowflake source is left as
// written: its value already has the type its array takes.
func sfArraySearch(c *Context, s ast.Stmt) ast.Stmt {
	if c.Target.Name != "snowflake" || c.Source.Name == "snowflake" {
		return s
	}
	casts := map[ast.Expr]bool{}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || len(f.Args) != 2 || !sfSearchFuncs[strings.ToLower(f.Name[0].Name)] {
			return true
		}
		if !c.sfStructuredArray(f.Args[0], sc) && c.sfNeedsVariant(f.Args[1], sc) {
			casts[f.Args[1]] = true
		}
		return true
	})
	if len(casts) == 0 {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if e, ok := n.(ast.Expr); ok && casts[e] {
			return &ast.Cast{Span: e.SpanOf(), X: e, Type: &ast.TypeName{Span: e.SpanOf(), Kind: ast.TypeOther, Name: "VARIANT"}}
		}
		return n
	})
}

// sfStructuredArray: e is written in Snowflake as a structured ARRAY(T):
// a table's column (or a cast) of an array type whose element type is
// known.
func (c *Context) sfStructuredArray(e ast.Expr, sc *scope) bool {
	var t *ast.TypeName
	switch x := e.(type) {
	case *ast.ColumnRef:
		ci, rel := sc.resolveCol(x.Name)
		if ci == nil || rel == nil || rel.gen || rel.sub != nil {
			return false
		}
		t = ci.Type
	case *ast.Cast:
		t = x.Type
	default:
		return false
	}
	if t == nil || t.Kind != ast.TypeArray || t.Elem == nil {
		return false
	}
	switch t.Elem.Kind {
	case ast.TypeUnknown, ast.TypeJSON, ast.TypeOther:
		return false
	}
	return true
}

// sfNeedsVariant: v, searched for in a semi-structured array, must be cast
// to VARIANT: it is not NULL, not a number (cast implicitly) and not a
// VARIANT already. A value of unknown type is cast too.
func (c *Context) sfNeedsVariant(v ast.Expr, sc *scope) bool {
	if l, ok := v.(*ast.Literal); ok && l.Kind == ast.LitNull {
		return false
	}
	t := c.typeOf(v, sc)
	if t == nil {
		return true
	}
	return !t.Kind.IsNumeric() && t.Kind != ast.TypeJSON
}
