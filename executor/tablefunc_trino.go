package executor

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Trino and Presto invoke table functions only in FROM, with TABLE(f(...))
// (Options.TableFunctionsOnlyInFrom). Their documentation (Trino and Presto
// docs, table functions) lists the built-in table functions exclude_columns
// and sequence; a scalar function there is no table function, and the call
// fails to resolve.

// trinoTableFuncShape plans the function call gc in FROM under Trino's and
// Presto's rules; handled false leaves it to the engine's own rules (a
// table function, a SQL function of the database).
func (p *planner) trinoTableFuncShape(gc *GenCall, g *ast.Generator) (ts []Type, names []string, handled bool, err error) {
	if gc.Name == "sequence" {
		ts, names, err = p.sequenceTableShape(gc, g)
		return ts, names, true, err
	}
	if otherDialectTableFuncs[gc.Name] {
		return nil, nil, true, errAt(g, "%s is not a table function here: TABLE(...) in FROM calls this dialect's table functions only", g.Name.Last().Name)
	}
	if lookupTableFunction(gc.Name) == nil && lookupFunc(gc.Name) != nil {
		return nil, nil, true, errAt(g, "%s is not a table function: TABLE(...) in FROM calls table functions only, %s is a scalar function (call it in the select list)",
			g.Name.Last().Name, g.Name.Last().Name)
	}
	return nil, nil, false, nil
}

// otherDialectTableFuncs are the executor's built-in table functions
// (builtin_tablefuncs.go, tablefunc_pgkeywords.go), which are other
// dialects' (PostgreSQL, DuckDB, Doris) and not Trino's or Presto's. A
// table function registered by a program (RegisterTableFunction) stays
// callable, as a connector's table function is in Trino.
var otherDialectTableFuncs = map[string]bool{
	"generate_subscripts": true, "_pg_expandarray": true, "repeat": true, "explode_bitmap": true, "pg_get_keywords": true,
}

// sequenceParams are the parameters of the sequence table function, in
// order.
var sequenceParams = [3]string{"START", "STOP", "STEP"}

// sequenceTableShape plans Trino's and Presto's sequence table function:
//
//	sequence(start => bigint, stop => bigint, step => bigint) -> table(sequential_number bigint)
//
// start defaults to 0, step to 1, stop has no default; the arguments are
// passed all by name or all by position (a suffix with defaults may be
// left out), a name unquoted is read in upper case and matched exactly,
// and every argument must be a constant (Trino and Presto docs, table
// functions: sequence, argument passing conventions). The rows are start,
// start + step, ... up to stop.
func (p *planner) sequenceTableShape(gc *GenCall, g *ast.Generator) ([]Type, []string, error) {
	var args [3]Expr
	named := 0
	for _, a := range g.Args {
		if _, ok := a.(*ast.NamedArg); ok {
			named++
		}
	}
	switch {
	case named == 0:
		if len(gc.Args) < 2 || len(gc.Args) > 3 {
			return nil, nil, errAt(g, "the sequence table function takes start, stop and an optional step (stop has no default); got %d arguments", len(gc.Args))
		}
		copy(args[:], gc.Args)
	case named < len(g.Args):
		return nil, nil, errAt(g, "sequence: the arguments of a table function are passed all by name or all by position")
	default:
		for i, a := range g.Args {
			na := a.(*ast.NamedArg)
			name := na.Name.Name
			if !na.Name.Quoted {
				name = strings.ToUpper(name)
			}
			k := -1
			for j, param := range sequenceParams {
				if name == param {
					k = j
				}
			}
			if k < 0 {
				quoted := ""
				if na.Name.Quoted {
					quoted = ", a quoted name matched as written"
				}
				return nil, nil, errAt(na, "the sequence table function has no argument %s (its arguments are START, STOP and STEP%s)", na.Name.Name, quoted)
			}
			if args[k] != nil {
				return nil, nil, errAt(na, "sequence: the argument %s is passed twice", na.Name.Name)
			}
			args[k] = gc.Args[i]
		}
		if args[1] == nil {
			return nil, nil, errAt(g, "sequence: the argument stop has no default and is missing")
		}
	}
	for i, def := range []int64{0, 0, 1} {
		if args[i] == nil {
			args[i] = &Const{V: IntValue(def), T: tBigInt}
			continue
		}
		used := map[ColID]bool{}
		colsUsed(args[i], used)
		if len(used) > 0 {
			return nil, nil, errAt(g, "sequence: the argument %s of a table function must be a constant", strings.ToLower(sequenceParams[i]))
		}
		if k := args[i].Type().Kind; !k.IsInteger() && k != ast.TypeUnknown {
			return nil, nil, errAt(g, "sequence: the argument %s must be an integer (bigint), not %s", strings.ToLower(sequenceParams[i]), args[i].Type())
		}
	}
	gc.Args = args[:]
	if vals, ok := constValues(gc.Args); ok {
		// constants, as Trino requires: their errors are the call's
		if err := new(sequenceRows).Process(vals); err != nil {
			return nil, nil, errAt(g, "%v", err)
		}
	}
	gc.UDF = func(int) (TableFunction, []string, error) {
		return &sequenceRows{}, []string{"sequential_number"}, nil
	}
	return []Type{tBigInt}, []string{"sequential_number"}, nil
}

// sequenceRows streams the rows of the sequence table function: start,
// start + step, ... while within [start, stop]. A NULL argument, a step of
// 0 and a step pointing away from stop are not documented and are errors.
type sequenceRows struct {
	next, stop, step int64
	done             bool
}

func (s *sequenceRows) Process(args []Value) error {
	var v [3]int64
	for i, a := range args {
		if a.IsNull() {
			return fmt.Errorf("sequence: %s is NULL", strings.ToLower(sequenceParams[i]))
		}
		n, err := argInt(a)
		if err != nil {
			return fmt.Errorf("sequence: %s must be an integer", strings.ToLower(sequenceParams[i]))
		}
		v[i] = n
	}
	start, stop, step := v[0], v[1], v[2]
	switch {
	case step == 0:
		return fmt.Errorf("sequence: step must not be 0")
	case start < stop && step < 0:
		return fmt.Errorf("sequence: step must be positive for a sequence from %d up to %d", start, stop)
	case start > stop && step > 0:
		return fmt.Errorf("sequence: step must be negative for a sequence from %d down to %d", start, stop)
	}
	s.next, s.stop, s.step, s.done = start, stop, step, false
	return nil
}

func (s *sequenceRows) Next(row []Value) (bool, error) {
	if s.done {
		return false, nil
	}
	row[0] = IntValue(s.next)
	// the next value, unless it passes stop; the distance left is counted
	// unsigned, so no step overflows
	if s.step > 0 && uint64(s.stop)-uint64(s.next) < uint64(s.step) ||
		s.step < 0 && uint64(s.next)-uint64(s.stop) < uint64(-s.step) {
		s.done = true
	} else {
		s.next += s.step
	}
	return true, nil
}

func (s *sequenceRows) Close() error { return nil }

// constValues are the values of es when every one is a constant.
func constValues(es []Expr) ([]Value, bool) {
	vs := make([]Value, len(es))
	for i, e := range es {
		c, ok := e.(*Const)
		if !ok {
			return nil, false
		}
		vs[i] = c.V
	}
	return vs, true
}
