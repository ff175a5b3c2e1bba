package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// base64Typed reads Hive's and Spark's base64(x) and Snowflake's
// BASE64_ENCODE(x), which the reader leaves unread
// (dialects/functions_base64.go): they encode bytes, so only the forms
// whose bytes are a string's UTF-8 encoding are read, as the canonical
// base64_text(s): CAST(s AS BINARY) of a VARCHAR or STRING s (Hive's and
// Spark's cast of a string to BINARY takes its UTF-8 bytes) and, in Spark
// and Snowflake, a VARCHAR or STRING s itself (Spark casts it to BINARY
// alike, Snowflake encodes a string's UTF-8 bytes; Hive's base64 takes a
// BINARY only). Another type is refused (T302), an unknown one too
// (T056), and so is Snowflake's BASE64_ENCODE with a max_line_length or
// an alphabet. Toward the source's own dialect the call is kept as
// written.
func (c *Context) base64Typed(f *ast.Func, sc *scope) ast.Expr {
	if c.Target.Name == c.Source.Name || len(f.Name) != 1 {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	if !(c.Source.is("hive", "spark") && name == "base64") && !(c.Source.is("snowflake") && name == "base64_encode") {
		return f
	}
	if len(f.Args) != 1 {
		if name == "base64_encode" && len(f.Args) > 1 {
			c.Refuse("T302", f.Args[1], "encode without line breaks and with the standard alphabet (BASE64_ENCODE(s)), or encode where the source runs",
				"Snowflake's BASE64_ENCODE with a max_line_length or an alphabet is not translated: lateral reads BASE64_ENCODE(s) of a string only")
		}
		return f
	}
	arg := f.Args[0]
	if k, ok := arg.(*ast.Cast); ok && name == "base64" && k.Mode == ast.CastStrict && k.Type != nil && k.Type.Kind == ast.TypeBinary {
		arg = k.X
	} else if c.Source.Name == "hive" {
		c.Refuse("T302", f, "cast the argument to BINARY in the source (base64(CAST(s AS BINARY))) when it is a string",
			"Hive's base64 of %s is not translated: lateral reads base64 of CAST(s AS BINARY) of a string only, whose bytes are the string's UTF-8 encoding", exprName(f.Args[0]))
		return f
	}
	t := c.typeOf(arg, sc)
	if t == nil {
		cast := "base64(CAST(x AS STRING))"
		if name == "base64_encode" {
			cast = "BASE64_ENCODE(CAST(x AS VARCHAR))"
		}
		c.Refuse(codeTypeUnknown, f, "give the column types with --schema (or a CREATE TABLE in the script), or cast the argument: "+cast,
			"the type of %s is not known: %s's %s of a string encodes its UTF-8 bytes, of a BINARY its bytes and of another type the bytes of the dialect's own conversion", exprName(arg), c.Source.Name, name)
		return f
	}
	if t.Kind != ast.TypeVarchar && t.Kind != ast.TypeString {
		c.Refuse("T302", f, "cast the argument to a string in the source when its text is meant",
			"%s's %s of a %s is not translated (lateral reads it of a VARCHAR or STRING only, whose bytes are its UTF-8 encoding): a BINARY's bytes are written differently by each dialect, and a number or another type is converted to bytes by each dialect's own rule", c.Source.Name, name, strings.ToUpper(t.Kind.String()))
		return f
	}
	return &ast.Func{Span: f.Span, Name: ast.QName{{Span: f.Name[0].Span, Name: "base64_text"}}, Args: []ast.Expr{arg}}
}
