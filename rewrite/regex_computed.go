package rewrite

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// A regular-expression pattern, or a replacement string of
// regexp_replace, that is not a literal (a column, a concatenation, a
// parameter), between dialects whose engines may read it otherwise.
//
// A literal pattern is checked and rewritten for the target
// (regex_flavor.go); a computed one cannot be, so it is passed only where
// every pattern reads alike:
//   - the same dialect;
//   - DuckDB and BigQuery, both C++ RE2 with its default options (a
//     literal pattern passes between them as written too,
//     regexflavor.Convert).
//
// No other pair qualifies: Hive, Spark and Drill read Java's syntax on
// Java versions whose "\b" differs (T125, JDK-8264160); Trino and Presto
// are separate builds of Joni, whose Syntax.Java differs between the
// jruby and airlift forks ("\x{85}", internal/regexflavor javaNLChars)
// and which either may replace by RE2J (regex-library); PostgreSQL's
// AREs, Snowflake's POSIX ERE and Doris's Hyperscan/RE2 pair are each
// their own.
//
// A replacement string is read by the function, not the engine: Hive's
// and Spark's regexp_replace both hand it to java.util.regex.Matcher
// ($n, ${name}, a backslash quoting the next character; Matcher.
// appendReplacement, unchanged since Java 7), so a computed one passes
// between them; Trino's ($g, ${name}, "\$" for a dollar sign, Trino's
// manual) and the "\n" forms (PostgreSQL's "\&" for the whole match,
// RE2's "\0", Snowflake's) are each their own.
const codeRegexComputed = "T141"

// regexPatternsAlike reports whether the dialects' regular-expression
// functions read every pattern alike (codeRegexComputed).
func regexPatternsAlike(a, b string) bool {
	return a == b || a == "duckdb" && b == "bigquery" || a == "bigquery" && b == "duckdb"
}

// regexReplacementsAlike reports whether the dialects' regexp_replace read
// every replacement string alike (codeRegexComputed).
func regexReplacementsAlike(a, b string) bool {
	return a == b || a == "hive" && b == "spark" || a == "spark" && b == "hive"
}

// regexComputed refuses a pattern that is not a literal (a string or
// NULL) between dialects whose engines may read it otherwise, at the
// pattern; it reports whether it did.
func (c *Context) regexComputed(p ast.Expr) bool {
	if _, ok := p.(*ast.Literal); ok || regexPatternsAlike(c.Source.Name, c.Target.Name) {
		return false
	}
	why := fmt.Sprintf("%s's engine (%s) and %s's (%s) read some patterns otherwise (\".\", \"$\", \"\\s\", \"\\b\", classes, flags)",
		c.Source.Name, regexEngine(c.Source.Name), c.Target.Name, regexEngine(c.Target.Name))
	switch s, t := regexEngine(c.Source.Name), regexEngine(c.Target.Name); {
	case s == t && s == "java.util.regex":
		why = fmt.Sprintf("%s and %s both read Java's syntax, but may run on Java versions whose \\b differs (Unicode letters before Java 19, the ASCII \\w from it: JDK-8264160)", c.Source.Name, c.Target.Name)
	case s == t && s == "Joni":
		why = fmt.Sprintf("%s and %s run separate builds of Joni, which read some escapes otherwise (\\x{85}), and either may be set to RE2J (regex-library)", c.Source.Name, c.Target.Name)
	}
	c.Refuse(codeRegexComputed, p, "write the pattern as a string literal (lateral then checks it and rewrites it for "+c.Target.Name+"), or run the query in "+c.Source.Name,
		"a regular expression that is not a literal: %s, and a computed one cannot be checked or rewritten", why)
	return true
}

// regexReplacementComputed refuses the replacement string of a
// regexp_replace that is not a literal between dialects whose functions
// may read it otherwise, at the replacement.
func (c *Context) regexReplacementComputed(name string, rep ast.Expr) {
	if _, ok := rep.(*ast.Literal); ok || regexReplacementsAlike(c.Source.Name, c.Target.Name) {
		return
	}
	c.Refuse(codeRegexComputed, rep, "write the replacement as a string literal (lateral then rewrites its group references for "+c.Target.Name+"), or run the query in "+c.Source.Name,
		"a replacement string of %s that is not a literal: %s and %s read group references and escapes in it otherwise ($1 or \\1, the whole match as $0, \\0 or \\&, a backslash before another character), and a computed one cannot be rewritten",
		name, c.Source.Name, c.Target.Name)
}

// regexConstant folds a pattern written as a constant string expression
// into the literal it is: a concatenation (||) of string literals, or a
// string literal cast to an unbounded string type (VARCHAR, TEXT,
// STRING; PostgreSQL's 'a.c'::text), whose value is the same string in
// every dialect. A NULL, a bounded or CHAR type, a function call (concat
// skips NULLs in PostgreSQL) are not folded. It gives nil for another
// expression.
func regexConstant(p ast.Expr) *ast.Literal {
	switch x := p.(type) {
	case *ast.Literal:
		if x.Kind == ast.LitString {
			return x
		}
	case *ast.Cast:
		if x.Type != nil && (x.Type.Kind == ast.TypeString || x.Type.Kind == ast.TypeVarchar) && len(x.Type.Params) == 0 {
			if l := regexConstant(x.X); l != nil {
				return &ast.Literal{Span: x.Span, Kind: ast.LitString, Value: l.Value}
			}
		}
	case *ast.Binary:
		if x.Op == ast.OpConcat {
			if l, r := regexConstant(x.L), regexConstant(x.R); l != nil && r != nil {
				return &ast.Literal{Span: x.Span, Kind: ast.LitString, Value: l.Value + r.Value}
			}
		}
	}
	return nil
}

// regexEngine names a dialect's regular-expression engine for messages.
func regexEngine(d string) string {
	switch d {
	case "hive", "spark", "drill":
		return "java.util.regex"
	case "trino", "presto":
		return "Joni"
	case "duckdb", "bigquery":
		return "RE2"
	case "postgres":
		return "POSIX AREs"
	case "snowflake":
		return "POSIX ERE"
	case "doris":
		return "Hyperscan or RE2"
	}
	return "not modelled here"
}
