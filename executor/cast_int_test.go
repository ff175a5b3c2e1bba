package executor_test

import "testing"

// A CAST of a fractional value to an integer type rounds by the dialect's
// rule (executor.FracToInt). PostgreSQL and DuckDB rows were checked on
// PostgreSQL 15 and DuckDB: a double rounds half to even, a decimal half
// away from zero. Hive and Spark (ANSI off) truncate toward zero; Trino
// rounds half up (away from zero) for both. Each case runs on constants
// (folded when planned) and on a column (converted per row).
func TestCastFractionToInteger(t *testing.T) {

	type want struct{ dialect, half, neg, two, negTwo string }
	for _, w := range []want{
		{"hive", "1 | 1", "-1 | -1", "2 | 2", "-2 | -2"},
		{"spark", "1 | 1", "-1 | -1", "2 | 2", "-2 | -2"},
		{"trino", "2 | 2", "-2 | -2", "3 | 3", "-3 | -3"},
		{"postgres", "2 | 2", "-2 | -2", "2 | 3", "-2 | -3"},
		{"duckdb", "2 | 2", "-2 | -2", "2 | 3", "-2 | -3"},
		{"bigquery", "2 | 2", "-2 | -2", "3 | 3", "-3 | -3"},
	} {
		dbl, dec := "DOUBLE", "DECIMAL(5,2)"
		switch w.dialect {
		case "postgres":
			dbl = "DOUBLE PRECISION"
		case "bigquery":
			dbl, dec = "FLOAT64", "NUMERIC"
		}
		for _, c := range []struct{ x, want string }{{"1.5", w.half}, {"-1.5", w.neg}, {"2.5", w.two}, {"-2.5", w.negTwo}} {
			runSQL(t, sqlCase{name: w.dialect + " constant " + c.x, dialect: w.dialect,
				query: "SELECT CAST(CAST(" + c.x + " AS " + dbl + ") AS INT), CAST(CAST(" + c.x + " AS " + dec + ") AS BIGINT)",
				want:  []string{c.want}})
			runSQL(t, sqlCase{name: w.dialect + " column " + c.x, dialect: w.dialect,
				query: "SELECT CAST(d AS INT), CAST(n AS BIGINT) FROM (SELECT CAST(" + c.x + " AS " + dbl + ") AS d, CAST(" + c.x + " AS " + dec + ") AS n UNION ALL SELECT NULL, NULL) AS t WHERE d IS NOT NULL OR n IS NOT NULL",
				want:  []string{c.want}})
		}
	}

}

// The rule touches only fractional sources cast to integer types: NULL
// stays NULL, TRY_CAST still gives NULL out of range, and other casts keep
// their own conversion.
func TestCastFractionToIntegerEdges(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "hive NULL", dialect: "hive", query: "SELECT CAST(CAST(NULL AS DOUBLE) AS INT)", want: []string{"NULL"}},
		{name: "hive -0.5 truncates to 0", dialect: "hive", query: "SELECT CAST(CAST(-0.5 AS DOUBLE) AS INT)", want: []string{"0"}},
		{name: "hive 2.99 truncates", dialect: "hive", query: "SELECT CAST(CAST(2.99 AS DECIMAL(5,2)) AS SMALLINT), CAST(CAST(-2.99 AS DOUBLE) AS TINYINT)", want: []string{"2 | -2"}},
		{name: "postgres 3.5 double to even", dialect: "postgres", query: "SELECT CAST(CAST(3.5 AS DOUBLE PRECISION) AS INT), CAST(CAST(0.5 AS REAL) AS INT)", want: []string{"4 | 0"}},
		{name: "postgres double out of range", dialect: "postgres", query: "SELECT CAST(CAST(3000000000.5 AS DOUBLE PRECISION) AS INT)", err: "out of range"},
		{name: "duckdb TRY_CAST out of range", dialect: "duckdb", query: "SELECT TRY_CAST(CAST(3000000000.5 AS DOUBLE) AS INT)", want: []string{"NULL"}},
		{name: "hive decimal to decimal keeps rounding", dialect: "hive", query: "SELECT CAST(CAST(2.55 AS DECIMAL(5,2)) AS DECIMAL(5,1))", want: []string{"2.6"}},
	} {
		runSQL(t, c)
	}
}

// An INSERT converts a value to its column's type as the dialect's CAST
// does: Hive truncates 3.5 (its insert casts each value), PostgreSQL's
// assignment cast rounds a double half to even and a numeric half away
// from zero (checked on PostgreSQL 15: 2.5::float8 and 3.5::float8 into an
// integer column are 2 and 4, 2.5 is 3); DuckDB's INSERT casts as its CAST
// (checked on DuckDB: 3.5::DOUBLE into INT is 4).
func TestInsertFractionToInteger(t *testing.T) {
	for _, c := range []struct{ dialect, dbl, dec, want string }{
		{"hive", "DOUBLE", "DECIMAL(5,2)", "2 | 3 | -2 | 2"},
		{"postgres", "DOUBLE PRECISION", "DECIMAL(5,2)", "2 | 4 | -2 | 3"},
		{"duckdb", "DOUBLE", "DECIMAL(5,2)", "2 | 4 | -2 | 3"},
	} {
		runSQL(t, sqlCase{name: c.dialect + " insert", dialect: c.dialect,
			setup: []string{"CREATE TABLE t (a INT, b INT, c BIGINT, d SMALLINT)",
				"INSERT INTO t VALUES (CAST(2.5 AS " + c.dbl + "), CAST(3.5 AS " + c.dbl + "), CAST(-2.5 AS " + c.dbl + "), CAST(2.5 AS " + c.dec + "))"},
			query: "SELECT a, b, c, d FROM t",
			want:  []string{c.want}})
	}
}

// INSERT ... VALUES converts each row's values to the columns' types, the
// rows not first given a common type: PostgreSQL 15 and DuckDB store 2 and
// 3 for VALUES (1.5::float8), (2.5) into an integer column (the 2.5 a
// numeric, rounded half away from zero; as a double it would be 2).
func TestInsertValuesPerRow(t *testing.T) {
	for _, c := range []struct{ dialect, dbl string }{
		{"postgres", "DOUBLE PRECISION"},
		{"duckdb", "DOUBLE"},
	} {
		runSQL(t, sqlCase{name: c.dialect + " insert values", dialect: c.dialect,
			setup: []string{"CREATE TABLE t (k INT, x INT)",
				"INSERT INTO t VALUES (1, CAST(1.5 AS " + c.dbl + ")), (2, 2.5), (3, NULL)"},
			query: "SELECT k, x FROM t ORDER BY k",
			want:  []string{"1 | 2", "2 | 3", "3 | NULL"}})
	}
}
