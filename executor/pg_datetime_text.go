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
	pgSlashDate   = regexp.MustCompile(`^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$`)
	pgPosixZone   = regexp.MustCompile(`^(?i)(UTC|GMT)([+-])(\d{1,2})(?::(\d{2}))?$`)
	pgNumZone     = regexp.MustCompile(`^[+-]\d{1,2}(:?\d{2})?$`)
	pgTimeZone    = regexp.MustCompile(`^(\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)([+-]\d{1,2}(?::?\d{2})?|Z)?$`)
)

// pgMonth is the month a name (or its first three letters or more) gives.
func pgMonth(s string) (int, bool) {
	s = strings.ToLower(strings.TrimSuffix(s, "."))
	if len(s) < 3 {
		return 0, false
	}
	for m := time.January; m <= time.December; m++ {
		if strings.HasPrefix(strings.ToLower(m.String()), s) {
			return int(m), true
		}
	}
	return 0, false
}

// pgDateTimeText is s rewritten for parseTimestamp as PostgreSQL reads a
// text of kind k; s itself where it is not one of those spellings.
func pgDateTimeText(s string, k ast.TypeKind) string {
	f := strings.Fields(strings.TrimSpace(s))
	if len(f) == 0 || strings.EqualFold(f[len(f)-1], "BC") {
		return s
	}
	// the date, and a time joined to it by T
	date, rest := f[0], f[1:]
	if i := strings.IndexByte(date, 'T'); i > 0 && k != ast.TypeDate {
		date, rest = date[:i], append([]string{date[i+1:]}, rest...)
	}
	if m, ok := pgMonth(date); ok && len(rest) >= 2 {
		d, err1 := strconv.Atoi(strings.TrimSuffix(rest[0], ","))
		y, err2 := strconv.Atoi(rest[1])
		if err1 != nil || err2 != nil || len(rest[1]) != 4 {
			return s
		}
		date, rest = fmt.Sprintf("%04d-%02d-%02d", y, m, d), rest[2:]
	} else if g := pgCompactDate.FindStringSubmatch(date); g != nil {
		date = g[1] + "-" + g[2] + "-" + g[3]
	} else if g := pgSlashDate.FindStringSubmatch(date); g != nil {
		date = g[1] + "-" + g[2] + "-" + g[3]
	}
	if len(rest) == 0 || k == ast.TypeDate {
		return strings.Join(append([]string{date}, rest...), " ")
	}
	// the time, an offset joined to it, a zone after it
	g := pgTimeZone.FindStringSubmatch(rest[0])
	if g == nil || len(rest) > 2 {
		return s
	}
	tm, off := g[1], g[2]
	if len(rest) == 2 {
		if off != "" {
			return s
		}
		z := rest[1]
		switch p := pgPosixZone.FindStringSubmatch(z); {
		case pgNumZone.MatchString(z):
			off = z
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
			if k != ast.TypeTimestampTZ {
				off = "Z" // ignored below
				break
			}
			mins, ok := pgZoneAbbrevs[strings.ToUpper(z)]
			if !ok {
				loc, err := time.LoadLocation(z)
				if err != nil || !strings.Contains(z, "/") {
					return s
				}
				wall, err := parseTimestamp(date + " " + tm)
				if err != nil {
					return s
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
	if k == ast.TypeTimestamp {
		off = ""
	}
	return date + " " + tm + off
}

// pgDateTimeInput is v, a text cast to t, rewritten by pgDateTimeText
// under Options.PostgresTyping.
func pgDateTimeInput(v Value, t Type, o *Options) Value {
	if !o.PostgresTyping || v.k != KindString {
		return v
	}
	switch t.Kind {
	case ast.TypeDate, ast.TypeTimestamp, ast.TypeTimestampTZ:
		if s := pgDateTimeText(v.s, t.Kind); s != v.s {
			return StringValue(s)
		}
	}
	return v
}
