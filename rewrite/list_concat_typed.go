package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// listConcatTyped writes DuckDB's list_concat (canonical
// concat_arrays_or_empty: NULL lists skipped, [] for all NULL; DuckDB's
// concat of lists too) toward the targets whose array concatenation is
// NULL for a NULL array (Spark, Trino, Presto, BigQuery, ANSI SQL:
// dialects/functions.go emConcatArraysNonNull; Snowflake's ARRAY holds no
// element type to cast [] to, and stays refused) with each argument
// that may be NULL read as coalesce(a, CAST(ARRAY[] AS T[])), T[] its
// known type, and a NULL literal dropped (unless all are), so that
// concatenation gives list_concat's list for every input:
//
//	list_concat(t.a, NULL, t.b) -> concat(coalesce(t.a, CAST(array() AS ARRAY<INT>)), coalesce(t.b, CAST(array() AS ARRAY<INT>)))
//
// An argument whose element type is not known is left, for the function's
// row to refuse (T301).
func (c *Context) listConcatTyped(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "concat_arrays_or_empty") ||
		!c.Target.is("spark", "trino", "presto", "bigquery", "ansi") {
		return f
	}
	var args []ast.Expr
	for _, a := range f.Args {
		if isNullLit(a) {
			continue
		}
		if _, ok := a.(*ast.Array); ok {
			args = append(args, a)
			continue
		}
		t := c.typeOf(a, sc)
		if t == nil || t.Kind != ast.TypeArray || t.Elem == nil || t.Elem.Kind == ast.TypeUnknown {
			return f
		}
		sp := a.SpanOf()
		empty := &ast.Cast{Span: sp, X: &ast.Array{Span: sp}, Type: ast.Clone(t)}
		args = append(args, canonCall(sp, "coalesce", a, empty))
	}
	if len(args) == 0 {
		return f // all NULL: no type to give []
	}
	nf := *f
	nf.Args = args
	return &nf
}
