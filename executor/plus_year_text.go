package executor

import (
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
// A year before 1 is left as the executor writes it (formatDate): how
// each of these engines writes one (Spark and Trino the signed proleptic
// year, -0044 for 45 BC; Hive the year of the era without it, 0045) is
// not reproduced here.

// plusYearText is v, a DATE or a TIMESTAMP (not WITH TIME ZONE) of a year
// past 9999, as text with + before its year, when Options.PlusYearDates
// or Options.PlusYearTimestamps says the dialect writes it so; v itself
// otherwise.
func plusYearText(v Value, o *Options) Value {
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
