package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Concatenation of arrays with a NULL constant for DuckDB.
//
// DuckDB folds a || (list_concat's operator, array_cat) whose operand is a
// constant NULL to a NULL of no type: [1, 2] || CAST(NULL AS INTEGER[])
// and [1] || NULL have the type "NULL" (typeof), and unnest of it fails
// to bind ("UNNEST requires a single list as input"), where the sources'
// concat of an array and a NULL array is a NULL array, which unnest reads
// as no rows (checked on DuckDB 1.5: unnest(CAST([1, 2] ||
// CAST(NULL AS INTEGER[]) AS INTEGER[])) gives no rows). The operator
// over columns keeps its list type.
//
// duckNullConcat gives the result its type back for DuckDB: a || b (or
// the canonical concat and concat_arrays, which DuckDB spells ||) of which an operand is a
// NULL literal, cast or not, and whose array type is known becomes
// CAST(a || b AS T[]). The value does not change: the cast of a NULL is
// a NULL.
func (c *Context) duckNullConcat(x ast.Expr, sc *scope) ast.Expr {
	if c.Target.Name != "duckdb" || c.Source.Name == c.Target.Name {
		return x
	}
	var ops []ast.Expr
	switch e := x.(type) {
	case *ast.Binary:
		if e.Op != ast.OpConcat {
			return x
		}
		ops = []ast.Expr{e.L, e.R}
	case *ast.Func:
		if len(e.Name) != 1 || e.Name[0].Quoted ||
			!strings.EqualFold(e.Name[0].Name, "concat") && !strings.EqualFold(e.Name[0].Name, "concat_arrays") ||
			e.Star || e.Over != nil || len(e.Args) < 2 {
			return x
		}
		ops = e.Args
	default:
		return x
	}
	// The type: a NULL operand's array type (the type written in the
	// query), else the result's, else another operand's.
	null := false
	var t *ast.TypeName
	for _, o := range ops {
		if nullConst(o) {
			null = true
			if ot := c.typeOf(o, sc); !knownArray(t) && knownArray(ot) {
				t = ot
			}
		}
	}
	if !null {
		return x
	}
	if !knownArray(t) {
		t = c.typeOf(x, sc)
	}
	for i := 0; !knownArray(t) && i < len(ops); i++ {
		t = c.typeOf(ops[i], sc)
	}
	if !knownArray(t) {
		return x
	}
	sp := x.SpanOf()
	return &ast.Cast{Span: sp, X: x, Type: ast.Clone(t)}
}

// duckNullConcatBin and duckNullConcatFunc are duckNullConcat for the
// rule tables (binaryRules, funcRules).
func (c *Context) duckNullConcatBin(x *ast.Binary, sc *scope) ast.Expr {
	return c.duckNullConcat(x, sc)
}

func (c *Context) duckNullConcatFunc(f *ast.Func, sc *scope) ast.Expr {
	return c.duckNullConcat(f, sc)
}

// nullConst: e is a NULL literal, cast or not.
func nullConst(e ast.Expr) bool {
	for {
		switch x := e.(type) {
		case *ast.Cast:
			e = x.X
		case *ast.Literal:
			return x.Kind == ast.LitNull
		default:
			return false
		}
	}
}
