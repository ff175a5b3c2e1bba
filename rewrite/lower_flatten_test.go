package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// flattenCase is one SQL-in/SQL-out check of the Snowflake and Drill
// laterals: the translation must equal want (and translate again to
// itself), or be refused with code.
type flattenCase struct {
	name     string
	from, to string
	in, want string
	code     string
}

const flattenSchema = `CREATE TABLE t (id INT, arr ARRAY<INT>, tags ARRAY<STRING>, aa ARRAY<ARRAY<INT>>,
  m MAP<STRING, INT>, items ARRAY<STRUCT<sku: STRING, qty: INT>>);
CREATE TABLE v (value INT, arr ARRAY<INT>);`

func TestLowerFlatten(t *testing.T) {
	cases := []flattenCase{
		{name: "snowflake_explode", from: "hive", to: "snowflake",
			in:   "SELECT t.id, e.x FROM t LATERAL VIEW explode(t.arr) e AS x",
			want: "SELECT t.id, CAST(strip_null_value(e.VALUE) AS INTEGER) AS x FROM t, LATERAL flatten(INPUT => t.arr) AS e"},
		{name: "snowflake_outer_is_an_argument", from: "trino", to: "snowflake",
			in:   "SELECT t.id, u.x FROM t LEFT JOIN UNNEST(t.arr) AS u(x) ON TRUE",
			want: "SELECT t.id, CAST(strip_null_value(u.VALUE) AS INTEGER) AS x FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS u"},
		{name: "snowflake_posexplode_index_is_0_based", from: "spark", to: "snowflake",
			in:   "SELECT id, pos, x FROM t LATERAL VIEW posexplode(arr) p AS pos, x WHERE pos > 0",
			want: "SELECT id, p.INDEX AS pos, CAST(strip_null_value(p.VALUE) AS INTEGER) AS x FROM t, LATERAL flatten(INPUT => arr) AS p WHERE p.INDEX > 0"},
		{name: "snowflake_ordinality_1_based", from: "postgres", to: "snowflake",
			in:   "SELECT t.id, u.x, u.n FROM t LEFT JOIN LATERAL unnest(t.arr) WITH ORDINALITY AS u(x, n) ON TRUE",
			want: "SELECT t.id, CAST(strip_null_value(u.VALUE) AS INTEGER) AS x, u.INDEX + 1 AS n FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS u"},
		{name: "snowflake_alias_star_in_source_order", from: "hive", to: "snowflake",
			in:   "SELECT e.* FROM t LATERAL VIEW posexplode(t.tags) e AS pos, tag",
			want: "SELECT e.INDEX AS pos, CAST(strip_null_value(e.VALUE) AS STRING) AS tag FROM t, LATERAL flatten(INPUT => t.tags) AS e"},
		{name: "snowflake_product_is_comma_items", from: "hive", to: "snowflake",
			in: "SELECT id, x, y FROM t LATERAL VIEW explode(arr) a AS x LATERAL VIEW OUTER explode(tags) b AS y",
			want: "SELECT id, CAST(strip_null_value(a.VALUE) AS INTEGER) AS x, CAST(strip_null_value(b.VALUE) AS STRING) AS y FROM t, " +
				"LATERAL flatten(INPUT => arr) AS a, LATERAL flatten(INPUT => tags, OUTER => TRUE) AS b"},
		{name: "snowflake_zip_over_the_longest", from: "trino", to: "snowflake",
			in: "SELECT t.id, u.x, u.y FROM t CROSS JOIN UNNEST(t.arr, t.tags) AS u(x, y)",
			want: "SELECT t.id, CAST(strip_null_value(t.arr[u.INDEX]) AS INTEGER) AS x, CAST(strip_null_value(t.tags[u.INDEX]) AS STRING) AS y FROM t, " +
				"LATERAL flatten(INPUT => array_generate_range(0, greatest(coalesce(array_size(t.arr), 0), coalesce(array_size(t.tags), 0)))) AS u"},
		{name: "snowflake_zip_reads_an_earlier_lateral", from: "trino", to: "snowflake",
			in: "SELECT u.y FROM t CROSS JOIN UNNEST(t.arr) AS e(x) CROSS JOIN UNNEST(ARRAY[e.x, t.id], t.arr) AS u(y, z)",
			want: "SELECT CAST(strip_null_value(([CAST(strip_null_value(e.VALUE) AS INTEGER), t.id])[u.INDEX]) AS INTEGER) AS y FROM t, " +
				"LATERAL flatten(INPUT => t.arr) AS e, LATERAL flatten(INPUT => array_generate_range(0, greatest(" +
				"coalesce(array_size([CAST(strip_null_value(e.VALUE) AS INTEGER), t.id]), 0), coalesce(array_size(t.arr), 0)))) AS u"},
		{name: "snowflake_lone_generator", from: "postgres", to: "snowflake",
			in:   "SELECT u.x FROM unnest(ARRAY[1, NULL]) AS u(x)",
			want: "SELECT CAST(strip_null_value(u.VALUE) AS INTEGER) AS x FROM (SELECT 1) AS _one1, LATERAL flatten(INPUT => [1, NULL]) AS u"},
		{name: "snowflake_no_op", from: "snowflake", to: "snowflake",
			in:   "SELECT t.id, f.value, f.index FROM t, LATERAL FLATTEN(input => t.arr, outer => TRUE) AS f",
			want: "SELECT t.id, f.value, f.index FROM t, LATERAL flatten(input => t.arr, outer => TRUE) AS f"},
		{name: "snowflake_refuses_unknown_element_type", from: "hive", to: "snowflake",
			in: "SELECT e.x FROM u LATERAL VIEW explode(u.arr) e AS x", code: "T081"},
		{name: "snowflake_refuses_nested_array", from: "hive", to: "snowflake",
			in: "SELECT e.x FROM t LATERAL VIEW explode(t.aa) e AS x", code: "T081"},
		// A struct element is rebuilt from its fields (snowflake_struct.go).
		{name: "snowflake_struct_element", from: "spark", to: "snowflake",
			in: "SELECT e.item FROM t LATERAL VIEW explode(t.items) e AS item",
			want: "SELECT CASE WHEN strip_null_value(e.VALUE) IS NULL THEN NULL ELSE OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED(" +
				"'sku', CAST(strip_null_value(e.VALUE['sku']) AS STRING), 'qty', CAST(strip_null_value(e.VALUE['qty']) AS INTEGER)) END AS item " +
				"FROM t, LATERAL flatten(INPUT => t.items) AS e"},
		{name: "snowflake_refuses_map", from: "hive", to: "snowflake",
			in: "SELECT e.k, e.v FROM t LATERAL VIEW explode(t.m) e AS k, v", code: "T064"},
		{name: "snowflake_refuses_on_condition", from: "postgres", to: "snowflake",
			in: "SELECT t.id, u.x FROM t LEFT JOIN LATERAL unnest(t.arr) AS u(x) ON u.x > 1", code: "T082"},
		{name: "snowflake_join_after_lateral", from: "trino", to: "snowflake",
			in:   "SELECT t.id, u.x FROM t CROSS JOIN UNNEST(t.arr) AS u(x) LEFT JOIN t AS w ON w.id = u.x",
			want: "SELECT _j1.id, _j1.x FROM (SELECT t.id, t.arr, t.tags, t.aa, t.m, t.items, CAST(strip_null_value(u.VALUE) AS INTEGER) AS x FROM t, LATERAL flatten(INPUT => t.arr) AS u) AS _j1 LEFT JOIN t AS w ON w.id = _j1.x"},
		{name: "snowflake_refuses_star", from: "hive", to: "snowflake",
			in: "SELECT * FROM t LATERAL VIEW explode(t.arr) e AS x", code: "T040"},
		{name: "snowflake_series", from: "postgres", to: "snowflake",
			in:   "SELECT t.id, g.x FROM t, generate_series(t.id, 1, -2) AS g(x)",
			want: "SELECT t.id, CAST(strip_null_value(g.VALUE) AS INTEGER) AS x FROM t, LATERAL flatten(INPUT => array_generate_range(t.id, 1 - 1, -2)) AS g"},
		{name: "snowflake_refuses_ambiguous_value", from: "hive", to: "snowflake",
			in: "SELECT value, e.x FROM v LATERAL VIEW explode(v.arr) e AS x", code: "T083"},
		{name: "snowflake_stack_reads_cells_by_index", from: "hive", to: "snowflake",
			in: "SELECT t.id, s.k, s.v FROM t LATERAL VIEW stack(2, 'a', t.id, 'b', NULL) s AS k, v",
			want: "SELECT t.id, CASE s.INDEX WHEN 0 THEN 'a' WHEN 1 THEN 'b' END AS k, CASE s.INDEX WHEN 0 THEN t.id WHEN 1 THEN NULL END AS v " +
				"FROM t, LATERAL flatten(INPUT => array_generate_range(0, 2)) AS s"},
		{name: "snowflake_stack_missing_cell_is_null", from: "spark", to: "snowflake",
			in: "SELECT s.x, s.y FROM t LATERAL VIEW OUTER stack(2, 1, 2, 3) s AS x, y",
			want: "SELECT CASE s.INDEX WHEN 0 THEN 1 WHEN 1 THEN 3 END AS x, CASE s.INDEX WHEN 0 THEN 2 END AS y " +
				"FROM t, LATERAL flatten(INPUT => array_generate_range(0, 2), OUTER => TRUE) AS s"},
		{name: "snowflake_stack_reads_an_earlier_lateral", from: "hive", to: "snowflake",
			in: "SELECT t.id, s.v FROM t LATERAL VIEW explode(t.arr) e AS x LATERAL VIEW stack(2, e.x, t.id) s AS v",
			want: "SELECT t.id, CASE s.INDEX WHEN 0 THEN CAST(strip_null_value(e.VALUE) AS INTEGER) WHEN 1 THEN t.id END AS v " +
				"FROM t, LATERAL flatten(INPUT => t.arr) AS e, LATERAL flatten(INPUT => array_generate_range(0, 2)) AS s"},
		{name: "snowflake_refuses_json_tuple", from: "hive", to: "snowflake",
			in: "SELECT j.a FROM t LATERAL VIEW json_tuple('{}', 'a') j AS a", code: "T057"},
		{name: "snowflake_refuses_map_position", from: "spark", to: "snowflake",
			in: "SELECT e.pos, e.k FROM t LATERAL VIEW posexplode(t.m) e AS pos, k, v", code: "T064"},
		{name: "snowflake_refuses_trino_map_unnest", from: "trino", to: "snowflake",
			in: "SELECT u.k, u.v FROM t CROSS JOIN UNNEST(t.m) AS u(k, v)", code: "T064"},

		{name: "drill_explode", from: "hive", to: "drill",
			in:   "SELECT t.id, e.x FROM t LATERAL VIEW explode(t.arr) e AS x",
			want: "SELECT t.id, e.x FROM t JOIN UNNEST(t.arr) AS e(x) ON TRUE"},
		{name: "drill_outer_left_join", from: "spark", to: "drill",
			in:   "SELECT id, e.x, f.y FROM t LATERAL VIEW OUTER explode(arr) e AS x LATERAL VIEW explode(tags) f AS y",
			want: "SELECT id, e.x, f.y FROM t LEFT JOIN UNNEST(arr) AS e(x) ON TRUE JOIN UNNEST(tags) AS f(y) ON TRUE"},
		{name: "drill_select_list_flatten", from: "drill", to: "drill",
			in:   "SELECT id, FLATTEN(arr) AS x FROM t",
			want: "SELECT id, _g2.x AS x FROM t JOIN UNNEST(arr) AS _g2(x) ON TRUE"},
		{name: "drill_struct_kept_whole", from: "spark", to: "drill",
			in:   "SELECT e.item.sku FROM t LATERAL VIEW explode(t.items) e AS item",
			want: "SELECT e.item.sku FROM t JOIN UNNEST(t.items) AS e(item) ON TRUE"},
		{name: "drill_no_op", from: "drill", to: "drill",
			in:   "SELECT t.id, u.x FROM t LEFT JOIN UNNEST(t.arr) AS u(x) ON TRUE",
			want: "SELECT t.id, u.x FROM t LEFT JOIN UNNEST(t.arr) AS u(x) ON TRUE"},
		{name: "drill_refuses_ordinality", from: "hive", to: "drill",
			in: "SELECT p.pos, p.x FROM t LATERAL VIEW posexplode(t.arr) p AS pos, x", code: "T066"},
		{name: "drill_refuses_zip", from: "trino", to: "drill",
			in: "SELECT u.x, u.y FROM t CROSS JOIN UNNEST(t.arr, t.tags) AS u(x, y)", code: "T053"},
		{name: "drill_refuses_map", from: "hive", to: "drill",
			in: "SELECT e.k, e.v FROM t LATERAL VIEW explode(t.m) e AS k, v", code: "T064"},
		{name: "drill_refuses_on_condition", from: "duckdb", to: "drill",
			in: "SELECT t.id, u.x FROM t LEFT JOIN LATERAL unnest(t.arr) AS u(x) ON u.x > 1", code: "T082"},
		{name: "drill_refuses_lone_generator", from: "postgres", to: "drill",
			in: "SELECT g.x FROM generate_series(1, 3) AS g(x)", code: "T083"},
		{name: "drill_refuses_flatten_of_snowflake", from: "snowflake", to: "drill",
			in: "SELECT f.value, f.seq FROM t, LATERAL FLATTEN(input => t.arr) AS f", code: "T057"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: flattenSchema, SchemaDialect: "spark"}
			if tc.code != "" {
				tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
				wantRefusal(t, tr, err, tc.code)
				return
			}
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Fatalf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, tc.to, opts)
		})
	}
}
