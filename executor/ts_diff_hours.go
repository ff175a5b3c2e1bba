package executor

import "github.com/lateral-sql/lateral/ast"

// BigQuery's TIMESTAMP - TIMESTAMP keeps the whole difference in its time
// part, no days (BigQuery documentation, "Operators", datetime subtraction:
// TIMESTAMP "2021-06-01 12:34:56.789" - TIMESTAMP "2021-05-31 00:00:00" is
// 0-0 0 36:34:56.789, so EXTRACT(HOUR FROM ...) is 36), where PostgreSQL,
// DuckDB, Trino and Spark split whole days off (temporalArith: 1 day
// 12:34:56.789, an hour of 12). Options.TimestampDiffNoDays.

func init() {
	reg(&scalarFunc{name: "interval_days_into_time", min: 1, max: 1, strict: true, ret: retFixed(tInterval), fn: func(a []Value) (Value, error) {
		iv := a[0].Interval()
		return IntervalValue(Interval{Months: iv.Months, Micros: int64(iv.Days)*86400e6 + iv.Micros}), nil
	}})
}

// timestampDiffNoDays is e, the bound l - r of x, with its days folded
// into its time under Options.TimestampDiffNoDays when l and r are
// timestamps.
func (b *binder) timestampDiffNoDays(x *ast.Binary, e Expr, l, r Expr) Expr {
	isTS := func(k ast.TypeKind) bool { return k == ast.TypeTimestamp || k == ast.TypeTimestampTZ }
	if !b.p.eng.opts.TimestampDiffNoDays || x.Op != ast.OpSub || !isTS(l.Type().Kind) || !isTS(r.Type().Kind) {
		return e
	}
	return &Call{Name: "interval_days_into_time", Args: []Expr{e}, T: tInterval, fn: lookupFunc("interval_days_into_time")}
}
