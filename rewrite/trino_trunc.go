package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// trinoTruncTyped writes Trino's and Presto's truncate(x) (the canonical
// trunc) of an integer or a DECIMAL of known digits with the type Trino
// gives it. Trino has truncate of a DOUBLE, a REAL and a DECIMAL(p, s)
// only, the last returning DECIMAL(max(1, p - s), 0) (Trino source,
// operator/scalar/MathFunctions.java, Truncate: "decimal(rp,0)" with
// rp = max(1, p - s)); an integer argument is coerced to the DECIMAL
// (TypeCoercion: TINYINT to DECIMAL(3, 0), SMALLINT to DECIMAL(5, 0),
// INTEGER to DECIMAL(10, 0), BIGINT to DECIMAL(19, 0)), the most specific
// of the three (FunctionBinder.selectMostSpecificFunctions: a DECIMAL
// coerces to a DOUBLE and a REAL, not back). So truncate(n) of a BIGINT
// is the DECIMAL(19, 0) n, and truncate(n) / 2 of 5 is Trino's decimal
// quotient of scale 0, 3, where PostgreSQL's trunc(CAST(n AS NUMERIC)) /
// 2 is 2.5000000000000000 and DuckDB's trunc of a BIGINT is a BIGINT
// (5 / 2 is 2.5 there). The integer is written CAST(x AS DECIMAL(k, 0)),
// its value; the DECIMAL's truncation is cast to DECIMAL(max(1, p - s),
// 0), an exact cast of an integral value of at most p - s digits. Toward
// Trino and Presto the call is kept; a DOUBLE, a REAL and an argument of
// unknown type are left to the canonical trunc.
func (c *Context) trinoTruncTyped(f *ast.Func, sc *scope) ast.Expr {
	if !c.Source.is("trino", "presto") || c.Target.is("trino", "presto") || f.Unread || f.Over != nil || len(f.Name) != 1 ||
		f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "trunc") || len(f.Args) != 1 {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if t == nil {
		return f
	}
	sp := f.Span
	decimal := func(x ast.Expr, p int) ast.Expr {
		return &ast.Cast{Span: sp, X: x, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDecimal, Params: []int{p, 0}}}
	}
	switch t.Kind {
	case ast.TypeTinyInt:
		return decimal(f.Args[0], 3)
	case ast.TypeSmallInt:
		return decimal(f.Args[0], 5)
	case ast.TypeInt:
		return decimal(f.Args[0], 10)
	case ast.TypeBigInt:
		return decimal(f.Args[0], 19)
	case ast.TypeDecimal:
		if p, s, ok := decimalSize(f.Args[0], t); ok {
			return decimal(f, max(1, p-s))
		}
	}
	return f
}
