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
// needs no guard. A step that is not
// deterministic is refused, since the guard reads it again.
func (c *Context) duckZeroStep(f *ast.Func) ast.Expr {
	if c.Source.Name != "duckdb" || c.Target.Name == "duckdb" || len(f.Name) != 1 || len(f.Args) != 3 || f.Over != nil {
		return f
	}
	if n := strings.ToLower(f.Name[0].Name); n != "generate_array" && n != "range_array" {
		return f
	}
	if k, ok := signedIntLiteral(f.Args[2]); ok && k != 0 {
		return f
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
	zero := &ast.Binary{Span: sp, Op: ast.OpAnd,
		L: &ast.Binary{Span: sp, Op: ast.OpAnd,
			L: &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(f.Args[2]), R: intLit(sp, 0)},
			R: &ast.IsNull{Span: sp, X: ast.Clone(f.Args[0]), Not: true}},
		R: &ast.IsNull{Span: sp, X: ast.Clone(f.Args[1]), Not: true}}
	return caseWhen(sp, zero, &ast.Array{Span: sp}, f)
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
