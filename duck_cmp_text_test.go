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

// lat run --dialect duckdb compares a VARCHAR value (no string literal)
// with a number as DuckDB's binder does (executor/duck_cmp_text.go
// duckCmpTextNumeric): <, <=, >, >= and BETWEEN raise, =, <>, IS
// DISTINCT FROM and IN cast the VARCHAR to the number's type (rounding it
// to an integer or to a DECIMAL's scale), raising for a text that type
// does not read (the executor compared the numbers the texts hold: 5 =
// '4.5' false). Every query runs on DuckDB too.
func TestDuckCompareTextNumber(t *testing.T) {
	const rows = "(VALUES (5, '4.5', CAST(5 AS DOUBLE), CAST(5 AS BIGINT), CAST(5.1 AS DECIMAL(3,1)), CAST(5 AS TINYINT), CAST(5 AS REAL), CAST(5 AS HUGEINT), CAST(5 AS SMALLINT))) t(i, s, d, b, m, ti, r, h, si)"
	for _, c := range []numericRow{
		{sql: "SELECT i = s AS a, s <> i AS b, i IN (s) AS c, i IS DISTINCT FROM s AS d, b = s AS e, s = ti AS f, h = s AS g, si IN (s) AS h, s IN (i, NULL) AS k, s IN (i, b) AS l, s IN (i, m) AS n, i IN (s, d) AS o, i IN (s, 2.5) AS p, s = 5 + 0 AS q FROM " + rows,
			want: "(true, false, true, false, true, true, true, true, true, true, false, true, false, true)"},
		{sql: "SELECT s = 5 AS a, 5 = s AS b, s IN (5) AS c, s IN (5, 6) AS d, s = 4.5 AS e, s = CAST(5 AS BIGINT) AS f FROM (VALUES ('4.5')) t(s)",
			want: "(true, true, true, true, true, true)"},
		{sql: "SELECT m = s AS a, s IN (m) AS b, r = s2 AS c, s = -5.14 AS d, s3 = 4.5 AS e, s3 IN (4.6, 5) AS f FROM (VALUES (CAST(5.1 AS DECIMAL(3,1)), '5.14', CAST(5 AS REAL), '5.0000001', '4.55')) t(m, s, r, s2, s3)",
			want: "(true, true, true, false, false, true)"},
		{sql: "SELECT s = -5 AS a, s IN (-5) AS b, s2 = 3000000000 AS c FROM (VALUES ('-4.5', '3000000000.4')) t(s, s2)", want: "(true, true, true)"},
		{sql: "SELECT s = 4.5 AS a FROM (VALUES ('45.5')) t(s)", err: "45.5"},
		// an IN list's DECIMAL is DuckDB's of its numbers
		{sql: "SELECT s IN (4.5, 4.6) AS a FROM (VALUES ('45.5')) t(s)", err: "45.5"},
		{sql: "SELECT s IN (4.5, 5) AS a FROM (VALUES ('123456789012.5')) t(s)", err: "123456789012.5"},
		{sql: "SELECT s IN (4.5, b) AS a FROM (VALUES ('1234.5', CAST(5 AS TINYINT))) t(s, b)", err: "1234.5"},
		{sql: "SELECT s IN (4.5, b) AS a, s2 IN (4.5, 12.25) AS b, s3 IN (m, i) AS c FROM (VALUES ('123.5', CAST(5 AS TINYINT), '45.5', '123.5', 5, CAST(5.1 AS DECIMAL(3,1)))) t(s, b, s2, s3, i, m)",
			want: "(false, false, false)"},
		// CASE v WHEN w is CASE WHEN v = w
		{sql: "SELECT CASE s WHEN 5 THEN 1 WHEN 4.5 THEN 2 ELSE 0 END AS a, CASE i WHEN s THEN 1 ELSE 0 END AS b, CASE s WHEN 'a' THEN 1 WHEN 5 THEN 2 ELSE 0 END AS c, CASE d WHEN DATE '2020-01-01' THEN 1 ELSE 0 END AS e FROM (VALUES ('4.5', 5, '2020-01-01 10:00')) t(s, i, d)",
			want: "(1, 1, 2, 1)"},
		{sql: "SELECT CASE s WHEN 5 THEN 1 ELSE 0 END AS a FROM (VALUES ('x')) t(s)", err: "'x'"},
		{sql: "SELECT s IN (5, 6) AS a FROM (VALUES ('3000000000')) t(s)", err: "3000000000"},
		{sql: "SELECT s IN (ti, 5) AS a FROM (VALUES ('300', CAST(5 AS TINYINT))) t(s, ti)", err: "300"},
		{sql: "SELECT i = s AS a FROM (VALUES (CAST(5.1 AS DECIMAL(3,1)), '500.1')) t(i, s)", err: "500.1"},
		{sql: "SELECT i = s AS a FROM (VALUES (5, 'x')) t(i, s)", err: "'x'"},
		{sql: "SELECT i < s AS a FROM " + rows, err: "Cannot compare values of type INTEGER and type VARCHAR - an explicit cast is required"},
		{sql: "SELECT s >= m AS a FROM " + rows, err: "Cannot compare values of type VARCHAR and type DECIMAL(3,1)"},
		{sql: "SELECT s < 4.5 AS a FROM " + rows, err: "Cannot compare values of type VARCHAR and type DECIMAL(2,1)"},
		{sql: "SELECT -5 > s AS a FROM " + rows, err: "Cannot compare values of type INTEGER_LITERAL and type VARCHAR"},
		{sql: "SELECT d <= s || '' AS a FROM " + rows, err: "Cannot compare values of type DOUBLE and type VARCHAR"},
		{sql: "SELECT i < CAST(NULL AS VARCHAR) AS a FROM " + rows, err: "Cannot compare values of type INTEGER and type VARCHAR"},
		{sql: "SELECT s BETWEEN 1 AND 10 AS a FROM " + rows, err: "Cannot mix values of type VARCHAR and INTEGER_LITERAL in BETWEEN clause"},
		{sql: "SELECT i BETWEEN 1 AND s AS a FROM " + rows, err: "Cannot mix values of type INTEGER and VARCHAR in BETWEEN clause"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}
