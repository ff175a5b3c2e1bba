// Package dtfmt is lateral's one model of a date/time formatting pattern:
// a list of fields and literal texts, read from each dialect's pattern
// language (DuckDB's strftime, PostgreSQL's to_char, Trino's date_format
// of MySQL-style specifiers and its format_datetime of Joda-Time letters)
// and written in each target's, or formatted as a value by the reference
// executor. Only the elements on which the languages agree for a year of
// 1 to 9999 and an English locale are read; another is an error at its
// place in the pattern (Bad), which the translator reports and the
// executor reports as not modelled.
package dtfmt

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Field is what one element of a pattern writes.
type Field int

const (
	Lit       Field = iota // Text as it is
	Year                   // the year, 4 digits at least (Pad) or as many as it has
	Year2                  // the year's last two digits
	Month                  // 01 to 12
	Day                    // of the month, 01 to 31
	DayOfYear              // 001 to 366
	Hour24                 // 00 to 23
	Hour12                 // 01 to 12
	Minute                 // 00 to 59
	Second                 // 00 to 59
	Frac                   // the first N digits of the fraction of the second, cut
	AmPm                   // AM or PM
	MonthName              // January
	MonthAbbr              // Jan
	DayName                // Sunday
	DayAbbr                // Sun
)

// Elem is one element of a pattern: a field (numbers zero-padded to their
// width where Pad holds, else written with as many digits as they have;
// N digits of a Frac) or a literal Text.
type Elem struct {
	F    Field
	Pad  bool
	N    int
	Text string
	// At and Len are the element's place in the pattern it was read
	// from (bytes), for a refusal of it in a target.
	At, Len int
}

// Bad is an element a language cannot read or write: its place in the
// pattern (bytes), its text and why.
type Bad struct {
	At, Len int
	Text    string
	Why     string
}

func (b *Bad) Error() string { return fmt.Sprintf("%q %s", b.Text, b.Why) }

func width(f Field) int {
	switch f {
	case Year:
		return 4
	case DayOfYear:
		return 3
	}
	return 2
}

// HasYear reports whether the pattern writes the year.
func HasYear(p []Elem) bool {
	for _, e := range p {
		if e.F == Year || e.F == Year2 {
			return true
		}
	}
	return false
}

// HasDate reports whether the pattern writes a field of the date (the
// year, month, day or their names), not only the time of day.
func HasDate(p []Elem) bool {
	for _, e := range p {
		switch e.F {
		case Year, Year2, Month, Day, DayOfYear, MonthName, MonthAbbr, DayName, DayAbbr:
			return true
		}
	}
	return false
}

// Format writes t by the pattern p, as each language writes it for a year
// of 1 to 9999 (the caller checks the year).
func Format(p []Elem, t time.Time) string {
	var b strings.Builder
	num := func(v, w int, pad bool) {
		s := strconv.Itoa(v)
		if pad {
			s = strings.Repeat("0", max(0, w-len(s))) + s
		}
		b.WriteString(s)
	}
	for _, e := range p {
		h12 := t.Hour() % 12
		if h12 == 0 {
			h12 = 12
		}
		switch e.F {
		case Lit:
			b.WriteString(e.Text)
		case Year:
			num(t.Year(), 4, e.Pad)
		case Year2:
			num(t.Year()%100, 2, true)
		case Month:
			num(int(t.Month()), 2, e.Pad)
		case Day:
			num(t.Day(), 2, e.Pad)
		case DayOfYear:
			num(t.YearDay(), 3, e.Pad)
		case Hour24:
			num(t.Hour(), 2, e.Pad)
		case Hour12:
			num(h12, 2, e.Pad)
		case Minute:
			num(t.Minute(), 2, e.Pad)
		case Second:
			num(t.Second(), 2, e.Pad)
		case Frac:
			b.WriteString(fmt.Sprintf("%09d", t.Nanosecond())[:e.N])
		case AmPm:
			if t.Hour() < 12 {
				b.WriteString("AM")
			} else {
				b.WriteString("PM")
			}
		case MonthName:
			b.WriteString(t.Month().String())
		case MonthAbbr:
			b.WriteString(t.Month().String()[:3])
		case DayName:
			b.WriteString(t.Weekday().String())
		case DayAbbr:
			b.WriteString(t.Weekday().String()[:3])
		}
	}
	return b.String()
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// lit appends the literal text s to p, joined to a literal before it.
func lit(p []Elem, s string, at, n int) []Elem {
	if k := len(p); k > 0 && p[k-1].F == Lit {
		p[k-1].Text += s
		p[k-1].Len = at + n - p[k-1].At
		return p
	}
	return append(p, Elem{F: Lit, Text: s, At: at, Len: n})
}

// ParseStrftime reads DuckDB's strftime pattern (DuckDB documentation,
// "Date Format Functions", format specifiers): %Y %y %m %d %j %H %I %M
// %S (zero-padded; with a - between % and the letter not padded, %-y
// too), %g (milliseconds) and %f (microseconds), %p (AM, PM), %B %b %A
// %a (English names), %% and any other character as it is.
func ParseStrftime(s string) ([]Elem, *Bad) {
	var p []Elem
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			p = lit(p, s[i:i+1], i, 1)
			continue
		}
		at := i
		if i+1 == len(s) {
			return nil, &Bad{At: at, Len: 1, Text: "%", Why: "ends the pattern"}
		}
		pad := true
		if s[i+1] == '-' && i+2 < len(s) {
			pad = false
			i++
		}
		i++
		c := s[i]
		e := Elem{Pad: true, At: at, Len: i + 1 - at}
		switch c {
		case 'Y':
			e.F = Year
		case 'y':
			e.F = Year2
		case 'm':
			e.F = Month
		case 'd':
			e.F = Day
		case 'j':
			e.F = DayOfYear
		case 'H':
			e.F = Hour24
		case 'I':
			e.F = Hour12
		case 'M':
			e.F = Minute
		case 'S':
			e.F = Second
		case 'g':
			e.F, e.N = Frac, 3
		case 'f':
			e.F, e.N = Frac, 6
		case 'p':
			e.F = AmPm
		case 'B':
			e.F = MonthName
		case 'b':
			e.F = MonthAbbr
		case 'A':
			e.F = DayName
		case 'a':
			e.F = DayAbbr
		case '%':
			if pad {
				p = lit(p, "%", at, 2)
				continue
			}
		}
		if e.F == Lit || !pad && (e.F == Year || e.F == Frac || e.F >= AmPm) {
			return nil, &Bad{At: at, Len: e.Len, Text: s[at : i+1], Why: "is not read by lateral"}
		}
		if e.F == Year2 && !pad {
			// %-y: the year's last two digits unpadded, not a model field
			return nil, &Bad{At: at, Len: e.Len, Text: s[at : i+1], Why: "is not read by lateral"}
		}
		e.Pad = pad
		p = append(p, e)
	}
	return p, nil
}

// toCharNames are PostgreSQL's to_char patterns ParseToChar reads, longest
// first where one begins another; those it refuses are listed too so that
// they are not read as shorter ones (SSSS is not SS SS, DDDD not DDD D).
var toCharNames = []string{"HH24", "HH12", "HH", "YYYY", "YYY", "YY", "Y,YYY", "Y", "MONTH", "MON", "MM", "MI", "MS",
	"DDD", "DD", "DAY", "DY", "D", "SSSSS", "SSSS", "SS", "US", "AM", "PM", "A.M.", "P.M.",
	"FF1", "FF2", "FF3", "FF4", "FF5", "FF6"}

// ParseToChar reads PostgreSQL's to_char pattern (PostgreSQL manual,
// "Data Type Formatting Functions", template patterns for date/time
// formatting; a pattern is matched in upper case, or in lower case where
// it writes no letters, or capitalized for the names only): YYYY YY MM DD DDD
// HH24 HH12 HH MI SS (FM before one: not padded), MS US FF1 to FF6 (the
// first digits of the fraction, cut, FM or not), AM PM (upper case), Mon
// Dy, FMMonth FMDay (the names unpadded; without FM PostgreSQL pads them
// to nine characters, which is not read), "quoted text" and any other
// character that is no ASCII letter, a double quote or a backslash, as it
// is.
func ParseToChar(s string) ([]Elem, *Bad) {
	var p []Elem
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\\' {
					return nil, &Bad{At: j, Len: 1, Text: `\`, Why: "escapes within quoted text, which lateral does not read"}
				}
				j++
			}
			if j == len(s) {
				return nil, &Bad{At: i, Len: len(s) - i, Text: s[i:], Why: "is quoted text left open"}
			}
			if j > i+1 {
				p = lit(p, s[i+1:j], i, j+1-i)
			}
			i = j + 1
			continue
		case c == '\\':
			return nil, &Bad{At: i, Len: 1, Text: `\`, Why: "escapes a character, which lateral does not read"}
		case !isLetter(c):
			p = lit(p, s[i:i+1], i, 1)
			i++
			continue
		}
		at := i
		fm := false
		if strings.HasPrefix(s[i:], "FM") || strings.HasPrefix(s[i:], "fm") {
			fm = true
			i += 2
		}
		name := ""
		for _, n := range toCharNames {
			if len(s)-i >= len(n) && strings.EqualFold(s[i:i+len(n)], n) {
				name = n
				break
			}
		}
		written := s[i : i+len(name)]
		bad := func(why string) ([]Elem, *Bad) {
			end := i + len(name)
			if name == "" {
				for end < len(s) && isLetter(s[end]) {
					end++
				}
			}
			return nil, &Bad{At: at, Len: end - at, Text: s[at:end], Why: why}
		}
		if name == "" {
			return bad("is not read by lateral")
		}
		e := Elem{Pad: !fm, At: at, Len: i + len(name) - at}
		upper := written == name
		lower := written == strings.ToLower(name)
		capital := written == name[:1]+strings.ToLower(name[1:])
		switch name {
		case "YYYY":
			e.F = Year
		case "YY":
			e.F = Year2
		case "MM":
			e.F = Month
		case "DD":
			e.F = Day
		case "DDD":
			e.F = DayOfYear
		case "HH24":
			e.F = Hour24
		case "HH12", "HH":
			e.F = Hour12
		case "MI":
			e.F = Minute
		case "SS":
			e.F = Second
		case "MS":
			e.F, e.N = Frac, 3
		case "US":
			e.F, e.N = Frac, 6
		case "FF1", "FF2", "FF3", "FF4", "FF5", "FF6":
			e.F, e.N = Frac, int(name[2]-'0')
		case "AM", "PM":
			if !upper {
				return bad("writes the meridiem in lower case, which lateral does not write")
			}
			e.F = AmPm
		case "MONTH", "DAY":
			if !capital {
				return bad("writes the name in upper or lower case, which lateral does not write (write it capitalized: Month, Day)")
			}
			if !fm {
				return bad("pads the name with spaces to nine characters, which lateral does not write (write FM before it)")
			}
			e.F = map[string]Field{"MONTH": MonthName, "DAY": DayName}[name]
		case "MON", "DY":
			if !capital {
				return bad("writes the name in upper or lower case, which lateral does not write (write it capitalized: Mon, Dy)")
			}
			e.F = map[string]Field{"MON": MonthAbbr, "DY": DayAbbr}[name]
		default:
			return bad("is not read by lateral")
		}
		// PostgreSQL's to_char has capitalized spellings of the names
		// only (Month, Mon, Day, Dy); Mi is M and i, the ISO year's
		// last digit (PostgreSQL 15: to_char of 2024-03-05 14:07 by
		// Mi|Yyyy is M4|4024)
		if !upper && !lower && !(capital && e.F >= MonthName) {
			return bad("mixes upper and lower case, which PostgreSQL reads otherwise")
		}
		if e.F == Year2 && fm || e.F == Year && fm {
			return bad("writes the year unpadded, which lateral does not write")
		}
		if e.F == Frac || e.F == AmPm || e.F >= MonthName {
			e.Pad = true
		}
		p = append(p, e)
		i += len(name)
	}
	return p, nil
}

// ParseMySQL reads Trino's date_format pattern, the MySQL specifiers
// Trino writes with Joda-Time (Trino's DateTimeFunctions
// createDateTimeFormatter): %Y (appendYear(4, 4)), %y (two digits), %m
// %c (month, 2 and 1 digits at least), %d %e (day), %j (day of the year,
// 3), %H %k (hour of the day, 2 and 1; Presto's older %k is the clock
// hour 1 to 24, so from Presto %k is not read), %h %I %l (the clock hour
// of the half day, 2 2 1), %i (minutes), %S %s (seconds), %f
// (appendFractionOfSecond(6, 9) of a value of milliseconds: the
// milliseconds and 000; not read from Presto, whose older %f is the
// milliseconds padded to 6), %p (AM, PM), %M %b %W %a (English names),
// %r (%h:%i:%s %p), %T (%H:%i:%s), %% and %x of any other x as x. %v and
// %x (week-based) are not read; %w %U %u %V %X %D raise in Trino and
// are not read.
func ParseMySQL(s string, presto bool) ([]Elem, *Bad) {
	var p []Elem
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			p = lit(p, s[i:i+1], i, 1)
			continue
		}
		at := i
		if i+1 == len(s) {
			return nil, &Bad{At: at, Len: 1, Text: "%", Why: "ends the pattern"}
		}
		i++
		c := s[i]
		e := func(f Field, pad bool) Elem { return Elem{F: f, Pad: pad, At: at, Len: 2} }
		switch c {
		case 'Y':
			p = append(p, e(Year, true))
		case 'y':
			p = append(p, e(Year2, true))
		case 'm':
			p = append(p, e(Month, true))
		case 'c':
			p = append(p, e(Month, false))
		case 'd':
			p = append(p, e(Day, true))
		case 'e':
			p = append(p, e(Day, false))
		case 'j':
			p = append(p, e(DayOfYear, true))
		case 'H':
			p = append(p, e(Hour24, true))
		case 'h', 'I':
			p = append(p, e(Hour12, true))
		case 'l':
			p = append(p, e(Hour12, false))
		case 'i':
			p = append(p, e(Minute, true))
		case 'S', 's':
			p = append(p, e(Second, true))
		case 'p':
			p = append(p, e(AmPm, true))
		case 'M':
			p = append(p, e(MonthName, true))
		case 'b':
			p = append(p, e(MonthAbbr, true))
		case 'W':
			p = append(p, e(DayName, true))
		case 'a':
			p = append(p, e(DayAbbr, true))
		case 'k', 'f':
			if presto {
				return nil, &Bad{At: at, Len: 2, Text: s[at : i+1], Why: "is written otherwise by Presto's releases, and is not read by lateral"}
			}
			if c == 'k' {
				p = append(p, e(Hour24, false))
			} else {
				x := e(Frac, true)
				x.N = 3
				p = append(p, x)
				p = append(p, Elem{F: Lit, Text: "000", At: at, Len: 2})
			}
		case 'r', 'T':
			h := e(Hour24, true)
			if c == 'r' {
				h.F = Hour12
			}
			p = append(p, h, Elem{F: Lit, Text: ":", At: at, Len: 2}, e(Minute, true), Elem{F: Lit, Text: ":", At: at, Len: 2}, e(Second, true))
			if c == 'r' {
				p = append(p, Elem{F: Lit, Text: " ", At: at, Len: 2}, e(AmPm, true))
			}
		case 'v', 'x', 'w', 'U', 'u', 'V', 'X', 'D':
			return nil, &Bad{At: at, Len: 2, Text: s[at : i+1], Why: "is not read by lateral"}
		default:
			p = lit(p, s[i:i+1], at, 2)
		}
	}
	return p, nil
}

// ParseJoda reads Joda-Time's DateTimeFormat pattern, Trino's and
// Presto's format_datetime's: yyyy (the year, 4 digits at least), y (as
// many as it has), yy (its last two), M MM (the month), MMM (Jan), MMMM
// (January), d dd, D DDD (day of the year), H HH, h hh (clock hour of
// the half day), m mm, s ss, S to SSS (the first digits of the
// fraction, of Joda's milliseconds, cut), a (AM, PM), E to EEE (Sun),
// EEEE and more (Sunday), 'quoted text' (two quotes are one) and any
// character that is not an ASCII letter as it is ("Any characters in the
// pattern that are not in the ranges of ['a'..'z'] and ['A'..'Z'] will be
// treated as quoted text").
func ParseJoda(s string) ([]Elem, *Bad) {
	var p []Elem
	for i := 0; i < len(s); {
		c := s[i]
		if c == '\'' {
			j := i + 1
			var t strings.Builder
			for {
				if j == len(s) {
					return nil, &Bad{At: i, Len: len(s) - i, Text: s[i:], Why: "is quoted text left open"}
				}
				if s[j] == '\'' {
					if j+1 < len(s) && s[j+1] == '\'' {
						t.WriteByte('\'')
						j += 2
						continue
					}
					break
				}
				t.WriteByte(s[j])
				j++
			}
			if j == i+1 {
				p = lit(p, "'", i, 2) // '' is a quote
			} else if t.Len() > 0 {
				p = lit(p, t.String(), i, j+1-i)
			}
			i = j + 1
			continue
		}
		if !isLetter(c) {
			p = lit(p, s[i:i+1], i, 1)
			i++
			continue
		}
		n := 1
		for i+n < len(s) && s[i+n] == c {
			n++
		}
		e := Elem{Pad: true, At: i, Len: n}
		ok := true
		two := func(f Field) {
			e.F = f
			e.Pad = n == 2
			ok = n <= 2
		}
		switch c {
		case 'y':
			switch n {
			case 4:
				e.F = Year
			case 2:
				e.F = Year2
			case 1:
				e.F, e.Pad = Year, false
			default:
				ok = false
			}
		case 'M':
			switch {
			case n <= 2:
				two(Month)
			case n == 3:
				e.F = MonthAbbr
			default:
				e.F = MonthName
			}
		case 'd':
			two(Day)
		case 'D':
			e.F, e.Pad, ok = DayOfYear, n == 3, n == 1 || n == 3
		case 'H':
			two(Hour24)
		case 'h':
			two(Hour12)
		case 'm':
			two(Minute)
		case 's':
			two(Second)
		case 'S':
			e.F, e.N, ok = Frac, n, n <= 3
		case 'a':
			e.F = AmPm
		case 'E':
			e.F = DayAbbr
			if n >= 4 {
				e.F = DayName
			}
		default:
			ok = false
		}
		if !ok {
			return nil, &Bad{At: i, Len: n, Text: s[i : i+n], Why: "is not read by lateral"}
		}
		p = append(p, e)
		i += n
	}
	return p, nil
}

// ParseBigQuery reads BigQuery's format elements of FORMAT_DATE and
// FORMAT_DATETIME (BigQuery reference, "Format elements for date and time
// parts"): %Y (the year; its padding below 1000 is not documented, which
// the caller guards), %y, %m, %d, %H, %I, %M, %S (two digits), %j (three),
// %p (AM or PM), %B %b %h %A %a (English names), %F (%Y-%m-%d), %T
// (%H:%M:%S), %R (%H:%M), %D (%m/%d/%y), %% and any other character as it
// is. Another element (%e %k %l pad with a space; week-based, zone and
// %E elements) is not read.
func ParseBigQuery(s string) ([]Elem, *Bad) {
	var p []Elem
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			p = lit(p, s[i:i+1], i, 1)
			continue
		}
		at := i
		if i+1 == len(s) {
			return nil, &Bad{At: at, Len: 1, Text: "%", Why: "ends the pattern"}
		}
		i++
		e := func(f Field) Elem { return Elem{F: f, Pad: true, At: at, Len: 2} }
		sep := func(t string) Elem { return Elem{F: Lit, Text: t, At: at, Len: 2} }
		switch s[i] {
		case 'Y':
			p = append(p, e(Year))
		case 'y':
			p = append(p, e(Year2))
		case 'm':
			p = append(p, e(Month))
		case 'd':
			p = append(p, e(Day))
		case 'H':
			p = append(p, e(Hour24))
		case 'I':
			p = append(p, e(Hour12))
		case 'M':
			p = append(p, e(Minute))
		case 'S':
			p = append(p, e(Second))
		case 'j':
			p = append(p, e(DayOfYear))
		case 'p':
			p = append(p, e(AmPm))
		case 'B':
			p = append(p, e(MonthName))
		case 'b', 'h':
			p = append(p, e(MonthAbbr))
		case 'A':
			p = append(p, e(DayName))
		case 'a':
			p = append(p, e(DayAbbr))
		case 'F':
			p = append(p, e(Year), sep("-"), e(Month), sep("-"), e(Day))
		case 'T':
			p = append(p, e(Hour24), sep(":"), e(Minute), sep(":"), e(Second))
		case 'R':
			p = append(p, e(Hour24), sep(":"), e(Minute))
		case 'D':
			p = append(p, e(Month), sep("/"), e(Day), sep("/"), e(Year2))
		case '%':
			p = lit(p, "%", at, 2)
		default:
			return nil, &Bad{At: at, Len: 2, Text: s[at : i+1], Why: "is not read by lateral"}
		}
	}
	return p, nil
}
