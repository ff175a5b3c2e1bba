package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeSnowflakePadLength refuses a Snowflake lpad or rpad whose length may
// be negative, toward another dialect.
const codeSnowflakePadLength = "T215"

// snowflakePadLength refuses (T215) Snowflake's lpad(s, n, pad) and rpad
// toward another dialect where n is not known to be non-negative.
// Snowflake's documentation of LPAD and RPAD says only that length_expr is
// "An expression that evaluates to an integer" and that a longer base "is
// truncated to length length_expr"; what a negative length gives is not
// said, and the other dialects disagree on it (an empty string, an error
// or NULL, pad_negative_length.go), so no translation of such a call can
// be told to give Snowflake's rows. A length that is a non-negative
// integer literal, of the form CASE WHEN n < 0 THEN 0 ELSE n END
// (PadLenNonNegative), or a NULL argument is exact and kept.
func (c *Context) snowflakePadLength(f *ast.Func, sc *scope) ast.Expr {
	if !c.Source.is("snowflake") || c.Target.is("snowflake") || !isPadCall(f) {
		return f
	}
	s, n, p := f.Args[0], f.Args[1], f.Args[2]
	if PadLenNonNegative(n) || isNullLit(s) || isNullLit(n) || isNullLit(p) {
		return c.snowflakePadIntLength(f) // snowflake_pad_int_length.go
	}
	name := strings.ToLower(f.Name[0].Name)
	c.Refuse(codeSnowflakePadLength, n,
		"write the length as a non-negative integer literal, or as CASE WHEN n < 0 THEN 0 ELSE n END",
		"Snowflake's %s with a negative length is not documented, and %s gives its own value for one (the dialects give '', NULL or an error), so a length that may be negative cannot be translated",
		name, c.Target.Name)
	return f
}
