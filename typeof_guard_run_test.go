package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestTypeofGuardsOnReference: the run-time tests of a value's type that
// the translation from PostgreSQL writes toward Spark (typeof(x) IN
// ('double', 'float') with assert_true, typeof(x) = 'boolean' for
// PostgreSQL's text of a BOOLEAN in concat) and toward Trino and Presto
// (typeof(x) IN ('double', 'real')) are computed by the reference
// executor, which names a declared column's type as those engines' typeof
// does (executor/typeof_names.go): a non-NULL float raises, a NULL float,
// an integer and a string are written as PostgreSQL 15 writes them (the
// source query run there), and Spark writes a BOOLEAN t or f.
func TestTypeofGuardsOnReference(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	const tables = "CREATE TABLE g (id INTEGER, d DOUBLE PRECISION, r REAL, i INTEGER, s TEXT, b BOOLEAN);\n" +
		"INSERT INTO g VALUES (1, 2.5, 1.5, 7, 'a', TRUE), (2, NULL, NULL, -3, '', FALSE), (3, NULL, NULL, NULL, NULL, NULL);"
	enginetest.Exec(t, pg, tables)
	translate := func(q, to string) string {
		t.Helper()
		tr, err := lateral.Translate(q, "postgres", to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("postgres to %s: %s: %v", to, q, err)
		}
		if !strings.Contains(tr.SQL, "typeof(") {
			t.Fatalf("postgres to %s: %s: no run-time test of the type: %s", to, q, tr.SQL)
		}
		return tr.SQL
	}
	setup := func(to string) string {
		t.Helper()
		tr, err := lateral.Translate(tables, "postgres", to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("fixtures to %s: %v", to, err)
		}
		return tr.SQL
	}
	kept := map[string][]string{
		"spark": {
			"SELECT id, CAST(d AS TEXT) AS a, CAST(r AS TEXT) AS c, CAST(i AS TEXT) AS e, concat(s, '|') AS f FROM g WHERE id > 1 ORDER BY id",
			"SELECT id, concat(b, 'x') AS a, concat(i, b) AS c FROM g ORDER BY id",
		},
		"trino": {
			"SELECT id, CAST(d AS TEXT) AS a, CAST(r AS TEXT) AS c, CAST(i AS TEXT) AS e, concat(s, '|') AS f FROM g WHERE id > 1 ORDER BY id",
		},
	}
	kept["presto"] = kept["trino"]
	raised := map[string][]string{
		"spark":  {"SELECT id, CAST(d AS TEXT) AS a FROM g", "SELECT id, concat(r, '') AS a FROM g"},
		"trino":  {"SELECT id, CAST(d AS TEXT) AS a FROM g", "SELECT id, concat(r, '') AS a FROM g"},
		"presto": {"SELECT id, CAST(d AS TEXT) AS a FROM g"},
	}
	for _, to := range []string{"spark", "trino", "presto"} {
		fixtures := setup(to)
		for _, q := range kept[to] {
			want := enginetest.Query(t, pg, q)
			sql := translate(q, to)
			rows, err := refRows(to, sql, fixtures)
			if err != nil {
				t.Errorf("%s: %s: %v\n%s", to, q, err, sql)
				continue
			}
			if ok, diff := engines.EqualRows(want.Rows, engines.FromReferenceRows(rows), true); !ok {
				t.Errorf("%s: %s\n%s\n%s", to, q, sql, diff)
			}
		}
		for _, q := range raised[to] {
			sql := translate(q, to)
			if _, err := refRows(to, sql, fixtures); err == nil {
				t.Errorf("%s: %s: the float 2.5 gave rows, want the guard's error\n%s", to, q, sql)
			} else if msg := err.Error(); !strings.Contains(msg, "assert_true") && !strings.Contains(msg, "a floating-point value written as text") &&
				!(to == "trino" && strings.Contains(msg, "concat cannot be applied to (real)")) {
				// Trino's concat takes strings only, and its analysis
				// types the CASE's last branch, concat(coalesce(r, '')),
				// before any guard runs: the query raises for the REAL
				// column (executor/trino_concat.go)
				t.Errorf("%s: %s: not the guard's error: %v", to, q, err)
			}
		}
	}
}
