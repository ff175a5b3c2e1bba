package rewrite

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The value at a simple JSON path as text: Hive's and Spark's
// get_json_object(doc, path) and Trino's and Presto's
// json_extract_scalar(doc, path), written for PostgreSQL and DuckDB.
//
// Taken here: a path given as a string literal made of member names
// (letters, digits and _, not starting with a digit) and array indexes
// ($.a, $.a.b, $[0], $.a[1]); any other path (wildcards, filters, quoted
// names, negative indexes, a computed path) is refused (T301).
//
// Between Hive and Spark the call is refused: the two read a repeated
// member name differently (below).
//
// The sources, and what the translation does where a target differs:
//
//   - a string is given unescaped, true and false as such, a JSON null and
//     a missing member or index as NULL, in the four sources (Hive
//     UDFJson: the value's toString, NULL for a null or missing one;
//     Trino's json_extract_scalar, Trino JSON functions documentation:
//     "the value referenced must be a scalar (boolean, number or
//     string)"; its JsonExtract.ScalarValueJsonExtractor gives the
//     token's text, NULL for a JSON null, an object or an array, and its
//     ObjectFieldJsonExtractor returns at the first member of the name,
//     reading no further). PostgreSQL's ->> and DuckDB's json_extract_string give
//     the same (PostgreSQL 15 and DuckDB 1.5 run: a \u escape read, a
//     JSON null NULL);
//   - an object or array: Trino's json_extract_scalar gives NULL, written
//     so; Hive and Spark give it as compact JSON with their own numbers
//     and, in Hive, one member of each name: the translation raises an
//     error for it rather than give other text;
//   - a number: Trino gives it as written (json_extract_scalar returns the
//     token's text), as PostgreSQL's ->> does; Hive and Spark write it as
//     Java does (1.50 as 1.5, 1e2 as 100.0: jsontext.Node.JavaNumbers).
//     Toward PostgreSQL a number is given when its text is Java's (an
//     integer other than -0, or a fraction in plain digits from 0.001 up
//     to 1e7 with the shortest digits, which PostgreSQL's float8 output
//     also writes, apart from the .0 of a whole number), and otherwise
//     raises; toward DuckDB, which rewrites numbers, a number is given
//     when no number of the document is written back otherwise
//     (inexactNumber, duck_json.go), and otherwise raises;
//   - a member name repeated in one object: Hive reads the document into
//     a Java map, keeping the last value (Jackson's default), Spark
//     streams the tokens and Trino walks them, taking the first;
//     PostgreSQL's json ->, run on PostgreSQL 15, takes the last
//     ('{"a":1,"a":2}'::json ->> 'a' is 2), DuckDB's path the first (run
//     on DuckDB 1.5: 1). Where the two differ, an object on the path that
//     repeats the member's name raises an error;
//   - an index applied to an object: Trino reads it as a member name
//     (JsonExtract.ObjectFieldJsonExtractor looks up the path token as a
//     field name in an object and as an index in an array: $[0] of
//     {"0": 5} is 5), where the targets give NULL: an object holding a
//     member of that name raises; Hive gives
//     NULL (UDFJson skips a value that is not a list);
//   - a member name applied to an array: Hive applies it to each object
//     in the array and collects the values (UDFJson extract_json_withkey),
//     where the targets give NULL: it raises, from Spark too, whose
//     reading of it is not checked;
//   - a document that is not valid JSON: the sources give NULL. Toward
//     PostgreSQL the document is cast to json, which raises an error for
//     it (PostgreSQL 15 has no IS JSON test): the translation is loud
//     there, not silent. Toward DuckDB it gives NULL, except where the
//     source may read a value from it, where it raises: Hive reads raw
//     control characters in strings and a backslash before any character
//     (UDFJson enables ALLOW_UNESCAPED_CONTROL_CHARS and
//     ALLOW_BACKSLASH_ESCAPING_ANY_CHARACTER) and, like Spark, ignores
//     text after the first value; Trino reads the document only up to the
//     value the path names, so any invalid document that opens an object
//     or an array raises; a document DuckDB reads but the sources do not
//     (NaN, a trailing comma: jsonLax) gives NULL.
type jsonStep struct {
	key   string
	index int // -1 for a member name
}

var reSimpleJSONPath = regexp.MustCompile(`^\$(?:\.[A-Za-z_][A-Za-z0-9_]*|\[[0-9]{1,9}\])+$`)

// parseSimpleJSONPath reads a path of the translated subset.
func parseSimpleJSONPath(p string) ([]jsonStep, bool) {
	if !reSimpleJSONPath.MatchString(p) {
		return nil, false
	}
	var steps []jsonStep
	for s := p[1:]; s != ""; {
		if s[0] == '.' {
			end := strings.IndexAny(s[1:], ".[")
			if end < 0 {
				end = len(s) - 1
			}
			steps = append(steps, jsonStep{key: s[1 : end+1], index: -1})
			s = s[end+1:]
			continue
		}
		end := strings.IndexByte(s, ']')
		i, _ := strconv.Atoi(s[1:end])
		steps = append(steps, jsonStep{index: i})
		s = s[end+1:]
	}
	return steps, true
}

// jsonPathSource describes the source's reading: java, numbers written as
// Java does and an object or array given as JSON (Hive, Spark); last, the
// last member of a repeated name (Hive).
type jsonPathSource struct {
	java, last bool
	name       string
}

// jsonPathText is the rule (funcRules) writing get_json_object and
// json_extract_scalar for PostgreSQL and DuckDB.
func (c *Context) jsonPathText(f *ast.Func, sc *scope) ast.Expr {
	if f.Unread || f.Over != nil || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 2 {
		return f
	}
	if strings.EqualFold(f.Name[0].Name, "get_json_object") && (c.Source.Name == "hive" && c.Target.Name == "spark" || c.Source.Name == "spark" && c.Target.Name == "hive") {
		c.Refuse("T301", f, "extract the value in the source dialect, or read the document with from_json and a schema",
			"get_json_object differs between hive and spark: of a member name an object repeats Hive reads the last member (it reads the document into a Java map) and Spark the first, and Hive applies a member name to each object of an array")
		return f
	}
	if !c.Target.is("postgres", "duckdb") {
		return f
	}
	var src jsonPathSource
	switch name := strings.ToLower(f.Name[0].Name); {
	case name == "get_json_object" && c.Source.is("hive", "spark"):
		src = jsonPathSource{java: true, last: c.Source.Name == "hive", name: name}
	case name == "json_extract_scalar" && c.Source.is("trino", "presto"):
		src = jsonPathSource{name: name}
	default:
		return f
	}
	doc, path := f.Args[0], f.Args[1]
	lit, ok := path.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString {
		if isNullLit(path) {
			return &ast.Cast{Span: f.Span, X: path, Type: &ast.TypeName{Span: f.Span, Kind: ast.TypeVarchar}}
		}
		c.Refuse("T301", path, "write the path as a string literal", "%s is translated to %s only for a path given as a string literal", src.name, c.Target.Name)
		return f
	}
	steps, ok := parseSimpleJSONPath(lit.Value)
	if !ok {
		c.Refuse("T301", path, "extract the value in the source, or use a path of member names and indexes such as $.a.b[0]",
			"%s is translated to %s only for a path of member names (letters, digits and _) and array indexes ($.a.b, $[0], $.a[1]); wildcards, filters, quoted names and other paths are read otherwise by the engines", src.name, c.Target.Name)
		return f
	}
	if !c.reusableIn(doc, "the translation of "+src.name) {
		return f
	}
	if t := c.typeOf(doc, sc); t == nil || !t.Kind.IsText() {
		doc = &ast.Cast{Span: doc.SpanOf(), X: doc, Type: &ast.TypeName{Span: doc.SpanOf(), Kind: ast.TypeVarchar}}
	}
	if c.Target.Name == "postgres" {
		return c.pgJSONPathText(f.Span, doc, steps, src)
	}
	return c.duckJSONPathText(f.Span, doc, lit.Value, steps, src)
}

// jsonPathRaise raises msg in the target when reached (pgDuckRaise, with
// the document's text after the message; the document cast to TEXT, whose
// pg_typeof the reference executor answers).
func (c *Context) jsonPathRaise(sp ast.Span, doc ast.Expr, msg string) ast.Expr {
	if c.Target.Name == "postgres" {
		doc = &ast.Cast{Span: sp, X: ast.Clone(doc), Type: &ast.TypeName{Span: sp, Kind: ast.TypeString, Name: "TEXT"}}
	}
	return c.pgDuckRaise(doc, jstr(sp, "lateral: "+msg+": "), false)
}

func jeq(sp ast.Span, l ast.Expr, r string) ast.Expr {
	return &ast.Binary{Span: sp, Op: ast.OpEq, L: l, R: jstr(sp, r)}
}

// pgJSONPathText: with j = CAST(doc AS JSON) and v the value at the path
// (j -> 'a' -> 0 ...), CASE WHEN <a repeated name, a name applied to an
// array> THEN <raise> WHEN json_typeof(v) IN ('object', 'array') THEN
// NULL (Trino) or <raise> WHEN <a number Java writes otherwise> THEN
// <raise> ELSE j -> 'a' ->> 0 END.
func (c *Context) pgJSONPathText(sp ast.Span, doc ast.Expr, steps []jsonStep, src jsonPathSource) ast.Expr {
	j := &ast.Cast{Span: sp, X: doc, Type: &ast.TypeName{Span: sp, Kind: ast.TypeJSON, Name: "JSON"}}
	at := func(n int, text bool) ast.Expr {
		var v ast.Expr = ast.Clone(j)
		for i, s := range steps[:n] {
			op := ast.OpJSONGet
			if text && i == n-1 {
				op = ast.OpJSONGetText
			}
			var k ast.Expr = jstr(sp, s.key)
			if s.index >= 0 {
				k = intLit(sp, s.index)
			}
			v = &ast.Binary{Span: sp, Op: op, L: v, R: k}
		}
		return v
	}
	typeOf := func(n int) ast.Expr { return canonCall(sp, "json_typeof", at(n, false)) }
	var whens []*ast.When
	for i, s := range steps {
		if s.index >= 0 {
			if !src.java {
				// j -> 'a' -> 'N' IS NOT NULL: an object holding a member
				// named N (-> of a text key gives NULL for an array)
				named := &ast.Binary{Span: sp, Op: ast.OpJSONGet, L: at(i, false), R: jstr(sp, strconv.Itoa(s.index))}
				whens = append(whens, &ast.When{Span: sp, Cond: &ast.IsNull{Span: sp, X: named, Not: true},
					Result: c.jsonPathRaise(sp, doc, src.name+" reads an index applied to an object as a member name, which "+c.Target.Name+" does not")})
			}
			continue
		}
		if src.java && i > 0 {
			whens = append(whens, &ast.When{Span: sp, Cond: jeq(sp, typeOf(i), "array"),
				Result: c.jsonPathRaise(sp, doc, src.name+" applies a member name to each object of an array, which "+c.Target.Name+" does not")})
		}
		if !src.last {
			// CASE WHEN json_typeof(o) = 'object' THEN (SELECT count(*)
			// FROM json_object_keys(o) AS _k(k) WHERE _k.k = 'key') > 1 END
			kt, kc := ast.Ident{Span: sp, Name: "_k"}, ast.Ident{Span: sp, Name: "k"}
			count := &ast.Select{Span: sp,
				Items: []*ast.SelectItem{{Span: sp, Expr: &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "count"}}, Star: true}}},
				From: []ast.TableExpr{&ast.TableFunc{Span: sp, Func: canonCall(sp, "json_object_keys", at(i, false)),
					Alias: &ast.Alias{Span: sp, Name: kt, Columns: []ast.Ident{kc}}}},
				Where: jeq(sp, colRef(kt, kc, sp), s.key)}
			repeated := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: jeq(sp, typeOf(i), "object"),
				Result: &ast.Binary{Span: sp, Op: ast.OpGt, L: &ast.Subquery{Span: sp, Query: &ast.Query{Span: sp, Body: count}},
					R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"}}}}}
			whens = append(whens, &ast.When{Span: sp, Cond: repeated,
				Result: c.jsonPathRaise(sp, doc, "this JSON object repeats the member name "+strconv.Quote(s.key)+"; "+src.name+" reads the first member of that name, "+c.Target.Name+" the last")})
		}
	}
	container := &ast.InList{Span: sp, X: typeOf(len(steps)), List: []ast.Expr{jstr(sp, "object"), jstr(sp, "array")}}
	if src.java {
		whens = append(whens, &ast.When{Span: sp, Cond: container,
			Result: c.jsonPathRaise(sp, doc, src.name+" gives this object or array as JSON text written its own way, which "+c.Target.Name+" does not reproduce")})
		whens = append(whens, &ast.When{Span: sp,
			Cond:   &ast.Binary{Span: sp, Op: ast.OpAnd, L: jeq(sp, typeOf(len(steps)), "number"), R: &ast.Unary{Span: sp, Op: ast.OpNot, X: pgJavaNumber(sp, at(len(steps), true))}},
			Result: c.jsonPathRaise(sp, doc, src.name+" writes this number as Java does, otherwise than as written")})
	} else {
		whens = append(whens, &ast.When{Span: sp, Cond: container, Result: &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitNull}, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}})
	}
	return &ast.Case{Span: sp, Whens: whens, Else: at(len(steps), true)}
}

// pgJavaNumber is TRUE when t, a JSON number's text, is the text Java
// gives it (jsontext.Node.JavaNumbers): an integer other than -0, or a
// fraction of plain digits whose value is 0 or from 0.001 up to 1e7 and
// which PostgreSQL's float8 output writes alike (the shortest digits that
// read back as the double, PostgreSQL 15 documentation 8.1.3 with
// extra_float_digits 1, the default; Java's Double.toString writes the
// same shortest digits in that range, with .0 after a whole number):
//
//	CASE WHEN t ~ '^-?[0-9]+$' THEN t <> '-0'
//	WHEN t ~ '^-?[0-9]+[.][0-9]+$' THEN (abs(CAST(t AS DOUBLE)) >= 0.001
//	AND abs(CAST(t AS DOUBLE)) < 1e7 OR CAST(t AS DOUBLE) = 0) AND
//	(CAST(CAST(t AS DOUBLE) AS VARCHAR) = t OR CAST(CAST(t AS DOUBLE) AS
//	VARCHAR) || '.0' = t) ELSE FALSE END
func pgJavaNumber(sp ast.Span, t ast.Expr) ast.Expr {
	re := func(p string) ast.Expr { return canonCall(sp, "regexp_like", ast.Clone(t), jstr(sp, p)) }
	dbl := func() ast.Expr {
		return &ast.Cast{Span: sp, X: ast.Clone(t), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble, Name: "DOUBLE"}}
	}
	txt := func() ast.Expr {
		return &ast.Cast{Span: sp, X: dbl(), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	}
	lit := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitDouble, Value: v} }
	and := func(l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: ast.OpAnd, L: l, R: r} }
	inRange := jor(sp, and(&ast.Binary{Span: sp, Op: ast.OpGe, L: canonCall(sp, "abs", dbl()), R: lit("0.001")},
		&ast.Binary{Span: sp, Op: ast.OpLt, L: canonCall(sp, "abs", dbl()), R: lit("10000000.0")}),
		&ast.Binary{Span: sp, Op: ast.OpEq, L: dbl(), R: lit("0.0")})
	same := jor(sp, &ast.Binary{Span: sp, Op: ast.OpEq, L: txt(), R: ast.Clone(t)},
		&ast.Binary{Span: sp, Op: ast.OpEq, L: &ast.Binary{Span: sp, Op: ast.OpConcat, L: txt(), R: jstr(sp, ".0")}, R: ast.Clone(t)})
	return &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: re(`^-?[0-9]+$`), Result: &ast.Binary{Span: sp, Op: ast.OpNe, L: ast.Clone(t), R: jstr(sp, "-0")}},
		{Span: sp, Cond: re(`^-?[0-9]+[.][0-9]+$`), Result: and(inRange, same)},
	}, Else: jbool(sp, false)}
}

// Regular expressions over a document DuckDB does not read as JSON:
// a backslash before a character JSON does not escape (Hive reads it as
// that character), an object or array followed by more text.
const (
	jsonAnyEscape     = jsonTokens + `"(?:[^"\\]|\\.)*\\[^"\\/bfnrtu]`
	jsonArrayTrailing = `^[ \t\n\r]*\[(?:[^"]|` + jsonString + `)*\][ \t\n\r]*[^ \t\n\r]`
	jsonOpens         = `^[ \t\n\r]*[\[{]`
)

// duckJSONPathText: CASE WHEN json_valid(doc) AND NOT <lax> THEN CASE
// WHEN <a repeated name, a name applied to an array> THEN <raise> WHEN
// json_type(doc, path) IN ('OBJECT', 'ARRAY') THEN NULL (Trino) or
// <raise> WHEN json_type(doc, path) IN ('BIGINT', 'UBIGINT', 'DOUBLE')
// AND <a number written back otherwise> THEN <raise> ELSE
// json_extract_string(doc, path) END WHEN <the source may read a value
// from the invalid document> THEN <raise> END.
func (c *Context) duckJSONPathText(sp ast.Span, doc ast.Expr, path string, steps []jsonStep, src jsonPathSource) ast.Expr {
	d := func() ast.Expr { return ast.Clone(doc) }
	prefix := func(n int) string {
		var b strings.Builder
		b.WriteString("$")
		for _, s := range steps[:n] {
			if s.index >= 0 {
				b.WriteString("[" + strconv.Itoa(s.index) + "]")
			} else {
				b.WriteString("." + s.key)
			}
		}
		return b.String()
	}
	typeAt := func(n int) ast.Expr { return canonCall(sp, "json_type", d(), jstr(sp, prefix(n))) }
	var whens []*ast.When
	for i, s := range steps {
		if s.index >= 0 {
			if !src.java {
				// list_contains(json_keys(json_extract(doc, prefix)), 'N'):
				// an object holding a member named N (json_keys of
				// another value is empty)
				var obj ast.Expr = d()
				if i > 0 {
					obj = canonCall(sp, "json_extract", d(), jstr(sp, prefix(i)))
				}
				named := canonCall(sp, "list_contains", canonCall(sp, "json_keys", obj), jstr(sp, strconv.Itoa(s.index)))
				whens = append(whens, &ast.When{Span: sp, Cond: named,
					Result: c.jsonPathRaise(sp, doc, src.name+" reads an index applied to an object as a member name, which duckdb does not")})
			}
			continue
		}
		if src.java && i > 0 {
			whens = append(whens, &ast.When{Span: sp, Cond: jeq(sp, typeAt(i), "ARRAY"),
				Result: c.jsonPathRaise(sp, doc, src.name+" applies a member name to each object of an array, which duckdb does not")})
		}
		if src.last {
			// len(list_filter(json_keys(json_extract(doc, prefix)), _k -> _k = 'key')) > 1
			k := ast.Ident{Span: sp, Name: "_k"}
			var obj ast.Expr = d()
			if i > 0 {
				obj = canonCall(sp, "json_extract", d(), jstr(sp, prefix(i)))
			}
			named := canonCall(sp, "list_filter", canonCall(sp, "json_keys", obj), &ast.Lambda{Span: sp, Params: []ast.Ident{k},
				Body: jeq(sp, &ast.ColumnRef{Span: sp, Name: ast.QName{k}}, s.key)})
			whens = append(whens, &ast.When{Span: sp,
				Cond:   &ast.Binary{Span: sp, Op: ast.OpGt, L: canonCall(sp, "len", named), R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"}},
				Result: c.jsonPathRaise(sp, doc, "this JSON object repeats the member name "+strconv.Quote(s.key)+"; "+src.name+" reads the last member of that name, duckdb the first")})
		}
	}
	container := &ast.InList{Span: sp, X: typeAt(len(steps)), List: []ast.Expr{jstr(sp, "OBJECT"), jstr(sp, "ARRAY")}}
	if src.java {
		whens = append(whens, &ast.When{Span: sp, Cond: container,
			Result: c.jsonPathRaise(sp, doc, src.name+" gives this object or array as JSON text written its own way, which duckdb does not reproduce")})
	} else {
		whens = append(whens, &ast.When{Span: sp, Cond: container, Result: &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitNull}, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}})
	}
	number := &ast.InList{Span: sp, X: typeAt(len(steps)), List: []ast.Expr{jstr(sp, "BIGINT"), jstr(sp, "UBIGINT"), jstr(sp, "DOUBLE")}}
	whens = append(whens, &ast.When{Span: sp,
		Cond:   &ast.Binary{Span: sp, Op: ast.OpAnd, L: number, R: inexactNumber(d(), src.java, sp)},
		Result: c.jsonPathRaise(sp, doc, "this JSON document holds a number duckdb does not give back as "+src.name+" writes it")})
	valid := &ast.Case{Span: sp, Whens: whens, Else: canonCall(sp, "json_extract_string", d(), jstr(sp, path))}
	var mayRead ast.Expr
	if src.java {
		mayRead = jor(sp, jor(sp, regexpMatches(d(), jsonUnsure, sp), regexpMatches(d(), jsonAnyEscape, sp)),
			jor(sp, regexpMatches(d(), jsonTrailing, sp), regexpMatches(d(), jsonArrayTrailing, sp)))
	} else {
		mayRead = regexpMatches(d(), jsonOpens, sp)
	}
	return &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: &ast.Binary{Span: sp, Op: ast.OpAnd, L: canonCall(sp, "json_valid", d()),
			R: &ast.Unary{Span: sp, Op: ast.OpNot, X: regexpMatches(d(), jsonLax, sp)}}, Result: valid},
		{Span: sp, Cond: mayRead, Result: c.jsonPathRaise(sp, doc, "this document is not valid JSON, and "+src.name+" may read a value from it")},
	}}
}
