package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeBoolText: a BOOLEAN (or array of them) written as text by concat,
// concat_ws or an array join between PostgreSQL (t, f) and a dialect
// writing true or false, where the translation cannot keep the source's
// text: toward a target with no element-wise map of an array, from a
// dialect whose text of it is not known here, or (pg_duck_tz_text.go) a
// BOOLEAN this pass did not recognise.
const codeBoolText = "T181"

// codeBoolTextUntyped: an array whose elements' type is not known joined
// as text between PostgreSQL and a dialect writing a BOOLEAN true or
// false, or between two dialects writing a float otherwise
// (boolArrayUntyped).
const codeBoolTextUntyped = "W017"

// PostgreSQL writes a BOOLEAN as 't' or 'f' where a function takes any
// value as text through the type's output function: concat, concat_ws,
// array_to_string's elements (run on PostgreSQL 15: concat(true, 'x') is
// 'tx', concat_ws(',', true, 'x') 't,x', array_to_string(ARRAY[true, NULL,
// false], ',') 't,f'), but as 'true' or 'false' in CAST(b AS TEXT) and
// b || 'x'. DuckDB writes 'true' and 'false' in all of them (run on
// DuckDB 1.5: concat(true, 'x') is 'truex', array_to_string([true,
// false], ',') 'true,false'), and so do Spark's, Trino's and Presto's
// casts of a BOOLEAN to a string, which their concat_ws and array_join
// apply. A value known to be a BOOLEAN (a literal, a comparison or other
// predicate, a column typed by the schema, a WITH query or VALUES, a
// CAST) given to concat, concat_ws or array_to_string is written:
//
//   - from PostgreSQL, as CASE WHEN b THEN 't' WHEN NOT b THEN 'f' END
//     (NULL stays NULL, which each function skips as before); an array's
//     elements so through the target's transform (list_transform for
//     DuckDB; Spark, Trino, Presto), refused (T181) toward the others;
//   - toward PostgreSQL from DuckDB, Spark, Trino and Presto, as CAST(b
//     AS TEXT) (an array as CAST(a AS TEXT[])); from the other dialects,
//     whose text of a BOOLEAN in those functions is not checked here, it
//     is refused (T181).
//
// b || 'x' needs nothing: it is 'truex' on both sides. An argument of
// unknown type is left to the run-time type tests of pg_duck_tz_text.go
// (raising between PostgreSQL and DuckDB, 't' or 'f' toward Spark:
// boolUntypedWhen) and warned elsewhere (W024); an array of unknown
// elements from PostgreSQL has them tested toward Spark, Trino and Presto
// (untypedElemsText) and is warned elsewhere (W017, boolArrayUntyped);
// so are the floats among such elements between any two dialects that
// write floats otherwise (float_text.go).
func pgBoolConcat(c *Context, s ast.Stmt) ast.Stmt {
	fromPG := c.Source.Name == "postgres" && c.Target.Name != "postgres"
	toPG := c.Target.Name == "postgres" && c.Source.Name != "postgres"
	pg := fromPG || toPG
	if !pg && (c.Source.Name == c.Target.Name || c.floatTextAgree()) {
		return s
	}
	// the calls to rewrite, by span: which arguments, and whether the
	// argument is an array of BOOLEANs
	type edit struct {
		name                string
		n                   int
		args, arrs, untyped map[int]bool
	}
	edits := map[ast.Span]edit{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || !f.Span.Start.IsValid() || f.Over != nil {
			return true
		}
		name := strings.ToLower(f.Name[0].Name)
		first, array := 0, false
		switch name {
		case "concat_skip_null":
		case "concat_ws":
			first = 1
		case "array_join", "array_join_duck":
			array = true
		default:
			return true
		}
		e := edit{name: name, n: len(f.Args), args: map[int]bool{}, arrs: map[int]bool{}, untyped: map[int]bool{}}
		for i := first; i < len(f.Args); i++ {
			if array && i > 0 {
				break
			}
			a := f.Args[i]
			if array && c.elemTimeArray(a, f, sc) { // elem_time_text.go
				return false
			}
			switch {
			case pg && array && c.boolArray(a, sc):
			case pg && !array && c.boolValue(a, sc):
			default:
				if array && c.boolArrayUntyped(a, sc) {
					e.args[i], e.untyped[i] = true, true
				}
				continue
			}
			if !c.boolTextWritable(a, array) {
				return false
			}
			e.args[i], e.arrs[i] = true, array
		}
		if len(e.args) > 0 {
			edits[f.Span] = e
		}
		return true
	})
	if len(edits) == 0 || c.Diags.HasErrors() {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok {
			return n
		}
		e, ok := edits[f.Span]
		// the call itself, not another built by an earlier pass from it
		// with its span
		if !ok || len(f.Name) != 1 || strings.ToLower(f.Name[0].Name) != e.name || len(f.Args) != e.n {
			return n
		}
		nf := *f
		nf.Args = append([]ast.Expr(nil), f.Args...)
		for i := range e.args {
			if e.untyped[i] {
				nf.Args[i] = c.untypedElemsText(f.Args[i])
				continue
			}
			nf.Args[i] = c.boolText(f.Args[i], e.arrs[i], fromPG)
		}
		return &nf
	})
}

// boolTextSource reports whether dialect writes a BOOLEAN as 'true' or
// 'false' in concat, concat_ws and its array join (pgBoolConcat); these
// are also the dialects with an element-wise map of an array (transform,
// DuckDB's list_transform).
func boolTextSource(dialect string) bool {
	switch dialect {
	case "duckdb", "spark", "trino", "presto":
		return true
	}
	return false
}

// boolTextWritable reports whether the BOOLEAN value (or array, array) e
// can be written as text for the target, refusing (T181) where it cannot.
func (c *Context) boolTextWritable(e ast.Expr, array bool) bool {
	if c.Source.Name == "postgres" {
		if array && !boolTextSource(c.Target.Name) { // the dialects with a transform
			c.Refuse(codeBoolText, e, "join the array in the source as concat_ws over its elements, or map them to strings first",
				"postgres writes the BOOLEAN elements of this array as 't' and 'f', and %s has no function lateral uses to map an array's elements", c.Target.Name)
			return false
		}
		if !array && !c.reusableIn(e, "writing a BOOLEAN as 't' or 'f'") {
			return false
		}
		return true
	}
	if !boolTextSource(c.Source.Name) {
		c.Refuse(codeBoolText, e, "cast the value to a string in the source",
			"postgres writes a BOOLEAN here as 't' or 'f', and how %s writes it is not checked", c.Source.Name)
		return false
	}
	return true
}

// boolText is the BOOLEAN (or array of BOOLEANs) e as the source writes
// it in concat, concat_ws or an array join (pgBoolConcat).
func (c *Context) boolText(e ast.Expr, array, fromPG bool) ast.Expr {
	sp := e.SpanOf()
	text := &ast.TypeName{Span: sp, Kind: ast.TypeString}
	if !fromPG {
		t := text
		if array {
			t = &ast.TypeName{Span: sp, Kind: ast.TypeArray, Elem: text}
		}
		return &ast.Cast{Span: sp, X: e, Type: t}
	}
	if !array {
		return pgBoolLetter(sp, e)
	}
	x := c.Fresh("b")
	name := "transform"
	if c.Target.Name == "duckdb" {
		name = "list_transform"
	}
	ref := &ast.ColumnRef{Span: sp, Name: ast.QName{x}}
	return canonCall(sp, name, e, &ast.Lambda{Span: sp, Params: []ast.Ident{x}, Body: pgBoolLetter(sp, ref)})
}

// pgBoolLetter is CASE WHEN b THEN 't' WHEN NOT b THEN 'f' END.
func pgBoolLetter(sp ast.Span, b ast.Expr) ast.Expr {
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	return &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: b, Result: str("t")},
		{Span: sp, Cond: &ast.Unary{Span: sp, Op: ast.OpNot, X: ast.Clone(b)}, Result: str("f")},
	}}
}

// boolValue reports whether e is known to be a BOOLEAN: typed so (a
// literal, a CAST, a column of known type), or a predicate.
func (c *Context) boolValue(e ast.Expr, sc *scope) bool {
	switch x := e.(type) {
	case *ast.Binary:
		if x.Op.IsComparison() || x.Op == ast.OpAnd || x.Op == ast.OpOr {
			return true
		}
	case *ast.Unary:
		if x.Op == ast.OpNot {
			return true
		}
	case *ast.IsNull, *ast.IsTruth, *ast.Like, *ast.Between, *ast.InList, *ast.InSubquery, *ast.Exists, *ast.Quantified:
		return true
	}
	t := c.typeOf(e, sc)
	return t != nil && t.Kind == ast.TypeBool
}

// boolArray reports whether e is known to be an array of BOOLEANs.
func (c *Context) boolArray(e ast.Expr, sc *scope) bool {
	if a, ok := e.(*ast.Array); ok {
		some := false
		for _, el := range a.Elems {
			switch {
			case isNullLit(el):
			case c.boolValue(el, sc):
				some = true
			default:
				return false
			}
		}
		return some
	}
	t := c.typeOf(e, sc)
	return t != nil && t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind == ast.TypeBool
}

// boolUntypedWhen is the WHEN of the CASE writing v, of unknown type that
// may be a float (floatUntyped), as the text of an argument of
// PostgreSQL's concat or concat_ws toward Spark (untypedTextCase, beside
// floatUntypedWhen's test), that writes a BOOLEAN as PostgreSQL does:
//
//	WHEN typeof(v) = 'boolean' THEN substr(CAST(v AS STRING), 1, 1)
//
// Spark's typeof names a BOOLEAN boolean (Spark SQL's typeof: "DDL-formatted
// type string") and its cast of one to a string is true or false, whose
// first letter is PostgreSQL's t or f (NULL for a NULL, which concat and
// concat_ws skip, as PostgreSQL's do). nil for the other pairs: toward
// Trino and Presto, whose concat takes strings only, the argument's text
// (coalesce of v and the empty string) does not bind for a BOOLEAN, so the query raises;
// between PostgreSQL and DuckDB untypedScalarWhen raises for one; the
// other targets warn (floatUntypedWarn, W024). For elem, an element of
// an array joined by array_join (untypedElemsText), toward Trino and
// Presto too: typeof(v) = 'boolean' (their typeof names the type as
// their BOOLEAN type is named) and their cast of one to VARCHAR is true or
// false.
func (c *Context) boolUntypedWhen(v ast.Expr, elem bool) *ast.When {
	if c.Source.Name != "postgres" || !c.Target.is("spark") && !(elem && c.Target.is("trino", "presto")) {
		return nil
	}
	sp := v.SpanOf()
	str := func(s string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: s} }
	test := &ast.Binary{Span: sp, Op: ast.OpEq, L: canonCall(sp, "typeof", ast.Clone(v)), R: str("boolean")}
	text := &ast.Cast{Span: sp, X: ast.Clone(v), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	return &ast.When{Span: sp, Cond: test, Result: canonCall(sp, "substr", text, intLit(sp, 1), intLit(sp, 1))}
}

// boolArrayUntyped: a, an array joined as text by array_to_string
// (array_join) between PostgreSQL and a dialect other than DuckDB (for
// which pgDuckTZArrayJoin raises when the query runs), or between two
// other dialects that write floats otherwise (floatTextAgree), has
// elements whose type is not known, which may be BOOLEANs (PostgreSQL
// writes t and f, the others true and false) or floats (PostgreSQL
// 1e+20, 0.1, Infinity, NaN; Spark and Trino 1.0E20; DuckDB 1e+20, 3.0).
// From PostgreSQL toward Spark, Trino and Presto, which map an array's
// elements, and from a dialect other than PostgreSQL toward those and
// DuckDB, it reports true: the elements are written by untypedElemsText,
// tested when the query runs. Elsewhere it warns (W017) and reports false.
func (c *Context) boolArrayUntyped(a ast.Expr, sc *scope) bool {
	if c.pgDuckDateTextPair() {
		return false
	}
	if t := c.typeOf(a, sc); t != nil && t.Kind != ast.TypeUnknown && (t.Kind != ast.TypeArray || t.Elem != nil && t.Elem.Kind != ast.TypeUnknown) {
		return false
	}
	if arr, ok := a.(*ast.Array); ok {
		unknown := false
		for _, el := range arr.Elems {
			if !isNullLit(el) && !c.knownType(el, sc) {
				unknown = true
			}
		}
		if !unknown {
			return false
		}
	}
	pg := c.Source.Name == "postgres" || c.Target.Name == "postgres"
	if c.Source.Name == "postgres" && c.Target.is("spark", "trino", "presto") || !pg && c.Target.is("spark", "trino", "presto", "duckdb") {
		return true
	}
	name := "this array"
	if _, ok := a.(*ast.ColumnRef); ok {
		name = exprName(a)
	}
	if !pg {
		c.Warn(codeBoolTextUntyped, a, "the type of the elements of %s is not known: if they are floating-point values, %s writes them here otherwise than %s (%s); give the column types with --schema, or map the elements to strings (of a DECIMAL(p, s)) first",
			name, c.Target.Name, c.Source.Name, c.floatTextExamples())
		return false
	}
	src, tgt := "true or false, 1.0E20", "t or f, 1e+20"
	if c.Source.Name == "postgres" {
		src, tgt = tgt, src
		if !boolTextSource(c.Target.Name) {
			tgt = "its own text (not checked here)"
		}
	} else if !boolTextSource(c.Source.Name) {
		src = "its own text (not checked here)"
	}
	c.Warn(codeBoolTextUntyped, a, "the type of the elements of %s is not known: if they are BOOLEANs or floating-point values, %s writes them here as %s where %s writes %s; give the column types with --schema, or map the elements to strings (of a DECIMAL(p, s)) first",
		name, c.Target.Name, tgt, c.Source.Name, src)
	return false
}

// untypedElemsText is a, an array of elements of unknown type joined as
// text toward Spark, Trino, Presto or DuckDB (boolArrayUntyped), with each
// element x written as its text through transform (DuckDB's
// list_transform), tested when the query runs as a value of unknown type
// written as text is (float_text.go, floatUntypedWhen; from PostgreSQL
// boolUntypedWhen):
//
//	transform(a, x -> CASE WHEN <x is a float> THEN <raise> WHEN <x is a BOOLEAN> THEN substr(CAST(x AS VARCHAR), 1, 1) WHEN <x is an interval or a time> THEN <raise> WHEN <x is nested> THEN <raise> ELSE CAST(x AS VARCHAR) END)
//
// (the interval or time test from PostgreSQL and DuckDB: elemTimeWhen)
//
// A NULL element stays NULL (skipped, or given array_join's NULL text, as
// before). The target's array_join casts its elements to strings as
// CAST(x AS VARCHAR) does (Spark's, where the element type casts to a
// string implicitly: every atomic type); toward Spark an element that is
// an array, a map or a struct, which its array_join does not join and its
// CAST writes as [1, 2], raises (typeof(x) is array<...>, map<...>,
// struct<...>); Trino and Presto cast none of those to VARCHAR. DuckDB's
// array_to_string writes each element as its cast to VARCHAR (a list
// [1, 2] too).
func (c *Context) untypedElemsText(a ast.Expr) ast.Expr {
	sp := a.SpanOf()
	x := c.Fresh("e")
	if c.elemTexts == nil {
		c.elemTexts = map[string]bool{}
	}
	c.elemTexts[x.Name] = true
	ref := &ast.ColumnRef{Span: sp, Name: ast.QName{x}}
	cas := &ast.Case{Span: sp, Whens: []*ast.When{c.floatUntypedWhen(ref)},
		Else: &ast.Cast{Span: sp, X: ast.Clone(ref), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}}
	if w := c.boolUntypedWhen(ref, true); w != nil {
		cas.Whens = append(cas.Whens, w)
	}
	if w := c.elemTimeWhen(ref); w != nil { // elem_time_text.go
		cas.Whens = append(cas.Whens, w)
	}
	if c.Target.is("spark") {
		str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
		var test ast.Expr
		for _, pat := range []string{"array<%", "map<%", "struct<%"} {
			l := &ast.Like{Span: sp, X: canonCall(sp, "typeof", ast.Clone(ref)), Pattern: str(pat)}
			if test == nil {
				test = l
			} else {
				test = &ast.Binary{Span: sp, Op: ast.OpOr, L: test, R: l}
			}
		}
		cas.Whens = append(cas.Whens, c.untypedRaiseWhen(ref, test, str("an array, map or struct inside an array joined as text, which spark's cast writes as [1, 2] where its array_join does not join it: join its elements first (an error of the translation from "+c.Source.Name+"): ")))
	}
	name := "transform"
	if c.Target.Name == "duckdb" {
		name = "list_transform"
	}
	return canonCall(sp, name, a, &ast.Lambda{Span: sp, Params: []ast.Ident{x}, Body: cas})
}

// elemText: e is the parameter of a lambda of untypedElemsText, whose
// conversions to text are written there.
func (c *Context) elemText(e ast.Expr) bool {
	col, ok := e.(*ast.ColumnRef)
	return ok && len(col.Name) == 1 && c.elemTexts[col.Name[0].Name]
}
