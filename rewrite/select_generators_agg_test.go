package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A select-list generator beside aggregation (T031) is planned over a
// derived table that aggregates first, where that is exact; other shapes
// stay refused.
func TestAggregateThenGenerate(t *testing.T) {
	const schema = "CREATE TABLE t (k INTEGER, x INTEGER, s VARCHAR)"
	ok := []struct{ name, from, to, in, want string }{
		{"postgres unnest of array_agg", "postgres", "trino",
			"SELECT k, unnest(array_agg(x)) AS v FROM t GROUP BY k",
			"SELECT _agg1._a2 AS k, _g4.v AS v FROM (SELECT k AS _a2, array_agg(x) AS _a3 FROM t GROUP BY k) AS _agg1 CROSS JOIN UNNEST(_agg1._a3) AS _g4(v)"},
		// The aggregating derived table's items have types (ARRAY[1, 2]
		// is an INTEGER array), so the unnest over it is one in FROM.
		{"duckdb count beside unnest", "duckdb", "postgres",
			"SELECT count(*) AS n, unnest([1, 2]) AS v FROM t",
			"SELECT _agg1._a2 AS n, _g4.v AS v FROM (SELECT count(*) AS _a2, ARRAY[1, 2] AS _a3 FROM t) AS _agg1 CROSS JOIN unnest(_agg1._a3) AS _g4(v)"},
		// Unaliased items beside the generator keep the source's names
		// (checked on the engines by TestDuckDBItemNamesOnEngine and
		// TestPostgresItemNamesOnEngine).
		{"duckdb count(*) is count_star()", "duckdb", "postgres",
			"SELECT count(*), unnest([1, 2]) AS v FROM t",
			`SELECT _agg1._a2 AS "count_star()", _g4.v AS v FROM (SELECT count(*) AS _a2, ARRAY[1, 2] AS _a3 FROM t) AS _agg1 CROSS JOIN unnest(_agg1._a3) AS _g4(v)`},
		{"duckdb expressions named as printed", "duckdb", "trino",
			"SELECT k, sum(x) + 1, unnest(list(x)) FROM t GROUP BY k",
			`SELECT _agg1._a2 AS k, _agg1._a3 AS "(sum(x) + 1)", _g5."unnest(list(x))" AS "unnest(list(x))" FROM (SELECT k AS _a2, sum(x) + 1 AS _a3, array_agg(x) AS _a4 FROM t GROUP BY k) AS _agg1 CROSS JOIN UNNEST(_agg1._a4) AS _g5("unnest(list(x))")`},
		{"postgres names", "postgres", "duckdb",
			"SELECT K, count(*), unnest(ARRAY[1, 2]) FROM t GROUP BY k",
			`SELECT _agg1._a2 AS k, _agg1._a3 AS count, _g5."unnest" AS "unnest" FROM (SELECT K AS _a2, count(*) AS _a3, [1, 2] AS _a4 FROM t GROUP BY k) AS _agg1 CROSS JOIN unnest(_agg1._a4) AS _g5("unnest")`},
		{"postgres ?column?", "postgres", "trino",
			"SELECT count(*) + 1, unnest(array_agg(x)) + 1 FROM t",
			`SELECT _agg1._a2 AS "?column?", _g4.col + 1 AS "?column?" FROM (SELECT count(*) + 1 AS _a2, array_agg(x) AS _a3 FROM t) AS _agg1 CROSS JOIN UNNEST(_agg1._a3) AS _g4(col)`},
		{"a name no one sees", "duckdb", "postgres",
			"SELECT d.a, d.b FROM (SELECT (s) || (s), unnest(list(x)) FROM t GROUP BY s) AS d(a, b)",
			`SELECT d.a, d.b FROM (SELECT _agg1._a3 AS _c2, _g5."unnest(list(x))" AS "unnest(list(x))" FROM (SELECT s || s AS _a3, array_agg(x) AS _a4 FROM t GROUP BY s) AS _agg1 CROSS JOIN unnest(_agg1._a4) AS _g5("unnest(list(x))")) AS d(a, b)`},
		{"duckdb literal name kept", "duckdb", "trino",
			"SELECT count(*) AS n, unnest([1]) FROM t",
			`SELECT _agg1._a2 AS n, _g4."unnest(main.list_value(1))" AS "unnest(main.list_value(1))" FROM (SELECT count(*) AS _a2, ARRAY[1] AS _a3 FROM t) AS _agg1 CROSS JOIN UNNEST(_agg1._a3) AS _g4("unnest(main.list_value(1))")`},
	}
	for _, tc := range ok {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: schema}
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "select_generators", true)
			checkIdempotent(t, tr, tc.to, lateral.TranslateOptions{Schema: schema, SchemaDialect: tc.from})
		})
	}
	refused := []struct{ name, from, in string }{
		{"a name that cannot be told (a default argument added)", "duckdb", "SELECT regexp_extract(s, 'a'), count(*), unnest([1, 2]) AS v FROM t GROUP BY s"},
		{"a call DuckDB prints quoted", "duckdb", "SELECT range(k), count(*), unnest([1, 2]) AS v FROM t GROUP BY k"},
		{"an expression over the generator named after its text", "duckdb", "SELECT regexp_extract('a', 'a') || unnest(['a']), count(*) AS n FROM t"},
		{"order by an aggregate", "postgres", "SELECT k, unnest(array_agg(x)) AS v FROM t GROUP BY k ORDER BY max(x)"},
		{"generator inside an aggregate's expression", "postgres", "SELECT count(*) + unnest(ARRAY[1]) AS v FROM t"},
		{"group by the generator and another ungrouped", "duckdb", "SELECT unnest([1, 2]) AS g, unnest([10, 20]) AS s, count(*) AS n FROM t GROUP BY g"},
		{"group by all", "duckdb", "SELECT unnest(['a', 'b']) AS tag, count(*) AS n FROM t GROUP BY ALL"},
		{"window", "postgres", "SELECT unnest(ARRAY[1]) AS v, row_number() OVER () AS r, count(*) AS n FROM t"},
		{"spark keeps its refusal", "spark", "SELECT explode(collect_list(x)) AS v FROM t"},
	}
	for _, tc := range refused {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, "trino", lateral.TranslateOptions{Schema: schema})
			wantRefusal(t, tr, err, "T031")
		})
	}
}

// Doris explode of several arrays is read as a zip, and zips are written
// with it (Doris documentation, EXPLODE: several arrays, padded with NULL).
func TestDorisZip(t *testing.T) {
	const schema = "CREATE TABLE t2 (id INT, a ARRAY<INT>, b ARRAY<STRING>)"
	cases := []struct{ name, from, to, in, want string }{
		{"trino unnest of two", "trino", "doris", "SELECT t2.id, u.x, u.y FROM t2 CROSS JOIN UNNEST(t2.a, t2.b) AS u(x, y)",
			"SELECT t2.id, u.x, u.y FROM t2 LATERAL VIEW explode(t2.a, t2.b) u AS x, y"},
		{"trino left join", "trino", "doris", "SELECT t2.id, u.x, u.y FROM t2 LEFT JOIN UNNEST(t2.a, t2.b) AS u(x, y) ON TRUE",
			"SELECT t2.id, u.x, u.y FROM t2 LATERAL VIEW explode_outer(t2.a, t2.b) u AS x, y"},
		{"doris read as a zip", "doris", "trino", "SELECT t2.id, u.x, u.y FROM t2 LATERAL VIEW explode(t2.a, t2.b) u AS x, y",
			"SELECT t2.id, u.x, u.y FROM t2 CROSS JOIN UNNEST(t2.a, t2.b) AS u(x, y)"},
		{"doris outer read as a left zip", "doris", "postgres", "SELECT t2.id, u.x, u.y FROM t2 LATERAL VIEW explode_outer(t2.a, t2.b) u AS x, y",
			"SELECT t2.id, u.x, u.y FROM t2 LEFT JOIN unnest(t2.a, t2.b) AS u(x, y) ON TRUE"},
		{"spark inline of arrays_zip", "spark", "doris", "SELECT t2.id, z.x, z.y FROM t2 LATERAL VIEW inline(arrays_zip(t2.a, t2.b)) z AS x, y",
			"SELECT t2.id, z.x, z.y FROM t2 LATERAL VIEW explode(CASE WHEN t2.b IS NULL THEN NULL ELSE t2.a END, CASE WHEN t2.a IS NULL THEN NULL ELSE t2.b END) z AS x, y"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: schema}
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
		})
	}
	for _, tc := range []struct{ name, from, in, code string }{
		{"volatile zip with ordinality", "trino", "SELECT t2.id, u.x, u.y, u.n FROM t2 CROSS JOIN UNNEST(t2.a, shuffle(t2.b)) WITH ORDINALITY AS u(x, y, n)", "T053"},
		{"too few names", "doris", "SELECT t2.id, u.x FROM t2 LATERAL VIEW explode(t2.a, t2.b) u AS x", "T013"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			to := "doris"
			if tc.from == "doris" {
				to = "trino"
			}
			tr, err := lateral.Translate(tc.in, tc.from, to, lateral.TranslateOptions{Schema: schema})
			wantRefusal(t, tr, err, tc.code)
		})
	}
}
