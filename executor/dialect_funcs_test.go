package executor_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// dialectRows runs sql in dialect, its rows as "v1 | v2" lines.
func dialectRows(t *testing.T, dialect, sql string) (string, error) {
	t.Helper()
	r, err := lateral.Run(context.Background(), sql, dialect, lateral.RunOptions{})
	if err != nil {
		return "", err
	}
	defer r.Close()
	rows, err := r.All()
	if err != nil {
		return "", err
	}
	var lines []string
	for _, row := range rows {
		parts := make([]string, len(row))
		for i, v := range row {
			parts[i] = v.String()
		}
		lines = append(lines, strings.Join(parts, " | "))
	}
	return strings.Join(lines, "\n"), nil
}

type dialectCase struct {
	dialect, sql string
	want         string // the rows, or
	err          string // an error containing this
}

func runDialectCases(t *testing.T, cases []dialectCase) {
	t.Helper()
	for _, c := range cases {
		got, err := dialectRows(t, c.dialect, c.sql)
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: %s: want an error containing %q, got %v (%q)", c.dialect, c.sql, c.err, err, got)
			}
		case err != nil:
			t.Errorf("%s: %s: %v", c.dialect, c.sql, err)
		case got != c.want:
			t.Errorf("%s: %s: got %q, want %q", c.dialect, c.sql, got, c.want)
		}
	}
}

// Trino and Presto: "result of sequence function must not have more than
// 10000 entries" (Trino's SequenceFunction checks each result's length
// against MAX_RESULT_ENTRIES = 10000, dates and timestamps too; Presto's
// does the same; the array functions page does not state it); Spark has
// no such bound.
func TestSequenceEntryBound(t *testing.T) {
	const msg = "result of sequence function must not have more than 10000 entries"
	runDialectCases(t, []dialectCase{
		{dialect: "trino", sql: "SELECT cardinality(sequence(1, 10000))", want: "10000"},
		{dialect: "trino", sql: "SELECT cardinality(sequence(1, 10001))", err: msg},
		{dialect: "trino", sql: "SELECT cardinality(sequence(20000, 1, -2))", want: "10000"},
		{dialect: "trino", sql: "SELECT cardinality(sequence(20001, 1, -2))", err: msg},
		{dialect: "presto", sql: "SELECT cardinality(sequence(-5000, 5000))", err: msg},
		{dialect: "trino", sql: "SELECT cardinality(sequence(DATE '2000-01-01', DATE '2030-01-01', INTERVAL '1' DAY))", err: msg},
		{dialect: "spark", sql: "SELECT size(sequence(1, 10001))", want: "10001"},
		// unnested, per row too
		{dialect: "trino", sql: "SELECT count(*) FROM UNNEST(sequence(1, 10000))", want: "10000"},
		{dialect: "trino", sql: "SELECT count(*) FROM UNNEST(sequence(1, 10001)) AS t(x) WHERE x < 3", err: msg},
		{dialect: "presto", sql: "SELECT count(*) FROM (VALUES 10000, 10001) AS v(n) CROSS JOIN UNNEST(sequence(1, v.n)) AS t(x)", err: msg},
		{dialect: "trino", sql: "SELECT cardinality(sequence(TIMESTAMP '2020-01-01 00:00:00', TIMESTAMP '2020-01-01 02:46:40', INTERVAL '1' SECOND))", err: msg},
		{dialect: "trino", sql: "SELECT cardinality(sequence(TIMESTAMP '2020-01-01 00:00:00', TIMESTAMP '2020-01-01 02:46:39', INTERVAL '1' SECOND))", want: "10000"},
	})
}

// Hive's DIV takes BIGINTs: fractional operands are cast to BIGINT
// (toward zero) first (Hive LanguageManual, arithmetic operators: A DIV
// B). Spark's div takes integral or decimal operands (a DOUBLE is cast
// to an integral type) and truncates the quotient: -5.9 div 1 = -5
// (Spark SQL reference, div), and so do
// PostgreSQL's div(-7.5, 2) = -3 and DuckDB's -7 // 2 = -3 (DuckDB 1.5).
func TestIntDivTruncation(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "hive", sql: "SELECT 7.5 DIV 2, -7.5 DIV 2, 7 DIV 2, -7 DIV 2", want: "3 | -3 | 3 | -3"},
		// 5.5 DIV 0.5 is 5 DIV 0: NULL
		{dialect: "hive", sql: "SELECT 5.5 DIV 0.5, 7.9 DIV 2.9", want: "NULL | 3"},
		{dialect: "hive", sql: "SELECT CAST(-7.5 AS DECIMAL(3,1)) DIV CAST(2.5 AS DECIMAL(2,1))", want: "-3"},
		{dialect: "spark", sql: "SELECT -5.9 div 1, 7.5 div 2, -7.5 div 2, 5.5 div 0.5", want: "-5 | 3 | -3 | 11"},
		// a DOUBLE is cast to an integral type: 5.5D div 0.5D is 5 div 0
		{dialect: "spark", sql: "SELECT -7.5D div 2D, 5.5D div 0.5D, 7.9D div 2.9D", want: "-3 | NULL | 3"},
		{dialect: "postgres", sql: "SELECT div(-7.5, 2), div(5.5, 0.5)", want: "-3 | 11"},
		{dialect: "duckdb", sql: "SELECT -7 // 2, 7 // 2", want: "-3 | 3"},
	})
}

// Snowflake's ARRAY_SLICE: 0-based from, to excluded, negative positions
// from the end (Snowflake docs, ARRAY_SLICE examples); DuckDB's
// array_slice is 1-based, both ends included.
func TestArraySliceByDialect(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "snowflake", sql: "SELECT ARRAY_SLICE([0,1,2,3,4,5,6], 0, 2)", want: "[0, 1]"},
		{dialect: "snowflake", sql: "SELECT ARRAY_SLICE(['foo','snow','flake','bar'], 1, 3)", want: "['snow', 'flake']"},
		{dialect: "snowflake", sql: "SELECT ARRAY_SLICE([0,1,2,3,4,5,6], -5, -3)", want: "[2, 3]"},
		{dialect: "snowflake", sql: "SELECT ARRAY_SLICE([0,1,2,3,4,5,6], 0, -2)", want: "[0, 1, 2, 3, 4]"},
		{dialect: "snowflake", sql: "SELECT ARRAY_SLICE([0,1,2,3,4,5,6], 10, 12)", want: "[]"},
		{dialect: "snowflake", sql: "SELECT ARRAY_SLICE([0,1,2,3,4,5,6], -10, -12)", want: "[]"},
		{dialect: "snowflake", sql: "SELECT ARRAY_SLICE([0,1,2,3,4,5,6], NULL, 2)", want: "NULL"},
		{dialect: "duckdb", sql: "SELECT array_slice([0,1,2,3,4,5,6], 2, 4)", want: "[1, 2, 3]"},
	})
}

// Hive's add_months: the last day of a month gives the last day of the
// target month (HIVE-9357, the LanguageManual's add_months:
// add_months('2015-02-28', 2) = '2015-04-30'); Spark 3 keeps the day
// number, clamped (Spark 3.0 migration guide).
func TestAddMonthsLastDay(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "hive", sql: "SELECT add_months('2015-01-14', 1), add_months('2015-01-31', 1), add_months('2015-02-28', 2), add_months('2015-02-28', 12)",
			want: "2015-02-14 | 2015-02-28 | 2015-04-30 | 2016-02-29"},
		{dialect: "spark", sql: "SELECT add_months(DATE '2015-01-31', 1), add_months(DATE '2015-02-28', 2), add_months(DATE '2015-02-28', 12)",
			want: "2015-02-28 | 2015-04-28 | 2016-02-28"},
		// Snowflake: "if the original day is the last day of the month, the
		// result day is the last day of the resulting month" (ADD_MONTHS usage notes)
		{dialect: "snowflake", sql: "SELECT add_months(DATE '2015-01-31', 1), add_months(DATE '2015-02-28', 2), add_months(DATE '2015-01-14', 1)",
			want: "2015-02-28 | 2015-04-30 | 2015-02-14"},
		// Dates more than 292 years from 1970 (a time.Duration's range);
		// the same results from PostgreSQL 15 and DuckDB for the translations.
		{dialect: "hive", sql: "SELECT add_months(DATE '0001-01-31', 1), add_months(DATE '9999-11-30', 1), add_months(DATE '1600-02-29', -12), datediff(DATE '2500-01-01', DATE '1500-01-01')",
			want: "0001-02-28 | 9999-12-31 | 1599-02-28 | 365243"},
	})
}

// date_add and date_sub of a DATE and an interval: a DATE in BigQuery
// (DATE_ADD, DATE_SUB reference), a TIMESTAMP in DuckDB (run on DuckDB 1.5:
// date_add(DATE '2024-01-31', INTERVAL 1 MONTH) is 2024-02-29 00:00:00).
// Spark's greatest and least take no string and number together (its type
// coercion widens them without promoting one to a string); Hive's read
// the string as a DOUBLE.
func TestExtremesOfStringAndNumber(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "spark", sql: "SELECT greatest('10', 9.0D)", err: "no common type"},
		{dialect: "spark", sql: "SELECT least(1, 'a')", err: "no common type"},
		// the result is of the arguments' least common type (Databricks
		// SQL reference, least: "The result is the least common type of
		// all arguments"): a DOUBLE, 1.0
		{dialect: "spark", sql: "SELECT greatest('10', '9'), least(1, 2.5D)", want: "9 | 1.0"},
		{dialect: "hive", sql: "SELECT greatest('10', 9.0D)", want: "10"},
	})
}

func TestDateAddInterval(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "bigquery", sql: "SELECT DATE_ADD(DATE '2024-01-31', INTERVAL 1 MONTH), DATE_SUB(DATE '2024-03-31', INTERVAL 1 MONTH)",
			want: "2024-02-29 | 2024-02-29"},
		{dialect: "duckdb", sql: "SELECT date_add(DATE '2024-01-31', INTERVAL 1 MONTH)", want: "2024-02-29 00:00:00"},
	})
}

// A sequence of DATEs is an array of DATEs (Trino documentation, array
// functions: sequence(start date, stop date, step) -> array(date)), a
// step leaving the days an error.
func TestSequenceOfDates(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "trino", sql: "SELECT sequence(DATE '2024-03-09', DATE '2024-03-12', INTERVAL '2' DAY)", want: "[2024-03-09, 2024-03-11]"},
		{dialect: "trino", sql: "SELECT sequence(TIMESTAMP '2024-03-09 00:00:00', TIMESTAMP '2024-03-09 12:00:00', INTERVAL '12' HOUR)", want: "[2024-03-09 00:00:00, 2024-03-09 12:00:00]"},
		{dialect: "trino", sql: "SELECT sequence(DATE '2024-03-09', DATE '2024-03-10', INTERVAL '12' HOUR)", err: "sequence step must be a day interval if start and end values are dates"},
	})
}

// PostgreSQL's nullif(x, y) is x converted for x = y (nullifType; run on
// PostgreSQL 15: nullif(3, 2.5) / 2 is 1.5000000000000000, nullif(3, 2::real) / 2 1.5,
// nullif(3, 2::bigint) / 2 1); DuckDB's keeps x's type (DuckDB 1.5:
// typeof(nullif(3, 2.5)) is INTEGER).
func TestNullifConverts(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "postgres", sql: "SELECT nullif(3, 2.5) / 2, nullif(3, CAST(2 AS real)) / 2, nullif(3, CAST(2 AS bigint)) / 2", want: "1.5000000000000000 | 1.5 | 1"},
		{dialect: "postgres", sql: "SELECT nullif(3, 3.0), nullif(7, CAST(NULL AS numeric)) / 2", want: "NULL | 3.5000000000000000"},
		{dialect: "duckdb", sql: "SELECT nullif(3, 2.5) // 2", want: "1"},
	})
}

// A DATE meeting a TIMESTAMP in a CASE, COALESCE, GREATEST, UNION or
// VALUES is a TIMESTAMP (PostgreSQL 15 and DuckDB 1.5: greatest(DATE
// '2020-01-01', TIMESTAMP '2019-01-01 10:00:00') is 2020-01-01 00:00:00).
func TestDateAmongTimestamps(t *testing.T) {
	const ts = "TIMESTAMP '2019-01-01 10:00:00'"
	for _, d := range []string{"postgres", "duckdb"} {
		runDialectCases(t, []dialectCase{
			{dialect: d, sql: "SELECT greatest(DATE '2020-01-01', " + ts + "), coalesce(NULL, DATE '2020-01-01', " + ts + "), CASE WHEN 1 = 1 THEN DATE '2020-01-01' ELSE " + ts + " END",
				want: "2020-01-01 00:00:00 | 2020-01-01 00:00:00 | 2020-01-01 00:00:00"},
			{dialect: d, sql: "SELECT x FROM (SELECT DATE '2020-01-01' AS x UNION ALL SELECT " + ts + ") s ORDER BY 1",
				want: "2019-01-01 10:00:00\n2020-01-01 00:00:00"},
			{dialect: d, sql: "SELECT x FROM (VALUES (DATE '2020-01-01'), (" + ts + ")) v(x) ORDER BY 1",
				want: "2019-01-01 10:00:00\n2020-01-01 00:00:00"},
		})
	}
}
