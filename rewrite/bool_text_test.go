package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A BOOLEAN made text between Hive (TRUE, FALSE) and the dialects writing
// true and false, or toward Doris and Drill, is written as the source's
// words (bool_text.go); between two dialects of the same words it is
// left, from Doris it is refused (T181).
func TestBoolWordText(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE e (b BOOLEAN, s STRING)", SchemaDialect: "hive"}
	const lower = "CASE b WHEN TRUE THEN 'true' WHEN FALSE THEN 'false' END"
	const upper = "CASE b WHEN TRUE THEN 'TRUE' WHEN FALSE THEN 'FALSE' END"
	var cases []exprCase
	for _, tc := range []struct {
		from, to, in, want string
		fired              bool
	}{
		{"spark", "trino", "SELECT CAST(b AS STRING) AS a FROM e", "SELECT CAST(b AS VARCHAR) AS a FROM e", false},
		{"hive", "hive", "SELECT CAST(b AS STRING) AS a FROM e", "SELECT CAST(b AS STRING) AS a FROM e", false},
		{"trino", "hive", "SELECT CAST(b AS VARCHAR) AS a, CAST(b = (s = 'x') AS VARCHAR(4)) AS c FROM e",
			"SELECT " + lower + " AS a, CAST(CASE b = (s = 'x') WHEN TRUE THEN 'true' WHEN FALSE THEN 'false' END AS VARCHAR(4)) AS c FROM e", true},
		{"hive", "postgres", "SELECT b || s AS a, concat_ws('-', s, b) AS c FROM e", "SELECT " + upper + " || s AS a, concat_ws('-', s, " + upper + ") AS c FROM e", true},
		{"postgres", "hive", "SELECT s || b AS a FROM e", "SELECT s || " + lower + " AS a FROM e", true},
		{"spark", "drill", "SELECT CAST(b AS STRING) AS a FROM e", "SELECT " + lower + " AS a FROM e", true},
	} {
		cases = append(cases, exprCase{name: tc.from + " to " + tc.to + " " + tc.in, from: tc.from, to: tc.to,
			schema: opts.Schema, schemaDialect: opts.SchemaDialect, in: tc.in, want: tc.want, fires: tc.fired})
	}
	runExprCases(t, cases)
	refusedWith(t, "SELECT CAST(b AS STRING) AS a FROM e", "doris", "duckdb", opts, "T181", 8, "doris's text of a BOOLEAN is not checked")
	// a value of unknown type: a warning (from Hive, tested or refused:
	// below)
	tr := mustTranslate(t, "SELECT CAST(x.c AS STRING) AS a FROM x", "trino", "hive", lateral.TranslateOptions{})
	checkWarned(t, tr, "W032", true)
	tr = mustTranslate(t, "SELECT CAST(x.c AS STRING) AS a FROM x", "spark", "trino", lateral.TranslateOptions{})
	checkWarned(t, tr, "W032", false)
	// and so is one made text by || or concat, but from Hive toward Trino
	// and Presto, whose run-time test raises for a BOOLEAN there, and a
	// table's column from Hive toward Spark, PostgreSQL, DuckDB (and by a
	// CAST toward Trino and Presto), tested when the query runs
	// (hiveBoolWhen; TestHiveBoolTextUntypedEngines runs it)
	for _, tc := range []struct {
		from, to, in string
		warned       bool
	}{
		{"hive", "spark", "SELECT concat(coalesce(x.c, x.d), 'a') AS a FROM x", false},
		// a number or a string is not a BOOLEAN (mayBeBool)
		{"hive", "postgres", "SELECT concat(round(x.c), upper(x.d), coalesce(x.c, 1), x.c + 1) AS a FROM x", false},
		{"spark", "hive", "SELECT concat(round(x.c), upper(x.d), coalesce(x.c, 1), x.c + 1) AS a FROM x", false},
		{"hive", "spark", "SELECT concat(x.c, 'a') AS a, CAST(x.c AS STRING) AS b FROM x", false},
		{"hive", "postgres", "SELECT x.c || 'a' AS a FROM x", false},
		{"hive", "duckdb", "SELECT 'a' || x.c || 'c' AS a FROM x", false}, // the chain's column tested, the chain not warned of
		{"hive", "trino", "SELECT CAST(x.c AS STRING) AS a FROM x", false},
		{"spark", "hive", "SELECT 'a' || x.c AS a FROM x", true},
		{"hive", "trino", "SELECT concat(x.c, 'a') AS a FROM x", false},
		{"hive", "spark", "SELECT concat('b', 'a') AS a FROM x", false},
		{"spark", "duckdb", "SELECT concat(x.c, 'a') AS a FROM x", false},
	} {
		tr = mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{})
		checkWarned(t, tr, "W032", tc.warned)
	}
	refusedWith(t, "SELECT concat(s, b) AS a FROM e", "doris", "hive", opts, "T181", 18, "doris's text of a BOOLEAN")
	// from Hive, a value of unknown type that may be a BOOLEAN and that no
	// run-time test writes in Hive's words is refused (T202): toward
	// PostgreSQL, DuckDB, Trino and Presto one that is not a table's
	// column, toward the dialects without a test any
	for _, tc := range []struct {
		to, in string
		col    int
		says   string
	}{
		{"postgres", "SELECT coalesce(x.c, x.d) || 'a' AS a FROM x", 8, "only a table's column is tested"},
		{"duckdb", "SELECT CAST(y AS STRING) AS a FROM (SELECT x.c AS y FROM x) s", 8, "y, of unknown type, made text: if it is a BOOLEAN, hive writes it as TRUE or FALSE and duckdb as true or false"},
		{"trino", "WITH w AS (SELECT c FROM x) SELECT CAST(max(c) AS STRING) AS a FROM w", 36, "only a table's column"},
		{"bigquery", "SELECT concat('a', x.c) AS a FROM x", 20, "lateral writes no test of a value's type"},
		{"snowflake", "SELECT CAST(x.c AS STRING) AS a FROM x", 8, "hive writes it as TRUE or FALSE and snowflake as true or false"},
		{"doris", "SELECT x.c || 'a' AS a FROM x", 8, "doris as words not checked here"},
	} {
		refusedWith(t, tc.in, "hive", tc.to, lateral.TranslateOptions{}, "T202", tc.col, tc.says)
	}
	// toward Spark, each value tested
	tested := func(x string) string {
		return "CASE WHEN typeof(" + x + ") = 'boolean' THEN upper(CAST(" + x + " AS STRING)) ELSE CAST(" + x + " AS STRING) END"
	}
	runExprCases(t, []exprCase{
		{name: "hive to spark, a column of unknown type", from: "hive", to: "spark",
			in:   "SELECT CAST(x.c AS STRING) AS a, x.c || x.d AS b, concat('<', x.c, '>') AS e FROM x",
			want: "SELECT " + tested("x.c") + " AS a, " + tested("x.c") + " || " + tested("x.d") + " AS b, concat('<', " + tested("x.c") + ", '>') AS e FROM x", fires: true},
		// a column read through a cast is tested once
		{name: "hive to spark, a cast read by concat", from: "hive", to: "spark",
			in:   "SELECT concat(CAST(CAST(x.c AS STRING) AS STRING), 'x') AS a FROM x",
			want: "SELECT concat(CAST(" + tested("x.c") + " AS STRING), 'x') AS a FROM x", fires: true},
		// any value of unknown type that may be a BOOLEAN: a derived
		// table's column, a computed value
		{name: "hive to spark, a derived table's column and a computed value", from: "hive", to: "spark",
			in:   "SELECT CAST(y AS STRING) AS a, concat(coalesce(y, z), '.') AS b, CAST(y + 1 AS STRING) AS e FROM (SELECT x.c AS y, x.d AS z FROM x) s",
			want: "SELECT " + tested("y") + " AS a, concat(" + tested("coalesce(y, z)") + ", '.') AS b, CAST(y + 1 AS STRING) AS e FROM (SELECT x.c AS y, x.d AS z FROM x) AS s", fires: true},
		{name: "hive to spark, no-op: a column of known type", from: "hive", to: "spark", schema: "CREATE TABLE x (c INT)",
			in: "SELECT CAST(x.c AS STRING) AS a FROM x", want: "SELECT CAST(x.c AS STRING) AS a FROM x"},
	})
}
