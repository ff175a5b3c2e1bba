package executor

import (
	"slices"

	"github.com/lateral-sql/lateral/ast"
)

type sortKeyFn struct {
	pos        int // input column when the key is a plain column
	fn         evalFn
	desc       bool
	nullsFirst bool
}

func (b *builder) buildSort(in Operator, inCols []ColMeta, keys []SortKey, e *env, limit int64) (Operator, error) {
	c := &compiler{b: b, layout: layoutOf(inCols), env: e}
	ks := make([]sortKeyFn, len(keys))
	for i, k := range keys {
		ks[i] = sortKeyFn{pos: c.colPos(k.Expr), desc: k.Desc, nullsFirst: k.NullsFirst}
		if ks[i].pos < 0 {
			f, err := c.compile(k.Expr)
			if err != nil {
				return nil, err
			}
			ks[i].fn = f
		}
	}
	return &sortOp{in: in, keys: ks, width: len(inCols)}, nil
}

// compareKeys orders two rows by sort keys (values already extracted).
func compareSortValues(a, b Value, desc, nullsFirst bool) int {
	an, bn := a.k == KindNull, b.k == KindNull
	if an || bn {
		if an && bn {
			return 0
		}
		if an == nullsFirst {
			return -1
		}
		return 1
	}
	c := Compare(a, b)
	if desc {
		return -c
	}
	return c
}

// compareSortNested is compareSortValues where arrays and structs order
// their NULL elements by rule (orderNested): first in Spark and Hive, an
// error in Trino and Presto, last otherwise, as Compare does.
func compareSortNested(a, b Value, desc, nullsFirst bool, rule NestedNullRule) (int, error) {
	if rule.Order != NestedOrderNullsLast && rule.Order != NestedOrderUnknown && a.k == b.k && (a.k == KindArray || a.k == KindStruct) {
		c, err := orderNested(a, b, rule)
		if desc {
			return -c, err
		}
		return c, err
	}
	return compareSortValues(a, b, desc, nullsFirst), nil
}

// sortOp materializes its input and emits it ordered (stable).
type sortOp struct {
	in    Operator
	keys  []sortKeyFn
	width int
	rows  *rowSet
	kvals [][]Value
	perm  []int32
	pos   int
	out   *Batch
	ec    *execCtx
}

func (s *sortOp) Open(ec *execCtx) error {
	s.ec = ec
	if s.rows == nil {
		s.rows = newRowSet(s.width)
		s.out = newBatch(s.width)
	}
	s.rows.reset(ec)
	s.kvals = make([][]Value, len(s.keys))
	s.pos = 0
	if err := s.in.Open(ec); err != nil {
		return err
	}
	for {
		b, err := s.in.Next()
		if err != nil {
			return err
		}
		if b == nil {
			break
		}
		if err := s.rows.appendBatch(ec, b); err != nil {
			return err
		}
		r := rowRef{cols: b.Cols}
		for k, key := range s.keys {
			if key.pos >= 0 {
				continue
			}
			for i := 0; i < b.N; i++ {
				r.i = i
				v, err := key.fn(&r)
				if err != nil {
					return err
				}
				s.kvals[k] = append(s.kvals[k], v)
			}
		}
		if err := ec.check(); err != nil {
			return err
		}
	}
	for k, key := range s.keys {
		if key.pos >= 0 {
			s.kvals[k] = s.rows.cols[key.pos]
		}
	}
	n := s.rows.n
	s.perm = make([]int32, n)
	for i := range s.perm {
		s.perm[i] = int32(i)
	}
	if err := ec.mem.grow(int64(n) * 4); err != nil {
		return err
	}
	rule := ec.opts.NestedNulls
	var sortErr error
	slices.SortStableFunc(s.perm, func(x, y int32) int {
		for k, key := range s.keys {
			c, err := compareSortNested(s.kvals[k][x], s.kvals[k][y], key.desc, key.nullsFirst, rule)
			if err != nil && sortErr == nil {
				sortErr = err
			}
			if c != 0 {
				return c
			}
		}
		return 0
	})
	return sortErr
}

func (s *sortOp) Next() (*Batch, error) {
	if s.pos >= len(s.perm) {
		return nil, nil
	}
	end := min(s.pos+BatchSize, len(s.perm))
	s.out.reset()
	for c := range s.out.Cols {
		src, dst := s.rows.cols[c], s.out.Cols[c]
		for j, p := range s.perm[s.pos:end] {
			dst[j] = src[p]
		}
	}
	s.out.N = end - s.pos
	s.pos = end
	return s.out.trim(), nil
}

func (s *sortOp) Close() {
	s.in.Close()
	if s.rows != nil {
		s.rows.reset(s.ec)
	}
}

// distinctOp drops duplicate rows (or rows whose DISTINCT ON key was seen),
// keeping the first occurrence in input order.
type distinctOp struct {
	in    Operator
	on    []evalFn
	width int
	seen  map[string]struct{}
	buf   []byte
	out   *Batch
	ec    *execCtx
}

func (d *distinctOp) Open(ec *execCtx) error {
	d.ec = ec
	d.seen = map[string]struct{}{}
	if d.out == nil {
		d.out = newBatch(d.width)
	}
	return d.in.Open(ec)
}

func (d *distinctOp) Next() (*Batch, error) {
	for {
		b, err := d.in.Next()
		if err != nil || b == nil {
			return nil, err
		}
		d.out.reset()
		n := 0
		r := rowRef{cols: b.Cols}
		for i := 0; i < b.N; i++ {
			d.buf = d.buf[:0]
			if d.on != nil {
				r.i = i
				for _, f := range d.on {
					v, err := f(&r)
					if err != nil {
						return nil, err
					}
					d.buf = appendKey(d.buf, v)
				}
			} else {
				for c := range b.Cols {
					d.buf = appendKey(d.buf, b.Cols[c][i])
				}
			}
			if _, ok := d.seen[string(d.buf)]; ok {
				continue
			}
			d.seen[string(d.buf)] = struct{}{}
			if err := d.ec.mem.grow(int64(len(d.buf)) + 32); err != nil {
				return nil, err
			}
			for c := range b.Cols {
				d.out.Cols[c][n] = b.Cols[c][i]
			}
			n++
		}
		if n > 0 {
			d.out.N = n
			return d.out.trim(), nil
		}
	}
}

func (d *distinctOp) Close() { d.in.Close(); d.seen = nil }

// setOpOp is UNION / INTERSECT / EXCEPT [ALL].
type setOpOp struct {
	kind  ast.SetOpKind
	all   bool
	l, r  Operator
	width int
	ec    *execCtx
	// union streaming state
	phase int
	seen  map[string]int // key -> remaining count (intersect/except) or presence
	buf   []byte
	out   *Batch
}

func (s *setOpOp) Open(ec *execCtx) error {
	s.ec, s.phase = ec, 0
	s.seen = map[string]int{}
	if s.out == nil {
		s.out = newBatch(s.width)
	}
	if err := s.l.Open(ec); err != nil {
		return err
	}
	if s.kind != ast.Union {
		// build the right side's counts first
		if err := s.r.Open(ec); err != nil {
			return err
		}
		for {
			b, err := s.r.Next()
			if err != nil {
				return err
			}
			if b == nil {
				break
			}
			for i := 0; i < b.N; i++ {
				k := s.rowKey(b, i)
				if _, ok := s.seen[k]; !ok {
					if err := ec.mem.grow(int64(len(k)) + 32); err != nil {
						return err
					}
				}
				s.seen[k]++
			}
		}
	}
	return nil
}

func (s *setOpOp) rowKey(b *Batch, i int) string {
	s.buf = s.buf[:0]
	for c := 0; c < s.width; c++ {
		s.buf = appendKey(s.buf, b.Cols[c][i])
	}
	return string(s.buf)
}

func (s *setOpOp) Next() (*Batch, error) {
	for {
		var b *Batch
		var err error
		switch {
		case s.phase == 0:
			b, err = s.l.Next()
			if err == nil && b == nil && s.kind == ast.Union {
				s.phase = 1
				if err := s.r.Open(s.ec); err != nil {
					return nil, err
				}
				continue
			}
		case s.phase == 1:
			b, err = s.r.Next()
		}
		if err != nil || b == nil {
			return nil, err
		}
		if s.kind == ast.Union && s.all {
			return b, nil
		}
		s.out.reset()
		n := 0
		for i := 0; i < b.N; i++ {
			s.buf = s.buf[:0]
			for c := 0; c < s.width; c++ {
				s.buf = appendKey(s.buf, b.Cols[c][i])
			}
			keep := false
			switch s.kind {
			case ast.Union:
				if _, ok := s.seen[string(s.buf)]; !ok {
					s.seen[string(s.buf)] = 1
					if err := s.ec.mem.grow(int64(len(s.buf)) + 32); err != nil {
						return nil, err
					}
					keep = true
				}
			case ast.Intersect:
				if cnt := s.seen[string(s.buf)]; cnt > 0 {
					keep = true
					if s.all {
						s.seen[string(s.buf)] = cnt - 1
					} else {
						s.seen[string(s.buf)] = 0
					}
				}
			case ast.Except:
				cnt, ok := s.seen[string(s.buf)]
				if s.all {
					if cnt > 0 {
						s.seen[string(s.buf)] = cnt - 1
					} else {
						keep = true
					}
				} else if !ok || cnt >= 0 {
					if !ok || cnt > 0 {
						// first time seen on the left and absent on the right
						if !ok {
							keep = true
						}
						s.seen[string(s.buf)] = -1
					}
				}
			}
			if keep {
				for c := 0; c < s.width; c++ {
					s.out.Cols[c][n] = b.Cols[c][i]
				}
				n++
			}
		}
		if n > 0 {
			s.out.N = n
			return s.out.trim(), nil
		}
	}
}

func (s *setOpOp) Close() { s.l.Close(); s.r.Close() }
