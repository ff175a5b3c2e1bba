package rewrite

import (
	"strings"
	"unicode/utf8"

	"github.com/lateral-sql/lateral/ast"
)

// CodeTextLength: a cast to VARCHAR(n) or CHAR(n) whose length the source
// and the target apply to a longer value differently.
const CodeTextLength = "T135"

// varcharRule is what an explicit cast to VARCHAR(n) does with a longer
// value in a dialect (varcharCastRule).
type varcharRule int

const (
	// varcharUnknown: lateral does not know the dialect's rule.
	varcharUnknown varcharRule = iota
	// varcharTruncate keeps the first n characters of any value.
	varcharTruncate
	// varcharTruncateText keeps the first n characters of a string and
	// raises for a longer number.
	varcharTruncateText
	// varcharIgnore keeps the value whole (n is not applied).
	varcharIgnore
)

// varcharCastRule is what an explicit cast to VARCHAR(n) does with a
// longer string: varcharTruncate keeps its first n characters (PostgreSQL:
// "an explicit cast to character varying(n) will truncate", run on
// PostgreSQL 15; Hive: a VARCHAR value is truncated to its maximum length,
// LanguageManual Types; ANSI: SQL's CAST truncates, with a warning),
// varcharIgnore keeps it whole (DuckDB 1.5: VARCHAR(n) takes no length,
// run), varcharTruncateText truncates a string and raises for a longer
// number (Trino and Presto: CharacterStringCasts.varcharToVarcharCast
// keeps the first n code points; a number's cast to VARCHAR(n) raises
// "cannot be represented"), varcharUnknown where lateral does not know it.
func varcharCastRule(d string) varcharRule {
	switch d {
	case "postgres", "hive", "ansi":
		return varcharTruncate
	case "duckdb":
		return varcharIgnore
	case "trino", "presto":
		return varcharTruncateText
	}
	return varcharUnknown
}

// ofText is r applied to a value known to be a string: a string is
// truncated alike by varcharTruncate and varcharTruncateText.
func (r varcharRule) ofText() varcharRule {
	if r == varcharTruncateText {
		return varcharTruncate
	}
	return r
}

// textLengthCast writes CAST(x AS VARCHAR(n)) so that the target keeps
// what the source keeps: from DuckDB, which ignores n, without n; from a
// source that truncates, toward DuckDB as substr_sql(CAST(x AS VARCHAR),
// 1, n) and toward another truncating target as it is (Trino and Presto
// only when x is known to be a string), and between dialects of the same
// rule (Trino and Presto) as it is. Any other pair, and a CHAR(n) or a
// bare CHAR, CHAR(1) (blank-padded, compared without its padding in some
// dialects), is refused (T135). The same dialect on both sides is kept.
// A cast to an array, a map or a struct is nestedTextLengthCast's.
func (c *Context) textLengthCast(x *ast.Cast, sc *scope) ast.Expr {
	if x.Type == nil || c.Source.Name == c.Target.Name {
		return x
	}
	if x.Type.Kind == ast.TypeArray || x.Type.Kind == ast.TypeMap || x.Type.Kind == ast.TypeStruct {
		return c.nestedTextLengthCast(x, sc)
	}
	// a bare CHAR is CHAR(1) (PostgreSQL 15 run: CAST('abc' AS CHAR) is
	// 'a'; Trino documentation, CHAR), PostgreSQL's BPCHAR unbounded
	// (dialects.scalarType refuses it elsewhere)
	bareChar := x.Type.Kind == ast.TypeChar && len(x.Type.Params) == 0 && !strings.HasSuffix(strings.ToUpper(x.Type.Name), "BPCHAR")
	if (x.Type.Kind != ast.TypeVarchar && x.Type.Kind != ast.TypeChar) || len(x.Type.Params) == 0 && !bareChar {
		return x
	}
	if isNullLit(x.X) {
		return x // NULL in every dialect, however it treats a longer value
	}
	src, tgt := varcharCastRule(c.Source.Name), varcharCastRule(c.Target.Name)
	if c.knownText(x.X, sc) {
		src, tgt = src.ofText(), tgt.ofText()
	}
	unbounded := func() *ast.Cast {
		nt := *x.Type
		nt.Kind, nt.Params = ast.TypeVarchar, nil
		nx := *x
		nx.Type = &nt
		return &nx
	}
	switch {
	case src == varcharIgnore:
		return unbounded()
	case x.Type.Kind == ast.TypeVarchar && src == tgt && src != varcharUnknown:
		// the same rule (Trino's and Presto's, a number raising in both)
		return x
	case x.Type.Kind == ast.TypeVarchar && src == varcharTruncate && tgt == varcharIgnore:
		var e ast.Expr = unbounded()
		if c.Source.Name == "postgres" && c.charTyped(x.X, sc, false) {
			// PostgreSQL's cast of a CHAR to VARCHAR(n) drops the trailing
			// blanks before it truncates (run on PostgreSQL 15: CAST('a'::
			// char(3) AS VARCHAR(2)) is 'a', 'a b'::char(3) gives 'a '),
			// DuckDB's CHAR keeps them
			e = spaceRtrim(x.Span, e)
		}
		return canonCall(x.Span, "substr_sql", e, intLit(x.Span, 1), intLit(x.Span, x.Type.Params[0]))
	}
	what := "VARCHAR(n)"
	if x.Type.Kind == ast.TypeChar {
		what = "CHAR(n)"
	}
	c.Refuse(CodeTextLength, x, "cast to an unbounded string and cut it with substring, or run the query in "+c.Source.Name,
		"a cast to %s of a longer value is not known to give in %s what it gives in %s (truncated, kept whole, padded or an error)", what, c.Target.Name, c.Source.Name)
	return x
}

// nestedTextLengthCast is textLengthCast of a cast to an array, a map or a
// struct (row) holding a VARCHAR(n) or a CHAR(n): each dialect casts the
// elements, keys, values and fields as it casts a value to that type
// (PostgreSQL 15, run: ARRAY['abc', 'de']::varchar(2)[] is {ab,de},
// ARRAY[12345]::varchar(2)[] {12}, ARRAY['abc', 'd']::char(2)[] {ab,"d "};
// DuckDB 1.5, run: CAST(['abc', 'de'] AS VARCHAR(2)[]) is ['abc', 'de'],
// as are CHAR(2)[], MAP(VARCHAR(2), VARCHAR(2)) and STRUCT(x VARCHAR(2));
// Trino and Presto: an array's, a map's and a row's cast is the cast of
// each element, key, value and field, ArrayToArrayCast, MapToMapCast and
// RowToRowCast). So from DuckDB the lengths are dropped (a CHAR(n) is its
// VARCHAR); between PostgreSQL, ANSI SQL, Trino and Presto a cast of
// VARCHAR(n)s is kept where both truncate (Trino and Presto when every
// string of the operand's type is known to be a string: a number raises
// there; the same rule on both sides). Any other pair is refused (T135): toward DuckDB each element
// would have to be cut (no cast does it), Hive's and the other dialects'
// casts of arrays, maps and structs to VARCHAR(n) are not documented, and
// a CHAR(n) pads. The same dialect on both sides is kept, as is an array
// constructor with no element to cut (noLongerElement).
func (c *Context) nestedTextLengthCast(x *ast.Cast, sc *scope) ast.Expr {
	bounded, char := boundedText(x.Type)
	if !bounded || noLongerElement(x) {
		return x
	}
	src, tgt := varcharCastRule(c.Source.Name), varcharCastRule(c.Target.Name)
	if src == varcharIgnore {
		nx := *x
		nx.Type = unboundedText(x.Type)
		return &nx
	}
	nestedKnown := func(d string) bool { return d == "postgres" || d == "ansi" || d == "trino" || d == "presto" }
	if onlyText(c.typeOf(x.X, sc)) {
		src, tgt = src.ofText(), tgt.ofText()
	}
	if !char && nestedKnown(c.Source.Name) && nestedKnown(c.Target.Name) && src == tgt && src != varcharUnknown {
		return x
	}
	what := "VARCHAR(n)"
	if char {
		what = "CHAR(n)"
	}
	c.Refuse(CodeTextLength, x, "cast to an array, map or struct of unbounded strings and cut each with substring (transform), or run the query in "+c.Source.Name,
		"a cast to an array, map or struct of %s is not known to give in %s what it gives in %s for a longer element (truncated, kept whole, padded or an error)", what, c.Target.Name, c.Source.Name)
	return x
}

// boundedText reports whether t holds, below its top level or at it, a
// VARCHAR(n) or a CHAR(n) (bounded), and whether one is a CHAR (char,
// bounded or not: a blank-padded type).
func boundedText(t *ast.TypeName) (bounded, char bool) {
	var walk func(t *ast.TypeName)
	walk = func(t *ast.TypeName) {
		if t == nil {
			return
		}
		switch t.Kind {
		case ast.TypeVarchar:
			bounded = bounded || len(t.Params) > 0
		case ast.TypeChar:
			bounded, char = true, true
		}
		walk(t.Elem)
		walk(t.Key)
		walk(t.Value)
		for _, f := range t.Fields {
			walk(f.Type)
		}
	}
	walk(t)
	return bounded, char
}

// unboundedText is t with each VARCHAR(n) and CHAR(n) an unbounded
// VARCHAR.
func unboundedText(t *ast.TypeName) *ast.TypeName {
	if t == nil {
		return nil
	}
	nt := *t
	if nt.Kind == ast.TypeVarchar || nt.Kind == ast.TypeChar {
		nt.Kind, nt.Params = ast.TypeVarchar, nil
	}
	nt.Elem, nt.Key, nt.Value = unboundedText(t.Elem), unboundedText(t.Key), unboundedText(t.Value)
	if t.Fields != nil {
		nt.Fields = make([]*ast.FieldType, len(t.Fields))
		for i, f := range t.Fields {
			nf := *f
			nf.Type = unboundedText(f.Type)
			nt.Fields[i] = &nf
		}
	}
	return &nt
}

// onlyText reports whether every scalar of the type t (an array's
// elements, a map's keys and values, a struct's fields) is a string.
func onlyText(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ast.TypeArray:
		return onlyText(t.Elem)
	case ast.TypeMap:
		return onlyText(t.Key) && onlyText(t.Value)
	case ast.TypeStruct:
		for _, f := range t.Fields {
			if !onlyText(f.Type) {
				return false
			}
		}
		return len(t.Fields) > 0
	}
	return t.Kind.IsText()
}

// noLongerElement reports whether x casts a NULL, or an array constructor
// none of whose elements a cast to its element type changes: an empty array, or
// one of NULLs and string literals of at most n characters for a
// VARCHAR(n) (ANSI SQL fixtures' CAST(ARRAY[] AS VARCHAR(100) ARRAY)).
func noLongerElement(x *ast.Cast) bool {
	if isNullLit(x.X) {
		return true // CAST(NULL AS VARCHAR(2)[]) is NULL
	}
	a, ok := x.X.(*ast.Array)
	if !ok || x.Type.Kind != ast.TypeArray || x.Type.Elem == nil {
		return false
	}
	if len(a.Elems) == 0 {
		return true
	}
	et := x.Type.Elem
	if et.Kind != ast.TypeVarchar || len(et.Params) == 0 {
		return false
	}
	for _, e := range a.Elems {
		l, ok := e.(*ast.Literal)
		if !ok || l.Kind != ast.LitNull && (l.Kind != ast.LitString || utf8.RuneCountInString(l.Value) > et.Params[0]) {
			return false
		}
	}
	return true
}
