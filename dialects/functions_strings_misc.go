package dialects

// stringMiscRows: ascii, translate and starts_with.
//
// ascii(s) is the code point of the first character of s, 0 for the
// empty string
// (PostgreSQL 15 documentation, 9.4: "Returns the numeric code of the
// first character of the argument. In UTF8 encoding, returns the Unicode
// code point of the character"; DuckDB: "the Unicode code point of the
// first character"; run on PostgreSQL 15 and DuckDB 1.5: ascii('é') is
// 233, and 0 for the empty string; Spark's Ascii takes codePointAt(0) of
// the first character, 0 for the empty string; BigQuery's UNICODE: "the Unicode code
// point for the first character in value. Returns 0 if value is empty").
// Hive's ascii reads the first byte of the UTF-8 encoding, Doris's,
// Snowflake's and Drill's do not document a character beyond ASCII, and
// Trino's and Presto's codepoint takes a string of one character only:
// refused.
//
// translate(s, from, to) replaces each character of s found in from by
// the character at the same position in to, deletes it when to is
// shorter, the first of repeated characters in from counting (PostgreSQL
// 15, 9.4; DuckDB text functions; Hive's GenericUDFTranslate: "If the
// same character is present multiple times in the input string, the
// first occurrence of the character is the one that's considered for
// matching"; Spark's translate; Trino's: "If the from string contains
// duplicates, only the first is used"); run on PostgreSQL 15 and DuckDB
// 1.5: translate('abcabc', 'aab', 'xyz') is 'xzcxzc', translate('hello',
// 'lo', 'L') 'heLL'. BigQuery's TRANSLATE raises for a repeated source
// character, Snowflake, Doris and Presto do not document repeats, ISO
// SQL's TRANSLATE converts between character sets: refused.
//
// starts_with(s, p) is TRUE when s begins with p, TRUE for an empty p, NULL
// when either is NULL (PostgreSQL 15, 9.4; DuckDB; Trino string
// functions; BigQuery STARTS_WITH; Doris STARTS_WITH; Spark's and
// Snowflake's startswith: "Returns NULL if either input expression is
// NULL"); run on PostgreSQL 15 and DuckDB 1.5: TRUE for an empty p.
func stringMiscRows() {
	fnRow("ascii", fnOn("ascii", dSpark, dPG, dDuck), fnOn("unicode", dBQ),
		fnNo("Hive's ascii gives the first byte of the character's UTF-8 encoding, not its code point, for a character beyond ASCII", "compare the character itself, or translate from Spark, PostgreSQL or DuckDB", dHive),
		fnNo("ascii here is not documented for a character beyond ASCII, where the other dialects give its code point", "compare the character itself", dDoris, dSnow, dDrill),
		fnNo("codepoint here takes a string of one character only, and raises for '' where ascii gives 0", "write codepoint(substr(s, 1, 1)) in the target for a non-empty s", dTrino, dPresto))
	fnRow("translate", fnOn("translate", dHive, dSpark, dTrino, dPG, dDuck),
		fnNo("translate here raises for a character repeated in the source set, or does not document it, where the other dialects take its first occurrence", "translate in a dialect that takes the first occurrence, or write nested replace calls", dBQ, dSnow, dDoris, dPresto),
		fnNo("ISO SQL's TRANSLATE converts between character sets", "write nested replace calls", dAnsi))
	fnRow("starts_with", fnOn("starts_with", dTrino, dPG, dDuck, dBQ, dDoris), fnOn("startswith", dSpark, dSnow))
}
