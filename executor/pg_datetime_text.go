package executor

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// Under Options.PostgresTyping a text read as a date, a timestamp or a
// timestamptz is first rewritten from the spellings PostgreSQL accepts
// that parseTimestamp does not read (PostgreSQL 15 run, DateStyle ISO):
//
//   - a date written 20200101, 2020/01/01, 2020.01.02, Jan 1 2020 or
//     January 1, 2020 is 2020-01-01 (2020-01-02);
//   - a timestamp without time zone ignores a zone written after its time
//     (PostgreSQL 15 manual, 8.5.1.3: "In a literal that has been
//     determined to be timestamp without time zone, PostgreSQL will
//     silently ignore any time zone indication"; run: TIMESTAMP
//     '2020-01-01 10:00 +05:00' is 2020-01-01 10:00:00);
//   - a timestamptz's zone may be an abbreviation of PostgreSQL's default
//     set (EST -05, PST -08, CET +01...), an IANA name (America/New_York,
//     its offset at that wall time) or a POSIX UTC±h[:mm] / GMT±h[:mm],
//     whose sign is west of Greenwich (run: '2020-01-01 10:00 EST' is
//     15:00 UTC, '... UTC+5' 15:00 UTC, '... UTC-5' 05:00 UTC, '...
//     GMT+2' 12:00 UTC, '2020-07-01 10:00 America/New_York' 14:00 UTC).

// pgZoneAbbrevs are UTC offsets, in minutes, of zone abbreviations in
// PostgreSQL's default set (share/timezonesets/Default).
var pgZoneAbbrevs = map[string]int{
	"UTC": 0, "UT": 0, "GMT": 0, "Z": 0, "ZULU": 0, "WET": 0, "WEST": 60, "BST": 60,
	"EST": -300, "EDT": -240, "CST": -360, "CDT": -300, "MST": -420, "MDT": -360, "PST": -480, "PDT": -420,
	"AKST": -540, "AKDT": -480, "HST": -600, "CET": 60, "CEST": 120, "EET": 120, "EEST": 180, "MSK": 180, "JST": 540,
}

var (
	pgCompactDate = regexp.MustCompile(`^(\d{4})(\d{2})(\d{2})$`)
	pgCompactTime = regexp.MustCompile(`^(\d{2})(\d{2})(\d{2}(?:\.\d+)?)?([+-].*|Z)?$`)
	pgMonthFirst  = regexp.MustCompile(`^\d{1,2}[/.-]\d{1,2}[/.-]\d+$`)
	pgSlashDate   = regexp.MustCompile(`^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$`)
	pgPosixZone   = regexp.MustCompile(`^(?i)(UTC|GMT)([+-])(\d{1,2})(?::(\d{2}))?$`)
	pgNumZone     = regexp.MustCompile(`^[+-]\d+(:\d{1,2})?$`)
	pgTimeZone    = regexp.MustCompile(`^(\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)([+-]\d+(?::\d{1,2})?|Z)?$`)
)

// pgMonths are the month names PostgreSQL reads (datetktbl: the full
// name, its first three letters, and sept; PostgreSQL 15 run: 'Sept 2
// 2020' is 2020-09-02, 'Janu 2 2020', 'Jan. 2 2020' and 'Septe 2 2020'
// raise "invalid input syntax for type date").
var pgMonths = map[string]int{"sept": 9}

func init() {
	for m := time.January; m <= time.December; m++ {
		name := strings.ToLower(m.String())
		pgMonths[name], pgMonths[name[:3]] = int(m), int(m)
	}
}

// pgMonth is the month a name gives.
func pgMonth(s string) (int, bool) {
	m, ok := pgMonths[strings.ToLower(s)]
	return m, ok
}

// pgOffset is a numeric zone offset z (+h, +hh, +hhmm, +h:mm, +hh:mm) as
// +hh:mm, as PostgreSQL reads it (datetime.c's DecodeTimezone: three or
// more run-together digits are hours and minutes, the hours at most 15,
// the minutes below 60; PostgreSQL 15 run: '10:00 +530' is +05:30, '10:00
// +053' +00:53, '10:00 +16' and '10:00 +0560' raise "time zone
// displacement out of range"); ok false past that range.
func pgOffset(z string) (string, bool) {
	sign, digits := z[:1], z[1:]
	hs, ms := digits, "0"
	if i := strings.IndexByte(digits, ':'); i >= 0 {
		hs, ms = digits[:i], digits[i+1:]
	} else if len(digits) >= 3 {
		hs, ms = digits[:len(digits)-2], digits[len(digits)-2:]
	}
	h, err1 := strconv.Atoi(hs)
	m, err2 := strconv.Atoi(ms)
	if err1 != nil || err2 != nil || h > 15 || m >= 60 {
		return "", false
	}
	return fmt.Sprintf("%s%02d:%02d", sign, h, m), true
}

// pgMeridiem is the time tm (h:mm[:ss]) read with AM or PM after it
// (PostgreSQL 15 run: '0:30 PM' is 12:30, '12:00 AM' 00:00, '12:30 PM'
// 12:30, '13:00 PM' raises "date/time field value out of range").
func pgMeridiem(tm, ampm string) (string, bool) {
	i := strings.IndexByte(tm, ':')
	h, err := strconv.Atoi(tm[:i])
	if err != nil || h > 12 {
		return "", false
	}
	switch {
	case strings.EqualFold(ampm, "PM") && h < 12:
		h += 12
	case strings.EqualFold(ampm, "AM") && h == 12:
		h = 0
	}
	return fmt.Sprintf("%02d%s", h, tm[i:]), true
}

// pgDateTimeText is s rewritten for parseTimestamp as PostgreSQL reads a
// text of kind k; s itself where it is not one of those spellings (then
// read, or refused, as before), an error where PostgreSQL raises for a
// zone offset or an hour it reads.
func pgDateTimeText(s string, k ast.TypeKind) (string, error) {
	f := strings.Fields(strings.TrimSpace(s))
	if len(f) == 0 || strings.EqualFold(f[len(f)-1], "BC") {
		return s, nil
	}
	// the date, and a time joined to it by T
	date, rest := f[0], f[1:]
	if i := strings.IndexByte(date, 'T'); i > 0 && date[0] >= '0' && date[0] <= '9' {
		date, rest = date[:i], append([]string{date[i+1:]}, rest...)
	}
	if m, ok := pgMonth(date); ok && len(rest) >= 2 {
		d, err1 := strconv.Atoi(strings.TrimSuffix(rest[0], ","))
		y, err2 := strconv.Atoi(rest[1])
		if err1 != nil || err2 != nil || len(rest[1]) != 4 {
			return s, nil
		}
		date, rest = fmt.Sprintf("%04d-%02d-%02d", y, m, d), rest[2:]
	} else if g := pgCompactDate.FindStringSubmatch(date); g != nil {
		date = g[1] + "-" + g[2] + "-" + g[3]
	} else if g := pgSlashDate.FindStringSubmatch(date); g != nil {
		date = g[1] + "-" + g[2] + "-" + g[3]
	} else if pgMonthFirst.MatchString(date) {
		// read by the server's DateStyle (PostgreSQL 15 run: '1/2/2020'
		// is 2020-01-02 under MDY, 2020-02-01 under DMY, and raises
		// "date/time field value out of range" under YMD, lateral's
		// engines/pgtemp setting; '1/2/20' is 2001-02-20 there)
		return "", fmt.Errorf("date/time field value out of range: \"%s\" (a date not written year first is read by PostgreSQL's DateStyle setting, unknown here; write it YYYY-MM-DD)", s)
	}
	if len(rest) > 0 {
		// a time of run-together digits: hhmm, hhmmss[.f] (PostgreSQL 15
		// run: '20200101T1000' and '2020-01-01 100000' are 10:00,
		// '20200101 100000.5' 10:00:00.5, '20200101T10' and
		// '20200101T10001' raise)
		if g := pgCompactTime.FindStringSubmatch(rest[0]); g != nil {
			t := g[1] + ":" + g[2]
			if g[3] != "" {
				t += ":" + g[3]
			}
			rest = append([]string{t + g[4]}, rest[1:]...)
		}
	}
	if len(rest) == 0 {
		return date, nil
	}
	// the time, an offset joined to it, AM or PM, a zone after it
	g := pgTimeZone.FindStringSubmatch(rest[0])
	if g == nil {
		return s, nil
	}
	tm, off := g[1], g[2]
	rest = rest[1:]
	outOfRange := fmt.Errorf("time zone displacement out of range: \"%s\"", s)
	if off != "" && off != "Z" {
		o, ok := pgOffset(off)
		if !ok {
			return "", outOfRange
		}
		off = o
	}
	if len(rest) > 0 && (strings.EqualFold(rest[0], "AM") || strings.EqualFold(rest[0], "PM")) {
		t, ok := pgMeridiem(tm, rest[0])
		if !ok {
			return "", fmt.Errorf("date/time field value out of range: \"%s\"", s)
		}
		tm, rest = t, rest[1:]
	}
	if len(rest) > 1 || len(rest) == 1 && off != "" {
		return s, nil
	}
	if len(rest) == 1 {
		z := rest[0]
		switch p := pgPosixZone.FindStringSubmatch(z); {
		case pgNumZone.MatchString(z):
			o, ok := pgOffset(z)
			if !ok {
				return "", outOfRange
			}
			off = o
		case p != nil:
			sign := "-"
			if p[2] == "-" {
				sign = "+"
			}
			off = sign + p[3]
			if p[4] != "" {
				off += ":" + p[4]
			}
		default:
			mins, ok := pgZoneAbbrevs[strings.ToUpper(z)]
			if !ok {
				// a zone PostgreSQL does not know raises, also in a
				// timestamp without time zone (PostgreSQL 15 run:
				// '2020-01-01 10:00 FOO'::timestamp raises "invalid
				// input syntax for type timestamp")
				loc, err := time.LoadLocation(z)
				if err != nil || !strings.Contains(z, "/") {
					return s, nil
				}
				wall, err := parseTimestamp(date + " " + tm)
				if err != nil {
					return s, nil
				}
				_, secs := microsToTime(wallToInstant(wall, loc)).In(loc).Zone()
				mins = secs / 60
			}
			sign := "+"
			if mins < 0 {
				sign, mins = "-", -mins
			}
			off = fmt.Sprintf("%s%02d:%02d", sign, mins/60, mins%60)
		}
	}
	if k != ast.TypeTimestampTZ {
		// a DATE and a TIMESTAMP drop the zone read (PostgreSQL 15 run:
		// '2020-01-01 23:00:00-05'::date is 2020-01-01, '2020-01-01
		// 10:00 EST'::date too)
		off = ""
	}
	return date + " " + tm + off, nil
}

// pgDateTimeInput is v, a text cast to t, rewritten by pgDateTimeText
// under Options.PostgresTyping.
func pgDateTimeInput(v Value, t Type, o *Options) (Value, error) {
	if !o.PostgresTyping || v.k != KindString {
		return v, nil
	}
	switch t.Kind {
	case ast.TypeDate, ast.TypeTimestamp, ast.TypeTimestampTZ:
		s, err := pgDateTimeText(v.s, t.Kind)
		if err != nil {
			return Null, err
		}
		if s != v.s {
			return StringValue(s), nil
		}
	}
	return v, nil
}
