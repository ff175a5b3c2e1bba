package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckZeroStep keeps, for the other targets, the empty list that DuckDB's
// list-valued generate_series and range (canonical generate_array and
// range_array) give for a step of 0, where the canonical functions raise
// an error (NULL when an argument is NULL; checked on DuckDB 1.5):
//
//	CASE WHEN step = 0 AND start IS NOT NULL AND stop IS NOT NULL THEN [] ELSE f(start, stop, step) END
//
// A call that a lateral unnests directly is left, for ANSI SQL, to its
// series lowering (ansi_series.go), which keeps the rule for range and
// raises an error for generate_series. A non-zero integer literal step
// needs no guard, nor does an interval literal whose quantity has a
// non-zero digit; PostgreSQL's range_array keeps the rule itself
// (dialects/functions_series_pg.go). For PostgreSQL and ANSI SQL, whose
// ARRAY[] needs a type, the empty array is cast to the call's type when it
// is known. A step that is not
// deterministic is refused, since the guard reads it again.
func (c *Context) duckZeroStep(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "duckdb" || c.Target.Name == "duckdb" || len(f.Name) != 1 || len(f.Args) != 3 || f.Over != nil {
		return f
	}
	n := strings.ToLower(f.Name[0].Name)
	if n != "generate_array" && (n != "range_array" || c.Target.Name == "postgres") {
		return f
	}
	if k, ok := signedIntLiteral(f.Args[2]); ok && k != 0 {
		return f
	}
	for _, a := range f.Args {
		if c.duckSeriesArgType(a, sc) != nil {
			return f // an error in DuckDB: duckSeriesArgs refuses it
		}
	}
	if l, ok := f.Args[2].(*ast.Literal); ast.NonZeroIntervalLiteral(f.Args[2]) || ok && l.Kind == ast.LitNull {
		return f // a NULL step: the call is NULL
	}
	for _, a := range f.Args {
		if v := volatileCall(a); v != nil {
			c.Refuse("T073", v, "compute the arguments once, in a subquery",
				"DuckDB's %s gives [] for a step of 0, which the translation tests apart, reading the arguments again; %s may give another value each time",
				f.Name[0].Name, v.Name.Last().Name)
			return f
		}
	}
	sp := f.Span
	// The element type is the bounds' (typeOf takes a bound of unknown
	// type for an integer, so a bound of known type is needed).
	var elem *ast.TypeName
	for _, a := range f.Args[:2] {
		t := c.typeOf(a, sc)
		if tl, ok := a.(*ast.TypedLit); ok {
			t = tl.Type
		}
		if t != nil && t.Kind != ast.TypeUnknown {
			elem = t
			break
		}
	}
	// The step's zero: 0, or for a series of dates or timestamps, whose
	// step is an interval, step - step (a zero interval).
	var zeroStep ast.Expr = intLit(sp, 0)
	if elem != nil && (elem.Kind == ast.TypeDate || elem.Kind == ast.TypeTimestamp || elem.Kind == ast.TypeTimestampTZ) {
		zeroStep = &ast.Binary{Span: sp, Op: ast.OpSub, L: ast.Clone(f.Args[2]), R: ast.Clone(f.Args[2])}
	}
	zero := &ast.Binary{Span: sp, Op: ast.OpAnd,
		L: &ast.Binary{Span: sp, Op: ast.OpAnd,
			L: &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(f.Args[2]), R: zeroStep},
			R: &ast.IsNull{Span: sp, X: ast.Clone(f.Args[0]), Not: true}},
		R: &ast.IsNull{Span: sp, X: ast.Clone(f.Args[1]), Not: true}}
	var empty ast.Expr = &ast.Array{Span: sp}
	if c.Target.is("postgres", "ansi") {
		t := &ast.TypeName{Span: sp, Kind: ast.TypeArray, Elem: elem}
		if elem != nil && elem.Kind.IsInteger() {
			t = c.typeOf(f, sc) // BIGINT[], as DuckDB counts
		}
		if elem == nil || t == nil {
			c.Refuse(codeEmptyArrayType, f, "cast the start of the series to its type",
				"DuckDB's %s gives [] for a step of 0, and the element type of that empty array, which %s needs, is not known", n, c.Target.Name)
			return f
		}
		empty = &ast.Cast{Span: sp, X: empty, Type: ast.Clone(t)}
	}
	return caseWhen(sp, zero, empty, f)
}

// generatorArgs are the calls that s's laterals take as a generator's
// argument.
func generatorArgs(s *ast.Select) map[*ast.Func]bool {
	out := map[*ast.Func]bool{}
	ast.Inspect(s, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query:
			return false
		case *ast.Generator:
			for _, a := range x.Args {
				if f, ok := a.(*ast.Func); ok {
					out[f] = true
				}
			}
		}
		return true
	})
	return out
}
