package executor

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// DateRange is the range of a DATE under an engine's rules, beyond which
// reading one or computing one raises.
type DateRange int

const (
	// DateRangeNone: no bound but the executor's own
	DateRangeNone DateRange = iota
	// DateRangePostgres: 4714-11-24 BC to 5874897-12-31 (PostgreSQL 15
	// documentation, 8.5 Date/Time Types; run on PostgreSQL 15: DATE
	// '5874897-12-30' + 1 is 5874897-12-31, DATE '5874897-12-31' + 1 and
	// DATE '4714-11-24 BC' - 1 raise "date out of range", DATE
	// '5874898-01-01' raises "date out of range: "5874898-01-01"")
	DateRangePostgres
	// DateRangeDuckDB: 5877642-06-25 (BC) to 5881580-07-10, days
	// -2147483646 to 2147483646 from 1970-01-01 (run on DuckDB 1.5: DATE
	// '5881580-07-10' - DATE '1970-01-01' is 2147483646, DATE
	// '5881580-07-10' + 1 raises "Date out of range", DATE '5881580-07-11'
	// "date field value out of range")
	DateRangeDuckDB
)

// bounds are the first and last days of the range, counted from
// 1970-01-01 (PostgreSQL 15 run: DATE '4714-11-24 BC' - DATE '1970-01-01'
// is -2440588, DATE '5874897-12-31' - DATE '1970-01-01' 2145042905).
func (r DateRange) bounds() (lo, hi int64, ok bool) {
	switch r {
	case DateRangePostgres:
		return -2440588, 2145042905, true
	case DateRangeDuckDB:
		return -2147483646, 2147483646, true
	}
	return 0, 0, false
}

// arith is the error of v, the result of a date arithmetic, beyond the
// range.
func (r DateRange) arith(v Value) error {
	lo, hi, ok := r.bounds()
	if !ok || v.k != KindDate || v.t != ast.TypeDate || (v.i >= lo && v.i <= hi) {
		return nil
	}
	if r == DateRangeDuckDB {
		return fmt.Errorf("Date out of range")
	}
	return fmt.Errorf("date out of range")
}

// input is the error of v, the text in read as a DATE, beyond the range.
func (r DateRange) input(v Value, in Value) error {
	lo, hi, ok := r.bounds()
	if !ok || v.k != KindDate || (v.i >= lo && v.i <= hi) {
		return nil
	}
	if r == DateRangeDuckDB {
		return fmt.Errorf("date field value out of range: %q", in.s)
	}
	return fmt.Errorf("date out of range: %q", in.s)
}

// dateTextDays reads s, a date without a time (2020-01-02, with " BC" at
// the end or " (BC)" after it as parseTimestamp reads them), as its days
// from 1970-01-01, in days rather than parseTimestamp's microseconds,
// which hold no year past 294276 (DATE '5874897-12-31' is a PostgreSQL
// date, 2145042905 days); ok is false for another text, which
// parseTimestamp reads.
func dateTextDays(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	bc := false
	if i := strings.Index(strings.ToUpper(s), " (BC)"); i >= 0 && i+5 == len(s) {
		bc, s = true, s[:i]
	} else if n := len(s) - 3; n > 0 && strings.EqualFold(s[n:], " BC") {
		bc, s = true, strings.TrimSpace(s[:n])
	}
	dp := strings.Split(s, "-")
	if len(dp) != 3 || dp[0] == "" || dp[0][0] == '+' {
		return 0, false
	}
	for _, p := range dp {
		if p == "" || len(p) > 9 || strings.Trim(p, "0123456789") != "" {
			return 0, false
		}
	}
	y, _ := strconv.Atoi(dp[0])
	m, _ := strconv.Atoi(dp[1])
	d, _ := strconv.Atoi(dp[2])
	if m < 1 || m > 12 || d < 1 || d > 31 {
		return 0, false
	}
	if bc {
		y = 1 - y
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d {
		return 0, false
	}
	return floorDiv(t.Unix(), 86400), true
}
