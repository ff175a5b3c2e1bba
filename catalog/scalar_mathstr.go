package catalog

// mathStrScalars are the canonical mathematical and string functions of
// dialects/functions_math_more.go and dialects/functions_str_more.go.
var mathStrScalars = []*Func{
	scalar("cbrt", 1, 1, "cbrt(x): the cube root of x as a DOUBLE, as the C library's cbrt computes it (PostgreSQL and DuckDB: cbrt(27.0) = 3.0000000000000004, cbrt(-8) = -2); NULL gives NULL."),
	scalar("cbrt_java", 1, 1, "cbrt_java(x): Hive's, Spark's, Trino's and Presto's cbrt, Java's Math.cbrt of x read as a DOUBLE (cbrt_java(27.0) = 3.0, cbrt_java(-8) = -2.0), whose last digit may differ from the C library's cbrt; NULL gives NULL."),
	scalar("sinh", 1, 1, "sinh(x): the hyperbolic sine of x as a DOUBLE, as the C library's sinh computes it (PostgreSQL and DuckDB: sinh(1) = 1.1752011936438014), an infinity past the DOUBLE range (sinh(1000) = Infinity); NULL gives NULL."),
	scalar("cosh", 1, 1, "cosh(x): the hyperbolic cosine of x as a DOUBLE, as the C library's cosh computes it (cosh(1) = 1.5430806348152437), Infinity past the DOUBLE range; NULL gives NULL."),
	scalar("tanh", 1, 1, "tanh(x): the hyperbolic tangent of x as a DOUBLE, as the C library's tanh computes it (tanh(0.5) = 0.46211715726000974, tanh(1000) = 1); NULL gives NULL."),
	scalar("e", 0, 0, "e(): the DOUBLE closest to Euler's number, 2.718281828459045."),
	scalar("chr", 1, 1, "chr(n): the character whose Unicode code point is the integer n (PostgreSQL's); n = 0, a negative n, a surrogate (U+D800 to U+DFFF) or an n past U+10FFFF raises; NULL gives NULL."),
	scalar("chr_nul", 1, 1, "chr_nul(n): the character whose Unicode code point is the integer n, U+0000 for n = 0 (DuckDB's and Trino's chr); a negative n, a surrogate or an n past U+10FFFF raises; NULL gives NULL."),
	scalar("chr_hive", 1, 1, "chr_hive(n): Hive's chr (UDFChr) of an integer n: U+0000 for 0, the empty string for a negative n, else of n's low 16 bits read as a signed short the empty string when negative and the character of its value mod 256 otherwise (chr_hive(65) = 'A', chr_hive(321) = 'A', chr_hive(32833) is empty); NULL gives NULL."),
	scalar("chr_latin1", 1, 1, "chr_latin1(n): Spark's chr, the character whose code point is n mod 256 (U+0000 to U+00FF), the empty string for a negative n; NULL gives NULL."),
	scalar("levenshtein", 2, 2, "levenshtein(a, b): the Levenshtein distance between the strings a and b counted in Unicode code points (the fewest insertions, deletions and substitutions of one character turning a into b; levenshtein('kitten', 'sitting') = 3, levenshtein('é', 'e') = 1), an INTEGER; NULL if any argument is NULL."),
	scalar("levenshtein_trino", 2, 2, "levenshtein_trino(a, b): Trino's levenshtein_distance, the Levenshtein distance in Unicode code points, a BIGINT; raises when the longer string's length times the shorter's less one exceeds 1,000,000 (two strings of 1,001 characters); NULL if any argument is NULL."),
	scalar("levenshtein_bytes", 2, 2, "levenshtein_bytes(a, b): DuckDB's levenshtein, the Levenshtein distance between the UTF-8 bytes of a and b (levenshtein('é', 'e') = 2), a BIGINT; NULL if any argument is NULL."),
	scalar("initcap", 1, 1, "initcap(s): PostgreSQL's initcap, s with each letter that follows a character other than a letter or digit (or starts s) in upper case and every other letter in lower case (initcap('hello wORLD-x a1b') = 'Hello World-X A1b'); NULL gives NULL."),
	scalar("factorial", 1, 1, "factorial(n): PostgreSQL's factorial, n! of an integer n as a NUMERIC of any size (factorial(21) = 51090942171709440000); a negative n raises; NULL gives NULL."),
	scalar("factorial_hugeint", 1, 1, "factorial_hugeint(n): DuckDB's factorial, n! of an integer n as a HUGEINT; a negative n or an n past 33 raises; NULL gives NULL."),
	scalar("factorial_null", 1, 1, "factorial_null(n): Spark's and Hive's factorial, n! of n converted to an INT (a fraction truncated) as a BIGINT, NULL for an n outside [0, 20]; NULL gives NULL."),
	scalar("hex_int", 1, 1, "hex_int(n): the upper-case hexadecimal digits of the integer n's 64-bit two's complement, without leading zeros (Hive's, Spark's and DuckDB's hex of an integer: hex_int(255) = 'FF', hex_int(0) = '0', hex_int(-1) = 'FFFFFFFFFFFFFFFF'); NULL gives NULL."),
	scalar("hex_text", 1, 1, "hex_text(s): the upper-case hexadecimal digits of the UTF-8 bytes of the string s, two a byte (Hive's, Spark's and DuckDB's hex of a string: hex_text('€') = 'E282AC', hex_text('') = ''); NULL gives NULL."),
	scalar("find_in_set", 2, 2, "find_in_set(s, list): Spark's find_in_set, the 1-based index of the first field of list, split at every comma (empty fields kept), equal to s; 0 if s holds a comma or no field is s (find_in_set('b', 'a,b') = 2, find_in_set('', '') = 1); NULL if any argument is NULL."),
}
