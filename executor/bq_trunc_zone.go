package executor

import (
	"fmt"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// BigQuery's TIMESTAMP_TRUNC(timestamp, part, time_zone).
//
// BigQuery's timestamp functions, TIMESTAMP_TRUNC: the time zone argument
// is used "as part of the truncate operation" in place of the default
// zone, UTC, and "when truncating a timestamp to MINUTE or HOUR parts, TIMESTAMP_TRUNC
// determines the civil time of the timestamp in the specified (or
// default) time zone and subtracts the minutes and seconds (when
// truncating to HOUR) or the seconds (when truncating to MINUTE) from that
// timestamp", which it notes is "non-intuitive near daylight savings
// transitions that are not hour-aligned". So:
//
//   - MINUTE and HOUR: the instant less the part of its civil time in the
//     zone below the minute or the hour;
//   - DAY and longer: the civil time in the zone truncated as
//     DATETIME_TRUNC truncates a DATETIME, read back as an instant in the
//     zone. Where that civil time (a midnight) is skipped or repeated by a
//     change of the zone's offset, the page does not say which instant is
//     given, and lat run raises.
//
// A part below the minute, which the page's rules for a zone do not
// speak of, raises with a zone. A zone
// is read as Go reads a region name or UTC, as BigQuery's DATE(ts, zone)
// is in lat run (bq_date.go); another form (an offset) raises.
func (b *binder) bindBigQueryTruncInZone(x *ast.Func) (Expr, error) {
	part := bigQueryPartOf(x.Args[1])
	_, week := bigQueryWeekStarts[part]
	switch {
	case part == "MICROSECOND" || part == "MILLISECOND" || part == "SECOND":
		return nil, errAt(x.Args[1], "TIMESTAMP_TRUNC to %s with a time zone is not answered by lat run (BigQuery documents the time zone for MINUTE and longer parts)", part)
	case !week && part != "MINUTE" && part != "HOUR" && part != "DAY" && part != "MONTH" && part != "QUARTER" && part != "YEAR" && part != "ISOYEAR":
		return nil, errAt(x.Args[1], "the second argument of TIMESTAMP_TRUNC is not a part it takes")
	}
	v, err := b.bind(x.Args[0])
	if err != nil {
		return nil, err
	}
	if k := v.Type().Kind; k != ast.TypeTimestampTZ && k != ast.TypeUnknown {
		return nil, errAt(x.Args[0], "TIMESTAMP_TRUNC of a %s is not answered by lat run", v.Type())
	}
	z, err := b.bind(x.Args[2])
	if err != nil {
		return nil, err
	}
	if k := z.Type().Kind; !k.IsText() && k != ast.TypeUnknown {
		return nil, errAt(x.Args[2], "the time zone of TIMESTAMP_TRUNC is a %s, not a STRING", z.Type())
	}
	t := v.Type()
	f := &scalarFunc{name: "timestamp_trunc", min: 2, max: 2, strict: true, ret: retFixed(t), fn: func(a []Value) (Value, error) {
		zone := textOf(a[1])
		loc, err := time.LoadLocation(zone)
		if err != nil || zone == "" || zone == "Local" {
			return Null, fmt.Errorf("TIMESTAMP_TRUNC: the zone %q is not modelled (a region name or UTC is)", zone)
		}
		r, err := bqTruncInZone(a[0].i, part, loc)
		if err != nil {
			return Null, err
		}
		out := TimestampValue(r)
		out.t = a[0].t
		return out, nil
	}}
	return &Call{Name: "timestamp_trunc", Args: []Expr{v, z}, T: t, fn: f}, nil
}

// bqTruncInZone is the instant us truncated to part on the clock of loc,
// by the rules of bindBigQueryTruncInZone.
func bqTruncInZone(us int64, part string, loc *time.Location) (int64, error) {
	_, off := time.UnixMicro(us).In(loc).Zone()
	civil := us + int64(off)*1e6
	if part == "MINUTE" || part == "HOUR" {
		return us - (civil - bigQueryTruncMicros(civil, part)), nil
	}
	wall := bigQueryTruncMicros(civil, part)
	// the offsets that read wall as an instant: a wall time of one
	// offset is read once, of none (skipped) or two (repeated) not
	var hits []int64
	seen := map[int]bool{}
	for _, probe := range []int64{wall - 86400e6, wall, wall + 86400e6} {
		_, o := time.UnixMicro(probe).In(loc).Zone()
		if seen[o] {
			continue
		}
		seen[o] = true
		at := wall - int64(o)*1e6
		if _, o2 := time.UnixMicro(at).In(loc).Zone(); o2 == o {
			hits = append(hits, at)
		}
	}
	if len(hits) != 1 {
		return 0, fmt.Errorf("TIMESTAMP_TRUNC: %s in %s is %s by a change of offset, and BigQuery's documentation does not say which instant its truncation gives",
			microsToTime(wall).Format("2006-01-02 15:04:05"), loc, map[bool]string{true: "skipped", false: "repeated"}[len(hits) == 0])
	}
	return hits[0], nil
}
