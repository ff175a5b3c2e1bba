package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// namesCase is one translation under a schema: the output, whether pass
// fired, or the refusal code and its line:col.
type namesCase struct {
	name, from, to, in string
	want               string
	fires              bool
	code               string
	line, col          int
}

func runNamesCases(t *testing.T, pass, schema string, cases []namesCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: tc.from}
			if tc.code != "" {
				tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
				wantRefusalAt(t, tr, err, tc.code, tc.line, tc.col)
				return
			}
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, pass, tc.fires)
			checkIdempotent(t, tr, tc.to, lateral.TranslateOptions{Schema: schema, SchemaDialect: tc.from})
		})
	}
}

const namesSchema = `CREATE TABLE s (id INT, qty INT, items ARRAY<STRUCT<sku:STRING, qty:INT>>);
CREATE TABLE u (x INT, y INT);`

// For BigQuery, the fields of an unnested struct are names of FROM: a bare
// name of the source that is also such a field is written with its
// relation (bigquery_names.go).
func TestBigQueryNames(t *testing.T) {
	runNamesCases(t, "bigquery_names", namesSchema, []namesCase{
		{name: "a table's column named as a field", from: "spark", to: "bigquery",
			in:   "SELECT s.id, qty FROM s LATERAL VIEW explode(s.items) e AS item",
			want: "SELECT s.id, s.qty FROM s CROSS JOIN UNNEST(s.items) AS item", fires: true},
		{name: "posexplode_outer, in the select list and WHERE", from: "spark", to: "bigquery",
			in:   "SELECT qty AS base, item.qty FROM s LATERAL VIEW posexplode_outer(s.items) e AS pos, item WHERE qty > 1",
			want: "SELECT s.qty AS base, item.qty FROM s LEFT JOIN UNNEST(s.items) AS item WITH OFFSET AS pos ON TRUE WHERE s.qty > 1", fires: true},
		{name: "inline: the fields are not the lateral's columns", from: "spark", to: "bigquery",
			in:   "SELECT qty, q FROM s LATERAL VIEW inline(s.items) e AS k, q",
			want: "SELECT s.qty, e.qty AS q FROM s CROSS JOIN UNNEST(s.items) AS e", fires: true},
		{name: "Trino rows expanded", from: "trino", to: "bigquery",
			in:   "SELECT id, qty, k FROM s CROSS JOIN UNNEST(s.items) AS t(k, q)",
			want: "SELECT id, s.qty, t.sku AS k FROM s CROSS JOIN UNNEST(s.items) AS t", fires: true},
		{name: "a nested query's name reaching the FROM", from: "spark", to: "bigquery",
			in:   "SELECT id, (SELECT max(u.y) FROM u WHERE u.x = qty) AS m FROM s LATERAL VIEW explode(s.items) e AS item",
			want: "SELECT id, (SELECT max(u.y) FROM u WHERE u.x = s.qty) AS m FROM s CROSS JOIN UNNEST(s.items) AS item", fires: true},
		{name: "an UNNEST of the query around's array", from: "trino", to: "bigquery",
			in:   "SELECT id, (SELECT max(qty) FROM UNNEST(s.items) AS t(k, q) WHERE q > 0) AS m FROM s",
			want: "SELECT id, (SELECT max(s.qty) FROM UNNEST(s.items) AS t WHERE t.qty > 0) AS m FROM s", fires: true},
		{name: "the lone relation of unknown columns", from: "spark", to: "bigquery",
			in:   "SELECT id, qty FROM w LATERAL VIEW explode(array(named_struct('qty', 1))) e AS item",
			want: "SELECT id, w.qty FROM w CROSS JOIN UNNEST([STRUCT(1 AS qty)]) AS item", fires: true},
		{name: "* lists the struct, not its fields", from: "spark", to: "bigquery",
			in:   "SELECT * FROM s LATERAL VIEW posexplode(s.items) e AS pos, item",
			want: "SELECT s.*, pos, item FROM s CROSS JOIN UNNEST(s.items) AS item WITH OFFSET AS pos", fires: true},
		{name: "no-op: no name is a field", from: "spark", to: "bigquery",
			in:   "SELECT s.id, item.sku FROM s LATERAL VIEW explode(s.items) e AS item",
			want: "SELECT s.id, item.sku FROM s CROSS JOIN UNNEST(s.items) AS item"},
		{name: "no-op: the nested query has the column", from: "spark", to: "bigquery",
			in:   "SELECT x, (SELECT max(v.id) FROM s AS v WHERE v.id = qty) AS m FROM u LATERAL VIEW explode(array(named_struct('qty', 1))) e AS item",
			want: "SELECT x, (SELECT max(v.id) FROM s AS v WHERE v.id = qty) AS m FROM u CROSS JOIN UNNEST([STRUCT(1 AS qty)]) AS item"},
		{name: "no-op: another target", from: "spark", to: "duckdb",
			in:   "SELECT s.id, qty FROM s LATERAL VIEW explode(s.items) e AS item",
			want: "SELECT s.id, qty FROM s CROSS JOIN unnest(s.items) AS e(item)"},
		{name: "no-op: a zip unnests positions", from: "trino", to: "bigquery",
			in:   "SELECT id, a FROM s CROSS JOIN UNNEST(zip(ARRAY[1], ARRAY[2])) AS t(a, b)",
			want: "SELECT id, (CASE WHEN [2] IS NULL THEN NULL ELSE [1] END)[SAFE_OFFSET(_i)] AS a FROM s CROSS JOIN UNNEST(generate_array(0, greatest(coalesce(array_length(CASE WHEN [2] IS NULL THEN NULL ELSE [1] END), 0), coalesce(array_length(CASE WHEN [1] IS NULL THEN NULL ELSE [2] END), 0)) - 1)) AS _i"},
		// refused
		{name: "the nested query's columns are not known", from: "spark", to: "bigquery",
			in:   "SELECT id FROM s LATERAL VIEW explode(s.items) e AS item WHERE EXISTS (SELECT 1 FROM w WHERE w.x = qty)",
			code: "T095", line: 1, col: 100},
		{name: "two relations of unknown columns", from: "spark", to: "bigquery",
			in:   "SELECT qty FROM w JOIN r ON w.id = r.id LATERAL VIEW explode(array(named_struct('qty', 1))) e AS item",
			code: "T095", line: 1, col: 8},
		{name: "an UNNEST's value named as another's field", from: "spark", to: "bigquery",
			in:   "SELECT sku FROM s LATERAL VIEW explode(array('a')) a AS sku LATERAL VIEW explode(s.items) e AS item",
			code: "T095", line: 1, col: 8},
		{name: "* with a FROM item without a name", from: "spark", to: "bigquery",
			in:   "SELECT * FROM (SELECT 1 AS z) LATERAL VIEW explode(array(named_struct('z', 1))) e AS item",
			code: "T040", line: 1, col: 8},
	})
}
