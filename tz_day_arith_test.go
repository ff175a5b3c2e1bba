package lateral_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/executor"
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
	// toward Trino, date_add of the value in the session's zone
	// (at_timezone(x, current_timezone())): the same instant on the
	// reference executor's Trino model in the same zone
	q := at("SELECT v.tz + INTERVAL '1 day' - INTERVAL '2 hours' AS a FROM (VALUES (CAST('2024-03-09 17:00:00 UTC' AS TIMESTAMPTZ)), (NULL)) AS v(tz)",
		"2024-03-10 14:00:00 UTC")
	enginetest.CheckRows(t, eng["postgres"], q, false, want)
	tr, err := lateral.Translate(q, "postgres", "trino", lateral.TranslateOptions{})
	if err != nil || !strings.Contains(tr.SQL, "date_add('day', 1, at_timezone(v.tz, current_timezone()))") {
		t.Fatalf("postgres to trino: %v %v", tr, err)
	}
	ny := executor.NewDatabase()
	if _, err := lateral.Run(context.Background(), "SET TimeZone = 'America/New_York'", "trino", lateral.RunOptions{Database: ny}); err != nil {
		t.Fatal(err)
	}
	rows, err := lateral.Run(context.Background(), tr.SQL, "trino", lateral.RunOptions{Database: ny})
	if err != nil {
		t.Fatal(err)
	}
	got, err := rows.All()
	rows.Close()
	if err != nil || len(got) != 2 || fmt.Sprint(got[0][0]) != "true" || !got[1][0].IsNull() {
		t.Errorf("trino: %s: got %v %v, want true and NULL", tr.SQL, got, err)
	}
}
