package executor

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's to_char(date or timestamp, format), a subset (PostgreSQL
// manual, "Data Type Formatting Functions", template patterns for
// date/time formatting): YYYY (at least four digits), YY, MM, DD, DDD, D
// (Sunday is 1), ID (Monday is 1), Q, HH24, HH12 and HH, MI, SS, MS, US,
// AM PM am pm, Mon MON mon and Dy DY dy (three letters), Month MONTH month
// and Day DAY day (blank-padded to nine characters), FF1 to FF6 (the
// first 1 to 6 fractional digits, cut), the FM prefix (no
// padding: FMDD of the 5th is 5), "quoted text", and any character that
// is not an ASCII letter, a double quote or a backslash copied as it is.
// Checked on PostgreSQL 15: to_char(timestamp '2024-03-05 14:07:09.123456',
// 'YYYY-MM-DD HH24:MI:SS.MS US HH12 AM Month| Dy FMDD DDD D ID Q') is
// '2024-03-05 14:07:09.123 123456 02 PM March    | Tue 5 065 3 2 1'. Any
// other letter (PostgreSQL reads many as patterns: W, J, CC, TZ, TH...), a
// year before 1, a TIMESTAMP WITH TIME ZONE and a number are errors:
// they are not modelled. A TIME (below 24:00:00) is formatted with
// HH24, MI, SS, MS, US and FF1 to FF6 only (PostgreSQL 15:
// to_char(TIME '03:04:05.5', 'HH24:MI:SS.US') is 03:04:05.500000).
func init() {
	notPG := func([]Value) (Value, error) {
		return Null, errors.New("to_char is modelled for PostgreSQL only")
	}
	reg(&scalarFunc{name: "to_char", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: notPG,
		dialect: func(o *Options) func([]Value) (Value, error) {
			if !o.PostgresColumnNames {
				return notPG
			}
			return toCharPG
		}})
}

func toCharPG(a []Value) (Value, error) {
	var t time.Time
	clock := false
	switch {
	case a[0].k == KindDate:
		t = dateToTime(a[0].i)
	case a[0].k == KindTimestamp && a[0].t != ast.TypeTimestampTZ:
		t = microsToTime(a[0].i)
	case a[0].k == KindTime && a[0].i < 86400e6:
		// a TIME, which PostgreSQL formats as the interval it casts to:
		// its hours, minutes, seconds and fraction only are modelled
		t, clock = microsToTime(a[0].i), true
	default:
		return Null, errors.New("to_char is modelled only of a date, a timestamp without time zone or a time of day")
	}
	if t.Year() < 1 {
		return Null, errors.New("to_char of a year before 1 is not modelled")
	}
	f := textOf(a[1])
	if clock && !toCharClockRe.MatchString(f) {
		return Null, fmt.Errorf("to_char of a TIME is modelled only with HH24, MI, SS, MS, US and FF1 to FF6: %q", f)
	}
	s, err := toCharFormat(t, f)
	if err != nil {
		return Null, err
	}
	return StringValue(s), nil
}

// toCharClockRe is a format of a TIME's patterns only (toCharPG).
var toCharClockRe = regexp.MustCompile(`^(HH24|MI|SS|MS|US|FF[1-6]|[^A-Za-z"\\])*$`)

// toCharPatterns are the patterns toCharFormat reads, longest first where
// one begins another. PostgreSQL matches them written all in upper or all
// in lower case, and the names Month, Mon, Day and Dy capitalized too
// (toCharCapitalized); other spellings are read as shorter patterns or
// text (checked on PostgreSQL 15: to_char(timestamp '2024-03-05', 'Dd') is
// '33', D and then d, not the day of the month). IDDD (ISO day of the
// year) and SSSS (seconds past midnight) are listed to be refused, not
// read as ID DD or SS SS.
var toCharPatterns = []string{"HH24", "HH12", "HH", "YYYY", "YY", "MONTH", "MON", "MM", "MI", "MS",
	"DDD", "DD", "DAY", "DY", "D", "IDDD", "ID", "Q", "SSSS", "SS", "US", "AM", "PM",
	"FF1", "FF2", "FF3", "FF4", "FF5", "FF6"}

// toCharCapitalized are the patterns PostgreSQL also reads capitalized.
var toCharCapitalized = map[string]bool{"MONTH": true, "MON": true, "DAY": true, "DY": true}

// toCharMatches reports whether the text w is the pattern p as PostgreSQL
// reads it: p, p in lower case, or p capitalized for toCharCapitalized.
func toCharMatches(w, p string) bool {
	return w == p || w == strings.ToLower(p) || toCharCapitalized[p] && w == p[:1]+strings.ToLower(p[1:])
}

func toCharFormat(t time.Time, f string) (string, error) {
	var b strings.Builder
	fm := false
	for i := 0; i < len(f); {
		c := f[i]
		if c == '"' {
			j := i + 1
			for j < len(f) && f[j] != '"' {
				if f[j] == '\\' {
					return "", errors.New("to_char: a backslash in quoted text is not modelled")
				}
				j++
			}
			b.WriteString(f[i+1 : min(j, len(f))])
			i = j + 1
			continue
		}
		if c == '\\' {
			return "", errors.New("to_char: a backslash in the format is not modelled")
		}
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			b.WriteByte(c)
			i++
			continue
		}
		if (strings.HasPrefix(f[i:], "FM") || strings.HasPrefix(f[i:], "fm")) && !fm {
			fm = true
			i += 2
			continue
		}
		pat := ""
		for _, p := range toCharPatterns {
			if len(f)-i >= len(p) && toCharMatches(f[i:i+len(p)], p) {
				pat = p
				break
			}
		}
		if pat == "" {
			return "", fmt.Errorf("to_char: the format %q holds %q, which is not modelled", f, f[i:])
		}
		written := f[i : i+len(pat)]
		if err := toCharField(&b, t, pat, written, fm); err != nil {
			return "", err
		}
		fm = false
		i += len(pat)
	}
	return b.String(), nil
}

func toCharField(b *strings.Builder, t time.Time, pat, written string, fm bool) error {
	num := func(v, width int) {
		s := strconv.Itoa(v)
		if !fm {
			for len(s) < width {
				s = "0" + s
			}
		}
		b.WriteString(s)
	}
	name := func(full string, pad bool) error {
		switch written {
		case strings.ToUpper(written[:1]) + strings.ToLower(written[1:]):
		case strings.ToUpper(written):
			full = strings.ToUpper(full)
		case strings.ToLower(written):
			full = strings.ToLower(full)
		default:
			return fmt.Errorf("to_char: the pattern %q is not modelled", written)
		}
		if pad && !fm {
			full += strings.Repeat(" ", max(0, 9-len(full)))
		}
		b.WriteString(full)
		return nil
	}
	h12 := t.Hour() % 12
	if h12 == 0 {
		h12 = 12
	}
	switch pat {
	case "YYYY":
		num(t.Year(), 4)
	case "YY":
		num(t.Year()%100, 2)
	case "MM":
		num(int(t.Month()), 2)
	case "DD":
		num(t.Day(), 2)
	case "DDD":
		num(t.YearDay(), 3)
	case "D":
		num(int(t.Weekday())+1, 1)
	case "ID":
		num((int(t.Weekday())+6)%7+1, 1)
	case "Q":
		num((int(t.Month())+2)/3, 1)
	case "HH24":
		num(t.Hour(), 2)
	case "HH12", "HH":
		num(h12, 2)
	case "MI":
		num(t.Minute(), 2)
	case "SS":
		num(t.Second(), 2)
	case "MS", "US":
		// FM leaves these padded (PostgreSQL 15: FMMS of a whole second
		// is 000, FMUS 000000).
		fm = false
		if pat == "MS" {
			num(t.Nanosecond()/1e6, 3)
		} else {
			num(t.Nanosecond()/1e3, 6)
		}
	case "FF1", "FF2", "FF3", "FF4", "FF5", "FF6":
		// the first n fractional digits, cut (PostgreSQL 15:
		// to_char(TIMESTAMP '2024-01-02 03:04:05.129', 'FF1|FF2|FF4') is
		// 1|12|1290)
		n := int(pat[2] - '0')
		b.WriteString(strconv.Itoa(1_000_000 + t.Nanosecond()/1e3)[1 : 1+n])
	case "IDDD", "SSSS":
		return fmt.Errorf("to_char: the pattern %q is not modelled", written)
	case "AM", "PM":
		m := "AM"
		if t.Hour() >= 12 {
			m = "PM"
		}
		switch written {
		case "AM", "PM":
		case "am", "pm":
			m = strings.ToLower(m)
		default:
			return fmt.Errorf("to_char: the pattern %q is not modelled", written)
		}
		b.WriteString(m)
	case "MONTH":
		return name(t.Month().String(), true)
	case "MON":
		return name(t.Month().String()[:3], false)
	case "DAY":
		return name(t.Weekday().String(), true)
	case "DY":
		return name(t.Weekday().String()[:3], false)
	}
	return nil
}
