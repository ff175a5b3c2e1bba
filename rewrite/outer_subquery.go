package rewrite

import (
	"maps"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passOuterSubquery rewrites, for Hive, Spark, Doris and Snowflake, the
// subqueries of a query's select list, WHERE and ORDER BY that aggregate
// the elements of an array of the query's own row, which those targets refuse
// as such (T177, outer_generator.go), into one LATERAL subquery of the
// FROM clause, which the decorrelation takes (decorrelate.go,
// snowflake_lateral.go):
//
//	SELECT t.id, (SELECT sum(x) FROM UNNEST(t.arr) AS u(x)) AS s FROM t
//	SELECT t.id, _s1._v2 AS s FROM t LEFT JOIN LATERAL
//	  (SELECT sum(x) AS _v2 FROM UNNEST(t.arr) AS u(x)) AS _s1 ON TRUE
//
// The shape taken, exactly:
//
//   - the query reads one table (no join, no alias list), whose columns
//     are known (--schema), and is not a WITH query's name; it reads no
//     column of a query around it (the window form inside a correlated
//     subquery: Hive takes none, and the other targets document none);
//   - the subquery stands in the select list, in WHERE or in ORDER BY,
//     outside a nested query and a lambda; in the select list and ORDER
//     BY only when the query neither groups nor aggregates (the subquery
//     would then be evaluated per group), in ORDER BY only when the query
//     is not DISTINCT (its ORDER BY reads the select list's values) and
//     ORDER BY reads no column of a query around it (correlatedOrder); a
//     select item it changes must have a name (AS), which it keeps (a
//     bare * becomes the table's t.*), and ORDER BY reads the lateral's
//     column, the select list unchanged. WHERE is evaluated before any
//     grouping, so a grouped or aggregate query's WHERE is taken too;
//   - under a CASE or a conditional function (coalesce, if, iff, nvl,
//     nvl2, ifnull, decode, nullif), whose branches the source may leave
//     unevaluated while the lateral evaluates the subquery for every row,
//     only a subquery that cannot fail on any row (unfailing,
//     outer_subquery_lazy.go): over UNNEST of a column; its WHERE and
//     FILTERs made of comparisons of two columns or literals of types
//     compared without a conversion (NULL with any, integers of any
//     width, texts, or one boolean, float, date or timestamp type),
//     IS [NOT] NULL of a column or a literal, boolean columns and
//     literals, AND, OR and NOT; a scalar subquery's item one count(*),
//     count of a column, a literal or such a condition, min or max of a
//     column, bool_and or bool_or of such a condition; IN's operand a
//     column or a literal compared so with its item, a column or a
//     literal, or one such aggregate; EXISTS as below. sum, avg, casts
//     and arithmetic, which may raise, are not taken there;
//   - the subquery is one SELECT without WITH, ORDER BY, LIMIT, OFFSET,
//     DISTINCT, GROUP BY, HAVING, a window (named or in an item: a row per
//     element) or QUALIFY, whose only FROM
//     item is UNNEST of an expression reading a column of that table;
//   - a scalar subquery selects one expression that holds an aggregate
//     (of this subquery: reading an element, or no column). Without GROUP
//     BY an aggregate query gives exactly one row, over no rows too (sum
//     NULL, count 0), so the scalar subquery's value is that row's, which
//     LEFT JOIN LATERAL gives each left row (PostgreSQL 15 manual, 4.2.11
//     Scalar Subqueries: one row, one column; 9.21 Aggregate Functions);
//   - [NOT] EXISTS selects literals, columns or * only (nothing that could
//     fail): it is true when the subquery gives a row (9.23.1 EXISTS), so
//     it is (SELECT count(*) ...) > 0;
//   - x [NOT] IN (SELECT e ...): with e an aggregate the subquery gives one
//     row, and x IN {r} is x = r (9.23.2 IN); with e no aggregate and x a
//     column of the table or a literal (evaluated per element, which
//     cannot fail), IN is true when some row gives x = e true, else NULL
//     when some row gives NULL, else false (no row: false): the item
//     below, and NOT IN its negation (NOT of NULL is NULL).
//
// The IN item:
//
//	CASE WHEN count(*) FILTER (WHERE x = e) > 0 THEN TRUE
//	     WHEN count(*) FILTER (WHERE (x = e) IS NULL) = 0 THEN FALSE END
//
// Several such subqueries of one query become the columns of one lateral
// (the decorrelation takes one lateral over one table): their UNNESTs
// must unnest the same expression with the same ordinality, and are read
// under the first one's names (a subquery whose other names would be
// captured by them is not taken); a subquery used twice is one column.
// When their WHEREs differ, each moves into its aggregates' FILTER, which
// keeps the rows each aggregate reads. The lateral and its columns have
// fresh names, unused by the statement.
//
// An aggregate is a call hasAggregate (select_generators.go) finds: a name
// of aggregateNames or an aggregate of the catalog, outside windows,
// nested queries and lambdas.
//
// The lateral is tried on the decorrelation first (its diagnostics and
// fresh names rolled back): a query it would refuse is left as it is, and
// its subqueries are refused as before (T177). Snowflake's lowering reads
// a lateral's column in ORDER BY as a whole select item only, so a query
// with a subquery taken in ORDER BY is left there. A subquery of ORDER BY
// left is refused as one of the select list (T177): collectOuter gives
// ORDER BY's subqueries the query's relations as their outer scope.
const passOuterSubquery = "outer_subquery"

// outerSubqueries is the pass over one query, ctes the names the
// statement's WITH clauses define.
func outerSubqueries(ctes map[string]bool) func(*Context, *ast.Query) *ast.Query {
	return func(c *Context, q *ast.Query) *ast.Query { return outerSubqueryQuery(c, ctes, q) }
}

// arraySub is one subquery taken: at is the node replaced (a Subquery,
// Exists or InSubquery), sel the aggregate subquery it stands for (built
// for EXISTS and IN), u its UNNEST, and wrap what replaces at given a
// read of the lateral's column.
type arraySub struct {
	at   ast.Expr
	sel  *ast.Select
	u    *ast.Lateral
	wrap func(ast.Expr) ast.Expr
	// item and where are sel's select item and WHERE under the names of
	// the first subquery's UNNEST; col is the lateral's column for item.
	item, where ast.Expr
	col         ast.Ident
}

// outerLeft is the table the query reads.
type outerLeft struct {
	name ast.Ident
	cols map[string]bool // lower case
	c    *Context
	sc   *scope // the table's, for the types of unfailing (outer_subquery_lazy.go)
}

func outerSubqueryQuery(c *Context, ctes map[string]bool, q *ast.Query) *ast.Query {
	s, ok := q.Body.(*ast.Select)
	if !ok || len(s.From) != 1 || len(s.LateralViews) > 0 || c.Diags.HasErrors() {
		return q
	}
	tbl, ok := s.From[0].(*ast.Table)
	if !ok || tbl.Alias != nil && len(tbl.Alias.Columns) > 0 ||
		len(tbl.Name) == 1 && ctes[strings.ToLower(tbl.Name[0].Name)] {
		return q
	}
	def := c.Schema.Table(tbl.Name)
	if def == nil || len(def.Columns) == 0 || correlatedSelect(c, s) {
		return q
	}
	left := outerLeft{name: tbl.Name.Last(), cols: map[string]bool{}, c: c, sc: c.scopeOf([]ast.TableExpr{tbl})}
	if tbl.Alias != nil {
		left.name = tbl.Alias.Name
	}
	for _, col := range def.Columns {
		left.cols[strings.ToLower(col.Name)] = true
	}

	var subs []*arraySub
	var itemSubs [][]*arraySub
	grouped := s.GroupBy != nil || s.Having != nil || hasAggregate(s.Items)
	for _, it := range s.Items {
		found := left.find(it.Expr)
		if len(found) > 0 && (grouped || it.Alias == nil) {
			return q
		}
		itemSubs = append(itemSubs, found)
		subs = append(subs, found...)
	}
	whereSubs := left.find(s.Where)
	subs = append(subs, whereSubs...)
	// ORDER BY reads the lateral's column, as the select list does, when
	// it sorts the rows of the FROM clause: not groups, nor DISTINCT rows
	// (whose ORDER BY reads the select list's values), and when it reads
	// no column of a query around it either.
	var orderSubs [][]*arraySub
	if !grouped && !s.Distinct && len(s.DistinctOn) == 0 && !correlatedOrder(c, s, q.OrderBy) {
		for _, o := range q.OrderBy {
			found := left.find(o.Expr)
			orderSubs = append(orderSubs, found)
			subs = append(subs, found...)
		}
	}
	if len(subs) == 0 || !mergeArraySubs(subs) {
		return q
	}

	// The lateral: one column per distinct item.
	sp := subs[0].at.SpanOf()
	alias := c.Fresh("s")
	alias.Span = sp
	sharedWhere := true
	for _, a := range subs[1:] {
		sharedWhere = sharedWhere && sameOrNil(a.where, subs[0].where)
	}
	var items []*ast.SelectItem
	for i, a := range subs {
		if !sharedWhere && a.where != nil {
			a.item = withFilter(a.item, a.where)
		}
		for _, b := range subs[:i] {
			if ast.SameExpr(a.item, b.item, ast.IdentFoldUnquoted) {
				a.col = b.col
				break
			}
		}
		if a.col.Name == "" {
			a.col = c.Fresh("v")
			a.col.Span = sp
			col := a.col
			items = append(items, &ast.SelectItem{Span: a.item.SpanOf(), Expr: a.item, Alias: &col})
		}
	}
	first := subs[0].sel
	sel := &ast.Select{Span: first.Span, Items: items, From: []ast.TableExpr{subs[0].u}}
	if sharedWhere {
		sel.Where = subs[0].where
	}
	lat := &ast.Lateral{Span: sp, Input: tbl, Outer: true, Alias: &ast.Alias{Span: sp, Name: alias},
		Gens: []*ast.Generator{{Span: sp, Kind: ast.GenSubquery, Query: &ast.Query{Span: sp, Body: sel}}}}

	// The reads of its columns.
	repl := map[ast.Expr]*arraySub{}
	for _, a := range subs {
		repl[a.at] = a
	}
	replace := func(e ast.Expr) ast.Expr {
		if e == nil {
			return nil
		}
		return ast.RewriteExpr(e, func(n ast.Node) ast.Node {
			if x, ok := n.(ast.Expr); ok {
				if a := repl[x]; a != nil {
					return a.wrap(colRef(alias, a.col, x.SpanOf()))
				}
			}
			return n
		})
	}
	ns := *s
	ns.From = []ast.TableExpr{lat}
	ns.Items = make([]*ast.SelectItem, len(s.Items))
	for i, it := range s.Items {
		ns.Items[i] = it
		if st, ok := it.Expr.(*ast.Star); ok && len(st.Table) == 0 {
			// * is the table's columns, not the lateral's too
			ni := *it
			ni.Expr = &ast.Star{Span: st.Span, Table: ast.QName{left.name}}
			ns.Items[i] = &ni
		}
		if len(itemSubs[i]) > 0 {
			ni := *it
			ni.Expr = replace(it.Expr)
			ns.Items[i] = &ni
		}
	}
	if len(whereSubs) > 0 {
		ns.Where = replace(s.Where)
	}
	nq := *q
	nq.Body = &ns
	if len(orderSubs) > 0 {
		nq.OrderBy = append([]*ast.OrderItem(nil), q.OrderBy...)
		for i, found := range orderSubs {
			if len(found) > 0 {
				no := *q.OrderBy[i]
				no.Expr = replace(no.Expr)
				nq.OrderBy[i] = &no
			}
		}
	}

	// Tried on the pass that lowers the lateral next.
	restore := c.trial()
	n0 := len(c.Diags.Errors())
	var out *ast.Query
	if c.Target.Family == "hive" {
		out = (&decorrelator{c: c, ctes: ctes}).query(c, &nq)
	} else {
		out = snowflakeLateralIn(c, ctes, &nq)
	}
	took := out != &nq && len(c.Diags.Errors()) == n0
	restore()
	if !took {
		return q
	}
	c.Fire(passOuterSubquery)
	return &nq
}

// correlatedOrder: the ORDER BY of a query whose body is s reads a column
// of a query around it (correlatedSelect, on s's FROM).
func correlatedOrder(c *Context, s *ast.Select, order []*ast.OrderItem) bool {
	if len(order) == 0 {
		return false
	}
	o := &ast.Select{Span: s.Span, From: s.From}
	for _, it := range order {
		o.Items = append(o.Items, &ast.SelectItem{Span: it.Span, Expr: it.Expr})
	}
	return correlatedSelect(c, o)
}

// trial saves what a pass tried and given up changes in c (diagnostics,
// fired passes, fresh names); the function it returns restores it.
func (c *Context) trial() func() {
	c.reserveNow()
	n, fired, next, used := len(*c.Diags), maps.Clone(c.fired), c.next, maps.Clone(c.used)
	return func() {
		*c.Diags = (*c.Diags)[:n]
		c.fired, c.next, c.used = fired, next, used
	}
}

// find lists the subqueries of e the pass takes (see passOuterSubquery),
// outside nested queries and lambdas; under CASE and the conditional
// functions, only those that cannot fail (unfailing).
func (l outerLeft) find(e ast.Expr) []*arraySub {
	if e == nil {
		return nil
	}
	var out []*arraySub
	var entered []bool // per node walked into: whether it is lazy
	lazy := 0          // lazy nodes around
	ast.Inspect(e, func(n ast.Node) bool {
		if n == nil {
			if entered[len(entered)-1] {
				lazy--
			}
			entered = entered[:len(entered)-1]
			return false
		}
		isLazy := false
		switch x := n.(type) {
		case *ast.Query, *ast.Lambda, *ast.ArrayQuery, *ast.Quantified:
			return false
		case *ast.Case:
			isLazy = true
		case *ast.Func:
			isLazy = lazyArgs[strings.ToLower(x.Name.Last().Name)]
		case *ast.Subquery:
			if a := l.scalar(x, x.Query, lazy > 0); a != nil {
				out = append(out, a)
			}
			return false
		case *ast.Exists:
			if a := l.exists(x, lazy > 0); a != nil {
				out = append(out, a)
			}
			return false
		case *ast.InSubquery:
			if a := l.in(x, lazy > 0); a != nil {
				out = append(out, a)
			}
			return false
		}
		if isLazy {
			lazy++
		}
		entered = append(entered, isLazy)
		return true
	})
	return out
}

// lazyArgs are the functions whose arguments the source may leave
// unevaluated.
var lazyArgs = map[string]bool{"coalesce": true, "if": true, "iff": true, "nvl": true, "nvl2": true,
	"ifnull": true, "decode": true, "nullif": true}

// unnestOnly: q is one SELECT whose only FROM item is UNNEST of an
// expression reading a column of the table l, without the clauses that
// would change its rows (see passOuterSubquery).
func (l outerLeft) unnestOnly(q *ast.Query) (*ast.Select, *ast.Lateral, bool) {
	sel, ok := q.Body.(*ast.Select)
	if !ok || q.With != nil || len(q.OrderBy) > 0 || q.Limit != nil || q.Offset != nil ||
		len(q.SortBy) > 0 || len(q.DistributeBy) > 0 || len(q.ClusterBy) > 0 {
		return nil, nil, false
	}
	if sel.Distinct || len(sel.DistinctOn) > 0 || sel.AsStruct || sel.GroupBy != nil || sel.Having != nil ||
		len(sel.Windows) > 0 || hasWindow(sel.Items) || sel.Qualify != nil || len(sel.LateralViews) > 0 || len(sel.From) != 1 {
		return nil, nil, false
	}
	u, ok := sel.From[0].(*ast.Lateral)
	if !ok || u.Input != nil || len(u.Gens) != 1 || u.Outer || u.On != nil || u.Alias == nil {
		return nil, nil, false
	}
	g := u.Gens[0]
	if g.Kind != ast.GenUnnest || g.Expand || len(g.Args) != 1 || strings.EqualFold(u.Alias.Name.Name, l.name.Name) {
		return nil, nil, false
	}
	own := map[string]bool{}
	for _, ci := range lateralCols(u) {
		own[strings.ToLower(ci.Name)] = true
	}
	reads := false
	ast.Inspect(g.Args[0], func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query, *ast.Lambda:
			return false
		case *ast.ColumnRef:
			if len(x.Name) >= 2 && strings.EqualFold(x.Name[0].Name, l.name.Name) ||
				len(x.Name) == 1 && l.cols[strings.ToLower(x.Name[0].Name)] && !own[strings.ToLower(x.Name[0].Name)] {
				reads = true
			}
		}
		return !reads
	})
	if !reads {
		return nil, nil, false
	}
	// The argument with its bare columns of the table qualified, so that
	// unnest(arr) and unnest(t.arr) are one array (mergeArraySubs).
	qualified := false
	arg := ast.RewriteExpr(ast.Clone(g.Args[0]), func(n ast.Node) ast.Node {
		x, ok := n.(*ast.ColumnRef)
		if !ok || len(x.Name) != 1 || !l.cols[strings.ToLower(x.Name[0].Name)] || own[strings.ToLower(x.Name[0].Name)] {
			return n
		}
		qualified = true
		return colRef(l.name, x.Name[0], x.Span)
	})
	if qualified {
		ng := *g
		ng.Args = []ast.Expr{arg}
		nu := *u
		nu.Gens = []*ast.Generator{&ng}
		u = &nu
	}
	return sel, u, true
}

// scalar takes the scalar subquery at (q its query): one item holding an
// aggregate of the subquery.
func (l outerLeft) scalar(at ast.Expr, q *ast.Query, lazy bool) *arraySub {
	sel, u, ok := l.unnestOnly(q)
	if !ok || len(sel.Items) != 1 || !plainItem(sel.Items[0]) || !hasAggregate(sel.Items[:1]) {
		return nil
	}
	if lazy && !l.unfailing(sel, u, nil, sel.Items[0].Expr, true) {
		return nil
	}
	return &arraySub{at: at, sel: sel, u: u, wrap: func(e ast.Expr) ast.Expr { return e }}
}

// exists takes EXISTS (q) as (SELECT count(*) ...) > 0.
func (l outerLeft) exists(x *ast.Exists, lazy bool) *arraySub {
	sel, u, ok := l.unnestOnly(x.Query)
	if !ok || lazy && !l.unfailing(sel, u, nil, nil, false) {
		return nil
	}
	for _, it := range sel.Items {
		switch it.Expr.(type) {
		case *ast.Literal, *ast.ColumnRef, *ast.Star:
		default:
			return nil
		}
	}
	sp := x.Span
	ns := *sel
	ns.Items = []*ast.SelectItem{{Span: sp, Expr: &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "count"}}, Star: true}}}
	return &arraySub{at: x, sel: &ns, u: u, wrap: func(e ast.Expr) ast.Expr {
		return &ast.Binary{Span: sp, Op: ast.OpGt, L: e, R: intLit(sp, 0)}
	}}
}

// in takes x [NOT] IN (q).
func (l outerLeft) in(x *ast.InSubquery, lazy bool) *arraySub {
	sel, u, ok := l.unnestOnly(x.Query)
	if !ok || len(sel.Items) != 1 || !plainItem(sel.Items[0]) {
		return nil
	}
	if lazy && !l.unfailing(sel, u, x.X, sel.Items[0].Expr, hasAggregate(sel.Items[:1])) {
		return nil
	}
	sp := x.Span
	not := func(e ast.Expr) ast.Expr {
		if x.Not {
			return &ast.Unary{Span: sp, Op: ast.OpNot, X: e}
		}
		return e
	}
	if hasAggregate(sel.Items[:1]) {
		// One row r: x IN {r} is x = r.
		return &arraySub{at: x, sel: sel, u: u, wrap: func(e ast.Expr) ast.Expr {
			return not(&ast.Binary{Span: sp, Op: ast.OpEq, L: x.X, R: e})
		}}
	}
	// x read per element: a literal, or a column of the table, qualified
	// so that no element column takes its name.
	var lhs ast.Expr
	switch v := x.X.(type) {
	case *ast.Literal:
		lhs = v
	case *ast.ColumnRef:
		switch {
		case len(v.Name) == 1 && l.cols[strings.ToLower(v.Name[0].Name)]:
			lhs = colRef(l.name, v.Name[0], v.Span)
		case len(v.Name) == 2 && strings.EqualFold(v.Name[0].Name, l.name.Name) && l.cols[strings.ToLower(v.Name[1].Name)]:
			lhs = v
		}
	}
	if lhs == nil {
		return nil
	}
	eq := func() ast.Expr {
		return &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(lhs), R: ast.Clone(sel.Items[0].Expr)}
	}
	count := func(filter ast.Expr) ast.Expr {
		return &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "count"}}, Star: true, Filter: filter}
	}
	item := &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: &ast.Binary{Span: sp, Op: ast.OpGt, L: count(eq()), R: intLit(sp, 0)}, Result: trueLit(sp)},
		{Span: sp, Cond: &ast.Binary{Span: sp, Op: ast.OpEq, L: count(&ast.IsNull{Span: sp, X: eq()}), R: intLit(sp, 0)},
			Result: &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}},
	}}
	ns := *sel
	ns.Items = []*ast.SelectItem{{Span: sp, Expr: item}}
	return &arraySub{at: x, sel: &ns, u: u, wrap: not}
}

// plainItem: it is one expression, without nested queries or lambdas
// (which the decorrelation does not take).
func plainItem(it *ast.SelectItem) bool {
	if _, star := it.Expr.(*ast.Star); star || len(it.Aliases) > 0 {
		return false
	}
	at, _ := unsupported(it.Expr)
	return at == nil
}

// mergeArraySubs sets each subquery's item and where, read under the names
// of the first one's UNNEST; false when some UNNEST differs from the first
// or a name would be captured.
func mergeArraySubs(subs []*arraySub) bool {
	base := subs[0].u
	for _, a := range subs {
		item, where := a.sel.Items[0].Expr, a.sel.Where
		if where != nil {
			if at, _ := unsupported(where); at != nil {
				return false
			}
		}
		if a.u != base {
			r, ok := renamer(a.u, base)
			if !ok {
				return false
			}
			if item, ok = r(item); !ok {
				return false
			}
			if where != nil {
				if where, ok = r(where); !ok {
					return false
				}
			}
		}
		a.item, a.where = item, where
	}
	return true
}

// renamer rewrites the names of u's columns in an expression of its
// subquery into base's, when u unnests what base does; ok is false when
// it does not, or when a name would be captured by base's names.
func renamer(u, base *ast.Lateral) (func(ast.Expr) (ast.Expr, bool), bool) {
	g, bg := u.Gens[0], base.Gens[0]
	if g.Collection != bg.Collection || !ast.SameExpr(g.Args[0], bg.Args[0], ast.IdentFoldUnquoted) ||
		len(u.Alias.Columns) != len(base.Alias.Columns) || (u.Ordinality == nil) != (base.Ordinality == nil) {
		return nil, false
	}
	cols := map[string]ast.Ident{} // u's column -> base's
	for i, n := range u.Alias.Columns {
		cols[strings.ToLower(n.Name)] = base.Alias.Columns[i]
	}
	if o := u.Ordinality; o != nil {
		bo := base.Ordinality
		if o.Base != bo.Base || o.First != bo.First {
			return nil, false
		}
		cols[strings.ToLower(o.Name.Name)] = bo.Name
	}
	baseNames := map[string]bool{strings.ToLower(base.Alias.Name.Name): true}
	for _, ci := range lateralCols(base) {
		baseNames[strings.ToLower(ci.Name)] = true
	}
	alias := u.Alias.Name.Name
	return func(e ast.Expr) (ast.Expr, bool) {
		ok := true
		out := ast.RewriteExpr(e, func(n ast.Node) ast.Node {
			x, isCol := n.(*ast.ColumnRef)
			if !isCol {
				return n
			}
			name := append(ast.QName(nil), x.Name...)
			n0 := strings.ToLower(name[0].Name)
			switch b, isOwn := cols[n0]; {
			case len(name) >= 2 && strings.EqualFold(name[0].Name, alias):
				bc, isCol := cols[strings.ToLower(name[1].Name)]
				if !isCol {
					ok = false
					return n
				}
				name[0], name[1] = base.Alias.Name, bc
			case isOwn:
				name[0] = b
			case baseNames[n0]:
				ok = false // another name, which base's would take
				return n
			default:
				return n
			}
			nx := *x
			nx.Name = name
			return &nx
		})
		return out, ok
	}, true
}

// withFilter adds cond to the FILTER of every aggregate of e.
func withFilter(e, cond ast.Expr) ast.Expr {
	return ast.RewriteExpr(e, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok || !isAgg(f) {
			return n
		}
		nf := *f
		nf.Filter = and(ast.Clone(cond), f.Filter)
		return &nf
	})
}

func sameOrNil(a, b ast.Expr) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return ast.SameExpr(a, b, ast.IdentFoldUnquoted)
}
