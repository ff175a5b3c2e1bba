package rewrite_test

import "testing"

// Arrays of arrays have no PostgreSQL form: its arrays are multidimensional
// and rectangular, so size, subscripts and unnest of them mean something
// else there (difftest found size(aa) silently counting every element).
// Every other target keeps them; PostgreSQL's own multidimensional arrays
// are refused the other way round.
func TestNestedArraysToPostgres(t *testing.T) {
	const nested = "CREATE TABLE t (id INT, aa ARRAY<ARRAY<INT>>, arr ARRAY<INT>)"
	runExprCases(t, []exprCase{
		{name: "size", from: "spark", to: "postgres", schema: nested,
			in: "SELECT t.id, size(t.aa) AS n FROM t", code: "T075"},
		{name: "subscript then explode", from: "spark", to: "postgres", schema: nested,
			in: "SELECT t.id, e.x FROM t LATERAL VIEW explode(t.aa[0]) e AS x", code: "T075"},
		{name: "explode keeps its own code", from: "spark", to: "postgres", schema: nested,
			in: "SELECT t.id, e.x FROM t LATERAL VIEW explode(t.aa) e AS x", code: "T065"},
		{name: "create table", from: "spark", to: "postgres",
			in: nested, code: "T075"},
		{name: "insert of constructors", from: "spark", to: "postgres",
			in: "INSERT INTO t VALUES (1, array(array(1, 2), array(3)), NULL)", code: "T075"},
		{name: "cast", from: "trino", to: "postgres",
			in: "SELECT CAST(NULL AS ARRAY(ARRAY(INTEGER))) AS x", code: "T075"},
		{name: "collect_list of arrays", from: "spark", to: "postgres", schema: nested,
			in: "SELECT collect_list(t.arr) AS l FROM t", code: "T075"},
		{name: "duckdb list of lists", from: "duckdb", to: "postgres", schema: "CREATE TABLE t (id INTEGER, aa INTEGER[][])",
			in: "SELECT len(t.aa) AS n FROM t", code: "T075"},
		{name: "other columns pass", from: "spark", to: "postgres", schema: nested,
			in: "SELECT t.id, size(t.arr) AS n FROM t", want: "SELECT t.id, coalesce(cardinality(t.arr), -1) AS n FROM t"},
		{name: "duckdb target keeps them", from: "spark", to: "duckdb", schema: nested,
			in: "SELECT t.id, size(t.aa) AS n FROM t", want: "SELECT t.id, coalesce(len(t.aa), -1) AS n FROM t"},
		// The other way round: PostgreSQL's INTEGER[][] is one
		// multidimensional array, cardinality counts every element.
		{name: "postgres multidimensional to trino", from: "postgres", to: "trino", schema: "CREATE TABLE t (id INTEGER, aa INTEGER[][])",
			in: "SELECT t.id, cardinality(t.aa) AS n FROM t", code: "T075"},
		{name: "postgres multidimensional unnest to hive", from: "postgres", to: "hive", schema: "CREATE TABLE t (id INTEGER, aa INTEGER[][])",
			in: "SELECT t.id, u.x FROM t CROSS JOIN LATERAL unnest(t.aa) AS u(x)", code: "T075"},
		{name: "postgres one-dimensional passes", from: "postgres", to: "duckdb", schema: "CREATE TABLE t (id INTEGER, aa INTEGER[][], arr INTEGER[])",
			in: "SELECT t.id, cardinality(t.arr) AS n FROM t", want: "SELECT t.id, len(t.arr) AS n FROM t"},
		{name: "postgres source keeps its own", from: "postgres", to: "postgres", schema: "CREATE TABLE t (id INTEGER, aa INTEGER[][])",
			in: "SELECT t.id, cardinality(t.aa) AS n FROM t", want: "SELECT t.id, cardinality(t.aa) AS n FROM t"},
	})
}
