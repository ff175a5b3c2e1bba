package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// caseRefs refuses (T078) a column reference that the target may bind to
// another name than the source does, the two dialects reading the case of
// names differently (identCase). A name is looked for from the innermost
// SELECT around it outwards, as both dialects do:
//
//   - a column of that level whose name is the reference's in the source
//     is read by both;
//   - otherwise a column whose name is the reference's in the target only
//     (PostgreSQL's x and "X", to DuckDB) is read by the target there and
//     by the source further out, or nowhere: refused. PostgreSQL 15 gives
//     NULL for the x of SELECT (SELECT 1 FROM (SELECT 5 AS "X") s WHERE
//     x = 10) FROM t when t.x is 20 (x is t.x), DuckDB 1.5 on the same
//     text 1 (x is s."X");
//   - a relation whose columns are not all known (a table without a
//     schema, a * over one) is taken to hold names as the source folds
//     them: it may hold the target's reading of a quoted name the source
//     does not fold ("X" in PostgreSQL, DuckDB's x) and the reference is
//     refused when the source would read it further out.
//
// A qualifier is read so against the relations' names. An ORDER BY name
// that is an output name in the target only is refused too: PostgreSQL
// reads SELECT a AS "X" FROM t ORDER BY x as t.x, DuckDB as the output X.
func (c *Context) caseRefs(s ast.Stmt) {
	k := &caseCheck{c: c, src: c.Source.Fold, dst: c.Target.Fold}
	c.noteCTEs(s)
	k.declarations(s) // ident_decls.go
	k.node(s, nil)
}

// lambda checks the references in l's body, where its parameters hide
// the columns of their names.
func (k *caseCheck) lambda(l *ast.Lambda, levels []*caseLevel) {
	n := len(k.params)
	for _, p := range l.Params {
		k.params = append(k.params, strings.ToLower(p.Name))
	}
	k.node(l.Body, levels)
	k.params = k.params[:n]
}

type caseCheck struct {
	c        *Context
	src, dst IdentFold
	params   []string     // the parameters of the lambdas around, lower case
	withs    [][]*ast.CTE // the WITH queries a table name may read, innermost last
	done     bool
	depth    int
}

// caseRel is one FROM item as the names in its SELECT see it.
type caseRel struct {
	name ast.Ident   // alias or table name; "" for none
	cols []ast.Ident // the columns known
	open bool        // it may have other columns
	// query: its columns are a query's select list, whose other columns
	// (open) a * brings from relations whose columns are not known
	query bool
}

type caseLevel struct {
	rels []caseRel
}

const maxCaseDepth = 32

func (k *caseCheck) same(f IdentFold, a, b ast.Ident) bool {
	return f.identity(a) == f.identity(b)
}

// folded reports whether id is spelled as the source reads an unquoted
// name, the spelling assumed of the columns not known.
func (k *caseCheck) folded(id ast.Ident) bool {
	return !id.Quoted || id.Name == k.src.fold(id.Name)
}

// node checks the references under n, levels being the SELECTs around.
func (k *caseCheck) node(n ast.Node, levels []*caseLevel) {
	if n == nil || k.done {
		return
	}
	ast.Inspect(n, func(x ast.Node) bool {
		if x == nil || k.done {
			return false
		}
		switch y := x.(type) {
		case *ast.Query:
			k.query(y, levels)
			return false
		case *ast.Select:
			k.sel(y, levels)
			return false
		case *ast.Lambda:
			k.lambda(y, levels)
			return false
		case *ast.ColumnRef:
			k.ref(y, levels)
		}
		return true
	})
}

func (k *caseCheck) query(q *ast.Query, levels []*caseLevel) {
	if q.With != nil {
		n := len(k.withs)
		k.withs = append(k.withs, nil)
		for i, cte := range q.With.CTEs {
			// a WITH query sees the ones before it, all when RECURSIVE
			k.withs[n] = q.With.CTEs[:i]
			if q.With.Recursive {
				k.withs[n] = q.With.CTEs
			}
			if cte != nil && cte.Query != nil {
				k.query(cte.Query, levels)
			}
		}
		k.withs[n] = q.With.CTEs
		defer func() { k.withs = k.withs[:n] }()
	}
	k.node(q.Body, levels)
	sel, _ := q.Body.(*ast.Select)
	inner := levels
	if sel != nil {
		inner = append(append([]*caseLevel(nil), levels...), k.level(sel))
	}
	for _, o := range q.OrderBy {
		if o == nil {
			continue
		}
		if cr, ok := o.Expr.(*ast.ColumnRef); ok && sel != nil && len(cr.Name) == 1 {
			if k.orderName(cr, sel) {
				continue
			}
		}
		k.node(o.Expr, inner)
	}
	for _, e := range []ast.Expr{q.Limit, q.Offset} {
		if e != nil {
			k.node(e, levels)
		}
	}
}

// orderName reads an ORDER BY name against sel's output names: true when
// it is one (in the source, or refused).
func (k *caseCheck) orderName(cr *ast.ColumnRef, sel *ast.Select) bool {
	r := cr.Name[0]
	var other *ast.Ident
	for i, out := range k.outputs(sel) {
		if k.same(k.src, out, r) {
			return true
		}
		if other == nil && k.same(k.dst, out, r) && !k.itemIs(k.src, sel.Items[i].Expr, r) {
			o := out
			other = &o
		}
	}
	if other != nil {
		k.refuse(cr, r, *other, "the output name")
		return true
	}
	return false
}

// itemIs reports whether e is a reference to the name r in the folding f:
// the output x AS "X" and the name x are one value, whichever the ORDER
// BY or GROUP BY reads.
func (k *caseCheck) itemIs(f IdentFold, e ast.Expr, r ast.Ident) bool {
	cr, ok := e.(*ast.ColumnRef)
	return ok && k.same(f, cr.Name.Last(), r)
}

// outputs are the names of sel's items, one per item (the zero Ident for
// an item whose name is not known or that names several columns).
func (k *caseCheck) outputs(sel *ast.Select) []ast.Ident {
	var out []ast.Ident
	for _, it := range sel.Items {
		switch {
		case len(it.Aliases) == 1:
			out = append(out, it.Aliases[0])
		case it.Alias != nil:
			out = append(out, *it.Alias)
		default:
			id, _ := k.c.itemIdent(it.Expr)
			out = append(out, id)
		}
	}
	return out
}

func (k *caseCheck) sel(sel *ast.Select, levels []*caseLevel) {
	inner := append(append([]*caseLevel(nil), levels...), k.level(sel))
	if k.done {
		return
	}
	grouped := map[*ast.ColumnRef]bool{}
	if sel.GroupBy != nil {
		for _, e := range groupNames(sel.GroupBy.Items) {
			if k.groupName(e, sel, inner) {
				grouped[e] = true
			}
		}
	}
	ast.Inspect(sel, func(x ast.Node) bool {
		if x == nil || k.done {
			return false
		}
		switch y := x.(type) {
		case *ast.Select:
			return y == sel
		case *ast.Lambda:
			k.lambda(y, inner)
			return false
		case *ast.ColumnRef:
			if !grouped[y] {
				k.ref(y, inner)
			}
		case *ast.Table:
			k.table(y)
		case *ast.Derived:
			// a subquery in FROM sees the SELECTs around, and its own
			// SELECT's FROM only when LATERAL
			if y.Lateral {
				k.query(y.Query, inner)
			} else {
				k.query(y.Query, levels)
			}
			return false
		case *ast.Query:
			k.query(y, inner)
			return false
		}
		return true
	})
}

// groupName reads a GROUP BY name that is no known column of sel's FROM
// but an output name in the source (PostgreSQL 15 manual, SELECT, GROUP BY
// clause: an input column first, then an output name): true when it is
// one (read so, or refused). The target reads a column of FROM first too
// (DuckDB 1.5 groups SELECT x % 2 AS X, count(*) FROM t GROUP BY X by
// t.x; Snowflake's GROUP BY usage notes: a table's column of that name,
// else the alias): a FROM item whose columns are not known may hold one
// the target reads the name as (PostgreSQL's "X" over t's x), unless the
// SELECT reads the name as a column of its own FROM elsewhere, which it
// then holds in both dialects (PostgreSQL's SELECT date_trunc('day', "At")
// AS "At" ... GROUP BY "At" groups by the column). levels: the SELECTs
// around, sel's last.
func (k *caseCheck) groupName(cr *ast.ColumnRef, sel *ast.Select, levels []*caseLevel) bool {
	r := cr.Name[0]
	lv := levels[len(levels)-1]
	// an unqualified name of sel is its FROM's column when no SELECT
	// around may hold the name
	top := true
	for _, outer := range levels[:len(levels)-1] {
		for _, rel := range outer.rels {
			top = top && !rel.open
			for _, col := range rel.cols {
				top = top && !k.same(k.src, col, r)
			}
		}
	}
	open := false
	var openRel ast.Ident
	for _, rel := range lv.rels {
		for _, col := range rel.cols {
			if k.same(k.src, col, r) || k.same(k.dst, col, r) {
				return false // a column (ref reads it, or refuses)
			}
		}
		if rel.open && !open {
			open, openRel = true, rel.name
		}
	}
	for i, out := range k.outputs(sel) {
		if !k.same(k.src, out, r) {
			continue
		}
		if open && !k.folded(r) && !k.itemIs(k.dst, sel.Items[i].Expr, r) && !k.readsColumn(sel, lv, r, top) {
			if k.groupByPosition(cr, sel, i) {
				return true
			}
			d := k.c.Diags.Errorf(codeNameCase, cr.Span,
				"%s is an output name in %s, but %s may read a column %s of %s, whose columns are not known",
				quoteName(r), k.c.Source.Name, k.c.Target.Name, k.dst.fold(strings.ToLower(r.Name)), relName(openRel))
			d.Hint = "group by the output column's position or expression, or give the schema (--schema)"
			k.done = true
		}
		return true
	}
	return false
}

// groupNames are the bare names among GROUP BY items, those of ROLLUP,
// CUBE and GROUPING SETS too, which PostgreSQL 15 also reads as output
// names (SELECT x % 2 AS "X", count(*) FROM t GROUP BY ROLLUP ("X")
// groups by x % 2).
func groupNames(items []ast.Expr) []*ast.ColumnRef {
	var out []*ast.ColumnRef
	for _, e := range items {
		switch x := e.(type) {
		case *ast.ColumnRef:
			if len(x.Name) == 1 {
				out = append(out, x)
			}
		case *ast.Rollup:
			out = append(out, groupNames(x.Exprs)...)
		case *ast.Cube:
			out = append(out, groupNames(x.Exprs)...)
		case *ast.GroupingSets:
			for _, set := range x.Sets {
				out = append(out, groupNames(set)...)
			}
		}
	}
	return out
}

// groupByPosition writes the GROUP BY name cr, the output name of sel's
// idx-th item, as the item's position, when nothing else in sel reads the
// name: the relations whose columns are not known are then taken to hold
// names as the source folds them (caseRefs), and the source reads the
// output name (no column of FROM is spelled so), which the position
// names in both (PostgreSQL 15 groups SELECT x % 2 AS "X", count(*) FROM
// t GROUP BY "X" by x % 2, as DuckDB 1.5 does its GROUP BY 1, where its
// GROUP BY X is t.x). A name sel reads elsewhere (a column "X" of FROM
// or of a query around, in an item, WHERE or HAVING) leaves the source's
// reading unknown.
func (k *caseCheck) groupByPosition(cr *ast.ColumnRef, sel *ast.Select, idx int) bool {
	it := sel.Items[idx]
	if len(it.Aliases) > 0 {
		return false
	}
	for _, before := range sel.Items[:idx+1] {
		// a * before the item stands for columns whose count is not
		// known here: the item's position is not idx+1
		switch before.Expr.(type) {
		case *ast.Star, *ast.FieldStar:
			return false
		}
		if len(before.Aliases) > 0 {
			return false
		}
	}
	r := cr.Name[0]
	other := false
	ast.Inspect(sel, func(n ast.Node) bool {
		if x, ok := n.(*ast.ColumnRef); ok && x != cr && len(x.Name) > 0 && k.same(k.src, x.Name.Last(), r) {
			other = true
		}
		return n != nil && !other
	})
	if other {
		return false
	}
	for j, e := range sel.GroupBy.Items {
		if e == ast.Expr(cr) {
			sel.GroupBy.Items[j] = &ast.Literal{Span: cr.Span, Kind: ast.LitInt, Value: strconv.Itoa(idx + 1)}
			return true
		}
	}
	return false
}

// readsColumn reports whether sel's items or WHERE read r as a column of
// sel's FROM: qualified by one of lv's relations, or unqualified when sel
// no SELECT around may hold r.
func (k *caseCheck) readsColumn(sel *ast.Select, lv *caseLevel, r ast.Ident, top bool) bool {
	found := false
	visit := func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query, *ast.Select:
			return false
		case *ast.ColumnRef:
			switch {
			case len(x.Name) == 1:
				found = found || top && k.same(k.src, x.Name[0], r)
			case len(x.Name) == 2 && k.same(k.src, x.Name[1], r):
				for _, rel := range lv.rels {
					found = found || rel.name.Name != "" && k.same(k.src, rel.name, x.Name[0])
				}
			}
		}
		return !found
	}
	for _, it := range sel.Items {
		if it != nil && it.Expr != nil {
			ast.Inspect(it.Expr, visit)
		}
	}
	if sel.Where != nil {
		ast.Inspect(sel.Where, visit)
	}
	return found
}

// ref reads one reference against levels (innermost last).
func (k *caseCheck) ref(cr *ast.ColumnRef, levels []*caseLevel) {
	if k.done || len(cr.Name) == 0 {
		return
	}
	if len(cr.Name) >= 2 {
		k.qualifier(cr, levels)
		return
	}
	r := cr.Name[0]
	for _, p := range k.params {
		if p == strings.ToLower(r.Name) {
			return
		}
	}
	for i := len(levels) - 1; i >= 0; i-- {
		var other *ast.Ident
		var otherRel ast.Ident
		open, found := false, false
		for _, rel := range levels[i].rels {
			for _, col := range rel.cols {
				if k.same(k.src, col, r) {
					found = true
					if rel.query && rel.open && !k.folded(r) {
						k.starred(cr, r, rel)
						return
					}
				} else if other == nil && k.same(k.dst, col, r) {
					cc := col
					other, otherRel = &cc, rel.name
				}
			}
			if rel.open {
				open = true
				if otherRel.Name == "" {
					otherRel = rel.name
				}
			}
		}
		if other != nil {
			// another FROM item of the level too: the target reads
			// both, and raises or reads the first (DuckDB 1.5: SELECT a
			// FROM (SELECT 1 AS "A") p, (SELECT 2 AS a) q is ambiguous)
			k.refuse(cr, r, *other, "the column")
			return
		}
		if found {
			return
		}
		if open && !k.folded(r) {
			// the source reads r further out, the target may read a
			// column of this level's relations spelled otherwise
			for j := i - 1; j >= 0; j-- {
				for _, rel := range levels[j].rels {
					for _, col := range rel.cols {
						if k.same(k.src, col, r) {
							d := k.c.Diags.Errorf(codeNameCase, cr.Span,
								"%s is a column of an outer query in %s, but %s may read a column %s of %s, whose columns are not known",
								quoteName(r), k.c.Source.Name, k.c.Target.Name, k.dst.fold(strings.ToLower(r.Name)), relName(otherRel))
							d.Hint = "qualify the name with its table, or give the schema (--schema)"
							k.done = true
							return
						}
					}
				}
			}
			return
		}
	}
}

// natural refuses a NATURAL JOIN whose two sides have columns the target
// reads as one name and the source as two: PostgreSQL 15 joins t(x, a)
// NATURAL JOIN (SELECT 10 AS "X") s on no column (a cross join), DuckDB
// 1.5 on x = X. A side whose columns are not known is taken to hold names
// as the source folds them, and may so hold the target's reading of a
// name of the other side that the source does not fold.
func (k *caseCheck) natural(j *ast.Join, l, r []caseRel) {
	if k.done {
		return
	}
	for _, sides := range [2][2][]caseRel{{l, r}, {r, l}} {
		for _, a := range sides[0] {
			for _, ca := range a.cols {
				for _, b := range sides[1] {
					for _, cb := range b.cols {
						if k.same(k.dst, ca, cb) && !k.same(k.src, ca, cb) {
							d := k.c.Diags.Errorf(codeNameCase, j.Span, "NATURAL JOIN would join %s and %s in %s, two names in %s",
								quoteName(ca), quoteName(cb), k.c.Target.Name, k.c.Source.Name)
							d.Hint = "join with ON or USING"
							k.done = true
							return
						}
					}
					if b.open && !k.folded(ca) {
						d := k.c.Diags.Errorf(codeNameCase, j.Span, "NATURAL JOIN may join %s with a column %s of %s in %s, whose columns are not known",
							quoteName(ca), k.dst.fold(strings.ToLower(ca.Name)), relName(b.name), k.c.Target.Name)
						d.Hint = "join with ON or USING, or give the schema (--schema)"
						k.done = true
						return
					}
				}
			}
		}
	}
}

// using refuses a USING name that a side of j holds spelled otherwise in
// the source only: PostgreSQL 15 joins (SELECT 1 AS "A") p CROSS JOIN
// (SELECT 2 AS a) p2 JOIN (SELECT 2 AS a) q USING (a) on p2.a, DuckDB 1.5
// raises on the query written for it (a is p's A or p2's a).
func (k *caseCheck) using(j *ast.Join, l, r []caseRel) {
	if k.done {
		return
	}
	for _, u := range j.Using {
		for _, side := range [2][]caseRel{l, r} {
			for _, rel := range side {
				for _, col := range rel.cols {
					if k.same(k.dst, col, u) && !k.same(k.src, col, u) {
						d := k.c.Diags.Errorf(codeNameCase, u.Span, "USING %s would read the column %s in %s, another name in %s",
							quoteName(u), quoteName(col), k.c.Target.Name, k.c.Source.Name)
						d.Hint = "join with ON, naming the columns with their tables"
						k.done = true
						return
					}
				}
			}
		}
	}
}

// table refuses a table name that a WITH query around reads in the target
// only: PostgreSQL 15 reads t of WITH "T" AS (SELECT 1 AS a) SELECT *
// FROM t as the table t, DuckDB 1.5 as the WITH query.
func (k *caseCheck) table(t *ast.Table) {
	if len(t.Name) != 1 {
		return
	}
	n := t.Name[0]
	for i := len(k.withs) - 1; i >= 0; i-- {
		var other *ast.Ident
		for _, cte := range k.withs[i] {
			if cte == nil {
				continue
			}
			if k.same(k.src, cte.Name, n) {
				return
			}
			if other == nil && k.same(k.dst, cte.Name, n) {
				o := cte.Name
				other = &o
			}
		}
		if other != nil {
			k.refuse(t, n, *other, "the WITH query")
			return
		}
	}
}

// starred refuses the name r of a column of rel, a query's select list
// whose * brings columns not known: they are taken to hold names as the
// source folds them, and the target may read r as one of them. PostgreSQL
// 15 reads "A" of SELECT "A" FROM (SELECT *, 2 AS "A" FROM t) s as the 2,
// DuckDB 1.5 its A as t's column a (first of the two).
func (k *caseCheck) starred(cr *ast.ColumnRef, r ast.Ident, rel caseRel) {
	d := k.c.Diags.Errorf(codeNameCase, cr.Span,
		"%s is a column of %s, whose * brings columns that are not known: %s may read a column %s of them",
		quoteName(r), relName(rel.name), k.c.Target.Name, k.dst.fold(strings.ToLower(r.Name)))
	d.Hint = "name the columns instead of *, or give the schema (--schema)"
	k.done = true
}

func relName(id ast.Ident) string {
	if id.Name == "" {
		return "a FROM item"
	}
	return quoteName(id)
}

// qualifier reads the first part of a qualified reference against the
// relations' names.
func (k *caseCheck) qualifier(cr *ast.ColumnRef, levels []*caseLevel) {
	q := cr.Name[0]
	for i := len(levels) - 1; i >= 0; i-- {
		var other *ast.Ident
		for _, rel := range levels[i].rels {
			if rel.name.Name == "" {
				continue
			}
			if k.same(k.src, rel.name, q) {
				if c := cr.Name[1]; len(cr.Name) == 2 && rel.query && rel.open && !k.folded(c) {
					for _, col := range rel.cols {
						if k.same(k.src, col, c) {
							k.starred(cr, c, rel)
							return
						}
					}
				}
				return
			}
			if other == nil && k.same(k.dst, rel.name, q) {
				n := rel.name
				other = &n
			}
		}
		if other != nil {
			k.refuse(cr, q, *other, "the table")
			return
		}
	}
}

func (k *caseCheck) refuse(at ast.Node, r, other ast.Ident, what string) {
	d := k.c.Diags.Errorf(codeNameCase, at.SpanOf(), "%s would read %s %s in %s, another name in %s",
		quoteName(r), what, quoteName(other), k.c.Target.Name, k.c.Source.Name)
	d.Hint = "spell the name as it is declared"
	k.done = true
}

// level is what sel's FROM shows to the names in sel.
func (k *caseCheck) level(sel *ast.Select) *caseLevel {
	lv := &caseLevel{}
	for _, t := range sel.From {
		k.rels(t, &lv.rels)
	}
	return lv
}

func (k *caseCheck) rels(t ast.TableExpr, out *[]caseRel) {
	switch x := t.(type) {
	case *ast.Join:
		var l, r []caseRel
		k.rels(x.Left, &l)
		k.rels(x.Right, &r)
		if x.Natural {
			k.natural(x, l, r)
		}
		k.using(x, l, r)
		*out = append(append(*out, l...), r...)
		return
	case *ast.Table:
		r := caseRel{name: x.Name.Last(), open: true}
		if d := k.c.cteOf(x); d != nil {
			if len(d.cte.Columns) > 0 {
				r.cols, r.open = d.cte.Columns, false
			} else {
				r.cols, r.open = k.queryCols(d.cte.Query)
				r.query = selectList(d.cte.Query)
			}
		} else if def := k.c.Schema.Table(x.Name); def != nil {
			r.open = false
			for _, ci := range def.Columns {
				r.cols = append(r.cols, ast.Ident{Name: ci.Name, Quoted: ci.Quoted})
			}
		}
		if x.Alias != nil {
			r.name = x.Alias.Name
			r.cols = renameIdents(r.cols, x.Alias.Columns)
		}
		*out = append(*out, r)
	case *ast.Derived:
		r := caseRel{query: selectList(x.Query)}
		r.cols, r.open = k.queryCols(x.Query)
		if x.Alias != nil {
			r.name = x.Alias.Name
			r.cols = renameIdents(r.cols, x.Alias.Columns)
		}
		*out = append(*out, r)
	case *ast.Lateral:
		if x.Input != nil {
			k.rels(x.Input, out)
		}
		r := caseRel{open: true}
		if x.Alias != nil {
			r.name = x.Alias.Name
			if len(x.Alias.Columns) > 0 {
				r.cols, r.open = append([]ast.Ident(nil), x.Alias.Columns...), false
			}
		}
		if len(x.Gens) == 1 && x.Gens[0].Kind == ast.GenSubquery && x.Gens[0].Query != nil {
			cols, open := k.queryCols(x.Gens[0].Query)
			if x.Alias != nil {
				cols = renameIdents(cols, x.Alias.Columns)
			}
			r.cols, r.open, r.query = cols, open, selectList(x.Gens[0].Query)
		}
		if x.Ordinality != nil {
			r.cols = append(r.cols, x.Ordinality.Name)
		}
		*out = append(*out, r)
	case *ast.Unnest, *ast.TableFunc, *ast.RowsFrom:
		// the columns its alias names, and maybe others (a function's
		// own column names, WITH ORDINALITY's)
		r := caseRel{open: true}
		var a *ast.Alias
		switch y := x.(type) {
		case *ast.Unnest:
			a = y.Alias
		case *ast.TableFunc:
			a = y.Alias
		case *ast.RowsFrom:
			a = y.Alias
		}
		if a != nil {
			r.name, r.cols = a.Name, a.Columns
		}
		*out = append(*out, r)
	default:
		*out = append(*out, caseRel{open: true})
	}
}

// selectList reports whether q's columns are a select list's (of its
// first branch), which queryCols reads: open only where a * brings
// columns not known (a VALUES list is open for its own column names).
func selectList(q *ast.Query) bool {
	if q == nil {
		return false
	}
	body := q.Body
	for {
		op, ok := body.(*ast.SetOp)
		if !ok {
			break
		}
		body = op.L
	}
	sel, ok := body.(*ast.Select)
	return ok && !sel.AsStruct
}

// renameIdents renames the first of cols by a column list.
func renameIdents(cols, names []ast.Ident) []ast.Ident {
	if len(names) == 0 {
		return cols
	}
	out := make([]ast.Ident, max(len(names), len(cols)))
	copy(out, cols)
	copy(out, names)
	return out
}

// queryCols are the known column names of q, and whether it may have
// others.
func (k *caseCheck) queryCols(q *ast.Query) ([]ast.Ident, bool) {
	if q == nil || k.depth >= maxCaseDepth {
		return nil, true
	}
	k.depth++
	defer func() { k.depth-- }()
	body := q.Body
	for {
		op, ok := body.(*ast.SetOp)
		if !ok {
			break
		}
		body = op.L
	}
	sel, ok := body.(*ast.Select)
	if !ok || sel.AsStruct {
		return nil, true
	}
	ds, open := k.selectColumns(sel) // ident_decls.go
	cols := make([]ast.Ident, len(ds))
	for i, d := range ds {
		cols[i] = d.id
	}
	return cols, open
}
