package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// Trino reads a text without a zone cast to TIMESTAMP WITH TIME ZONE in a
// time the session zone's autumn change repeats at the earlier (summer)
// offset, PostgreSQL 15 and DuckDB 1.5 at the later one; the translation
// takes the earlier (rewrite/trino_zone_overlap.go). Run in New York,
// where 2024-11-03 01:00 to 02:00 is repeated: 01:30 is 05:30 UTC, 01:00
// 05:00 UTC; the other times, the skipped 02:30 of the spring among them,
// keep the engines' reading, and so does every time in UTC.
func TestTrinoZoneCastOverlap(t *testing.T) {
	const q = "SELECT tzo.id, CAST(tzo.s AS TIMESTAMP WITH TIME ZONE) AS e, CAST('2024-11-03 01:30:00' AS TIMESTAMP WITH TIME ZONE) AS l FROM tzo ORDER BY tzo.id"
	const table = "CREATE TABLE tzo (id INTEGER, s VARCHAR)"
	const rows = "INSERT INTO tzo VALUES (1, '2024-11-03 01:30:00'), (2, '2024-11-03 01:00:00'), (3, '2024-11-03 00:30:00'), (4, '2024-11-03 02:30:00'), " +
		"(5, '2024-03-10 02:30:00'), (6, '2024-07-01 12:00:00'), (7, NULL)"
	want := map[string]string{
		"America/New_York": "(1, 1730611800, 1730611800)\n(2, 1730610000, 1730611800)\n(3, 1730608200, 1730611800)\n(4, 1730619000, 1730611800)\n" +
			"(5, 1710055800, 1730611800)\n(6, 1719849600, 1730611800)\n(7, NULL, 1730611800)\n",
		"UTC": "(1, 1730597400, 1730597400)\n(2, 1730595600, 1730597400)\n(3, 1730593800, 1730597400)\n(4, 1730601000, 1730597400)\n" +
			"(5, 1710037800, 1730597400)\n(6, 1719835200, 1730597400)\n(7, NULL, 1730597400)\n",
	}
	for _, c := range []struct{ from, to string }{{"trino", "postgres"}, {"trino", "duckdb"}, {"presto", "postgres"}, {"presto", "duckdb"}} {
		// Presto reads the text as Trino does: a Joda-Time parse in the
		// session zone, the summer offset in an overlap
		// (rewrite/trino_zone_overlap.go)
		to := c.to
		tr, err := lateral.Translate(q, c.from, to, lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Fatalf("%s to %s: %v", c.from, to, err)
		}
		if !strings.Contains(tr.SQL, "INTERVAL '24' HOUR") {
			t.Fatalf("%s: %s", to, tr.SQL)
		}
		eng := enginetest.Open(t, to)
		enginetest.Exec(t, eng, "DROP TABLE IF EXISTS tzo")
		enginetest.Exec(t, eng, table)
		enginetest.Exec(t, eng, rows)
		for _, zone := range []string{"America/New_York", "UTC"} {
			enginetest.Exec(t, eng, "SET TimeZone = '"+zone+"'")
			eq := "SELECT s.id, CAST(EXTRACT(EPOCH FROM s.e) AS BIGINT) AS e, CAST(EXTRACT(EPOCH FROM s.l) AS BIGINT) AS l FROM (" + strings.TrimSuffix(tr.SQL, ";") + ") AS s ORDER BY s.id"
			res, err := eng.Query(enginetest.Ctx(t), eq)
			if err != nil {
				t.Fatalf("%s: %s: %v", to, eq, err)
			}
			if got := engines.FormatRows(res.Rows); got != want[zone] {
				t.Errorf("%s to %s in %s: %s\ngot  %s\nwant %s", c.from, to, zone, tr.SQL, got, want[zone])
			}
		}
		enginetest.Exec(t, eng, "SET TimeZone = 'UTC'")
		enginetest.Exec(t, eng, "DROP TABLE tzo")
	}
}
