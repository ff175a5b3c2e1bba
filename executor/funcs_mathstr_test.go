package executor_test

import "testing"

// TestChrRules: PostgreSQL's chr raises for 0, DuckDB's and Trino's give
// U+0000 there, all three raise for a negative number, a surrogate and a
// code point past U+10FFFF, and Spark's takes the number modulo 256, the
// empty string for a negative one (funcs_mathstr.go; PostgreSQL 15 and
// DuckDB 1.5 run: chr(321) is 'Ł', chr(128512) '😀', chr(0) raises in
// PostgreSQL, length(chr(0)) is 1 in DuckDB).
func TestChrRules(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "postgres chr", dialect: "postgres",
			query: "SELECT chr(65), chr(233), chr(321), chr(128512), chr(NULL)",
			want:  []string{"A | é | Ł | 😀 | NULL"}},
		{name: "postgres chr of 0 raises", dialect: "postgres", query: "SELECT chr(0)", err: "null character not permitted"},
		{name: "postgres chr of a negative raises", dialect: "postgres", query: "SELECT chr(-1)", err: "not a valid Unicode code point"},
		{name: "postgres chr of a surrogate raises", dialect: "postgres", query: "SELECT chr(55296)", err: "not a valid Unicode code point"},
		{name: "postgres chr past U+10FFFF raises", dialect: "postgres", query: "SELECT chr(1114112)", err: "not a valid Unicode code point"},
		{name: "the translation toward duckdb raises for 0", dialect: "duckdb",
			query: "SELECT chr(CASE WHEN n = 0 THEN -1 ELSE n END) FROM (VALUES (0)) AS v(n)", err: "not a valid Unicode code point"},
		{name: "duckdb chr of 0", dialect: "duckdb",
			query: "SELECT length(chr(0)), chr(321), chr(CASE WHEN n = 0 THEN -1 ELSE n END) FROM (VALUES (65)) AS v(n)",
			want:  []string{"1 | Ł | A"}},
		{name: "duckdb chr of a surrogate raises", dialect: "duckdb", query: "SELECT chr(57343)", err: "not a valid Unicode code point"},
		{name: "trino chr of 0", dialect: "trino", query: "SELECT length(chr(0)), chr(1114111) = chr(1114111)", want: []string{"1 | true"}},
		{name: "trino chr past U+10FFFF raises", dialect: "trino", query: "SELECT chr(1114112)", err: "not a valid Unicode code point"},
		{name: "spark chr modulo 256", dialect: "spark",
			query: "SELECT chr(65), chr(321), chr(-1), length(chr(256)), chr(NULL)",
			want:  []string{"A | A |  | 1 | NULL"}},
	} {
		runShown(t, c)
	}
}

// TestLevenshteinRules: Spark's levenshtein and Trino's
// levenshtein_distance count code points, Trino's raising when the longer
// string's length times the shorter's less one passes 1,000,000 (Trino
// StringFunctions.levenshteinDistance: two strings of 1,001 characters
// raise, 1,001 and 1,000 do not), DuckDB's counts bytes (DuckDB 1.5 run:
// levenshtein('é', 'e') is 2, levenshtein('😀', 'a') 4).
func TestLevenshteinRules(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "spark code points", dialect: "spark",
			query: "SELECT levenshtein('kitten', 'sitting'), levenshtein('é', 'e'), levenshtein('', 'abc'), levenshtein('abc', ''), levenshtein(NULL, 'a')",
			want:  []string{"3 | 1 | 3 | 3 | NULL"}},
		{name: "spark has no bound", dialect: "spark",
			query: "SELECT levenshtein(repeat('x', 1001), repeat('y', 1001))", want: []string{"1001"}},
		{name: "trino code points", dialect: "trino",
			query: "SELECT levenshtein_distance('kitten', 'sitting'), levenshtein_distance('é', 'e'), levenshtein_distance('', 'abc'), levenshtein_distance(NULL, 'a')",
			want:  []string{"3 | 1 | 3 | NULL"}},
		{name: "trino under the bound", dialect: "trino",
			query: "SELECT levenshtein_distance(rpad('', 1001, 'x'), rpad('', 1000, 'y'))", want: []string{"1001"}},
		{name: "trino past the bound raises", dialect: "trino",
			query: "SELECT levenshtein_distance(rpad('', 1001, 'x'), rpad('', 1001, 'x'))", err: "too large"},
		{name: "duckdb bytes", dialect: "duckdb",
			query: "SELECT levenshtein('é', 'e'), levenshtein('😀', 'a'), levenshtein('kitten', 'sitting'), levenshtein('', '')",
			want:  []string{"2 | 4 | 3 | 0"}},
	} {
		runShown(t, c)
	}
}
