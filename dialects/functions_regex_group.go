package dialects

import (
	"regexp/syntax"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/regexflavor"
)

// Capture groups that do not take part in a match.
//
// Hive's regexp_extract returns Java's Matcher.group(g) of the first match
// (UDFRegExpExtract), which is NULL when group g does not take part in it:
// regexp_extract('abc', 'a(x)?', 1) is NULL in Hive. Spark's returns '' there
// (RegExpExtract: "Pattern matched, but it's an optional group"), as DuckDB's
// does, and Trino's NULL; all of them give '' (Hive, Spark, DuckDB) or NULL
// (Trino) when re does not match at all. Hive's call is therefore read as the
// canonical regexp_extract only where the group takes part in every match
// (group 0, or a group of a literal pattern reached without an alternation or
// an optional repetition); otherwise it is regexp_extract_null_group.

// fnHiveRegexpExtract reads Hive regexp_extract(s, re[, g]) (g defaults to 1).
func fnHiveRegexpExtract(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	canon, a, ok := fnDefaultGroup(1)(canon, f, a)
	if !ok {
		return "", nil, false
	}
	if !fnGroupAlwaysTakesPart(a[1], a[2]) {
		canon = "regexp_extract_null_group"
	}
	return canon, a, true
}

// fnGroupAlwaysTakesPart reports whether capture group g (an integer
// literal) of the regular expression re takes part in every match of re:
// g is 0, or re is a literal Go's parser reads and the group is reached
// from the top only through concatenations, groups and repetitions of at
// least one (x+, x{n,} with n >= 1), never through an alternation, x*, x?
// or x{0,n}. A pattern Go's parser does not read (lookaround, possessive
// quantifiers) is not known to be such, nor one with a '[' or "&&" inside a
// bracket expression, which Go reads otherwise than Java: in Java
// "[[a](x)](y)?" has one group, (y)?, where Go reads (x) as group 1.
func fnGroupAlwaysTakesPart(re, g ast.Expr) bool {
	n, ok := fnIntLit(g)
	if !ok {
		return false
	}
	if n == 0 {
		return true
	}
	p, ok := fnStrLit(re)
	if !ok || regexflavor.JavaClassSyntax(p) {
		return false
	}
	r, err := syntax.Parse(p, syntax.Perl)
	if err != nil || n < 0 || n > int64(r.MaxCap()) {
		return false
	}
	return fnCaptureMandatory(r, int(n))
}

func fnCaptureMandatory(r *syntax.Regexp, g int) bool {
	switch r.Op {
	case syntax.OpCapture:
		if r.Cap == g {
			return true
		}
		return fnCaptureMandatory(r.Sub[0], g)
	case syntax.OpConcat:
		for _, s := range r.Sub {
			if fnCaptureMandatory(s, g) {
				return true
			}
		}
		return false
	case syntax.OpPlus:
		return fnCaptureMandatory(r.Sub[0], g)
	case syntax.OpRepeat:
		return r.Min >= 1 && fnCaptureMandatory(r.Sub[0], g)
	}
	// Alternations, x*, x? and the leaves.
	return false
}

// emExtractHive writes the canonical regexp_extract (a group that does not
// take part gives the empty string) in Hive, where it gives NULL: as it is when the group
// takes part in every match, else as CASE WHEN s IS NULL OR re IS NULL OR g
// IS NULL THEN NULL ELSE coalesce(regexp_extract(s, re, g), "") END.
func emExtractHive(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if fnGroupAlwaysTakesPart(a[1], a[2]) {
		return c.f("regexp_extract", a...), nil
	}
	return emExtractEmptyOnMiss(c, a)
}

// emExtractNullGroupTrino writes Hive's regexp_extract in Trino and Presto,
// whose regexp_extract gives NULL both for no match and for a group that
// does not take part: CASE WHEN regexp_like(s, re) THEN regexp_extract(s,
// re, g) WHEN NOT regexp_like(s, re) THEN "" END (NULL for a NULL s or re).
func emExtractNullGroupTrino(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	r, err := c.reused(a[0], a[1])
	if err != nil {
		return nil, err
	}
	r2, err := c.reused(a[0], a[1])
	if err != nil {
		return nil, err
	}
	like, err := c.spell("regexp_like", r[0], r[1])
	if err != nil {
		return nil, err
	}
	like2, err := c.spell("regexp_like", r2[0], r2[1])
	if err != nil {
		return nil, err
	}
	return c.cases(c.null(), like, c.f("regexp_extract", a...), &ast.Unary{Span: c.sp, Op: ast.OpNot, X: like2}, c.str("")), nil
}
