package executor_test

import "testing"

// BigQuery raises for a STRING that is not a literal or a parameter
// compared with a TIMESTAMP (BigQuery documentation, conversion rules:
// only a literal and a parameter are coerced), where lat run compared the
// text read as a UTC instant; the literal and a cast of the text answer.
func TestBigQueryStringTimestampCompare(t *testing.T) {
	setup := []string{"CREATE TABLE t (id INT64, ts TIMESTAMP, s STRING)",
		"INSERT INTO t VALUES (1, TIMESTAMP '2024-03-10 10:00:00', '2024-03-10 10:00:00')"}
	const raise = "No matching signature"
	for _, c := range []sqlCase{
		{name: "column", dialect: "bigquery", setup: setup, query: "SELECT t.id FROM t WHERE t.s = t.ts", err: raise},
		{name: "in", dialect: "bigquery", setup: setup, query: "SELECT t.id FROM t WHERE t.ts IN (t.s)", err: raise},
		{name: "between", dialect: "bigquery", setup: setup, query: "SELECT t.id FROM t WHERE t.ts BETWEEN t.s AND t.ts", err: raise},
		{name: "literal", dialect: "bigquery", setup: setup, query: "SELECT t.id FROM t WHERE t.ts = '2024-03-10 10:00:00'", want: []string{"1"}},
		{name: "cast", dialect: "bigquery", setup: setup, query: "SELECT t.id FROM t WHERE t.ts = CAST(t.s AS TIMESTAMP)", want: []string{"1"}},
	} {
		runShown(t, c)
	}
}
