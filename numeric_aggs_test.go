package lateral_test

import (
	"fmt"
	"testing"
)

// The reference executor types PostgreSQL's (and ANSI's) sum of a BIGINT
// and avg of integers as numerics, divided as numerics (PostgreSQL 15:
// sum 7 / 2 is 3.5000000000000000, avg(1, 2, 2) / 2 is 0.83333333333333335000),
// and the other dialects' as a BIGINT and a DOUBLE (rewrite/agg_types.go).
func TestNumericIntAggregates(t *testing.T) {
	const setup = `CREATE TABLE n (b BIGINT, i INT); INSERT INTO n VALUES (3, 1), (4, 2), (NULL, 2);`
	const q = "SELECT sum(b) / 2 AS q, avg(i) / 2 AS h, sum(i) / 2 AS r FROM n"
	for _, tc := range []struct{ dialect, want string }{
		{"postgres", "[[3.5000000000000000 0.83333333333333335000 2]]"},
		{"trino", "[[3 0.8333333333333334 2]]"},
	} {
		all, err := refRows(tc.dialect, q, setup)
		if err != nil {
			t.Fatalf("%s: %v", tc.dialect, err)
		}
		if got := fmt.Sprint(all); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.dialect, got, tc.want)
		}
	}
}
