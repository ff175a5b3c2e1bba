package executor

import (
	"crypto/md5"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/internal/regexflavor"
	"unicode"
	"unicode/utf8"

	"github.com/lateral-sql/lateral/ast"
	"golang.org/x/text/cases"
	"golang.org/x/text/language"
)

func strFn(name string, f func(string) string, aliases ...string) {
	reg(&scalarFunc{name: name, min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return StringValue(f(textOf(a[0]))), nil
	}}, aliases...)
}

// concatWs is concat_ws: NULL for a NULL separator, the other arguments
// that are not NULL joined with it, an array as its elements. The
// elements that are not NULL, and an empty array adds nothing (Spark's
// ConcatWs, Doris); with hive a NULL element is the text null and an
// empty array counts as an argument, its separator kept (Hive's
// GenericUDFConcatWS.evaluate: concat_ws(',', 'a', array(), 'b') is
// 'a,,b', concat_ws(',', array('a', NULL)) 'a,null').
func concatWs(hive bool) func(a []Value) (Value, error) {
	return func(a []Value) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		sep := textOf(a[0])
		var parts []string
		for _, v := range a[1:] {
			switch v.k {
			case KindNull:
			case KindArray:
				var elems []string
				for _, e := range v.Elems() {
					if e.k != KindNull {
						elems = append(elems, textOf(e))
					} else if hive {
						elems = append(elems, "null")
					}
				}
				if hive {
					parts = append(parts, strings.Join(elems, sep))
				} else {
					parts = append(parts, elems...)
				}
			default:
				parts = append(parts, textOf(v))
			}
		}
		return StringValue(strings.Join(parts, sep)), nil
	}
}

// CaseMapping is a dialect's upper and lower (Options.CaseMapping).
type CaseMapping uint8

const (
	// CaseSimple: the Unicode simple case mapping, code point by code
	// point (strings.ToUpper): Trino and Presto (Java's
	// Character.toUpperCase), DuckDB's lower, PostgreSQL under a UTF-8
	// libc locale.
	CaseSimple CaseMapping = iota
	// CaseDuckDB: DuckDB's upper, the simple mapping but for ß, which
	// becomes ẞ (checked on DuckDB 1.5.6 for every code point from U+0080
	// to U+1FFFF: upper('straße') is 'STRAẞE', and no other difference).
	CaseDuckDB
	// CaseJava: Java's String.toUpperCase and toLowerCase (Hive, Spark):
	// the full mapping of Unicode's SpecialCasing, ß becoming SS and a
	// final Σ ς (checked against Java 17 with Locale.ROOT for every code
	// point from U+0080 to U+1FFFF).
	CaseJava
	// CaseASCII: ASCII letters only, every other character kept:
	// PostgreSQL under the C locale (PostgreSQL 15 with lc_ctype C:
	// upper('é') is 'é', lower('É') 'É', upper('ß') 'ß').
	CaseASCII
)

// asciiCase maps the ASCII letters of s by f (unicode.ToLower or ToUpper),
// every other character kept (CaseASCII).
func asciiCase(f func(rune) rune) func(string) string {
	return func(s string) string {
		return strings.Map(func(r rune) rune {
			if r < 0x80 {
				return f(r)
			}
			return r
		}, s)
	}
}

// initcapASCII is PostgreSQL's initcap under the C locale: an ASCII letter
// after an ASCII letter or digit is lowered, another ASCII letter raised,
// and every other character kept, itself a word break (PostgreSQL 15 with
// lc_ctype C: initcap('xéy') is 'XéY', initcap('ÉCOLE a1B') 'ÉCole A1b').
func initcapASCII(s string) string {
	var b strings.Builder
	alnum := false
	for _, r := range s {
		switch {
		case r < 0x80 && alnum:
			r = unicode.ToLower(r)
		case r < 0x80:
			r = unicode.ToUpper(r)
		}
		b.WriteRune(r)
		alnum = r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r))
	}
	return b.String()
}

// ilikeLower is the lower case ILIKE applies to the text and the pattern
// under the mapping m (PostgreSQL's lower, DuckDB's simple one, Java's
// String.toLowerCase for Spark's ILike), or nil where the executor folds
// by Unicode's simple case folding (the other dialects).
func ilikeLower(m CaseMapping) func(string) string {
	switch m {
	case CaseASCII:
		return asciiCase(unicode.ToLower)
	case CaseDuckDB:
		return strings.ToLower
	case CaseJava:
		return func(s string) string { return cases.Lower(language.Und).String(s) }
	}
	return nil
}

// caseFn registers upper or lower: simple maps code point by code point,
// full makes a Caser of the full mapping of CaseJava (a Caser keeps state,
// so each call has its own).
func caseFn(name string, simple func(string) string, full func() cases.Caser, aliases ...string) {
	duck := simple
	if name == "upper" {
		duck = func(s string) string { return strings.ReplaceAll(simple(s), "ß", "ẞ") }
	}
	fnOf := func(f func(string) string) func([]Value) (Value, error) {
		return func(a []Value) (Value, error) { return StringValue(f(textOf(a[0]))), nil }
	}
	reg(&scalarFunc{name: name, min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: fnOf(simple),
		dialect: func(o *Options) func([]Value) (Value, error) {
			switch o.CaseMapping {
			case CaseDuckDB:
				return fnOf(duck)
			case CaseASCII:
				if name == "upper" {
					return fnOf(asciiCase(unicode.ToUpper))
				}
				return fnOf(asciiCase(unicode.ToLower))
			case CaseJava:
				return fnOf(func(s string) string { return full().String(s) })
			}
			return fnOf(simple)
		}}, aliases...)
}

func argInt(v Value) (int64, error) {
	if v.k == KindInt {
		return v.i, nil
	}
	x, err := castValue(v, tBigInt)
	if err != nil {
		return 0, err
	}
	return x.i, nil
}

func init() {
	caseFn("lower", strings.ToLower, func() cases.Caser { return cases.Lower(language.Und) }, "lcase")
	caseFn("upper", strings.ToUpper, func() cases.Caser { return cases.Upper(language.Und) }, "ucase")
	initcap := func(s string) string {
		rs := []rune(strings.ToLower(s))
		up := true
		for i, r := range rs {
			if up && unicode.IsLetter(r) {
				rs[i] = unicode.ToUpper(r)
			}
			up = !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}
		return string(rs)
	}
	initcapFn := func(f func(string) string) func([]Value) (Value, error) {
		return func(a []Value) (Value, error) { return StringValue(f(textOf(a[0]))), nil }
	}
	reg(&scalarFunc{name: "initcap", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: initcapFn(initcap),
		dialect: func(o *Options) func([]Value) (Value, error) {
			if o.CaseMapping == CaseASCII {
				return initcapFn(initcapASCII)
			}
			return initcapFn(initcap)
		}})
	strFn("md5", func(s string) string { h := md5.Sum([]byte(s)); return hex.EncodeToString(h[:]) })
	strFn("ltrim", func(s string) string { return strings.TrimLeft(s, " ") })
	strFn("rtrim", func(s string) string { return strings.TrimRight(s, " ") })
	reg(&scalarFunc{name: "trim", min: 1, max: 2, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		cut := " "
		if len(a) > 1 {
			cut = textOf(a[1])
		}
		return StringValue(strings.Trim(textOf(a[0]), cut)), nil
	}}, "btrim", "trim_chars")
	reg(&scalarFunc{name: "trim_whitespace", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return StringValue(strings.TrimFunc(textOf(a[0]), unicode.IsSpace)), nil // Unicode's White_Space
	}})
	reg(&scalarFunc{name: "trim_java_whitespace", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return StringValue(strings.TrimFunc(textOf(a[0]), javaIsWhitespace)), nil
	}})
	// DuckDB's one-argument trims remove the Unicode space separators
	// (category Zs: U+0020, U+00A0, U+1680, U+2000 to U+200A, U+202F,
	// U+205F, U+3000; run on DuckDB 1.5), not tabs or newlines.
	zs := func(r rune) bool { return unicode.Is(unicode.Zs, r) }
	strFn("trim_duck_spaces", func(s string) string { return strings.TrimFunc(s, zs) })
	strFn("ltrim_duck_spaces", func(s string) string { return strings.TrimLeftFunc(s, zs) })
	strFn("rtrim_duck_spaces", func(s string) string { return strings.TrimRightFunc(s, zs) })
	reg(&scalarFunc{name: "trim_leading", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return StringValue(strings.TrimLeft(textOf(a[0]), textOf(a[1]))), nil
	}})
	reg(&scalarFunc{name: "trim_trailing", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return StringValue(strings.TrimRight(textOf(a[0]), textOf(a[1]))), nil
	}})
	reg(&scalarFunc{name: "length", min: 1, max: 1, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		switch a[0].k {
		case KindArray:
			return IntValue(int64(len(a[0].Elems()))), nil
		case KindMap:
			return IntValue(int64(len(a[0].Map().Keys))), nil
		case KindBinary:
			// Trino's length(binary): its bytes (Trino, binary functions)
			return IntValue(int64(len(a[0].s))), nil
		}
		return IntValue(int64(utf8.RuneCountInString(textOf(a[0])))), nil
	}}, "char_length", "character_length", "len")
	// Trino's to_utf8(string): its UTF-8 bytes, a varbinary (Trino, binary
	// functions).
	reg(&scalarFunc{name: "to_utf8", min: 1, max: 1, strict: true, ret: retFixed(Type{Kind: ast.TypeBinary}), fn: func(a []Value) (Value, error) {
		return BinaryValue([]byte(textOf(a[0]))), nil
	}})
	reg(&scalarFunc{name: "octet_length", min: 1, max: 1, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return IntValue(int64(len(textOf(a[0])))), nil
	}})
	// substr: Hive semantics; pos 0 is 1, negative counts from the end,
	// |pos| > length gives ''.
	reg(&scalarFunc{name: "substr", min: 2, max: 3, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		rs := []rune(textOf(a[0]))
		pos, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		n := int64(len(rs))
		length := n
		if len(a) > 2 {
			if length, err = argInt(a[2]); err != nil {
				return Null, err
			}
		}
		var from int64
		switch {
		case pos > 0:
			from = pos - 1
		case pos < 0:
			from = n + pos
		}
		if from < 0 || from >= n || length <= 0 {
			return StringValue(""), nil
		}
		to := n
		if length < n-from {
			to = from + length
		}
		return StringValue(string(rs[from:to])), nil
	}}, "substring")
	// substr_documented: a Doris or Snowflake substr the reader did not
	// read (ast.Func.Unread): Hive's substr where the dialect's documented
	// rule is the same (1 <= |pos| <= length, len >= 0), an error at the
	// edges whose result there is not documented.
	reg(&scalarFunc{name: "substr_documented", min: 2, max: 3, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		pos, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		n := int64(utf8.RuneCountInString(textOf(a[0])))
		bad := pos == 0 || pos > n || pos < -n
		if len(a) > 2 {
			l, err := argInt(a[2])
			if err != nil {
				return Null, err
			}
			bad = bad || l < 0
		}
		if bad {
			return Null, fmt.Errorf("substr at position 0, past either end or with a negative length is not modelled for this dialect: its result there is not documented")
		}
		return lookupFunc("substr").fn(a)
	}})
	// substr_sql: SQL-standard SUBSTRING (PostgreSQL).
	reg(&scalarFunc{name: "substr_sql", min: 2, max: 3, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		if a[1].k == KindString || len(a) > 2 && a[2].k == KindString {
			return substrSQLText(a) // funcs_substring_regex.go
		}
		rs := []rune(textOf(a[0]))
		pos, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		n := int64(len(rs))
		end := n + 1
		if len(a) > 2 {
			l, err := argInt(a[2])
			if err != nil {
				return Null, err
			}
			if l < 0 {
				return Null, fmt.Errorf("negative substring length not allowed")
			}
			end = pos + l
			if pos > 0 && end < pos { // overflow: the length runs past any string
				end = n + 1
			}
		}
		from := max(pos, 1)
		end = min(end, n+1)
		if from >= end {
			return StringValue(""), nil
		}
		return StringValue(string(rs[from-1 : end-1])), nil
	}})
	reg(&scalarFunc{name: "left", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		rs := []rune(textOf(a[0]))
		n, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		if n < 0 {
			n = max(int64(len(rs))+n, 0)
		}
		return StringValue(string(rs[:min(n, int64(len(rs)))])), nil
	}})
	reg(&scalarFunc{name: "right", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		rs := []rune(textOf(a[0]))
		n, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		if n < 0 {
			n = max(int64(len(rs))+n, 0)
		}
		n = min(n, int64(len(rs)))
		return StringValue(string(rs[int64(len(rs))-n:])), nil
	}})
	// concat propagates NULL (Hive, Spark, Trino, MySQL).
	reg(&scalarFunc{name: "concat", min: 1, max: -1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		if a[0].k == KindArray {
			var out []Value
			for _, v := range a {
				out = append(out, v.Elems()...)
			}
			return ArrayValue(append([]Value{}, out...)), nil
		}
		var b strings.Builder
		for _, v := range a {
			b.WriteString(textOf(v))
		}
		return StringValue(b.String()), nil
	}})
	// concat_skip_null skips NULL arguments (PostgreSQL, DuckDB concat).
	reg(&scalarFunc{name: "concat_skip_null", min: 1, max: -1, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		var b strings.Builder
		for _, v := range a {
			if v.k != KindNull {
				b.WriteString(textOf(v))
			}
		}
		return StringValue(b.String()), nil
	}})
	reg(&scalarFunc{name: "concat_ws", min: 1, max: -1, ret: retFixed(tVarchar), fn: concatWs(false),
		dialect: func(o *Options) func([]Value) (Value, error) { return concatWs(o.ConcatWsHive) }})
	// replace: Java String.replace; '' inserts rep around every character.
	reg(&scalarFunc{name: "replace", min: 2, max: 3, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		to := ""
		if len(a) > 2 {
			to = textOf(a[2])
		}
		return StringValue(strings.ReplaceAll(textOf(a[0]), textOf(a[1]), to)), nil
	}})
	reg(&scalarFunc{name: "replace_skip_empty", min: 3, max: 3, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		if textOf(a[1]) == "" {
			return StringValue(textOf(a[0])), nil
		}
		return StringValue(strings.ReplaceAll(textOf(a[0]), textOf(a[1]), textOf(a[2]))), nil
	}})
	reg(&scalarFunc{name: "reverse", min: 1, max: 1, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		if a[0].k == KindArray {
			es := a[0].Elems()
			out := make([]Value, len(es))
			for i, e := range es {
				out[len(es)-1-i] = e
			}
			return ArrayValue(out), nil
		}
		rs := []rune(textOf(a[0]))
		for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
			rs[i], rs[j] = rs[j], rs[i]
		}
		return StringValue(string(rs)), nil
	}}, "reverse_array")
	reg(&scalarFunc{name: "repeat", min: 2, max: 2, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		if n <= 0 {
			return StringValue(""), nil
		}
		s := textOf(a[0])
		if n > (1<<28)/int64(max(len(s), 1)) {
			return Null, fmt.Errorf("result too large")
		}
		return StringValue(strings.Repeat(s, int(n))), nil
	}})
	reg(&scalarFunc{name: "space", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[0])
		if err != nil || n < 0 {
			return StringValue(""), err
		}
		if n > 1<<24 {
			return Null, fmt.Errorf("result too large")
		}
		return StringValue(strings.Repeat(" ", int(n))), nil
	}})
	reg(&scalarFunc{name: "lpad", min: 2, max: 3, strict: true, ret: retFixed(tVarchar), fn: padFunc(true, false, false)})
	reg(&scalarFunc{name: "rpad", min: 2, max: 3, strict: true, ret: retFixed(tVarchar), fn: padFunc(false, false, false)})
	// Trino's, Presto's, BigQuery's and Hive's (Options.PadNegativeRaises)
	reg(&scalarFunc{name: "lpad_raise", min: 2, max: 3, strict: true, ret: retFixed(tVarchar), fn: padFunc(true, true, false)})
	reg(&scalarFunc{name: "rpad_raise", min: 2, max: 3, strict: true, ret: retFixed(tVarchar), fn: padFunc(false, true, false)})
	// strpos(s, sub): 1-based position, 0 when absent.
	reg(&scalarFunc{name: "strpos", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return IntValue(runeIndex(textOf(a[0]), textOf(a[1]))), nil
	}}, "instr", "position")
	// locate(sub, s[, start]) (Hive argument order).
	reg(&scalarFunc{name: "locate", min: 2, max: 3, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		s, sub := textOf(a[1]), textOf(a[0])
		start := int64(1)
		if len(a) > 2 {
			start, _ = argInt(a[2])
		}
		rs := []rune(s)
		if start < 1 || start > int64(len(rs))+1 {
			return IntValue(0), nil
		}
		p := runeIndex(string(rs[start-1:]), sub)
		if p == 0 {
			return IntValue(0), nil
		}
		return IntValue(p + start - 1), nil
	}})
	reg(&scalarFunc{name: "starts_with", min: 2, max: 2, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		return BoolValue(strings.HasPrefix(textOf(a[0]), textOf(a[1]))), nil
	}}, "startswith", "prefix")
	reg(&scalarFunc{name: "ends_with", min: 2, max: 2, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		return BoolValue(strings.HasSuffix(textOf(a[0]), textOf(a[1]))), nil
	}}, "endswith", "suffix")
	reg(&scalarFunc{name: "ascii", min: 1, max: 1, strict: true, ret: retFixed(tInt), fn: func(a []Value) (Value, error) {
		s := textOf(a[0])
		if s == "" {
			return IntOf(tInt.Kind, 0), nil
		}
		r, _ := utf8.DecodeRuneInString(s)
		return IntOf(tInt.Kind, int64(r)), nil
	}})
	// chr: funcs_mathstr.go
	reg(&scalarFunc{name: "translate", min: 3, max: 3, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		from, to := []rune(textOf(a[1])), []rune(textOf(a[2]))
		var b strings.Builder
		for _, r := range textOf(a[0]) {
			idx := -1
			for i, f := range from {
				if f == r {
					idx = i
					break
				}
			}
			switch {
			case idx < 0:
				b.WriteRune(r)
			case idx < len(to):
				b.WriteRune(to[idx])
			}
		}
		return StringValue(b.String()), nil
	}})
	reg(&scalarFunc{name: "split_part", min: 3, max: 3, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		parts := strings.Split(textOf(a[0]), textOf(a[1]))
		n, err := argInt(a[2])
		if err != nil {
			return Null, err
		}
		if n < 0 {
			n = int64(len(parts)) + n + 1
		}
		if n < 1 || n > int64(len(parts)) {
			return StringValue(""), nil
		}
		return StringValue(parts[n-1]), nil
	}})

	// split_part_pg: PostgreSQL's split_part (Options.PGSplitPart).
	reg(&scalarFunc{name: "split_part_pg", min: 3, max: 3, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		s, d := textOf(a[0]), textOf(a[1])
		n, err := argInt(a[2])
		if err != nil {
			return Null, err
		}
		if n == 0 {
			return Null, fmt.Errorf("field position must not be zero")
		}
		parts := []string{s}
		if d != "" {
			parts = strings.Split(s, d)
		}
		if s == "" {
			parts = nil
		}
		if n < 0 {
			n = int64(len(parts)) + n + 1
		}
		if n < 1 || n > int64(len(parts)) {
			return StringValue(""), nil
		}
		return StringValue(parts[n-1]), nil
	}})

	// split family (T6).
	// split_regex: Hive/Spark split, a Java regex, Java String.split(re, -1).
	reg(withRegexWalk(&scalarFunc{name: "split_regex", min: 2, max: 3, strict: true, ret: retFixed(arrayOf(tVarchar))}, func(fl regexflavor.Flavor, w RegexWalk, a []Value) (Value, error) {
		limit := int64(-1)
		if len(a) == 3 {
			n, err := argInt(a[2])
			if err != nil {
				return Null, err
			}
			limit = n
		}
		parts, err := splitJavaRegexLimit(fl, w, textOf(a[0]), textOf(a[1]), limit)
		if err != nil {
			return Null, err
		}
		return stringsArray(parts), nil
	}), "split")
	// regexp_split: Trino/Presto, a Java regex; a piece before every
	// match and one after the last, empty ones kept, a zero-width match
	// at the start too (JoniRegexpFunctions.regexpSplit).
	reg(withRegexWalk(&scalarFunc{name: "regexp_split", min: 2, max: 2, strict: true, ret: retFixed(arrayOf(tVarchar))}, func(fl regexflavor.Flavor, w RegexWalk, a []Value) (Value, error) {
		re, err := compileRegexFor(fl, textOf(a[1]), false)
		if err != nil {
			return Null, err
		}
		ms, err := allMatches(re, textOf(a[0]), w.rule("regexp_split"), "regexp_split")
		if err != nil {
			return Null, err
		}
		return stringsArray(splitAt(textOf(a[0]), ms)), nil
	}))
	// split_literal: a literal delimiter; '' gives [''].
	reg(&scalarFunc{name: "split_literal", min: 2, max: 2, strict: true, ret: retFixed(arrayOf(tVarchar)), fn: func(a []Value) (Value, error) {
		return stringsArray(splitLiteral(textOf(a[0]), textOf(a[1]))), nil
	}}, "str_split")
	// split_nonempty: Trino's split of a computed delimiter; '' is an error.
	reg(&scalarFunc{name: "split_nonempty", min: 2, max: 2, strict: true, ret: retFixed(arrayOf(tVarchar)), fn: func(a []Value) (Value, error) {
		if textOf(a[1]) == "" {
			return Null, fmt.Errorf("split: the delimiter may not be the empty string")
		}
		return stringsArray(splitLiteral(textOf(a[0]), textOf(a[1]))), nil
	}})
	// string_split: DuckDB; d = '' splits into characters, a NULL d gives [s].
	reg(&scalarFunc{name: "string_split", min: 2, max: 2, ret: retFixed(arrayOf(tVarchar)), fn: func(a []Value) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		if a[1].k == KindNull {
			return stringsArray([]string{textOf(a[0])}), nil
		}
		return stringsArray(splitLiteral(textOf(a[0]), textOf(a[1]))), nil
	}})
	// string_to_array: PostgreSQL, literal, '' gives an empty array, NULL
	// delimiter splits into characters, optional null string.
	reg(&scalarFunc{name: "string_to_array", min: 2, max: 3, ret: retFixed(arrayOf(tVarchar)), fn: func(a []Value) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		s := textOf(a[0])
		var parts []string
		switch {
		case s == "":
			parts = []string{}
		case a[1].k == KindNull:
			for _, r := range s {
				parts = append(parts, string(r))
			}
		case textOf(a[1]) == "":
			parts = []string{s}
		default:
			parts = strings.Split(s, textOf(a[1]))
		}
		out := stringsArray(parts)
		if len(a) > 2 && a[2].k != KindNull {
			for i, e := range out.Elems() {
				if e.s == textOf(a[2]) {
					out.Elems()[i] = Null
				}
			}
		}
		return out, nil
	}})
	// regexp_split_to_array: PostgreSQL regex split.
	reg(withRegexWalk(&scalarFunc{name: "regexp_split_to_array", min: 2, max: 3, strict: true, ret: retFixed(arrayOf(tVarchar))}, func(fl regexflavor.Flavor, w RegexWalk, a []Value) (Value, error) {
		pat := textOf(a[1])
		if len(a) > 2 {
			// The options: 'i' case-insensitive, 'c' case-sensitive,
			// the last one read winning (PostgreSQL 15 and DuckDB 1.5:
			// regexp_split_to_array('aKb', 'k', 'ci') is {a,b}, with
			// 'ic' {aKb}); the others are not read here.
			ci := false
			for _, o := range textOf(a[2]) {
				switch o {
				case 'i':
					ci = true
				case 'c':
					ci = false
				default:
					return Null, fmt.Errorf("regexp_split_to_array: the regular expression option %q is not supported by the reference executor", o)
				}
			}
			if ci {
				pat = "(?i)" + pat
			}
		}
		parts, err := splitPGRegex(fl, w, textOf(a[0]), pat)
		if err != nil {
			return Null, err
		}
		return stringsArray(parts), nil
	}), "string_split_regex", "str_split_regex")
	// regexp_replace: every match, $n group references (Java/Trino).
	reg(withRegexWalk(&scalarFunc{name: "regexp_replace", min: 3, max: 3, strict: true, ret: retFixed(tVarchar)}, func(fl regexflavor.Flavor, w RegexWalk, a []Value) (Value, error) {
		return replaceAllFor(fl, w, "regexp_replace", a, javaReplacement(textOf(a[2])))
	}))
	// regexp_replace_bs: every match, \n and \& group references.
	reg(withRegexWalk(&scalarFunc{name: "regexp_replace_bs", min: 3, max: 3, strict: true, ret: retFixed(tVarchar)}, func(fl regexflavor.Flavor, w RegexWalk, a []Value) (Value, error) {
		return replaceAllFor(fl, w, "regexp_replace", a, backslashReplacement(textOf(a[2])))
	}))
	// regexp_replace_first: the first match only, \n references.
	reg(withRegexFlavor(&scalarFunc{name: "regexp_replace_first", min: 3, max: 3, strict: true, ret: retFixed(tVarchar)}, func(fl regexflavor.Flavor, a []Value) (Value, error) {
		re, err := compileRegexFor(fl, textOf(a[1]), false)
		if err != nil {
			return Null, err
		}
		s := textOf(a[0])
		loc := re.FindStringSubmatchIndex(s)
		if loc == nil {
			return StringValue(s), nil
		}
		dst := re.ExpandString(nil, backslashReplacement(textOf(a[2])), s, loc)
		return StringValue(s[:loc[0]] + string(dst) + s[loc[1]:]), nil
	}))
	// regexp_substr: group g of the first match; NULL when no match or the
	// group does not take part.
	reg(withRegexFlavor(&scalarFunc{name: "regexp_substr", min: 2, max: 3, strict: true, ret: retFixed(tVarchar)}, func(fl regexflavor.Flavor, a []Value) (Value, error) {
		re, g, err := regexGroupArg(fl, a, 0)
		if err != nil {
			return Null, err
		}
		s := textOf(a[0])
		m := re.FindStringSubmatchIndex(s)
		if m == nil || m[2*g] < 0 {
			return Null, nil
		}
		return StringValue(s[m[2*g]:m[2*g+1]]), nil
	}))
	reg(withRegexFlavor(&scalarFunc{name: "regexp_extract", min: 2, max: 3, strict: true, ret: retFixed(tVarchar)}, func(fl regexflavor.Flavor, a []Value) (Value, error) {
		re, g, err := regexGroupArg(fl, a, 1)
		if err != nil {
			return Null, err
		}
		m := re.FindStringSubmatch(textOf(a[0]))
		if m == nil {
			return StringValue(""), nil
		}
		return StringValue(m[g]), nil
	}))
	// regexp_extract_null_group: Hive's regexp_extract: '' when re does not
	// match, NULL when group g does not take part in the first match.
	reg(withRegexFlavor(&scalarFunc{name: "regexp_extract_null_group", min: 3, max: 3, strict: true, ret: retFixed(tVarchar)}, func(fl regexflavor.Flavor, a []Value) (Value, error) {
		re, g, err := regexGroupArg(fl, a, 0) // a[2] is always given
		if err != nil {
			return Null, err
		}
		s := textOf(a[0])
		m := re.FindStringSubmatchIndex(s)
		if m == nil {
			return StringValue(""), nil
		}
		if m[2*g] < 0 {
			return Null, nil
		}
		return StringValue(s[m[2*g]:m[2*g+1]]), nil
	}))
	reg(withRegexWalk(&scalarFunc{name: "regexp_extract_all", min: 2, max: 3, strict: true, ret: retFixed(arrayOf(tVarchar))}, func(fl regexflavor.Flavor, w RegexWalk, a []Value) (Value, error) {
		re, err := compileRegexFor(fl, textOf(a[1]), false)
		if err != nil {
			return Null, err
		}
		g := int64(1)
		if len(a) > 2 {
			g, _ = argInt(a[2])
		}
		if re.NumSubexp() == 0 {
			g = 0
		}
		s := textOf(a[0])
		ms, err := allMatches(re, s, w.rule("regexp_extract_all"), "regexp_extract_all")
		if err != nil {
			return Null, err
		}
		var out []string
		for _, m := range ms {
			if 2*int(g)+1 < len(m) {
				t := ""
				if m[2*g] >= 0 {
					t = s[m[2*g]:m[2*g+1]]
				}
				out = append(out, t)
			}
		}
		return stringsArray(out), nil
	}))
	// regexp_count: the non-overlapping matches, left to right, as the
	// dialect goes through them (allMatches; read only for a pattern that
	// cannot match the empty string).
	reg(withRegexWalk(&scalarFunc{name: "regexp_count", min: 2, max: 2, strict: true, ret: retFixed(tBigInt)}, func(fl regexflavor.Flavor, w RegexWalk, a []Value) (Value, error) {
		re, err := compileRegexFor(fl, textOf(a[1]), false)
		if err != nil {
			return Null, err
		}
		ms, err := allMatches(re, textOf(a[0]), w.rule("regexp_count"), "regexp_count")
		if err != nil {
			return Null, err
		}
		return IntValue(int64(len(ms))), nil
	}))
	// regexp_instr: the 1-based character position of the first match, 0
	// when none; regexp_position (Trino): -1 when none.
	regexInstr := func(none int64) func(fl regexflavor.Flavor, a []Value) (Value, error) {
		return func(fl regexflavor.Flavor, a []Value) (Value, error) {
			re, err := compileRegexFor(fl, textOf(a[1]), false)
			if err != nil {
				return Null, err
			}
			s := textOf(a[0])
			loc := re.FindStringIndex(s)
			if loc == nil {
				return IntValue(none), nil
			}
			return IntValue(int64(utf8.RuneCountInString(s[:loc[0]])) + 1), nil
		}
	}
	reg(withRegexFlavor(&scalarFunc{name: "regexp_instr", min: 2, max: 2, strict: true, ret: retFixed(tBigInt)}, regexInstr(0)))
	reg(withRegexFlavor(&scalarFunc{name: "regexp_position", min: 2, max: 2, strict: true, ret: retFixed(tBigInt)}, regexInstr(-1)))
	reg(withRegexFlavor(&scalarFunc{name: "regexp_like", min: 2, max: 2, strict: true, ret: retFixed(tBool)}, func(fl regexflavor.Flavor, a []Value) (Value, error) {
		re, err := compileRegexFor(fl, textOf(a[1]), true)
		if err != nil {
			return Null, err
		}
		return BoolValue(re.MatchString(textOf(a[0]))), nil
	}), "rlike", "regexp")
	// regexp_matches is DuckDB's match test. PostgreSQL's regexp_matches
	// returns a set of text arrays, the captured groups of each match
	// (PostgreSQL 15: SELECT regexp_matches('abc', 'b') gives one row
	// {b}, and no row where the pattern does not match or an argument is
	// NULL), which this executor does not model: raised, not read as a
	// test.
	like := scalarFuncs["regexp_like"]
	reg(&scalarFunc{name: "regexp_matches", min: 2, max: 2, ret: like.ret, fn: func(a []Value) (Value, error) {
		if a[0].IsNull() || a[1].IsNull() {
			return Null, nil
		}
		return like.fn(a)
	}, dialect: func(o *Options) func([]Value) (Value, error) {
		if o.RegexFlavor == regexflavor.Postgres {
			return func([]Value) (Value, error) {
				return Null, fmt.Errorf("PostgreSQL's regexp_matches (a set of text arrays, the groups of each match) is not run by this executor: run the query on PostgreSQL (--engine postgres)")
			}
		}
		test := like.dialect(o)
		return func(a []Value) (Value, error) {
			if a[0].IsNull() || a[1].IsNull() {
				return Null, nil
			}
			return test(a)
		}
	}})
	reg(&scalarFunc{name: "format_number_plain", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return StringValue(a[0].String()), nil
	}})
}

func runeIndex(s, sub string) int64 {
	i := strings.Index(s, sub)
	if i < 0 {
		return 0
	}
	return int64(utf8.RuneCountInString(s[:i])) + 1
}

func stringsArray(parts []string) Value {
	out := make([]Value, len(parts))
	for i, p := range parts {
		out[i] = StringValue(p)
	}
	return ArrayValue(out)
}

// splitLiteral splits by a literal delimiter; an empty delimiter splits
// into characters, an empty string gives [”].
func splitLiteral(s, d string) []string {
	if d == "" {
		if s == "" {
			return []string{""}
		}
		var out []string
		for _, r := range s {
			out = append(out, string(r))
		}
		return out
	}
	return strings.Split(s, d)
}

// hasRegexMeta reports whether p has a regex metacharacter.
func hasRegexMeta(p string) bool { return strings.ContainsAny(p, `\^$.|?*+()[]{}`) }

// splitJavaRegexLimit is Java's String.split(regex, limit) (Hive's
// split(str, regex) with limit -1, Spark's split(str, regex, limit)) over
// the matches as Java goes through them (allMatches): a piece before each
// match but a zero-width one at the start, and the rest; no match gives
// the text itself. A limit > 0 applies the pattern at most limit - 1
// times, the last piece holding the rest; a limit <= 0 keeps every piece
// (Spark reads 0 as -1). Spark splits by ” into characters, no trailing
// ” (its UTF8String.split); Hive, Java, by the empty pattern
// ("abc".split("", -1) is [a, b, c, ""] in Java 17). A pattern without
// metacharacters splits literally (Java's fast path agrees).
func splitJavaRegexLimit(fl regexflavor.Flavor, w RegexWalk, s, pat string, limit int64) ([]string, error) {
	full := limit <= 0
	if !hasRegexMeta(pat) && pat != "" {
		if full {
			return strings.Split(s, pat), nil
		}
		return strings.SplitN(s, pat, int(min(limit, int64(len(s))+1))), nil
	}
	if pat == "" && w != WalkJava {
		// Spark: split('abc', '') = [a, b, c]
		if s == "" {
			return []string{""}, nil
		}
		var out []string
		for i, r := range s {
			if !full && int64(len(out)) == limit-1 {
				return append(out, s[i:]), nil
			}
			out = append(out, string(r))
		}
		return out, nil
	}
	re, err := compileRegexFor(fl, pat, false)
	if err != nil {
		return nil, err
	}
	ms, err := allMatches(re, s, w.rule("split_regex"), "split")
	if err != nil {
		return nil, err
	}
	var out []string
	index := 0
	for _, m := range ms {
		switch {
		case full || int64(len(out)) < limit-1:
			if index == 0 && m[0] == 0 && m[1] == 0 {
				continue // no leading piece for a zero-width match at the start
			}
			out = append(out, s[index:m[0]])
			index = m[1]
		case int64(len(out)) == limit-1:
			out = append(out, s[index:])
			index = m[1]
		}
	}
	if index == 0 {
		return []string{s}, nil
	}
	if full || int64(len(out)) < limit {
		out = append(out, s[index:])
	}
	return out, nil
}

// splitPGRegex is PostgreSQL's regexp_split_to_array: a piece before each
// match but an empty one at the end of the text or of the match before
// (the start too), and the rest. DuckDB's string_split_regex
// (regexp_split_to_array's alias) is splitDuckRegex.
func splitPGRegex(fl regexflavor.Flavor, w RegexWalk, s, pat string) ([]string, error) {
	re, err := compileRegexFor(fl, pat, false)
	if err != nil {
		return nil, err
	}
	if w == WalkDuckDB {
		return splitDuckRegex(re, s), nil
	}
	ms, err := allMatches(re, s, w.rule("regexp_split_to_array"), "regexp_split_to_array")
	if err != nil {
		return nil, err
	}
	var out []string
	last := 0
	for _, m := range ms {
		if m[0] >= len(s) || m[1] <= last {
			continue
		}
		out = append(out, s[last:m[0]])
		last = m[1]
	}
	return append(out, s[last:]), nil
}

// javaReplacement turns Java/PostgreSQL group references ($1, \1) into Go's ${1}.
func javaReplacement(r string) string {
	var b strings.Builder
	for i := 0; i < len(r); i++ {
		c := r[i]
		if (c == '$' || c == '\\') && i+1 < len(r) && r[i+1] >= '0' && r[i+1] <= '9' {
			b.WriteString("${" + string(r[i+1]) + "}")
			i++
			continue
		}
		if c == '\\' && i+1 < len(r) {
			i++
			if r[i] == '$' {
				b.WriteString("$$")
			} else {
				b.WriteByte(r[i])
			}
			continue
		}
		if c == '$' {
			b.WriteString("$$")
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// backslashReplacement turns \n and \& (PostgreSQL, DuckDB) into Go's ${n}.
func backslashReplacement(r string) string {
	var b strings.Builder
	for i := 0; i < len(r); i++ {
		c := r[i]
		if c == '\\' && i+1 < len(r) {
			n := r[i+1]
			switch {
			case n >= '0' && n <= '9':
				b.WriteString("${" + string(n) + "}")
			case n == '&':
				b.WriteString("${0}")
			case n == '$':
				b.WriteString("$$")
			default:
				b.WriteByte(n)
			}
			i++
			continue
		}
		if c == '$' {
			b.WriteString("$$")
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// replaceAllFor replaces every match of a[1] in a[0], as the dialect goes
// through them (allMatches), by the template tmpl.
func replaceAllFor(fl regexflavor.Flavor, w RegexWalk, name string, a []Value, tmpl string) (Value, error) {
	re, err := compileRegexFor(fl, textOf(a[1]), false)
	if err != nil {
		return Null, err
	}
	s := textOf(a[0])
	ms, err := allMatches(re, s, w.rule(name), name)
	if err != nil {
		return Null, err
	}
	return StringValue(replaceMatches(re, s, ms, tmpl)), nil
}

// javaIsWhitespace is Java's Character.isWhitespace (Trino's and Presto's
// trim(s)): a space, line or paragraph separator but the no-break spaces
// U+00A0, U+2007 and U+202F, or one of tab, newline, vertical tab, form
// feed, carriage return and U+001C to U+001F.
func javaIsWhitespace(r rune) bool {
	switch {
	case r >= '\t' && r <= '\r', r >= 0x1c && r <= 0x1f:
		return true
	case r == 0xa0 || r == 0x2007 || r == 0x202f:
		return false
	}
	return unicode.In(r, unicode.Zs, unicode.Zl, unicode.Zp)
}
