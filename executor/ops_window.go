package executor

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

type winSpec struct {
	fn      *WinFunc
	args    []evalFn
	part    []evalFn
	order   []evalFn
	filter  evalFn
	startOf evalFn
	endOf   evalFn
	agg     *AggCall // set for aggregate window functions
}

func (b *builder) buildWindow(x *Window, e *env) (Operator, error) {
	in, err := b.build(x.Input, e)
	if err != nil {
		return nil, err
	}
	c := &compiler{b: b, layout: layoutOf(x.Input.Output()), env: e}
	op := &windowOp{in: in, width: len(x.Input.Output())}
	for _, f := range x.Funcs {
		s := &winSpec{fn: f}
		if s.args, err = c.compileAll(f.Args); err != nil {
			return nil, err
		}
		if s.part, err = c.compileAll(f.PartitionBy); err != nil {
			return nil, err
		}
		for _, k := range f.OrderBy {
			fk, err := c.compile(k.Expr)
			if err != nil {
				return nil, err
			}
			s.order = append(s.order, fk)
		}
		if f.Filter != nil {
			if s.filter, err = c.compile(f.Filter); err != nil {
				return nil, err
			}
		}
		if f.Frame != nil {
			if f.Frame.StartOff != nil {
				if s.startOf, err = c.compile(f.Frame.StartOff); err != nil {
					return nil, err
				}
			}
			if f.Frame.EndOff != nil {
				if s.endOf, err = c.compile(f.Frame.EndOff); err != nil {
					return nil, err
				}
			}
		}
		if isAggregateName(f.Name) {
			s.agg = &AggCall{Name: aggNames[strings.ToLower(f.Name)], Args: f.Args, Distinct: f.Distinct, Star: f.Star}
		} else if !isWindowOnly(f.Name) {
			return nil, fmt.Errorf("unknown window function %s", f.Name)
		}
		op.specs = append(op.specs, s)
	}
	return op, nil
}

var windowOnly = map[string]bool{"row_number": true, "rank": true, "dense_rank": true, "percent_rank": true,
	"cume_dist": true, "ntile": true, "lag": true, "lead": true, "first_value": true, "last_value": true, "nth_value": true}

func isWindowOnly(name string) bool { return windowOnly[strings.ToLower(name)] }

// windowOp materializes its input and appends one column per function.
type windowOp struct {
	in    Operator
	width int
	specs []*winSpec
	rows  *rowSet
	res   [][]Value
	pos   int
	out   *Batch
	ec    *execCtx
}

func (w *windowOp) Open(ec *execCtx) error {
	w.ec, w.pos = ec, 0
	if w.rows == nil {
		w.rows = newRowSet(w.width)
	}
	w.rows.reset(ec)
	if err := w.in.Open(ec); err != nil {
		return err
	}
	for {
		b, err := w.in.Next()
		if err != nil {
			return err
		}
		if b == nil {
			break
		}
		if err := w.rows.appendBatch(ec, b); err != nil {
			return err
		}
	}
	w.res = make([][]Value, len(w.specs))
	for i, s := range w.specs {
		r, err := w.compute(s)
		if err != nil {
			return err
		}
		w.res[i] = r
	}
	return nil
}

func (w *windowOp) evalCol(f evalFn) ([]Value, error) {
	out := make([]Value, w.rows.n)
	r := rowRef{cols: w.rows.cols}
	for i := range out {
		r.i = i
		v, err := f(&r)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

func (w *windowOp) compute(s *winSpec) ([]Value, error) {
	n := w.rows.n
	res := make([]Value, n)
	if n == 0 {
		return res, nil
	}
	eval := func(fs []evalFn) ([][]Value, error) {
		out := make([][]Value, len(fs))
		for i, f := range fs {
			c, err := w.evalCol(f)
			if err != nil {
				return nil, err
			}
			out[i] = c
		}
		return out, nil
	}
	part, err := eval(s.part)
	if err != nil {
		return nil, err
	}
	ord, err := eval(s.order)
	if err != nil {
		return nil, err
	}
	args, err := eval(s.args)
	if err != nil {
		return nil, err
	}
	var filt []Value
	if s.filter != nil {
		if filt, err = w.evalCol(s.filter); err != nil {
			return nil, err
		}
	}
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(i)
	}
	keys := s.fn.OrderBy
	// the ORDER BY keys rank arrays and structs by the dialect's rule, as
	// the query's ORDER BY does (compareSortNested); partitions group
	// them as GROUP BY does, NULL elements equal in every dialect
	rule := w.ec.opts.NestedNulls
	var orderErr error
	cmpOrder := func(x, y int32) int {
		for k := range ord {
			c, err := compareSortNested(ord[k][x], ord[k][y], keys[k].Desc, keys[k].NullsFirst, rule)
			if err != nil && orderErr == nil {
				orderErr = err
			}
			if c != 0 {
				return c
			}
		}
		return 0
	}
	slices.SortStableFunc(idx, func(x, y int32) int {
		for k := range part {
			if c := compareSortValues(part[k][x], part[k][y], false, true); c != 0 {
				return c
			}
		}
		return cmpOrder(x, y)
	})
	if orderErr != nil {
		return nil, orderErr
	}
	samePart := func(x, y int32) bool {
		for k := range part {
			if !NotDistinct(part[k][x], part[k][y]) {
				return false
			}
		}
		return true
	}
	for ps := 0; ps < n; {
		pe := ps + 1
		for pe < n && samePart(idx[ps], idx[pe]) {
			pe++
		}
		if err := w.computePartition(s, idx[ps:pe], args, ord, filt, cmpOrder, res); err != nil {
			return nil, err
		}
		ps = pe
		if err := w.ec.check(); err != nil {
			return nil, err
		}
	}
	return res, nil
}

func (w *windowOp) computePartition(s *winSpec, rows []int32, args, ord [][]Value, filt []Value,
	cmpOrder func(x, y int32) int, res []Value) error {
	n := len(rows)
	// peer groups: peerStart[i], peerEnd[i] (exclusive)
	peerStart := make([]int, n)
	peerEnd := make([]int, n)
	for i := 0; i < n; {
		j := i + 1
		for j < n && cmpOrder(rows[i], rows[j]) == 0 {
			j++
		}
		for k := i; k < j; k++ {
			peerStart[k], peerEnd[k] = i, j
		}
		i = j
	}
	name := strings.ToLower(s.fn.Name)
	arg := func(a, i int) Value {
		if a < len(args) {
			return args[a][rows[i]]
		}
		return Null
	}
	switch name {
	case "row_number":
		for i := range rows {
			res[rows[i]] = IntValue(int64(i + 1))
		}
		return nil
	case "rank":
		for i := range rows {
			res[rows[i]] = IntValue(int64(peerStart[i] + 1))
		}
		return nil
	case "dense_rank":
		d := int64(0)
		for i := range rows {
			if peerStart[i] == i {
				d++
			}
			res[rows[i]] = IntValue(d)
		}
		return nil
	case "percent_rank":
		for i := range rows {
			v := 0.0
			if n > 1 {
				v = float64(peerStart[i]) / float64(n-1)
			}
			res[rows[i]] = FloatValue(v)
		}
		return nil
	case "cume_dist":
		for i := range rows {
			res[rows[i]] = FloatValue(float64(peerEnd[i]) / float64(n))
		}
		return nil
	case "ntile":
		for i := range rows {
			b := arg(0, i)
			if b.k == KindNull {
				res[rows[i]] = Null
				continue
			}
			buckets, err := argInt(b)
			if err != nil || buckets <= 0 {
				return fmt.Errorf("ntile: the number of buckets must be positive")
			}
			size, extra := int64(n)/buckets, int64(n)%buckets
			var bucket int64
			pos := int64(i)
			if pos < extra*(size+1) {
				bucket = pos/(size+1) + 1
			} else {
				bucket = extra + (pos-extra*(size+1))/max(size, 1) + 1
			}
			res[rows[i]] = IntValue(bucket)
		}
		return nil
	case "lag", "lead":
		dir := -1
		if name == "lead" {
			dir = 1
		}
		for i := range rows {
			off := int64(1)
			if len(args) > 1 {
				o := arg(1, i)
				if o.k == KindNull {
					res[rows[i]] = Null
					continue
				}
				off, _ = argInt(o)
			}
			def := arg(2, i)
			j := i
			found := false
			if s.fn.IgnoreNulls {
				left := off
				for left > 0 {
					j += dir
					if j < 0 || j >= n {
						break
					}
					if arg(0, j).k != KindNull {
						left--
					}
				}
				found = left == 0 && j >= 0 && j < n
			} else {
				j = i + dir*int(off)
				found = j >= 0 && j < n
			}
			if found {
				res[rows[i]] = arg(0, j)
			} else {
				res[rows[i]] = def
			}
		}
		return nil
	}
	// frame-based functions
	fr := s.fn.Frame
	frameOf, err := w.frameFunc(s, fr, rows, ord, peerStart, peerEnd)
	if err != nil {
		return err
	}
	excluded := func(i, j int) bool {
		if fr == nil {
			return false
		}
		switch fr.Exclude {
		case ast.ExcludeCurrentRow:
			return j == i
		case ast.ExcludeGroup:
			return j >= peerStart[i] && j < peerEnd[i]
		case ast.ExcludeTies:
			return j != i && j >= peerStart[i] && j < peerEnd[i]
		}
		return false
	}
	switch name {
	case "first_value", "last_value", "nth_value":
		for i := range rows {
			lo, hi, err := frameOf(i)
			if err != nil {
				return err
			}
			var cands []int
			for j := lo; j < hi; j++ {
				if excluded(i, j) || s.fn.IgnoreNulls && arg(0, j).k == KindNull {
					continue
				}
				cands = append(cands, j)
			}
			v := Null
			switch name {
			case "first_value":
				if len(cands) > 0 {
					v = arg(0, cands[0])
				}
			case "last_value":
				if len(cands) > 0 {
					v = arg(0, cands[len(cands)-1])
				}
			default:
				nth, err := argInt(arg(1, i))
				if err != nil || nth <= 0 {
					return fmt.Errorf("nth_value: n must be positive")
				}
				if int(nth) <= len(cands) {
					v = arg(0, cands[nth-1])
				}
			}
			res[rows[i]] = v
		}
		return nil
	}
	// aggregate over the frame
	if s.agg == nil {
		return fmt.Errorf("unknown window function %s", s.fn.Name)
	}
	mk := func() (aggFunc, error) {
		f, err := newAggFunc(s.agg.Name)
		if err != nil {
			return nil, err
		}
		f = withNestedRule(f, w.ec.opts.NestedNulls)
		f = withMinMaxTies(f, w.ec.opts.PostgresTyping, s.agg.Args)
		f = withSumWrap(f, w.ec.opts.SumWrapsBigInt)
		f = withSumRaise(f, w.ec.opts.SumRaisesPastBigInt, s.agg.Args)
		f = withSumDecimal(f, w.ec.opts.SumDecimal, s.agg.Args)
		f = withAvgRule(f, w.ec.opts.AvgDecimal, s.agg.Args)
		f = withNumericInts(f, w.ec.opts.NumericIntAggregates, s.agg.Args)
		f = withFloatRange(f, w.ec.opts.FloatRangeError, s.agg.Args) // pg_float_range.go
		f = withFloatText(f, w.ec.opts.FloatText)                    // float_text.go
		f = withZoneText(f, w.ec.opts.DuckDBZoneText)                // duck_tz_text.go
		if s.agg.Distinct {
			f = &distinctAgg{inner: f}
		}
		f.grow(1)
		return f, nil
	}
	nargs := len(args)
	if s.agg.Star {
		nargs = 0
	}
	rowArgs := make([][]Value, nargs)
	for a := range rowArgs {
		rowArgs[a] = make([]Value, 1)
	}
	gid := []int32{0}
	feed := func(f aggFunc, j int) error {
		if filt != nil && !truth(filt[rows[j]]) {
			return nil
		}
		for a := range rowArgs {
			rowArgs[a][0] = args[a][rows[j]]
		}
		return f.updateBatch(gid, rowArgs, 1)
	}
	running := fr == nil || fr.Start == ast.UnboundedPreceding && fr.Exclude == ast.ExcludeNone &&
		(fr.End == ast.CurrentRow || fr.End == ast.UnboundedFollowing)
	if running {
		f, err := mk()
		if err != nil {
			return err
		}
		fed := 0
		for i := range rows {
			_, hi, err := frameOf(i)
			if err != nil {
				return err
			}
			for fed < hi {
				if err := feed(f, fed); err != nil {
					return err
				}
				fed++
			}
			res[rows[i]] = f.result(0)
		}
		return nil
	}
	for i := range rows {
		lo, hi, err := frameOf(i)
		if err != nil {
			return err
		}
		f, err := mk()
		if err != nil {
			return err
		}
		for j := lo; j < hi; j++ {
			if excluded(i, j) {
				continue
			}
			if err := feed(f, j); err != nil {
				return err
			}
		}
		res[rows[i]] = f.result(0)
		if err := w.ec.tickCheck(); err != nil {
			return err
		}
	}
	return nil
}

// frameFunc returns, for a row position, its frame [lo, hi) in the partition.
func (w *windowOp) frameFunc(s *winSpec, fr *FrameSpec, rows []int32, ord [][]Value, peerStart, peerEnd []int) (func(i int) (int, int, error), error) {
	n := len(rows)
	if fr == nil {
		if len(s.fn.OrderBy) == 0 {
			return func(int) (int, int, error) { return 0, n, nil }, nil
		}
		return func(i int) (int, int, error) { return 0, peerEnd[i], nil }, nil
	}
	offset := func(f evalFn, i int) (Value, error) {
		if f == nil {
			return Null, fmt.Errorf("frame offset missing")
		}
		v, err := f(&rowRef{cols: w.rows.cols, i: int(rows[i])})
		if err != nil {
			return v, err
		}
		if v.k == KindNull {
			return v, fmt.Errorf("frame offset must not be NULL")
		}
		if v.isNumeric() && v.asFloat() < 0 {
			return v, fmt.Errorf("frame offset must not be negative")
		}
		return v, nil
	}
	// groups: index of peer groups
	var groupStarts []int
	groupOf := make([]int, n)
	if fr.Unit == ast.FrameGroups {
		for i := 0; i < n; i++ {
			if peerStart[i] == i {
				groupStarts = append(groupStarts, i)
			}
			groupOf[i] = len(groupStarts) - 1
		}
	}
	bound := func(kind ast.BoundKind, off evalFn, i int, isEnd bool) (int, error) {
		switch kind {
		case ast.UnboundedPreceding:
			return 0, nil
		case ast.UnboundedFollowing:
			return n, nil
		case ast.CurrentRow:
			switch fr.Unit {
			case ast.FrameRows:
				if isEnd {
					return i + 1, nil
				}
				return i, nil
			default:
				if isEnd {
					return peerEnd[i], nil
				}
				return peerStart[i], nil
			}
		}
		ov, err := offset(off, i)
		if err != nil {
			return 0, err
		}
		sign := 1
		if kind == ast.Preceding {
			sign = -1
		}
		switch fr.Unit {
		case ast.FrameRows:
			k, err := argInt(ov)
			if err != nil {
				return 0, err
			}
			p := i + sign*int(k)
			if isEnd {
				p++
			}
			return clampInt(p, 0, n), nil
		case ast.FrameGroups:
			k, err := argInt(ov)
			if err != nil {
				return 0, err
			}
			g := groupOf[i] + sign*int(k)
			if isEnd {
				if g < 0 {
					return 0, nil
				}
				if g >= len(groupStarts) {
					return n, nil
				}
				return peerEnd[groupStarts[g]], nil
			}
			if g < 0 {
				return 0, nil
			}
			if g >= len(groupStarts) {
				return n, nil
			}
			return groupStarts[g], nil
		default: // RANGE with an offset: one numeric or temporal order key
			if len(ord) != 1 {
				return 0, fmt.Errorf("RANGE with an offset needs exactly one ORDER BY key")
			}
			key := ord[0]
			cur := key[rows[i]]
			if cur.k == KindNull {
				if isEnd {
					return peerEnd[i], nil
				}
				return peerStart[i], nil
			}
			desc := s.fn.OrderBy[0].Desc
			op := ast.OpAdd
			if (sign < 0) != desc {
				op = ast.OpSub
			}
			target, err := binaryOp(op, cur, ov)
			if err != nil {
				return 0, err
			}
			// first position whose key is past the target (in sort order)
			nullsFirst := s.fn.OrderBy[0].NullsFirst
			cmp := func(j int) int { return compareSortValues(key[rows[j]], target, desc, nullsFirst) }
			if isEnd {
				return sort.Search(n, func(j int) bool { return cmp(j) > 0 }), nil
			}
			return sort.Search(n, func(j int) bool { return cmp(j) >= 0 }), nil
		}
	}
	return func(i int) (int, int, error) {
		lo, err := bound(fr.Start, s.startOf, i, false)
		if err != nil {
			return 0, 0, err
		}
		hi, err := bound(fr.End, s.endOf, i, true)
		if err != nil {
			return 0, 0, err
		}
		if hi < lo {
			hi = lo
		}
		return lo, hi, nil
	}, nil
}

func clampInt(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

func (w *windowOp) Next() (*Batch, error) {
	if w.pos >= w.rows.n {
		return nil, nil
	}
	width := w.width + len(w.specs)
	if w.out == nil {
		w.out = &Batch{Cols: make([][]Value, width)}
	}
	end := min(w.pos+BatchSize, w.rows.n)
	for c := 0; c < w.width; c++ {
		w.out.Cols[c] = w.rows.cols[c][w.pos:end]
	}
	for j := range w.specs {
		w.out.Cols[w.width+j] = w.res[j][w.pos:end]
	}
	w.out.N = end - w.pos
	w.pos = end
	return w.out, nil
}

func (w *windowOp) Close() {
	w.in.Close()
	if w.rows != nil {
		w.rows.reset(w.ec)
	}
}
