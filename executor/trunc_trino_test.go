package executor_test

import "testing"

// Trino's truncate(x) of a DECIMAL(p, s) is a DECIMAL(max(1, p - s), 0),
// and of an integer the DECIMAL Trino coerces it to (BIGINT to
// DECIMAL(19, 0)) (executor/trunc_trino.go; Trino source,
// MathFunctions.Truncate and TypeCoercion): a quotient of it is Trino's
// decimal quotient of scale 0, rounded half away from zero (5 / 2 is 3,
// -7 / 2 is -4), where an integer quotient gave 2 and a DECIMAL(10, 2)
// 2.50; a DOUBLE stays a DOUBLE.
func TestTruncTrinoTyped(t *testing.T) {
	setup := []string{
		"CREATE TABLE t (id INTEGER, n BIGINT, i INTEGER, m DECIMAL(10, 2), x DOUBLE)",
		"INSERT INTO t VALUES (1, 5, 7, 5.50, 2.7), (2, -5, -7, -7.99, -2.7), (3, 9007199254740993, 2147483647, 0.99, 1e300), (4, NULL, NULL, NULL, NULL)",
	}
	for _, c := range []sqlCase{
		{name: "a bigint's quotient", query: "SELECT id, truncate(n), truncate(n) / 2 FROM t ORDER BY id",
			want: []string{"1 | 5 | 3", "2 | -5 | -3", "3 | 9007199254740993 | 4503599627370497", "4 | NULL | NULL"}},
		{name: "a decimal's quotient", query: "SELECT id, truncate(m), truncate(m) / 2 FROM t ORDER BY id",
			want: []string{"1 | 5 | 3", "2 | -7 | -4", "3 | 0 | 0", "4 | NULL | NULL"}},
		{name: "an integer times a decimal", query: "SELECT id, truncate(i) * 1.5 FROM t ORDER BY id",
			want: []string{"1 | 10.5", "2 | -10.5", "3 | 3221225470.5", "4 | NULL"}},
		{name: "a double", query: "SELECT id, truncate(x) / 2 FROM t ORDER BY id",
			want: []string{"1 | 1", "2 | -1", "3 | 5e+299", "4 | NULL"}},
	} {
		c.dialect, c.setup = "trino", setup
		runShown(t, c)
	}
}
