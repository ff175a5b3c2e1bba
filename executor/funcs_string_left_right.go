package executor

import "fmt"

// LeftRightRule is what left(s, n) and right(s, n) give for a negative n
// (dialects/functions_false_friends.go cites each dialect's rule).
type LeftRightRule int

const (
	// LeftRightDrop: all but the |n| characters of the other end
	// (PostgreSQL 15, 9.4: left "when n is negative, returns all but last
	// |n| characters"; DuckDB 1.5 the same, run).
	LeftRightDrop LeftRightRule = iota
	// LeftRightEmpty: the empty string (Spark: "if len is less or equal
	// than 0 the result is an empty string"; Snowflake LEFT: "If the
	// length is a negative number, the function returns an empty string",
	// its RIGHT, whose page was not found, modelled alike, unverified;
	// Doris STRLEFT and STRRIGHT).
	LeftRightEmpty
	// LeftRightRaise: an error (BigQuery's LEFT and RIGHT of a negative
	// length; no page of BigQuery's was found to confirm it, unverified).
	LeftRightRaise
)

// The rule wraps the left and right of funcs_string.go, whose init runs
// before this file's.
func init() {
	wrapDialect([]string{"left", "right"}, func(o *Options, f *scalarFunc, body func([]Value) (Value, error)) func([]Value) (Value, error) {
		if o.LeftRight == LeftRightDrop {
			return body
		}
		return func(a []Value) (Value, error) {
			n, err := argInt(a[1])
			if err != nil || n >= 0 {
				return body(a)
			}
			if o.LeftRight == LeftRightRaise {
				return Null, fmt.Errorf("%s: the length must not be negative, got %d", f.name, n)
			}
			return StringValue(""), nil
		}
	})
}
