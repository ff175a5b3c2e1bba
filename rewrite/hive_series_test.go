package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

const hiveSeriesSchema = "CREATE TABLE t2 (id INTEGER, a INTEGER[], b VARCHAR[], lo INTEGER, hi INTEGER, big BIGINT, d DECIMAL(10, 2), m MAP(VARCHAR, INTEGER))"

// TestHiveSeriesAndZips: the Hive target numbers rows with posexplode for
// a zip or a series (hive_series.go); each output translates to itself
// again. The rows are checked on the reference executor by
// conformance/zip and conformance/table_functions.
func TestHiveSeriesAndZips(t *testing.T) {
	cases := []struct {
		name, from, in, want string
	}{
		{"outer zip with positions", "trino",
			"SELECT t2.id, u.x, u.y, u.n FROM t2 LEFT JOIN UNNEST(t2.a, t2.b) WITH ORDINALITY AS u(x, y, n) ON TRUE",
			"SELECT t2.id, if(u.`_i1` < size(t2.a), t2.a[u.`_i1`], NULL) AS x, if(u.`_i1` < size(t2.b), t2.b[u.`_i1`], NULL) AS y, u.`_i1` + 1 AS n " +
				"FROM t2 LATERAL VIEW OUTER posexplode(if(greatest(size(t2.a), size(t2.b)) > 0, split(space(greatest(size(t2.a), size(t2.b)) - 1), ' '), NULL)) u AS `_i1`, `_v2`"},
		{"constant series", "postgres",
			"SELECT g.x FROM generate_series(1, 3) AS g(x)",
			"SELECT 1 + g.`_i1` AS x FROM (SELECT 1) AS `_dual` LATERAL VIEW posexplode(split(space(2), ' ')) g AS `_i1`, `_v2`"},
		{"series per row by a negative step", "postgres",
			"SELECT t2.id, g.x FROM t2, generate_series(t2.hi, t2.lo, -2) AS g(x)",
			"SELECT t2.id, CAST(t2.hi + CAST(g.`_i1` AS BIGINT) * -2 AS INT) AS x FROM t2 LATERAL VIEW posexplode(if(t2.hi >= t2.lo, split(space(CAST((CAST(t2.lo AS BIGINT) - t2.hi) DIV -2 AS INT)), ' '), NULL)) g AS `_i1`, `_v2`"},
		{"bigint bound, end excluded", "duckdb",
			"SELECT t2.id, r.x FROM t2 CROSS JOIN range(t2.lo, t2.big) AS r(x)",
			"SELECT t2.id, t2.lo + r.`_i1` AS x FROM t2 LATERAL VIEW posexplode(if(t2.lo <= t2.big - 1, split(space(CAST(CAST(t2.big - 1 AS BIGINT) - t2.lo AS INT)), ' '), NULL)) r AS `_i1`, `_v2`"},
		{"series over an earlier series' column", "postgres",
			"SELECT g.x, e.y FROM t2, generate_series(1, t2.hi) AS g(x), generate_series(g.x, 3) AS e(y)",
			"SELECT 1 + g.`_i1` AS x, 1 + g.`_i1` + e.`_i3` AS y FROM t2 LATERAL VIEW posexplode(if(1 <= t2.hi, split(space(CAST(CAST(t2.hi AS BIGINT) - 1 AS INT)), ' '), NULL)) g AS `_i1`, `_v2` " +
				"LATERAL VIEW posexplode(if(1 + g.`_i1` <= 3, split(space(CAST(3 - (1 + g.`_i1`) AS INT)), ' '), NULL)) e AS `_i3`, `_v4`"},
		{"spark sequence, by -1 when the stop is below the start", "spark",
			"SELECT t2.id, s.p, s.x FROM t2 LATERAL VIEW OUTER posexplode(sequence(t2.lo, t2.hi)) s AS p, x",
			"SELECT t2.id, s.`_i1` AS p, if(t2.lo <= t2.hi, t2.lo + s.`_i1`, t2.lo - s.`_i1`) AS x FROM t2 " +
				"LATERAL VIEW OUTER posexplode(if((CAST(t2.hi AS BIGINT) - t2.lo) IS NOT NULL, split(space(CAST(abs(CAST(t2.hi AS BIGINT) - t2.lo) AS INT)), ' '), NULL)) s AS `_i1`, `_v2`"},
		{"alias star", "postgres",
			"SELECT g.* FROM t2, generate_series(0, t2.hi) WITH ORDINALITY AS g(x, n)",
			"SELECT g.`_i1` AS x, g.`_i1` + 1 AS n FROM t2 LATERAL VIEW posexplode(if(0 <= t2.hi, split(space(t2.hi), ' '), NULL)) g AS `_i1`, `_v2`"},
	}
	opts := lateral.TranslateOptions{Schema: hiveSeriesSchema}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, "hive", opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "lower_lateral_view", true)
			checkIdempotent(t, tr, "hive", opts)
		})
	}
}

// TestHiveSeriesLeavesOthers: a lateral of one array keeps its explode,
// and Spark keeps sequence and arrays_zip: no row numbering there.
func TestHiveSeriesLeavesOthers(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: hiveSeriesSchema}
	tr := mustTranslate(t, "SELECT t2.id, u.x FROM t2 CROSS JOIN UNNEST(t2.a) AS u(x)", "trino", "hive", opts)
	if want := "SELECT t2.id, u.x FROM t2 LATERAL VIEW explode(t2.a) u AS x"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	for _, in := range []string{
		"SELECT t2.id, u.x, u.y FROM t2 CROSS JOIN UNNEST(t2.a, t2.b) AS u(x, y)",
		"SELECT t2.id, g.x FROM t2 CROSS JOIN UNNEST(sequence(t2.lo, t2.hi)) AS g(x)",
	} {
		tr := mustTranslate(t, in, "trino", "spark", opts)
		if strings.Contains(tr.SQL, "space(") {
			t.Errorf("spark numbered rows: %s", tr.SQL)
		}
	}
}

// TestHiveSeriesRefusals: what cannot be made exact stays refused.
func TestHiveSeriesRefusals(t *testing.T) {
	cases := []struct{ name, from, in, code string }{
		{"step from a column", "duckdb", "SELECT r.x FROM t2 CROSS JOIN range(t2.lo, t2.hi, t2.id) AS r(x)", "T058"},
		{"decimal series", "postgres", "SELECT g.x FROM t2, generate_series(t2.d, 5) AS g(x)", "T057"},
		{"decimal literal", "postgres", "SELECT g.x FROM generate_series(1.5, 5) AS g(x)", "T057"},
		{"map in a zip", "trino", "SELECT u.k FROM t2 CROSS JOIN UNNEST(t2.m, t2.a) AS u(k, v, x)", "T053"},
		{"volatile argument", "trino", "SELECT u.x FROM t2 CROSS JOIN UNNEST(t2.a, shuffle(t2.a)) AS u(x, y)", "T053"},
		{"bare star", "postgres", "SELECT * FROM generate_series(1, 3) AS g(x)", "T040"},
		{"sequence with a step", "spark", "SELECT s.x FROM t2 LATERAL VIEW explode(sequence(1, t2.hi, 2)) s AS x", "T301"},
	}
	opts := lateral.TranslateOptions{Schema: hiveSeriesSchema}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, "hive", opts)
			wantRefusal(t, tr, err, tc.code)
		})
	}
}
