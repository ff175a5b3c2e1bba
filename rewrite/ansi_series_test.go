package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

const ansiSeriesSchema = "CREATE TABLE t2 (id INTEGER, a INTEGER[], lo INTEGER, hi INTEGER, st INTEGER, big BIGINT, d DECIMAL(10, 2), ts TIMESTAMP)"

// TestANSISeries: the ANSI target counts a series with a recursive CTE in
// a lateral derived table (ansi_series.go); each output translates to
// itself again. The rows, bounds at the BIGINT limits among them, are
// checked on PostgreSQL 15 by conformance/table_functions (ansi targets).
func TestANSISeries(t *testing.T) {
	cases := []seriesCase{
		{"constant series, no input", "postgres",
			"SELECT g.x FROM generate_series(1, 3) AS g(x)",
			"SELECT g.x FROM (WITH RECURSIVE _s1 (_v2) AS (SELECT CAST(1 AS INTEGER) WHERE 1 <= 3 UNION ALL SELECT _v2 + 1 FROM _s1 WHERE _v2 < 3) SELECT _v2 FROM _s1) AS g(x)"},
		{"per row by a negative step", "postgres",
			"SELECT t2.id, g.x FROM t2, generate_series(t2.hi, t2.lo, -2) AS g(x)",
			"SELECT t2.id, g.x FROM t2 CROSS JOIN LATERAL (WITH RECURSIVE _s1 (_v2) AS (SELECT CAST(t2.hi AS INTEGER) WHERE t2.hi >= t2.lo " +
				"UNION ALL SELECT _v2 - 2 FROM _s1 WHERE CASE WHEN _v2 >= 0 THEN _v2 - 2 >= t2.lo ELSE t2.lo - _v2 <= -2 END) SELECT _v2 FROM _s1) AS g(x)"},
		{"bounds at the BIGINT limit, with ordinality", "postgres",
			"SELECT g.x, g.n FROM generate_series(9223372036854775800, 9223372036854775807, 3) WITH ORDINALITY AS g(x, n)",
			"SELECT g.x, g.n FROM (WITH RECURSIVE _s1 (_v2, _n3) AS (SELECT CAST(9223372036854775800 AS BIGINT), CAST(1 AS BIGINT) WHERE 9223372036854775800 <= 9223372036854775807 " +
				"UNION ALL SELECT _v2 + 3, _n3 + 1 FROM _s1 WHERE CASE WHEN _v2 < 0 THEN _v2 + 3 <= 9223372036854775807 ELSE 9223372036854775807 - _v2 >= 3 END) SELECT _v2, _n3 FROM _s1) AS g(x, n)"},
		{"DuckDB range by a column step: BIGINT, end excluded, a zero step an error", "duckdb",
			"SELECT t2.id, r.x FROM t2 CROSS JOIN range(t2.lo, t2.hi, t2.st) AS r(x)",
			"SELECT t2.id, r.x FROM t2 CROSS JOIN LATERAL (WITH RECURSIVE _s1 (_v2) AS (SELECT CAST(t2.lo AS BIGINT) " +
				"WHERE CASE WHEN t2.lo IS NULL OR t2.hi IS NULL OR t2.st IS NULL THEN FALSE WHEN t2.st > 0 THEN t2.lo < t2.hi WHEN t2.st < 0 THEN t2.lo > t2.hi ELSE t2.st / (t2.st - t2.st) = 0 END " +
				"UNION ALL SELECT _v2 + t2.st FROM _s1 WHERE CASE WHEN t2.st > 0 THEN CASE WHEN _v2 < 0 THEN _v2 + t2.st < t2.hi ELSE t2.hi - _v2 > t2.st END " +
				"WHEN t2.st < 0 THEN CASE WHEN _v2 >= 0 THEN _v2 + t2.st > t2.hi ELSE t2.hi - _v2 < t2.st END ELSE FALSE END) SELECT _v2 FROM _s1) AS r(x)"},
		{"DuckDB range as a list: a zero step gives no row", "duckdb",
			"SELECT t2.id, s.x FROM t2, unnest(range(t2.lo, t2.hi, t2.st)) AS s(x)",
			"SELECT t2.id, s.x FROM t2 CROSS JOIN LATERAL (WITH RECURSIVE _s1 (_v2) AS (SELECT CAST(t2.lo AS BIGINT) " +
				"WHERE CASE WHEN t2.st > 0 THEN t2.lo < t2.hi WHEN t2.st < 0 THEN t2.lo > t2.hi ELSE FALSE END " +
				"UNION ALL SELECT _v2 + t2.st FROM _s1 WHERE CASE WHEN t2.st > 0 THEN CASE WHEN _v2 < 0 THEN _v2 + t2.st < t2.hi ELSE t2.hi - _v2 > t2.st END " +
				"WHEN t2.st < 0 THEN CASE WHEN _v2 >= 0 THEN _v2 + t2.st > t2.hi ELSE t2.hi - _v2 < t2.st END ELSE FALSE END) SELECT _v2 FROM _s1) AS s(x)"},
		{"Spark outer posexplode of sequence: by 1 or -1, positions 0-based and first", "spark",
			"SELECT t2.id, s.p, s.x FROM t2 LATERAL VIEW OUTER posexplode(sequence(t2.lo, t2.hi)) s AS p, x",
			"SELECT t2.id, s.p, s.x FROM t2 LEFT JOIN LATERAL (WITH RECURSIVE _s1 (_v2, _n3) AS (SELECT CAST(t2.lo AS INTEGER), CAST(0 AS BIGINT) WHERE t2.lo IS NOT NULL AND t2.hi IS NOT NULL " +
				"UNION ALL SELECT CASE WHEN t2.lo <= t2.hi THEN _v2 + 1 ELSE _v2 - 1 END, _n3 + 1 FROM _s1 WHERE CASE WHEN t2.lo <= t2.hi THEN _v2 < t2.hi ELSE _v2 > t2.hi END) " +
				"SELECT _n3, _v2 FROM _s1) AS s(p, x) ON TRUE"},
		{"Trino sequence by a constant step: one away from stop is an error", "trino",
			"SELECT t2.id, s.x FROM t2 CROSS JOIN UNNEST(sequence(t2.lo, t2.hi, 2)) AS s(x)",
			"SELECT t2.id, s.x FROM t2 CROSS JOIN LATERAL (WITH RECURSIVE _s1 (_v2) AS (SELECT CAST(t2.lo AS BIGINT) " +
				"WHERE CASE WHEN t2.lo <= t2.hi THEN TRUE WHEN t2.lo > t2.hi THEN t2.lo / (t2.lo - t2.lo) = 0 ELSE FALSE END " +
				"UNION ALL SELECT _v2 + 2 FROM _s1 WHERE CASE WHEN _v2 < 0 THEN _v2 + 2 <= t2.hi ELSE t2.hi - _v2 >= 2 END) SELECT _v2 FROM _s1) AS s(x)"},
		{"left join with a condition keeps it in the join", "postgres",
			"SELECT t2.id, g.x FROM t2 LEFT JOIN LATERAL generate_series(t2.lo, t2.big) AS g(x) ON g.x > 1",
			"SELECT t2.id, g.x FROM t2 LEFT JOIN LATERAL (WITH RECURSIVE _s1 (_v2) AS (SELECT CAST(t2.lo AS BIGINT) WHERE t2.lo <= t2.big " +
				"UNION ALL SELECT _v2 + 1 FROM _s1 WHERE _v2 < t2.big) SELECT _v2 FROM _s1) AS g(x) ON g.x > 1"},
		{"zip of two series in a select list: the shorter padded with NULL", "postgres",
			"SELECT generate_series(1, 3) AS a, generate_series(1, 2) AS b",
			"SELECT _g1.a AS a, _g1.b AS b FROM (WITH RECURSIVE _z3 (_n4, _v5, _v6) AS (SELECT CAST(1 AS BIGINT), CASE WHEN 1 <= 3 THEN CAST(1 AS INTEGER) END, CASE WHEN 1 <= 2 THEN CAST(1 AS INTEGER) END " +
				"WHERE 1 <= 3 OR 1 <= 2 UNION ALL SELECT _n4 + 1, CASE WHEN _v5 < 3 THEN _v5 + 1 END, CASE WHEN _v6 < 2 THEN _v6 + 1 END FROM _z3 WHERE _v5 < 3 OR _v6 < 2) SELECT _v5, _v6 FROM _z3) AS _g1(a, b)"},
		{"outer zip of a sequence and an array with positions", "trino",
			"SELECT t2.id, u.k, u.s, u.o FROM t2 LEFT JOIN UNNEST(sequence(1, t2.hi), t2.a) WITH ORDINALITY AS u(k, s, o) ON TRUE",
			"SELECT t2.id, u.k, u.s, u.o FROM t2 LEFT JOIN LATERAL (WITH RECURSIVE _z1 (_n2, _v3) AS (SELECT CAST(1 AS BIGINT), CASE WHEN 1 IS NOT NULL AND t2.hi IS NOT NULL THEN CAST(1 AS BIGINT) END " +
				"WHERE 1 IS NOT NULL AND t2.hi IS NOT NULL OR cardinality(t2.a) >= 1 " +
				"UNION ALL SELECT _n2 + 1, CASE WHEN CASE WHEN 1 <= t2.hi THEN _v3 < t2.hi ELSE _v3 > t2.hi END THEN CASE WHEN 1 <= t2.hi THEN _v3 + 1 ELSE _v3 - 1 END END " +
				"FROM _z1 WHERE CASE WHEN 1 <= t2.hi THEN _v3 < t2.hi ELSE _v3 > t2.hi END OR _n2 < cardinality(t2.a)) " +
				"SELECT _v3, CASE WHEN _n2 <= cardinality(t2.a) THEN t2.a[_n2] END, _n2 FROM _z1) AS u(k, s, o) ON TRUE"},
		{"a NULL step gives no row, as a NULL bound does", "postgres",
			"SELECT g.x FROM generate_series(1, 3, NULL) AS g(x)",
			"SELECT g.x FROM (WITH RECURSIVE _s1 (_v2) AS (SELECT CAST(1 AS INTEGER) WHERE FALSE UNION ALL SELECT _v2 + NULL FROM _s1 WHERE FALSE) SELECT _v2 FROM _s1) AS g(x)"},
		{"a NULL step in a sequence with a step: no row rather than a refusal", "trino",
			"SELECT t2.id, s.x FROM t2 CROSS JOIN UNNEST(sequence(t2.lo, t2.hi, NULL)) AS s(x)",
			"SELECT t2.id, s.x FROM t2 CROSS JOIN LATERAL (WITH RECURSIVE _s1 (_v2) AS (SELECT CAST(t2.lo AS BIGINT) WHERE FALSE UNION ALL SELECT _v2 + NULL FROM _s1 WHERE FALSE) SELECT _v2 FROM _s1) AS s(x)"},
		{"a PostgreSQL array in a zip, which may start at another index than 1: read by ordinality, not subscript", "postgres",
			"SELECT t2.id, r.k, r.x FROM t2 CROSS JOIN LATERAL ROWS FROM (generate_series(1, 2), unnest(t2.a)) AS r(k, x)",
			"SELECT t2.id, r.k, r.x FROM t2 CROSS JOIN LATERAL (WITH RECURSIVE _z3 (_n4, _v5) AS (SELECT CAST(1 AS BIGINT), CASE WHEN 1 <= 2 THEN CAST(1 AS INTEGER) END WHERE 1 <= 2 OR cardinality(t2.a) >= 1 " +
				"UNION ALL SELECT _n4 + 1, CASE WHEN _v5 < 2 THEN _v5 + 1 END FROM _z3 WHERE _v5 < 2 OR _n4 < cardinality(t2.a)) " +
				"SELECT _v5, (SELECT _u6._e7 FROM UNNEST(t2.a) WITH ORDINALITY AS _u6(_e7, _k8) WHERE _u6._k8 = _n4) FROM _z3) AS r(k, x)"},
		{"no series: an unnest is left to UNNEST", "postgres",
			"SELECT t2.id, u.x, u.n FROM t2 CROSS JOIN LATERAL unnest(t2.a) WITH ORDINALITY AS u(x, n)",
			"SELECT t2.id, u.x, u.n FROM t2 CROSS JOIN UNNEST(t2.a) WITH ORDINALITY AS u(x, n)"},
	}
	runSeriesCases(t, "ansi", ansiSeriesSchema, "lower_join", cases)
}

// TestANSISeriesUnchanged: an ANSI query holding no series, and one holding
// the recursive form itself, translate to themselves.
func TestANSISeriesUnchanged(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: ansiSeriesSchema}
	for _, in := range []string{
		"SELECT t2.id, u.x FROM t2 CROSS JOIN UNNEST(t2.a) AS u(x)",
		"SELECT t2.id, g.x FROM t2 CROSS JOIN LATERAL (WITH RECURSIVE _s1 (_v2) AS (SELECT CAST(t2.lo AS INTEGER) WHERE t2.lo <= t2.hi UNION ALL SELECT _v2 + 1 FROM _s1 WHERE _v2 < t2.hi) SELECT _v2 FROM _s1) AS g(x)",
	} {
		tr := mustTranslate(t, in, "ansi", "ansi", opts)
		if tr.SQL != in {
			t.Errorf("got  %s\nwant %s", tr.SQL, in)
		}
	}
}

// TestANSISeriesRefusals: what the recursive form cannot spell exactly.
func TestANSISeriesRefusals(t *testing.T) {
	cases := []struct{ name, from, in, code, msg string }{
		{"a zero step is the source's error", "postgres", "SELECT g.x FROM generate_series(1, 3, 0) AS g(x)", "T058", ""},
		{"sequence with a step away from stop is an error", "trino", "SELECT s.x FROM UNNEST(sequence(1, 3, -1)) AS s(x)", "T058", ""},
		{"an argument read at each step must not change", "postgres", "SELECT g.x FROM generate_series(1, CAST(random() * 10 AS INTEGER)) AS g(x)", "T053", ""},
		{"a decimal series of unknown scale", "postgres", "SELECT t2.id, g.x FROM t2, generate_series(CAST(t2.lo AS DECIMAL), 5, 1) AS g(x)", "T057", ""},
		{"a numeric stop that may be NaN (the source's error, a recursion without end)", "postgres", "SELECT t2.id, g.x FROM t2, generate_series(1, t2.d, 1) AS g(x)", "T057", "takes NaN"},
		{"a numeric series of literals (scales per row)", "postgres", "SELECT g.x FROM generate_series(0.1, 0.35, 0.1) AS g(x)", "T057", "different scales"},
		{"a timestamp series", "postgres", "SELECT t2.id, g.x FROM t2, generate_series(t2.ts, t2.ts + interval '1 day', interval '1 hour') AS g(x)", "T057", ""},
		{"a zip reading an array that may change at each call", "trino", "SELECT t2.id, u.k, u.s FROM t2 CROSS JOIN UNNEST(sequence(1, t2.hi), shuffle(t2.a)) AS u(k, s)", "T073", ""},
		{"a zip of a series and a map", "trino", "SELECT u.k, u.x, u.y FROM UNNEST(sequence(1, 2), MAP(ARRAY['a'], ARRAY[1])) AS u(k, x, y)", "T063", ""},
	}
	opts := lateral.TranslateOptions{Schema: ansiSeriesSchema}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, "ansi", opts)
			wantRefusal(t, tr, err, tc.code)
			if msg := err.Error(); !strings.Contains(msg, tc.msg) {
				t.Errorf("the refusal does not say %q:\n%s", tc.msg, msg)
			}
		})
	}
	t.Run("a bound of unknown type", func(t *testing.T) {
		tr, err := lateral.Translate("SELECT t.id, g.x FROM t, generate_series(1, t.n) AS g(x)", "postgres", "ansi", lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T057")
	})
}

// TestANSISeriesReadsEarlierLateral: a series whose bound is an earlier
// lateral's column moves into a recursive CTE, where the column is still
// read by its target spelling (BigQuery's WITH OFFSET o is the ordinality
// less one), not by its source name.
func TestANSISeriesReadsEarlierLateral(t *testing.T) {
	runExprPassCases(t, "lower_join", []exprCase{
		{name: "a BigQuery offset", from: "bigquery", to: "ansi", schema: "CREATE TABLE t (id INT64, arr ARRAY<INT64>)",
			in: "SELECT x, g FROM t CROSS JOIN UNNEST(t.arr) AS x WITH OFFSET AS o LEFT JOIN UNNEST(GENERATE_ARRAY(1, o)) AS g",
			want: "SELECT x, g FROM t CROSS JOIN UNNEST(t.arr) WITH ORDINALITY AS _u1(x, _ord3) LEFT JOIN LATERAL (WITH RECURSIVE _s4 (_v5) AS " +
				"(SELECT CAST(1 AS BIGINT) WHERE 1 <= _u1._ord3 - 1 UNION ALL SELECT _v5 + 1 FROM _s4 WHERE _v5 < _u1._ord3 - 1) SELECT _v5 FROM _s4) AS _u2(g) ON TRUE",
			fires: true},
		{name: "PostgreSQL's select-list unnest", from: "bigquery", to: "postgres", schema: "CREATE TABLE t (id INT64, arr ARRAY<INT64>)",
			in: "SELECT x, g FROM t CROSS JOIN UNNEST(t.arr) AS x WITH OFFSET AS o LEFT JOIN UNNEST(GENERATE_ARRAY(1, o)) AS g",
			want: "SELECT x, g FROM t CROSS JOIN unnest(t.arr) WITH ORDINALITY AS _u1(x, _ord3) LEFT JOIN LATERAL (SELECT unnest(CASE WHEN 1 IS NULL OR _u1._ord3 - 1 IS NULL THEN NULL ELSE " +
				"ARRAY(SELECT lateral_seq.v FROM generate_series(CAST(1 AS BIGINT), _u1._ord3 - 1) WITH ORDINALITY AS lateral_seq(v, o) ORDER BY lateral_seq.o) END) AS g) AS _u2 ON TRUE",
			fires: true},
		{name: "a subquery's own column keeps its name", from: "bigquery", to: "postgres", schema: "CREATE TABLE t (id INT64, arr ARRAY<INT64>); CREATE TABLE s (o INT64)",
			in: "SELECT x, y FROM t, UNNEST(t.arr) AS x WITH OFFSET o, UNNEST(GENERATE_ARRAY(0, (SELECT o FROM s))) AS y",
			want: "SELECT x, y FROM t CROSS JOIN unnest(t.arr) WITH ORDINALITY AS _u1(x, _ord3) CROSS JOIN LATERAL (SELECT unnest(CASE WHEN 0 IS NULL OR (SELECT o FROM s) IS NULL THEN NULL ELSE " +
				"ARRAY(SELECT lateral_seq.v FROM generate_series(CAST(0 AS BIGINT), (SELECT o FROM s)) WITH ORDINALITY AS lateral_seq(v, o) ORDER BY lateral_seq.o) END) AS y) AS _u2",
			fires: true},
	})
}

// A series over a subquery is refused for ANSI SQL (it is read at each
// step), also after an earlier lateral whose columns are substituted.
func TestANSISeriesSubqueryAfterOffset(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INT64, arr ARRAY<INT64>); CREATE TABLE s (o INT64)"}
	tr, err := lateral.Translate("SELECT x, y FROM t, UNNEST(t.arr) AS x WITH OFFSET o, UNNEST(GENERATE_ARRAY(0, (SELECT o FROM s))) AS y",
		"bigquery", "ansi", opts)
	wantRefusal(t, tr, err, "T053")
}
