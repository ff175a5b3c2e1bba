package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// zipSchema types the arrays of the zip cases.
const zipSchema = "CREATE TABLE t2 (id INTEGER, a INTEGER[], b VARCHAR[], c INTEGER[][], s STRUCT(p INTEGER)[], lo INTEGER, hi INTEGER, st INTEGER)"

// TestZipTranslations: zips the targets spell with more than unnest(a, b);
// each output translates to itself again. The rows are checked on the
// engines by conformance/zip.
func TestZipTranslations(t *testing.T) {
	cases := []struct {
		name, from, to, in, want string
	}{
		{"duckdb zip ordinality", "trino", "duckdb",
			"SELECT t2.id, u.x, u.y, u.n FROM t2 CROSS JOIN UNNEST(t2.a, t2.b) WITH ORDINALITY AS u(x, y, n)",
			"SELECT t2.id, u.x, u.y, u.n FROM t2 CROSS JOIN LATERAL (SELECT unnest(t2.a) AS x, unnest(t2.b) AS y, unnest(generate_series(1, greatest(len(t2.a), len(t2.b)))) AS n) AS u"},
		{"duckdb outer zip ordinality of three", "trino", "duckdb",
			"SELECT t2.id, u.x, u.y, u.z, u.n FROM t2 LEFT JOIN UNNEST(t2.a, t2.b, t2.c) WITH ORDINALITY AS u(x, y, z, n) ON TRUE",
			"SELECT t2.id, u.x, u.y, u.z, u.n FROM t2 LEFT JOIN LATERAL (SELECT unnest(t2.a) AS x, unnest(t2.b) AS y, unnest(t2.c) AS z, unnest(generate_series(1, greatest(len(t2.a), len(t2.b), len(t2.c)))) AS n) AS u ON TRUE"},
		// DuckDB would resolve the bare a of len(a) to the item named a
		// ("Column "a" referenced that exists in the SELECT clause"):
		// the items take fresh names, the alias lists the columns (the
		// fresh-name form checked on DuckDB 1.5).
		{"duckdb zip reading a bare name that is a column's", "trino", "duckdb",
			"SELECT u.a, u.n FROM t2, UNNEST(a, b) WITH ORDINALITY AS u(a, y, n)",
			"SELECT u.a, u.n FROM t2 CROSS JOIN LATERAL (SELECT unnest(a) AS _c1, unnest(b) AS _c2, unnest(generate_series(1, greatest(len(a), len(b)))) AS _c3) AS u(a, y, n)"},
		// Trino's zip expanded by UNNEST WITH ORDINALITY: the zip of its
		// arrays, each NULL when the other is, numbered from the row's
		// offset (conformance/zip/trino_unnest_zip_ordinality runs them).
		{"bigquery zip ordinality", "trino", "bigquery",
			"SELECT t2.id, u.x, u.y, u.n FROM t2 CROSS JOIN UNNEST(zip(t2.a, t2.b)) WITH ORDINALITY AS u(x, y, n)",
			"SELECT t2.id, (CASE WHEN t2.b IS NULL THEN NULL ELSE t2.a END)[SAFE_OFFSET(_i)] AS x, (CASE WHEN t2.a IS NULL THEN NULL ELSE t2.b END)[SAFE_OFFSET(_i)] AS y, _i + 1 AS n " +
				"FROM t2 CROSS JOIN UNNEST(generate_array(0, greatest(coalesce(array_length(CASE WHEN t2.b IS NULL THEN NULL ELSE t2.a END), 0), coalesce(array_length(CASE WHEN t2.a IS NULL THEN NULL ELSE t2.b END), 0)) - 1)) AS _i"},
		// A computed array (array_sort, a subquery for BigQuery): one
		// UNNEST of the zip's rows, whose fields the GROUP BY reads
		// (conformance/zip/trino_zip_sorted_group_by runs it).
		{"bigquery zip of a computed array", "trino", "bigquery",
			"SELECT u.x, max(u.n) AS n FROM t2 CROSS JOIN UNNEST(array_sort(t2.a), t2.b) WITH ORDINALITY AS u(x, y, n) GROUP BY u.x",
			"SELECT u.x, max(u._i + 1) AS n FROM t2 CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT (CASE WHEN t2.a IS NULL THEN NULL ELSE ARRAY(SELECT e FROM UNNEST(t2.a) AS e WITH OFFSET AS n ORDER BY e NULLS LAST, n + 1) END)[SAFE_OFFSET(_i)] AS x, t2.b[SAFE_OFFSET(_i)] AS y, _i AS _i " +
				"FROM UNNEST(generate_array(0, greatest(coalesce(array_length(CASE WHEN t2.a IS NULL THEN NULL ELSE ARRAY(SELECT e FROM UNNEST(t2.a) AS e WITH OFFSET AS n ORDER BY e NULLS LAST, n + 1) END), 0), coalesce(array_length(t2.b), 0)) - 1)) AS _i ORDER BY _i)) AS u GROUP BY u.x"},
		{"snowflake zip ordinality", "trino", "snowflake",
			"SELECT t2.id, u.x, u.y, u.n FROM t2 CROSS JOIN UNNEST(zip(t2.a, t2.b)) WITH ORDINALITY AS u(x, y, n)",
			"SELECT t2.id, CAST(strip_null_value((CASE WHEN t2.b IS NULL THEN NULL ELSE t2.a END)[u.INDEX]) AS INTEGER) AS x, CAST(strip_null_value((CASE WHEN t2.a IS NULL THEN NULL ELSE t2.b END)[u.INDEX]) AS VARCHAR) AS y, u.INDEX + 1 AS n " +
				"FROM t2, LATERAL flatten(INPUT => array_generate_range(0, greatest(coalesce(array_size(CASE WHEN t2.b IS NULL THEN NULL ELSE t2.a END), 0), coalesce(array_size(CASE WHEN t2.a IS NULL THEN NULL ELSE t2.b END), 0)))) AS u"},
		// arrays_zip of one array is that array (Spark ArraysZip: NULL
		// for a NULL input, the elements otherwise).
		{"postgres inline of arrays_zip of one array", "spark", "postgres",
			"SELECT t2.id, z.x FROM t2 LATERAL VIEW inline(arrays_zip(t2.a)) z AS x",
			"SELECT t2.id, z.x FROM t2 CROSS JOIN unnest(t2.a) AS z(x)"},
		{"trino inline of arrays_zip", "spark", "trino",
			"SELECT t2.id, z.x, z.y FROM t2 LATERAL VIEW inline(arrays_zip(t2.a, t2.b)) z AS x, y",
			"SELECT t2.id, z.x, z.y FROM t2 CROSS JOIN UNNEST(CASE WHEN t2.b IS NULL THEN NULL ELSE t2.a END, CASE WHEN t2.a IS NULL THEN NULL ELSE t2.b END) AS z(x, y)"},
		{"postgres inline of arrays_zip", "spark", "postgres",
			"SELECT t2.id, z.x, z.y FROM t2 LATERAL VIEW inline(arrays_zip(t2.a, t2.b)) z AS x, y",
			"SELECT t2.id, z.x, z.y FROM t2 CROSS JOIN unnest(CASE WHEN t2.b IS NULL THEN NULL ELSE t2.a END, CASE WHEN t2.a IS NULL THEN NULL ELSE t2.b END) AS z(x, y)"},
		{"postgres inline_outer of arrays_zip", "spark", "postgres",
			"SELECT t2.id, z.x, z.y FROM t2 LATERAL VIEW inline_outer(arrays_zip(t2.a, t2.b)) z AS x, y",
			"SELECT t2.id, z.x, z.y FROM t2 LEFT JOIN unnest(CASE WHEN t2.b IS NULL THEN NULL ELSE t2.a END, CASE WHEN t2.a IS NULL THEN NULL ELSE t2.b END) AS z(x, y) ON TRUE"},
		{"postgres zip of structs keeps them whole", "spark", "postgres",
			"SELECT t2.id, z.x, z.y FROM t2 LATERAL VIEW inline(arrays_zip(t2.a, t2.s)) z AS x, y",
			"SELECT t2.id, z.x, z.y FROM t2 CROSS JOIN LATERAL (SELECT unnest(CASE WHEN t2.s IS NULL THEN NULL ELSE t2.a END) AS x, unnest(CASE WHEN t2.a IS NULL THEN NULL ELSE t2.s END) AS y) AS z"},
		{"postgres select-list series zip", "postgres", "postgres",
			"SELECT generate_series(1, 3) AS a, generate_series(1, 2) AS b",
			"SELECT _g1.a AS a, _g1.b AS b FROM ROWS FROM (generate_series(1, 3), generate_series(1, 2)) AS _g1(a, b)"},
		{"duckdb select-list series zip", "postgres", "duckdb",
			"SELECT generate_series(1, 3) AS a, generate_series(1, 2) AS b",
			"SELECT _g1.a AS a, _g1.b AS b FROM LATERAL (SELECT unnest(generate_series(1, 3)) AS a, unnest(generate_series(1, 2)) AS b) AS _g1"},
		{"postgres rows from of an array and a series", "postgres", "postgres",
			"SELECT t2.id, r.x, r.n, r.o FROM t2 LEFT JOIN LATERAL ROWS FROM (unnest(t2.a), generate_series(1, t2.hi, t2.st)) WITH ORDINALITY AS r(x, n, o) ON TRUE",
			"SELECT t2.id, r.x, r.n, r.o FROM t2 LEFT JOIN ROWS FROM (unnest(t2.a), generate_series(1, t2.hi, t2.st)) WITH ORDINALITY AS r(x, n, o) ON TRUE"},
		{"duckdb zip of an array and a series", "postgres", "duckdb",
			"SELECT t2.id, r.x, r.n, r.o FROM t2 CROSS JOIN LATERAL ROWS FROM (unnest(t2.a), generate_series(t2.hi, 1, -2)) WITH ORDINALITY AS r(x, n, o)",
			"SELECT t2.id, r.x, r.n, r.o FROM t2 CROSS JOIN LATERAL (SELECT unnest(t2.a) AS x, unnest(generate_series(t2.hi, 1, -2)) AS n, unnest(generate_series(1, greatest(len(t2.a), len(generate_series(t2.hi, 1, -2))))) AS o) AS r"},
		{"postgres range with a column step", "duckdb", "postgres",
			"SELECT t2.id, r.x, r.n FROM t2 CROSS JOIN range(t2.lo, t2.hi, t2.st) WITH ORDINALITY AS r(x, n)",
			"SELECT t2.id, r.x, r.n FROM t2 CROSS JOIN generate_series(t2.lo, CASE WHEN t2.st < 0 THEN t2.hi + 1 ELSE t2.hi - 1 END, t2.st) WITH ORDINALITY AS r(x, n)"},
		// A 0 step is an error in both (DuckDB: "interval cannot be 0!",
		// PostgreSQL: "step size cannot equal zero").
		{"postgres range with a zero step", "duckdb", "postgres",
			"SELECT r.x FROM range(1, 5, 0) AS r(x)",
			"SELECT r.x FROM generate_series(1, 5 - 1, 0) AS r(x)"},
	}
	opts := lateral.TranslateOptions{Schema: zipSchema}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, tc.to, opts)
		})
	}
}

// TestZipRefusals: what a zip cannot be spelled as in the target.
func TestZipRefusals(t *testing.T) {
	cases := []struct {
		name, from, to, in, code string
	}{
		// DuckDB's list generate_series is empty for a 0 step, where the
		// series is an error.
		{"duckdb zipped series with a column step", "postgres", "duckdb",
			"SELECT t2.id, r.x, r.n FROM t2 CROSS JOIN LATERAL ROWS FROM (unnest(t2.a), generate_series(1, t2.hi, t2.st)) AS r(x, n)", "T058"},
		{"duckdb zipped series with a zero step", "postgres", "duckdb",
			"SELECT generate_series(1, 3, 0) AS a, generate_series(1, 2) AS b", "T058"},
		// A position over a zip reads each array for its elements and its
		// length: a volatile array would give two different readings.
		{"duckdb zip ordinality over a volatile array", "trino", "duckdb",
			"SELECT u.x, u.n FROM t2 CROSS JOIN UNNEST(filter(t2.a, v -> random() < 0.5), t2.b) WITH ORDINALITY AS u(x, y, n)", "T073"},
		{"postgres zip ordinality over a volatile array", "trino", "postgres",
			"SELECT u.x, u.n FROM t2 CROSS JOIN UNNEST(filter(t2.a, v -> random() < 0.5), t2.b) WITH ORDINALITY AS u(x, y, n)", "T073"},
		// A zip is NULL when one of its arrays is: each array spelled
		// alone is made NULL when another one is, so every array is read
		// again in the others' NULL tests. A volatile array could be NULL
		// in one reading and not in another, giving a's elements beside
		// NULLs where the zip gives all its rows or none (checked: 25% of
		// such rows on DuckDB and PostgreSQL before the refusal).
		{"postgres zip of an array that may be NULL at one reading", "trino", "postgres",
			"SELECT u.x, u.y FROM t2 CROSS JOIN UNNEST(zip(t2.a, IF(random() < 0.5, t2.b, NULL))) AS u(x, y)", "T073"},
		{"duckdb zip beside an array, one zip array volatile", "trino", "duckdb",
			"SELECT u.x, u.y, u.z FROM t2 CROSS JOIN UNNEST(zip(t2.a, IF(random() < 0.5, t2.b, NULL)), t2.a) AS u(x, y, z)", "T073"},
		{"postgres inline of arrays_zip with a volatile array", "spark", "postgres",
			"SELECT z.x, z.y FROM t2 LATERAL VIEW inline(arrays_zip(t2.a, if(rand() < 0.5, t2.b, NULL))) z AS x, y", "T073"},
		{"doris inline of arrays_zip with a volatile array", "spark", "doris",
			"SELECT z.x, z.y FROM t2 LATERAL VIEW inline(arrays_zip(t2.a, if(rand() < 0.5, t2.b, NULL))) z AS x, y", "T073"},
		// A bare NULL among a zip's arrays makes the zip NULL on every
		// row; spelled as one array among the others it has no array type
		// (PostgreSQL 15: "function unnest(text) does not exist").
		{"postgres zip of a bare NULL", "trino", "postgres",
			"SELECT u.x, u.y FROM t2 CROSS JOIN UNNEST(zip(t2.a, NULL)) AS u(x, y)", "T153"},
		{"bigquery zip of a bare NULL", "trino", "bigquery",
			"SELECT u.x, u.y FROM t2 CROSS JOIN UNNEST(zip(NULL, t2.a)) WITH ORDINALITY AS u(x, y, n)", "T153"},
		{"hive zip of a bare NULL", "trino", "hive",
			"SELECT u.x, u.y FROM t2 CROSS JOIN UNNEST(zip(t2.a, NULL)) AS u(x, y)", "T153"},
		{"doris arrays_zip of a bare NULL", "spark", "doris",
			"SELECT z.x, z.y FROM t2 LATERAL VIEW inline(arrays_zip(t2.a, NULL)) z AS x, y", "T153"},
		// Trino names every column of an aliased UNNEST or none ("Column
		// alias list has 1 entries but 'u' has 2 columns available").
		{"trino zip with too few names", "trino", "postgres",
			"SELECT u.x FROM t2 CROSS JOIN UNNEST(zip(t2.a, t2.b)) AS u(x)", "T013"},
		{"trino unnest ordinality without its name", "trino", "duckdb",
			"SELECT u.x FROM t2 CROSS JOIN UNNEST(t2.a, t2.b) WITH ORDINALITY AS u(x, y)", "T013"},
		{"trino zip with too few names toward trino", "trino", "presto",
			"SELECT u.x FROM t2 CROSS JOIN UNNEST(zip(t2.a, t2.b)) AS u(x)", "T013"},
		// Drill's UNNEST takes one array: a zip's arrays cannot be read
		// side by side.
		{"drill zip ordinality", "trino", "drill",
			"SELECT t2.id, u.x, u.y, u.n FROM t2 CROSS JOIN UNNEST(zip(t2.a, t2.b)) WITH ORDINALITY AS u(x, y, n)", "T053"},
		// A timestamp's end cannot move in by one; a series by an
		// interval literal drops its stop instead (pgIntervalRange), but
		// a computed step may mix positive and negative parts.
		{"postgres range of timestamps by a computed step", "duckdb", "postgres",
			"SELECT r.x FROM range(TIMESTAMP '2020-01-01', TIMESTAMP '2020-01-03', INTERVAL 1 DAY - INTERVAL 1 HOUR) AS r(x)", "T058"},
	}
	opts := lateral.TranslateOptions{Schema: zipSchema}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			wantRefusal(t, tr, err, tc.code)
		})
	}
}
