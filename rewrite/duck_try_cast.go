package rewrite

import "github.com/lateral-sql/lateral/ast"

// duckTryCast keeps the NULL that Hive and Spark (ANSI mode off) give for a
// string that does not parse as a number: CAST('abc' AS INT) and
// CAST('abc' AS DOUBLE) are NULL there (Hive's UDFToInteger and
// UDFToDouble return NULL on a NumberFormatException; Spark SQL
// reference, ANSI compliance, cast: with spark.sql.ansi.enabled false an
// invalid string cast gives NULL), where DuckDB's CAST raises a Conversion
// Error. For DuckDB, a cast of a string known by its type to DOUBLE or
// REAL is written TRY_CAST, which gives NULL where it fails (run on
// DuckDB 1.5: TRY_CAST('abc' AS DOUBLE) is NULL).
//
// A cast to an integer type reads the string as Hive's and Spark's parsers
// do (LazyInteger.parse and LazyLong.parse; UTF8String.toInt and toLong):
// the ASCII whitespace around it trimmed (Hive: what Java's
// Character.isWhitespace accepts; Spark: every byte up to ASCII 32 and
// DEL, 0x7f: UTF8String.toLong and toInt skip the bytes
// isWhitespaceOrISOControl accepts, Character.isWhitespace or
// Character.isISOControl of the signed byte, so no byte of a multi-byte
// character), an
// optional sign, digits up to a '.', only digits after it (the fraction
// dropped: '12.7' is 12, '2.' is 2, '.5' and '.' are 0), NULL for anything
// else and past the type's range. DuckDB's own TRY_CAST reads more: it
// rounds '12.7' to 13 and takes '0x10' (16), '1_000' (1000) and '1e3'
// (1000), all NULL in Hive (checked on DuckDB 1.5). So the string is
// matched first, and its sign and integer digits are cast:
//
//	CASE WHEN regexp_like(s, '^W*[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]*)W*$')
//	     THEN TRY_CAST(concat(regexp_extract(s, '^W*([+-]?)', 1), '0',
//	                          regexp_extract(s, '^W*[+-]?([0-9]*)', 1)) AS INTEGER) END
//
// (W the class of the trimmed characters)
//
// where the added '0' reads an empty integer part as 0, and TRY_CAST gives
// NULL past the range. Casts to DECIMAL, DATE and BOOLEAN are kept (their
// string forms are not compared here), and so are the other targets':
// Trino's, Presto's and BigQuery's TRY_CAST and SAFE_CAST give NULL for
// '1.5' to an integer, which Hive reads as 1 and their CAST refuses with
// an error, and PostgreSQL has no such cast.
func duckTryCast(c *Context, s ast.Stmt) ast.Stmt {
	if c.Target.Name != "duckdb" || c.Source.Name != "hive" && c.Source.Name != "spark" {
		return s
	}
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if x, ok := n.(*ast.Cast); ok && x.Mode == ast.CastStrict && tryCastType(x.Type) {
			found = true
		}
		return !found
	})
	if !found {
		return s
	}
	try := map[ast.Span]bool{}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		x, ok := n.(*ast.Cast)
		if !ok || x.Mode != ast.CastStrict || !tryCastType(x.Type) || !x.Span.Start.IsValid() {
			return true
		}
		if lit, ok := x.X.(*ast.Literal); ok && plainDigits(lit.Value) {
			return true // '3' parses alike everywhere: CAST stays
		}
		if t := c.typeOf(x.X, sc); t != nil && t.Kind.IsText() {
			try[x.Span] = true
		}
		return true
	})
	if len(try) == 0 {
		return s
	}
	space := `[\t-\r\x1c- ]` // Java's Character.isWhitespace, ASCII
	if c.Source.Name == "spark" {
		space = `[\x00- \x7f]`
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		x, ok := n.(*ast.Cast)
		if !ok || x.Mode != ast.CastStrict || !try[x.Span] {
			return n
		}
		nx := *x
		nx.Mode = ast.CastTry
		if isIntType(x.Type) {
			return hiveStringInt(&nx, space)
		}
		return &nx
	})
}

// hiveStringInt is the TRY_CAST x of a string to an integer type read by
// Hive's integer parser (see duckTryCast); space is the pattern of a
// character trimmed around the number.
func hiveStringInt(x *ast.Cast, space string) ast.Expr {
	sp := x.Span
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	re := "^" + space + `*[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]*)` + space + "*$"
	sign := canonCall(sp, "regexp_extract", ast.Clone(x.X), str("^"+space+"*([+-]?)"), intLit(sp, 1))
	digits := canonCall(sp, "regexp_extract", ast.Clone(x.X), str("^"+space+"*[+-]?([0-9]*)"), intLit(sp, 1))
	nx := *x
	nx.X = canonCall(sp, "concat", sign, str("0"), digits)
	return caseWhen(sp, canonCall(sp, "regexp_like", x.X, str(re)), &nx, nil)
}

// tryCastType reports whether a failed cast of a string to t is written
// TRY_CAST for DuckDB: the integer types, DOUBLE and REAL.
func tryCastType(t *ast.TypeName) bool {
	return t != nil && (isIntType(t) || t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal)
}

// plainDigits reports whether v is 1 to 9 decimal digits, which every
// integer and floating type reads as the same number.
func plainDigits(v string) bool {
	if len(v) == 0 || len(v) > 9 {
		return false
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
