package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Trimming a set of characters from the ends of a string: PostgreSQL's
// btrim(s, chars), ltrim(s, chars), rtrim(s, chars) and TRIM([BOTH |
// LEADING | TRAILING] chars FROM s) remove the longest run of characters
// that are in the set chars (PostgreSQL manual, "String Functions and
// Operators"; checked on PostgreSQL 15: ltrim('xyxaxy', 'xy') = 'axy',
// btrim('xyxaxy', 'xy') = 'a', ltrim('abc', '') = 'abc', NULL for a NULL
// argument). DuckDB's trim, ltrim and rtrim with two arguments are the same
// (checked on DuckDB 1.5, the same values). Spark's TRIM(LEADING trimStr
// FROM str) takes trimStr as a set of characters (Spark SQL functions,
// trim). BigQuery's TRIM, LTRIM, RTRIM(value, set_of_characters_to_remove)
// and Snowflake's TRIM, LTRIM, RTRIM(expr, characters) remove any of the
// characters given (their function references). Presto's trim, ltrim and
// rtrim(string, chars) remove "the longest substring containing only
// characters in chars" (Presto string functions: ltrim('tetris', 'te') is
// 'ris'); Trino documents TRIM([spec] string FROM source), which it runs
// as those two-argument calls of a set of code points (Trino string
// functions; StringFunctions: "remove the longest string containing only
// given characters"), so it is written in that form. Drill's LTRIM and
// RTRIM(string, characters) remove "the longest string having only
// characters specified in the second argument" (Drill, String
// Manipulation); its trim of both ends is not written (its TRIM goes
// through Calcite's, whose trim character is one character). Hive's
// ltrim, rtrim and trim take one argument; Doris's two-argument ltrim
// removes repetitions of a string, not a set; the SQL standard's TRIM
// takes one character only: not written.

// trimCharsRow adds the row of one canonical trim of a set: pg is
// PostgreSQL's name, other the name in DuckDB, BigQuery and Snowflake, spec
// the TRIM specification Spark is written with.
func trimCharsRow(canon, pg, other, spec string) {
	why := "this dialect has no trim of a set of characters"
	hint := "remove the characters with regexp_replace in the source"
	if spec == "BOTH" {
		fnRow(canon, fnOn(pg, dPG), fnOn(other, dDuck, dBQ, dSnow), fnEm(emRename(other), dPresto), fnEm(emTrimFrom(spec), dSpark, dTrino),
			fnNo(why, hint, dHive, dDoris, dDrill, dAnsi))
		return
	}
	fnRow(canon, fnOn(pg, dPG), fnOn(other, dDuck, dBQ, dSnow), fnEm(emRename(other), dPresto, dDrill), fnEm(emTrimFrom(spec), dSpark, dTrino),
		fnNo(why, hint, dHive, dDoris, dAnsi))
}

// fnTrimChars reads the one-argument call as the rule's canonical trim of
// spaces and the two-argument call as chars, the trim of a set.
func fnTrimChars(chars string) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		switch len(a) {
		case 1:
			return canon, a, true
		case 2:
			return chars, a, true
		}
		return "", nil, false
	}
}

// fnTrimCharsBQ reads BigQuery's two-argument call as chars, the trim of a
// set; its one-argument TRIM, LTRIM and RTRIM remove all white space, not
// only spaces (see emTrimSpace): TRIM is trim_whitespace (canon), LTRIM and
// RTRIM (canon "") are not read.
func fnTrimCharsBQ(chars string) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		switch {
		case len(a) == 2:
			return chars, a, true
		case len(a) == 1 && canon != "":
			return canon, a, true
		}
		return "", nil, false
	}
}

// trimFromNames are the calls a style with trimFrom prints as TRIM(spec c
// FROM s), and emTrimFrom builds.
var trimFromNames = map[string]string{"BOTH": "trim", "LEADING": "ltrim", "TRAILING": "rtrim"}

// emTrimFrom writes the trim of a set as the call the printer spells
// TRIM(spec chars FROM s) (printStyle.trimFrom).
func emTrimFrom(spec string) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		return c.f(trimFromNames[spec], a[0], a[1]), nil
	}
}

// trimFromCall prints the two-argument call f named name (trim, ltrim or
// rtrim) as TRIM(spec f.Args[1] FROM f.Args[0]).
func (p *printer) trimFromCall(f *ast.Func, name string) bool {
	spec := ""
	for s, n := range trimFromNames {
		if strings.EqualFold(name, n) {
			spec = s
		}
	}
	if spec == "" {
		return false
	}
	p.ws("TRIM(" + spec + " ")
	p.expr(f.Args[1])
	p.ws(" FROM ")
	p.expr(f.Args[0])
	p.wb(')')
	return true
}

// fnTrimFromChars reads Spark's TRIM(LEADING | TRAILING | BOTH c FROM s),
// which the parser builds as ltrim, rtrim or btrim(s, c) without a written
// name, as the trim of a set; a two-argument call written by name (Spark's
// ltrim(trimStr, str) takes the set first) is not read.
func fnTrimFromChars(chars string) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		if len(a) == 2 && f.Written != "" {
			return "", nil, false
		}
		return fnTrimChars(chars)(canon, f, a)
	}
}

// fnTrimSetTrino reads Trino's TRIM(spec c FROM s), which the parser builds
// as btrim, ltrim or rtrim(s, c) without a written name, and its
// two-argument ltrim and rtrim(s, c) (the calls that form runs as), as the
// trim of a set; TRIM([BOTH] FROM s) is its trim(s) of white space; its
// one-argument ltrim and rtrim (white space too, emTrimSpace) are not read
// here, nor a btrim written by name (Trino has none).
func fnTrimSetTrino(chars string) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		btrim := strings.EqualFold(f.Name.Last().Name, "btrim")
		if btrim && f.Written != "" {
			return "", nil, false
		}
		if btrim && len(a) == 1 {
			// TRIM([BOTH] FROM s): trim(s), white space
			return "trim_java_whitespace", a, true
		}
		if len(a) != 2 {
			return "", nil, false
		}
		return chars, a, true
	}
}

// duckSpaces are the characters DuckDB's one-argument trim, ltrim and rtrim
// (and TRIM([spec] FROM s)) remove: the Unicode space separators, U+0020,
// U+00A0, U+1680, U+2000 to U+200A, U+202F, U+205F and U+3000, and no
// other (run on DuckDB 1.5 over every code point: tabs, newlines and
// U+FEFF stay).
const duckSpaces = " \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"

// duckSpaceTrimRow adds the row of DuckDB's one-argument trim duck (canon),
// written elsewhere as the trim of the set duckSpaces: pg is PostgreSQL's
// name for it, other BigQuery's, Snowflake's and Presto's, spec the TRIM
// specification Spark and Trino are written with (as trimCharsRow). Hive,
// Doris and the SQL standard have no trim of a set; Drill's LTRIM and
// RTRIM are not written with characters of several UTF-8 lengths, whose
// handling there was not checked.
func duckSpaceTrimRow(canon, duck, pg, other, spec string) {
	set := func(e fnEmit) fnEmit {
		return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) { return e(c, []ast.Expr{a[0], c.str(duckSpaces)}) }
	}
	why := "DuckDB's " + duck + "(s) also removes the Unicode space separators (the no-break space U+00A0, U+2000 to U+200A, U+3000...), " +
		"not only spaces, and this dialect has no trim of a set of characters to write them with"
	hint := duck + "(s, ' ') in the source removes only spaces"
	fnRow(canon, fnOn(duck, dDuck), fnEm(set(emRename(pg)), dPG), fnEm(set(emRename(other)), dPresto, dBQ, dSnow),
		fnEm(set(emTrimFrom(spec)), dSpark, dTrino), fnNo(why, hint, dHive, dDoris, dAnsi, dDrill))
}

// fnTrimDuck reads DuckDB's TRIM([BOTH] [c] FROM s), which the parser
// builds as btrim(s [, c]) without a written name, as its trim(s [, c]);
// DuckDB has no btrim function (a written btrim is left alone).
func fnTrimDuck(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if f.Written != "" {
		return "", nil, false
	}
	return fnTrimChars("trim_chars")(canon, f, a)
}

// unicodeWhiteSpace are the characters of Unicode's White_Space property,
// which BigQuery's one-argument TRIM removes ("all leading and trailing
// whitespace characters (as defined by the Unicode standard)", BigQuery
// string functions, TRIM).
const unicodeWhiteSpace = "\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"

// javaWhitespace are the characters Java's Character.isWhitespace reads as
// white space, which Trino's and Presto's one-argument trim removes (its
// trim(varchar) is airlift's SliceUtf8.trim, whose whitespace table is
// Character.isWhitespace over every code point): the space separators but
// the no-break spaces U+00A0, U+2007 and U+202F, U+2028, U+2029, tab,
// newline, vertical tab, form feed, carriage return and U+001C to U+001F;
// not U+0085.
const javaWhitespace = "\t\n\v\f\r\x1c\x1d\x1e\x1f \u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2008\u2009\u200a\u2028\u2029\u205f\u3000"

// whitespaceTrimRow adds the row of a one-argument trim of white space,
// own's trim(s), written elsewhere as the trim of the set it removes (as
// duckSpaceTrimRow); what says what own's trim removes, for the refusal
// where there is no trim of a set.
func whitespaceTrimRow(canon, set, what string, own ...string) {
	withSet := func(e fnEmit) fnEmit {
		return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) { return e(c, []ast.Expr{a[0], c.str(set)}) }
	}
	why := what + ", not only spaces, and this dialect has no trim of a set of characters to write them with"
	hint := "trim(s, ' ') in the source removes only spaces"
	fnRow(canon, fnEm(withSet(emRename("btrim")), dPG), fnEm(withSet(emRename("trim")), dPresto, dBQ, dSnow, dDuck),
		fnEm(withSet(emTrimFrom("BOTH")), dSpark, dTrino), fnNo(why, hint, dHive, dDoris, dAnsi, dDrill), fnOn("trim", own...))
}
