package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Snowflake ARRAY_CONTAINS(v, a) and ARRAY_POSITION(v, a) for the other
// targets. They read back as array_contains_find_null(a, v) and
// array_offset_not_distinct(a, v) (dialects/functions_snowflake.go):
//
//   - ARRAY_CONTAINS (SQL reference, ARRAY_CONTAINS, Returns): TRUE when v
//     is in a, a NULL v finding a SQL NULL element; FALSE when a non-NULL v
//     is not there (NULL elements do not make a miss NULL); NULL for a NULL
//     v and no NULL element.
//   - ARRAY_POSITION (SQL reference, ARRAY_POSITION; behavior change
//     bundle 2023_01): the 0-based position of the first element equal to
//     v, a NULL v finding the first NULL element; NULL when v is not there.
//
// Neither reference says what a NULL array gives, and a semi-structured
// array compares VARIANTs, where a number never equals a string. So these
// translate only for an array constructor ([e1, e2, ...], never NULL)
// whose elements are integer literals or string literals (and NULLs), and
// a value of the same kind: a literal, a NULL, or an expression whose type
// is known to be an integer or a string type (a cast to VARIANT around it
// is dropped, the target's arrays being typed). Then, in canonical terms:
//
//	array_contains_find_null(a, v)  -> array_contains_null_equal(a, v)      (v a non-NULL literal)
//	                                -> CASE WHEN array_position_not_distinct(a, v) > 0 THEN TRUE
//	                                        WHEN v IS NULL THEN NULL ELSE FALSE END
//	array_offset_not_distinct(a, v) -> array_position_not_distinct(a, v) - 1
//
// array_contains_null_equal finds a NULL element for a NULL v and gives
// FALSE for a miss; array_position_not_distinct is 1-based, finds a NULL
// element for a NULL v and is NULL for a miss. For Doris, which has the
// first and not the second, the CASE tests array_contains_null_equal(a, v)
// instead; for a NULL literal v it ends in ELSE NULL. Any other array or
// value is refused (T301) with what would work.

// snowflakeArraySearch is the funcRules entry for the two calls above.
func (c *Context) snowflakeArraySearch(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "snowflake" || c.Target.Name == "snowflake" || len(f.Name) != 1 || len(f.Args) != 2 {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	var what string
	switch name {
	case "array_contains_find_null":
		what = "ARRAY_CONTAINS"
	case "array_offset_not_distinct":
		what = "ARRAY_POSITION"
	default:
		return f
	}
	arr, ok := f.Args[0].(*ast.Array)
	if !ok {
		c.Refuse("T301", f, "search an array constructor ([1, 2] or ['a', 'b']), or unnest the array with FLATTEN and compare its elements",
			"Snowflake does not document what %s gives for a NULL array, so only an array constructor translates to %s", what, c.Target.Name)
		return f
	}
	elems := sfElemKind(arr)
	v := sfUnvariant(f.Args[1])
	val := c.sfValueKind(v, sc)
	if elems == "" || val == "" || (val != "null" && val != elems) {
		c.Refuse("T301", f, "write the elements as integer literals or as string literals, and give the searched value the same type (a literal, or a column of known type: --schema)",
			"%s compares VARIANTs in Snowflake (a number never equals a string): it translates to %s only for elements and a value that are all integers or all strings", what, c.Target.Name)
		return f
	}
	if name == "array_offset_not_distinct" {
		pos := &ast.Func{Span: f.Span, Name: ast.QName{{Span: f.Name[0].Span, Name: "array_position_not_distinct"}}, Args: []ast.Expr{arr, v}}
		return &ast.Binary{Span: f.Span, Op: ast.OpSub, L: pos, R: &ast.Literal{Span: f.Span, Kind: ast.LitInt, Value: "1"}}
	}
	lit, isLit := v.(*ast.Literal)
	if (isLit && lit.Kind != ast.LitNull) || c.Target.Name == "doris" {
		// Doris's array_contains is array_contains_null_equal.
		hit := &ast.Func{Span: f.Span, Name: ast.QName{{Span: f.Name[0].Span, Name: "array_contains_null_equal"}}, Args: []ast.Expr{arr, v}}
		if isLit && lit.Kind != ast.LitNull {
			return hit
		}
		return c.sfFoundOrNull(f, hit, v)
	}
	pos := &ast.Func{Span: f.Span, Name: ast.QName{{Span: f.Name[0].Span, Name: "array_position_not_distinct"}}, Args: []ast.Expr{arr, v}}
	if g := volatileCall(v); g != nil {
		c.Refuse(codeVolatile, g, "compute the value once, in a subquery",
			"%s of a value that may be NULL reads the value twice in %s, and %s may give another value each time", what, c.Target.Name, g.Name.Last().Name)
		return f
	}
	return c.sfFoundOrNull(f, &ast.Binary{Span: f.Span, Op: ast.OpGt, L: pos, R: &ast.Literal{Span: f.Span, Kind: ast.LitInt, Value: "0"}}, v)
}

// sfFoundOrNull is CASE WHEN found THEN TRUE WHEN v IS NULL THEN NULL ELSE
// FALSE END, or CASE WHEN found THEN TRUE ELSE NULL END for a NULL
// literal v.
func (c *Context) sfFoundOrNull(f *ast.Func, found, v ast.Expr) ast.Expr {
	sp := f.Span
	out := &ast.Case{Span: sp, Else: &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}, Whens: []*ast.When{
		{Span: sp, Cond: found, Result: &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "true"}},
	}}
	if l, ok := v.(*ast.Literal); ok && l.Kind == ast.LitNull {
		out.Else = &ast.Literal{Span: sp, Kind: ast.LitNull}
		return out
	}
	out.Whens = append(out.Whens, &ast.When{Span: sp, Cond: &ast.IsNull{Span: sp, X: ast.Clone(v)}, Result: &ast.Literal{Span: sp, Kind: ast.LitNull}})
	return out
}

// sfElemKind is "int" or "string" when every element of a is an integer
// literal, or every one a string literal, NULLs aside (at least one not
// NULL); "" otherwise.
func sfElemKind(a *ast.Array) string {
	kind := ""
	for _, e := range a.Elems {
		k := sfLitKind(e)
		switch {
		case k == "null":
		case k == "" || (kind != "" && k != kind):
			return ""
		default:
			kind = k
		}
	}
	return kind
}

// sfLitKind is "int", "string" or "null" for such a literal, "" for
// anything else.
func sfLitKind(e ast.Expr) string {
	l, ok := e.(*ast.Literal)
	if !ok {
		return ""
	}
	switch {
	case l.Kind == ast.LitNull:
		return "null"
	case l.Kind == ast.LitInt && (l.Type == ast.TypeUnknown || l.Type.IsInteger()):
		return "int"
	case l.Kind == ast.LitString && (l.Type == ast.TypeUnknown || l.Type.IsText()):
		return "string"
	}
	return ""
}

// sfValueKind is the kind of the searched value: a literal's, or "int" or
// "string" for an expression of a known integer or text type; "" when not
// known.
func (c *Context) sfValueKind(v ast.Expr, sc *scope) string {
	if k := sfLitKind(v); k != "" {
		return k
	}
	if _, ok := v.(*ast.Literal); ok {
		return ""
	}
	t := c.typeOf(v, sc)
	switch {
	case t == nil:
		return ""
	case intValued(t):
		// an integer type, or Snowflake's INT, which is NUMBER(38, 0)
		return "int"
	case t.Kind.IsText():
		return "string"
	}
	return ""
}

// sfUnvariant is v without a cast to VARIANT around it.
func sfUnvariant(v ast.Expr) ast.Expr {
	if x, ok := v.(*ast.Cast); ok && x.Type != nil && x.Type.Kind == ast.TypeOther && strings.EqualFold(x.Type.Name, "VARIANT") {
		return x.X
	}
	return v
}
