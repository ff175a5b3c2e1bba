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
		// Trino's avg of integers is a DOUBLE, Snowflake's a NUMBER of
		// scale 6 (snowflakeAvg)
		{name: "avg over an array", from: "trino",
			in: "SELECT t.id, s.a FROM t CROSS JOIN LATERAL (SELECT avg(x) AS a FROM UNNEST(t.arr) AS u(x)) AS s",
			want: "SELECT t.id, avg(CASE WHEN _u1.INDEX IS NOT NULL THEN CAST(CAST(strip_null_value(_u1.VALUE) AS INTEGER) AS DOUBLE) END) OVER (PARTITION BY _u1.SEQ) AS a " +
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
		// t has no column n: the bare n is s.n (bareReads).
		{name: "a bare name only the subquery has", from: "postgres",
			in: "SELECT t.id, n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s WHERE n > 1",
			want: "SELECT t.id, count(CASE WHEN _u1.INDEX IS NOT NULL THEN 1 END) OVER (PARTITION BY _u1.SEQ) AS n " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _u1 QUALIFY (_u1.INDEX IS NULL OR _u1.INDEX = 0) AND " +
				"count(CASE WHEN _u1.INDEX IS NOT NULL THEN 1 END) OVER (PARTITION BY _u1.SEQ) > 1"},
		{name: "a bare name could be the left side's", from: "postgres", code: "T050",
			in: "SELECT t.id, lim FROM t, LATERAL (SELECT count(*) AS lim FROM unnest(t.arr) AS u(x)) AS s"},
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

// refusedWith fails the test unless translating in gives a diagnostic of
// code at line 1, column col, whose message holds says.
func refusedWith(t *testing.T, in, from, to string, opts lateral.TranslateOptions, code string, col int, says string) {
	t.Helper()
	tr, err := lateral.Translate(in, from, to, opts)
	wantRefusal(t, tr, err, code)
	var le *lateral.Error
	errors.As(err, &le)
	for _, d := range le.Diagnostics {
		if d.Code == code && d.Span.Start.Line == 1 && d.Span.Start.Col == col && strings.Contains(d.Message, says) {
			return
		}
	}
	t.Errorf("%s: want %s at 1:%d saying %q, got:\n%s", in, code, col, says, le.Format("<in>"))
}

// What the Snowflake window form would move into another scope, next to
// FLATTEN's columns, or out of the subquery's own aggregation is qualified
// or refused, positioned at what is at fault (issue #3).
func TestSnowflakeLateralScopes(t *testing.T) {
	opts := lateral.TranslateOptions{SchemaDialect: "postgres",
		Schema: "CREATE TABLE t (id INTEGER, value INTEGER, lim INTEGER, arr INTEGER[]); CREATE TABLE w (k INTEGER)"}
	const lat = " FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s"
	for _, tc := range []struct {
		name, in, code string
		col            int
		says           string
	}{
		// The window aggregate would run over w's rows, or inside a WHERE.
		{"s.col in a scalar subquery", "SELECT t.id, (SELECT max(w.k) + s.n FROM w) AS z" + lat,
			"T050", 33, "s.n is read inside a scalar subquery"},
		{"s.col in EXISTS", "SELECT t.id, s.n" + lat + " WHERE EXISTS (SELECT 1 FROM w WHERE w.k = s.n * 10)",
			"T050", 131, "s.n is read inside an EXISTS subquery"},
		{"s.col beside an IN subquery", "SELECT t.id, s.n IN (SELECT w.k FROM w) AS z" + lat,
			"T050", 14, "s.n is read inside an IN subquery"},
		{"s.col in ANY", "SELECT t.id, s.n" + lat + " WHERE 1 = ANY (SELECT w.k - s.n FROM w)",
			"T050", 117, "s.n is read inside an ANY/ALL subquery"},
		{"s.col in ARRAY", "SELECT t.id, ARRAY(SELECT w.k + s.n FROM w) AS z" + lat,
			"T050", 33, "s.n is read inside an ARRAY subquery"},
		// A bare FLATTEN column name the left table lacks.
		{"bare index in the inner WHERE",
			"SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) WHERE index > 1) AS s",
			"T083", 89, "LATERAL FLATTEN's own INDEX column"},
		// Aggregates of the outer query (PostgreSQL: "aggregate functions
		// are not allowed in FROM clause of their own query level").
		{"max of a left column", "SELECT t.id, s.n FROM t, LATERAL (SELECT max(t.lim) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"T050", 42, "max reads no element of the array"},
		{"count FILTER on a left column",
			"SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) FILTER (WHERE t.lim > 0) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"T050", 42, "count reads no element of the array, in its arguments or its FILTER"},
		{"sum of a bare left column", "SELECT t.id, s.n FROM t, LATERAL (SELECT sum(lim) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"T050", 42, "sum reads no element of the array"},
		{"a qualified aggregate", "SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) + pg_catalog.count(*) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"T050", 53, "qualified by a schema"},
		{"an aggregate nested in another", "SELECT t.id, s.n FROM t, LATERAL (SELECT sum(u.x + count(*)) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"T050", 42, "an aggregate or window is nested in sum"},
		{"sum DISTINCT", "SELECT t.id, s.n FROM t, LATERAL (SELECT sum(DISTINCT u.x) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"T050", 42, "sum(DISTINCT ...) is not decorrelated"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			refusedWith(t, tc.in, "postgres", "snowflake", opts, tc.code, tc.col, tc.says)
		})
	}
	for _, tc := range []struct{ name, in, want string }{
		// value is t.value inside the subquery (u has x only).
		{"bare value in the argument is the left table's",
			"SELECT t.id, s.n FROM t, LATERAL (SELECT sum(u.x + value) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"SELECT t.id, sum(CASE WHEN _u1.INDEX IS NOT NULL THEN CAST(strip_null_value(_u1.VALUE) AS INTEGER) + t.value END) OVER (PARTITION BY _u1.SEQ) AS n " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _u1 QUALIFY _u1.INDEX IS NULL OR _u1.INDEX = 0"},
		{"bare value in the WHERE and FILTER",
			"SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) FILTER (WHERE u.x > value) AS n FROM unnest(t.arr) AS u(x) WHERE value > 0) AS s",
			"SELECT t.id, count(CASE WHEN _u1.INDEX IS NOT NULL AND t.value > 0 AND CAST(strip_null_value(_u1.VALUE) AS INTEGER) > t.value THEN 1 END) OVER (PARTITION BY _u1.SEQ) AS n " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _u1 QUALIFY _u1.INDEX IS NULL OR _u1.INDEX = 0"},
		// The element named value is the element, not t.value.
		{"an element named value",
			"SELECT t.id, s.n FROM t, LATERAL (SELECT sum(value) AS n FROM unnest(t.arr) AS u(value)) AS s",
			"SELECT t.id, sum(CASE WHEN _u1.INDEX IS NOT NULL THEN CAST(strip_null_value(_u1.VALUE) AS INTEGER) END) OVER (PARTITION BY _u1.SEQ) AS n " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _u1 QUALIFY _u1.INDEX IS NULL OR _u1.INDEX = 0"},
		// min and max are the same with DISTINCT.
		{"max DISTINCT", "SELECT t.id, s.n FROM t, LATERAL (SELECT max(DISTINCT u.x) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"SELECT t.id, max(CASE WHEN _u1.INDEX IS NOT NULL THEN CAST(strip_null_value(_u1.VALUE) AS INTEGER) END) OVER (PARTITION BY _u1.SEQ) AS n " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _u1 QUALIFY _u1.INDEX IS NULL OR _u1.INDEX = 0"},
		// count(1) reads no column: the subquery's own aggregate.
		{"count of a constant", "SELECT t.id, s.n FROM t, LATERAL (SELECT count(1) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"SELECT t.id, count(CASE WHEN _u1.INDEX IS NOT NULL THEN 1 END) OVER (PARTITION BY _u1.SEQ) AS n " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _u1 QUALIFY _u1.INDEX IS NULL OR _u1.INDEX = 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "postgres", "snowflake", opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, "snowflake", opts)
		})
	}
}
