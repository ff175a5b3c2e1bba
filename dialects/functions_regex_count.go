package dialects

import (
	"regexp"
	"regexp/syntax"

	"github.com/lateral-sql/lateral/ast"
)

// Counting and locating the matches of a regular expression: Spark,
// Trino, PostgreSQL 15 and Snowflake regexp_count, PostgreSQL 15 and
// Snowflake regexp_instr, Trino regexp_position, and DuckDB
// regexp_full_match.
//
// The engines step over a zero-width match by rules of their own: Java
// (Spark), Joni (Trino's getNextStart), PostgreSQL and DuckDB find
// another empty match of 'a*' after "aaa" at the end of "baaa"
// (PostgreSQL 15: regexp_count('baaa', 'a*') is 3, DuckDB 1.5:
// regexp_extract_all('baaa', 'a*') is ['', aaa, '']), Go's regexp, which
// lateral's executor runs, does not ("empty matches abutting a preceding
// match are ignored"); Trino's regexp_position gives -1 for an empty
// string before it searches. A count or a position is therefore read only
// for a literal pattern that cannot match the empty string
// (fnRegexNeverEmpty), the other forms being the dialect's own
// (ast.Func.Unread).

// fnRegexNeverEmptyArity2 reads f(s, re) with a literal re that cannot
// match the empty string; the start, occurrence and flags arguments are
// not read.
func fnRegexNeverEmptyArity2(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	return canon, a, len(a) == 2 && fnRegexNeverEmpty(a[1])
}

// fnRegexFullMatch reads DuckDB regexp_full_match(s, re) (also its ~
// operator and SIMILAR TO) of a literal RE2 pattern as regexp_like(s,
// '^(?:re)$'): RE2's full match is the partial match of the pattern
// anchored at both ends, "$" being the end of the text only in RE2
// without the m flag. A pattern Go's RE2 parser refuses (which may not
// stay one pattern inside the group: 'a)|(b') and the options argument
// are not read.
func fnRegexFullMatch(_ string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 {
		return "", nil, false
	}
	p, ok := fnStrLit(a[1])
	if !ok {
		return "", nil, false
	}
	if _, err := syntax.Parse(p, syntax.Perl); err != nil {
		return "", nil, false
	}
	// A leading flag group ("(?i)", "(?s)") stays in front, where the
	// rewrites for the target read it (a flag inside the group is refused
	// toward most engines).
	flags := ""
	if m := fnLeadingFlags.FindString(p); m != "" {
		flags, p = m, p[len(m):]
	}
	lit := *a[1].(*ast.Literal)
	lit.Value = flags + "^(?:" + p + ")$"
	return "regexp_like", []ast.Expr{a[0], &lit}, true
}

// fnLeadingFlags is a pattern's leading group of RE2 flags.
var fnLeadingFlags = regexp.MustCompile(`^\(\?[imsU]+\)`)

// emRegexCountDuck writes regexp_count for DuckDB as len(regexp_extract_all(s,
// re)): the matches DuckDB's regexp_extract_all lists (group 0 by
// default) are the non-overlapping ones, found left to right, a NULL
// argument giving NULL (DuckDB 1.5: len(regexp_extract_all('aaa', 'a|aa'))
// is 3, of NULL NULL).
func emRegexCountDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.spell("cardinality", c.f("regexp_extract_all", a...))
}

// emRegexInstrTrino writes regexp_instr for Trino as greatest(
// regexp_position(s, re), 0): Trino's regexp_position is the 1-based
// position of the first match in code points, -1 when there is none
// (Trino's JoniRegexpFunctions.regexpPosition), and greatest gives NULL
// for a NULL argument.
func emRegexInstrTrino(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("greatest", c.f("regexp_position", a...), c.num(0)), nil
}

// emRegexPositionVia writes Trino's regexp_position as CASE WHEN
// regexp_instr(s, re) = 0 THEN -1 ELSE regexp_instr(s, re) END.
func emRegexPositionVia(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	r, err := c.reused(a...)
	if err != nil {
		return nil, err
	}
	first, err := c.spell("regexp_instr", a...)
	if err != nil {
		return nil, err
	}
	again, err := c.spell("regexp_instr", r...)
	if err != nil {
		return nil, err
	}
	return c.cases(again, c.bin(ast.OpEq, first, c.num(0)), c.num(-1)), nil
}

// CodeRegexFuncNotRead: a function taking a regular expression that
// lateral does not read (regexFuncsNotRead), toward another dialect. Such
// a call was passed on unchanged with a warning (W014), though the
// engines read patterns otherwise (internal/regexflavor) and a function of
// that name elsewhere may count, split or anchor otherwise.
const CodeRegexFuncNotRead = "T093"

// regexFuncsNotRead are functions of some dialect that take a regular
// expression and that lateral does not read, with what sets them apart.
// A name lateral reads from the source dialect in some forms only is
// refused in the others as that function's (T302) when the rule marks
// them ast.Func.Unread (DuckDB regexp_full_match, Trino regexp_count),
// here otherwise (DuckDB string_split_regex with flags, which the
// executor runs).
var regexFuncsNotRead = map[string]string{
	"str_to_map":         "Hive's and Spark's delimiters are Java regular expressions, and Hive keeps the last of duplicate keys (a Java map's put) and drops trailing empty entries (String.split), where Spark raises an error for a duplicate key by default (spark.sql.mapKeyDedupPolicy) and keeps every entry",
	"regexp_extract_all": "it lists every match (or a group of each), whose zero-width matches and missing groups the engines treat otherwise (Trino lists NULL for a group that does not take part, BigQuery refuses a pattern of two groups)",
	"regexp_substr_all":  "it lists every match, whose zero-width matches the engines treat otherwise",
	"regexp_match":       "PostgreSQL's gives the groups of the first match as a text array",
	"string_split_regex": "DuckDB's is read with two arguments and a literal pattern that cannot match the empty string and has no ^, \\A, \\b or \\B only (the engines split otherwise at zero-width matches, and DuckDB searches each rest of the text anew)",
	"str_split_regex":    "DuckDB's is read with two arguments and a literal pattern that cannot match the empty string and has no ^, \\A, \\b or \\B only (the engines split otherwise at zero-width matches, and DuckDB searches each rest of the text anew)",
}
