package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral/rewrite"
)

const (
	trinoNested = "CREATE TABLE t (id INTEGER, a ARRAY(INTEGER), b ARRAY(INTEGER), s ROW(x INTEGER, y VARCHAR), u ROW(x INTEGER, y VARCHAR), " +
		"n ROW(x INTEGER, z ARRAY(INTEGER)), m ROW(x INTEGER, z ARRAY(INTEGER)))"
	duckNested = "CREATE TABLE t (id INTEGER, a INTEGER[], b INTEGER[], s STRUCT(x INTEGER, y VARCHAR), u STRUCT(x INTEGER, y VARCHAR))"
)

// Comparisons of arrays and structs holding NULLs keep the source's rule
// (rewrite.NestedNullsOf) or are refused (T140).
func TestNestedEquality(t *testing.T) {
	runExprPassCases(t, "nested_equality", []exprCase{
		{name: "trino struct = to duckdb, field by field", from: "trino", to: "duckdb", schema: trinoNested,
			in:   "SELECT t.s = t.u AS e, t.s <> t.u AS ne FROM t",
			want: "SELECT (t.s).x = (t.u).x AND (t.s).y = (t.u).y AS e, (t.s).x <> (t.u).x OR (t.s).y <> (t.u).y AS ne FROM t", fires: true},
		{name: "trino struct = to trino: unchanged", from: "trino", to: "presto", schema: trinoNested,
			in: "SELECT t.s = t.u AS e FROM t", want: "SELECT t.s = t.u AS e FROM t"},
		{name: "trino array = to duckdb: refused", from: "trino", to: "duckdb", schema: trinoNested,
			in: "SELECT t.a = t.b AS e FROM t", code: "T140"},
		{name: "trino struct with an array field = to spark: refused", from: "trino", to: "spark", schema: trinoNested,
			in: "SELECT t.n = t.m AS e FROM t", code: "T140"},
		{name: "trino array IN to postgres: refused", from: "trino", to: "postgres", schema: trinoNested,
			in: "SELECT t.a IN (t.b) AS e FROM t", code: "T140"},
		{name: "trino array < to duckdb: refused", from: "trino", to: "duckdb", schema: trinoNested,
			in: "SELECT t.a < t.b AS e FROM t", code: "T140"},
		{name: "trino row constructors to duckdb", from: "trino", to: "duckdb", schema: trinoNested,
			in: "SELECT ROW(t.id, NULL) = ROW(t.id, 2) AS e FROM t", want: "SELECT t.id = t.id AND NULL = 2 AS e FROM t", fires: true},
		{name: "duckdb list = to trino: NULL-safe", from: "duckdb", to: "trino", schema: duckNested,
			in:   "SELECT t.a = t.b AS e, t.a <> t.b AS ne FROM t",
			want: "SELECT CASE WHEN t.a IS NULL OR t.b IS NULL THEN NULL ELSE t.a IS NOT DISTINCT FROM t.b END AS e, CASE WHEN t.a IS NULL OR t.b IS NULL THEN NULL ELSE NOT t.a IS NOT DISTINCT FROM t.b END AS ne FROM t", fires: true},
		{name: "duckdb list = of a call to trino: refused", from: "duckdb", to: "trino", schema: duckNested,
			in: "SELECT list_reverse(t.a) = t.b AS e FROM t", code: "T140"},
		{name: "duckdb struct = to ansi: refused (a struct of NULLs IS NULL there)", from: "duckdb", to: "ansi", schema: duckNested,
			in: "SELECT t.s = t.u AS e FROM t", code: "T140"},
		{name: "duckdb list = to postgres: same rule", from: "duckdb", to: "postgres", schema: duckNested,
			in: "SELECT t.a = t.b AS e, t.a < t.b AS l FROM t", want: "SELECT t.a = t.b AS e, t.a < t.b AS l FROM t"},
		{name: "duckdb rows to postgres constructors", from: "duckdb", to: "postgres", schema: duckNested,
			in: "SELECT (t.id, NULL) = (t.id, NULL) AS e FROM t", want: "SELECT t.id IS NOT DISTINCT FROM t.id AND NULL IS NOT DISTINCT FROM NULL AS e FROM t", fires: true},
		{name: "postgres row constructors to duckdb", from: "postgres", to: "duckdb", schema: "CREATE TABLE t (id INTEGER, y TEXT)",
			in: "SELECT ROW(t.id, t.y) <> ROW(1, 'a') AS ne FROM t", want: "SELECT t.id <> 1 OR t.y <> 'a' AS ne FROM t", fires: true},
		{name: "duckdb list < to spark: refused (NULL elements sort first there)", from: "duckdb", to: "spark", schema: duckNested,
			in: "SELECT t.a < t.b AS l FROM t", code: "T140"},
		{name: "spark array = to duckdb: same rule", from: "spark", to: "duckdb", schema: "CREATE TABLE t (a ARRAY<INT>, b ARRAY<INT>)",
			in: "SELECT t.a = t.b AS e FROM t", want: "SELECT t.a = t.b AS e FROM t"},
		// A row-value IN is an OR of row comparisons, each exact.
		{name: "trino row IN to hive: OR of field comparisons", from: "trino", to: "hive", schema: "CREATE TABLE t (r VARCHAR, k VARCHAR)",
			in:   "SELECT * FROM t WHERE (r, k) IN (('EU', 'mall'), ('US', NULL))",
			want: "SELECT * FROM t WHERE r = 'EU' AND k = 'mall' OR r = 'US' AND k = NULL", fires: true},
		{name: "trino row NOT IN to duckdb", from: "trino", to: "duckdb", schema: "CREATE TABLE t (r VARCHAR, k VARCHAR)",
			in:   "SELECT (r, k) NOT IN (('EU', 'mall')) AS x FROM t",
			want: "SELECT NOT (r = 'EU' AND k = 'mall') AS x FROM t", fires: true},
		{name: "spark row IN to trino: NULL-safe", from: "spark", to: "trino", schema: "CREATE TABLE t (r STRING, k STRING)",
			in:   "SELECT (r, k) IN (('EU', NULL)) AS x FROM t",
			want: "SELECT r IS NOT DISTINCT FROM 'EU' AND k IS NOT DISTINCT FROM NULL AS x FROM t", fires: true},
		{name: "trino struct column IN rows to hive: refused", from: "trino", to: "hive", schema: trinoNested,
			in: "SELECT t.s IN (ROW(1, 'a')) AS x FROM t", code: "T140"},
		{name: "spark ORDER BY an array to duckdb: refused (NULL elements sort first in Spark)", from: "spark", to: "duckdb",
			schema: "CREATE TABLE t (id INT, a ARRAY<INT>)", in: "SELECT t.id FROM t ORDER BY t.a", code: "T140"},
		{name: "duckdb ORDER BY a list to postgres: same rule", from: "duckdb", to: "postgres", schema: duckNested,
			in: "SELECT t.id FROM t ORDER BY t.a", want: "SELECT t.id FROM t ORDER BY t.a"},
		{name: "trino CASE over arrays to duckdb: refused", from: "trino", to: "duckdb", schema: trinoNested,
			in: "SELECT CASE t.a WHEN t.b THEN 1 END AS c FROM t", code: "T140"},
		{name: "trino CASE over arrays to presto: unchanged", from: "trino", to: "presto", schema: trinoNested,
			in: "SELECT CASE t.a WHEN t.b THEN 1 END AS c FROM t", want: "SELECT CASE t.a WHEN t.b THEN 1 END AS c FROM t"},
		{name: "trino struct IN (SELECT) to duckdb: refused", from: "trino", to: "duckdb", schema: trinoNested,
			in: "SELECT t.id FROM t WHERE t.s IN (SELECT u FROM t)", code: "T140"},
		{name: "trino struct IN (SELECT) to presto: unchanged", from: "trino", to: "presto", schema: trinoNested,
			in: "SELECT t.id FROM t WHERE t.s IN (SELECT u FROM t)", want: "SELECT t.id FROM t WHERE t.s IN (SELECT u FROM t)"},
		{name: "unknown types: left as they are", from: "trino", to: "duckdb",
			in: "SELECT t.a = t.b AS e FROM t", want: "SELECT t.a = t.b AS e FROM t"},
		// VALUES rows compare as select lists do: an INSERT's, a FROM item's.
		{name: "duckdb list = in an INSERT's VALUES to trino: NULL-safe", from: "duckdb", to: "trino",
			in:   "INSERT INTO r VALUES ([1, NULL] = [1, NULL])",
			want: "INSERT INTO r VALUES (CASE WHEN ARRAY[1, NULL] IS NULL OR ARRAY[1, NULL] IS NULL THEN NULL ELSE ARRAY[1, NULL] IS NOT DISTINCT FROM ARRAY[1, NULL] END)", fires: true},
		{name: "trino array = in a FROM VALUES to postgres: refused", from: "trino", to: "postgres",
			in: "SELECT * FROM (VALUES (ARRAY[1, NULL] = ARRAY[1, NULL])) AS v(x)", code: "T140"},
		{name: "duckdb list = in a LATERAL VALUES to trino: the outer columns' types", from: "duckdb", to: "trino", schema: duckNested,
			in:   "SELECT v.e FROM t CROSS JOIN LATERAL (VALUES (t.a = t.b)) AS v(e)",
			want: "SELECT v.e FROM t CROSS JOIN LATERAL (VALUES (CASE WHEN t.a IS NULL OR t.b IS NULL THEN NULL ELSE t.a IS NOT DISTINCT FROM t.b END)) AS v(e)", fires: true},
		{name: "duckdb list = in a LATERAL subquery to trino: the outer columns' types", from: "duckdb", to: "trino", schema: duckNested,
			in:   "SELECT v.e FROM t CROSS JOIN LATERAL (SELECT t.a = t.b AS e) AS v",
			want: "SELECT v.e FROM t CROSS JOIN LATERAL (SELECT CASE WHEN t.a IS NULL OR t.b IS NULL THEN NULL ELSE t.a IS NOT DISTINCT FROM t.b END AS e) AS v", fires: true},
		{name: "duckdb list = in VALUES to postgres: same rule", from: "duckdb", to: "postgres",
			in: "SELECT * FROM (VALUES ([1, NULL] = [1, NULL])) AS v(x)", want: "SELECT * FROM (VALUES (ARRAY[1, NULL] = ARRAY[1, NULL])) AS v(x)"},
	})
}

// The rule table pinned, so that a change to it is seen: the rules
// themselves are checked on PostgreSQL 15 and DuckDB 1.5 by the cases of
// conformance/equality_nested and executor/nested_compare_test.go; Trino's
// and Spark's come from their implementations, not from an engine run here.
func TestNestedNullsOf(t *testing.T) {
	for _, tc := range []struct {
		dialect string
		want    rewrite.NestedNulls
	}{
		{"postgres", rewrite.NestedNulls{NullsEqual: true, Order: rewrite.NestedNullsLast, RowConstructors: true}},
		{"duckdb", rewrite.NestedNulls{NullsEqual: true, Order: rewrite.NestedNullsLast}},
		{"spark", rewrite.NestedNulls{NullsEqual: true, Order: rewrite.NestedNullsFirst}},
		{"trino", rewrite.NestedNulls{Order: rewrite.NestedError}},
		{"ansi", rewrite.NestedNulls{Order: rewrite.NestedUnknown}},
	} {
		if got := rewrite.NestedNullsOf(tc.dialect); got != tc.want {
			t.Errorf("%s: got %+v, want %+v", tc.dialect, got, tc.want)
		}
	}
}
