package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A table's column of unknown type made text from Hive (a CAST to a
// string type, an operand of ||, an argument of concat) is tested when
// the query runs in PostgreSQL and DuckDB: a BOOLEAN is written in Hive's
// words, TRUE or FALSE, not true or false (rewrite/bool_text.go
// hiveBoolWhen), beside the test raising for a float. Run on PostgreSQL 15
// and DuckDB 1.5; the rows are Hive's (its concat is NULL when an argument
// is), checked also on lat run.
func TestHiveBoolTextUntypedEngines(t *testing.T) {
	const setup = "CREATE TABLE hb (id INT, b BOOLEAN, i INT, s VARCHAR(5));\n" +
		"INSERT INTO hb VALUES (1, TRUE, 7, 'a'), (2, FALSE, NULL, NULL), (3, NULL, -1, '')"
	const q = "SELECT id, CAST(b AS STRING) AS a, b || '|' AS c, concat(b, '-', i, s) AS e, CAST(i AS STRING) AS f, concat(s, b) AS g FROM hb ORDER BY id"
	const want = "(1, 'TRUE', 'TRUE|', 'TRUE-7a', '7', 'aTRUE')\n" +
		"(2, 'FALSE', 'FALSE|', NULL, NULL, NULL)\n" +
		"(3, NULL, NULL, NULL, '-1', NULL)\n"
	ref, err := refEngineRows("hive", q, setup) // refrun_test.go
	if err != nil {
		t.Fatal(err)
	}
	if got := engines.FormatRows(ref); got != want {
		t.Errorf("lat run of hive:\ngot  %swant %s", got, want)
	}
	for _, to := range []string{"postgres", "duckdb"} {
		e := enginetest.Open(t, to)
		for _, st := range strings.Split(setup, ";\n") {
			tr, err := lateral.Translate(st, "hive", to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			enginetest.Exec(t, e, tr.SQL)
		}
		tr, err := lateral.Translate(q, "hive", to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range tr.Warnings {
			if w.Code == "W032" || w.Code == "W024" {
				t.Errorf("to %s: still warned %v", to, w)
			}
		}
		if got := engines.FormatRows(enginetest.Query(t, e, tr.SQL).Rows); got != want {
			t.Errorf("to %s: %s\ngot  %swant %s", to, tr.SQL, got, want)
		}
	}
}
