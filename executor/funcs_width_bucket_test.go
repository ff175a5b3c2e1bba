package executor_test

import "testing"

// TestWidthBucket: Trino's width_bucket computes in DOUBLE and of a
// descending range gives n + 1 less the ascending bucket (its
// MathFunctions.widthBucket); PostgreSQL's float8 width_bucket counts a
// descending range from the first bound (PostgreSQL 15 run:
// width_bucket(1.4::float8, 0, 1.75, 5) is 5, width_bucket(10, 10, 0, 5)
// 1, width_bucket(0, 10, 0, 5) 6, width_bucket(0.26::float8, 0, 0.39, 18)
// 12, of an infinite operand 6; a count of 0 raises "count must be greater
// than zero").
func TestWidthBucket(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "trino", dialect: "trino",
			query: "SELECT width_bucket(1.4E0, 0, 1.75, 5), width_bucket(10, 10, 0, 5), width_bucket(0, 10, 0, 5), width_bucket(-1, 0, 10, 5), width_bucket(NULL, 0, 10, 5), width_bucket(10, 0, 10, 5), width_bucket(5.35, 0.024, 10.06, 5)",
			want:  []string{"5 | 0 | 5 | 0 | NULL | 6 | 3"}},
		{name: "trino count of 0 raises", dialect: "trino", query: "SELECT width_bucket(1, 0, 10, 0)", err: "bucketCount must be greater than 0"},
		{name: "trino equal bounds raise", dialect: "trino", query: "SELECT width_bucket(1, 5, 5, 3)", err: "bounds cannot equal each other"},
		{name: "postgres", dialect: "postgres",
			query: "SELECT width_bucket(1.4::float8, 0, 1.75, 5), width_bucket(10, 10, 0, 5), width_bucket(0, 10, 0, 5), width_bucket(-1, 0, 10, 5), width_bucket(NULL::float8, 0, 10, 5), width_bucket(0.26::float8, 0, 0.39, 18), width_bucket('Infinity'::float8, 0, 10, 5)",
			want:  []string{"5 | 1 | 6 | 0 | NULL | 12 | 6"}},
		{name: "postgres count of 0 raises", dialect: "postgres", query: "SELECT width_bucket(1, 0, 10, 0)", err: "count must be greater than zero"},
	} {
		t.Run(c.name, func(t *testing.T) { runShown(t, c) })
	}
}
