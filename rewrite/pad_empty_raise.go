package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// padEmptyRaise keeps the value lpad(s, n, pad) and rpad give for an empty
// pad toward Trino, Presto and BigQuery, which raise for it on every row
// whose arguments are not NULL, even where no padding is needed (Trino's
// StringFunctions.pad: "Padding string must not be empty", checked after
// the length and before the lengths are compared; BigQuery string
// functions, LPAD and RPAD: "This function returns an error if ... pattern
// is empty"), where the source answers:
//
//   - PostgreSQL and Spark give s cut to its first n characters, the
//     empty string for a negative n (run on PostgreSQL 15: lpad of 'abc'
//     to 5 with the empty pad is 'abc', to 2 'ab'; Spark's UTF8String.lpad
//     and rpad return substring(0, len) when the pad is empty);
//   - DuckDB gives the same where no padding is needed, n not past the
//     length of s, and raises otherwise (see pad_empty_duckdb.go).
//
// The call is written so that an empty pad is never given to the target,
// and no padding is asked where the source's pad is empty: the target's
// call with a length not past the length of s gives s cut to that length
// whatever its pad (Trino's pad; BigQuery, LPAD: "If return_length is less
// than or equal to the original_value length, this function returns the
// original_value value, truncated to the value of return_length"):
//
//	CASE WHEN pad = <empty> THEN lpad(s, CASE WHEN n > length(s) THEN length(s) ELSE n END, ' ') ELSE lpad(s, n, pad) END
//
// and from DuckDB, which raises where padding is needed, so that the
// target's call raises there:
//
//	CASE WHEN pad = <empty> AND n <= length(s) THEN lpad(s, n, ' ') ELSE lpad(s, n, pad) END
//
// (the test alone, or no CASE, for a literal empty pad). The length is
// already the one padNegativeLength wrote, not below 0, which the target's
// call takes. Each argument is read again, so one that calls a volatile
// function or a subquery is refused (T073). A NULL argument gives NULL in
// either branch, as the source's call does. A pad that is a non-empty
// string literal, NULL or nullif(x, <empty>) (the reading of Hive's pad,
// dialects/functions_pad.go) needs nothing. Snowflake, which does not
// document an empty pad, is left as it is.
func (c *Context) padEmptyRaise(f *ast.Func, sc *scope) ast.Expr {
	if !isPadCall(f) {
		return f
	}
	if !c.Source.is("postgres", "spark", "duckdb") || !c.Target.is("trino", "presto", "bigquery") {
		return f
	}
	s, n, p := f.Args[0], f.Args[1], f.Args[2]
	if isNullLit(s) || isNullLit(n) || isNullLit(p) || padNeverEmptyExpr(p) {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	// every argument is read again: s and n in the length the call is
	// cut to (or tested against) and in both branches, p in the test
	for _, a := range f.Args {
		if !c.reusableIn(a, "an argument of "+name+" whose pad may be empty") {
			return f
		}
	}
	sp := f.Span
	var empty ast.Expr
	if lit, ok := p.(*ast.Literal); !ok || lit.Kind != ast.LitString {
		empty = &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(p), R: &ast.Literal{Span: sp, Kind: ast.LitString, Value: ""}}
	}
	and := func(a, b ast.Expr) ast.Expr {
		if a == nil {
			return b
		}
		return &ast.Binary{Span: sp, Op: ast.OpAnd, L: a, R: b}
	}
	length := func() ast.Expr { return canonCall(sp, "length", ast.Clone(s)) }
	cut := *f
	cut.Args = []ast.Expr{ast.Clone(s), ast.Clone(n), &ast.Literal{Span: sp, Kind: ast.LitString, Value: " "}}
	if c.Source.is("duckdb") {
		// DuckDB's empty pad raises where padding is needed: so does the
		// target's
		return caseWhen(sp, and(empty, &ast.Binary{Span: sp, Op: ast.OpLe, L: ast.Clone(n), R: length()}), &cut, f)
	}
	cut.Args[1] = caseWhen(sp, &ast.Binary{Span: sp, Op: ast.OpGt, L: ast.Clone(n), R: length()}, length(), ast.Clone(n))
	if empty == nil {
		return &cut
	}
	return caseWhen(sp, empty, &cut, f)
}

// padNeverEmptyExpr: a non-empty string literal, or nullif(x, <empty>),
// which is NULL and never the empty string.
func padNeverEmptyExpr(e ast.Expr) bool {
	if lit, ok := e.(*ast.Literal); ok && lit.Kind == ast.LitString {
		return lit.Value != ""
	}
	f, ok := e.(*ast.Func)
	if !ok || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 2 || !strings.EqualFold(f.Name[0].Name, "nullif") {
		return false
	}
	lit, ok := f.Args[1].(*ast.Literal)
	return ok && lit.Kind == ast.LitString && lit.Value == ""
}
