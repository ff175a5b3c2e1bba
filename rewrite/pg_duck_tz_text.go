package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The text of a TIMESTAMP WITH TIME ZONE between PostgreSQL and DuckDB.
// Both write the instant in the session's zone with its offset, alike
// for the infinite values, fractional seconds (.5, .000001), years past
// 9999 and offsets of whole minutes (run on PostgreSQL 15 and DuckDB 1.5
// in the zones UTC, America/Los_Angeles and Asia/Kolkata,
// pg_duck_tz_text_test.go), but otherwise in two ways:
//   - an offset with seconds (the local mean time of a zone before it
//     took a standard offset: America/Los_Angeles before 1883-11-18,
//     Asia/Kolkata before 1942, Africa/Monrovia up to 1972) is
//     -07:52:58 in PostgreSQL, -07:52 in DuckDB, which drops the seconds
//     (+05:53:28 is +05:53);
//   - a date before Christ is 0052-12-31 16:07:02-07:52:58 BC in
//     PostgreSQL, 0052-12-31 (BC) 16:07:02-07:52 in DuckDB.
//
// Which instants have such an offset depends on the session's zone, which
// the translation cannot see, so a TIMESTAMPTZ of known type written as
// text (cast to a string type, an operand of || or an argument of concat
// or concat_ws) is written so that the target gives the source's text for
// every instant: toward PostgreSQL, DuckDB's text is PostgreSQL's with the
// offset's seconds dropped and ' BC' moved after the date as ' (BC)':
//
//	regexp_replace(regexp_replace(CAST(x AS TEXT), '([+-][0-9]{2}:[0-9]{2}):[0-9]{2}( BC)?$', '\1\2'), '^([^ ]+) (.*) BC$', '\1 (BC) \2')
//
// toward DuckDB, PostgreSQL's text is DuckDB's with the offset's seconds
// (date_part('timezone', x), the offset in seconds, is the same in both,
// NULL for the infinite values) put back and '(BC)' moved to the end:
//
//	regexp_replace(CAST(x AS VARCHAR) || CASE WHEN abs(date_part('timezone', x)) % 60 <> 0 THEN ':' || lpad(CAST(abs(date_part('timezone', x)) % 60 AS VARCHAR), 2, '0') ELSE '' END, '^([^ ]+) \(BC\) (.*)$', '\1 \2 BC')
//
// which reads x three times (refused, T073, for a volatile x). Both
// engines' texts assume PostgreSQL's default DateStyle (ISO). A value
// whose type lateral does not know (a column no schema gives, a subquery,
// a call of a function it does not type: tzUntyped) is tested when the
// query runs (tzTest) and written so when it is a TIMESTAMPTZ
// (pgDuckTZTextCast, pgDuckTZTextBinary, pgDuckTZTextFunc; run on both,
// TestPgDuckTZUntyped). A value of unknown type that may be a float
// (floatUntyped, float_text.go) is tested in the same CASE, first, and
// raises when it is one (floatUntypedWhen), from any source toward
// PostgreSQL or DuckDB. The functions of the current instant are kept
// (currentInstant); array_to_string of TIMESTAMPTZ elements is refused,
// and of an array of unknown type raises for float or TIMESTAMPTZ elements
// (pgDuckTZArrayJoin). A value of unknown type that is an array (or in
// DuckDB a STRUCT or MAP) raises, in the same CASE, where it is written as
// text (untypedNestedWhen), and concat of an ARRAY, MAP or STRUCT of known
// type is refused (pgDuckNestedConcat). A DATE or TIMESTAMP before
// Christ, 0045-05-17 BC in PostgreSQL and 0045-05-17 (BC) in DuckDB, is
// written so too (bcTextOf: of known type where it may be before Christ,
// mayBeBC; of unknown type tested when the query runs, bcUntypedWhen).

// pgDuckTZText is o written as the source's text of a TIMESTAMPTZ in the
// target (above), o itself where it is not a TIMESTAMPTZ between
// PostgreSQL and DuckDB; ok is false where it refused.
func (c *Context) pgDuckTZText(o ast.Expr, sc *scope) (ast.Expr, bool) {
	if !c.pgDuckDateTextPair() || currentInstant(o) {
		return o, true
	}
	t := c.typeOf(o, sc)
	if t != nil && (t.Kind == ast.TypeDate || t.Kind == ast.TypeTimestamp) {
		if !mayBeBC(o) {
			return o, true
		}
		return c.bcTextOf(o, t.Kind), true
	}
	if t == nil || t.Kind != ast.TypeTimestampTZ {
		return o, true
	}
	if c.Target.Name != "postgres" && !c.reusableIn(o, "writing a TIMESTAMPTZ as postgres's text") {
		return o, false
	}
	return c.tzTextOf(o, o), true
}

// tzTextOf is the text form above of o, a TIMESTAMPTZ, x being o or, for
// a value of unknown type (tzUntyped), the value itself, toward
// PostgreSQL read by a cast to text that every type has, toward DuckDB o
// being CAST(x AS TIMESTAMPTZ), which DuckDB binds for every type of x
// (it raises only when run, and the CASE of tzTest runs it for a
// TIMESTAMPTZ only).
func (c *Context) tzTextOf(o, x ast.Expr) ast.Expr {
	sp := o.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	text := func(x ast.Expr) ast.Expr {
		return &ast.Cast{Span: sp, X: x, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	}
	if c.Target.Name == "postgres" {
		cut := canonCall(sp, "regexp_replace", text(x), str(`([+-][0-9]{2}:[0-9]{2}):[0-9]{2}( BC)?$`), str(`$1$2`))
		return canonCall(sp, "regexp_replace", cut, str(`^([^ ]+) (.*) BC$`), str(`$1 (BC) $2`))
	}
	secs := func() ast.Expr {
		off := canonCall(sp, "abs", canonCall(sp, "date_part", str("timezone"), ast.Clone(o)))
		return &ast.Binary{Span: sp, Op: ast.OpMod, L: off, R: intLit(sp, 60)}
	}
	some := &ast.Binary{Span: sp, Op: ast.OpNe, L: secs(), R: intLit(sp, 0)}
	pad := canonCall(sp, "lpad", text(secs()), intLit(sp, 2), str("0"))
	suffix := caseWhen(sp, some, &ast.Binary{Span: sp, Op: ast.OpConcat, L: str(":"), R: pad}, str(""))
	whole := &ast.Binary{Span: sp, Op: ast.OpConcat, L: text(o), R: suffix}
	return canonCall(sp, "regexp_replace", whole, str(`^([^ ]+) \(BC\) (.*)$`), str(`$1 $2 BC`))
}

// bcTextOf is o, a DATE (k TypeDate), TIMESTAMP (TypeTimestamp) or
// either (TypeUnknown), written as the source's text in the target,
// reading o once: PostgreSQL 15 writes 0045-05-17 BC and 0001-12-31
// 10:00:00.5 BC, DuckDB 1.5 0045-05-17 (BC) and 0001-12-31 (BC)
// 10:00:00.5, a year of 4 digits or more (290001-01-01 (BC)) in both, a
// text after Christ (and infinity, -infinity) without either (run on
// both, TestPgDuckBCText). Toward DuckDB the era is moved to the end:
//
//	regexp_replace(CAST(o AS VARCHAR), '^([^ ]+) \(BC\)(.*)$', '\1\2 BC')
//
// toward PostgreSQL after the date, for a TIMESTAMP by
// regexp_replace(CAST(o AS TEXT), '^([^ ]+) (.*) BC$', '\1 (BC) \2'),
// for a DATE by regexp_replace(..., '^([^ ]+) BC$', '\1 (BC)'), for one
// of unknown type by the DATE's around the TIMESTAMP's (neither matches
// the other's text): patterns matching one length at a place, which lat
// run --dialect postgres runs (regexflavor.OneLengthPattern).
func (c *Context) bcTextOf(o ast.Expr, k ast.TypeKind) ast.Expr {
	sp := o.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	var text ast.Expr = &ast.Cast{Span: sp, X: o, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	if c.Target.Name != "postgres" {
		return canonCall(sp, "regexp_replace", text, str(`^([^ ]+) \(BC\)(.*)$`), str(`$1$2 BC`))
	}
	if k != ast.TypeDate {
		text = canonCall(sp, "regexp_replace", text, str(`^([^ ]+) (.*) BC$`), str(`$1 (BC) $2`))
	}
	if k != ast.TypeTimestamp {
		text = canonCall(sp, "regexp_replace", text, str(`^([^ ]+) BC$`), str(`$1 (BC)`))
	}
	return text
}

// bcUntypedWhen is the WHEN of the CASE writing x, of unknown type, as
// text between PostgreSQL and DuckDB (untypedTextCase) that writes a DATE
// or TIMESTAMP as the source's text (bcTextOf): the test is
// pgBaseTypeName(x) IN ('date', 'timestamp without time zone') in
// PostgreSQL, typeof(x) IN ('DATE', 'TIMESTAMP', 'TIMESTAMP_S',
// 'TIMESTAMP_MS', 'TIMESTAMP_NS') in DuckDB (whose units are written as
// its TIMESTAMP is, 0001-12-31 (BC) 00:00:01.5 for a TIMESTAMP_MS: run on
// DuckDB 1.5).
func (c *Context) bcUntypedWhen(x ast.Expr) *ast.When {
	sp := x.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	in := &ast.InList{Span: sp, X: canonCall(sp, "typeof", ast.Clone(x)), List: []ast.Expr{str("DATE"), str("TIMESTAMP"), str("TIMESTAMP_S"), str("TIMESTAMP_MS"), str("TIMESTAMP_NS")}}
	if c.Target.Name == "postgres" {
		in = &ast.InList{Span: sp, X: pgBaseTypeName(x), List: []ast.Expr{str("date"), str("timestamp without time zone")}}
	}
	return &ast.When{Span: sp, Cond: in, Result: c.bcTextOf(ast.Clone(x), ast.TypeUnknown)}
}

// currentInstant: e is a call of a function giving the current instant
// (now(), current_timestamp, transaction_timestamp(), ...), a
// TIMESTAMPTZ (funcType) whose text is alike in both engines: it is after
// Christ and its offset, in any zone, is of whole minutes (the tz
// database's last offset with seconds, Africa/Monrovia's -00:44:30, ended
// in 1972).
func currentInstant(e ast.Expr) bool {
	f, ok := e.(*ast.Func)
	return ok && len(f.Name) == 1 && currentInstantNames[strings.ToLower(f.Name[0].Name)]
}

// currentInstantNames are the functions of the current instant of
// PostgreSQL 15 and DuckDB 1.5, a TIMESTAMPTZ in both (PostgreSQL 15
// documentation, 9.9.5 Current Date/Time; run on DuckDB 1.5:
// typeof(now()), typeof(current_timestamp) and
// typeof(transaction_timestamp()) are TIMESTAMP WITH TIME ZONE).
var currentInstantNames = map[string]bool{"current_timestamp": true, "now": true, "transaction_timestamp": true,
	"statement_timestamp": true, "clock_timestamp": true, "get_current_timestamp": true}

// tzUntyped: o is a value whose type lateral does not know (a column no
// schema gives, a subquery, a call of a function it does not know), which
// may be a TIMESTAMPTZ when the query runs, between PostgreSQL and DuckDB.
func (c *Context) tzUntyped(o ast.Expr, sc *scope) bool {
	if o == nil || !c.pgDuckDateTextPair() {
		return false
	}
	switch x := o.(type) {
	case *ast.Literal, *ast.TypedLit, *ast.Param:
		return false
	case *ast.Binary:
		if x.Op == ast.OpConcat {
			return false
		}
	case *ast.Case:
		if c.tzChains[x] != nil {
			return false
		}
	case *ast.Subquery:
		// a SELECT of one item of known type ((SELECT 1))
		if sel, ok := x.Query.Body.(*ast.Select); ok && x.Query.With == nil && len(sel.Items) == 1 {
			if t := c.typeOf(sel.Items[0].Expr, c.scopeOf(sel.From)); t != nil && t.Kind != ast.TypeUnknown {
				return false
			}
		}
	}
	if f, ok := o.(*ast.Func); ok && len(f.Name) == 1 && textCalls[strings.ToLower(f.Name[0].Name)] {
		return false
	}
	if t := c.typeOf(o, sc); t != nil && t.Kind != ast.TypeUnknown || c.valueKindOf(o, sc) != "" {
		return false
	}
	known, _ := c.tsMaybeText(o, sc)
	return !known
}

// textCalls give a string (or NULL) whatever their arguments, in
// PostgreSQL and DuckDB: chr, concat, concat_ws, to_char, format, and
// the formatting functions the rewrites write, DuckDB's strftime and
// Spark's date_format (trino_ts_text.go).
var textCalls = map[string]bool{"chr": true, "concat": true, "concat_skip_null": true, "concat_ws": true, "to_char": true, "format": true,
	"strftime": true, "date_format": true}

// tzTest is the test, when the query runs, that x is a TIMESTAMPTZ:
// CAST(pg_typeof(coalesce(x, NULL)) AS VARCHAR) = 'timestamp with time zone' in PostgreSQL (a domain
// over TIMESTAMPTZ too), typeof(x) = 'TIMESTAMP WITH
// TIME ZONE' in DuckDB, both stable and binding for every type.
func (c *Context) tzTest(x ast.Expr) ast.Expr {
	sp := x.SpanOf()
	if c.Target.Name == "postgres" {
		// pg_typeof of a domain is the domain's name; coalesce(x, NULL) is
		// of its base type (pgBaseTypeName; run on PostgreSQL 15 in
		// TestPgDuckTZUntypedDomain)
		return &ast.Binary{Span: sp, Op: ast.OpEq, L: pgBaseTypeName(x), R: &ast.Literal{Span: sp, Kind: ast.LitString, Value: "timestamp with time zone"}}
	}
	return &ast.Binary{Span: sp, Op: ast.OpEq, L: canonCall(sp, "typeof", ast.Clone(x)), R: &ast.Literal{Span: sp, Kind: ast.LitString, Value: "TIMESTAMP WITH TIME ZONE"}}
}

// tzUntypedText is x, of unknown type, written as the source's text of a
// TIMESTAMPTZ in the target (tzTextOf) when tzTest holds.
func (c *Context) tzUntypedText(x ast.Expr) ast.Expr {
	o := x
	if c.Target.Name != "postgres" {
		sp := x.SpanOf()
		o = &ast.Cast{Span: sp, X: ast.Clone(x), Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestampTZ}}
	}
	return c.tzTextOf(o, ast.Clone(x))
}

// tzUntypedOK: x, of unknown type, which may be a TIMESTAMPTZ (tz) or a
// float (fl), may be read several times (else refused, T073).
func (c *Context) tzUntypedOK(x ast.Expr, tz, fl bool) bool {
	what := "a TIMESTAMPTZ"
	switch {
	case tz && fl:
		what = "a floating-point value or a TIMESTAMPTZ"
	case fl:
		what = "a floating-point value"
	}
	return c.reusableIn(x, "writing a value of unknown type, which may be "+what+", as "+c.Source.Name+"'s text")
}

// untypedTextCase is the text of v, of unknown type, that may be a float
// (fl: floatUntyped) or a TIMESTAMPTZ (tz: tzUntyped):
//
//	CASE WHEN <floatUntypedWhen(v)> WHEN <untypedNestedWhen(v)> WHEN <untypedScalarWhen(v)> WHEN <tzTest(v)> THEN <tzUntypedText(v)> ELSE els END
//
// the WHENs of fl and tz only (after that of fl, from PostgreSQL and
// DuckDB toward Trino, Presto and Spark, untypedTemporalWhens'), that of untypedNestedWhen for a nested
// other than noNested between PostgreSQL and DuckDB (an operand of ||,
// where an array makes the branches' types differ, needs none:
// pgDuckTZTextBinary), and there that of untypedScalarWhen.
func (c *Context) untypedTextCase(v ast.Expr, tz, fl bool, nested nestedUse, els ast.Expr) *ast.Case {
	sp := v.SpanOf()
	cas := &ast.Case{Span: sp, Else: els}
	if fl {
		cas.Whens = append(cas.Whens, c.floatUntypedWhen(v))
		if w := c.hiveBoolWhen(v); w != nil && (nested == nestedText || c.Target.is("postgres", "duckdb")) {
			// a BOOLEAN in Hive's words (bool_text.go)
			cas.Whens = append(cas.Whens, w)
		}
		if nested == nestedConcat {
			if w := c.boolUntypedWhen(v, false); w != nil {
				cas.Whens = append(cas.Whens, w)
			}
		}
		// a TIMESTAMP or TIME toward Trino, Presto and Spark
		// (untyped_temporal_text.go)
		cas.Whens = append(cas.Whens, c.untypedTemporalWhens(v)...)
	}
	if nested != noNested && c.pgDuckDateTextPair() {
		cas.Whens = append(cas.Whens, c.untypedNestedWhen(v, nested))
	}
	if c.pgDuckDateTextPair() && (nested == noNested || c.Target.Name == "postgres") {
		// a composite value toward PostgreSQL, a STRUCT or MAP toward
		// DuckDB in ||, which untypedNestedWhen tests otherwise
		cas.Whens = append(cas.Whens, c.untypedRowWhen(v))
	}
	if c.pgDuckDateTextPair() {
		cas.Whens = append(cas.Whens, c.untypedScalarWhen(v, nested != nestedText && nested != noNested))
	}
	if tz {
		cas.Whens = append(cas.Whens, &ast.When{Span: sp, Cond: c.tzTest(v), Result: c.tzUntypedText(v)})
		if c.pgDuckDateTextPair() {
			cas.Whens = append(cas.Whens, c.bcUntypedWhen(v))
		}
	}
	return cas
}

// nestedUse is how a value of unknown type is written as text between
// PostgreSQL and DuckDB, for untypedNestedWhen.
type nestedUse int

const (
	// noNested: no test (an operand of ||)
	noNested nestedUse = iota
	// nestedText: a cast to text
	nestedText
	// nestedConcat: an argument of concat_ws, or of PostgreSQL's concat
	nestedConcat
	// nestedListConcat: an argument of DuckDB's concat
	nestedListConcat
)

// untypedNestedWhen is the WHEN of the CASE writing x, of unknown type, as
// text between PostgreSQL and DuckDB (untypedTextCase) that raises
// (pgDuckRaise) when x is an array, whose text the two write otherwise
// (PostgreSQL {"1849-12-31 16:07:02-07:52:58",NULL}, {10000000}, {}; DuckDB
// ['1849-12-31 16:07:02-07:52', NULL], [10000000.0], []: run on both,
// TestPgDuckUntypedArrayText), as the cast of one of known type is refused
// (T087, floatTextCast). The test is
//
//	pgBaseTypeName(x) LIKE '%]'
//
// in PostgreSQL (an array type's name ends in [], also a domain's over
// one) and
//
//	typeof(x) LIKE '%]' OR typeof(x) LIKE 'STRUCT(%' OR typeof(x) LIKE 'MAP(%'
//
// in DuckDB (a list INTEGER[], an array INTEGER[2], and the STRUCT and MAP
// types, whose text, {'a': 1} or (1, a), {a=1}, is none of PostgreSQL's:
// run on DuckDB 1.5; a UNION is written as its member's text). A NULL array is NULL, as its text is,
// except for nested (nestedListConcat) an argument of DuckDB's concat,
// which concatenates lists, not texts (concat([1]) is the list [1],
// concat(NULL::INT[]) the list [], concat('x', [1]) raises: run on DuckDB
// 1.5), where PostgreSQL's writes the array's text: it raises for a NULL
// too.
func (c *Context) untypedNestedWhen(x ast.Expr, nested nestedUse) *ast.When {
	sp := x.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	like := func(t ast.Expr, pat string) ast.Expr { return &ast.Like{Span: sp, X: t, Pattern: str(pat)} }
	var cond ast.Expr
	if c.Target.Name == "postgres" {
		cond = like(pgBaseTypeName(x), "%]")
	} else {
		for _, pat := range []string{"%]", "STRUCT(%", "MAP(%"} {
			t := like(canonCall(sp, "typeof", ast.Clone(x)), pat)
			if cond == nil {
				cond = t
			} else {
				cond = &ast.Binary{Span: sp, Op: ast.OpOr, L: cond, R: t}
			}
		}
	}
	msg := "an array (or a struct or map) written as text, which " + c.Target.Name + " writes otherwise than " + c.Source.Name +
		" ({1,NULL} or [1, NULL]): join its elements with array_to_string first (an error of the translation from " + c.Source.Name + "): "
	if nested == nestedListConcat {
		msg = "an array given to concat, which duckdb concatenates as lists where postgres writes the array's text" +
			": concatenate lists with list_concat, or join the elements with array_to_string first (an error of the translation from duckdb): "
	}
	return &ast.When{Span: sp, Cond: cond, Result: c.pgDuckRaise(x, str(msg), nested == nestedListConcat)}
}

// pgRowTest is PostgreSQL's test that x, of unknown type, is a composite
// (row) value, whose text PostgreSQL writes (1,q) where DuckDB writes its
// STRUCT {'a': 1, 'b': q} (run on PostgreSQL 15 and DuckDB 1.5, a NULL
// field is empty in PostgreSQL's text, NULL in DuckDB's):
//
//	json_typeof(to_json(coalesce(x, NULL))) = 'object' AND pgBaseTypeName(x) NOT IN ('json', 'jsonb')
//
// to_json writes a composite as an object and every other value but a
// JSON object (and an hstore, which DuckDB does not have) as another JSON
// value: an array as an array, a scalar as a string, number or boolean
// (PostgreSQL 15 documentation, 9.16.1 to_json: a composite is converted
// to an object, an array to an array, other values by their cast to json
// or their text). The JSON types are left out, their text being the
// JSON text on both engines. A NULL gives NULL (to_json is strict), so
// the WHEN does not hold and the ELSE writes NULL as both engines do.
func pgRowTest(x ast.Expr) ast.Expr {
	sp := x.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	base := canonCall(sp, "coalesce", ast.Clone(x), &ast.Literal{Span: sp, Kind: ast.LitNull})
	obj := &ast.Binary{Span: sp, Op: ast.OpEq, L: canonCall(sp, "json_typeof", canonCall(sp, "to_json", base)), R: str("object")}
	notJSON := &ast.InList{Span: sp, X: pgBaseTypeName(x), Not: true, List: []ast.Expr{str("json"), str("jsonb")}}
	return &ast.Binary{Span: sp, Op: ast.OpAnd, L: obj, R: notJSON}
}

// untypedRowWhen is the WHEN of the CASE writing x, of unknown type, as
// text between PostgreSQL and DuckDB (untypedTextCase: every use toward
// PostgreSQL, an operand of || toward DuckDB, where untypedNestedWhen
// tests the others) that raises (pgDuckRaise, NULL for a NULL x) when x is a
// PostgreSQL composite value or a DuckDB STRUCT or MAP: both engines
// write it as text in a cast, concat, concat_ws and || ((1,q)a where
// DuckDB gives {'a': 1, 'b': q}a: run on PostgreSQL 15 and DuckDB 1.5,
// TestPgDuckUntypedArrayText), unlike an array in ||, which neither takes
// beside a string. The test is pgRowTest(x) in
// PostgreSQL, typeof(x) LIKE 'STRUCT(%' OR typeof(x) LIKE 'MAP(%' in
// DuckDB.
func (c *Context) untypedRowWhen(x ast.Expr) *ast.When {
	sp := x.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	var cond ast.Expr
	if c.Target.Name == "postgres" {
		cond = pgRowTest(x)
	} else {
		typ := func() ast.Expr { return canonCall(sp, "typeof", ast.Clone(x)) }
		cond = &ast.Binary{Span: sp, Op: ast.OpOr, L: &ast.Like{Span: sp, X: typ(), Pattern: str("STRUCT(%")}, R: &ast.Like{Span: sp, X: typ(), Pattern: str("MAP(%")}}
	}
	msg := "a composite (row) value, STRUCT or MAP written as text, which " + c.Target.Name + " writes otherwise than " + c.Source.Name +
		" ((1,q) or {'a': 1, 'b': q}): concatenate the texts of its fields instead (an error of the translation from " + c.Source.Name + "): "
	return &ast.When{Span: sp, Cond: cond, Result: c.pgDuckRaise(x, str(msg), false)}
}

// untypedScalarWhen is the WHEN of the CASE writing x, of unknown type, as
// text between PostgreSQL and DuckDB (untypedTextCase) that raises (pgDuckRaise, NULL for a NULL x) when x is an
// INTERVAL, whose text the two write otherwise (1 mon or 1 month, as the
// cast of one of known type is refused, T160; an operand of || too,
// pgDuckTZTextBinary), or, in concat and concat_ws
// (concat), a BOOLEAN, which PostgreSQL's concat writes t or f and DuckDB's
// true or false (their casts to text both true or false): run on
// PostgreSQL 15 and DuckDB 1.5, TestPgDuckUntypedScalarText. The test is
// pgBaseTypeName(x) IN ('interval', 'boolean') in PostgreSQL, typeof(x)
// IN ('INTERVAL', 'BOOLEAN') in DuckDB.
func (c *Context) untypedScalarWhen(x ast.Expr, concat bool) *ast.When {
	sp := x.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	names := []string{"INTERVAL"}
	what := "an INTERVAL"
	if concat {
		names = append(names, "BOOLEAN")
		what = "an INTERVAL or a BOOLEAN"
	}
	var typ ast.Expr = canonCall(sp, "typeof", ast.Clone(x))
	if c.Target.Name == "postgres" {
		typ = pgBaseTypeName(x)
	}
	in := &ast.InList{Span: sp, X: typ}
	for _, n := range names {
		if c.Target.Name == "postgres" {
			n = strings.ToLower(n)
		}
		in.List = append(in.List, str(n))
	}
	msg := what + " written as text, which " + c.Target.Name + " writes otherwise than " + c.Source.Name +
		" (1 mon or 1 month, t or true in concat): build its text explicitly (an error of the translation from " + c.Source.Name + "): "
	return &ast.When{Span: sp, Cond: in, Result: c.pgDuckRaise(x, str(msg), false)}
}

// tzUntypedAs is build(x), build writing a value v of unknown type as text
// (reading v several times); x being a scalar subquery, which may not be
// read twice, it is read once in a derived table:
//
//	(SELECT build(tz_value.v) FROM (<the subquery's query>) AS tz_value(v))
//
// which gives NULL for no row and raises for more than one, as the
// subquery does. ok is false where refused (tzUntypedOK).
func (c *Context) tzUntypedAs(x ast.Expr, tz, fl bool, build func(v ast.Expr) ast.Expr) (ast.Expr, bool) {
	if fl {
		c.floatTested(x)
	}
	sub, isSub := x.(*ast.Subquery)
	if !isSub {
		if !c.tzUntypedOK(x, tz, fl) {
			return x, false
		}
		return build(x), true
	}
	sp := sub.Span
	v := &ast.ColumnRef{Span: sp, Name: ast.QName{{Span: sp, Name: "tz_value"}, {Span: sp, Name: "v"}}}
	if !c.tzUntypedOK(v, tz, fl) {
		return x, false
	}
	d := &ast.Derived{Span: sp, Query: sub.Query, Alias: &ast.Alias{Span: sp, Name: ast.Ident{Span: sp, Name: "tz_value"}, Columns: []ast.Ident{{Span: sp, Name: "v"}}}}
	sel := &ast.Select{Span: sp, Items: []*ast.SelectItem{{Span: sp, Expr: build(v)}}, From: []ast.TableExpr{d}}
	return &ast.Subquery{Span: sp, Query: &ast.Query{Span: sp, Body: sel}}, true
}

// pgDuckTZTextCast writes a cast of a TIMESTAMPTZ to a string type as
// the cast of its text (pgDuckTZText), which the rules of a cast of a
// string (the length of VARCHAR(n)) read after it; a value of unknown
// type (tzUntyped) as the cast of
//
//	CASE WHEN <tzTest(x)> THEN <tzUntypedText(x)> ELSE CAST(x AS VARCHAR) END
func (c *Context) pgDuckTZTextCast(x *ast.Cast, sc *scope) *ast.Cast {
	if x.Type == nil || !x.Type.Kind.IsText() {
		return x
	}
	e, ok := c.pgDuckTZText(x.X, sc)
	if tz, fl := ok && e == x.X && c.tzUntyped(x.X, sc), ok && e == x.X && c.floatUntyped(x.X); tz || fl {
		sp := x.Span
		e, ok = c.tzUntypedAs(x.X, tz, fl, func(v ast.Expr) ast.Expr {
			return c.untypedTextCase(v, tz, fl, nestedText, &ast.Cast{Span: sp, X: ast.Clone(v), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}})
		})
	}
	if ok && e != x.X {
		nx := *x
		nx.X = e
		return &nx
	}
	return x
}

// tzChain is a || whose operands xs are of unknown type (tzUntyped),
// orig the || as written (with the operands of known type written by
// pgDuckTZText).
type tzChain struct {
	orig ast.Expr
	xs   []ast.Expr
}

// pgDuckTZTextBinary writes a TIMESTAMPTZ operand of || as its text
// (pgDuckTZText). A chain of || whose operands a, b, ... are of unknown
// type (tzUntyped) is written
//
//	CASE WHEN <tzTest(a)> OR <tzTest(b)> THEN <the chain, each x of them T(x)> ELSE <the chain> END
//
// T(x) being CASE WHEN <tzTest(x)> THEN <tzUntypedText(x)> ELSE CAST(x AS
// VARCHAR) END (tzUntypedText(x) for one operand; between PostgreSQL and
// DuckDB untypedTextCase's, an INTERVAL operand raising, tested in the
// outer WHEN too): || writes its other
// operands as their cast to text in both engines (PostgreSQL's anytextcat
// is $1::text || $2), and an operand that is an array, which || appends
// to, makes the branches' types differ, which both engines refuse rather
// than write a wrong text. A || that may join arrays (an array operand,
// or concatMayBeArrays, refused then, T056) is left to arrayConcatNulls.
func (c *Context) pgDuckTZTextBinary(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op != ast.OpConcat {
		return b
	}
	l, lok := c.pgDuckTZText(b.L, sc)
	r, rok := c.pgDuckTZText(b.R, sc)
	if !lok || !rok {
		return b
	}
	var xs []ast.Expr
	side := func(e ast.Expr) (ast.Expr, bool) {
		if ch, ok := e.(*ast.Case); ok && c.tzChains[ch] != nil {
			xs = append(xs, c.tzChains[ch].xs...)
			return c.tzChains[ch].orig, true
		}
		if e == b.L && e == l || e == b.R && e == r {
			if tz, fl := c.tzUntyped(e, sc), c.floatUntyped(e); tz || fl {
				if !c.tzUntypedOK(e, tz, fl) {
					c.floatTested(e)
					return e, false
				}
				xs = append(xs, e)
			}
		}
		return e, true
	}
	ol, lok := side(l)
	or, rok := side(r)
	if !lok || !rok {
		return b
	}
	if len(xs) == 0 {
		if l == b.L && r == b.R {
			return b
		}
		nb := *b
		nb.L, nb.R = l, r
		return &nb
	}
	orig := &ast.Binary{Span: b.Span, Op: ast.OpConcat, L: ol, R: or}
	if lt, rt := c.typeOf(ol, sc), c.typeOf(or, sc); isArrayType(lt) || isArrayType(rt) || c.concatMayBeArrays(orig, lt, rt, sc) {
		if ol == b.L && or == b.R {
			return b // the rules after this one read it
		}
		if e := c.arrayConcatNulls(orig, sc); e != ast.Expr(orig) {
			return e
		}
		return c.duckNullConcatBin(orig, sc)
	}
	sp := b.Span
	for _, x := range xs {
		c.floatTested(x)
	}
	var cond ast.Expr
	anyOf := func(t ast.Expr) {
		if cond == nil {
			cond = t
		} else {
			cond = &ast.Binary{Span: sp, Op: ast.OpOr, L: cond, R: t}
		}
	}
	for _, x := range xs {
		if c.floatUntyped(x) {
			anyOf(c.floatUntypedWhen(x).Cond)
			if w := c.hiveBoolWhen(x); w != nil && c.Target.is("postgres", "duckdb") {
				anyOf(w.Cond)
			}
			if c.elemTimeTextPair() {
				anyOf(c.untypedTemporalTest(x))
			}
		}
		if c.tzUntyped(x, sc) {
			anyOf(c.tzTest(x))
			if c.pgDuckDateTextPair() {
				anyOf(c.bcUntypedWhen(x).Cond)
			}
		}
		if c.pgDuckDateTextPair() {
			anyOf(c.untypedScalarWhen(x, false).Cond)
			anyOf(c.untypedRowWhen(x).Cond)
		}
	}
	var then func(e ast.Expr) ast.Expr
	then = func(e ast.Expr) ast.Expr {
		for _, x := range xs {
			if e != x {
				continue
			}
			tz, fl := c.tzUntyped(x, sc), c.floatUntyped(x)
			switch {
			case c.pgDuckDateTextPair():
			case len(xs) == 1 && !fl:
				return c.tzUntypedText(x)
			case len(xs) == 1 && !tz && !c.elemTimeTextPair() && (c.hiveBoolWhen(x) == nil || !c.Target.is("postgres", "duckdb")):
				return c.floatUntypedWhen(x).Result
			}
			esp := x.SpanOf()
			return c.untypedTextCase(x, tz, fl, noNested, &ast.Cast{Span: esp, X: ast.Clone(x), Type: &ast.TypeName{Span: esp, Kind: ast.TypeVarchar}})
		}
		if cb, ok := e.(*ast.Binary); ok && cb.Op == ast.OpConcat {
			nb := *cb
			nb.L, nb.R = then(cb.L), then(cb.R)
			return &nb
		}
		return e
	}
	var els ast.Expr = orig
	if c.Target.is("trino", "presto") {
		// Trino's and Presto's || takes strings (and arrays) only, and
		// its analysis types the ELSE too: an operand of another type,
		// which the tests above leave to the ELSE (an integer, a
		// BOOLEAN, a DECIMAL), is written as its cast to VARCHAR, its
		// text as PostgreSQL's and DuckDB's || write it
		var cast func(e ast.Expr) ast.Expr
		cast = func(e ast.Expr) ast.Expr {
			for _, x := range xs {
				if e == x {
					return strictText(ast.Clone(x))
				}
			}
			if cb, ok := e.(*ast.Binary); ok && cb.Op == ast.OpConcat {
				nb := *cb
				nb.L, nb.R = cast(cb.L), cast(cb.R)
				return &nb
			}
			return e
		}
		els = cast(orig)
	}
	out := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: cond, Result: then(orig)}}, Else: els}
	if c.tzChains == nil {
		c.tzChains = map[*ast.Case]*tzChain{}
	}
	c.tzChains[out] = &tzChain{orig: orig, xs: xs}
	return out
}

// pgDuckTZTextFunc writes a TIMESTAMPTZ argument of concat (PostgreSQL's
// is concat_skip_null) or concat_ws (after the separator) as its text
// (pgDuckTZText); an argument x of unknown type (tzUntyped) as
//
//	CASE WHEN <tzTest(x)> THEN <tzUntypedText(x)> ELSE concat(x) END
//
// concat(x) being x's text as concat writes it (” for NULL, which concat
// skips), and for concat_ws, which skips a NULL but writes its separator
// before ”, with WHEN <x is not NULL> before the ELSE: num_nulls(x) = 0
// in PostgreSQL (x IS NOT NULL is false for a row with a NULL field),
// x IS NOT NULL in DuckDB.
func (c *Context) pgDuckTZTextFunc(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) == 0 {
		return f
	}
	first := 0
	name := strings.ToLower(f.Name[0].Name)
	switch name {
	case "concat", "concat_skip_null":
	case "concat_ws":
		first = 1
	case "array_join", "array_join_duck":
		return c.pgDuckTZArrayJoin(f, sc)
	default:
		return f
	}
	if !c.pgDuckNestedConcat(f, first, sc) {
		return f
	}
	return mapArgs(f, first, func(arg ast.Expr) (ast.Expr, bool) {
		a, ok := c.pgDuckTZText(arg, sc)
		if !ok {
			return arg, false
		}
		if tz, fl := a == arg && c.tzUntyped(a, sc), a == arg && c.floatUntyped(a); tz || fl {
			sp := a.SpanOf()
			a, ok = c.tzUntypedAs(a, tz, fl, func(v ast.Expr) ast.Expr {
				var text ast.Expr = canonCall(sp, "concat_skip_null", ast.Clone(v))
				if name == "concat" {
					// Hive's, Spark's concat: NULL for a NULL argument
					text = &ast.Cast{Span: sp, X: ast.Clone(v), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
				}
				nested := nestedConcat
				if first == 0 && c.Source.Name == "duckdb" {
					nested = nestedListConcat
				}
				cas := c.untypedTextCase(v, tz, fl, nested, text)
				if name == "concat" {
					if w := c.strictUntypedWhen(v); w != nil { // concat_text_args_strict.go
						cas.Whens = append(cas.Whens, w)
					}
				}
				if first == 1 {
					var some ast.Expr = &ast.IsNull{Span: sp, X: ast.Clone(v), Not: true}
					if c.Target.Name == "postgres" {
						some = &ast.Binary{Span: sp, Op: ast.OpEq, L: canonCall(sp, "num_nulls", ast.Clone(v)), R: intLit(sp, 0)}
					}
					cas.Whens = append(cas.Whens, &ast.When{Span: sp, Cond: some, Result: text})
					cas.Else = nil
				}
				return cas
			})
			if !ok {
				return arg, false
			}
		}
		return a, true
	})
}

// pgDuckTZArrayJoin refuses (T156) array_to_string (array_join) of an
// array of TIMESTAMPTZ between PostgreSQL and DuckDB: each writes the
// elements as its own text of a TIMESTAMPTZ (run on both,
// TestPgDuckTZUntyped: -07:52:58 in PostgreSQL, -07:52 in DuckDB, for
// 1850 in America/Los_Angeles), and the elements are not rewritten; of an
// array of BOOLEAN or INTERVAL (T181: t or true, 1 mon or 1 month, run on
// both, TestPgDuckUntypedScalarText) too. An
// array of floats is floatArrayText's (T087). An array whose type lateral
// does not know (tzUntyped), or whose elements' type it does not know
// (ARRAY[x, 1], x of unknown type), is tested when the query runs (read as tzUntypedAs does):
//
//	CASE WHEN <its elements are floats or TIMESTAMPTZ> THEN <raise> ELSE array_to_string(a, ...) END
//
// the test being pgBaseTypeName(a) IN ('double precision[]', 'real[]',
// 'timestamp with time zone[]', 'boolean[]', 'interval[]') in PostgreSQL
// (of any dimensions) or array_ndims(a) > 1 (a multidimensional array:
// PostgreSQL 15 run, array_to_string of '{{1,2},{3,4}}' is 1,2,3,4, where
// DuckDB 1.5 joins [[1, 2], [3, 4]] as [1, 2],[3, 4]; array_ndims is NULL
// for an empty or NULL array), typeof(a) LIKE 'DOUBLE[%' (or FLOAT, TIMESTAMP WITH
// TIME ZONE, BOOLEAN, INTERVAL) in DuckDB, or a list of lists, STRUCTs or
// MAPs there ('%][%', 'STRUCT(%', 'MAP(%': DuckDB writes [1, 2],[3] where
// PostgreSQL's multidimensional array gives 1,2,3, (1, a) where its
// composite gives (1,a)), and the raise pgDuckRaise's (NULL for a NULL array, as
// array_to_string's): PostgreSQL writes 1e7 as 10000000, DuckDB as
// 10000000.0 (run on both, TestPgDuckUntypedArrayJoin). An array of
// DATE or TIMESTAMP values (of known type, or of unknown type after that
// test) raises when the query runs for an element before Christ
// (bcArrayTest); an array constructor of none that may be (mayBeBC) is
// kept.
func (c *Context) pgDuckTZArrayJoin(f *ast.Func, sc *scope) ast.Expr {
	if !c.pgDuckDateTextPair() || len(f.Args) < 2 {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if t != nil && t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind == ast.TypeTimestampTZ {
		c.Refuse(codeTsZoneLit, f, "cast each element to text first (array_to_string(ARRAY[CAST(x AS VARCHAR), ...], sep)), which is translated",
			"array_to_string of an array of TIMESTAMPTZ writes the elements as %s's text, which %s writes otherwise for an offset with seconds (local mean time, before 1883 in America/Los_Angeles) and dates before Christ (%s to %s)",
			c.Source.Name, c.Target.Name, c.Source.Name, c.Target.Name)
		return f
	}
	if t != nil && t.Kind == ast.TypeArray && t.Elem != nil && (t.Elem.Kind == ast.TypeBool || t.Elem.Kind == ast.TypeInterval) {
		c.Refuse(codeBoolText, f, "cast each element to text first (array_to_string(ARRAY[CAST(x AS VARCHAR), ...], sep))",
			"array_to_string of an array of %s writes the elements as %s's text, which %s writes otherwise (t or true, 1 mon or 1 month)",
			strings.ToUpper(t.Elem.Kind.String()), c.Source.Name, c.Target.Name)
		return f
	}
	if t != nil && t.Kind == ast.TypeArray && t.Elem != nil && (t.Elem.Kind == ast.TypeDate || t.Elem.Kind == ast.TypeTimestamp) {
		if arr, ok := f.Args[0].(*ast.Array); ok {
			bc := false
			for _, x := range arr.Elems {
				bc = bc || !isNullLit(x) && mayBeBC(x)
			}
			if !bc {
				return f
			}
		}
		e, _ := c.tzUntypedAs(f.Args[0], false, false, func(v ast.Expr) ast.Expr {
			sp := v.SpanOf()
			nf := *f
			nf.Args = append([]ast.Expr{v}, f.Args[1:]...)
			return caseWhen(sp, c.bcArrayTest(v, false), c.pgDuckRaise(v, c.bcArrayMsg(sp), false), &nf)
		})
		return e
	}
	elems := t != nil && t.Kind == ast.TypeArray && (t.Elem == nil || t.Elem.Kind == ast.TypeUnknown)
	if arr, ok := f.Args[0].(*ast.Array); ok {
		for _, x := range arr.Elems {
			elems = elems || c.tzUntyped(x, sc)
		}
	}
	if !elems && !c.tzUntyped(f.Args[0], sc) {
		return f
	}
	e, _ := c.tzUntypedAs(f.Args[0], true, false, func(v ast.Expr) ast.Expr {
		sp := v.SpanOf()
		str := func(s string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: s} }
		var cond ast.Expr
		if c.Target.Name == "postgres" {
			cond = &ast.InList{Span: sp, X: pgBaseTypeName(v), List: []ast.Expr{str("double precision[]"), str("real[]"), str("timestamp with time zone[]"),
				str("boolean[]"), str("interval[]")}}
			// a multidimensional array, which PostgreSQL joins element by
			// element (1,2,3,4) where DuckDB's list of lists gives [1, 2],[3, 4]
			nd := &ast.Binary{Span: sp, Op: ast.OpGt, L: canonCall(sp, "array_ndims", ast.Clone(v)), R: intLit(sp, 1)}
			cond = &ast.Binary{Span: sp, Op: ast.OpOr, L: cond, R: nd}
		} else {
			for _, pat := range []string{"DOUBLE[%", "FLOAT[%", "TIMESTAMP WITH TIME ZONE[%", "BOOLEAN[%", "INTERVAL[%", "%][%", "STRUCT(%", "MAP(%"} {
				l := &ast.Like{Span: sp, X: canonCall(sp, "typeof", ast.Clone(v)), Pattern: str(pat)}
				if cond == nil {
					cond = l
				} else {
					cond = &ast.Binary{Span: sp, Op: ast.OpOr, L: cond, R: l}
				}
			}
		}
		msg := str("array_to_string of floating-point, TIMESTAMPTZ, BOOLEAN, INTERVAL or nested elements, which " + c.Target.Name + " writes otherwise than " + c.Source.Name +
			" (10000000 or 10000000.0, -07:52:58 or -07:52, t or true, 1 mon or 1 month): cast the elements to text (of a DECIMAL(p, s)) first (an error of the translation from " + c.Source.Name + "): ")
		nf := *f
		nf.Args = append([]ast.Expr{v}, f.Args[1:]...)
		return caseWhen(sp, cond, c.pgDuckRaise(v, msg, false), caseWhen(sp, c.bcArrayTest(v, true), c.pgDuckRaise(v, c.bcArrayMsg(sp), false), &nf))
	})
	return e
}

// bcArrayTest is the test, when the query runs, that the array v holds a
// DATE or TIMESTAMP before Christ, which array_to_string writes as
// 0044-03-15 BC and 0044-03-15 12:00:00 BC in PostgreSQL, 0044-03-15 (BC)
// and 0044-03-15 (BC) 12:00:00 in DuckDB (run on both,
// TestPgDuckBCArrayJoin): v's text holds ' BC' in PostgreSQL, '(BC)' in
// DuckDB, for a v of unknown type (typed) its type being also tested, as
// an array of DATE or TIMESTAMP (pgBaseTypeName(v) IN ('date[]',
// 'timestamp without time zone[]'), typeof(v) LIKE 'DATE[%' or
// 'TIMESTAMP%[%', the units of DuckDB's TIMESTAMP_S, _MS and _NS too);
// no other element's text holds either.
func (c *Context) bcArrayTest(v ast.Expr, typed bool) ast.Expr {
	sp := v.SpanOf()
	str := func(s string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: s} }
	text := &ast.Cast{Span: sp, X: ast.Clone(v), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	var bc, typ ast.Expr
	if c.Target.Name == "postgres" {
		bc = &ast.Like{Span: sp, X: text, Pattern: str("% BC%")}
		typ = &ast.InList{Span: sp, X: pgBaseTypeName(v), List: []ast.Expr{str("date[]"), str("timestamp without time zone[]")}}
	} else {
		bc = &ast.Like{Span: sp, X: text, Pattern: str("%(BC)%")}
		typ = &ast.Binary{Span: sp, Op: ast.OpOr,
			L: &ast.Like{Span: sp, X: canonCall(sp, "typeof", ast.Clone(v)), Pattern: str("DATE[%")},
			R: &ast.Like{Span: sp, X: canonCall(sp, "typeof", ast.Clone(v)), Pattern: str("TIMESTAMP%[%")}}
	}
	if !typed {
		return bc
	}
	return &ast.Binary{Span: sp, Op: ast.OpAnd, L: typ, R: bc}
}

// bcArrayMsg is the message raised for an array of DATE or TIMESTAMP
// values before Christ joined as text (bcArrayTest).
func (c *Context) bcArrayMsg(sp ast.Span) ast.Expr {
	return &ast.Literal{Span: sp, Kind: ast.LitString, Value: "array_to_string of a DATE or TIMESTAMP before Christ, which " + c.Target.Name + " writes otherwise than " + c.Source.Name +
		" (0044-03-15 BC or 0044-03-15 (BC)): cast the elements to text first (an error of the translation from " + c.Source.Name + "): "}
}

// pgDuckNestedConcat refuses, between PostgreSQL and DuckDB, an argument
// of concat or concat_ws that is a BOOLEAN (T181: PostgreSQL's write t or
// f, DuckDB's true or false, run on both, TestPgDuckUntypedScalarText), and
// (T087) an argument of concat (f, its arguments from first) that is an
// ARRAY, MAP or STRUCT, and one of concat_ws that is a MAP or STRUCT (an array there is
// concatWsArrayText's, T302): PostgreSQL's concat writes an array's and a
// row's text ({"1849-12-31 16:07:02-07:52:58",NULL}, (1,a)), DuckDB's
// concatenates lists (concat([1]) is the list [1], concat('x', [1])
// raises) and writes a struct as (1, a) or {'a': 1} (run on PostgreSQL 15
// and DuckDB 1.5, TestPgDuckUntypedArrayText); false where it refused.
func (c *Context) pgDuckNestedConcat(f *ast.Func, first int, sc *scope) bool {
	if !c.pgDuckDateTextPair() {
		return true
	}
	for _, a := range f.Args[first:] {
		t := c.typeOf(a, sc)
		if t != nil && t.Kind == ast.TypeBool {
			c.Refuse(codeBoolText, a, "cast it to text first (CAST(x AS VARCHAR) is true or false in both)",
				"%s's %s writes %s as %s, which %s's writes %s",
				c.Source.Name, strings.TrimSuffix(strings.ToLower(f.Name[0].Name), "_skip_null"), valueName(a, "BOOLEAN"),
				map[bool]string{true: "t or f", false: "true or false"}[c.Source.Name == "postgres"], c.Target.Name,
				map[bool]string{true: "t or f", false: "true or false"}[c.Target.Name == "postgres"])
			return false
		}
		if t == nil || t.Kind != ast.TypeArray && t.Kind != ast.TypeMap && t.Kind != ast.TypeStruct || t.Kind == ast.TypeArray && first == 1 {
			continue
		}
		kind := strings.ToUpper(t.Kind.String())
		name := strings.TrimSuffix(strings.ToLower(f.Name[0].Name), "_skip_null")
		const hint = "join an array's elements with array_to_string, write a struct's fields with concat, or concatenate lists with list_concat (array_cat)"
		switch {
		case t.Kind != ast.TypeArray:
			c.Refuse(codeFloatText, a, hint, "%s's %s writes %s as its text, which %s writes otherwise ((1,a) or (1, a), {'a': 1})",
				c.Source.Name, name, valueName(a, kind), c.Target.Name)
		case c.Source.Name == "postgres":
			c.Refuse(codeFloatText, a, hint, "postgres's concat writes %s as its text ({1,NULL}), where duckdb's concatenates lists (concat([1]) is the list [1]) and raises beside a string",
				valueName(a, kind))
		default:
			c.Refuse(codeFloatText, a, hint, "duckdb's concat concatenates lists (concat([1]) is the list [1]) and raises beside a string, where postgres's writes %s as its text ({1,NULL})",
				valueName(a, kind))
		}
		return false
	}
	return true
}
