package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// listConcatTyped writes DuckDB's list_concat (canonical
// concat_arrays_or_empty: NULL lists skipped, [] for all NULL; DuckDB's
// concat of lists too) toward the targets whose array concatenation is
// NULL for a NULL array (Spark, Trino, Presto, BigQuery, ANSI SQL,
// Doris's array_concat, and Snowflake's ARRAY_CAT of the structured
// ARRAY(T) lateral writes an array type as: dialects/functions.go
// emConcatArraysNonNull) with each argument that may be NULL read as
// coalesce(a, CAST(ARRAY[] AS T[])), T[] its known type, and a NULL
// literal dropped (unless all are), so that concatenation gives
// list_concat's list for every input:
//
//	list_concat(t.a, NULL, t.b) -> concat(coalesce(t.a, CAST(array() AS ARRAY<INT>)), coalesce(t.b, CAST(array() AS ARRAY<INT>)))
//
// An argument whose element type is not known is left, for the function's
// row to refuse (T301). Hive has no array concatenation (its concat takes
// strings, and Hive 4's array functions add none), nor has Drill: there
// list_concat stays refused.
func (c *Context) listConcatTyped(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "concat_arrays_or_empty") ||
		!c.Target.is("spark", "trino", "presto", "bigquery", "ansi", "doris", "snowflake") {
		return f
	}
	var args []ast.Expr
	typed := false
	for _, a := range f.Args {
		if isNullLit(a) {
			continue
		}
		if _, ok := a.(*ast.Array); ok {
			args = append(args, a)
			continue
		}
		t := knownArrayType(c.typeOf(a, sc))
		if t == nil {
			return f
		}
		sp := a.SpanOf()
		empty := &ast.Cast{Span: sp, X: &ast.Array{Span: sp}, Type: ast.Clone(t)}
		args = append(args, canonCall(sp, "coalesce", a, empty))
		typed = true
	}
	if len(args) == 0 {
		return f // all NULL: no type to give []
	}
	if typed && c.Target.is("snowflake") {
		// Snowflake's ARRAY_CAT takes two structured ARRAYs or two
		// semi-structured ones (its reference, ARRAY_CAT), and an array
		// constructor is semi-structured there: it is cast to its
		// structured type too
		for i, a := range args {
			if arr, ok := a.(*ast.Array); ok {
				t := knownArrayType(c.typeOf(arr, sc))
				if t == nil {
					return f
				}
				args[i] = &ast.Cast{Span: arr.Span, X: arr, Type: ast.Clone(t)}
			}
		}
	}
	nf := *f
	nf.Args = args
	return &nf
}

// knownArrayType is t where it is an array of a known element type, nil
// otherwise.
func knownArrayType(t *ast.TypeName) *ast.TypeName {
	if t == nil || t.Kind != ast.TypeArray || t.Elem == nil || t.Elem.Kind == ast.TypeUnknown {
		return nil
	}
	return t
}
