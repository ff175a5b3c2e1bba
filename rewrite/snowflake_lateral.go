package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// snowflakeLateral is passLateralScalar for Snowflake: a LATERAL subquery
// that aggregates the elements of an array of the left row (T10),
//
//	FROM t [CROSS JOIN | , | LEFT JOIN] LATERAL
//	  (SELECT agg(u.x) AS a, ... FROM UNNEST(t.arr) [WITH ORDINALITY] AS u(x[, n]) [WHERE cond]) AS s [ON TRUE]
//
// yields one row per row of t, even for an empty or NULL array (sum NULL,
// count 0). Neither of Snowflake's spellings of a correlated subquery
// takes this shape: "Subqueries with a correlation inside of FLATTEN are
// currently unsupported", and correlated scalar subqueries are listed as
// supported in WHERE clauses only (Snowflake user guide, Working with
// Subqueries: Types Supported by Snowflake; Scalar Subqueries, usage
// notes). So the subquery becomes window aggregates over the array
// flattened in the outer query, which is FLATTEN's documented use (SQL
// reference, FLATTEN and LATERAL), keeping one row per left row:
//
//	SELECT ..., agg(CASE WHEN f.INDEX IS NOT NULL AND cond THEN elem END)
//	              OVER (PARTITION BY f.SEQ) AS a
//	FROM t, LATERAL FLATTEN(INPUT => t.arr, OUTER => TRUE) AS f
//	QUALIFY f.INDEX IS NULL OR f.INDEX = 0
//
// FLATTEN's SEQ is "a unique sequence number associated with the input
// record", so it tells the left rows apart (identical rows too); OUTER =>
// TRUE gives an empty or NULL array "exactly one row ... with NULL in the
// KEY, INDEX, and VALUE columns" (SQL reference, FLATTEN: Output;
// Arguments). INDEX is NULL only on that row, so the guard INDEX IS NOT
// NULL keeps it out of every aggregate: the aggregate is over no rows, as
// in the source. The partition of such a row holds no element whatever SEQ
// it has, so the row keeps NULL sums and 0 counts. QUALIFY, evaluated
// after the window functions (SQL reference, QUALIFY), keeps the row of
// the first element, or the one row OUTER added. An element is
// CAST(STRIP_NULL_VALUE(f.VALUE) AS T) (sfElement).
//
// The aggregates are count, sum, avg, min, max and the boolean ones,
// without DISTINCT (but for min and max) or an ordering, which ignore the
// NULLs the guard gives, each reading an element or no column at all: one
// reading the left row only is the outer query's (windowedAggProblem,
// lateral_aggs.go, shared with decorrelate.go). The outer query must
// not group or aggregate, call a window function or have a QUALIFY (they
// would see the flattened rows), must read the subquery's columns
// qualified (s.col) or by a bare name that can only be s's column (as for
// BigQuery: bareReads, lateral_inline.go), must read them in ORDER BY as
// a whole select item only, and the lateral must be the last
// FROM item, so that no later item multiplies the rows of a left row. A
// WHERE that reads s.col moves into the QUALIFY, since a window function
// cannot be used in WHERE; it reads the left row and s only, which are the
// same on every row of a partition. An s.col read inside a nested query
// (or beside one, in IN and ANY/ALL) or a lambda is refused: the window
// aggregate would be evaluated there, over other rows or in a clause that
// takes none. The aggregates' arguments, FILTER and the subquery's WHERE
// move beside FLATTEN's columns: a bare name of one of those that reads
// the left table is qualified with it, or refused (T083) when the left
// table's columns are not known. Any other shape is left to lowerJoin,
// which refuses it (T050).
//
// snowflakeLaterals is the pass, with ctes the names the statement's WITH
// clauses define (bareReads); snowflakeLateral, for a query that lowerJoin
// built (a join side), takes no bare read of s's columns.
func snowflakeLaterals(ctes map[string]bool) func(c *Context, q *ast.Query) *ast.Query {
	return func(c *Context, q *ast.Query) *ast.Query { return snowflakeLateralIn(c, ctes, q) }
}

func snowflakeLateral(c *Context, q *ast.Query) *ast.Query { return snowflakeLateralIn(c, nil, q) }

func snowflakeLateralIn(c *Context, ctes map[string]bool, q *ast.Query) *ast.Query {
	s, ok := q.Body.(*ast.Select)
	if !ok || len(s.From) == 0 {
		return q
	}
	i := len(s.From) - 1
	l, ok := s.From[i].(*ast.Lateral)
	if !ok {
		return q
	}
	if nq, ok := c.windowLateral(ctes, q, s, i, l); ok {
		c.Fire(passLateralScalar)
		return nq
	}
	return q
}

// windowLateral rewrites the lateral l, the last FROM item of s (the body
// of q), as snowflakeLateral describes; ok is false, and nothing changed,
// when l or q is not of the shape. ctes are the names the statement's
// WITH clauses define (nil: not known, and a bare read of l's columns is
// not taken).
func (c *Context) windowLateral(ctes map[string]bool, q *ast.Query, s *ast.Select, i int, l *ast.Lateral) (*ast.Query, bool) {
	sel, cols, ok := oneRowLateral(l)
	if !ok || len(sel.From) != 1 {
		return nil, false
	}
	u, ok := sel.From[0].(*ast.Lateral)
	if !ok || u.Input != nil || len(u.Gens) != 1 || u.On != nil || u.Alias == nil || len(u.Alias.Columns) != 1 {
		return nil, false
	}
	g := u.Gens[0]
	if g.Kind != ast.GenUnnest || g.Collection == ast.CollMap || g.Expand || len(g.Args) != 1 {
		return nil, false
	}
	var et *ast.TypeName
	if len(u.Types) == 1 {
		et = u.Types[0]
	}
	if et == nil {
		sc := c.newScope()
		c.addRel(sc, l.Input)
		if t := c.typeOf(g.Args[0], sc); t != nil && t.Kind == ast.TypeArray {
			et = t.Elem
		}
	}
	// An array of structs is aggregated through its fields (u.e.f, e.f),
	// each read as snowflake_struct.go reads a field.
	var structT *ast.TypeName
	if et != nil && et.Kind == ast.TypeStruct && len(et.Fields) > 0 {
		structT = et
	} else if !variantCastable(et) {
		return nil, false
	}
	// Bare reads of l's columns become s.col first, so that a bare name
	// left of FLATTEN's column names is another column.
	q, s, _, ok = bareReads(c, ctes, q, s, i, nil, l, cols)
	if !ok || !flatOuterSelect(s) || orderReadRefused(c, q, s, l) {
		return nil, false
	}
	sp := l.Span
	f := c.Fresh(u.Alias.Name.Name)
	index := func() ast.Expr { return colRef(f, ast.Ident{Name: "INDEX"}, sp) }
	w := &windowAggs{
		c:        c,
		alias:    strings.ToLower(u.Alias.Name.Name),
		elemName: strings.ToLower(u.Alias.Columns[0].Name),
		over:     &ast.WindowSpec{Span: sp, PartitionBy: []ast.Expr{colRef(f, ast.Ident{Name: "SEQ"}, sp)}},
		structT:  structT,
		value:    colRef(f, ast.Ident{Name: "VALUE"}, sp),
	}
	if structT == nil {
		w.elem = sfElement(sp, colRef(f, ast.Ident{Name: "VALUE"}, sp), et)
	}
	if o := u.Ordinality; o != nil {
		w.posName = strings.ToLower(o.Name.Name)
		w.pos = index()
		if o.Base != 0 {
			w.pos = plusInt(index(), o.Base, sp)
		}
	}
	if tbl, ok := l.Input.(*ast.Table); ok && (tbl.Alias == nil || len(tbl.Alias.Columns) == 0) {
		if def := c.Schema.Table(tbl.Name); def != nil {
			w.left = tbl.Name.Last()
			if tbl.Alias != nil {
				w.left = tbl.Alias.Name
			}
			w.leftCols = map[string]bool{}
			for _, col := range def.Columns {
				w.leftCols[strings.ToLower(col.Name)] = true
			}
		}
	}
	w.guard = &ast.IsNull{Span: sp, X: index(), Not: true}
	if sel.Where != nil {
		cond, ok := w.subst(sel.Where)
		if !ok || w.bad {
			return nil, false
		}
		w.guard = &ast.Binary{Span: sp, Op: ast.OpAnd, L: w.guard, R: cond}
	}
	nested := nestedReads(s, l.Alias.Name.Name, true)
	nq, ns, ok := replaceLateralColumns(q, s, i, l, cols, func(x *ast.ColumnRef, item ast.Expr) ast.Expr {
		if nr, in := nested[x]; in {
			// The window aggregate would be evaluated in that scope, over
			// its rows, or in a clause that takes no window function.
			w.refuse("T050", x, "read "+exprName(x)+" in the select list or WHERE of the query itself (join the other table there), or use PostgreSQL, DuckDB or Trino",
				"a LATERAL subquery cannot be expressed exactly in snowflake: %s is read inside %s, where the window aggregate it becomes would not be evaluated over the left row's elements",
				exprName(x), nr.what)
			return nil
		}
		return w.item(item)
	})
	if !ok || w.bad {
		return nil, false
	}
	flatten := &ast.TableFunc{Span: sp, Alias: &ast.Alias{Span: sp, Name: f}, Func: canonCall(sp, "flatten",
		&ast.NamedArg{Span: sp, Name: ast.Ident{Name: "INPUT"}, Value: g.Args[0]},
		&ast.NamedArg{Span: sp, Name: ast.Ident{Name: "OUTER"}, Value: trueLit(sp)})}
	ns.From = append(append(ns.From[:i:i], l.Input), flatten)
	first := &ast.Binary{Span: sp, Op: ast.OpOr, L: &ast.IsNull{Span: sp, X: index()},
		R: &ast.Binary{Span: sp, Op: ast.OpEq, L: index(), R: intLit(sp, 0)}}
	ns.Qualify = first
	if ns.Where != s.Where {
		// The WHERE reads s.col, now a window function.
		ns.Qualify = &ast.Binary{Span: sp, Op: ast.OpAnd, L: first, R: ns.Where}
		ns.Where = nil
	}
	return nq, true
}

// flatOuterSelect: the query around the lateral neither groups, aggregates,
// calls a window function, filters by QUALIFY nor reads a column of
// FLATTEN's names unqualified, so the flattened rows are seen by the
// QUALIFY only.
func flatOuterSelect(s *ast.Select) bool {
	if s.GroupBy != nil || s.Having != nil || s.Qualify != nil || len(s.Windows) > 0 ||
		len(s.DistinctOn) > 0 || len(s.LateralViews) > 0 || hasWindow(s.Items) {
		return false
	}
	ok := true
	ast.Inspect(s, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query:
			return false // a scope of its own
		case *ast.Lateral:
			return false // the subquery being rewritten, or a generator
		case *ast.Func:
			if isAgg(x) {
				ok = false
			}
		case *ast.ColumnRef:
			if len(x.Name) == 1 && isFlattenColumn(x.Name[0].Name) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// windowAggs spells the items of an aggregate subquery over one array as
// window aggregates over the flattened elements.
type windowAggs struct {
	c                        *Context
	alias, elemName, posName string          // the subquery's generator: u(x[, n]), lower case
	left                     ast.Ident       // the left table, when it is one table of known columns
	leftCols                 map[string]bool // its columns, lower case
	elem, pos                ast.Expr        // what u.x and u.n read
	guard                    ast.Expr        // the element is there and passes the subquery's WHERE
	over                     *ast.WindowSpec
	bad                      bool
	// structT is the element's type when it is a struct, read by its
	// fields only, from value (FLATTEN's VALUE): elem is then nil.
	structT *ast.TypeName
	value   ast.Expr
}

// windowDistinct are the aggregates whose DISTINCT changes nothing (min
// and max), dropped in the window form; the aggregates themselves are
// windowedAggs (lateral_aggs.go), shared with decorrelate.go. bool_and and
// bool_or print as BOOLAND_AGG and BOOLOR_AGG, which take OVER (PARTITION
// BY ...) and give NULL when "all records in the group are NULL, or if the
// group is empty" (SQL reference, BOOLAND_AGG, BOOLOR_AGG).
var windowDistinct = map[string]bool{"min": true, "max": true}

// refuse reports the first reason the lateral cannot be rewritten.
func (w *windowAggs) refuse(code string, n ast.Node, hint, format string, args ...any) {
	if !w.bad {
		w.c.Refuse(code, n, hint, format, args...)
	}
	w.bad = true
}

// refuseAgg reports an aggregate of the subquery the window form cannot
// spell.
func (w *windowAggs) refuseAgg(f *ast.Func, why string) {
	w.refuse("T050", f, "aggregate the elements with count, sum, avg, min, max, bool_and or bool_or (no DISTINCT), or use PostgreSQL, DuckDB or Trino",
		"a LATERAL subquery cannot be expressed exactly in snowflake: %s", why)
}

// item is the window form of one select item of the subquery; nil when it
// has none.
func (w *windowAggs) item(e ast.Expr) ast.Expr {
	// The generator's columns may be read inside aggregates only.
	outside := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Quantified, *ast.Lambda:
			outside = true
		case *ast.Func:
			if isAgg(x) {
				return false
			}
		case *ast.ColumnRef:
			outside = outside || w.reads(x)
		}
		return !outside
	})
	if outside {
		w.bad = true
		return nil
	}
	// Every aggregate must be one the window form spells, and the
	// subquery's own (PostgreSQL manual 4.2.7, Aggregate Expressions).
	ast.Inspect(e, func(n ast.Node) bool {
		f, isFunc := n.(*ast.Func)
		switch {
		case w.bad || !isFunc:
		case isQualifiedAgg(f):
			w.refuseAgg(f, "the aggregate "+exprName(&ast.ColumnRef{Name: f.Name})+" is qualified by a schema (write it as "+f.Name.Last().Name+")")
		case isAgg(f):
			if why := windowedAggProblem(f, w.readsAny, windowDistinct); why != "" {
				w.refuseAgg(f, why)
			}
			return false
		}
		return !w.bad
	})
	if w.bad {
		return nil
	}
	out, ok := w.subst(e)
	if !ok {
		w.bad = true
		return nil
	}
	out = ast.RewriteExpr(out, func(n ast.Node) ast.Node {
		f, isFunc := n.(*ast.Func)
		if !isFunc || !isAgg(f) {
			return n
		}
		sp := f.Span
		guard := ast.Clone(w.guard)
		if f.Filter != nil {
			guard = &ast.Binary{Span: sp, Op: ast.OpAnd, L: guard, R: f.Filter}
		}
		var val ast.Expr = intLit(sp, 1) // count(*) counts the guarded rows
		if !f.Star {
			val = f.Args[0]
		}
		arg := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: guard, Result: val}}}
		over := *w.over
		over.PartitionBy = []ast.Expr{ast.Clone(w.over.PartitionBy[0])}
		return &ast.Func{Span: sp, Name: f.Name, Args: []ast.Expr{arg}, Over: &over}
	})
	if w.bad {
		return nil
	}
	return out
}

// readsAny: e reads a column of the subquery's generator.
func (w *windowAggs) readsAny(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(*ast.ColumnRef); ok && w.reads(x) {
			found = true
		}
		return !found
	})
	return found
}

// reads: x names a column of the subquery's generator.
func (w *windowAggs) reads(x *ast.ColumnRef) bool {
	switch len(x.Name) {
	case 1:
		name := strings.ToLower(x.Name[0].Name)
		return name == w.elemName || (w.pos != nil && name == w.posName)
	default:
		// u.x, or x.f: a field of the element (DuckDB, Trino, Spark)
		return strings.EqualFold(x.Name[0].Name, w.alias) || strings.EqualFold(x.Name[0].Name, w.elemName)
	}
}

// subst replaces the reads of the generator's columns by the element and
// its position; ok is false when e reads something else of it. What it
// returns stands beside FLATTEN's columns: a bare name of one of them
// (VALUE, INDEX...) that reads the left table is qualified with it, and
// refused (T083) when the left table's columns are not known.
func (w *windowAggs) subst(e ast.Expr) (ast.Expr, bool) {
	ok := true
	out := ast.RewriteExpr(e, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Query:
			ok = false // a nested query may have a column of the same name
		case *ast.ColumnRef:
			if !w.reads(x) {
				if len(x.Name) == 1 && isFlattenColumn(x.Name[0].Name) {
					if w.leftCols[strings.ToLower(x.Name[0].Name)] {
						// Inside the subquery, a name the generator lacks
						// is the left table's.
						return colRef(w.left, x.Name[0], x.Span)
					}
					w.refuse(codeFlattenPlacement, x, "qualify the column with its table's name or alias",
						"the unqualified column %s would be read from LATERAL FLATTEN's own %s column in snowflake",
						x.Name[0].Name, strings.ToUpper(x.Name[0].Name))
					ok = false
				}
				return n
			}
			if w.structT != nil {
				// A field of a struct element: u.e.f or e.f.
				if path, isElem := pathThrough(x.Name, w.alias, w.elemName, nil); isElem {
					if f, _ := w.c.pathField(w.structT, path); len(path) > 0 && f != nil && variantCastable(f.Type) {
						return w.c.sfFieldRead(x, ast.Clone(w.value), w.structT, path)
					}
					ok = false // the whole struct, or a field not read back exactly
					return n
				}
			}
			name := strings.ToLower(x.Name.Last().Name)
			switch {
			case len(x.Name) > 2:
				ok = false // a field of the element
			case name == w.elemName:
				return ast.Clone(w.elem)
			case w.pos != nil && name == w.posName:
				return ast.Clone(w.pos)
			default:
				ok = false
			}
		}
		return n
	})
	return out, ok
}

// isFlattenColumn: name is one of FLATTEN's columns.
func isFlattenColumn(name string) bool {
	for _, fc := range flattenColumns {
		if strings.EqualFold(name, fc) {
			return true
		}
	}
	return false
}
