package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A TIMESTAMPTZ plus days across a daylight-saving change
// (rewrite/tz_day_arith.go), run on PostgreSQL 15 and DuckDB 1.5 in
// America/New_York: both add a calendar day (2024-03-09 12:00 EST plus a
// day is 12:00 EDT, 16:00 UTC), kept between them; Trino adds 24 hours
// (17:00 UTC), which the translation from Trino writes as INTERVAL '24'
// HOUR and both engines then give.
func TestTzDayArithEngines(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE e (tz TIMESTAMPTZ)", SchemaDialect: "postgres"}
	eng := map[string]engines.Engine{"postgres": enginetest.Open(t, "postgres"), "duckdb": enginetest.DuckDB(t)}
	for _, e := range eng {
		enginetest.Exec(t, e, "SET TimeZone = 'America/New_York'")
		enginetest.Exec(t, e, "CREATE TABLE e (tz TIMESTAMPTZ)")
		enginetest.Exec(t, e, "INSERT INTO e VALUES (CAST('2024-03-09 12:00:00-05' AS TIMESTAMPTZ)), (NULL)")
	}
	at := func(sql, instant string) string {
		return "SELECT s.a = CAST('" + instant + "' AS TIMESTAMPTZ) AS ok FROM (" + strings.TrimSuffix(sql, ";") + ") AS s"
	}
	want := [][]engines.Value{{true}, {nil}}
	for _, c := range []struct{ from, to, sql, instant string }{
		{"postgres", "duckdb", "SELECT tz + INTERVAL '1 day' AS a FROM e", "2024-03-10 16:00:00+00"},
		{"duckdb", "postgres", "SELECT tz + INTERVAL 1 DAY AS a FROM e", "2024-03-10 16:00:00+00"},
		{"postgres", "duckdb", "SELECT tz + INTERVAL '24 hours' AS a FROM e", "2024-03-10 17:00:00+00"},
		{"trino", "postgres", "SELECT tz + INTERVAL '1' DAY AS a FROM e", "2024-03-10 17:00:00+00"},
		{"trino", "duckdb", "SELECT INTERVAL '1' DAY + INTERVAL '30' MINUTE + tz AS a FROM e", "2024-03-10 17:30:00+00"},
		{"presto", "postgres", "SELECT tz + INTERVAL '1' DAY - INTERVAL '1' HOUR AS a FROM e", "2024-03-10 16:00:00+00"},
	} {
		tr, err := lateral.Translate(c.sql, c.from, c.to, opts)
		if err != nil {
			t.Fatalf("%s to %s: %s: %v", c.from, c.to, c.sql, err)
		}
		if c.from != "trino" && c.from != "presto" {
			enginetest.CheckRows(t, eng[c.from], at(c.sql, c.instant), false, want)
		}
		enginetest.CheckRows(t, eng[c.to], at(tr.SQL, c.instant), false, want)
	}
}
