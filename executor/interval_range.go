package executor

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// IntervalRangeRule is how an interval literal with a range of fields
// (INTERVAL '1-2' YEAR TO MONTH, INTERVAL '1 2:03' DAY TO MINUTE) reads its
// string (Options.IntervalRanges).
type IntervalRangeRule int

const (
	// IntervalRangesLenient: the string is read as an interval of its own
	// units, a bare number as the range's first field.
	IntervalRangesLenient IntervalRangeRule = iota
	// IntervalRangesPostgres: PostgreSQL 15's reading (run on the server):
	// the string is read right to left, a bare number is the range's last
	// field ('2' DAY TO HOUR is 2 hours; '1 2' DAY TO HOUR is 1 day 2
	// hours), 'Y-M' is years and months under one sign, a time 'H:M[:S]'
	// has its own sign ('-1 2:03' DAY TO MINUTE is -1 days +02:03:00), a
	// fraction is carried down (a month is 30 days) and the fields below
	// the range's last are then dropped toward zero ('1.5' YEAR TO MONTH is
	// 1 mon; '-1.5' DAY TO HOUR is -01:00:00). 'M:S' is minutes and
	// seconds in MINUTE TO SECOND and whenever the seconds have a fraction.
	IntervalRangesPostgres
	// IntervalRangesStandard: SQL's interval literal: the string has
	// exactly the range's fields ('Y-M', 'D H', 'D H:M', 'D H:M:S', 'H:M',
	// 'H:M:S', 'M:S'), the fields after the first within their ranges
	// (months 0-11, hours 0-23, minutes and seconds 0-59), and a leading
	// sign negates the whole interval.
	IntervalRangesStandard
	// IntervalRangesRefused: the dialect has no interval ranges (DuckDB
	// 1.5 run: INTERVAL '1-2' YEAR TO MONTH is "Parser Error: YEAR TO MONTH
	// is not supported").
	IntervalRangesRefused
)

// IntervalRangesOf is the rule of a dialect's interval ranges.
func IntervalRangesOf(dialect string) IntervalRangeRule {
	switch dialect {
	case "postgres":
		return IntervalRangesPostgres
	case "ansi", "spark", "hive", "trino", "presto", "bigquery", "drill":
		// Their interval literals with ranges are SQL's (Spark SQL
		// reference, literals: INTERVAL '2-3' YEAR TO MONTH, '3 4:05'
		// DAY TO MINUTE; Trino, Hive, BigQuery and Drill likewise).
		return IntervalRangesStandard
	case "duckdb":
		return IntervalRangesRefused
	}
	return IntervalRangesLenient
}

var intervalRanges = map[string]bool{
	"year month": true, "day hour": true, "day minute": true, "day second": true,
	"hour minute": true, "hour second": true, "minute second": true,
}

func (r IntervalRangeRule) parse(s, from, to string) (Interval, error) {
	rng := strings.ToUpper(from + " TO " + to)
	if !intervalRanges[from+" "+to] {
		return Interval{}, fmt.Errorf("the interval range %s is not supported", rng)
	}
	switch r {
	case IntervalRangesRefused:
		return Interval{}, fmt.Errorf("the interval range %s is not supported (write INTERVAL '...' with units)", rng)
	case IntervalRangesStandard:
		return standardIntervalRange(s, from, to)
	}
	return pgIntervalRange(s, from, to)
}

var (
	pgYearMonth = regexp.MustCompile(`^([+-]?)(\d+)-(\d+)$`)
	pgNumber    = regexp.MustCompile(`^[+-]?(\d+\.?\d*|\.\d+)$`)
	pgTime      = regexp.MustCompile(`^([+-]?)(\d+):(\d+)(?::(\d+(?:\.\d*)?)|(\.\d*))?$`)
)

func pgIntervalRange(s, from, to string) (Interval, error) {
	bad := fmt.Errorf("invalid input syntax for type interval: %q", s)
	var iv Interval
	if strings.HasPrefix(s, "P") {
		w, err := pgISOInterval(s)
		if err != nil {
			return iv, err
		}
		return truncateToRange(w, to), nil
	}
	var f []string
	for _, t := range strings.Fields(strings.ToLower(s)) {
		if n := len(f); n > 0 && (f[n-1] == "-" || f[n-1] == "+") {
			f[n-1] += t
			continue
		}
		f = append(f, t)
	}
	if len(f) == 0 {
		return iv, bad
	}
	for _, t := range f {
		if t != "" && (t[0] == '@' || t[len(t)-1] >= 'a' && t[len(t)-1] <= 'z') {
			// units written out: read as such, then cut to the range
			if pgNumber.MatchString(f[len(f)-1]) {
				// PostgreSQL reads a last bare number as the range's
				// last field ('2 days 3' DAY TO HOUR is 2 days 03:00:00),
				// where an interval without a range reads it as seconds.
				return iv, fmt.Errorf("the interval string %q ends in a number without a unit: write its unit", s)
			}
			w, err := parseInterval(s)
			if err != nil {
				return iv, err
			}
			return truncateToRange(w, to), nil
		}
	}
	seen := map[string]bool{}
	use := func(field string) error {
		if seen[field] {
			return bad
		}
		seen[field] = true
		return nil
	}
	next := ""
	for i := len(f) - 1; i >= 0; i-- {
		t := f[i]
		if m := pgYearMonth.FindStringSubmatch(t); m != nil {
			y, err1 := strconv.ParseInt(m[2], 10, 32)
			mo, err2 := strconv.ParseInt(m[3], 10, 32)
			if err1 != nil || err2 != nil {
				return iv, bad
			}
			if mo > 11 {
				return iv, fmt.Errorf("interval field value out of range: %q", s)
			}
			if use("year") != nil || use("month") != nil {
				return iv, bad
			}
			if y*12+mo > math.MaxInt32 {
				return iv, fmt.Errorf("interval field value out of range: %q", s)
			}
			n := int32(y*12 + mo)
			if m[1] == "-" {
				n = -n
			}
			iv.Months += n
			// PostgreSQL reads a number left of 'Y-M' as months again, a
			// field given twice ('3 1-2' DAY TO HOUR is an error, run on
			// PostgreSQL 15)
			next = "month"
			continue
		}
		if m := pgTime.FindStringSubmatch(t); m != nil {
			a, _ := strconv.ParseFloat(m[2], 64)
			if a > math.MaxInt32 {
				return iv, fmt.Errorf("interval field value out of range: %q", s)
			}
			b, _ := strconv.ParseFloat(m[3], 64)
			var us float64
			switch {
			case m[5] != "": // 'M:S.f'
				fr, _ := strconv.ParseFloat("0"+m[5], 64)
				if b > 60 {
					return iv, fmt.Errorf("interval field value out of range: %q", s)
				}
				us = a*60e6 + (b+fr)*1e6
			case m[4] != "":
				c, _ := strconv.ParseFloat(m[4], 64)
				if b >= 60 || math.Trunc(c) > 60 {
					return iv, fmt.Errorf("interval field value out of range: %q", s)
				}
				us = a*3600e6 + b*60e6 + c*1e6
			case from == "minute" && to == "second":
				if b > 60 {
					return iv, fmt.Errorf("interval field value out of range: %q", s)
				}
				us = a*60e6 + b*1e6
			default:
				if b >= 60 {
					return iv, fmt.Errorf("interval field value out of range: %q", s)
				}
				us = a*3600e6 + b*60e6
			}
			if use("time") != nil || seen["hour"] || seen["minute"] || seen["second"] {
				return iv, bad
			}
			if m[1] == "-" {
				us = -us
			}
			iv.Micros += int64(math.Round(us))
			next = "day"
			continue
		}
		if !pgNumber.MatchString(t) {
			return iv, bad
		}
		n, err := strconv.ParseFloat(t, 64)
		if err != nil {
			return iv, bad
		}
		if math.Abs(n) > math.MaxInt32 {
			return iv, fmt.Errorf("interval field value out of range: %q", s)
		}
		field := next
		if field == "" {
			field = to
		}
		if field != "day" && seen["time"] || use(field) != nil {
			return iv, bad
		}
		whole := math.Trunc(n)
		frac := n - whole
		next = ""
		switch field {
		case "month":
			iv.Months += int32(whole)
			days := frac * 30
			iv.Days += int32(math.Trunc(days))
			iv.Micros += int64(math.Round((days - math.Trunc(days)) * 86400e6))
		case "day":
			iv.Days += int32(whole)
			iv.Micros += int64(math.Round(frac * 86400e6))
		case "hour":
			iv.Micros += int64(math.Round(n * 3600e6))
			next = "day"
		case "minute":
			iv.Micros += int64(math.Round(n * 60e6))
		case "second":
			iv.Micros += int64(math.Round(n * 1e6))
		}
	}
	return truncateToRange(iv, to), nil
}

// truncateToRange drops the fields below a range's last, toward zero, as
// PostgreSQL does after reading the string.
func truncateToRange(iv Interval, to string) Interval {
	var unit int64
	switch to {
	case "month":
		iv.Days, iv.Micros = 0, 0
	case "hour":
		unit = 3600e6
	case "minute":
		unit = 60e6
	}
	if unit != 0 {
		iv.Micros = iv.Micros / unit * unit // Go's division truncates toward zero
	}
	return iv
}

var standardRangeForms = map[string]*regexp.Regexp{
	"year month":    regexp.MustCompile(`^([+-]?)(\d+)-(\d+)$`),
	"day hour":      regexp.MustCompile(`^([+-]?)(\d+) (\d+)$`),
	"day minute":    regexp.MustCompile(`^([+-]?)(\d+) (\d+):(\d+)$`),
	"day second":    regexp.MustCompile(`^([+-]?)(\d+) (\d+):(\d+):(\d+(?:\.\d*)?)$`),
	"hour minute":   regexp.MustCompile(`^([+-]?)(\d+):(\d+)$`),
	"hour second":   regexp.MustCompile(`^([+-]?)(\d+):(\d+):(\d+(?:\.\d*)?)$`),
	"minute second": regexp.MustCompile(`^([+-]?)(\d+):(\d+(?:\.\d*)?)$`),
}

func standardIntervalRange(s, from, to string) (Interval, error) {
	var iv Interval
	m := standardRangeForms[from+" "+to].FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return iv, fmt.Errorf("the interval string %q does not have the fields of %s TO %s", s, strings.ToUpper(from), strings.ToUpper(to))
	}
	names := []string{"year", "month", "day", "hour", "minute", "second"}
	i := 0
	for names[i] != from {
		i++
	}
	limits := map[string]float64{"month": 12, "hour": 24, "minute": 60, "second": 60}
	var months, days int64
	var us float64
	for k, v := range m[2:] {
		field := names[i+k]
		n, err := strconv.ParseFloat(v, 64)
		if err != nil || n > math.MaxInt32 {
			return iv, fmt.Errorf("interval field value out of range: %q", s)
		}
		if k > 0 && n >= limits[field] {
			return iv, fmt.Errorf("interval field value out of range: %q", s)
		}
		switch field {
		case "year":
			months += int64(n) * 12
		case "month":
			months += int64(n)
		case "day":
			days += int64(n)
		case "hour":
			us += n * 3600e6
		case "minute":
			us += n * 60e6
		case "second":
			us += n * 1e6
		}
	}
	if months > math.MaxInt32 || days > math.MaxInt32 || us > math.MaxInt64/2 {
		return iv, fmt.Errorf("interval out of range: %q", s)
	}
	iv = Interval{Months: int32(months), Days: int32(days), Micros: int64(math.Round(us))}
	if m[1] == "-" {
		iv = Interval{-iv.Months, -iv.Days, -iv.Micros}
	}
	return iv, nil
}

var (
	isoDesignators = regexp.MustCompile(`^P((?:-?(?:\d+\.?\d*|\.\d+)[YMWD])*)(?:T((?:-?(?:\d+\.?\d*|\.\d+)[HMS])*))?$`)
	isoField       = regexp.MustCompile(`(-?(?:\d+\.?\d*|\.\d+))([YMWDHS])`)
	isoAlternative = regexp.MustCompile(`^P(\d+)-(\d+)(?:-(\d+))?(?:T(\d+):(\d+)(?::(\d+(?:\.\d+)?))?)?$`)
)

// pgISOInterval reads an ISO 8601 interval string as PostgreSQL 15 does
// (run on the server): with designators, 'P1Y2M3DT4H5M6S', 'P1W', a field
// signed or with a fraction carried down ('P1.5Y' is 1 year 6 mons,
// 'P1.5M' 1 mon 15 days, 'P1.5W' 10 days 12:00:00, 'P-1.5D' -1 days
// -12:00:00, 'PT1.5M' 00:01:30), or in the alternative form
// 'P0001-02-03T04:05:06'. Other spellings PostgreSQL also takes (a
// lowercase 'p', an exponent, the basic form 'P00010203T040506') are an
// error here, as are those it refuses ('P', 'P1H', 'P1D2H').
func pgISOInterval(s string) (Interval, error) {
	var iv Interval
	notRead := fmt.Errorf("the ISO 8601 interval %q is not in a form the executor reads (P1Y2M3DT4H5M6S, P1W, P0001-02-03T04:05:06)", s)
	// PostgreSQL 15's arithmetic (DecodeISO8601Interval): a number's whole
	// part and fraction apart, years and months and days INT fields and
	// microseconds a BIGINT, each step checked; a fraction of a year is
	// rounded to months half to even, one of a month or a week carried to
	// whole days and then microseconds, which round half toward zero
	// (run: 'P1.375Y' is 1 year 4 mons, 'PT0.0000025S' 00:00:00.000002,
	// 'P1W2147483647D' and 'PT2562047788H3600M' out of range).
	var years, months, days, us int64
	over := fmt.Errorf("interval field value out of range: %q", s)
	int32OK := func(v int64) bool { return v == int64(int32(v)) }
	fracMicros := func(frac float64, scale int64) bool {
		frac *= float64(scale)
		u := int64(frac)
		if frac -= float64(u); frac > 0.5 {
			u++
		} else if frac < -0.5 {
			u--
		}
		sum := us + u
		if (u >= 0) == (us >= 0) && (sum >= 0) != (us >= 0) {
			return false
		}
		us = sum
		return true
	}
	fracDays := func(frac float64, scale int64) bool {
		frac *= float64(scale)
		days += int64(frac)
		return int32OK(days) && fracMicros(frac-float64(int64(frac)), 86400e6)
	}
	micros := func(whole int64, frac float64, scale int64) bool {
		if whole > math.MaxInt64/scale || whole < math.MinInt64/scale {
			return false
		}
		v := whole * scale
		sum := us + v
		if (v >= 0) == (us >= 0) && (sum >= 0) != (us >= 0) {
			return false
		}
		us = sum
		return fracMicros(frac, scale)
	}
	if m := isoAlternative.FindStringSubmatch(s); m != nil {
		num := func(t string) float64 { f, _ := strconv.ParseFloat(t, 64); return f }
		y, mo, d := num(m[1]), num(m[2]), num(m[3])
		if y*12+mo > math.MaxInt32 || d > math.MaxInt32 {
			return iv, fmt.Errorf("interval field value out of range: %q", s)
		}
		sec := num(m[6])
		if num(m[4]) > 1e15 || !micros(int64(num(m[4])), 0, 3600e6) || !micros(int64(num(m[5])), 0, 60e6) || !micros(int64(sec), sec-math.Trunc(sec), 1e6) {
			return iv, over
		}
		return Interval{Months: int32(y*12 + mo), Days: int32(d), Micros: us}, nil
	}
	m := isoDesignators.FindStringSubmatch(s)
	if m == nil || s == "P" {
		return iv, notRead
	}
	add := func(part string, time bool) error {
		seen := map[string]bool{}
		for _, f := range isoField.FindAllStringSubmatch(part, -1) {
			if seen[f[2]] {
				return notRead
			}
			seen[f[2]] = true
			n, err := strconv.ParseFloat(f[1], 64)
			if err != nil || math.Abs(n) > 1e15 {
				return over
			}
			whole := int64(math.Trunc(n))
			frac := n - float64(whole)
			ok := true
			switch {
			case time && f[2] == "H":
				ok = micros(whole, frac, 3600e6)
			case time && f[2] == "M":
				ok = micros(whole, frac, 60e6)
			case time && f[2] == "S":
				ok = micros(whole, frac, 1e6)
			case f[2] == "Y":
				years += whole
				months += int64(math.RoundToEven(frac * 12))
				ok = whole >= math.MinInt32/12 && whole <= math.MaxInt32/12 && int32OK(years) && int32OK(months)
			case f[2] == "M":
				months += whole
				ok = int32OK(whole) && int32OK(months) && fracDays(frac, 30)
			case f[2] == "W":
				days += whole * 7
				ok = int32OK(whole) && int32OK(whole*7) && int32OK(days) && fracDays(frac, 7)
			case f[2] == "D":
				days += whole
				ok = int32OK(whole) && int32OK(days) && fracMicros(frac, 86400e6)
			default:
				return notRead
			}
			if !ok {
				return over
			}
		}
		return nil
	}
	if err := add(m[1], false); err != nil {
		return iv, err
	}
	if err := add(m[2], true); err != nil {
		return iv, err
	}
	if total := years*12 + months; int32OK(total) {
		return Interval{Months: int32(total), Days: int32(days), Micros: us}, nil
	}
	return iv, fmt.Errorf("interval out of range: %q", s)
}
