package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// hexTyped reads Hive's, Spark's and DuckDB's hex(x), which the reader
// leaves unread (dialects/functions_hex.go marks it ast.Func.Unread): its
// rule depends on the type of x. Where the schema, a literal or a cast
// gives that type, a TINYINT, SMALLINT, INTEGER or BIGINT becomes the
// canonical hex_int (the upper-case hexadecimal digits of its 64-bit two's
// complement) and a VARCHAR or STRING the canonical hex_text (the
// upper-case hexadecimal digits of its UTF-8 bytes); another type is
// refused (T302), an unknown one too (T056). Toward the source's own
// dialect the call is kept as written.
func (c *Context) hexTyped(f *ast.Func, sc *scope) ast.Expr {
	if !c.Source.is("hive", "spark", "duckdb") || c.Target.Name == c.Source.Name || len(f.Name) != 1 ||
		!strings.EqualFold(f.Name[0].Name, "hex") || len(f.Args) != 1 {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if t == nil {
		c.Refuse(codeTypeUnknown, f, "give the column types with --schema (or a CREATE TABLE in the script), or cast the argument: hex(CAST(x AS BIGINT)) or hex(CAST(x AS STRING))",
			"the type of %s is not known: %s's hex of an integer writes its 64-bit two's complement, of a string its UTF-8 bytes, and of another type follows the dialect's own conversion", exprName(f.Args[0]), c.Source.Name)
		return f
	}
	canon := ""
	switch {
	case t.Kind.IsInteger() && t.Kind != ast.TypeHugeInt:
		canon = "hex_int"
	case t.Kind == ast.TypeVarchar || t.Kind == ast.TypeString:
		canon = "hex_text"
	default:
		c.Refuse("T302", f, "cast the argument to BIGINT or to a string in the source, as the value is meant",
			"%s's hex of a %s is not translated (lateral reads it of an integer up to BIGINT and of a VARCHAR or STRING only): Spark and Hive convert a number of another type to a BIGINT or a string first, DuckDB by its own casts (hex(2.5::DOUBLE) is '80000102' there, '2' in Spark)", c.Source.Name, strings.ToUpper(t.Kind.String()))
		return f
	}
	out := *f
	out.Unread = false
	out.Name = ast.QName{{Span: f.Name[0].Span, Name: canon}}
	return &out
}
