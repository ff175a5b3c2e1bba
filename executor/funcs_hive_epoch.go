package executor

import (
	"fmt"
	"math"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// Hive's and Spark's epoch functions (dialects/functions_hive_epoch.go,
// rewrite/hive_from_unixtime.go), in a UTC session:
//
// unix_timestamp_now, their unix_timestamp() without arguments, is the
// whole seconds from 1970-01-01 00:00:00 UTC to the statement's clock
// (the instant current_timestamp reads), a BIGINT.
//
// from_unixtime(n[, fmt]) is the date_format (Hive's or Spark's,
// funcs_date_format.go) of the TIMESTAMP n seconds after 1970-01-01
// 00:00:00, by fmt or yyyy-MM-dd HH:mm:ss (Spark SQL reference,
// from_unixtime; Hive LanguageManual UDF, from_unixtime); n past the
// microseconds a BIGINT holds is not modelled.
//
// Spark's timestamp_seconds(n) (timestamp_seconds_local, BigQuery's
// TIMESTAMP_SECONDS being funcs_bq_epoch.go's), the TIMESTAMP n seconds after 1970
// (Spark SQL reference: "Creates timestamp from the number of seconds
// (can be fractional) since UTC epoch"), is modelled of an integer n.
//
// next_day_dow(d, k), Spark's next_day of a day name
// (dialects/functions_next_day.go), is the first DATE after the DATE of
// d (a DATE or TIMESTAMP) that is the ISO day k (1 Monday to 7 Sunday).
//
// trunc_date(d, unit), Spark's trunc of a date
// (dialects/functions_trunc_date.go), is date_trunc of the DATE of d, a
// DATE.
//
// from_utc_timestamp(ts, zone), Hive's and Spark's
// (dialects/functions_utc_timestamp.go), is the wall-clock time in zone
// of the instant ts read in UTC; zone is read as Go reads a region name
// or UTC (another form is not modelled).
func init() {
	reg(&scalarFunc{name: "from_utc_timestamp", min: 2, max: 2, strict: true, ret: retFixed(tTimestamp), fn: func(a []Value) (Value, error) {
		if a[0].k != KindTimestamp || a[0].t == ast.TypeTimestampTZ {
			return Null, fmt.Errorf("from_utc_timestamp of a %s is not modelled (a TIMESTAMP is)", a[0].k)
		}
		zone := textOf(a[1])
		loc, err := time.LoadLocation(zone)
		if err != nil || zone == "" || zone == "Local" {
			return Null, fmt.Errorf("from_utc_timestamp: the zone %q is not modelled (a region name or UTC is)", zone)
		}
		_, off := time.UnixMicro(a[0].i).In(loc).Zone()
		return TimestampValue(a[0].i + int64(off)*1e6), nil
	}})
	reg(&scalarFunc{name: "trunc_date", min: 2, max: 2, strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
		d, err := castValue(a[0], tDate)
		if err != nil {
			return Null, err
		}
		return scalarFuncs["date_trunc_date"].fn([]Value{a[1], d})
	}})
	reg(&scalarFunc{name: "next_day_dow", min: 2, max: 2, strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
		d, err := castValue(a[0], tDate)
		if err != nil {
			return Null, err
		}
		k, err := argInt(a[1])
		if err != nil || k < 1 || k > 7 {
			return Null, fmt.Errorf("next_day_dow takes an ISO day of the week from 1 to 7")
		}
		iso := int64(dateToTime(d.i).Weekday()+6)%7 + 1
		return DateValue(d.i + (k+6-iso)%7 + 1), nil
	}})
	regClocked(&scalarFunc{name: "unix_timestamp_now", min: 0, max: 0, volatile: true, ret: retFixed(tBigInt), clocked: func(now time.Time, _ []Value) (Value, error) {
		return IntValue(floorDiv(now.UnixMicro(), 1e6)), nil
	}})
	reg(&scalarFunc{name: "timestamp_seconds_local", min: 1, max: 1, strict: true, ret: retFixed(tTimestamp), fn: func(a []Value) (Value, error) {
		if a[0].k != KindInt {
			return Null, fmt.Errorf("timestamp_seconds of a %s is not modelled (an integer is)", a[0].k)
		}
		return epochSecondsTimestamp("timestamp_seconds", a[0].i)
	}})
	wrapDialect([]string{"from_unixtime"}, func(o *Options, _ *scalarFunc, body func([]Value) (Value, error)) func([]Value) (Value, error) {
		if !o.SparkDateFormat && !o.HiveDateFormat {
			return body
		}
		format := scalarFuncs["date_format"]
		return func(a []Value) (Value, error) {
			n, err := argInt(a[0])
			if err != nil {
				return Null, err
			}
			ts, err := epochSecondsTimestamp("from_unixtime", n)
			if err != nil {
				return Null, err
			}
			pat := StringValue("yyyy-MM-dd HH:mm:ss")
			if len(a) == 2 {
				pat = a[1]
			}
			return format.dialect(o)([]Value{ts, pat})
		}
	})
}

// epochSecondsTimestamp is the TIMESTAMP n seconds after 1970-01-01
// 00:00:00; an error past the microseconds a BIGINT holds.
func epochSecondsTimestamp(fn string, n int64) (Value, error) {
	if n > math.MaxInt64/1000000 || n < math.MinInt64/1000000 {
		return Null, fmt.Errorf("%s of %d seconds is not modelled", fn, n)
	}
	return TimestampValue(n * 1e6), nil
}
