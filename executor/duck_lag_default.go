package executor

import "github.com/lateral-sql/lateral/ast"

// duckLagDefault casts the default of a lag or lead (w's third argument)
// to the type of its value, as DuckDB's binder does (under
// Options.CoalesceTypesDuckDB): the result keeps the value's type, a
// default that does not convert raises on every row, used or not
// (DuckDB 1.5 runs, x a TINYINT 100: lag(x, 1, 100) OVER () + 100 raises
// "Overflow in addition of INT8", lag(x, 1, 300) OVER () and lag(x, 1,
// y) OVER () of a y of 300 raise "value is out of range for the
// destination type INT8", lag(x, 1, 1.5) OVER () is 2 and lag(x, 1, 'a')
// OVER () raises "Could not convert string 'a' to INT8"; the executor
// answered 200, 300, 300, 1.5 and 'a').
func (b *binder) duckLagDefault(w *WinFunc) {
	if !b.p.eng.opts.CoalesceTypesDuckDB || w.Name != "lag" && w.Name != "lead" || len(w.Args) < 3 {
		return
	}
	to, from := w.Args[0].Type(), w.Args[2].Type()
	if to.Kind == ast.TypeUnknown || sameTypes([]Type{to, from}) {
		return
	}
	w.Args[2] = &CastE{X: w.Args[2], To: to}
}
