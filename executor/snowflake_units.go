package executor

import (
	"fmt"
	"time"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/dateunit"
)

// snowflakeUnitOf is the part named by a DATEADD or DATEDIFF unit, a
// keyword (read as a column name) or a string literal.
func snowflakeUnitOf(e ast.Expr) (string, bool) {
	var s string
	switch e := e.(type) {
	case *ast.ColumnRef:
		if len(e.Name) != 1 {
			return "", false
		}
		s = e.Name[0].Name
	case *ast.Literal:
		if e.Kind != ast.LitString {
			return "", false
		}
		s = e.Value
	default:
		return "", false
	}
	return dateunit.Snowflake(s)
}

// snowflakeAddUnits are DATEADD's parts as an interval of one.
var snowflakeAddUnits = map[string]Interval{
	"microsecond": {Micros: 1}, "millisecond": {Micros: 1000}, "second": {Micros: 1e6}, "minute": {Micros: 60e6},
	"hour": {Micros: 3600e6}, "day": {Days: 1}, "week": {Days: 7}, "month": {Months: 1}, "quarter": {Months: 3},
	"year": {Months: 12},
}

// bindSnowflakeUnitCall binds Snowflake's DATEADD(part, n, x) and
// TIMESTAMPADD of a DATE or a TIMESTAMP (without time zone), and its
// DATEDIFF(part, a, b) and TIMESTAMPDIFF of DATEs and TIMESTAMPs, where
// the reader left them as the dialect's own (Snowflake documentation,
// DATEADD and DATEDIFF):
//
//   - DATEADD adds n parts on the wall clock; a month, quarter or year
//     keeps the day, or takes the target month's last day when it is
//     shorter; of a DATE it takes the parts of a day and longer (a part
//     below the day, which gives a TIMESTAMP, is not answered here);
//   - DATEDIFF counts the boundaries of the part crossed from a to b,
//     each value taken down to the part (the year of 2024-12-31 23:59 to
//     2025-01-01 00:00 is 1, the hour of 10:59 to 11:00 is 1), negative
//     when b is earlier; a DATE is read at midnight.
//
// The week (whose boundaries follow the WEEK_START session parameter) of
// DATEDIFF, the nanosecond and a TIMESTAMP WITH TIME ZONE are errors.
func (b *binder) bindSnowflakeUnitCall(x *ast.Func, name string) (Expr, error) {
	unit, ok := snowflakeUnitOf(x.Args[0])
	if !ok {
		return nil, errAt(x.Args[0], "%s's first argument is not a date or time part of Snowflake's (year, quarter, month, week, day, hour, minute, second, millisecond, microsecond)", name)
	}
	if unit == "nanosecond" {
		return nil, errAt(x.Args[0], "%s of nanoseconds is not answered by lat run (its timestamps keep microseconds)", name)
	}
	a1, err := b.bind(x.Args[1])
	if err != nil {
		return nil, err
	}
	a2, err := b.bind(x.Args[2])
	if err != nil {
		return nil, err
	}
	if name == "dateadd" || name == "timestampadd" {
		// (a NUMBER of scale 0 is Snowflake's INTEGER)
		if t := a1.Type(); !t.Kind.IsInteger() && t.Kind != ast.TypeUnknown && (t.Kind != ast.TypeDecimal || t.Scale != 0) {
			return nil, errAt(x.Args[1], "%s takes an integer count here, not a %s", name, a1.Type())
		}
		if err := unitDateOrTs(name, a2, x.Args[2]); err != nil {
			return nil, err
		}
		iv := snowflakeAddUnits[unit]
		t := a2.Type()
		if t.Kind == ast.TypeDate && iv.Micros != 0 {
			return nil, errAt(x, "%s of %ss to a DATE gives a TIMESTAMP, which lat run does not answer: cast the date to TIMESTAMP", name, unit)
		}
		f := &scalarFunc{name: name, min: 2, max: 2, strict: true, ret: retFixed(t), fn: func(a []Value) (Value, error) {
			k, err := argInt(a[0])
			if err != nil {
				return Null, err
			}
			add := Interval{Months: iv.Months * int32(k), Days: iv.Days * int32(k), Micros: iv.Micros * k}
			if int64(int32(k)) != k && (iv.Months != 0 || iv.Days != 0) {
				return Null, fmt.Errorf("%s's count %d is out of range", name, k)
			}
			if a[1].k == KindDate {
				return DateValue(floorDiv(addInterval(a[1].i*86400e6, add, 1), 86400e6)), nil
			}
			out := TimestampValue(addInterval(a[1].i, add, 1))
			out.t = a[1].t
			return out, nil
		}}
		return &Call{Name: name, Args: []Expr{a1, a2}, T: t, fn: f}, nil
	}
	if unit == "week" {
		return nil, errAt(x.Args[0], "%s of weeks counts the week boundaries set by the WEEK_START session parameter, which lat run does not model", name)
	}
	for i, e := range []Expr{a1, a2} {
		if err := unitDateOrTs(name, e, x.Args[i+1]); err != nil {
			return nil, err
		}
	}
	f := &scalarFunc{name: name, min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return IntValue(snowflakeUnitIndex(a[1], unit) - snowflakeUnitIndex(a[0], unit)), nil
	}}
	return &Call{Name: name, Args: []Expr{a1, a2}, T: tBigInt, fn: f}, nil
}

// snowflakeUnitIndex numbers the part of v (a DATE at midnight, or a
// TIMESTAMP) that holds it, counted from 1970-01-01: the difference of
// two is the boundaries crossed between them.
func snowflakeUnitIndex(v Value, unit string) int64 {
	us := v.i
	if v.k == KindDate {
		us = v.i * 86400e6
	}
	t := time.UnixMicro(us).UTC()
	switch unit {
	case "year":
		return int64(t.Year())
	case "quarter":
		return int64(t.Year())*4 + int64(t.Month()-1)/3
	case "month":
		return int64(t.Year())*12 + int64(t.Month()-1)
	}
	k := map[string]int64{"day": 86400e6, "hour": 3600e6, "minute": 60e6, "second": 1e6, "millisecond": 1000, "microsecond": 1}[unit]
	return floorDiv(us, k)
}

// unitDateOrTs is the error of the argument e (written n) of a unit
// function name where it is neither a DATE nor a TIMESTAMP (Snowflake's
// DATEADD and DATEDIFF, Spark's timestampadd and timestampdiff).
func unitDateOrTs(name string, e Expr, n ast.Node) error {
	if k := e.Type().Kind; k != ast.TypeDate && k != ast.TypeTimestamp && k != ast.TypeUnknown {
		return errAt(n, "%s of a %s is not answered by lat run (it takes a DATE or a TIMESTAMP)", name, e.Type())
	}
	return nil
}
