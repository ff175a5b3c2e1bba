package executor

import (
	"strings"
)

func hasAgg(e Expr) bool {
	found := false
	walkExpr(e, func(x Expr) bool {
		switch x.(type) {
		case *AggCall:
			found = true
			return false
		case *WinCall:
			// aggregates inside a window call's arguments count
			return true
		}
		return !found
	})
	return found
}

func hasWindow(e Expr) bool {
	found := false
	walkExpr(e, func(x Expr) bool {
		if _, ok := x.(*WinCall); ok {
			found = true
		}
		return !found
	})
	return found
}

func hasAggOrWindow(e Expr) bool { return hasAgg(e) || hasWindow(e) }

func winFingerprint(w *WinFunc) string {
	var b strings.Builder
	(&WinCall{Fn: w}).format(&b, true)
	return b.String()
}

func (w *WinFunc) format(b *strings.Builder, ids bool) {
	b.WriteString(w.Name + "(")
	if w.Distinct {
		b.WriteString("DISTINCT ")
	}
	if w.Star {
		b.WriteByte('*')
	}
	fmtList(b, w.Args, ids)
	b.WriteString(") OVER (")
	if len(w.PartitionBy) > 0 {
		b.WriteString("PARTITION BY ")
		fmtList(b, w.PartitionBy, ids)
	}
	if len(w.OrderBy) > 0 {
		b.WriteString(" ORDER BY ")
		fmtSortKeys(b, w.OrderBy, ids)
	}
	if w.Frame != nil {
		f := w.Frame
		b.WriteString(" " + f.Unit.String() + " BETWEEN " + f.Start.String())
		if f.StartOff != nil {
			b.WriteString(" ")
			f.StartOff.format(b, ids)
		}
		b.WriteString(" AND " + f.End.String())
		if f.EndOff != nil {
			b.WriteString(" ")
			f.EndOff.format(b, ids)
		}
		if f.Exclude != 0 {
			b.WriteString(" " + f.Exclude.String())
		}
	}
	b.WriteString(")")
	if w.IgnoreNulls {
		b.WriteString(" IGNORE NULLS")
	}
	if w.Filter != nil {
		b.WriteString(" FILTER (")
		w.Filter.format(b, ids)
		b.WriteString(")")
	}
}

// aggRewriter lifts aggregates into an Aggregate node and rewrites the
// expressions above it to read its output.
type aggRewriter struct {
	p       *planner
	keys    []Expr
	keyFP   []string
	keyCols []ColMeta
	aggs    []*AggCall
	aggCols []ColMeta
	aggFP   []string
	gid     *ColMeta
	nsets   int
	sc      *scope
	local   map[ColID]bool
}

func (a *aggRewriter) build(input Node, sets [][]int) (*Aggregate, error) {
	if sets == nil {
		sets = [][]int{{}}
	}
	a.nsets = len(sets)
	a.local = map[ColID]bool{}
	for _, c := range a.sc.cols {
		a.local[c.ID] = true
	}
	agg := &Aggregate{Input: input, Keys: a.keys, Sets: sets}
	for _, k := range a.keys {
		a.keyFP = append(a.keyFP, fingerprint(k))
		if cr, ok := k.(*ColRef); ok && a.local[cr.ID] {
			// a plain column keeps its ID above the aggregate (not an
			// outer column: that ID is the outer query's)
			a.keyCols = append(a.keyCols, ColMeta{ID: cr.ID, Name: cr.Name, Type: cr.T})
			continue
		}
		a.keyCols = append(a.keyCols, a.p.newCol(ExprString(k), "", k.Type()))
	}
	agg.KeyCols = a.keyCols
	if len(sets) > 1 {
		g := a.p.newCol("__grouping_id", "", tBigInt)
		a.gid = &g
		agg.GID = a.gid
	}
	if err := a.takeOuterAggs(); err != nil {
		return nil, err
	}
	return agg, nil
}

func (a *aggRewriter) rewrite(e Expr) (Expr, error) {
	var err error
	var rw func(x Expr) Expr
	rw = func(x Expr) Expr {
		if x == nil || err != nil {
			return x
		}
		fp := fingerprint(x)
		for i, k := range a.keyFP {
			if k == fp {
				c := a.keyCols[i]
				return &ColRef{ID: c.ID, Name: c.Name, T: c.Type}
			}
		}
		switch v := x.(type) {
		case *AggCall:
			for _, arg := range v.Args {
				if hasAggOrWindow(arg) {
					err = &planError{Msg: "aggregate function calls cannot be nested"}
					return x
				}
			}
			for i, f := range a.aggFP {
				if f == fp {
					c := a.aggCols[i]
					return &ColRef{ID: c.ID, Name: c.Name, T: c.Type}
				}
			}
			c := a.p.newCol(v.Name, "", v.T)
			v.ID = c.ID
			a.aggs = append(a.aggs, v)
			a.aggCols = append(a.aggCols, c)
			a.aggFP = append(a.aggFP, fp)
			return &ColRef{ID: c.ID, Name: c.Name, T: c.Type}
		case *WinCall:
			fn := *v.Fn
			fn.Args = a.mapList(fn.Args, rw)
			fn.PartitionBy = a.mapList(fn.PartitionBy, rw)
			fn.OrderBy = append([]SortKey(nil), fn.OrderBy...)
			for i := range fn.OrderBy {
				fn.OrderBy[i].Expr = rw(fn.OrderBy[i].Expr)
			}
			if fn.Filter != nil {
				fn.Filter = rw(fn.Filter)
			}
			return &WinCall{Fn: &fn}
		case *Call:
			if v.Name == "grouping" {
				g := &GroupingE{N: len(a.keys)}
				for _, arg := range v.Args {
					afp := fingerprint(arg)
					idx := -1
					for i, k := range a.keyFP {
						if k == afp {
							idx = i
						}
					}
					if idx < 0 {
						err = &planError{Msg: "arguments to GROUPING must be grouping expressions: " + ExprString(arg)}
						return x
					}
					g.Keys = append(g.Keys, idx)
				}
				if a.gid == nil {
					return &Const{V: IntValue(0), T: tBigInt}
				}
				g.GID = a.gid.ID
				return g
			}
		case *ColRef:
			if a.local[v.ID] {
				err = &planError{Msg: "column " + v.Name + " must appear in the GROUP BY clause or be used in an aggregate function"}
			}
			return x
		case *SubqueryE:
			for _, id := range v.Outer {
				if a.local[id] && !a.isPlainKey(id) {
					err = &planError{Msg: "a subquery uses an ungrouped column of the outer query"}
				}
			}
		case *LambdaE:
			// lambda parameters are not grouped columns
			body := v.Body
			saved := map[ColID]bool{}
			for _, id := range v.Params {
				saved[id] = a.local[id]
				delete(a.local, id)
			}
			c := *v
			c.Body = rw(body)
			return &c
		}
		return rebuildExpr(x, rw)
	}
	out := rw(e)
	return out, err
}

func (a *aggRewriter) isPlainKey(id ColID) bool {
	for _, k := range a.keys {
		if cr, ok := k.(*ColRef); ok && cr.ID == id {
			return true
		}
	}
	return false
}

func (a *aggRewriter) mapList(xs []Expr, f func(Expr) Expr) []Expr {
	out := make([]Expr, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}
