package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// CodeTextLength: a cast to VARCHAR(n) or CHAR(n) whose length the source
// and the target apply to a longer value differently.
const CodeTextLength = "T135"

// varcharCastRule is what an explicit cast to VARCHAR(n) does with a
// longer string: "truncate" keeps its first n characters (PostgreSQL:
// "an explicit cast to character varying(n) will truncate", run on
// PostgreSQL 15; Hive: a VARCHAR value is truncated to its maximum length,
// LanguageManual Types; ANSI: SQL's CAST truncates, with a warning),
// "ignore" keeps it whole (DuckDB 1.5: VARCHAR(n) takes no length, run),
// "truncate text" truncates a string and raises for a longer number
// (Trino and Presto: CharacterStringCasts.varcharToVarcharCast keeps the
// first n code points; a number's cast to VARCHAR(n) raises "cannot be
// represented"), "" where lateral does not know it.
func varcharCastRule(d string) string {
	switch d {
	case "postgres", "hive", "ansi":
		return "truncate"
	case "duckdb":
		return "ignore"
	case "trino", "presto":
		return "truncate text"
	}
	return ""
}

// textLengthCast writes CAST(x AS VARCHAR(n)) so that the target keeps
// what the source keeps: from DuckDB, which ignores n, without n; from a
// source that truncates, toward DuckDB as substr_sql(CAST(x AS VARCHAR),
// 1, n) and toward another truncating target as it is (Trino and Presto
// only when x is known to be a string). Any other pair,
// and a CHAR(n) (blank-padded, compared without its padding in some
// dialects), is refused (T135). The same dialect on both sides is kept.
func (c *Context) textLengthCast(x *ast.Cast, sc *scope) ast.Expr {
	if x.Type == nil || (x.Type.Kind != ast.TypeVarchar && x.Type.Kind != ast.TypeChar) || len(x.Type.Params) == 0 || c.Source.Name == c.Target.Name {
		return x
	}
	src, tgt := varcharCastRule(c.Source.Name), varcharCastRule(c.Target.Name)
	if c.knownText(x.X, sc) {
		// a string is truncated alike by "truncate" and "truncate text"
		src, tgt = strings.TrimSuffix(src, " text"), strings.TrimSuffix(tgt, " text")
	}
	unbounded := func() *ast.Cast {
		nt := *x.Type
		nt.Kind, nt.Params = ast.TypeVarchar, nil
		nx := *x
		nx.Type = &nt
		return &nx
	}
	switch {
	case src == "ignore":
		return unbounded()
	case x.Type.Kind == ast.TypeVarchar && src == "truncate" && tgt == "truncate":
		return x
	case x.Type.Kind == ast.TypeVarchar && src == "truncate" && tgt == "ignore":
		return canonCall(x.Span, "substr_sql", unbounded(), intLit(x.Span, 1), intLit(x.Span, x.Type.Params[0]))
	}
	what := "VARCHAR(n)"
	if x.Type.Kind == ast.TypeChar {
		what = "CHAR(n)"
	}
	c.Refuse(CodeTextLength, x, "cast to an unbounded string and cut it with substring, or run the query in "+c.Source.Name,
		"a cast to %s of a longer value is not known to give in %s what it gives in %s (truncated, kept whole, padded or an error)", what, c.Target.Name, c.Source.Name)
	return x
}
