package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestDatetimeParse: DuckDB's strptime, Trino's date_parse and
// PostgreSQL's to_date of a text and a literal pattern of padded numeric
// fields are the target's parsing function (make_timestamp of the fields
// in PostgreSQL) behind a guard raising for a text not of the pattern's
// exact shape (run on PostgreSQL 15 and DuckDB 1.5: 05/03/2024 13:07:09
// by %d/%m/%Y %H:%M:%S is 2024-03-05 13:07:09 in both, 30/02/2024 raises
// in both, 5/3/2024 raises in the translation); a literal text is checked
// here; other elements, patterns, functions and targets are refused
// (T220).
func TestDatetimeParse(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (s VARCHAR)", SchemaDialect: "postgres"}
	translatesTo(t, opts, []pairCase{
		{"duckdb", "trino", "SELECT strptime('05/03/2024', '%d/%m/%Y') AS a", "SELECT date_parse('05/03/2024', '%d/%m/%Y') AS a"},
		{"trino", "duckdb", "SELECT date_parse('2024-03-05 13:07', '%Y-%m-%d %H:%i') AS a", "SELECT strptime('2024-03-05 13:07', '%Y-%m-%d %H:%M') AS a"},
		{"postgres", "duckdb", "SELECT to_date('20240305', 'YYYYMMDD') AS a", "SELECT CAST(strptime('20240305', '%Y%m%d') AS DATE) AS a"},
		{"duckdb", "postgres", "SELECT strptime('2024-03-05', '%Y-%m-%d') AS a",
			"SELECT make_timestamp(CAST(CASE WHEN CAST(substr('2024-03-05', 1, 4) AS INTEGER) <= 0 THEN CAST(substr('2024-03-05', 1, 4) AS INTEGER) - 1 ELSE CAST(substr('2024-03-05', 1, 4) AS INTEGER) END AS INTEGER), " +
				"CAST(substr('2024-03-05', 6, 2) AS INTEGER), CAST(substr('2024-03-05', 9, 2) AS INTEGER), 0, 0, 0) AS a"},
		{"trino", "duckdb", "SELECT date_parse(s, '%Y%m%d') AS a FROM t",
			"SELECT CASE WHEN CASE WHEN NOT (length(s) = 8 AND regexp_matches(s, '^[0-9]{4}[0-9]{2}[0-9]{2}\\n?$') AND substr(s, 1, 4) <> '0000' AND substr(s, 5, 2) >= '01' AND substr(s, 5, 2) <= '12' " +
				"AND substr(s, 7, 2) >= '01' AND substr(s, 7, 2) <= '31') THEN error('trino''s date_parse reads a text not of the pattern''s exact shape otherwise') ELSE FALSE END THEN NULL ELSE strptime(s, '%Y%m%d') END AS a FROM t"},
	})
	refusalsWith(t, opts, []refusalCase{
		{"SELECT strptime(s, '%Y-%-m-%d') AS a FROM t", "duckdb", "postgres", "T220", 24, "one or two digits"},
		{"SELECT strptime(s, '%Y-%m-%d %I %p') AS a FROM t", "duckdb", "postgres", "T220", 30, `"%I" is not read`},
		{"SELECT strptime(s, '%m-%d') AS a FROM t", "duckdb", "trino", "T220", 21, "lacks the year"},
		{"SELECT strptime(s, '%Y-%m-%d %Y') AS a FROM t", "duckdb", "trino", "T220", 30, "a second time"},
		{"SELECT strptime(s, '%Y-%m-%d T1') AS a FROM t", "duckdb", "trino", "T220", 29, "holds a digit"},
		{"SELECT to_date(s, 'YYYY-MM-DD HH24') AS a FROM t", "postgres", "duckdb", "T220", 20, "time of day"},
		{"SELECT to_timestamp(s, 'YYYY-MM-DD') AS a FROM t", "postgres", "duckdb", "T220", 8, "time zone"},
		{"SELECT parse_datetime(s, 'yyyy-MM-dd') AS a FROM t", "trino", "duckdb", "T220", 8, "time zone"},
		{"SELECT strptime(s, '%Y') AS a FROM t", "duckdb", "spark", "T220", 8, "not written for spark"},
		{"SELECT strptime(s, s) AS a FROM t", "duckdb", "postgres", "T220", 20, "literal"},
		{"SELECT strptime('5/3/2024', '%d/%m/%Y') AS a", "duckdb", "postgres", "T220", 17, "exact shape"},
		{"SELECT strptime(CAST(current_date AS VARCHAR), '%Y-%m-%d') AS a", "duckdb", "postgres", "T220", 17, "a constant other than a literal"},
		{"SELECT strptime(CAST(random() AS VARCHAR), '%Y-%m-%d') AS a", "duckdb", "postgres", "T073", 22, "not deterministic"},
	})
}
