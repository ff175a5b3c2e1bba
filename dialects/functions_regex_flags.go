package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// fnRegexpReplaceFlags reads PostgreSQL's and DuckDB's regexp_replace(s,
// re, rep[, flags]): it replaces the first match, or every match with the
// flag 'g'. The flag 'i' (case-insensitive) is read as the pattern
// written with the embedded option (?i) in front, which both engines take
// at the start of a pattern (PostgreSQL 15 documentation, 9.7.3.4,
// "embedded options"; RE2 syntax, "(?flags)"); 'c' (case-sensitive, the
// default) undoes an 'i' before it, the last one winning in both (run on
// PostgreSQL 15 and DuckDB 1.5: regexp_replace('AaA', 'a', 'x', 'ic') is
// 'AxA', with 'ci' 'xaA'). The rewrite passes then check the
// case-insensitive pattern toward the target as they do an (?i) written
// in it (rewrite/regex_flavor.go: the letters the engines fold otherwise
// are refused). Other flags, flags that are not a literal, and 'i' on a
// pattern that is no literal or that begins with its own options are not
// read: fnRefuseRegexFlags refuses them, naming the flag.
func fnRegexpReplaceFlags(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	switch len(a) {
	case 3:
		return canon, a, true
	case 4:
		fl, ok := fnStrLit(a[3])
		if !ok {
			return "", nil, false
		}
		global, fold := fnRegexFlagsRead(fl)
		if global < 0 {
			return "", nil, false
		}
		re := a[1]
		if fold {
			p, ok := fnStrLit(re)
			if !ok || fnRegexHasOptions(p) {
				return "", nil, false
			}
			re = &ast.Literal{Span: re.SpanOf(), Kind: ast.LitString, Value: "(?i)" + p}
		}
		if global == 1 {
			canon = "regexp_replace_bs"
		}
		return canon, []ast.Expr{a[0], re, a[2]}, true
	}
	return "", nil, false
}

// fnRegexFlagsRead reads the flags of a regexp_replace: global is 1 with
// 'g', 0 without, -1 when a flag other than 'g', 'i' and 'c' is there;
// fold is whether the last of 'i' and 'c' is 'i'.
func fnRegexFlagsRead(fl string) (global int, fold bool) {
	for _, r := range fl {
		switch r {
		case 'g':
			global = 1
		case 'i':
			fold = true
		case 'c':
			fold = false
		default:
			return -1, false
		}
	}
	return global, fold
}

// fnRegexHasOptions: the pattern begins with options of its own ("(?x)",
// PostgreSQL's director "***"), before which no (?i) can be put.
func fnRegexHasOptions(p string) bool {
	return strings.HasPrefix(p, "(?") || strings.HasPrefix(p, "***")
}

// fnRefuseRegexFlags refuses (CodeRegexParams) a PostgreSQL or DuckDB
// regexp_replace whose flags fnRegexpReplaceFlags does not read, at the
// flags, naming the flag; it reports whether it did.
func fnRefuseRegexFlags(src, dst *Dialect, f *ast.Func, diags *diag.List) bool {
	if src.Name != dPG && src.Name != dDuck || !strings.EqualFold(f.Name[0].Name, "regexp_replace") || len(f.Args) != 4 {
		return false
	}
	at := f.Args[3]
	fl, ok := fnStrLit(at)
	var why string
	switch global, fold := fnRegexFlagsRead(fl); {
	case !ok:
		why = "the flags are not a string literal"
	case global < 0:
		for _, r := range fl {
			if !strings.ContainsRune("gic", r) {
				why = "the flag '" + string(r) + "' is not one lateral translates (it translates 'g', 'i' and 'c')"
				break
			}
		}
	case fold:
		at = f.Args[1]
		why = "the flag 'i' is read as (?i) in front of the pattern, which needs a literal pattern without options of its own"
	default:
		return false
	}
	d := diags.Errorf(CodeRegexParams, at.SpanOf(), "%s's regexp_replace with the flags %s cannot be translated to %s: %s",
		src.Name, fnFlagsText(f.Args[3]), dst.Name, why)
	d.Hint = "write the pattern so that it needs no other flag (a bracket expression such as [kK] for letters of either case), or run the query in " + src.Name
	return true
}

// fnFlagsText is the flags argument for a message: the literal quoted, or
// "given" when it is not a literal.
func fnFlagsText(e ast.Expr) string {
	if v, ok := fnStrLit(e); ok {
		return "'" + v + "'"
	}
	return "given"
}
