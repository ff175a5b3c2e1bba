package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestSetOpLiterals: PostgreSQL reads a string literal arm of a set
// operation as the other arm's type (PostgreSQL 15 manual, 10.5; run on
// PostgreSQL 15: SELECT DATE '2020-01-01' UNION SELECT '20200101' is one
// row, 1 UNION '01' one row 1, TRUE UNION ' Of' false and true, 1.5 UNION
// '1e3' 1000), where DuckDB makes the column a VARCHAR (run on DuckDB 1.5:
// two rows each, and CAST('20200101' AS DATE) raises there): the literal
// is written as the value PostgreSQL reads, or refused where lateral
// cannot read it as PostgreSQL does (T147) or PostgreSQL raises (T148,
// T150); from DuckDB toward Trino the integer arm is written as text.
func TestSetOpLiterals(t *testing.T) {
	schema := lateral.TranslateOptions{Schema: "CREATE TABLE t (d DATE, n SMALLINT, s TEXT)"}
	for _, tc := range []struct{ from, to, q, want string }{
		{"postgres", "duckdb", "SELECT d FROM t UNION SELECT '20200101'", "SELECT DATE '2020-01-01'"},
		{"postgres", "spark", "SELECT n FROM t UNION SELECT ' +02 '", "SELECT CAST(2 AS SMALLINT)"},
		{"postgres", "duckdb", "SELECT TRUE UNION SELECT ' Of'", "SELECT FALSE"},
		{"postgres", "trino", "SELECT 1.5 UNION SELECT '1e3'", "SELECT 1000"},
		{"postgres", "trino", "SELECT 1.5 UNION SELECT '-.5'", "SELECT -0.5"},
		{"postgres", "duckdb", "SELECT s FROM t UNION SELECT '01'", "SELECT '01'"},
		{"postgres", "duckdb", "SELECT 1 UNION SELECT '01' UNION SELECT '02'", "SELECT CAST(2 AS INTEGER)"},
		{"duckdb", "trino", "SELECT n FROM t UNION SELECT '01'", "SELECT CAST(n AS VARCHAR) AS n"},
		{"spark", "postgres", "SELECT s FROM t UNION SELECT 1.5 UNION SELECT '2'", "SELECT CAST('2' AS TEXT)"},
		// DuckDB writes a TIMESTAMP, DECIMAL or BOOLEAN arm beside a
		// string literal as its text, as PostgreSQL does cast to TEXT (run
		// on DuckDB 1.5 and PostgreSQL 15: 1.50 is '1.50', TRUE 'true')
		{"duckdb", "postgres", "SELECT 1.50 UNION ALL SELECT '2.5'", "SELECT CAST(1.50 AS TEXT)"},
		{"duckdb", "postgres", "SELECT TRUE UNION ALL SELECT 'yes'", "SELECT CAST(TRUE AS TEXT)"},
		// digits with leading zeros are decimal (PostgreSQL 15 run: '1e09'
		// is 1000000000, '2E-08' 0.00000002, '0100-01-02' the year 100)
		{"postgres", "duckdb", "SELECT 1.5 UNION SELECT '1e09'", "SELECT 1000000000"},
		{"postgres", "duckdb", "SELECT 1.5 UNION SELECT '2E-08'", "SELECT 0.00000002"},
		{"postgres", "duckdb", "SELECT d FROM t UNION SELECT '0100-01-02'", "DATE '0100-01-02'"},
		{"postgres", "duckdb", "SELECT d FROM t UNION SELECT '2020-09-08'", "DATE '2020-09-08'"},
		{"postgres", "duckdb", "SELECT d FROM t UNION SELECT '20200809'", "DATE '2020-08-09'"},
		// a parenthesized arm with WITH is read alike (one row 1 on
		// PostgreSQL 15), as is one sorted on another column
		{"postgres", "duckdb", "SELECT 1 UNION (WITH w AS (SELECT 1) SELECT '01')", "SELECT CAST(1 AS INTEGER))"},
		{"postgres", "duckdb", "SELECT 1, 1 UNION (SELECT '01', 2 ORDER BY 2)", "SELECT CAST(1 AS INTEGER), 2"},
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
		{"postgres", "duckdb", "SELECT d FROM t UNION SELECT '01/02/2020'", "T147"},
		{"postgres", "duckdb", "SELECT d FROM t UNION SELECT '2020-02-30'", "T147"},
		{"postgres", "duckdb", "SELECT TRUE UNION SELECT 'o'", "T147"},
		{"postgres", "duckdb", "SELECT 1.5 UNION SELECT 'NaN'", "T147"},
		{"postgres", "duckdb", "SELECT INTERVAL '1 day' UNION SELECT '2 days'", "T147"},
		{"postgres", "spark", "SELECT n FROM t UNION SELECT '40000'", "T150"},
		{"postgres", "spark", "SELECT 1 UNION SELECT '1.5'", "T150"},
		{"postgres", "duckdb", "SELECT 'a' UNION SELECT 'b' UNION SELECT d FROM t", "T148"},
		{"postgres", "postgres", "SELECT 1 UNION (SELECT 'a' UNION SELECT 'b')", "T148"},
		// DISTINCT, GROUP BY and ORDER BY on the literal's column make it
		// text (PostgreSQL 15 run: "UNION types integer and text cannot be
		// matched")
		{"postgres", "duckdb", "SELECT 1 UNION SELECT DISTINCT '01'", "T148"},
		// beside a value of unknown type, a boolean's spelling is refused
		// as a number's is (PostgreSQL 15 run: b UNION 'yes' is one row)
		{"postgres", "duckdb", "SELECT b FROM u UNION SELECT 'yes'", "T056"},
		{"postgres", "duckdb", "SELECT 1 UNION (SELECT '01' ORDER BY 1 LIMIT 1)", "T148"},
		{"postgres", "duckdb", "SELECT 1 UNION (SELECT '01' AS a GROUP BY a)", "T148"},
		{"postgres", "duckdb", "SELECT 1 UNION SELECT DISTINCT NULL", "T148"},
		{"postgres", "duckdb", "SELECT 1 UNION (SELECT 'a' UNION SELECT DISTINCT 'b')", "T148"},
		// a string arm meeting a typed non-string arm: PostgreSQL 15 raises
		// (UNION types text and integer cannot be matched; date and text;
		// character varying and integer), DuckDB gives rows
		{"postgres", "duckdb", "SELECT s FROM t UNION SELECT n FROM t", "T148"},
		{"postgres", "spark", "SELECT d FROM t UNION SELECT s FROM t", "T148"},
		{"postgres", "duckdb", "SELECT * FROM (SELECT '01') s UNION SELECT 1", "T148"},
		{"postgres", "duckdb", "WITH w AS (SELECT '01' AS x) SELECT x FROM w UNION SELECT 1", "T148"},
		{"postgres", "duckdb", "VALUES (1) UNION VALUES ('01')", "T148"},
		// a scalar subquery's string literal or NULL is text (PostgreSQL
		// 15 run: "UNION types integer and text cannot be matched", where
		// DuckDB 1.5 gives the rows 1 and 01)
		{"postgres", "duckdb", "SELECT 1 UNION SELECT (SELECT '01')", "T148"},
		// toward BigQuery and Snowflake, which read the literal as the
		// other arm's type, and Trino, which finds no common type or
		// writes the value otherwise
		{"duckdb", "bigquery", "SELECT TIMESTAMP '2020-01-01 10:00:00' UNION ALL SELECT '2020-01-01'", "T157"},
		{"duckdb", "snowflake", "SELECT 1.50 UNION ALL SELECT '2.5'", "T157"},
		{"duckdb", "trino", "SELECT TRUE UNION ALL SELECT 'yes'", "T157"},
		{"spark", "bigquery", "SELECT CAST(1.5 AS DECIMAL(10,2)) UNION ALL SELECT '2.5'", "T157"},
		{"postgres", "spark", "SELECT n FROM t UNION SELECT (SELECT NULL)", "T148"},
		{"postgres", "duckdb", "SELECT 1 UNION SELECT (SELECT '01' UNION SELECT '02' LIMIT 1)", "T148"},
	} {
		_, err := lateral.Translate(tc.q, tc.from, tc.to, schema)
		if err == nil || !strings.Contains(err.Error(), tc.code) {
			t.Errorf("%s from %s to %s: got %v, want %s", tc.q, tc.from, tc.to, err, tc.code)
		}
	}
}

// TestSetOpLiteralMessages: the refusals name the set operation, not a
// cast the user did not write, and PostgreSQL's order of the types.
func TestSetOpLiteralMessages(t *testing.T) {
	for _, tc := range []struct{ q, want string }{
		{"SELECT 1 UNION SELECT 'x'", "column 1 of the UNION holds the string 'x' beside a value of type integer"},
		{"SELECT 1 UNION SELECT DISTINCT '01'", "UNION types integer and text cannot be matched"},
		{"SELECT '1' UNION SELECT '01' UNION SELECT 1", "UNION types text and integer cannot be matched"},
	} {
		_, err := lateral.Translate(tc.q, "postgres", "spark", lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %s", tc.q, err, tc.want)
		}
	}
}
