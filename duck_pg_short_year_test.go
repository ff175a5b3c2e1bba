package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// DuckDB 1.5 reads the year of a DATE or TIMESTAMP text as its digits:
// '99-01-02' is the year 99 (PostgreSQL 15: 1999), '0-01-02' the year 0,
// 1 BC, and '-99-01-02' 100 BC (PostgreSQL raises for both). From DuckDB
// to PostgreSQL such a literal, cast of a literal or text compared with a
// DATE or TIMESTAMP column is written with a 4-digit year, a DATE of the
// year 0 or a negative one as 'YYYY-MM-DD BC' (rewrite/pg_duck_date_text.go,
// duckPgYearText): each query gives the same rows, or raises, on both.
func TestDuckPgShortYears(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, d DATE, ts TIMESTAMP)"
	enginetest.Exec(t, duck, table+"; INSERT INTO t VALUES (1, '0099-01-02', '0099-01-02 10:00'), (2, '0009-01-02', '0009-01-02 00:00'), (3, '0001-01-02 (BC)', '1999-01-02 10:00'), (4, '0005-02-29 (BC)', NULL), (5, '0100-01-02 (BC)', NULL), (6, '1999-01-02', NULL)")
	enginetest.Exec(t, pg, table+"; INSERT INTO t VALUES (1, '0099-01-02', '0099-01-02 10:00'), (2, '0009-01-02', '0009-01-02 00:00'), (3, '0001-01-02 BC', '1999-01-02 10:00'), (4, '0005-02-29 BC', NULL), (5, '0100-01-02 BC', NULL), (6, '1999-01-02', NULL)")
	ctx := enginetest.Ctx(t)
	for _, q := range []string{
		"SELECT DATE '99-01-02' AS a, DATE '9-1-2' AS b, DATE '0-01-02' AS c, DATE '-99-01-02 10:00' AS d, CAST('5/01/02' AS DATE) AS e, CAST('-4-02-29' AS DATE) AS f, DATE ' 0000-01-02 ' AS g, CAST('-4712-12-31' AS DATE) AS h, DATE '00-1-1T10:00Z' AS i",
		"SELECT TIMESTAMP '99-01-02 10:00' AS a, CAST('9/01/02 1:00' AS TIMESTAMP) AS b, TIMESTAMPTZ '99-01-02 10:00:00+02' AS c, TIMESTAMP ' 1-1-1' AS d, TIMESTAMP '-infinity' AS e, CAST('-Infinity' AS TIMESTAMPTZ) AS f",
		"SELECT id FROM t WHERE d = '99-01-02' OR d = '-4-02-29' OR d = '0-01-02' OR d = '-99-1-2' ORDER BY id",
		"SELECT id FROM t WHERE ts > '9-01-02 10:00' ORDER BY id",
		"SELECT id FROM t WHERE d IN ('9-01-02', '99/01/02') ORDER BY id",
		"SELECT date('99-01-02') AS a, date('0-1-2') AS b",
		"SELECT DATE '99-02-30' AS a",
		"SELECT CAST('-5-02-29' AS DATE) AS a",
	} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		if a := enginetest.SameAnswer(t, duck, q, pg, tr.SQL, true); a != nil {
			// the query as DuckDB wrote it reads otherwise in PostgreSQL
			if u, err := pg.Query(ctx, q); err == nil {
				if ok, _ := engines.EqualRows(a.Rows, u.Rows, true); ok {
					t.Errorf("%s: PostgreSQL reads it as DuckDB does: the test checks nothing", q)
				}
			}
		}
	}
	// kept refused: DuckDB reads ' (BC)' and drops ' BC'; PostgreSQL's range
	// starts in 4713 BC; it raises for a TIMESTAMP of the year 0 or a
	// negative one
	for _, q := range []string{"SELECT DATE '99-01-02 (BC)'", "SELECT DATE '-5000-01-01'", "SELECT DATE '0100-01-02 BC'",
		"SELECT TIMESTAMP '-9-01-02 10:00'", "SELECT TIMESTAMP '0-01-02 10:00'", "SELECT CAST('0000-01-02 10:00' AS TIMESTAMP)",
		"SELECT TIMESTAMP '99-01-02 (BC)'", "SELECT TIMESTAMP '99-01-02 10:00:00 (BC)'"} {
		if _, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T164") {
			t.Errorf("%s: want T164, got %v", q, err)
		}
	}
	for _, q := range []string{"SELECT DATE '-5000-01-01' AS a", "SELECT TIMESTAMP '-9-01-02 10:00' AS a", "SELECT DATE '0100-01-02 BC' AS a"} {
		enginetest.Query(t, duck, q) // DuckDB reads them
	}
	for _, q := range []string{"SELECT DATE '5001-01-01 BC' AS a", "SELECT TIMESTAMP '-9-01-02 10:00' AS a"} {
		if _, err := pg.Query(ctx, q); err == nil {
			t.Errorf("postgres reads %s", q)
		}
	}
}
