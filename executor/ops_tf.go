package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// tfFunc is one running function of a TableFunctionNode.
type tfFunc struct {
	spec    *TableFunc
	cursor  genCursor
	zip     *zipCursor // set when several generators are zipped
	args    [][]evalFn // per generator
	argVals [][]Value
	nvals   int // value columns
	ordPos  int // -1 none, else index of the ordinality column within the function's columns
	base    int64
	// iteration state for non-innermost levels
	cur       [][]Value // one-row buffers, one per output column of the function
	pos       int64     // rows produced so far for the current process
	nullRow   bool      // emitting the OUTER null row
	outerDone bool
	useCtx    bool // args read the context row (input + earlier functions)
}

// tfOp is the TableFunctionNode operator: for each input row it runs every
// function and emits the Cartesian product of their rows, left to right,
// like a nested loop whose innermost level fills whole batches.
type tfOp struct {
	in      Operator // nil: one empty input row
	inWidth int
	pass    []int
	funcs   []*tfFunc
	on      evalFn
	ec      *execCtx

	ctx        [][]Value // context row: input columns then every function's columns
	fnOff      []int     // offset of each function's columns in ctx and in output (after pass)
	out        *Batch
	width      int
	lb         *Batch
	li         int
	level      int // current function level being iterated; -1: need next input row
	single     bool
	singleDone bool
	matched    bool   // On: some generated row passed On for this input row
	single1    Batch  // the one empty input row when there is no input
	rr         rowRef // reused to avoid an allocation per input row
}

func (b *builder) buildTableFunction(x *TableFunctionNode, e *env) (Operator, error) {
	op := &tfOp{}
	var inCols []ColMeta
	if x.Input != nil {
		in, err := b.build(x.Input, e)
		if err != nil {
			return nil, err
		}
		op.in = in
		inCols = x.Input.Output()
	}
	op.inWidth = len(inCols)
	inLayout := layoutOf(inCols)
	passCols := inCols
	if x.Pass != nil {
		passCols = passCols[:0:0]
		for _, id := range x.Pass {
			op.pass = append(op.pass, inLayout[id])
			for _, c := range inCols {
				if c.ID == id {
					passCols = append(passCols, c)
				}
			}
		}
	} else {
		for i := range inCols {
			op.pass = append(op.pass, i)
		}
	}
	// context layout: input columns, then each function's columns
	ctxCols := append([]ColMeta(nil), inCols...)
	for fi, f := range x.Funcs {
		tf := &tfFunc{spec: f, ordPos: -1}
		if f.Ordinality != nil {
			tf.base = int64(f.Ordinality.Base)
			if f.Ordinality.First {
				tf.ordPos = 0
			} else {
				tf.ordPos = len(f.Cols) - 1
			}
		}
		tf.nvals = len(f.Cols)
		if tf.ordPos >= 0 {
			tf.nvals--
		}
		layout := inLayout
		if fi > 0 {
			layout = layoutOf(ctxCols)
			tf.useCtx = true
		}
		c := &compiler{b: b, layout: layout, env: e}
		var parts []genCursor
		var partCols []int
		for _, g := range f.Gens {
			fs, err := c.compileAll(g.Args)
			if err != nil {
				return nil, err
			}
			tf.args = append(tf.args, fs)
			tf.argVals = append(tf.argVals, make([]Value, len(fs)))
			cur, err := b.newCursor(g, e)
			if err != nil {
				return nil, err
			}
			parts = append(parts, cur)
			partCols = append(partCols, g.NCols)
		}
		if len(parts) == 1 {
			tf.cursor = parts[0]
		} else {
			tf.zip = &zipCursor{parts: parts, cols: partCols, done: make([]bool, len(parts))}
			tf.cursor = tf.zip
		}
		tf.cur = make([][]Value, len(f.Cols))
		for i := range tf.cur {
			tf.cur[i] = make([]Value, 1)
		}
		op.fnOff = append(op.fnOff, len(ctxCols))
		ctxCols = append(ctxCols, f.Cols...)
		op.funcs = append(op.funcs, tf)
	}
	op.ctx = make([][]Value, len(ctxCols))
	for i := range op.ctx {
		op.ctx[i] = make([]Value, 1)
	}
	op.width = len(op.pass) + len(ctxCols) - len(inCols)
	if x.On != nil {
		outCols := append(append([]ColMeta(nil), passCols...), ctxCols[len(inCols):]...)
		c := &compiler{b: b, layout: layoutOf(outCols), env: e}
		f, err := c.compile(x.On)
		if err != nil {
			return nil, err
		}
		op.on = f
	}
	return op, nil
}

func (t *tfOp) Open(ec *execCtx) error {
	t.ec = ec
	t.lb, t.li, t.level = nil, 0, -1
	t.singleDone = false
	if t.out == nil {
		t.out = newBatch(t.width)
	}
	if t.in != nil {
		return t.in.Open(ec)
	}
	return nil
}

// nextInput advances to the next input row; false at the end.
func (t *tfOp) nextInput() (bool, error) {
	if t.in == nil {
		if t.singleDone {
			return false, nil
		}
		t.singleDone = true
		t.single1.N = 1
		t.lb = &t.single1
		t.li = 0
		return true, nil
	}
	if t.lb != nil && t.li+1 < t.lb.N {
		t.li++
		return true, nil
	}
	for {
		b, err := t.in.Next()
		if err != nil || b == nil {
			return false, err
		}
		if b.N == 0 {
			continue
		}
		if err := t.ec.check(); err != nil {
			return false, err
		}
		t.lb, t.li = b, 0
		return true, nil
	}
}

// startFunc processes function k for the current context.
func (t *tfOp) startFunc(k int) error {
	f := t.funcs[k]
	r := &t.rr
	if f.useCtx {
		r.cols, r.i = t.ctx, 0
	} else {
		r.cols, r.i = t.lb.Cols, t.li
	}
	for g, fs := range f.args {
		for a, fn := range fs {
			v, err := fn(r)
			if err != nil {
				return err
			}
			f.argVals[g][a] = v
		}
	}
	f.pos, f.nullRow, f.outerDone = 0, false, false
	if f.zip != nil {
		return f.zip.processParts(f.argVals)
	}
	return f.cursor.process(f.argVals[0])
}

// fillFunc writes up to max rows of function k into dst (its columns) from
// row at, handling ordinality and the OUTER null row.
func (t *tfOp) fillFunc(k int, dst [][]Value, at, max int) (int, error) {
	f := t.funcs[k]
	if f.outerDone {
		return 0, nil
	}
	vals := dst
	if f.ordPos == 0 {
		vals = dst[1:]
	} else if f.ordPos > 0 {
		vals = dst[:f.ordPos]
	}
	n, err := f.cursor.fill(vals, at, max)
	if err != nil {
		return 0, err
	}
	if n == 0 {
		if f.pos == 0 && f.spec.Outer && t.on == nil {
			// OUTER: one row of NULLs, NULL position
			for c := range dst {
				dst[c][at] = Null
			}
			f.outerDone = true
			f.pos = -1
			return 1, nil
		}
		return 0, nil
	}
	if f.ordPos >= 0 {
		col := dst[f.ordPos]
		for i := 0; i < n; i++ {
			col[at+i] = IntValue(f.base + f.pos + int64(i))
		}
	}
	f.pos += int64(n)
	return n, nil
}

// advance moves level k (not innermost) to its next row, writing it into
// the context; false when exhausted.
func (t *tfOp) advance(k int) (bool, error) {
	f := t.funcs[k]
	n, err := t.fillFunc(k, f.cur, 0, 1)
	if err != nil || n == 0 {
		return false, err
	}
	off := t.fnOff[k]
	for c := range f.cur {
		t.ctx[off+c][0] = f.cur[c][0]
	}
	return true, nil
}

func (t *tfOp) loadContext() {
	if t.in == nil {
		return
	}
	for c := 0; c < t.inWidth; c++ {
		t.ctx[c][0] = t.lb.Cols[c][t.li]
	}
}

func (t *tfOp) Next() (*Batch, error) {
	t.out.reset()
	last := len(t.funcs) - 1
	for t.out.N < BatchSize {
		if t.level < 0 {
			ok, err := t.nextInput()
			if err != nil {
				return nil, err
			}
			if !ok {
				break
			}
			if len(t.funcs) > 1 || t.funcs[0].useCtx {
				t.loadContext()
			}
			t.matched = false
			if err := t.startFunc(0); err != nil {
				return nil, err
			}
			t.level = 0
		}
		// bring every outer level to a current row
		for t.level < last {
			ok, err := t.advance(t.level)
			if err != nil {
				return nil, err
			}
			if !ok {
				if t.level == 0 {
					t.level = -1
					break
				}
				t.level--
				continue
			}
			t.level++
			if err := t.startFunc(t.level); err != nil {
				return nil, err
			}
		}
		if t.level < 0 {
			continue
		}
		// innermost level fills the batch
		at := t.out.N
		max := BatchSize - at
		if t.on != nil {
			max = 1
		}
		np := len(t.pass)
		dst := t.out.Cols[np+t.fnOff[last]-t.inWidth : np+t.fnOff[last]-t.inWidth+len(t.funcs[last].cur)]
		n, err := t.fillFunc(last, dst, at, max)
		if err != nil {
			return nil, err
		}
		if n == 0 {
			if t.on != nil && !t.matched {
				t.emitOnNull(at)
			}
			// innermost exhausted: back to the previous level
			if last == 0 {
				t.level = -1
			} else {
				t.level = last - 1
			}
			continue
		}
		// replicate the input's pass columns and outer levels' current rows
		for j, p := range t.pass {
			v := t.lb.Cols[p][t.li]
			col := t.out.Cols[j][at : at+n]
			for i := range col {
				col[i] = v
			}
		}
		for k := 0; k < last; k++ {
			off := np + t.fnOff[k] - t.inWidth
			for c := range t.funcs[k].cur {
				v := t.funcs[k].cur[c][0]
				col := t.out.Cols[off+c][at : at+n]
				for i := range col {
					col[i] = v
				}
			}
		}
		t.out.N += n
		if t.on != nil {
			t.rr.cols, t.rr.i = t.out.Cols, at
			v, err := t.on(&t.rr)
			if err != nil {
				return nil, err
			}
			if !truth(v) {
				t.out.N = at
			} else {
				t.matched = true
			}
		}
	}
	if t.out.N == 0 {
		return nil, nil
	}
	return t.out.trim(), nil
}

// emitOnNull emits the input row once with NULL generated columns when no
// generated row satisfied the left-join condition.
func (t *tfOp) emitOnNull(at int) {
	for j, p := range t.pass {
		t.out.Cols[j][at] = t.lb.Cols[p][t.li]
	}
	for c := len(t.pass); c < t.width; c++ {
		t.out.Cols[c][at] = Null
	}
	t.out.N++
	t.matched = true
}

func (t *tfOp) Close() {
	if t.in != nil {
		t.in.Close()
	}
	for _, f := range t.funcs {
		f.cursor.close()
	}
}

// newCursor makes the cursor of one generator.
func (b *builder) newCursor(g *GenCall, e *env) (genCursor, error) {
	switch g.Kind {
	case ast.GenUnnest:
		return &unnestCursor{ncols: g.NCols, expand: g.Expand, structItem: g.StructItem}, nil
	case ast.GenInline:
		return &unnestCursor{ncols: g.NCols, expand: true}, nil
	case ast.GenStack:
		return &stackCursor{ncols: g.NCols}, nil
	case ast.GenJSONTuple:
		return &jsonTupleCursor{skipNull: b.eng.opts.JSONTupleSkipsNull}, nil
	case ast.GenParseURLTuple:
		return &urlTupleCursor{}, nil
	case ast.GenSeries:
		return &seriesCursor{exclusive: g.EndExclusive, duckAdd: b.eng.opts.DuckDBZonedAdd, name: g.Name}, nil
	case ast.GenJSONArray:
		return &jsonArrayCursor{elem: g.ElemType, strict: pgJSONArrayFunc(g.Name), jsonb: pgJSONBFunc(g.Name)}, nil
	case ast.GenJSONEach:
		return &jsonEachCursor{text: g.ElemType != ast.TypeUnknown && g.ElemType != ast.TypeJSON,
			jsonb: pgJSONBFunc(g.Name), name: g.Name}, nil
	case ast.GenFlatten:
		return &flattenCursor{ncols: g.NCols}, nil
	case ast.GenFunc:
		if g.SQLFn != nil {
			return b.newSQLFuncCursor(g.SQLFn, e)
		}
		if g.UDF == nil {
			return nil, fmt.Errorf("unknown table function %s", g.Name)
		}
		fn, cols, err := g.UDF(len(g.Args))
		if err != nil {
			return nil, err
		}
		return &udtfCursor{fn: fn, row: make([]Value, len(cols))}, nil
	}
	return nil, fmt.Errorf("generator %s cannot run in a table function node", g.Kind)
}
