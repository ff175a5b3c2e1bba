package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// codeJavaShift refuses a Hive or Spark shift whose answer the target
// may not give.
const codeJavaShift = "T224"

// javaShift checks Hive's and Spark's a << n and a >> n (their shiftleft
// and shiftright, dialects/functions_shift.go) toward the other
// dialects. There they are Java's shifts: of an INT (a TINYINT or
// SMALLINT taken as an INT) the count is taken modulo 32, of a BIGINT
// modulo 64 (Java Language Specification 15.19), and the bits past the
// width are dropped, so shiftleft(1, 33) is 2 and shiftleft(1, 31) is
// -2147483648. The other dialects part from this for some counts and
// values: Trino's bitwise_left_shift of an INTEGER by 32 to 63 is 0
// (BitwiseFunctions), DuckDB's << raises for a negative value or a
// result past the type (executor/duck_shift.go), PostgreSQL's <<
// of a SMALLINT keeps 16 bits (16384::smallint << 2 is 0), Snowflake's
// BITSHIFTLEFT does not wrap at 32 bits. So the shift is written only
// where it is the same: of an INT or BIGINT operand, known from the
// schema or a cast, by an integer literal count from 0 to the width less
// one, toward PostgreSQL (int4 and int8 shifts of such counts) and
// Trino (bitwise_left_shift and bitwise_right_shift_arithmetic keep the
// INTEGER's low 32 bits with their sign), and its >> toward DuckDB (an
// arithmetic shift within the type, -8 >> 1 is -4 there); anything else
// is refused (T224).
func (c *Context) javaShift(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op != ast.OpShl && b.Op != ast.OpShr || !c.Source.is("hive", "spark") || c.Target.is("hive", "spark") {
		return b
	}
	const hint = "compute the shift where the source runs, or cast the value to INT or BIGINT and shift by a constant count below its width"
	t := c.typeOf(b.L, sc)
	if t == nil {
		c.Refuse(codeJavaShift, b, "give the column types with --schema (or a CREATE TABLE in the script), or cast the value to INT or BIGINT",
			"the type of %s is not known: %s's shift is Java's, of an INT by the count modulo 32 and of a BIGINT modulo 64, which %s's shift gives only for some types and counts", exprName(b.L), c.Source.Name, c.Target.Name)
		return b
	}
	width := int64(0)
	switch t.Kind {
	case ast.TypeInt:
		width = 32
	case ast.TypeBigInt:
		width = 64
	}
	n, isLit := untypedIntLiteral(b.R)
	ok := width > 0 && isLit && n >= 0 && n < width
	switch {
	case c.Target.is("postgres", "trino"):
	case c.Target.is("duckdb"):
		ok = ok && b.Op == ast.OpShr
	default:
		ok = false
	}
	if !ok {
		c.Refuse(codeJavaShift, b, hint,
			"%s's shift is Java's (of an INT by the count modulo 32 and of a BIGINT modulo 64, the bits past the width dropped), which %s's gives only for an INT or BIGINT value shifted by a constant count below its width (both shifts toward PostgreSQL and Trino, >> alone toward DuckDB, which raises for a negative value or an overflowing <<)",
			c.Source.Name, c.Target.Name)
	}
	return b
}
