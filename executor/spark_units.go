package executor

import (
	"fmt"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// sparkAddUnits are the units of Spark's timestampadd as an interval of
// one (Spark SQL reference, timestampadd: YEAR, QUARTER, MONTH, WEEK,
// DAY, HOUR, MINUTE, SECOND, MILLISECOND, MICROSECOND).
var sparkAddUnits = map[string]Interval{
	"microsecond": {Micros: 1}, "millisecond": {Micros: 1000}, "second": {Micros: 1e6}, "minute": {Micros: 60e6},
	"hour": {Micros: 3600e6}, "day": {Days: 1}, "week": {Days: 7}, "month": {Months: 1}, "quarter": {Months: 3},
	"year": {Months: 12},
}

// bindSparkUnitCall binds Spark's timestampadd(unit, n, x) and dateadd,
// and timestampdiff(unit, a, b) and date_diff, the unit an identifier, of
// DATEs (read at midnight) and TIMESTAMPs (a wall-clock time), by Spark's
// rules (Spark source, DateTimeUtils.timestampAdd and timestampDiff):
//
//   - timestampadd adds n units on the clock, a TIMESTAMP also of a DATE;
//     a month, quarter or year is LocalDateTime.plusMonths (the day
//     clamped to the target month's length, the time kept);
//   - timestampdiff is ChronoUnit.between of the two LocalDateTimes: the
//     units up to the week are the whole units elapsed, toward zero; the
//     months (LocalDateTime.until) are those of the dates, the end's date
//     moved a day toward the start when its time of day is before the
//     start's (after it, for an earlier end), counted by LocalDate.until
//     ((month * 32 + day) differences divided by 32 toward zero), a
//     quarter and a year the months divided by 3 and 12 toward zero.
func (b *binder) bindSparkUnitCall(x *ast.Func, name string) (Expr, error) {
	r, ok := x.Args[0].(*ast.ColumnRef)
	if !ok || len(r.Name) != 1 || r.Name[0].Quoted {
		return nil, errAt(x.Args[0], "%s takes its unit as an identifier (YEAR, MONTH, DAY...)", name)
	}
	unit := strings.ToLower(r.Name[0].Name)
	iv, ok := sparkAddUnits[unit]
	if !ok {
		return nil, errAt(x.Args[0], "%s is not a unit of %s", r.Name[0].Name, name)
	}
	a1, err := b.bind(x.Args[1])
	if err != nil {
		return nil, err
	}
	a2, err := b.bind(x.Args[2])
	if err != nil {
		return nil, err
	}
	micros := func(v Value) int64 {
		if v.k == KindDate {
			return v.i * 86400e6
		}
		return v.i
	}
	if name == "timestampadd" || name == "dateadd" {
		if t := a1.Type(); !t.Kind.IsInteger() && t.Kind != ast.TypeUnknown {
			return nil, errAt(x.Args[1], "%s takes an integer count here, not a %s", name, a1.Type())
		}
		if err := unitDateOrTs(name, a2, x.Args[2]); err != nil {
			return nil, err
		}
		f := &scalarFunc{name: name, min: 2, max: 2, strict: true, ret: retFixed(tTimestamp), fn: func(a []Value) (Value, error) {
			k, err := argInt(a[0])
			if err != nil {
				return Null, err
			}
			if int64(int32(k)) != k && (iv.Months != 0 || iv.Days != 0) {
				return Null, fmt.Errorf("%s's count %d is out of range", name, k)
			}
			add := Interval{Months: iv.Months * int32(k), Days: iv.Days * int32(k), Micros: iv.Micros * k}
			return TimestampValue(addInterval(micros(a[1]), add, 1)), nil
		}}
		return &Call{Name: name, Args: []Expr{a1, a2}, T: tTimestamp, fn: f}, nil
	}
	for i, e := range []Expr{a1, a2} {
		if err := unitDateOrTs(name, e, x.Args[i+1]); err != nil {
			return nil, err
		}
	}
	f := &scalarFunc{name: name, min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		s, e := micros(a[0]), micros(a[1])
		if iv.Months == 0 {
			per := iv.Micros + int64(iv.Days)*86400e6
			return IntValue((e - s) / per), nil // toward zero
		}
		st, et := time.UnixMicro(s).UTC(), time.UnixMicro(e).UTC()
		sd, ed := floorDiv(s, 86400e6), floorDiv(e, 86400e6)
		sTime, eTime := s-sd*86400e6, e-ed*86400e6
		switch {
		case ed > sd && eTime < sTime:
			et = time.UnixMicro((ed - 1) * 86400e6).UTC()
		case ed < sd && eTime > sTime:
			et = time.UnixMicro((ed + 1) * 86400e6).UTC()
		}
		packed := func(t time.Time) int64 { return (int64(t.Year())*12+int64(t.Month()-1))*32 + int64(t.Day()) }
		months := (packed(et) - packed(st)) / 32
		return IntValue(months / int64(iv.Months)), nil
	}}
	return &Call{Name: name, Args: []Expr{a1, a2}, T: tBigInt, fn: f}, nil
}
