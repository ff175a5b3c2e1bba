package rewrite

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Laterals inside joins the target cannot keep in place.
//
// A target that spells a lateral after all the joins of its FROM item
// (LATERAL VIEW: Hive, Spark, Doris), as a comma item (Snowflake's LATERAL
// FLATTEN) or only on the left of later joins (Drill) cannot keep a lateral
// inside a parenthesised join, nor one that an outer join follows when that
// join cannot be reordered exactly (its ON reads the lateral, or it is a
// FULL or RIGHT join). The side of such a join that holds the lateral is
// then moved into a derived table, (SELECT <columns> FROM <side>) AS _jN,
// lowered on its own, and every read of the side's columns outside it is
// rewritten to read _jN. This is exact: a join side is a relation of its
// own, which the rest of the query reads only through its columns (a
// parenthesised join sees nothing outside it but through LATERAL, which is
// checked), and the derived table yields the same rows. NULL-extended rows
// of the outer join are NULL in every column of the derived table, as
// they were in every column of the side.
//
// The derived table selects every column of the side, in order, when the
// columns of all its relations are known (schema, CREATE TABLE, column
// lists), so that a * over the query keeps its columns; otherwise the
// columns the query reads. A column whose name another one of the side
// already has gets a fresh name. Refused (T059), saying why: a read of
// the side that cannot be told apart (an unqualified name, with a table of
// unknown columns in the side), a * that would change (columns unknown, or
// renamed), a USING or NATURAL join beside renamed or unlisted columns,
// a USING or NATURAL join inside a side (its merged columns), and a side
// that reads a table outside it (a LATERAL reference across the join).

// wrapPred decides, for a join one of whose sides holds a lateral (left,
// right), which sides go into a derived table.
type wrapPred func(j *ast.Join, left, right bool) (wrapLeft, wrapRight bool)

// hoistWrap is wrapPred for LATERAL VIEW targets: what the hoister cannot
// reorder exactly (lower_lateral_view.go).
func hoistWrap(j *ast.Join, left, right bool) (bool, bool) {
	if j.Natural || len(j.Using) > 0 {
		// The join's condition reads the columns the sides have in
		// common, the lateral's among them: it cannot come before it.
		return left, right
	}
	switch j.Kind {
	case ast.JoinInner, ast.JoinCross:
		return false, false
	case ast.JoinLeft, ast.JoinSemi, ast.JoinAnti:
		wl := left && j.On != nil && (&hoister{}).refersTo(j.On, lateralsIn(j.Left))
		return wl, right
	}
	return left, right
}

// commaWrap is wrapPred for Snowflake: LATERAL FLATTEN is a comma item, so
// only a plain CROSS JOIN may hold a lateral.
func commaWrap(j *ast.Join, left, right bool) (bool, bool) {
	if j.Kind == ast.JoinCross && j.On == nil && len(j.Using) == 0 && !j.Natural {
		return false, false
	}
	return left, right
}

// drillWrap is wrapPred for Drill: a lateral join is only ever on the left
// of a later join.
func drillWrap(j *ast.Join, left, right bool) (bool, bool) { return false, right }

// lateralsIn lists the Laterals of a FROM tree (not of nested queries).
func lateralsIn(t ast.TableExpr) []*ast.Lateral {
	var out []*ast.Lateral
	ast.Inspect(t, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query:
			return false
		case *ast.Lateral:
			if x.Alias != nil {
				out = append(out, x)
			}
		}
		return true
	})
	return out
}

// wrel is a relation of a FROM clause, for wrapLateralSides.
type wrel struct {
	name  string      // lower case; "" for an unnamed one
	ident ast.Ident   // as written
	cols  []ast.Ident // nil when not known
	known bool
	side  int // index of the wrapped side holding it, -1 when none
}

func (r *wrel) col(name string) (ast.Ident, bool) {
	for _, c := range r.cols {
		if strings.EqualFold(c.Name, name) {
			return c, true
		}
	}
	return ast.Ident{}, false
}

// relsOf lists the relations a FROM tree makes visible; a table named
// like one of ctes (lower case) is a CTE, whose columns are not known.
func (c *Context) relsOf(t ast.TableExpr, side int, ctes map[string]bool) []*wrel {
	// width is the relation's number of columns, -1 when not known.
	named := func(a *ast.Alias, cols []ast.Ident, known bool, width int) []*wrel {
		if a == nil {
			return []*wrel{{side: side}}
		}
		if len(a.Columns) > 0 {
			// A column list renames the first columns; the others keep
			// names that are known only when the relation's are.
			renamed := append([]ast.Ident(nil), a.Columns...)
			if known && len(cols) > len(renamed) {
				renamed = append(renamed, cols[len(renamed):]...)
			}
			cols, known = renamed, known || width >= 0 && len(a.Columns) >= width
		}
		return []*wrel{{name: strings.ToLower(a.Name.Name), ident: a.Name, cols: cols, known: known, side: side}}
	}
	switch x := t.(type) {
	case *ast.Table:
		id := x.Name.Last()
		var cols []ast.Ident
		def := c.Schema.Table(x.Name)
		if len(x.Name) == 1 && ctes[strings.ToLower(id.Name)] {
			def = nil
		}
		if def != nil {
			for _, ci := range def.Columns {
				cols = append(cols, ast.Ident{Name: ci.Name})
			}
		}
		if x.Alias != nil {
			width := -1
			if def != nil {
				width = len(cols)
			}
			return named(x.Alias, cols, def != nil, width)
		}
		return []*wrel{{name: strings.ToLower(id.Name), ident: id, cols: cols, known: def != nil, side: side}}
	case *ast.Join:
		return append(c.relsOf(x.Left, side, ctes), c.relsOf(x.Right, side, ctes)...)
	case *ast.Lateral:
		var out []*wrel
		if x.Input != nil {
			out = c.relsOf(x.Input, side, ctes)
		}
		if x.Alias == nil {
			return append(out, &wrel{side: side})
		}
		var cols []ast.Ident
		known := false
		if x.Gens[0].Kind == ast.GenSubquery && len(x.Alias.Columns) == 0 {
			cols, known = queryCols(x.Gens[0].Query)
		} else if len(x.Alias.Columns) > 0 {
			for _, ci := range lateralCols(x) {
				cols = append(cols, ast.Ident{Name: ci.Name})
			}
			known = true
		}
		return append(out, &wrel{name: strings.ToLower(x.Alias.Name.Name), ident: x.Alias.Name, cols: cols, known: known, side: side})
	case *ast.Derived:
		cols, known := queryCols(x.Query)
		return named(x.Alias, cols, known, queryWidth(x.Query))
	case *ast.Unnest:
		return named(x.Alias, nil, false, -1)
	case *ast.TableFunc:
		return named(x.Alias, nil, false, -1)
	}
	return []*wrel{{side: side}}
}

// queryCols are the output names of a query's select list, when each item
// has one.
func queryCols(q *ast.Query) ([]ast.Ident, bool) {
	if q == nil {
		return nil, false
	}
	if cols, ok := queryColumnIdents(q); ok {
		return cols, true
	}
	return nil, false
}

// mergingJoin is a USING or NATURAL join of the FROM tree t (not of nested
// queries), or nil.
func mergingJoin(t ast.TableExpr) *ast.Join {
	switch x := t.(type) {
	case *ast.Join:
		if x.Natural || len(x.Using) > 0 {
			return x
		}
		if j := mergingJoin(x.Left); j != nil {
			return j
		}
		return mergingJoin(x.Right)
	case *ast.Lateral:
		if x.Input != nil {
			return mergingJoin(x.Input)
		}
	}
	return nil
}

// queryWidth is the number of columns of q, -1 when not known (a star, a
// generator naming several columns).
func queryWidth(q *ast.Query) int {
	sel := leftmostSelect(q.Body)
	if sel == nil {
		return -1
	}
	for _, it := range sel.Items {
		switch it.Expr.(type) {
		case *ast.Star, *ast.FieldStar:
			return -1
		}
		if len(it.Aliases) > 0 {
			return -1
		}
	}
	return len(sel.Items)
}

// cteNames adds the names of q's CTEs (lower case) to outer's.
func cteNames(q *ast.Query, outer map[string]bool) map[string]bool {
	if q.With == nil {
		return outer
	}
	out := map[string]bool{}
	for k := range outer {
		out[k] = true
	}
	for _, cte := range q.With.CTEs {
		out[strings.ToLower(cte.Name.Name)] = true
	}
	return out
}

// wrapSide is one join side moved into a derived table.
type wrapSide struct {
	node  ast.TableExpr
	alias ast.Ident
	full  bool           // every column of the side is selected
	outs  []wrapOut      // the derived table's columns, in order
	index map[string]int // rel\x00col (lower case) -> outs index
}

type wrapOut struct {
	rel, col, name ast.Ident
}

func (w *wrapSide) out(rel, col ast.Ident) int {
	key := strings.ToLower(rel.Name) + "\x00" + strings.ToLower(col.Name)
	if i, ok := w.index[key]; ok {
		return i
	}
	w.index[key] = len(w.outs)
	w.outs = append(w.outs, wrapOut{rel: rel, col: col})
	return len(w.outs) - 1
}

// wrapRef is a read of a wrapped side's column outside it.
type wrapRef struct {
	ref    *ast.ColumnRef
	side   int
	out    int
	fields ast.QName
	bare   bool // read without its relation's name
}

// wrapStar is rel.* over a relation of a wrapped side, in the select list.
type wrapStar struct {
	item int
	rel  *wrel
}

// wrapLateralSides moves into derived tables the join sides pred names,
// lowering each with lower. ok is false when
// refused (the diagnostic is reported); q and s come back unchanged when
// there is nothing to move.
func (c *Context) wrapLateralSides(q *ast.Query, s *ast.Select, pred wrapPred, lower func(*ast.Query) *ast.Query) (*ast.Query, *ast.Select, bool) {
	var sides []*wrapSide
	var find func(t ast.TableExpr)
	find = func(t ast.TableExpr) {
		switch x := t.(type) {
		case *ast.Join:
			l, r := containsLateral(x.Left), containsLateral(x.Right)
			if !l && !r {
				return
			}
			wl, wr := pred(x, l, r)
			if wl {
				sides = append(sides, &wrapSide{node: x.Left})
			} else {
				find(x.Left)
			}
			if wr {
				sides = append(sides, &wrapSide{node: x.Right})
			} else {
				find(x.Right)
			}
		case *ast.Lateral:
			if x.Input != nil {
				find(x.Input)
			}
		}
	}
	for _, t := range s.From {
		find(t)
	}
	if len(sides) == 0 {
		return q, s, true
	}
	refuse := func(n ast.Node, hint, format string, args ...any) (*ast.Query, *ast.Select, bool) {
		c.Refuse("T059", n, hint, format, args...)
		return q, s, false
	}
	// The relations of s's FROM, each tagged with its side.
	sideOf := map[ast.Node]int{}
	for i, sd := range sides {
		sideOf[sd.node] = i
	}
	ctes := cteNames(q, nil)
	var top []*wrel
	var tag func(t ast.TableExpr)
	tag = func(t ast.TableExpr) {
		if i, ok := sideOf[t]; ok {
			top = append(top, c.relsOf(t, i, ctes)...)
			return
		}
		switch x := t.(type) {
		case *ast.Join:
			tag(x.Left)
			tag(x.Right)
		case *ast.Lateral:
			if x.Input != nil {
				tag(x.Input)
			}
			top = append(top, c.relsOf(&ast.Lateral{Span: x.Span, Gens: x.Gens, Alias: x.Alias, Ordinality: x.Ordinality, Types: x.Types}, -1, ctes)...)
		default:
			top = append(top, c.relsOf(t, -1, ctes)...)
		}
	}
	for _, t := range s.From {
		tag(t)
	}
	for i, sd := range sides {
		sd.alias = c.Fresh("j")
		sd.index = map[string]int{}
		sd.full = true
		for _, r := range top {
			if r.side == i && !r.known {
				sd.full = false
			}
		}
		if sd.full {
			for _, r := range top {
				if r.side == i {
					for _, col := range r.cols {
						sd.out(r.ident, col)
					}
				}
			}
		}
	}

	// A USING or NATURAL join inside a side merges columns, which a read
	// of the side by its relations' names does not tell apart.
	for _, sd := range sides {
		if j := mergingJoin(sd.node); j != nil {
			return refuse(j, "write the join with ON, or use PostgreSQL, DuckDB or Trino",
				"a USING or NATURAL join inside a join side that moves into a subquery for %s merges columns the rest of the query reads", c.Target.Name)
		}
	}
	// A side must not read the relations beside it (a LATERAL reference
	// across the join, which a derived table cannot make).
	for i, sd := range sides {
		w := &wrapWalk{c: c, scopes: [][]*wrel{top}, ctes: ctes}
		w.walk(sd.node)
		for _, r := range w.reads {
			if r.rel.side != i && !(r.bare && sideMayHave(top, i, r.col.Name)) {
				return refuse(r.ref, "join the table inside the parentheses, or use PostgreSQL, DuckDB or Trino",
					"the lateral reads %s, outside its parenthesised join, which cannot be expressed in %s", exprName(r.ref), c.Target.Name)
			}
		}
	}

	// Every read of the sides' columns outside them.
	w := &wrapWalk{c: c, scopes: [][]*wrel{top}, skip: sideOf, ctes: ctes}
	for _, it := range s.Items {
		switch {
		case it.Alias != nil:
			w.outNames = append(w.outNames, strings.ToLower(it.Alias.Name))
		default:
			if cr, ok := it.Expr.(*ast.ColumnRef); ok {
				w.outNames = append(w.outNames, strings.ToLower(cr.Name.Last().Name))
			}
		}
	}
	var stars []wrapStar
	for i, it := range s.Items {
		if st, ok := it.Expr.(*ast.Star); ok {
			if len(st.Table) == 0 {
				w.starAll = st
				continue
			}
			if r := w.relNamed(0, st.Table.Last().Name); r != nil && r.side >= 0 {
				if !r.known {
					return refuse(st, "list the columns, or give the table's columns with --schema (or a CREATE TABLE in the script)",
						"%s.* reads a relation of a join side that moves into a subquery for %s, and its columns are not known", st.Table.Last().Name, c.Target.Name)
				}
				stars = append(stars, wrapStar{item: i, rel: r})
				continue
			}
		}
		w.walk(it)
	}
	for _, t := range s.From {
		w.walk(t)
	}
	for _, e := range []ast.Node{s.Where, s.Having, s.Qualify} {
		if e != nil {
			w.walk(e)
		}
	}
	if s.GroupBy != nil {
		w.walk(s.GroupBy)
	}
	for _, win := range s.Windows {
		w.walk(win)
	}
	for _, e := range s.DistinctOn {
		w.walk(e)
	}
	for _, lv := range s.LateralViews {
		w.walk(lv)
	}
	w.orderBy = true
	for _, o := range q.OrderBy {
		w.walk(o)
	}
	for _, o := range q.SortBy {
		w.walk(o)
	}
	w.orderBy = false
	for _, e := range append(append([]ast.Expr(nil), q.DistributeBy...), q.ClusterBy...) {
		w.walk(e)
	}
	if w.bad != nil {
		return refuse(w.bad, w.badHint, "%s", w.badWhy)
	}
	// Give each read its column of the derived table.
	var refs []wrapRef
	for _, r := range w.reads {
		if r.rel.side < 0 {
			continue
		}
		sd := sides[r.rel.side]
		col := r.col
		if known, ok := r.rel.col(col.Name); ok {
			col = known
		}
		refs = append(refs, wrapRef{ref: r.ref, side: r.rel.side, out: sd.out(r.rel.ident, col), fields: r.fields, bare: r.bare})
	}
	for _, st := range stars {
		for _, col := range st.rel.cols {
			sides[st.rel.side].out(st.rel.ident, col)
		}
	}
	renamed := false
	for _, sd := range sides {
		seen := map[string]bool{}
		for k := range sd.outs {
			o := &sd.outs[k]
			o.name = o.col
			if lower := strings.ToLower(o.col.Name); seen[lower] {
				o.name = c.Fresh(freshPrefix(lower))
				renamed = true
			}
			seen[strings.ToLower(o.name.Name)] = true
		}
	}
	if w.starAll != nil {
		for _, sd := range sides {
			if !sd.full {
				return refuse(w.starAll, "list the columns instead of *, or give the tables' columns with --schema (or a CREATE TABLE in the script)",
					"* reads a join side that moves into a subquery for %s, and the columns of its tables are not all known", c.Target.Name)
			}
		}
		if renamed {
			return refuse(w.starAll, "list the columns instead of *",
				"* reads a join side that moves into a subquery for %s, where two of its columns of the same name must be renamed", c.Target.Name)
		}
	}
	if renamed || !allFull(sides) {
		var bad *ast.Join
		for _, t := range s.From {
			ast.Inspect(t, func(n ast.Node) bool {
				if _, in := sideOf[n]; in || bad != nil {
					return false
				}
				if j, ok := n.(*ast.Join); ok && (len(j.Using) > 0 || j.Natural) {
					bad = j
				}
				_, isQ := n.(*ast.Query)
				return !isQ
			})
		}
		if bad != nil {
			return refuse(bad, "write the join condition with ON",
				"a USING or NATURAL join beside a join side that moves into a subquery for %s cannot be kept: the subquery's columns are renamed or not all listed", c.Target.Name)
		}
	}

	// The derived tables.
	repl := map[ast.Node]ast.Node{}
	errs := c.errorCount()
	for _, sd := range sides {
		sp := sd.node.SpanOf()
		sel := &ast.Select{Span: sp, From: []ast.TableExpr{sd.node}}
		for _, o := range sd.outs {
			it := &ast.SelectItem{Span: sp, Expr: colRef(o.rel, o.col, sp)}
			if o.name != o.col {
				name := o.name
				it.Alias = &name
			}
			sel.Items = append(sel.Items, it)
		}
		if len(sel.Items) == 0 {
			name := c.Fresh("one")
			sel.Items = []*ast.SelectItem{{Span: sp, Expr: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"}, Alias: &name}}
		}
		inner := &ast.Query{Span: sp, Body: sel}
		lowered := lower(inner)
		if c.errorCount() > errs || lowered == inner {
			if c.errorCount() == errs {
				return refuse(sd.node, "use PostgreSQL, DuckDB or Trino", "the join side holding a lateral cannot be expressed in %s", c.Target.Name)
			}
			return q, s, false
		}
		repl[sd.node] = &ast.Derived{Span: sp, Query: lowered, Alias: &ast.Alias{Span: sp, Name: sd.alias}}
	}
	for _, r := range refs {
		sd := sides[r.side]
		o := sd.outs[r.out]
		if r.bare && o.name == o.col {
			continue // the bare name still reads it
		}
		sp := r.ref.Span
		name := append(ast.QName{{Span: sp, Name: sd.alias.Name}, {Span: sp, Name: o.name.Name, Quoted: o.name.Quoted}}, r.fields...)
		repl[r.ref] = &ast.ColumnRef{Span: sp, Name: name}
	}
	f := func(n ast.Node) ast.Node {
		if r, ok := repl[n]; ok {
			return r
		}
		return n
	}
	ns := *s
	ns.Items = nil
	for i, it := range s.Items {
		expanded := false
		for _, st := range stars {
			if st.item != i {
				continue
			}
			expanded = true
			sd := sides[st.rel.side]
			for _, col := range st.rel.cols {
				o := sd.outs[sd.out(st.rel.ident, col)]
				ni := &ast.SelectItem{Span: it.Span, Expr: colRef(sd.alias, o.name, it.Span)}
				if o.name != o.col {
					name := o.col
					ni.Alias = &name
				}
				ns.Items = append(ns.Items, ni)
			}
		}
		if expanded {
			continue
		}
		ni := ast.Rewrite(it, f).(*ast.SelectItem)
		if cr, ok := it.Expr.(*ast.ColumnRef); ok && ni != it && it.Alias == nil && len(it.Aliases) == 0 {
			if !sameName(ni.Expr, cr) {
				name := cr.Name.Last()
				ni.Alias = &name
			}
		}
		ns.Items = append(ns.Items, ni)
	}
	items := ns.Items
	ns.Items = nil
	out := ast.Rewrite(&ns, f).(*ast.Select)
	out.Items = items
	nq := *q
	nq.Body = out
	nq.OrderBy = rewriteList(q.OrderBy, f)
	nq.SortBy = rewriteList(q.SortBy, f)
	nq.DistributeBy = rewriteList(q.DistributeBy, f)
	nq.ClusterBy = rewriteList(q.ClusterBy, f)
	return &nq, out, true
}

// errorCount is the number of errors reported so far.
func (c *Context) errorCount() int { return len(c.Diags.Errors()) }

func allFull(sides []*wrapSide) bool {
	for _, sd := range sides {
		if !sd.full {
			return false
		}
	}
	return true
}

func rewriteList[T ast.Node](xs []T, f func(ast.Node) ast.Node) []T {
	if xs == nil {
		return nil
	}
	out := make([]T, len(xs))
	for i, x := range xs {
		out[i] = ast.Rewrite(x, f).(T)
	}
	return out
}

// freshPrefix is a column name usable as the prefix of a fresh name.
func freshPrefix(name string) string {
	for _, r := range name {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return "col"
		}
	}
	return name
}

// wrapRead is a column reference resolved to a relation of the outermost
// scope.
type wrapRead struct {
	ref    *ast.ColumnRef
	rel    *wrel
	col    ast.Ident
	fields ast.QName
	bare   bool
}

// wrapWalk resolves the column references of a query against the
// relations of its FROM clauses, innermost first.
type wrapWalk struct {
	c        *Context
	scopes   [][]*wrel        // scopes[0] is the query being lowered
	skip     map[ast.Node]int // the wrapped sides; nil when walking one of them
	ctes     map[string]bool  // the CTE names in scope, lower case
	outNames []string         // output names of scopes[0]'s select list
	orderBy  bool             // walking ORDER BY, where a bare output name reads the output
	starAll  *ast.Star
	reads    []wrapRead
	bad      ast.Node
	badWhy   string
	badHint  string
}

func (w *wrapWalk) fail(n ast.Node, hint, format string, args ...any) {
	if w.bad == nil {
		w.bad, w.badHint, w.badWhy = n, hint, fmt.Sprintf(format, args...)
	}
}

func (w *wrapWalk) walk(n ast.Node) {
	ast.Inspect(n, func(m ast.Node) bool {
		if m == nil || w.bad != nil {
			return false
		}
		if _, ok := w.skip[m]; ok {
			return false
		}
		switch x := m.(type) {
		case *ast.Query:
			w.query(x)
			return false
		case *ast.Select:
			w.query(&ast.Query{Span: x.Span, Body: x})
			return false
		case *ast.ColumnRef:
			w.ref(x)
		case *ast.Star:
			// rel.* as a select item of the query itself is expanded
			// (wrapLateralSides); anywhere else it is refused.
			if len(x.Table) > 0 && w.skip != nil {
				if r := w.relFor(x.Table.Last().Name); r != nil && r.side >= 0 {
					w.fail(x, "list the columns", "%s.* reads a join side that moves into a subquery for %s, and only a select item %s.* can be spelled there",
						x.Table.Last().Name, w.c.Target.Name, x.Table.Last().Name)
				}
			}
		}
		return true
	})
}

// query walks a nested query with a scope of its own.
func (w *wrapWalk) query(q *ast.Query) {
	orderBy, ctes := w.orderBy, w.ctes
	w.orderBy, w.ctes = false, cteNames(q, ctes)
	defer func() { w.orderBy, w.ctes = orderBy, ctes }()
	if q.With != nil {
		for _, cte := range q.With.CTEs {
			w.walk(cte.Query)
		}
	}
	var walkBody func(b ast.QueryExpr, extra []ast.Node)
	walkBody = func(b ast.QueryExpr, extra []ast.Node) {
		switch x := b.(type) {
		case *ast.Select:
			var sc []*wrel
			for _, t := range x.From {
				sc = append(sc, w.c.relsOf(t, -1, w.ctes)...)
			}
			for _, lv := range x.LateralViews {
				sc = append(sc, &wrel{name: strings.ToLower(lv.Table.Name), ident: lv.Table, cols: lv.Columns, known: len(lv.Columns) > 0, side: -1})
			}
			w.scopes = append(w.scopes, sc)
			ast.Inspect(x, func(m ast.Node) bool {
				if m == x {
					return true
				}
				if m == nil || w.bad != nil {
					return false
				}
				w.walk(m)
				return false
			})
			for _, e := range extra {
				w.walk(e)
			}
			w.scopes = w.scopes[:len(w.scopes)-1]
		case *ast.SetOp:
			walkBody(x.L, nil)
			walkBody(x.R, nil)
			for _, e := range extra {
				w.walk(e)
			}
		default:
			if b != nil {
				ast.Inspect(b, func(m ast.Node) bool {
					if m == b {
						return true
					}
					if m != nil {
						w.walk(m)
					}
					return false
				})
			}
			for _, e := range extra {
				w.walk(e)
			}
		}
	}
	var extra []ast.Node
	for _, o := range q.OrderBy {
		extra = append(extra, o)
	}
	for _, o := range q.SortBy {
		extra = append(extra, o)
	}
	for _, e := range append(append([]ast.Expr(nil), q.DistributeBy...), q.ClusterBy...) {
		extra = append(extra, e)
	}
	if q.Limit != nil {
		extra = append(extra, q.Limit)
	}
	if q.Offset != nil {
		extra = append(extra, q.Offset)
	}
	walkBody(q.Body, extra)
}

// relNamed is the relation of scope i called name.
func (w *wrapWalk) relNamed(i int, name string) *wrel {
	for _, r := range w.scopes[i] {
		if r.name != "" && r.name == strings.ToLower(name) {
			return r
		}
	}
	return nil
}

// relFor is the relation a qualifier names, innermost scope first.
func (w *wrapWalk) relFor(name string) *wrel {
	for i := len(w.scopes) - 1; i >= 0; i-- {
		if r := w.relNamed(i, name); r != nil {
			return r
		}
	}
	return nil
}

func (w *wrapWalk) ref(x *ast.ColumnRef) {
	name := x.Name
	if len(name) >= 2 {
		for i := len(w.scopes) - 1; i >= 0; i-- {
			if r := w.relNamed(i, name[0].Name); r != nil {
				if i == 0 {
					w.reads = append(w.reads, wrapRead{ref: x, rel: r, col: name[1], fields: name[2:]})
				}
				return
			}
		}
	}
	sideUnknown := false
	for _, r := range w.scopes[0] {
		if r.side >= 0 && !r.known {
			sideUnknown = true
		}
	}
	if len(name) >= 2 && !sideUnknown && !w.sideHas(name[0].Name) {
		return // a relation of a query around this one, or a field of another column
	}
	// A bare column, perhaps with fields.
	col := name[0]
	if w.orderBy && len(w.scopes) == 1 && len(name) == 1 {
		for _, o := range w.outNames {
			if o == strings.ToLower(col.Name) {
				return // an output column
			}
		}
	}
	for i := len(w.scopes) - 1; i >= 0; i-- {
		unknown := false
		for _, r := range w.scopes[i] {
			if !r.known {
				unknown = true
				continue
			}
			if _, ok := r.col(col.Name); ok {
				if i == 0 {
					w.reads = append(w.reads, wrapRead{ref: x, rel: r, col: col, fields: name[1:], bare: true})
				}
				return
			}
		}
		if !unknown {
			continue
		}
		if i == 0 && !sideUnknown {
			return
		}
		if i > 0 && !sideUnknown && !w.sideHas(col.Name) {
			return
		}
		w.fail(x, "qualify the column with its table's name or alias, or give the tables' columns with --schema (or a CREATE TABLE in the script)",
			"cannot tell whether %s is read from the join side that moves into a subquery for %s", exprName(x), w.c.Target.Name)
		return
	}
}

// sideMayHave: a relation of side i has the column, or may have it.
func sideMayHave(rels []*wrel, i int, col string) bool {
	for _, r := range rels {
		if r.side != i {
			continue
		}
		if _, ok := r.col(col); ok || !r.known {
			return true
		}
	}
	return false
}

// sideHas: a relation of a wrapped side has the column.
func (w *wrapWalk) sideHas(col string) bool {
	for _, r := range w.scopes[0] {
		if _, ok := r.col(col); ok && r.side >= 0 {
			return true
		}
	}
	return false
}
