package executor_test

import "testing"

// Doris's "/" with a decimal operand: DECIMAL(p1 + s2 + 4, s1 + 4),
// truncated, and past 38 digits its overflow rules, with the defaults
// (Doris SQL data types, DECIMAL, "Precision Deduction": the
// documentation's examples are the first three cases, their values as the
// documentation gives them).
func TestDecimalDivisionDoris(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "doris DECIMAL(19,9) / DECIMAL(19,9) is DECIMAL(32,13)", dialect: "doris",
			query: "SELECT CAST(1234567890.123456789 AS DECIMAL(19,9)) / CAST(234567890.123456789 AS DECIMAL(19,9))",
			want:  []string{"5.2631580966759"}},
		// DECIMAL(39, 12) overflows: 39 - 8 < 38 - 6, scale (38 - 31) + 4
		{name: "doris overflow rule 1 truncates at scale 11", dialect: "doris",
			query: "SELECT CAST(123456789012345678.12345678 AS DECIMAL(27,8)) / CAST(23456789012345678.12345678 AS DECIMAL(27,8))",
			want:  []string{"5.26315809667"}},
		// DECIMAL(49, 11) overflows: 49 - 7 > 38 - 6 and 7 >= 6, scale 6 + 4
		{name: "doris overflow rule 3 truncates at scale 10", dialect: "doris",
			query: "SELECT CAST(123456789012345678.1234567 AS DECIMAL(38,7)) / CAST(23456789012345678.1234567 AS DECIMAL(38,7))",
			want:  []string{"5.2631580966"}},
		// DECIMAL(46, 8) overflows with 4 < 6: the text's scale (8) and
		// its example's plan (12) disagree
		{name: "doris overflow rule 2 is not known", dialect: "doris",
			query: "SELECT CAST(123456789012345678.1234 AS DECIMAL(38,4)) / CAST(23456789012345678.1234 AS DECIMAL(38,4))",
			err:   "not known"},
		{name: "doris scale s1 + 4 truncated, by an integer too", dialect: "doris",
			query: "SELECT CAST(2 AS DECIMAL(5,2)) / CAST(3 AS DECIMAL(4,1)), CAST(2.5 AS DECIMAL(5,2)) / 7",
			want:  []string{"0.666666 | 0.357142"}},
		{name: "doris decimal zero divisor", dialect: "doris",
			query: "SELECT CAST(1.3 AS DECIMAL(4,1)) / 0", want: []string{"NULL"}},
	} {
		runSQL(t, c)
	}
}
