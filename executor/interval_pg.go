package executor

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// parseIntervalPG reads an interval's text as PostgreSQL 15 does
// (Options.PostgresIntervalInput): ISO 8601 with designators
// (P1Y2M3DT4H5M6S, P1e2D, P-1D, P1D1D is 2 days) or in the alternative
// form (P0001-02-03T04:05:06, PT04:05:06); else the executor's reading
// (parseInterval), where a field given twice raises: '1 day -1 day',
// '1 mon 1 month', '1 hour 01:00:00', '1 quarter 1 mon' are invalid
// input in PostgreSQL, '1 week 1 day' and '1 second 1 millisecond' are
// not (each run on PostgreSQL 15).
func parseIntervalPG(s string) (Interval, error) {
	if strings.HasPrefix(s, "P") {
		// ' P1D' is invalid input (PostgreSQL 15 run)
		return parseISOInterval(s, s[1:])
	}
	if err := pgRepeatedField(s); err != nil {
		return Interval{}, err
	}
	rest, frac := pgFractions(s)
	iv, err := parseInterval(rest)
	if err != nil || frac == (Interval{}) {
		return iv, err
	}
	f := strings.Fields(strings.ToLower(rest))
	if len(f) > 0 && f[len(f)-1] == "ago" {
		frac = Interval{Months: -frac.Months, Days: -frac.Days, Micros: -frac.Micros}
	}
	if out, ok := addIntervals(iv, frac, false); ok { // arith.go
		return out, nil
	}
	return Interval{}, fmt.Errorf("interval out of range: '%s'", s)
}

// pgFractions takes out of s each number with a fraction given in years
// (decades, centuries, millennia), months, weeks or days, and gives back
// the rest of s and those fields' sum read as PostgreSQL 15 reads them
// (DecodeInterval): the fraction of a year is a whole number of months
// (rounded), of a month days of 30 days and then time, of a week days and
// then time, of a day time ('1.5 days' is 1 day 12:00:00, '1.5 months' 1
// mon 15 days, '0.5 years' 6 mons, '1.75 years' 1 year 9 mons, '-1.5
// days' -1 days -12:00:00, '0.1 months' 3 days, run on PostgreSQL 15).
func pgFractions(s string) (string, Interval) {
	var iv Interval
	f := strings.Fields(s)
	keep := make([]string, 0, len(f))
	for i := 0; i < len(f); i++ {
		tok := f[i]
		n, err := strconv.ParseFloat(tok, 64)
		if err != nil || n == math.Trunc(n) || i+1 >= len(f) || math.IsInf(n, 0) || math.Abs(n) > 1e9 {
			keep = append(keep, tok)
			continue
		}
		whole, frac := math.Trunc(n), n-math.Trunc(n)
		// the time of a fraction of a day: whole seconds, then microseconds
		// rounded (AdjustFractSeconds)
		secs := func(x float64) int64 {
			x *= 86400
			sec := math.Trunc(x)
			return int64(sec)*1e6 + int64(math.RoundToEven((x-sec)*1e6))
		}
		// days and then time (AdjustFractDays)
		days := func(x float64) (int32, int64) {
			d := math.Trunc(x)
			return int32(d), secs(x - d)
		}
		switch field := pgField(f[i+1]); {
		case field >= 1 && field <= 4:
			k := map[int]float64{1: 12000, 2: 1200, 3: 120, 4: 12}[field]
			iv.Months += int32(whole*k) + int32(math.RoundToEven(frac*k))
		case field == 5 && !strings.HasPrefix(strings.ToLower(f[i+1]), "q"):
			d, us := days(frac * 30)
			iv.Months += int32(whole)
			iv.Days += d
			iv.Micros += us
		case field == 6:
			d, us := days(frac * 7)
			iv.Days += int32(whole)*7 + d
			iv.Micros += us
		case field == 7:
			iv.Days += int32(whole)
			iv.Micros += secs(frac)
		default:
			keep = append(keep, tok)
			continue
		}
		i++ // the unit
	}
	if len(keep) == 0 || len(keep) == 1 && keep[0] == "@" {
		keep = append(keep, "0")
	}
	return strings.Join(keep, " "), iv
}

// pgField is the field of PostgreSQL's interval input a unit sets.
func pgField(unit string) int {
	switch strings.ToLower(unit) {
	case "millennium", "millennia", "millenniums", "mil", "mils":
		return 1
	case "century", "centuries", "cent", "c":
		return 2
	case "decade", "decades", "dec", "decs":
		return 3
	case "year", "years", "yr", "yrs", "y":
		return 4
	case "month", "months", "mon", "mons", "quarter", "quarters", "qtr":
		return 5
	case "week", "weeks", "w":
		return 6
	case "day", "days", "d":
		return 7
	case "hour", "hours", "hr", "hrs", "h":
		return 8
	case "minute", "minutes", "min", "mins", "m":
		return 9
	case "second", "seconds", "sec", "secs", "s":
		return 10
	case "millisecond", "milliseconds", "ms", "msec", "msecs", "millisecon":
		return 11
	case "microsecond", "microseconds", "us", "usec", "usecs", "microsecon":
		return 12
	}
	return 0
}

// pgRepeatedField is an error when s sets a field twice: a time hh:mm:ss
// sets the hour, minute and second, a number without a unit the second.
func pgRepeatedField(s string) error {
	f := strings.Fields(strings.TrimSpace(s))
	seen := map[int]bool{}
	set := func(fs ...int) error {
		for _, x := range fs {
			if seen[x] {
				return fmt.Errorf("invalid input syntax for type interval: \"%s\"", s)
			}
			seen[x] = true
		}
		return nil
	}
	for i := 0; i < len(f); i++ {
		tok := f[i]
		if strings.Contains(tok, ":") {
			if err := set(8, 9, 10); err != nil {
				return err
			}
			continue
		}
		if _, err := strconv.ParseFloat(tok, 64); err != nil {
			continue // @, ago, a unit: parseInterval reads them
		}
		if i+1 < len(f) {
			if x := pgField(f[i+1]); x != 0 {
				i++
				if err := set(x); err != nil {
					return err
				}
				continue
			}
		}
		if err := set(10); err != nil {
			return err
		}
	}
	return nil
}

// parseISOInterval reads the ISO 8601 interval s, p its text after the P.
// A fraction spills to the smaller units as PostgreSQL's does: years to
// months, months to days of 30 days, weeks and days to the time.
func parseISOInterval(s, p string) (Interval, error) {
	bad := fmt.Errorf("invalid input syntax for type interval: \"%s\"", s)
	var iv Interval
	var months, days, micros float64
	timePart, designated := false, false
	if p == "" {
		return iv, bad // P alone is invalid input, PT is zero
	}
	for len(p) > 0 {
		if p[0] == 'T' {
			if timePart {
				return iv, bad
			}
			timePart, designated, p = true, false, p[1:] // PT and P1DT are whole (PostgreSQL 15 run)
			continue
		}
		// the number: digits, a sign, a point, an exponent
		j := 0
		for j < len(p) && (p[j] >= '0' && p[j] <= '9' || p[j] == '.' || p[j] == '-' && j == 0 || p[j] == '+' && j == 0 ||
			(p[j] == 'e' || p[j] == 'E') && j > 0 && j+1 < len(p) && (p[j+1] >= '0' && p[j+1] <= '9' || p[j+1] == '-' || p[j+1] == '+') ||
			(p[j] == '-' || p[j] == '+') && j > 0 && (p[j-1] == 'e' || p[j-1] == 'E')) {
			j++
		}
		if j == 0 {
			return iv, bad
		}
		num := p[:j]
		p = p[j:]
		if p == "" || p[0] == '-' || p[0] == ':' {
			// the alternative form: YYYY-MM-DD after P, hh:mm:ss after T,
			// not after a designator (P1Y2 is invalid input)
			if designated {
				return iv, bad
			}
			rest := num + p
			if k := strings.IndexByte(rest, 'T'); k >= 0 && !timePart {
				p = rest[k:]
				rest = rest[:k]
			} else {
				p = ""
			}
			if !timePart {
				parts := isoDateParts(rest)
				if len(parts) == 0 || len(parts) > 3 {
					return iv, bad
				}
				for k, x := range parts {
					n, err := strconv.ParseFloat(x, 64)
					if err != nil {
						return iv, bad
					}
					switch k {
					case 0:
						months += isoYears(n)
					case 1:
						months += n
					default:
						days += n
					}
				}
			} else {
				// hh[:mm[:ss]], each with its own sign (PT-04:05 is
				// -03:55:00, PostgreSQL 15 run)
				parts := strings.Split(rest, ":")
				if len(parts) > 3 {
					return iv, bad
				}
				for k, x := range parts {
					n, err := strconv.ParseFloat(x, 64)
					if err != nil || x == "" {
						return iv, bad
					}
					micros += n * []float64{3600e6, 60e6, 1e6}[k]
				}
			}
			continue
		}
		n, err := strconv.ParseFloat(num, 64)
		if err != nil {
			return iv, bad
		}
		// the designators are upper case only (P1d is invalid input)
		d := p[0]
		p, designated = p[1:], true
		switch {
		case !timePart && d == 'Y':
			months += isoYears(n)
		case !timePart && d == 'M':
			months += n
		case !timePart && d == 'W':
			days += n * 7
		case !timePart && d == 'D':
			days += n
		case timePart && d == 'H':
			micros += n * 3600e6
		case timePart && d == 'M':
			micros += n * 60e6
		case timePart && d == 'S':
			micros += n * 1e6
		default:
			return iv, bad
		}
	}
	// spill the fractions down (months of 30 days, days of 24 hours)
	wm := math.Trunc(months)
	days += (months - wm) * 30
	wd := math.Trunc(days)
	micros += (days - wd) * 86400e6
	if math.Abs(wm) > math.MaxInt32 || math.Abs(wd) > math.MaxInt32 || math.Abs(micros) > 9.2e18 {
		return iv, fmt.Errorf("interval field value out of range: \"%s\"", s)
	}
	iv.Months, iv.Days, iv.Micros = int32(wm), int32(wd), int64(math.Round(micros))
	return iv, nil
}

// isoYears is n years in months: a fraction of a year is a whole number of
// months, rounded (P1.1Y is 1 year 1 mon, PostgreSQL 15 run).
func isoYears(n float64) float64 {
	w := math.Trunc(n)
	return w*12 + math.RoundToEven((n-w)*12)
}

// isoDateParts splits the alternative form's YYYY-MM-DD at the '-' after
// each number, each number with its own sign (P-1-2 is -10 mons, P1--2
// 10 mons, PostgreSQL 15 run); nil when a part is empty.
func isoDateParts(s string) []string {
	var parts []string
	for {
		j := 0
		if j < len(s) && (s[j] == '-' || s[j] == '+') {
			j++
		}
		for j < len(s) && s[j] != '-' {
			j++
		}
		if j == 0 || s[:j] == "-" || s[:j] == "+" {
			return nil
		}
		parts = append(parts, s[:j])
		if j == len(s) {
			return parts
		}
		s = s[j+1:]
		if s == "" {
			return nil
		}
	}
}
