package executor

import (
	"fmt"
	"sort"
)

// Built-in table functions of kind GenFunc, through the public
// TableFunction interface (so they also serve as its examples).

func init() {
	RegisterTableFunction("generate_subscripts", func(nargs int) (TableFunction, []string, error) {
		if nargs < 1 || nargs > 3 {
			return nil, nil, fmt.Errorf("generate_subscripts takes 1 to 3 arguments")
		}
		return &listFunc{produce: generateSubscripts}, []string{"generate_subscripts"}, nil
	})
	RegisterTableFunction("_pg_expandarray", func(nargs int) (TableFunction, []string, error) {
		if nargs != 1 {
			return nil, nil, fmt.Errorf("_pg_expandarray takes 1 argument")
		}
		return &listFunc{produce: pgExpandArray, width: 2}, []string{"x", "n"}, nil
	})
	// repeat(value, n): DuckDB, the value n times.
	RegisterTableFunction("repeat", func(nargs int) (TableFunction, []string, error) {
		if nargs != 2 {
			return nil, nil, fmt.Errorf("repeat takes 2 arguments")
		}
		return &repeatRows{}, []string{"repeat"}, nil
	})
	RegisterTableFunction("explode_bitmap", func(nargs int) (TableFunction, []string, error) {
		if nargs != 1 {
			return nil, nil, fmt.Errorf("explode_bitmap takes 1 argument")
		}
		return &listFunc{produce: explodeBitmap}, []string{"col"}, nil
	})
}

// listFunc is a TableFunction whose rows for one input are computed at once.
type listFunc struct {
	produce func(args []Value) ([][]Value, error)
	width   int
	rows    [][]Value
	pos     int
}

func (l *listFunc) Process(args []Value) error {
	rows, err := l.produce(args)
	l.rows, l.pos = rows, 0
	return err
}

func (l *listFunc) Next(row []Value) (bool, error) {
	if l.pos >= len(l.rows) {
		return false, nil
	}
	copy(row, l.rows[l.pos])
	l.pos++
	return true, nil
}

func (l *listFunc) Close() error { return nil }

func generateSubscripts(args []Value) ([][]Value, error) {
	dim := int64(1)
	if len(args) > 1 {
		if args[1].k == KindNull {
			return nil, nil
		}
		d, err := argInt(args[1])
		if err != nil {
			return nil, err
		}
		dim = d
	}
	if args[0].k != KindArray {
		return nil, nil
	}
	es := args[0].Elems()
	for d := int64(1); d < dim; d++ {
		if len(es) == 0 || es[0].k != KindArray {
			return nil, nil
		}
		es = es[0].Elems()
	}
	if dim < 1 {
		return nil, nil
	}
	rows := make([][]Value, len(es))
	for i := range es {
		rows[i] = []Value{IntValue(int64(i + 1))}
	}
	if len(args) > 2 && truth(args[2]) {
		for i, j := 0, len(rows)-1; i < j; i, j = i+1, j-1 {
			rows[i], rows[j] = rows[j], rows[i]
		}
	}
	return rows, nil
}

func pgExpandArray(args []Value) ([][]Value, error) {
	if args[0].k != KindArray {
		return nil, nil
	}
	var rows [][]Value
	for i, e := range args[0].Elems() {
		rows = append(rows, []Value{e, IntValue(int64(i + 1))})
	}
	return rows, nil
}

// explodeBitmap reads a bitmap as an array of integers (the executor has no
// bitmap type): its distinct members, ascending.
func explodeBitmap(args []Value) ([][]Value, error) {
	if args[0].k != KindArray {
		return nil, nil
	}
	var ints []int64
	seen := map[int64]bool{}
	for _, e := range args[0].Elems() {
		if e.k == KindInt && !seen[e.i] {
			seen[e.i] = true
			ints = append(ints, e.i)
		}
	}
	sort.Slice(ints, func(i, j int) bool { return ints[i] < ints[j] })
	rows := make([][]Value, len(ints))
	for i, v := range ints {
		rows[i] = []Value{IntValue(v)}
	}
	return rows, nil
}

// repeatRows streams its value n times.
type repeatRows struct {
	v    Value
	n, i int64
}

func (r *repeatRows) Process(args []Value) error {
	r.v, r.i, r.n = args[0], 0, 0
	if args[1].IsNull() {
		return fmt.Errorf("repeat: the count cannot be NULL")
	}
	n, err := argInt(args[1])
	if err != nil {
		return fmt.Errorf("repeat: the count must be an integer")
	}
	r.n = n
	return nil
}

func (r *repeatRows) Next(row []Value) (bool, error) {
	if r.i >= r.n {
		return false, nil
	}
	r.i++
	row[0] = r.v
	return true, nil
}

func (r *repeatRows) Close() error { return nil }

// scalarTableFunction runs a scalar function as a table function of one
// row (PostgreSQL's function in FROM), with f's body under the engine's
// options o (scalarFunc.bind), as in a select list.
func scalarTableFunction(f *scalarFunc, o *Options) TableFunctionFactory {
	fn := f.bind(o)
	return func(int) (TableFunction, []string, error) {
		return &listFunc{produce: func(args []Value) ([][]Value, error) {
			if f.strict {
				for _, a := range args {
					if a.k == KindNull {
						return [][]Value{{Null}}, nil
					}
				}
			}
			v, err := fn(args)
			if err != nil {
				return nil, err
			}
			return [][]Value{{v}}, nil
		}}, []string{f.name}, nil
	}
}
