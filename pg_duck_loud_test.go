package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// loudTable creates the same table on both engines.
func loudTable(t *testing.T, create string, rows []string, es ...engines.Engine) {
	t.Helper()
	for _, e := range es {
		enginetest.Exec(t, e, create)
		for _, r := range rows {
			enginetest.Exec(t, e, r)
		}
	}
}

// loudSame translates q from src to dst with the schema and checks that
// q on a and its translation on b answer alike (rows, or both raise).
func loudSame(t *testing.T, q, src, dst, schema string, a, b engines.Engine, ordered bool) string {
	t.Helper()
	tr, err := lateral.Translate(q, src, dst, lateral.TranslateOptions{Schema: schema})
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	enginetest.SameAnswer(t, a, q, b, tr.SQL, ordered)
	return tr.SQL
}

// PostgreSQL's generate_subscripts(a, 1[, reverse]) toward DuckDB, which
// has no such function, is the series 1 .. array_length(a, 1)
// (rewrite/generate_subscripts.go): run on PostgreSQL 15 and DuckDB 1.5,
// in FROM and in a select list, NULL and empty arrays and NULL elements
// included; other dimensions and a reverse flag that is not a literal
// are refused.
func TestPgDuckGenerateSubscripts(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE gs (id INTEGER, a INTEGER[])"
	loudTable(t, table, []string{"INSERT INTO gs VALUES (1, ARRAY[4, 5, 6]), (2, CAST(ARRAY[] AS INTEGER[])), (3, NULL), (4, ARRAY[NULL, 7]), (5, CAST(ARRAY[NULL] AS INTEGER[]))"}, pg, duck)
	for _, q := range []string{
		"SELECT gs.id, i FROM gs, generate_subscripts(gs.a, 1) AS i ORDER BY 1, 2",
		"SELECT gs.id, g.i FROM gs CROSS JOIN LATERAL generate_subscripts(gs.a, 1, true) WITH ORDINALITY AS g(i, n) ORDER BY 1, g.n",
		"SELECT gs.id, s FROM gs LEFT JOIN LATERAL generate_subscripts(gs.a, 1, false) AS s ON TRUE ORDER BY 1, 2",
		"SELECT id, generate_subscripts(a, 1) AS s FROM gs ORDER BY 1, 2",
		"SELECT gs.id, s, gs.a[s] AS v FROM gs, generate_subscripts(gs.a, 1) AS s ORDER BY 1, 2",
		// another dimension of an array of one: no row
		"SELECT gs.id, i FROM gs, generate_subscripts(ARRAY[3, 2, 1], 2) AS i ORDER BY 1, 2",
		"SELECT gs.id, i FROM gs LEFT JOIN LATERAL generate_subscripts(ARRAY[3, 2, 1], -1, true) AS i ON TRUE ORDER BY 1, 2",
		"SELECT i FROM generate_subscripts(CAST(ARRAY[] AS INTEGER[]), 0) AS i",
	} {
		sql := loudSame(t, q, "postgres", "duckdb", table, pg, duck, true)
		if strings.Contains(sql, "generate_subscripts(") {
			t.Errorf("%s: generate_subscripts written for DuckDB: %s", q, sql)
		}
	}
	for _, q := range []string{"SELECT i FROM gs, generate_subscripts(gs.a, 2) AS i", "SELECT generate_subscripts(a, 1, id > 2) FROM gs", "SELECT generate_subscripts(a, 1, NULL) FROM gs"} {
		if _, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T057") {
			t.Errorf("%s: want T057, got %v", q, err)
		}
	}
	// Spark and Hive have no generate_subscripts either: the series is
	// written there too, not the unknown function
	for _, to := range []string{"spark", "hive", "trino"} {
		tr, err := lateral.Translate("SELECT gs.id, i FROM gs, generate_subscripts(gs.a, 1) AS i", "postgres", to, lateral.TranslateOptions{Schema: table})
		if err != nil || strings.Contains(tr.SQL, "generate_subscripts(") {
			t.Errorf("%s: %v %v", to, tr, err)
		}
	}
}

// DuckDB's substr computes positions as BIGINTs; PostgreSQL's substr takes
// integers only (run on PostgreSQL 15: substr(text, bigint) does not
// exist), so a position read from a BIGINT is cast to INTEGER there
// (rewrite/pg_substr_int.go): run on DuckDB 1.5 and PostgreSQL 15.
func TestDuckPgSubstrIntegerArgs(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE ss (id INTEGER, s VARCHAR, i BIGINT, n INTEGER)"
	loudTable(t, table, []string{"INSERT INTO ss VALUES (1, 'hello', 2, 3), (2, 'hello', -2, -1), (3, '', 0, 0), (4, NULL, 1, 1), (5, 'héllo', NULL, 2), (6, 'hello', -9, 4), (7, 'hello', 9, NULL)"}, pg, duck)
	for _, q := range []string{
		"SELECT id, substr(s, 0, 1) AS r FROM ss ORDER BY id",
		"SELECT id, substr(s, -2, n) AS r FROM ss ORDER BY id",
		"SELECT id, substr(s, i) AS r FROM ss ORDER BY id",
		"SELECT id, substr(s, i, n) AS r FROM ss ORDER BY id",
		"SELECT id, substring(s, id - 3, 2) AS r FROM ss ORDER BY id",
	} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		enginetest.SameAnswer(t, duck, q, pg, tr.SQL, true)
	}
}

// A LEFT JOIN LATERAL of an unnest with a condition other than TRUE keeps
// every input row, with NULLs where no element meets the condition; the
// translations from PostgreSQL and Trino move the condition into a
// LATERAL subquery joined ON TRUE (rewrite/duck_lateral_on.go), as DuckDB
// 1.5 binds few conditions there: run on DuckDB 1.5, they give the rows
// PostgreSQL 15 gives, NULL and empty arrays and NULL elements included.
func TestPgDuckLeftLateralOn(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE lo (id INTEGER, a INTEGER[], b INTEGER[])"
	loudTable(t, table, []string{"INSERT INTO lo VALUES (1, ARRAY[1, 2, 3], ARRAY[7]), (2, CAST(ARRAY[] AS INTEGER[]), NULL), (3, NULL, ARRAY[1, 2]), (4, ARRAY[NULL, 5], CAST(ARRAY[NULL] AS INTEGER[])), (5, ARRAY[0, 1], CAST(ARRAY[] AS INTEGER[]))"}, pg, duck)
	for _, q := range []string{
		"SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON u.v > 1 ORDER BY 1, 2",
		"SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON u.v > lo.id - 2 AND lo.id < 5 ORDER BY 1, 2",
		"SELECT lo.id, u.v, u.n FROM lo LEFT JOIN LATERAL unnest(lo.a) WITH ORDINALITY AS u(v, n) ON u.n > 1 ORDER BY 1, 3",
		"SELECT lo.id, u.v, u.w FROM lo LEFT JOIN LATERAL unnest(lo.a, lo.b) AS u(v, w) ON u.v IS NULL OR u.w IS NULL ORDER BY 1, 2, 3",
		"SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON u.v IS NULL ORDER BY 1, 2",
		"SELECT lo.id, g FROM lo LEFT JOIN LATERAL generate_series(1, lo.id) AS g ON g > 3 ORDER BY 1, 2",
		"SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON lo.id < 3 ORDER BY 1, 2",
		"SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON u.v IN (1, lo.id) OR u.v + lo.id > 8 ORDER BY 1, 2",
		"SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON u.v > (SELECT min(id) FROM lo) ORDER BY 1, 2",
		"SELECT * FROM lo LEFT JOIN LATERAL (SELECT v FROM unnest(lo.b) AS x(v) WHERE v > 0) AS u ON u.v <> lo.id ORDER BY 1, 4",
		"SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON FALSE ORDER BY 1, 2",
		"SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON NULL ORDER BY 1, 2",
		"SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON u.v > 1 AND 1 = 0 ORDER BY 1, 2",
		"SELECT lo.id, u.v FROM lo LEFT JOIN unnest(ARRAY[1, 2, 3]) AS u(v) ON u.v > lo.id ORDER BY 1, 2",
	} {
		loudSame(t, q, "postgres", "duckdb", table, pg, duck, true)
	}
	// a condition on the item's columns alone is kept, as DuckDB takes it
	for _, q := range []string{
		"SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON u.v > 1 ORDER BY 1, 2",
		"SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON (u.v > 1 OR u.v IS NULL) AND u.v <> 3 ORDER BY 1, 2",
	} {
		if sql := loudSame(t, q, "postgres", "duckdb", table, pg, duck, true); strings.Contains(sql, "ON TRUE") {
			t.Errorf("%s: the condition was moved: %s", q, sql)
		}
	}
	tq := "SELECT lo.id, u.v FROM lo LEFT JOIN UNNEST(lo.a) AS u(v) ON u.v > 1 ORDER BY 1, 2"
	tr, err := lateral.Translate(tq, "trino", "duckdb", lateral.TranslateOptions{Schema: table})
	if err != nil {
		t.Fatal(err)
	}
	enginetest.SameAnswer(t, pg, "SELECT lo.id, u.v FROM lo LEFT JOIN LATERAL unnest(lo.a) AS u(v) ON u.v > 1 ORDER BY 1, 2", duck, tr.SQL, true)
}

// DuckDB's exp gives Infinity and 0 where PostgreSQL 15 raises for
// overflow and underflow; the translation compares the argument with
// the bounds (rewrite/ieee_pg_math.go): each row, run on DuckDB 1.5, and
// its translation, run on PostgreSQL 15, give the same value, and the
// unguarded exp raises on PostgreSQL for some rows (so the test checks
// the guard).
func TestDuckPgExpBounds(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE ex (id INTEGER, x DOUBLE PRECISION, i INTEGER, d DECIMAL(18, 3))"
	vals := []string{"0", "1", "709.782712893384", "709.7827128933841", "710", "1000", "1e308", "-745.1332191019411", "-745.1332191019412",
		"-746", "-1e308", "'Infinity'", "'-Infinity'", "'NaN'", "NULL", "-740", "-0.0", "0.005"}
	var rows []string
	for k, v := range vals {
		rows = append(rows, fmt.Sprintf("INSERT INTO ex VALUES (%d, CAST(%s AS DOUBLE PRECISION), %d, %s)", k, v, (k-8)*100, map[bool]string{true: "NULL", false: "CAST(" + v + " AS DOUBLE PRECISION)"}[strings.Contains(v, "'") || strings.Contains(v, "e308")]))
	}
	loudTable(t, table, rows, pg, duck)
	ctx := enginetest.Ctx(t)
	raised := false
	for _, q := range []string{"SELECT exp(x) AS r FROM ex", "SELECT exp(i) AS r FROM ex", "SELECT exp(d) AS r FROM ex", "SELECT exp(x / 2) AS r FROM ex", "SELECT exp(exp(x)) AS r FROM ex"} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		// DuckDB's exp of a DECIMAL is of its DOUBLE, where PostgreSQL's
		// exp of a numeric is a numeric (run on PostgreSQL 15: exp(0.005)
		// rounded to a double is one unit in the last place off exp of
		// the double 0.005, within the engines' comparison): the guard
		// keeps numericMathType's cast
		if strings.Contains(q, "exp(d)") && !strings.Contains(tr.SQL, "exp(CAST(d AS DOUBLE PRECISION))") {
			t.Errorf("%s: the DECIMAL is not read as a DOUBLE: %s", q, tr.SQL)
		}
		for k := range vals {
			one := fmt.Sprintf(" WHERE id = %d", k)
			enginetest.SameAnswer(t, duck, q+one, pg, tr.SQL+one, true)
			if _, err := pg.Query(ctx, q+one); err != nil {
				raised = true
			}
		}
	}
	if !raised {
		t.Error("PostgreSQL raises for none of the rows without the guard: the test checks nothing")
	}
	if _, err := lateral.Translate("SELECT exp(x * random()) FROM ex", "duckdb", "postgres", lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T073") {
		t.Errorf("volatile argument: want T073, got %v", err)
	}
}
