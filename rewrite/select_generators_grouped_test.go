package rewrite_test

import "testing"

// A GROUP BY key naming a DuckDB select-list unnest by its alias or its
// position becomes the generated column: Hive and Trino do not resolve
// select aliases in GROUP BY, Hive reads GROUP BY 1 as a constant, and a
// PostgreSQL alias that is also a column name would group by the column.
func TestGroupedSelectGeneratorKeys(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, arr INTEGER[])"
	runExprCases(t, []exprCase{
		{name: "alias to hive", from: "duckdb", to: "hive", schema: schema,
			in:   "SELECT unnest(arr) AS x, count(*) AS n FROM t GROUP BY x",
			want: "SELECT `_g1`.`_s2` AS x, count(*) AS n FROM t LATERAL VIEW explode(arr) `_g1` AS `_s2` GROUP BY `_g1`.`_s2`"},
		{name: "position to trino", from: "duckdb", to: "trino", schema: schema,
			in:   "SELECT unnest(arr) AS x, count(*) AS n FROM t GROUP BY 1",
			want: "SELECT _g1.x AS x, count(*) AS n FROM t CROSS JOIN UNNEST(arr) AS _g1(x) GROUP BY _g1.x"},
		{name: "alias that is a column to postgres", from: "duckdb", to: "postgres", schema: schema,
			in:   "SELECT unnest(arr) AS id, count(*) AS n FROM t GROUP BY id",
			want: "SELECT _g1._s2 AS id, count(*) AS n FROM t CROSS JOIN unnest(arr) AS _g1(_s2) GROUP BY _g1._s2"},
	})
}
