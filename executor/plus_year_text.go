package executor

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Spark, Hive and Trino make a date or a timestamp text with java.time
// formatters whose year has four pattern letters, which write a year of
// more than four digits with a + before it (SignStyle.EXCEEDS_PAD: "the
// sign is output if the pad width is exceeded when 'G' is not present",
// Spark SQL reference, Datetime patterns): CAST(DATE '9999-12-31' + 1 AS
// STRING) is +10000-01-01.
//   - Spark 3: a DATE and a TIMESTAMP, by its default formatters, of the
//     pattern yyyy-MM-dd, whose y it reads as u (the proleptic year) when
//     there is no G, and of ISO_LOCAL_DATE before a timestamp's time
//     (DateTimeFormatterHelper).
//   - Hive 3: a DATE and a TIMESTAMP, by DateTimeFormatter.ofPattern of
//     yyyy-MM-dd and yyyy-MM-dd HH:mm:ss (Date.toString, Timestamp.toString,
//     which a cast to a string type and concat write).
//   - Trino: a TIMESTAMP, by uuuu-MM-dd HH:mm:ss (TimestampToVarcharCast).
//     Its DATE is written by Joda's ISO date printer (DateOperators,
//     DateTimeUtils.printDate), which writes no + (10000-01-01), and
//     Presto writes both with Joda: neither is changed.
//
// The elements of an array joined by array_join or concat_ws are written
// so too (plusYearElemsFn), and in Spark those of an array, a struct or a
// map cast to a string (spark_nested_text.go, which casts each element).
// A year before 1 (Options.EraYearText) is written by Spark, Trino and
// Presto as its signed proleptic year, four digits at least (java.time's
// uuuu and Spark's yyyy read as u; Joda's ISO year for Trino's DATE and
// Presto's values): 45 BC is -0044, 1 BC 0000; by Hive 3 as its year of
// the era, without a sign or an era (yyyy of java.time): 45 BC is 0045
// (rewrite/temporal_text.go, extremeYearsDiffer, records the same).

// plusYearText is v, a DATE or a TIMESTAMP (not WITH TIME ZONE) of a year
// past 9999, as text with + before its year, when Options.PlusYearDates
// or Options.PlusYearTimestamps says the dialect writes it so; v itself
// otherwise.
func plusYearText(v Value, o *Options) Value {
	if o.EraYearText != EraYearDefault && (v.k == KindDate || v.k == KindTimestamp && v.t != ast.TypeTimestampTZ) {
		if s := v.String(); strings.Contains(s, " (BC)") {
			return StringValue(eraYearText(s, o.EraYearText))
		}
	}
	switch {
	case v.k == KindDate && o.PlusYearDates:
	case v.k == KindTimestamp && v.t != ast.TypeTimestampTZ && o.PlusYearTimestamps:
	default:
		return v
	}
	s := v.String()
	if strings.IndexByte(s, '-') <= 4 {
		// four digits (a year before 1 is written with them too)
		return v
	}
	return StringValue("+" + s)
}

// plusYearToText is v cast to t, a string type, with a + before a year
// past 9999 (plusYearText); v itself for another t.
func plusYearToText(v Value, t Type, o *Options) Value {
	if !t.Kind.IsText() {
		return v
	}
	return plusYearText(v, o)
}

// plusYearTextFn is f with a date or a timestamp result written as text
// with a + before a year past 9999 (plusYearText), for || and the
// functions that read their arguments as text (Spark and Hive cast them
// to a string as CAST does).
func plusYearTextFn(f evalFn, o *Options) evalFn {
	return func(r *rowRef) (Value, error) {
		v, err := f(r)
		if err != nil {
			return v, err
		}
		return plusYearText(v, o), nil
	}
}

// plusYearElemsFn is f with each DATE or TIMESTAMP element of an array
// result made text as plusYearText writes it, for array_join and
// concat_ws, which write an array's elements as CAST does (Spark's
// ArrayJoin of an array cast to strings; Hive's concat_ws); another
// result is left as it is.
func plusYearElemsFn(f evalFn, o *Options) evalFn {
	return elemsMappedFn(f, func(e Value) (Value, bool) { // pg_bool_text.go
		p := plusYearText(e, o)
		return p, p.k != e.k
	})
}

// EraYearText is how a dialect writes the year of a date or a timestamp
// before year 1 as text.
type EraYearText uint8

const (
	// EraYearDefault: the executor's own text, 0045-03-15 (BC) (DuckDB's).
	EraYearDefault EraYearText = iota
	// EraYearProleptic: the signed proleptic year, 1 BC 0000, 45 BC -0044
	// (Spark, Trino, Presto).
	EraYearProleptic
	// EraYearOfEra: the year of the era alone, 45 BC 0045 (Hive 3).
	EraYearOfEra
)

// eraYearText is s, the executor's text of a date or a timestamp before
// year 1 (0045-03-15 (BC), formatDate), as rule writes it.
func eraYearText(s string, rule EraYearText) string {
	i := strings.Index(s, " (BC)")
	j := strings.IndexByte(s, '-')
	if i < 0 || j <= 0 {
		return s
	}
	s = s[:i] + s[i+5:]
	if rule == EraYearOfEra {
		return s
	}
	era, err := strconv.Atoi(s[:j])
	if err != nil {
		return s
	}
	y := strconv.Itoa(era - 1)
	for len(y) < 4 {
		y = "0" + y
	}
	if era > 1 {
		y = "-" + y
	}
	return y + s[j:]
}

// signedYearInput is s, the text of a date or a timestamp, with a year
// given as a negative proleptic year (-0044-03-15, 45 BC) written as the
// executor reads one (0045-03-15 (BC)): Spark reads [+-]yyyy* as the
// signed proleptic year in a cast of a string to a DATE or a TIMESTAMP
// and in their literals (Spark 3.3 migration guide: the date and
// timestamp patterns [+-]yyyy*-[m]m-[d]d...;
// Options.SignedYearInput). Another s is returned as it is.
func signedYearInput(s string) string {
	t := strings.TrimSpace(s)
	if len(t) < 2 || t[0] != '-' {
		return s
	}
	j := strings.IndexByte(t[1:], '-')
	if j <= 0 {
		return s
	}
	y, err := strconv.Atoi(t[1 : 1+j])
	if err != nil || y < 1 {
		return s
	}
	// the proleptic year -y is the year y + 1 before Christ
	return strconv.Itoa(y+1) + t[1+j:] + " (BC)"
}
