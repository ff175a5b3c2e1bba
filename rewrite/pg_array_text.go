package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// CodeArrayText: a PostgreSQL cast of a string literal to an array whose
// text lateral does not read as one list of elements.
const CodeArrayText = "T115"

// pgArrayText writes PostgreSQL's cast of a string literal to an array
// ('{abc,d}'::varchar(2)[]) for another dialect, whose CAST does not read
// PostgreSQL's array text (Trino: no cast from VARCHAR to ARRAY; DuckDB
// 1.5 raises a conversion error for '{abc,d}'), as the array of the
// elements, each cast to the element type: ARRAY[CAST('abc' AS
// VARCHAR(2)), CAST('d' AS VARCHAR(2))]. PostgreSQL reads the text so
// (8.15.2, Array Value Input: run on PostgreSQL 15, '{ a b , "c,d" ,
// null, "NULL", e\,f, \ g\ }'::text[] is {"a b","c,d",NULL,"NULL","e,f","
// g "}; '{abc,d}'::varchar(2)[] is {ab,d}, as 'abc'::varchar(2) is ab).
// A text with nested braces, dimensions or a malformed element, and an
// array of arrays, are refused (T115).
func pgArrayText(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return s
	}
	anyText := c.pgAnyTextTypes(s)
	argText := c.pgArrayArgTypes(s)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if q, ok := n.(*ast.Quantified); ok && anyText[q] != nil {
			nq := *q
			nq.Array = c.pgArrayTextCast(&ast.Cast{Span: q.Array.SpanOf(), X: q.Array, Type: anyText[q]})
			return &nq
		}
		if l, ok := n.(*ast.Literal); ok && argText[l] != nil {
			c.Fire(passLowerExprs)
			return c.pgArrayTextCast(&ast.Cast{Span: l.Span, X: l, Type: argText[l]})
		}
		x, ok := n.(*ast.Cast)
		if !ok {
			return n
		}
		return c.pgArrayTextCast(x)
	})
}

// pgAnyTextTypes finds, in s, PostgreSQL's x op ANY (or ALL) of a string
// literal ('{1,2}'), which PostgreSQL reads as an array of x's type (run
// on PostgreSQL 15: 1 = ANY('{1,2}') is true, 'x' = ANY('{x,y}') true, an
// INTEGER column i = ANY('{1,NULL}') NULL where i is 3, 1 = ANY('{1.5}')
// an error "invalid input syntax for type integer"), and gives the array
// type each is cast to: of x's type without its length or precision (the
// array type has none), an integer literal's INT or BIGINT, a string
// literal's or NULL's TEXT. pgArrayText writes the cast as for
// '{1,2}'::int[]. One of x of unknown type is refused (T115).
func (c *Context) pgAnyTextTypes(s ast.Stmt) map[*ast.Quantified]*ast.TypeName {
	out := map[*ast.Quantified]*ast.TypeName{}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		q, ok := n.(*ast.Quantified)
		if !ok || q.Array == nil {
			return true
		}
		if l, ok := q.Array.(*ast.Literal); !ok || l.Kind != ast.LitString {
			return true
		}
		var elem *ast.TypeName
		switch l, _ := q.X.(*ast.Literal); {
		case l != nil && l.Kind == ast.LitInt:
			elem = &ast.TypeName{Span: l.Span, Kind: intLiteralKind(l.Value)}
		case l != nil && (l.Kind == ast.LitString || l.Kind == ast.LitNull):
			elem = &ast.TypeName{Span: l.Span, Kind: ast.TypeString, Name: "TEXT"}
		default:
			if t := c.typeOf(q.X, sc); t != nil && t.Kind != ast.TypeUnknown && t.Kind != ast.TypeArray {
				et := *t
				et.Params = nil
				elem = &et
			}
		}
		if elem == nil {
			c.Refuse(CodeArrayText, q.Array, "write the array as ARRAY[...] of its elements, or cast the text to the array type ('{...}'::int[])",
				"PostgreSQL reads this text as an array of the type of the value compared with it, which is not known here, and %s's ANY does not read PostgreSQL's array text", c.Target.Name)
			return true
		}
		out[q] = &ast.TypeName{Span: q.Array.SpanOf(), Kind: ast.TypeArray, Elem: elem}
		return true
	})
	return out
}

// pgArrayArgTypes finds, in s, the string literals PostgreSQL reads as
// the element, or the array, beside an array of known type, and gives the
// type each is cast to: the element type (without its length or
// precision, which PostgreSQL drops) of array_append(a, '2'),
// array_prepend('2', a) and array_remove(a, '2'); the array's type of
// array_cat(a, '{2,3}') and a || '{2,3}' (run on PostgreSQL 15:
// array_append(ARRAY[1], ' 2 ') is {1,2}, array_append(ARRAY[1], '2.5')
// raises "invalid input syntax for type integer",
// array_append(ARRAY['ab'::varchar(2)], 'abc') is {ab,abc},
// array_prepend('yes', ARRAY[true]) {t,t}, array_remove(ARRAY[1,2], '2')
// {1}, ARRAY[1] || '{2,3}' {1,2,3}, ARRAY[1] || '2' raises "malformed
// array literal"). Written as that cast, the literal is the target's
// value of that type (DuckDB binds no VARCHAR beside an INTEGER list:
// "Cannot concatenate lists of types INTEGER[] and VARCHAR[]"), and the
// array text is pgArrayTextCast's list of elements. A literal beside an
// array of unknown type is left as it is.
func (c *Context) pgArrayArgTypes(s ast.Stmt) map[*ast.Literal]*ast.TypeName {
	out := map[*ast.Literal]*ast.TypeName{}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		// at: the literal beside the array arr; elem: it is an element
		at := func(lit, arr ast.Expr, elem bool) {
			l, ok := lit.(*ast.Literal)
			if !ok || l.Kind != ast.LitString {
				return
			}
			t := c.typeOf(arr, sc)
			if t == nil || t.Kind != ast.TypeArray || !knownType(t.Elem) {
				return
			}
			if !elem {
				out[l] = t
				return
			}
			et := *t.Elem
			et.Params = nil
			et.Span = l.Span
			out[l] = &et
		}
		switch x := n.(type) {
		case *ast.Binary:
			if x.Op == ast.OpConcat {
				at(x.L, x.R, false)
				at(x.R, x.L, false)
			}
		case *ast.Func:
			if len(x.Args) != 2 || len(x.Name) != 1 {
				return true
			}
			switch x.Name[0].Name {
			case "array_append", "array_remove":
				at(x.Args[1], x.Args[0], true)
			case "array_prepend":
				at(x.Args[0], x.Args[1], true)
			case "concat_arrays_skip_null":
				at(x.Args[0], x.Args[1], false)
				at(x.Args[1], x.Args[0], false)
			}
		}
		return true
	})
	return out
}

// pgArrayTextCast is pgArrayText's form of the cast x: the array of the
// elements of its string literal, each cast to the element type; x itself
// when it is not such a cast.
func (c *Context) pgArrayTextCast(x *ast.Cast) ast.Expr {
	{
		if x.Type == nil || x.Type.Kind != ast.TypeArray || x.Type.Elem == nil || x.Mode != ast.CastStrict {
			return x
		}
		l, ok := x.X.(*ast.Literal)
		if !ok || l.Kind != ast.LitString {
			return x
		}
		elems, ok := pgArrayElems(l.Value)
		if !ok || x.Type.Elem.Kind == ast.TypeArray {
			c.Refuse(CodeArrayText, x, "write the array as ARRAY[...] of its elements, or run the query in postgres",
				"a cast of the text %q to an array: only a one-dimensional list of elements ({a,\"b c\",NULL}) is written for %s, whose CAST does not read PostgreSQL's array text",
				l.Value, c.Target.Name)
			return x
		}
		if len(elems) == 0 {
			return &ast.Cast{Span: x.Span, X: &ast.Array{Span: l.Span}, Type: x.Type}
		}
		arr := &ast.Array{Span: l.Span}
		for _, e := range elems {
			if k := x.Type.Elem.Kind; e != nil && k.IsInteger() {
				// PostgreSQL 15 reads spaces, a sign and decimal digits in
				// range (pgIntText; run on PostgreSQL 15: '{1.5}'::int[] and
				// 2 = ANY('{1.0}') raise "invalid input syntax for type
				// integer"), where DuckDB's and Snowflake's CAST round ('1.5'
				// is 2), Spark's truncates and DuckDB's reads '0x10' as 16 and
				// '1e2' as 100
				txt, ok := pgIntText(*e, k != ast.TypeTinyInt && k != ast.TypeSmallInt && k != ast.TypeInt)
				if !ok {
					c.Refuse(CodeArrayText, x, "write the elements as integers ({1,2}), or run the query in postgres",
						"PostgreSQL 15 raises on the element %q of this array text, which is no integer in range (invalid input syntax, or out of range), where %s's CAST may read it as a number", *e, c.Target.Name)
					return x
				}
				e = &txt
			}
			v := &ast.Literal{Span: l.Span, Kind: ast.LitNull}
			if e != nil {
				v = &ast.Literal{Span: l.Span, Kind: ast.LitString, Value: *e}
			}
			arr.Elems = append(arr.Elems, &ast.Cast{Span: x.Span, X: v, Type: x.Type.Elem})
		}
		c.Fire(passLowerExprs)
		return arr
	}
}

// pgArraySpace is PostgreSQL's whitespace around an array's braces and
// elements (array_isspace).
func pgArraySpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\v' || b == '\f'
}

// pgArrayElems reads the text of a one-dimensional PostgreSQL array: the
// elements, nil for an unquoted NULL (case ignored). An element in double
// quotes is taken whole; an unquoted one loses its surrounding
// whitespace; a backslash takes the next character as it is, in both.
// ok is false for nested braces, dimensions ([1:2]={...}), an empty or
// misplaced element, or text after the closing brace.
func pgArrayElems(s string) (elems []*string, ok bool) {
	i, n := 0, len(s)
	skip := func() {
		for i < n && pgArraySpace(s[i]) {
			i++
		}
	}
	skip()
	if i >= n || s[i] != '{' {
		return nil, false
	}
	i++
	skip()
	if i < n && s[i] == '}' {
		i++
		skip()
		return nil, i == n
	}
	for {
		skip()
		var b strings.Builder
		isNull := false
		switch {
		case i >= n:
			return nil, false
		case s[i] == '"':
			i++
			for i < n && s[i] != '"' {
				if s[i] == '\\' {
					i++
				}
				if i < n {
					b.WriteByte(s[i])
					i++
				}
			}
			if i >= n {
				return nil, false
			}
			i++
			skip()
		default:
			keep, escaped := 0, false // the length up to the last escaped or non-space byte
			for i < n && s[i] != ',' && s[i] != '}' {
				switch s[i] {
				case '{', '"':
					return nil, false
				case '\\':
					i++
					if i >= n {
						return nil, false
					}
					b.WriteByte(s[i])
					keep, escaped = b.Len(), true
				default:
					b.WriteByte(s[i])
					if !pgArraySpace(s[i]) {
						keep = b.Len()
					}
				}
				i++
			}
			if keep == 0 {
				return nil, false
			}
			v := b.String()[:keep]
			b.Reset()
			b.WriteString(v)
			isNull = !escaped && strings.EqualFold(v, "NULL")
		}
		if i >= n || s[i] != ',' && s[i] != '}' {
			return nil, false
		}
		if isNull {
			elems = append(elems, nil)
		} else {
			v := b.String()
			elems = append(elems, &v)
		}
		if s[i] == '}' {
			i++
			skip()
			return elems, i == n
		}
		i++ // ','
	}
}
