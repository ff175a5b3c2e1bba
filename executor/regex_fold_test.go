package executor_test

import "testing"

// The executor refuses what Go's regexp reads otherwise than the
// dialect's engine (internal/regexflavor, re2fold.go and javaBoundary):
// [sS] or [kK] in an alternation, which C++ RE2 (DuckDB 1.5) reads with
// long s and the Kelvin sign, and Java's \b (Unicode letters and digits
// before Java 19); it runs the lookaround boundary written for Java.
func TestRegexFoldBoundary(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "DuckDB [sS] in an alternation", dialect: "duckdb",
			query: `SELECT regexp_matches('x', '^([sS]|x)$')`, err: "Kelvin sign or long s"},
		// DuckDB 1.5: regexp_matches(chr(383), '(?i)^(x|(?-i)[sS])$') true.
		{name: "DuckDB [sS] after (?i) is turned off", dialect: "duckdb",
			query: `SELECT regexp_matches(chr(383), '(?i)^(x|(?-i)[sS])$')`, err: "Kelvin sign or long s"},
		{name: "DuckDB [sS] under (?i)", dialect: "duckdb",
			query: `SELECT regexp_matches(chr(383), '(?i)^(x|[sS])$')`, want: []string{"true"}},
		{name: "DuckDB [sS] alone", dialect: "duckdb",
			query: `SELECT regexp_matches('S', '^[sS]$')`, want: []string{"true"}},
		{name: "Hive \\b", dialect: "hive",
			query: `SELECT 'a foo' RLIKE '\\bfoo'`, err: "Java 19"},
		{name: "Hive lookaround boundary", dialect: "hive",
			query: `SELECT 'a foo' RLIKE '(?:(?<=\\w)(?!\\w)|(?<!\\w)(?=\\w))foo', 'afoo' RLIKE '(?:(?<=\\w)(?!\\w)|(?<!\\w)(?=\\w))foo'`, want: []string{"true | false"}},
	} {
		runSQL(t, c)
	}
}
