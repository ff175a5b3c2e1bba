package executor

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckTimeTextBlanks is DuckDB's error of a string cast to a TIMESTAMP, a
// TIMESTAMPTZ or a TIME (t) that ends in blanks after a time of day
// without seconds, or after a date alone, nil otherwise (under
// Options.DuckDBTimeText). DuckDB 1.5 run: TIMESTAMP '2020-01-01 10:00 ',
// '2020-01-01T10:00 ', '2020-01-01 ', TIMESTAMPTZ '2020-01-01 10:00+00 '
// raise "invalid timestamp field format: ...", TIME '10:00 ' "time field
// value out of range: ...", while '2020-01-01 10:00:00 ', '... 10:00:00.5
// ', '... 10:00:00+00 ', ' 2020-01-01 10:00' and DATE '2020-01-01 '
// are read; the executor read them all.
func duckTimeTextBlanks(s string, t Type) error {
	k := t.Kind
	if k != ast.TypeTimestamp && k != ast.TypeTimestampTZ && k != ast.TypeTime {
		return nil
	}
	trimmed := strings.TrimRight(s, " \t\n\r\v\f")
	if trimmed == s {
		return nil
	}
	tod := strings.TrimLeft(trimmed, " \t\n\r\v\f")
	if k != ast.TypeTime {
		i := strings.IndexAny(tod, " T")
		if i < 0 {
			tod = "" // a date alone
		} else {
			tod = tod[i+1:]
		}
	}
	if strings.Count(tod, ":") >= 2 {
		return nil // the seconds are written
	}
	if k == ast.TypeTime {
		return fmt.Errorf("time field value out of range: %q, expected format is ([YYYY-MM-DD ]HH:MM:SS[.MS])", s)
	}
	return fmt.Errorf("invalid timestamp field format: %q, expected format is (YYYY-MM-DD HH:MM:SS[.US][±HH[:MM[:SS]]| ZONE])", s)
}
