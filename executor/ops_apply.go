package executor

import "github.com/lateral-sql/lateral/ast"

// applyOp runs its right side once per left row with the correlated
// columns bound (lateral join). The right operator is built once and
// re-opened per row, so nothing is planned or built again.
type applyOp struct {
	kind        JoinKind
	l, r        Operator
	lw, rw      int
	params      []int // left positions of the correlated columns
	slots       []*Value
	outerCopies [][2]*Value
	pass        []int
	cond        evalFn // on the output row (pass ++ right)
	ec          *execCtx

	lb      *Batch
	li      int
	rb      *Batch
	ri      int
	rOpen   bool
	matched bool
	out     *Batch
	width   int
	// cache of right-side results by correlated values (scalars only, and
	// only when the right side has no volatile function)
	cacheOK bool
	cache   map[string]*rowSet
	cached  int
	keyBuf  []byte
	scan    rowSetScan
	useScan bool
}

func (b *builder) buildApply(x *Apply, e *env) (Operator, error) {
	l, err := b.build(x.L, e)
	if err != nil {
		return nil, err
	}
	lc := x.L.Output()
	ll := layoutOf(lc)
	re := newEnv(e, x.Params)
	r, err := b.build(x.R, re)
	if err != nil {
		return nil, err
	}
	op := &applyOp{kind: x.Kind, l: l, r: r, lw: len(lc), rw: len(x.R.Output())}
	for _, id := range x.Params {
		p, ok := ll[id]
		if !ok {
			// bound further out: read through the outer env at run time
			p = -1
		}
		op.params = append(op.params, p)
		op.slots = append(op.slots, re.slots[id])
	}
	// params bound further out are copied from the outer slots
	for i, id := range x.Params {
		if op.params[i] < 0 {
			if s := e.lookup(id); s != nil {
				outer := s
				slot := op.slots[i]
				op.outerCopies = append(op.outerCopies, [2]*Value{outer, slot})
			}
		}
	}
	passCols := lc
	if x.Pass != nil {
		passCols = nil
		for _, id := range x.Pass {
			op.pass = append(op.pass, ll[id])
			passCols = append(passCols, lc[ll[id]])
		}
	} else {
		for i := range lc {
			op.pass = append(op.pass, i)
		}
	}
	op.width = len(op.pass) + op.rw
	op.cacheOK = !planHasVolatile(x.R)
	if x.Cond != nil {
		outCols := append(append([]ColMeta(nil), passCols...), x.R.Output()...)
		c := &compiler{b: b, layout: layoutOf(outCols), env: e}
		if op.cond, err = c.compile(x.Cond); err != nil {
			return nil, err
		}
	}
	return op, nil
}

func (a *applyOp) Open(ec *execCtx) error {
	a.ec = ec
	a.lb, a.li, a.rb, a.rOpen = nil, 0, nil, false
	a.cache, a.cached = nil, 0
	if a.out == nil {
		a.out = newBatch(a.width)
	}
	return a.l.Open(ec)
}

func (a *applyOp) Next() (*Batch, error) {
	a.out.reset()
	for a.out.N < BatchSize {
		if !a.rOpen {
			// next left row
			if a.lb == nil || a.li+1 >= a.lb.N {
				b, err := a.l.Next()
				if err != nil {
					return nil, err
				}
				if b == nil {
					break
				}
				if err := a.ec.check(); err != nil {
					return nil, err
				}
				a.lb, a.li = b, -1
				if b.N == 0 {
					continue
				}
			}
			a.li++
			for i, p := range a.params {
				if p >= 0 {
					*a.slots[i] = a.lb.Cols[p][a.li]
				}
			}
			for _, oc := range a.outerCopies {
				*oc[1] = *oc[0]
			}
			if err := a.openRight(); err != nil {
				return nil, err
			}
			a.rOpen, a.matched, a.rb, a.ri = true, false, nil, 0
		}
		if a.rb == nil || a.ri >= a.rb.N {
			b, err := a.nextRight()
			if err != nil {
				return nil, err
			}
			if b == nil {
				a.rOpen = false
				if !a.matched && a.kind == JoinLeft {
					n := a.out.N
					for j, p := range a.pass {
						a.out.Cols[j][n] = a.lb.Cols[p][a.li]
					}
					for c := 0; c < a.rw; c++ {
						a.out.Cols[len(a.pass)+c][n] = Null
					}
					a.out.N++
				}
				continue
			}
			a.rb, a.ri = b, 0
			continue
		}
		n := a.out.N
		for j, p := range a.pass {
			a.out.Cols[j][n] = a.lb.Cols[p][a.li]
		}
		for c := 0; c < a.rw; c++ {
			a.out.Cols[len(a.pass)+c][n] = a.rb.Cols[c][a.ri]
		}
		a.ri++
		if a.cond != nil {
			v, err := a.cond(&rowRef{cols: a.out.Cols, i: n})
			if err != nil {
				return nil, err
			}
			if !truth(v) {
				continue
			}
		}
		a.matched = true
		a.out.N++
	}
	if a.out.N == 0 {
		return nil, nil
	}
	return a.out.trim(), nil
}

// openRight starts the right side for the current left row: from the cache
// when the correlated values were seen before.
func (a *applyOp) openRight() error {
	a.useScan = false
	if !a.cacheOK || len(a.slots) == 0 {
		return a.r.Open(a.ec)
	}
	a.keyBuf = a.keyBuf[:0]
	for _, s := range a.slots {
		if s.k == KindArray || s.k == KindMap || s.k == KindStruct {
			return a.r.Open(a.ec)
		}
		a.keyBuf = appendCacheKey(a.keyBuf, *s)
	}
	if rs, ok := a.cache[string(a.keyBuf)]; ok {
		a.scan, a.useScan = rowSetScan{rs: rs}, true
		return nil
	}
	if err := a.r.Open(a.ec); err != nil {
		return err
	}
	rs := newRowSet(a.rw)
	for {
		b, err := a.r.Next()
		if err != nil {
			return err
		}
		if b == nil {
			break
		}
		if err := rs.appendBatch(a.ec, b); err != nil {
			return err
		}
	}
	if a.cache == nil {
		a.cache = map[string]*rowSet{}
	}
	if len(a.cache) < 4096 && a.cached+rs.n <= 1<<20 {
		a.cache[string(a.keyBuf)] = rs
		a.cached += rs.n
	}
	a.scan, a.useScan = rowSetScan{rs: rs}, true
	return nil
}

func (a *applyOp) nextRight() (*Batch, error) {
	if a.useScan {
		return a.scan.next(), nil
	}
	return a.r.Next()
}

// planHasVolatile reports whether a plan calls a volatile function
// (random, uuid, now), whose results must not be cached.
func planHasVolatile(n Node) bool {
	found := false
	check := func(es ...Expr) {
		for _, e := range es {
			walkExpr(e, func(x Expr) bool {
				switch c := x.(type) {
				case *Call:
					if f := c.fn; f != nil && f.volatile || f == nil && lookupFunc(c.Name) != nil && lookupFunc(c.Name).volatile {
						found = true
					}
				case *SubqueryE:
					if planHasVolatile(c.Plan) {
						found = true
					}
				}
				return !found
			})
		}
	}
	var visit func(Node)
	visit = func(n Node) {
		switch x := n.(type) {
		case *ValuesNode:
			for _, r := range x.Rows {
				check(r...)
			}
		case *Filter:
			check(x.Cond)
		case *Project:
			check(x.Exprs...)
		case *Aggregate:
			check(x.Keys...)
			for _, a := range x.Aggs {
				check(a)
			}
		case *Join:
			check(x.Cond)
		case *Apply:
			check(x.Cond)
		case *TableFunctionNode:
			check(x.On)
			for _, f := range x.Funcs {
				for _, g := range f.Gens {
					check(g.Args...)
					if g.Kind == ast.GenFunc {
						found = true // user code may be volatile
					}
				}
			}
		case *Window:
			for _, f := range x.Funcs {
				check(&WinCall{Fn: f})
			}
		}
		for _, c := range children(n) {
			visit(c)
		}
	}
	visit(n)
	return found
}

func (a *applyOp) Close() {
	a.l.Close()
	a.r.Close()
}

// recursiveOp evaluates WITH RECURSIVE: the anchor, then the step over the
// previous iteration's rows until it yields nothing new.
type recursiveOp struct {
	anchor, step Operator
	work         *workTable
	all          bool
	width        int
	ec           *execCtx
	seen         map[string]struct{}
	cur          *rowSet // rows produced by the current iteration
	phase        int     // 0 anchor, 1 step
	out          *Batch
	buf          []byte
	iters        int
}

const maxRecursion = 100000

func (r *recursiveOp) Open(ec *execCtx) error {
	r.ec, r.phase, r.iters = ec, 0, 0
	r.seen = map[string]struct{}{}
	r.cur = newRowSet(r.width)
	r.work.rows = newRowSet(r.width)
	if r.out == nil {
		r.out = newBatch(r.width)
	}
	return r.anchor.Open(ec)
}

func (r *recursiveOp) Next() (*Batch, error) {
	for {
		var b *Batch
		var err error
		if r.phase == 0 {
			b, err = r.anchor.Next()
		} else {
			b, err = r.step.Next()
		}
		if err != nil {
			return nil, err
		}
		if b == nil {
			// iteration done: the new rows become the working table
			if r.cur.n == 0 && r.phase == 1 {
				return nil, nil
			}
			if r.phase == 1 && r.cur.n == 0 {
				return nil, nil
			}
			r.iters++
			if r.iters > maxRecursion {
				return nil, &LimitError{Limit: "recursion", Value: maxRecursion}
			}
			if r.cur.n == 0 {
				return nil, nil
			}
			r.work.rows, r.cur = r.cur, r.work.rows
			r.cur.reset(r.ec)
			r.phase = 1
			if err := r.step.Open(r.ec); err != nil {
				return nil, err
			}
			if err := r.ec.check(); err != nil {
				return nil, err
			}
			continue
		}
		r.out.reset()
		n := 0
		for i := 0; i < b.N; i++ {
			if !r.all {
				r.buf = r.buf[:0]
				for c := 0; c < r.width; c++ {
					r.buf = appendKey(r.buf, b.Cols[c][i])
				}
				if _, ok := r.seen[string(r.buf)]; ok {
					continue
				}
				r.seen[string(r.buf)] = struct{}{}
			}
			if err := r.cur.appendRow(r.ec, b, i); err != nil {
				return nil, err
			}
			for c := 0; c < r.width; c++ {
				r.out.Cols[c][n] = b.Cols[c][i]
			}
			n++
		}
		if n > 0 {
			r.out.N = n
			return r.out.trim(), nil
		}
	}
}

func (r *recursiveOp) Close() { r.anchor.Close(); r.step.Close() }

// workScanOp reads the working table of a recursive CTE.
type workScanOp struct {
	work *workTable
	scan rowSetScan
}

func (w *workScanOp) Open(ec *execCtx) error {
	w.scan = rowSetScan{rs: w.work.rows}
	return nil
}
func (w *workScanOp) Next() (*Batch, error) { return w.scan.next(), nil }
func (w *workScanOp) Close()                {}
