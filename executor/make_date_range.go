package executor

import (
	"fmt"
	"time"
)

// make_date past the years 1 to 9999, as PostgreSQL and DuckDB give it
// (Options.MakeDateRule; run on PostgreSQL 15 and DuckDB 1.5):
//
//   - PostgreSQL reads a negative year as one before Christ, -44 being 44
//     BC ("make_date(-44, 3, 15) → 0044-03-15 BC", PostgreSQL 15
//     documentation 9.9), raises "date field value out of range: 0-01-01"
//     for the year 0 and for a day the month lacks, and "date out of
//     range" outside its DATE range, 4714-11-24 BC to 5874897-12-31
//     (PostgreSQL 15 documentation 8.5, Table 8.9: 4713 BC to 5874897 AD;
//     make_date(-4714, 11, 24) is 4714-11-24 BC, make_date(-4714, 11, 23)
//     and make_date(5874898, 1, 1) raise);
//   - DuckDB reads the year as an astronomical one, 0 being 1 BC and -5
//     6 BC (make_date(0, 2, 29) is 0001-02-29 (BC), make_date(-5, 1, 1)
//     0006-01-01 (BC)), and raises "Date out of range" for a day the
//     month lacks and outside its DATE range, 5877642-06-25 BC
//     (astronomical -5877641-06-25) to 5881580-07-10.
//
// A year past those ranges (or past what Go's time package holds) raises
// naming the range.

// makeDateRange is the first and last astronomical year, month and day of
// a dialect's make_date.
var makeDateRange = map[string][2][3]int64{
	"postgres": {{-4713, 11, 24}, {5874897, 12, 31}},
	"duckdb":   {{-5877641, 6, 25}, {5881580, 7, 10}},
}

// makeDateIn is make_date(y, m, d) by the rule of dialect (postgres or
// duckdb).
func makeDateIn(dialect string, a []Value) (Value, error) {
	y, m, d, err := dateArgs(a)
	if err != nil {
		return Null, err
	}
	astro := y
	if dialect == "postgres" {
		if y == 0 {
			return Null, fmt.Errorf("make_date: date field value out of range: %d-%02d-%02d (postgres has no year 0)", y, m, d)
		}
		if y < 0 {
			astro = y + 1 // 1 BC is the astronomical year 0
		}
	}
	t := time.Date(int(astro), time.Month(m), int(d), 0, 0, 0, 0, time.UTC)
	if m < 1 || m > 12 || d < 1 || d > 31 || int64(t.Year()) != astro || t.Month() != time.Month(m) || t.Day() != int(d) {
		return Null, fmt.Errorf("make_date: date field value out of range: %d-%02d-%02d is not a date", y, m, d)
	}
	if lo, hi := makeDateRange[dialect][0], makeDateRange[dialect][1]; less([3]int64{astro, m, d}, lo) || less(hi, [3]int64{astro, m, d}) {
		return Null, fmt.Errorf("make_date: date out of range: %d-%02d-%02d (%s's dates run from the astronomical %d-%02d-%02d to %d-%02d-%02d)",
			y, m, d, dialect, lo[0], lo[1], lo[2], hi[0], hi[1], hi[2])
	}
	return DateValue(floorDiv(t.Unix(), 86400)), nil
}

// less orders year, month, day triples.
func less(a, b [3]int64) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

func init() {
	wrapDialect([]string{"make_date"}, func(o *Options, _ *scalarFunc, body func([]Value) (Value, error)) func([]Value) (Value, error) {
		if _, ok := makeDateRange[o.MakeDateRule]; !ok || o.SparkDateFormat || o.HiveDateFormat {
			return body // Spark's and Hive's raise (bq_date.go)
		}
		rule := o.MakeDateRule
		return func(a []Value) (Value, error) { return makeDateIn(rule, a) }
	})
}
