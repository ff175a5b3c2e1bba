package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestBigQueryLower: the laterals BigQuery's one-array UNNEST does not take
// as they are become one UNNEST whose element the columns read: a zip
// counts to the longest array, a NULL one counting as empty (T3), with the
// position as the index itself (T1); struct elements are read by field
// name (T5); stack is an array of structs, missing cells NULL (T8); a
// series is GENERATE_ARRAY, an exclusive end moved in by one step. The
// rows are checked by the conformance cases (zip, structs, stack,
// table_functions).
func TestBigQueryLower(t *testing.T) {
	const schema = "CREATE TABLE t (id INT, a ARRAY<INT>, b ARRAY<STRING>, items ARRAY<STRUCT<sku:STRING, qty:INT>>, mp MAP<STRING,INT>, s STRING)"
	cases := []struct {
		name, from, in, want string
		fired                bool
	}{
		{"trino zip with ordinality", "trino",
			"SELECT t.id, u.x, u.y, u.n FROM t CROSS JOIN UNNEST(t.a, t.b) WITH ORDINALITY AS u(x, y, n)",
			"SELECT t.id, t.a[SAFE_OFFSET(_i)] AS x, t.b[SAFE_OFFSET(_i)] AS y, _i + 1 AS n FROM t " +
				"CROSS JOIN UNNEST(generate_array(0, greatest(coalesce(array_length(t.a), 0), coalesce(array_length(t.b), 0)) - 1)) AS _i", true},
		// The table has a column s: a value named s would make the bare
		// reference to it ambiguous in BigQuery.
		{"spark inline whose alias is a table's column", "spark",
			"SELECT id, sku, s FROM t LATERAL VIEW inline(items) s AS sku, qty",
			"SELECT id, _e1.sku, s FROM t CROSS JOIN UNNEST(items) AS _e1", true},
		{"trino outer zip under a star", "trino",
			"SELECT t.id, u.* FROM t LEFT JOIN UNNEST(t.a, t.b) AS u(x, y) ON TRUE",
			"SELECT t.id, t.a[SAFE_OFFSET(_i)] AS x, t.b[SAFE_OFFSET(_i)] AS y FROM t " +
				"LEFT JOIN UNNEST(generate_array(0, greatest(coalesce(array_length(t.a), 0), coalesce(array_length(t.b), 0)) - 1)) AS _i ON TRUE", true},
		{"hive inline reads fields by name", "hive",
			"SELECT t.id, i.qty FROM t LATERAL VIEW OUTER inline(t.items) i AS k, qty WHERE i.k IS NOT NULL",
			"SELECT t.id, i.qty FROM t LEFT JOIN UNNEST(t.items) AS i ON TRUE WHERE i.sku IS NOT NULL", true},
		{"trino rows renamed, with a position", "trino",
			"SELECT u.* FROM t CROSS JOIN UNNEST(t.items) WITH ORDINALITY AS u(k, q, n)",
			"SELECT u.sku AS k, u.qty AS q, _off + 1 AS n FROM t CROSS JOIN UNNEST(t.items) AS u WITH OFFSET AS _off", true},
		{"stack pads the last row with a typed NULL", "hive",
			"SELECT s.k, s.v FROM t LATERAL VIEW stack(2, 'a', t.s, 'b') s AS k, v",
			"SELECT _s1.k, _s1.v FROM t CROSS JOIN UNNEST([STRUCT('a' AS k, t.s AS v), STRUCT('b' AS k, CASE WHEN FALSE THEN t.s END AS v)]) AS _s1", true},
		{"duckdb range: the end moves in by the step", "duckdb",
			"SELECT r.x FROM range(10, 0, -5) AS r(x)",
			"SELECT x FROM UNNEST(generate_array(10, 0 + 1, -5)) AS x", true},
		{"duckdb range with a column step: the end moves in toward the start", "duckdb",
			"SELECT r.x FROM t CROSS JOIN range(0, t.id, t.id) AS r(x)",
			"SELECT x FROM t CROSS JOIN UNNEST(generate_array(0, CASE WHEN t.id < 0 THEN t.id + 1 ELSE t.id - 1 END, t.id)) AS x", true},
		// A lone array into one column is bigqueryItem's own form.
		{"no-op: explode of one array", "hive",
			"SELECT t.id, e.x FROM t LATERAL VIEW explode(t.a) e AS x",
			"SELECT t.id, x FROM t CROSS JOIN UNNEST(t.a) AS x", true},
		{"no-op: no lateral", "hive", "SELECT t.id FROM t", "SELECT t.id FROM t", false},
	}
	var ecs []exprCase
	for _, tc := range cases {
		ecs = append(ecs, exprCase{name: tc.name, from: tc.from, to: "bigquery", schema: schema, schemaDialect: "hive",
			in: tc.in, want: tc.want, fires: tc.fired})
	}
	runExprPassCases(t, "lower_join", ecs)
}

// TestBigQueryLowerRefusals: what BigQuery cannot spell exactly is refused
// with its own reason.
func TestBigQueryLowerRefusals(t *testing.T) {
	const schema = "CREATE TABLE t (id INT, a ARRAY<INT>, b ARRAY<INT>, mp MAP<STRING,INT>, js STRING)"
	cases := []struct {
		name, from, in, schema, code string
	}{
		{"a map", "hive", "SELECT t.id, e.k FROM t LATERAL VIEW explode(t.mp) e AS k, v", schema, "T063"},
		{"a map or rows, type not known", "trino", "SELECT t.id, u.k FROM t CROSS JOIN UNNEST(t.mp) AS u(k, v)", "", "T056"},
		{"json_tuple", "hive", "SELECT t.id, j.a FROM t LATERAL VIEW json_tuple(t.js, 'a') j AS a", schema, "T057"},
		{"a zip reads a volatile array twice", "trino",
			"SELECT u.x FROM t CROSS JOIN UNNEST(t.a, shuffle(t.b)) AS u(x, y)", schema, "T073"},
		{"a zip's column named as the array it reads", "postgres",
			"SELECT a FROM t CROSS JOIN LATERAL unnest(a, b) AS u(a, b)", schema, "T067"},
		{"an exclusive series of timestamps with a column step", "duckdb",
			"SELECT r.x FROM t CROSS JOIN range(TIMESTAMP '2020-01-01', t.ts, t.step) AS r(x)", schema, "T058"},
		// DuckDB's range takes no decimals: the query is an error there.
		{"an exclusive series of decimals", "duckdb",
			"SELECT r.x FROM t CROSS JOIN range(0.5, t.id, t.id) AS r(x)", schema, "T057"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, "bigquery", lateral.TranslateOptions{Schema: tc.schema, SchemaDialect: "hive"})
			wantRefusal(t, tr, err, tc.code)
		})
	}
}

// A zip reading an earlier lateral's position: the position's spelling
// reaches the zip's column reads too (lateral difftest --seed 31).
func TestBigQueryZipReadsEarlierPosition(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INTEGER, n INTEGER, s TEXT, sarr TEXT[])"}
	tr := mustTranslate(t, "SELECT a7.y9 FROM t CROSS JOIN unnest(t.sarr) WITH ORDINALITY AS a1(x2, n3) CROSS JOIN LATERAL unnest(t.sarr, ARRAY[t.n, a1.n3]) AS a7(x8, y9)",
		"postgres", "bigquery", opts)
	if strings.Contains(tr.SQL, "a1.n3") {
		t.Errorf("the zip still reads a1.n3: %s", tr.SQL)
	}
}
