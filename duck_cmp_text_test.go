package lateral_test

import (
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

// lat run --dialect duckdb compares a VARCHAR value (no string literal)
// with a DATE, TIMESTAMP, TIMESTAMPTZ, TIME or INTERVAL as DuckDB's binder
// does (executor/duck_cmp_text.go): <, <=, >, >= and BETWEEN raise, =,
// <>, IS DISTINCT FROM and IN cast the VARCHAR to the other type, raising
// for a text it does not read (the executor answered them all, a text it
// could not read unequal). Every query runs on DuckDB too.
func TestDuckCompareTextTemporal(t *testing.T) {
	const rows = "(VALUES (TIMESTAMP '2020-01-01 10:00', TIMESTAMPTZ '2020-01-01 10:00:00+00', DATE '2020-01-01', TIME '10:00', INTERVAL '1 day', '2020-01-01 10:00:00', '10:00:00', '1 day')) v(ts, tz, d, tm, iv, s, st, si)"
	for _, c := range []numericRow{
		{sql: "SELECT ts < s AS a FROM " + rows, err: "Cannot compare values of type TIMESTAMP and type VARCHAR - an explicit cast is required"},
		{sql: "SELECT s >= tz AS a FROM " + rows, err: "Cannot compare values of type VARCHAR and type TIMESTAMP WITH TIME ZONE"},
		{sql: "SELECT d > s || '' AS a FROM " + rows, err: "Cannot compare values of type DATE and type VARCHAR"},
		{sql: "SELECT tm <= st AS a FROM " + rows, err: "Cannot compare values of type TIME and type VARCHAR"},
		{sql: "SELECT iv < si AS a FROM " + rows, err: "Cannot compare values of type INTERVAL and type VARCHAR"},
		{sql: "SELECT d < CAST(NULL AS VARCHAR) AS a FROM " + rows, err: "Cannot compare values of type DATE and type VARCHAR"},
		{sql: "SELECT ts BETWEEN s AND s AS a FROM " + rows, err: "Cannot mix values of type TIMESTAMP and VARCHAR in BETWEEN clause"},
		{sql: "SELECT s BETWEEN d AND d AS a FROM " + rows, err: "Cannot mix values of type VARCHAR and DATE in BETWEEN clause"},
		{sql: "SELECT tm BETWEEN tm AND st AS a FROM " + rows, err: "Cannot mix values of type TIME and VARCHAR in BETWEEN clause"},
		// equality casts the VARCHAR: '2020-01-01 10:00:00' is not the DATE
		// 2020-01-01's text, yet is read as that date
		{sql: "SELECT ts = s AS a, s <> tz AS b, d = s AS c, tm IS DISTINCT FROM st AS d, iv IN (si) AS e, s IN (ts, NULL) AS f, ts < '2020-01-02' AS g FROM " + rows,
			want: "(true, false, true, false, true, true, true)"},
		{sql: "SELECT ts = s AS a FROM (VALUES (TIMESTAMP '2020-01-01', 'junk')) v(ts, s)", err: "junk"},
		{sql: "SELECT s IN (d) AS a FROM (VALUES (DATE '2020-01-01', 'junk')) v(d, s)", err: "junk"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}
