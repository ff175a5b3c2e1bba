package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Snowflake's INT, INTEGER, BIGINT, SMALLINT, TINYINT and BYTEINT are
// "Synonymous with NUMBER, except that precision and scale cannot be
// specified (i.e. always defaults to NUMBER(38, 0))" (Snowflake numeric
// data types). Hive's and Spark's integer types are 8 to 64 bits and wrap
// or give NULL past them (Spark "ANSI compliance", ANSI mode off:
// CAST(2147483648L AS INT) is -2147483648), the other targets' raise: a
// cast to one of them is written as a cast to DECIMAL(38, 0), which keeps
// every value Snowflake keeps. A float is
// rounded half away from zero by that cast as by Snowflake's (run on
// DuckDB 1.5 and PostgreSQL 15: CAST(-2.5e0 AS DECIMAL(38, 0)) is -3).
func TestSnowflakeIntCastOverflow(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INT, d NUMBER, e NUMBER(18, 0), f NUMBER(10, 2), g FLOAT)"}
	for _, tc := range []struct {
		to, in, want string
	}{
		{"spark", "SELECT CAST(99999999999999999999 AS BIGINT) AS y FROM t", "CAST(99999999999999999999 AS DECIMAL(38, 0))"},
		{"hive", "SELECT CAST(3000000000 AS INT) AS y FROM t", "CAST(3000000000 AS DECIMAL(38, 0))"},
		{"spark", "SELECT CAST(t.d AS BIGINT) AS y FROM t", "CAST(t.d AS DECIMAL(38, 0))"},
		{"spark", "SELECT CAST(t.f AS SMALLINT) AS y FROM t", "CAST(t.f AS DECIMAL(38, 0))"},
		{"spark", "SELECT t.g::BYTEINT AS y FROM t", "CAST(t.g AS DECIMAL(38, 0))"},
		{"spark", "SELECT CAST('3000000000' AS INT) AS y FROM t", "CAST('3000000000' AS DECIMAL(38, 0))"},
		{"duckdb", "SELECT CAST(t.g AS TINYINT) AS y FROM t", "CAST(t.g AS DECIMAL(38, 0))"},
		{"postgres", "SELECT CAST(t.d AS INTEGER) AS y FROM t", "CAST(t.d AS NUMERIC(38, 0))"},
		{"trino", "SELECT CAST(t.e AS BIGINT) AS y FROM t", "CAST(t.e AS DECIMAL(38, 0))"},
		// Snowflake to Snowflake keeps the name
		{"snowflake", "SELECT CAST(t.g AS INT) AS y FROM t", "CAST(t.g AS INT)"},
	} {
		t.Run(tc.to+" "+tc.in, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "snowflake", tc.to, opts)
			if !strings.Contains(tr.SQL, tc.want) {
				t.Errorf("got %s, want %s in it", tr.SQL, tc.want)
			}
		})
	}
}

// A Snowflake integer type takes no precision ("precision and scale
// cannot be specified").
func TestSnowflakeIntTypeParams(t *testing.T) {
	_, err := lateral.Translate("SELECT CAST(1 AS INT(5)) AS y", "snowflake", "duckdb", lateral.TranslateOptions{})
	if err == nil || !strings.Contains(err.Error(), "NUMBER(38, 0)") {
		t.Fatalf("want an error naming NUMBER(38, 0), got %v", err)
	}
}

// A Snowflake INT column is NUMBER(38, 0): a count of DATEADD or
// ADD_MONTHS from one is cast to INT for the other targets, whose date +
// n and date_add want an integer (run on DuckDB 1.5 and PostgreSQL 15:
// date + DECIMAL(38, 0), date + BIGINT have no operator); a sum or product
// of such columns stays a NUMBER(38, 0), whose quotient has scale 6
// (Snowflake "scale and precision in arithmetic operations").
func TestSnowflakeIntNumberRules(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (d DATE, n INT, m BIGINT)"}
	for _, tc := range []struct {
		to, in, want string
	}{
		{"duckdb", "SELECT DATEADD(day, t.n, CAST(t.d AS DATE)) AS a FROM t", "SELECT CAST(t.d AS DATE) + CAST(t.n AS INTEGER) AS a FROM t"},
		{"postgres", "SELECT ADD_MONTHS(CAST(t.d AS DATE), t.n + 1) AS a FROM t", "CAST(t.n + 1 AS INTEGER) * INTERVAL '1' MONTH"},
		{"duckdb", "SELECT DATEADD(day, 2, CAST(t.d AS DATE)) AS a FROM t", "SELECT CAST(t.d AS DATE) + 2 AS a FROM t"},
		// DuckDB's range takes BIGINTs (run on DuckDB 1.5)
		{"duckdb", "SELECT ARRAY_GENERATE_RANGE(0, t.n) AS r FROM t", "SELECT range(0, CAST(t.n AS BIGINT)) AS r FROM t"},
		{"trino", "SELECT (t.n + 1) / t.m AS q FROM t", "SELECT CAST(t.n + 1 AS DECIMAL(38, 6)) / t.m AS q FROM t"},
		{"trino", "SELECT (t.n * t.m) / 4 AS q FROM t", "SELECT CAST(t.n * t.m AS DECIMAL(38, 6)) / 4 AS q FROM t"},
	} {
		t.Run(tc.to+" "+tc.in, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "snowflake", tc.to, opts)
			if !strings.Contains(tr.SQL, tc.want) {
				t.Errorf("got %s, want %s in it", tr.SQL, tc.want)
			}
		})
	}
}
