package executor

import "github.com/lateral-sql/lateral/ast"

// BigQuery's TIMESTAMP - TIMESTAMP keeps the whole difference in its time
// part, no days (BigQuery documentation, "Operators", datetime subtraction:
// TIMESTAMP "2021-06-01 12:34:56.789" - TIMESTAMP "2021-05-31 00:00:00" is
// 0-0 0 36:34:56.789, so EXTRACT(HOUR FROM ...) is 36), where PostgreSQL,
// DuckDB, Trino and Spark split whole days off (temporalArith: 1 day
// 12:34:56.789, an hour of 12). Its DATETIME - DATETIME splits whole days
// off as they do, and its DATE - DATE is an INTERVAL of days (0-0 396
// 0:0:0 in the same reference), not an integer (ZetaSQL, BigQuery's
// reference implementation, functions/date_time_util.cc:
// IntervalDiffTimestamps, IntervalDiffDatetimes, IntervalDiffDates), as
// Spark's (3.2 and later, SPARK-35727: an INTERVAL DAY).
// Options.TimestampDiffNoDays, Options.DateDiffInterval.

func init() {
	reg(&scalarFunc{name: "interval_days_into_time", min: 1, max: 1, strict: true, ret: retFixed(tInterval), fn: func(a []Value) (Value, error) {
		iv := a[0].Interval()
		return IntervalValue(Interval{Months: iv.Months, Micros: int64(iv.Days)*86400e6 + iv.Micros}), nil
	}})
	reg(&scalarFunc{name: "int_days_interval", min: 1, max: 1, strict: true, ret: retFixed(tInterval), fn: func(a []Value) (Value, error) {
		return IntervalValue(Interval{Days: int32(a[0].i)}), nil // |days| between two dates < 2^31
	}})
}

// timestampDiffNoDays is e, the bound l - r of x, with its days folded
// into its time when l and r are TIMESTAMPs with time zone (BigQuery's
// TIMESTAMP) under Options.TimestampDiffNoDays, an interval of days when
// both are DATEs under Options.DateDiffInterval.
func (b *binder) timestampDiffNoDays(x *ast.Binary, e Expr, l, r Expr) Expr {
	if x.Op != ast.OpSub {
		return e
	}
	o := b.p.eng.opts
	lk, rk := l.Type().Kind, r.Type().Kind
	switch {
	case o.TimestampDiffNoDays && lk == ast.TypeTimestampTZ && rk == ast.TypeTimestampTZ:
		return &Call{Name: "interval_days_into_time", Args: []Expr{e}, T: tInterval, fn: lookupFunc("interval_days_into_time")}
	case o.DateDiffInterval && lk == ast.TypeDate && rk == ast.TypeDate:
		return &Call{Name: "int_days_interval", Args: []Expr{e}, T: tInterval, fn: lookupFunc("int_days_interval")}
	}
	return e
}
