package rewrite_test

import (
	"errors"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Doris as a target: its own table functions, with the _outer form of
// each for an outer lateral (Doris has no LATERAL VIEW OUTER).
func TestLowerLateralViewDoris(t *testing.T) {
	const schema = "CREATE TABLE t (id INT, arr ARRAY<INT>, s STRING, n INT, m MAP<STRING, INT>)"
	cases := []struct{ name, from, in, want string }{
		{"explode_outer", "hive", "SELECT t.id, e.x FROM t LATERAL VIEW OUTER explode(t.arr) e AS x",
			"SELECT t.id, e.x FROM t LATERAL VIEW explode_outer(t.arr) e AS x"},
		{"posexplode_outer", "spark", "SELECT t.id, p.pos, p.x FROM t LATERAL VIEW OUTER posexplode(t.arr) p AS pos, x",
			"SELECT t.id, p.pos, p.x FROM t LATERAL VIEW posexplode_outer(t.arr) p AS pos, x"},
		{"left join unnest", "trino", "SELECT t.id, u.x FROM t LEFT JOIN UNNEST(t.arr) AS u(x) ON TRUE",
			"SELECT t.id, u.x FROM t LATERAL VIEW explode_outer(t.arr) u AS x"},
		{"map", "hive", "SELECT t.id, e.k, e.v FROM t LATERAL VIEW explode(t.m) e AS k, v",
			"SELECT t.id, e.k, e.v FROM t LATERAL VIEW explode_map(t.m) e AS k, v"},
		{"map outer", "spark", "SELECT t.id, e.k, e.v FROM t LATERAL VIEW explode_outer(t.m) e AS k, v",
			"SELECT t.id, e.k, e.v FROM t LATERAL VIEW explode_map_outer(t.m) e AS k, v"},
		{"trino literal split", "trino", "SELECT t.id, u.p FROM t CROSS JOIN UNNEST(split(t.s, ',')) AS u(p)",
			"SELECT t.id, u.p FROM t LATERAL VIEW explode_split(t.s, ',') u AS p"},
		{"hive escaped regex split", "hive", `SELECT t.id, e.p FROM t LATERAL VIEW explode(split(t.s, '\\.')) e AS p`,
			"SELECT t.id, e.p FROM t LATERAL VIEW explode_split(t.s, '.') e AS p"},
		{"explode_split_outer", "doris", "SELECT t.id, e.p FROM t LATERAL VIEW explode_split_outer(t.s, ',') e AS p",
			"SELECT t.id, e.p FROM t LATERAL VIEW explode_split_outer(t.s, ',') e AS p"},
		{"explode_numbers", "doris", "SELECT t.id, e.x FROM t LATERAL VIEW explode_numbers(t.n) e AS x",
			"SELECT t.id, e.x FROM t LATERAL VIEW explode_numbers(t.n) e AS x"},
		{"explode_numbers_outer", "doris", "SELECT t.id, e.x FROM t LATERAL VIEW explode_numbers_outer(t.n) e AS x",
			"SELECT t.id, e.x FROM t LATERAL VIEW explode_numbers_outer(t.n) e AS x"},
		// generate_series(0, n) is 0 .. n: explode_numbers(n + 1).
		{"inclusive series from 0", "postgres", "SELECT t.id, g.x FROM t CROSS JOIN generate_series(0, t.n) AS g(x)",
			"SELECT t.id, g.x FROM t LATERAL VIEW explode_numbers(t.n + 1) g AS x"},
		// Another series is computed from explode_numbers' row numbers.
		{"series from 1", "postgres", "SELECT t.id, g.x FROM t CROSS JOIN generate_series(1, t.n) AS g(x)",
			"SELECT t.id, 1 + g._i1 AS x FROM t LATERAL VIEW explode_numbers(CAST(if(1 <= t.n, CAST(CAST(t.n AS BIGINT) - 1 AS INT) + 1, 0) AS INT)) g AS _i1"},
		{"series with ordinality", "postgres", "SELECT g.x, g.o FROM generate_series(0, 3) WITH ORDINALITY AS g(x, o)",
			"SELECT g._i1 AS x, g._i1 + 1 AS o FROM (SELECT 1) AS _dual LATERAL VIEW explode_numbers(4) g AS _i1"},
		{"json array outer", "doris", "SELECT t.id, e.v FROM t LATERAL VIEW explode_json_array_string_outer(t.s) e AS v",
			"SELECT t.id, e.v FROM t LATERAL VIEW explode_json_array_string_outer(t.s) e AS v"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, "doris", lateral.TranslateOptions{Schema: schema, SchemaDialect: "spark"})
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
		})
	}
}

func TestLowerLateralViewDorisRefusals(t *testing.T) {
	const schema = "CREATE TABLE t (id INT, arr ARRAY<INT>, s STRING, n INT, items ARRAY<STRUCT<a: INT, b: INT>>)"
	cases := []struct{ name, from, in, code string }{
		// Doris has no inline, so no inline_outer either.
		{"inline outer", "hive", "SELECT t.id, i.a FROM t LATERAL VIEW OUTER inline(t.items) i AS a, b", "T069"},
		// Other series are counted with explode_numbers (hive_series.go),
		// by a constant step only.
		{"series by a step from a column", "postgres", "SELECT t.id, g.x FROM t CROSS JOIN generate_series(1, t.n, t.id) AS g(x)", "T058"},
		// A regex split that is not a literal one.
		{"regex class split", "hive", "SELECT t.id, e.p FROM t LATERAL VIEW explode(split(t.s, '[,;]')) e AS p", "T302"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := lateral.Translate(tc.in, tc.from, "doris", lateral.TranslateOptions{Schema: schema, SchemaDialect: "spark"})
			var le *lateral.Error
			if !errors.As(err, &le) || len(le.Diagnostics) == 0 {
				t.Fatalf("want refusal %s, got %v", tc.code, err)
			}
			if got := le.Diagnostics[0].Code; got != tc.code {
				t.Errorf("refused with %s, want %s: %s", got, tc.code, le.Format("<in>"))
			}
		})
	}
}

// Doris explode_json_array_* to PostgreSQL: json_array_elements[_text] of
// json (PostgreSQL has none of text), guarded so that a JSON value that is
// not an array gives no row as in Doris; a string argument draws a warning,
// since PostgreSQL raises for invalid JSON where Doris gives no row.
func TestDorisJSONArrayToPostgres(t *testing.T) {
	cases := []struct {
		name, schema, in, want string
		warn                   bool
	}{
		{"string column", "CREATE TABLE j (id INT, js STRING)",
			"SELECT j.id, e.s FROM j LATERAL VIEW explode_json_array_string(j.js) e AS s",
			"SELECT j.id, e.s FROM j CROSS JOIN json_array_elements_text(CASE WHEN json_typeof(CAST(j.js AS JSON)) = 'array' THEN CAST(j.js AS JSON) END) AS e(s)",
			true},
		{"json column", "CREATE TABLE j (id INT, js JSON)",
			"SELECT j.id, e.s FROM j LATERAL VIEW explode_json_array_json_outer(j.js) e AS s",
			"SELECT j.id, e.s FROM j LEFT JOIN json_array_elements(CASE WHEN json_typeof(j.js) = 'array' THEN j.js END) AS e(s) ON TRUE",
			false},
		{"array literal", "",
			`SELECT e.s FROM (SELECT 1) AS d LATERAL VIEW explode_json_array_string('["a", "b"]') e AS s`,
			`SELECT e.s FROM (SELECT 1) AS d CROSS JOIN json_array_elements_text('["a", "b"]') AS e(s)`,
			false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "doris", "postgres", lateral.TranslateOptions{Schema: tc.schema})
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkWarned(t, tr, "W011", tc.warn)
		})
	}
}
