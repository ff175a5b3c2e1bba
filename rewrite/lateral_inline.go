package rewrite

import (
	"slices"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
)

// passLateralInline rewrites, for the targets without LATERAL subqueries
// (hive, doris, drill, bigquery, snowflake), a LATERAL subquery without
// FROM,
//
//	FROM t [CROSS JOIN | , | [LEFT | INNER] JOIN ... ON TRUE] LATERAL (SELECT e1 AS a, ...) AS s
//
// which yields exactly one row per left row: a SELECT without FROM yields
// one row, and the join keeps each left row once. So each read of s.a is
// e1 evaluated on the left row, and the lateral is dropped. Only that
// shape: no WHERE, GROUP BY, HAVING, QUALIFY, window, aggregate (one row
// too, but left refused), generator or set-returning function in the
// select list, ORDER BY, LIMIT, OFFSET, set operation or CTE. The reads
// of s's columns are rewritten as for passLateralScalar
// (replaceLateralColumns): the outer query reads them qualified (s.a), in
// its select list, WHERE, GROUP BY, HAVING or ORDER BY, or by a bare name
// that can only be s's column (bareReads), there or inside a nested query
// or lambda none of whose relations (nor those of a query between) has a
// column of that name, as the schema tells (nestedBare). ORDER BY s.a
// becomes the position of the select item s.a when there is one, else e1
// (not in a DISTINCT query, nor for a constant e1, which would be a
// position). A name the moved expression reads must mean the same column
// where it lands: a read inside a nested query or lambda of the outer
// query is refused when that query could capture it (captures, and a
// lambda parameter of the name of a relation e1 reads: lambdaParams), and
// so is a bare name when the outer
// query's FROM holds other items than the lateral's, or when it is also an
// output name of the outer select list. Any other shape is left alone,
// for the target's own lowering to refuse (T050).
//
// The lateral may also be the first FROM item (nothing on its left: its
// one row joins nothing; when it is the only one, the query is left
// without FROM, so only for a plain select list without WHERE, grouping
// or windows), or the input of other LATERAL items (t, LATERAL
// (SELECT e1 AS a) AS s, UNNEST(...) AS u, LATERAL (SELECT ... s.a ...)):
// the reads of s.a in their generators and ON conditions are rewritten
// too, and since their columns are in scope where e1 lands, e1 must then
// read qualified names of relations other than theirs.
//
// GROUP BY s.a becomes GROUP BY e1, and every other read of s.a the same
// e1, so a select item or HAVING that reads s.a matches the grouping
// expression as the target compares them (the same expression in both
// places). Refused there: e1 holding a query or lambda (not a grouping
// expression everywhere), and a GROUP BY key whose e1 is a constant (an
// integer would be read as a position), and a read inside a nested query
// or lambda of the select list or HAVING (the target need not match it to
// the grouping expression there). Anywhere, an e1 that calls a volatile
// function (random()) is refused when read more than once, or inside a
// nested query or lambda: each copy, each row of the nested query, would
// get another value, where the lateral computes one.
//
// The pass runs before decorrelate (Lower), which then sees the laterals
// it takes without a FROM-less one beside or inside them. For Spark, which
// keeps its LATERAL subqueries, it takes only those FROM-less laterals
// that decorrelate would refuse because of them (sparkInline).
const passLateralInline = "lateral_inline"

func lateralInline(c *Context, q *ast.Query) *ast.Query {
	return (&inliner{}).query(c, q)
}

// inliner is the pass over the queries of one statement.
type inliner struct {
	// ctes are the names the statement's WITH clauses define, lower case:
	// a FROM item of such a name need not be the schema's table. When nil
	// (not known), a bare read of a lateral's column is not taken.
	ctes map[string]bool
	// spark: the target keeps its LATERAL subqueries (Spark), and the pass
	// takes only the FROM-less ones that decorrelate would refuse because
	// of them (see sparkInline).
	spark bool
}

// sparkInline is the pass for Spark, which keeps its LATERAL subqueries
// but gets the aggregate ones over UNNEST decorrelated (decorrelate.go).
// The decorrelation takes a lateral whose input is one table and whose
// subquery reads one UNNEST, so it refuses one with a FROM-less lateral
// beneath it (t, LATERAL (SELECT e AS a) AS s, LATERAL (SELECT max(v)
// ... FROM unnest(t.arr) ...) AS m) or among the FROM items of its
// subquery, and a FROM-less lateral that itself holds an UNNEST in a
// nested query. Those FROM-less laterals, and only those, are inlined as
// for the targets without LATERAL subqueries, so what Spark takes today
// keeps its output.
func sparkInline(ctes map[string]bool) queryPass {
	in := &inliner{ctes: ctes, spark: true}
	return queryPass{passLateralInline, in.query}
}

// inlinePass is the pass for the targets without LATERAL subqueries.
func inlinePass(ctes map[string]bool) queryPass {
	in := &inliner{ctes: ctes}
	return queryPass{passLateralInline, in.query}
}

// statementCTEs are the names every WITH clause of s defines, lower case.
func statementCTEs(s ast.Node) map[string]bool {
	ctes := map[string]bool{}
	ast.Inspect(s, func(n ast.Node) bool {
		if cte, ok := n.(*ast.CTE); ok {
			ctes[strings.ToLower(cte.Name.Name)] = true
		}
		return true
	})
	return ctes
}

func (in *inliner) query(c *Context, q *ast.Query) *ast.Query {
	if in.spark {
		q = in.insideDecorrelated(c, q)
	}
	failed := map[ast.Span]bool{}
	for {
		nq, ok := in.inlineOne(c, q, failed)
		if !ok {
			return q
		}
		c.Fire(passLateralInline)
		q = nq
	}
}

// insideDecorrelated inlines, for Spark, the FROM-less laterals among the
// FROM items of the subquery of each lateral of q's FROM that decorrelate
// takes (decorrelates).
func (in *inliner) insideDecorrelated(c *Context, q *ast.Query) *ast.Query {
	s, ok := q.Body.(*ast.Select)
	if !ok {
		return q
	}
	all := &inliner{ctes: in.ctes}
	var visit func(t ast.TableExpr) ast.TableExpr
	visit = func(t ast.TableExpr) ast.TableExpr {
		switch x := t.(type) {
		case *ast.Join:
			l, r := visit(x.Left), visit(x.Right)
			if l == x.Left && r == x.Right {
				return x
			}
			return joinOf(x, l, r)
		case *ast.Lateral:
			nl := *x
			changed := false
			if x.Input != nil {
				nl.Input = visit(x.Input)
				changed = nl.Input != x.Input
			}
			if decorrelates(x) {
				sub := x.Gens[0].Query
				if nsub := all.query(c, sub); nsub != sub {
					g := *x.Gens[0]
					g.Query = nsub
					nl.Gens = []*ast.Generator{&g}
					changed = true
				}
			}
			if !changed {
				return x
			}
			return &nl
		}
		return t
	}
	var from []ast.TableExpr
	for i, t := range s.From {
		if nt := visit(t); nt != t {
			if from == nil {
				from = append([]ast.TableExpr(nil), s.From...)
			}
			from[i] = nt
		}
	}
	if from == nil {
		return q
	}
	ns := *s
	ns.From = from
	nq := *q
	nq.Body = &ns
	return &nq
}

// takes reports whether the pass may inline l, under the LATERAL items
// above it (outermost first): any FROM-less one, but for Spark only one
// beneath a lateral that decorrelate takes, or one that decorrelate would
// take itself (its subquery holds an UNNEST in a nested query).
func (in *inliner) takes(above []*ast.Lateral, l *ast.Lateral) bool {
	if !in.spark || decorrelates(l) {
		return true
	}
	for _, a := range above {
		if decorrelates(a) {
			return true
		}
	}
	return false
}

// inlineOne inlines one lateral of q's body, trying each FROM item's
// LATERAL items outermost first; ok is false when none was taken. The
// laterals tried and not taken are added to failed, and not tried again.
func (in *inliner) inlineOne(c *Context, q *ast.Query, failed map[ast.Span]bool) (*ast.Query, bool) {
	s, ok := q.Body.(*ast.Select)
	if !ok {
		return nil, false
	}
	for i, item := range s.From {
		var above []*ast.Lateral
		for l, ok := item.(*ast.Lateral); ok; l, ok = l.Input.(*ast.Lateral) {
			if !failed[l.Span] && in.takes(above, l) {
				if nq, ok := in.inlineLateral(c, q, s, i, above, l); ok {
					return nq, true
				}
				if l.Span.Start.IsValid() {
					failed[l.Span] = true
				}
			}
			above = append(above, l)
		}
	}
	return nil, false
}

// inlineLateral rewrites the lateral l, FROM item i of s (the body of q)
// or the input of the LATERAL items above (outermost first) that are;
// ok is false, and nothing changed, when l is not of the shape.
func (in *inliner) inlineLateral(c *Context, q *ast.Query, s *ast.Select, i int, above []*ast.Lateral, l *ast.Lateral) (*ast.Query, bool) {
	sel, cols, ok := lateralSelect(l)
	if !ok || len(sel.From) > 0 || sel.Where != nil || !c.plainItems(sel) {
		return nil, false
	}
	if l.Input == nil && len(above) == 0 && len(s.From) == 1 && !fromlessOK(c, s) {
		return nil, false
	}
	alias := l.Alias.Name.Name
	// Bare reads of l's columns become alias.col where that is what they
	// read (bareReads), so that what follows sees every read qualified.
	q, s, above, ok = bareReads(c, in.ctes, q, s, i, above, l, cols)
	if !ok {
		return nil, false
	}
	why := landing(s, i, sel, above)
	nested := nestedReads(s, alias, false)
	// The reads in ORDER BY that do not name a select item: each becomes
	// the expression too (an ORDER BY s.col that is a select item becomes
	// its position, in replaceLateralReads).
	orderReads := map[*ast.ColumnRef]bool{}
	ordering := &ast.Select{}
	for _, o := range q.OrderBy {
		if cr, ok := o.Expr.(*ast.ColumnRef); ok && len(cr.Name) == 2 && strings.EqualFold(cr.Name[0].Name, alias) && itemPosition(s, cr) > 0 {
			continue
		}
		ordering.Items = append(ordering.Items, &ast.SelectItem{Expr: o.Expr})
		ast.Inspect(o.Expr, func(n ast.Node) bool {
			if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) >= 2 && strings.EqualFold(cr.Name[0].Name, alias) {
				orderReads[cr] = true
			}
			return true
		})
	}
	for x, nr := range nestedReads(ordering, alias, false) {
		nested[x] = nr
	}
	// The reads in GROUP BY and HAVING, and which of them are grouping
	// keys (a whole GROUP BY item, or an item of ROLLUP, CUBE or GROUPING
	// SETS).
	inGroup, keys := map[*ast.ColumnRef]bool{}, map[*ast.ColumnRef]bool{}
	grouping := &ast.Select{Where: s.Having}
	if s.GroupBy != nil {
		for _, e := range s.GroupBy.Items {
			grouping.Items = append(grouping.Items, &ast.SelectItem{Expr: e})
			for _, k := range groupKeys(e) {
				if cr, ok := k.(*ast.ColumnRef); ok {
					keys[cr] = true
				}
			}
		}
	}
	groupedBy := false // some GROUP BY item reads l
	ast.Inspect(grouping, func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) >= 2 && strings.EqualFold(cr.Name[0].Name, alias) {
			inGroup[cr] = true
		}
		return true
	})
	if s.GroupBy != nil {
		for _, e := range s.GroupBy.Items {
			ast.Inspect(e, func(n ast.Node) bool {
				if cr, ok := n.(*ast.ColumnRef); ok && inGroup[cr] {
					groupedBy = true
				}
				return !groupedBy
			})
		}
	}
	// The reads evaluated after grouping: in the select list, HAVING and
	// ORDER BY.
	afterGrouping := map[*ast.ColumnRef]bool{}
	ast.Inspect(&ast.Select{Items: append(append([]*ast.SelectItem(nil), s.Items...), ordering.Items...), Where: s.Having}, func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok {
			afterGrouping[cr] = true
		}
		return true
	})
	for x, nr := range nestedReads(grouping, alias, false) {
		nested[x] = nr
	}
	// The reads in the LATERAL items above: in a subquery of one, nested
	// in it; in an argument or ON condition, as in the select list.
	for _, a := range above {
		args := &ast.Select{Where: a.On}
		for _, g := range a.Gens {
			if g.Query != nil {
				what := "a LATERAL subquery"
				if a.Alias != nil {
					what = "the LATERAL subquery " + a.Alias.Name.Name
				}
				ast.Inspect(g.Query, func(n ast.Node) bool {
					if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) >= 2 && strings.EqualFold(cr.Name[0].Name, alias) {
						nested[cr] = nestedRead{at: g.Query, what: what}
					}
					return true
				})
			}
			for _, e := range g.Args {
				args.Items = append(args.Items, &ast.SelectItem{Expr: e})
			}
		}
		for x, nr := range nestedReads(args, alias, false) {
			nested[x] = nr
		}
	}
	refused := false
	refuse := func(x *ast.ColumnRef, where, why, hint string) ast.Expr {
		if !refused {
			c.Refuse("T050", x, hint,
				"a LATERAL subquery cannot be expressed exactly in %s: %s is read %s, where %s",
				c.Target.Name, exprName(x), where, why)
		}
		refused = true
		return nil
	}
	const qualify = "qualify every column the LATERAL subquery reads with its table"
	reads := map[ast.Expr]int{}
	sub := func(x *ast.ColumnRef, item ast.Expr) ast.Expr {
		if why != "" {
			return refuse(x, "in the query around it", why, qualify)
		}
		if orderReads[x] {
			if why := orderLanding(s, alias, item); why != "" {
				return refuse(x, "in ORDER BY", why, "read "+exprName(x)+" in the select list and order by it")
			}
		}
		if nr, in := nested[x]; in {
			if groupedBy && afterGrouping[x] {
				return refuse(x, "inside "+nr.what+" of a query grouped by it", "the target need not match it there to the grouping expression",
					"read "+exprName(x)+" outside nested queries and lambdas, or group in a subquery in FROM")
			}
			if why := lambdaParams(item, nr.at); why != "" {
				return refuse(x, "inside "+nr.what, why, "give the lambda's parameter another name")
			}
			if _, lambda := nr.at.(*ast.Lambda); lambda {
				if why := bareName(item); why != "" {
					return refuse(x, "inside a lambda", why, qualify)
				}
			} else if why := captures(sel, item, nr); why != "" {
				return refuse(x, "inside "+nr.what, why, qualify)
			}
		}
		if inGroup[x] && holdsQuery(item) {
			return refuse(x, "in GROUP BY or HAVING", "its expression holds a query or lambda, which is not grouped as a column",
				"compute the value in a subquery in FROM and group by its column")
		}
		if keys[x] && !readsColumn(item) && volatileCall(item) == nil {
			return refuse(x, "as a GROUP BY item", "its expression is a constant, which would group otherwise (an integer names a select item by its position)",
				"group by the columns it is computed from, or leave it out of GROUP BY")
		}
		if f := volatileCall(item); f != nil {
			fn := exprName(&ast.ColumnRef{Name: f.Name})
			if nr, in := nested[x]; in {
				return refuse(x, "inside "+nr.what, "its expression calls "+fn+
					", which would be evaluated there for each of its rows where the LATERAL subquery gives one value",
					"compute the value once in a subquery in FROM and read its column")
			}
			if reads[item]++; reads[item] > 1 {
				return refuse(x, "more than once", "its expression calls "+fn+
					", whose copies would each give another value where the LATERAL subquery gives one",
					"compute the value once in a subquery in FROM and read its column")
			}
		}
		return ast.Clone(item)
	}
	// ORDER BY first: replaceLateralReads rewrites only the reads that
	// name a select item.
	if len(orderReads) > 0 {
		if s.Distinct || len(s.DistinctOn) > 0 {
			for _, o := range ordering.Items {
				if x := firstRead(o.Expr, alias); x != nil {
					refuse(x, "in ORDER BY without being a select item", "the query is DISTINCT, whose ORDER BY reads only the select items",
						"read "+exprName(x)+" in the select list")
					return nil, false
				}
			}
		}
		nq := *q
		nq.OrderBy = make([]*ast.OrderItem, len(q.OrderBy))
		bad := false
		for k, o := range q.OrderBy {
			no := *o
			if x, whole := o.Expr.(*ast.ColumnRef); whole && orderReads[x] {
				if item := cols[strings.ToLower(x.Name[len(x.Name)-1].Name)]; item != nil && !readsColumn(item) && volatileCall(item) == nil {
					refuse(x, "as an ORDER BY item", "its expression is a constant, which would order otherwise (an integer names a select item by its position)",
						"leave it out of ORDER BY")
					return nil, false
				}
			}
			no.Expr = ast.RewriteExpr(o.Expr, func(n ast.Node) ast.Node {
				x, ok := n.(*ast.ColumnRef)
				if !ok || !orderReads[x] {
					return n
				}
				item, ok := cols[strings.ToLower(x.Name[1].Name)]
				if !ok || len(x.Name) != 2 {
					bad = true // not a column of l, or a field of one
					return n
				}
				if e := sub(x, item); e != nil {
					return e
				}
				bad = true
				return n
			})
			nq.OrderBy[k] = &no
		}
		if bad || refused {
			return nil, false
		}
		q = &nq
	}
	nq, _, ok := replaceLateralReads(q, s, i, l, cols, sub, lateralReads{grouped: true, above: above})
	return nq, ok && !refused
}

// bareReads rewrites each bare name of q (whose body is s) that reads a
// column of the lateral l (FROM item i of s, or the input of the LATERAL
// items above, outermost first) into alias.col, so that the pass takes it
// as the qualified read: in the select list, WHERE, GROUP BY, HAVING and
// ORDER BY of q itself, in the arguments, ON conditions and subqueries of
// the LATERAL items above, and inside the nested queries and lambdas of
// all those where no query or lambda between binds the name (nestedBare).
// A bare name there reads a column of FROM when one FROM item has it, in
// every source: in the select list, WHERE and HAVING first (before a
// select item's output name where DuckDB or Spark read one), and in GROUP
// BY too, where PostgreSQL, DuckDB and Spark read an output name only when
// no FROM column has it. So it reads l's column when the columns of the
// other FROM items are all known (the schema, a VALUES or a column list)
// and none has that name. ORDER BY reads a bare name standing alone as the
// output name of a select item first (7.5 Sorting Rows); that item becomes
// its position when it reads l. Inside an ORDER BY expression PostgreSQL
// reads FROM columns only, DuckDB a FROM column first, Spark output names
// first, so for a source that reads output names first there a name that
// is also another select item's output name is refused (where_aliases has
// already qualified such a name where the source reads FROM and the target
// would not). So it is in HAVING for a source that reads output names
// there (Spark; DuckDB reads the FROM column when GROUP BY names it), where
// PostgreSQL reads the FROM column. Inside a nested query a name that is
// also an output name of one of q's select items is refused whatever the
// clause. ok is false, and the query left to be refused, when a name
// cannot be told (refused at it) or is read where the pass does not
// rewrite it (DISTINCT ON, WINDOW, QUALIFY, SORT BY, DISTRIBUTE BY,
// CLUSTER BY, another FROM item), or when ctes, the names the statement's
// WITH clauses define (whose FROM items need not be the schema's tables),
// is nil (not known). The LATERAL items above are returned as rebuilt.
//
// The passes that replace an aggregate lateral (lateral_scalar.go,
// snowflake_lateral.go) take the bare reads through it too, with no
// LATERAL items above.
func bareReads(c *Context, ctes map[string]bool, q *ast.Query, s *ast.Select, i int, above []*ast.Lateral, l *ast.Lateral,
	cols map[string]ast.Expr) (*ast.Query, *ast.Select, []*ast.Lateral, bool) {
	alias := l.Alias.Name
	isCol := func(n ast.Node) (*ast.ColumnRef, bool) {
		cr, ok := n.(*ast.ColumnRef)
		return cr, ok && len(cr.Name) == 1 && cols[strings.ToLower(cr.Name[0].Name)] != nil
	}
	w := bareWalker(c, ctes)
	// Anywhere the pass does not rewrite, a bare name would be left
	// reading a column that is gone.
	var elsewhere []ast.Node
	for _, e := range s.DistinctOn {
		elsewhere = append(elsewhere, e)
	}
	for _, win := range s.Windows {
		elsewhere = append(elsewhere, win)
	}
	for _, o := range q.SortBy {
		elsewhere = append(elsewhere, o)
	}
	for _, e := range append(append([]ast.Expr{s.Qualify}, q.DistributeBy...), q.ClusterBy...) {
		if e != nil {
			elsewhere = append(elsewhere, e)
		}
	}
	for _, n := range elsewhere {
		left := false
		ast.Inspect(n, func(n ast.Node) bool {
			_, ok := isCol(n)
			left = left || ok
			return !left
		})
		if left {
			return nil, nil, nil, false
		}
	}
	// Another FROM item does not see l: a name there that neither its own
	// relations nor a query inside it binds is not l's column.
	for k, f := range s.From {
		if k != i && len(nestedBare(w, &ast.Select{From: []ast.TableExpr{f}}, isCol, alias.Name)) > 0 {
			return nil, nil, nil, false
		}
	}

	type bare struct {
		x      *ast.ColumnRef
		order  *ast.OrderItem // the ORDER BY item it is in, nil elsewhere
		having bool           // it is in HAVING
		nested bool           // inside a nested query or lambda
		why    string         // why a query or lambda around it could read it otherwise
	}
	var reads []bare
	collect := func(e ast.Node, o *ast.OrderItem, having bool) {
		ast.Inspect(e, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.Query, *ast.Lambda:
				for _, r := range nestedBare(w, n, isCol, alias.Name) {
					reads = append(reads, bare{x: r.x, order: o, having: having, nested: true, why: r.why})
				}
				return false
			}
			if x, ok := isCol(n); ok {
				reads = append(reads, bare{x: x, order: o, having: having})
			}
			return true
		})
	}
	collectExpr := func(e ast.Expr, o *ast.OrderItem, having bool) {
		if e != nil {
			collect(e, o, having)
		}
	}
	for _, it := range s.Items {
		collectExpr(it.Expr, nil, false)
	}
	collectExpr(s.Where, nil, false)
	if s.GroupBy != nil {
		for _, e := range s.GroupBy.Items {
			collectExpr(e, nil, false)
		}
	}
	collectExpr(s.Having, nil, true)
	for _, o := range q.OrderBy {
		collectExpr(o.Expr, o, false)
	}
	// The LATERAL items above read the FROM items on their left, l among
	// them, in their arguments and ON conditions, and from inside their
	// subqueries.
	for _, a := range above {
		collectExpr(a.On, nil, false)
		for _, g := range a.Gens {
			for _, e := range g.Args {
				collectExpr(e, nil, false)
			}
			if g.Query != nil {
				collect(g.Query, nil, false)
			}
		}
	}
	if len(reads) == 0 {
		return q, s, above, true
	}
	if ctes == nil {
		return nil, nil, nil, false
	}

	// Whether a FROM column of that name is l's only, or why not.
	var items []aliasItem
	for _, f := range s.From {
		items = append(items, w.items(f)...)
	}
	fromCol := func(col string) string {
		n := 0
		why := ""
		for _, it := range items {
			if strings.EqualFold(it.name.Name, alias.Name) {
				n++
				continue
			}
			switch {
			case slices.Contains(it.cols, col):
				return "it could also be a column of " + it.name.Name
			case !it.complete && why == "":
				why = "it could also be a column of another table of that FROM, whose columns are not known (give them with --schema)"
			}
		}
		if n != 1 && why == "" {
			why = "another FROM item is named " + alias.Name + " too"
		}
		return why
	}
	// The output names of the select list, for ORDER BY; star: a star
	// leaves them unknown.
	star := false
	named := func(col string) []int {
		var out []int
		for j, it := range s.Items {
			if _, ok := it.Expr.(*ast.Star); ok {
				star = true
			}
			if slices.Contains(itemOutNames(c, it, false), col) {
				out = append(out, j)
			}
		}
		return out
	}
	// readsL: the select item is l's column col itself, as s.col or col.
	readsL := func(it *ast.SelectItem, col string) bool {
		cr, ok := it.Expr.(*ast.ColumnRef)
		if !ok || it.Alias != nil && !strings.EqualFold(it.Alias.Name, col) || !strings.EqualFold(cr.Name.Last().Name, col) {
			return false
		}
		return len(cr.Name) == 1 || len(cr.Name) == 2 && strings.EqualFold(cr.Name[0].Name, alias.Name)
	}
	// havingAliases: the source could read col in HAVING as an output
	// name rather than the FROM column (where_aliases has qualified the
	// names a PostgreSQL HAVING reads from FROM where the target would
	// not; DuckDB reads the FROM column when GROUP BY names it).
	havingAliases := func(col string) bool {
		return c.Source.HavingSeesAliases && !(c.Source.Name == "duckdb" && havingGrouped(s.GroupBy, col) == groupedYes)
	}
	qualified := map[*ast.ColumnRef]bool{}
	positions := map[*ast.OrderItem]int{}
	for _, r := range reads {
		col := strings.ToLower(r.x.Name[0].Name)
		why := r.why
		switch {
		case why != "":
		case r.nested:
			// A subquery of the select list, WHERE, HAVING or ORDER BY:
			// some sources read an output name of the query around there.
			for _, it := range s.Items {
				if slices.Contains(itemOutNames(c, it, true), col) && !readsL(it, col) {
					why = "it is also the output name of a select item of the query around, which some dialects read there instead of the FROM column"
				}
			}
		case r.having && havingAliases(col):
			// Spark reads a HAVING name as an output name first.
			for _, j := range named(col) {
				if !readsL(s.Items[j], col) {
					why = "it is also the output name of a select item, which some dialects read in HAVING instead of the FROM column"
				}
			}
			if star {
				why = "a star in the select list could give a column of that name"
			}
		case r.order != nil:
			outs := named(col)
			switch {
			case star:
				why = "a star in the select list could give a column of that name"
			case r.order.Expr == ast.Expr(r.x) && len(outs) > 1:
				why = "ORDER BY could read it as any of several select items of that name"
			case r.order.Expr == ast.Expr(r.x) && len(outs) == 1:
				// The output column, which it is in every dialect.
				it := s.Items[outs[0]]
				if firstRead(it.Expr, alias.Name) != nil || readsBare(it.Expr, isCol) {
					positions[r.order] = outs[0] + 1
				}
				continue
			case c.Source.OrderByAliases == AliasesFirst:
				for _, j := range outs {
					if !readsL(s.Items[j], col) {
						why = "it is also the output name of a select item, which " + c.Source.Name + " reads there instead of the FROM column"
					}
				}
			}
		}
		if why == "" {
			why = fromCol(col)
		}
		if why != "" {
			c.Refuse("T050", r.x, "qualify it: "+alias.Name+"."+r.x.Name[0].Name,
				"a LATERAL subquery cannot be expressed exactly in %s: its column %s is read by its bare name, where %s",
				c.Target.Name, r.x.Name[0].Name, why)
			return nil, nil, nil, false
		}
		qualified[r.x] = true
	}
	rw := func(n ast.Node) ast.Node {
		x, ok := n.(*ast.ColumnRef)
		if !ok || !qualified[x] {
			return n
		}
		a := alias
		a.Span = x.Span
		return &ast.ColumnRef{Span: x.Span, Name: ast.QName{a, x.Name[0]}}
	}
	qualify := func(e ast.Expr) ast.Expr {
		if e == nil {
			return nil
		}
		return ast.RewriteExpr(e, rw)
	}
	ns := *s
	ns.Items = make([]*ast.SelectItem, len(s.Items))
	for k, it := range s.Items {
		ni := *it
		ni.Expr = qualify(it.Expr)
		ns.Items[k] = &ni
	}
	ns.Where = qualify(s.Where)
	ns.GroupBy = mapGroupBy(s.GroupBy, qualify)
	ns.Having = qualify(s.Having)
	// The LATERAL items above, rebuilt innermost first on l.
	nabove := make([]*ast.Lateral, len(above))
	var below ast.TableExpr = l
	for k := len(above) - 1; k >= 0; k-- {
		nl := *above[k]
		nl.Input = below
		nl.On = qualify(nl.On)
		nl.Gens = make([]*ast.Generator, len(above[k].Gens))
		for g, gen := range above[k].Gens {
			nl.Gens[g] = ast.Rewrite(gen, rw).(*ast.Generator)
		}
		nabove[k] = &nl
		below = &nl
	}
	if len(above) > 0 {
		ns.From = append([]ast.TableExpr(nil), s.From...)
		ns.From[i] = below
	}
	nq := *q
	nq.Body = &ns
	nq.OrderBy = make([]*ast.OrderItem, len(q.OrderBy))
	for k, o := range q.OrderBy {
		no := *o
		if p, ok := positions[o]; ok {
			no.Expr = &ast.Literal{Span: o.Expr.SpanOf(), Kind: ast.LitInt, Value: strconv.Itoa(p)}
		} else {
			no.Expr = qualify(o.Expr)
		}
		nq.OrderBy[k] = &no
	}
	return &nq, &ns, nabove, true
}

// bareWalker is the aliasWalker nestedBare resolves FROM items with:
// a name of ctes, the names the statement's WITH clauses define, is a
// relation of columns not known unless a WITH clause on the way tells
// them.
func bareWalker(c *Context, ctes map[string]bool) *aliasWalker {
	w := &aliasWalker{c: c, ctes: []map[string]aliasItem{{}}}
	for name := range ctes {
		w.ctes[0][name] = aliasItem{} // columns not known here
	}
	return w
}

// nestedBareReads lists, for nestedBare, the bare names that isCol takes
// inside the nested queries and lambdas of q's select list, WHERE, GROUP
// BY, HAVING and ORDER BY (q's body is s) that no query or lambda on the
// way binds: names that read the query around.
func nestedBareReads(w *aliasWalker, q *ast.Query, s *ast.Select, isCol func(ast.Node) (*ast.ColumnRef, bool), alias string) []bareRead {
	var out []bareRead
	visit := func(e ast.Node) {
		if e == nil {
			return
		}
		ast.Inspect(e, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.Query, *ast.Lambda:
				out = append(out, nestedBare(w, n, isCol, alias)...)
				return false
			}
			return true
		})
	}
	for _, it := range s.Items {
		visit(it.Expr)
	}
	if s.Where != nil {
		visit(s.Where)
	}
	if s.GroupBy != nil {
		for _, e := range s.GroupBy.Items {
			visit(e)
		}
	}
	if s.Having != nil {
		visit(s.Having)
	}
	for _, o := range q.OrderBy {
		visit(o.Expr)
	}
	return out
}

// itemOutNames are the names a select item gives its output column, lower
// case, where they can be told: its alias, the column it reads, the name
// the source gives the expression; with guess, for a function call whose
// name the source does not tell, the function's name too (PostgreSQL's
// name for it), which a caller refusing on a match can only take as one
// more name.
func itemOutNames(c *Context, it *ast.SelectItem, guess bool) []string {
	switch {
	case it.Alias != nil:
		return []string{strings.ToLower(it.Alias.Name)}
	case len(it.Aliases) > 0:
		return identNames(it.Aliases)
	}
	if cr, ok := it.Expr.(*ast.ColumnRef); ok {
		return []string{strings.ToLower(cr.Name.Last().Name)}
	}
	if name, ok := c.itemName(it.Expr); ok {
		return []string{strings.ToLower(name.Name)}
	}
	if f, ok := it.Expr.(*ast.Func); ok && len(f.Name) > 0 && guess {
		return []string{strings.ToLower(f.Name.Last().Name)}
	}
	return nil
}

// bareRead is a bare name nestedBare found, and why it could be read as
// another column than the one of the query around (empty when it cannot).
type bareRead struct {
	x   *ast.ColumnRef
	why string
}

// nestedBare lists the bare names under root (a nested query or lambda of
// the query around, or a SELECT holding one of its FROM items) that isCol
// takes and that no query, join or lambda under root binds. A name is
// read innermost first, in every dialect: a lambda's parameter; in a
// query's own clauses, a column of its FROM (in its ORDER BY, of its body
// when that is one SELECT); in a join's ON condition, a column of the
// join's sides; then the queries around. A listed name reads the query
// around root unless why says otherwise, for a scope on the way that
// could bind it (why is set for the innermost one): a FROM whose columns
// are not all known (a table without schema, a WITH query, a function
// without column list); a column of a FROM item of a query the name sits
// in the FROM of (a derived table, a lateral's argument), which may or may
// not see it; an output name of a query (DuckDB reads a subquery's own
// output name in its WHERE and HAVING, Spark an earlier item's alias in
// the select list, PostgreSQL one in GROUP BY, before a column of a query
// around); and a relation or lambda parameter named alias, which would
// take the qualified alias.col.
func nestedBare(w *aliasWalker, root ast.Node, isCol func(ast.Node) (*ast.ColumnRef, bool), alias string) []bareRead {
	type scope struct {
		items  []aliasItem
		sure   bool     // items bind the names under only for certain
		outs   []string // output names
		params []string // a lambda's parameters
		// only: the scope applies to these names alone (a query's ORDER
		// BY, a join's ON condition); nil: to every name under it.
		only map[*ast.ColumnRef]bool
		// maybe: the names under a FROM item of the SELECT, which may or
		// may not see its other items.
		maybe map[*ast.ColumnRef]bool
	}
	refsUnder := func(nodes ...ast.Node) map[*ast.ColumnRef]bool {
		out := map[*ast.ColumnRef]bool{}
		for _, n := range nodes {
			if n == nil {
				continue
			}
			ast.Inspect(n, func(n ast.Node) bool {
				if cr, ok := n.(*ast.ColumnRef); ok {
					out[cr] = true
				}
				return true
			})
		}
		return out
	}
	outNames := func(sel *ast.Select) []string {
		var out []string
		for _, it := range sel.Items {
			out = append(out, itemOutNames(w.c, it, true)...)
		}
		return out
	}
	var stack []scope
	// pushed: what each node being walked pushed, popped after its
	// children: 1, a scope; 2, a level of WITH queries.
	var pushed []uint8
	var out []bareRead
	// verdict: whether x reads the query around root (read), and why it
	// could read another column.
	verdict := func(x *ast.ColumnRef) (why string, read bool) {
		col := strings.ToLower(x.Name[0].Name)
		note := func(s string) {
			if why == "" {
				why = s
			}
		}
		for k := len(stack) - 1; k >= 0; k-- {
			sc := stack[k]
			if sc.only != nil && !sc.only[x] {
				continue
			}
			if slices.Contains(sc.params, col) {
				return "", false
			}
			if slices.Contains(sc.params, strings.ToLower(alias)) {
				note("a parameter of a lambda around it is named " + alias + " too")
			}
			for _, it := range sc.items {
				switch {
				case slices.Contains(it.cols, col) && sc.sure && !sc.maybe[x]:
					return "", false
				case slices.Contains(it.cols, col):
					note("it could also be a column of " + it.name.Name + " in a query around it")
				case strings.EqualFold(it.name.Name, alias):
					note("a query around it names a relation " + alias + " too")
				case !it.complete && it.name.Name != "":
					note("it could also be a column of " + it.name.Name + " in a query around it, whose columns are not known (give them with --schema)")
				case !it.complete:
					note("it could also be a column of a FROM item of a query around it whose columns are not known")
				}
			}
			if slices.Contains(sc.outs, col) {
				note("it is also an output name of a query around it, which some dialects read there before a column of an enclosing query")
			}
		}
		return why, true
	}
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil {
			if pushed[len(pushed)-1]&1 != 0 {
				stack = stack[:len(stack)-1]
			}
			if pushed[len(pushed)-1]&2 != 0 {
				w.ctes = w.ctes[:len(w.ctes)-1]
			}
			pushed = pushed[:len(pushed)-1]
			return false
		}
		var p uint8
		switch x := n.(type) {
		case *ast.Select:
			sc := scope{sure: true, outs: outNames(x), maybe: map[*ast.ColumnRef]bool{}}
			for _, f := range x.From {
				sc.items = append(sc.items, w.items(f)...)
				for cr := range refsUnder(f) {
					sc.maybe[cr] = true
				}
			}
			stack, p = append(stack, sc), 1
		case *ast.Join:
			if x.On != nil {
				stack, p = append(stack, scope{items: w.items(x), sure: true, only: refsUnder(x.On)}), 1
			}
		case *ast.Query:
			// Its ORDER BY, LIMIT, SORT BY... read the body's output names
			// and, for one SELECT, its FROM columns.
			var tail []ast.Node
			for _, o := range x.OrderBy {
				tail = append(tail, o)
			}
			for _, o := range x.SortBy {
				tail = append(tail, o)
			}
			for _, e := range append(append([]ast.Expr{x.Limit, x.Offset}, x.DistributeBy...), x.ClusterBy...) {
				if e != nil {
					tail = append(tail, e)
				}
			}
			sc := scope{only: refsUnder(tail...)}
			var body func(e ast.QueryExpr)
			body = func(e ast.QueryExpr) {
				switch b := e.(type) {
				case *ast.Select:
					for _, f := range b.From {
						sc.items = append(sc.items, w.items(f)...)
					}
					sc.outs = append(sc.outs, outNames(b)...)
				case *ast.SetOp:
					body(b.L)
					body(b.R)
				case *ast.Query:
					body(b.Body)
				}
			}
			if x.With != nil {
				// Its WITH queries, whose columns their select lists or
				// column lists tell.
				level := map[string]aliasItem{}
				for _, cte := range x.With.CTEs {
					it := aliasItem{name: cte.Name}
					it.cols, it.complete = queryColumns(cte.Query)
					it.cols, it.complete = renameColumns(it.cols, it.complete, cte.Columns)
					level[strings.ToLower(cte.Name.Name)] = it
				}
				w.ctes, p = append(w.ctes, level), 2
			}
			body(x.Body)
			_, sc.sure = x.Body.(*ast.Select)
			stack, p = append(stack, sc), p|1
		case *ast.Lambda:
			stack, p = append(stack, scope{params: identNames(x.Params)}), 1
		default:
			if cr, ok := isCol(n); ok {
				if why, read := verdict(cr); read {
					out = append(out, bareRead{cr, why})
				}
			}
		}
		pushed = append(pushed, p)
		return true
	})
	return out
}

// readsBare reports whether e reads, outside nested queries and lambdas,
// a bare name isCol takes.
func readsBare(e ast.Expr, isCol func(ast.Node) (*ast.ColumnRef, bool)) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Query, *ast.Lambda:
			return false
		}
		if _, ok := isCol(n); ok {
			found = true
		}
		return !found
	})
	return found
}

// itemPosition is the position (from 1) of the first select item of s
// that is the expression e, 0 when there is none before a star (which
// leaves the positions after it unknown), as replaceLateralReads takes an
// ORDER BY item.
func itemPosition(s *ast.Select, e ast.Expr) int {
	for j, it := range s.Items {
		if _, star := it.Expr.(*ast.Star); star {
			return 0
		}
		if sameExpr(it.Expr, e) {
			return j + 1
		}
	}
	return 0
}

// firstRead is the first read of a column of the relation alias in e.
func firstRead(e ast.Expr, alias string) *ast.ColumnRef {
	var out *ast.ColumnRef
	ast.Inspect(e, func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok && out == nil && len(cr.Name) >= 2 && strings.EqualFold(cr.Name[0].Name, alias) {
			out = cr
		}
		return out == nil
	})
	return out
}

// orderLanding says why item, the expression of a column of the lateral
// being inlined that ORDER BY reads, could read other columns there than
// in the lateral ("" when it cannot), beyond what landing checks: Spark,
// Hive, Doris and Snowflake read a bare name in ORDER BY, even inside an
// expression, as a select item's output name first, and a select item
// that reads a column of the lateral (s.c, or c) keeps c as its output
// name.
func orderLanding(s *ast.Select, alias string, item ast.Expr) string {
	outs := map[string]bool{}
	for _, it := range s.Items {
		if cr, ok := it.Expr.(*ast.ColumnRef); ok && it.Alias == nil && len(cr.Name) == 2 && strings.EqualFold(cr.Name[0].Name, alias) {
			outs[strings.ToLower(cr.Name[1].Name)] = true
		}
	}
	why := ""
	ast.Inspect(item, func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) == 1 && outs[strings.ToLower(cr.Name[0].Name)] {
			why = "its unqualified column " + exprName(cr) + " could be read as the select item of that name"
		}
		return why == ""
	})
	return why
}

// fromlessOK: s, whose only FROM item is a lateral without input that is
// about to go, may lose its FROM: a select list of plain expressions
// without WHERE, grouping or windows, which every target takes without
// FROM.
func fromlessOK(c *Context, s *ast.Select) bool {
	return s.Where == nil && s.GroupBy == nil && s.Having == nil && s.Qualify == nil && len(s.Windows) == 0 &&
		len(s.LateralViews) == 0 && len(s.DistinctOn) == 0 && c.plainItems(s)
}

// groupKeys lists the grouping keys of one GROUP BY item: the item, or
// the items of ROLLUP, CUBE or GROUPING SETS.
func groupKeys(e ast.Expr) []ast.Expr {
	switch x := e.(type) {
	case *ast.Rollup:
		return x.Exprs
	case *ast.Cube:
		return x.Exprs
	case *ast.GroupingSets:
		var out []ast.Expr
		for _, set := range x.Sets {
			for _, k := range set {
				out = append(out, groupKeys(k)...)
			}
		}
		return out
	}
	return []ast.Expr{e}
}

// holdsQuery: e holds a nested query or a lambda.
func holdsQuery(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Query, *ast.Lambda:
			found = true
		}
		return !found
	})
	return found
}

// volatileCall is the first call in e of a function that may give another
// value at each evaluation (catalog.Volatile), nil when there is none.
func volatileCall(e ast.Expr) *ast.Func {
	var out *ast.Func
	ast.Inspect(e, func(n ast.Node) bool {
		if f, ok := n.(*ast.Func); ok && len(f.Name) > 0 && catalog.Volatile(f.Name.Last().Name) {
			out = f
		}
		return out == nil
	})
	return out
}

// plainItems: sel's select list holds no star, and no aggregate, window
// function or generator outside a nested query, so without FROM it yields
// exactly one row of expressions.
func (c *Context) plainItems(sel *ast.Select) bool {
	ok := true
	for _, it := range sel.Items {
		if _, star := it.Expr.(*ast.Star); star {
			return false
		}
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Quantified:
				return false
			case *ast.Func:
				if x.Over != nil || isAgg(x) {
					ok = false
				} else if _, _, gen := c.selectGenerator(x); gen {
					ok = false
				}
			}
			return ok
		})
	}
	return ok
}

// landing says why the select items of sel, the subquery of the lateral
// FROM item i of s or of the input of the LATERAL items above that are,
// could read other columns in s's select list or WHERE than in the
// subquery ("" when they cannot): a bare name there could be a column of
// another FROM item of s or of a LATERAL item above, or the output name of
// one of s's select items; a qualified one could name another FROM item's
// relation, or a LATERAL item above.
func landing(s *ast.Select, i int, sel *ast.Select, above []*ast.Lateral) string {
	rels := map[string]bool{}
	others := len(above) > 0
	for _, a := range above {
		if a.Alias != nil {
			rels[strings.ToLower(a.Alias.Name.Name)] = true
		}
	}
	for k, t := range s.From {
		if k == i {
			continue
		}
		others = true
		ast.Inspect(t, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Query:
				return false
			case *ast.Alias:
				rels[strings.ToLower(x.Name.Name)] = true
			case *ast.Table:
				if x.Alias == nil {
					rels[strings.ToLower(x.Name.Last().Name)] = true
				}
			}
			return true
		})
	}
	outNames := map[string]bool{}
	for _, it := range s.Items {
		if it.Alias != nil {
			outNames[strings.ToLower(it.Alias.Name)] = true
		}
		for _, a := range it.Aliases {
			outNames[strings.ToLower(a.Name)] = true
		}
	}
	why := ""
	for _, it := range sel.Items {
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			cr, ok := n.(*ast.ColumnRef)
			if !ok {
				return why == ""
			}
			q := strings.ToLower(cr.Name[0].Name)
			switch {
			case len(cr.Name) == 1 && others:
				why = "its unqualified column " + exprName(cr) + " could be read from another table of that FROM"
			case len(cr.Name) == 1 && outNames[q]:
				why = "its unqualified column " + exprName(cr) + " could be read as the select item of that name"
			case len(cr.Name) > 1 && rels[q]:
				why = exprName(cr) + " could be read from another table of that FROM"
			}
			return why == ""
		})
	}
	return why
}

// lambdaParams says why e could read other columns inside at, a nested
// query or lambda that holds lambdas ("" when it cannot): a qualified
// name of e whose qualifier is a parameter of one of them would read a
// field of the parameter there.
func lambdaParams(e ast.Expr, at ast.Node) string {
	params := map[string]bool{}
	ast.Inspect(at, func(n ast.Node) bool {
		if l, ok := n.(*ast.Lambda); ok {
			for _, p := range l.Params {
				params[strings.ToLower(p.Name)] = true
			}
		}
		return true
	})
	why := ""
	ast.Inspect(e, func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) > 1 && params[strings.ToLower(cr.Name[0].Name)] {
			why = exprName(cr) + " could be read as a field of the lambda parameter " + cr.Name[0].Name
		}
		return why == ""
	})
	return why
}

// bareName says why e could read other columns inside a lambda, whose
// parameters are bare names ("" when it cannot): it reads a bare name, or
// holds a query or lambda of its own.
func bareName(e ast.Expr) string {
	why := ""
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query, *ast.Lambda:
			why = "the LATERAL subquery holds a query or lambda of its own"
		case *ast.ColumnRef:
			if len(x.Name) == 1 {
				why = "its unqualified column " + exprName(x) + " could be read as a parameter of the lambda"
			}
		}
		return why == ""
	})
	return why
}
