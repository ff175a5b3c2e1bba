package executor

import (
	"fmt"
	"strings"
	"time"
)

// hiveToDateText is Hive 3's to_date of a string: GenericUDFDate (and its
// vectorized VectorUDFDateString) reads the text with DateParser.parseDate,
// which gives NULL where common/type/Date.valueOf throws. Date.valueOf
// (Hive 3, common/src/java/org/apache/hadoop/hive/common/type/Date.java):
//
//   - trims the text (Java's String.trim: characters up to U+0020 at both
//     ends), then cuts it at its first space, or else at its first T;
//   - parses the rest whole with a formatter of a year of 1 to 10 digits,
//     a -, a month of 1 or 2 digits, a -, a day of 1 or 2 digits
//     (appendValue, SignStyle.NORMAL), any other text failing;
//   - resolves it with ResolverStyle.LENIENT, under which java.time's ISO
//     chronology takes January 1 of the year plus (month - 1) months plus
//     (day - 1) days, so 2024-02-30 is 2024-03-01 and 2024-13-01 is
//     2025-01-01.
//
// So to_date('2024-1-5') is 2024-01-05, to_date('2024-01-05 garbage')
// 2024-01-05 and to_date('2024-01-05garbage') NULL. A year written with a
// sign, and a date outside the years 1 to 9999 lat run keeps, raise rather
// than guess.
func hiveToDateText(s string) (Value, error) {
	s = strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
	if i := strings.IndexByte(s, ' '); i >= 0 {
		s = s[:i]
	} else if i := strings.IndexByte(s, 'T'); i >= 0 {
		s = s[:i]
	}
	if strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
		return Null, fmt.Errorf("to_date of a year with a sign (%q) is not answered by lat run", s)
	}
	digits := func(s string, max int) (int64, string, bool) {
		n := 0
		for n < len(s) && n < max && s[n] >= '0' && s[n] <= '9' {
			n++
		}
		if n == 0 {
			return 0, s, false
		}
		var v int64
		for _, c := range s[:n] {
			v = v*10 + int64(c-'0')
		}
		return v, s[n:], true
	}
	y, rest, ok := digits(s, 10)
	if !ok || !strings.HasPrefix(rest, "-") {
		return Null, nil
	}
	m, rest, ok := digits(rest[1:], 2)
	if !ok || !strings.HasPrefix(rest, "-") {
		return Null, nil
	}
	d, rest, ok := digits(rest[1:], 2)
	if !ok || rest != "" {
		return Null, nil
	}
	if y > 9999 {
		return Null, fmt.Errorf("to_date of the year %d is not answered by lat run (it keeps the years 1 to 9999)", y)
	}
	t := time.Date(int(y), time.January, 1, 0, 0, 0, 0, time.UTC).AddDate(0, int(m-1), 0).AddDate(0, 0, int(d-1))
	if t.Year() < 1 || t.Year() > 9999 {
		return Null, fmt.Errorf("to_date of %q, the date %s, is not answered by lat run (it keeps the years 1 to 9999)", s, t.Format("2006-01-02"))
	}
	return DateValue(timeToDays(t)), nil
}
