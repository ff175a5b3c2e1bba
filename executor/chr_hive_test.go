package executor_test

import "testing"

// TestChrHive: Hive's chr (UDFChr): U+0000 for 0, the empty string for a
// negative number, else the number narrowed to a Java short, the empty
// string when that is negative (32833 has bit 15 set), else its character
// mod 256 (321 and 65601 are A); a DOUBLE is narrowed through a Java int
// (65.7 is A, -0.5 the empty string, 3e9 saturates to 2147483647, whose
// short is -1); NULL gives NULL. Spark's translation (a CASE on bit 15)
// gives the same of the integers.
func TestChrHive(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "integers", dialect: "hive",
			query: "SELECT chr(65), chr(321), chr(65601), length(chr(32833)), length(chr(-1)), length(chr(0)), length(chr(256)), chr(NULL)",
			want:  []string{"A | A | A | 0 | 0 | 1 | 1 | NULL"}},
		{name: "doubles", dialect: "hive",
			query: "SELECT chr(65.7), length(chr(-0.5)), length(chr(3e9))",
			want:  []string{"A | 0 | 0"}},
		{name: "the spark translation", dialect: "spark",
			query: "SELECT n, CASE WHEN n & 32768 <> 0 THEN '' ELSE chr(n) END FROM VALUES (65), (321), (65601), (32833), (-1), (NULL) AS v(n)",
			want:  []string{"65 | A", "321 | A", "65601 | A", "32833 | ", "-1 | ", "NULL | NULL"}},
	} {
		runShown(t, c)
	}
}
