package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

func (b *builder) buildJoin(x *Join, e *env) (Operator, error) {
	l, err := b.build(x.L, e)
	if err != nil {
		return nil, err
	}
	r, err := b.build(x.R, e)
	if err != nil {
		return nil, err
	}
	lc, rc := x.L.Output(), x.R.Output()
	cl := &compiler{b: b, layout: layoutOf(lc), env: e}
	cr := &compiler{b: b, layout: layoutOf(rc), env: e}
	op := &joinOp{kind: x.Kind, l: l, r: r, lw: len(lc), rw: len(rc)}
	if op.lk, err = cl.compileAll(x.LeftKeys); err != nil {
		return nil, err
	}
	if op.rk, err = cr.compileAll(x.RightKeys); err != nil {
		return nil, err
	}
	op.nullSafe = x.NullSafe
	op.nullElems = joinNullElems(b.eng.opts.NestedNulls, x)
	if x.Cond != nil {
		all := append(append([]ColMeta(nil), lc...), rc...)
		cc := &compiler{b: b, layout: layoutOf(all), env: e}
		if op.cond, err = cc.compile(x.Cond); err != nil {
			return nil, err
		}
	}
	return op, nil
}

// joinOp is a hash join on equi keys (nested loop when there are none) for
// every join kind; the residual condition is evaluated inside the join.
type joinOp struct {
	kind     JoinKind
	l, r     Operator
	lw, rw   int
	lk, rk   []evalFn
	nullSafe []bool
	// nullElems: per key, when a NULL inside an array or struct key makes
	// = unknown (joinNullElems)
	nullElems []nullElemRule
	cond      evalFn
	ec        *execCtx

	right   *rowSet
	heads   map[string]int32
	next    []int32
	matched []bool
	buf     []byte

	lb       *Batch // current left batch
	li       int    // current left row
	cand     int32  // next candidate (-1 none); nested loop: index
	lmatched bool
	started  bool // candidates for li computed
	out      *Batch
	scratch  *Batch
	tail     int // right/full: unmatched right rows emitted so far
	leftDone bool
	keyCache []Value
}

func (j *joinOp) Open(ec *execCtx) error {
	j.ec = ec
	if j.right == nil {
		j.right = newRowSet(j.rw)
	}
	j.right.reset(ec)
	j.heads = nil
	j.next = j.next[:0]
	j.lb, j.li, j.started, j.leftDone, j.tail = nil, 0, false, false, 0
	if err := j.r.Open(ec); err != nil {
		return err
	}
	if len(j.rk) > 0 {
		j.heads = map[string]int32{}
	}
	for {
		b, err := j.r.Next()
		if err != nil {
			return err
		}
		if b == nil {
			break
		}
		base := j.right.n
		if err := j.right.appendBatch(ec, b); err != nil {
			return err
		}
		if j.heads != nil {
			r := rowRef{cols: b.Cols}
			for i := 0; i < b.N; i++ {
				r.i = i
				key, ok, err := j.keyOf(j.rk, &r)
				if err != nil {
					return err
				}
				j.next = append(j.next, -1)
				if !ok {
					continue
				}
				if h, found := j.heads[key]; found {
					j.next[base+i] = h
				}
				j.heads[key] = int32(base + i)
			}
			if err := ec.mem.grow(int64(b.N) * 40); err != nil {
				return err
			}
		}
	}
	j.matched = growSlice(j.matched[:0], j.right.n)
	for i := range j.matched {
		j.matched[i] = false
	}
	if j.out == nil {
		w := j.lw + j.rw
		if j.kind == JoinSemi || j.kind == JoinAnti {
			w = j.lw
		}
		j.out = newBatch(w)
		j.scratch = newBatch(j.lw + j.rw)
	}
	return j.l.Open(ec)
}

// keyOf encodes the join key of a row; ok is false when a non-null-safe
// key is NULL (such a row never matches).
func (j *joinOp) keyOf(fns []evalFn, r *rowRef) (string, bool, error) {
	j.buf = j.buf[:0]
	for k, f := range fns {
		v, err := f(r)
		if err != nil {
			return "", false, err
		}
		if v.k == KindNull && (j.nullSafe == nil || !j.nullSafe[k]) {
			return "", false, nil
		}
		if j.nullElems != nil && holdsNull(v, j.nullElems[k]) {
			return "", false, nil
		}
		j.buf = appendKey(j.buf, normalizeJoinKey(v))
	}
	return string(j.buf), true, nil
}

// nullElemRule is how a join key's NULL elements or fields decide =.
type nullElemRule uint8

const (
	// nullElemsEqual: NULL elements are values, equal to each other (the
	// key encoding's rule).
	nullElemsEqual nullElemRule = iota
	// nullFieldsUnknown: a NULL field of the key's first level makes =
	// unknown (PostgreSQL's two row constructors).
	nullFieldsUnknown
	// nullElemsUnknown: a NULL element at any depth makes = unknown or
	// false, never true (the SQL standard; Trino, Presto).
	nullElemsUnknown
)

// joinNullElems is the rule of each equi key of x under the dialect's
// rule for = (the keys of ON a = b and of USING (c) compare by =; IS NOT
// DISTINCT FROM keys are left to the key encoding). nil when every key's
// NULL elements are values.
func joinNullElems(rule NestedNullRule, x *Join) []nullElemRule {
	var out []nullElemRule
	for k := range x.LeftKeys {
		if k < len(x.NullSafe) && x.NullSafe[k] {
			continue
		}
		r := nullElemsEqual
		switch {
		case rule.Eq == NestedEqUnknown:
			r = nullElemsUnknown
		case rule.RowConstructors && isRowConstructor(x.LeftKeys[k]) && isRowConstructor(x.RightKeys[k]):
			r = nullFieldsUnknown
		}
		if r == nullElemsEqual {
			continue
		}
		if out == nil {
			out = make([]nullElemRule, len(x.LeftKeys))
		}
		out[k] = r
	}
	return out
}

// holdsNull reports whether the key v can never be equal under r: a NULL
// element or field where r makes it unknown.
func holdsNull(v Value, r nullElemRule) bool {
	if r == nullElemsEqual || v.k != KindArray && v.k != KindStruct {
		return false
	}
	var parts []Value
	if v.k == KindArray {
		parts = v.Elems()
	} else {
		parts = v.Struct().Vals
	}
	for _, p := range parts {
		if p.k == KindNull || r == nullElemsUnknown && holdsNull(p, r) {
			return true
		}
	}
	return false
}

// normalizeJoinKey makes keys of different numeric kinds that compare equal
// encode alike (appendKey already maps integral floats and decimals to ints).
func normalizeJoinKey(v Value) Value {
	if v.k == KindDate {
		return TimestampValue(v.i * 86400e6)
	}
	return v
}

func (j *joinOp) emitLeftRight(li int, ri int32) {
	n := j.out.N
	for c := 0; c < j.lw; c++ {
		j.out.Cols[c][n] = j.lb.Cols[c][li]
	}
	if j.kind != JoinSemi && j.kind != JoinAnti {
		for c := 0; c < j.rw; c++ {
			if ri >= 0 {
				j.out.Cols[j.lw+c][n] = j.right.cols[c][ri]
			} else {
				j.out.Cols[j.lw+c][n] = Null
			}
		}
	}
	j.out.N++
}

// condOK evaluates the residual condition on left row li and right row ri.
func (j *joinOp) condOK(li int, ri int32) (bool, error) {
	if j.cond == nil {
		return true, nil
	}
	for c := 0; c < j.lw; c++ {
		j.scratch.Cols[c][0] = j.lb.Cols[c][li]
	}
	for c := 0; c < j.rw; c++ {
		j.scratch.Cols[j.lw+c][0] = j.right.cols[c][ri]
	}
	v, err := j.cond(&rowRef{cols: j.scratch.Cols, i: 0})
	if err != nil {
		return false, err
	}
	return truth(v), nil
}

func (j *joinOp) Next() (*Batch, error) {
	j.out.reset()
	for j.out.N < BatchSize {
		if j.leftDone {
			// unmatched right rows for RIGHT and FULL joins
			if j.kind != JoinRight && j.kind != JoinFull {
				break
			}
			for j.tail < j.right.n && j.out.N < BatchSize {
				if !j.matched[j.tail] {
					n := j.out.N
					for c := 0; c < j.lw; c++ {
						j.out.Cols[c][n] = Null
					}
					for c := 0; c < j.rw; c++ {
						j.out.Cols[j.lw+c][n] = j.right.cols[c][j.tail]
					}
					j.out.N++
				}
				j.tail++
			}
			break
		}
		if j.lb == nil || j.li >= j.lb.N {
			b, err := j.l.Next()
			if err != nil {
				return nil, err
			}
			if b == nil {
				j.leftDone = true
				continue
			}
			j.lb, j.li, j.started = b, 0, false
			if err := j.ec.check(); err != nil {
				return nil, err
			}
			continue
		}
		if !j.started {
			j.started, j.lmatched = true, false
			j.cand = -1
			if j.heads != nil {
				key, ok, err := j.keyOf(j.lk, &rowRef{cols: j.lb.Cols, i: j.li})
				if err != nil {
					return nil, err
				}
				if ok {
					if h, found := j.heads[key]; found {
						j.cand = h
					}
				}
			} else if j.right.n > 0 {
				j.cand = 0
			}
		}
		// walk candidates
		for j.cand >= 0 && j.out.N < BatchSize {
			ri := j.cand
			if j.heads != nil {
				j.cand = j.next[ri]
			} else {
				j.cand++
				if int(j.cand) >= j.right.n {
					j.cand = -1
				}
				if err := j.ec.tickCheck(); err != nil {
					return nil, err
				}
			}
			ok, err := j.condOK(j.li, ri)
			if err != nil {
				return nil, err
			}
			if !ok {
				continue
			}
			j.lmatched = true
			j.matched[ri] = true
			switch j.kind {
			case JoinSemi:
				j.emitLeftRight(j.li, -1)
				j.cand = -1
			case JoinAnti:
				j.cand = -1
			default:
				j.emitLeftRight(j.li, ri)
			}
		}
		if j.cand >= 0 {
			break // output full; resume this left row
		}
		if !j.lmatched && (j.kind == JoinLeft || j.kind == JoinFull || j.kind == JoinAnti) {
			j.emitLeftRight(j.li, -1)
		}
		j.li++
		j.started = false
	}
	if j.out.N == 0 {
		return nil, nil
	}
	return j.out.trim(), nil
}

func (j *joinOp) Close() {
	j.l.Close()
	j.r.Close()
	if j.right != nil {
		j.right.reset(j.ec)
	}
	j.heads = nil
}

// crossJoinOp is the Cartesian product, streaming the left side.
type crossJoinOp struct {
	l, r   Operator
	lw, rw int
	right  *rowSet
	lb     *Batch
	li, ri int
	out    *Batch
	ec     *execCtx
}

func (c *crossJoinOp) Open(ec *execCtx) error {
	c.ec = ec
	if c.right == nil {
		c.right = newRowSet(c.rw)
		c.out = newBatch(c.lw + c.rw)
	}
	c.right.reset(ec)
	c.lb, c.li, c.ri = nil, 0, 0
	if err := c.r.Open(ec); err != nil {
		return err
	}
	for {
		b, err := c.r.Next()
		if err != nil {
			return err
		}
		if b == nil {
			break
		}
		if err := c.right.appendBatch(ec, b); err != nil {
			return err
		}
	}
	return c.l.Open(ec)
}

func (c *crossJoinOp) Next() (*Batch, error) {
	if c.right.n == 0 {
		return nil, nil
	}
	c.out.reset()
	for c.out.N < BatchSize {
		if c.lb == nil || c.li >= c.lb.N {
			b, err := c.l.Next()
			if err != nil {
				return nil, err
			}
			if b == nil {
				break
			}
			if err := c.ec.check(); err != nil {
				return nil, err
			}
			c.lb, c.li, c.ri = b, 0, 0
			continue
		}
		n := min(BatchSize-c.out.N, c.right.n-c.ri)
		for col := 0; col < c.lw; col++ {
			v := c.lb.Cols[col][c.li]
			dst := c.out.Cols[col][c.out.N : c.out.N+n]
			for i := range dst {
				dst[i] = v
			}
		}
		for col := 0; col < c.rw; col++ {
			copy(c.out.Cols[c.lw+col][c.out.N:c.out.N+n], c.right.cols[col][c.ri:c.ri+n])
		}
		c.out.N += n
		c.ri += n
		if c.ri >= c.right.n {
			c.ri = 0
			c.li++
		}
	}
	if c.out.N == 0 {
		return nil, nil
	}
	return c.out.trim(), nil
}

func (c *crossJoinOp) Close() {
	c.l.Close()
	c.r.Close()
	if c.right != nil {
		c.right.reset(c.ec)
	}
}

// joinKindFromAST maps a parsed join kind.
func joinKindFromAST(k ast.JoinKind) (JoinKind, error) {
	switch k {
	case ast.JoinInner, ast.JoinCross, ast.JoinCrossApply:
		return JoinInner, nil
	case ast.JoinLeft, ast.JoinOuterApply:
		return JoinLeft, nil
	case ast.JoinRight:
		return JoinRight, nil
	case ast.JoinFull:
		return JoinFull, nil
	case ast.JoinSemi:
		return JoinSemi, nil
	case ast.JoinAnti:
		return JoinAnti, nil
	}
	return 0, fmt.Errorf("unsupported join kind %s", k)
}
