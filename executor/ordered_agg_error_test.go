package executor_test

import "testing"

// An aggregate with an ORDER BY raises as the same aggregate without one
// does (Trino's sum of BIGINTs past its range raises), where the ordered
// form answered NULL.
func TestOrderedAggregateRaises(t *testing.T) {
	for _, q := range []string{
		"SELECT sum(x) FROM (VALUES BIGINT '9223372036854775807', BIGINT '1') AS t(x)",
		"SELECT sum(x ORDER BY x) FROM (VALUES BIGINT '9223372036854775807', BIGINT '1') AS t(x)",
		"SELECT g, sum(x ORDER BY x) FROM (VALUES (1, BIGINT '9223372036854775807'), (1, BIGINT '1')) AS t(g, x) GROUP BY g",
	} {
		runShown(t, sqlCase{name: q, dialect: "trino", query: q, err: "bigint out of range"})
	}
	runShown(t, sqlCase{name: "ordered, in range", dialect: "trino", query: "SELECT sum(x ORDER BY x) FROM (VALUES BIGINT '2', BIGINT '1') AS t(x)", want: []string{"3"}})
}
