package rewrite

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeEmptyArrayType: an empty array constructor whose element type the
// target needs, and neither the query nor the schema tells.
const codeEmptyArrayType = "T077"

// typeEmptyArrays gives every empty array constructor a type for
// PostgreSQL, which rejects ARRAY[] outside a cast ("cannot determine type
// of empty array"; PostgreSQL 15 manual 4.2.12, Array Constructors: an
// empty array must be cast to the desired type). DuckDB's [] is a list of
// its NULL type ("NULL"[]), which takes the type of whatever it meets, as
// an untyped NULL does. Other targets keep their own empty constructor.
// In ANSI SQL, ARRAY[] is the standard's empty specification, a
// contextually typed value, and PostgreSQL stands in for ANSI: it is cast
// there too.
//
// The type comes from where the array stands:
//   - under a cast, the cast's type: nothing to do;
//   - beside values of a known array type (coalesce, nullif, greatest,
//     least, concatenation, a comparison, the other branches of a CASE),
//     their type, which is what the source coerces [] to;
//   - a column of the same place in another branch of a UNION, INTERSECT
//     or EXCEPT: that column's type;
//   - where its elements cannot be seen (a column of the statement's
//     result, cardinality, IS NULL, or an UNNEST in the statement's own
//     SELECT whose element column is only selected as it is), TEXT[]: the
//     array is empty either way, and TEXT is the type PostgreSQL gives an
//     untyped NULL element (ARRAY[NULL] is text[]).
//
// Anywhere else the element type matters and is not known, and the array is
// refused (T077) at its position, asking for a cast.
func (c *Context) typeEmptyArrays(s ast.Stmt) ast.Stmt {
	if !c.Target.is("postgres", "ansi") {
		return s
	}
	types := map[*ast.Array]*ast.TypeName{}
	var bad *ast.Array
	var stack []ast.Node // the nodes from the root to the current one
	var scopes []*scope
	var sels []*ast.Select
	ast.Inspect(s, func(n ast.Node) bool {
		if n == nil {
			if sel, ok := stack[len(stack)-1].(*ast.Select); ok && len(sels) > 0 && sels[len(sels)-1] == sel {
				scopes, sels = scopes[:len(scopes)-1], sels[:len(sels)-1]
			}
			stack = stack[:len(stack)-1]
			return false
		}
		if bad != nil {
			return false
		}
		if arr, ok := n.(*ast.Array); ok && (len(arr.Elems) == 0 || c.nullsArray(arr)) && len(stack) > 0 {
			var sc *scope
			var sel *ast.Select
			if len(scopes) > 0 {
				sc, sel = scopes[len(scopes)-1], sels[len(sels)-1]
			}
			t, ok := c.emptyArrayType(arr, stack, sc, sel)
			switch {
			case !ok && len(arr.Elems) > 0:
				// an array of NULLs stays text[], as it was
			case !ok:
				bad = arr
				return false
			case t != nil:
				types[arr] = t
			}
		}
		if sel, ok := n.(*ast.Select); ok {
			sc := c.scopeOf(sel.From)
			if len(scopes) > 0 {
				sc.outer = scopes[len(scopes)-1]
			}
			scopes, sels = append(scopes, sc), append(sels, sel)
		}
		stack = append(stack, n)
		return true
	})
	if bad != nil {
		c.Refuse(codeEmptyArrayType, bad, "cast it to its type, e.g. CAST([] AS INTEGER[])",
			"the element type of this empty array is not known, and %s needs it here: its ARRAY[] has no type of its own", map[string]string{"postgres": "PostgreSQL", "ansi": "ANSI SQL"}[c.Target.Name])
		return s
	}
	if len(types) == 0 {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if arr, ok := n.(*ast.Array); ok {
			if t := types[arr]; t != nil {
				tt := *t
				tt.Span = arr.Span
				return &ast.Cast{Span: arr.Span, X: arr, Type: &tt}
			}
		}
		return n
	})
}

// nullsArray says whether arr is an array of untyped NULLs written in a
// dialect where it takes the type of what it meets, as an empty one does
// (DuckDB's [NULL] beside [1, 2] in a UNION is an INTEGER[]), and which
// PostgreSQL types text[] (UNION could not convert type text[] to
// integer[]: run on PostgreSQL 15). It is typed as an empty array is,
// where the place tells the type, and left as it is elsewhere.
func (c *Context) nullsArray(arr *ast.Array) bool {
	if c.Source.Name == "postgres" || c.Source.Name == "ansi" {
		return false
	}
	for _, e := range arr.Elems {
		if l, ok := e.(*ast.Literal); !ok || l.Kind != ast.LitNull {
			return false
		}
	}
	return len(arr.Elems) > 0
}

// textArray is the type of an empty array whose elements cannot be seen.
var textArray = &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeString}}

// knownArray reports whether t is an array type whose element type is
// known.
func knownArray(t *ast.TypeName) bool {
	return t != nil && t.Kind == ast.TypeArray && knownType(t.Elem)
}

// emptyArrayType is the type to give the empty array arr, whose ancestors
// are stack (its parent last), in the scope sc of the SELECT sel around
// it: nil when it needs none (under a cast), ok false when it needs one
// that is not known.
func (c *Context) emptyArrayType(arr *ast.Array, stack []ast.Node, sc *scope, sel *ast.Select) (t *ast.TypeName, ok bool) {
	peers := func(es ...ast.Expr) (*ast.TypeName, bool) {
		for _, e := range es {
			if e == nil || e == ast.Expr(arr) {
				continue
			}
			if pt := c.typeOf(e, sc); knownArray(pt) {
				return pt, true
			}
		}
		return nil, false
	}
	switch p := stack[len(stack)-1].(type) {
	case *ast.Cast:
		return nil, true
	case *ast.IsNull:
		return textArray, true
	case *ast.SelectItem:
		// A column of the statement's result: TEXT[]; a column of a set
		// operation: the type of the same column of another branch.
		if len(stack) < 2 {
			return nil, false
		}
		outer, isSel := stack[len(stack)-2].(*ast.Select)
		if !isSel {
			return nil, false
		}
		top, ok := resultQuery(stack, len(stack)-2)
		if !ok {
			return nil, false
		}
		if top == ast.Node(outer) {
			return textArray, true
		}
		col := slices.Index(outer.Items, p)
		for _, b := range branches(top) {
			if b != outer && col >= 0 && col < len(b.Items) {
				if bt := c.typeOf(b.Items[col].Expr, c.scopeOf(b.From)); knownArray(bt) {
					return bt, true
				}
			}
		}
		return nil, false
	case *ast.Func:
		switch strings.ToLower(p.Name.Last().Name) {
		case "cardinality", "size":
			return textArray, true
		case "coalesce", "nullif", "greatest", "least", "array_cat", "array_concat", "list_concat", "concat":
			return peers(p.Args...)
		}
	case *ast.Binary:
		return peers(p.L, p.R)
	case *ast.Case:
		if p.Operand == ast.Expr(arr) {
			return nil, false
		}
		var res []ast.Expr
		for _, w := range p.Whens {
			if w.Cond == ast.Expr(arr) {
				return nil, false
			}
			res = append(res, w.Result)
		}
		return peers(append(res, p.Else)...)
	case *ast.When:
		if len(stack) >= 2 && p.Result == ast.Expr(arr) {
			if cs, isCase := stack[len(stack)-2].(*ast.Case); isCase {
				var res []ast.Expr
				for _, w := range cs.Whens {
					res = append(res, w.Result)
				}
				return peers(append(res, cs.Else)...)
			}
		}
	case *ast.Values:
		// a column of VALUES: the type of the column an INSERT puts it in
		// (a struct's field types the table's, not those of another row's
		// literals), else of the same column of another row
		for _, row := range p.Rows {
			if col := slices.Index(row, ast.Expr(arr)); col >= 0 {
				if ct := c.insertColumnType(stack, p, col); knownArray(ct) {
					return ct, true
				}
				var others []ast.Expr
				for _, r := range p.Rows {
					if col < len(r) {
						others = append(others, r[col])
					}
				}
				return peers(others...)
			}
		}
	case *ast.Generator:
		if len(stack) >= 2 {
			if l, isLat := stack[len(stack)-2].(*ast.Lateral); isLat && elementsOnlySelected(l, sel) {
				for i := len(stack) - 1; i >= 0; i-- {
					if stack[i] == ast.Node(sel) {
						if top, ok := resultQuery(stack, i); ok && top == ast.Node(sel) {
							return textArray, true
						}
						break
					}
				}
			}
		}
	}
	return nil, false
}

// insertColumnType is the declared type of the column of a table that
// column col of v, the VALUES an INSERT takes its rows from, goes into;
// nil where the stack holds no such INSERT or the table is not known.
func (c *Context) insertColumnType(stack []ast.Node, v *ast.Values, col int) *ast.TypeName {
	for i := len(stack) - 1; i >= 0; i-- {
		ins, ok := stack[i].(*ast.Insert)
		if !ok {
			continue
		}
		if ins.Query == nil || ins.Query.Body != ast.QueryExpr(v) {
			return nil
		}
		return colAt((&insertRun{c: c, ins: ins}).targetColumns(), col) // insert_casts.go
	}
	return nil
}

// resultQuery finds, for the SELECT at stack[i], the query whose rows are
// the statement's result: the SELECT itself, or the set operation it is a
// branch of. ok is false when the SELECT is anything else (a derived table,
// a subquery, a WITH query, the source of an INSERT), whose columns may
// meet values of other types.
func resultQuery(stack []ast.Node, i int) (top ast.Node, ok bool) {
	top = stack[i]
	j := i - 1
climb:
	for ; j >= 0; j-- {
		switch x := stack[j].(type) {
		case *ast.SetOp:
			top = x
		case *ast.Query:
		default:
			break climb
		}
	}
	for ; j >= 0; j-- {
		switch stack[j].(type) {
		case *ast.QueryStmt, *ast.Explain, *ast.CreateTable, *ast.CreateView:
		default:
			return nil, false
		}
	}
	return top, true
}

// branches are the SELECTs whose rows a query expression unites.
func branches(q ast.Node) []*ast.Select {
	switch x := q.(type) {
	case *ast.Select:
		return []*ast.Select{x}
	case *ast.Query:
		return branches(x.Body)
	case *ast.SetOp:
		return append(branches(x.L), branches(x.R)...)
	}
	return nil
}

// elementsOnlySelected reports whether the element columns of the lateral l
// are read in sel (the SELECT whose FROM holds it) only as whole select
// items (or through *), so that their type is never combined with another.
func elementsOnlySelected(l *ast.Lateral, sel *ast.Select) bool {
	if l.Alias == nil || sel == nil {
		return false
	}
	alias := strings.ToLower(l.Alias.Name.Name)
	cols := map[string]bool{}
	for _, col := range l.Alias.Columns {
		cols[strings.ToLower(col.Name)] = true
	}
	reads := func(cr *ast.ColumnRef) bool {
		if l.Ordinality != nil && strings.EqualFold(cr.Name.Last().Name, l.Ordinality.Name.Name) {
			return false // the position, a BIGINT
		}
		switch len(cr.Name) {
		case 1:
			return cols[strings.ToLower(cr.Name[0].Name)]
		default:
			return strings.EqualFold(cr.Name[len(cr.Name)-2].Name, alias) ||
				strings.EqualFold(cr.Name[0].Name, alias)
		}
	}
	whole := map[ast.Node]bool{}
	for _, it := range sel.Items {
		if cr, ok := it.Expr.(*ast.ColumnRef); ok {
			whole[cr] = true
		}
	}
	fine := true
	ast.Inspect(sel, func(n ast.Node) bool {
		if !fine {
			return false
		}
		if cr, ok := n.(*ast.ColumnRef); ok && !whole[cr] && reads(cr) {
			fine = false
		}
		return fine
	})
	return fine
}
