package executor_test

import "testing"

// TestDateTruncDate: date_trunc of a DATE is a DATE in Trino, Presto and
// Snowflake ("same as input"), a TIMESTAMP in Spark and DuckDB (run on
// DuckDB 1.5: typeof(date_trunc('month', DATE '1992-03-07')) is
// TIMESTAMP); of a TIMESTAMP a TIMESTAMP in all.
func TestDateTruncDate(t *testing.T) {
	for _, d := range []string{"trino", "presto", "snowflake"} {
		runShown(t, sqlCase{name: "a DATE", dialect: d, query: "SELECT date_trunc('month', DATE '2024-03-15'), date_trunc('week', DATE '2024-03-15'), date_trunc('year', CAST(NULL AS DATE))",
			want: []string{"2024-03-01 | 2024-03-11 | NULL"}})
	}
	for _, d := range []string{"spark", "duckdb"} {
		runShown(t, sqlCase{name: "a TIMESTAMP", dialect: d, query: "SELECT CAST(date_trunc('month', DATE '2024-03-15') AS VARCHAR)",
			want: []string{"2024-03-01 00:00:00"}})
	}
}

// TestDateTimeAdd: PostgreSQL's and DuckDB's date + time is a TIMESTAMP
// (their date/time operators); Trino has no such operator.
func TestDateTimeAdd(t *testing.T) {
	for _, d := range []string{"postgres", "duckdb"} {
		runShown(t, sqlCase{name: "date + time", dialect: d, query: "SELECT CAST(DATE '2000-01-01' + TIME '10:00:00.5' AS VARCHAR), CAST(TIME '23:59:59' + DATE '2020-02-29' AS VARCHAR), DATE '2000-01-01' + CAST(NULL AS TIME)",
			want: []string{"2000-01-01 10:00:00.5 | 2020-02-29 23:59:59 | NULL"}})
	}
	runShown(t, sqlCase{name: "not in Trino", dialect: "trino", query: "SELECT DATE '2000-01-01' + TIME '10:00:00'", err: "operator + cannot be applied to date and time"})
}

// TestDateTruncDateUnits: Trino's and Presto's date_trunc of a DATE takes
// the fields of a date only, day, week, month, quarter and year in any
// case (DateTimeFunctions.getDateField lower-cases the unit), another unit
// raises INVALID_FUNCTION_ARGUMENT "'hour' is not a valid DATE field",
// positioned at the call, for a unit read from a column too (a NULL DATE
// gives NULL before the unit is read: the function is called on no NULL).
// Snowflake's DATE_TRUNC is left as it was.
func TestDateTruncDateUnits(t *testing.T) {
	for _, d := range []string{"trino", "presto"} {
		for _, c := range []sqlCase{
			{name: "hour", query: "SELECT 1,\n  date_trunc('hour', DATE '2024-03-01')", err: "2:3: date_trunc: 'hour' is not a valid DATE field"},
			{name: "second", query: "SELECT date_trunc('Second', DATE '2024-03-01')", err: "1:8: date_trunc: 'second' is not a valid DATE field"},
			{name: "date units", query: "SELECT date_trunc('DAY', DATE '2024-03-05'), date_trunc('Quarter', DATE '2024-03-05'), date_trunc('year', DATE '2024-03-05')",
				want: []string{"2024-03-05 | 2024-01-01 | 2024-01-01"}},
			{name: "a unit of a column", setup: []string{"CREATE TABLE u (unit VARCHAR, d DATE)",
				"INSERT INTO u VALUES ('month', DATE '2024-03-05'), ('minute', NULL), ('minute', DATE '2024-03-05')"},
				query: "SELECT unit,\n date_trunc(unit, d) FROM u", err: "2:2: date_trunc: 'minute' is not a valid DATE field"},
			{name: "a NULL DATE", setup: []string{"CREATE TABLE u (unit VARCHAR, d DATE)", "INSERT INTO u VALUES ('month', DATE '2024-03-05'), ('minute', NULL)"},
				query: "SELECT date_trunc(unit, d) FROM u ORDER BY 1", want: []string{"2024-03-01", "NULL"}},
		} {
			c.dialect = d
			runShown(t, c)
		}
	}
	runShown(t, sqlCase{name: "snowflake", dialect: "snowflake", query: "SELECT date_trunc('hour', DATE '2024-03-01')", want: []string{"2024-03-01"}})
}
