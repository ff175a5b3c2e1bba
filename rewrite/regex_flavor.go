package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/regexflavor"
)

// A bracket inside a bracket expression of a regular expression.
//
// Regular-expression patterns are passed to the target as written (catalog:
// regexp_like) but for the constructs internal/regexflavor rewrites ("."
// "$" "\s" ...), and most of their syntax reads alike in Java (Hive,
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
// expressions are not both Java's, except between PostgreSQL and RE2
// (DuckDB, BigQuery), which read "[[", "&&" and the POSIX classes of
// regexflavor.PosixClassesAgree alike (compared on PostgreSQL 15, C
// locale, and DuckDB); another pattern is passed as written.
const codeRegexBracket = "T106"

// A construct of a literal pattern that the target's engine reads
// otherwise and that has no exact rewrite (internal/regexflavor: an inline
// flag, a \S inside a class between Java or PostgreSQL and RE2, an escape
// the target lacks).
const codeRegexConstruct = "T107"

// A Java "$" or "\Z" (the end, or the place before a line terminator that
// ends the text) toward a dialect whose "$" is the end only. At the end of
// a match test's pattern (rlike, regexp_like, ~) it becomes an optional
// final terminator before the end; elsewhere, as where the matched text is
// returned (regexp_extract, regexp_replace, split), or after what may
// match a '\r' (Java does not match between "\r" and "\n"), it is refused.
const codeRegexEnd = "T108"

// A construct Joni (Trino's and Presto's default engine) or Doris's
// REGEXP reads otherwise than the other engines, with no exact rewrite
// (internal/regexflavor, joni.go: Joni's "\d", "\w", "\s", "\b" are
// Unicode classes, and toward Joni a "\b" or a "\D" inside a class;
// Doris's "$", "\Z", "\s", "\v", read otherwise by Hyperscan and RE2).
const codeRegexFlavor = "T114"

// A backslash escape PostgreSQL reads otherwise (9.7.3.3, Regular
// Expression Escapes): "\b" is a backspace and "\B" a backslash there, a
// word boundary and a non-boundary in Java and RE2; "\Z" is the end of the
// string there, the end or the place before a final line terminator in
// Java (RE2 has no \Z). Checked on PostgreSQL 15 ('a foo b' ~ '\bfoo\b'
// is false, E'a\n' ~ 'a\Z' false) and with java.util.regex (both match). A
// literal pattern holding one is refused (T110) between PostgreSQL and
// another dialect.
const codeRegexEscape = "T110"

// A bracket expression of exactly k's or s's two ASCII cases ("[sS]",
// "[kK]") in a pattern with an alternation, from C++ RE2 (DuckDB,
// BigQuery) or Doris, which may read it as the letter under Unicode case
// folding, so that it also matches the Kelvin sign or long s, depending
// on how RE2 merges the alternation's branches (DuckDB 1.5:
// regexp_matches(chr(383), '^([sS]|x)$') true, '^([sS]|xy)$' false).
// Toward those engines such a class is written (?:s|S)
// (internal/regexflavor, re2fold.go).
const codeRegexRE2Fold = "T116"

// A Java "\b" or "\B" toward another engine: before Java 19 its word
// characters are the letters and digits of Character.isLetterOrDigit,
// from Java 19 the ASCII \w (JDK-8264160), and Hive and Spark run on
// either (internal/regexflavor, javaBoundary); also between two dialects
// reading Java's syntax (Hive, Spark, Drill), whose Java versions may
// differ (regexflavor.JavaBoundaryPos).
const codeRegexJavaBound = "T125"

// A construct of a Snowflake pattern whose reading Snowflake's
// documentation does not settle (String functions (regular expressions):
// POSIX ERE without non-greedy quantifiers, and the Perl sequences \d \D
// \w \W \s \S \b \B), toward another dialect: "\s" (its "whitespace" is
// not listed), another escape, a backslash or POSIX class inside a
// bracket expression, a range beyond ASCII, "(?", a quantifier after a
// quantifier (internal/regexflavor, snowflake.go). The rest is read in
// RE2's syntax, with its meaning, and written for the target as from RE2.
const codeRegexSnowflake = "T130"

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
	"regexp_count": 1, "regexp_instr": 1, "regexp_position": 1,
}

// regexReplacementArg is the index of the replacement string among a
// canonical regexp_replace's arguments.
var regexReplacementArg = map[string]int{"regexp_replace": 2, "regexp_replace_bs": 2, "regexp_replace_first": 2}

func (c *Context) regexFlavorsDiffer() bool {
	if c.Source.Name == c.Target.Name {
		return false
	}
	s, t := regexflavor.Of(c.Source.Name), regexflavor.Of(c.Target.Name)
	return s == regexflavor.Other || s != t
}

// regexBracketFunc checks the pattern of a canonical regular-expression
// function and rewrites it for the target's engine (regexPattern).
func (c *Context) regexBracketFunc(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 {
		return f
	}
	i, ok := regexPatternArg[f.Name[0].Name]
	if r, ok := regexReplacementArg[f.Name[0].Name]; ok && r < len(f.Args) {
		c.regexReplacementComputed(f.Name[0].Name, f.Args[r]) // regex_computed.go
	}
	if ok && i < len(f.Args) && regexSpanSeen(f.Name[0].Name) {
		if !c.regexCountLengths(f.Name[0].Name, f.Args[i], regexGroupsSeen(f)) { // regex_count.go
			c.regexEmptyAfterMatch(f.Name[0].Name, f.Args[i])
		}
	}
	if ok && i < len(f.Args) && f.Name[0].Name == "split_regex" {
		if np, ok := c.sparkEmptySplit(f.Args[i]); !ok {
			return f
		} else if np != nil {
			cp := *f
			cp.Args = append([]ast.Expr(nil), f.Args...)
			cp.Args[i] = np
			return &cp
		}
	}
	if ok && i < len(f.Args) {
		o := regexflavor.Options{MatchTest: f.Name[0].Name == "regexp_like", GroupsUnseen: regexGroupsUnseen(f)}
		if np := c.regexBracketOpts(f.Args[i], o); np != nil {
			cp := *f
			cp.Args = append([]ast.Expr(nil), f.Args...)
			cp.Args[i] = np
			return &cp
		}
	}
	return f
}

// regexSplits are the canonical splits by a regular expression, which
// return the text between matches and no group.
var regexSplits = map[string]bool{"split_regex": true, "regexp_split": true, "regexp_split_to_array": true}

// regexGroupExtractions are the canonical functions returning a group of
// a match (by default or by an argument).
var regexGroupExtractions = map[string]bool{"regexp_extract": true, "regexp_extract_null_group": true, "regexp_substr": true, "regexp_extract_all": true}

// regexGroupsSeen reports whether a canonical regular-expression call
// may observe a group of a match: an extraction, or a regexp_replace
// whose replacement may refer to one.
func regexGroupsSeen(f *ast.Func) bool {
	_, replace := regexReplacementArg[f.Name[0].Name]
	return regexGroupExtractions[f.Name[0].Name] || replace && !regexGroupsUnseen(f)
}

// regexGroupsUnseen reports whether a canonical regular-expression call
// observes no group of a match (regexflavor.Options.GroupsUnseen): a
// split, or a regexp_replace whose replacement is a literal without "$" or
// a backslash, so that it refers to no group in any dialect's reading
// (Java's and Trino's $n, the others' \n).
func regexGroupsUnseen(f *ast.Func) bool {
	name := f.Name[0].Name
	if regexSplits[name] {
		return true
	}
	r, ok := regexReplacementArg[name]
	if !ok || r >= len(f.Args) {
		return false
	}
	l, ok := f.Args[r].(*ast.Literal)
	return ok && l.Kind == ast.LitString && !strings.ContainsAny(l.Value, `$\`)
}

// regexBracketBinary checks the pattern of PostgreSQL's ~ and ~* and
// rewrites it for the target's engine.
func (c *Context) regexBracketBinary(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op == ast.OpRegexIMatch {
		return c.regexCaseBinary(b) // regex_case.go
	}
	if b.Op == ast.OpRegexMatch {
		if np := c.regexBracket(b.R, true); np != nil {
			cp := *b
			cp.R = np
			return &cp
		}
	}
	return b
}

// regexBracket refuses a literal pattern with a "[" or "&&" inside a
// bracket expression between dialects whose regular expressions read it
// otherwise (T106), and one with an escape PostgreSQL reads otherwise
// between PostgreSQL and another dialect (T110). Between two engines
// regexflavor models (Java, RE2, PostgreSQL) it then rewrites the pattern
// so that the target reads it as the source does (".", "$", "\s"...),
// giving the new pattern, or refuses what has no exact rewrite (T107,
// T108); matchTest says the pattern's matched text is not returned. It
// gives nil when the pattern stays as written.
func (c *Context) regexBracket(p ast.Expr, matchTest bool) ast.Expr {
	return c.regexBracketOpts(p, regexflavor.Options{MatchTest: matchTest})
}

// regexBracketOpts is regexBracket for a pattern used as o says.
func (c *Context) regexBracketOpts(p ast.Expr, o regexflavor.Options) ast.Expr {
	lit, ok := p.(*ast.Literal)
	if !ok {
		if lit = regexConstant(p); lit == nil { // regex_computed.go
			c.regexComputed(p)
			return nil
		}
		// A constant ('a' || 'b', 'a'::text): checked as its literal,
		// written as it when rewritten.
		if np := c.regexBracketOpts(lit, o); np != nil {
			return np
		}
		return nil
	}
	if lit.Kind != ast.LitString {
		return nil
	}
	src, tgt := regexflavor.Of(c.Source.Name), regexflavor.Of(c.Target.Name)
	val, fromSnowflake := lit.Value, c.Source.Name == "snowflake" && c.Target.Name != "snowflake"
	var sfAt []int // for a Snowflake pattern, where each byte of val comes from
	if fromSnowflake {
		// Read as Snowflake's notes settle it, in RE2's syntax
		// (regexflavor.ReadSnowflake), then rewritten as from RE2.
		read, at, err := regexflavor.ReadSnowflake(val)
		if err != nil {
			c.Refuse(codeRegexSnowflake, p, "write the pattern with the POSIX ERE syntax and \\d \\w \\b only (a bracket expression for the characters meant), or run the query in snowflake",
				"%s (snowflake to %s)", err.Error(), c.Target.Name)
			return nil
		}
		val, src, sfAt = read, regexflavor.RE2, at
	}
	pgRE2 := src != tgt && (src == regexflavor.Postgres && tgt == regexflavor.RE2 || src == regexflavor.RE2 && tgt == regexflavor.Postgres)
	if c.regexFlavorsDiffer() && regexflavor.JavaClassSyntax(val) && !(pgRE2 && regexflavor.PosixClassesAgree(val)) {
		c.Refuse(codeRegexBracket, p, `write the class without a nested bracket or "&&" (an escaped \[, a range, or \p{Alpha} in Java)`,
			"a '[' or \"&&\" inside a bracket expression of a regular expression: Java (Hive, Spark) reads a nested class ([[:alpha:]] is one of ':', 'a', 'l', 'p', 'h') or an intersection, the others a POSIX class, a '[' or two '&' (%s to %s)",
			c.Source.Name, c.Target.Name)
		return nil
	}
	if c.Source.Name != c.Target.Name && (c.Source.Name == "postgres" || c.Target.Name == "postgres") && pgEscapeDiffers(val) {
		c.Refuse(codeRegexEscape, p, `write a word boundary as \y in PostgreSQL and \b elsewhere, and the end of the string as $ without a final newline`,
			`a \b, \B or \Z in a regular expression: PostgreSQL reads a backspace, a backslash and the end of the string, Java a word boundary, a non-boundary and the end or the place before a final line terminator, RE2 the first two and no \Z (%s to %s)`,
			c.Source.Name, c.Target.Name)
		return nil
	}
	if src == regexflavor.Java && tgt == regexflavor.Java && c.Source.Name != c.Target.Name {
		// Both read Java's syntax, on Java versions that may differ
		// (regexflavor.JavaBoundaryPos).
		if pos, text := regexflavor.JavaBoundaryPos(val); pos >= 0 {
			c.Refuse(codeRegexJavaBound, p, "write the boundary with lookarounds over the word characters meant, (?<![0-9A-Za-z_])(?=[0-9A-Za-z_]) and the like, or run the query in "+c.Source.Name,
				"%s at byte %d of the regular expression is a Java word boundary whose word characters are Unicode letters and digits before Java 19 and the ASCII \\w from Java 19 (JDK-8264160): %s and %s may run on Java versions on either side (Hive on 8, 11 or 17, Spark 3 on 8, 11 or 17, Spark 4 on 17 or 21)",
				text, pos+1, c.Source.Name, c.Target.Name)
			return nil
		}
	}
	out, err := regexflavor.Convert(val, src, tgt, o)
	if fromSnowflake {
		out, err = regexflavor.ConvertSnowflake(val, tgt, o)
	}
	if err != nil {
		code, hint := codeRegexConstruct, "write the pattern without it, or run the query in "+c.Source.Name
		switch err.Kind {
		case regexflavor.KindFlavor:
			code = codeRegexFlavor
		case regexflavor.KindEnd:
			code, hint = codeRegexEnd, `end the pattern with \z (the end only) where the final line terminator does not matter, or test the match with rlike / regexp_like`
		case regexflavor.KindCase:
			code, hint = codeRegexCase, "write the letters case-sensitively as bracket expressions ([kK]), or run the query in "+c.Source.Name
		case regexflavor.KindRE2Fold:
			code, hint = codeRegexRE2Fold, "write the two letters as an alternation, (?:k|K) or (?:s|S), or run the query in "+c.Source.Name
		case regexflavor.KindJavaBound:
			code, hint = codeRegexJavaBound, "write the boundary with lookarounds over the word characters meant, or run the query in "+c.Source.Name
		}
		srcFlavor := src.String()
		if fromSnowflake {
			srcFlavor = "POSIX ERE"
			if err.Pos >= 0 && err.Pos < len(sfAt) {
				err.Pos = sfAt[err.Pos] // the byte the user wrote
			}
		}
		c.Refuse(code, p, hint, "%s (%s's %s to %s's %s)", err.Error(), c.Source.Name, srcFlavor, c.Target.Name, tgt)
		return nil
	}
	if out == lit.Value {
		return nil
	}
	if tgt == regexflavor.Other && (o.CaseInsensitive || strings.HasPrefix(lit.Value, "(?i)")) {
		c.Refuse(codeRegexCase, p, "write the letters case-sensitively as bracket expressions ([kK]), or run the query in "+c.Source.Name,
			"a case-insensitive regular expression: how %s folds letters is not known here, %s's engine (%s) folds %s",
			c.Target.Name, c.Source.Name, src, foldOf(src))
		return nil
	}
	if tgt == regexflavor.Other {
		what, hint := strings.Join(regexLeaning(val), ", "), "write the pattern without \".\", \"$\" and \"\\s\", or run the query in "+c.Source.Name
		if c.Source.Name == "duckdb" && regexFullMatchForm(val) {
			// DuckDB's whole-text match, read as the partial match of
			// '^(?:re)$' (dialects, fnRegexFullMatch).
			what += ` (ending ^(?:re)$, the partial match DuckDB's whole-text ~, regexp_full_match and SIMILAR TO are read as)`
			if c.Target.Name == "snowflake" {
				hint = "write the whole-text match in snowflake as REGEXP_LIKE(s, re), which matches the whole text, or run the query in duckdb"
			}
		}
		c.Refuse(codeRegexConstruct, p, hint,
			"%s of the pattern: %s's engine (%s) reads it as %s, and %s's reading of it is not known here, nor whether it reads alike the form that does not lean on it (%s) (%s to %s)",
			what, c.Source.Name, src, regexLeaningMeaning(src), c.Target.Name, out, c.Source.Name, c.Target.Name)
		return nil
	}
	cp := *lit
	cp.Value = out
	return &cp
}

// regexLeaning lists the constructs of the pattern p whose reading
// differs between engines and that Convert writes out toward an engine
// not modelled: ".", "$", "\s" and "\S" (outside a bracket expression;
// "\s" inside one).
func regexLeaning(p string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, `"`+s+`"`)
		}
	}
	inClass := false
	for i := 0; i < len(p); i++ {
		switch ch := p[i]; {
		case ch == '\\' && i+1 < len(p):
			if p[i+1] == 's' || p[i+1] == 'S' {
				add(p[i : i+2])
			}
			i++
		case inClass:
			inClass = ch != ']'
		case ch == '[':
			inClass = true
			if strings.HasPrefix(p[i+1:], "^]") {
				i += 2
			} else if strings.HasPrefix(p[i+1:], "]") {
				i++
			}
		case ch == '.' || ch == '$':
			add(string(ch))
		}
	}
	return out
}

// regexLeaningMeaning says how the engine of flavor f reads ".", "$" and
// "\s".
func regexLeaningMeaning(f regexflavor.Flavor) string {
	switch f {
	case regexflavor.Postgres:
		return `"." every character, "$" the end of the text, "\s" with \x0B`
	case regexflavor.Java:
		return `"." all but the line terminators, "$" the end or before a final one, "\s" with \x0B`
	}
	return `"." all but \n, "$" the end of the text, "\s" without \x0B`
}

// regexFullMatchForm reports whether the pattern p is a partial match
// anchored at both ends, '^(?:re)$', after a leading flag group: the form
// DuckDB's whole-text match is read as.
func regexFullMatchForm(p string) bool {
	if strings.HasPrefix(p, "(?") && !strings.HasPrefix(p, "(?:") {
		if i := strings.IndexByte(p, ')'); i > 0 {
			p = p[i+1:]
		}
	}
	return strings.HasPrefix(p, "^(?:") && strings.HasSuffix(p, ")$")
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

// codeSparkEmptySplit: Spark's split by the empty pattern, its own.
const codeSparkEmptySplit = "T152"

// sparkEmptySplit checks the pattern p of a split_regex for Spark's own
// reading of the empty pattern: from Spark 3.4 a split by the empty
// pattern splits a non-empty text into its characters without the
// trailing empty piece that Java's String.split(regex, -1) gives, which
// Hive's split and Spark before 3.4 return (SPARK-40194, apache/spark
// pull 37631: since Spark 3.4 splitting 'hello' by the empty pattern
// gives [h, e, l, l, o], no longer [h, e, l, l, o, ""]; Java 17:
// "abc".split("", -1) is [a, b, c, ""]). Toward Spark, the empty pattern
// of another dialect is written (?:), which matches the same empty
// string but is not the empty pattern, so every Spark version splits by
// it as Java does; from Spark, a split by the empty pattern, whose result
// depends on the Spark version, is refused (T152). np is the new pattern
// (nil: as written); ok is false when refused.
func (c *Context) sparkEmptySplit(p ast.Expr) (np ast.Expr, ok bool) {
	lit, isLit := p.(*ast.Literal)
	if !isLit || lit.Kind != ast.LitString || lit.Value != "" || c.Source.Name == c.Target.Name {
		return nil, true
	}
	switch {
	case c.Target.Name == "spark":
		cp := *lit
		cp.Value = "(?:)"
		return &cp, true
	case c.Source.Name == "spark":
		c.Refuse(codeSparkEmptySplit, p, "split into characters otherwise (a pattern that matches between them), or run the query in spark",
			"spark's split by the empty pattern is its own, and depends on its version: from Spark 3.4 a text is split into its characters (split('abc', '') is [a, b, c]), before it as by Java's String.split ([a, b, c, '']); %s has no such split",
			c.Target.Name)
		return nil, false
	}
	return nil, true
}
