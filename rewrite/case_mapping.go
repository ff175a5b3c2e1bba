package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeCaseMapping (a warning): upper or lower of a value that may hold
// letters outside ASCII, between dialects that map some of them otherwise.
const codeCaseMapping = "W026"

// caseMappingOf is how a dialect's upper (or lower) maps letters outside
// ASCII: "java" for Hive and Spark (Java's String.toUpperCase, the full
// mapping of Unicode's SpecialCasing: 'straße' becomes 'STRASSE', a final
// Σ lowers to ς; checked against Java 17), "trino" for Trino and Presto,
// which share theirs (their documentation does not say which it is),
// "simple" for DuckDB's lower (Unicode's simple mapping, code point by
// code point), "duckdb" for DuckDB's upper (the simple mapping but ß
// becomes ẞ: checked on DuckDB 1.5.6 for every code point up to U+1FFFF),
// and "" where it is not settled: PostgreSQL's follows the database's
// locale (under the C locale only ASCII letters change, under ICU the
// mapping is full: checked on PostgreSQL 15), ANSI SQL's translations run
// there, and Doris, Drill, BigQuery and Snowflake do not document theirs.
func caseMappingOf(dialect string, upper bool) string {
	switch dialect {
	case "hive", "spark":
		return "java"
	case "trino", "presto":
		return "trino"
	case "duckdb":
		if upper {
			return "duckdb"
		}
		return "simple"
	}
	return ""
}

// caseMapping warns (W026) where upper or lower, written as it is read,
// may give other letters in the target than in the source: the two map
// letters outside ASCII otherwise, or one of them is not settled. A string
// literal of ASCII characters only (or NULL) is mapped alike everywhere.
func (c *Context) caseMapping(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || len(f.Args) != 1 || c.Source.Name == c.Target.Name {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	if name != "upper" && name != "lower" {
		return f
	}
	from, to := caseMappingOf(c.Source.Name, name == "upper"), caseMappingOf(c.Target.Name, name == "upper")
	if from != "" && from == to {
		return f
	}
	if l, ok := f.Args[0].(*ast.Literal); ok && (l.Kind == ast.LitNull || l.Kind == ast.LitString && isASCII(l.Value)) {
		return f
	}
	if t := c.typeOf(f.Args[0], sc); knownType(t) && !isTextType(t) && t.Kind != ast.TypeOther {
		return f // a number or a date: its text is ASCII
	}
	c.Warn(codeCaseMapping, f, "%s of letters outside ASCII may differ between %s and %s: Hive and Spark map them as Java does (upper('straße') is 'STRASSE'), DuckDB's upper maps ß to ẞ, PostgreSQL's follow the database's locale, and the others' are not documented",
		name, c.Source.Name, c.Target.Name)
	return f
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
