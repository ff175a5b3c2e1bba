package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB gives an integer literal beside a TINYINT or a SMALLINT operand
// that operand's type when its value fits it (types.go, arithType; run on
// DuckDB 1.5: typeof(CAST(1 AS SMALLINT) * 300) is SMALLINT and
// CAST(200 AS SMALLINT) * 300 raises "Overflow in multiplication of
// INT16", 300 * CAST(200 AS SMALLINT) and CAST(100 AS TINYINT) + 100
// alike; a CAST(300 AS INTEGER) operand makes the product an INTEGER:
// 60000). So do its coalesce, greatest, least and CASE (typeof of
// coalesce(CAST(1 AS SMALLINT), 1) is SMALLINT). The other dialects read
// the literal as an INTEGER (PostgreSQL 15: pg_typeof(1::smallint * 300)
// is integer, 200::smallint * 300 is 60000, coalesce(1::smallint, 1) an
// integer; Spark, Hive and Trino read an integer literal as an INT, and
// compute in the wider operand's type: types.go).
//
// duckIntLiterals writes such a literal, toward DuckDB from another
// dialect, as CAST(v AS INTEGER), so that DuckDB computes in INTEGER as
// the source does, for + - * / // % & | xor and the arguments of
// coalesce, greatest, least and CASE results. From DuckDB toward
// PostgreSQL and ANSI SQL (whose translations are checked on PostgreSQL)
// the literal beside the operator is written CAST(v AS SMALLINT) (or
// TINYINT), so that the target computes in DuckDB's type and raises
// where DuckDB does (PostgreSQL 15: 200::smallint * 300::smallint is
// "smallint out of range").
func duckIntLiterals(c *Context, s ast.Stmt) ast.Stmt {
	src, dst := c.Source.Name, c.Target.Name
	toDuck := dst == "duckdb" && src != "duckdb"
	fromDuck := src == "duckdb" && (dst == "postgres" || dst == "ansi")
	if !toDuck && !fromDuck {
		return s
	}
	casts := map[ast.Expr]ast.TypeKind{}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		narrow := func(e ast.Expr) ast.TypeKind {
			if t := c.typeOf(e, sc); t != nil && (t.Kind == ast.TypeTinyInt || t.Kind == ast.TypeSmallInt) {
				return t.Kind
			}
			return 0
		}
		// mark the literals of es that DuckDB types as one of the others
		mark := func(es ...ast.Expr) {
			kind := ast.TypeKind(0)
			for _, e := range es {
				if _, lit := untypedIntLiteral(e); !lit {
					if k := narrow(e); k != 0 && (kind == 0 || k > kind) {
						kind = k
					}
				}
			}
			if kind == 0 {
				return
			}
			for _, e := range es {
				if v, lit := untypedIntLiteral(e); lit && fitsInt(v, kind) {
					if toDuck {
						casts[e] = ast.TypeInt
					} else {
						casts[e] = kind
					}
				}
			}
		}
		switch x := n.(type) {
		case *ast.Binary:
			switch x.Op {
			case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpIntDiv, ast.OpMod, ast.OpBitAnd, ast.OpBitOr, ast.OpBitXor:
				mark(x.L, x.R)
			}
		case *ast.Func:
			if !toDuck || len(x.Name) != 1 || x.Over != nil {
				return true
			}
			switch strings.ToLower(x.Name[0].Name) {
			case "coalesce", "greatest", "least", "greatest_ignore_nulls", "least_ignore_nulls", "xor":
				mark(x.Args...)
			}
		case *ast.Case:
			if toDuck {
				mark(caseResults(x)...)
			}
		}
		return true
	})
	if len(casts) == 0 {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		e, ok := n.(ast.Expr)
		if !ok {
			return n
		}
		k, ok := casts[e]
		if !ok {
			return n
		}
		sp := e.SpanOf()
		return &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: k}}
	})
}
