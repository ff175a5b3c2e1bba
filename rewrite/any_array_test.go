package rewrite_test

import "testing"

// PostgreSQL v = ANY(a) becomes the membership function where the target
// has no quantified comparison with an array; it differs from Spark's and
// Trino's rule only for an empty array and a NULL value (FALSE, not NULL).
func TestAnyArrayFromPostgres(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, arr INTEGER[], v INTEGER, aa INTEGER[][])"
	runExprCases(t, []exprCase{
		{name: "literal", from: "postgres", to: "trino", schema: schema,
			in: "SELECT 1 = ANY(t.arr) AS c FROM t", want: "SELECT contains(t.arr, 1) AS c FROM t", fires: true},
		{name: "column guarded", from: "postgres", to: "trino", schema: schema,
			in:    "SELECT t.v = ANY(t.arr) AS c FROM t",
			want:  "SELECT CASE WHEN t.v IS NULL AND cardinality(t.arr) = 0 THEN FALSE ELSE contains(t.arr, t.v) END AS c FROM t",
			fires: true},
		{name: "postgres keeps it", from: "postgres", to: "postgres", schema: schema,
			in: "SELECT t.v = ANY(t.arr) AS c FROM t", want: "SELECT t.v = ANY (t.arr) AS c FROM t"},
		{name: "ALL is not membership", from: "postgres", to: "trino", schema: schema,
			in: "SELECT t.v <> ALL(t.arr) AS c FROM t", code: "T090"},
		{name: "hive cannot give NULL", from: "postgres", to: "hive", schema: schema,
			in: "SELECT 1 = ANY(t.arr) AS c FROM t", code: "T301"},
		{name: "volatile value", from: "postgres", to: "trino", schema: schema,
			in: "SELECT random() = ANY(t.arr) AS c FROM t", code: "T073"},
	})
}
