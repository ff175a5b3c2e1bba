package executor

import "github.com/lateral-sql/lateral/ast"

// The query level an aggregate belongs to (Options.OuterLevelAggregates:
// PostgreSQL, DuckDB; the SQL standard's rule).
//
// An aggregate belongs to the nearest query level that supplies a column
// to its arguments, its ORDER BY or its FILTER; with no column at all
// (count(*), sum(1)) it belongs to the query it is written in. Columns
// inside an aggregate nested in the arguments do not count: that
// aggregate has a level of its own, which must be above the enclosing
// one ("aggregate function calls cannot be nested" otherwise).
//
// An aggregate of an outer level is computed over that level's rows and
// is a constant for the subquery it is written in: it is lifted into the
// outer query's aggregation and read there as an outer column. The outer
// query must allow aggregates where the subquery stands: in its select
// list, HAVING, QUALIFY or ORDER BY. In its WHERE, GROUP BY, JOIN
// conditions or inside another aggregate's arguments it is an error, and
// so it is in its FROM clause (a LATERAL subquery or a function's
// arguments there): FROM is evaluated before the rows to aggregate exist.
//
// The parameters of a SQL function body, and the arguments a call puts in
// their place, are values for the body, not columns of the caller's
// query. A lambda's parameters belong to the query the lambda is written
// in; an aggregate cannot read them.

// aggContext records, for an expression subquery being planned, where it
// stands in the query that contains it.
type aggContext struct {
	sc       *scope // the scope of the binder that planned the subquery
	allowAgg bool   // that binder accepts aggregates of its own level
	inAgg    bool   // the subquery is inside an aggregate's arguments
}

// liftedAgg is an aggregate that belongs to an outer query level.
type liftedAgg struct {
	call  *AggCall
	col   ColMeta  // the column the outer level's aggregation outputs
	level *scope   // that level's scope
	at    ast.Node // where it is written
}

// pushAggContext is called around the planning of an expression subquery
// bound by b; the returned function restores the stack.
func (b *binder) pushAggContext() func() {
	p := b.p
	n := len(p.aggCtx)
	p.aggCtx = append(p.aggCtx, aggContext{sc: b.sc, allowAgg: b.allowAgg, inAgg: b.inAgg})
	return func() { p.aggCtx = p.aggCtx[:n] }
}

// levelScope is the scope of the query level that owns sc: lambda
// parameters belong to the query the lambda is written in.
func levelScope(sc *scope) *scope {
	for sc != nil && sc.lambda && sc.parent != nil {
		sc = sc.parent
	}
	return sc
}

// aggTarget finds the level an aggregate belongs to: the owner of the
// nearest scope holding a column it reads, or the current level. depth
// is the number of query levels between b.sc and that scope (for nesting
// checks between aggregates of different levels).
func (b *binder) aggTarget(used map[ColID]bool) (*scope, int, error) {
	var call *scope // where the SQL function whose body this is was called
	if n := len(b.p.fnCalls); n > 0 {
		call = b.p.fnCalls[n-1]
	}
	depth := 0
	for sc := b.sc; sc != nil; sc = sc.parent {
		if sc == b.p.params || levelScope(sc) == call {
			// parameters of a SQL function body, and the arguments put in
			// their place, are constants for the body
			break
		}
		for _, c := range sc.cols {
			if used[c.ID] {
				if sc.lambda {
					return nil, 0, &planError{Msg: "an aggregate cannot read the parameter " + c.Name + " of a lambda"}
				}
				return levelScope(sc), depth, nil
			}
		}
		if !sc.lambda {
			depth++
		}
	}
	return levelScope(b.sc), 0, nil
}

// scopeDepth is the number of query levels between b.sc and target.
func (b *binder) scopeDepth(target *scope) int {
	depth := 0
	for sc := b.sc; sc != nil; sc = sc.parent {
		if levelScope(sc) == target {
			return depth
		}
		if !sc.lambda {
			depth++
		}
	}
	return -1
}

// aggCols are the columns the arguments, FILTER and ORDER BY of a read.
func aggCols(a *AggCall) map[ColID]bool {
	used := map[ColID]bool{}
	for _, e := range a.Args {
		colsUsed(e, used)
	}
	if a.Filter != nil {
		colsUsed(a.Filter, used)
	}
	for _, k := range a.OrderBy {
		colsUsed(k.Expr, used)
	}
	return used
}

// placeAgg decides where a bound aggregate belongs and returns the
// expression that reads it at the place it is written: the aggregate
// itself when it belongs here, else an outer column.
func (b *binder) placeAgg(a *AggCall, name string, at ast.Node) (Expr, error) {
	used := aggCols(a)
	target, depth, err := b.aggTarget(used)
	if err != nil {
		return nil, errAt(at, "%s", err.(*planError).Msg)
	}
	// an aggregate of an outer level nested in this one must belong to a
	// level further out
	for id := range used {
		if l, ok := b.p.lifted[id]; ok {
			if d := b.scopeDepth(l.level); d >= 0 && d <= depth {
				return nil, errAt(l.at, "aggregate function calls cannot be nested")
			}
		}
	}
	if target == levelScope(b.sc) {
		if b.inAgg {
			return nil, errAt(at, "aggregate function calls cannot be nested")
		}
		if !b.allowAgg {
			return nil, errAt(at, "aggregate function %s is not allowed here", name)
		}
		return a, nil
	}
	var ctx *aggContext
	for i := len(b.p.aggCtx) - 1; i >= 0; i-- {
		if levelScope(b.p.aggCtx[i].sc) == target {
			ctx = &b.p.aggCtx[i]
			break
		}
	}
	switch {
	case ctx == nil:
		return nil, errAt(at, "aggregate function %s belongs to an outer query (it reads no column of this subquery) and is not allowed in that query's FROM clause", name)
	case ctx.inAgg:
		return nil, errAt(at, "aggregate function calls cannot be nested (%s belongs to the outer query whose aggregate contains this subquery)", name)
	case !ctx.allowAgg:
		return nil, errAt(at, "aggregate function %s belongs to an outer query (it reads no column of this subquery) and is not allowed where this subquery stands in that query", name)
	}
	c := b.p.newCol(a.Name, "", a.T)
	l := &liftedAgg{call: a, col: c, level: target, at: at}
	if b.p.lifted == nil {
		b.p.lifted = map[ColID]*liftedAgg{}
	}
	b.p.lifted[c.ID] = l
	b.p.outerAggs = append(b.p.outerAggs, l)
	return &ColRef{ID: c.ID, Name: c.Name, T: c.Type}, nil
}

// hasOuterAggs reports whether aggregates lifted from subqueries belong
// to the query level of sc: that query aggregates.
func (p *planner) hasOuterAggs(sc *scope) bool {
	for _, l := range p.outerAggs {
		if l.level == sc {
			return true
		}
	}
	return false
}

// takeOuterAggs adds the aggregates lifted to the level of a.sc to the
// aggregation being built.
func (a *aggRewriter) takeOuterAggs() error {
	p := a.p
	keep := p.outerAggs[:0]
	for _, l := range p.outerAggs {
		if l.level != a.sc {
			keep = append(keep, l)
			continue
		}
		for _, arg := range l.call.Args {
			if hasAggOrWindow(arg) {
				return errAt(l.at, "aggregate function calls cannot be nested")
			}
		}
		l.call.ID = l.col.ID
		a.aggs = append(a.aggs, l.call)
		a.aggCols = append(a.aggCols, l.col)
		a.aggFP = append(a.aggFP, "lifted:"+fingerprint(&ColRef{ID: l.col.ID}))
	}
	p.outerAggs = keep
	return nil
}

// unplacedOuterAggs is an error when a lifted aggregate found no
// aggregation to join (a level that cannot aggregate).
func (p *planner) unplacedOuterAggs() error {
	if len(p.outerAggs) == 0 {
		return nil
	}
	l := p.outerAggs[0]
	return errAt(l.at, "aggregate function %s belongs to an outer query that cannot compute aggregates", l.call.Name)
}

func argTypes(args []Expr) []Type {
	types := make([]Type, len(args))
	for i, e := range args {
		types[i] = e.Type()
	}
	return types
}
