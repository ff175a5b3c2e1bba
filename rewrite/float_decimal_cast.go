package rewrite

import "github.com/lateral-sql/lateral/ast"

const codeFloatDecimal = "T155"

// floatDecimalCast refuses (T155) a cast of a float to DECIMAL between
// PostgreSQL and another dialect where the digits differ. PostgreSQL
// converts a float to NUMERIC through its shortest decimal text of 6
// (real) or 15 (double precision) significant digits, then rounds to the
// scale; DuckDB rounds the binary value times 10^s (run on PostgreSQL 15
// and DuckDB 1.5: CAST(CAST(1.1 AS REAL) AS DECIMAL(18, 10)) is
// 1.1000000000 in PostgreSQL, 1.1000000512 in DuckDB; CAST(123456.7::real
// AS NUMERIC(10, 1)) 123457.0 and 123456.7), and the other engines keep
// more digits of the binary value too. A REAL is refused at any precision
// (six digits is where its values already differ, 123456.7 above); a
// DOUBLE when the DECIMAL has more than 15 digits (or no precision),
// where PostgreSQL's 15 digits show: 0.1 + 0.2 cast to DECIMAL(20, 17) is
// 0.30000000000000000 in PostgreSQL and 0.30000000000000004 in DuckDB.
func (c *Context) floatDecimalCast(e *ast.Cast, sc *scope) {
	if c.Source.Name == c.Target.Name || c.Source.Name != "postgres" && c.Target.Name != "postgres" || e.Type == nil || e.Type.Kind != ast.TypeDecimal {
		return
	}
	t := c.typeOf(e.X, sc)
	if t == nil || t.Kind != ast.TypeReal && t.Kind != ast.TypeDouble {
		return
	}
	if t.Kind == ast.TypeDouble && len(e.Type.Params) > 0 && e.Type.Params[0] <= 15 {
		return
	}
	digits, example := "6 significant digits of a REAL", "CAST(CAST(1.1 AS REAL) AS DECIMAL(18, 10)) is 1.1000000000 in PostgreSQL, 1.1000000512 in DuckDB"
	if t.Kind == ast.TypeDouble {
		digits, example = "15 significant digits of a DOUBLE PRECISION", "0.1 + 0.2 cast to DECIMAL(20, 17) is 0.30000000000000000 in PostgreSQL, 0.30000000000000004 in DuckDB"
	}
	c.Refuse(codeFloatDecimal, e, "round the float in the source to the digits both keep (a DOUBLE PRECISION cast to a NUMERIC of 15 digits or fewer), or cast a NUMERIC value",
		"the cast of a float to DECIMAL: PostgreSQL keeps %s before rounding to the scale, %s rounds the binary value, and the digits differ (%s) (%s to %s)",
		digits, otherThan(c, "postgres"), example, c.Source.Name, c.Target.Name)
}
