package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// Hive's and Snowflake's || write both operands as text, PostgreSQL's
// needs one of them to be a string (integer || integer does not exist
// there): toward PostgreSQL a || of two other values is written with
// both cast to VARCHAR (rewrite/pg_concat_text.go), also in the ELSE of
// the CASE that tests operands of unknown type when the query runs (the
// query is translated without the table's types). Run on PostgreSQL 15;
// the rows are the source's, checked on lat run.
func TestPgConcatNonStrings(t *testing.T) {
	const setup = "CREATE TABLE pc (id INT, i INT, j BIGINT, d DATE);\n" +
		"INSERT INTO pc VALUES (1, 7, -2, DATE '2024-03-01'), (2, NULL, 5, NULL)"
	const q = "SELECT id, i || j AS a, 1 || 2 || id AS b, d || i AS c, i || NULL AS e, j || 'x' AS f FROM pc ORDER BY id"
	const want = "(1, '7-2', '121', '2024-03-017', NULL, '-2x')\n" +
		"(2, NULL, '122', NULL, NULL, '5x')\n"
	e := enginetest.Open(t, "postgres")
	for i, from := range []string{"hive", "snowflake"} {
		ref, err := refEngineRows(from, q, setup) // refrun_test.go
		if err != nil {
			t.Fatal(err)
		}
		if got := engines.FormatRows(ref); got != want {
			t.Errorf("lat run of %s:\ngot  %swant %s", from, got, want)
		}
		if i == 0 {
			for _, st := range strings.Split(setup, ";\n") {
				tr, err := lateral.Translate(st, from, "postgres", lateral.TranslateOptions{})
				if err != nil {
					t.Fatal(err)
				}
				enginetest.Exec(t, e, tr.SQL)
			}
		}
		tr, err := lateral.Translate(q, from, "postgres", lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if got := engines.FormatRows(enginetest.Query(t, e, tr.SQL).Rows); got != want {
			t.Errorf("from %s: %s\ngot  %swant %s", from, tr.SQL, got, want)
		}
	}
}
