package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines/enginetest"
)

// atTimeZoneCase is a query lat run answers as the dialect's engine
// (PostgreSQL 15 or DuckDB 1.5, run by runOnEngines): the same
// rows, or an error, containing err from lat run and engineErr from the
// engine.
type atTimeZoneCase struct {
	sqlCase
	engineErr string
}

// pgCase and duckCase are cases answered alike by lat run and by
// PostgreSQL or DuckDB.
func pgCase(name string, setup []string, query string, want ...string) atTimeZoneCase {
	return atTimeZoneCase{sqlCase: sqlCase{name: name, dialect: "postgres", setup: setup, query: query, want: want}}
}

func duckCase(name string, setup []string, query string, want ...string) atTimeZoneCase {
	return atTimeZoneCase{sqlCase: sqlCase{name: name, dialect: "duckdb", setup: setup, query: query, want: want}}
}

// atTimeZoneCases: x AT TIME ZONE z is timezone(z, x) in PostgreSQL and
// DuckDB (pg_at_time_zone.go): a TIMESTAMP read as the wall-clock time in
// z is a TIMESTAMPTZ, a TIMESTAMPTZ gives its wall-clock time in z; a
// DATE is a TIMESTAMPTZ (its midnight in the session's zone) to
// PostgreSQL and a TIMESTAMP to DuckDB. A NULL zone gives NULL, an
// unknown zone raises of a value that is not NULL only.
func atTimeZoneCases() []atTimeZoneCase {
	var cs []atTimeZoneCase
	both := func(name, query string, want ...string) {
		for _, d := range []string{"postgres", "duckdb"} {
			cs = append(cs, atTimeZoneCase{sqlCase: sqlCase{name: name, dialect: d, query: query, want: want}})
		}
	}
	la := []string{"SET TimeZone = 'America/Los_Angeles'"}
	both("a timestamp", "SELECT CAST(TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'Europe/Paris' AS VARCHAR), CAST(TIMESTAMP '2020-07-01 10:00:00.123456' AT TIME ZONE 'Asia/Kolkata' AS VARCHAR), "+
		"CAST(TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'europe/PARIS' AS VARCHAR), CAST(TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'utc' AS VARCHAR)",
		"2020-07-01 08:00:00+00 | 2020-07-01 04:30:00.123456+00 | 2020-07-01 08:00:00+00 | 2020-07-01 10:00:00+00")
	both("a timestamp a daylight-saving change skips or repeats", "SELECT CAST(TIMESTAMP '2018-03-11 02:30' AT TIME ZONE 'America/New_York' AS VARCHAR), "+
		"CAST(TIMESTAMP '2018-11-04 01:30' AT TIME ZONE 'America/New_York' AS VARCHAR)",
		"2018-03-11 07:30:00+00 | 2018-11-04 06:30:00+00")
	both("a timestamp in local mean time and far ahead", "SELECT CAST(TIMESTAMP '1850-01-01 00:00' AT TIME ZONE 'Europe/Paris' AS VARCHAR), "+
		"CAST(TIMESTAMP '2300-07-01 10:00' AT TIME ZONE 'America/New_York' AS VARCHAR)",
		"1849-12-31 23:50:39+00 | 2300-07-01 14:00:00+00")
	both("a timestamp with time zone", "SELECT CAST(TIMESTAMPTZ '2020-07-01 10:00:00+00' AT TIME ZONE 'Asia/Tokyo' AS VARCHAR), "+
		"CAST(TIMESTAMPTZ '2020-01-01 10:00:00+00' AT TIME ZONE 'America/New_York' AS VARCHAR), CAST(TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'Europe/Paris' AT TIME ZONE 'Asia/Tokyo' AS VARCHAR)",
		"2020-07-01 19:00:00 | 2020-01-01 05:00:00 | 2020-07-01 17:00:00")
	both("a column", "SELECT CAST(x AT TIME ZONE 'Europe/Paris' AS VARCHAR), CAST(y AT TIME ZONE 'Europe/Paris' AS VARCHAR) "+
		"FROM (VALUES (TIMESTAMP '2020-07-01 10:00', TIMESTAMPTZ '2020-07-01 10:00:00+00'), (NULL, NULL)) v(x, y)",
		"2020-07-01 08:00:00+00 | 2020-07-01 12:00:00", "NULL | NULL")
	// timezone(z, x) is the clause's function (PostgreSQL 15 documentation,
	// 9.9.4; DuckDB binds the clause to it)
	both("the function form", "SELECT CAST(timezone('Europe/Paris', TIMESTAMP '2020-07-01 10:00') AS VARCHAR), CAST(timezone('Asia/Tokyo', TIMESTAMPTZ '2020-07-01 10:00:00+00') AS VARCHAR), "+
		"CAST(timezone('UTC', timezone('Europe/Paris', TIMESTAMP '2020-07-01 10:00')) AS VARCHAR), CAST(timezone(NULL, TIMESTAMP '2020-07-01 10:00') AS VARCHAR)",
		"2020-07-01 08:00:00+00 | 2020-07-01 19:00:00 | 2020-07-01 08:00:00 | NULL")
	both("a NULL zone", "SELECT CAST(TIMESTAMP '2020-07-01 10:00' AT TIME ZONE NULL AS VARCHAR), CAST(TIMESTAMPTZ '2020-07-01 10:00:00+00' AT TIME ZONE NULL AS VARCHAR)", "NULL | NULL")
	for _, d := range []string{"postgres", "duckdb"} {
		cs = append(cs, atTimeZoneCase{sqlCase: sqlCase{name: "an unknown zone of NULL or of no row", dialect: d, setup: []string{"CREATE TABLE t (x TIMESTAMP)"},
			query: "SELECT CAST(CAST(NULL AS TIMESTAMP) AT TIME ZONE 'Nowhere/City' AS VARCHAR) UNION ALL SELECT CAST(x AT TIME ZONE 'Nowhere/City' AS VARCHAR) FROM t",
			want:  []string{"NULL"}}})
	}
	for _, d := range []string{"postgres", "duckdb"} {
		unknown := map[string]string{"postgres": `time zone "Nowhere/City" not recognized`, "duckdb": "Unknown TimeZone 'Nowhere/City'"}[d]
		spaced := map[string]string{"postgres": `time zone "Europe/Paris " not recognized`, "duckdb": "Unknown TimeZone 'Europe/Paris '"}[d]
		cs = append(cs,
			atTimeZoneCase{sqlCase{name: "an unknown zone", dialect: d, query: "SELECT TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'Nowhere/City'",
				err: `time zone "Nowhere/City" not recognized`}, unknown},
			atTimeZoneCase{sqlCase{name: "a zone with a space after it", dialect: d, query: "SELECT TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'Europe/Paris '",
				err: `time zone "Europe/Paris " not recognized`}, spaced},
			// the session's zone shows the TIMESTAMPTZ
			atTimeZoneCase{sqlCase: sqlCase{name: "a timestamp in another session zone", dialect: d, setup: la,
				query: "SELECT CAST(TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'Europe/Paris' AS VARCHAR), CAST(TIMESTAMPTZ '2020-07-01 10:00:00+00' AT TIME ZONE 'Asia/Tokyo' AS VARCHAR)",
				want:  []string{"2020-07-01 01:00:00-07 | 2020-07-01 19:00:00"}}})
	}
	for _, d := range []string{"postgres", "duckdb"} {
		// a TIMESTAMPTZ column: a text or TIMESTAMP inserted is read in the
		// session's zone, and the values read are shown in the session's
		// zone of the query (executor/statements.go fill, builder.go scanOp)
		cs = append(cs, atTimeZoneCase{sqlCase: sqlCase{name: "a column filled in another session zone", dialect: d,
			setup: []string{"SET TimeZone = 'America/New_York'", "CREATE TABLE tz_fill (tz TIMESTAMPTZ)",
				"INSERT INTO tz_fill VALUES ('2018-03-11 12:30:00'), (TIMESTAMP '2018-03-11 12:30:00'), (TIMESTAMPTZ '2018-03-11 12:30:00+00')",
				"SET TimeZone = 'Asia/Tokyo'"},
			query: "SELECT CAST(tz AS VARCHAR), CAST(tz AT TIME ZONE 'UTC' AS VARCHAR), CAST(CAST(tz AS DATE) AS VARCHAR) FROM tz_fill ORDER BY 1",
			want: []string{"2018-03-11 21:30:00+09 | 2018-03-11 12:30:00 | 2018-03-11", "2018-03-12 01:30:00+09 | 2018-03-11 16:30:00 | 2018-03-12",
				"2018-03-12 01:30:00+09 | 2018-03-11 16:30:00 | 2018-03-12"}}})
	}
	cs = append(cs,
		atTimeZoneCase{sqlCase: sqlCase{name: "a date", dialect: "postgres", query: "SELECT CAST(DATE '2020-07-01' AT TIME ZONE 'Europe/Paris' AS VARCHAR)",
			want: []string{"2020-07-01 02:00:00"}}},
		atTimeZoneCase{sqlCase: sqlCase{name: "a date in another session zone", dialect: "postgres", setup: la, query: "SELECT CAST(DATE '2020-07-01' AT TIME ZONE 'Europe/Paris' AS VARCHAR)",
			want: []string{"2020-07-01 09:00:00"}}},
		atTimeZoneCase{sqlCase: sqlCase{name: "a date", dialect: "duckdb", query: "SELECT CAST(DATE '2020-07-01' AT TIME ZONE 'Europe/Paris' AS VARCHAR)",
			want: []string{"2020-06-30 22:00:00+00"}}},
		atTimeZoneCase{sqlCase: sqlCase{name: "a date in another session zone", dialect: "duckdb", setup: la, query: "SELECT CAST(DATE '2020-07-01' AT TIME ZONE 'Europe/Paris' AS VARCHAR)",
			want: []string{"2020-06-30 15:00:00-07"}}},
		// DuckDB 1.5: a zone name of its zone data that is an
		// abbreviation elsewhere, any case (duck_zone_data.go)
		atTimeZoneCase{sqlCase: sqlCase{name: "a DuckDB zone named as an abbreviation", dialect: "duckdb", query: "SELECT CAST(TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'CET' AS VARCHAR), CAST(timezone('est', TIMESTAMP '2020-07-01 10:00') AS VARCHAR)",
			want: []string{"2020-07-01 08:00:00+00 | 2020-07-01 15:00:00+00"}}},
		atTimeZoneCase{sqlCase{name: "a posix/ name", dialect: "duckdb", query: "SELECT TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'posix/Europe/Paris'",
			err: `time zone "posix/Europe/Paris" not recognized`}, "Unknown TimeZone 'posix/Europe/Paris'"},
	)
	return cs
}

func TestAtTimeZone(t *testing.T) {
	for _, c := range atTimeZoneCases() {
		runSQL(t, c.sqlCase)
	}
}

// TestAtTimeZoneOnEngines checks the cases on PostgreSQL 15 and DuckDB,
// each in a session of its own.
func TestAtTimeZoneOnEngines(t *testing.T) {
	runOnEngines(t, atTimeZoneCases())
}

// runOnEngines runs each case on its dialect's engine, in a UTC session
// before its setup: the rows lat run is to give, or an error containing
// engineErr.
func runOnEngines(t *testing.T, cases []atTimeZoneCase) {
	for _, c := range cases {
		e := enginetest.Open(t, c.dialect)
		for _, s := range append([]string{"SET TimeZone = 'UTC'"}, c.setup...) {
			enginetest.Exec(t, e, s)
		}
		res, err := e.Query(enginetest.Ctx(t), c.query)
		switch {
		case c.engineErr != "":
			if err == nil || !strings.Contains(err.Error(), c.engineErr) {
				t.Errorf("%s (%s): the engine gives %v, the case wants an error containing %q", c.name, c.dialect, err, c.engineErr)
			}
		case err != nil:
			t.Errorf("%s (%s): the engine rejects %s: %v", c.name, c.dialect, c.query, err)
		default:
			if got := duckRowsText(res); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("%s (%s): the engine gives %q, the case wants %q", c.name, c.dialect, got, c.want)
			}
		}
	}
}

// TestAtTimeZoneRefused: what lat run does not read as the dialect's
// engine does is refused, where it was once answered as its operand
// alone (Trino's and Presto's is trino_at_time_zone_test.go's); the SQL
// standard's is not checked on an engine; the other dialects have
// no such clause. Offsets and abbreviations are read by rules of their
// own (PostgreSQL 15 and DuckDB 1.5, run: TIMESTAMP '2020-07-01 10:00' AT
// TIME ZONE 'UTC+2' is 2020-07-01 12:00:00+00 in PostgreSQL, a POSIX
// offset west of Greenwich, and 2020-07-01 08:00:00+00 in DuckDB;
// '+02:00' is 12:00 in PostgreSQL and no zone to DuckDB; 'CET' 09:00 in
// PostgreSQL, an abbreviation of +01, and 08:00 in DuckDB).
func TestAtTimeZoneRefused(t *testing.T) {
	for _, d := range []string{"ansi", "hive", "spark", "doris", "drill", "bigquery", "snowflake"} {
		runSQL(t, sqlCase{name: "AT TIME ZONE in " + d, dialect: d, query: "SELECT TIMESTAMP '2020-07-01 10:00:00' AT TIME ZONE 'Europe/Paris'",
			err: "1:8: AT TIME ZONE is not answered by lat run in this dialect"})
	}
	for _, d := range []string{"postgres", "duckdb"} {
		for _, c := range []sqlCase{
			{name: "an offset", query: "SELECT TIMESTAMP '2020-07-01 10:00' AT TIME ZONE '+02:00'", err: `1:50: AT TIME ZONE "+02:00" is not answered by lat run`},
			{name: "a POSIX zone", query: "SELECT TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'UTC+2'", err: `1:50: AT TIME ZONE "UTC+2" is not answered by lat run`},

			{name: "a zone per row", query: "SELECT TIMESTAMP '2020-07-01 10:00' AT TIME ZONE z FROM (VALUES ('Europe/Paris')) v(z)", err: "1:50: AT TIME ZONE of a zone that is no string literal"},
			{name: "a time", query: "SELECT TIME '10:00' AT TIME ZONE 'Europe/Paris'", err: "1:8: AT TIME ZONE of a time is not answered by lat run"},
		} {
			c.dialect = d
			runSQL(t, c)
		}
	}
	// PostgreSQL reads an abbreviation as a fixed offset; DuckDB's zone
	// data has zones of those names (atTimeZoneCases).
	runSQL(t, sqlCase{name: "an abbreviation", dialect: "postgres", query: "SELECT TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'CET'", err: `1:50: AT TIME ZONE "CET" is not answered by lat run`})
	runSQL(t, sqlCase{name: "an abbreviation in the function form", dialect: "postgres", query: "SELECT timezone('CET', TIMESTAMP '2020-07-01 10:00')", err: `1:17: AT TIME ZONE "CET" is not answered by lat run`})
}
