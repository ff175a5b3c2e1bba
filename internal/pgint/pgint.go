// Package pgint reads text as PostgreSQL 15's integer input does, for the
// translator (string literals PostgreSQL resolves as integers) and the
// reference executor.
package pgint

import (
	"strconv"
	"strings"
)

// Int4 reads s as PostgreSQL 15's integer (int4) input does: blanks around
// an optional sign and decimal digits, within 32 bits.
func Int4(s string) (int, bool) {
	s = strings.Trim(s, " \t\n\r\f\v")
	t := s
	if t != "" && (t[0] == '-' || t[0] == '+') {
		t = t[1:]
	}
	if t == "" || strings.Trim(t, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.ParseInt(s, 10, 32)
	if err != nil {
		return 0, false
	}
	return int(n), true
}
