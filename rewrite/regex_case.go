package rewrite

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/regexflavor"
)

// Case-insensitive matching between engines that fold letters otherwise
// (internal/regexflavor, casefold.go): PostgreSQL under the C locale and
// Java fold ASCII letters only, RE2 (DuckDB, BigQuery) by Unicode's simple
// case folding (the Kelvin sign with k, long s with s, É with é). A
// literal pattern read case-insensitively (PostgreSQL's ~*, a leading
// "(?i)") is written case-sensitively for such a target, each letter
// becoming the bracket expression of the letters the source folds it
// with ("k" from PostgreSQL is "[kK]"); what cannot be written so (a
// pattern that is not a literal, a letter outside ASCII from RE2, an
// escape that may stand for a letter, a POSIX class of letters, a
// case-insensitive flag inside the pattern) is refused (T112).
const codeRegexCase = "T112"

// regexCaseBinary writes PostgreSQL's ~* (and DuckDB's) for the target: as
// the source reads it where both fold alike, else as ~ of the pattern
// written out case-sensitively.
func (c *Context) regexCaseBinary(b *ast.Binary) ast.Expr {
	src, tgt := regexflavor.Of(c.Source.Name), regexflavor.Of(c.Target.Name)
	// Java (Hive, Spark) folds as PostgreSQL does but has no ~*: the
	// pattern is written out case-sensitively for its rlike, as toward
	// an engine that folds otherwise (java.util.regex.Pattern,
	// CASE_INSENSITIVE: US-ASCII only without UNICODE_CASE).
	if c.Source.Name == c.Target.Name || !regexflavor.FoldsDiffer(src, tgt) && tgt != regexflavor.Java {
		if np := c.regexBracket(b.R, true); np != nil {
			cp := *b
			cp.R = np
			return &cp
		}
		return b
	}
	if tgt == regexflavor.Other {
		return b // no ~* there (T090)
	}
	lit, ok := b.R.(*ast.Literal)
	if ok && lit.Kind == ast.LitNull {
		cp := *b // NULL everywhere
		cp.Op = ast.OpRegexMatch
		return &cp
	}
	if !ok || lit.Kind != ast.LitString || src == regexflavor.Other {
		why := fmt.Sprintf("%s's engine (%s) folds letters otherwise than %s's (%s): %s",
			c.Source.Name, src, c.Target.Name, tgt, foldNote(src, tgt))
		if !regexflavor.FoldsDiffer(src, tgt) {
			why = fmt.Sprintf("%s's engine (%s) folds letters as %s's (%s), but %s has no ~*: only a literal pattern is written out case-sensitively for its RLIKE",
				c.Source.Name, src, c.Target.Name, tgt, c.Target.Name)
		}
		c.Refuse(codeRegexCase, b.R, "write the pattern as a literal, or run the query in "+c.Source.Name,
			"a case-insensitive match (~*) whose pattern is not a literal: %s", why)
		return b
	}
	n0 := len(*c.Diags)
	np := c.regexBracketOpts(lit, regexflavor.Options{MatchTest: true, CaseInsensitive: true})
	nl, ok := np.(*ast.Literal)
	if !ok {
		if len(*c.Diags) == n0 {
			// Unchanged: a pattern without letters.
			cp := *b
			cp.Op = ast.OpRegexMatch
			return &cp
		}
		return b // refused
	}
	cp := *b
	cp.Op = ast.OpRegexMatch
	cp.R = nl
	return &cp
}

// foldNote says how two flavors fold letters.
func foldNote(src, tgt regexflavor.Flavor) string {
	return "one folds " + foldOf(src) + ", the other " + foldOf(tgt)
}

// foldOf says how a flavor's case-insensitive matching folds letters.
func foldOf(f regexflavor.Flavor) string {
	switch {
	case regexflavor.FoldsASCII(f):
		return "ASCII letters only"
	case f == regexflavor.RE2:
		return "by Unicode's simple case folding (the Kelvin sign with k, long s with s, É with é)"
	}
	return "letters by rules not modelled here"
}
