package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

const codeFloatDecimal = "T155"

// floatDecimalCast refuses (T155) a cast of a float to DECIMAL between
// PostgreSQL and another dialect. PostgreSQL converts a float to NUMERIC
// through its shortest decimal text of 6 (real) or 15 (double precision)
// significant digits, then rounds to the scale half away from zero;
// DuckDB rounds the binary value times 10^s (run on PostgreSQL 15 and
// DuckDB 1.5: CAST(CAST(1.1 AS REAL) AS DECIMAL(18, 10)) is 1.1000000000
// in PostgreSQL, 1.1000000512 in DuckDB; CAST(123456.7::real AS
// NUMERIC(10, 1)) 123457.0 and 123456.7), and the other engines keep more
// digits of the binary value too. The digits differ at every precision
// and scale, for a DOUBLE as for a REAL: a double just below a tie
// rounds up in PostgreSQL once cut to 15 digits (CAST(1.005::float8 AS
// NUMERIC(15, 2)) is 1.01 in PostgreSQL, 1.00 in DuckDB; 9.995 gives
// 10.00 and 9.99; 1e14 + 0.5 cast to NUMERIC(15, 0) 100000000000000 and
// 100000000000001), and past 15 digits the binary digits show (0.1 + 0.2
// cast to DECIMAL(20, 17) is 0.30000000000000000 and 0.30000000000000004).
// A DOUBLE literal written with at most as many decimals as the scale,
// and at most 15 digits once scaled (0.1 to DECIMAL(4, 1), -2.5 to
// DECIMAL(10, 2)), is left alone: its 15 digits are the literal itself,
// and its binary value times 10^s is within 0.5 of the same integer.
// An array of floats cast to an array of DECIMAL is refused the same way.
func (c *Context) floatDecimalCast(e *ast.Cast, sc *scope) {
	if c.Source.Name == c.Target.Name || c.Source.Name != "postgres" && c.Target.Name != "postgres" || e.Type == nil {
		return
	}
	t, to := c.typeOf(e.X, sc), e.Type
	for t != nil && to != nil && t.Kind == ast.TypeArray && to.Kind == ast.TypeArray {
		t, to = t.Elem, to.Elem
	}
	if t == nil || to == nil || to.Kind != ast.TypeDecimal || t.Kind != ast.TypeReal && t.Kind != ast.TypeDouble {
		return
	}
	if t.Kind == ast.TypeDouble && exactDoubleLiteral(e.X, to) {
		return
	}
	digits, example := "6 significant digits of a REAL", "CAST(CAST(1.1 AS REAL) AS DECIMAL(18, 10)) is 1.1000000000 in PostgreSQL, 1.1000000512 in DuckDB"
	if t.Kind == ast.TypeDouble {
		digits, example = "15 significant digits of a DOUBLE PRECISION", "CAST(CAST(1.005 AS DOUBLE PRECISION) AS DECIMAL(15, 2)) is 1.01 in PostgreSQL, 1.00 in DuckDB; 0.1 + 0.2 cast to DECIMAL(20, 17) is 0.30000000000000000 and 0.30000000000000004"
	}
	c.Refuse(codeFloatDecimal, e, "keep the value a float, or hold it as NUMERIC in the source so that no float is cast",
		"the cast of a float to DECIMAL: PostgreSQL keeps %s before rounding to the scale, %s rounds the binary value, and the digits differ (%s) (%s to %s)",
		digits, otherThan(c, "postgres"), example, c.Source.Name, c.Target.Name)
}

// exactDoubleLiteral says whether x is a DOUBLE literal (negated, or a cast
// of a number literal to DOUBLE) of plain digits with no more decimals
// than to's scale and no more than 15 integer digits and scale together.
func exactDoubleLiteral(x ast.Expr, to *ast.TypeName) bool {
	for i := 0; i < 3; i++ { // -(1.5::float8), (-1.5)::float8
		if u, ok := x.(*ast.Unary); ok && (u.Op == ast.OpNeg || u.Op == ast.OpPlus) {
			x = u.X
		} else if c, ok := x.(*ast.Cast); ok && c.Type != nil && c.Type.Kind == ast.TypeDouble {
			x = c.X
		}
	}
	l, ok := x.(*ast.Literal)
	if !ok || l.Kind != ast.LitDouble && l.Kind != ast.LitDecimal && l.Kind != ast.LitInt || len(to.Params) == 0 {
		return false
	}
	scale := 0
	if len(to.Params) > 1 {
		scale = to.Params[1]
	}
	whole, frac, _ := strings.Cut(l.Value, ".")
	whole = strings.TrimLeft(whole, "0")
	if whole == "" && frac == "" || strings.Trim(whole+frac, "0123456789") != "" {
		return false
	}
	return len(frac) <= scale && len(whole)+scale <= 15
}
