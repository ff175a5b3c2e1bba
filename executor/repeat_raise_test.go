package executor_test

import "testing"

// BigQuery's REPEAT raises for a negative count (BigQuery string
// functions, REPEAT: "Returns an error if the repetitions value is
// negative") and gives NULL for a NULL argument, ” for a count of 0;
// the others' repeat gives ” for a negative count (run on PostgreSQL 15:
// repeat('a', -1) is ”).
func TestRepeatRaise(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "repeated", dialect: "bigquery", query: "SELECT REPEAT('ab', 3) AS r", want: []string{"ababab"}},
		{name: "zero times", dialect: "bigquery", query: "SELECT REPEAT('ab', 0) = '' AS r", want: []string{"true"}},
		{name: "a NULL count", dialect: "bigquery", query: "SELECT REPEAT('ab', NULL) IS NULL AS r", want: []string{"true"}},
		{name: "a NULL text before a negative count", dialect: "bigquery", query: "SELECT REPEAT(NULL, -1) IS NULL AS r", want: []string{"true"}},
		{name: "a negative count raises", dialect: "bigquery", query: "SELECT REPEAT('ab', -1) AS r", err: "repetitions value is negative"},
		{name: "postgres gives the empty text", dialect: "postgres", query: "SELECT repeat('ab', -1) = '' AS r", want: []string{"true"}},
	} {
		runShown(t, c)
	}
}
