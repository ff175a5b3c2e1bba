package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A struct constructor naming its fields is, for Trino and Presto, a ROW
// cast to the fields' exact types; a field whose type is not known in
// full is refused (T056).
func TestTrinoRowCtor(t *testing.T) {
	bq := lateral.TranslateOptions{Schema: "CREATE TABLE k (id INT64, tag STRING, d NUMERIC(10, 2), n NUMERIC)", SchemaDialect: "bigquery"}
	for _, tc := range []struct{ from, to, in, want string }{
		{"hive", "trino", "SELECT named_struct('a', 1, 'b', 'x', 'c', array(1, 2), 'd', named_struct('e', true)) AS s",
			"SELECT CAST(ROW(1, 'x', ARRAY[1, 2], CAST(ROW(TRUE) AS ROW(e BOOLEAN))) AS ROW(a INTEGER, b VARCHAR, c ARRAY(INTEGER), d ROW(e BOOLEAN))) AS s"},
		{"bigquery", "presto", "SELECT STRUCT(k.id AS a, k.tag AS b, k.d AS c, 12.50 AS e) AS s FROM k",
			"SELECT CAST(ROW(k.id, k.tag, k.d, 12.50E0) AS ROW(a BIGINT, b VARCHAR, c DECIMAL(10, 2), e DOUBLE)) AS s FROM k"},
		// Spark's 12.50 is a DECIMAL(4, 2)
		{"spark", "trino", "SELECT struct(12.50 AS e, -0.5 AS f) AS s",
			"SELECT CAST(ROW(12.50, -0.5) AS ROW(e DECIMAL(4, 2), f DECIMAL(1, 1))) AS s"},
		// BigQuery's NUMERIC is a NUMERIC(38, 9)
		{"bigquery", "trino", "SELECT STRUCT(k.n AS a) AS s FROM k", "SELECT CAST(ROW(k.n) AS ROW(a DECIMAL(38, 9))) AS s FROM k"},
		// every BigQuery integer literal is an INT64
		{"bigquery", "trino", "SELECT STRUCT(1 AS a) AS s", "SELECT CAST(ROW(1) AS ROW(a BIGINT)) AS s"},
		// BigQuery's TIMESTAMP keeps microseconds: toward Trino it is
		// TIMESTAMP(6) WITH TIME ZONE (ts_precision.go), which the row keeps
		{"bigquery", "trino", "SELECT STRUCT(TIMESTAMP '2020-01-01 00:00:00.123456' AS h) AS s",
			"SELECT CAST(ROW(CAST('2020-01-01 00:00:00.123456 UTC' AS TIMESTAMP(6) WITH TIME ZONE)) AS ROW(h TIMESTAMP(6) WITH TIME ZONE)) AS s"},
		// no-ops: fields without names, a target that names them itself
		{"hive", "trino", "SELECT struct(1, 'x') AS s", "SELECT ROW(1, 'x') AS s"},
		{"hive", "spark", "SELECT named_struct('a', x) AS s FROM t", "SELECT named_struct('a', x) AS s FROM t"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, bq)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: %s\n got %s\nwant %s", tc.from, tc.to, tc.in, tr.SQL, tc.want)
		}
	}
	for _, in := range []string{
		"SELECT STRUCT(x AS a) AS s FROM u",           // a column of unknown type
		"SELECT STRUCT(NULL AS a) AS s",               // NULL: no type
		"SELECT STRUCT([k.id, k.d] AS a) AS s FROM k", // elements of two types
		"SELECT STRUCT([CAST('2020-01-01' AS DATETIME)] AS h) AS s",
		// ARRAY_CONCAT of NUMERIC(10, 2) and NUMERIC values is no array of
		// NUMERIC(10, 2): the cast would round them
		"SELECT STRUCT(ARRAY_CONCAT([k.d], [k.n]) AS a) AS s FROM k",
	} {
		tr, err := lateral.Translate(in, "bigquery", "trino", bq)
		wantRefusal(t, tr, err, "T056")
	}
}

// The rows of a VALUES list (an INSERT's, one in FROM) are lowered like a
// select list: Hive's / is fractional, its cast to INT truncates.
func TestLowerValuesExprs(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"INSERT INTO t VALUES (7 / 2)", "INSERT INTO t VALUES (CAST(7 AS DOUBLE) / nullif(2, 0))"},
		{"SELECT * FROM (VALUES (7 / 2)) AS v(x)", "SELECT * FROM (VALUES (CAST(7 AS DOUBLE) / nullif(2, 0))) AS v(x)"},
	} {
		tr := mustTranslate(t, tc.in, "hive", "trino", lateral.TranslateOptions{})
		if tr.SQL != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.in, tr.SQL, tc.want)
		}
		checkFired(t, tr, "lower_exprs", true)
	}
	tr := mustTranslate(t, "INSERT INTO t VALUES (7 / 2)", "trino", "presto", lateral.TranslateOptions{})
	checkFired(t, tr, "lower_exprs", false)
	// and its casts: Hive truncates 2.5 to 2, Trino rounds it to 3
	tr = mustTranslate(t, "INSERT INTO t VALUES (CAST(2.5 AS INT))", "hive", "trino", lateral.TranslateOptions{})
	if want := "INSERT INTO t VALUES (CAST(CASE WHEN 2.5E0 < 0 THEN ceil(2.5E0) ELSE floor(2.5E0) END AS INTEGER))"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkFired(t, tr, "lower_casts", true)
}

// A LATERAL VALUES reads the types of the columns around it
// (collectOuter): PostgreSQL's integer / of two INT columns is DuckDB's
// //, where without the types it was refused (T071).
func TestLateralValuesOuterTypes(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INT, b INT)"}
	tr := mustTranslate(t, "SELECT * FROM t CROSS JOIN LATERAL (VALUES (t.a / t.b)) AS v(q)", "postgres", "duckdb", opts)
	if want := "SELECT * FROM t CROSS JOIN LATERAL (VALUES (CASE WHEN CASE WHEN t.b = 0 AND t.a IS NOT NULL THEN error('Division by zero (an error in postgres)') ELSE FALSE END THEN NULL ELSE t.a // t.b END)) AS v(q)"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkFired(t, tr, "lower_exprs", true)
	// without a schema the operands' types are not known
	_, err := lateral.Translate("SELECT * FROM t CROSS JOIN LATERAL (VALUES (t.a / t.b)) AS v(q)", "postgres", "duckdb", lateral.TranslateOptions{})
	if err == nil {
		t.Errorf("no refusal without the types")
	}
}

// The columns of a VALUES in FROM have the type its rows agree on (a bare
// NULL takes the others'), as a UNION's branches do: PostgreSQL's integer
// / over them is DuckDB's //; rows of another type leave it unknown.
func TestDerivedValuesTypes(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"SELECT v.x / v.y AS q FROM (VALUES (7, 2), (NULL, 3)) AS v(x, y)", "SELECT CASE WHEN CASE WHEN v.y = 0 AND v.x IS NOT NULL THEN error('Division by zero (an error in postgres)') ELSE FALSE END THEN NULL ELSE v.x // v.y END AS q FROM (VALUES (7, 2), (NULL, 3)) AS v(x, y)"},
		{"SELECT v.x / v.y AS q FROM (SELECT 7 AS x, 2 AS y UNION ALL VALUES (8, 3)) AS v", "SELECT CASE WHEN CASE WHEN v.y = 0 AND v.x IS NOT NULL THEN error('Division by zero (an error in postgres)') ELSE FALSE END THEN NULL ELSE v.x // v.y END AS q FROM (SELECT 7 AS x, 2 AS y UNION ALL VALUES (8, 3)) AS v"},
	} {
		tr := mustTranslate(t, tc.in, "postgres", "duckdb", lateral.TranslateOptions{})
		if tr.SQL != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.in, tr.SQL, tc.want)
		}
	}
	_, err := lateral.Translate("SELECT v.x / v.y AS q FROM (VALUES (7, 2), (2.5, 3)) AS v(x, y)", "postgres", "duckdb", lateral.TranslateOptions{})
	if err == nil {
		t.Errorf("rows of two types: no refusal")
	}
}
