package executor

import (
	"fmt"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// bigQueryAddParts are the parts DATETIME_ADD and DATETIME_SUB take as an
// interval of one; TIMESTAMP_ADD and TIMESTAMP_SUB take those of a fixed
// length, a DAY being 24 hours (BigQuery timestamp functions,
// TIMESTAMP_ADD: "DAY. Equivalent to 24 HOURs", "independent of any time
// zone").
var bigQueryAddParts = map[string]Interval{
	"MICROSECOND": {Micros: 1}, "MILLISECOND": {Micros: 1000}, "SECOND": {Micros: 1e6}, "MINUTE": {Micros: 60e6},
	"HOUR": {Micros: 3600e6}, "DAY": {Days: 1}, "WEEK": {Days: 7}, "MONTH": {Months: 1}, "QUARTER": {Months: 3},
	"YEAR": {Months: 12},
}

// bigQueryDiffMicros are TIMESTAMP_DIFF's parts and their microseconds.
var bigQueryDiffMicros = map[string]int64{"MICROSECOND": 1, "MILLISECOND": 1000, "SECOND": 1e6, "MINUTE": 60e6,
	"HOUR": 3600e6, "DAY": 86400e6}

// bigQueryWeekStarts are the days since 1970-01-01 (a Thursday) of a day
// on which each of BigQuery's week parts begins.
var bigQueryWeekStarts = map[string]int64{"WEEK": 3, "WEEK(SUNDAY)": 3, "ISOWEEK": 4, "WEEK(MONDAY)": 4,
	"WEEK(TUESDAY)": 5, "WEEK(WEDNESDAY)": 6, "WEEK(THURSDAY)": 0, "WEEK(FRIDAY)": 1, "WEEK(SATURDAY)": 2}

// bigQueryPartOf is the part a DATETIME_DIFF or TIMESTAMP_DIFF names, a
// keyword (read as a column name) upper-cased, or WEEK(<weekday>); ""
// for another form.
func bigQueryPartOf(e ast.Expr) string {
	switch p := e.(type) {
	case *ast.ColumnRef:
		if len(p.Name) == 1 && !p.Name[0].Quoted {
			return strings.ToUpper(p.Name[0].Name)
		}
	case *ast.Func:
		if len(p.Name) == 1 && strings.EqualFold(p.Name[0].Name, "week") && len(p.Args) == 1 {
			if r, ok := p.Args[0].(*ast.ColumnRef); ok && len(r.Name) == 1 && !r.Name[0].Quoted {
				return "WEEK(" + strings.ToUpper(r.Name[0].Name) + ")"
			}
		}
	}
	return ""
}

// bindBigQueryUnitCall binds BigQuery's DATETIME_ADD(x, INTERVAL n part),
// DATETIME_SUB, TIMESTAMP_ADD, TIMESTAMP_SUB, DATETIME_DIFF(a, b, part)
// and TIMESTAMP_DIFF (BigQuery datetime and timestamp functions):
//
//   - DATETIME_ADD adds n parts to a DATETIME (a TIMESTAMP here) on the
//     wall clock, a MONTH, QUARTER or YEAR keeping the day, or taking the
//     new month's last day where it is shorter; TIMESTAMP_ADD adds
//     MICROSECOND to HOUR and DAY (24 hours) to a TIMESTAMP (WITH TIME
//     ZONE here) as elapsed time;
//   - DATETIME_DIFF counts the part's boundaries from b to a (2008-12-25
//     15:30 to 2010-07-07 10:20 is 559 days; Saturday to Sunday midnight is
//     one WEEK), a WEEK beginning on Sunday, WEEK(<weekday>) on that day,
//     ISOWEEK on Monday;
//   - TIMESTAMP_DIFF is the whole number of parts between them, toward
//     zero (00:00:01 to 01:00:00 is 0 hours).
//
// ISOYEAR and the other parts a function does not take are errors.
func (b *binder) bindBigQueryUnitCall(x *ast.Func, name string) (Expr, error) {
	tsFn := strings.HasPrefix(name, "timestamp")
	want, what := ast.TypeTimestamp, "DATETIME"
	if tsFn {
		want, what = ast.TypeTimestampTZ, "TIMESTAMP"
	}
	checkArg := func(e Expr, n ast.Node) error {
		if k := e.Type().Kind; k != want && k != ast.TypeUnknown {
			return errAt(n, "%s of a %s is not answered by lat run (it takes a %s)", name, e.Type(), what)
		}
		return nil
	}
	if strings.HasSuffix(name, "_add") || strings.HasSuffix(name, "_sub") {
		iv, ok := x.Args[1].(*ast.Interval)
		if !ok || iv.Value == nil || iv.ToUnit != "" {
			return nil, errAt(x.Args[1], "%s takes INTERVAL n part as its second argument", name)
		}
		unit := strings.ToUpper(iv.Unit)
		add, ok := bigQueryAddParts[unit]
		if tsFn && ok {
			_, ok = bigQueryDiffMicros[unit]
			add = Interval{Micros: bigQueryDiffMicros[unit]}
		}
		if !ok {
			return nil, errAt(iv, "%s is not a part %s takes", unit, strings.ToUpper(name))
		}
		n, err := b.bind(iv.Value)
		if err != nil {
			return nil, err
		}
		if k := n.Type().Kind; !k.IsInteger() && k != ast.TypeUnknown {
			return nil, errAt(iv.Value, "%s takes an INT64 count, not a %s", name, n.Type())
		}
		v, err := b.bind(x.Args[0])
		if err != nil {
			return nil, err
		}
		if err := checkArg(v, x.Args[0]); err != nil {
			return nil, err
		}
		sign := 1
		if strings.HasSuffix(name, "_sub") {
			sign = -1
		}
		t := v.Type()
		f := &scalarFunc{name: name, min: 2, max: 2, strict: true, ret: retFixed(t), fn: func(a []Value) (Value, error) {
			k, err := argInt(a[0])
			if err != nil {
				return Null, err
			}
			// a count that would wrap raises (BigQuery raises where the
			// result leaves its range of years 1 to 9999; a result past
			// it is otherwise not checked here, as for DATE_ADD)
			if int64(int32(k)) != k && (add.Months != 0 || add.Days != 0) || add.Micros != 0 && (k > 1<<62/add.Micros || k < -(1<<62)/add.Micros) {
				return Null, fmt.Errorf("%s's count %d is out of range", name, k)
			}
			out := TimestampValue(addInterval(a[1].i, Interval{Months: add.Months * int32(k), Days: add.Days * int32(k), Micros: add.Micros * k}, sign))
			out.t = a[1].t
			return out, nil
		}}
		return &Call{Name: name, Args: []Expr{n, v}, T: t, fn: f}, nil
	}
	part := bigQueryPartOf(x.Args[2])
	if tsFn && bigQueryDiffMicros[part] == 0 || !tsFn && part == "ISOYEAR" {
		return nil, errAt(x.Args[2], "%s is not a part %s is answered for by lat run", part, strings.ToUpper(name))
	}
	if _, week := bigQueryWeekStarts[part]; !tsFn && bigQueryAddParts[part] == (Interval{}) && !week {
		return nil, errAt(x.Args[2], "the third argument of %s is not a part it takes", strings.ToUpper(name))
	}
	var args []Expr
	for _, e := range x.Args[:2] {
		v, err := b.bind(e)
		if err != nil {
			return nil, err
		}
		if err := checkArg(v, e); err != nil {
			return nil, err
		}
		args = append(args, v)
	}
	f := &scalarFunc{name: name, min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		if tsFn {
			// whole parts, toward zero
			return IntValue((a[0].i - a[1].i) / bigQueryDiffMicros[part]), nil
		}
		return IntValue(bigQueryPartIndex(a[0].i, part) - bigQueryPartIndex(a[1].i, part)), nil
	}}
	return &Call{Name: name, Args: args, T: tBigInt, fn: f}, nil
}

// bigQueryPartIndex numbers the part holding the wall-clock time us,
// counted from 1970-01-01: the difference of two is the boundaries
// crossed between them.
func bigQueryPartIndex(us int64, part string) int64 {
	t := time.UnixMicro(us).UTC()
	switch part {
	case "YEAR":
		return int64(t.Year())
	case "QUARTER":
		return int64(t.Year())*4 + int64(t.Month()-1)/3
	case "MONTH":
		return int64(t.Year())*12 + int64(t.Month()-1)
	}
	if start, ok := bigQueryWeekStarts[part]; ok {
		return floorDiv(floorDiv(us, 86400e6)-start, 7)
	}
	return floorDiv(us, bigQueryDiffMicros[part])
}

// bindBigQueryTrunc binds BigQuery's DATE_TRUNC(d, part) of a DATE,
// DATETIME_TRUNC(x, part) of a DATETIME and TIMESTAMP_TRUNC(ts, part) of a
// TIMESTAMP on the clock of UTC, the default time zone (BigQuery date,
// datetime and timestamp functions): the value "rounded to the beginning
// of" the part, MICROSECOND to YEAR (a DATE's from DAY), WEEK beginning on
// Sunday, WEEK(<weekday>) on that day, ISOWEEK on Monday, and ISOYEAR the
// Monday of the ISO year's first week. TIMESTAMP_TRUNC's time zone
// argument is read by bqTruncInZone.
func (b *binder) bindBigQueryTrunc(x *ast.Func, name string) (Expr, error) {
	if len(x.Args) == 3 && name == "timestamp_trunc" {
		return b.bindBigQueryTruncInZone(x)
	}
	if len(x.Args) != 2 {
		what := "a value and a part"
		if name == "timestamp_trunc" {
			what = "a value, a part and an optional time zone"
		}
		return nil, errAt(x, "%s with %d arguments is not answered by lat run (it takes %s)", strings.ToUpper(name), len(x.Args), what)
	}
	want := map[string]ast.TypeKind{"date_trunc": ast.TypeDate, "datetime_trunc": ast.TypeTimestamp, "timestamp_trunc": ast.TypeTimestampTZ}[name]
	part := bigQueryPartOf(x.Args[1])
	_, week := bigQueryWeekStarts[part]
	_, fine := bigQueryDiffMicros[part]
	switch {
	case want == ast.TypeDate && fine && part != "DAY":
		return nil, errAt(x.Args[1], "DATE_TRUNC of a DATE to %s is not valid (it takes DAY and longer parts)", part)
	case !week && !fine && part != "MONTH" && part != "QUARTER" && part != "YEAR" && part != "ISOYEAR":
		return nil, errAt(x.Args[1], "the second argument of %s is not a part it takes", strings.ToUpper(name))
	}
	v, err := b.bind(x.Args[0])
	if err != nil {
		return nil, err
	}
	if k := v.Type().Kind; k != want && k != ast.TypeUnknown {
		return nil, errAt(x.Args[0], "%s of a %s is not answered by lat run", strings.ToUpper(name), v.Type())
	}
	t := v.Type()
	f := &scalarFunc{name: name, min: 1, max: 1, strict: true, ret: retFixed(t), fn: func(a []Value) (Value, error) {
		us := a[0].i
		if a[0].k == KindDate {
			us *= 86400e6
		}
		r := bigQueryTruncMicros(us, part)
		if a[0].k == KindDate {
			return DateValue(floorDiv(r, 86400e6)), nil
		}
		out := TimestampValue(r)
		out.t = a[0].t
		return out, nil
	}}
	return &Call{Name: name, Args: []Expr{v}, T: t, fn: f}, nil
}

// bigQueryTruncMicros is the wall-clock time us taken down to the start
// of its part.
func bigQueryTruncMicros(us int64, part string) int64 {
	if k, ok := bigQueryDiffMicros[part]; ok {
		return floorDiv(us, k) * k
	}
	day := floorDiv(us, 86400e6)
	if start, ok := bigQueryWeekStarts[part]; ok {
		return (start + floorDiv(day-start, 7)*7) * 86400e6
	}
	t := time.UnixMicro(day * 86400e6).UTC()
	var r time.Time
	switch part {
	case "YEAR":
		r = time.Date(t.Year(), 1, 1, 0, 0, 0, 0, time.UTC)
	case "QUARTER":
		r = time.Date(t.Year(), (t.Month()-1)/3*3+1, 1, 0, 0, 0, 0, time.UTC)
	case "MONTH":
		r = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	case "ISOYEAR":
		y, _ := t.ISOWeek()
		// the Monday of the week holding January 4
		jan4 := time.Date(y, 1, 4, 0, 0, 0, 0, time.UTC)
		r = jan4.AddDate(0, 0, -((int(jan4.Weekday()) + 6) % 7))
	}
	return r.UnixMicro()
}
