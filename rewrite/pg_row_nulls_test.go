package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's IS [NOT] NULL of a row tests its fields; the other targets
// test the struct itself, so the fields are tested one by one.
func TestPostgresRowNulls(t *testing.T) {
	schema := "CREATE TYPE pr AS (a INT, b TEXT); CREATE TABLE t (id INT, r pr)"
	opts := lateral.TranslateOptions{Schema: schema}
	q := "SELECT t.id, t.r IS NULL AS n, t.r IS NOT NULL AS nn FROM t ORDER BY t.id"
	tr := mustTranslate(t, q, "postgres", "trino", opts)
	if want := "SELECT t.id, t.r IS NULL OR (t.r).a IS NULL AND (t.r).b IS NULL AS n, (t.r).a IS NOT NULL AND (t.r).b IS NOT NULL AS nn FROM t ORDER BY t.id"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkFired(t, tr, "lower_exprs", true)
	if tr := mustTranslate(t, q, "postgres", "postgres", opts); tr.SQL != "SELECT t.id, t.r IS NULL AS n, t.r IS NOT NULL AS nn FROM t ORDER BY t.id" {
		t.Errorf("postgres to postgres: %s", tr.SQL)
	}
	// the rows: PostgreSQL's on the reference executor, and the
	// translation's with Trino's IS NULL
	want := "(1, false, true) (2, false, false) (3, true, false) (4, true, false)"
	setup := schema + "; INSERT INTO t VALUES (1, ROW(1, 'x')), (2, ROW(NULL, 'y')), (3, ROW(NULL, NULL)), (4, NULL)"
	if got := dorisRunRows(t, "postgres", q, setup); got != want {
		t.Errorf("postgres: got %s, want %s", got, want)
	}
	trSetup := "CREATE TABLE t (id INTEGER, r ROW(a INTEGER, b VARCHAR)); INSERT INTO t VALUES (1, CAST(ROW(1, 'x') AS ROW(a INTEGER, b VARCHAR))), (2, CAST(ROW(NULL, 'y') AS ROW(a INTEGER, b VARCHAR))), (3, CAST(ROW(NULL, NULL) AS ROW(a INTEGER, b VARCHAR))), (4, NULL)"
	if got := dorisRunRows(t, "trino", tr.SQL, trSetup); got != want {
		t.Errorf("trino: %s gives %s, want %s", tr.SQL, got, want)
	}
	// a subquery's row cannot be read field by field; ROW(a, b) tests a and b
	if tr := mustTranslate(t, "SELECT ROW(1, NULL::int) IS NOT NULL AS nn", "postgres", "trino", opts); tr.SQL != "SELECT 1 IS NOT NULL AND CAST(NULL AS INTEGER) IS NOT NULL AS nn" {
		t.Errorf("ROW: %s", tr.SQL)
	}
	tr2, err := lateral.Translate("SELECT (CASE WHEN t.id > 0 THEN t.r END) IS NULL AS n FROM t", "postgres", "trino", opts)
	wantRefusal(t, tr2, err, "T140")
}
