package executor

import (
	"fmt"
	"time"
)

// Hive's date_format(x, pattern) formats with Java's SimpleDateFormat
// (Hive LanguageManual UDF, date_format: "Supported formats are Java
// SimpleDateFormat formats"), whose letters yyyy, yy, MM, dd, HH, mm and
// ss write what Spark's do (funcs_date_format.go) for a year of 1583 to
// 9999, and whose SSS writes the milliseconds, the first three digits of
// the fraction. Its S of another count (the count of milliseconds, not
// the fraction's digits), a year before 1583 (SimpleDateFormat's default
// calendar is Julian before 1582-10-15) or after 9999 are errors: they
// are not modelled.
func hiveDateFormatWrap(f *scalarFunc) {
	spark := f.dialect
	f.dialect = func(o *Options) func([]Value) (Value, error) {
		body := spark(o)
		if !o.HiveDateFormat {
			return body
		}
		return func(a []Value) (Value, error) {
			f := textOf(a[1])
			for i := 0; i < len(f); {
				n := 1
				for i+n < len(f) && f[i+n] == f[i] {
					n++
				}
				if f[i] == 'S' && n != 3 {
					return Null, fmt.Errorf("date_format: Hive's pattern %q is not modelled", f[i:i+n])
				}
				i += n
			}
			var t time.Time
			switch a[0].k {
			case KindDate:
				t = dateToTime(a[0].i)
			case KindTimestamp:
				t = microsToTime(a[0].i)
			}
			if y := t.Year(); (a[0].k == KindDate || a[0].k == KindTimestamp) && (y < 1583 || y > 9999) {
				return Null, fmt.Errorf("date_format: Hive's of the year %d is not modelled", y)
			}
			return body(a)
		}
	}
}
