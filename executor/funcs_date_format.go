package executor

import (
	"fmt"
	"strings"
)

// Spark's date_format(timestamp, pattern), a subset of its datetime
// patterns (Spark SQL reference, "Datetime Patterns", which are
// java.time's DateTimeFormatter letters): yyyy (the year of era, at
// least four digits, a + before one of more: SignStyle.EXCEEDS_PAD), MM,
// dd, HH, mm, ss (two digits each), S to SSSSSSSSS (the fraction of the
// second, cut to that many digits, not rounded), any character other
// than a letter or a quote copied as it is, and yy (the year's last two
// digits). Another letter, a quote or a year before 1 are errors: they
// are not modelled. The
// TIMESTAMP is read as the executor holds it, as its CAST to STRING is.
func init() {
	regFormat("date_format", "Spark and Hive", func(o *Options) bool { return o.SparkDateFormat || o.HiveDateFormat }, dateFormatSpark) // funcs_strftime.go
	// Hive's: funcs_hive_date_format.go
	hiveDateFormatWrap(scalarFuncs["date_format"])
}

func dateFormatSpark(a []Value) (Value, error) {
	if a[0].k == KindDate {
		// a DATE is formatted as its midnight (Spark casts it to a
		// TIMESTAMP: date_format(DATE '2024-03-05', 'HH') is 00)
		a = []Value{TimestampValue(a[0].i * 86400e6), a[1]}
	}
	var b strings.Builder
	t, f, pad, err := formatArgs("date_format", a, &b)
	if err != nil {
		return Null, err
	}
	for i := 0; i < len(f); {
		c := f[i]
		n := 1
		for i+n < len(f) && f[i+n] == c {
			n++
		}
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && c != '\'' {
			b.WriteString(f[i : i+n])
			i += n
			continue
		}
		switch {
		case c == 'y' && n == 4:
			if t.Year() > 9999 {
				b.WriteByte('+')
			}
			pad(t.Year(), 4)
		case c == 'y' && n == 2:
			pad(t.Year()%100, 2)
		case c == 'M' && n == 2:
			pad(int(t.Month()), 2)
		case c == 'd' && n == 2:
			pad(t.Day(), 2)
		case c == 'H' && n == 2:
			pad(t.Hour(), 2)
		case c == 'm' && n == 2:
			pad(t.Minute(), 2)
		case c == 's' && n == 2:
			pad(t.Second(), 2)
		case c == 'S' && n <= 9:
			nanos := fmt.Sprintf("%09d", t.Nanosecond())
			b.WriteString(nanos[:n])
		default:
			return Null, fmt.Errorf("date_format: the pattern %q is not modelled", f[i:i+n])
		}
		i += n
	}
	return StringValue(b.String()), nil
}
