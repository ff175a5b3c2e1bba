package executor

import (
	"errors"

	"github.com/lateral-sql/lateral/ast"
)

// A TIME compared with an INTERVAL under Options.PostgresTyping is read
// as the interval since midnight, PostgreSQL's implicit cast of time to
// interval (PostgreSQL 15 run: TIME '10:00' = INTERVAL '10 hours', TIME
// '10:00' IN (INTERVAL '10 hours') and TIME '10:00' BETWEEN INTERVAL '9
// hours' AND INTERVAL '11 hours' are true, TIME '10:00' <> INTERVAL '10
// hours' false), where the executor's comparison of a time with an
// interval is not.
func init() {
	reg(&scalarFunc{name: "time_interval_pg", min: 1, max: 1, strict: true, ret: retFixed(Type{Kind: ast.TypeInterval}), fn: func(a []Value) (Value, error) {
		if a[0].k != KindTime {
			return Null, errors.New("time_interval_pg: the argument is no time")
		}
		return IntervalValue(Interval{Micros: a[0].i}), nil
	}})
}

// pgTimeIntervals converts the times among the compared operands out to
// intervals where an interval is among them (Options.PostgresTyping).
func (b *binder) pgTimeIntervals(out []Expr) {
	if !b.p.eng.opts.PostgresTyping {
		return
	}
	times, intervals := false, false
	for _, e := range out {
		times = times || e.Type().Kind == ast.TypeTime
		intervals = intervals || e.Type().Kind == ast.TypeInterval
	}
	if !times || !intervals {
		return
	}
	for i, e := range out {
		if e.Type().Kind == ast.TypeTime {
			out[i] = &Call{Name: "time_interval_pg", Args: []Expr{e}, T: Type{Kind: ast.TypeInterval}, fn: lookupFunc("time_interval_pg")}
		}
	}
}

// pgCaseTimeIntervals: CASE v WHEN w is v = w for each WHEN, so a time
// operand beside an interval WHEN, or a time WHEN beside an interval
// operand, is an interval (PostgreSQL 15 run: CASE TIME '10:00' WHEN
// INTERVAL '10 hours' and CASE INTERVAL '10 hours' WHEN TIME '10:00' take
// the WHEN); a string WHEN beside the time operand is read as a time first
// (CASE TIME '10:00' WHEN '10:00' ... WHEN INTERVAL '10 hours' takes the
// first). It gives the operand, converting whens in place.
func (b *binder) pgCaseTimeIntervals(x *ast.Case, operand Expr, whens []Expr) Expr {
	if !b.p.eng.opts.PostgresTyping {
		return operand
	}
	if operand.Type().Kind == ast.TypeTime {
		for _, w := range whens {
			if w.Type().Kind == ast.TypeInterval {
				for j := range whens {
					if isUnknownLiteral(x.Whens[j].Cond) && whens[j].Type().Kind != ast.TypeTime {
						whens[j] = &CastE{X: whens[j], To: operand.Type()}
					}
				}
				break
			}
		}
	}
	all := append([]Expr{operand}, whens...)
	b.pgTimeIntervals(all)
	copy(whens, all[1:])
	return all[0]
}
