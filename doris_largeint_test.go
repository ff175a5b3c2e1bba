package lateral_test

import (
	"strings"
	"testing"
)

// lat run --dialect doris holds LARGEINT's 128 bits (Doris documentation,
// data types: "LARGEINT | 16 | Integer value, range is [-2^127 + 1 to
// 2^127 - 1]"): +, - and * of LARGEINTs go past BIGINT's range, and past
// 128 bits raise, Doris documenting no result there.
func TestDorisLargeIntRange(t *testing.T) {
	for _, c := range []struct{ sql, want, err string }{
		{sql: "SELECT CAST(9223372036854775807 AS LARGEINT) + 1 AS a, CAST(9223372036854775807 AS LARGEINT) * 9223372036854775807 * 2 AS b, CAST(5 AS LARGEINT) - 7 AS c",
			want: "(9223372036854775808, 170141183460469231694793815568465002498, -2)"},
		{sql: "SELECT x + 1 AS a FROM (SELECT CAST('100000000000000000000' AS LARGEINT) AS x) t", want: "(100000000000000000001)"},
		{sql: "SELECT CAST(170141183460469231731687303715884105727 AS LARGEINT) + 1 AS a", err: "past the 128-bit range of LARGEINT"},
		{sql: "SELECT -CAST('170141183460469231731687303715884105727' AS LARGEINT) - 2 AS a", err: "past the 128-bit range of LARGEINT"},
		{sql: "SELECT CAST(9223372036854775807 AS LARGEINT) * 9223372036854775807 * 3 AS a", err: "past the 128-bit range of LARGEINT"},
		{sql: "SELECT CAST('170141183460469231731687303715884105728' AS LARGEINT) AS a", err: "cannot cast"},
	} {
		rows, err := refRows("doris", c.sql)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: %v %v, want an error holding %q", c.sql, rows, err, c.err)
		case c.err == "" && (err != nil || len(rows) != 1 || rowText(rows[0]) != c.want):
			t.Errorf("%s: %v %v, want %s", c.sql, rows, err, c.want)
		}
	}
}
