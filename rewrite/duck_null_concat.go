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
// the canonical concat and concat_arrays, which DuckDB spells ||) of
// which an operand is a NULL literal, cast or not, and whose operands
// have one known array type T[] becomes CAST(a || b AS T[]); where their
// types differ, a NULL of the type DuckDB gives the operands' common
// type (below). The value does not change: it is a NULL either way.
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
	// The type: the operands' array type when they have one; a NULL
	// operand's type alone would change later values of the column
	// where the other's differs (Trino's ARRAY[1.5] || CAST(NULL AS
	// ARRAY(INTEGER)) is an array of DECIMAL(2, 1), and DuckDB's
	// recursive CTE casts its recursive rows to the types of its first
	// ones: [2.5] as INTEGER[] is [3]). Where they differ, DuckDB finds
	// the common type itself: CASE WHEN TRUE THEN NULL ELSE
	// list_concat(a, b) END is a NULL of the type list_concat gives its
	// operands (DECIMAL(11, 1)[] there, as in Trino and Spark; checked on
	// DuckDB 1.5), and list_concat, which skips a NULL operand, is never
	// run.
	null, differ := false, false
	var t *ast.TypeName
	for _, o := range ops {
		if nullConst(o) {
			null = true
		}
		ot := c.typeOf(o, sc)
		switch {
		case !knownArray(ot):
			if !isNullLit(o) {
				return x // an operand of unknown type
			}
		case t == nil:
			t = ot
		case !sameType(t, ot):
			differ = true
		}
	}
	if !null {
		return x
	}
	if !knownArray(t) {
		t = c.typeOf(x, sc)
	}
	if !knownArray(t) {
		return x
	}
	if e := t.Elem; e.Kind == ast.TypeDecimal && len(e.Params) != 2 {
		differ = true // a DECIMAL of a precision not known: DuckDB's own
	}
	if differ {
		sp := x.SpanOf()
		cat := ops[0]
		for _, o := range ops[1:] {
			cat = &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "list_concat"}}, Args: []ast.Expr{cat, o}}
		}
		return caseWhen(sp, &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "true"}, &ast.Literal{Span: sp, Kind: ast.LitNull, Value: "NULL"}, cat)
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
