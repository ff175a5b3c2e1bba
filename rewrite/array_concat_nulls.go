package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Array concatenation with a NULL operand.
//
// PostgreSQL's || with an array operand is array_cat, array_append or
// array_prepend (PostgreSQL manual, "Array Functions and Operators"): a
// NULL array counts as empty (NULL::int[] || ARRAY[1] is {1}; two NULL
// arrays give NULL), an element joins a NULL array as its only element,
// and a NULL element is appended or prepended as a NULL. Everywhere else
// an array || (Trino and Presto: concat with NEVER_NULL arguments, DuckDB,
// Spark, BigQuery, the SQL standard) is NULL when either operand is NULL.
// arrayConcatNulls writes each rule in the other's terms:
//
//   - into PostgreSQL (and ANSI SQL, whose translations run there):
//     CASE WHEN l IS NULL OR r IS NULL THEN NULL ELSE l || r END;
//   - out of PostgreSQL, two arrays: CASE WHEN l IS NULL THEN r WHEN r IS
//     NULL THEN l ELSE l || r END; an array and an element:
//     CASE WHEN l IS NULL THEN ARRAY[r] ELSE l || ARRAY[r] END (and the
//     mirror), the element wrapped so that a NULL one is kept; a NULL
//     literal beside an array is an array, as PostgreSQL resolves it.
//
// An operand that cannot be NULL (an array constructor, a non-NULL
// literal) is not tested. Without an array operand of known type, || is
// left as it is when it is known to join strings (concatMayBeArrays), and
// refused (T056) when it may join arrays; out of PostgreSQL an array
// beside an operand of unknown type is refused (T056): it could be an
// array or an element.
func (c *Context) arrayConcatNulls(x *ast.Binary, sc *scope) ast.Expr {
	if x.Op != ast.OpConcat || c.Source.Name == c.Target.Name {
		return x
	}
	if c.noArrayConcat(x, x.L, x.R, sc) {
		return x
	}
	fromPG := c.Source.Name == "postgres"
	if !fromPG && !c.Target.is("postgres", "ansi") {
		return x
	}
	lt, rt := c.typeOf(x.L, sc), c.typeOf(x.R, sc)
	la, ra := isArrayType(lt), isArrayType(rt)
	if !la && !ra {
		if c.concatMayBeArrays(x, lt, rt, sc) {
			other := c.Target.Name
			if !fromPG {
				other = c.Source.Name
			}
			c.Refuse(codeTypeUnknown, x, "give the column types with --schema (or a CREATE TABLE in the script), or cast the operands to text or to their array type",
				"|| of values of unknown type joins strings or arrays, and PostgreSQL's || of arrays skips a NULL array where %s's is NULL: without the types the two cannot be told apart", other)
		}
		return x
	}
	if !c.reusableIn(x.L, "|| of an array") || !c.reusableIn(x.R, "|| of an array") {
		return x
	}
	sp := x.Span
	l, r := x.L, x.R
	isNull := func(e ast.Expr) ast.Expr { return &ast.IsNull{Span: sp, X: ast.Clone(e)} }
	cat := func(a, b ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: ast.OpConcat, L: a, R: b} }
	if !fromPG {
		var tests []ast.Expr
		for _, e := range []ast.Expr{l, r} {
			if !neverNull(e) && !(e == r && ast.SameExpr(l, r, ast.IdentFoldUnquoted)) {
				tests = append(tests, isNull(e))
			}
		}
		if len(tests) == 0 {
			return x
		}
		cond := tests[0]
		if len(tests) == 2 {
			cond = &ast.Binary{Span: sp, Op: ast.OpOr, L: tests[0], R: tests[1]}
		}
		return caseWhen(sp, cond, &ast.Literal{Span: sp, Kind: ast.LitNull}, cat(ast.Clone(l), ast.Clone(r)))
	}
	if isNullLit(l) {
		return r
	}
	if isNullLit(r) {
		return l
	}
	if (la && isStringLit(r)) || (ra && isStringLit(l)) {
		// SELECT ARRAY['a'] || '{b,c}' is {a,b,c} in PostgreSQL 15.
		c.Refuse("T301", x, "write the array as ARRAY[...], or cast the literal to the type you mean",
			"PostgreSQL reads a quoted literal beside an array in || as an array literal, which %s does not", c.Target.Name)
		return x
	}
	if (la && !knownType(rt)) || (ra && !knownType(lt)) {
		c.Refuse("T056", x, "give the column types with --schema (or a CREATE TABLE in the script)",
			"PostgreSQL's || of an array and a value of unknown type is array_cat or array_append, whose NULL rules differ, and without the type neither can be told in %s", c.Target.Name)
		return x
	}
	wrap := func(e ast.Expr) ast.Expr { return &ast.Array{Span: sp, Elems: []ast.Expr{ast.Clone(e)}} }
	switch {
	case la && ra:
		var whens []*ast.When
		if !neverNull(l) {
			whens = append(whens, &ast.When{Span: sp, Cond: isNull(l), Result: ast.Clone(r)})
		}
		if !neverNull(r) && !ast.SameExpr(l, r, ast.IdentFoldUnquoted) {
			whens = append(whens, &ast.When{Span: sp, Cond: isNull(r), Result: ast.Clone(l)})
		}
		if len(whens) == 0 {
			return x
		}
		return &ast.Case{Span: sp, Whens: whens, Else: cat(ast.Clone(l), ast.Clone(r))}
	case la:
		if neverNull(l) {
			return cat(l, wrap(r))
		}
		return caseWhen(sp, isNull(l), wrap(r), cat(ast.Clone(l), wrap(r)))
	default:
		if neverNull(r) {
			return cat(wrap(l), r)
		}
		return caseWhen(sp, isNull(r), wrap(l), cat(wrap(l), ast.Clone(r)))
	}
}

// concatMayBeArrays reports whether x, a || between PostgreSQL's rules and
// another dialect's, neither operand a known array (types lt and rt), may
// still concatenate arrays or an array and an element: an operand's type
// is not known, nor is it known not to be an array (notArray), so that
// it, or the other operand, may be an array. It does not when the source's
// || takes strings only (Hive, Doris, Snowflake), or when an operand is a
// string literal PostgreSQL cannot read as an array (not starting with {
// or a [dimension]): beside an array such a literal is an error there
// (ARRAY['a'] || ' ' fails on PostgreSQL 15: malformed array literal), so
// the concatenation that runs joins strings.
func (c *Context) concatMayBeArrays(x *ast.Binary, lt, rt *ast.TypeName, sc *scope) bool {
	switch c.Source.Name {
	case "hive", "doris", "snowflake":
		return false
	}
	unsure := func(e ast.Expr, t *ast.TypeName) bool { return !knownType(t) && !c.notArray(e, sc) }
	if !unsure(x.L, lt) && !unsure(x.R, rt) {
		return false
	}
	return !notArrayLiteral(x.L) && !notArrayLiteral(x.R)
}

// notArrayLiteral: e is a string literal PostgreSQL's array input rejects,
// one that does not start, after white space, with { or [.
func notArrayLiteral(e ast.Expr) bool {
	l, ok := e.(*ast.Literal)
	if !ok || l.Kind != ast.LitString {
		return false
	}
	v := strings.TrimLeft(l.Value, " \t\n\r\v\f")
	return !strings.HasPrefix(v, "{") && !strings.HasPrefix(v, "[")
}

// arrayConcatFuncNulls is arrayConcatNulls for the canonical concat of
// arrays (Trino, Spark and BigQuery concat), NULL when any
// argument is NULL, which PostgreSQL (and ANSI SQL) spell with ||:
// CASE WHEN a IS NULL OR b IS NULL ... THEN NULL ELSE concat(a, b, ...) END.
func (c *Context) arrayConcatFuncNulls(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name == c.Target.Name || len(f.Name) != 1 ||
		!strings.EqualFold(f.Name[0].Name, "concat") || len(f.Args) < 2 || f.Star {
		return f
	}
	if c.noArrayConcat(f, f.Args[0], f.Args[1], sc, f.Args[2:]...) {
		return f
	}
	if c.Target.Name == "bigquery" {
		// BigQuery's CONCAT takes strings and bytes; its || takes arrays.
		for _, a := range f.Args {
			if isArrayType(c.typeOf(a, sc)) {
				out := f.Args[0]
				for _, b := range f.Args[1:] {
					out = &ast.Binary{Span: f.Span, Op: ast.OpConcat, L: out, R: b}
				}
				return out
			}
		}
		return f
	}
	if !c.Target.is("postgres", "ansi") {
		return f
	}
	arrays := false
	for _, a := range f.Args {
		arrays = arrays || isArrayType(c.typeOf(a, sc))
	}
	if !arrays {
		return f
	}
	var cond ast.Expr
	var tested []ast.Expr
	for _, a := range f.Args {
		if neverNull(a) || sameAsAny(a, tested) {
			continue
		}
		tested = append(tested, a)
		if !c.reusableIn(a, "concat of arrays") {
			return f
		}
		t := ast.Expr(&ast.IsNull{Span: f.Span, X: ast.Clone(a)})
		if cond != nil {
			t = &ast.Binary{Span: f.Span, Op: ast.OpOr, L: cond, R: t}
		}
		cond = t
	}
	if cond == nil {
		return f
	}
	return caseWhen(f.Span, cond, &ast.Literal{Span: f.Span, Kind: ast.LitNull}, ast.Clone(f))
}

// noArrayConcat refuses a concatenation with an array operand for the
// targets whose || and concat take strings only (Hive's concat, Doris's,
// Snowflake's CONCAT and ||; their array concatenations, where they have
// one, are other functions whose NULL rules are not settled here).
func (c *Context) noArrayConcat(n ast.Node, l, r ast.Expr, sc *scope, more ...ast.Expr) bool {
	if !c.Target.is("hive", "doris", "snowflake") {
		return false
	}
	for _, e := range append([]ast.Expr{l, r}, more...) {
		if isArrayType(c.typeOf(e, sc)) {
			c.Refuse("T301", n, "concatenate the arrays in a dialect that can, or unnest them and collect the elements",
				"concatenating arrays cannot be expressed in %s, whose || and concat take strings", c.Target.Name)
			return true
		}
	}
	return false
}

func sameAsAny(e ast.Expr, es []ast.Expr) bool {
	for _, o := range es {
		if ast.SameExpr(e, o, ast.IdentFoldUnquoted) {
			return true
		}
	}
	return false
}

func isArrayType(t *ast.TypeName) bool { return t != nil && t.Kind == ast.TypeArray }

// neverNull: an array constructor or a non-NULL literal, cast or not.
func neverNull(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Array:
		return true
	case *ast.Cast:
		return neverNull(x.X)
	case *ast.Literal:
		return x.Kind != ast.LitNull
	}
	return false
}

// isStringLit: e is a quoted string literal, of no type yet in PostgreSQL.
func isStringLit(e ast.Expr) bool {
	l, ok := e.(*ast.Literal)
	return ok && l.Kind == ast.LitString
}
