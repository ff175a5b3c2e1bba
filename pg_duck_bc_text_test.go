package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestPgDuckBCText: a DATE or TIMESTAMP before Christ written as text (a
// cast, ||, concat, concat_ws) is 0045-05-17 BC and 0001-12-31
// 10:00:00.5 BC in PostgreSQL 15, 0045-05-17 (BC) and 0001-12-31 (BC)
// 10:00:00.5 in DuckDB 1.5 (run here on both). Between the two, with the
// columns' types and without them (tested when the query runs), the
// translation gives the source's text on the target, for the boundaries
// (0001-01-01, 1 BC), the earliest date of PostgreSQL (4713 BC),
// fractions, infinity and NULL (rewrite/pg_duck_tz_text.go, bcTextOf);
// lat run's text of each dialect is its engine's (executor/bc_text.go).
func TestPgDuckBCText(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const schema = "CREATE TABLE t (id INTEGER, d DATE, ts TIMESTAMP)"
	const ins = `INSERT INTO t VALUES
		(1, DATE '0001-01-01' - 16300, CAST(DATE '0001-01-01' - 1 AS TIMESTAMP) + INTERVAL '10 hours 0.5 seconds'),
		(2, DATE '0001-01-01' - 1, CAST(DATE '0001-01-01' - 1 AS TIMESTAMP) + INTERVAL '0.000001 seconds'),
		(3, DATE '0001-01-01', CAST(DATE '0001-01-01' AS TIMESTAMP)),
		(4, DATE '0001-01-01' - 1719000, CAST(DATE '0001-01-01' - 1700000 AS TIMESTAMP) + INTERVAL '23 hours 59 minutes 59.999999 seconds'),
		(5, DATE '2020-03-04', TIMESTAMP '2020-03-04 10:11:12.25'),
		(6, NULL, NULL)`
	const insInf = "INSERT INTO t VALUES (7, CAST('infinity' AS DATE), CAST('-infinity' AS TIMESTAMP))"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, schema)
		enginetest.Exec(t, e, ins)
		enginetest.Exec(t, e, insInf)
	}
	const q = "SELECT id, CAST(d AS TEXT) AS a, CAST(ts AS VARCHAR(40)) AS b, d || '|' AS c, ts || '|' AS e, " +
		"concat(d, '|', ts) AS f, concat_ws(',', d, ts) AS g FROM t ORDER BY id"
	raw := map[string]*engines.Result{"postgres": enginetest.Query(t, pg, q), "duckdb": enginetest.Query(t, duck, q)}
	eng := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	both := engines.FormatRows(raw["postgres"].Rows) + engines.FormatRows(raw["duckdb"].Rows)
	for _, s := range []string{"0045-05-17 BC", "0045-05-17 (BC)", "0001-12-31 10:00:00.5 BC", "0001-12-31 (BC) 10:00:00.5",
		"0001-12-31 00:00:00.000001 BC", "0001-12-31 (BC) 00:00:00.000001", "4707-07-16 BC|", "4707-07-16 (BC)|", "'0001-01-01'"} {
		if !strings.Contains(both, s) {
			t.Errorf("the engines' texts lack %q: %s", s, both)
		}
	}
	for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
		for _, sch := range []string{schema, ""} {
			tr, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{Schema: sch})
			if err != nil {
				t.Fatalf("%s to %s: %v", dir[0], dir[1], err)
			}
			got := enginetest.Query(t, eng[dir[1]], tr.SQL)
			if ok, diff := engines.EqualRows(raw[dir[0]].Rows, got.Rows, true); !ok {
				t.Errorf("%s to %s, schema %q: source (-) vs target (+): %s\n%s", dir[0], dir[1], sch, diff, tr.SQL)
			}
		}
	}
	for d, res := range raw {
		rows, err := refRows(d, q, schema, ins)
		if err != nil {
			t.Errorf("lat run --dialect %s: %v", d, err)
			continue
		}
		if len(rows) != len(res.Rows)-1 {
			t.Fatalf("lat run --dialect %s: %d rows, want %d", d, len(rows), len(res.Rows)-1)
		}
		for i, r := range rows {
			for j := range r {
				if w, g := fmt.Sprint(res.Rows[i][j]), r[j].String(); w != g && !(res.Rows[i][j] == nil && r[j].IsNull()) {
					t.Errorf("lat run --dialect %s, row %d column %d: %q, the engine %q", d, i+1, j, g, w)
				}
			}
		}
	}
	// DuckDB's literals of the years -1 and 0 (2 BC, 1 BC) are written
	// for PostgreSQL as dates before Christ, whose text is DuckDB's
	const lits = "SELECT CAST(DATE '-0001-01-01' AS VARCHAR) AS a, DATE '0000-06-01' || 'x' AS b"
	tr, err := lateral.Translate(lits, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatalf("duckdb to postgres: %v", err)
	}
	want, got := enginetest.Query(t, duck, lits), enginetest.Query(t, pg, tr.SQL)
	if ok, diff := engines.EqualRows(want.Rows, got.Rows, true); !ok || !strings.Contains(engines.FormatRows(want.Rows), "0002-01-01 (BC)") {
		t.Errorf("duckdb to postgres, literals: source (-) vs target (+): %s\n%s", diff, tr.SQL)
	}
	// a DATE literal is after Christ (one before Christ is refused, T164):
	// no rewrite
	tr, err = lateral.Translate("SELECT CAST(DATE '2020-01-02' AS TEXT) AS a", "postgres", "duckdb", lateral.TranslateOptions{})
	if err != nil || strings.Contains(tr.SQL, "BC") {
		t.Errorf("a literal: %v %v", tr, err)
	}
}
