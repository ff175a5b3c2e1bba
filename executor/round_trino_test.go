package executor_test

import "testing"

// Trino's round of a value the reader could not type runs by the value's
// type (executor/round_trino.go; Trino source, MathFunctions.round): a
// DOUBLE to d places is Math.round(x * 10^d) / 10^d on the magnitude, so
// 4.145 (a little below 4.145 as a double) to 2 places is 4.14 (trinodb/trino
// issue 10607) and -1.005 is -1, where the canonical round's
// shortest-decimal reading gives 4.15 and -1.01; to 0 places the value
// rounds half away from zero; NaN stays NaN, and a product past a long
// returns x (trinodb/trino pull request 14620).
func TestRoundTrinoUnread(t *testing.T) {
	setup := []string{
		"CREATE TABLE t (id INTEGER, x DOUBLE, m DECIMAL(5, 2), n BIGINT)",
		"INSERT INTO t VALUES (1, 4.145, 2.55, 15), (2, -1.005, -2.55, -15), (3, 2.4999999999999996, 0.5, 14), (4, CAST('NaN' AS DOUBLE), NULL, NULL), (5, 1e300, NULL, NULL), (6, NULL, NULL, NULL)",
	}
	for _, c := range []sqlCase{
		{name: "doubles to 2 places", query: "SELECT id, round(x, 2) FROM t ORDER BY id",
			want: []string{"1 | 4.14", "2 | -1", "3 | 2.5", "4 | NaN", "5 | 1e+300", "6 | NULL"}},
		{name: "doubles to 0 places", query: "SELECT id, round(x) FROM t WHERE id <= 3 ORDER BY id",
			want: []string{"1 | 4", "2 | -1", "3 | 2"}},
		{name: "doubles to tens", query: "SELECT id, round(x, -1) FROM t WHERE id <= 3 ORDER BY id",
			want: []string{"1 | 0", "2 | -0", "3 | 0"}},
		{name: "decimals and bigints", query: "SELECT id, round(m, 1), round(n, -1), round(m) FROM t WHERE id <= 3 ORDER BY id",
			want: []string{"1 | 2.6 | 20 | 3", "2 | -2.6 | -20 | -3", "3 | 0.5 | 10 | 1"}},
		{name: "a decimal to tens is not run", query: "SELECT round(m, -1) FROM t",
			err: "not modelled"},
	} {
		c.dialect, c.setup = "trino", setup
		runShown(t, c)
	}
}
