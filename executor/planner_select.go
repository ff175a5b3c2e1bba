package executor

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// selItem is a bound select-list item.
type selItem struct {
	expr Expr
	name string
	ast  ast.Expr
	// unnamed: the dialect gives the item no name (ColMeta.Unnamed)
	unnamed bool
}

func (p *planner) planSelect(sel *ast.Select, orderBy []*ast.OrderItem, limit, offset int64, outer *scope) (Node, error) {
	if len(sel.LateralViews) > 0 {
		return nil, errAt(sel.LateralViews[0], "LATERAL VIEW must be rewritten into the canonical Lateral form before execution")
	}
	arm := p.setOpArm
	p.setOpArm = false // the queries inside are no arms
	// FROM
	var node Node
	sc := &scope{parent: outer}
	if len(sel.From) == 0 {
		node = &ValuesNode{Rows: [][]Expr{{}}}
	} else {
		for _, item := range sel.From {
			var err error
			node, sc, err = p.planFromItem(item, node, sc, outer)
			if err != nil {
				return nil, err
			}
		}
	}
	// WHERE
	if sel.Where != nil {
		b := &binder{p: p, sc: sc}
		if p.eng.opts.WhereAliases {
			b.whereItems = sel.Items
			if p.eng.opts.DuckDBWhereAliases {
				sc.where = b
			}
		}
		cond, err := b.bind(sel.Where)
		sc.where = nil
		if err != nil {
			return nil, err
		}
		if hasAggOrWindow(cond) {
			return nil, errAt(sel.Where, "aggregate and window functions are not allowed in WHERE")
		}
		node = p.pushFilter(node, cond)
	}
	// set-returning calls left in the select list: they run over the FROM
	// clause, or, in a query that groups or aggregates, over its groups
	// (after the windows: DuckDB's order), their arguments read there
	lateSRFs := sel.GroupBy != nil || sel.Having != nil || astHasAggregate(sel.Items)
	plan, srfs, unExpanded, err := p.planSelectSRFs(sel, sc, lateSRFs)
	if err != nil {
		return nil, err
	}
	lateSRFs = lateSRFs && plan != nil
	if plan != nil && !lateSRFs {
		if node, err = plan.attach(node, nil); err != nil {
			return nil, err
		}
	}
	// select list
	b := &binder{p: p, sc: sc, allowAgg: true, windows: sel.Windows, srf: srfs}
	if p.eng.opts.LateralColumnAliases {
		// earlier items' aliases, added as the items are bound
		b.aliasFallback = true
		sc.aliases = map[string]Expr{}
	}
	// DuckDB: a subquery of an item reads the earlier items' output names
	var outNames *binder
	if p.eng.opts.WhereAliases && p.eng.opts.DuckDBWhereAliases {
		outNames = &binder{p: p, sc: sc, allowAgg: true, windows: sel.Windows, whereItems: sel.Items, outClause: outSelect}
	}
	var items []selItem
	for i, it := range sel.Items {
		if outNames != nil {
			outNames.outBefore = i + 1
			sc.where = outNames
		}
		if st, ok := it.Expr.(*ast.Star); ok {
			exp, err := p.expandStar(st, sc)
			if err != nil {
				return nil, err
			}
			items = append(items, exp...)
			continue
		}
		if exp, ok := unExpanded[i]; ok {
			items = append(items, exp...)
			continue
		}
		if fs, ok := it.Expr.(*ast.FieldStar); ok {
			exp, err := p.expandFieldStar(fs, b)
			if err != nil {
				return nil, err
			}
			items = append(items, exp...)
			continue
		}
		e, err := b.bind(it.Expr)
		sc.where = nil
		if err != nil {
			return nil, err
		}
		if !arm && p.eng.opts.UnknownLiteralsTakeType && isUnknownLiteral(it.Expr) {
			e = &CastE{X: e, To: Type{Kind: ast.TypeString}, Implicit: true} // unknown_literals.go, literalsAsText
		}
		if cr, ok := e.(*ColRef); ok && p.structItems[cr.ID] {
			if _, isRef := it.Expr.(*ast.ColumnRef); isRef {
				// DuckDB's unnest of a struct: its fields as columns
				for _, f := range cr.T.Fields {
					items = append(items, selItem{expr: &FieldE{X: e, Name: f.Name, T: f.Type}, name: f.Name, ast: it.Expr})
				}
				continue
			}
		}
		name, unnamed := "", false
		if it.Alias != nil {
			name = it.Alias.Name
		} else {
			name = deriveName(it.Expr, i)
			if prefix := p.eng.opts.ItemPrefix; prefix != "" && !namedByItself(it.Expr) {
				name = prefix + strconv.Itoa(len(items))
				unnamed = p.eng.opts.UnnamedPrefix != ""
			} else if p.eng.opts.PostgresColumnNames {
				name = p.pgColumnName(it.Expr)
			} else if f := p.eng.opts.ItemName; f != nil {
				if n, ok := f(it.Expr); ok {
					name = n
				}
			}
		}
		items = append(items, selItem{expr: e, name: name, ast: it.Expr, unnamed: unnamed})
		if b.aliasFallback && it.Alias != nil {
			// the first item of the name, or with DuckDB's rules the last
			if k := strings.ToLower(it.Alias.Name); sc.aliases[k] == nil || outNames != nil {
				sc.aliases[k] = e
			}
		}
	}
	sc.where = nil
	sc.aliases = map[string]Expr{}
	for _, it := range items {
		k := strings.ToLower(it.name)
		if _, dup := sc.aliases[k]; !dup {
			sc.aliases[k] = it.expr
		}
	}
	// GROUP BY
	var keys []Expr
	var sets [][]int
	grouped := false
	if sel.GroupBy != nil {
		grouped = true
		var err error
		keys, sets, err = p.bindGroupBy(sel.GroupBy, items, sc)
		if err != nil {
			return nil, err
		}
	}
	var having Expr
	if sel.Having != nil {
		hb := &binder{p: p, sc: sc, allowAgg: true, aliasFallback: p.eng.opts.HavingAliases}
		if p.eng.opts.HavingAliasesUnlessGrouped {
			hb.aliasFirst, hb.grouped = true, groupedNames(sel.GroupBy)
		}
		h, err := hb.bind(sel.Having)
		if err != nil {
			return nil, err
		}
		having = h
		grouped = true
	}
	if lateSRFs {
		if err := plan.checkLate(sel, keys, having, items); err != nil {
			return nil, err
		}
	}
	// DuckDB: a subquery of QUALIFY or ORDER BY reads the output names
	outNamesFor := func(c outClause) {
		if outNames != nil {
			sc.where = &binder{p: p, sc: sc, allowAgg: true, windows: sel.Windows, whereItems: sel.Items, outClause: c}
		}
	}
	defer func() { sc.where = nil }()
	var qualify Expr
	if sel.Qualify != nil {
		qb := &binder{p: p, sc: sc, allowAgg: true, windows: sel.Windows, aliasFallback: true}
		outNamesFor(outQualify)
		q, err := qb.bind(sel.Qualify)
		sc.where = nil
		if err != nil {
			return nil, err
		}
		qualify = q
	}
	// ORDER BY items: output alias or ordinal, else an expression
	type orderRef struct {
		item  int // select item index, or -1
		expr  Expr
		order *ast.OrderItem
		coll  *collation // ORDER BY x COLLATE name
	}
	var orders []orderRef
	for _, o := range orderAll(orderBy, len(items)) {
		o, coll, err := p.orderCollation(o)
		if err != nil {
			return nil, err
		}
		if pos, ok := ordinalOf(o.Expr); ok {
			if pos < 1 || pos > len(items) {
				return nil, errAt(o, "ORDER BY position %d is not in the select list", pos)
			}
			orders = append(orders, orderRef{item: pos - 1, order: o, coll: coll})
			continue
		}
		if cr, ok := o.Expr.(*ast.ColumnRef); ok && len(cr.Name) == 1 {
			idx := -1
			for i, it := range items {
				if p.nameIs(it.name, cr.Name[0].Name) {
					idx = i
					break
				}
			}
			if idx >= 0 {
				orders = append(orders, orderRef{item: idx, order: o, coll: coll})
				continue
			}
		}
		ob := &binder{p: p, sc: sc, allowAgg: true, windows: sel.Windows,
			aliasFallback: p.eng.opts.OrderByAliases == OrderByAliasesAfterFrom,
			aliasFirst:    p.eng.opts.OrderByAliases == OrderByAliasesFirst}
		outNamesFor(outOrder)
		e, err := ob.bind(o.Expr)
		sc.where = nil
		if err != nil {
			return nil, err
		}
		orders = append(orders, orderRef{item: -1, expr: e, order: o, coll: coll})
	}
	var distinctOn []Expr
	for _, d := range sel.DistinctOn {
		if pos, ok := ordinalOf(d); ok && pos >= 1 && pos <= len(items) {
			distinctOn = append(distinctOn, items[pos-1].expr)
			continue
		}
		db := &binder{p: p, sc: sc, aliasFallback: true}
		e, err := db.bind(d)
		if err != nil {
			return nil, err
		}
		distinctOn = append(distinctOn, e)
	}
	// aggregation
	needAgg := grouped
	for _, it := range items {
		needAgg = needAgg || hasAgg(it.expr)
	}
	for _, o := range orders {
		needAgg = needAgg || o.expr != nil && hasAgg(o.expr)
	}
	needAgg = needAgg || qualify != nil && hasAgg(qualify)
	needAgg = needAgg || p.hasOuterAggs(sc) // aggregates lifted from subqueries
	if needAgg {
		ag := &aggRewriter{p: p, keys: keys, sc: sc}
		agg, err := ag.build(node, sets)
		if err != nil {
			return nil, err
		}
		for i := range items {
			if items[i].expr, err = ag.rewrite(items[i].expr); err != nil {
				return nil, err
			}
		}
		for i := range orders {
			if orders[i].expr != nil {
				if orders[i].expr, err = ag.rewrite(orders[i].expr); err != nil {
					return nil, err
				}
			}
		}
		for i := range distinctOn {
			if distinctOn[i], err = ag.rewrite(distinctOn[i]); err != nil {
				return nil, err
			}
		}
		if having != nil {
			if having, err = ag.rewrite(having); err != nil {
				return nil, err
			}
		}
		if qualify != nil {
			if qualify, err = ag.rewrite(qualify); err != nil {
				return nil, err
			}
		}
		if lateSRFs {
			if err := plan.mapArgs(ag.rewrite); err != nil {
				return nil, err
			}
		}
		agg.Aggs = ag.aggs
		agg.AggCols = ag.aggCols
		node = agg
		if having != nil {
			if hasWindow(having) {
				return nil, errAt(sel.Having, "window functions are not allowed in HAVING")
			}
			node = &Filter{Input: node, Cond: having}
		}
	}
	// windows
	var wins []*WinFunc
	collect := func(e Expr) Expr {
		return mapExpr(e, func(x Expr) Expr {
			if w, ok := x.(*WinCall); ok {
				for _, prev := range wins {
					if winFingerprint(prev) == winFingerprint(w.Fn) {
						return &ColRef{ID: prev.ID, Name: prev.ColName, T: prev.T}
					}
				}
				w.Fn.ID = p.newID()
				wins = append(wins, w.Fn)
				return &ColRef{ID: w.Fn.ID, Name: w.Fn.ColName, T: w.Fn.T}
			}
			return x
		})
	}
	for i := range items {
		items[i].expr = collect(items[i].expr)
	}
	for i := range orders {
		if orders[i].expr != nil {
			orders[i].expr = collect(orders[i].expr)
		}
	}
	if qualify != nil {
		qualify = collect(qualify)
	}
	if len(wins) > 0 {
		node = &Window{Input: node, Funcs: wins}
	}
	if qualify != nil {
		node = &Filter{Input: node, Cond: qualify}
	}
	if lateSRFs {
		node, err = plan.attach(node, func(x Expr) (Expr, error) {
			n := len(wins)
			x = collect(x)
			if len(wins) != n {
				return nil, errAt(sel, "a window function in the argument of a set-returning function is not supported")
			}
			return x, nil
		})
		if err != nil {
			return nil, err
		}
	}
	// projection with hidden order keys
	proj := &Project{Input: node}
	for _, it := range items {
		proj.Exprs = append(proj.Exprs, it.expr)
		pc := p.newCol(it.name, "", p.pgLooseType(it.expr))
		pc.Unnamed = it.unnamed
		proj.Cols = append(proj.Cols, pc)
	}
	visible := len(items)
	var keysOut []SortKey
	for _, o := range orders {
		idx := o.item
		if idx < 0 {
			fp := fingerprint(o.expr)
			for i := 0; i < len(proj.Exprs); i++ {
				if fingerprint(proj.Exprs[i]) == fp {
					idx = i
					break
				}
			}
		}
		if idx < 0 {
			if sel.Distinct && len(sel.DistinctOn) == 0 {
				return nil, errAt(o.order, "for SELECT DISTINCT, ORDER BY expressions must appear in the select list")
			}
			proj.Exprs = append(proj.Exprs, o.expr)
			proj.Cols = append(proj.Cols, p.newCol("__order"+strconv.Itoa(len(proj.Exprs)), "", o.expr.Type()))
			idx = len(proj.Exprs) - 1
		}
		c := proj.Cols[idx]
		key, err := collatedKey(o.order, &ColRef{ID: c.ID, Name: c.Name, T: c.Type}, o.coll)
		if err != nil {
			return nil, err
		}
		keysOut = append(keysOut, p.sortKey(key, o.order))
	}
	var onKeys []Expr
	for _, d := range distinctOn {
		fp := fingerprint(d)
		idx := -1
		for i := 0; i < len(proj.Exprs); i++ {
			if fingerprint(proj.Exprs[i]) == fp {
				idx = i
				break
			}
		}
		if idx < 0 {
			proj.Exprs = append(proj.Exprs, d)
			proj.Cols = append(proj.Cols, p.newCol("__on"+strconv.Itoa(len(proj.Exprs)), "", d.Type()))
			idx = len(proj.Exprs) - 1
		}
		c := proj.Cols[idx]
		onKeys = append(onKeys, &ColRef{ID: c.ID, Name: c.Name, T: c.Type})
	}
	var out Node = proj
	switch {
	case len(onKeys) > 0:
		if len(keysOut) > 0 {
			out = &Sort{Input: out, Keys: keysOut}
		}
		out = &Distinct{Input: out, On: onKeys}
	case sel.Distinct:
		out = &Distinct{Input: out}
		if len(keysOut) > 0 {
			out = &Sort{Input: out, Keys: keysOut}
		}
	default:
		if len(keysOut) > 0 {
			out = &Sort{Input: out, Keys: keysOut}
		}
	}
	if limit >= 0 || offset > 0 {
		out = &Limit{Input: out, Count: limit, Offset: offset}
	}
	if len(proj.Cols) > visible {
		final := &Project{Input: out}
		for _, c := range proj.Cols[:visible] {
			final.Exprs = append(final.Exprs, &ColRef{ID: c.ID, Name: c.Name, T: c.Type})
			final.Cols = append(final.Cols, p.passCol(c, "", c.Type))
		}
		out = final
	}
	return out, nil
}

// pushFilter places a WHERE filter; conjuncts over a cross join's sides
// become join keys (inner joins only, T12).
func (p *planner) pushFilter(n Node, cond Expr) Node {
	if cj, ok := n.(*CrossJoin); ok {
		j := &Join{Kind: JoinInner, L: cj.L, R: cj.R}
		if p.splitJoinCond(j, cond) {
			return j
		}
	}
	return &Filter{Input: n, Cond: cond}
}

// namedByItself reports whether the unaliased item e is named after itself
// (a column, a field) where other items are named by position.
func namedByItself(e ast.Expr) bool {
	switch e.(type) {
	case *ast.ColumnRef, *ast.FieldAccess:
		return true
	}
	return false
}

func deriveName(e ast.Expr, i int) string {
	switch x := e.(type) {
	case *ast.ColumnRef:
		return x.Name.Last().Name
	case *ast.FieldAccess:
		return x.Name.Name
	case *ast.Func:
		return strings.ToLower(x.Name.Last().Name)
	case *ast.Cast:
		return deriveName(x.X, i)
	case *ast.Subquery:
		if s, ok := x.Query.Body.(*ast.Select); ok && len(s.Items) == 1 {
			if s.Items[0].Alias != nil {
				return s.Items[0].Alias.Name
			}
			return deriveName(s.Items[0].Expr, i)
		}
	case *ast.Exists:
		return "exists"
	case *ast.Case:
		return "case"
	}
	return "_c" + strconv.Itoa(i)
}

// expandStar expands * or t.* into select items.
func (p *planner) expandStar(st *ast.Star, sc *scope) ([]selItem, error) {
	var out []selItem
	qual := ""
	if len(st.Table) > 0 {
		qual = st.Table.Last().Name
	}
	for _, c := range sc.cols {
		if c.hideStar && qual == "" || c.hideUnqual && qual == "" {
			continue
		}
		if qual != "" && !c.tableIs(qual, p.eng.opts.ExactNames) {
			continue
		}
		if strings.HasPrefix(c.Name, "__") {
			continue
		}
		out = append(out, selItem{expr: &ColRef{ID: c.ID, Name: c.Name, T: c.Type}, name: c.exactName, unnamed: c.Unnamed})
	}
	if len(out) == 0 && qual != "" {
		// a struct column: t.* expands its fields
		b := &binder{p: p, sc: sc}
		e, err := b.bind(&ast.ColumnRef{Span: st.Span, Name: st.Table})
		if err == nil && e.Type().Kind == ast.TypeStruct && len(e.Type().Fields) > 0 {
			for _, f := range e.Type().Fields {
				out = append(out, selItem{expr: &FieldE{X: e, Name: f.Name, T: f.Type}, name: f.Name})
			}
			return out, nil
		}
		return nil, errAt(st, "no table or struct named %s", st.Table.Last().Name)
	}
	if len(out) == 0 && qual == "" && len(sc.cols) > 0 {
		return nil, errAt(st, "SELECT * with no columns")
	}
	return out, nil
}

// groupedNames are the names of the columns that are GROUP BY items, bare
// or qualified, lower case (a column inside a GROUP BY expression is not:
// DuckDB 1.5, GROUP BY x % 2 HAVING x > 1 reads the alias x).
func groupedNames(g *ast.GroupBy) map[string]bool {
	out := map[string]bool{}
	if g == nil {
		return out
	}
	for _, e := range g.Items {
		if cr, ok := e.(*ast.ColumnRef); ok {
			out[strings.ToLower(cr.Name.Last().Name)] = true
		}
	}
	return out
}

// bindGroupBy binds GROUP BY items into keys and grouping sets.
func (p *planner) bindGroupBy(g *ast.GroupBy, items []selItem, sc *scope) ([]Expr, [][]int, error) {
	var keys []Expr
	keyIndex := func(e Expr) int {
		fp := fingerprint(e)
		for i, k := range keys {
			if fingerprint(k) == fp {
				return i
			}
		}
		keys = append(keys, e)
		return len(keys) - 1
	}
	b := &binder{p: p, sc: sc, groupAlias: items}
	bindKey := func(e ast.Expr) (int, error) {
		if pos, ok := ordinalOf(e); ok && !p.eng.opts.GroupByIntegerConstants {
			if pos < 1 || pos > len(items) {
				return 0, errAt(e, "GROUP BY position %d is not in the select list", pos)
			}
			if hasAgg(items[pos-1].expr) {
				return 0, errAt(e, "cannot group by an aggregate")
			}
			return keyIndex(items[pos-1].expr), nil
		}
		x, err := b.bind(e)
		if err != nil {
			return 0, err
		}
		if hasAggOrWindow(x) {
			return 0, errAt(e, "aggregate functions are not allowed in GROUP BY")
		}
		return keyIndex(x), nil
	}
	bindList := func(es []ast.Expr) ([]int, error) {
		var out []int
		for _, e := range es {
			k, err := bindKey(e)
			if err != nil {
				return nil, err
			}
			out = append(out, k)
		}
		return out, nil
	}
	// each item contributes a list of sets; the result is their product
	sets := [][]int{{}}
	product := func(choices [][]int) {
		var next [][]int
		for _, s := range sets {
			for _, c := range choices {
				merged := append(append([]int(nil), s...), c...)
				next = append(next, dedupInts(merged))
			}
		}
		sets = next
	}
	if g.All {
		for _, it := range items {
			if !hasAggOrWindow(it.expr) {
				product([][]int{{keyIndex(it.expr)}})
			}
		}
		return keys, sets, nil
	}
	for _, item := range g.Items {
		switch x := item.(type) {
		case *ast.GroupingSets:
			var choices [][]int
			for _, s := range x.Sets {
				ks, err := bindList(s)
				if err != nil {
					return nil, nil, err
				}
				choices = append(choices, ks)
			}
			product(choices)
		case *ast.Rollup:
			ks, err := bindList(x.Exprs)
			if err != nil {
				return nil, nil, err
			}
			var choices [][]int
			for i := len(ks); i >= 0; i-- {
				choices = append(choices, append([]int(nil), ks[:i]...))
			}
			product(choices)
		case *ast.Cube:
			ks, err := bindList(x.Exprs)
			if err != nil {
				return nil, nil, err
			}
			if len(ks) > 12 {
				return nil, nil, errAt(x, "CUBE of more than 12 expressions")
			}
			var choices [][]int
			for mask := (1 << len(ks)) - 1; mask >= 0; mask-- {
				var s []int
				for i, k := range ks {
					if mask&(1<<(len(ks)-1-i)) != 0 {
						s = append(s, k)
					}
				}
				choices = append(choices, s)
			}
			product(choices)
		default:
			k, err := bindKey(item)
			if err != nil {
				return nil, nil, err
			}
			product([][]int{{k}})
		}
	}
	return keys, sets, nil
}

func dedupInts(s []int) []int {
	var out []int
	for _, v := range s {
		dup := false
		for _, o := range out {
			if o == v {
				dup = true
			}
		}
		if !dup {
			out = append(out, v)
		}
	}
	return out
}

// nameIs reports whether the name ref (as the front end folded it) is the
// declared name decl: exactly under Options.ExactNames (PostgreSQL's x is
// not its output name "X"), else ignoring case.
func (p *planner) nameIs(decl, ref string) bool {
	if p.eng.opts.ExactNames {
		return decl == ref
	}
	return strings.EqualFold(decl, ref)
}
