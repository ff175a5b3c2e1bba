package rewrite_test

import "testing"

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
