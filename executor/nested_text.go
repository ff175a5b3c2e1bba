package executor

import (
	"encoding/hex"
	"strings"
	"unicode/utf8"

	"github.com/lateral-sql/lateral/ast"
)

// NestedText is how a dialect writes an array, a map or a struct as text:
// in a CAST to a string type and where concat reads one as text.
type NestedText uint8

const (
	// NestedTextDefault: the executor's own display form (Value.String).
	NestedTextDefault NestedText = iota
	// NestedTextPostgres: PostgreSQL 15's array_out and record_out (run on
	// PostgreSQL 15): an array is {e1,e2} ({} when empty, {{1,2},{3,4}}
	// nested), a NULL element NULL, an element double-quoted when it is
	// empty, spells NULL in any case, or holds a {, }, comma, ", \ or
	// white space, with " and \ escaped by a \; a row is (f1,f2), a NULL
	// field empty, a field double-quoted when it is empty or holds a (,
	// ), comma, ", \ or white space, with " and \ doubled. Each scalar
	// is its output text: a boolean t or f, a float and an interval as
	// PostgreSQL writes them, a date before year 1 with BC, a bytea
	// \x and hex digits.
	NestedTextPostgres
	// NestedTextDuckDB: DuckDB's cast of a LIST, STRUCT or MAP to VARCHAR
	// (run on DuckDB 1.5): [e1, e2], {'name': v}, {k=v}, NULL as NULL; an
	// element's text (a field's, a key's, a value's) single-quoted when it
	// is empty, spells NULL in any case, starts or ends with white space,
	// or holds a comma, ', ", :, =, (, ), [, ], { or }, with ' and \
	// escaped by a \ inside the quotes (['a b', 'x''y'] is [a b, 'x\'y']);
	// a field name always quoted so; a JSON element of a list is
	// written as it is ([x::JSON] of {"a": 1} is [{"a": 1}]).
	NestedTextDuckDB
)

// nestedToText is v written as text by the rule when v is an array, a map
// or a struct converted to the text type t; v otherwise.
// Inside an array, a map or a struct cast to one whose element, key,
// value or field types are text, each nested value cast to text is
// written by the rule too ([{'a': 'x y'}]::VARCHAR[] is ['{'a': x y}'] in
// DuckDB, run on DuckDB 1.5).
func nestedToText(v Value, t Type, rule NestedText, floats FloatText) Value {
	if rule == NestedTextDefault || v.k != KindArray && v.k != KindMap && v.k != KindStruct {
		return v
	}
	switch {
	case t.Kind.IsText():
		return StringValue(nestedText(v, rule, floats))
	case v.k == KindArray && t.Kind == ast.TypeArray && t.Elem != nil && typeHasText(*t.Elem):
		es := v.Elems()
		out := make([]Value, len(es))
		for i, e := range es {
			out[i] = nestedToText(e, *t.Elem, rule, floats)
		}
		return ArrayValue(out)
	case v.k == KindMap && t.Kind == ast.TypeMap && (t.Key != nil && typeHasText(*t.Key) || t.Val != nil && typeHasText(*t.Val)):
		m := v.Map()
		ks, vs := append([]Value(nil), m.Keys...), append([]Value(nil), m.Vals...)
		for i := range ks {
			if t.Key != nil {
				ks[i] = nestedToText(ks[i], *t.Key, rule, floats)
			}
			if t.Val != nil {
				vs[i] = nestedToText(vs[i], *t.Val, rule, floats)
			}
		}
		return MapOf(ks, vs)
	case v.k == KindStruct && t.Kind == ast.TypeStruct && len(t.Fields) == len(v.Struct().Vals) && typeHasText(t):
		st := v.Struct()
		vals := make([]Value, len(st.Vals))
		for i, f := range t.Fields {
			vals[i] = nestedToText(st.Vals[i], f.Type, rule, floats)
		}
		return StructOf(st.Names, vals)
	}
	return v
}

// nestedText is the text of the array, map or struct v by the rule, its
// floats written by floats.
func nestedText(v Value, rule NestedText, floats FloatText) string {
	var b strings.Builder
	if rule == NestedTextPostgres {
		writePGText(&b, v, floats)
	} else {
		writeDuckText(&b, v, floats, false)
	}
	return b.String()
}

// nestedTextFn is f with an array, map or struct result written as text by
// the rule (concat's arguments under PostgreSQL: concat(ARRAY[1, 2], true)
// is {1,2}t, run on PostgreSQL 15: a boolean is its output text too).
func nestedTextFn(f evalFn, rule NestedText, floats FloatText) evalFn {
	return func(r *rowRef) (Value, error) {
		v, err := f(r)
		if err == nil && v.k == KindBool && rule == NestedTextPostgres {
			return StringValue(pgScalarText(v, floats)), nil
		}
		if err != nil || v.k != KindArray && v.k != KindMap && v.k != KindStruct {
			return v, err
		}
		return StringValue(nestedText(v, rule, floats)), nil
	}
}

// rowTextFn is f with a struct or map result written as text by the rule,
// as || reads one beside a string: DuckDB's {'a': 1, 'b': 'q'} || 'x' is
// {'a': 1, 'b': q}x, its cast to VARCHAR (run on DuckDB 1.5), and
// PostgreSQL's ROW(1, 'q') || 'a' is (1,q)a, record_out's text (run on
// PostgreSQL 15). An array is left whole: || of one concatenates arrays.
func rowTextFn(f evalFn, rule NestedText, floats FloatText) evalFn {
	return func(r *rowRef) (Value, error) {
		v, err := f(r)
		if err != nil || v.k != KindMap && v.k != KindStruct {
			return v, err
		}
		return StringValue(nestedText(v, rule, floats)), nil
	}
}

// pgScalarText is the output text of a scalar v in PostgreSQL.
func pgScalarText(v Value, floats FloatText) string {
	switch v.k {
	case KindBool:
		if v.i != 0 {
			return "t"
		}
		return "f"
	case KindFloat:
		if floats == FloatTextDefault {
			floats = FloatTextPostgres
		}
		return floatText(v.Float(), v.t == ast.TypeReal, floats)
	case KindInterval:
		return FormatIntervalPostgres(v.Interval())
	case KindBinary:
		return `\x` + hex.EncodeToString([]byte(v.s))
	case KindDate:
		return PGEraText(formatDate(v.i))
	case KindTimestamp:
		return PGEraText(v.String())
	}
	return v.String()
}

// writePGText writes v by NestedTextPostgres.
func writePGText(b *strings.Builder, v Value, floats FloatText) {
	switch v.k {
	case KindArray:
		b.WriteByte('{')
		for i, e := range v.Elems() {
			if i > 0 {
				b.WriteByte(',')
			}
			switch {
			case e.k == KindNull:
				b.WriteString("NULL")
			case e.k == KindArray:
				writePGText(b, e, floats)
			default:
				s := pgElemText(e, floats)
				if pgArrayQuotes(s) {
					b.WriteByte('"')
					for _, c := range []byte(s) {
						if c == '"' || c == '\\' {
							b.WriteByte('\\')
						}
						b.WriteByte(c)
					}
					b.WriteByte('"')
				} else {
					b.WriteString(s)
				}
			}
		}
		b.WriteByte('}')
	case KindStruct:
		b.WriteByte('(')
		for i, f := range v.Struct().Vals {
			if i > 0 {
				b.WriteByte(',')
			}
			if f.k == KindNull {
				continue
			}
			s := pgElemText(f, floats)
			if pgRecordQuotes(s) {
				b.WriteByte('"')
				for _, c := range []byte(s) {
					if c == '"' || c == '\\' {
						b.WriteByte(c)
					}
					b.WriteByte(c)
				}
				b.WriteByte('"')
			} else {
				b.WriteString(s)
			}
		}
		b.WriteByte(')')
	case KindMap:
		// PostgreSQL has no map type; the executor's form
		v.writeFloats(b, true, floats)
	default:
		b.WriteString(pgScalarText(v, floats))
	}
}

// pgElemText is the text of an array element or a row field.
func pgElemText(v Value, floats FloatText) string {
	if v.k == KindArray || v.k == KindStruct || v.k == KindMap {
		var b strings.Builder
		writePGText(&b, v, floats)
		return b.String()
	}
	return pgScalarText(v, floats)
}

// pgSpace is PostgreSQL's white space (scanner_isspace).
func pgSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// pgArrayQuotes reports whether array_out quotes the element text s.
func pgArrayQuotes(s string) bool {
	if s == "" || strings.EqualFold(s, "NULL") {
		return true
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '{' || c == '}' || c == ',' || c == '"' || c == '\\' || pgSpace(c):
			return true
		}
	}
	return false
}

// pgRecordQuotes reports whether record_out quotes the field text s.
func pgRecordQuotes(s string) bool {
	if s == "" {
		return true
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '(' || c == ')' || c == ',' || c == '"' || c == '\\' || pgSpace(c):
			return true
		}
	}
	return false
}

// writeDuckText writes v by NestedTextDuckDB; inList tells that v is an
// element of a list (a JSON one is not quoted there).
func writeDuckText(b *strings.Builder, v Value, floats FloatText, inList bool) {
	switch v.k {
	case KindNull:
		b.WriteString("NULL")
	case KindArray:
		b.WriteByte('[')
		for i, e := range v.Elems() {
			if i > 0 {
				b.WriteString(", ")
			}
			writeDuckText(b, e, floats, true)
		}
		b.WriteByte(']')
	case KindMap:
		m := v.Map()
		b.WriteByte('{')
		for i := range m.Keys {
			if i > 0 {
				b.WriteString(", ")
			}
			writeDuckText(b, m.Keys[i], floats, false)
			b.WriteByte('=')
			writeDuckText(b, m.Vals[i], floats, false)
		}
		b.WriteByte('}')
	case KindStruct:
		s := v.Struct()
		b.WriteByte('{')
		for i := range s.Names {
			if i > 0 {
				b.WriteString(", ")
			}
			duckQuote(b, s.Names[i])
			b.WriteString(": ")
			writeDuckText(b, s.Vals[i], floats, false)
		}
		b.WriteByte('}')
	case KindJSON:
		if inList {
			b.WriteString(v.s)
			return
		}
		duckMaybeQuote(b, v.s)
	default:
		if v.k == KindTimestamp && v.t == ast.TypeTimestampTZ {
			v = tzText(v, v.tzZone(), true) // its offset's seconds dropped (duck_tz_text.go)
		}
		var s strings.Builder
		v.writeFloats(&s, false, floats)
		duckMaybeQuote(b, s.String())
	}
}

// duckMaybeQuote writes s, quoted when DuckDB's nested text quotes it.
func duckMaybeQuote(b *strings.Builder, s string) {
	if duckQuotes(s) {
		duckQuote(b, s)
	} else {
		b.WriteString(s)
	}
}

// duckQuotes reports whether DuckDB quotes the element text s.
func duckQuotes(s string) bool {
	if s == "" || strings.EqualFold(s, "NULL") || pgSpace(s[0]) || pgSpace(s[len(s)-1]) {
		return true
	}
	return strings.ContainsAny(s, `,'":=()[]{}`)
}

// duckQuote writes s single-quoted, ' and \ escaped by a \.
func duckQuote(b *strings.Builder, s string) {
	b.WriteByte('\'')
	for _, c := range []byte(s) {
		if c == '\'' || c == '\\' {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	b.WriteByte('\'')
}

// CharLength is what an explicit CAST to VARCHAR(n) or CHAR(n) does with a
// value longer than n characters.
type CharLength uint8

const (
	// CharLengthIgnore keeps the whole value (DuckDB: CAST('abcdef' AS
	// VARCHAR(3)) is abcdef, run on DuckDB 1.5; Spark casts to STRING).
	CharLengthIgnore CharLength = iota
	// CharLengthTruncate keeps the first n characters (Hive: a string
	// longer than a VARCHAR's length "is silently truncated", Hive
	// language manual, data types, Varchar).
	CharLengthTruncate
	// CharLengthPostgres truncates as CharLengthTruncate does, and a CHAR
	// (CHARACTER, NCHAR) without a length is CHAR(1), a BPCHAR without one
	// unbounded (run on PostgreSQL 15: CAST('abcdef' AS VARCHAR(3)) is abc,
	// CAST('héllo' AS CHAR(2)) hé, CAST('ab' AS CHAR) a, CAST('ab' AS
	// BPCHAR) ab, CAST(12345 AS VARCHAR(3)) 123, CAST(ARRAY['abc'] AS
	// VARCHAR(2)[]) {ab}).
	CharLengthPostgres
	// CharLengthTruncateText truncates a string as CharLengthTruncate
	// does and raises for another value whose text is longer than n
	// (Trino and Presto: CharacterStringCasts.varcharToVarcharCast keeps
	// the first n code points; the cast of a number to a shorter VARCHAR(n)
	// raises "cannot be represented").
	CharLengthTruncateText
)

// charTypeName is tn with a CHAR without a length made CHAR(1) under
// CharLengthPostgres, at any depth; tn itself when nothing changes.
func charTypeName(tn *ast.TypeName) *ast.TypeName {
	if tn == nil {
		return nil
	}
	if tn.Kind == ast.TypeChar && len(tn.Params) == 0 && !strings.HasSuffix(tn.Name, "BPCHAR") {
		out := *tn
		out.Params = []int{1}
		return &out
	}
	if tn.Elem != nil {
		if e := charTypeName(tn.Elem); e != tn.Elem {
			out := *tn
			out.Elem = e
			return &out
		}
	}
	return tn
}

// truncateChars is v, a value cast to t, cut to t's length in characters
// when t is VARCHAR(n) or CHAR(n) (a CHAR padded again to n), element by
// element in an array; v otherwise.
func truncateChars(v Value, t Type) Value {
	switch {
	case v.k == KindString && (t.Kind == ast.TypeVarchar || t.Kind == ast.TypeChar) && t.Prec > 0:
		if utf8.RuneCountInString(v.s) <= t.Prec {
			return v
		}
		n, i := 0, 0
		for i = range v.s {
			if n == t.Prec {
				break
			}
			n++
		}
		out := v
		out.s = v.s[:i]
		return out
	case v.k == KindArray && t.Kind == ast.TypeArray && t.Elem != nil:
		es := v.Elems()
		out := make([]Value, len(es))
		for i, e := range es {
			out[i] = truncateChars(e, *t.Elem)
		}
		return ArrayValue(out)
	}
	return v
}

// charTrim is v without its trailing spaces when v is a CHAR value read as
// text under CharLengthPostgres (PostgreSQL 15 run: CAST(CAST('ab' AS
// CHAR(4)) AS TEXT) || '|' is ab|, length(CAST('ab ' AS CHAR(4))) 2,
// CAST('ab' AS CHAR(4)) || 'x' abx, upper(...) AB; concat keeps the
// padding: concat(CAST('ab' AS CHAR(4)), '|') is 'ab  |').
func charTrim(v Value) Value {
	if v.k != KindString || v.t != ast.TypeChar {
		return v
	}
	return StringValue(strings.TrimRight(v.s, " "))
}

// charTrimFn is f with a CHAR result read as text (charTrim).
func charTrimFn(f evalFn) evalFn {
	return func(r *rowRef) (Value, error) {
		v, err := f(r)
		if err != nil {
			return v, err
		}
		return charTrim(v), nil
	}
}

// charsAsText is fs with each CHAR operand read as text (charTrim) when
// es, the operands of a comparison or of an IN, mix CHAR and TEXT under
// CharLengthPostgres: PostgreSQL then compares as TEXT, a CHAR cast to
// TEXT losing its padding and the TEXT keeping its own (PostgreSQL 15
// run: CAST('ab  ' AS TEXT) = CAST('ab' AS CHAR(4)) and CAST('ab ' AS
// TEXT) IN (CAST('ab' AS CHAR(4))) are false; against a VARCHAR or a
// literal the CHAR rule holds, CAST('ab  ' AS VARCHAR) = CAST('ab' AS
// CHAR(4)) true, Compare). nil when nothing changes.
func (c *compiler) charsAsText(es []Expr, fs []evalFn) []evalFn {
	if c.b.eng.opts.CharLength != CharLengthPostgres {
		return nil
	}
	var chars, texts bool
	for _, e := range es {
		switch e.Type().Kind {
		case ast.TypeChar:
			chars = true
		case ast.TypeString:
			texts = true
		}
	}
	if !chars || !texts {
		return nil
	}
	out := append([]evalFn(nil), fs...)
	for i, e := range es {
		if e.Type().Kind == ast.TypeChar {
			out[i] = charTrimFn(out[i])
		}
	}
	return out
}

// pgTextFuncs are PostgreSQL's functions that read their CHAR arguments as
// text, without the padding (charTrim); concat, octet_length and the
// functions giving back an argument's own type (coalesce) keep it.
var pgTextFuncs = map[string]bool{
	"length": true, "char_length": true, "character_length": true, "upper": true, "lower": true, "initcap": true,
	"replace": true, "strpos": true, "position": true, "substr": true, "substring": true, "left": true, "right": true,
	"lpad": true, "rpad": true, "reverse": true, "trim": true, "btrim": true, "ltrim": true, "rtrim": true,
	"split_part": true, "repeat": true, "starts_with": true, "translate": true, "md5": true,
	// the names the planner gives some of them
	"replace_skip_empty": true, "substr_sql": true, "trim_chars": true, "split_part_pg": true,
	// the regular expression functions (PostgreSQL 15 run: over
	// CAST('a ' AS CHAR(3)), regexp_replace(x, ' ', '_', 'g') is 'a',
	// substring(x from 'a *') 'a', regexp_split_to_array(x, 'z') {a})
	"regexp_replace": true, "regexp_replace_bs": true, "regexp_replace_first": true,
	"substring_regex": true, "regexp_split_to_array": true,
}

// pgJSONText is PostgreSQL's to_json of v (run on PostgreSQL 15): an
// interval in IntervalStyle postgres ("1 mon -2 days"), a timestamp in ISO
// 8601 with a T ("2020-01-01T01:02:03.5", with a zone "+00:00"), a date or
// a timestamp before year 1 with " BC", a float as float8out writes it
// (1e+20, 1e-07, "NaN"), a bytea as its \x text; arrays and rows within
// so too.
func pgJSONText(v Value) string {
	var b strings.Builder
	writePGJSON(&b, v)
	return b.String()
}

func writePGJSON(b *strings.Builder, v Value) {
	str := func(s string) { b.WriteString(toJSONText(StringValue(s))) }
	switch v.k {
	case KindFloat:
		s := floatText(v.Float(), v.t == ast.TypeReal, FloatTextPostgres)
		if s == "NaN" || strings.HasSuffix(s, "Infinity") {
			str(s)
		} else {
			b.WriteString(s)
		}
	case KindInterval:
		str(FormatIntervalPostgres(v.Interval()))
	case KindBinary:
		str(`\x` + hex.EncodeToString([]byte(v.s)))
	case KindDate:
		str(pgScalarText(v, FloatTextPostgres))
	case KindTimestamp:
		s := v.String()
		bc := strings.Contains(s, " (BC)")
		s = strings.Replace(s, " (BC)", "", 1)
		if len(s) > 10 && s[10] == ' ' {
			s = s[:10] + "T" + s[11:]
		}
		if v.t == ast.TypeTimestampTZ {
			// the zone as +hh:mm
			if i := strings.LastIndexAny(s, "+-"); i > 10 && len(s)-i == 3 {
				s += ":00"
			}
		}
		if bc {
			s += " BC"
		}
		str(s)
	case KindArray:
		b.WriteByte('[')
		for i, e := range v.Elems() {
			if i > 0 {
				b.WriteByte(',')
			}
			writePGJSON(b, e)
		}
		b.WriteByte(']')
	case KindStruct:
		s := v.Struct()
		b.WriteByte('{')
		for i := range s.Names {
			if i > 0 {
				b.WriteByte(',')
			}
			str(s.Names[i])
			b.WriteByte(':')
			writePGJSON(b, s.Vals[i])
		}
		b.WriteByte('}')
	default:
		b.WriteString(toJSONText(v))
	}
}
