package executor

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/dateunit"
)

// asTimestamp reads a date, timestamp or timestamp string as microseconds.
func asTimestamp(v Value) (int64, error) {
	switch v.k {
	case KindTimestamp:
		return v.i, nil
	case KindDate:
		return v.i * 86400e6, nil
	case KindString:
		return parseTimestamp(v.s)
	}
	return 0, fmt.Errorf("expected a date or timestamp, got %s", v.k)
}

// asTimestamps reads x and y as asTimestamp does, x's error first.
func asTimestamps(x, y Value) (int64, int64, error) {
	a, err := asTimestamp(x)
	if err != nil {
		return 0, 0, err
	}
	b, err := asTimestamp(y)
	return a, b, err
}

func asDate(v Value) (int64, error) {
	switch v.k {
	case KindDate:
		return v.i, nil
	case KindTimestamp:
		return floorDiv(v.i, 86400e6), nil
	case KindString:
		us, err := parseTimestamp(v.s)
		return floorDiv(us, 86400e6), err
	}
	return 0, fmt.Errorf("expected a date, got %s", v.k)
}

// datePart extracts a field (upper or lower case) from a date/timestamp/interval.
func datePart(field string, v Value) (Value, error) {
	f := strings.ToLower(field)
	if v.k == KindInterval {
		iv := v.Interval()
		switch f {
		case "year", "years":
			return IntValue(int64(iv.Months / 12)), nil
		case "month", "months":
			return IntValue(int64(iv.Months % 12)), nil
		case "day", "days":
			return IntValue(int64(iv.Days)), nil
		case "hour", "hours":
			return IntValue(iv.Micros / 3600e6), nil
		case "minute", "minutes":
			return IntValue(iv.Micros / 60e6 % 60), nil
		case "second", "seconds":
			return IntValue(iv.Micros / 1e6 % 60), nil
		case "epoch":
			return IntValue(intervalMicrosApprox(iv) / 1e6), nil
		}
		return Null, fmt.Errorf("unknown interval field %s", field)
	}
	if v.k == KindTime {
		switch f {
		case "hour":
			return IntValue(v.i / 3600e6), nil
		case "minute":
			return IntValue(v.i / 60e6 % 60), nil
		case "second":
			return IntValue(v.i / 1e6 % 60), nil
		}
	}
	us, err := asTimestamp(v)
	if err != nil {
		return Null, err
	}
	t := microsToTime(us)
	if v.k == KindTimestamp && v.t == ast.TypeTimestampTZ {
		// the fields of the wall-clock time in the value's zone: the
		// session's in PostgreSQL and DuckDB (both run in
		// America/New_York: extract(hour from TIMESTAMPTZ '2024-03-10
		// 07:30:00+00') is 3, zone_fields_test.go, TestTimestampTZParts),
		// the value's own in Trino (its documentation, data types:
		// "rendered using the time zone from the value";
		// trino_at_time_zone.go)
		t = microsToTime(instantToWall(us, v.tzZone()))
	}
	switch f {
	case "year", "yyyy", "yy", "years":
		return IntValue(int64(t.Year())), nil
	case "quarter":
		return IntValue(int64((t.Month()-1)/3 + 1)), nil
	case "month", "mon", "months", "mm":
		return IntValue(int64(t.Month())), nil
	case "week", "weekofyear", "isoweek": // (BigQuery's EXTRACT(ISOWEEK): ISO 8601's, as PostgreSQL's WEEK)
		_, w := t.ISOWeek()
		return IntValue(int64(w)), nil
	case "isoyear", "yearofweekiso":
		// the ISO 8601 week-numbering year (PostgreSQL's EXTRACT(ISOYEAR),
		// DuckDB's isoyear, BigQuery's EXTRACT(ISOYEAR), Trino's
		// year_of_week: functions_year_of_week.go)
		y, _ := t.ISOWeek()
		return IntValue(int64(y)), nil
	case "week_from_sunday":
		// BigQuery's EXTRACT(WEEK) (Options.WeekFromSunday): the Sundays
		// up to the date, the first Sunday opening week 1
		return IntValue(int64((t.YearDay() - 1 + 7 - int(t.Weekday())) / 7)), nil
	case "day", "dd", "days", "dayofmonth":
		return IntValue(int64(t.Day())), nil
	case "dow", "dayofweek_pg":
		return IntValue(int64(t.Weekday())), nil
	case "dayofweek":
		return IntValue(int64(t.Weekday()) + 1), nil
	case "isodow":
		d := int64(t.Weekday())
		if d == 0 {
			d = 7
		}
		return IntValue(d), nil
	case "doy", "dayofyear":
		return IntValue(int64(t.YearDay())), nil
	case "hour", "hours":
		return IntValue(int64(t.Hour())), nil
	case "minute", "minutes":
		return IntValue(int64(t.Minute())), nil
	case "second", "seconds":
		return IntValue(int64(t.Second())), nil
	case "millisecond", "milliseconds":
		return IntValue(int64(t.Second())*1000 + int64(t.Nanosecond()/1e6)), nil
	case "microsecond", "microseconds":
		return IntValue(int64(t.Second())*1e6 + int64(t.Nanosecond()/1e3)), nil
	case "epoch":
		return IntValue(floorDiv(us, 1e6)), nil
	case "timezone":
		if v.k == KindTimestamp && v.t == ast.TypeTimestampTZ {
			// the offset from UTC in seconds of the value's zone at its
			// instant (PostgreSQL's and DuckDB's date_part('timezone',
			// x) of a TIMESTAMPTZ: the session's zone; -28378 for
			// America/Los_Angeles in 1850, whose text is -07:52:58)
			return IntValue(floorDiv(instantToWall(us, v.tzZone())-us, 1e6)), nil
		}
	}
	return Null, fmt.Errorf("unknown date field %s", field)
}

// bigIntPartFuncs are the date part functions that are BIGINT under
// Options.BigIntDateParts (DuckDB typeof, Trino functions reference).
// second, isodow (day_of_week), dow (DuckDB's dayofweek) and weekofyear
// (week) are BIGINTs there too (Trino functions reference; typeof on
// DuckDB 1.5).
var bigIntPartFuncs = map[string]bool{"year": true, "month": true, "day": true, "hour": true, "minute": true, "quarter": true, "dayofmonth": true,
	"second": true, "dow": true, "isodow": true, "weekofyear": true}

// textOf0 is the text of a function's first argument.
func textOf0(a []Value) string { return textOf(a[0]) }

func init() {
	datePartFn := func(a []Value) (Value, error) { return datePart(textOf(a[0]), a[1]) }
	reg(&scalarFunc{name: "date_part", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: datePartFn,
		dialect: duckUnits(eraYears(textOf0, func(*Options) func([]Value) (Value, error) { return datePartFn }))}, "extract", "datepart")
	// EXTRACT of a calendar field under Options.IntExtract: an INT
	reg(&scalarFunc{name: "date_part_int", min: 2, max: 2, strict: true, ret: retFixed(tInt), fn: func(a []Value) (Value, error) {
		v, err := datePartFn(a)
		if err != nil || v.k == KindNull {
			return v, err
		}
		return IntOf(ast.TypeInt, v.i), nil
	}})
	// dow (Sunday 0) and isodow (Monday 1, Sunday 7): the canonical
	// functions of DuckDB's dayofweek and isodow, Trino's day_of_week
	for _, f := range []string{"year", "month", "day", "hour", "minute", "second", "quarter", "dayofweek", "dayofyear", "weekofyear", "dayofmonth", "dow", "isodow"} {
		field := f
		fn := func(a []Value) (Value, error) {
			v, err := datePart(field, a[0])
			if err != nil {
				return v, err
			}
			return IntOf(ast.TypeInt, v.i), nil
		}
		named := func([]Value) string { return field }
		reg(&scalarFunc{name: f, min: 1, max: 1, strict: true, ret: retFixed(tInt), fn: fn,
			dialect: eraYears(named, func(*Options) func([]Value) (Value, error) { return fn })})
		if bigIntPartFuncs[f] {
			// under Options.BigIntDateParts: a BIGINT
			fn := func(a []Value) (Value, error) {
				v, err := datePart(field, a[0])
				if err != nil || v.k == KindNull {
					return v, err
				}
				return IntOf(ast.TypeBigInt, v.i), nil
			}
			reg(&scalarFunc{name: f + "_bigint", min: 1, max: 1, strict: true, ret: retFixed(tBigInt), fn: fn,
				dialect: eraYears(named, func(*Options) func([]Value) (Value, error) { return fn })})
		}
	}
	regClocked(&scalarFunc{name: "current_date", min: 0, max: 0, volatile: true, ret: retFixed(tDate), clocked: func(now time.Time, _ []Value) (Value, error) {
		return DateValue(timeToDays(now)), nil
	}}, "curdate", "today")
	regClocked(&scalarFunc{name: "current_timestamp", min: 0, max: 1, volatile: true, ret: retFixed(tTimestamp), clocked: func(now time.Time, _ []Value) (Value, error) {
		return TimestampValue(instantToWall(now.UnixMicro(), now.Location())), nil
	}}, "now", "localtimestamp", "get_current_timestamp")
	// now() and current_timestamp where they are TIMESTAMPTZs (clockTZ)
	regClocked(&scalarFunc{name: "current_timestamptz", min: 0, max: 1, volatile: true, ret: retFixed(Type{Kind: ast.TypeTimestampTZ}), clocked: func(now time.Time, _ []Value) (Value, error) {
		return TimestampTZIn(now.UnixMicro(), now.Location()), nil
	}})
	for _, f := range []struct {
		name string
		sign int64
	}{{"date_add_days", 1}, {"date_sub_days", -1}} {
		reg(&scalarFunc{name: f.name, min: 2, max: 2, strict: true, ret: retFixed(tDate), fn: shiftDays(f.sign),
			dialect: func(o *Options) func([]Value) (Value, error) {
				if !o.DateDaysWrap {
					return shiftDays(f.sign)
				}
				return func(a []Value) (Value, error) {
					v, err := shiftDays(f.sign)(a)
					return wrapDays(v), err
				}
			}})
	}
	reg(&scalarFunc{name: "datediff_days", min: 2, max: 2, strict: true, ret: retFixed(tInt), fn: diffDays})
	// datediff_days under Options.BigIntDayDiff: a BIGINT
	reg(&scalarFunc{name: "datediff_days_bigint", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		v, err := diffDays(a)
		if err != nil || v.k == KindNull {
			return v, err
		}
		return IntOf(ast.TypeBigInt, v.i), nil
	}})
	// date_add(d, n) and date_sub(d, n) of days; of an interval, a DATE
	// under Options.DateIntervalKeepsDate (BigQuery), else the operator's
	// result (DuckDB: date_add(DATE, INTERVAL) is a TIMESTAMP).
	for _, f := range []struct {
		name string
		op   ast.BinaryOp
		sign int64
	}{{"date_add", ast.OpAdd, 1}, {"date_sub", ast.OpSub, -1}} {
		twoArgs := func(a []Value) (Value, error) {
			if len(a) != 2 {
				return Null, fmt.Errorf("%s takes 2 arguments", f.name)
			}
			if a[1].k == KindInterval {
				return temporalArith(f.op, a[0], a[1])
			}
			return shiftDays(f.sign)(a)
		}
		reg(&scalarFunc{name: f.name, min: 2, max: 3, strict: true, ret: func(args []Type) Type {
			if len(args) == 3 {
				return tBigInt // DuckDB's date_sub(part, start, end)
			}
			return tDate
		}, fn: twoArgs, dialect: func(o *Options) func([]Value) (Value, error) {
			keep := o.DateIntervalKeepsDate
			duck := o.DuckDBUnits && f.name == "date_sub"
			return func(a []Value) (Value, error) {
				if len(a) == 3 {
					if !duck {
						return Null, fmt.Errorf("%s takes 2 arguments", f.name)
					}
					b := append([]Value(nil), a...)
					b[0] = StringValue(duckUnitName(a[0].s))
					return duckDateSub(b) // funcs_date_diffs.go
				}
				if a[1].k != KindInterval {
					return shiftDays(f.sign)(a)
				}
				if keep {
					return dateIntervalArith(f.op, a[0], a[1])
				}
				return temporalArith(f.op, a[0], a[1])
			}
		}})
	}
	// date_diff('unit', start, end)
	dateDiff := func(a []Value) (Value, error) {
		s, e, err := asTimestamps(a[1], a[2])
		if err != nil {
			return Null, err
		}
		return dateDiffUnit(textOf(a[0]), s, e)
	}
	// datediff(end, start) in days (Hive/Spark argument order), or
	// datediff('unit', start, end) as date_diff.
	datediff := func(a []Value) (Value, error) {
		if len(a) == 3 {
			return dateDiff(a)
		}
		return diffDays(a)
	}
	reg(&scalarFunc{name: "datediff", min: 2, max: 3, strict: true, ret: retFixed(tInt), fn: datediff,
		dialect: func(o *Options) func([]Value) (Value, error) {
			if !o.DuckDBUnits {
				return datediff
			}
			return func(a []Value) (Value, error) {
				if len(a) == 3 {
					return duckDateDiff(a) // funcs_date_diffs.go
				}
				return datediff(a)
			}
		}})
	reg(&scalarFunc{name: "date_diff", min: 3, max: 3, strict: true, ret: retFixed(tBigInt), fn: dateDiff, dialect: func(o *Options) func([]Value) (Value, error) {
		switch {
		case o.DuckDBUnits:
			return duckDateDiff // funcs_date_diffs.go
		case o.DateDiffWholeUnits:
			return wholeUnitDateDiff // funcs_date_diffs.go
		}
		return dateDiff
	}})
	// add_months(d, n) (Hive, Spark): n is an INT parameter, so a
	// fractional n is truncated toward zero as their casts to INT do
	// (add_months(d, 1.5) adds one month).
	// Under Options.AddMonthsLastDay (Hive) the last day of a month gives
	// the last day of the target month; otherwise (Spark 3) the day
	// number is kept, clamped to the target month's length.
	reg(&scalarFunc{name: "add_months", min: 2, max: 2, strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
		return addMonths(a, false)
	}, dialect: func(o *Options) func([]Value) (Value, error) {
		lastDay := o.AddMonthsLastDay
		return func(a []Value) (Value, error) { return addMonths(a, lastDay) }
	}})
	// The canonical month arithmetic (catalog): add_months_last_day keeps
	// a month's last day last (Hive add_months, Snowflake ADD_MONTHS);
	// add_months_clamp only clamps the day to the target month's length
	// (Spark 3 add_months, Snowflake DATEADD(month, ...), PostgreSQL and
	// DuckDB date + interval).
	reg(&scalarFunc{name: "add_months_last_day", min: 2, max: 2, strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
		return addMonths(a, true)
	}})
	reg(&scalarFunc{name: "add_months_clamp", min: 2, max: 2, strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
		return addMonths(a, false)
	}})
	// add_months_clamp_ts(ts, n): the timestamp n months on, the day
	// clamped and the time kept (catalog), as ts + n months.
	reg(&scalarFunc{name: "add_months_clamp_ts", min: 2, max: 2, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		if n > math.MaxInt32 || n < math.MinInt32 {
			return Null, fmt.Errorf("add_months_clamp_ts: %d months is out of range", n)
		}
		return temporalArith(ast.OpAdd, a[0], IntervalValue(Interval{Months: int32(n)}))
	}})
	// datediff_months(end, start): month boundaries crossed (catalog).
	reg(&scalarFunc{name: "datediff_months", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		e, err := asDate(a[0])
		if err != nil {
			return Null, err
		}
		s, err := asDate(a[1])
		if err != nil {
			return Null, err
		}
		return dateDiffUnit("month", s*86400e6, e*86400e6)
	}})
	// months_between_dates(end, start): Hive and Spark months_between of
	// two DATEs (catalog).
	reg(&scalarFunc{name: "months_between_dates", min: 2, max: 2, strict: true, ret: retFixed(tDouble), fn: func(a []Value) (Value, error) {
		e, err := asDate(a[0])
		if err != nil {
			return Null, err
		}
		s, err := asDate(a[1])
		if err != nil {
			return Null, err
		}
		te, ts := dateToTime(e), dateToTime(s)
		months := float64((te.Year()-ts.Year())*12 + int(te.Month()) - int(ts.Month()))
		isLast := func(t time.Time) bool { return t.AddDate(0, 0, 1).Day() == 1 }
		if te.Day() == ts.Day() || isLast(te) && isLast(ts) {
			return FloatValue(months), nil
		}
		v := months + float64(te.Day()-ts.Day())/31
		return FloatValue(math.Round(v*1e8) / 1e8), nil
	}})
	// last_day_of_month is Trino's and Presto's ("Returns the last day of
	// the month", Trino date and time functions), a DATE as DuckDB's,
	// Spark's and Hive's last_day, a TIMESTAMP read as its date.
	reg(&scalarFunc{name: "last_day", min: 1, max: 1, strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
		d, err := asDate(a[0])
		if err != nil {
			return Null, err
		}
		t := dateToTime(d)
		first := time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
		return DateValue(timeToDays(first.AddDate(0, 1, -1))), nil
	}}, "last_day_of_month")
	reg(&scalarFunc{name: "to_date", min: 1, max: 2, strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
		return castValue(a[0], tDate)
	}})
	reg(&scalarFunc{name: "to_timestamp", min: 1, max: 2, strict: true, ret: retFixed(tTimestamp), fn: func(a []Value) (Value, error) {
		if a[0].isNumeric() {
			return TimestampValue(int64(a[0].asFloat() * 1e6)), nil
		}
		return castValue(a[0], tTimestamp)
	}})
	reg(&scalarFunc{name: "from_unixtime", min: 1, max: 2, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[0])
		if err != nil {
			return Null, err
		}
		return StringValue(formatTimestamp(n * 1e6)), nil
	}})
	reg(&scalarFunc{name: "unix_timestamp", min: 0, max: 2, volatile: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		if len(a) == 0 {
			return IntValue(time.Now().Unix()), nil
		}
		if a[0].k == KindNull {
			return Null, nil
		}
		us, err := asTimestamp(a[0])
		if err != nil {
			return Null, nil
		}
		return IntValue(floorDiv(us, 1e6)), nil
	}}, "epoch")
	// date_trunc of a DATE is a DATE under Options.DateTruncDates, a
	// TIMESTAMP otherwise (rewrite/date_trunc_dates.go)
	reg(&scalarFunc{name: "date_trunc", min: 2, max: 2, strict: true, ret: retTruncated, fn: dateTrunc,
		dialect: pgTruncUnits(duckUnits(func(o *Options) func([]Value) (Value, error) {
			return func(a []Value) (Value, error) { return dateTruncIn(a, o.DuckDBZoneText) }
		}))}, "datetrunc")
	truncDate := func(a []Value) (Value, error) {
		v, err := dateTrunc(a)
		if err != nil || v.k != KindTimestamp {
			return v, err
		}
		return DateValue(floorDiv(v.i, 86400e6)), nil
	}
	reg(&scalarFunc{name: "date_trunc_date", min: 2, max: 2, strict: true, ret: retFixed(tDate), fn: truncDate,
		dialect: func(o *Options) func([]Value) (Value, error) {
			if !o.DateUnitsOnDates {
				return truncDate
			}
			return func(a []Value) (Value, error) {
				// Trino and Presto (DateTimeFunctions.getDateField): a
				// DATE has the fields day, week, month, quarter and year
				// only, another unit raises INVALID_FUNCTION_ARGUMENT
				// "'hour' is not a valid DATE field"
				switch u := strings.ToLower(textOf(a[0])); u {
				case "day", "week", "month", "quarter", "year":
				default:
					return Null, fmt.Errorf("'%s' is not a valid DATE field", u)
				}
				return truncDate(a)
			}
		}})
	reg(&scalarFunc{name: "to_minutes", min: 1, max: 1, strict: true, ret: retFixed(tInterval), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[0])
		if err != nil {
			return Null, err
		}
		return IntervalValue(Interval{Micros: n * 60e6}), nil
	}})
	// PostgreSQL's make_interval(years, months, weeks, days, hours, mins,
	// secs), each 0 when left out, a NULL giving NULL (PostgreSQL
	// date/time functions; run on PostgreSQL 15: make_interval(1, 1, 1,
	// 1) is 1 year 1 mon 8 days, make_interval(0, 0, 0, 0, 2) 02:00:00).
	pgMakeInterval := func(a []Value) (Value, error) {
		var p [6]int64
		for i := 0; i < len(a) && i < 6; i++ {
			n, err := argInt(a[i])
			if err != nil {
				return Null, err
			}
			p[i] = n
		}
		secs := 0.0
		if len(a) == 7 {
			secs = a[6].asFloat()
		}
		return IntervalValue(Interval{Months: int32(p[0]*12 + p[1]), Days: int32(p[2]*7 + p[3]),
			Micros: p[4]*3600e6 + p[5]*60e6 + int64(math.RoundToEven(secs*1e6))}), nil
	}
	reg(&scalarFunc{name: "make_interval", min: 0, max: 7, strict: true, ret: retFixed(tInterval), fn: pgMakeInterval, dialect: func(o *Options) func([]Value) (Value, error) {
		if !o.BigQueryMakeInterval {
			return pgMakeInterval
		}
		return bigqueryMakeInterval
	}})
	for unit, mul := range map[string]Interval{"to_days": {Days: 1}, "to_hours": {Micros: 3600e6}, "to_seconds": {Micros: 1e6}, "to_months": {Months: 1}, "to_years": {Months: 12}} {
		m := mul
		reg(&scalarFunc{name: unit, min: 1, max: 1, strict: true, ret: retFixed(tInterval), fn: func(a []Value) (Value, error) {
			n, err := argInt(a[0])
			if err != nil {
				return Null, err
			}
			return IntervalValue(Interval{Months: m.Months * int32(n), Days: m.Days * int32(n), Micros: m.Micros * n}), nil
		}})
	}
}

func dateDiffUnit(unit string, s, e int64) (Value, error) {
	st, et := microsToTime(s), microsToTime(e)
	switch strings.ToLower(unit) {
	case "year", "years":
		return IntValue(int64(et.Year() - st.Year())), nil
	case "month", "months":
		return IntValue(int64((et.Year()-st.Year())*12 + int(et.Month()) - int(st.Month()))), nil
	case "day", "days":
		return IntValue(floorDiv(e, 86400e6) - floorDiv(s, 86400e6)), nil
	case "hour", "hours":
		return IntValue(floorDiv(e, 3600e6) - floorDiv(s, 3600e6)), nil
	case "minute", "minutes":
		return IntValue(floorDiv(e, 60e6) - floorDiv(s, 60e6)), nil
	case "second", "seconds":
		return IntValue(floorDiv(e, 1e6) - floorDiv(s, 1e6)), nil
	}
	return Null, fmt.Errorf("unknown date_diff unit %s", unit)
}

// shiftDays is date_add(d, n) (sign 1) or date_sub(d, n) (sign -1) in days.
func shiftDays(sign int64) func([]Value) (Value, error) {
	return func(a []Value) (Value, error) {
		d, err := asDate(a[0])
		if err != nil {
			return Null, err
		}
		n, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		return DateValue(d + sign*n), nil
	}
}

// wrapDays is the DATE v with its days since 1970-01-01 taken to 32 bits,
// as Spark's Int arithmetic leaves them (Options.DateDaysWrap).
func wrapDays(v Value) Value {
	if v.k != KindDate {
		return v
	}
	return DateValue(int64(int32(v.i)))
}

// diffDays is datediff(end, start) in days.
func diffDays(a []Value) (Value, error) {
	e, err := asDate(a[0])
	if err != nil {
		return Null, err
	}
	s, err := asDate(a[1])
	if err != nil {
		return Null, err
	}
	return IntOf(ast.TypeInt, e-s), nil
}

// addMonths is add_months(d, n); lastDay: the last day of a month gives
// the last day of the target month (Options.AddMonthsLastDay).
func addMonths(a []Value, lastDay bool) (Value, error) {
	d, err := asDate(a[0])
	if err != nil {
		return Null, err
	}
	months := a[1]
	if months.k == KindFloat || months.k == KindDecimal {
		months = FloatValue(math.Trunc(months.asFloat()))
	}
	n, err := argInt(months)
	if err != nil {
		return Null, err
	}
	t := dateToTime(d)
	y, m, day := t.Date()
	first := time.Date(y, m+time.Month(n), 1, 0, 0, 0, 0, time.UTC)
	last := first.AddDate(0, 1, -1).Day()
	if lastDay && t.AddDate(0, 0, 1).Day() == 1 {
		day = last
	}
	return DateValue(timeToDays(first.AddDate(0, 0, min(day, last)-1))), nil
}

// dateIntervalArith is BigQuery DATE_ADD and DATE_SUB of an interval: a
// DATE plus whole days or months stays a DATE (BigQuery date functions:
// DATE_ADD, DATE_SUB); otherwise it is the operator's result.
func dateIntervalArith(op ast.BinaryOp, d, iv Value) (Value, error) {
	r, err := temporalArith(op, d, iv)
	if err != nil || d.k != KindDate || iv.Interval().Micros != 0 || r.k != KindTimestamp {
		return r, err
	}
	return DateValue(floorDiv(r.i, 86400e6)), nil
}

// dateTrunc is date_trunc(unit, x).
func dateTrunc(a []Value) (Value, error) { return dateTruncIn(a, false) }

// retTruncated is date_trunc's type: its argument's, a TIMESTAMP for a
// DATE (date_trunc_date's under Options.DateTruncDates).
func retTruncated(ts []Type) Type {
	if len(ts) == 2 && ts[1].Kind == ast.TypeDate {
		return tTimestamp
	}
	return retArg(1)(ts)
}

// dateTruncIn is date_trunc(unit, x), a TIMESTAMPTZ truncated as DuckDB
// does when duck (zoneTrunc).
func dateTruncIn(a []Value, duck bool) (Value, error) {
	us, err := asTimestamp(a[1])
	if err != nil {
		return Null, err
	}
	tz := a[1].k == KindTimestamp && a[1].t == ast.TypeTimestampTZ
	wall := us
	if tz {
		wall = instantToWall(us, a[1].tzZone()) // truncated on its zone's clock (zoneTrunc)
	}
	t := microsToTime(wall)
	var r time.Time
	switch strings.ToLower(textOf(a[0])) {
	case "year", "yyyy", "yy":
		r = time.Date(t.Year(), 1, 1, 0, 0, 0, 0, time.UTC)
	case "quarter":
		r = time.Date(t.Year(), (t.Month()-1)/3*3+1, 1, 0, 0, 0, 0, time.UTC)
	case "month", "mon", "mm":
		r = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	case "week":
		wd := (int(t.Weekday()) + 6) % 7
		r = time.Date(t.Year(), t.Month(), t.Day()-wd, 0, 0, 0, 0, time.UTC)
	case "day", "dd":
		r = time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
	case "hour":
		r = t.Truncate(time.Hour)
	case "minute":
		r = t.Truncate(time.Minute)
	case "second":
		r = t.Truncate(time.Second)
	case "milliseconds", "millisecond":
		// PostgreSQL's unit (PostgreSQL documentation, date_trunc), and
		// DuckDB's (named by duckUnits): the fraction floored to
		// milliseconds (run on PostgreSQL 15 and DuckDB 1.5).
		r = t.Truncate(time.Millisecond)
	case "microseconds", "microsecond":
		r = t
	default:
		return Null, fmt.Errorf("unknown date_trunc unit %s", textOf(a[0]))
	}
	if a[1].k == KindDate {
		return TimestampValue(r.UnixMicro()), nil
	}
	if tz {
		return zoneTrunc(us, wall, r.UnixMicro(), textOf(a[0]), a[1].tzZone(), duck), nil
	}
	out := TimestampValue(r.UnixMicro())
	if a[1].k == KindTimestamp {
		out.t = a[1].t
	}
	return out, nil
}

// duckUnits is a dialect hook that, under Options.DuckDBUnits, names the
// part in its first argument (a string) as the executor's date functions
// do (duckUnitName) before calling base's body.
func duckUnits(base func(o *Options) func([]Value) (Value, error)) func(o *Options) func([]Value) (Value, error) {
	return func(o *Options) func([]Value) (Value, error) {
		fn := base(o)
		if !o.DuckDBUnits {
			return fn
		}
		return func(a []Value) (Value, error) {
			if len(a) > 0 && a[0].k == KindString {
				b := append([]Value(nil), a...)
				b[0] = StringValue(duckUnitName(a[0].s))
				return fn(b)
			}
			return fn(a)
		}
	}
}

// pgTruncUnits is a dialect hook that, under Options.PostgresTruncUnits,
// names the unit in date_trunc's first argument by the part PostgreSQL
// reads it as (dateunit.Postgres) before calling base's body; a name
// PostgreSQL does not accept is kept, and raises.
func pgTruncUnits(base func(o *Options) func([]Value) (Value, error)) func(o *Options) func([]Value) (Value, error) {
	return func(o *Options) func([]Value) (Value, error) {
		fn := base(o)
		if !o.PostgresTruncUnits {
			return fn
		}
		return func(a []Value) (Value, error) {
			if p, ok := dateunit.Postgres(textOf(a[0])); ok && a[0].k == KindString {
				b := append([]Value(nil), a...)
				b[0] = StringValue(p)
				return fn(b)
			}
			return fn(a)
		}
	}
}

// duckUnitName is the executor's name of the part a DuckDB specifier or
// synonym names (internal/dateunit); DuckDB's dayofweek (and weekday) is
// dow, Sunday 0 (date_part('dayofweek', DATE '2024-05-12') is 0, run on
// DuckDB 1.5). A name DuckDB does not accept is kept: the function raises
// for it.
func duckUnitName(s string) string {
	p, ok := dateunit.DuckDB(s)
	if !ok {
		return s
	}
	if p == "dayofweek" {
		return "dow"
	}
	return p
}

// BigQuery's interval range (BigQuery data types, interval type: from
// -10000-0 -3660000 -87840000:0:0 to 10000-0 3660000 87840000:0:0).
const (
	bigqueryMaxIntervalMonths = 10000 * 12
	bigqueryMaxIntervalDays   = 3660000
	bigqueryMaxIntervalHours  = 87840000
)

// bigqueryMakeInterval is BigQuery's MAKE_INTERVAL(year, month, day, hour,
// minute, second), its arguments at PostgreSQL's make_interval positions
// (weeks third, 0: planner_func.go makeIntervalPositional). As ZetaSQL's
// IntervalValue::FromYMDHMS, the reference implementation of BigQuery's
// SQL, it computes the months, year * 12 + month, in INT64 (raising on
// overflow), and the time, hour, minute and second together, then raises
// where the months, the days or the time are beyond BigQuery's range:
// MAKE_INTERVAL(10001) raises, MAKE_INTERVAL(10001, -12) is 10000-0 0
// 0:0:0, MAKE_INTERVAL(hour => 87840000, second => 1) raises.
func bigqueryMakeInterval(a []Value) (Value, error) {
	var p [7]int64
	for i := 0; i < len(a) && i < 7; i++ {
		n, err := argInt(a[i])
		if err != nil {
			return Null, err
		}
		p[i] = n
	}
	months, days := new(big.Int).SetInt64(p[0]), new(big.Int).SetInt64(p[3])
	months.Mul(months, big.NewInt(12)).Add(months, big.NewInt(p[1]))
	secs := new(big.Int).SetInt64(p[4])
	secs.Mul(secs, big.NewInt(60)).Add(secs, big.NewInt(p[5])).Mul(secs, big.NewInt(60)).Add(secs, big.NewInt(p[6]))
	within := func(v *big.Int, limit int64) bool { return v.CmpAbs(big.NewInt(limit)) <= 0 }
	if !within(months, bigqueryMaxIntervalMonths) || !within(days, bigqueryMaxIntervalDays) || !within(secs, bigqueryMaxIntervalHours*3600) {
		return Null, fmt.Errorf("MAKE_INTERVAL(%d, %d, %d, %d, %d, %d) is beyond bigquery's intervals (-10000-0 -3660000 -87840000:0:0 to 10000-0 3660000 87840000:0:0): interval out of range",
			p[0], p[1], p[3], p[4], p[5], p[6])
	}
	return IntervalValue(Interval{Months: int32(months.Int64()), Days: int32(days.Int64()), Micros: secs.Int64() * 1e6}), nil
}
