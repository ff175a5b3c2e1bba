package executor

import "time"

// The canonical whole-month and quarter differences of two DATEs
// (catalog; dialects/date_diffs.go).
func init() {
	reg(&scalarFunc{name: "datediff_months_whole", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return monthsDiff(a, true)
	}})
	reg(&scalarFunc{name: "datediff_months_days", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return monthsDiff(a, false)
	}})
	reg(&scalarFunc{name: "datediff_quarters", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		e, s, err := twoDates(a)
		if err != nil {
			return Null, err
		}
		q := func(t time.Time) int64 { return int64(t.Year())*4 + int64(t.Month()-1)/3 }
		return IntValue(q(e) - q(s)), nil
	}})
}

func twoDates(a []Value) (end, start time.Time, err error) {
	e, err := asDate(a[0])
	if err != nil {
		return end, start, err
	}
	s, err := asDate(a[1])
	if err != nil {
		return end, start, err
	}
	return dateToTime(e), dateToTime(s), nil
}

// monthsDiff is datediff_months_whole (lastDay: a month's last day ends a
// whole month from a later day, as clamped month arithmetic reaches it)
// or datediff_months_days (the days of the month compared alone) of
// a[0] (end) and a[1] (start): the whole months from the earlier date to
// the later, negative when end is earlier.
func monthsDiff(a []Value, lastDay bool) (Value, error) {
	e, s, err := twoDates(a)
	if err != nil {
		return Null, err
	}
	sign := int64(1)
	if e.Before(s) {
		e, s, sign = s, e, -1
	}
	n := int64(e.Year()-s.Year())*12 + int64(e.Month()) - int64(s.Month())
	isLast := e.AddDate(0, 0, 1).Day() == 1
	if e.Day() < s.Day() && !(lastDay && isLast) {
		n--
	}
	return IntValue(sign * n), nil
}
