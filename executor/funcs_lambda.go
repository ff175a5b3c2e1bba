package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// Higher-order functions: their lambdas are compiled with the parameters
// bound as slots (compileHOF).
func init() {
	// Higher-order functions.
	reg(&scalarFunc{name: "transform", min: 2, max: 2, ret: retFixed(arrayOf(tUnknown)), hof: func(r *rowRef, a []Value, l []lambdaFn) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		es := a[0].Elems()
		out := make([]Value, len(es))
		for i, e := range es {
			v, err := l[0](r, e, IntOf(ast.TypeInt, int64(i)))
			if err != nil {
				return v, err
			}
			out[i] = v
		}
		return ArrayValue(out), nil
	}}, "list_transform", "array_transform", "apply", "list_apply")
	reg(&scalarFunc{name: "filter", min: 2, max: 2, ret: retArg(0), hof: func(r *rowRef, a []Value, l []lambdaFn) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		out := []Value{}
		for i, e := range a[0].Elems() {
			v, err := l[0](r, e, IntOf(ast.TypeInt, int64(i)))
			if err != nil {
				return v, err
			}
			if truth(v) {
				out = append(out, e)
			}
		}
		return ArrayValue(out), nil
	}}, "list_filter", "array_filter")
	reg(&scalarFunc{name: "aggregate", min: 3, max: 4, ret: retArg(1), hof: func(r *rowRef, a []Value, l []lambdaFn) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		acc := a[1]
		for _, e := range a[0].Elems() {
			v, err := l[0](r, acc, e)
			if err != nil {
				return v, err
			}
			acc = v
		}
		if len(l) > 1 {
			return l[1](r, acc)
		}
		return acc, nil
	}}, "reduce")
	// list_reduce(list, (acc, x[, i]) -> ...[, initial]) (DuckDB): without
	// an initial value the first element starts and an empty list is an
	// error; i is x's 1-based position in the list.
	reg(&scalarFunc{name: "list_reduce", min: 2, max: 3, ret: retElem(0), hof: func(r *rowRef, a []Value, l []lambdaFn) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		es := a[0].Elems()
		var acc Value
		from := 0
		if len(a) > 1 {
			acc = a[1]
		} else {
			if len(es) == 0 {
				return Null, fmt.Errorf("list_reduce of an empty list")
			}
			acc, from = es[0], 1
		}
		for k := from; k < len(es); k++ {
			v, err := l[0](r, acc, es[k], IntOf(ast.TypeBigInt, int64(k+1)))
			if err != nil {
				return v, err
			}
			acc = v
		}
		return acc, nil
	}}, "array_reduce")
	matchFn := func(all bool) func(r *rowRef, a []Value, l []lambdaFn) (Value, error) {
		return func(r *rowRef, a []Value, l []lambdaFn) (Value, error) {
			if a[0].k == KindNull {
				return Null, nil
			}
			sawNull := false
			for _, e := range a[0].Elems() {
				v, err := l[0](r, e)
				if err != nil {
					return v, err
				}
				switch {
				case v.k == KindNull:
					sawNull = true
				case truth(v) && !all:
					return BoolValue(true), nil
				case !truth(v) && all:
					return BoolValue(false), nil
				}
			}
			if sawNull {
				return Null, nil
			}
			return BoolValue(all), nil
		}
	}
	reg(&scalarFunc{name: "exists", min: 2, max: 2, ret: retFixed(tBool), hof: matchFn(false)}, "any_match")
	reg(&scalarFunc{name: "forall", min: 2, max: 2, ret: retFixed(tBool), hof: matchFn(true)}, "all_match")
	reg(&scalarFunc{name: "none_match", min: 2, max: 2, ret: retFixed(tBool), hof: func(r *rowRef, a []Value, l []lambdaFn) (Value, error) {
		v, err := matchFn(false)(r, a, l)
		if err != nil || v.k == KindNull {
			return v, err
		}
		return BoolValue(!truth(v)), nil
	}})
	reg(&scalarFunc{name: "zip_with", min: 3, max: 3, ret: retFixed(arrayOf(tUnknown)), hof: func(r *rowRef, a []Value, l []lambdaFn) (Value, error) {
		if a[0].k == KindNull || a[1].k == KindNull {
			return Null, nil
		}
		x, y := a[0].Elems(), a[1].Elems()
		n := max(len(x), len(y))
		out := make([]Value, n)
		for i := 0; i < n; i++ {
			var p, q Value
			if i < len(x) {
				p = x[i]
			}
			if i < len(y) {
				q = y[i]
			}
			v, err := l[0](r, p, q)
			if err != nil {
				return v, err
			}
			out[i] = v
		}
		return ArrayValue(out), nil
	}})
	reg(&scalarFunc{name: "map_filter", min: 2, max: 2, ret: retArg(0), hof: func(r *rowRef, a []Value, l []lambdaFn) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		if a[0].k != KindMap {
			return Null, fmt.Errorf("map_filter expects a map")
		}
		m := a[0].Map()
		var ks, vs []Value
		for i := range m.Keys {
			v, err := l[0](r, m.Keys[i], m.Vals[i])
			if err != nil {
				return v, err
			}
			if truth(v) {
				ks, vs = append(ks, m.Keys[i]), append(vs, m.Vals[i])
			}
		}
		return MapOf(ks, vs), nil
	}})
	reg(&scalarFunc{name: "transform_values", min: 2, max: 2, ret: retArg(0), hof: func(r *rowRef, a []Value, l []lambdaFn) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		if a[0].k != KindMap {
			return Null, fmt.Errorf("transform_values expects a map")
		}
		m := a[0].Map()
		vs := make([]Value, len(m.Vals))
		for i := range m.Keys {
			v, err := l[0](r, m.Keys[i], m.Vals[i])
			if err != nil {
				return v, err
			}
			vs[i] = v
		}
		return MapOf(m.Keys, vs), nil
	}})
	reg(&scalarFunc{name: "transform_keys", min: 2, max: 2, ret: retArg(0), hof: func(r *rowRef, a []Value, l []lambdaFn) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		if a[0].k != KindMap {
			return Null, fmt.Errorf("transform_keys expects a map")
		}
		m := a[0].Map()
		var ks, vs []Value
		for i := range m.Keys {
			k, err := l[0](r, m.Keys[i], m.Vals[i])
			if err != nil {
				return k, err
			}
			if k.k == KindNull {
				return Null, fmt.Errorf("map key cannot be NULL")
			}
			ks, vs = mapPut(ks, vs, k, m.Vals[i])
		}
		return MapOf(ks, vs), nil
	}})
}

// duckLambdaElem is the type of the first parameter of a, the lambda
// argument of the list function name after the arguments args, under
// Options.DecimalDuckDB: the list's element type for list_transform and
// list_filter (and their other names), so that the body is typed and
// overflows as DuckDB's (DuckDB 1.5 run: list_transform([100::TINYINT],
// x -> x * 2) raises "Overflow in multiplication of INT8 (100 * 2)!",
// list_filter([100::TINYINT], x -> x * 2 > 0) too, typeof(x) there is
// TINYINT; the executor answered [200] and [100]); tUnknown otherwise.
func (b *binder) duckLambdaElem(name string, a ast.Expr, args []Expr) Type {
	if _, ok := a.(*ast.Lambda); !ok || !b.p.eng.opts.DecimalDuckDB || len(args) != 1 {
		return tUnknown
	}
	switch name {
	case "transform", "list_transform", "array_transform", "apply", "list_apply", "filter", "list_filter", "array_filter":
	default:
		return tUnknown
	}
	if t := args[0].Type(); t.Kind == ast.TypeArray {
		return t.elem()
	}
	return tUnknown
}
