package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// strMoreRows: chr, levenshtein and initcap, each read by its rule.
//
// chr(n) is the character of a code point with three rules:
//   - PostgreSQL's chr raises for 0 ("null character not permitted"), for
//     a negative n ("character number must be positive"), for a surrogate
//     and past U+10FFFF ("requested character not valid for encoding", run
//     on PostgreSQL 15 in UTF8: chr(55296), chr(1114112)); it takes an
//     INTEGER only (chr(65::bigint) does not exist there).
//   - DuckDB's chr gives U+0000 for 0 (length(chr(0)) is 1) and raises for
//     a negative n, a surrogate and past U+10FFFF ("Invalid UTF8 Codepoint",
//     run on DuckDB 1.5); it takes an INTEGER only. Trino's chr is
//     SliceUtf8.codePointToUtf8 of the BIGINT saturated to an INTEGER
//     (Trino StringFunctions.chr), which writes U+0000 for 0 and throws for
//     a negative n, a surrogate and past U+10FFFF ("Not a valid Unicode
//     code point"): the same rule, chr_nul. Trino's chr takes a BIGINT,
//     DuckDB's an INTEGER: a BIGINT argument written for DuckDB fails to
//     bind there ("No function matches"), and is cast to INTEGER where its
//     type is known (rewrite/trino_chr_bigint.go).
//     Presto's chr is Java's Character.toChars, which takes a surrogate
//     (encoded then as '?'), and the same otherwise (Presto
//     StringFunctions.chr: "Not a valid Unicode code point" past the
//     range): read as chr_nul of an integer literal that is not a
//     surrogate only.
//   - Spark's chr takes n mod 256 and gives the empty string for a negative
//     n (Spark SQL function reference: "Returns the ASCII character having
//     the binary equivalent to expr. If n is larger than 256 the result is
//     equivalent to chr(n % 256)"; Spark's Chr gives UTF8String.EMPTY_UTF8
//     for a negative n): chr_latin1, which no other dialect here spells.
//
// PostgreSQL's chr is written for DuckDB and Trino as chr(CASE WHEN n = 0
// THEN -1 ELSE n END), so that 0 raises there too (chr(-1) raises in both).
// DuckDB's and Trino's are written chr(n) for PostgreSQL only where n
// cannot be 0: PostgreSQL's text cannot hold U+0000, the source's chr(0)
// (refused, T302, otherwise); a Trino BIGINT is cast to INTEGER, which
// raises past its range as Trino's chr does.
//
// levenshtein(a, b) counts insertions, deletions and substitutions of one
// character with three rules:
//   - Spark's levenshtein counts code points (Spark SQL function
//     reference: levenshtein(str1, str2[, threshold]) "Returns the
//     Levenshtein distance between the two given strings"; UTF8String's
//     levenshteinDistance steps through the UTF-8 characters) with no
//     bound on the length: levenshtein. Its three-argument form (Spark
//     3.5, -1 past the threshold) is not read.
//   - Trino's and Presto's levenshtein_distance counts code points too, but
//     raises "The combined inputs for Levenshtein distance are too large"
//     when the longer string's length times the shorter's less one passes
//     1,000,000 (Trino and Presto StringFunctions.levenshteinDistance):
//     levenshtein_trino, which Spark would answer where it raises.
//   - DuckDB's levenshtein counts UTF-8 bytes (run on DuckDB 1.5:
//     levenshtein('é', 'e') is 2, levenshtein('😀', 'a') 4): levenshtein_bytes.
//
// PostgreSQL's levenshtein belongs to the fuzzystrmatch extension, which a
// database may not have, and limits its arguments to 255 characters; Hive's
// counts UTF-16 units (commons-lang StringUtils.getLevenshteinDistance); the
// others do not document how they count: refused.
//
// initcap(s) upper-cases the first letter of each word and lower-cases the
// others, where the word boundaries differ: PostgreSQL's begins a word after
// any character that is not a letter or digit (PostgreSQL 15, 9.4: "Words
// are sequences of alphanumeric characters separated by non-alphanumeric
// characters"; run on PostgreSQL 15: initcap('hello wORLD-x a1b') is 'Hello
// World-X A1b'); Spark's after a space only (Spark SQL function reference:
// "Words are delimited by white space"; Spark's initcap('a-b') is 'A-b'),
// Hive's after white space (commons-lang WordUtils.capitalizeFully),
// BigQuery's and Snowflake's after a fixed list of delimiters without the
// apostrophe; DuckDB and Trino have none: refused, and read in PostgreSQL
// only.
func strMoreRows() {
	const noChr = "this dialect's chr is not documented to give the same character, or to raise, for 0, a negative number, a surrogate and a code point past U+10FFFF"
	const chrHint = "write the character as a string literal, or translate to a dialect that has the same chr"
	const latin1 = "this dialect's chr takes the number modulo 256 and gives the empty string for a negative number, where the source's is the character of any Unicode code point"
	fnRow("chr", fnOn("chr", dPG), fnEm(emChrRaiseZero, dDuck, dTrino),
		fnNo(latin1, chrHint, dHive, dSpark),
		fnNo(noChr, chrHint, dDoris, dPresto, dAnsi, dDrill, dBQ, dSnow))
	fnRow("chr_nul", fnOn("chr", dTrino, dDuck),
		fnEm(emChrPG, dPG),
		fnNo(latin1, chrHint, dHive, dSpark),
		fnNo(noChr, chrHint, dDoris, dPresto, dAnsi, dDrill, dBQ, dSnow))
	fnRow("chr_hive", fnOn("chr", dHive), fnEm(emChrHiveSpark, dSpark),
		fnNo("hive's chr reads the low 16 bits of the number as a signed short (the empty string for 32768 to 65535 past each multiple of 65536) and otherwise the character of the number modulo 256, U+0000 included, which this dialect's chr does not give", chrHint,
			dDoris, dPresto, dTrino, dAnsi, dPG, dDuck, dDrill, dBQ, dSnow))
	fnRow("chr_latin1", fnOn("chr", dSpark),
		fnNo("the source's chr takes the number modulo 256 and gives the empty string for a negative number, where this dialect's chr reads any code point or raises", "write the character as a string literal", dHive, dDoris, dPresto, dTrino, dAnsi, dPG, dDuck, dDrill, dBQ, dSnow))

	const levHint = "compute the distance where the source runs, or translate between dialects that count alike"
	const levOther = "this dialect's edit distance does not count Unicode code points without a bound on the length, or is not documented to (PostgreSQL's levenshtein needs the fuzzystrmatch extension and takes at most 255 characters, Hive's counts UTF-16 units, DuckDB's bytes)"
	fnRow("levenshtein", fnOn("levenshtein", dSpark),
		fnNo("levenshtein_distance here raises when the longer string's length times the shorter's less one passes 1,000,000, where the source's gives the distance", levHint, dTrino, dPresto),
		fnNo(levOther, levHint, dHive, dDoris, dAnsi, dPG, dDuck, dDrill, dBQ, dSnow))
	fnRow("levenshtein_trino", fnOn("levenshtein_distance", dTrino, dPresto),
		fnNo("the source's levenshtein_distance raises when the longer string's length times the shorter's less one passes 1,000,000, where this dialect's gives a distance", levHint, dSpark),
		fnNo(levOther, levHint, dHive, dDoris, dAnsi, dPG, dDuck, dDrill, dBQ, dSnow))
	fnRow("levenshtein_bytes", fnOn("levenshtein", dDuck),
		fnNo("DuckDB's levenshtein counts UTF-8 bytes (levenshtein('é', 'e') is 2), where this dialect's edit distance counts characters or is not documented", levHint,
			dHive, dSpark, dDoris, dPresto, dTrino, dAnsi, dPG, dDrill, dBQ, dSnow))

	// Hive's and Spark's initcap are not read, nor kept between the two:
	// Hive's words are "delimited by white space" (GenericUDFInitCap's
	// description), a tab or a newline too, where Spark's UTF8String
	// toTitleCase begins a word after a space (byte 32) only.
	fnRow("initcap", fnOn("initcap", dPG),
		fnNo("this dialect's initcap begins a word after other characters than PostgreSQL's (after any character that is not a letter or digit), or there is none", "write upper(substr(s, 1, 1)) || lower(substr(s, 2)) for one word",
			dHive, dSpark, dDoris, dPresto, dTrino, dAnsi, dDuck, dDrill, dBQ, dSnow))
	// Spark's levenshtein with a threshold is not read, Presto's chr of
	// another argument than a literal that is not a surrogate neither.
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dPresto}, names: []string{"chr"}, canon: "chr_nul", fix: fnChrPresto, unread: true},
		fnAlias{ds: []string{dSpark}, names: []string{"levenshtein"}, canon: "levenshtein", fix: fnOnlyArity(2), unread: true})
}

// emChrHiveSpark writes Hive's chr(n) (chr_hive) of an integer n for Spark
// as CASE WHEN n & 32768 <> 0 THEN the empty string ELSE chr(n) END.
// Hive's UDFChr gives U+0000 for 0 and the empty string for a negative n,
// else narrows n to a Java short (its low 16 bits, signed): the empty
// string when that is negative, else the character of it (mod 256 past
// 255), U+0000 for 0. Spark's Chr gives the empty string for a negative n,
// else U+0000 where n & 0xFF is 0, else the character n & 0xFF. For n > 0
// whose bit 15 is clear the short is n mod 65536, whose value mod 256 is
// n & 0xFF: the same character; where bit 15 is set Hive gives the empty
// string, which the CASE writes (for a negative n too, where both give
// it). A NULL n makes the condition NULL, and chr(NULL) is NULL. The
// rewrite (hive_chr_typed.go) refuses an n not known to be an integer.
func emChrHiveSpark(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	n, err := c.reused(a[0], a[0])
	if err != nil {
		return nil, err
	}
	return c.cases(c.f("chr", n[1]), c.bin(ast.OpNe, c.bin(ast.OpBitAnd, n[0], c.num(32768)), c.num(0)), c.str("")), nil
}

// emChrRaiseZero writes PostgreSQL's chr(n) for DuckDB and Trino, whose chr
// gives U+0000 for 0, as chr(CASE WHEN n = 0 THEN -1 ELSE n END): chr(-1)
// raises there, as chr(0) does in PostgreSQL; a NULL n stays NULL.
func emChrRaiseZero(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	again, err := c.reused(a[0])
	if err != nil {
		return nil, err
	}
	return c.f("chr", c.cases(again[0], c.bin(ast.OpEq, a[0], c.num(0)), c.num(-1))), nil
}

// emChrPG writes chr_nul(n) for PostgreSQL as chr(n), an integer literal
// as it is and another n cast to INTEGER, the type PostgreSQL's chr takes
// (chr(65::bigint) does not exist there). The source's chr(0) is U+0000,
// which PostgreSQL's text cannot hold (its chr(0) raises "null character
// not permitted", run on PostgreSQL 15): no translation gives that value,
// so an n that may be 0 is refused (T302), positioned at n. An integer
// literal other than 0 and nullif(x, 0) (NULL, never 0) cannot be 0.
func emChrPG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if v, ok := fnIntLit(a[0]); ok && v != 0 {
		return c.f("chr", a[0]), nil
	}
	if !chrNeverZero(a[0]) {
		err := &diag.Diagnostic{Severity: diag.Error, Code: CodeFuncArgs, Span: c.sp,
			Message: "chr of 0 is the character U+0000 in the source, which postgres text cannot hold (its chr(0) raises): chr can be written in postgres only for a code point that cannot be 0",
			Hint:    "write the code point as an integer literal other than 0, or chr(nullif(n, 0)) where NULL for 0 will do"}
		if sp := a[0].SpanOf(); sp.Start.IsValid() {
			err.Span = sp
		}
		return nil, err
	}
	return c.f("chr", c.cast(a[0], ast.TypeInt)), nil
}

// chrNeverZero: nullif(x, 0), NULL where x is 0.
func chrNeverZero(e ast.Expr) bool {
	f, ok := e.(*ast.Func)
	if !ok || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 2 || !strings.EqualFold(f.Name[0].Name, "nullif") {
		return false
	}
	v, ok := fnIntLit(f.Args[1])
	return ok && v == 0
}

// fnChrPresto reads Presto's chr(n) as chr_nul(n) for an integer literal n
// that is not a surrogate, where Java's Character.toChars gives what
// DuckDB's and Trino's chr give.
func fnChrPresto(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 1 || fnPlainCall(f) != nil {
		return "", nil, false
	}
	n, ok := fnIntLit(a[0])
	return canon, a, ok && (n < 0xD800 || n > 0xDFFF)
}
