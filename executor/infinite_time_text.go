package executor

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// InfiniteTimeRule is what a cast of the text 'infinity', '+infinity' or
// '-infinity' (any case, blanks around) to a DATE or TIMESTAMP gives.
type InfiniteTimeRule uint8

const (
	// InfiniteTimeUnmodelled raises, naming the value, also in TRY_CAST
	// (parseTimestamp's unreadError): PostgreSQL and DuckDB read the text
	// as an infinite date or timestamp, which lat run does not keep. The
	// executor's rule when a dialect sets none, so that a dialect not
	// checked is refused rather than answered.
	InfiniteTimeUnmodelled InfiniteTimeRule = iota
	// InfiniteTimeInvalid reads the text as any other that is no date: an
	// error of CAST, NULL in TRY_CAST. Trino and Presto have no infinite
	// date or timestamp: their cast of a varchar parses a date or
	// timestamp and throws INVALID_CAST_ARGUMENT ("Value cannot be cast
	// to date: infinity", DateOperators.castFromVarchar, Trino's
	// documentation: "try_cast ... returns null if the cast fails").
	// BigQuery's DATE and TIMESTAMP hold 0001-01-01 to 9999-12-31 only
	// (BigQuery documentation, Data types: Date type, Timestamp type),
	// and its cast of a string not in the canonical format is an error
	// (Conversion rules: "Casting from a string to a date"), SAFE_CAST's
	// NULL.
	InfiniteTimeInvalid
	// InfiniteTimeNull gives NULL: Hive's cast of a string to DATE "If the
	// string value does not match this format [YYYY-MM-DD], then NULL is
	// returned" (Hive LanguageManual Types, Casting Dates), and to
	// TIMESTAMP likewise (TimestampUtils.stringToTimestamp gives null
	// where Timestamp.valueOf throws); Spark with ANSI mode off returns
	// null for an invalid input of a cast (Spark SQL reference, ANSI
	// Compliance: with spark.sql.ansi.enabled, "Spark will throw an
	// exception at runtime instead of returning null results if the
	// inputs to a SQL operator/function are invalid"), and its
	// DateTimeUtils.stringToDate and stringToTimestamp read digits and
	// separators only: 'infinity' is no date there (Spark 3.2 migration
	// guide: no special value, 'epoch' or 'now', is read by a cast).
	InfiniteTimeNull
)

// infiniteTimeCast is the cast of v to t under rule where v is a text
// spelling an infinite date or timestamp and t a DATE or TIMESTAMP: done
// reports whether it answered (out, err); else the cast goes on, and
// parseTimestamp raises under InfiniteTimeUnmodelled.
func infiniteTimeCast(v Value, t Type, rule InfiniteTimeRule) (out Value, done bool, err error) {
	if rule == InfiniteTimeUnmodelled || v.k != KindString || !infiniteTimeText(strings.TrimSpace(v.s)) {
		return Null, false, nil
	}
	switch t.Kind {
	case ast.TypeDate, ast.TypeTimestamp, ast.TypeTimestampTZ:
	default:
		return Null, false, nil
	}
	if rule == InfiniteTimeNull {
		return Null, true, nil
	}
	return Null, true, fmt.Errorf("invalid %s '%s': this dialect has no infinite date or timestamp", strings.ToLower(t.Kind.String()), v.s)
}
