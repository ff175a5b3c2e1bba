package dialects

import "github.com/lateral-sql/lateral/ast"

// hexRows: hex(x), read by the type of x.
//
// Hive's, Spark's and DuckDB's hex give upper-case hexadecimal digits, of
// an integer its 64-bit two's complement without leading zeros, of a
// string its UTF-8 bytes:
//   - Spark SQL function reference: hex(expr) "Converts expr to
//     hexadecimal"; Spark's Hex takes a BIGINT, a BINARY or a STRING
//     (hex(17) is '11', hex('Spark SQL') '537061726B2053514C'), a negative
//     BIGINT written as its unsigned 64-bit value;
//   - Hive LanguageManual UDF: hex(BIGINT a), hex(STRING a), hex(BINARY
//     a): "If the argument is an INT or binary, hex returns the number as
//     a STRING in hexadecimal format. Otherwise if the number is a STRING,
//     it converts each character into its hexadecimal representation";
//     Hive's UDFHex writes Long.toHexString, upper-cased;
//   - run on DuckDB 1.5: hex(-1::INTEGER) and hex(-1::SMALLINT) are
//     'FFFFFFFFFFFFFFFF', hex(255) 'FF', hex(0) '0', hex('€') 'E282AC',
//     hex of the empty string the empty string; hex(-1::HUGEINT) has 32 digits, hex(2.5::DOUBLE) is
//     '80000102' (Spark's is '2', of the BIGINT 2).
//
// The call is read by rewrite's hexTyped (rewrite/hex_typed.go) where the
// argument's type is known: an integer up to BIGINT is hex_int, a VARCHAR
// or STRING hex_text; an integer or string literal is read here. Both are
// written hex in Hive, Spark and DuckDB. PostgreSQL's to_hex (lower-case,
// of an INTEGER's 32-bit complement: to_hex(-1) is 'ffffffff'), Trino's
// to_hex of a VARBINARY and the other dialects' are not written: refused.
func hexRows() {
	const hint = "compute the hexadecimal text where the source runs, or translate between Hive, Spark and DuckDB"
	const no = "this dialect has no hex written here that gives the upper-case hexadecimal digits of a BIGINT's 64-bit two's complement (PostgreSQL's to_hex is lower-case and of an INTEGER's 32 bits, Trino's takes a VARBINARY)"
	const noText = "this dialect has no hex written here that gives the upper-case hexadecimal digits of a string's UTF-8 bytes (PostgreSQL's and Trino's to_hex take a number or a VARBINARY)"
	fnRow("hex_int", fnEm(emHex, dHive, dSpark, dDuck),
		fnNo(no, hint, dDoris, dPresto, dTrino, dAnsi, dPG, dDrill, dBQ, dSnow))
	fnRow("hex_text", fnEm(emHex, dHive, dSpark, dDuck),
		fnNo(noText, hint, dDoris, dPresto, dTrino, dAnsi, dPG, dDrill, dBQ, dSnow))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dHive, dSpark, dDuck}, names: []string{"hex"}, canon: "hex_int", fix: fnHexLiteral, unread: true})
}

// emHex writes hex_int and hex_text as hex.
func emHex(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("hex", a[0]), nil
}

// fnHexLiteral reads hex of an integer literal as hex_int and of a string
// literal as hex_text; another argument is left unread, for rewrite's
// hexTyped to read by its type.
func fnHexLiteral(_ string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 1 || fnPlainCall(f) != nil {
		return "", nil, false
	}
	x := a[0]
	if u, ok := x.(*ast.Unary); ok && u.Op == ast.OpNeg {
		x = u.X
	}
	if l, ok := x.(*ast.Literal); ok {
		switch {
		case l.Kind == ast.LitInt:
			if _, ok := fnIntLit(a[0]); ok {
				return "hex_int", a, true
			}
		case l.Kind == ast.LitString && x == a[0]:
			return "hex_text", a, true
		}
	}
	return "", nil, false
}
