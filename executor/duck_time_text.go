package executor

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckTimeTextBlanks is DuckDB's error of a string cast to a TIMESTAMP, a
// TIMESTAMPTZ or a TIME (t) that ends in blanks after a time of day
// without seconds, or after a date alone, nil otherwise (under
// Options.DuckDBTimeText). DuckDB 1.5 run: TIMESTAMP '2020-01-01 10:00 ',
// '2020-01-01T10:00 ', '2020-01-01 ', TIMESTAMPTZ '2020-01-01 10:00+00 '
// raise "invalid timestamp field format: ...", TIME '10:00 ' "time field
// value out of range: ...", while '2020-01-01 10:00:00 ', '... 10:00:00.5
// ', '... 10:00:00+00 ', ' 2020-01-01 10:00' and DATE '2020-01-01 '
// are read; the executor read them all. A TIMESTAMPTZ text's zone must
// follow the seconds as a TIMESTAMP's does (textZoneTimestampRe).
func duckTimeTextBlanks(s string, t Type) error {
	k := t.Kind
	if k != ast.TypeTimestamp && k != ast.TypeTimestampTZ && k != ast.TypeTime {
		return nil
	}
	if k == ast.TypeTimestampTZ && textZoneRe.MatchString(s) && !textZoneTimestampRe.MatchString(s) {
		// the zone is read as for a TIMESTAMP (ts_text_zone.go; DuckDB
		// 1.5 run: TIMESTAMPTZ '2020-01-01 10:00+00', ' 2020-01-01
		// 10:00+00', '2020-01-01 10:00 UTC', '2020-01-01T10:00+05:30' and
		// '2020-01-01 10:00:00 +00' raise, '2020-01-01 10:00:00+00',
		// '2020-01-01 10:00:00Z' and '2020-01-01 10:00:00 UTC' are read;
		// the executor read them all)
		return fmt.Errorf("invalid timestamp field format: %q (a zone of a TIMESTAMPTZ text is read after the seconds, as Z, an offset +hh[:mm] without a space before it, or ' UTC')", s)
	}
	if m := duckLeapSecondRe.FindStringSubmatch(s); k != ast.TypeTime && m != nil && m[1] > "59" {
		// DuckDB 1.5 run: TIMESTAMP '2020-01-01 10:00:60' and TIMESTAMPTZ
		// '2020-01-01 10:00:60+00' raise; the executor read 10:01:00
		return fmt.Errorf("invalid timestamp field format: %q, expected format is (YYYY-MM-DD HH:MM:SS[.US][±HH[:MM[:SS]]| ZONE])", s)
	}
	trimmed := strings.TrimRight(s, " \t\n\r\v\f")
	if trimmed == s {
		return nil
	}
	tod := strings.TrimLeft(trimmed, " \t\n\r\v\f")
	if k != ast.TypeTime {
		i := strings.IndexAny(tod, " T")
		if i < 0 {
			tod = "" // a date alone
		} else {
			tod = tod[i+1:]
		}
	}
	if strings.Count(tod, ":") >= 2 {
		return nil // the seconds are written
	}
	if k == ast.TypeTime {
		return fmt.Errorf("time field value out of range: %q, expected format is ([YYYY-MM-DD ]HH:MM:SS[.MS])", s)
	}
	return fmt.Errorf("invalid timestamp field format: %q, expected format is (YYYY-MM-DD HH:MM:SS[.US][±HH[:MM[:SS]]| ZONE])", s)
}

// timeTZTypeError is an error at the first TIME WITH TIME ZONE (TIMETZ)
// stmt names, a type the executor does not model: it would read
// CAST('10:00' AS TIMETZ) as the string '10:00', where DuckDB reads
// 10:00:00+00 and raises for '10:00 ', '10:00+02' and 'x' (DuckDB 1.5
// run), and PostgreSQL reads 10:00:00+00 too.
func timeTZTypeError(stmt ast.Stmt) error {
	for n := range ast.Preorder(stmt) {
		if t, ok := n.(*ast.TypeName); ok && t.Kind == ast.TypeOther && (strings.EqualFold(t.Name, "TIMETZ") || strings.EqualFold(t.Name, "TIME WITH TIME ZONE")) {
			return errAt(t, "the reference executor does not model the type TIME WITH TIME ZONE (TIMETZ): use TIME or TIMESTAMPTZ, or run the query on the engine (--engine duckdb or postgres)")
		}
	}
	return nil
}

// duckLeapSecondRe is the two digits of seconds of a timestamp text.
var duckLeapSecondRe = regexp.MustCompile(`^\s*-?\d+-\d+-\d+(?:\s+|T)\d+:\d+:(\d\d)`)

// duckTimeSecondsRe is a time of day with its seconds at the start of a
// text (blanks before it), and what follows.
var duckTimeSecondsRe = regexp.MustCompile(`(?s)^\s*\d+:\d{1,2}:(\d{1,2})(?:\.(\d*))?(\D.*)?$`)

// duckTimeText is the string v cast to TIME (t) as DuckDB reads it (under
// Options.DuckDBTimeText): after the seconds, or their fraction, any text
// is ignored, and seconds past 59 raise (DuckDB 1.5 run: CAST('10:00:00
// junk' AS TIME), '10:00:00x', '10:00:00+02 x', '10:00:00 PM',
// '10:00:00,5' and '10:00:00 America/New_York' are 10:00:00, '10:5:7.5x'
// 10:05:07.5, '10:00:00.1234567x' 10:00:00.123456, '24:00:00 x' 24:00:00,
// while '10:00 x', '10:00:60' and '25:00:00 x' raise "time field value
// out of range"; the executor raised for the texts and read '10:00:60' as
// 10:01:00). Another value is returned as it is.
func duckTimeText(v Value, t Type) (Value, error) {
	if t.Kind != ast.TypeTime || v.k != KindString {
		return v, nil
	}
	m := duckTimeSecondsRe.FindStringSubmatchIndex(v.s)
	if m == nil {
		return v, nil
	}
	if sec, _ := strconv.Atoi(v.s[m[2]:m[3]]); sec > 59 {
		return Null, fmt.Errorf("time field value out of range: %q, expected format is ([YYYY-MM-DD ]HH:MM:SS[.MS])", v.s)
	}
	end := m[3] // the seconds
	if m[4] >= 0 && m[5] > m[4] {
		end = m[5] // their fraction
	}
	return StringValue(v.s[:end]), nil
}

// duckTimeOfTimestamp is the string v cast to TIME (t) where it is no
// time of day the executor reads, as DuckDB reads it (under
// Options.DuckDBTimeText): as a TIMESTAMP (ts, the dialect's cast), of
// which the cast keeps the time of day; v is returned as it is where that
// cast fails too (DuckDB 1.5 run: CAST('2020-01-01 10:00:00' AS TIME),
// '2020-01-01T10:00:00', '2020-01-01 10:00', ' 2020-01-01 10:00:00',
// '20-01-01 10:00:00', '2020-01-01 10:00:00+02' and '... 10:00:00 UTC'
// are 10:00:00, '2020-01-01 10:00:00.1234567' 10:00:00.123456,
// '2020-01-01' and '2020-01-01 24:00:00' 00:00:00, as the TIMESTAMP casts
// are, while '2020-01-01 10:00:00 x', '2020-01-01 10:00:60', '2020-13-01
// 10:00:00' and 'infinity' raise "time field value out of range"; the
// executor raised for them all).
func duckTimeOfTimestamp(v Value, t Type, ts func(Value) (Value, error)) Value {
	if t.Kind != ast.TypeTime || v.k != KindString {
		return v
	}
	if _, err := parseTimeText(v.s); err == nil {
		return v
	}
	if out, err := ts(v); err == nil && out.k == KindTimestamp {
		return out
	}
	return v
}
