package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// compileSubquery builds the subquery's operator once; each evaluation
// binds the correlated columns, re-opens it and reads what it needs.
// Uncorrelated subqueries run once; correlated ones are cached by their
// correlated values when those are scalars.
func (c *compiler) compileSubquery(x *SubqueryE) (evalFn, error) {
	e := newEnv(c.env, x.Outer)
	op, err := c.b.build(x.Plan, e)
	if err != nil {
		return nil, err
	}
	outerFns := make([]evalFn, len(x.Outer))
	slots := make([]*Value, len(x.Outer))
	for i, id := range x.Outer {
		f, err := c.compile(&ColRef{ID: id})
		if err != nil {
			return nil, err
		}
		outerFns[i] = f
		slots[i] = e.slots[id]
	}
	var xf evalFn
	trimRows := false
	if x.X != nil {
		if xf, err = c.compile(x.X); err != nil {
			return nil, err
		}
		if cols := x.Plan.Output(); len(cols) > 0 {
			// x IN (SELECT y ...) and x op ANY/ALL (SELECT y ...) compare as
			// x op y does: a CHAR against a TEXT as TEXT (PostgreSQL 15
			// run: CAST('a ' AS TEXT) IN (SELECT CAST('a' AS CHAR(3))) is
			// false; charsAsText)
			col := &ColRef{ID: cols[0].ID, T: cols[0].Type}
			if fs := c.charsAsText([]Expr{x.X, col}, []evalFn{xf, xf}); fs != nil {
				xf, trimRows = fs[0], cols[0].Type.Kind == ast.TypeChar
			}
		}
	}
	mode, cmpOp, not, firstRow := x.Mode, x.Op, x.Not, x.FirstRow
	top, inner := c.b.eng.opts.NestedNulls, c.b.eng.opts.NestedNulls
	ec := func() *execCtx { return c.b.ec }
	// results cached per correlated key
	type result struct {
		rows   []Value // first column of every row (exists: len>0)
		nrows  int
		hasNul bool
	}
	cache := map[string]*result{}
	var keyBuf []byte
	run := func() (*result, error) {
		ctx := ec()
		if err := op.Open(ctx); err != nil {
			return nil, err
		}
		defer op.Close()
		res := &result{}
		for {
			b, err := op.Next()
			if err != nil {
				return nil, err
			}
			if b == nil {
				break
			}
			if mode == SubExists {
				res.nrows += b.N
				break
			}
			for i := 0; i < b.N; i++ {
				v := b.Cols[0][i]
				if trimRows {
					v = charTrim(v)
				}
				if v.k == KindNull {
					res.hasNul = true
				}
				res.rows = append(res.rows, v)
			}
			res.nrows += b.N
			if mode == SubScalar && res.nrows > 1 {
				if firstRow {
					res.rows, res.nrows = res.rows[:1], 1
					break
				}
				return nil, fmt.Errorf("more than one row returned by a subquery used as an expression")
			}
			if len(res.rows) > 10_000_000 {
				return nil, &LimitError{Limit: "max_rows", Value: 10_000_000, Detail: "subquery result too large"}
			}
		}
		return res, nil
	}
	return func(r *rowRef) (Value, error) {
		cacheable := true
		keyBuf = keyBuf[:0]
		for i, f := range outerFns {
			v, err := f(r)
			if err != nil {
				return v, err
			}
			*slots[i] = v
			if v.k == KindArray || v.k == KindMap || v.k == KindStruct {
				cacheable = false
			}
			keyBuf = appendCacheKey(keyBuf, v)
		}
		var res *result
		if cacheable {
			res = cache[string(keyBuf)]
		}
		if res == nil {
			var err error
			if res, err = run(); err != nil {
				return Null, err
			}
			if cacheable && len(cache) < 100000 && len(res.rows) < 10000 {
				cache[string(keyBuf)] = res
			}
		}
		switch mode {
		case SubScalar:
			if res.nrows == 0 {
				return Null, nil
			}
			return res.rows[0], nil
		case SubExists:
			return BoolValue(res.nrows > 0), nil
		case SubArray:
			return ArrayValue(append([]Value{}, res.rows...)), nil
		}
		v, err := xf(r)
		if err != nil {
			return v, err
		}
		if mode == SubIn {
			out, err := quantify(v, res.rows, ast.OpEq, false, top, inner)
			if err != nil || out.k == KindNull {
				return out, err
			}
			if not {
				return BoolValue(!out.Bool()), nil
			}
			return out, nil
		}
		return quantify(v, res.rows, cmpOp, mode == SubAll, top, inner)
	}, nil
}

// quantify is x op ANY (set) or x op ALL (set) with three-valued logic.
func quantify(x Value, set []Value, op ast.BinaryOp, all bool, top, inner NestedNullRule) (Value, error) {
	if len(set) == 0 {
		return BoolValue(all), nil
	}
	if x.k == KindNull {
		return Null, nil
	}
	sawNull := false
	for _, e := range set {
		r, err := compareNested(op, x, e, top, inner)
		if err != nil {
			return Null, err
		}
		switch {
		case r.k == KindNull:
			sawNull = true
		case r.i != 0 && !all:
			return BoolValue(true), nil
		case r.i == 0 && all:
			return BoolValue(false), nil
		}
	}
	if sawNull {
		return Null, nil
	}
	return BoolValue(all), nil
}

func init() {
	q := func(all bool) func(a []Value) (Value, error) {
		return func(a []Value) (Value, error) {
			if a[1].k == KindNull {
				return Null, nil
			}
			return quantify(a[0], a[1].Elems(), ast.BinaryOp(a[2].i), all, NestedNullRule{}, NestedNullRule{})
		}
	}
	// the elements compare by the dialect's rule, as values (PostgreSQL:
	// ROW(1, NULL) = ANY (ARRAY[ROW(1, NULL)]) is true, checked on
	// PostgreSQL 15)
	qn := func(all bool) func(NestedNullRule, []Value) (Value, error) {
		return func(rule NestedNullRule, a []Value) (Value, error) {
			if a[1].k == KindNull {
				return Null, nil
			}
			return quantify(a[0], a[1].Elems(), ast.BinaryOp(a[2].i), all, rule, rule)
		}
	}
	reg(&scalarFunc{name: "any_array", min: 3, max: 3, ret: retFixed(tBool), fn: q(false), dialect: nestedRule(qn(false))})
	reg(&scalarFunc{name: "all_array", min: 3, max: 3, ret: retFixed(tBool), fn: q(true), dialect: nestedRule(qn(true))})
	reg(&scalarFunc{name: "interval_of", min: 2, max: 2, strict: true, ret: retFixed(tInterval), fn: func(a []Value) (Value, error) {
		var iv Interval
		n, err := castValue(a[0], tDouble)
		if err != nil {
			return Null, err
		}
		if err := addIntervalUnit(&iv, n.Float(), textOf(a[1])); err != nil {
			return Null, err
		}
		return IntervalValue(iv), nil
	}})
}
