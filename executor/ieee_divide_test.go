package executor_test

import "testing"

// BigQuery's IEEE_DIVIDE(x, y) is IEEE 754's division of FLOAT64s, which
// never raises: +inf, -inf or NaN for a zero divisor (BigQuery,
// Mathematical functions, IEEE_DIVIDE: IEEE_DIVIDE(25.0, 0.0) is +inf,
// IEEE_DIVIDE(-25.0, 0.0) -inf, IEEE_DIVIDE(0.0, 0.0) NaN), a NULL
// operand NULL. A divisor of -0.0 turns the infinity's sign, as IEEE 754
// says.
func TestIEEEDivide(t *testing.T) {
	runSQL(t, sqlCase{name: "bigquery IEEE_DIVIDE", dialect: "bigquery",
		query: "SELECT IEEE_DIVIDE(20.0, 4.0), IEEE_DIVIDE(25.0, 0.0), IEEE_DIVIDE(-25.0, 0.0), IEEE_DIVIDE(0.0, 0.0), IEEE_DIVIDE(1, CAST('-0' AS FLOAT64)), IEEE_DIVIDE(CAST(NULL AS FLOAT64), 0)",
		want:  []string{"5.0 | Infinity | -Infinity | NaN | -Infinity | NULL"}})
}
