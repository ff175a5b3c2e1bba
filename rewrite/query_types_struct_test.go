package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A WITH query's or a derived table's column that passes a table's column
// on as it is keeps its struct type, field names included (query_types.go
// passedColumn): Hive's inline over it names the fields toward Trino, and
// DuckDB's unnest of its structs is wrapped there; a struct the query
// builds is not followed.
func TestPassedStructColumns(t *testing.T) {
	hive := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INT, sa ARRAY<STRUCT<a: INT, b: STRING>>)", SchemaDialect: "hive"}
	var cases []exprCase
	for _, tc := range []struct{ from, to, in, want string }{
		{"hive", "trino", "WITH w AS (SELECT id, sa FROM t) SELECT a AS c FROM w x LATERAL VIEW OUTER inline(x.sa) a1 WHERE b = ''",
			"WITH w AS (SELECT id, sa FROM t) SELECT a AS c FROM w AS x LEFT JOIN UNNEST(x.sa) AS a1(a, b) ON TRUE WHERE b = ''"},
		{"hive", "trino", "SELECT a AS c FROM (SELECT id, sa AS s FROM t) x LATERAL VIEW inline(x.s) a1",
			"SELECT a AS c FROM (SELECT id, sa AS s FROM t) AS x CROSS JOIN UNNEST(x.s) AS a1(a, b)"},
		// through UNION ALL, each branch passing the column on: Spark's
		// explode of structs is one column, wrapped toward Trino (found by
		// difftest, seed 52001)
		{"spark", "trino", "SELECT st FROM (SELECT id, sa FROM t UNION ALL SELECT id, sa FROM t) t LATERAL VIEW explode(t.sa) a8 AS st",
			"SELECT st FROM (SELECT id, sa FROM t UNION ALL SELECT id, sa FROM t) AS t CROSS JOIN UNNEST(transform(t.sa, x -> ROW(x))) AS a8(st)"},
		// a computed array, of a type not known here: each element in a
		// one-field ROW, which Trino expands back into the element
		{"spark", "trino", "SELECT st FROM (SELECT id, if(id > 0, sa, sa) AS sa FROM t) x LATERAL VIEW explode(x.sa) e AS st",
			"SELECT st FROM (SELECT id, if(id > 0, sa, sa) AS sa FROM t) AS x CROSS JOIN UNNEST(transform(x.sa, x -> ROW(x))) AS e(st)"},
		// known not to hold structs: as it is
		{"spark", "trino", "SELECT st FROM t LATERAL VIEW explode(array(1, -2)) e AS st", "SELECT st FROM t CROSS JOIN UNNEST(ARRAY[1, -2]) AS e(st)"},
	} {
		cases = append(cases, exprCase{name: tc.from + " to " + tc.to + " " + tc.in, from: tc.from, to: tc.to, schema: hive.Schema, schemaDialect: hive.SchemaDialect, in: tc.in, want: tc.want})
	}
	runExprCases(t, cases)
	// a struct built in the query: its field names are not followed
	refusedWith(t, "WITH w AS (SELECT named_struct('a', id) AS s FROM t) SELECT a AS c FROM w LATERAL VIEW inline(array(w.s)) a1",
		"hive", "duckdb", hive, "T057", 88, "the inline generator inline cannot be expressed in duckdb")
}
