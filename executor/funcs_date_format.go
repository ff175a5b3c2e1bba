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
	return formatJavaPattern("date_format", a, 9, true)
}

// formatJavaPattern writes a DATE (its midnight) or TIMESTAMP by the
// pattern letters Spark's date_format and Trino's format_datetime share
// (yyyy, yy, MM, dd, HH, mm, ss, and S up to maxFrac of them, the first
// digits of the fraction, cut); plusYear writes a year past 9999 with a
// +, else it is not modelled. Characters other than letters and quotes
// are copied.
func formatJavaPattern(name string, a []Value, maxFrac int, plusYear bool) (Value, error) {
	if a[0].k == KindDate {
		// a DATE is formatted as its midnight (Spark casts it to a
		// TIMESTAMP: date_format(DATE '2024-03-05', 'HH') is 00)
		a = []Value{TimestampValue(a[0].i * 86400e6), a[1]}
	}
	var b strings.Builder
	t, f, pad, err := formatArgs(name, a, &b)
	if err != nil {
		return Null, err
	}
	if t.Year() > 9999 && !plusYear {
		return Null, fmt.Errorf("%s of the year %d is not modelled", name, t.Year())
	}
	for i := 0; i < len(f); {
		c := f[i]
		n := 1
		for i+n < len(f) && f[i+n] == c {
			n++
		}
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		switch {
		case !letter && c != '\'':
			b.WriteString(f[i : i+n])
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
		case c == 'S' && n <= maxFrac:
			b.WriteString(fmt.Sprintf("%09d", t.Nanosecond())[:n])
		default:
			return Null, fmt.Errorf("%s: the pattern %q is not modelled", name, f[i:i+n])
		}
		i += n
	}
	return StringValue(b.String()), nil
}
