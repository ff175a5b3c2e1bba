package rewrite

import (
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
// (their value is known), and a warning is given once, at the outermost
// such operation of an expression.
func intWrapToSnowflake(c *Context, s ast.Stmt) ast.Stmt {
	if c.Target.Name != "snowflake" || c.Source.Name != "hive" && c.Source.Name != "spark" {
		return s
	}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
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
	_, l := untypedIntLiteral(b.L)
	_, r := untypedIntLiteral(b.R)
	return !(l && r)
}
