package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// generate_date_array: BigQuery GENERATE_DATE_ARRAY(start, stop[, step]),
// the DATEs from start to stop inclusive, each the previous one plus the
// step (ZetaSQL generate_array.h adds the step to the current element, so
// 2016-01-31 by one month gives 2016-02-29 and then 2016-03-29); the step
// defaults to one day; a zero step is an error ("This function returns an
// error if INT64_expr is set to 0", GoogleSQL reference); a step moving
// away from the stop gives []; NULL for a NULL argument (strict). The
// series itself is the one of generate_array over timestamps, which adds
// the step to the previous element too.
func init() {
	reg(&scalarFunc{name: "generate_date_array", min: 2, max: 3, strict: true, ret: retFixed(arrayOf(Type{Kind: ast.TypeDate})), fn: generateDateArray})
}

func generateDateArray(a []Value) (Value, error) {
	const day = 86_400_000_000
	args := make([]Value, 3)
	for i := range 2 {
		d, err := castValue(a[i], Type{Kind: ast.TypeDate})
		if err != nil {
			return Null, err
		}
		args[i] = TimestampValue(d.i * day)
	}
	args[2] = IntervalValue(Interval{Days: 1})
	if len(a) == 3 {
		if a[2].k != KindInterval {
			return Null, fmt.Errorf("generate_date_array's step must be an INTERVAL, not %s", a[2].t)
		}
		if isZeroStep(a[2]) {
			return Null, fmt.Errorf("generate_date_array step cannot be 0")
		}
		args[2] = a[2]
	}
	v, err := seriesArray(args, false, false)
	if err != nil {
		return Null, err
	}
	es := v.Elems()
	out := make([]Value, len(es))
	for i, e := range es {
		if e.i%day != 0 {
			return Null, fmt.Errorf("generate_date_array's step must be a whole number of days, weeks, months, quarters or years")
		}
		out[i] = DateValue(e.i / day)
	}
	return ArrayValue(out), nil
}

// generate_timestamp_array: BigQuery GENERATE_TIMESTAMP_ARRAY(start, stop,
// INTERVAL n part), the TIMESTAMPs from start to stop inclusive by a step
// of MICROSECOND, MILLISECOND, SECOND, MINUTE, HOUR or DAY, each a fixed
// length (a day is 24 hours: BigQuery's TIMESTAMP is an instant, and
// TIMESTAMP_ADD reads DAY as 24 HOUR); an error for a zero step; [] for a
// step moving away from the stop; NULL for a NULL argument.
func init() {
	reg(&scalarFunc{name: "generate_timestamp_array", min: 3, max: 3, strict: true, ret: retFixed(arrayOf(Type{Kind: ast.TypeTimestampTZ})), fn: generateTimestampArray})
}

func generateTimestampArray(a []Value) (Value, error) {
	args := make([]Value, 3)
	for i := range 2 {
		ts, err := castValue(a[i], Type{Kind: ast.TypeTimestampTZ})
		if err != nil {
			return Null, err
		}
		args[i] = TimestampTZValue(ts.i)
	}
	if a[2].k != KindInterval {
		return Null, fmt.Errorf("generate_timestamp_array's step must be an INTERVAL, not %s", a[2].t)
	}
	iv := a[2].Interval()
	if iv.Months != 0 {
		return Null, fmt.Errorf("generate_timestamp_array's step must be in days or shorter units")
	}
	step := Interval{Micros: int64(iv.Days)*86_400_000_000 + iv.Micros}
	if step.Micros == 0 {
		return Null, fmt.Errorf("generate_timestamp_array step cannot be 0")
	}
	args[2] = IntervalValue(step)
	return seriesArray(args, false, false)
}
