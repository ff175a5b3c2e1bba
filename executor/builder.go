package executor

import (
	"fmt"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// builder turns a plan tree into operators: the one place where plan nodes
// become running code.
type builder struct {
	eng *Engine
	ec  *execCtx
}

func (b *builder) build(n Node, e *env) (Operator, error) {
	switch x := n.(type) {
	case *Scan:
		return &scanOp{node: x}, nil
	case *ValuesNode:
		rows := make([][]evalFn, len(x.Rows))
		c := &compiler{b: b, layout: map[ColID]int{}, env: e}
		for i, r := range x.Rows {
			fs, err := c.compileAll(r)
			if err != nil {
				return nil, err
			}
			rows[i] = fs
		}
		return &valuesOp{rows: rows, width: len(x.Cols)}, nil
	case *Filter:
		in, err := b.build(x.Input, e)
		if err != nil {
			return nil, err
		}
		c := &compiler{b: b, layout: layoutOf(x.Input.Output()), env: e}
		cond, err := c.compile(x.Cond)
		if err != nil {
			return nil, err
		}
		return &filterOp{in: in, cond: cond, width: len(x.Input.Output())}, nil
	case *Project:
		in, err := b.build(x.Input, e)
		if err != nil {
			return nil, err
		}
		c := &compiler{b: b, layout: layoutOf(x.Input.Output()), env: e}
		op := &projectOp{in: in, pass: make([]int, len(x.Exprs)), fns: make([]evalFn, len(x.Exprs))}
		for i, ex := range x.Exprs {
			op.pass[i] = c.colPos(ex)
			if op.pass[i] < 0 {
				f, err := c.compile(ex)
				if err != nil {
					return nil, err
				}
				op.fns[i] = f
			}
		}
		return op, nil
	case *Limit:
		in, err := b.build(x.Input, e)
		if err != nil {
			return nil, err
		}
		return &limitOp{in: in, count: x.Count, offset: x.Offset}, nil
	case *Rename:
		return b.build(x.Input, e)
	case *Sort:
		in, err := b.build(x.Input, e)
		if err != nil {
			return nil, err
		}
		return b.buildSort(in, x.Input.Output(), x.Keys, e, -1)
	case *Distinct:
		in, err := b.build(x.Input, e)
		if err != nil {
			return nil, err
		}
		c := &compiler{b: b, layout: layoutOf(x.Input.Output()), env: e}
		var on []evalFn
		if x.On != nil {
			if on, err = c.compileAll(x.On); err != nil {
				return nil, err
			}
		}
		return &distinctOp{in: in, on: on, width: len(x.Input.Output())}, nil
	case *SetOp:
		l, err := b.build(x.L, e)
		if err != nil {
			return nil, err
		}
		r, err := b.build(x.R, e)
		if err != nil {
			return nil, err
		}
		return &setOpOp{kind: x.Kind, all: x.All, l: l, r: r, width: len(x.Cols)}, nil
	case *Aggregate:
		return b.buildAggregate(x, e)
	case *Join:
		return b.buildJoin(x, e)
	case *CrossJoin:
		l, err := b.build(x.L, e)
		if err != nil {
			return nil, err
		}
		r, err := b.build(x.R, e)
		if err != nil {
			return nil, err
		}
		return &crossJoinOp{l: l, r: r, lw: len(x.L.Output()), rw: len(x.R.Output())}, nil
	case *Apply:
		return b.buildApply(x, e)
	case *TableFunctionNode:
		return b.buildTableFunction(x, e)
	case *Window:
		return b.buildWindow(x, e)
	case *RecursiveCTE:
		anchor, err := b.build(x.Anchor, e)
		if err != nil {
			return nil, err
		}
		step, err := b.build(x.Step, e)
		if err != nil {
			return nil, err
		}
		return &recursiveOp{anchor: anchor, step: step, work: x.Work, all: x.All, width: len(x.Cols)}, nil
	case *WorkScan:
		return &workScanOp{work: x.Work}, nil
	}
	return nil, fmt.Errorf("internal error: no operator for %T", n)
}

// scanOp reads a table's columns without copying them.
type scanOp struct {
	node *Scan
	pos  int
	n    int
	data [][]Value
	out  Batch
	ec   *execCtx
	// zone: the session's zone, in which the TIMESTAMPTZ values read are
	// shown (and cast to a TIMESTAMP, a DATE or text), whatever the zone
	// at their INSERT (PostgreSQL 15 and DuckDB 1.5 run:
	// TIMESTAMPTZ '2018-03-11 12:30:00+00' inserted in a session in
	// America/New_York reads 2018-03-11 21:30:00+09 after SET TimeZone =
	// 'Asia/Tokyo').
	zone *time.Location
}

func (s *scanOp) Open(ec *execCtx) error {
	s.ec, s.pos = ec, 0
	s.data, s.n = s.node.Table.snapshot()
	s.out.Cols = make([][]Value, len(s.node.Idx))
	s.zone = nil
	if ec != nil && ec.eng != nil && !ec.eng.opts.KeepTimestampZones {
		s.zone = ec.eng.zone()
	}
	return nil
}

func (s *scanOp) Next() (*Batch, error) {
	if s.pos >= s.n {
		return nil, nil
	}
	end := min(s.pos+BatchSize, s.n)
	data := s.data
	for j, idx := range s.node.Idx {
		s.out.Cols[j] = data[idx][s.pos:end]
		switch s.node.Cols[j].Type.Kind {
		case ast.TypeTimestampTZ, ast.TypeArray, ast.TypeStruct, ast.TypeMap:
			if s.zone != nil {
				s.out.Cols[j], _ = rezoneAll(s.out.Cols[j], s.zone)
			}
		}
	}
	s.out.N = end - s.pos
	s.pos = end
	return &s.out, nil
}

func (s *scanOp) Close() {}

// valuesOp evaluates constant rows at Open.
type valuesOp struct {
	rows  [][]evalFn
	width int
	out   *Batch
	done  bool
}

func (v *valuesOp) Open(ec *execCtx) error {
	v.done = false
	if v.out == nil {
		v.out = &Batch{Cols: make([][]Value, v.width)}
	}
	for c := range v.out.Cols {
		v.out.Cols[c] = v.out.Cols[c][:0]
	}
	var r rowRef
	for _, row := range v.rows {
		for c, f := range row {
			val, err := f(&r)
			if err != nil {
				return err
			}
			v.out.Cols[c] = append(v.out.Cols[c], val)
		}
	}
	v.out.N = len(v.rows)
	return nil
}

func (v *valuesOp) Next() (*Batch, error) {
	if v.done || v.out.N == 0 {
		return nil, nil
	}
	v.done = true
	return v.out, nil
}

func (v *valuesOp) Close() {}

// filterOp keeps rows whose condition is TRUE.
type filterOp struct {
	in    Operator
	cond  evalFn
	width int
	out   *Batch
	sel   []int
	ec    *execCtx
	rr    rowRef
}

func (f *filterOp) Open(ec *execCtx) error {
	f.ec = ec
	if f.out == nil {
		f.out = newBatch(f.width)
	}
	return f.in.Open(ec)
}

func (f *filterOp) Next() (*Batch, error) {
	for {
		b, err := f.in.Next()
		if err != nil || b == nil {
			return nil, err
		}
		f.sel = f.sel[:0]
		r := &f.rr
		r.cols = b.Cols
		for i := 0; i < b.N; i++ {
			r.i = i
			v, err := f.cond(r)
			if err != nil {
				return nil, err
			}
			if truth(v) {
				f.sel = append(f.sel, i)
			}
		}
		if len(f.sel) == b.N {
			return b, nil
		}
		if len(f.sel) == 0 {
			if err := f.ec.check(); err != nil {
				return nil, err
			}
			continue
		}
		f.out.reset()
		for c := range f.out.Cols {
			src, dst := b.Cols[c], f.out.Cols[c]
			for j, i := range f.sel {
				dst[j] = src[i]
			}
		}
		f.out.N = len(f.sel)
		return f.out.trim(), nil
	}
}

func (f *filterOp) Close() { f.in.Close() }

// projectOp computes expressions; plain columns pass through uncopied.
type projectOp struct {
	in   Operator
	pass []int
	fns  []evalFn
	out  *Batch
	bufs [][]Value
	rr   rowRef
}

func (p *projectOp) Open(ec *execCtx) error {
	if p.out == nil {
		p.out = &Batch{Cols: make([][]Value, len(p.pass))}
		p.bufs = make([][]Value, len(p.pass))
	}
	return p.in.Open(ec)
}

func (p *projectOp) Next() (*Batch, error) {
	b, err := p.in.Next()
	if err != nil || b == nil {
		return nil, err
	}
	r := &p.rr
	r.cols = b.Cols
	for j, pos := range p.pass {
		if pos >= 0 {
			p.out.Cols[j] = b.Cols[pos]
			continue
		}
		if cap(p.bufs[j]) < b.N {
			p.bufs[j] = make([]Value, b.N, max(b.N, BatchSize))
		}
		buf := p.bufs[j][:b.N]
		f := p.fns[j]
		for i := 0; i < b.N; i++ {
			r.i = i
			v, err := f(r)
			if err != nil {
				return nil, err
			}
			buf[i] = v
		}
		p.out.Cols[j] = buf
	}
	p.out.N = b.N
	return p.out, nil
}

func (p *projectOp) Close() { p.in.Close() }

// limitOp skips offset rows then passes count rows, and stops pulling.
type limitOp struct {
	in            Operator
	count, offset int64
	seen, emitted int64
	out           Batch
}

func (l *limitOp) Open(ec *execCtx) error {
	l.seen, l.emitted = 0, 0
	return l.in.Open(ec)
}

func (l *limitOp) Next() (*Batch, error) {
	for {
		if l.count >= 0 && l.emitted >= l.count {
			return nil, nil
		}
		b, err := l.in.Next()
		if err != nil || b == nil {
			return nil, err
		}
		from := int64(0)
		if l.seen < l.offset {
			from = min(l.offset-l.seen, int64(b.N))
		}
		l.seen += int64(b.N)
		to := int64(b.N)
		if l.count >= 0 {
			to = min(to, from+l.count-l.emitted)
		}
		if from >= to {
			continue
		}
		l.emitted += to - from
		if from == 0 && to == int64(b.N) {
			return b, nil
		}
		if len(l.out.Cols) != len(b.Cols) {
			l.out.Cols = make([][]Value, len(b.Cols))
		}
		for c := range b.Cols {
			l.out.Cols[c] = b.Cols[c][from:to]
		}
		l.out.N = int(to - from)
		return &l.out, nil
	}
}

func (l *limitOp) Close() { l.in.Close() }
