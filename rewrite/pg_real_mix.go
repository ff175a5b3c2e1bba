package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeRealMix: PostgreSQL converts an integer or numeric argument meeting a
// real one to real, which Snowflake and BigQuery cannot write.
const codeRealMix = "T151"

// pgRealMix refuses, toward Snowflake and BigQuery, PostgreSQL's least,
// greatest and coalesce of a real (a 4-byte float) argument and an
// integer or numeric one: PostgreSQL resolves them to real, rounding the
// other argument to 24 bits of precision (run on PostgreSQL 15:
// least(16777217, 1e30::real) is 16777216, typed real), where Snowflake
// and BigQuery, which have no 4-byte float (their FLOAT and FLOAT64 are
// doubles; a cast to REAL is refused there, T090), keep it. An integer
// literal of at most 2^24 in magnitude is exact as a real and needs
// nothing; a double precision argument makes the result a double in
// PostgreSQL too. DuckDB's FLOAT is the same (run on DuckDB 1.5:
// least(16777217, 1e30::float) is the FLOAT 16777216).
func (c *Context) pgRealMix(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" && c.Source.Name != "duckdb" || !c.Target.is("snowflake", "bigquery") || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) < 2 {
		return f
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "least", "greatest", "least_ignore_nulls", "greatest_ignore_nulls", "coalesce":
	default:
		return f
	}
	real, double := false, false
	var exact ast.Expr
	for _, a := range f.Args {
		t := c.typeOf(a, sc)
		switch {
		case t == nil:
		case t.Kind == ast.TypeReal:
			real = true
		case t.Kind == ast.TypeDouble:
			double = true
		case t.Kind.IsInteger() || t.Kind == ast.TypeDecimal:
			if v, ok := signedIntLiteral(a); ok && v >= -1<<24 && v <= 1<<24 {
				continue
			}
			if exact == nil {
				exact = a
			}
		}
	}
	if real && !double && exact != nil {
		c.Refuse(codeRealMix, exact, "cast the real argument to double precision in the source (least(i, CAST(r AS DOUBLE PRECISION)))",
			"%s converts %s to real, a 4-byte float of 24 bits of precision, for %s of a real argument (least(16777217, r) is 16777216), and %s has no such type",
			c.Source.Name, exprName(exact), strings.TrimSuffix(strings.ToLower(f.Name[0].Name), "_ignore_nulls"), c.Target.Name)
	}
	return f
}
