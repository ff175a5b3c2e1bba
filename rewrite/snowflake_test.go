package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// For Snowflake, a LATERAL aggregate subquery over one array becomes window
// aggregates over the array flattened in the outer query, one row kept per
// left row by QUALIFY; other shapes stay refused (T050).
func TestSnowflakeLateralAggregate(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, lim INTEGER, arr INTEGER[], names TEXT[]); CREATE TABLE w (id INTEGER)"
	for _, tc := range []struct {
		name, from, in, want, code string
	}{
		{name: "avg over an array", from: "trino",
			in: "SELECT t.id, s.a FROM t CROSS JOIN LATERAL (SELECT avg(x) AS a FROM UNNEST(t.arr) AS u(x)) AS s",
			want: "SELECT t.id, avg(CASE WHEN _u1.INDEX IS NOT NULL THEN CAST(strip_null_value(_u1.VALUE) AS INTEGER) END) OVER (PARTITION BY _u1.SEQ) AS a " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _u1 QUALIFY _u1.INDEX IS NULL OR _u1.INDEX = 0"},
		{name: "count star, inner WHERE in the guard, left join on true", from: "postgres",
			in: "SELECT t.id, s.n FROM t LEFT JOIN LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) WHERE u.x > t.lim) AS s ON TRUE",
			want: "SELECT t.id, count(CASE WHEN _u1.INDEX IS NOT NULL AND CAST(strip_null_value(_u1.VALUE) AS INTEGER) > t.lim THEN 1 END) OVER (PARTITION BY _u1.SEQ) AS n " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _u1 QUALIFY _u1.INDEX IS NULL OR _u1.INDEX = 0"},
		{name: "outer WHERE on s moves into QUALIFY", from: "postgres",
			in: "SELECT t.id, s.hi FROM t, LATERAL (SELECT max(u.x) AS hi FROM unnest(t.arr) AS u(x)) AS s WHERE s.hi > 1",
			want: "SELECT t.id, max(CASE WHEN _u1.INDEX IS NOT NULL THEN CAST(strip_null_value(_u1.VALUE) AS INTEGER) END) OVER (PARTITION BY _u1.SEQ) AS hi " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _u1 QUALIFY (_u1.INDEX IS NULL OR _u1.INDEX = 0) AND " +
				"max(CASE WHEN _u1.INDEX IS NOT NULL THEN CAST(strip_null_value(_u1.VALUE) AS INTEGER) END) OVER (PARTITION BY _u1.SEQ) > 1"},
		{name: "bool_and is BOOLAND_AGG over the partition", from: "postgres",
			in: "SELECT t.id, s.ok FROM t, LATERAL (SELECT bool_and(u.x > 0) AS ok FROM unnest(t.arr) AS u(x)) AS s",
			want: "SELECT t.id, booland_agg(CASE WHEN _u1.INDEX IS NOT NULL THEN CAST(strip_null_value(_u1.VALUE) AS INTEGER) > 0 END) OVER (PARTITION BY _u1.SEQ) AS ok " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _u1 QUALIFY _u1.INDEX IS NULL OR _u1.INDEX = 0"},
		{name: "count DISTINCT has no window form", from: "postgres", code: "T050",
			in: "SELECT t.id, s.n FROM t, LATERAL (SELECT count(DISTINCT u.x) AS n FROM unnest(t.arr) AS u(x)) AS s"},
		{name: "array_agg keeps NULLs in the source", from: "postgres", code: "T050",
			in: "SELECT t.id, s.xs FROM t, LATERAL (SELECT array_agg(u.x) AS xs FROM unnest(t.arr) AS u(x)) AS s"},
		{name: "the outer query groups", from: "postgres", code: "T050",
			in: "SELECT t.id, max(s.n) AS m FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s GROUP BY t.id"},
		{name: "a window function in the outer query", from: "postgres", code: "T050",
			in: "SELECT t.id, s.n, row_number() OVER (ORDER BY t.id) AS r FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s"},
		{name: "a later FROM item would multiply the rows", from: "postgres", code: "T050",
			in: "SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s, w"},
		{name: "a bare name could be the left side's", from: "postgres", code: "T050",
			in: "SELECT t.id, n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s"},
		{name: "an element read outside an aggregate", from: "postgres", code: "T050",
			in: "SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) + u.x AS n FROM unnest(t.arr) AS u(x)) AS s"},
		{name: "a subquery in the inner WHERE", from: "postgres", code: "T050",
			in: "SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) WHERE EXISTS (SELECT 1 FROM w WHERE w.id = u.x)) AS s"},
		{name: "rows, not one row", from: "postgres", code: "T050",
			in: "SELECT t.id, s.x FROM t, LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x)) AS s"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
			if tc.code != "" {
				tr, err := lateral.Translate(tc.in, tc.from, "snowflake", opts)
				wantRefusal(t, tr, err, tc.code)
				return
			}
			tr := mustTranslate(t, tc.in, tc.from, "snowflake", opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "lateral_scalar", true)
			checkIdempotent(t, tr, "snowflake", opts)
		})
	}
}

// The refusals that stay for Snowflake say why.
func TestSnowflakeRefusalReasons(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: flattenSchema, SchemaDialect: "spark"}
	for _, tc := range []struct{ from, in, code, says string }{
		{"spark", "SELECT e.k, e.v FROM t LATERAL VIEW explode(t.m) e AS k, v", "T064", "FLATTEN takes a VARIANT, OBJECT or ARRAY, not a MAP"},
		{"spark", "SELECT e.pos, e.k FROM t LATERAL VIEW posexplode(t.m) e AS pos, k, v", "T064", "not in the map's"},
		{"hive", "SELECT j.a FROM t LATERAL VIEW json_tuple('{}', 'a') j AS a", "T057", "json_tuple cannot be expressed exactly"},
		{"postgres", "SELECT t.id, s.x FROM t, LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x)) AS s", "T050", "no correlation inside FLATTEN"},
	} {
		_, err := lateral.Translate(tc.in, tc.from, "snowflake", opts)
		var le *lateral.Error
		if !errors.As(err, &le) {
			t.Fatalf("%s: want refusal %s, got %v", tc.in, tc.code, err)
		}
		found := false
		for _, d := range le.Diagnostics {
			found = found || d.Code == tc.code && strings.Contains(d.Message, tc.says)
		}
		if !found {
			t.Errorf("%s: want %s saying %q, got:\n%s", tc.in, tc.code, tc.says, le.Format("<in>"))
		}
	}
}
