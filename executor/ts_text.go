package executor

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/pgfrac"
)

// pgTextRoundUp is what PostgreSQL's reading of a text's fractional
// second digits past the sixth adds to their truncation (parseTimestamp):
// 1 microsecond where it rounds up, else 0. PostgreSQL reads the fraction
// as a double and rounds it to microseconds half to even on that double
// (run on PostgreSQL 15: '2020-01-01 00:00:00.1234565'::timestamp is
// .123456, '.1234575' .123458, '.12345650001' .123457,
// '2020-01-01 23:59:59.9999999' 2020-01-02 00:00:00: pgfrac.Micros).
func pgTextRoundUp(s string) int64 {
	m := pgfrac.LongFracRe.FindStringSubmatch(s)
	if m == nil {
		return 0
	}
	us, ok := pgfrac.Micros(m[1])
	if !ok {
		return 0
	}
	cut, _ := strconv.ParseInt(m[1][:6], 10, 64)
	return us - cut
}

// pgTimestampText is out, the cast of the string v to t, read as
// PostgreSQL reads its fractional second digits past the sixth where on
// (Options.PostgresTimestampText); a DATE keeps the day of the
// truncated time (run on PostgreSQL 15: '2020-01-01 23:59:59.9999999'::date
// is 2020-01-01). A TIME is read alike, its carry past 23:59:59.999999
// being 24:00:00 (run on PostgreSQL 15: '10:00:00.1234575'::time is
// 10:00:00.123458, '23:59:59.9999999'::time 24:00:00).
func pgTimestampText(out Value, v Value, t Type, on bool) Value {
	if on && v.k == KindString && out.k == KindTimestamp && (t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ) {
		out.i += pgTextRoundUp(v.s)
	}
	if on && v.k == KindString && out.k == KindTime && t.Kind == ast.TypeTime {
		out.i += pgTextRoundUp(v.s)
	}
	return out
}

// halfUpTimestampText is out, the cast of the string v to t, read as Trino
// and Doris read a string's fractional second digits
// (Options.TimestampTextHalfUp): half up to the precision (Trino source,
// VarcharToTimestampCast; Doris documentation, DATETIME). A precision
// below 6 is rounded from the truncated microseconds (tsCastDigits: the
// same value); TIMESTAMP(6) adds the microsecond the seventh digit rounds
// up; a precision above 6 keeps digits the executor's microseconds do not
// hold: a string of non-zero digits past the sixth is an error, not a
// value cut short.
func halfUpTimestampText(out Value, v Value, t Type, on bool) (Value, error) {
	if !on || v.k != KindString || out.k != KindTimestamp || t.Prec < 6 || t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeTimestampTZ {
		return out, nil
	}
	m := pgfrac.LongFracRe.FindStringSubmatch(v.s)
	if m == nil {
		return out, nil
	}
	if t.Prec > 6 {
		if strings.Trim(m[1][6:], "0") != "" {
			return Null, fmt.Errorf("the reference executor keeps microseconds: '%s' cast to TIMESTAMP(%d) keeps more digits", v.s, t.Prec)
		}
		return out, nil
	}
	if m[1][6] >= '5' {
		out.i++
	}
	return out, nil
}

// pgTimeDateRe is a date and a time of day without a zone, which
// PostgreSQL's cast to TIME reads as that time (run on PostgreSQL 15:
// '2020-01-01 10:00:00.1234567'::time is 10:00:00.123457, a date out of
// range an error, '2020-01-01T10:00:00'::time an error).
var pgTimeDateRe = regexp.MustCompile(`^\s*\d{4}-\d{1,2}-\d{1,2} +\d{1,2}:\d{1,2}(?::\d{1,2}(?:\.\d+)?)?\s*$`)

// pgTimeOfDate is the cast of the string v to TIME where it holds a date
// before the time and on (Options.PostgresTimestampText): the time of
// that TIMESTAMP, its digits past the sixth read as PostgreSQL reads them
// (pgTimestampText); ok is false for another value.
func pgTimeOfDate(v Value, on bool) (out Value, ok bool, err error) {
	if !on || v.k != KindString || !pgTimeDateRe.MatchString(v.s) {
		return Null, false, nil
	}
	us, err := parseTimestamp(v.s)
	if err != nil {
		return Null, true, fmt.Errorf("invalid time '%s'", v.s)
	}
	return pgTimestampText(TimeValue(us-floorDiv(us, 86400e6)*86400e6), v, Type{Kind: ast.TypeTime}, true), true, nil
}
