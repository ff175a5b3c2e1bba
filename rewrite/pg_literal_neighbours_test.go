package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestPgLiteralNeighbours: PostgreSQL reads a string literal among the
// values of a coalesce, greatest, least, nullif, CASE, ARRAY or IN list as
// their type (PostgreSQL 15 manual, 10.5; run on PostgreSQL 15:
// coalesce(1, '01') is 1, coalesce(CAST(NULL AS DATE), '20200101')
// 2020-01-01, ARRAY[1, '01'] {1,1}, 1 IN ('01', 2) true, coalesce(TRUE,
// 'yes') true, coalesce(CAST(NULL AS NUMERIC(4,1)), '2.25') 2.25), where
// DuckDB 1.5 raises for '20200101' as a DATE and gives 2.3 for the
// NUMERIC(4,1), and Spark and Hive make a string: the literal is written
// as the value PostgreSQL reads, or refused.
func TestPgLiteralNeighbours(t *testing.T) {
	schema := lateral.TranslateOptions{Schema: "CREATE TABLE t (d DATE, n SMALLINT, s TEXT, f DOUBLE PRECISION, b BIGINT, m NUMERIC(10,2), ts TIMESTAMP, tz TIMESTAMPTZ)"}
	for _, tc := range []struct{ from, to, q, want string }{
		{"postgres", "duckdb", "SELECT coalesce(d, '20200101') FROM t", "coalesce(d, DATE '2020-01-01')"},
		{"postgres", "spark", "SELECT coalesce(1, '01')", "coalesce(1, CAST(1 AS INT))"},
		{"postgres", "spark", "SELECT ARRAY[n, ' +02 '] FROM t", "array(n, CAST(2 AS SMALLINT))"},
		{"postgres", "trino", "SELECT 1 IN ('01', 2)", "1 IN (CAST(1 AS INTEGER), 2)"},
		{"postgres", "hive", "SELECT CASE WHEN n > 0 THEN TRUE ELSE ' Of' END FROM t", "ELSE FALSE END"},
		{"postgres", "duckdb", "SELECT coalesce(CAST(NULL AS NUMERIC(4,1)), '2.25')", "2.25)"},
		{"postgres", "duckdb", "SELECT greatest(9, '10')", "greatest(9, CAST(10 AS INTEGER))"},
		{"postgres", "duckdb", "SELECT nullif(n, '01') FROM t", "nullif(n, CAST(1 AS SMALLINT))"},
		{"postgres", "duckdb", "SELECT least(1.5, '1e3')", "least(1.5, 1000)"},
		// beside a string the literal is left; beside a value
		// of unknown type an integer toward DuckDB, which reads it alike
		{"postgres", "duckdb", "SELECT coalesce(s, '01') FROM t", "coalesce(s, '01')"},
		{"postgres", "duckdb", "SELECT coalesce(x, '0') FROM u", "coalesce(x, '0')"},
		{"postgres", "spark", "SELECT coalesce(x, 'none') FROM u", "coalesce(x, 'none')"},
		{"postgres", "postgres", "SELECT coalesce(1, '01')", "coalesce(1, '01')"},
		// a VALUES column is typed as a UNION's (PostgreSQL 15 run: VALUES
		// (1), ('01') gives 1 twice), where DuckDB 1.5 gives 1 twice too but
		// raises for ('20200102') beside a DATE
		{"postgres", "spark", "VALUES (1), ('01')", "(VALUES (1), (CAST(1 AS INT)))"},
		{"postgres", "duckdb", "SELECT * FROM (VALUES (DATE '2020-01-01'), ('20200102')) v(d)", "(DATE '2020-01-02')"},
		// an IN list's items that read no column are typed with the
		// operand when there are two or more (PostgreSQL 15 run: n IN
		// ('1.5', 2.5) and n IN ('1.5', (SELECT 2.5)) are false; n IN
		// ('01', f) true), the others compared alone
		{"postgres", "duckdb", "SELECT n IN ('1.5', 2.5) FROM t", "n IN (1.5, 2.5)"},
		{"postgres", "duckdb", "SELECT n IN ('1.5', (SELECT 2.5)) FROM t", "n IN (1.5, (SELECT 2.5))"},
		{"postgres", "duckdb", "SELECT n IN ('01', f) FROM t", "n IN (CAST(1 AS SMALLINT), f)"},
		{"postgres", "duckdb", "SELECT coalesce((SELECT max(n) FROM t), '01')", "CAST(1 AS SMALLINT))"},
		// a string literal compared with a value of known type is read as
		// that type (PostgreSQL 15 run: DATE '2020-01-01' = '20200101' and
		// CASE d WHEN '20200101' are true, where DuckDB 1.5 raises "invalid
		// date field format"); beside a value of unknown type it is left
		{"postgres", "duckdb", "SELECT d = '20200101' FROM t", "d = DATE '2020-01-01'"},
		{"postgres", "spark", "SELECT CASE d WHEN '20200101' THEN 1 END FROM t", "CASE d WHEN DATE '2020-01-01' THEN 1 END"},
		{"postgres", "trino", "SELECT n BETWEEN '1' AND ' 10' FROM t", "n BETWEEN CAST(1 AS SMALLINT) AND CAST(10 AS SMALLINT)"},
		{"postgres", "duckdb", "SELECT '01' < m FROM t", "1 < m"},
		{"postgres", "spark", "SELECT x = '01' FROM u", "x = '01'"},
		// beside a TIMESTAMP, toward Spark and Hive, which make a string
		// of the two (PostgreSQL 15 run: coalesce(CAST(NULL AS TIMESTAMP),
		// ' 20200101 ') is 2020-01-01 00:00:00, with '2020-1-2
		// 3:04:05.123' 2020-01-02 03:04:05.123); DuckDB reads such a
		// literal as the TIMESTAMP
		{"postgres", "spark", "SELECT coalesce(ts, ' 20200101 ') FROM t", "coalesce(ts, TIMESTAMP '2020-01-01 00:00:00')"},
		{"postgres", "hive", "SELECT CASE WHEN n > 0 THEN ts ELSE '2020-1-2 3:04:05.123' END FROM t", "ELSE TIMESTAMP '2020-01-02 03:04:05.123' END"},
		{"postgres", "spark", "SELECT ts FROM t UNION SELECT '2020-01-01T10:00'", "SELECT TIMESTAMP '2020-01-01 10:00:00'"},
		{"postgres", "duckdb", "SELECT coalesce(ts, '2020-01-01') FROM t", "coalesce(ts, '2020-01-01')"},
		// PostgreSQL 15 run: '1' IN (n, 2) and '5' BETWEEN n AND 10 are
		// true, the literal read as a SMALLINT beside n and an integer
		// beside the other: the same value; d IN ('20200101') is true,
		// written as the DATE before the IN list's DATE texts are read
		// toward DuckDB (T164)
		{"postgres", "duckdb", "SELECT '1' IN (n, 2) FROM t", "CAST(1 AS INTEGER) IN (n, 2)"},
		{"postgres", "spark", "SELECT '5' BETWEEN n AND 10 FROM t", "CAST(5 AS INT) BETWEEN n AND 10"},
		{"postgres", "duckdb", "SELECT '1' IN (n, 2.5) FROM t", "1 IN (n, 2.5)"},
		{"postgres", "duckdb", "SELECT d IN ('20200101') FROM t", "d IN (DATE '2020-01-01')"},
		// PostgreSQL 15 run: max(x) FROM (VALUES ('9'), ((SELECT 10))) v(x)
		// is the integer 10
		{"postgres", "spark", "SELECT max(x) FROM (VALUES ('9'), ((SELECT 10))) AS v(x)", "CAST(9 AS INT)"},
	} {
		tr, err := lateral.Translate(tc.q, tc.from, tc.to, schema)
		if err != nil {
			t.Errorf("%s from %s to %s: %v", tc.q, tc.from, tc.to, err)
			continue
		}
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s from %s to %s: got %s, want %s", tc.q, tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ from, to, q, code string }{
		// PostgreSQL 15 raises for coalesce(1, 'x') as it reads it, DuckDB
		// 1.5 gives 1; Trino need not evaluate the later argument either
		{"postgres", "duckdb", "SELECT coalesce(1, 'x')", "T150"},
		{"postgres", "trino", "SELECT coalesce(1, 'x')", "T150"},
		{"postgres", "duckdb", "SELECT CASE WHEN n > 0 THEN n ELSE '40000' END FROM t", "T150"},
		{"postgres", "duckdb", "SELECT coalesce(d, '01/02/2020') FROM t", "T157"},
		{"postgres", "duckdb", "SELECT ARRAY[TRUE, 'o']", "T157"},
		{"postgres", "duckdb", "SELECT coalesce(CAST(NULL AS NUMERIC), 'NaN')", "T157"},
		{"postgres", "spark", "SELECT coalesce(x, '0') FROM u", "T158"},
		{"postgres", "duckdb", "SELECT coalesce(x, 'yes') FROM u", "T158"},
		{"postgres", "trino", "SELECT x IN ('01', '02') FROM u", "T158"},
		{"postgres", "duckdb", "VALUES (TRUE), ('o')", "T157"},
		// PostgreSQL 15 run: n IN ('9999999999', b) with b a BIGINT
		// column raises (n = '9999999999' alone, out of the integer's
		// range), as do n IN ('1.5', m) with m a NUMERIC one, '1.5' IN (n,
		// 2.5), and n IN ('1.5', (SELECT max(m) FROM t u WHERE u.n =
		// t.n)), where n IN ('1.5', (SELECT max(m) FROM t)) is false
		{"postgres", "duckdb", "SELECT n IN ('99999', b) FROM t", "T150"},
		{"postgres", "duckdb", "SELECT n IN ('1.5', m) FROM t", "T150"},
		{"postgres", "duckdb", "SELECT '1.5' IN (n, 2.5) FROM t", "T150"},
		{"postgres", "duckdb", "SELECT n IN ('1.5', (SELECT max(m) FROM t)) FROM t", "T158"},
		{"postgres", "duckdb", "SELECT '01' IN (n, s) FROM t", "T157"},
		// PostgreSQL 15 run: 1 = '1.0' raises, '5' BETWEEN 1 AND '10' is
		// false ('5' <= '10' compares texts), CASE '01' WHEN 1 raises
		// "operator does not exist: text = integer" (a CASE's literal
		// operand is text), where DuckDB 1.5 gives true, true and the WHEN
		{"postgres", "duckdb", "SELECT n = '1.0' FROM t", "T150"},
		{"postgres", "duckdb", "SELECT '5' BETWEEN 1 AND '10'", "T157"},
		{"postgres", "duckdb", "SELECT CASE '01' WHEN 1 THEN 'a' END", "T162"},
		// PostgreSQL 15 run: CASE NULL WHEN 1 raises "operator does not
		// exist: text = integer" too, where DuckDB 1.5 gives NULL
		{"postgres", "spark", "SELECT CASE NULL WHEN 1 THEN 'a' END", "T162"},
		// '40000' IN (n, 2) raises beside the SMALLINT
		{"postgres", "duckdb", "SELECT '40000' IN (n, 2) FROM t", "T150"},
		// PostgreSQL 15 reads 'Jan 1 2020' as 2020-01-01 00:00:00, which
		// lateral does not; a TIMESTAMPTZ in its session's zone
		{"postgres", "spark", "SELECT coalesce(ts, 'Jan 1 2020') FROM t", "T157"},
		{"postgres", "hive", "SELECT ts FROM t UNION ALL SELECT 'Jan 1 2020'", "T147"},
		{"postgres", "spark", "SELECT coalesce(tz, '2020-01-01') FROM t", "T157"},
	} {
		_, err := lateral.Translate(tc.q, tc.from, tc.to, schema)
		if err == nil || !strings.Contains(err.Error(), tc.code) {
			t.Errorf("%s from %s to %s: got %v, want %s", tc.q, tc.from, tc.to, err, tc.code)
		}
	}
}

// A string value of known type (a text column, a scalar subquery of a
// literal) beside a value of another known type: PostgreSQL 15 raises
// (run: coalesce(n, s) "COALESCE types smallint and text cannot be
// matched", n = s "operator does not exist: smallint = text", and the
// other forms below), where Spark casts one to the other (TypeCoercion:
// a comparison reads the string as the other type, coalesce and CASE
// make a string) and DuckDB 1.5 compares (n = s, n IN (s, 2), nullif(n,
// s) and CASE s WHEN 1 answer) but raises in coalesce, CASE results,
// greatest, least, a list and IN (SELECT ...), left toward it
// (TestPgTextValueEngines runs both).
func TestPgTextBeside(t *testing.T) {
	schema := lateral.TranslateOptions{Schema: "CREATE TABLE t (d DATE, n SMALLINT, s TEXT, v VARCHAR(5), f DOUBLE PRECISION, bo BOOLEAN, ts TIMESTAMP)"}
	for _, tc := range []struct{ to, q, code string }{
		{"spark", "SELECT coalesce(n, s) FROM t", "T163 @1:20"},
		{"hive", "SELECT coalesce(n, (SELECT '01')) FROM t", "T163 @1:20"},
		{"spark", "SELECT CASE WHEN n > 0 THEN n ELSE s END FROM t", "T163 @1:36"},
		{"spark", "SELECT CASE WHEN n > 0 THEN CASE WHEN n > 1 THEN '01' END ELSE n END FROM t", "T163 @1:29"},
		{"doris", "SELECT greatest(d, v) FROM t", "T163 @1:20"},
		{"snowflake", "SELECT least(bo, s) FROM t", "T163 @1:18"},
		{"spark", "SELECT ARRAY[n, s] FROM t", "T163 @1:17"},
		{"duckdb", "SELECT n = s FROM t", "T163 @1:12"},
		{"duckdb", "SELECT ts < s FROM t", "T163 @1:13"},
		{"duckdb", "SELECT f = s FROM t", "T163 @1:12"},
		{"duckdb", "SELECT s = 1 FROM t", "T163 @1:8"},
		{"duckdb", "SELECT n BETWEEN 1 AND s FROM t", "T163 @1:24"},
		{"duckdb", "SELECT n IN (s, 2) FROM t", "T163 @1:14"},
		{"duckdb", "SELECT s IN ('a', 1) FROM t", "T163 @1:8"},
		{"duckdb", "SELECT nullif(n, s) FROM t", "T163 @1:18"},
		{"duckdb", "SELECT CASE s WHEN 1 THEN 'a' END FROM t", "T163 @1:13"},
		{"duckdb", "SELECT n = (SELECT '01') FROM t", "T163 @1:12"},
		{"spark", "SELECT n IN (SELECT s FROM t) FROM t", "T163 @1:14"},
		{"spark", "SELECT n = ANY(ARRAY['1', '2']) FROM t", "T163 @1:16"},
		{"trino", "SELECT 1 FROM t WHERE EXISTS (SELECT 1 FROM t u WHERE u.n = t.s)", "T163 @1:61"},
		// a string among floats is float_text.go's
		{"spark", "SELECT coalesce(f, s) FROM t", "T087"},
		// but for a string value it does not type (PostgreSQL 15 run:
		// "COALESCE types double precision and text cannot be matched",
		// GREATEST and LEAST alike)
		{"spark", "SELECT coalesce(f, upper(s)) FROM t", "T163 @1:20"},
		{"hive", "SELECT greatest(f, s || 'x') FROM t", "T163 @1:20"},
		{"trino", "SELECT least(f, (SELECT '1')) FROM t", "T163 @1:17"},
		// PostgreSQL 15 run: coalesce(CAST(NULL AS DATE), CAST(NULL AS
		// TIMESTAMP), '2020-01-01 10:00') is 2020-01-01 10:00:00: the
		// literal is read as the type of all the values, which lateral
		// does not know beside x
		{"duckdb", "SELECT coalesce(d, x, '2020-01-01 10:00') FROM t, u", "T158 @1:23"},
	} {
		_, err := lateral.Translate(tc.q, "postgres", tc.to, schema)
		code, pos, _ := strings.Cut(tc.code, " @")
		if err == nil || !strings.Contains(err.Error(), "error["+code+"]") || pos != "" && !strings.Contains(err.Error(), pos+": error["+code+"]") {
			t.Errorf("%s to %s: got %v, want %s", tc.q, tc.to, err, tc.code)
		}
	}
	for _, tc := range []struct{ to, q, want string }{
		// DuckDB 1.5 raises alike
		{"duckdb", "SELECT coalesce(n, s) FROM t", "coalesce(n, s)"},
		{"duckdb", "SELECT CASE WHEN n > 0 THEN n ELSE s END FROM t", "ELSE s END"},
		{"duckdb", "SELECT greatest(n, s) FROM t", "greatest(n, s)"},
		{"duckdb", "SELECT n IN (SELECT s FROM t) FROM t", "n IN (SELECT s FROM t)"},
		// a row beside a subquery of several columns, the first a string
		// (PostgreSQL 15 run: true)
		{"spark", "SELECT (s, n) IN (SELECT s, n FROM t) FROM t", "(SELECT s, n FROM t)"},
		{"duckdb", "SELECT (s, n) = ANY(SELECT 'a', 1) FROM t", "(SELECT 'a', 1)"},
		{"duckdb", "SELECT (s, n) = (SELECT s, n FROM t LIMIT 1) FROM t", "(SELECT s, n FROM t LIMIT 1)"},
		// strings among themselves, a literal beside a string
		{"spark", "SELECT coalesce(s, v, upper(s), 'x'), s = v, s IN ('a', v), CASE s WHEN v THEN 1 END FROM t", "coalesce(s, v, upper(s), 'x')"},
		// a literal operand beside a subquery's column is read as its type
		// (PostgreSQL 15 run: '20200101' IN (SELECT d FROM t) is true,
		// where Spark compares strings)
		{"spark", "SELECT '20200101' IN (SELECT d FROM t)", "DATE '2020-01-01' IN (SELECT d FROM t)"},
		{"duckdb", "SELECT '01' = ANY(SELECT n FROM t)", "CAST(1 AS SMALLINT) = ANY (SELECT n FROM t)"},
		{"spark", "SELECT '20200101' = ANY(ARRAY[d]) FROM t", "array_contains(array(d), DATE '2020-01-01')"},
		{"duckdb", "SELECT '1' = ANY(ARRAY[n, 2]) FROM t", "list_contains([n, 2], CAST(1 AS INTEGER))"},
		// a date text without a time of day is the DATE either way
		{"duckdb", "SELECT coalesce(d, x, ' 2020-01-01 ') FROM t, u", "coalesce(d, x, DATE '2020-01-01')"},
		{"duckdb", "SELECT coalesce(d, '2020-01-01 10:00') FROM t", "coalesce(d, CAST('2020-01-01 10:00' AS DATE))"},
	} {
		tr, err := lateral.Translate(tc.q, "postgres", tc.to, schema)
		if err != nil {
			t.Errorf("%s to %s: %v", tc.q, tc.to, err)
			continue
		}
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: got %s, want %s", tc.q, tc.to, tr.SQL, tc.want)
		}
	}
}
