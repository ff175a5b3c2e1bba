package lateral_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

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

// DuckDB's TIMESTAMPTZ plus days toward Trino is date_add('day', n,
// at_timezone(x, current_timezone())), then the time as elapsed time
// (rewrite/tz_day_arith.go duckDaysTrino): both move the wall-clock time
// of the session's zone by calendar days and read a time the autumn
// change repeats with the value's own offset, a skipped one with the
// offset before the change (ICU's Calendar add; Joda-Time's zoned
// fields, which lat run models for Trino). Run on DuckDB 1.5 in three
// zones (New York, Berlin, and Lord Howe, whose change is of half an
// hour), for values every 30 minutes from three hours before to three
// hours after each 2024 change, one or two days away: the instants agree
// with lat run's Trino row for row, the repeated and skipped times
// included.
func TestDuckDaysTrino(t *testing.T) {
	duck := enginetest.DuckDB(t)
	const q = "SELECT e.id, e.tz + INTERVAL 1 DAY AS a, e.tz - INTERVAL '1 day 2 hours' AS b, INTERVAL '2 days' + e.tz AS c, e.tz - INTERVAL 2 DAY + INTERVAL '30 minutes' AS d, " +
		"e.tz + INTERVAL '1 day -90 minutes' AS f, e.tz + INTERVAL '2 days 3 hours' AS g FROM e"
	for _, zone := range []string{"America/New_York", "Europe/Berlin", "Australia/Lord_Howe"} {
		loc, err := time.LoadLocation(zone)
		if err != nil {
			t.Fatal(err)
		}
		var rows, trinoRows []string
		id := 0
		for _, change := range zoneChanges(loc, 2024) {
			for _, days := range []int{-2, -1, 1, 2} {
				for k := -6; k <= 6; k++ {
					id++
					v := change.Add(time.Duration(k)*30*time.Minute).AddDate(0, 0, days).UTC()
					rows = append(rows, fmt.Sprintf("(%d, CAST('%s+00' AS TIMESTAMPTZ))", id, v.Format("2006-01-02 15:04:05")))
					trinoRows = append(trinoRows, fmt.Sprintf("(%d, TIMESTAMP '%s UTC')", id, v.Format("2006-01-02 15:04:05")))
				}
			}
		}
		setup := "CREATE TABLE e (id INTEGER, tz TIMESTAMPTZ);\nINSERT INTO e VALUES " + strings.Join(rows, ", ")
		enginetest.Exec(t, duck, "SET TimeZone = '"+zone+"'")
		enginetest.Exec(t, duck, "DROP TABLE IF EXISTS e")
		for _, st := range strings.Split(setup, ";\n") {
			enginetest.Exec(t, duck, st)
		}
		want := enginetest.Query(t, duck, "SELECT s.id, epoch(s.a), epoch(s.b), epoch(s.c), epoch(s.d), epoch(s.f), epoch(s.g) FROM ("+q+") AS s ORDER BY s.id").Rows
		tr, err := lateral.Translate(q, "duckdb", "trino", lateral.TranslateOptions{Schema: setup, SchemaDialect: "duckdb"})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(tr.SQL, "date_add('day', -1, at_timezone(e.tz - INTERVAL '2' HOUR, current_timezone()))") {
			t.Fatalf("%s", tr.SQL)
		}
		trinoSetup := "CREATE TABLE e (id INTEGER, tz TIMESTAMP(6) WITH TIME ZONE);\nINSERT INTO e VALUES " + strings.Join(trinoRows, ", ")
		secs := func(c string) string {
			return "date_diff('second', TIMESTAMP '1970-01-01 00:00:00 UTC', s." + c + ")"
		}
		got, err := refEngineRows("trino", "SELECT s.id, "+secs("a")+", "+secs("b")+", "+secs("c")+", "+secs("d")+", "+secs("f")+", "+secs("g")+" FROM ("+strings.TrimSuffix(tr.SQL, ";")+") AS s ORDER BY s.id",
			"SET TimeZone = '"+zone+"'", trinoSetup)
		if err != nil {
			t.Fatal(err)
		}
		if ok, diff := engines.EqualRows(want, got, true); !ok {
			t.Errorf("%s: %s\n%s", zone, diff, tr.SQL)
		}
	}
}

// zoneChanges are the instants of loc's offset changes in year y.
func zoneChanges(loc *time.Location, y int) []time.Time {
	var out []time.Time
	t := time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC)
	_, off := t.In(loc).Zone()
	for ; t.Year() == y; t = t.Add(15 * time.Minute) {
		if _, o := t.In(loc).Zone(); o != off {
			out, off = append(out, t), o
		}
	}
	return out
}
