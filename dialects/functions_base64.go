package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// base64Rows: the Base64 text of a string's UTF-8 bytes (base64_text).
//
// Each dialect encodes bytes, not a string, and is read in the form that
// makes those bytes a string's UTF-8 encoding:
//   - Spark's base64(bin) "Converts the argument from a binary bin to a
//     base 64 string" (Spark SQL function reference), a STRING argument
//     cast to BINARY as its UTF-8 bytes; Hive's base64(bin) takes a BINARY
//     (LanguageManual UDF), CAST(s AS BINARY) of a STRING being its UTF-8
//     bytes. Both write the RFC 4648 alphabet with = padding and no line
//     breaks (commons-codec encodeBase64, unchunked). They are read by the
//     argument's type in rewrite's base64Typed (rewrite/base64_typed.go):
//     a VARCHAR or STRING, or (Spark and Hive) CAST(s AS BINARY) of one;
//   - Trino's and Presto's to_base64(binary) "Encodes binary into a base64
//     string representation" and to_utf8(string) "Encodes string into a
//     UTF-8 varbinary representation": to_base64(to_utf8(s)) is read;
//   - DuckDB's to_base64(blob) (base64 its alias) "Converts a blob to a
//     base64 encoded string" and encode(string) "Converts the string to
//     BLOB. Converts UTF-8 characters into literal encoding";
//     to_base64(encode(s)) and base64(encode(s)) are read (to_base64 of a
//     VARCHAR is rejected by DuckDB's binder, run on DuckDB 1.5);
//   - BigQuery's TO_BASE64(bytes) "Converts a sequence of BYTES into a
//     base64-encoded STRING", CAST(s AS BYTES) of a STRING being its UTF-8
//     bytes: TO_BASE64(CAST(s AS BYTES)) is read;
//   - Snowflake's BASE64_ENCODE(input) of "A string or binary
//     expression": max_line_length "Default: 0 (specifies that no line
//     breaks are inserted)", the alphabet + and / with = padding by
//     default; read by the argument's type in base64Typed too, of a
//     VARCHAR only and without max_line_length or alphabet;
//   - PostgreSQL's encode(bytes, 'base64') "wraps lines at 76 characters"
//     (PostgreSQL 15, 9.5; run on PostgreSQL 15: a newline after every 76
//     characters, and only there), so it is written with those newlines
//     removed: replace of chr(10) by the empty string in
//     encode(convert_to(s, 'UTF8'), 'base64'); its own form is not read.
//
// Run on DuckDB 1.5 and PostgreSQL 15: the text of 'héllo€' is
// 'aMOpbGxv4oKs', of the empty string the empty string, of NULL NULL.
// Doris, Drill and ISO SQL are not written: refused.
func base64Rows() {
	fnRow("base64_text", fnEm(emBase64Cast, dHive, dSpark), fnEm(emBase64Utf8, dTrino, dPresto),
		fnEm(emBase64Encode, dDuck), fnEm(emBase64Bytes, dBQ), fnEm(emBase64Snow, dSnow), fnEm(emBase64PG, dPG),
		fnNo("this dialect has no Base64 encoding of a string's UTF-8 bytes written here", "encode the text where the source runs", dDoris, dDrill, dAnsi))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dHive, dSpark}, names: []string{"base64"}, canon: "base64_text", fix: fnBase64Never, unread: true},
		fnAlias{ds: []string{dSnow}, names: []string{"base64_encode"}, canon: "base64_text", fix: fnBase64Never, unread: true},
		fnAlias{ds: []string{dTrino, dPresto}, names: []string{"to_base64"}, canon: "base64_text", fix: fnBase64Of("to_utf8"), unread: true},
		fnAlias{ds: []string{dDuck}, names: []string{"to_base64", "base64"}, canon: "base64_text", fix: fnBase64Of("encode"), unread: true},
		fnAlias{ds: []string{dBQ}, names: []string{"to_base64"}, canon: "base64_text", fix: fnBase64OfBytes, unread: true})
}

func emBase64Cast(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("base64", c.cast(a[0], ast.TypeBinary)), nil
}

func emBase64Utf8(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("to_base64", c.f("to_utf8", a[0])), nil
}

func emBase64Encode(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("to_base64", c.f("encode", a[0])), nil
}

func emBase64Bytes(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("to_base64", c.cast(a[0], ast.TypeBinary)), nil
}

func emBase64Snow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("base64_encode", a[0]), nil
}

func emBase64PG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	enc := c.f("encode", c.f("convert_to", a[0], c.str("UTF8")), c.str("base64"))
	return c.f("replace", enc, c.f("chr", c.num(10)), c.str("")), nil
}

// fnBase64Never leaves Hive's and Spark's base64 and Snowflake's
// BASE64_ENCODE unread, for rewrite's base64Typed to read by the
// argument's type.
func fnBase64Never(string, *ast.Func, []ast.Expr) (string, []ast.Expr, bool) {
	return "", nil, false
}

// fnBase64Of reads f(inner(s)), inner being the dialect's function giving
// the UTF-8 bytes of a string, as base64_text(s).
func fnBase64Of(inner string) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		if len(a) != 1 || fnPlainCall(f) != nil {
			return "", nil, false
		}
		g, ok := a[0].(*ast.Func)
		if !ok || len(g.Name) != 1 || g.Name[0].Quoted || !strings.EqualFold(g.Name[0].Name, inner) || len(g.Args) != 1 || fnPlainCall(g) != nil {
			return "", nil, false
		}
		return canon, g.Args, true
	}
}

// fnBase64OfBytes reads BigQuery's TO_BASE64(CAST(s AS BYTES)) as
// base64_text(s).
func fnBase64OfBytes(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 1 || fnPlainCall(f) != nil {
		return "", nil, false
	}
	k, ok := a[0].(*ast.Cast)
	if !ok || k.Mode != ast.CastStrict || k.Type == nil || k.Type.Kind != ast.TypeBinary {
		return "", nil, false
	}
	return canon, []ast.Expr{k.X}, true
}
