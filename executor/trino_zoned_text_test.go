package executor_test

import (
	"context"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/executor"
)

// TestTrinoZonedValues: Trino's and Presto's TIMESTAMP WITH TIME ZONE
// values keep the zone they are made with (trino_zoned_text.go). Each
// expected value is a documented example or Trino's own test (the lines
// citing them), shown as lat run shows a timestamp's fraction, without
// the zeros Trino writes up to the type's precision.
func TestTrinoZonedValues(t *testing.T) {
	tokyo := []string{"SET TimeZone = 'Asia/Tokyo'"}
	for _, d := range []string{"trino", "presto"} {
		for _, c := range []sqlCase{
			// Trino documentation, data types, TIMESTAMP(P) WITH TIME
			// ZONE, its examples: "Values of this type are rendered using
			// the time zone from the value", whatever the session's
			{name: "the documented literals", setup: tokyo,
				query: "SELECT TIMESTAMP '2001-08-22 03:04:05.321 UTC', TIMESTAMP '2001-08-22 03:04:05.321 -08:30', TIMESTAMP '2001-08-22 03:04:05.321 GMT-08:30', TIMESTAMP '2001-08-22 03:04:05.321 America/New_York'",
				want:  []string{"2001-08-22 03:04:05.321 UTC | 2001-08-22 03:04:05.321 -08:30 | 2001-08-22 03:04:05.321 -08:30 | 2001-08-22 03:04:05.321 America/New_York"}},
			// Trino and Presto documentation, "Time zone conversion":
			// SELECT timestamp '2012-10-31 01:00 UTC' is 2012-10-31
			// 01:00:00.000 UTC
			{name: "the conversion page's literal", setup: tokyo, query: "SELECT timestamp '2012-10-31 01:00 UTC'",
				want: []string{"2012-10-31 01:00:00 UTC"}},
			// the same rule for a TIMESTAMP WITH TIME ZONE literal and a
			// text cast to the type, in the forms the page lists
			{name: "a typed literal and a cast", setup: tokyo,
				query: "SELECT TIMESTAMP WITH TIME ZONE '2001-08-22 03:04:05.321 -08:30', CAST('2001-08-22 03:04:05.321 America/New_York' AS TIMESTAMP WITH TIME ZONE), CAST(s AS TIMESTAMP WITH TIME ZONE) FROM (VALUES '2001-08-22 03:04:05.321 GMT+05:30', NULL) v(s)",
				want:  []string{"2001-08-22 03:04:05.321 -08:30 | 2001-08-22 03:04:05.321 America/New_York | 2001-08-22 03:04:05.321 +05:30", "2001-08-22 03:04:05.321 -08:30 | 2001-08-22 03:04:05.321 America/New_York | NULL"}},
			// stored values keep it: a VALUES column, a CTE's, a table's
			// (the type's values are "rendered using the time zone from
			// the value"); their parts are those of the value as rendered
			// (Trino documentation, "Date and time functions and
			// operators": hour(x) "Returns the hour of the day from x",
			// day(x) "the day of the month"; at UTC the first is
			// 2001-08-21 19:55)
			{name: "a VALUES column", setup: tokyo,
				query: "SELECT x, hour(x), day(x) FROM (VALUES TIMESTAMP '2001-08-22 03:04:05.321 +07:09', TIMESTAMP '2001-08-22 03:04:05.321 America/New_York') v(x)",
				want:  []string{"2001-08-22 03:04:05.321 +07:09 | 3 | 22", "2001-08-22 03:04:05.321 America/New_York | 3 | 22"}},
			{name: "a CTE column", setup: tokyo,
				query: "WITH c AS (SELECT TIMESTAMP '2001-08-22 03:04:05.321 -08:30' AS x) SELECT x, day(x) FROM c",
				want:  []string{"2001-08-22 03:04:05.321 -08:30 | 22"}},
			{name: "a table column", setup: []string{"CREATE TABLE t (x TIMESTAMP WITH TIME ZONE)",
				"INSERT INTO t VALUES (TIMESTAMP '2001-08-22 03:04:05.321 America/New_York'), (TIMESTAMP '2001-08-22 03:04:05.321 -08:30'), (NULL)", "SET TimeZone = 'Asia/Tokyo'"},
				query: "SELECT x, hour(x) FROM t",
				want:  []string{"2001-08-22 03:04:05.321 America/New_York | 3", "2001-08-22 03:04:05.321 -08:30 | 3", "NULL | NULL"}},
			// values of two zones are the instants they are ("Instant in
			// time"): Trino documentation, date_diff('hour', TIMESTAMP
			// '2020-03-01 00:00:00 UTC', TIMESTAMP '2020-03-02 00:00:00
			// UTC') is 24
			{name: "instants", query: "SELECT date_diff('hour', TIMESTAMP '2020-03-01 00:00:00 UTC', TIMESTAMP '2020-03-02 00:00:00 UTC'), " +
				"TIMESTAMP '2001-08-22 03:04:05.321 -08:30' = TIMESTAMP '2001-08-22 11:34:05.321 UTC'",
				want: []string{"24 | true"}},
			// a text without a zone is of the session's, as lat run read
			// it before (Trino's documentation says so of a text read by
			// from_iso8601_timestamp, "the time zone defaults to the
			// session time zone", and of a TIMESTAMP made one by
			// at_timezone, "converted from the session time zone", not of
			// a cast)
			{name: "no zone", setup: tokyo, query: "SELECT CAST('2001-08-22 03:04:05.321' AS TIMESTAMP WITH TIME ZONE)",
				want: []string{"2001-08-22 03:04:05.321 Asia/Tokyo"}},
			// refused: what the page does not define
			{name: "an abbreviation", query: "SELECT TIMESTAMP '2001-08-22 03:04:05 EST'", err: `1:8: the zone "EST" of '2001-08-22 03:04:05 EST' is not answered`},
			{name: "an offset without a colon", query: "SELECT TIMESTAMP '2001-08-22 03:04:05 +0530'", err: `1:8: the zone "+0530" of '2001-08-22 03:04:05 +0530' is not answered by lat run in this dialect: it reads an offset written +hh:mm`},
			{name: "no space before the zone", query: "SELECT TIMESTAMP '2001-08-22 03:04:05-08:30', TIMESTAMP '2001-08-22 03:04:05UTC'", err: "1:8: the zone of '2001-08-22 03:04:05-08:30' is not answered"},
			{name: "no space before a name", query: "SELECT CAST('2001-08-22 03:04:05.321UTC' AS TIMESTAMP WITH TIME ZONE)", err: "the zone of '2001-08-22 03:04:05.321UTC' is not answered"},
			{name: "a T before the time", query: "SELECT CAST('2001-08-22T03:04:05Z' AS TIMESTAMP WITH TIME ZONE)", err: "the zone of '2001-08-22T03:04:05Z' is not answered"},
			{name: "a zero offset", query: "SELECT TIMESTAMP '2001-08-22 03:04:05 +00:00'", err: `1:8: the zone "+00:00" of '2001-08-22 03:04:05 +00:00' is not answered`},
			{name: "a text with a zone cast to TIMESTAMP", query: "SELECT CAST('2001-08-22 03:04:05 UTC' AS TIMESTAMP)", err: "a cast of '2001-08-22 03:04:05 UTC', a text with a zone, to a TIMESTAMP is not answered"},
			{name: "nanoseconds", query: "SELECT TIMESTAMP '2001-08-22 03:04:05.1234567 UTC'", err: "the reference executor keeps microseconds"},
			{name: "a skipped wall-clock time", query: "SELECT TIMESTAMP '2018-03-11 02:30 America/New_York'", err: "the time 2018-03-11 02:30:00 is skipped or repeated"},
			// TRY_CAST "returns null if the cast fails" (Trino
			// documentation, conversion functions): of a date that does
			// not exist; what lat run does not answer raises
			{name: "try_cast", query: "SELECT try_cast('2020-02-30 10:00 UTC' AS TIMESTAMP WITH TIME ZONE), try_cast('2020-01-01 10:00 UTC' AS TIMESTAMP WITH TIME ZONE)",
				want: []string{"NULL | 2020-01-01 10:00:00 UTC"}},
			{name: "try_cast of a zone without the space", query: "SELECT try_cast('2020-01-01 10:00:00America/New_York' AS TIMESTAMP WITH TIME ZONE)", err: "the zone of '2020-01-01 10:00:00America/New_York' is not answered"},
			{name: "try_cast of an abbreviation", query: "SELECT try_cast('2020-01-01 10:00 EST' AS TIMESTAMP WITH TIME ZONE)", err: `the zone "EST" of '2020-01-01 10:00 EST' is not answered`},
			{name: "to_timestamp", query: "SELECT to_timestamp(0)", err: "1:8: to_timestamp is not a function of this dialect"},
		} {
			c.dialect = d
			runShown(t, c)
		}
	}
	apia := []string{"SET TimeZone = 'Pacific/Apia'"}
	for _, c := range []sqlCase{
		// Trino documentation, "Date and time functions and operators":
		// from_unixtime(unixtime) → timestamp(3) with time zone, unixtime
		// "the number of seconds since 1970-01-01 00:00:00 UTC" (in a UTC
		// session, 980172245 is 2001-01-22 14:04:05 UTC);
		// from_unixtime(unixtime, zone) "using zone for the time zone";
		// from_unixtime(unixtime, hours, minutes) "using hours and
		// minutes for the time zone offset"; shown in the value's zone
		// (data types, TIMESTAMP(P) WITH TIME ZONE: '... -08:30')
		{name: "from_unixtime", dialect: "trino",
			query: "SELECT from_unixtime(980172245), from_unixtime(980172245.888), from_unixtime(7200, 'Asia/Tokyo'), from_unixtime(980172245, 1, 10), from_unixtime(980172245, -3, 0), from_unixtime(NULL)",
			want:  []string{"2001-01-22 14:04:05 UTC | 2001-01-22 14:04:05.888 UTC | 1970-01-01 11:00:00 Asia/Tokyo | 2001-01-22 15:14:05 +01:10 | 2001-01-22 11:04:05 -03:00 | NULL"}},
		{name: "from_unixtime of a double and a zone", dialect: "trino", setup: apia,
			query: "SELECT from_unixtime(x, 'America/New_York') FROM (VALUES DOUBLE '980172245.5', NULL) v(x)",
			want:  []string{"2001-01-22 09:04:05.5 America/New_York", "NULL"}},
		// Presto documentation, "Date and Time Functions and Operators":
		// from_unixtime(unixtime) → timestamp, "the UNIX timestamp
		// unixtime as a timestamp", in a UTC session the time at UTC;
		// from_unixtime(unixtime, string) and from_unixtime(unixtime,
		// hours, minutes) → timestamp with time zone, as Trino's
		{name: "Presto's from_unixtime", dialect: "presto",
			query: "SELECT from_unixtime(980172245.888), from_unixtime(980172245, 1, 10), from_unixtime(7200, 'Asia/Tokyo')",
			want:  []string{"2001-01-22 14:04:05.888 | 2001-01-22 15:14:05 +01:10 | 1970-01-01 11:00:00 Asia/Tokyo"}},
		// refused: what neither says
		{name: "from_unixtime in another zone", dialect: "trino", setup: apia, query: "SELECT from_unixtime(0)", err: "1:8: from_unixtime(unixtime) in a session in Pacific/Apia is not answered by lat run in this dialect: Trino's documentation does not say"},
		// Trino's DateTimeFunctions.fromUnixTime: the milliseconds are
		// Math.round(unixTime * 1000) of the DOUBLE, a half toward
		// positive infinity (0.0005 * 1000 is 0.5, -0.0005 * 1000 -0.5 in
		// IEEE doubles); Java's Math.round of NaN is 0
		{name: "a fraction of a millisecond", dialect: "trino",
			query: "SELECT from_unixtime(0.0005), from_unixtime(-0.0005), from_unixtime(1.0014999), from_unixtime(-1710054000.9876), from_unixtime(nan())",
			want:  []string{"1970-01-01 00:00:00.001 UTC | 1970-01-01 00:00:00 UTC | 1970-01-01 00:00:01.001 UTC | 1915-10-24 16:59:59.012 UTC | 1970-01-01 00:00:00 UTC"}},
		{name: "out of range", dialect: "trino", query: "SELECT from_unixtime(1e300)", err: "is out of range"},
		{name: "a zero offset of hours and minutes", dialect: "trino", query: "SELECT from_unixtime(0, 0, 0)", err: "from_unixtime with the offset 0 hours 0 minutes is not answered"},
		{name: "a zone that is no literal", dialect: "trino", query: "SELECT from_unixtime(0, z) FROM (VALUES 'UTC') v(z)", err: "1:25: from_unixtime of a zone that is no string literal"},
		{name: "an abbreviation", dialect: "presto", query: "SELECT from_unixtime(0, 'EST')", err: `1:25: from_unixtime "EST" is not answered`},
		{name: "Presto's from_unixtime in another zone", dialect: "presto", setup: apia, query: "SELECT from_unixtime(0)", err: "1:8: from_unixtime(unixtime) in a session in Pacific/Apia is not answered by lat run in this dialect: Presto's TIMESTAMP"},
		{name: "four arguments", dialect: "presto", query: "SELECT from_unixtime(0, 1, 2, 3)", err: "1:8: from_unixtime with 4 arguments is not answered"},
		{name: "Presto's current_timestamp(p)", dialect: "presto", query: "SELECT current_timestamp(6)", err: "the precision of current_timestamp is not answered"},
		// Trino's localtime: "Returns the current time as of the start of
		// the query", of no documented precision
		{name: "Trino's localtime", dialect: "trino", query: "SELECT 1, localtime", err: "1:11: localtime is not answered by lat run in this dialect"},
		{name: "Trino's localtime()", dialect: "trino", query: "SELECT localtime()", err: "1:8: localtime is not answered by lat run in this dialect"},
	} {
		runShown(t, c)
	}
}

// TestTrinoClockDigits: Trino documentation, "Date and time functions and
// operators": current_timestamp "Returns the current timestamp with time
// zone as of the start of the query, with 3 digits of subsecond
// precision", current_timestamp(p) "with p digits of subsecond precision"
// (shown 2020-06-24 08:25:31.759993 America/Los_Angeles), localtimestamp
// "with 3 digits", localtimestamp(p) "with p digits", now() "an alias for
// current_timestamp". Presto's documentation, "Date and Time Functions and
// Operators": current_timestamp → timestamp with time zone, localtimestamp
// → timestamp, localtime → time, now() its alias; data types: TIME "Time
// of day (hour, minute, second, millisecond)", TIMESTAMP '2001-08-22
// 03:04:05.321', and its new semantics' TIMESTAMP "SECOND OF MINUTE - as
// DECIMAL(5, 3)" ("Legacy And New Timestamp"). current_timestamp is of the
// session's zone, as lat run answered it before, localtimestamp a
// TIMESTAMP.
func TestTrinoClockDigits(t *testing.T) {
	for _, c := range []struct {
		dialect, query string
		units          []int64 // the microseconds each column is a multiple of
	}{
		{"trino", "SELECT current_timestamp, now(), localtimestamp, current_timestamp(1), localtimestamp(0), current_timestamp(6)", []int64{1000, 1000, 1000, 100000, 1000000, 1}},
		{"presto", "SELECT current_timestamp, now(), localtimestamp, localtime", []int64{1000, 1000, 1000, 1000}},
	} {
		db := executor.NewDatabase()
		opts := lateral.RunOptions{Database: db}
		ctx := context.Background()
		if _, err := lateral.Run(ctx, "SET TimeZone = 'Asia/Tokyo'", c.dialect, opts); err != nil {
			t.Fatal(err)
		}
		// run it until a value falls off the unit (a clock of whole
		// milliseconds would show none) or 20 times
		for i := 0; i < 20; i++ {
			r, err := lateral.Run(ctx, c.query, c.dialect, opts)
			if err != nil {
				t.Fatalf("%s: %s: %v", c.dialect, c.query, err)
			}
			rows, err := r.All()
			r.Close()
			if err != nil || len(rows) != 1 {
				t.Fatalf("%s: %s: %v %v", c.dialect, c.query, rows, err)
			}
			for j, v := range rows[0] {
				us, zone, ok := executor.TimestampParts(v)
				if !ok || us%c.units[j] != 0 {
					t.Fatalf("%s: %s: column %d is %v, not of %d microseconds", c.dialect, c.query, j+1, v, c.units[j])
				}
				// current_timestamp and now() are of the session's zone,
				// localtimestamp has none
				local := c.dialect == "trino" && (j == 2 || j == 4) || c.dialect == "presto" && (j == 2 || j == 3)
				if local && zone != "" || !local && zone != "Asia/Tokyo" {
					t.Fatalf("%s: %s: column %d is %v, of the zone %q", c.dialect, c.query, j+1, v, zone)
				}
			}
		}
	}
}
