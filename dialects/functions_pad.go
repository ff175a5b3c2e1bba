package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/rewrite"
)

// An empty pad string.
//
// The canonical lpad and rpad (Spark's UTF8String.lpad and rpad, PostgreSQL)
// give s cut to its first n characters when pad is the empty string:
// lpad('abc', 5, "") is 'abc'. Hive's give NULL for an empty pad
// (GenericUDFBasePad: "In case of empty pad string, the return value is
// null", Hive manual and source), Doris's give the empty string (Doris
// manual, LPAD: "if pad is empty, the result is an empty string"), Trino,
// DuckDB and BigQuery raise an error. A Hive call is read with its pad as
// nullif(pad, ""), a Doris call only with a pad that is a non-empty string
// literal (another is Doris's own function), and both are written only with
// a pad that cannot be the empty string.

// A negative length.
//
// The canonical lpad and rpad give the empty string for a negative length n
// (Spark's UTF8String.lpad and rpad cut s to its first n characters, none;
// run on PostgreSQL 15 and DuckDB 1.5: lpad('abc', -1, 'x') is ''). Trino
// and Presto raise ("Target length must be in the range", StringFunctions
// pad), BigQuery raises ("This function returns an error if: return_length
// is negative", BigQuery documentation, LPAD), Hive raises (GenericUDFBasePad
// has no check of the length and Java's StringBuilder.setLength throws for a
// negative one), Doris gives NULL (its StringPad: "return NULL when input
// length is invalid number") and Snowflake does not document it. A Doris
// call is read here with the length CASE WHEN n < 0 THEN NULL ELSE n END;
// the other dialects' rules are kept by rewrite/pad_negative_length.go.

// fnPadHive reads Hive lpad(s, n, pad) and rpad as the canonical function of
// s, n and nullif(pad, "") (a non-empty literal pad is kept as it is).
func fnPadHive(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 3 {
		return "", nil, false
	}
	if padNeverEmpty(a[2]) {
		return canon, a, true
	}
	sp := a[2].SpanOf()
	nul := &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "nullif"}}, Args: []ast.Expr{a[2], fnStr(sp, "")}}
	return canon, []ast.Expr{a[0], a[1], nul}, true
}

// fnPadDoris reads Doris lpad(s, n, pad) and rpad whose pad is a non-empty
// string literal.
func fnPadDoris(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 3 || !padNeverEmpty(a[2]) {
		return "", nil, false
	}
	if rewrite.PadLenNonNegative(a[1]) {
		return canon, a, true
	}
	// Doris's negative length gives NULL: the canonical function of a NULL
	// length is NULL.
	sp := a[1].SpanOf()
	neg := &ast.Binary{Span: sp, Op: ast.OpLt, L: a[1], R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}}
	n := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: neg, Result: &ast.Literal{Span: sp, Kind: ast.LitNull}}}, Else: ast.Clone(a[1])}
	return canon, []ast.Expr{a[0], n, a[2]}, true
}

// padNeverEmpty: a non-empty string literal, or nullif(x, "") (NULL, never
// the empty string).
func padNeverEmpty(e ast.Expr) bool {
	if s, ok := fnStrLit(e); ok {
		return s != ""
	}
	if f, ok := e.(*ast.Func); ok && len(f.Name) == 1 && len(f.Args) == 2 && !f.Name[0].Quoted && strings.EqualFold(f.Name[0].Name, "nullif") {
		s, ok := fnStrLit(f.Args[1])
		return ok && s == ""
	}
	return false
}

// emPadNonEmpty writes lpad and rpad in Hive and Doris, whose empty pad
// gives NULL or the empty string where the canonical function gives s cut
// to n characters: only with a pad that cannot be empty.
func emPadNonEmpty(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if !padNeverEmpty(a[2]) {
		return nil, c.needs("a pad that is a non-empty string literal (an empty pad gives NULL in Hive and '' in Doris, the string cut to n characters in the source)")
	}
	if f, ok := a[2].(*ast.Func); ok && c.d.Name == dHive {
		// Hive's own empty pad is NULL: nullif(x, "") is x there.
		a = []ast.Expr{a[0], a[1], f.Args[0]}
	}
	return c.f(c.canon, a...), nil
}
