package lateral_test

import (
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

// lat run --dialect duckdb types a CASE's (and if's) string literal
// results as DuckDB's binder does coalesce's: they take the type of the
// other results (a TIMESTAMP, an INTEGER, a BOOLEAN), and a VARCHAR beside
// another type is DuckDB's Binder Error; the executor answered the
// strings. coalesce of a fixed-size array that DuckDB does not fold
// raises DuckDB's Not implemented Error. The queries run on DuckDB too.
func TestDuckCaseLiteralTypes(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT CASE WHEN c THEN '2020-01-01T10:00' ELSE ts END AS a, typeof(CASE WHEN c THEN '2020-01-01T10:00' ELSE ts END) AS b, CASE WHEN c THEN '1.7' ELSE i END AS c, CASE WHEN NOT c THEN 'abc' ELSE i END AS d, CASE c WHEN true THEN 't' ELSE false END AS e, if(c, '2020-01-01 10:00', ts) AS f FROM (VALUES (true, TIMESTAMP '2021-01-01 00:00', 5)) v(c, ts, i)",
			want: "(2020-01-01 10:00:00, TIMESTAMP, 2, 5, true, 2020-01-01 10:00:00)", wantEng: "('2020-01-01 10:00:00', 'TIMESTAMP', 2, 5, true, '2020-01-01 10:00:00')"},
		{sql: "SELECT CASE WHEN c THEN 'abc' ELSE i END AS a FROM (VALUES (true, 5)) v(c, i)", err: "'abc'"},
		{sql: "SELECT CASE WHEN c THEN 'x' ELSE ts END AS a FROM (VALUES (true, TIMESTAMP '2021-01-01')) v(c, ts)", err: "x"},
		{sql: "SELECT CASE WHEN c THEN s ELSE i END AS a FROM (VALUES (true, 'abc', 5)) v(c, s, i)", err: "Cannot mix values of type INTEGER and VARCHAR in CASE expression"},
		// coalesce of a fixed-size array, or of a struct holding one
		{sql: "SELECT coalesce(x, NULL) AS a FROM (VALUES (CAST([1,2,3] AS INTEGER[3]))) t(x)", err: "Unimplemented type for case expression: INTEGER[3]"},
		{sql: "SELECT ifnull(x, y) AS a FROM (VALUES (CAST(NULL AS STRUCT(a INTEGER[3])), {'a': CAST([1,2,3] AS INTEGER[3])})) t(x, y)", err: "Unimplemented type for case expression: INTEGER[3]"},
		{sql: "SELECT coalesce(x) AS a, coalesce(CAST([1,2,3] AS INTEGER[3]), CAST([4,5,6] AS INTEGER[3])) AS b, coalesce(y, z) AS c FROM (VALUES (CAST([1,2,3] AS INTEGER[3]), CAST(NULL AS INTEGER[3][]), CAST([[1,2,3]] AS INTEGER[3][]))) t(x, y, z)",
			want: "([1, 2, 3], [1, 2, 3], [[1, 2, 3]])"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}

// lat run --dialect duckdb raises, as DuckDB does, for a timestamp's or a
// time's text ending in blanks after a time without seconds or after a
// date alone, in a literal or a cast (the executor read them); with the
// seconds written, or blanks in front, the text is read.
func TestDuckTimeTextTrailingBlanks(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT TIMESTAMP '2020-01-01 10:00 ' AS a", err: `invalid timestamp field format: "2020-01-01 10:00 "`},
		{sql: "SELECT TIMESTAMP '2020-01-01 ' AS a", err: "invalid timestamp field format"},
		{sql: "SELECT TIMESTAMPTZ '2020-01-01 10:00+00 ' AS a", err: "invalid timestamp field format"},
		{sql: "SELECT CAST(x AS TIMESTAMP) AS a FROM (VALUES ('2020-01-01T10:00 ')) t(x)", err: "invalid timestamp field format"},
		{sql: "SELECT CAST('10:00 ' AS TIME) AS a", err: `time field value out of range: "10:00 "`},
		{sql: "SELECT TRY_CAST('2020-01-01 10:00 ' AS TIMESTAMP) AS a, TIMESTAMP '2020-01-01 10:00:00.5 ' AS b, TIMESTAMP ' 2020-01-01 10:00' AS c, CAST(x AS TIMESTAMP) AS d, TIME '10:00:00 ' AS e, DATE '2020-01-01 ' AS f FROM (VALUES ('2020-01-01 10:00:00+00 ')) t(x)",
			want: "(NULL, 2020-01-01 10:00:00.5, 2020-01-01 10:00:00, 2020-01-01 10:00:00, 10:00:00, 2020-01-01)", wantEng: "(NULL, '2020-01-01 10:00:00.5', '2020-01-01 10:00:00', '2020-01-01 10:00:00', '10:00:00', '2020-01-01')"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}
