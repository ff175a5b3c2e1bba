package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestRowConcatText: || writes a STRUCT or MAP operand as the dialect's
// cast to text does. DuckDB's {'a': 1, 'b': 'q'} || 'x' is
// {'a': 1, 'b': q}x and a NULL field, a quoted string, a list and a
// nested struct are written as in its cast (run on DuckDB 1.5);
// PostgreSQL's ROW(1, 'q') || 'a' is (1,q)a and 'b' || ROW(1, 'a b',
// NULL) is b(1,"a b",) (run on PostgreSQL 15). BigQuery casts a STRUCT
// to a STRUCT only and an ARRAY to an ARRAY only (its conversion rules),
// and its CONCAT takes values that cast to STRING, so both raise there;
// || of arrays concatenates them.
func TestRowConcatText(t *testing.T) {
	runShown(t, sqlCase{name: "duckdb", dialect: "duckdb",
		query: "SELECT {'a': 1, 'b': 'q'} || 'x', 'x' || {'a': NULL, 'b': 'it''s', 'c': ['x', 'y z', NULL], 'd': {'e': 'f g', 'h': ''}}, MAP {'a': 'x y'} || '!', CAST({'a': 1, 'b': 'q'} AS VARCHAR)",
		want:  []string{`{'a': 1, 'b': q}x | x{'a': NULL, 'b': 'it\'s', 'c': [x, y z, NULL], 'd': {'e': f g, 'h': ''}} | {a=x y}! | {'a': 1, 'b': q}`}})
	runShown(t, sqlCase{name: "postgres", dialect: "postgres", query: "SELECT ROW(1, 'q') || 'a', 'b' || ROW(1, 'a b', NULL)",
		want: []string{`(1,q)a | b(1,"a b",)`}})
	for _, q := range []string{"SELECT STRUCT(1 AS a, 'q' AS b) || 'x'", "SELECT concat(STRUCT(1 AS a), 'x')", "SELECT concat([1], 'x')"} {
		runShown(t, sqlCase{name: "bigquery " + q, dialect: "bigquery", query: q, err: "which an ARRAY or a STRUCT cannot"})
	}
	runShown(t, sqlCase{name: "bigquery cast", dialect: "bigquery", query: "SELECT CAST(STRUCT(1 AS a) AS STRING)", err: "cannot cast struct to string"})
	runShown(t, sqlCase{name: "bigquery arrays", dialect: "bigquery", query: "SELECT ARRAY_TO_STRING([1] || [2], ',')", want: []string{"1,2"}})
}

// TestSparkTypeofNested: Spark's typeof writes a struct's and a map's DDL
// form, struct<a:int,b:string> and map<string,int> (Spark SQL function
// reference, typeof: "DDL-formatted type string"), so the translation of
// a STRUCT of unknown type written as text from DuckDB toward Spark,
// which tests typeof(x) LIKE 'struct<%', raises for a non-NULL struct
// (Spark writes {1, q} where DuckDB writes {'a': 1, 'b': q}) and keeps a
// NULL one NULL.
func TestSparkTypeofNested(t *testing.T) {
	setup := []string{"CREATE TABLE t (id INT, x STRUCT<a: INT, b: STRING>, m MAP<STRING, INT>)",
		"INSERT INTO t VALUES (1, named_struct('a', 1, 'b', 'q'), map('k', 1)), (2, NULL, NULL)"}
	runShown(t, sqlCase{name: "typeof", dialect: "spark", setup: setup, query: "SELECT typeof(x), typeof(m) FROM t WHERE id = 1",
		want: []string{"struct<a:int,b:string> | map<string,int>"}})
	for _, q := range []string{"SELECT CAST(t.x AS VARCHAR) AS s FROM t", "SELECT t.x || '!' AS s FROM t", "SELECT CAST(t.m AS VARCHAR) AS s FROM t"} {
		tr, err := lateral.Translate(q, "duckdb", "spark", lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		sql := strings.TrimSuffix(tr.SQL, ";")
		runShown(t, sqlCase{name: q + " (a struct)", dialect: "spark", setup: setup, query: sql + " WHERE t.id = 1", err: "assert_true"})
		runShown(t, sqlCase{name: q + " (NULL)", dialect: "spark", setup: setup, query: sql + " WHERE t.id = 2", want: []string{"NULL"}})
	}
}
