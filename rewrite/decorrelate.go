package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
	"github.com/lateral-sql/lateral/diag"
)

// passDecorrelate rewrites, for Hive, Spark and Doris, a LATERAL subquery
// that aggregates the elements of an array of the left row (T10):
//
//	FROM t [CROSS JOIN | , | LEFT JOIN] LATERAL
//	  (SELECT agg(u.x) AS a, ... FROM UNNEST(t.arr) [WITH ORDINALITY] AS u(x[, n]) [WHERE cond]) AS s [ON TRUE]
//
// yields exactly one row per row of t, even when the array is empty or
// NULL (an aggregate over no rows: NULL, count 0). Hive has no LATERAL
// subqueries, and Spark's are not assured over generated rows, so the
// subquery becomes window aggregates over the array exploded with LATERAL
// VIEW OUTER posexplode, partitioned by a number that identifies the left
// row (row_number over the table, so identical rows stay apart), keeping
// one row per left row:
//
//	(SELECT _d.<cols of t>, _d._a1 ... FROM
//	  (SELECT t.<cols>, agg(CASE WHEN u._pos IS NOT NULL AND cond THEN u.x END)
//	            OVER (PARTITION BY t._rid) AS _a1, ..., u._pos AS _p
//	   FROM (SELECT t.*, row_number() OVER (ORDER BY t.<col>) AS _rid FROM t) AS t
//	   LATERAL VIEW OUTER posexplode(t.arr) u AS _pos, x) AS _d
//	 WHERE _d._p IS NULL OR _d._p = 0) AS t
//
// The position is NULL only on the row OUTER adds for an empty or NULL
// array, so the guard `_pos IS NOT NULL` keeps that row out of every
// aggregate (count(*) counts the guarded rows, and still counts NULL
// elements), and the subquery's WHERE moves into the same guard. The
// outer query reads s.a as t._a1. Any other shape is refused (T050), and
// so is, for Hive, a lateral in a subquery that reads the query around it:
// Hive takes no window in a correlated subquery (correlatedSelect).
//
// Doris has no LATERAL VIEW OUTER; the lowering spells the exploded
// lateral with posexplode_outer, which Doris documents from 2.1 on (the
// version lateral's Doris posexplode already assumes): positions 0 .. n-1
// with each element, a NULL element keeping its position, and for an
// empty or NULL array one row whose position and element are both NULL
// (Doris documentation, table functions: posexplode, posexplode_outer).
// The position tells that row apart from a NULL element exactly, as in
// Hive.
//
// bool_and and bool_or print as aggregates each target documents as
// window functions. Hive has MIN and MAX with OVER (Hive LanguageManual
// WindowingAndAnalytics), of any type but maps (HIVE-149): min and max of
// the boolean. Spark has bool_and and bool_or, which take OVER like its
// other aggregates. Doris 2.1 takes AVG, COUNT, MAX, MIN, SUM "and all
// aggregate functions" with OVER (Doris 2.1 documentation, SQL functions,
// window functions: OVERVIEW) but documents no bool_and or bool_or: min or
// max of CASE p WHEN TRUE THEN 1 WHEN FALSE THEN 0 END, compared to 1 (the
// dialects' function table). Spark has no DISTINCT window aggregates and
// Doris documents none, so count(DISTINCT x) is the size of the set
// collect_set gathers: size(collect_set(...) OVER ...) in Hive and Spark,
// coalesce(array_size(collect_set(...) OVER ...), 0) in Doris (Doris
// documentation: COLLECT_SET, the distinct non-NULL values; ARRAY_SIZE).
const passDecorrelate = "decorrelate"

// decorrelate runs the pass over every query of a statement whose WITH
// names are ctes.
func decorrelate(c *Context, s ast.Stmt, ctes map[string]bool) ast.Stmt {
	if c.Target.Family != "hive" {
		return s
	}
	d := &decorrelator{c: c, ctes: ctes}
	return lowerWith(c, queryPass{passDecorrelate, d.query}, s)
}

type decorrelator struct {
	c    *Context
	ctes map[string]bool // names the statement's WITH clauses define
	cur  *ast.Lateral    // the lateral being decorrelated
}

// decorrelated is what one LATERAL subquery became.
type decorrelated struct {
	table ast.TableExpr     // the derived table standing for the left table and s
	subs  []subst           // s.col -> left._aN, s.* and left.* expanded
	star  []*ast.SelectItem // what a bare * stands for
}

func (d *decorrelator) query(c *Context, q *ast.Query) *ast.Query {
	s, ok := q.Body.(*ast.Select)
	if !ok || !hasLateral(s.From) {
		return q
	}
	var done []*decorrelated
	failed := false
	from := make([]ast.TableExpr, len(s.From))
	for i, item := range s.From {
		from[i] = d.item(item, &done, &failed)
	}
	if failed || len(done) == 0 {
		return q
	}
	if c.Target.Name == "hive" && correlatedSelect(c, s) {
		// Hive: "Correlated subqueries cannot contain windowing clauses"
		// (Cloudera Runtime 7.2 documentation, Hive subquery
		// restrictions), and the decorrelated form is windows.
		for _, l := range fromLaterals(s.From) { // outer_generator.go
			if decorrelates(l) {
				d.cur = l
				break
			}
		}
		d.refuse("inside a subquery that reads the query around it, Hive takes no window, which the decorrelated form is")
		return q
	}
	ns := *s
	ns.From = from
	var subs []subst
	for _, x := range done {
		subs = append(subs, x.subs...)
	}
	if len(done) == 1 && len(from) == 1 && from[0] == done[0].table {
		// A bare * reads the left table's columns, then the subquery's.
		ns.Items = nil
		for _, it := range s.Items {
			if st, ok := it.Expr.(*ast.Star); ok && len(st.Table) == 0 {
				for _, r := range done[0].star {
					ns.Items = append(ns.Items, ast.Clone(r))
				}
				continue
			}
			ns.Items = append(ns.Items, it)
		}
	}
	if d.nestedBare(q, s, subs) {
		return q
	}
	c.Fire(passDecorrelate)
	nq := *q
	nq.Body = &ns
	return c.applySubst(&nq, &ns, subs)
}

// nestedBare refuses, at the name, a bare name of a decorrelated
// subquery's column inside a nested query or lambda of q (whose body is
// s) that no relation on the way binds (nestedBareReads): it reads the
// subquery's column, which applySubst rewrites in q's own scope only. It
// reports whether it refused.
func (d *decorrelator) nestedBare(q *ast.Query, s *ast.Select, subs []subst) bool {
	cols := map[string]map[string]bool{} // alias -> its columns read by bare name
	for _, sb := range subs {
		if sb.expr != nil && !sb.qualifiedOnly {
			if cols[sb.alias] == nil {
				cols[sb.alias] = map[string]bool{}
			}
			cols[sb.alias][sb.col] = true
		}
	}
	w := bareWalker(d.c, d.ctes)
	for alias, names := range cols {
		isCol := func(n ast.Node) (*ast.ColumnRef, bool) {
			cr, ok := n.(*ast.ColumnRef)
			return cr, ok && len(cr.Name) == 1 && names[strings.ToLower(cr.Name[0].Name)]
		}
		if r := nestedBareReads(w, q, s, isCol, alias); len(r) > 0 {
			x := r[0].x
			d.c.Refuse("T050", x, "qualify it: "+alias+"."+x.Name[0].Name,
				"a LATERAL subquery cannot be expressed exactly in %s: its column %s is read by its bare name inside a nested query",
				d.c.Target.Name, x.Name[0].Name)
			return true
		}
	}
	return false
}

// item replaces, in a FROM tree, every LATERAL subquery it can decorrelate.
func (d *decorrelator) item(t ast.TableExpr, done *[]*decorrelated, failed *bool) ast.TableExpr {
	switch x := t.(type) {
	case *ast.Join:
		l := d.item(x.Left, done, failed)
		r := d.item(x.Right, done, failed)
		if l == x.Left && r == x.Right {
			return x
		}
		return joinOf(x, l, r)
	case *ast.Lateral:
		nl := x
		if x.Input != nil {
			if in := d.item(x.Input, done, failed); in != x.Input {
				cp := *x
				cp.Input = in
				nl = &cp
			}
		}
		if !decorrelates(nl) {
			return nl
		}
		dc := d.lateral(nl)
		if dc == nil {
			*failed = true
			return nl
		}
		*done = append(*done, dc)
		return dc.table
	}
	return t
}

// decorrelates reports whether the pass takes l (and decorrelates it or
// refuses): a LATERAL subquery that holds a generator (UNNEST, a LATERAL
// VIEW, a table function), in its FROM or in a nested query.
func decorrelates(l *ast.Lateral) bool {
	return len(l.Gens) == 1 && l.Gens[0].Kind == ast.GenSubquery && l.Gens[0].Query != nil && generates(l.Gens[0].Query)
}

// refuse reports the lateral being decorrelated as outside the shape,
// the message saying which part is at fault.
func (d *decorrelator) refuse(why string, args ...any) *decorrelated {
	return d.refuseAt(d.cur, why, args...)
}

// refuseAt is refuse at the node at fault inside the subquery.
func (d *decorrelator) refuseAt(n ast.Node, why string, args ...any) *decorrelated {
	d.c.Refuse("T050", n, "write the subquery as aggregates over UNNEST of an array of the left table, "+
		"with the left side one table of known columns (--schema), or run it on PostgreSQL, DuckDB or Trino",
		"a LATERAL subquery cannot be expressed exactly in %s: "+why, append([]any{d.c.Target.Name}, args...)...)
	return nil
}

// unsupported finds, before any name is resolved, the first node of e
// the decorrelated form cannot hold: a nested subquery (whose names are
// its own, not the element's or the left table's), or a lambda (whose
// parameters are not columns). It returns the node to point at and what
// it is.
func unsupported(e ast.Expr) (ast.Node, string) {
	var at ast.Node
	var what string
	ast.Inspect(e, func(n ast.Node) bool {
		if at != nil {
			return false
		}
		switch x := n.(type) {
		case *ast.Subquery:
			at, what = x, "a scalar subquery"
		case *ast.Exists:
			at, what = x, "an EXISTS subquery"
		case *ast.ArrayQuery:
			at, what = x, "an ARRAY subquery"
		case *ast.InSubquery:
			at, what = x.Query, "an IN subquery"
		case *ast.Quantified:
			if x.Query != nil {
				at, what = x.Query, "an ANY/ALL subquery"
			}
		case *ast.Lambda:
			at, what = x, "a lambda"
		}
		return at == nil
	})
	return at, what
}

// lateral decorrelates one LATERAL subquery, or refuses it.
func (d *decorrelator) lateral(l *ast.Lateral) *decorrelated {
	c := d.c
	sp := l.Span
	d.cur = l
	if l.On != nil && l.Outer {
		return d.refuse("the LEFT join has a condition other than TRUE")
	}
	if l.On != nil {
		return d.refuse("the join has a condition (move it to WHERE)")
	}
	tbl, ok := l.Input.(*ast.Table)
	if !ok {
		return d.refuse("the left side is not one table")
	}
	if tbl.Alias != nil && len(tbl.Alias.Columns) > 0 {
		return d.refuse("the left table renames its columns")
	}
	if d.ctes[strings.ToLower(tbl.Name.Last().Name)] && len(tbl.Name) == 1 {
		return d.refuse("the left side %s is a WITH query, whose columns are not known", exprName(&ast.ColumnRef{Name: tbl.Name}))
	}
	def := c.Schema.Table(tbl.Name)
	if def == nil || len(def.Columns) == 0 {
		return d.refuse("the columns of %s are not known (give them with --schema or a CREATE TABLE)", exprName(&ast.ColumnRef{Name: tbl.Name}))
	}
	left := tbl.Name.Last()
	if tbl.Alias != nil {
		left = tbl.Alias.Name
	}
	left.Span = sp
	leftCols := map[string]bool{}
	for _, col := range def.Columns {
		leftCols[strings.ToLower(col.Name)] = true
	}

	q := l.Gens[0].Query
	sel, ok := q.Body.(*ast.Select)
	switch {
	case !ok:
		return d.refuse("the subquery is not one SELECT")
	case q.With != nil || len(q.OrderBy) > 0 || q.Limit != nil || q.Offset != nil ||
		len(q.SortBy) > 0 || len(q.DistributeBy) > 0 || len(q.ClusterBy) > 0:
		return d.refuse("the subquery has WITH, ORDER BY or LIMIT")
	case sel.Distinct || len(sel.DistinctOn) > 0 || sel.GroupBy != nil || sel.Having != nil ||
		len(sel.Windows) > 0 || sel.Qualify != nil || len(sel.LateralViews) > 0:
		return d.refuse("the subquery has DISTINCT, GROUP BY, HAVING or a window")
	case len(sel.From) != 1:
		return d.refuse("the subquery reads more than one UNNEST")
	}
	u, ok := sel.From[0].(*ast.Lateral)
	if !ok || u.Input != nil || len(u.Gens) != 1 || u.Outer || u.On != nil {
		return d.refuse("the subquery reads more than one UNNEST")
	}
	ug := u.Gens[0]
	switch {
	case ug.Kind != ast.GenUnnest || ug.Expand:
		return d.refuse("the subquery reads something other than the elements of an array")
	case ug.Collection != ast.CollArray:
		return d.refuse("%s is not known to be an array (give its type with --schema)", exprName(ug.Args[0]))
	case u.Ordinality != nil && u.Ordinality.Base != 0 && u.Ordinality.Base != 1:
		return d.refuse("the positions have base %d", u.Ordinality.Base)
	}
	uName := u.Alias.Name
	if strings.EqualFold(uName.Name, left.Name) {
		return d.refuse("the UNNEST has the left table's name %s", left.Name)
	}
	uCols := map[string]bool{}
	for _, ci := range lateralCols(u) {
		uCols[strings.ToLower(ci.Name)] = true
	}

	// Every name inside reads u or the left table: qualify it, since both
	// stand at one level once decorrelated (inside, u's names come first).
	// What the form cannot hold (a nested subquery, a lambda) is looked
	// for first, so that the refusal names it rather than a name inside it.
	var bad ast.Node // what was refused
	// col.field reads a field of a struct column in DuckDB, Trino, Spark
	// and Hive; PostgreSQL reads it as table.column only.
	colField := d.c.Source.Name != "postgres"
	qualify := func(e ast.Expr) ast.Expr {
		if e == nil || bad != nil {
			return e
		}
		if at, what := unsupported(e); at != nil {
			bad = at
			d.refuseAt(at, "the subquery holds %s, which is not decorrelated", what)
			return e
		}
		return ast.RewriteExpr(e, func(n ast.Node) ast.Node {
			x, ok := n.(*ast.ColumnRef)
			if !ok {
				return n
			}
			col := strings.ToLower(x.Name.Last().Name)
			var owner ast.Ident
			rest := x.Name[1:] // the column and its fields, after the owner
			switch len(x.Name) {
			case 1:
				rest = x.Name
				switch {
				case uCols[col]:
					owner = uName
				case leftCols[col]:
					owner = left
				}
			default:
				// rel.col, or rel.col.field of a struct column; the
				// relation names come first, as in every dialect.
				qual, c1 := x.Name[0].Name, strings.ToLower(x.Name[1].Name)
				q0 := strings.ToLower(qual)
				switch {
				case strings.EqualFold(qual, uName.Name):
					if uCols[c1] {
						owner = uName
					}
				case strings.EqualFold(qual, left.Name):
					if leftCols[c1] {
						owner = left
					}
				case colField && uCols[q0]:
					// col.field of an element column
					owner, rest = uName, x.Name
				case colField && leftCols[q0]:
					owner, rest = left, x.Name
				}
			}
			if owner.Name == "" {
				if bad == nil {
					bad = x
					d.refuse("it reads %s, which is neither an element nor a column of the left table", exprName(x))
				}
				return n
			}
			out := colRef(owner, rest[0], x.Span)
			out.Name = append(out.Name, rest[1:]...)
			return out
		})
	}
	arr := qualify(ug.Args[0])
	if bad == nil && refersTo(arr, uName) {
		bad = ug
		d.refuse("the array reads the UNNEST itself")
	}
	cond := qualify(sel.Where)
	if bad != nil {
		return nil
	}

	// Fresh names, unused by the statement and by the left table.
	fresh := func(prefix string) ast.Ident {
		for {
			id := c.Fresh(prefix)
			if !leftCols[strings.ToLower(id.Name)] {
				id.Span = sp
				return id
			}
		}
	}
	rid := fresh("rid")
	ord := u.Ordinality
	if ord == nil {
		ord = &ast.Ordinality{Span: u.Span, Base: 0, First: true, Name: fresh("pos")}
	}
	pos := colRef(uName, ord.Name, sp)
	guard := ast.Expr(&ast.IsNull{Span: sp, X: pos, Not: true})
	if cond != nil {
		guard = and(guard, cond)
	}
	over := func() *ast.WindowSpec {
		return &ast.WindowSpec{Span: sp, PartitionBy: []ast.Expr{colRef(left, rid, sp)}}
	}

	// The subquery's columns, each a window aggregate.
	names := l.Alias.Columns
	if len(names) > 0 && len(names) != len(sel.Items) {
		return d.refuse("the alias names %d columns of %d", len(names), len(sel.Items))
	}
	var aggItems, outItems, dItems, starItems []*ast.SelectItem
	var aggNames []ast.Ident
	var subs []subst
	sAlias := strings.ToLower(l.Alias.Name.Name)
	anyAgg := false
	for i, it := range sel.Items {
		var name ast.Ident
		switch {
		case len(names) > 0:
			name = names[i]
		case it.Alias != nil:
			name = *it.Alias
		default:
			cr, ok := it.Expr.(*ast.ColumnRef)
			if !ok {
				return d.refuse("the column has no name (name it with AS)")
			}
			name = cr.Name.Last()
		}
		if _, ok := it.Expr.(*ast.Star); ok || len(it.Aliases) > 0 {
			return d.refuse("the subquery selects *")
		}
		qe := qualify(it.Expr)
		if bad != nil {
			return nil
		}
		e, agg := d.windowed(qe, guard, over, uName)
		if e == nil {
			return nil
		}
		anyAgg = anyAgg || agg
		a := fresh("a")
		aggItems = append(aggItems, &ast.SelectItem{Span: it.Span, Expr: e, Alias: &a})
		aggNames = append(aggNames, a)
		out := colRef(left, a, sp)
		subs = append(subs, subst{alias: sAlias, col: strings.ToLower(name.Name), expr: out})
		n := name
		starItems = append(starItems, &ast.SelectItem{Span: sp, Expr: ast.Clone(out), Alias: &n})
	}
	if !anyAgg {
		return d.refuse("the subquery is not an aggregate (its row count would vary)")
	}

	// The left row's identity: row_number over any order of a column
	// that can be ordered (Spark requires an ORDER BY; any order gives
	// each row its own number).
	var orderCol *ast.Ident
	for _, col := range def.Columns {
		if col.Type != nil && orderable(col.Type.Kind) {
			id := ast.Ident{Span: sp, Name: col.Name}
			orderCol = &id
			break
		}
	}
	if orderCol == nil {
		return d.refuse("no column of %s is known to be of an ordered type, to number its rows", left.Name)
	}
	dAlias, p := fresh("d"), fresh("p")
	for _, a := range aggNames {
		dItems = append(dItems, &ast.SelectItem{Span: sp, Expr: colRef(dAlias, a, sp)})
	}
	var leftItems []*ast.SelectItem
	for _, col := range def.Columns {
		id := ast.Ident{Span: sp, Name: col.Name}
		leftItems = append(leftItems, &ast.SelectItem{Span: sp, Expr: colRef(left, id, sp)})
		outItems = append(outItems, &ast.SelectItem{Span: sp, Expr: colRef(dAlias, id, sp)})
	}
	numbered := &ast.Derived{Span: sp, Alias: &ast.Alias{Span: sp, Name: left}, Query: &ast.Query{Span: sp, Body: &ast.Select{Span: sp,
		Items: []*ast.SelectItem{
			{Span: sp, Expr: &ast.Star{Span: sp, Table: ast.QName{left}}},
			{Span: sp, Alias: &rid, Expr: &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "row_number"}},
				Over: &ast.WindowSpec{Span: sp, OrderBy: []*ast.OrderItem{{Span: sp, Expr: colRef(left, *orderCol, sp)}}}}},
		},
		From: []ast.TableExpr{tbl}}}}
	gen := *ug
	gen.Args = []ast.Expr{arr}
	exploded := &ast.Lateral{Span: u.Span, Input: numbered, Gens: []*ast.Generator{&gen}, Outer: true,
		Ordinality: ord, Alias: u.Alias, Types: u.Types}
	wItems := append(append(append([]*ast.SelectItem(nil), leftItems...), aggItems...),
		&ast.SelectItem{Span: sp, Expr: ast.Clone(pos), Alias: &p})
	windowed := &ast.Select{Span: sp, Items: wItems, From: []ast.TableExpr{exploded}}
	dp := colRef(dAlias, p, sp)
	first := &ast.Binary{Span: sp, Op: ast.OpOr, L: &ast.IsNull{Span: sp, X: dp},
		R: &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(dp), R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.Itoa(ord.Base)}}}
	one := &ast.Select{Span: sp, Items: append(outItems, dItems...),
		From:  []ast.TableExpr{&ast.Derived{Span: sp, Query: &ast.Query{Span: sp, Body: windowed}, Alias: &ast.Alias{Span: sp, Name: dAlias}}},
		Where: first}
	table := &ast.Derived{Span: sp, Query: &ast.Query{Span: sp, Body: one}, Alias: &ast.Alias{Span: sp, Name: left}}

	// left.* stays the left table's columns; s.* is the subquery's.
	leftStar := make([]*ast.SelectItem, len(leftItems))
	for i, it := range leftItems {
		leftStar[i] = ast.Clone(it)
	}
	subs = append(subs, subst{alias: strings.ToLower(left.Name), star: leftStar}, subst{alias: sAlias, star: starItems})
	return &decorrelated{table: table, subs: subs, star: append(leftStar, starItems...)}
}

// windowed turns one select item of the subquery into window aggregates
// over the exploded rows; agg reports whether it holds an aggregate. It
// returns nil after refusing.
func (d *decorrelator) windowed(e ast.Expr, guard ast.Expr, over func() *ast.WindowSpec, u ast.Ident) (out ast.Expr, agg bool) {
	refused := false
	// Names of u outside an aggregate are invalid in the source. A window
	// would run over the one aggregated row there, over the elements here.
	// Every name is qualified by now, so a name of u (u.x, or u.x.f of a
	// struct element) is one whose first part is u.
	ast.Inspect(e, func(n ast.Node) bool {
		if refused {
			return false
		}
		switch x := n.(type) {
		case *ast.Func:
			if x.Over != nil {
				d.refuse("the subquery calls the window function %s", x.Name.Last().Name)
				refused = true
			}
			if isAgg(x) {
				return false
			}
			if isQualifiedAgg(x) {
				// pg_catalog.count(*): an aggregate all the same, which
				// would otherwise be read as a scalar of each element.
				d.refuseAt(x, "the aggregate %s is qualified by a schema (write it as %s)",
					exprName(&ast.ColumnRef{Name: x.Name}), x.Name.Last().Name)
				refused = true
			}
		case *ast.ColumnRef:
			if len(x.Name) >= 2 && strings.EqualFold(x.Name[0].Name, u.Name) {
				d.refuse("%s is read outside an aggregate; to list the elements, join the UNNEST itself (CROSS JOIN UNNEST(...), LEFT JOIN UNNEST(...) ON TRUE)", exprName(x))
				refused = true
			}
		}
		return true
	})
	if refused {
		return nil, false
	}
	out = ast.RewriteExpr(e, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if refused || !ok || !isAgg(f) {
			return n
		}
		agg = true
		r := d.aggregate(f, guard, over, u)
		if r == nil {
			refused = true
			return n
		}
		return r
	})
	if refused {
		return nil, false
	}
	return out, agg
}

func isAgg(f *ast.Func) bool {
	if f.Over != nil || len(f.Name) != 1 {
		return false
	}
	name := strings.ToLower(f.Name[0].Name)
	if isAggregateName(name) {
		return true
	}
	cf, ok := catalog.Lookup(name)
	return ok && cf.Kind != catalog.Scalar
}

// isQualifiedAgg: f names an aggregate with a schema (pg_catalog.count),
// which the decorrelation does not take for the aggregate it may be.
func isQualifiedAgg(f *ast.Func) bool {
	return f.Over == nil && len(f.Name) > 1 && isAgg(&ast.Func{Name: f.Name[len(f.Name)-1:]})
}

// aggregate spells one aggregate of the subquery as a window aggregate over
// the guarded elements; nil after refusing.
func (d *decorrelator) aggregate(f *ast.Func, guard ast.Expr, over func() *ast.WindowSpec, u ast.Ident) ast.Expr {
	sp := f.Span
	name := strings.ToLower(f.Name[0].Name)
	if why := windowedAggProblem(f, func(e ast.Expr) bool { return refersTo(e, u) }, decorrelatedDistinct); why != "" {
		d.refuse("%s", why)
		return nil
	}
	g := guard
	if f.Filter != nil {
		g = and(ast.Clone(guard), f.Filter)
	}
	var arg ast.Expr = &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"} // count(*): every guarded row
	if !f.Star {
		arg = f.Args[0]
	}
	guarded := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: ast.Clone(g), Result: arg}}}
	call := func(fn string, x ast.Expr) *ast.Func {
		return &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: fn}}, Args: []ast.Expr{x}}
	}
	if name == "count" && f.Distinct {
		// count(DISTINCT x) counts the distinct non-NULL x: the size of
		// their set, which collect_set gathers (never NULL, [] for none).
		set := call("collect_set", guarded)
		set.Over = over()
		if d.c.Target.Name == "doris" {
			// Doris counts the set with ARRAY_SIZE. Its 2.1 COLLECT_SET
			// page does not say what a group of only NULLs gives (later
			// pages: []), so coalesce makes that 0 either way.
			n := call("array_size", set)
			return &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "coalesce"}},
				Args: []ast.Expr{n, &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}}}
		}
		return call("size", set)
	}
	w := call(f.Name[0].Name, guarded)
	w.Over = over()
	return w
}

// decorrelatedDistinct are the aggregates whose DISTINCT the decorrelation
// spells: min and max are the same without it, and count(DISTINCT x) is
// the size of collect_set (windowedAggs names the aggregates, in
// lateral_aggs.go).
var decorrelatedDistinct = map[string]bool{"count": true, "min": true, "max": true}

// refersTo reports whether e, whose names are all qualified, reads a
// column of the relation named rel: rel.col, or rel.col.field of a struct
// column.
func refersTo(e ast.Expr, rel ast.Ident) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) >= 2 && strings.EqualFold(cr.Name[0].Name, rel.Name) {
			found = true
		}
		return !found
	})
	return found
}

// anyExpr reports whether f holds for any of es.
func anyExpr(es []ast.Expr, f func(ast.Expr) bool) bool {
	for _, e := range es {
		if f(e) {
			return true
		}
	}
	return false
}

// readsColumn reports whether e reads any column.
func readsColumn(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if _, ok := n.(*ast.ColumnRef); ok {
			found = true
		}
		return !found
	})
	return found
}

// orderable: a column of this type can be the ORDER BY of row_number in
// Hive and Spark.
func orderable(k ast.TypeKind) bool {
	return k >= ast.TypeBool && k <= ast.TypeTimestampTZ && k != ast.TypeBinary && k != ast.TypeInterval
}

// refusedAt reports whether an error was already reported within n.
func (c *Context) refusedAt(n ast.Node) bool {
	sp := n.SpanOf()
	for _, d := range *c.Diags {
		if d.Severity == diag.Error && d.Span.Start.Offset >= sp.Start.Offset && d.Span.End.Offset <= sp.End.Offset {
			return true
		}
	}
	return false
}
