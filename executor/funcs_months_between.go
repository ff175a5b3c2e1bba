package executor

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"time"
)

// months_between(end, start[, roundOff]) of Hive and Spark, of DATEs,
// TIMESTAMPs or their strings (the DATEs alone are read into the
// canonical months_between_dates). The months from start to end: a whole
// number when both days of the month are the same or both are their
// month's last day, else the month difference plus the difference of the
// days and of the seconds of the day (fractions of a second dropped) over
// a 31-day month, rounded to 8 decimal places unless Spark's roundOff is
// false (Spark SQL functions, months_between: months_between('1997-02-28
// 10:30:00', '1996-10-30') is 3.94959677, 3.9495967741935485 with roundOff
// false; the same value in Hive's LanguageManual UDF). Spark rounds with
// Math.round(x * 1e8) / 1e8 (DateTimeUtils.monthsBetween), Hive the
// double's exact value half up (Options.MonthsBetweenHalfUp).
func init() {
	reg(&scalarFunc{name: "months_between", min: 2, max: 3, strict: true, ret: retFixed(tDouble), fn: func(a []Value) (Value, error) {
		return monthsBetween(a, false)
	}, dialect: func(o *Options) func([]Value) (Value, error) {
		halfUp := o.MonthsBetweenHalfUp
		return func(a []Value) (Value, error) { return monthsBetween(a, halfUp) }
	}})
}

func monthsBetween(a []Value, halfUp bool) (Value, error) {
	e, s, err := asTimestamps(a[0], a[1])
	if err != nil {
		return Null, err
	}
	round := true
	if len(a) == 3 {
		if a[2].k != KindBool {
			return Null, fmt.Errorf("months_between: roundOff must be a BOOLEAN, got %s", a[2].k)
		}
		round = a[2].Bool()
	}
	te, ts := microsToTime(e), microsToTime(s)
	months := float64((te.Year()-ts.Year())*12 + int(te.Month()) - int(ts.Month()))
	isLast := func(t time.Time) bool { return t.AddDate(0, 0, 1).Day() == 1 }
	if te.Day() == ts.Day() || isLast(te) && isLast(ts) {
		return FloatValue(months), nil
	}
	sec := func(t time.Time) int64 { return int64(t.Hour()*3600 + t.Minute()*60 + t.Second()) }
	diff := int64(te.Day()-ts.Day())*86400 + sec(te) - sec(ts)
	v := months + float64(diff)/(31*86400)
	switch {
	case !round:
		return FloatValue(v), nil
	case halfUp:
		// the exact binary value, correctly rounded: it is never a tie
		// at the 8th place, so this is half up
		r, err := strconv.ParseFloat(new(big.Float).SetFloat64(v).Text('f', 8), 64)
		return FloatValue(r), err
	}
	return FloatValue(math.Floor(v*1e8+0.5) / 1e8), nil
}
