package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// decSchema is the tables the decorrelation cases read.
const decSchema = `CREATE TABLE t (id INTEGER, lim INTEGER, arr INTEGER[]);
CREATE TABLE a (id INTEGER, v TEXT);
CREATE TABLE m (id INTEGER, mp MAP(VARCHAR, INTEGER));
CREATE TABLE j (arr INTEGER[]);
CREATE TABLE w (id INTEGER, aa ARRAY(ARRAY(INTEGER)));
CREATE TABLE st (id INTEGER, items ARRAY(ROW(f INTEGER, g VARCHAR)));`

var decOptions = lateral.TranslateOptions{Schema: decSchema, SchemaDialect: "trino"}

func translateDec(t *testing.T, in, from, to string) (*lateral.Translation, error) {
	t.Helper()
	return lateral.Translate(in, from, to, decOptions)
}

// The decorrelated form of one LATERAL aggregate subquery; the window
// aggregates, guard and identity are what T10 requires (see decorrelate.go).
const decCountSum = "SELECT t.id, t.`_a3` AS total, t.`_a4` AS n FROM (SELECT `_d5`.id, `_d5`.lim, `_d5`.arr, `_d5`.`_a3`, `_d5`.`_a4` FROM " +
	"(SELECT t.id, t.lim, t.arr, " +
	"CASE WHEN assert_true(sum(CASE WHEN u.`_pos2` IS NOT NULL THEN u.x END) OVER (PARTITION BY t.`_rid1`) = sum(CASE WHEN u.`_pos2` IS NOT NULL THEN CAST(u.x AS DECIMAL(38, 0)) END) OVER (PARTITION BY t.`_rid1`) OR sum(CASE WHEN u.`_pos2` IS NOT NULL THEN u.x END) OVER (PARTITION BY t.`_rid1`) IS NULL) IS NULL THEN sum(CASE WHEN u.`_pos2` IS NOT NULL THEN u.x END) OVER (PARTITION BY t.`_rid1`) END AS `_a3`, " +
	"count(CASE WHEN u.`_pos2` IS NOT NULL THEN 1 END) OVER (PARTITION BY t.`_rid1`) AS `_a4`, u.`_pos2` AS `_p6` " +
	"FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS `_rid1` FROM t) AS t " +
	"LATERAL VIEW OUTER posexplode(t.arr) u AS `_pos2`, x) AS `_d5` " +
	"WHERE `_d5`.`_p6` IS NULL OR `_d5`.`_p6` = 0) AS t"

func TestDecorrelate(t *testing.T) {
	cases := []struct {
		name, from, to, in, want string
		fires                    bool
	}{
		{name: "no-op", from: "postgres", to: "hive", in: "SELECT id FROM t", want: "SELECT id FROM t"},
		// A LATERAL subquery that generates nothing stays Spark's own.
		{name: "no-op spark expression", from: "postgres", to: "spark",
			in:   "SELECT t.id, s.y FROM t, LATERAL (SELECT t.id * 10 AS y) AS s",
			want: "SELECT t.id, s.y FROM t CROSS JOIN LATERAL (SELECT t.id * 10 AS y) AS s"},
		{name: "no-op trino", from: "postgres", to: "trino",
			in:   "SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s",
			want: "SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT count(*) AS n FROM UNNEST(t.arr) AS u(x)) AS s"},
		// T10: count(*) counts guarded rows, so the row LATERAL VIEW OUTER
		// adds for an empty or NULL array counts 0.
		{name: "sum and count", from: "postgres", to: "hive",
			in:    "SELECT t.id, s.total, s.n FROM t CROSS JOIN LATERAL (SELECT sum(u.x) AS total, count(*) AS n FROM unnest(t.arr) AS u(x)) AS s",
			want:  decCountSum,
			fires: true},
		// LEFT JOIN LATERAL ... ON TRUE over an aggregate is the same: one
		// row per left row either way.
		{name: "left join on true", from: "postgres", to: "hive",
			in:    "SELECT t.id, s.total, s.n FROM t LEFT JOIN LATERAL (SELECT sum(u.x) AS total, count(*) AS n FROM unnest(t.arr) AS u(x)) AS s ON TRUE",
			want:  decCountSum,
			fires: true},
		// Bare names inside are qualified (u's first, as inside the
		// subquery), the WHERE moves into the guard, and a bare outer
		// reference to the subquery's column keeps its output name.
		{name: "where and bare names", from: "trino", to: "spark",
			in: "SELECT id, total FROM t CROSS JOIN LATERAL (SELECT sum(x) AS total FROM UNNEST(arr) AS u(x) WHERE x > lim) AS s WHERE total > 0",
			want: "SELECT id, t._a3 AS total FROM (SELECT _d4.id, _d4.lim, _d4.arr, _d4._a3 FROM (SELECT t.id, t.lim, t.arr, " +
				"CASE WHEN assert_true(sum(CASE WHEN u._pos2 IS NOT NULL AND u.x > t.lim THEN u.x END) OVER (PARTITION BY t._rid1) = sum(CASE WHEN u._pos2 IS NOT NULL AND u.x > t.lim THEN CAST(u.x AS DECIMAL(38, 0)) END) OVER (PARTITION BY t._rid1) OR sum(CASE WHEN u._pos2 IS NOT NULL AND u.x > t.lim THEN u.x END) OVER (PARTITION BY t._rid1) IS NULL) IS NULL THEN sum(CASE WHEN u._pos2 IS NOT NULL AND u.x > t.lim THEN u.x END) OVER (PARTITION BY t._rid1) END AS _a3, u._pos2 AS _p5 " +
				"FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid1 FROM t) AS t " +
				"LATERAL VIEW OUTER posexplode(t.arr) u AS _pos2, x) AS _d4 WHERE _d4._p5 IS NULL OR _d4._p5 = 0) AS t WHERE t._a3 > 0",
			fires: true},
		// count(DISTINCT x) is the size of collect_set (Spark has no
		// DISTINCT window aggregates); * is the left columns then s's.
		{name: "count distinct and star", from: "postgres", to: "spark",
			in: "SELECT * FROM t, LATERAL (SELECT count(DISTINCT u.x) AS d FROM unnest(t.arr) AS u(x)) AS s",
			want: "SELECT t.id, t.lim, t.arr, t._a3 AS d FROM (SELECT _d4.id, _d4.lim, _d4.arr, _d4._a3 FROM (SELECT t.id, t.lim, t.arr, " +
				"size(collect_set(CASE WHEN u._pos2 IS NOT NULL THEN u.x END) OVER (PARTITION BY t._rid1)) AS _a3, u._pos2 AS _p5 " +
				"FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid1 FROM t) AS t " +
				"LATERAL VIEW OUTER posexplode(t.arr) u AS _pos2, x) AS _d4 WHERE _d4._p5 IS NULL OR _d4._p5 = 0) AS t",
			fires: true},
		// bool_and and bool_or are min and max of the boolean in Hive
		// (MIN and MAX take any type but maps, and OVER), Spark's own
		// aggregates in Spark; the guard keeps the row of an empty or NULL
		// array out, so both are NULL there.
		{name: "bool aggregates hive", from: "postgres", to: "hive",
			in: "SELECT t.id, s.a, s.o FROM t LEFT JOIN LATERAL (SELECT bool_and(u.x > 1) AS a, bool_or(u.x > t.lim) AS o FROM unnest(t.arr) AS u(x)) AS s ON TRUE",
			want: "SELECT t.id, t.`_a3` AS a, t.`_a4` AS o FROM (SELECT `_d5`.id, `_d5`.lim, `_d5`.arr, `_d5`.`_a3`, `_d5`.`_a4` FROM (SELECT t.id, t.lim, t.arr, " +
				"min(CASE WHEN u.`_pos2` IS NOT NULL THEN u.x > 1 END) OVER (PARTITION BY t.`_rid1`) AS `_a3`, " +
				"max(CASE WHEN u.`_pos2` IS NOT NULL THEN u.x > t.lim END) OVER (PARTITION BY t.`_rid1`) AS `_a4`, u.`_pos2` AS `_p6` " +
				"FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS `_rid1` FROM t) AS t " +
				"LATERAL VIEW OUTER posexplode(t.arr) u AS `_pos2`, x) AS `_d5` WHERE `_d5`.`_p6` IS NULL OR `_d5`.`_p6` = 0) AS t",
			fires: true},
		{name: "bool aggregates spark", from: "postgres", to: "spark",
			in: "SELECT t.id, s.a, s.o FROM t LEFT JOIN LATERAL (SELECT bool_and(u.x > 1) AS a, bool_or(u.x > t.lim) AS o FROM unnest(t.arr) AS u(x)) AS s ON TRUE",
			want: "SELECT t.id, t._a3 AS a, t._a4 AS o FROM (SELECT _d5.id, _d5.lim, _d5.arr, _d5._a3, _d5._a4 FROM (SELECT t.id, t.lim, t.arr, " +
				"bool_and(CASE WHEN u._pos2 IS NOT NULL THEN u.x > 1 END) OVER (PARTITION BY t._rid1) AS _a3, " +
				"bool_or(CASE WHEN u._pos2 IS NOT NULL THEN u.x > t.lim END) OVER (PARTITION BY t._rid1) AS _a4, u._pos2 AS _p6 " +
				"FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid1 FROM t) AS t " +
				"LATERAL VIEW OUTER posexplode(t.arr) u AS _pos2, x) AS _d5 WHERE _d5._p6 IS NULL OR _d5._p6 = 0) AS t",
			fires: true},
		// T1: the 1-based ordinality is the 0-based position plus one, and
		// a FILTER joins the guard.
		{name: "ordinality and filter", from: "postgres", to: "spark",
			in: "SELECT t.id, s.k FROM t, LATERAL (SELECT max(u.n) FILTER (WHERE u.x > 0) AS k FROM unnest(t.arr) WITH ORDINALITY AS u(x, n)) AS s",
			want: "SELECT t.id, t._a2 AS k FROM (SELECT _d3.id, _d3.lim, _d3.arr, _d3._a2 FROM (SELECT t.id, t.lim, t.arr, " +
				"max(CASE WHEN u._pos5 + 1 IS NOT NULL AND u.x > 0 THEN u._pos5 + 1 END) OVER (PARTITION BY t._rid1) AS _a2, u._pos5 + 1 AS _p4 " +
				"FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid1 FROM t) AS t " +
				"LATERAL VIEW OUTER posexplode(t.arr) u AS _pos5, x) AS _d3 WHERE _d3._p4 IS NULL OR _d3._p4 = 1) AS t",
			fires: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, decOptions)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "decorrelate", tc.fires)
		})
	}
}

// TestDecorrelateRefusals: every shape outside the decorrelated one is
// refused once (T050), at the lateral join, saying why.
func TestDecorrelateRefusals(t *testing.T) {
	cases := []struct {
		name, to, in string
		col          int
		why          string
	}{
		{"doris sum distinct", "doris", "SELECT t.id, s.n FROM t, LATERAL (SELECT sum(DISTINCT u.x) AS n FROM unnest(t.arr) AS u(x)) AS s", 26, "sum(DISTINCT ...) is not decorrelated"},
		{"left side a join", "hive", "SELECT t.id, s.n FROM a JOIN t ON a.id = t.id, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s", 48, "not one table"},
		{"unknown left columns", "hive", "SELECT z.id, s.n FROM z, LATERAL (SELECT count(*) AS n FROM unnest(z.arr) AS u(x)) AS s", 26, "not known"},
		{"left is a WITH query", "hive", "WITH t AS (SELECT * FROM j) SELECT s.n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s", 48, "WITH query"},
		{"join condition", "hive", "SELECT t.id, s.n FROM t JOIN LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s ON s.n > t.lim", 23, "condition"},
		// array_agg over nothing is NULL and keeps NULLs; collect_list is
		// [] and drops them.
		{"array_agg", "hive", "SELECT t.id, s.xs FROM t, LATERAL (SELECT array_agg(u.x) AS xs FROM unnest(t.arr) AS u(x)) AS s", 27, "array_agg"},
		{"sum distinct", "spark", "SELECT t.id, s.v FROM t, LATERAL (SELECT sum(DISTINCT u.x) AS v FROM unnest(t.arr) AS u(x)) AS s", 26, "DISTINCT"},
		{"element outside an aggregate", "hive", "SELECT t.id, s.v FROM t, LATERAL (SELECT u.x AS v FROM unnest(t.arr) AS u(x)) AS s", 26, "outside an aggregate"},
		{"no aggregate", "hive", "SELECT t.id, s.v FROM t, LATERAL (SELECT t.id AS v FROM unnest(t.arr) AS u(x)) AS s", 26, "not an aggregate"},
		{"window", "spark", "SELECT t.id, s.r FROM t, LATERAL (SELECT count(*) AS n, row_number() OVER () AS r FROM unnest(t.arr) AS u(x)) AS s", 26, "window function"},
		{"group by", "hive", "SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) GROUP BY u.x) AS s", 26, "GROUP BY"},
		{"limit", "spark", "SELECT t.id, s.x FROM t, LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x) ORDER BY u.x LIMIT 1) AS s", 26, "LIMIT"},
		// sum(t.lim) reads no element: in the SQL standard it would be an
		// aggregate of the outer query.
		{"outer-only aggregate", "hive", "SELECT t.id, s.v FROM t, LATERAL (SELECT sum(t.lim) AS v FROM unnest(t.arr) AS u(x)) AS s", 26, "no element"},
		{"another relation", "hive", "SELECT t.id, s.v FROM a, t, LATERAL (SELECT sum(u.x + a.id) AS v FROM unnest(t.arr) AS u(x)) AS s", 29, "not one table"},
		{"two unnests", "hive", "SELECT t.id, s.v FROM t, LATERAL (SELECT count(*) AS v FROM unnest(t.arr) AS u(x), unnest(t.arr) AS w(y)) AS s", 26, "more than one"},
		{"map", "hive", "SELECT m.id, s.v FROM m, LATERAL (SELECT count(*) AS v FROM unnest(m.mp) AS u(k, w)) AS s", 26, "array"},
		// Hive takes no window in a correlated subquery (decorrelate.go).
		{"in a correlated EXISTS", "hive", "SELECT a.id FROM a WHERE EXISTS (SELECT 1 FROM t, LATERAL (SELECT count(*) AS v FROM unnest(t.arr) AS u(x)) AS s WHERE t.id = a.id AND s.v > 1)", 51, "takes no window"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := translateDec(t, tc.in, "postgres", tc.to)
			var le *lateral.Error
			if !errors.As(err, &le) {
				t.Fatalf("want a refusal, got %v", err)
			}
			errs := le.Diagnostics.Errors()
			if len(errs) == 0 {
				t.Fatalf("a refusal without errors: %v", err)
			}
			d := errs[0]
			if d.Code != "T050" || d.Span.Start.Line != 1 || d.Span.Start.Col != tc.col || !strings.Contains(d.Message, tc.why) {
				t.Errorf("got %s at %d:%d (%s), want T050 at 1:%d saying %q", d.Code, d.Span.Start.Line, d.Span.Start.Col, d.Message, tc.col, tc.why)
			}
			if len(errs) != 1 {
				t.Errorf("got %d errors, want one: %v", len(errs), errs)
			}
		})
	}
}

// A lambda's parameters are not columns of the left table: a subquery
// holding one is refused rather than having id -> id > 0 read t.id.
func TestDecorrelateRefusesLambdas(t *testing.T) {
	in := "SELECT w.id, s.n FROM w CROSS JOIN LATERAL (SELECT sum(cardinality(filter(u.y, id -> id > 0))) AS n FROM UNNEST(w.aa) AS u(y)) AS s"
	_, err := translateDec(t, in, "trino", "spark")
	var le *lateral.Error
	if !errors.As(err, &le) {
		t.Fatalf("want a refusal, got %v", err)
	}
	if errs := le.Diagnostics.Errors(); len(errs) == 0 || errs[0].Code != "T050" || !strings.Contains(errs[0].Message, "lambda") {
		t.Errorf("got %v, want T050 naming the lambda", errs)
	}
}

// refusalAt translates in and returns its one error, failing unless it is
// a single T050 at line 1, column col, whose message says why.
func refusalAt(t *testing.T, in, from, to string, col int, why string) {
	t.Helper()
	tr, err := translateDec(t, in, from, to)
	wantRefusal(t, tr, err, "T050")
	var le *lateral.Error
	errors.As(err, &le)
	errs := le.Diagnostics.Errors()
	d := errs[0]
	if d.Code != "T050" || d.Span.Start.Line != 1 || d.Span.Start.Col != col || !strings.Contains(d.Message, why) {
		t.Errorf("got %s at %d:%d (%s), want T050 at 1:%d saying %q", d.Code, d.Span.Start.Line, d.Span.Start.Col, d.Message, col, why)
	}
	if len(errs) != 1 {
		t.Errorf("got %d errors, want one: %v", len(errs), errs)
	}
}

// count(1), or count of any non-NULL constant, counts the unnested rows as
// count(*) does: 0, not NULL, for an empty or NULL array (T10). Its
// argument reads no column, so it is an aggregate of the subquery, not of
// the outer query.
func TestDecorrelateCountConstant(t *testing.T) {
	star := mustTranslate(t, "SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT count(*) AS n FROM UNNEST(t.arr) AS u(x)) AS s", "trino", "hive", decOptions)
	for _, arg := range []string{"1", "0", "'a'", "TRUE"} {
		in := "SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT count(" + arg + ") AS n FROM UNNEST(t.arr) AS u(x)) AS s"
		tr := mustTranslate(t, in, "trino", "hive", decOptions)
		checkFired(t, tr, "decorrelate", true)
		checkIdempotent(t, tr, "hive", decOptions)
		want := strings.Replace(star.SQL, "THEN 1 END", "THEN "+arg+" END", 1)
		if tr.SQL != want {
			t.Errorf("count(%s):\ngot  %s\nwant %s", arg, tr.SQL, want)
		}
	}
	// count(DISTINCT 1) is 1 over some rows and 0 over none; sum(1) is the
	// row count, NULL over none.
	tr := mustTranslate(t, "SELECT t.id, s.d, s.m FROM t CROSS JOIN LATERAL (SELECT count(DISTINCT 1) AS d, sum(1) AS m FROM UNNEST(t.arr) AS u(x)) AS s", "trino", "spark", decOptions)
	for _, part := range []string{
		"size(collect_set(CASE WHEN u._pos2 IS NOT NULL THEN 1 END) OVER (PARTITION BY t._rid1)) AS _a3",
		"CASE WHEN assert_true(sum(CASE WHEN u._pos2 IS NOT NULL THEN 1 END) OVER (PARTITION BY t._rid1) = sum(CASE WHEN u._pos2 IS NOT NULL THEN CAST(1 AS DECIMAL(38, 0)) END) OVER (PARTITION BY t._rid1) OR sum(CASE WHEN u._pos2 IS NOT NULL THEN 1 END) OVER (PARTITION BY t._rid1) IS NULL) IS NULL THEN sum(CASE WHEN u._pos2 IS NOT NULL THEN 1 END) OVER (PARTITION BY t._rid1) END AS _a4",
	} {
		if !strings.Contains(tr.SQL, part) {
			t.Errorf("got %s\nwant it to hold %s", tr.SQL, part)
		}
	}
}

// A subquery inside the decorrelated one is refused at the subquery, saying
// so, even when it reads names the decorrelation does not know (q.zz),
// and only once.
func TestDecorrelateRefusesNestedSubqueries(t *testing.T) {
	const pre = "SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT "
	cases := []struct {
		name, in string
		col      int
		why      string
	}{
		{"scalar in where", pre + "sum(x) AS n FROM UNNEST(t.arr) AS u(x) WHERE x > (SELECT max(q.zz) FROM t AS q)) AS s", 101, "a scalar subquery"},
		{"in in where", pre + "sum(x) AS n FROM UNNEST(t.arr) AS u(x) WHERE x IN (SELECT q.id FROM t AS q)) AS s", 103, "an IN subquery"},
		{"exists in where", pre + "sum(x) AS n FROM UNNEST(t.arr) AS u(x) WHERE EXISTS (SELECT 1 FROM a WHERE a.id = x)) AS s", 97, "an EXISTS subquery"},
		{"any in where", pre + "sum(x) AS n FROM UNNEST(t.arr) AS u(x) WHERE x > ANY (SELECT a.id FROM a)) AS s", 106, "an ANY/ALL subquery"},
		{"scalar in an item", pre + "sum(x) + (SELECT max(q.zz) FROM t AS q) AS n FROM UNNEST(t.arr) AS u(x)) AS s", 61, "a scalar subquery"},
		{"scalar in the array", pre + "sum(x) AS n FROM UNNEST((SELECT q.arr FROM t AS q LIMIT 1)) AS u(x)) AS s", 76, "a scalar subquery"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			refusalAt(t, tc.in, "trino", "hive", tc.col, tc.why)
		})
	}
}

// Struct elements: a field of an element (u.e.f, or e.f where the source
// reads a column's field so) is an element too, refused outside an
// aggregate and aggregated inside one.
func TestDecorrelateStructElements(t *testing.T) {
	const pre = "SELECT st.id, s.n FROM st CROSS JOIN LATERAL (SELECT "
	refused := []struct {
		name, in string
	}{
		{"field alone", pre + "u.e.f AS n FROM UNNEST(st.items) AS u(e)) AS s"},
		{"field beside an aggregate", pre + "max(u.e.f) + u.e.f AS n FROM UNNEST(st.items) AS u(e)) AS s"},
		{"bare field beside an aggregate", pre + "max(e.f) + e.f AS n FROM UNNEST(st.items) AS u(e)) AS s"},
		{"field in a function", pre + "max(u.e.f) AS m, upper(u.e.g) AS n FROM UNNEST(st.items) AS u(e)) AS s"},
	}
	for _, tc := range refused {
		t.Run(tc.name, func(t *testing.T) {
			refusalAt(t, tc.in, "duckdb", "spark", 24, "outside an aggregate")
		})
	}
	want := "SELECT st.id, st._a3 AS n FROM (SELECT _d4.id, _d4.items, _d4._a3 FROM (SELECT st.id, st.items, " +
		"sum(CASE WHEN u._pos2 IS NOT NULL AND u.e.g <> 'z' THEN CAST(u.e.f AS DECIMAL(38, 0)) END) OVER (PARTITION BY st._rid1) AS _a3, u._pos2 AS _p5 " + // sum_exact.go
		"FROM (SELECT st.*, row_number() OVER (ORDER BY st.id) AS _rid1 FROM st) AS st " +
		"LATERAL VIEW OUTER posexplode(st.items) u AS _pos2, e) AS _d4 WHERE _d4._p5 IS NULL OR _d4._p5 = 0) AS st"
	for _, in := range []string{
		pre + "sum(u.e.f) AS n FROM UNNEST(st.items) AS u(e) WHERE u.e.g <> 'z') AS s",
		pre + "sum(e.f) AS n FROM UNNEST(st.items) AS u(e) WHERE e.g <> 'z') AS s",
	} {
		tr := mustTranslate(t, in, "duckdb", "spark", decOptions)
		if tr.SQL != want {
			t.Errorf("%s:\ngot  %s\nwant %s", in, tr.SQL, want)
		}
		checkFired(t, tr, "decorrelate", true)
		checkIdempotent(t, tr, "spark", decOptions)
	}
	// PostgreSQL reads e.f as column f of a table e, which is not there:
	// one refusal, naming it.
	refusalAt(t, "SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT sum(x.f) AS n FROM unnest(t.arr) AS u(x)) AS s", "postgres", "hive", 23, "reads x.f")
}

// Other spellings of one shape: a schema-qualified aggregate is still an
// aggregate; an aggregate's level follows what its arguments and FILTER
// read; x = ANY(array) is no subquery.
func TestDecorrelateSpellings(t *testing.T) {
	const pre = "SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT "
	// Read as a scalar, pg_catalog.count(*) would be 1 per element.
	refusalAt(t, pre+"sum(u.x) AS a, pg_catalog.count(*) AS n FROM unnest(t.arr) AS u(x)) AS s", "postgres", "hive", 67, "pg_catalog.count is qualified")
	refusalAt(t, pre+"sum(pg_catalog.max(u.x)) AS n FROM unnest(t.arr) AS u(x)) AS s", "postgres", "hive", 23, "nested in sum")
	// A FILTER reading only the left table makes count(*) an aggregate of
	// the outer query (PostgreSQL and DuckDB reject it inside LATERAL).
	refusalAt(t, pre+"count(*) FILTER (WHERE t.lim > 0) AS n FROM unnest(t.arr) AS u(x)) AS s", "postgres", "hive", 23, "or its FILTER")
	// A FILTER reading an element makes sum(t.lim) the subquery's: the
	// left row's lim once per element above 0, NULL for none.
	tr := mustTranslate(t, pre+"sum(t.lim) FILTER (WHERE u.x > 0) AS n FROM unnest(t.arr) AS u(x)) AS s", "postgres", "spark", decOptions)
	// (PostgreSQL's sum of an INTEGER raises past BIGINT: sum_exact.go)
	if want := "sum(CASE WHEN u._pos2 IS NOT NULL AND u.x > 0 THEN CAST(t.lim AS DECIMAL(38, 0)) END) OVER (PARTITION BY t._rid1) OR sum(CASE WHEN u._pos2 IS NOT NULL AND u.x > 0 THEN t.lim END) OVER (PARTITION BY t._rid1) IS NULL"; !strings.Contains(tr.SQL, want) {
		t.Errorf("got %s\nwant it to hold %s", tr.SQL, want)
	}
	// x = ANY(array) compares with the elements of an array, no query.
	tr = mustTranslate(t, pre+"sum(u.x) AS n FROM unnest(t.arr) AS u(x) WHERE u.x = ANY(ARRAY[1, 2])) AS s", "postgres", "duckdb", decOptions)
	checkFired(t, tr, "decorrelate", false)
	tr = mustTranslate(t, pre+"sum(u.x) AS n FROM unnest(t.arr) AS u(x) WHERE u.x = ANY(ARRAY[1, 2])) AS s", "postgres", "spark", decOptions)
	checkFired(t, tr, "decorrelate", true)
}

// Spark keeps its LATERAL subqueries, but a FROM-less one beneath an
// aggregate lateral that is decorrelated, among the FROM items of its
// subquery, or holding an UNNEST in a nested query, would leave the
// decorrelation refusing the query: those are inlined first, and only
// those (what Spark took before keeps its output).
func TestDecorrelateSparkFromLess(t *testing.T) {
	unquoted := func(in string) string {
		tr := mustTranslate(t, in, "postgres", "hive", decOptions)
		return strings.ReplaceAll(tr.SQL, "`", "")
	}
	for _, tc := range []struct {
		name, in, want string
		inlined        bool
	}{
		{name: "beneath an aggregate lateral", inlined: true,
			in: "SELECT t.id, s.b, a.m FROM t, LATERAL (SELECT t.lim + 1 AS b) AS s, LATERAL (SELECT max(u.x) AS m FROM unnest(t.arr) AS u(x)) AS a",
			want: "SELECT t.id, t.lim + 1 AS b, t._a3 AS m FROM (SELECT _d4.id, _d4.lim, _d4.arr, _d4._a3 FROM (SELECT t.id, t.lim, t.arr, " +
				"max(CASE WHEN u._pos2 IS NOT NULL THEN u.x END) OVER (PARTITION BY t._rid1) AS _a3, u._pos2 AS _p5 " +
				"FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid1 FROM t) AS t " +
				"LATERAL VIEW OUTER posexplode(t.arr) u AS _pos2, x) AS _d4 WHERE _d4._p5 IS NULL OR _d4._p5 = 0) AS t"},
		{name: "beneath, read inside the aggregate", inlined: true,
			in:   "SELECT t.id, a.n FROM t, LATERAL (SELECT t.lim * 2 AS b) AS s, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) WHERE u.x > s.b) AS a",
			want: unquoted("SELECT t.id, a.n FROM t, LATERAL (SELECT t.lim * 2 AS b) AS s, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) WHERE u.x > s.b) AS a")},
		{name: "inside the aggregate lateral", inlined: true,
			in:   "SELECT t.id, s.n FROM t, LATERAL (SELECT sum(k.y) AS n FROM unnest(t.arr) AS u(x), LATERAL (SELECT u.x * 2 AS y) AS k) AS s",
			want: unquoted("SELECT t.id, s.n FROM t, LATERAL (SELECT sum(k.y) AS n FROM unnest(t.arr) AS u(x), LATERAL (SELECT u.x * 2 AS y) AS k) AS s")},
		{name: "above an aggregate lateral: Spark's own",
			in: "SELECT t.id, a.m, z.c FROM t, LATERAL (SELECT max(u.x) AS m FROM unnest(t.arr) AS u(x)) AS a, LATERAL (SELECT a.m * 2 AS c) AS z",
			want: "SELECT t.id, t._a3 AS m, z.c FROM (SELECT _d4.id, _d4.lim, _d4.arr, _d4._a3 FROM (SELECT t.id, t.lim, t.arr, " +
				"max(CASE WHEN u._pos2 IS NOT NULL THEN u.x END) OVER (PARTITION BY t._rid1) AS _a3, u._pos2 AS _p5 " +
				"FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid1 FROM t) AS t " +
				"LATERAL VIEW OUTER posexplode(t.arr) u AS _pos2, x) AS _d4 WHERE _d4._p5 IS NULL OR _d4._p5 = 0) AS t " +
				"CROSS JOIN LATERAL (SELECT t._a3 * 2 AS c) AS z"},
		{name: "beneath a lateral that is not decorrelated: Spark's own",
			in:   "SELECT t.id, z.v FROM t, LATERAL (SELECT t.lim AS b) AS s, LATERAL (SELECT a.v FROM a WHERE a.id = s.b) AS z",
			want: "SELECT t.id, z.v FROM t CROSS JOIN LATERAL (SELECT t.lim AS b) AS s CROSS JOIN LATERAL (SELECT a.v FROM a WHERE a.id = s.b) AS z"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "postgres", "spark", decOptions)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "lateral_inline", tc.inlined)
			checkIdempotent(t, tr, "spark", decOptions)
		})
	}
	// Beneath the aggregate lateral, a bare name of the FROM-less one
	// could be read from it once inlined: refused at the name.
	in := "SELECT t.id, s.b, a.m FROM t, LATERAL (SELECT lim + 1 AS b) AS s, LATERAL (SELECT max(u.x) AS m FROM unnest(t.arr) AS u(x)) AS a"
	_, err := translateDec(t, in, "postgres", "spark")
	wantInlineRefusal(t, err, "could be read from another table", 14)
	// A FROM-less lateral holding an UNNEST of the left row in a scalar
	// subquery is inlined into that subquery, whose LATERAL VIEW over an
	// outer column Spark rejects: refused (T177, outer_generator.go).
	in = "SELECT t.id, s.b FROM t, LATERAL (SELECT (SELECT max(u.x) FROM unnest(t.arr) AS u(x)) AS b) AS s"
	_, err = translateDec(t, in, "postgres", "spark")
	var le *lateral.Error
	if !errors.As(err, &le) || len(le.Diagnostics.Errors()) == 0 || le.Diagnostics.Errors()[0].Code != "T177" {
		t.Errorf("%s: want a refusal T177, got %v", in, err)
	}
}
