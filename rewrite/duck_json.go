package rewrite

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/jsontext"
)

// JSON generators for DuckDB: Hive/Spark json_tuple, Doris
// explode_json_array_int / _double / _string (and their _outer forms, an
// outer lateral) and PostgreSQL json_array_elements_text and
// jsonb_array_elements_text; and json_tuple for PostgreSQL when its values
// are known at translation (pgJSONTuple).
//
// The source semantics (SEMANTICS.md T8, and the reference executor) read
// the document with a strict JSON reader (RFC 8259) and give each value as
// text: a string unquoted, a number as written (by Hive's and Spark's
// json_tuple as Java writes it, below), true and false, an object
// or array as compact JSON. DuckDB's reader differs in ways a translation
// has to close:
//
//   - it also accepts NaN and Infinity (in any case) and trailing commas,
//     which the source reads as invalid JSON: such a document is treated as
//     invalid (jsonLax);
//   - it rejects a raw control character inside a string and an escaped
//     lone UTF-16 surrogate, which the reference reader accepts: such a
//     document raises an error on DuckDB rather than give NULLs or no rows
//     where the source gives values (jsonUnsure);
//   - it rewrites numbers (1.50 as 1.5, 1e2 as 100.0, -0 as 0): a document
//     holding a number DuckDB would not write back as written raises an
//     error (jsonNumberToken, checked token by token), as does a document
//     holding a string escape DuckDB writes back otherwise inside an object
//     or array (\b, \f, \u0000-\u001f: jsonEscape). Hive's and Spark's
//     json_tuple write numbers back themselves, as Java does (1.50 as 1.5,
//     0.0001 as 1.0E-4: jsontext.Node.JavaNumbers); a number they and
//     DuckDB would not both write as written raises an error too.
//
// A document outside these cases gives exactly the source's values. The
// checks are made once per document, in a CASE, so that no JSON function
// runs on a document DuckDB cannot read. Keys are looked up with a JSON
// pointer ('/key', ~ and / escaped), which reads every key literally
// (a dot, a quote, *, the empty key).
//
// json_tuple has two more differences. Hive and Spark read the JSON value
// at the start of the document and ignore any text after it ({"a": 1} x
// has a = '1'), which DuckDB reads as invalid JSON: a document that is not
// valid there but holds a closing brace followed by more text raises an
// error (jsonTrailing). Of several members of one name Hive and Spark
// read the last (Spark: the last whose value is not null), DuckDB's
// pointer the first: a document repeating a key json_tuple reads raises an
// error. A literal document of either kind is read at translation.

// Regular expressions (RE2, as DuckDB's regexp functions read them) over a
// document's text. jsonTokens matches a run of whole tokens from the start,
// strings skipped whole, so that what follows it is outside any string.
const (
	jsonString = `"(?:[^"\\]|\\.)*"`
	jsonTokens = `^(?:[^"]|` + jsonString + `)*`
	// NaN, Infinity (any case) or a trailing comma outside strings.
	jsonLax = jsonTokens + `(?:(?i:nan|inf)|,[ \t\n\r]*[\]}])`
	// A raw control character inside a string.
	jsonRawControl = jsonTokens + `"(?:[^"\\]|\\.)*[\x00-\x1f]`
	// A raw control character inside a string, or an escaped surrogate.
	jsonUnsure = jsonRawControl + `|\\u[dD][89a-fA-F]`
	// An escape of \b, \f or a control character (not preceded by another
	// backslash): DuckDB writes these back differently inside a container.
	jsonEscape = `(?:^|[^\\])(?:\\\\)*\\(?:[bf]|u00[01])`
	// Every string (group 1 unset) or number token (group 1).
	jsonNumberToken = jsonString + `|(-?[0-9][0-9.eE+-]*)`
	// PostgreSQL keeps an element's text as written: whitespace, escapes.
	jsonPGAsWritten = `[ \t\n\r\\]`
	// A number with an exponent, outside strings.
	jsonExponent = jsonTokens + `[0-9][eE]`
	// A negative zero number (-0, -0.0, ...), outside strings: jsonb
	// writes it without the sign (numeric has no negative zero), DuckDB
	// keeps the sign of -0.0.
	jsonNegZero = jsonTokens + `-0(?:\.0+)?(?:[^0-9.eE]|$)`
	// An object whose closing brace (outside strings) is followed by more
	// text: the first value may be complete with text after it.
	jsonTrailing = `^[ \t\n\r]*\{(?:[^"]|` + jsonString + `)*\}[ \t\n\r]*[^ \t\n\r]`
	// An array holding an object or array.
	jsonNested = `^[ \t\n\r]*\[(?:[^"]|` + jsonString + `)*[\[{]`
)

// duckJSONItem spells a json_tuple or JSON-array generator for DuckDB as a
// LATERAL subquery; nil after a refusal.
func (c *Context) duckJSONItem(l *ast.Lateral, g *ast.Generator) ast.TableExpr {
	if l.Ordinality != nil {
		c.Refuse("T054", l, "", "positions are not available for %s", g.Name.Last().Name)
		return nil
	}
	if len(g.Args) == 0 {
		c.Refuse("T057", g, "", "%s needs a document argument", g.Name.Last().Name)
		return nil
	}
	if g.Kind == ast.GenJSONTuple {
		if len(g.Args) < 2 {
			c.Refuse("T057", g, "", "json_tuple needs a document and at least one key")
			return nil
		}
		return c.duckJSONTuple(l, g)
	}
	return c.duckJSONArray(l, g)
}

// duckJSONTuple: json_tuple(doc, k1, ..., kn) is exactly one row per input
// row: LATERAL (SELECT CASE WHEN _j.ok THEN json_extract_string(_j.d,
// '/k1') END AS c1, ... FROM (SELECT doc AS d, <check> AS ok) AS _j).
func (c *Context) duckJSONTuple(l *ast.Lateral, g *ast.Generator) ast.TableExpr {
	sp := g.Span
	if lit, isLit := g.Args[0].(*ast.Literal); isLit && lit.Kind == ast.LitString && jsonTupleReadsOtherwise(lit.Value) {
		// A repeated key or text after the object: read at translation.
		if vals, ok := staticJSONTuple(g, c.Source.Name == "spark"); ok {
			return c.jsonTupleLiterals(l, g, vals, &ast.TypeName{Span: sp, Kind: ast.TypeVarchar, Name: "VARCHAR"})
		}
	}
	j := c.FreshNamed("j")
	doc := c.duckJSONText(l, g.Args[0])
	d := colRef(j, ast.Ident{Name: "d"}, sp)
	ok := colRef(j, ast.Ident{Name: "ok"}, sp)
	check := func() ast.Expr { return duckJSONTupleCheck(doc, g.Args[1:], sp) }
	var okExpr ast.Expr
	if lit, isLit := doc.(*ast.Literal); isLit && lit.Kind == ast.LitString && jsonTupleReadsOtherwise(lit.Value) {
		okExpr = check()
	} else {
		okExpr = staticOr(doc, "OBJECT", true, false, false, check)
	}
	inner := &ast.Select{Span: sp, Items: []*ast.SelectItem{
		{Span: sp, Expr: doc, Alias: &ast.Ident{Span: sp, Name: "d"}},
		{Span: sp, Expr: okExpr, Alias: &ast.Ident{Span: sp, Name: "ok"}},
	}}
	sel := &ast.Select{Span: l.Span, From: []ast.TableExpr{&ast.Derived{Span: sp,
		Query: &ast.Query{Span: sp, Body: inner}, Alias: &ast.Alias{Span: sp, Name: j}}}}
	for i, k := range g.Args[1:] {
		name := ast.Ident{Span: sp, Name: "c" + strconv.Itoa(i)}
		if l.Alias != nil && i < len(l.Alias.Columns) {
			name = l.Alias.Columns[i]
		}
		var v ast.Expr
		if isNullLit(k) {
			v = &ast.Cast{Span: sp, X: k, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar, Name: "VARCHAR"}}
		} else {
			v = &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: ok,
				Result: canonCall(sp, "json_extract_string", d, jsonPointer(k, sp))}}}
		}
		sel.Items = append(sel.Items, &ast.SelectItem{Span: sp, Expr: v, Alias: &name})
	}
	alias := c.Fresh("jt")
	if l.Alias != nil {
		alias = l.Alias.Name
	}
	return &ast.Derived{Span: l.Span, Lateral: true, Query: &ast.Query{Span: l.Span, Body: sel},
		Alias: &ast.Alias{Span: l.Span, Name: alias}}
}

// duckJSONArray: Doris explode_json_array_int / _string and PostgreSQL
// json_array_elements_text and jsonb_array_elements_text, LATERAL (SELECT
// <element> AS x FROM unnest(CASE WHEN <check> THEN CAST(CAST(doc AS JSON)
// AS JSON[]) END) AS _x(e)). Doris gives no row for NULL, invalid JSON or a
// value that is not an array (an outer lateral keeps the row with NULL);
// PostgreSQL raises for the last two, and so does the translation.
// PostgreSQL's json and jsonb generators give the same text for a string,
// true, false, null and a number written as jsonb writes it; where the
// document holds anything else the check raises (duckPGJSONCheck).
func (c *Context) duckJSONArray(l *ast.Lateral, g *ast.Generator) ast.TableExpr {
	sp := g.Span
	name := strings.ToLower(g.Name.Last().Name)
	strict := pgJSONArrayName(name)
	switch {
	case (g.ElemType.IsInteger() || g.ElemType == ast.TypeDouble) && !strict:
	case g.ElemType == ast.TypeString:
	case jsonbGenerator(g):
		c.Refuse("T057", g, "use jsonb_array_elements_text, or PostgreSQL as the target",
			"%s gives each element as a jsonb value (numbers as numeric, objects in jsonb's key order and layout), which DuckDB's JSON does not reproduce", name)
		return nil
	default:
		c.Refuse("T057", g, "use explode_json_array_string (or json_array_elements_text), or PostgreSQL as the target",
			"%s gives each element as JSON text as written, which DuckDB does not keep (it rewrites numbers and layout)", name)
		return nil
	}
	if l.Alias == nil || len(l.Alias.Columns) != 1 {
		c.Refuse("T057", l, "name the generated column", "%s yields one column", name)
		return nil
	}
	doc := c.duckJSONText(l, g.Args[0])
	text := g.ElemType == ast.TypeString
	// jsonb gives a nested value in its own layout and a number as a
	// numeric (1e2 as 100, -0.0 as 0.0), not as written.
	jsonb := jsonbGenerator(g)
	if lit, ok := doc.(*ast.Literal); ok && lit.Kind == ast.LitString && jsonb && json.Valid([]byte(lit.Value)) &&
		(reNested.MatchString(lit.Value) || reExponent.MatchString(lit.Value) || reNegZero.MatchString(lit.Value)) {
		c.Refuse("T057", g, "use PostgreSQL as the target",
			"%s gives a nested value or a number with an exponent or a negative zero in jsonb's own layout, which DuckDB does not reproduce", name)
		return nil
	}
	check := staticOr(doc, "ARRAY", text, strict, jsonb, func() ast.Expr {
		if strict {
			return duckPGJSONCheck(doc, jsonb, sp)
		}
		return duckJSONCheck(doc, "ARRAY", text, sp)
	})
	jsonT := &ast.TypeName{Span: sp, Kind: ast.TypeJSON, Name: "JSON"}
	listT := &ast.TypeName{Span: sp, Kind: ast.TypeArray, Elem: jsonT}
	var elems ast.Expr = &ast.Cast{Span: sp, Type: listT, X: &ast.Cast{Span: sp, X: doc, Type: jsonT}}
	switch lit, _ := check.(*ast.Literal); {
	case lit == nil:
		elems = &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: check, Result: elems}}}
	case lit.Value == "false":
		elems = &ast.Cast{Span: sp, Type: listT, X: &ast.Literal{Span: sp, Kind: ast.LitNull}}
	}
	x, e := c.FreshNamed("x"), ast.Ident{Span: sp, Name: "e"}
	ref := colRef(x, e, sp)
	var v ast.Expr
	switch {
	case g.ElemType == ast.TypeString:
		v = canonCall(sp, "json_extract_string", ref, jstr(sp, "$"))
	case g.ElemType == ast.TypeDouble:
		v = duckJSONDouble(ref, sp)
	default:
		v = duckJSONInt(ref, sp)
	}
	col := l.Alias.Columns[0]
	sel := &ast.Select{Span: l.Span, Items: []*ast.SelectItem{{Span: sp, Expr: v, Alias: &col}},
		From: []ast.TableExpr{&ast.TableFunc{Span: sp,
			Func:  &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "unnest"}}, Args: []ast.Expr{elems}},
			Alias: &ast.Alias{Span: sp, Name: x, Columns: []ast.Ident{e}}}}}
	return &ast.Derived{Span: l.Span, Lateral: true, Query: &ast.Query{Span: l.Span, Body: sel},
		Alias: &ast.Alias{Span: l.Span, Name: l.Alias.Name}}
}

// pgJSONArrayName: PostgreSQL's own json_array_elements[_text], which
// raise for invalid JSON and for a value that is not an array.
func pgJSONArrayName(name string) bool {
	return strings.HasPrefix(name, "json_array_elements") || strings.HasPrefix(name, "jsonb_array_elements")
}

// duckJSONText is the document as VARCHAR (the regular expressions read
// its text), cast unless known to be a string.
func (c *Context) duckJSONText(l *ast.Lateral, arg ast.Expr) ast.Expr {
	if lit, ok := arg.(*ast.Literal); ok && lit.Kind == ast.LitString {
		return arg
	}
	sc := c.newScope()
	if l.Input != nil {
		sc = c.selectScope([]ast.TableExpr{l.Input})
	}
	if t := c.typeOf(arg, sc); t != nil && t.Kind.IsText() {
		return arg
	}
	sp := arg.SpanOf()
	return &ast.Cast{Span: sp, X: arg, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar, Name: "VARCHAR"}}
}

// staticOr is the check of a document given as a string literal, decided
// at translation (TRUE or FALSE) when the literal holds nothing DuckDB
// reads otherwise than the source: strict JSON (RFC 8259), integers only
// (no -0), no escape written back otherwise, and for PostgreSQL no nested
// value written with whitespace or escapes. Otherwise, and for a document
// that is not a literal, the run-time check dyn().
func staticOr(doc ast.Expr, kind string, text, strict, jsonb bool, dyn func() ast.Expr) ast.Expr {
	lit, ok := doc.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString {
		return dyn()
	}
	s, sp := lit.Value, lit.Span
	switch {
	case !json.Valid([]byte(s)) || reUnsure.MatchString(s) || strict && strings.Contains(s, `\u0000`):
		return dyn()
	case text && reEscape.MatchString(s):
		return dyn()
	case strict && reNested.MatchString(s) && (jsonb || rePGAsWritten.MatchString(s)):
		return dyn()
	case jsonb && (reExponent.MatchString(s) || reNegZero.MatchString(s)):
		return dyn()
	}
	for _, m := range reNumberToken.FindAllStringSubmatch(s, -1) {
		if t := m[1]; t != "" && (text || strict) && (!rePlainInt.MatchString(t) || t == "-0") {
			return dyn()
		}
	}
	t := strings.TrimLeft(s, " \t\n\r")
	isKind := kind == "OBJECT" && strings.HasPrefix(t, "{") || kind == "ARRAY" && strings.HasPrefix(t, "[")
	if strict && !isKind {
		return dyn() // PostgreSQL raises: so does the run-time check
	}
	return jbool(sp, isKind)
}

var (
	reUnsure      = regexp.MustCompile(jsonUnsure)
	reRawControl  = regexp.MustCompile(jsonRawControl)
	reEscape      = regexp.MustCompile(jsonEscape)
	reNested      = regexp.MustCompile(jsonNested)
	rePGAsWritten = regexp.MustCompile(jsonPGAsWritten)
	reNumberToken = regexp.MustCompile(jsonNumberToken)
	rePlainInt    = regexp.MustCompile(`^-?(?:0|[1-9][0-9]*)$`)
	reExponent    = regexp.MustCompile(jsonExponent)
	reNegZero     = regexp.MustCompile(jsonNegZero)
)

// duckJSONCheck is TRUE for a document the source reads as JSON of the
// given type (OBJECT or ARRAY), FALSE for NULL, invalid JSON or another
// type, and raises where DuckDB cannot give the source's values; text:
// the values are read as text (numbers and escapes must come back as
// written).
func duckJSONCheck(d ast.Expr, kind string, text bool, sp ast.Span) ast.Expr {
	return duckJSONCheckWith(d, kind, text, false, nil, nil, sp)
}

// duckJSONTupleCheck is duckJSONCheck of an OBJECT for json_tuple(d,
// keys...), which also raises for a valid document that repeats a key it
// reads and for an invalid one that may be a complete object followed by
// text (the source reads the last member of a name and ignores text after
// the object; DuckDB reads the first member and rejects the text).
func duckJSONTupleCheck(d ast.Expr, keys []ast.Expr, sp ast.Span) ast.Expr {
	return duckJSONCheckWith(d, "OBJECT", true, true, &ast.When{Span: sp, Cond: repeatedKey(d, keys, sp),
		Result: jerror(sp, "lateral: this JSON document repeats a key json_tuple reads; the source reads the last member of that name, DuckDB the first")},
		&ast.When{Span: sp, Cond: regexpMatches(d, jsonTrailing, sp),
			Result: jerror(sp, "lateral: this JSON document may be an object followed by more text, which the source ignores and DuckDB cannot read")}, sp)
}

// duckJSONCheckWith is duckJSONCheck with an extra test of a valid
// document (valid, after the type test) and of an invalid one (invalid);
// java: the source writes numbers back as Hive's and Spark's json_tuple
// do (inexactNumber).
func duckJSONCheckWith(d ast.Expr, kind string, text, java bool, valid, invalid *ast.When, sp ast.Span) ast.Expr {
	inner := &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: jor(sp, regexpMatches(d, jsonLax, sp),
			&ast.Binary{Span: sp, Op: ast.OpNe, L: canonCall(sp, "json_type", d), R: jstr(sp, kind)}),
			Result: jbool(sp, false)},
	}, Else: jbool(sp, true)}
	if valid != nil {
		inner.Whens = append(inner.Whens, valid)
	}
	if text {
		inner.Whens = append(inner.Whens, &ast.When{Span: sp,
			Cond:   jor(sp, regexpMatches(d, jsonEscape, sp), inexactNumber(d, java, sp)),
			Result: jerror(sp, "lateral: this JSON document holds a number or a string escape DuckDB does not give back as written; its values cannot be read exactly there")})
	}
	out := &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: canonCall(sp, "json_valid", d), Result: inner},
		{Span: sp, Cond: regexpMatches(d, jsonUnsure, sp),
			Result: jerror(sp, "lateral: this JSON document holds a raw control character in a string or an escaped UTF-16 surrogate, which DuckDB cannot read")},
	}, Else: jbool(sp, false)}
	if invalid != nil {
		out.Whens = append(out.Whens, invalid)
	}
	return out
}

// repeatedKey is TRUE when the object d has several members named by one
// of keys: len(list_filter(json_keys(d), _k -> _k IN (k1, ...))) <>
// len(list_distinct(...)) for string-literal keys (NULL keys read
// nothing); for any other key, when d repeats any key at all.
func repeatedKey(d ast.Expr, keys []ast.Expr, sp ast.Span) ast.Expr {
	var lits []ast.Expr
	for _, k := range keys {
		switch lit, _ := k.(*ast.Literal); {
		case isNullLit(k):
		case lit != nil && lit.Kind == ast.LitString:
			lits = append(lits, jstr(sp, lit.Value))
		default:
			lits = nil
			keys = nil
		}
		if keys == nil {
			break
		}
	}
	var names ast.Expr = canonCall(sp, "json_keys", d)
	switch {
	case keys != nil && len(lits) == 0:
		return jbool(sp, false)
	case keys != nil:
		k := ast.Ident{Span: sp, Name: "_k"}
		names = canonCall(sp, "list_filter", names, &ast.Lambda{Span: sp, Params: []ast.Ident{k},
			Body: &ast.InList{Span: sp, X: &ast.ColumnRef{Span: sp, Name: ast.QName{k}}, List: lits}})
	}
	return &ast.Binary{Span: sp, Op: ast.OpNe, L: canonCall(sp, "len", names), R: canonCall(sp, "len", canonCall(sp, "list_distinct", ast.Clone(names)))}
}

// jsonTupleReadsOtherwise: the literal document s is one DuckDB reads
// otherwise than the source's json_tuple: it repeats a key of its
// top-level object, or has text after its first value.
func jsonTupleReadsOtherwise(s string) bool {
	dec := json.NewDecoder(strings.NewReader(s))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return false
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		name, _ := tok.(string)
		if seen[name] {
			return true
		}
		seen[name] = true
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return false
		}
	}
	if _, err := dec.Token(); err != nil {
		return false
	}
	return strings.TrimLeft(s[dec.InputOffset():], " \t\n\r") != ""
}

// duckPGJSONCheck is the check for PostgreSQL json_array_elements_text
// and jsonb_array_elements_text: FALSE for NULL (no rows), an error for
// invalid JSON and for a value that is not an array, as in PostgreSQL, and
// an error where DuckDB cannot give PostgreSQL's text (a number not
// written as DuckDB writes it; an array holding objects or arrays written
// with whitespace or escapes, which json keeps as written; for jsonb, any
// nested value, exponent or negative zero, which jsonb writes in its own
// layout; \u0000, which PostgreSQL cannot give as text).
func duckPGJSONCheck(d ast.Expr, jsonb bool, sp ast.Span) ast.Expr {
	jt := canonCall(sp, "json_type", d)
	var asWritten ast.Expr = regexpMatches(d, jsonNested, sp)
	if jsonb {
		asWritten = jor(sp, jor(sp, asWritten, regexpMatches(d, jsonExponent, sp)), regexpMatches(d, jsonNegZero, sp))
	} else {
		asWritten = &ast.Binary{Span: sp, Op: ast.OpAnd, L: asWritten, R: regexpMatches(d, jsonPGAsWritten, sp)}
	}
	return &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: &ast.IsNull{Span: sp, X: d}, Result: jbool(sp, false)},
		{Span: sp, Cond: jor(sp, &ast.Unary{Span: sp, Op: ast.OpNot, X: canonCall(sp, "json_valid", d)}, regexpMatches(d, jsonLax, sp)),
			Result: jerror(sp, "invalid input syntax for type json")},
		{Span: sp, Cond: &ast.Binary{Span: sp, Op: ast.OpEq, L: jt, R: jstr(sp, "OBJECT")},
			Result: jerror(sp, "cannot extract elements from an object")},
		{Span: sp, Cond: &ast.Binary{Span: sp, Op: ast.OpNe, L: jt, R: jstr(sp, "ARRAY")},
			Result: jerror(sp, "cannot extract elements from a scalar")},
		{Span: sp, Cond: jor(sp, jor(sp, regexpMatches(d, `\\u0000`, sp), inexactNumber(d, false, sp)), asWritten),
			Result: jerror(sp, "lateral: this JSON array holds a number, a nested value or an escape DuckDB does not give back as PostgreSQL writes it")},
	}, Else: jbool(sp, true)}
}

// inexactNumber: EXISTS (SELECT 1 FROM unnest(regexp_extract_all(d,
// <tokens>, 1)) AS _n(t) WHERE CASE WHEN json_valid(t) THEN
// json_extract_string(t, '$') <> t END): a number token DuckDB writes back
// otherwise than as written. java: the source writes a number as Hive's
// and Spark's json_tuple do (jsontext.Node.JavaNumbers), a fraction by
// Java's Double.toString, which writes an exponent from 1e7 up and below
// 1e-3 (1.0E7, 1.0E-4), where DuckDB writes the digits (10000000.0,
// 0.0001: checked on DuckDB 1.5); a fraction or exponent token outside
// that range is inexact too: ... OR regexp_matches(t, '[.eE]') AND
// (abs(CAST(t AS DOUBLE)) >= 1e7 OR abs(CAST(t AS DOUBLE)) < 0.001 AND
// CAST(t AS DOUBLE) <> 0). (Within it, both write the shortest digits that
// read back as the double.)
func inexactNumber(d ast.Expr, java bool, sp ast.Span) ast.Expr {
	n, t := ast.Ident{Span: sp, Name: "_n"}, ast.Ident{Span: sp, Name: "t"}
	tok := colRef(n, t, sp)
	var differs ast.Expr = &ast.Binary{Span: sp, Op: ast.OpNe, L: canonCall(sp, "json_extract_string", tok, jstr(sp, "$")), R: tok}
	if java {
		num := func() ast.Expr {
			return &ast.Cast{Span: sp, X: colRef(n, t, sp), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble, Name: "DOUBLE"}}
		}
		lit := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitDouble, Value: v} }
		outside := jor(sp, &ast.Binary{Span: sp, Op: ast.OpGe, L: canonCall(sp, "abs", num()), R: lit("10000000.0")},
			&ast.Binary{Span: sp, Op: ast.OpAnd,
				L: &ast.Binary{Span: sp, Op: ast.OpLt, L: canonCall(sp, "abs", num()), R: lit("0.001")},
				R: &ast.Binary{Span: sp, Op: ast.OpNe, L: num(), R: lit("0.0")}})
		differs = jor(sp, differs, &ast.Binary{Span: sp, Op: ast.OpAnd, L: regexpMatches(colRef(n, t, sp), "[.eE]", sp), R: outside})
	}
	sel := &ast.Select{Span: sp,
		Items: []*ast.SelectItem{{Span: sp, Expr: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"}}},
		From: []ast.TableExpr{&ast.TableFunc{Span: sp,
			Func: &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "unnest"}}, Args: []ast.Expr{
				canonCall(sp, "regexp_extract_all", d, jstr(sp, jsonNumberToken), &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"})}},
			Alias: &ast.Alias{Span: sp, Name: n, Columns: []ast.Ident{t}}}},
		Where: &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: canonCall(sp, "json_valid", tok),
			Result: differs}}},
	}
	return &ast.Exists{Span: sp, Query: &ast.Query{Span: sp, Body: sel}}
}

// duckJSONInt is Doris's integer reading of a JSON element: an integer as
// itself (NULL beyond BIGINT), a fraction truncated toward zero (NULL
// beyond ±9.2e18), true and false as 1 and 0, anything else NULL. The
// element is read through its text: CASE WHEN json_type(e) IN ('BIGINT',
// 'UBIGINT') THEN TRY_CAST(CAST(e AS VARCHAR) AS BIGINT) ...
func duckJSONInt(e ast.Expr, sp ast.Span) ast.Expr {
	typ := func(k ast.TypeKind, n string) *ast.TypeName { return &ast.TypeName{Span: sp, Kind: k, Name: n} }
	text := func() ast.Expr { return &ast.Cast{Span: sp, X: e, Type: typ(ast.TypeVarchar, "VARCHAR")} }
	f := func() ast.Expr {
		return &ast.Cast{Span: sp, Mode: ast.CastTry, X: text(), Type: typ(ast.TypeDouble, "DOUBLE")}
	}
	jt := func() ast.Expr { return canonCall(sp, "json_type", e) }
	one := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: v} }
	return &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: &ast.InList{Span: sp, X: jt(), List: []ast.Expr{jstr(sp, "BIGINT"), jstr(sp, "UBIGINT")}},
			Result: &ast.Cast{Span: sp, Mode: ast.CastTry, X: text(), Type: typ(ast.TypeBigInt, "BIGINT")}},
		{Span: sp, Cond: &ast.Binary{Span: sp, Op: ast.OpAnd,
			L: &ast.Binary{Span: sp, Op: ast.OpEq, L: jt(), R: jstr(sp, "DOUBLE")},
			R: &ast.Binary{Span: sp, Op: ast.OpLe, L: canonCall(sp, "abs", f()), R: &ast.Literal{Span: sp, Kind: ast.LitDouble, Value: "9.2e18"}}},
			Result: &ast.Cast{Span: sp, X: canonCall(sp, "trunc", f()), Type: typ(ast.TypeBigInt, "BIGINT")}},
		{Span: sp, Cond: &ast.Binary{Span: sp, Op: ast.OpEq, L: jt(), R: jstr(sp, "BOOLEAN")},
			Result: &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
				Cond: &ast.Binary{Span: sp, Op: ast.OpEq, L: text(), R: jstr(sp, "true")}, Result: one("1")}}, Else: one("0")}},
	}}
}

// duckJSONDouble is Doris's floating-point reading of a JSON element: a
// number as a DOUBLE, anything else NULL: CASE WHEN json_type(e) IN
// ('BIGINT', 'UBIGINT', 'DOUBLE') THEN TRY_CAST(CAST(e AS VARCHAR) AS
// DOUBLE) END.
func duckJSONDouble(e ast.Expr, sp ast.Span) ast.Expr {
	text := &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar, Name: "VARCHAR"}}
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
		Cond:   &ast.InList{Span: sp, X: canonCall(sp, "json_type", e), List: []ast.Expr{jstr(sp, "BIGINT"), jstr(sp, "UBIGINT"), jstr(sp, "DOUBLE")}},
		Result: &ast.Cast{Span: sp, Mode: ast.CastTry, X: text, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble, Name: "DOUBLE"}}}}}
}

// jsonPointer is the JSON pointer of key k: '/' followed by k with ~ as ~0
// and / as ~1, built at run time when k is not a literal.
func jsonPointer(k ast.Expr, sp ast.Span) ast.Expr {
	if lit, ok := k.(*ast.Literal); ok && lit.Kind == ast.LitString {
		return jstr(sp, "/"+strings.ReplaceAll(strings.ReplaceAll(lit.Value, "~", "~0"), "/", "~1"))
	}
	var s ast.Expr = &ast.Cast{Span: sp, X: k, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar, Name: "VARCHAR"}}
	s = canonCall(sp, "replace", s, jstr(sp, "~"), jstr(sp, "~0"))
	s = canonCall(sp, "replace", s, jstr(sp, "/"), jstr(sp, "~1"))
	return &ast.Binary{Span: sp, Op: ast.OpConcat, L: jstr(sp, "/"), R: s}
}

func regexpMatches(d ast.Expr, re string, sp ast.Span) ast.Expr {
	return canonCall(sp, "regexp_matches", d, jstr(sp, re))
}

func jstr(sp ast.Span, s string) *ast.Literal {
	return &ast.Literal{Span: sp, Kind: ast.LitString, Value: s}
}

func jbool(sp ast.Span, b bool) *ast.Literal {
	v := "false"
	if b {
		v = "true"
	}
	return &ast.Literal{Span: sp, Kind: ast.LitBool, Value: v}
}

func jor(sp ast.Span, l, r ast.Expr) ast.Expr {
	return &ast.Binary{Span: sp, Op: ast.OpOr, L: l, R: r}
}

func jerror(sp ast.Span, msg string) ast.Expr {
	return canonCall(sp, "error", jstr(sp, msg))
}

// pgJSONTuple spells json_tuple for PostgreSQL when its values are known
// at translation: a literal (or NULL) document and literal keys give one
// row of literals, LATERAL (SELECT 'v1' AS c1, ...). Any other json_tuple
// is refused: it gives NULLs for a document that is not valid JSON, which
// PostgreSQL 15 cannot test without raising an error (IS JSON arrived in
// PostgreSQL 16).
func (c *Context) pgJSONTuple(l *ast.Lateral, g *ast.Generator) ast.TableExpr {
	vals, ok := staticJSONTuple(g, c.Source.Name == "spark")
	if !ok {
		c.Refuse("T057", g, "use DuckDB, Hive, Spark or Doris as the target",
			"json_tuple gives NULLs for a document that is not valid JSON, which PostgreSQL 15 cannot test without raising an error (IS JSON arrived in PostgreSQL 16)")
		return nil
	}
	return c.jsonTupleLiterals(l, g, vals, &ast.TypeName{Span: g.Span, Kind: ast.TypeString, Name: "TEXT"})
}

// jsonTupleLiterals is json_tuple's one row of known values, LATERAL
// (SELECT CAST('v1' AS typ) AS c1, ...).
func (c *Context) jsonTupleLiterals(l *ast.Lateral, g *ast.Generator, vals []*string, typ *ast.TypeName) ast.TableExpr {
	sp := g.Span
	sel := &ast.Select{Span: l.Span}
	for i, v := range vals {
		name := ast.Ident{Span: sp, Name: "c" + strconv.Itoa(i)}
		if l.Alias != nil && i < len(l.Alias.Columns) {
			name = l.Alias.Columns[i]
		}
		var e ast.Expr = &ast.Literal{Span: sp, Kind: ast.LitNull}
		if v != nil {
			e = jstr(sp, *v)
		}
		e = &ast.Cast{Span: sp, X: e, Type: ast.Clone(typ)}
		sel.Items = append(sel.Items, &ast.SelectItem{Span: sp, Expr: e, Alias: &name})
	}
	alias := c.Fresh("jt")
	if l.Alias != nil {
		alias = l.Alias.Name
	}
	return &ast.Derived{Span: l.Span, Lateral: true, Query: &ast.Query{Span: l.Span, Body: sel},
		Alias: &ast.Alias{Span: l.Span, Name: alias}}
}

// staticJSONTuple computes json_tuple(doc, k1, ..., kn) at translation when
// the document is a string literal or NULL and every key a string literal
// or NULL, with the source's rule (SEMANTICS.md T8) and the reference
// executor's reader (internal/jsontext): the JSON value at the start of the
// document is read and any text after it ignored; NULLs for NULL or invalid
// JSON or a value that is not an object; else per key the last member of
// that name (skipNull, Spark: the last whose value is not null), a string
// unquoted, a number as written, true or false, an object or array as
// compact JSON, a JSON null as NULL. ok is false when the values are not
// known, or the document holds a raw control character in a string: such a
// document is left to the run-time check (DuckDB raises for it) and to
// PostgreSQL's refusal.
func staticJSONTuple(g *ast.Generator, skipNull bool) (vals []*string, ok bool) {
	vals = make([]*string, len(g.Args)-1)
	var keys []*string
	for _, k := range g.Args[1:] {
		switch lit, _ := k.(*ast.Literal); {
		case isNullLit(k):
			keys = append(keys, nil)
		case lit != nil && lit.Kind == ast.LitString:
			keys = append(keys, &lit.Value)
		default:
			return nil, false
		}
	}
	if isNullLit(g.Args[0]) {
		return vals, true
	}
	lit, isLit := g.Args[0].(*ast.Literal)
	if !isLit || lit.Kind != ast.LitString {
		return nil, false
	}
	if reRawControl.MatchString(lit.Value) {
		return nil, false
	}
	root, err := jsontext.ParsePrefix(lit.Value)
	if err != nil {
		return vals, true
	}
	for i, k := range keys {
		if k == nil {
			continue
		}
		if m, found := root.MemberLast(*k, skipNull); found {
			if v, notNull := m.JavaNumbers().Unquoted(jsontext.Compact); notNull {
				vals[i] = &v
			}
		}
	}
	return vals, true
}
