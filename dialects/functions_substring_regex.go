package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's SUBSTRING(s FROM x) is a substring by position when x is an
// integer, and SUBSTRING(s FROM x FOR y) one of y characters; with string
// arguments they are regular-expression matches (PostgreSQL manual,
// "Pattern Matching": substring(string from pattern) takes the first
// parenthesized group of the first match of the POSIX pattern, or the
// whole match, NULL without a match; substring(string from pattern for
// escape) the part of an SQL regular expression between escape-double-quote
// separators). A string literal is read so by PostgreSQL 15 (checked:
// substring('a2c' from '2') is '2', not '2c', and substring('a2c' from '2'
// for 1) is '2'). The reader takes a string literal, a cast to a string
// type or a || concatenation as such a pattern; these forms are written
// for PostgreSQL only.

// substringRegexRows adds the rows of the two regular-expression forms.
func substringRegexRows() {
	fnRow("substring_regex", fnNo("PostgreSQL's SUBSTRING(s FROM pattern) (the first group of a POSIX regular-expression match, NULL without a match) is written for PostgreSQL only",
		"use regexp_extract or regexp_substr in the source, with the group wanted"),
		fnEm(emRename("substring"), dPG))
	fnRow("substring_similar", fnNo("PostgreSQL's SUBSTRING(s FROM pattern FOR escape) (an SQL regular expression) is written for PostgreSQL only",
		"use a POSIX regular expression with regexp_substr or regexp_match in the source"),
		fnEm(emRename("substring"), dPG))
}

// fnSubstringPG reads PostgreSQL's substring(s, x[, y]): by position,
// unless x (or y) is string-typed in the call's text (fnStringArg), which
// is the regular-expression form.
func fnSubstringPG(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	switch {
	case len(a) == 2 && fnStringArg(a[1]):
		return "substring_regex", a, true
	case len(a) == 3 && (fnStringArg(a[1]) || fnStringArg(a[2])):
		return "substring_similar", a, true
	}
	return canon, a, len(a) == 2 || len(a) == 3
}

// fnStringArg: a string literal, a CAST to a string type or a ||
// concatenation.
func fnStringArg(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Literal:
		return x.Kind == ast.LitString
	case *ast.Cast:
		return x.Type != nil && x.Type.Kind.IsText()
	case *ast.Binary:
		return x.Op == ast.OpConcat
	}
	return false
}
