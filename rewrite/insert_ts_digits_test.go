package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// An INSERT into a TIMESTAMP or TIME column of fewer than 6 digits on
// one side stores what the source's INSERT does (insert_ts_digits.go).
// Trino's TIMESTAMP and TIME are TIMESTAMP(3) and TIME(3) (Trino
// documentation, data types), and its INSERT coerces a value of more
// digits by its cast, half up on either side of 1970 (Timestamps.round,
// roundDiv), a TIME's carry past midnight wrapping to 00:00:00
// (TimeToTimeCast): a literal is written here with those 3 digits. The
// stored rows were run on DuckDB 1.5 and PostgreSQL 15: 2024-01-01
// 10:00:00.124, 1960-01-02 00:00:00, 00:00:00 and 10:00:00.123, as
// lat run's Trino gives them.
func TestInsertTimestampDigits(t *testing.T) {
	const trinoTables = "CREATE TABLE t (id INTEGER, a TIMESTAMP, b TIME, c TIMESTAMP(6), d DATE)"
	pgTables := "CREATE TABLE p (id INTEGER, s TIMESTAMP)"
	for _, tc := range []struct {
		name, from, to, schema, in, want string
	}{
		{"trino literals rounded to milliseconds, to duckdb", "trino", "duckdb", trinoTables,
			"INSERT INTO t (a, b) VALUES (TIMESTAMP '2024-01-01 10:00:00.1235', TIME '23:59:59.9995'), (TIMESTAMP '1960-01-01 23:59:59.9995', TIME '10:00:00.1234')",
			"INSERT INTO t (a, b) VALUES (TIMESTAMP '2024-01-01 10:00:00.124', TIME '00:00:00.000'), (TIMESTAMP '1960-01-02 00:00:00.000', TIME '10:00:00.123')"},
		{"trino literals rounded to milliseconds, to postgres", "trino", "postgres", trinoTables,
			"INSERT INTO t (a, b) VALUES (TIMESTAMP '1999-12-31 23:59:59.9995', TIME '10:00:00.1225')",
			"INSERT INTO t (a, b) VALUES (TIMESTAMP '2000-01-01 00:00:00.000', TIME '10:00:00.123')"},
		{"a string literal, a TIMESTAMP WITH TIME ZONE literal", "trino", "duckdb",
			"CREATE TABLE z (a TIMESTAMP, w TIMESTAMP WITH TIME ZONE)",
			"INSERT INTO z VALUES ('2024-01-01 10:00:00.1235', TIMESTAMP WITH TIME ZONE '2024-01-01 10:00:00.9995')",
			"INSERT INTO z VALUES ('2024-01-01 10:00:00.124', TIMESTAMPTZ '2024-01-01 10:00:01.000')"},
		{"no-op: values of at most 3 digits, a DATE, NULL, a microsecond column", "trino", "duckdb", trinoTables,
			"INSERT INTO t VALUES (1, TIMESTAMP '2024-01-01 10:00:00.123', TIME '10:00:00.5', TIMESTAMP '2024-01-01 10:00:00.123456', DATE '2024-01-01'); " +
				"INSERT INTO t (a, b, c) VALUES (NULL, NULL, NULL); INSERT INTO t (a, c) SELECT a, c FROM t; INSERT INTO t (a) SELECT d FROM t",
			"INSERT INTO t VALUES (1, TIMESTAMP '2024-01-01 10:00:00.123', TIME '10:00:00.5', TIMESTAMP '2024-01-01 10:00:00.123456', DATE '2024-01-01');\n" +
				"INSERT INTO t (a, b, c) VALUES (NULL, NULL, NULL);\nINSERT INTO t (a, c) SELECT a, c FROM t;\nINSERT INTO t (a) SELECT d FROM t"},
		// Trino and Doris both round half up on the digits: Doris's
		// DATETIME(3) column rounds the TIMESTAMP(6) alike
		{"no-op: trino to doris, a column rounded alike", "trino", "doris", trinoTables,
			"INSERT INTO t (a) SELECT c FROM t",
			"INSERT INTO t (a) SELECT c FROM t"},
		// Presto's TIMESTAMP keeps milliseconds: PostgreSQL's microseconds
		// are written so where the digits past the third are zeros
		{"postgres zeros past the milliseconds, to presto", "postgres", "presto", pgTables,
			"INSERT INTO p VALUES (1, '2024-01-01 10:00:00.123000'), (2, '2024-01-01 10:00:00.5'), (3, NULL)",
			"INSERT INTO p VALUES (1, '2024-01-01 10:00:00.123'), (2, '2024-01-01 10:00:00.5'), (3, NULL)"},
		// Doris and Trino round a string's (a literal's) digits past the
		// sixth half up into a column of 6; DuckDB drops them and
		// PostgreSQL reads them through a double (run on DuckDB 1.5 and
		// PostgreSQL 15: '2024-01-01 10:00:00.1234565' is .123456 in both)
		{"doris digits past the sixth, to duckdb", "doris", "duckdb", "CREATE TABLE d (c DATETIME(6))",
			"INSERT INTO d VALUES ('2024-01-01 10:00:00.1234565'), ('2024-01-01 23:59:59.9999995'), ('2024-01-01 10:00:00.1234564')",
			"INSERT INTO d VALUES ('2024-01-01 10:00:00.123457'), ('2024-01-02 00:00:00.000000'), ('2024-01-01 10:00:00.123456')"},
		{"doris digits past the sixth, to postgres", "doris", "postgres", "CREATE TABLE d (c DATETIME(6))",
			"INSERT INTO d VALUES ('2024-01-01 10:00:00.1234565')",
			"INSERT INTO d VALUES ('2024-01-01 10:00:00.123457')"},
		{"a trino TIMESTAMP(7) literal into TIMESTAMP(6), to duckdb", "trino", "duckdb", trinoTables,
			"INSERT INTO t (c) VALUES (TIMESTAMP '2024-01-01 10:00:00.1234565')",
			"INSERT INTO t (c) VALUES (TIMESTAMP '2024-01-01 10:00:00.123457')"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: tc.schema, SchemaDialect: tc.from}
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, tc.to, opts)
		})
	}
}

// A value that may hold more digits than either column keeps, where the
// two dialects would store it otherwise, is refused (T126) at the value:
// DuckDB's TIMESTAMP keeps Trino's microseconds, PostgreSQL's
// TIMESTAMP(3) rounds halves away from 2000-01-01 (run on PostgreSQL 15:
// 1990-01-01 10:00:00.1235 is .123, Trino's .124), Presto's TIMESTAMP
// keeps milliseconds where PostgreSQL keeps microseconds.
func TestInsertTimestampDigitsRefused(t *testing.T) {
	trino := lateral.TranslateOptions{Schema: "CREATE TABLE t (a TIMESTAMP, b TIME, c TIMESTAMP(6), e TIME(6))", SchemaDialect: "trino"}
	pg := lateral.TranslateOptions{Schema: "CREATE TABLE p (s TIMESTAMP, r TIMESTAMP(3))", SchemaDialect: "postgres"}
	for _, tc := range []struct {
		in, from, to string
		opts         lateral.TranslateOptions
		col          int
		says         string
	}{
		{"INSERT INTO t (a) SELECT c FROM t", "trino", "duckdb", trino, 26, "trino's INSERT rounds this value of 6 fractional second digits to the 3 of its TIMESTAMP column"},
		{"INSERT INTO t (a) SELECT c FROM t", "trino", "postgres", trino, 26, "postgres's column would keep or round them otherwise"},
		{"INSERT INTO t (b) SELECT e FROM t", "trino", "duckdb", trino, 26, "the 3 of its TIME column"},
		{"INSERT INTO t (a) VALUES (localtimestamp)", "trino", "duckdb", trino, 27, "the fractional second digits of this value are not known here"},
		{"INSERT INTO p (s) VALUES ('2024-01-01 10:00:00.1235')", "postgres", "presto", pg, 27, "presto's, of 3, would round or cut them"},
		{"INSERT INTO p (s) SELECT s FROM p", "postgres", "presto", pg, 26, "this value may have 6 fractional second digits"},
		// a * of a subquery places no value at its column: Trino stores
		// .0005 of 1960 as .001 where PostgreSQL 15 stores .000 (run on
		// PostgreSQL 15; the rule of tsInsertDigits)
		{"INSERT INTO t (a) SELECT * FROM (SELECT TIMESTAMP '1960-01-01 00:00:00.0005' AS x)", "trino", "postgres", trino, 26, "the fractional second digits of the values this item stands for are not known here"},
		{"INSERT INTO t (c, b) SELECT * FROM (SELECT c, e FROM t)", "trino", "duckdb", trino, 29, "trino's TIME column keeps 3 of them"},
		// PostgreSQL's tie before 2000 (tsExplicitLit)
		{"INSERT INTO p (r) VALUES ('1990-01-01 10:00:00.1235')", "postgres", "duckdb", pg, 27, "postgres and duckdb may round otherwise to TIMESTAMP(3)"},
	} {
		t.Run(tc.from+" to "+tc.to+": "+tc.in, func(t *testing.T) {
			refusedWith(t, tc.in, tc.from, tc.to, tc.opts, "T126", tc.col, tc.says)
		})
	}
}
