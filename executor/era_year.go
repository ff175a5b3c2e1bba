package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The year of a date or a timestamp before year 1 is counted as each engine
// counts it: the executor's own count (datePart) is the proleptic one with a
// year 0 (1 BC is 0, 44 BC -43), which DuckDB 1.5 gives of a DATE or a
// TIMESTAMP; PostgreSQL 15 has no year 0 (1 BC is -1, 44 BC -44), and
// DuckDB's ICU gives the year of the era of a TIMESTAMPTZ (1 BC is 1, 44 BC
// 44). Run on both, zone_fields_test.go.

// eraYears is a dialect hook: base's year of a date or a timestamp before
// year 1 (the part field gives of its arguments) counted as PostgreSQL
// counts it under Options.PostgresTyping and, of a TIMESTAMPTZ, as DuckDB
// does under Options.DuckDBZoneText.
func eraYears(field func(a []Value) string, base func(o *Options) func([]Value) (Value, error)) func(o *Options) func([]Value) (Value, error) {
	return func(o *Options) func([]Value) (Value, error) {
		fn := base(o)
		if !o.PostgresTyping && !o.DuckDBZoneText {
			return fn
		}
		return func(a []Value) (Value, error) {
			r, err := fn(a)
			if err != nil || r.k != KindInt || r.i > 0 || len(a) == 0 {
				return r, err
			}
			switch strings.ToLower(field(a)) {
			case "year", "yyyy", "yy", "years":
			default:
				return r, nil
			}
			x := a[len(a)-1]
			switch {
			case o.PostgresTyping:
				r.i--
			case x.k == KindTimestamp && x.t == ast.TypeTimestampTZ:
				r.i = 1 - r.i
			}
			return r, nil
		}
	}
}
