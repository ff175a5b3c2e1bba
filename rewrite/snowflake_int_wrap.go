package rewrite

import (
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeIntWrapNumber: Hive's or Spark's integer arithmetic, which wraps,
// written for Snowflake, whose integers are NUMBER(38, 0) and do not.
const codeIntWrapNumber = "W029"

// intWrapToSnowflake warns (W029) about a + - * of two integers of known
// types from Hive or Spark for Snowflake. Hive and Spark compute it in the
// wider operand's type (arithType) and wrap past it without an error
// (Java int and long arithmetic; Spark with ANSI mode off: "the same as
// the corresponding operation in a Java/Scala program", Spark ANSI
// compliance), so a BIGINT product past 2^63, or an INT sum past 2^31,
// is another number there; Snowflake's INT and BIGINT are NUMBER(38, 0)
// ("Synonymous with NUMBER", Snowflake numeric data types), which holds
// the exact value. A sum is rewritten to wrap (sum_wrap.go); an operation
// is kept, with this warning, as the exact value is the one users mean
// far more often than the wrapped one. Two integer literals are left out
// where their exact result fits the type (Spark's 2147483647 + 1 is INT
// arithmetic and wraps to -2147483648), and a warning is given once, at
// the outermost such operation of an expression. A CAST to TINYINT,
// SMALLINT, INT or BIGINT is warned about too, unless its operand is an
// integer literal in the type's range or an integer no wider than it: Hive
// and Spark narrow a wider integer as Java does (CAST(2147483648L AS INT) is
// -2147483648, Spark ANSI compliance, ANSI mode off), give NULL for a
// string out of range and saturate a float, where Snowflake's INT keeps
// the value.
func intWrapToSnowflake(c *Context, s ast.Stmt) ast.Stmt {
	if c.Target.Name != "snowflake" || c.Source.Name != "hive" && c.Source.Name != "spark" {
		return s
	}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		// a CAST written in the source: its type has a place of its own
		// (the casts rules add, sumWrap's say, take the call's place)
		if x, ok := n.(*ast.Cast); ok && x.Type.Span.Start.IsValid() && x.Type.Span.Start != x.Span.Start && c.intCastNarrows(x, sc) {
			c.Warn(codeIntWrapNumber, x, "%s's %s is %d bits wide and wraps, saturates or gives NULL past it without an error, where %s's integers are NUMBER(38, 0) and keep the value; CAST to DECIMAL(38, 0) in the source to mean the exact value",
				c.Source.Name, strings.ToUpper(x.Type.Kind.String()), intWidth(x.Type.Kind), c.Target.Name)
			return true
		}
		b, ok := n.(*ast.Binary)
		if !ok || !b.Span.Start.IsValid() || !c.intWrapOp(b, sc) {
			return true
		}
		_, t := c.binaryType(b, sc)
		c.Warn(codeIntWrapNumber, b, "%s computes this in %s and wraps past its range without an error, where %s's integers are NUMBER(38, 0) and keep the exact value; CAST an operand to DECIMAL(38, 0) in the source to mean the exact value",
			c.Source.Name, strings.ToUpper(t.Kind.String()), c.Target.Name)
		return false // once, at the outermost operation
	})
	return s
}

// intWrapOp: b is a + - * of two integers of known widths, not both
// literals.
func (c *Context) intWrapOp(b *ast.Binary, sc *scope) bool {
	if b.Op != ast.OpAdd && b.Op != ast.OpSub && b.Op != ast.OpMul {
		return false
	}
	if k, t := c.binaryType(b, sc); k != arithInt || t == nil {
		return false
	}
	lv, l := untypedIntLiteral(b.L)
	rv, r := untypedIntLiteral(b.R)
	if !(l && r) {
		return true
	}
	// two literals: warned where the exact value leaves the type
	_, t := c.binaryType(b, sc)
	return !fitsWidth(bigArith(b.Op, big.NewInt(lv), big.NewInt(rv)), intWidth(t.Kind))
}

// intCastNarrows: x casts to TINYINT, SMALLINT, INT or BIGINT an operand
// that may not fit it: anything but an integer literal in its range or an
// integer of a type no wider.
func (c *Context) intCastNarrows(x *ast.Cast, sc *scope) bool {
	w := intWidth(x.Type.Kind)
	if w == 0 {
		return false
	}
	if v, ok := untypedIntLiteral(x.X); ok {
		return !fitsWidth(big.NewInt(v), w)
	}
	t := c.typeOf(x.X, sc)
	return t == nil || !t.Kind.IsInteger() || intWidth(t.Kind) == 0 || intWidth(t.Kind) > w
}

// intWidth is the width in bits of the integer type k (TINYINT to BIGINT,
// alike in Hive, Spark and DuckDB), 0
// for another kind.
func intWidth(k ast.TypeKind) int {
	switch k {
	case ast.TypeTinyInt:
		return 8
	case ast.TypeSmallInt:
		return 16
	case ast.TypeInt:
		return 32
	case ast.TypeBigInt:
		return 64
	}
	return 0
}

// fitsWidth: v is in the range of a signed integer of w bits.
func fitsWidth(v *big.Int, w int) bool {
	lim := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	return v.Cmp(new(big.Int).Neg(lim)) >= 0 && v.Cmp(lim) < 0
}
