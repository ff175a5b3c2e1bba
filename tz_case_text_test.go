package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A CASE of a TIMESTAMP and a TIMESTAMPTZ is a TIMESTAMPTZ in PostgreSQL
// (the preferred type of its date/time category) and DuckDB, and its text
// is written as PostgreSQL writes a TIMESTAMPTZ's (rewrite/types.go
// branchType): run on PostgreSQL 15 and DuckDB 1.5 in a zone of summer
// time (the zone data of the two differ before 1970: not checked here).
func TestTimestampTZCaseText(t *testing.T) {
	pg, duck := enginetest.Open(t, "postgres"), enginetest.DuckDB(t)
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "SET TimeZone = 'Europe/Amsterdam'")
		enginetest.Exec(t, e, "CREATE TABLE tzc (id INT, ts TIMESTAMP, tz TIMESTAMPTZ)")
		enginetest.Exec(t, e, "INSERT INTO tzc VALUES (1, TIMESTAMP '2024-01-01 10:00:00', NULL), (2, NULL, CAST('2024-06-01 10:00:00+00' AS TIMESTAMPTZ)), (3, NULL, NULL)")
	}
	const q = "SELECT id, CAST(CASE WHEN ts IS NULL THEN tz ELSE ts END AS TEXT) AS a FROM tzc ORDER BY id"
	want := enginetest.Query(t, pg, q)
	tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: "CREATE TABLE tzc (id INT, ts TIMESTAMP, tz TIMESTAMPTZ)"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(tr.SQL, "typeof(") {
		t.Errorf("the CASE is tested for its type when the query runs, as a value of unknown type: %s", tr.SQL)
	}
	if ok, diff := engines.EqualRows(want.Rows, enginetest.Query(t, duck, tr.SQL).Rows, true); !ok {
		t.Errorf("%s\n%s", diff, tr.SQL)
	}
}
