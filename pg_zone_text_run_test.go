package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestPgZoneTextRun: lat run --dialect postgres reads a timestamptz text's
// zone as PostgreSQL 15 does (executor/pg_datetime_text.go,
// pg_zone_abbrevs.go): every abbreviation of its default set (read from
// the engine's pg_timezone_abbrevs; those defined by a zone, such as
// MSK, as that zone last used them: in 1990 and 2012 too), a zone name in any case (IANA,
// EST5EDT, Japan), an offset of seconds; dates with a month name (1 Jan
// 2020, Jan-02-2020, 2020-Jan-02); DATE and TIMESTAMP 'epoch'. It
// raises, naming the text, for the infinite values and the clock's
// (today, now), which it does not read. Compared here with PostgreSQL, in
// the zone UTC.
func TestPgZoneTextRun(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	enginetest.Exec(t, pg, "SET TimeZone = 'UTC'")
	abbrevs := enginetest.Query(t, pg, "SELECT abbrev FROM pg_timezone_abbrevs ORDER BY abbrev")
	if len(abbrevs.Rows) != 195 {
		t.Errorf("postgres: %d abbreviations, want the 195 of its default set", len(abbrevs.Rows))
	}
	var texts []string
	for _, r := range abbrevs.Rows {
		a := fmt.Sprint(r[0])
		texts = append(texts, "2020-01-01 10:00 "+a, "2020-07-01 10:00:00.5 "+strings.ToLower(a), "1990-07-01 10:00 "+a, "2012-01-01 10:00 "+a)
	}
	texts = append(texts, "2020-01-01 10:00 europe/paris", "2020-07-01 10:00 AMERICA/NEW_YORK", "2020-01-01 10:00 EST5EDT",
		"2020-07-01 10:00 est5edt", "2020-01-01 10:00 Japan", "2020-01-01 10:00 UCT", "2020-01-01 10:00+05:30:15",
		"2020-01-01 10:00:00.25-05:30:15", "2020-01-01T10:00:00 +00:00:01", "epoch")
	for _, text := range texts {
		q := "SELECT CAST(TIMESTAMPTZ '" + text + "' AS TEXT) AS a"
		want, err := pg.Query(enginetest.Ctx(t), q)
		got, rerr := runStrings(t, q, "postgres")
		if err != nil {
			// not read by PostgreSQL: lat run raises too
			if rerr == nil {
				t.Errorf("%s: postgres raises (%v), lat run gives %q", q, err, got)
			}
			continue
		}
		if rerr != nil {
			t.Errorf("%s: lat run: %v, postgres gives %s", q, rerr, engines.FormatRows(want.Rows))
			continue
		}
		if w := fmt.Sprint(want.Rows[0][0]); w != got[0] {
			t.Errorf("%s: lat run %q, postgres %q", q, got[0], w)
		}
	}
	// dates with a month name (DateStyle aside: a 4-digit year)
	var dates []string
	for _, d := range []string{"1 Jan 2020", "Jan-02-2020", "2020-Jan-02", "02-Jan-2020", "2 January 2020", "2020 Jan 2",
		"02 Jan, 2020", "jan-2-2020", "2020-SEPT-02", "epoch", " EPOCH ", "2020-01-02"} {
		dates = append(dates, "SELECT CAST(DATE '"+d+"' AS TEXT) AS a", "SELECT CAST(CAST('"+d+"' AS TIMESTAMP) AS TEXT) AS a")
	}
	dates = append(dates, "SELECT CAST(TIMESTAMPTZ '1 Jan 2020 10:00 UTC' AS TEXT) AS a", "SELECT CAST(TIMESTAMP '02-Jan-2020 10:00:00.5' AS TEXT) AS a")
	for _, q := range dates {
		want := enginetest.Query(t, pg, q)
		got, err := runStrings(t, q, "postgres")
		if err != nil || fmt.Sprint(want.Rows[0][0]) != got[0] {
			t.Errorf("%s: lat run %q %v, postgres %s", q, got, err, engines.FormatRows(want.Rows))
		}
	}
	for _, d := range []string{"Feb-30-2020", "2 2020 Jan", "2020-02-Jan", "Jan-32-2020"} {
		q := "SELECT CAST(DATE '" + d + "' AS TEXT) AS a"
		if _, err := pg.Query(enginetest.Ctx(t), q); err == nil {
			t.Errorf("postgres reads %s", q)
		}
		if got, err := runStrings(t, q, "postgres"); err == nil {
			t.Errorf("%s: lat run gives %q, postgres raises", q, got)
		}
	}
	for _, text := range []string{"infinity", "-infinity", "today", "Now", "tomorrow", "yesterday"} {
		for _, typ := range []string{"DATE", "TIMESTAMP", "TIMESTAMPTZ"} {
			q := "SELECT CAST(" + typ + " '" + text + "' AS TEXT) AS a"
			enginetest.Query(t, pg, q) // PostgreSQL reads it
			if _, err := runStrings(t, q, "postgres"); err == nil || !strings.Contains(err.Error(), `"`+text+`"`) || !strings.Contains(err.Error(), "1:13") {
				t.Errorf("%s: want lat run's error naming the text and its position, got %v", q, err)
			}
		}
	}
}
