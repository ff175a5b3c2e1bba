package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// nullTestRows: functions read as the expression they stand for, space
// and md5.
//
// Hive's and Spark's isnull(a) and isnotnull(a) are a IS NULL and a IS
// NOT NULL ("isnull(a): Returns true if a is NULL and false otherwise",
// Hive LanguageManual UDF, conditional functions; Spark SQL function
// reference: "isnull(expr) - Returns true if expr is null, or false
// otherwise"); Spark's and Snowflake's nvl2(a, b, c) is CASE WHEN a IS
// NOT NULL THEN b ELSE c END (Spark: "Returns expr2 if expr1 is not null,
// or expr3 otherwise"; Snowflake NVL2: "If expr1 is NOT NULL, then NVL2
// returns expr2. If expr1 is NULL, then NVL2 returns expr3"), whose
// result type is the common type of b and c, as the CASE's. Hive's and
// Spark's space(n) is n spaces, the empty string for n <= 0 (Hive
// UDFSpace and Spark StringSpace take a negative n as 0), NULL for a NULL
// n: written repeat(' ', n) in the other dialects (catalog: repeat, the
// empty string for n <= 0). Hive reads char_length and character_length
// as the number of characters ("the number of UTF-8 characters contained
// in str", Hive 2.2.0), as length.
//
// md5(s) is the MD5 digest of the UTF-8 bytes of s as 32 lower-case
// hexadecimal digits: Hive's md5 ("Calculates an MD5 128-bit checksum
// for the string or binary (as of Hive 1.3.0). The value is returned as a
// string of 32 hex digits"), Spark's, PostgreSQL's md5(text) ("written
// in hexadecimal", PostgreSQL 15 documentation, 9.4; 900150983cd24fb0
// d6963f7d28e17f72 for 'abc', run on PostgreSQL 15), DuckDB's (the same
// digits, run on DuckDB 1.5) and Snowflake's MD5 ("a 32-character
// hex-encoded string"). Trino's and Presto's md5 and BigQuery's MD5 take
// or give binary values, whose spelling with to_utf8 and to_hex the
// reference executor does not run: refused there.
func nullTestRows() {
	fnRow("space", fnOn("space", dHive, dSpark), fnEm(emSpaceRepeat, dDoris, dAnsi, dPG, dDuck, dDrill, dBQ, dSnow), fnEm(emSpaceRpad, dPresto, dTrino))
	fnRow("md5", fnOn("md5", dHive, dSpark, dPG, dDuck, dSnow),
		fnNo("md5 here hashes binary values and gives a binary digest, whose hexadecimal text is not checked", "write lower(to_hex(md5(to_utf8(s)))) (Trino, Presto) or TO_HEX(MD5(s)) (BigQuery) in the target", dPresto, dTrino, dBQ))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dHive, dSpark}, names: []string{"isnull"}, canon: "", fix: fnIsNull(false), dep: true},
		fnAlias{ds: []string{dHive, dSpark}, names: []string{"isnotnull"}, canon: "", fix: fnIsNull(true), dep: true},
		fnAlias{ds: []string{dSpark, dSnow}, names: []string{"nvl2"}, canon: "", fix: fnNvl2, dep: true},
		fnAlias{ds: []string{dHive}, names: []string{"char_length", "character_length"}, canon: "length"})
}

// fnIsNull reads isnull(a) as a IS NULL, isnotnull(a) as a IS NOT NULL.
func fnIsNull(not bool) fnFix {
	return func(_ string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		if len(a) != 1 || fnPlainCall(f) != nil {
			return "", nil, false
		}
		return "", []ast.Expr{&ast.IsNull{Span: f.Span, X: a[0], Not: not}}, true
	}
}

// fnNvl2 reads nvl2(a, b, c) as CASE WHEN a IS NOT NULL THEN b ELSE c END.
func fnNvl2(_ string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 3 || fnPlainCall(f) != nil {
		return "", nil, false
	}
	return "", []ast.Expr{&ast.Case{Span: f.Span, Else: a[2], Whens: []*ast.When{
		{Span: f.Span, Cond: &ast.IsNull{Span: f.Span, X: a[0], Not: true}, Result: a[1]}}}}, true
}

// emSpaceRepeat writes space(n) as the canonical repeat(' ', n), refused
// where that is.
func emSpaceRepeat(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.spell("repeat", c.str(" "), a[0])
}

// emSpaceRpad writes space(n) for Trino and Presto, whose repeat builds
// an array, as rpad(”, greatest(n, 0), ' '): rpad pads the empty string
// to n spaces and raises for a negative size (Trino string functions:
// "size must not be negative"), where Hive's and Spark's space of a
// negative n is the empty string; greatest of a NULL is NULL, and so is
// rpad's.
func emSpaceRpad(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("rpad", c.str(""), c.f("greatest", a[0], c.num(0)), c.str(" ")), nil
}

// fnPlainCall is nil for a call without DISTINCT, FILTER, OVER, ORDER BY
// or a star, which a scalar read as an expression cannot keep.
func fnPlainCall(f *ast.Func) *ast.Func {
	if f.Distinct || f.Star || f.Filter != nil || f.Over != nil || len(f.OrderBy) > 0 || len(f.WithinGroup) > 0 || f.Nulls != ast.NullsUnspecified {
		return f
	}
	return nil
}
