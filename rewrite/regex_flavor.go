package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// A bracket inside a bracket expression of a regular expression.
//
// Regular-expression patterns are passed to the target as written (catalog:
// regexp_like), and most of their syntax reads alike in Java (Hive,
// Spark), RE2 (DuckDB, BigQuery), PostgreSQL's POSIX AREs and the others.
// A "[" inside a bracket expression does not: Java reads it as a nested
// class, so "[[:alpha:]]" is one of the characters ':', 'a', 'l', 'p', 'h'
// (java.util.regex.Pattern: "[a-d[m-p]]" is a union, and POSIX classes are
// written \p{Alpha}), where RE2 ("[[:alpha:]]" is an ASCII letter, RE2
// syntax) and PostgreSQL (9.7.3.2 Bracket Expressions) read a character
// class, and "[[]" is a '[' there. Java also reads "&&" in a bracket
// expression as an intersection ("[a-z&&b]" is 'b' only), the others as two
// '&' members (checked with java.util.regex, DuckDB and PostgreSQL 15: 'a'
// matches "[a-z&&b]" in DuckDB and PostgreSQL, not in Java). A literal
// pattern holding either is refused (T106) between dialects whose regular
// expressions are not both Java's; another pattern is passed as written.
const codeRegexBracket = "T106"

// A backslash escape PostgreSQL reads otherwise (9.7.3.3, Regular
// Expression Escapes): "\b" is a backspace and "\B" a backslash there, a
// word boundary and a non-boundary in Java and RE2; "\Z" is the end of the
// string there, the end or the place before a final line terminator in
// Java (RE2 has no \Z). Checked on PostgreSQL 15 ('a foo b' ~ '\bfoo\b'
// is false, E'a\n' ~ 'a\Z' false) and with java.util.regex (both match). A
// literal pattern holding one is refused (T110) between PostgreSQL and
// another dialect.
const codeRegexEscape = "T110"

// RegexFlavor names the regular-expression syntax a dialect's functions
// read: "java" for Hive and Spark (java.util.regex), "" where it is
// another or not settled here.
func RegexFlavor(dialect string) string {
	switch dialect {
	case "hive", "spark":
		return "java"
	}
	return ""
}

// regexPatternArg is the index of the pattern among a canonical
// function's arguments.
var regexPatternArg = map[string]int{
	"regexp_like": 1, "regexp_extract": 1, "regexp_extract_null_group": 1, "regexp_substr": 1,
	"regexp_replace": 1, "regexp_replace_bs": 1, "regexp_replace_first": 1, "split_regex": 1,
	"regexp_split": 1, "regexp_split_to_array": 1, "regexp_extract_all": 1,
}

func (c *Context) regexFlavorsDiffer() bool {
	if c.Source.Name == c.Target.Name {
		return false
	}
	s, t := RegexFlavor(c.Source.Name), RegexFlavor(c.Target.Name)
	return s == "" || s != t
}

// regexBracketFunc checks the pattern of a canonical regular-expression
// function; it never rewrites.
func (c *Context) regexBracketFunc(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 {
		return f
	}
	i, ok := regexPatternArg[f.Name[0].Name]
	if ok && i < len(f.Args) {
		c.regexBracket(f.Args[i])
	}
	return f
}

// regexBracketBinary checks the pattern of PostgreSQL's ~ and ~*; it never
// rewrites.
func (c *Context) regexBracketBinary(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op == ast.OpRegexMatch || b.Op == ast.OpRegexIMatch {
		c.regexBracket(b.R)
	}
	return b
}

// regexBracket refuses a literal pattern with a "[" or "&&" inside a
// bracket expression between dialects whose regular expressions read it
// otherwise (T106), and one with an escape PostgreSQL reads otherwise
// between PostgreSQL and another dialect (T110).
func (c *Context) regexBracket(p ast.Expr) {
	lit, ok := p.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString {
		return
	}
	if c.regexFlavorsDiffer() && RegexJavaClassSyntax(lit.Value) {
		c.Refuse(codeRegexBracket, p, `write the class without a nested bracket or "&&" (an escaped \[, a range, or \p{Alpha} in Java)`,
			"a '[' or \"&&\" inside a bracket expression of a regular expression: Java (Hive, Spark) reads a nested class ([[:alpha:]] is one of ':', 'a', 'l', 'p', 'h') or an intersection, the others a POSIX class, a '[' or two '&' (%s to %s)",
			c.Source.Name, c.Target.Name)
		return
	}
	if c.Source.Name != c.Target.Name && (c.Source.Name == "postgres" || c.Target.Name == "postgres") && pgEscapeDiffers(lit.Value) {
		c.Refuse(codeRegexEscape, p, `write a word boundary as \y in PostgreSQL and \b elsewhere, and the end of the string as $ without a final newline`,
			`a \b, \B or \Z in a regular expression: PostgreSQL reads a backspace, a backslash and the end of the string, Java a word boundary, a non-boundary and the end or the place before a final line terminator, RE2 the first two and no \Z (%s to %s)`,
			c.Source.Name, c.Target.Name)
	}
}

// pgEscapeDiffers reports whether the pattern has an escape \b, \B or \Z.
func pgEscapeDiffers(p string) bool {
	for i := 0; i+1 < len(p); i++ {
		if p[i] == '\\' {
			if ch := p[i+1]; ch == 'b' || ch == 'B' || ch == 'Z' {
				return true
			}
			i++
		}
	}
	return false
}

// RegexJavaClassSyntax reports whether the pattern has an unescaped "[" or
// "&&" inside a bracket expression, which Java reads as a nested class or
// an intersection. A "]" right after the opening "[" or "[^" is taken as a
// member, as POSIX and RE2 read it.
func RegexJavaClassSyntax(p string) bool {
	in := false
	for i := 0; i < len(p); i++ {
		switch ch := p[i]; {
		case ch == '\\':
			i++
		case !in && ch == '[':
			in = true
			if i+1 < len(p) && p[i+1] == '^' {
				i++
			}
			if i+1 < len(p) && p[i+1] == ']' {
				i++
			}
		case in && (ch == '[' || ch == '&' && i+1 < len(p) && p[i+1] == '&'):
			return true
		case in && ch == ']':
			in = false
		}
	}
	return false
}
