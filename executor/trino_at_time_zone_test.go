package executor_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/executor"
)

// runShown is runSQL with the rows as lat run shows them in the case's
// dialect (engines.DisplayReferenceRowsIn).
func runShown(t *testing.T, c sqlCase) {
	t.Helper()
	opts := lateral.RunOptions{Database: executor.NewDatabase()}
	ctx := context.Background()
	var rows [][]executor.Value
	var err error
	for i, s := range append(append([]string(nil), c.setup...), c.query) {
		var r *lateral.Rows
		if r, err = lateral.Run(ctx, s, c.dialect, opts); err == nil {
			rows, err = r.All()
			r.Close()
		}
		if err != nil && i < len(c.setup) {
			t.Fatalf("%s (%s): setup %q: %v", c.name, c.dialect, s, err)
		}
	}
	if c.err != "" || err != nil {
		if c.err == "" || err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s (%s): want an error containing %q, got %v", c.name, c.dialect, c.err, err)
		}
		return
	}
	var got []string
	for _, row := range engines.DisplayReferenceRowsIn(rows, c.dialect) {
		parts := make([]string, len(row))
		for i, v := range row {
			parts[i] = "NULL"
			if v != nil {
				parts[i] = fmt.Sprint(v)
			}
		}
		got = append(got, strings.Join(parts, " | "))
	}
	if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
		t.Errorf("%s (%s):\n got %q\nwant %q", c.name, c.dialect, got, c.want)
	}
}

// TestTrinoAtTimeZone: Trino's and Presto's x AT TIME ZONE z
// (trino_at_time_zone.go). Each expected value is a documented example
// (the lines citing them), shown as lat run shows a timestamp's
// fraction, without the zeros Trino writes up to the type's precision
// ("2012-10-30 18:00:00.000 America/Los_Angeles" is shown
// "2012-10-30 18:00:00 America/Los_Angeles").
func TestTrinoAtTimeZone(t *testing.T) {
	ny := []string{"SET TimeZone = 'America/New_York'"}
	for _, d := range []string{"trino", "presto"} {
		for _, c := range []sqlCase{
			// Trino and Presto documentation, "Time zone conversion":
			// TIMESTAMP '2012-10-31 01:00 UTC' AT TIME ZONE
			// 'America/Los_Angeles' is 2012-10-30 18:00:00.000
			// America/Los_Angeles; the literal's zone is its own, whatever
			// the session's
			{name: "the documented example", query: "SELECT TIMESTAMP '2012-10-31 01:00:00.000 UTC' AT TIME ZONE 'America/Los_Angeles'",
				want: []string{"2012-10-30 18:00:00 America/Los_Angeles"}},
			{name: "the documented example in another session zone", setup: ny, query: "SELECT TIMESTAMP '2012-10-31 01:00 UTC' AT TIME ZONE 'America/Los_Angeles'",
				want: []string{"2012-10-30 18:00:00 America/Los_Angeles"}},
			// Trino documentation, at_timezone: in a session in
			// America/New_York at_timezone(TIMESTAMP '2022-11-01
			// 09:08:07.321', 'America/Los_Angeles') is 2022-11-01
			// 06:08:07.321 America/Los_Angeles: the TIMESTAMP is read in
			// the session's zone; AT TIME ZONE is at_timezone
			{name: "a timestamp read in the session's zone", setup: ny, query: "SELECT TIMESTAMP '2022-11-01 09:08:07.321' AT TIME ZONE 'America/Los_Angeles'",
				want: []string{"2022-11-01 06:08:07.321 America/Los_Angeles"}},
			// Trino documentation, data types, TIMESTAMP(P) WITH TIME ZONE:
			// 2001-08-22 03:04:05.321 -08:30 (of GMT-08:30 too) is the
			// instant 2001-08-22 11:34:05.321 UTC; UTC's aliases GMT, Z
			// and UT are UTC
			{name: "offsets and UTC's names", query: "SELECT TIMESTAMP '2001-08-22 11:34:05.321 UTC' AT TIME ZONE 'GMT-08:30', TIMESTAMP '2001-08-22 11:34:05.321 UTC' AT TIME ZONE '-08:30', " +
				"TIMESTAMP '2001-08-22 03:04:05.321 -08:30' AT TIME ZONE 'Z', TIMESTAMP '2001-08-22 03:04:05.321 -08:30' AT TIME ZONE 'UT', TIMESTAMP '2001-08-22 03:04:05.321 -08:30' AT TIME ZONE 'gmt'",
				want: []string{"2001-08-22 03:04:05.321 -08:30 | 2001-08-22 03:04:05.321 -08:30 | 2001-08-22 11:34:05.321 UTC | 2001-08-22 11:34:05.321 UTC | 2001-08-22 11:34:05.321 UTC"}},
			// Amazon Athena documentation (a Trino engine), "Use supported
			// time zones": at_timezone(timestamp '2021-08-22 00:00 UTC',
			// 'Canada/Newfoundland') is 2021-08-21 21:30:00.000
			// Canada/Newfoundland; a timestamp with time zone keeps its
			// instant
			{name: "a timestamp with time zone", query: "SELECT (TIMESTAMP '2021-08-22 00:00 UTC' AT TIME ZONE 'UTC') AT TIME ZONE 'Canada/Newfoundland'",
				want: []string{"2021-08-21 21:30:00 Canada/Newfoundland"}},
			// the value's zone is the one its parts are of (data types:
			// "rendered using the time zone from the value"): 18:00 of
			// the documented example; values compare as the instants they
			// are ("Instant in time that includes the date and time of day")
			{name: "the parts of the result", query: "SELECT hour(x), day(x), CAST(x AS TIMESTAMP), x > TIMESTAMP '2012-10-31 00:59:59 UTC' AT TIME ZONE 'UTC' " +
				"FROM (SELECT TIMESTAMP '2012-10-31 01:00 UTC' AT TIME ZONE 'America/Los_Angeles' AS x) s",
				want: []string{"18 | 30 | 2012-10-30 18:00:00 | true"}},
			// a NULL argument gives NULL (Trino developer documentation,
			// functions: without @SqlNullable "the framework assumes that
			// all functions return NULL if any of their arguments are NULL")
			{name: "a column with NULL", setup: ny, query: "SELECT x AT TIME ZONE 'Asia/Tokyo' FROM (VALUES TIMESTAMP '2020-01-01 00:00:00', NULL) v(x)",
				want: []string{"2020-01-01 14:00:00 Asia/Tokyo", "NULL"}},
			// refused: what the documentation does not define
			{name: "an abbreviation", query: "SELECT TIMESTAMP '2012-10-31 01:00' AT TIME ZONE 'PST'", err: `1:50: AT TIME ZONE "PST" is not answered by lat run in this dialect`},
			{name: "another letter case", query: "SELECT TIMESTAMP '2012-10-31 01:00' AT TIME ZONE 'america/los_angeles'", err: `1:50: AT TIME ZONE "america/los_angeles" is not answered by lat run in this dialect`},
			{name: "an Etc/ name", query: "SELECT TIMESTAMP '2012-10-31 01:00' AT TIME ZONE 'Etc/GMT+5'", err: `1:50: AT TIME ZONE "Etc/GMT+5" is not answered by lat run in this dialect`},
			{name: "a zero offset", query: "SELECT TIMESTAMP '2012-10-31 01:00' AT TIME ZONE '+00:00'", err: `1:50: AT TIME ZONE "+00:00" is not answered by lat run`},
			{name: "a zone per row", query: "SELECT TIMESTAMP '2012-10-31 01:00' AT TIME ZONE z FROM (VALUES 'UTC') v(z)", err: "1:50: AT TIME ZONE of a zone that is no string literal"},
			{name: "an interval", query: "SELECT TIMESTAMP '2012-10-31 01:00' AT TIME ZONE INTERVAL '8' HOUR", err: "1:50: AT TIME ZONE of a zone that is no string literal"},
			{name: "a date", query: "SELECT DATE '2012-10-31' AT TIME ZONE 'UTC'", err: "1:8: AT TIME ZONE of a date is not answered by lat run"},
			{name: "a literal with an abbreviation", query: "SELECT TIMESTAMP '2012-10-31 01:00 PST' AT TIME ZONE 'UTC'", err: `1:8: the zone "PST" of '2012-10-31 01:00 PST' is not answered`},
			// raised: a wall-clock time a daylight-saving change repeats
			// or skips, which the documentation does not say how it reads
			{name: "a repeated wall-clock time", setup: ny, query: "SELECT TIMESTAMP '2018-11-04 01:30' AT TIME ZONE 'UTC'", err: "the time 2018-11-04 01:30:00 is skipped or repeated"},
			{name: "a skipped wall-clock time", setup: ny, query: "SELECT x AT TIME ZONE 'UTC' FROM (VALUES TIMESTAMP '2018-03-11 02:30') v(x)", err: "the time 2018-03-11 02:30:00 is skipped or repeated"},
			{name: "an unknown zone", query: "SELECT TIMESTAMP '2012-10-31 01:00' AT TIME ZONE 'Nowhere/City'", err: `1:50: AT TIME ZONE "Nowhere/City": unknown time zone`},
			{name: "its text", query: "SELECT CAST(TIMESTAMP '2012-10-31 01:00 UTC' AT TIME ZONE 'America/Los_Angeles' AS VARCHAR)",
				err: "1:8: a cast of a timestamp with time zone to varchar is not answered by lat run in this dialect"},
		} {
			c.dialect = d
			runShown(t, c)
		}
	}
	// Trino documentation, at_timezone and with_timezone, in a session
	// in America/New_York; Presto's documentation has neither
	for _, c := range []sqlCase{
		{name: "at_timezone and with_timezone", dialect: "trino", setup: ny,
			query: "SELECT at_timezone(TIMESTAMP '2022-11-01 09:08:07.321', 'America/Los_Angeles'), with_timezone(TIMESTAMP '2022-11-01 09:08:07.321', 'America/Los_Angeles')",
			want:  []string{"2022-11-01 06:08:07.321 America/Los_Angeles | 2022-11-01 09:08:07.321 America/Los_Angeles"}},
		{name: "with_timezone of a timestamp with time zone", dialect: "trino",
			query: "SELECT with_timezone(TIMESTAMP '2022-11-01 09:08:07.321 UTC', 'America/Los_Angeles')", err: "1:8: with_timezone of a timestamptz is not answered by lat run: it takes a timestamp"},
		{name: "at_timezone in Presto", dialect: "presto", query: "SELECT at_timezone(TIMESTAMP '2022-11-01 09:08:07.321', 'UTC')", err: "unknown function at_timezone"},
	} {
		runShown(t, c)
	}
}

// TestTimestampTZParts: the date parts of a TIMESTAMPTZ are of its
// wall-clock time in the session's zone in PostgreSQL and DuckDB, run on
// both engines (the same rule gives Trino's parts in the value's zone).
func TestTimestampTZParts(t *testing.T) {
	var cs []atTimeZoneCase
	for _, d := range []string{"postgres", "duckdb"} {
		cs = append(cs, atTimeZoneCase{sqlCase: sqlCase{name: "date parts in another session zone", dialect: d, setup: []string{"SET TimeZone = 'America/New_York'"},
			query: "SELECT CAST(extract(hour from x) AS INTEGER), CAST(extract(day from x) AS INTEGER), CAST(date_part('minute', x) AS INTEGER) FROM (SELECT TIMESTAMPTZ '2020-01-01 03:30:00+00' AS x) s",
			want:  []string{"22 | 31 | 30"}}})
	}
	for _, c := range cs {
		runSQL(t, c.sqlCase)
	}
	runOnEngines(t, cs)
}
