package executor

// prune removes columns nobody reads: scans read fewer columns, table
// function and apply nodes copy fewer input columns per generated row.
// Nodes are copied, never changed in place (CTE plans are shared).
func prune(n Node) Node {
	req := map[ColID]bool{}
	for _, c := range n.Output() {
		req[c.ID] = true
	}
	return pruneNode(n, req)
}

func allOf(n Node) map[ColID]bool {
	m := map[ColID]bool{}
	for _, c := range n.Output() {
		m[c.ID] = true
	}
	return m
}

func withExprs(req map[ColID]bool, es ...Expr) map[ColID]bool {
	out := make(map[ColID]bool, len(req)+4)
	for k := range req {
		out[k] = true
	}
	for _, e := range es {
		if e != nil {
			colsUsed(e, out)
		}
	}
	return out
}

func pruneNode(n Node, req map[ColID]bool) Node {
	switch x := n.(type) {
	case *Scan:
		c := *x
		c.Cols, c.Idx = nil, nil
		for i, col := range x.Cols {
			if req[col.ID] {
				c.Cols = append(c.Cols, col)
				c.Idx = append(c.Idx, x.Idx[i])
			}
		}
		return &c
	case *Filter:
		c := *x
		c.Input = pruneNode(x.Input, withExprs(req, x.Cond))
		return &c
	case *Project:
		c := *x
		c.Exprs, c.Cols = nil, nil
		for i, col := range x.Cols {
			if req[col.ID] {
				c.Exprs = append(c.Exprs, x.Exprs[i])
				c.Cols = append(c.Cols, col)
			}
		}
		c.Input = pruneNode(x.Input, withExprs(map[ColID]bool{}, c.Exprs...))
		return &c
	case *Sort:
		c := *x
		var es []Expr
		for _, k := range x.Keys {
			es = append(es, k.Expr)
		}
		c.Input = pruneNode(x.Input, withExprs(req, es...))
		return &c
	case *Limit:
		c := *x
		c.Input = pruneNode(x.Input, req)
		return &c
	case *Distinct:
		c := *x
		if x.On == nil {
			c.Input = pruneNode(x.Input, allOf(x.Input))
		} else {
			c.Input = pruneNode(x.Input, withExprs(req, x.On...))
		}
		return &c
	case *Aggregate:
		c := *x
		var es []Expr
		es = append(es, x.Keys...)
		for _, a := range x.Aggs {
			es = append(es, a)
		}
		c.Input = pruneNode(x.Input, withExprs(map[ColID]bool{}, es...))
		return &c
	case *Window:
		c := *x
		var es []Expr
		for _, f := range x.Funcs {
			es = append(es, &WinCall{Fn: f})
		}
		c.Input = pruneNode(x.Input, withExprs(req, es...))
		return &c
	case *Join:
		c := *x
		es := append(append([]Expr{x.Cond}, x.LeftKeys...), x.RightKeys...)
		r := withExprs(req, es...)
		c.L = pruneNode(x.L, r)
		c.R = pruneNode(x.R, r)
		return &c
	case *CrossJoin:
		c := *x
		c.L = pruneNode(x.L, req)
		c.R = pruneNode(x.R, req)
		return &c
	case *Apply:
		c := *x
		r := withExprs(req, x.Cond)
		for _, id := range x.Params {
			r[id] = true
		}
		c.L = pruneNode(x.L, r)
		c.Pass = nil
		for _, col := range c.L.Output() {
			if req[col.ID] || x.Cond != nil && r[col.ID] {
				c.Pass = append(c.Pass, col.ID)
			}
		}
		if c.Pass == nil {
			c.Pass = []ColID{}
		}
		c.R = pruneNode(x.R, allOf(x.R))
		return &c
	case *TableFunctionNode:
		c := *x
		var es []Expr
		es = append(es, x.On)
		for _, f := range x.Funcs {
			for _, g := range f.Gens {
				es = append(es, g.Args...)
			}
		}
		if x.Input != nil {
			r := withExprs(req, es...)
			c.Input = pruneNode(x.Input, r)
			c.Pass = []ColID{}
			onCols := withExprs(map[ColID]bool{}, x.On)
			for _, col := range c.Input.Output() {
				if req[col.ID] || onCols[col.ID] {
					c.Pass = append(c.Pass, col.ID)
				}
			}
		}
		return &c
	case *SetOp:
		c := *x
		c.L = pruneNode(x.L, allOf(x.L))
		c.R = pruneNode(x.R, allOf(x.R))
		return &c
	case *Rename:
		c := *x
		c.Input = pruneNode(x.Input, allOf(x.Input))
		return &c
	case *RecursiveCTE:
		return x
	}
	return n
}
