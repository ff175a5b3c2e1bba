package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The escape character of LIKE and ILIKE without an ESCAPE clause.
//
// PostgreSQL reads a backslash in a LIKE pattern as the escape character
// ("The default escape character is the backslash", PostgreSQL 15
// documentation, 9.7.1 LIKE; an empty ESCAPE selects none), as do Spark
// ("The default escape character is the '\'", Spark SQL reference, LIKE
// predicate), Hive (UDFLike) and BigQuery ("You can escape \, _, or %
// using two backslashes", BigQuery operators, LIKE). The SQL standard,
// DuckDB, Trino and Presto have no default: a backslash is an ordinary
// character there unless ESCAPE names it (checked on DuckDB 1.5:
// 'a\_c' LIKE 'a\_c' is TRUE, 'a_c' LIKE 'a\_c' FALSE; on PostgreSQL 15
// the other way round). Snowflake has none either ("There is no default
// escape character", Snowflake documentation, [ NOT ] LIKE, usage notes;
// its string constants decode backslash escapes before LIKE reads the
// pattern, so '\\%' is the pattern \% and matches a backslash then
// anything). Doris and Drill are not settled: a literal pattern holding a
// backslash is refused (T086) between them and the others, another
// pattern is left as written.
//
// codeLikeEscape: a LIKE pattern that is not a literal, from a dialect
// without a default escape character, for a target that has one and
// cannot turn it off (only PostgreSQL's empty ESCAPE does); a literal
// pattern holding a backslash where one side's default is not settled.
const codeLikeEscape = "T086"

// LikeDefaultEscape is the escape character a dialect's LIKE and ILIKE
// read without an ESCAPE clause ("" for none); known is false where it is
// not settled (the pattern is then passed as written).
func LikeDefaultEscape(dialect string) (esc string, known bool) {
	switch dialect {
	case "postgres", "hive", "spark", "bigquery":
		return `\`, true
	case "duckdb", "trino", "presto", "ansi", "snowflake":
		return "", true
	}
	return "", false
}

// likeEscape writes a LIKE or ILIKE without ESCAPE for a target whose
// default escape character differs from the source's. A literal pattern
// is read with the source's escape and written with the target's: a
// backslash the source takes literally is doubled for a backslash
// target, and for a target without a default, a pattern whose escapes
// matter gets ESCAPE '\' (its wildcards and backslashes re-escaped), one
// without any is written plainly. Another pattern gets ESCAPE '\' (the
// source escapes with a backslash, the target has none) or an empty ESCAPE
// (PostgreSQL, for a source without one), or is refused (T086).
func (c *Context) likeEscape(x *ast.Like, sc *scope) ast.Expr {
	if x.Escape != nil || x.Kind != ast.LikePlain && x.Kind != ast.LikeILike || c.Source.Name == c.Target.Name {
		return x
	}
	se, sok := LikeDefaultEscape(c.Source.Name)
	te, tok := LikeDefaultEscape(c.Target.Name)
	if sok != tok {
		// One side's default is not settled: a literal pattern with a
		// backslash reads one way or the other there.
		if lit, ok := x.Pattern.(*ast.Literal); ok && lit.Kind == ast.LitString && strings.Contains(lit.Value, `\`) {
			unsettled := c.Target.Name
			if !sok {
				unsettled = c.Source.Name
			}
			c.Refuse(codeLikeEscape, x.Pattern, "add ESCAPE to the source's LIKE",
				"whether %s's LIKE reads a backslash in the pattern as an escape character is not settled, so this pattern cannot be translated", unsettled)
		}
		return x
	}
	lit, isLit := x.Pattern.(*ast.Literal)
	isLit = isLit && lit.Kind == ast.LitString
	// ANSI output is also run as it is on PostgreSQL, whose default is a
	// backslash: a literal pattern holding one is written with ESCAPE '\',
	// which reads the same under either default.
	ansiBackslash := c.Target.Name == "ansi" && isLit && strings.Contains(lit.Value, `\`)
	if !sok || se == te && !ansiBackslash {
		return x
	}
	sp := x.SpanOf()
	str := func(s string) *ast.Literal { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: s} }
	nx := *x
	if isLit {
		toks := likeTokens(lit.Value, se)
		pat, needEsc := likePattern(toks, te)
		if te == "" && (needEsc || ansiBackslash) {
			pat, _ = likePattern(toks, `\`)
			nx.Escape = str(`\`)
		}
		if pat == lit.Value && nx.Escape == nil {
			return x
		}
		nl := *lit
		nl.Value = pat
		nx.Pattern = &nl
		return &nx
	}
	switch {
	case se == `\`:
		nx.Escape = str(`\`)
	case c.Target.Name == "postgres":
		nx.Escape = str("")
	default:
		c.Refuse(codeLikeEscape, x.Pattern, "write the pattern as a literal, or add ESCAPE to the source's LIKE",
			"%s's LIKE reads a backslash in the pattern as an escape character and %s's does not; a pattern that is not a literal cannot be rewritten for it",
			c.Target.Name, c.Source.Name)
		return x
	}
	return &nx
}

// likeToken is one element of a LIKE pattern: a wildcard (% or _) or a
// character taken literally.
type likeToken struct {
	r        rune
	wildcard bool
}

// likeTokens reads a pattern with the escape character esc ("" for
// none): an escaped character is literal, an escape at the very end is
// kept as it is, a token written raw like a wildcard (PostgreSQL raises
// an error for it, which the rewritten pattern keeps: it ends in an
// escape again, with ESCAPE '\' for a target without a default).
func likeTokens(p, esc string) []likeToken {
	var out []likeToken
	rs := []rune(p)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case esc != "" && string(r) == esc && i+1 < len(rs):
			i++
			out = append(out, likeToken{r: rs[i]})
		case esc != "" && string(r) == esc:
			out = append(out, likeToken{r: r, wildcard: true}) // a trailing escape, kept as it is
		case r == '%' || r == '_':
			out = append(out, likeToken{r: r, wildcard: true})
		default:
			out = append(out, likeToken{r: r})
		}
	}
	return out
}

// likePattern writes the tokens for the escape character esc ("" for
// none); needEsc is true when a literal % or _ (or a trailing escape)
// cannot be written without an escape character.
func likePattern(toks []likeToken, esc string) (string, bool) {
	var b strings.Builder
	needEsc := false
	for _, t := range toks {
		switch {
		case t.wildcard:
			b.WriteRune(t.r)
			if t.r != '%' && t.r != '_' {
				needEsc = true
			}
		case t.r == '%' || t.r == '_' || esc != "" && string(t.r) == esc:
			if esc == "" {
				needEsc = true
			}
			b.WriteString(esc)
			b.WriteRune(t.r)
		default:
			b.WriteRune(t.r)
		}
	}
	return b.String(), needEsc
}
