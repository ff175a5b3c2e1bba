package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestDuckMapUnnest: DuckDB unnests a map known from its type as the zip
// of its keys and its values (SEMANTICS.md T4); a position is one more
// unnest of the zip, numbered and placed as the source does (T1), and an
// outer lateral is a LEFT JOIN ... ON TRUE (T2). The rows are checked on
// DuckDB by the conformance cases of conformance/maps.
func TestDuckMapUnnest(t *testing.T) {
	const schema = "CREATE TABLE t (id INT, arr ARRAY<INT>, mp MAP<STRING,INT>)"
	cases := []struct {
		name, from, in, want string
		fired                bool
	}{
		{"hive explode of a map", "hive",
			"SELECT t.id, e.k, e.v FROM t LATERAL VIEW explode(t.mp) e AS k, v",
			"SELECT t.id, e.k, e.v FROM t CROSS JOIN LATERAL (SELECT unnest(map_keys(t.mp)) AS k, unnest(map_values(t.mp)) AS v) AS e", true},
		{"spark posexplode_outer: 0-based position first", "spark",
			"SELECT t.id, p.* FROM t LATERAL VIEW posexplode_outer(t.mp) p AS pos, k, v",
			"SELECT t.id, p.* FROM t LEFT JOIN LATERAL (SELECT unnest(generate_series(0, len(map_keys(t.mp)) - 1)) AS pos, " +
				"unnest(map_keys(t.mp)) AS k, unnest(map_values(t.mp)) AS v) AS p ON TRUE", true},
		{"trino WITH ORDINALITY: 1-based position last", "trino",
			"SELECT t.id, u.k, u.n FROM t CROSS JOIN UNNEST(t.mp) WITH ORDINALITY AS u(k, v, n)",
			"SELECT t.id, u.k, u.n FROM t CROSS JOIN LATERAL (SELECT unnest(map_keys(t.mp)) AS k, unnest(map_values(t.mp)) AS v, " +
				"unnest(generate_series(1, len(map_keys(t.mp)))) AS n) AS u", true},
		{"trino zip of a map and an array counts to the longer", "trino",
			"SELECT t.id, u.x, u.n FROM t CROSS JOIN UNNEST(t.mp, t.arr) WITH ORDINALITY AS u(k, v, x, n)",
			"SELECT t.id, u.x, u.n FROM t CROSS JOIN LATERAL (SELECT unnest(map_keys(t.mp)) AS k, unnest(map_values(t.mp)) AS v, unnest(t.arr) AS x, " +
				"unnest(generate_series(1, greatest(len(map_keys(t.mp)), len(t.arr)))) AS n) AS u", true},
		{"trino left join keeps its condition", "trino",
			"SELECT t.id, u.k FROM t LEFT JOIN UNNEST(t.mp) AS u(k, v) ON u.v > 1",
			"SELECT t.id, u.k FROM t LEFT JOIN LATERAL (SELECT unnest(map_keys(t.mp)) AS k, unnest(map_values(t.mp)) AS v) AS u ON u.v > 1", true},
		{"a map alone in FROM", "trino",
			"SELECT u.k, u.v FROM UNNEST(MAP(ARRAY['a'], ARRAY[1])) AS u(k, v)",
			"SELECT u.k, u.v FROM LATERAL (SELECT unnest(map_keys(MAP {'a': 1})) AS k, unnest(map_values(MAP {'a': 1})) AS v) AS u", true},
		{"spark explode of a map in the select list", "spark",
			"SELECT t.id, explode(t.mp) FROM t",
			"SELECT t.id, _g1.key AS key, _g1.value AS value FROM t CROSS JOIN LATERAL (SELECT unnest(map_keys(t.mp)) AS key, unnest(map_values(t.mp)) AS value) AS _g1", true},
		// No map: an array keeps DuckDB's unnest in FROM.
		{"no-op: explode of an array", "hive",
			"SELECT t.id, e.x FROM t LATERAL VIEW explode(t.arr) e AS x",
			"SELECT t.id, e.x FROM t CROSS JOIN unnest(t.arr) AS e(x)", true},
		{"no-op: duckdb's entries of a map are an array", "duckdb",
			"SELECT t.id, u.e.key FROM t CROSS JOIN unnest(map_entries(t.mp)) AS u(e)",
			"SELECT t.id, u.e.key FROM t CROSS JOIN unnest(map_entries(t.mp)) AS u(e)", true},
		{"no-op: no lateral", "hive", "SELECT t.id, t.mp['a'] AS a FROM t", "SELECT t.id, t.mp['a'] AS a FROM t", false},
	}
	var ecs []exprCase
	for _, tc := range cases {
		ecs = append(ecs, exprCase{name: tc.name, from: tc.from, to: "duckdb", schema: schema, schemaDialect: "hive",
			in: tc.in, want: tc.want, fires: tc.fired})
	}
	runExprPassCases(t, "lower_join", ecs)
}

// TestDuckMapRefusals: a map read twice must give the same value both
// times; other targets keep their refusals, whose hints point to DuckDB
// for a map, and DuckDB's own to the type it lacked.
func TestDuckMapRefusals(t *testing.T) {
	const schema = "CREATE TABLE t (id INT, arr ARRAY<INT>, mp MAP<STRING,INT>)"
	cases := []struct {
		name, from, to, in, schema, code, hint string
	}{
		{"a volatile map", "spark", "duckdb", "SELECT e.k FROM t LATERAL VIEW explode(map('a', rand())) e AS k, v", schema, "T073", "compute the collection once"},
		{"postgres has no map", "hive", "postgres", "SELECT t.id, e.k, e.v FROM t LATERAL VIEW explode(t.mp) e AS k, v", schema, "T064", "or DuckDB as the target"},
		{"a map or rows without a schema", "trino", "duckdb", "SELECT t.id, u.k FROM t CROSS JOIN UNNEST(t.mp) AS u(k, v)", "", "T056", "--schema"},
		{"ansi has no map", "hive", "ansi", "SELECT t.id, e.k, e.v FROM t LATERAL VIEW explode(t.mp) e AS k, v", schema, "T063", ""},
		// DuckDB 1.5 rejects both: "UNNEST() can only be applied to lists,
		// structs and NULL", "UNNEST requires a single list as input".
		{"a duckdb source unnests no map in the select list", "duckdb", "trino", "SELECT unnest(t.mp) FROM t", schema, "T012", "map_keys"},
		{"a duckdb source unnests no map in FROM", "duckdb", "duckdb", "SELECT u.k FROM t, unnest(t.mp) AS u(k, v)", schema, "T012", "map_entries"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{Schema: tc.schema, SchemaDialect: "hive"})
			wantRefusal(t, tr, err, tc.code)
			var le *lateral.Error
			if errors.As(err, &le) && !strings.Contains(le.Diagnostics[0].Hint, tc.hint) {
				t.Errorf("hint %q does not say %q", le.Diagnostics[0].Hint, tc.hint)
			}
		})
	}
}

// TestMapOrExpandMessages: T064 names the construct the target lacks, a
// map's entries or the fields of struct elements, not both at once.
func TestMapOrExpandMessages(t *testing.T) {
	cases := []struct {
		name, from, to, in, schema, msg, not string
	}{
		{"a map toward postgres", "hive", "postgres", "SELECT t.id, e.k FROM t LATERAL VIEW explode(t.mp) e AS k, v",
			"CREATE TABLE t (id INT, mp MAP<STRING,INT>)", "unnesting a map cannot be expressed in postgres, which has no map type", "struct"},
		{"rows of a constructor toward postgres", "trino", "postgres", "SELECT u.a FROM UNNEST(ARRAY[ROW(1, 'a')]) AS u(a, b)",
			"", "expanding the fields of struct elements cannot be expressed in postgres", "map"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{Schema: tc.schema, SchemaDialect: tc.from})
			wantRefusal(t, tr, err, "T064")
			var le *lateral.Error
			if errors.As(err, &le) {
				if m := le.Diagnostics[0].Message; !strings.Contains(m, tc.msg) || strings.Contains(m, tc.not) {
					t.Errorf("message %q: want %q, without %q", m, tc.msg, tc.not)
				}
			}
		})
	}
}
