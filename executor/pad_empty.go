package executor

import (
	"fmt"
	"strings"
)

// An empty pad string given to lpad or rpad.
//
// The canonical functions (PostgreSQL's, Spark's) give s cut to n
// characters: lpad('abc', 5, '') is 'abc'. Trino and Presto raise
// "Padding string must not be empty" for every call whose arguments are
// not NULL, after the check of the length, even where no padding is
// needed (Trino's StringFunctions.pad checks the pad before it compares
// the lengths; its tests: LPAD('abc', 3, '') fails), and BigQuery's LPAD
// and RPAD return "an error if ... pattern is empty" (BigQuery string
// functions): lpad_raise and rpad_raise raise so (Options.PadNegativeRaises;
// Hive's calls, read with their pad as nullif(pad, ''), never reach them
// with an empty pad). DuckDB raises "Insufficient padding in LPAD." only
// where padding is needed, n past the length of s, and cuts s otherwise
// (run on DuckDB 1.5: lpad('abc', 5, '') raises, lpad('abc', 2, '') is
// 'ab', lpad('abc', 3, '') 'abc', lpad('abc', -1, '') ''): lpad_duckdb and
// rpad_duckdb (Options.PadEmptyShortRaises).

// padEmptyErr is the error of an empty pad for the function of the side
// left, the message of the dialects whose rule is raise (always) or
// DuckDB's; nil where the call gives a value.
func padEmptyErr(left, always bool, length, n int64) error {
	name := map[bool]string{true: "lpad", false: "rpad"}[left]
	if always {
		return fmt.Errorf("%s: padding string must not be empty", name)
	}
	if n > length {
		return fmt.Errorf("insufficient padding in %s: the pad is empty and %d characters are asked of a string of %d", strings.ToUpper(name), n, length)
	}
	return nil
}

func init() {
	reg(&scalarFunc{name: "lpad_duckdb", min: 2, max: 3, strict: true, ret: retFixed(tVarchar), fn: padFunc(true, false, true)})
	reg(&scalarFunc{name: "rpad_duckdb", min: 2, max: 3, strict: true, ret: retFixed(tVarchar), fn: padFunc(false, false, true)})
}

// padFunc is lpad (left) or rpad of s, n and pad (a space by default):
// raise, a negative n and an empty pad raise (lpad_raise); duck, an empty
// pad raises where padding is needed (lpad_duckdb); otherwise an empty
// pad cuts s to n characters and a negative n gives ”.
func padFunc(left, raise, duck bool) func(a []Value) (Value, error) {
	return func(a []Value) (Value, error) {
		rs := []rune(textOf(a[0]))
		n, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		if n < 0 && raise {
			// the arguments are not NULL here (strict)
			return Null, fmt.Errorf("the length of %s is negative: %d", map[bool]string{true: "lpad", false: "rpad"}[left], n)
		}
		if n > 1<<24 {
			return Null, fmt.Errorf("result too large")
		}
		p := []rune(" ")
		if len(a) > 2 {
			p = []rune(textOf(a[2]))
		}
		if len(p) == 0 && (raise || duck) {
			if err := padEmptyErr(left, raise, int64(len(rs)), n); err != nil {
				return Null, err
			}
		}
		if n <= int64(len(rs)) {
			return StringValue(string(rs[:max(n, 0)])), nil
		}
		if len(p) == 0 {
			return StringValue(string(rs)), nil
		}
		fill := make([]rune, 0, n-int64(len(rs)))
		for i := 0; int64(len(fill)) < n-int64(len(rs)); i++ {
			fill = append(fill, p[i%len(p)])
		}
		if left {
			return StringValue(string(fill) + string(rs)), nil
		}
		return StringValue(string(rs) + string(fill)), nil
	}
}
