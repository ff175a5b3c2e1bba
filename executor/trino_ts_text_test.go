package executor_test

import "testing"

// TestTrinoDigitsText: Trino writes a TIMESTAMP(p) or TIME(p) cast to
// VARCHAR with its p fractional digits, zeros included: a column of the
// type, a bare TIMESTAMP or TIME of 3, a literal of its own digits, a
// cast of the type it names, CASE of the larger, a TIMESTAMP(p) plus or
// minus an interval literal (intervalSumDigits); Presto with 3
// (trino_ts_text.go). The cast of
// a value whose precision is not followed is not answered.
func TestTrinoDigitsText(t *testing.T) {
	setup := []string{"CREATE TABLE t (a TIMESTAMP(6), b TIMESTAMP, c TIMESTAMP(0), d TIME, e TIME(6), f TIMESTAMP(9), g ARRAY(TIMESTAMP(1)))",
		"INSERT INTO t VALUES (TIMESTAMP '2024-01-01 10:00:00.5', TIMESTAMP '2024-01-01 10:00:00.5', TIMESTAMP '2024-01-01 10:00:00', TIME '10:00:00.25', TIME '23:59:59.000001', TIMESTAMP '2024-01-01 10:00:00.123456', ARRAY[TIMESTAMP '2024-01-01 10:00:00.5'])"}
	for _, c := range []sqlCase{
		{name: "columns", setup: setup, query: "SELECT CAST(a AS VARCHAR), CAST(b AS VARCHAR), CAST(c AS VARCHAR), CAST(d AS VARCHAR), CAST(e AS VARCHAR), CAST(f AS VARCHAR) FROM t",
			want: []string{"2024-01-01 10:00:00.500000 | 2024-01-01 10:00:00.500 | 2024-01-01 10:00:00 | 10:00:00.250 | 23:59:59.000001 | 2024-01-01 10:00:00.123456000"}},
		{name: "literals and casts", query: "SELECT CAST(TIMESTAMP '2024-01-01 10:00:00.50' AS VARCHAR), CAST(TIME '10:00:00' AS VARCHAR), CAST(CAST('2024-01-01' AS TIMESTAMP) AS VARCHAR), CAST(CAST('2024-01-01' AS TIMESTAMP(1)) AS VARCHAR)",
			want: []string{"2024-01-01 10:00:00.50 | 10:00:00 | 2024-01-01 00:00:00.000 | 2024-01-01 00:00:00.0"}},
		{name: "CASE takes the larger", setup: setup, query: "SELECT CAST(CASE WHEN c IS NULL THEN c ELSE a END AS VARCHAR), CAST(coalesce(NULL, b) AS VARCHAR) FROM t",
			want: []string{"2024-01-01 10:00:00.500000 | 2024-01-01 10:00:00.500"}},
		{name: "array elements", setup: setup, query: "SELECT CAST(g[1] AS VARCHAR) FROM t", want: []string{"2024-01-01 10:00:00.5"}},
		{name: "a NULL", query: "SELECT CAST(CAST(NULL AS TIMESTAMP(2)) AS VARCHAR)", want: []string{"NULL"}},
		{name: "a literal of digits past the microseconds", query: "SELECT CAST(TIME '10:00:00.123456789' AS VARCHAR)", err: "not answered"},
		{name: "array elements made text", query: "SELECT array_join(ARRAY[TIMESTAMP '2024-01-01 10:00:00.5'], ',')", err: "array_join of an array of timestamp is not answered"},
		{name: "a cast to an array of strings", query: "SELECT CAST(ARRAY[TIME '10:00:00'] AS ARRAY(VARCHAR))", err: "a cast of an array of time to an array of varchar is not answered"},
		// an interval of days to seconds gives TIMESTAMP(max(3, p)), one
		// of years and months TIMESTAMP(p) (Trino's TimestampOperators)
		{name: "plus or minus an interval, date_trunc", setup: setup, query: "SELECT CAST(b + INTERVAL '1' HOUR AS VARCHAR), CAST(INTERVAL '1' HOUR + a AS VARCHAR), CAST(c - INTERVAL '1' DAY AS VARCHAR), CAST(c + INTERVAL '1' MONTH AS VARCHAR), CAST(date_trunc('hour', a) AS VARCHAR) FROM t",
			want: []string{"2024-01-01 11:00:00.500 | 2024-01-01 11:00:00.500000 | 2023-12-31 10:00:00.000 | 2024-02-01 10:00:00 | 2024-01-01 10:00:00.000000"}},
		{name: "a value of no known precision", query: "SELECT CAST(localtimestamp AS VARCHAR)", err: "which lat run follows for a column, a literal and a cast only"},
		// an INSERT into a TIMESTAMP(0) column rounds the value half up,
		// as Trino's coercion to the column's type does (Column.RoundDigits)
		{name: "an INSERT rounds to the column's precision", setup: []string{"CREATE TABLE z (c TIMESTAMP(0))", "INSERT INTO z VALUES (TIMESTAMP '2024-01-01 10:00:00.5')"},
			query: "SELECT 1,\n  CAST(c AS VARCHAR) FROM z",
			want:  []string{"1 | 2024-01-01 10:00:01"}},
		// a value of more digits than its type's precision (an array's
		// element, which lat run's INSERT does not round) is not answered
		// when the query runs, at the cast
		{name: "more digits than the precision", setup: []string{"CREATE TABLE z (c ARRAY(TIMESTAMP(0)))", "INSERT INTO z VALUES (ARRAY[TIMESTAMP '2024-01-01 10:00:00.5'])"},
			query: "SELECT 1,\n  CAST(c[1] AS VARCHAR) FROM z",
			err:   "2:3: a value of more fractional digits than its precision 0"},
	} {
		c.dialect = "trino"
		runShown(t, c)
	}
	for _, c := range []sqlCase{
		{name: "Presto's milliseconds", query: "SELECT CAST(TIMESTAMP '2024-01-01 10:00:00' AS VARCHAR), CAST(TIMESTAMP '2024-01-01 10:00:00' + INTERVAL '1' HOUR AS VARCHAR)",
			want: []string{"2024-01-01 10:00:00.000 | 2024-01-01 11:00:00.000"}},
	} {
		c.dialect = "presto"
		runShown(t, c)
	}
}
