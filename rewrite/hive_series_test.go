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
	cases := []seriesCase{
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
		{"map with positions", "spark",
			"SELECT t2.id, p.pos, p.k, p.v FROM t2 LATERAL VIEW OUTER posexplode(t2.m) p AS pos, k, v",
			"SELECT t2.id, p.`_i1` AS pos, p.`_v2` AS k, if(p.`_i1` < size(t2.m), map_values(t2.m)[p.`_i1`], NULL) AS v " +
				"FROM t2 LATERAL VIEW OUTER posexplode(map_keys(t2.m)) p AS `_i1`, `_v2`"},
		{"map zipped with an array", "trino",
			"SELECT u.k, u.v, u.x FROM t2 CROSS JOIN UNNEST(t2.m, t2.a) AS u(k, v, x)",
			"SELECT if(u.`_i1` < size(t2.m), map_keys(t2.m)[u.`_i1`], NULL) AS k, if(u.`_i1` < size(t2.m), map_values(t2.m)[u.`_i1`], NULL) AS v, " +
				"if(u.`_i1` < size(t2.a), t2.a[u.`_i1`], NULL) AS x " +
				"FROM t2 LATERAL VIEW posexplode(if(greatest(size(t2.m), size(t2.a)) > 0, split(space(greatest(size(t2.m), size(t2.a)) - 1), ' '), NULL)) u AS `_i1`, `_v2`"},
		{"zip of arrays, NULL when one is", "trino",
			"SELECT t2.id, u.x, u.y, u.n FROM t2 LEFT JOIN UNNEST(zip(t2.a, t2.b)) WITH ORDINALITY AS u(x, y, n) ON TRUE",
			"SELECT t2.id, if(u.`_i1` < size(t2.a), t2.a[u.`_i1`], NULL) AS x, if(u.`_i1` < size(t2.b), t2.b[u.`_i1`], NULL) AS y, u.`_i1` + 1 AS n " +
				"FROM t2 LATERAL VIEW OUTER posexplode(if(t2.a IS NOT NULL AND t2.b IS NOT NULL AND greatest(size(t2.a), size(t2.b)) > 0, " +
				"split(space(greatest(size(t2.a), size(t2.b)) - 1), ' '), NULL)) u AS `_i1`, `_v2`"},
		{"inline of arrays_zip of one array", "spark",
			"SELECT t2.id, z.x FROM t2 LATERAL VIEW inline(arrays_zip(t2.a)) z AS x",
			"SELECT t2.id, if(z.`_i1` < size(t2.a), t2.a[z.`_i1`], NULL) AS x " +
				"FROM t2 LATERAL VIEW posexplode(if(size(t2.a) > 0, split(space(size(t2.a) - 1), ' '), NULL)) z AS `_i1`, `_v2`"},
		{"sequence with a negative step", "trino",
			"SELECT s.x FROM UNNEST(sequence(10, -2, -5)) AS s(x)",
			"SELECT CAST(10 + CAST(s.`_i1` AS BIGINT) * -5 AS INT) AS x FROM (SELECT 1) AS `_dual` LATERAL VIEW posexplode(split(space(2), ' ')) s AS `_i1`, `_v2`"},
		{"alias star", "postgres",
			"SELECT g.* FROM t2, generate_series(0, t2.hi) WITH ORDINALITY AS g(x, n)",
			"SELECT g.`_i1` AS x, g.`_i1` + 1 AS n FROM t2 LATERAL VIEW posexplode(if(0 <= t2.hi, split(space(t2.hi), ' '), NULL)) g AS `_i1`, `_v2`"},
	}
	runSeriesCases(t, "hive", hiveSeriesSchema, "lower_lateral_view", cases)
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

// TestSparkIndexedZips: Spark numbers the rows of the zips that
// inline(arrays_zip(...)) cannot spell (with positions, or holding a series
// or a map) as Hive does, greatest skipping NULLs there; Trino's zip is
// Spark's arrays_zip. The rows are checked on the reference executor by
// conformance/zip and conformance/maps.
func TestSparkIndexedZips(t *testing.T) {
	cases := []seriesCase{
		{"zip with positions", "trino",
			"SELECT t2.id, u.x, u.y, u.n FROM t2 CROSS JOIN UNNEST(t2.a, t2.b) WITH ORDINALITY AS u(x, y, n)",
			"SELECT t2.id, if(u._i1 < size(t2.a), t2.a[u._i1], NULL) AS x, if(u._i1 < size(t2.b), t2.b[u._i1], NULL) AS y, u._i1 + 1 AS n " +
				"FROM t2 LATERAL VIEW posexplode(if(greatest(size(t2.a), size(t2.b)) > 0, split(space(greatest(size(t2.a), size(t2.b)) - 1), ' '), NULL)) u AS _i1, _v2"},
		{"map zipped with an array", "trino",
			"SELECT u.k, u.x FROM t2 CROSS JOIN UNNEST(t2.m, t2.a) AS u(k, v, x)",
			"SELECT if(u._i1 < size(t2.m), map_keys(t2.m)[u._i1], NULL) AS k, if(u._i1 < size(t2.a), t2.a[u._i1], NULL) AS x " +
				"FROM t2 LATERAL VIEW posexplode(if(greatest(size(t2.m), size(t2.a)) > 0, split(space(greatest(size(t2.m), size(t2.a)) - 1), ' '), NULL)) u AS _i1, _v2"},
		{"trino zip", "trino",
			"SELECT t2.id, u.x, u.y FROM t2 LEFT JOIN UNNEST(zip(t2.a, t2.b)) AS u(x, y) ON TRUE",
			"SELECT t2.id, u.x, u.y FROM t2 LATERAL VIEW OUTER inline(arrays_zip(t2.a, t2.b)) u AS x, y"},
	}
	runSeriesCases(t, "spark", hiveSeriesSchema, "", cases)
}

// TestDorisNumberedSeries: Doris numbers the rows of an integer series
// that explode_numbers alone does not give (another start or step,
// positions, a zip of series, a sequence array) with explode_numbers over
// the count; arrays stay with Doris's explode, which zips them itself.
// The rows are checked on the reference executor by
// conformance/table_functions and conformance/zip.
func TestDorisNumberedSeries(t *testing.T) {
	cases := []seriesCase{
		{"series per row, outer, with positions", "postgres",
			"SELECT t2.id, g.x, g.n FROM t2 LEFT JOIN LATERAL generate_series(t2.lo, t2.hi, 2) WITH ORDINALITY AS g(x, n) ON TRUE",
			"SELECT t2.id, CAST(t2.lo + CAST(g._i1 AS BIGINT) * 2 AS INT) AS x, g._i1 + 1 AS n FROM t2 " +
				"LATERAL VIEW explode_numbers_outer(CAST(if(t2.lo <= t2.hi, CAST((CAST(t2.hi AS BIGINT) - t2.lo) DIV 2 AS INT) + 1, 0) AS INT)) g AS _i1"},
		{"zip of constant series", "postgres",
			"SELECT generate_series(1, 3) AS a, generate_series(5, 4, -1) AS b",
			"SELECT if(_g1._i3 < 3, 1 + _g1._i3, NULL) AS a, if(_g1._i3 < 2, 5 - _g1._i3, NULL) AS b FROM (SELECT 1) AS _dual LATERAL VIEW explode_numbers(3) _g1 AS _i3"},
		{"explode_numbers itself", "doris",
			"SELECT t2.id, e.x FROM t2 LATERAL VIEW explode_numbers(t2.hi) e AS x",
			"SELECT t2.id, e.x FROM t2 LATERAL VIEW explode_numbers(t2.hi) e AS x"},
		{"zip of arrays", "trino",
			"SELECT u.x, u.y FROM t2 CROSS JOIN UNNEST(t2.a, t2.b) AS u(x, y)",
			"SELECT u.x, u.y FROM t2 LATERAL VIEW explode(t2.a, t2.b) u AS x, y"},
		{"array with positions", "trino",
			"SELECT u.x, u.n FROM t2 CROSS JOIN UNNEST(t2.a) WITH ORDINALITY AS u(x, n)",
			"SELECT u.x, u._pos1 + 1 AS n FROM t2 LATERAL VIEW posexplode(t2.a) u AS _pos1, x"},
	}
	opts := lateral.TranslateOptions{Schema: hiveSeriesSchema}
	runSeriesCases(t, "doris", hiveSeriesSchema, "", cases)
	for _, tc := range []struct{ name, from, in, code string }{
		{"step from a column", "duckdb", "SELECT r.x FROM t2 CROSS JOIN range(t2.lo, t2.hi, t2.id) AS r(x)", "T058"},
		{"outer zip with an ON condition", "trino", "SELECT u.x FROM t2 LEFT JOIN UNNEST(t2.a, t2.b) WITH ORDINALITY AS u(x, y, n) ON u.x > 1", "T052"},
		{"volatile argument", "trino", "SELECT u.x FROM t2 CROSS JOIN UNNEST(t2.a, shuffle(t2.a)) WITH ORDINALITY AS u(x, y, n)", "T053"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, "doris", opts)
			wantRefusal(t, tr, err, tc.code)
		})
	}
}

// TestHiveSeriesRefusals: what cannot be made exact stays refused.
func TestHiveSeriesRefusals(t *testing.T) {
	cases := []struct{ name, from, in, code string }{
		{"step from a column", "duckdb", "SELECT r.x FROM t2 CROSS JOIN range(t2.lo, t2.hi, t2.id) AS r(x)", "T058"},
		{"decimal series", "postgres", "SELECT g.x FROM t2, generate_series(t2.d, 5) AS g(x)", "T057"},
		{"decimal literal", "postgres", "SELECT g.x FROM generate_series(1.5, 5) AS g(x)", "T057"},
		{"volatile zip of arrays", "trino", "SELECT u.x FROM t2 CROSS JOIN UNNEST(zip(t2.a, shuffle(t2.a))) AS u(x, y)", "T053"},
		{"sequence stepping away from a literal stop", "trino", "SELECT s.x FROM UNNEST(sequence(10, 1, 4)) AS s(x)", "T058"},
		{"volatile argument", "trino", "SELECT u.x FROM t2 CROSS JOIN UNNEST(t2.a, shuffle(t2.a)) AS u(x, y)", "T053"},
		{"bare star beside a LATERAL subquery", "postgres", "SELECT * FROM generate_series(1, 3) AS g(x), LATERAL (SELECT g.x + 1 AS y) AS s", "T040"},
		{"sequence with a step and a bound from a column", "spark", "SELECT s.x FROM t2 LATERAL VIEW explode(sequence(1, t2.hi, 2)) s AS x", "T058"},
		{"sequence with a step from a column", "trino", "SELECT s.x FROM UNNEST(sequence(1, 10, 1 + 1)) AS s(x)", "T058"},
	}
	opts := lateral.TranslateOptions{Schema: hiveSeriesSchema}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, "hive", opts)
			wantRefusal(t, tr, err, tc.code)
		})
	}
}

// TestDorisNumberedZips: Doris numbers the rows of a zip that its explode
// cannot spell (with positions, or holding a series or a map) with
// explode_numbers over the count of the longest member, each array read
// 1-based below its own count (coalesce(array_size(a), 0): array_size is
// NULL for a NULL array); a map alone with positions is posexplode of its
// keys, its values read at the position. Doris's size is
// coalesce(array_size(x), -1). The rows are checked on the reference
// executor by conformance/zip, conformance/maps and
// conformance/array_functions.
func TestDorisNumberedZips(t *testing.T) {
	cases := []seriesCase{
		{"zip of arrays with positions", "trino",
			"SELECT t2.id, u.x, u.y, u.n FROM t2 CROSS JOIN UNNEST(t2.a, t2.b) WITH ORDINALITY AS u(x, y, n)",
			"SELECT t2.id, if(u._i1 < coalesce(array_size(t2.a), 0), t2.a[u._i1 + 1], NULL) AS x, " +
				"if(u._i1 < coalesce(array_size(t2.b), 0), t2.b[u._i1 + 1], NULL) AS y, u._i1 + 1 AS n " +
				"FROM t2 LATERAL VIEW explode_numbers(CAST(greatest(coalesce(array_size(t2.a), 0), coalesce(array_size(t2.b), 0)) AS INT)) u AS _i1"},
		{"outer zip of arrays with positions", "trino",
			"SELECT t2.id, u.x, u.n FROM t2 LEFT JOIN UNNEST(t2.a, t2.b) WITH ORDINALITY AS u(x, y, n) ON TRUE",
			"SELECT t2.id, if(u._i1 < coalesce(array_size(t2.a), 0), t2.a[u._i1 + 1], NULL) AS x, u._i1 + 1 AS n " +
				"FROM t2 LATERAL VIEW explode_numbers_outer(CAST(greatest(coalesce(array_size(t2.a), 0), coalesce(array_size(t2.b), 0)) AS INT)) u AS _i1"},
		{"map with positions", "spark",
			"SELECT t2.id, p.pos, p.k, p.v FROM t2 LATERAL VIEW OUTER posexplode(t2.m) p AS pos, k, v",
			"SELECT t2.id, p._i1 AS pos, p._v2 AS k, if(p._i1 < coalesce(array_size(map_keys(t2.m)), 0), map_values(t2.m)[p._i1 + 1], NULL) AS v " +
				"FROM t2 LATERAL VIEW posexplode_outer(map_keys(t2.m)) p AS _i1, _v2"},
		{"map zipped with an array", "trino",
			"SELECT u.k, u.v, u.x FROM t2 CROSS JOIN UNNEST(t2.m, t2.a) AS u(k, v, x)",
			"SELECT if(u._i1 < coalesce(array_size(map_keys(t2.m)), 0), map_keys(t2.m)[u._i1 + 1], NULL) AS k, " +
				"if(u._i1 < coalesce(array_size(map_keys(t2.m)), 0), map_values(t2.m)[u._i1 + 1], NULL) AS v, " +
				"if(u._i1 < coalesce(array_size(t2.a), 0), t2.a[u._i1 + 1], NULL) AS x " +
				"FROM t2 LATERAL VIEW explode_numbers(CAST(greatest(coalesce(array_size(map_keys(t2.m)), 0), coalesce(array_size(t2.a), 0)) AS INT)) u AS _i1"},
		{"array zipped with a constant series", "postgres",
			"SELECT r.x, r.n FROM t2, ROWS FROM (unnest(t2.a), generate_series(1, 3)) AS r(x, n)",
			"SELECT if(r._i3 < coalesce(array_size(t2.a), 0), t2.a[r._i3 + 1], NULL) AS x, if(r._i3 < 3, 1 + r._i3, NULL) AS n " +
				"FROM t2 LATERAL VIEW explode_numbers(CAST(greatest(coalesce(array_size(t2.a), 0), 3) AS INT)) r AS _i3"},
		{"trino zip with positions, NULL when one array is", "trino",
			"SELECT u.x, u.y, u.n FROM t2 CROSS JOIN UNNEST(zip(t2.a, t2.b)) WITH ORDINALITY AS u(x, y, n)",
			"SELECT if(u._i1 < coalesce(array_size(t2.a), -1), t2.a[u._i1 + 1], NULL) AS x, if(u._i1 < coalesce(array_size(t2.b), -1), t2.b[u._i1 + 1], NULL) AS y, u._i1 + 1 AS n " +
				"FROM t2 LATERAL VIEW explode_numbers(CAST(if(t2.a IS NOT NULL AND t2.b IS NOT NULL AND greatest(coalesce(array_size(t2.a), -1), coalesce(array_size(t2.b), -1)) > 0, " +
				"greatest(coalesce(array_size(t2.a), -1), coalesce(array_size(t2.b), -1)), 0) AS INT)) u AS _i1"},
		{"spark size", "spark",
			"SELECT size(t2.a) AS n, cardinality(t2.b) AS c FROM t2",
			"SELECT coalesce(array_size(t2.a), -1) AS n, coalesce(array_size(t2.b), -1) AS c FROM t2"},
		{"trino cardinality and doris size", "trino",
			"SELECT cardinality(t2.a) AS n FROM t2",
			"SELECT array_size(t2.a) AS n FROM t2"},
	}
	opts := lateral.TranslateOptions{Schema: hiveSeriesSchema}
	runSeriesCases(t, "doris", hiveSeriesSchema, "", cases)
	// Doris's own size and cardinality are array_size: NULL for a NULL
	// array, not -1.
	for _, in := range []string{"SELECT size(t2.a) AS n FROM t2", "SELECT cardinality(t2.a) AS n FROM t2", "SELECT array_size(t2.a) AS n FROM t2"} {
		tr := mustTranslate(t, in, "doris", "trino", opts)
		if want := "SELECT cardinality(t2.a) AS n FROM t2"; tr.SQL != want {
			t.Errorf("%s: got %s, want %s", in, tr.SQL, want)
		}
	}
}

// seriesCase is a translation to one target: source dialect, input and the
// wanted text.
type seriesCase struct{ name, from, in, want string }

// runSeriesCases translates each case to target with schema and checks
// the text, idempotence, and (when pass is set) that pass fired.
func runSeriesCases(t *testing.T, target, schema, pass string, cases []seriesCase) {
	t.Helper()
	opts := lateral.TranslateOptions{Schema: schema}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, target, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			if pass != "" {
				checkFired(t, tr, pass, true)
			}
			checkIdempotent(t, tr, target, opts)
		})
	}
}
