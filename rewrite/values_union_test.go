package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A VALUES list whose columns an alias names, for the targets without
// column aliases on a derived table (Hive, Doris) or without VALUES as a
// query (BigQuery): a UNION ALL of one-row SELECTs named by the first.
func TestValuesUnion(t *testing.T) {
	runPassCases(t, "values_union", []passCase{
		{name: "no-op: Spark names the columns of VALUES", from: "postgres", to: "spark",
			in:   "SELECT v.a FROM (VALUES (1, 'x'), (2, NULL)) AS v(a, b)",
			want: "SELECT v.a FROM (VALUES (1, 'x'), (2, NULL)) AS v(a, b)"},
		{name: "Hive", from: "postgres", to: "hive",
			in:   "SELECT v.a FROM (VALUES (1, 'x'), (2, NULL)) AS v(a, b)",
			want: "SELECT v.a FROM (SELECT 1 AS a, 'x' AS b UNION ALL SELECT 2, NULL) AS v", fires: true},
		{name: "BigQuery, a column the source names itself", from: "duckdb", to: "bigquery",
			in:   "SELECT * FROM (VALUES (1, 'x'), (2, 'y'), (3, NULL)) AS v(a)",
			want: "SELECT * FROM (SELECT 1 AS a, 'x' AS col1 UNION ALL SELECT 2, 'y' UNION ALL SELECT 3, NULL) AS v", fires: true},
	})
}

// A VALUES column of a string and a number is refused for another
// dialect: Hive's and Spark's common type is a string, where PostgreSQL
// raises for a text and an integer, and reads a string literal beside a
// value of unknown type as that type (VALUES ('9'), (10) is written as
// integers: TestPgLiteralNeighbours).
func TestMixedValuesRefused(t *testing.T) {
	for _, to := range []string{"hive", "spark", "trino"} {
		for _, q := range []string{
			"SELECT max(x) FROM (VALUES (CAST('9' AS TEXT)), (10)) AS v(x)",
			"SELECT max(x) FROM (VALUES ('9'), ((SELECT y FROM u))) AS v(x)",                 // a value of unknown type
			"SELECT x FROM (VALUES (1), (0.12345678901234567890123456789012345678)) AS v(x)", // 10 + 38 digits
			"SELECT x FROM (VALUES (1), (0.00000000000000000000000000000000000001)) AS v(x)", // the scale counts its zeros
		} {
			tr, err := lateral.Translate(q, "postgres", to, lateral.TranslateOptions{})
			wantRefusal(t, tr, err, "T092")
		}
	}
	// INSERT converts each value to its column's type
	mustTranslate(t, "INSERT INTO t VALUES ('9'), (10)", "postgres", "hive", lateral.TranslateOptions{})
	mustTranslate(t, "SELECT * FROM (VALUES (1, 'a'), (2.5, NULL), (NULL, 'c')) AS v(x, y)", "postgres", "hive", lateral.TranslateOptions{})
	mustTranslate(t, "SELECT * FROM (VALUES (1), (0.1000000000000000000001)) AS v(x)", "postgres", "duckdb", lateral.TranslateOptions{})
}
