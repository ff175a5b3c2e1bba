package executor

import (
	"slices"

	"github.com/lateral-sql/lateral/ast"
)

func stableSort[T any](s []T, cmp func(a, b T) int) { slices.SortStableFunc(s, cmp) }

// aggSpec is one compiled aggregate call.
type aggSpec struct {
	fn     aggFunc
	args   []evalFn
	argPos []int // plain input columns (or -1)
	filter evalFn
	nargs  int
	bufs   [][]Value
	cols   [][]Value
	rr     rowRef
}

func (b *builder) buildAggregate(x *Aggregate, e *env) (Operator, error) {
	in, err := b.build(x.Input, e)
	if err != nil {
		return nil, err
	}
	c := &compiler{b: b, layout: layoutOf(x.Input.Output()), env: e}
	op := &aggOp{in: in, sets: x.Sets, nkeys: len(x.Keys), hasGID: x.GID != nil}
	for _, k := range x.Keys {
		pos := c.colPos(k)
		var f evalFn
		if pos < 0 {
			if f, err = c.compile(k); err != nil {
				return nil, err
			}
		}
		op.keyPos = append(op.keyPos, pos)
		op.keyFns = append(op.keyFns, f)
	}
	for _, a := range x.Aggs {
		spec, err := b.compileAgg(c, a)
		if err != nil {
			return nil, err
		}
		op.aggs = append(op.aggs, spec)
	}
	return op, nil
}

func (b *builder) compileAgg(c *compiler, a *AggCall) (*aggSpec, error) {
	spec := &aggSpec{}
	args := a.Args
	if a.Star {
		args = nil
	}
	for _, ex := range args {
		pos := c.colPos(ex)
		var f evalFn
		if pos < 0 {
			var err error
			if f, err = c.compile(ex); err != nil {
				return nil, err
			}
		}
		if a.Name == "string_agg" && c.b.eng.opts.CharLength == CharLengthPostgres && ex.Type().Kind == ast.TypeChar {
			// PostgreSQL's string_agg(text, text) reads a CHAR as text,
			// without its padding (PostgreSQL 15 run: string_agg over
			// CAST('a ' AS CHAR(3)) with the separator CAST(',' AS CHAR(2))
			// gives 'a,a')
			if f == nil {
				var err error
				if f, err = c.compile(ex); err != nil {
					return nil, err
				}
			}
			pos, f = -1, charTrimFn(f) // nested_text.go
		}
		spec.argPos = append(spec.argPos, pos)
		spec.args = append(spec.args, f)
	}
	spec.nargs = len(args)
	if a.Filter != nil {
		f, err := c.compile(a.Filter)
		if err != nil {
			return nil, err
		}
		spec.filter = f
	}
	mk := func() (aggFunc, error) {
		fn, err := newAggFunc(a.Name)
		if err != nil {
			return nil, err
		}
		fn = withNestedRule(fn, c.b.eng.opts.NestedNulls)
		fn = withMinMaxTies(fn, c.b.eng.opts.PostgresTyping, a.Args)
		fn = withSumWrap(fn, c.b.eng.opts.SumWrapsBigInt)
		fn = withSumRaise(fn, c.b.eng.opts.SumRaisesPastBigInt, a.Args)
		fn = withSumDecimal(fn, c.b.eng.opts.SumDecimal, a.Args)
		fn = withAvgRule(fn, c.b.eng.opts.AvgDecimal, a.Args)
		fn = withNumericInts(fn, c.b.eng.opts.NumericIntAggregates, a.Args)
		fn = withFloatRange(fn, c.b.eng.opts.FloatRangeError, a.Args) // pg_float_range.go
		fn = withFloatText(fn, c.b.eng.opts.FloatText)                // float_text.go
		fn = withZoneText(fn, c.b.eng.opts.DuckDBZoneText)            // duck_tz_text.go
		if a.Distinct {
			fn = &distinctAgg{inner: fn}
		}
		return fn, nil
	}
	fn, err := mk()
	if err != nil {
		return nil, err
	}
	if len(a.OrderBy) > 0 {
		for _, k := range a.OrderBy {
			pos := c.colPos(k.Expr)
			var f evalFn
			if pos < 0 {
				if f, err = c.compile(k.Expr); err != nil {
					return nil, err
				}
			}
			spec.argPos = append(spec.argPos, pos)
			spec.args = append(spec.args, f)
		}
		fn = &orderedAgg{newInner: func() aggFunc { f, _ := mk(); return f }, nargs: spec.nargs, keys: a.OrderBy, rule: c.b.eng.opts.NestedNulls}
	}
	spec.fn = fn
	spec.bufs = make([][]Value, len(spec.args))
	return spec, nil
}

// evalArgs fills spec's argument columns for a batch.
func (s *aggSpec) evalArgs(b *Batch) ([][]Value, error) {
	if s.cols == nil {
		s.cols = make([][]Value, len(s.args))
	}
	cols := s.cols
	r := &s.rr
	r.cols = b.Cols
	for j, pos := range s.argPos {
		if pos >= 0 {
			cols[j] = b.Cols[pos]
			continue
		}
		buf := growSlice(s.bufs[j][:0], b.N)
		s.bufs[j] = buf
		for i := 0; i < b.N; i++ {
			r.i = i
			v, err := s.args[j](r)
			if err != nil {
				return nil, err
			}
			buf[i] = v
		}
		cols[j] = buf
	}
	return cols, nil
}

// aggOp is hash aggregation. Groups keep the order they first appear in.
type aggOp struct {
	in     Operator
	keyPos []int
	keyFns []evalFn
	sets   [][]int
	nkeys  int
	hasGID bool
	aggs   []*aggSpec

	ec      *execCtx
	ngroups int
	keys    [][]Value // per key column, per group
	gidVals []int64   // grouping id per group
	// hash tables: generic encoded keys, or single int / string key fast paths
	generic map[string]int32
	ints    map[int64]int32
	strs    map[string]int32
	nullG   int32
	fast    int // 0 generic, 1 int, 2 string
	buf     []byte
	gids    []int32
	kcols   [][]Value
	kbufs   [][]Value
	out     *Batch
	pos     int
	rowBuf  []Value
	argCols [][][]Value
	fgids   []int32
	rr      rowRef
	scalar  bool // no keys, one grouping set: a single group, no hash table
}

func (a *aggOp) Open(ec *execCtx) error {
	a.ec = ec
	a.ngroups, a.pos = 0, 0
	if a.keys == nil {
		a.keys = make([][]Value, a.nkeys)
		a.kcols = make([][]Value, a.nkeys)
		a.kbufs = make([][]Value, a.nkeys)
	}
	for i := range a.keys {
		a.keys[i] = a.keys[i][:0]
	}
	a.gidVals = a.gidVals[:0]
	if a.generic == nil {
		a.generic = map[string]int32{}
	} else {
		clear(a.generic)
	}
	a.ints, a.strs, a.nullG, a.fast = nil, nil, -1, 0
	a.scalar = a.nkeys == 0 && len(a.sets) == 1
	for _, s := range a.aggs {
		s.fn.reset()
	}
	// a grouping set without keys yields its row even on empty input
	for si, set := range a.sets {
		if len(set) == 0 {
			a.newGroup(nil, int64(si), a.gidOf(set))
			a.generic[string(a.setKey(si, nil, 0))] = int32(a.ngroups - 1)
		}
	}
	if err := a.in.Open(ec); err != nil {
		return err
	}
	for {
		b, err := a.in.Next()
		if err != nil {
			return err
		}
		if b == nil {
			break
		}
		if err := a.consume(b); err != nil {
			return err
		}
		if err := ec.check(); err != nil {
			return err
		}
	}
	return nil
}

// gidOf is the grouping id of a set: bit (nkeys-1-i) set when key i is not
// in the set.
func (a *aggOp) gidOf(set []int) int64 {
	var gid int64
	for i := 0; i < a.nkeys; i++ {
		if !slices.Contains(set, i) {
			gid |= 1 << (a.nkeys - 1 - i)
		}
	}
	return gid
}

func (a *aggOp) setKey(si int, kcols [][]Value, i int) []byte {
	a.buf = a.buf[:0]
	a.buf = append(a.buf, byte(si), byte(si>>8))
	for _, k := range a.sets[si] {
		a.buf = appendKey(a.buf, kcols[k][i])
	}
	return a.buf
}

func (a *aggOp) newGroup(row []Value, setIdx int64, gid int64) int32 {
	for k := 0; k < a.nkeys; k++ {
		v := Null
		if row != nil {
			v = row[k]
		}
		a.keys[k] = append(a.keys[k], v)
	}
	a.gidVals = append(a.gidVals, gid)
	a.ngroups++
	for _, s := range a.aggs {
		s.fn.grow(a.ngroups)
	}
	return int32(a.ngroups - 1)
}

func (a *aggOp) consume(b *Batch) error {
	// evaluate keys
	r := &a.rr
	r.cols = b.Cols
	for k := 0; k < a.nkeys; k++ {
		if a.keyPos[k] >= 0 {
			a.kcols[k] = b.Cols[a.keyPos[k]]
			continue
		}
		buf := growSlice(a.kbufs[k][:0], b.N)
		a.kbufs[k] = buf
		for i := 0; i < b.N; i++ {
			r.i = i
			v, err := a.keyFns[k](r)
			if err != nil {
				return err
			}
			buf[i] = v
		}
		a.kcols[k] = buf
	}
	a.gids = growSlice(a.gids[:0], b.N)
	if a.rowBuf == nil {
		a.rowBuf = make([]Value, a.nkeys)
		a.argCols = make([][][]Value, len(a.aggs))
	}
	row := a.rowBuf
	argCols := a.argCols
	for j, s := range a.aggs {
		args, err := s.evalArgs(b)
		if err != nil {
			return err
		}
		argCols[j] = args
	}
	for si, set := range a.sets {
		gidv := a.gidOf(set)
		if err := a.assignGroups(si, set, gidv, b.N, row); err != nil {
			return err
		}
		for j, s := range a.aggs {
			args := argCols[j]
			gids := a.gids
			if s.filter != nil {
				a.fgids = append(a.fgids[:0], a.gids[:b.N]...)
				gids = a.fgids
				for i := 0; i < b.N; i++ {
					r.i = i
					v, err := s.filter(r)
					if err != nil {
						return err
					}
					if !truth(v) {
						gids[i] = -1
					}
				}
			}
			if err := s.fn.updateBatch(gids, args, b.N); err != nil {
				return err
			}
		}
	}
	return nil
}

// assignGroups fills a.gids for grouping set si.
func (a *aggOp) assignGroups(si int, set []int, gidv int64, n int, row []Value) error {
	before := a.ngroups
	switch {
	case a.scalar:
		for i := 0; i < n; i++ {
			a.gids[i] = 0
		}
		return nil
	case len(set) == 0:
		g := a.generic[string(a.setKey(si, nil, 0))]
		for i := 0; i < n; i++ {
			a.gids[i] = g
		}
		return nil
	case len(a.sets) == 1 && len(set) == 1 && a.nkeys == 1:
		col := a.kcols[0]
		for i := 0; i < n; i++ {
			v := col[i]
			if a.fast == 0 && v.k != KindNull {
				switch v.k {
				case KindInt:
					a.fast, a.ints = 1, map[int64]int32{}
				case KindString:
					a.fast, a.strs = 2, map[string]int32{}
				default:
					a.demote()
				}
			}
			if a.fast == 1 && v.k != KindInt && v.k != KindNull || a.fast == 2 && v.k != KindString && v.k != KindNull {
				a.demote()
			}
			var g int32
			var ok bool
			switch {
			case v.k == KindNull && a.fast != 3:
				if a.nullG < 0 {
					row[0] = v
					a.nullG = a.newGroup(row, 0, gidv)
				}
				g = a.nullG
			case a.fast == 1:
				if g, ok = a.ints[v.i]; !ok {
					row[0] = v
					g = a.newGroup(row, 0, gidv)
					a.ints[v.i] = g
				}
			case a.fast == 2:
				k := v.s
				if v.t == ast.TypeChar {
					k = charKey(k) // as appendKey encodes it
				}
				if g, ok = a.strs[k]; !ok {
					row[0] = v
					g = a.newGroup(row, 0, gidv)
					a.strs[k] = g
				}
			default:
				a.buf = appendKey(a.buf[:0], v)
				if g, ok = a.generic[string(a.buf)]; !ok {
					row[0] = v
					g = a.newGroup(row, 0, gidv)
					a.generic[string(a.buf)] = g
				}
			}
			a.gids[i] = g
		}
	default:
		for i := 0; i < n; i++ {
			key := a.setKey(si, a.kcols, i)
			g, ok := a.generic[string(key)]
			if !ok {
				for k := range row {
					row[k] = Null
				}
				for _, k := range set {
					row[k] = a.kcols[k][i]
				}
				g = a.newGroup(row, int64(si), gidv)
				a.generic[string(key)] = g
			}
			a.gids[i] = g
		}
	}
	if a.ngroups > before {
		if err := a.ec.mem.grow(int64(a.ngroups-before) * int64(64+48*a.nkeys+64*len(a.aggs))); err != nil {
			return err
		}
	}
	return nil
}

func (a *aggOp) demote() {
	for k, g := range a.ints {
		a.generic[string(appendKey(nil, IntValue(k)))] = g
	}
	for k, g := range a.strs {
		a.generic[string(appendKey(nil, StringValue(k)))] = g
	}
	if a.nullG >= 0 {
		a.generic[string(appendKey(nil, Null))] = a.nullG
	}
	a.ints, a.strs, a.nullG, a.fast = nil, nil, -1, 3
}

func (a *aggOp) Next() (*Batch, error) {
	if a.pos >= a.ngroups {
		return nil, nil
	}
	width := a.nkeys + len(a.aggs)
	if a.hasGID {
		width++
	}
	if a.out == nil {
		a.out = newBatch(width)
	}
	a.out.reset()
	end := min(a.pos+BatchSize, a.ngroups)
	for k := 0; k < a.nkeys; k++ {
		copy(a.out.Cols[k], a.keys[k][a.pos:end])
	}
	for j, s := range a.aggs {
		col := a.out.Cols[a.nkeys+j]
		o, ordered := s.fn.(*orderedAgg)
		for g := a.pos; g < end; g++ {
			if !ordered {
				col[g-a.pos] = s.fn.result(g)
				continue
			}
			v, err := o.finish(g)
			if err != nil {
				return nil, err
			}
			col[g-a.pos] = v
		}
	}
	if a.hasGID {
		col := a.out.Cols[width-1]
		for g := a.pos; g < end; g++ {
			col[g-a.pos] = IntValue(a.gidVals[g])
		}
	}
	a.out.N = end - a.pos
	a.pos = end
	return a.out.trim(), nil
}

func (a *aggOp) Close() {
	a.in.Close()
	a.generic, a.ints, a.strs = nil, nil, nil
}
