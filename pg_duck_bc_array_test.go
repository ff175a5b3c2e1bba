package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// array_to_string writes a DATE or TIMESTAMP element before Christ as
// 0044-03-15 BC (0044-03-15 12:00:00 BC) in PostgreSQL 15 and as
// 0044-03-15 (BC) (0044-03-15 (BC) 12:00:00) in DuckDB 1.5 (run here on
// both). Between the two, with or without the arrays' types, the
// translation raises for such an element when the query runs and keeps
// the text of the others (rewrite/pg_duck_tz_text.go, bcArrayTest).
func TestPgDuckBCArrayJoin(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, d DATE[], ts TIMESTAMP[])"
	const rows = `INSERT INTO t VALUES
		(1, ARRAY[DATE '0001-01-01' - 16300, DATE '2020-03-04'], ARRAY[CAST(DATE '0001-01-01' - 1 AS TIMESTAMP) + INTERVAL '10 hours']),
		(2, ARRAY[DATE '2020-03-04', NULL, DATE '0001-01-01'], ARRAY[TIMESTAMP '2020-03-04 10:11:12.5', NULL]),
		(3, NULL, NULL)`
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, rows)
	}
	const q = "SELECT id, array_to_string(d, ',') AS a, array_to_string(ts, ',') AS b FROM t WHERE id %s ORDER BY id"
	bc, ad := strings.Replace(q, "%s", "= 1", 1), strings.Replace(q, "%s", ">= 2", 1)
	x, y := enginetest.Query(t, pg, bc), enginetest.Query(t, duck, bc)
	if got := engines.FormatRows(x.Rows) + engines.FormatRows(y.Rows); !strings.Contains(got, "0045-05-17 BC") || !strings.Contains(got, "0045-05-17 (BC)") ||
		!strings.Contains(got, "0001-12-31 10:00:00 BC") || !strings.Contains(got, "0001-12-31 (BC) 10:00:00") {
		t.Errorf("the engines' texts: %s", got)
	}
	for _, dir := range [][2]engines.Engine{{pg, duck}, {duck, pg}} {
		from, to := "postgres", "duckdb"
		if dir[0] == duck {
			from, to = to, from
		}
		for _, schema := range []string{table, ""} {
			tr, err := lateral.Translate(ad, from, to, lateral.TranslateOptions{Schema: schema})
			if err != nil {
				t.Fatalf("%s to %s: %v", from, to, err)
			}
			x, y := enginetest.Query(t, dir[0], ad), enginetest.Query(t, dir[1], tr.SQL)
			if ok, diff := engines.EqualRows(x.Rows, y.Rows, true); !ok {
				t.Errorf("%s to %s, schema %q: source (-) vs target (+): %s\n%s", from, to, schema, diff, tr.SQL)
			}
			tr, err = lateral.Translate(bc, from, to, lateral.TranslateOptions{Schema: schema})
			if err != nil {
				t.Fatalf("%s to %s: %v", from, to, err)
			}
			if _, err := dir[1].Query(enginetest.Ctx(t), tr.SQL); err == nil || !strings.Contains(err.Error(), "before Christ") {
				t.Errorf("%s to %s, schema %q: want the guard's error, got %v\n%s", from, to, schema, err, tr.SQL)
			}
		}
	}
	// an array of literals after Christ needs no test
	tr, err := lateral.Translate("SELECT array_to_string(ARRAY[DATE '2020-01-02', NULL], ',') AS a", "postgres", "duckdb", lateral.TranslateOptions{})
	if err != nil || strings.Contains(tr.SQL, "BC") {
		t.Errorf("literals: %v %v", tr, err)
	}
}
