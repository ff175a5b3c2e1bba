package executor_test

import "testing"

// Trino raises for a varchar compared with a TIMESTAMP WITH TIME ZONE
// (its type coercion has no cast from varchar to a timestamp;
// trinodb/trino#7334), where lat run compared the text read as a
// timestamp; a cast of the text, and PostgreSQL's comparison, answer.
func TestTrinoVarcharTimestampTZ(t *testing.T) {
	setup := []string{"CREATE TABLE t (id INTEGER, tz TIMESTAMP WITH TIME ZONE, s VARCHAR)",
		"INSERT INTO t VALUES (1, TIMESTAMP '2024-03-10 10:00:00 UTC', '2024-03-10 10:00:00 UTC')"}
	const raise = "Cannot apply operator"
	for _, c := range []sqlCase{
		{name: "literal", dialect: "trino", setup: setup, query: "SELECT t.id FROM t WHERE t.tz = '2024-03-10 10:00:00 UTC'", err: raise},
		{name: "column", dialect: "trino", setup: setup, query: "SELECT t.id FROM t WHERE t.s < t.tz", err: raise},
		{name: "in", dialect: "trino", setup: setup, query: "SELECT t.id FROM t WHERE t.tz IN (t.s)", err: raise},
		{name: "between", dialect: "trino", setup: setup, query: "SELECT t.id FROM t WHERE t.tz BETWEEN '2024-01-01 00:00:00 UTC' AND t.tz", err: raise},
		{name: "cast", dialect: "trino", setup: setup, query: "SELECT t.id FROM t WHERE t.tz = CAST(t.s AS TIMESTAMP WITH TIME ZONE)", want: []string{"1"}},
		{name: "postgres", dialect: "postgres", setup: []string{"CREATE TABLE t (id INTEGER, tz TIMESTAMPTZ)", "INSERT INTO t VALUES (1, TIMESTAMPTZ '2024-03-10 10:00:00+00')"},
			query: "SELECT t.id FROM t WHERE t.tz = '2024-03-10 10:00:00+00'", want: []string{"1"}},
	} {
		runShown(t, c)
	}
}
