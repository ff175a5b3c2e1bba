package rewrite

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Snowflake's LATERAL FLATTEN as a source (SQL reference, FLATTEN).
//
// FLATTEN(INPUT => x [, OUTER => b]) yields the columns SEQ, KEY, PATH,
// INDEX, VALUE, THIS: for an array, one row per element, INDEX its 0-based
// position and VALUE the element; a NULL or empty array gives no row, and
// with OUTER => TRUE "exactly one row ... with NULL in the KEY, INDEX, and
// VALUE columns". Over an array that is all an unnest with a 0-based
// position does, so a FLATTEN the other targets can read that way becomes
// the canonical unnest (one value column, the ordinality of base 0 last,
// Outer for OUTER => TRUE), and every target lowers it as it lowers an
// unnest with a position. It must hold that:
//
//   - the arguments are INPUT and OUTER (a TRUE or FALSE literal) only:
//     PATH, RECURSIVE and MODE are not an unnest;
//   - INPUT is known from the schema to be a structured ARRAY(T) of a
//     scalar T, whose elements are values of T, a NULL element SQL NULL.
//     This is an assumption: the reference executor reads FLATTEN so, but
//     Snowflake's documentation, as far as found, does not say what type
//     VALUE has for a structured ARRAY (the Snowflake target's lowering,
//     lower_flatten.go, casts VALUE back from a VARIANT, which holds
//     either way). If VALUE is a VARIANT there too, this case must be
//     refused like the semi-structured one. A semi-structured ARRAY
//     (and a VARIANT) holds VARIANT elements: VALUE is then a VARIANT, a
//     string element reads as a JSON string, and a JSON null is not SQL
//     NULL ("An array can contain both SQL NULL values and JSON null
//     values", ARRAY_CONSTRUCT), so no target's unnest gives the same
//     value and type;
//   - the query reads only VALUE and INDEX: SEQ (a number unique per input
//     row, "not guaranteed to be gap-free or ordered"), KEY, PATH and THIS
//     have no unnest column, and * or f.* would list them.
//
// Otherwise FLATTEN stays refused (T057) for every target but Snowflake,
// with the reason.

// flattenUnnest rewrites, in the FROM clause of s, every LATERAL FLATTEN
// the target can read as an unnest (see above), and refuses the others
// with the reason. Snowflake as the target keeps its FLATTEN as written.
func (c *Context) flattenUnnest(s *ast.Select) *ast.Select {
	if c.Source.Name != "snowflake" || c.Target.Name == "snowflake" || !flattenIn(s.From) {
		return s
	}
	var from []ast.TableExpr
	changed := false
	for _, item := range s.From {
		t, ok := c.flattenItem(s, item, &changed)
		if !ok {
			return s
		}
		from = append(from, t)
	}
	if !changed {
		return s
	}
	ns := *s
	ns.From = from
	return &ns
}

func flattenIn(from []ast.TableExpr) bool {
	for _, t := range from {
		if hasFlatten(t) {
			return true
		}
	}
	return false
}

// flattenItem rewrites the FLATTEN laterals of one FROM tree, inputs first;
// ok is false when it refused.
func (c *Context) flattenItem(s *ast.Select, t ast.TableExpr, changed *bool) (ast.TableExpr, bool) {
	switch x := t.(type) {
	case *ast.Lateral:
		nl := *x
		if x.Input != nil {
			in, ok := c.flattenItem(s, x.Input, changed)
			if !ok {
				return t, false
			}
			nl.Input = in
		}
		if len(x.Gens) != 1 || x.Gens[0].Kind != ast.GenFlatten {
			return &nl, true
		}
		var at ast.Node = x
		u, why, hint := c.flattenAsUnnest(s, &nl, &at)
		if u == nil {
			c.Refuse("T057", at, hint, "LATERAL FLATTEN cannot be expressed in %s here: %s", c.Target.Name, why)
			return t, false
		}
		*changed = true
		return u, true
	case *ast.Join:
		l, ok := c.flattenItem(s, x.Left, changed)
		if !ok {
			return t, false
		}
		r, ok := c.flattenItem(s, x.Right, changed)
		if !ok {
			return t, false
		}
		nj := *x
		nj.Left, nj.Right = l, r
		return &nj, true
	}
	return t, true
}

// flatten's columns, as positions in its alias.
const (
	flattenIndexCol = 3
	flattenValueCol = 4
)

// flattenAsUnnest is the unnest lateral l's FLATTEN is, or nil with the
// reason and a hint (and at set to the read that stops it, if one does).
func (c *Context) flattenAsUnnest(s *ast.Select, l *ast.Lateral, at *ast.Node) (u *ast.Lateral, why, hint string) {
	g := l.Gens[0]
	var input ast.Expr
	outer := false
	for _, a := range g.Args {
		na, ok := a.(*ast.NamedArg)
		if !ok {
			if len(g.Args) != 1 {
				return nil, "its arguments are not INPUT and OUTER", "name the arguments: FLATTEN(INPUT => x, OUTER => TRUE)"
			}
			input = a
			continue
		}
		switch strings.ToLower(na.Name.Name) {
		case "input":
			input = na.Value
		case "outer":
			lit, ok := na.Value.(*ast.Literal)
			if !ok || lit.Kind != ast.LitBool {
				return nil, "OUTER is not TRUE or FALSE", "write OUTER => TRUE or OUTER => FALSE"
			}
			outer = lit.Value == "true"
		default:
			return nil, fmt.Sprintf("its %s argument has no unnest equivalent", strings.ToUpper(na.Name.Name)),
				"flatten one array with INPUT and OUTER only"
		}
	}
	if input == nil {
		return nil, "it has no INPUT", ""
	}
	if l.Alias == nil || len(l.Alias.Columns) != len(flattenColumns) {
		return nil, "its columns are renamed", "read FLATTEN's columns by their own names"
	}
	sc := c.newScope()
	if l.Input != nil {
		c.addRel(sc, l.Input)
	}
	t := c.typeOf(input, sc)
	hintType := "give the input a structured type, ARRAY(T) of a scalar T, with --schema (or a CREATE TABLE in the script)"
	switch {
	case t == nil:
		return nil, fmt.Sprintf("the type of %s is not known, and only a structured ARRAY's elements read as an unnest's", exprName(input)), hintType
	case t.Kind != ast.TypeArray:
		return nil, fmt.Sprintf("%s is a %s, not an ARRAY", exprName(input), typeWord(t)), hintType
	case t.Elem == nil || t.Elem.Kind == ast.TypeUnknown || t.Elem.Kind == ast.TypeJSON || t.Elem.Kind == ast.TypeOther:
		return nil, fmt.Sprintf("%s is a semi-structured ARRAY, whose elements FLATTEN gives as VARIANTs "+
			"(a string element reads as a JSON string, a JSON null is not SQL NULL), unlike any target's unnest", exprName(input)), hintType
	case !flattenScalar(t.Elem.Kind):
		return nil, fmt.Sprintf("the elements of %s are of type %s; only scalar elements are read as an unnest's", exprName(input), t.Elem.Kind), hintType
	}
	rd := c.flattenReads(s, l)
	if rd.other != nil {
		*at = rd.other
		return nil, fmt.Sprintf("the query reads %s, and only VALUE and INDEX have an unnest equivalent", rd.name),
			"read only alias.VALUE and alias.INDEX"
	}
	cols := l.Alias.Columns
	sp := l.Span
	u = &ast.Lateral{
		Span:  sp,
		Input: l.Input,
		Gens: []*ast.Generator{{Span: g.Span, Kind: ast.GenUnnest, Name: g.Name, Args: []ast.Expr{input},
			Collection: ast.CollArray, Columns: 1}},
		Outer: l.Outer || outer,
		On:    l.On,
		Alias: &ast.Alias{Span: l.Alias.Span, Name: l.Alias.Name, Columns: []ast.Ident{cols[flattenValueCol]}},
		Types: []*ast.TypeName{t.Elem},
	}
	if rd.index {
		// INDEX is the 0-based position; unread, it is left out, for the
		// targets whose unnest has no position.
		u.Ordinality = &ast.Ordinality{Span: sp, Base: 0, Name: cols[flattenIndexCol]}
	}
	return u, "", ""
}

func typeWord(t *ast.TypeName) string {
	if t.Kind == ast.TypeJSON {
		return "VARIANT"
	}
	if t.Kind == ast.TypeOther && t.Name != "" {
		return t.Name
	}
	return t.Kind.String()
}

// flattenScalar: element types whose values every target's unnest gives
// as they are.
func flattenScalar(k ast.TypeKind) bool {
	switch k {
	case ast.TypeBool, ast.TypeTinyInt, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt,
		ast.TypeReal, ast.TypeDouble, ast.TypeDecimal, ast.TypeVarchar, ast.TypeString,
		ast.TypeDate, ast.TypeTimestamp:
		return true
	}
	return false
}

// flattenRead is what a query reads of a FLATTEN's columns.
type flattenRead struct {
	// other is a read of a column other than VALUE and INDEX (nil when
	// none), name what it reads.
	other ast.Node
	name  string
	index bool // INDEX is read
}

// flattenReads finds the reads of l's columns in s (nested queries
// included) and in the ORDER BY of its query: a qualified alias.col, a
// bare column name (a bare SEQ, KEY, PATH or THIS, valid in the source, is
// FLATTEN's), and * or alias.* in s itself.
func (c *Context) flattenReads(s *ast.Select, l *ast.Lateral) flattenRead {
	var rd flattenRead
	alias := l.Alias.Name.Name
	col := func(name string) int {
		for i, cn := range l.Alias.Columns {
			if strings.EqualFold(cn.Name, name) {
				return i
			}
		}
		return -1
	}
	check := func(n ast.Node) bool {
		if rd.other != nil {
			return false
		}
		x, ok := n.(*ast.ColumnRef)
		if !ok {
			return true
		}
		k := len(x.Name)
		if k >= 2 && !strings.EqualFold(x.Name[k-2].Name, alias) {
			return true
		}
		switch i := col(x.Name[k-1].Name); {
		case i == flattenIndexCol:
			rd.index = true
		case i == flattenValueCol:
		case i >= 0 || k >= 2:
			rd.other, rd.name = x, strings.ToUpper(x.Name[k-1].Name)
			if k >= 2 {
				rd.name = alias + "." + rd.name
			}
		}
		return rd.other == nil
	}
	ast.Inspect(s, check)
	for _, o := range c.orderBys[s.Span] {
		ast.Inspect(o, check)
	}
	if rd.other != nil {
		return rd
	}
	// A star of s itself (a nested query's star reads its own FROM).
	ast.Inspect(s, func(n ast.Node) bool {
		if rd.other != nil {
			return false
		}
		switch x := n.(type) {
		case *ast.Query:
			return false
		case *ast.Star:
			if len(x.Table) == 0 {
				rd.other, rd.name = x, "*"
			} else if strings.EqualFold(x.Table.Last().Name, alias) {
				rd.other, rd.name = x, alias+".*"
			}
		}
		return true
	})
	return rd
}
