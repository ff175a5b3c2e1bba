package rewrite_test

import (
	"strings"
	"testing"
)

// Doris spells the exploded lateral of a decorrelated LATERAL aggregate
// subquery (T10) with posexplode_outer (Doris 2.1+: positions 0 .. n-1,
// and for an empty or NULL array one row whose position and element are
// NULL), so the guard on the position keeps that row out of every
// aggregate exactly as in Hive.
func TestDecorrelateDoris(t *testing.T) {
	const pre = "SELECT t.id, s.total, s.n FROM t "
	const sub = "LATERAL (SELECT sum(u.x) AS total, count(*) AS n FROM unnest(t.arr) AS u(x)) AS s"
	want := "SELECT t.id, t._a3 AS total, t._a4 AS n FROM (SELECT _d5.id, _d5.lim, _d5.arr, _d5._a3, _d5._a4 FROM " +
		"(SELECT t.id, t.lim, t.arr, " +
		"CASE WHEN assert_true(sum(CASE WHEN u._pos2 IS NOT NULL THEN u.x END) OVER (PARTITION BY t._rid1) = sum(CASE WHEN u._pos2 IS NOT NULL THEN CAST(u.x AS DECIMAL(38, 0)) END) OVER (PARTITION BY t._rid1) OR sum(CASE WHEN u._pos2 IS NOT NULL THEN u.x END) OVER (PARTITION BY t._rid1) IS NULL, 'assert_true failed') THEN sum(CASE WHEN u._pos2 IS NOT NULL THEN u.x END) OVER (PARTITION BY t._rid1) END AS _a3, " +
		"count(CASE WHEN u._pos2 IS NOT NULL THEN 1 END) OVER (PARTITION BY t._rid1) AS _a4, u._pos2 AS _p6 " +
		"FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid1 FROM t) AS t " +
		"LATERAL VIEW posexplode_outer(t.arr) u AS _pos2, x) AS _d5 " +
		"WHERE _d5._p6 IS NULL OR _d5._p6 = 0) AS t"
	for _, in := range []string{
		pre + "CROSS JOIN " + sub,
		pre + "LEFT JOIN " + sub + " ON TRUE",
		"SELECT t.id, s.total, s.n FROM t, " + sub,
	} {
		tr := mustTranslate(t, in, "postgres", "doris", decOptions)
		if tr.SQL != want {
			t.Errorf("%s:\ngot  %s\nwant %s", in, tr.SQL, want)
		}
		checkFired(t, tr, "decorrelate", true)
		checkIdempotent(t, tr, "doris", decOptions)
		// Doris has no LATERAL VIEW OUTER: the outer form is the function's.
		if strings.Contains(tr.SQL, "LATERAL VIEW OUTER") {
			t.Errorf("LATERAL VIEW OUTER in doris output: %s", tr.SQL)
		}
	}
}

// T1: WITH ORDINALITY's 1-based position is the 0-based one plus one, in
// the guard, the aggregate and the first-row test alike.
func TestDecorrelateDorisOrdinality(t *testing.T) {
	in := "SELECT t.id, s.k FROM t, LATERAL (SELECT max(u.n) FILTER (WHERE u.x > 0) AS k FROM unnest(t.arr) WITH ORDINALITY AS u(x, n)) AS s"
	want := "SELECT t.id, t._a2 AS k FROM (SELECT _d3.id, _d3.lim, _d3.arr, _d3._a2 FROM (SELECT t.id, t.lim, t.arr, " +
		"max(CASE WHEN u._pos5 + 1 IS NOT NULL AND u.x > 0 THEN u._pos5 + 1 END) OVER (PARTITION BY t._rid1) AS _a2, u._pos5 + 1 AS _p4 " +
		"FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid1 FROM t) AS t " +
		"LATERAL VIEW posexplode_outer(t.arr) u AS _pos5, x) AS _d3 WHERE _d3._p4 IS NULL OR _d3._p4 = 1) AS t"
	tr := mustTranslate(t, in, "postgres", "doris", decOptions)
	if tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkIdempotent(t, tr, "doris", decOptions)
}

// count(DISTINCT x) is the size of the set collect_set gathers, a window
// aggregate Doris 2.1 documents (window functions: OVERVIEW, "all
// aggregate functions"): array_size of it, coalesced to 0 since the 2.1
// COLLECT_SET page does not say what a group of only NULLs gives. Hive
// and Spark keep size(collect_set(...)), and min/max(DISTINCT x), which
// equal min/max(x), need no set.
func TestDecorrelateDorisDistinct(t *testing.T) {
	const pre = "SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT "
	in := pre + "count(DISTINCT u.x) AS n FROM unnest(t.arr) AS u(x)) AS s"
	want := "SELECT t.id, t._a3 AS n FROM (SELECT _d4.id, _d4.lim, _d4.arr, _d4._a3 FROM (SELECT t.id, t.lim, t.arr, " +
		"coalesce(array_size(collect_set(CASE WHEN u._pos2 IS NOT NULL THEN u.x END) OVER (PARTITION BY t._rid1)), 0) AS _a3, u._pos2 AS _p5 " +
		"FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid1 FROM t) AS t " +
		"LATERAL VIEW posexplode_outer(t.arr) u AS _pos2, x) AS _d4 WHERE _d4._p5 IS NULL OR _d4._p5 = 0) AS t"
	tr := mustTranslate(t, in, "postgres", "doris", decOptions)
	if tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkFired(t, tr, "decorrelate", true)
	checkIdempotent(t, tr, "doris", decOptions)
	for _, to := range []string{"hive", "spark"} {
		tr := mustTranslate(t, in, "postgres", to, decOptions)
		checkFired(t, tr, "decorrelate", true)
		if !strings.Contains(tr.SQL, "size(collect_set(CASE WHEN u.") || strings.Contains(tr.SQL, "array_size") {
			t.Errorf("%s: got %s, want size(collect_set(...))", to, tr.SQL)
		}
	}
	tr = mustTranslate(t, pre+"max(DISTINCT u.x) AS n FROM unnest(t.arr) AS u(x)) AS s", "postgres", "doris", decOptions)
	if want := "max(CASE WHEN u._pos2 IS NOT NULL THEN u.x END) OVER (PARTITION BY t._rid1) AS _a3"; !strings.Contains(tr.SQL, want) {
		t.Errorf("got %s\nwant it to hold %s", tr.SQL, want)
	}
	// sum(DISTINCT x) has no set spelling: refused at the lateral join.
	refusalAt(t, pre+"sum(DISTINCT u.x) AS n FROM unnest(t.arr) AS u(x)) AS s", "postgres", "doris", 23, "sum(DISTINCT ...) is not decorrelated")
}

// Doris 2.1 documents no bool_and or bool_or: they are min and max of
// CASE p WHEN TRUE THEN 1 WHEN FALSE THEN 0 END, compared to 1, which stay
// NULL over no rows and over only NULLs. Inside the guard's CASE the
// condition stays outside, and a FILTER and the subquery's WHERE join
// the guard.
func TestDecorrelateDorisBoolAggregates(t *testing.T) {
	in := "SELECT t.id, s.a, s.o FROM t LEFT JOIN LATERAL (SELECT bool_and(u.x > 1) AS a, bool_or(u.x > t.lim) FILTER (WHERE u.x < 9) AS o " +
		"FROM unnest(t.arr) AS u(x) WHERE u.x <> 5) AS s ON TRUE"
	want := "SELECT t.id, t._a3 AS a, t._a4 AS o FROM (SELECT _d5.id, _d5.lim, _d5.arr, _d5._a3, _d5._a4 FROM (SELECT t.id, t.lim, t.arr, " +
		"min(CASE WHEN u._pos2 IS NOT NULL AND u.x <> 5 THEN CASE u.x > 1 WHEN TRUE THEN 1 WHEN FALSE THEN 0 END END) OVER (PARTITION BY t._rid1) = 1 AS _a3, " +
		"max(CASE WHEN u._pos2 IS NOT NULL AND u.x <> 5 AND u.x < 9 THEN CASE u.x > t.lim WHEN TRUE THEN 1 WHEN FALSE THEN 0 END END) OVER (PARTITION BY t._rid1) = 1 AS _a4, " +
		"u._pos2 AS _p6 FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid1 FROM t) AS t " +
		"LATERAL VIEW posexplode_outer(t.arr) u AS _pos2, x) AS _d5 WHERE _d5._p6 IS NULL OR _d5._p6 = 0) AS t"
	tr := mustTranslate(t, in, "postgres", "doris", decOptions)
	if tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkFired(t, tr, "decorrelate", true)
	checkIdempotent(t, tr, "doris", decOptions)
	if strings.Contains(tr.SQL, "bool_") {
		t.Errorf("doris output names bool_and or bool_or: %s", tr.SQL)
	}
}

// The same spelling serves bool_and and bool_or anywhere in Doris: a
// grouped aggregate, a window (OVER stays on min/max) and under NOT.
func TestDorisBoolAggregates(t *testing.T) {
	in := "SELECT t.id, bool_and(t.lim > 0), bool_or(t.lim IS NULL), NOT bool_and(t.lim > 1) OVER (PARTITION BY t.id) FROM t GROUP BY t.id, t.lim"
	// The items keep PostgreSQL's names (item_names.go).
	want := "SELECT t.id, min(CASE t.lim > 0 WHEN TRUE THEN 1 WHEN FALSE THEN 0 END) = 1 AS bool_and, " +
		"max(CASE t.lim IS NULL WHEN TRUE THEN 1 WHEN FALSE THEN 0 END) = 1 AS bool_or, " +
		"NOT min(CASE t.lim > 1 WHEN TRUE THEN 1 WHEN FALSE THEN 0 END) OVER (PARTITION BY t.id) = 1 AS `?column?` FROM t GROUP BY t.id, t.lim"
	tr := mustTranslate(t, in, "postgres", "doris", decOptions)
	if tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkIdempotent(t, tr, "doris", decOptions)
}

// The shapes decorrelation refuses for Hive are refused for Doris the same
// way (T050 at the lateral join, saying why).
func TestDecorrelateDorisRefusals(t *testing.T) {
	refusalAt(t, "SELECT t.id, s.v FROM t, LATERAL (SELECT u.x AS v FROM unnest(t.arr) AS u(x)) AS s", "postgres", "doris", 26, "outside an aggregate")
	refusalAt(t, "SELECT z.id, s.n FROM z, LATERAL (SELECT count(*) AS n FROM unnest(z.arr) AS u(x)) AS s", "postgres", "doris", 26, "not known")
	refusalAt(t, "SELECT t.id, s.n FROM t JOIN LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s ON s.n > t.lim", "postgres", "doris", 23, "condition")
}
