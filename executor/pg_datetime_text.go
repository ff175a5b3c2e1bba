package executor

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/lateral-sql/lateral/ast"
)

// Under Options.PostgresTyping a text read as a date, a timestamp or a
// timestamptz is first rewritten from the spellings PostgreSQL accepts
// that parseTimestamp does not read (PostgreSQL 15 run, DateStyle ISO):
//
//   - a date written 20200101, 2020/01/01, 2020.01.02, Jan 1 2020,
//     January 1, 2020, 1 Jan 2020, 2020 Jan 1, Jan-01-2020, 01-Jan-2020
//     or 2020-Jan-01 is 2020-01-01 (2020-01-02);
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

var (
	pgCompactDate = regexp.MustCompile(`^(\d{4})(\d{2})(\d{2})$`)
	pgCompactTime = regexp.MustCompile(`^(\d{2})(\d{2})(\d{2}(?:\.\d+)?)?([+-].*|Z)?$`)
	pgMonthFirst  = regexp.MustCompile(`^\d{1,2}[/.-]\d{1,2}[/.-]\d+$`)
	pgSlashDate   = regexp.MustCompile(`^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$`)
	pgMonDate     = regexp.MustCompile(`^(?:([A-Za-z]+)-(\d{1,2})-(\d{4})|(\d{1,2})-([A-Za-z]+)-(\d{4})|(\d{4})-([A-Za-z]+)-(\d{1,2}))$`)
	pgDayRe       = regexp.MustCompile(`^\d{1,2}$`)
	pgYearRe      = regexp.MustCompile(`^\d{4}$`)
	pgPosixZone   = regexp.MustCompile(`^(?i)(UTC|GMT)([+-])(\d{1,2})(?::(\d{2}))?$`)
	pgNumZone     = regexp.MustCompile(`^[+-]\d+(:\d{1,2}(:\d{1,2})?)?$`)
	pgTimeZone    = regexp.MustCompile(`^(\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)([+-]\d+(?::\d{1,2}(?::\d{1,2})?)?|Z)?$`)
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

// pick is f[i], "" past its end.
func pick(f []string, i int) string {
	if i < len(f) {
		return f[i]
	}
	return ""
}

// pgMonth is the month a name gives.
func pgMonth(s string) (int, bool) {
	m, ok := pgMonths[strings.ToLower(s)]
	return m, ok
}

// pgOffset is a numeric zone offset z (+h, +hh, +hhmm, +h:mm, +hh:mm,
// +hh:mm:ss) in seconds east of UTC, as PostgreSQL reads it (datetime.c's
// DecodeTimezone: three or more run-together digits are hours and
// minutes, the hours at most 15, the minutes and seconds below 60;
// PostgreSQL 15 run: '10:00 +530' is +05:30, '10:00 +053' +00:53,
// '10:00+05:30:15' 04:29:45 UTC, '10:00 +16' and '10:00 +0560' raise
// "time zone displacement out of range"); ok false past that range.
func pgOffset(z string) (int, bool) {
	sign, digits := 1, z[1:]
	if z[0] == '-' {
		sign = -1
	}
	parts := strings.Split(digits, ":")
	if len(parts) == 1 && len(digits) >= 3 {
		parts = []string{digits[:len(digits)-2], digits[len(digits)-2:]}
	}
	var hms [3]int
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || i > 0 && n >= 60 {
			return 0, false
		}
		hms[i] = n
	}
	if hms[0] > 15 {
		return 0, false
	}
	return sign * (hms[0]*3600 + hms[1]*60 + hms[2]), true
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
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "epoch": // PostgreSQL 15 run: DATE 'epoch' is 1970-01-01
		if k == ast.TypeDate {
			return "1970-01-01", nil
		}
		return "1970-01-01 00:00:00Z", nil
	case "infinity", "-infinity":
		return "", fmt.Errorf("\"%s\" is an infinite date or timestamp in PostgreSQL, which lat run does not read (it has no infinite dates)", s)
	case "now", "today", "tomorrow", "yesterday":
		return "", fmt.Errorf("\"%s\" is read from the clock in PostgreSQL, which lat run does not read in a text (write current_date or now())", s)
	}
	f := strings.Fields(strings.TrimSpace(s))
	if len(f) == 0 || strings.EqualFold(f[len(f)-1], "BC") {
		return s, nil
	}
	// the date, and a time joined to it by T
	date, rest := f[0], f[1:]
	if i := strings.IndexByte(date, 'T'); i > 0 && date[0] >= '0' && date[0] <= '9' && !strings.ContainsFunc(date[:i], unicode.IsLetter) {
		date, rest = date[:i], append([]string{date[i+1:]}, rest...)
	}
	if g := pgMonDate.FindStringSubmatch(date); g != nil {
		// Mon-DD-YYYY, DD-Mon-YYYY, YYYY-Mon-DD
		y, mon, d := g[3], g[1], g[2]
		if g[4] != "" {
			y, mon, d = g[6], g[5], g[4]
		} else if g[7] != "" {
			y, mon, d = g[7], g[8], g[9]
		}
		if m, ok := pgMonth(mon); ok {
			date = fmt.Sprintf("%s-%02d-%s", y, m, d)
		}
	} else if m, ok := pgMonth(strings.TrimSuffix(pick(rest, 0), ",")); ok && len(rest) >= 2 && pgDayRe.MatchString(date) && pgYearRe.MatchString(rest[1]) {
		// DD Mon YYYY (02 Jan, 2020)
		date, rest = fmt.Sprintf("%s-%02d-%s", rest[1], m, date), rest[2:]
	} else if m, ok := pgMonth(pick(rest, 0)); ok && len(rest) >= 2 && pgYearRe.MatchString(date) && pgDayRe.MatchString(rest[1]) {
		// YYYY Mon DD
		date, rest = fmt.Sprintf("%s-%02d-%s", date, m, rest[1]), rest[2:]
	} else if m, ok := pgMonth(date); ok && len(rest) >= 2 {
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
	secs, zoned := 0, off != ""
	if off != "" && off != "Z" {
		o, ok := pgOffset(off)
		if !ok {
			return "", outOfRange
		}
		secs = o
	}
	if len(rest) > 0 && (strings.EqualFold(rest[0], "AM") || strings.EqualFold(rest[0], "PM")) {
		t, ok := pgMeridiem(tm, rest[0])
		if !ok {
			return "", fmt.Errorf("date/time field value out of range: \"%s\"", s)
		}
		tm, rest = t, rest[1:]
	}
	if len(rest) > 1 || len(rest) == 1 && zoned {
		return s, nil
	}
	if len(rest) == 1 {
		z := rest[0]
		zoned = true
		switch p := pgPosixZone.FindStringSubmatch(z); {
		case pgNumZone.MatchString(z):
			o, ok := pgOffset(z)
			if !ok {
				return "", outOfRange
			}
			secs = o
		case p != nil:
			h, _ := strconv.Atoi(p[3])
			m, _ := strconv.Atoi(p[4]) // "" is 0
			secs = -(h*3600 + m*60)
			if p[2] == "-" {
				secs = -secs
			}
		default:
			o, err := pgZoneOffset(z, date, tm)
			if err != nil {
				// a zone PostgreSQL does not know raises, also in a
				// timestamp without time zone (PostgreSQL 15 run:
				// '2020-01-01 10:00 FOO'::timestamp raises "invalid
				// input syntax for type timestamp"): read, and raised
				// for, as before
				return s, nil
			}
			secs = o
		}
	}
	if k != ast.TypeTimestampTZ || !zoned {
		// a DATE and a TIMESTAMP drop the zone read (PostgreSQL 15 run:
		// '2020-01-01 23:00:00-05'::date is 2020-01-01, '2020-01-01
		// 10:00 EST'::date too)
		return date + " " + tm, nil
	}
	if secs%60 != 0 {
		// an offset of seconds: the time moved by them, the offset in
		// minutes written (parseTimestamp reads +hh:mm)
		wall, err := parseTimestamp(date + " " + tm)
		if err != nil {
			return s, nil
		}
		t := microsToTime(wall - int64(secs%60)*1e6)
		date, tm, secs = t.Format("2006-01-02"), t.Format("15:04:05.999999"), secs-secs%60
	}
	sign, a := "+", secs
	if a < 0 {
		sign, a = "-", -a
	}
	return fmt.Sprintf("%s %s%s%02d:%02d", date, tm, sign, a/3600, a/60%60), nil
}

// pgZoneOffset is the offset, in seconds east of UTC, of the zone z written
// after the time tm of date, as PostgreSQL reads it: an abbreviation of
// its default set (pg_zone_abbrevs.go; one defined by a zone, such as MSK,
// read as that zone last used it: abbrevOffset), else a zone name, whose case
// does not matter (PostgreSQL 15 run: '2020-01-01 10:00 europe/paris' is
// 09:00 UTC, '... EST5EDT' 15:00 UTC, '... Japan' 01:00 UTC), its offset
// at that wall time. An error for a name PostgreSQL does not know.
func pgZoneOffset(z, date, tm string) (int, error) {
	up := strings.ToUpper(z)
	if o, ok := pgZoneAbbrevs[up]; ok {
		return o, nil
	}
	name, abbrev := pgZoneAbbrevZones[up], up
	if name == "" {
		name, abbrev = pgZoneName(z), ""
	}
	if name == "" {
		return 0, fmt.Errorf("time zone %q not recognized", z)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return 0, fmt.Errorf("time zone %q not recognized", z)
	}
	wall, err := parseTimestamp(date + " " + tm)
	if err != nil {
		return 0, err
	}
	if abbrev != "" {
		if secs, ok := abbrevOffset(microsToTime(wall), loc, abbrev); ok {
			return secs, nil
		}
	}
	_, secs := microsToTime(wallToInstant(wall, loc)).In(loc).Zone()
	return secs, nil
}

// abbrevOffset is the offset loc gave abbrev in the last of its periods
// using it that began at or before t, else in the first after t (the
// reading of PostgreSQL's localtime.c, pg_interpret_timezone_abbrev); ok
// false where loc never used it (then PostgreSQL takes loc's offset at
// that time).
func abbrevOffset(t time.Time, loc *time.Location, abbrev string) (int, bool) {
	for u, i := t.In(loc), 0; i < 2000; i++ {
		if name, secs := u.Zone(); name == abbrev {
			return secs, true
		}
		start, _ := u.ZoneBounds()
		if start.IsZero() {
			break
		}
		u = start.Add(-time.Second)
	}
	for u, i := t.In(loc), 0; i < 2000; i++ {
		_, end := u.ZoneBounds()
		if end.IsZero() {
			break
		}
		u = end
		if name, secs := u.Zone(); name == abbrev {
			return secs, true
		}
	}
	return 0, false
}

// pgZoneNames are the zone names of the system's zone database
// (/usr/share/zoneinfo, which PostgreSQL reads too), by their lower case.
var pgZoneNames = sync.OnceValue(func() map[string]string {
	names := map[string]string{}
	const root = "/usr/share/zoneinfo"
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		name := strings.TrimPrefix(filepath.ToSlash(path), root+"/")
		if !strings.Contains(name, ".") && name != "localtime" && name != "posixrules" {
			names[strings.ToLower(name)] = name
		}
		return nil
	})
	return names
})

// pgZoneName is the zone name z is, any case, "" for none (nor Go's
// Local).
func pgZoneName(z string) string {
	if strings.EqualFold(z, "local") {
		return ""
	}
	if n, ok := pgZoneNames()[strings.ToLower(z)]; ok {
		return n
	}
	if _, err := time.LoadLocation(z); err == nil && z != "" {
		return z
	}
	return ""
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
		if pgYearZero(s) {
			// PostgreSQL counts no year 0 (PostgreSQL 15 run: '0000-01-01',
			// '0000-01-01 BC' and '000-01-01 10:00' raise so; lat run
			// read them as 1 BC, zone_fields_test.go)
			return Null, fmt.Errorf("date/time field value out of range: \"%s\"", v.s)
		}
		if s != v.s {
			return StringValue(s), nil
		}
	}
	return v, nil
}

// pgYearZero reports whether s, a date's or a timestamp's text, is
// written year first with a year of three or more digits, all 0.
func pgYearZero(s string) bool {
	s = strings.TrimSpace(s)
	n := 0
	for n < len(s) && s[n] == '0' {
		n++
	}
	return n >= 3 && n < len(s) && s[n] == '-'
}
