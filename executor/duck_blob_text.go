package executor

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckBlobText is DuckDB's cast of a VARCHAR to a BLOB (Blob::ToBlob): a
// backslash starts an escape, \x and two hex digits of either case, which
// is that byte; any other ASCII character is its own byte; a backslash
// not so followed and a character past ASCII are errors. Run on DuckDB
// 1.5: CAST('a\x41' AS BLOB) is aA, '\xFf' the byte 0xff, '\X41', '\xZZ',
// 'a\b', 'a\' and 'a\x4' raise "Invalid hex escape code encountered in
// string -> blob conversion", 'é' raises "Invalid byte encountered in
// STRING -> BLOB conversion".
func duckBlobText(s string) ([]byte, error) {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c > 127 {
			return nil, fmt.Errorf("Invalid byte encountered in STRING -> BLOB conversion of string \"%s\". All non-ascii characters must be escaped with hex codes (e.g. \\xAA)", s)
		}
		if c != '\\' {
			out = append(out, c)
			continue
		}
		if i+3 >= len(s) {
			return nil, fmt.Errorf("Invalid hex escape code encountered in string -> blob conversion of string \"%s\": unterminated escape code at end of blob", s)
		}
		hi, ok1 := hexDigit(s[i+2])
		lo, ok2 := hexDigit(s[i+3])
		if s[i+1] != 'x' || !ok1 || !ok2 {
			return nil, fmt.Errorf("Invalid hex escape code encountered in string -> blob conversion of string \"%s\": %s", s, s[i:i+4])
		}
		out = append(out, hi<<4|lo)
		i += 3
	}
	return out, nil
}

// duckBlobToText is DuckDB's cast of a BLOB to a VARCHAR (Blob::ToString):
// a printable ASCII byte but \, ' and " is its character, any other byte
// \x and two upper-case hex digits (run on DuckDB 1.5: the BLOB of the
// bytes ff 41 0a 5c 7f 20 7e 22 27 is \xFFA\x0A\x5C\x7F ~\x22\x27).
func duckBlobToText(b string) string {
	var out strings.Builder
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c >= 32 && c <= 126 && c != '\\' && c != '\'' && c != '"' {
			out.WriteByte(c)
			continue
		}
		fmt.Fprintf(&out, "\\x%02X", c)
	}
	return out.String()
}

// duckBlobCast is a cast under Options.DuckDBBlobText of a string to a
// BLOB or of a BLOB to a string type; done reports whether v and t are
// such.
func duckBlobCast(v Value, t Type) (out Value, done bool, err error) {
	switch {
	case t.Kind == ast.TypeBinary && v.k == KindString:
		b, err := duckBlobText(v.s)
		if err != nil {
			return Null, true, err
		}
		return BinaryValue(b), true, nil
	case (t.Kind == ast.TypeVarchar || t.Kind == ast.TypeString) && v.k == KindBinary:
		return StringValue(duckBlobToText(v.s)), true, nil
	}
	return Null, false, nil
}

// duckBlobArgs binds, under Options.DuckDBBlobText, the argument of
// to_base64 and base64 (its alias), which take a BLOB only, as DuckDB's
// binder does (run on DuckDB 1.5): a string literal is cast to a BLOB by
// duckBlobText (to_base64('abc') is YWJj, to_base64('a\x41') YUE=,
// to_base64('é') raises), another string, a column or an expression, is
// an error ("No function matches the given name and argument types
// 'to_base64(VARCHAR)'").
func (b *binder) duckBlobArgs(x *ast.Func, name string, args []Expr) error {
	if !b.p.eng.opts.DuckDBBlobText || (name != "to_base64" && name != "base64") || len(args) != 1 || len(x.Args) != 1 {
		return nil
	}
	if lit, ok := x.Args[0].(*ast.Literal); ok && lit.Kind == ast.LitString && lit.Type == ast.TypeUnknown {
		args[0] = &CastE{X: args[0], To: Type{Kind: ast.TypeBinary}}
		return nil
	}
	if args[0].Type().Kind.IsText() {
		return errAt(x, "No function matches the given name and argument types '%s(VARCHAR)': DuckDB's %s takes a BLOB (encode(s) is a string's UTF-8 bytes)", strings.ToLower(x.Name.Last().Name), strings.ToLower(x.Name.Last().Name))
	}
	return nil
}
