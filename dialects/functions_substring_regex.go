package dialects

import (
	"strconv"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/pgint"
)

// PostgreSQL's SUBSTRING(s FROM x) is a substring by position when x is an
// integer, and SUBSTRING(s FROM x FOR y) one of y characters; with string
// arguments they are regular-expression matches (PostgreSQL manual,
// "Pattern Matching": substring(string from pattern) takes the first
// parenthesized group of the first match of the POSIX pattern, or the
// whole match, NULL without a match; substring(string from pattern for
// escape), also written substring(string similar pattern escape escape),
// the part of an SQL regular expression between escape-double-quote
// separators). Which one a call is follows PostgreSQL's overload resolution
// (fnSubstringPG, rewrite/substring_text_pattern.go); these forms are
// written for PostgreSQL only.

// substringRegexRows adds the rows of the two regular-expression forms.
func substringRegexRows() {
	fnRow("substring_regex", fnNo("PostgreSQL's SUBSTRING(s FROM pattern) (the first group of a POSIX regular-expression match, NULL without a match) is written for PostgreSQL only",
		"use regexp_extract or regexp_substr in the source, with the group wanted"),
		fnEm(emRename("substring"), dPG))
	fnRow("substring_similar", fnNo("PostgreSQL's SUBSTRING(s FROM pattern FOR escape) (an SQL regular expression) is written for PostgreSQL only",
		"use a POSIX regular expression with regexp_substr or regexp_match in the source"),
		fnEm(emRename("substring"), dPG))
}

// fnSubstringPG reads PostgreSQL's substring(s, x[, y]) (also SUBSTRING(s
// FROM x [FOR y]) and SUBSTRING(s SIMILAR x ESCAPE y)) by PostgreSQL's
// overload resolution where the written arguments decide it: as the
// regular-expression form when every one of x and y is a string or NULL
// literal (of unknown type: PostgreSQL prefers the string overload for
// them), a cast to a string type or a || (text); by position when one is an
// integer literal or a cast to an integer type and the others are literals,
// a string literal then being read as the integer PostgreSQL reads
// (checked on PostgreSQL 15: substring('abcd' from '2') is NULL,
// substring('abcd' from '2' for 1) and substring('abcd', 2, '1') are 'b',
// substring('abcd' similar '%#"b#"%' escape '#') is 'b'). Any other call
// is read as substr_sql; rewrite/substring_text_pattern.go then resolves it
// with the arguments' types.
func fnSubstringPG(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 && len(a) != 3 {
		return canon, a, false
	}
	str, integer := true, false
	for _, x := range a[1:] {
		switch {
		case fnStringArg(x):
		case fnInt4Arg(x):
			str, integer = false, true
		default:
			str = false
		}
	}
	switch {
	case str && len(a) == 2:
		return "substring_regex", a, true
	case str:
		return "substring_similar", a, true
	case !integer:
		return canon, a, true
	}
	for _, x := range a[1:] {
		switch x.(type) {
		case *ast.Cast, *ast.Binary:
			if fnStringArg(x) {
				return canon, a, true // PostgreSQL has no such overload (refused by the rewrite)
			}
		}
	}
	return fnSubstrPG(canon, f, a)
}

// fnSubstrPG reads PostgreSQL's substr(s, x[, y]), which has only integer
// positions and lengths, and substring's position form: a string literal
// there is the integer PostgreSQL reads it as (substr('abcd', '2') is 'bcd'
// on PostgreSQL 15); one that is no integer is refused by the rewrite
// (rewrite/substring_text_pattern.go).
func fnSubstrPG(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 && len(a) != 3 {
		return canon, a, false
	}
	out := append([]ast.Expr(nil), a...)
	for i, x := range out[1:] {
		if x, ok := x.(*ast.Literal); ok && x.Kind == ast.LitString {
			if n, ok := pgint.Int4(x.Value); ok {
				out[i+1] = &ast.Literal{Span: x.Span, Kind: ast.LitInt, Value: strconv.Itoa(n)}
			}
		}
	}
	return canon, out, true
}

// fnInt4Arg: an integer literal within 32 bits or a cast to smallint or
// integer.
func fnInt4Arg(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Literal:
		if x.Kind == ast.LitInt {
			_, err := strconv.ParseInt(x.Value, 10, 32)
			return err == nil
		}
	case *ast.Cast:
		return x.Type != nil && (x.Type.Kind == ast.TypeInt || x.Type.Kind == ast.TypeSmallInt)
	}
	return false
}

// fnStringArg: a string or NULL literal, a CAST to a string type or a ||
// concatenation.
func fnStringArg(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Literal:
		return x.Kind == ast.LitString || x.Kind == ast.LitNull
	case *ast.Cast:
		return x.Type != nil && x.Type.Kind.IsText()
	case *ast.Binary:
		return x.Op == ast.OpConcat
	}
	return false
}
