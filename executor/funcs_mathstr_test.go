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

// TestEAndCbrt: e() is Java's Math.E in Hive, Spark and Trino, written
// exp(1) for PostgreSQL and DuckDB, where it is 2.718281828459045 (run on
// PostgreSQL 15 and DuckDB 1.5); cbrt is the C library's in PostgreSQL and
// DuckDB (cbrt(27) is 3.0000000000000004, cbrt(2) 1.2599210498948734,
// cbrt(0.001) 0.1 there); Trino's and Snowflake's bitwise functions are
// the operators, of Snowflake's integers (NUMBER(38,0)) too, and DuckDB's
// xor the exclusive or (xor(5, 3) is 6 on DuckDB 1.5).
func TestEAndCbrt(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "spark e", dialect: "spark", query: "SELECT e()", want: []string{"2.718281828459045"}},
		{name: "trino e", dialect: "trino", query: "SELECT e()", want: []string{"2.718281828459045"}},
		{name: "postgres exp(1)", dialect: "postgres", query: "SELECT exp(1)", want: []string{"2.718281828459045"}},
		{name: "postgres cbrt", dialect: "postgres",
			query: "SELECT cbrt(27::float8), cbrt(-8::float8), cbrt(2::float8), cbrt(0.001::float8), cbrt(NULL::float8)",
			want:  []string{"3.0000000000000004 | -2 | 1.2599210498948734 | 0.1 | NULL"}},
		// Java's Math.cbrt: 3.0 for 27.0 (Hive's and Spark's documented
		// example), -2.0 for -8 ("the cube root of a negative value is the
		// negative of the cube root of that value's magnitude", Math.cbrt's
		// documentation), the double nearest the cube root of 2
		// (1.25992104989487316...), where the C library's is one unit above
		{name: "hive cbrt", dialect: "hive",
			query: "SELECT cbrt(27.0), cbrt(-8), cbrt(2), cbrt(NULL)", want: []string{"3 | -2 | 1.2599210498948732 | NULL"}},
		{name: "spark cbrt", dialect: "spark",
			query: "SELECT cbrt(27.0), cbrt(CAST(-8 AS DOUBLE))", want: []string{"3 | -2"}},
		{name: "duckdb cbrt", dialect: "duckdb",
			query: "SELECT cbrt(27::DOUBLE), cbrt(2::DOUBLE)", want: []string{"3.0000000000000004 | 1.2599210498948734"}},
		{name: "trino bitwise functions", dialect: "trino",
			query: "SELECT bitwise_and(5, 3), bitwise_or(5, 3), bitwise_xor(5, 3), bitwise_not(5), bitwise_and(-6, 3), bitwise_xor(-6, 3), bitwise_and(NULL, 3)",
			want:  []string{"1 | 7 | 6 | -6 | 2 | -7 | NULL"}},
		{name: "duckdb xor", dialect: "duckdb",
			query: "SELECT xor(5, 3), xor(-6::BIGINT, 3), xor(NULL, 3)", want: []string{"6 | -7 | NULL"}},
		{name: "snowflake bitwise functions of its integers", dialect: "snowflake",
			setup: []string{"CREATE TABLE s (a BIGINT, b BIGINT)", "INSERT INTO s VALUES (5, 3), (-6, 3)"},
			query: "SELECT BITAND(a, b), BITOR(a, b), BITXOR(a, b), BITNOT(a) FROM s ORDER BY a",
			want:  []string{"2 | -5 | -7 | 5", "1 | 7 | 6 | -6"}},
		{name: "snowflake bitwise of a fraction raises", dialect: "snowflake",
			query: "SELECT BITAND(1.5, 3)", err: "needs integers"},
	} {
		runShown(t, c)
	}
}

// TestHyperbolic: PostgreSQL's and DuckDB's sinh, cosh and tanh are the C
// library's, an infinity past the DOUBLE range (run on PostgreSQL 15 and
// DuckDB 1.5: sinh(1) is 1.1752011936438014, cosh(1) 1.5430806348152437,
// tanh(0.5) 0.46211715726000974, sinh(1000) and cosh(-1000) Infinity,
// sinh(-1000) -Infinity, tanh(1000) 1).
func TestHyperbolic(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "postgres", dialect: "postgres",
			query: "SELECT sinh(1::float8), cosh(1::float8), tanh(0.5::float8), sinh(NULL::float8)",
			want:  []string{"1.1752011936438014 | 1.5430806348152437 | 0.46211715726000974 | NULL"}},
		{name: "postgres overflow", dialect: "postgres",
			query: "SELECT sinh(1000::float8), sinh(-1000::float8), cosh(-1000::float8), tanh(1000::float8)",
			want:  []string{"+Inf | -Inf | +Inf | 1"}},
		{name: "duckdb", dialect: "duckdb",
			query: "SELECT sinh(1::DOUBLE), cosh(-1000::DOUBLE), tanh(0.5::DOUBLE)",
			want:  []string{"1.1752011936438014 | +Inf | 0.46211715726000974"}},
	} {
		runShown(t, c)
	}
}
