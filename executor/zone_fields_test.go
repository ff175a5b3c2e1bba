package executor_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/executor"
)

// zoneFieldCases: the fields and date_trunc of a TIMESTAMPTZ are its wall
// clock's in the session's zone (datePart, zoneTrunc), and the year of a
// date or a timestamp before year 1 is counted as each engine counts it
// (era_year.go; PostgreSQL reads no year 0, pgYearZero), as lat run answers them and as PostgreSQL 15 or DuckDB
// 1.5 does (TestZoneFieldsOnEngines).
func zoneFieldCases() []atTimeZoneCase {
	ny := []string{"SET TimeZone = 'America/New_York'"}
	// 05:30 and 06:30 UTC on 2024-11-03 are both 01:30 in New York (EDT, then EST)
	fields := "SELECT CAST(extract(hour FROM x) AS TEXT), CAST(extract(day FROM x) AS TEXT), CAST(extract(epoch FROM x) AS BIGINT), " +
		"CAST(date_trunc('day', x) AS TEXT), CAST(date_trunc('month', x) AS TEXT), CAST(date_trunc('hour', x) AS TEXT), CAST(date_trunc('minute', x) AS TEXT) " +
		"FROM (VALUES (CAST('2024-03-01 03:00:00+00' AS TIMESTAMPTZ)), (CAST('2024-11-03 05:30:20+00' AS TIMESTAMPTZ)), (CAST('2024-11-03 06:30:20+00' AS TIMESTAMPTZ))) v(x)"
	mixed := "SELECT CAST(x = DATE '2024-03-10' AS VARCHAR), CAST(y = TIMESTAMP '2024-03-10 03:30:00' AS VARCHAR), CAST(y IN (TIMESTAMP '2024-03-10 03:30:00') AS VARCHAR), " +
		"CAST(y BETWEEN TIMESTAMP '2024-03-10 03:30:00' AND DATE '2024-03-11' AS VARCHAR), CAST(y - TIMESTAMP '2024-03-10 00:00:00' AS VARCHAR), " +
		"CAST(TIMESTAMP '2024-03-10 04:00:00' - y AS VARCHAR), CAST(TIMESTAMP '2024-03-10 03:30:00' < y AS VARCHAR) " +
		"FROM (SELECT CAST('2024-03-10 05:00:00+00' AS TIMESTAMPTZ) AS x, CAST('2024-03-10 07:30:00+00' AS TIMESTAMPTZ) AS y) v"
	return []atTimeZoneCase{
		pgCase("fields in the session's zone", ny, fields,
			"22 | 29 | 1709262000 | 2024-02-29 00:00:00-05 | 2024-02-01 00:00:00-05 | 2024-02-29 22:00:00-05 | 2024-02-29 22:00:00-05",
			"1 | 3 | 1730611820 | 2024-11-03 00:00:00-04 | 2024-11-01 00:00:00-04 | 2024-11-03 01:00:00-04 | 2024-11-03 01:30:00-04",
			"1 | 3 | 1730615420 | 2024-11-03 00:00:00-04 | 2024-11-01 00:00:00-04 | 2024-11-03 01:00:00-05 | 2024-11-03 01:30:00-05"),
		duckCase("fields in the session's zone", ny, fields,
			"22 | 29 | 1709262000 | 2024-02-29 00:00:00-05 | 2024-02-01 00:00:00-05 | 2024-02-29 22:00:00-05 | 2024-02-29 22:00:00-05",
			"1 | 3 | 1730611820 | 2024-11-03 00:00:00-04 | 2024-11-01 00:00:00-04 | 2024-11-03 01:00:00-05 | 2024-11-03 01:30:00-04",
			"1 | 3 | 1730615420 | 2024-11-03 00:00:00-04 | 2024-11-01 00:00:00-04 | 2024-11-03 01:00:00-05 | 2024-11-03 01:30:00-05"),
		pgCase("fields of a column in the session's zone", append(ny, "CREATE TABLE t (x TIMESTAMPTZ)", "INSERT INTO t VALUES ('2024-03-10 02:30:00')"),
			"SELECT CAST(extract(hour FROM x) AS TEXT), CAST(date_trunc('day', x) AS TEXT) FROM t", "3 | 2024-03-10 00:00:00-05"),
		pgCase("a TIMESTAMP or a DATE beside a TIMESTAMPTZ read in the session's zone", ny, mixed, "true | true | true | true | 02:30:00 | 00:30:00 | false"),
		duckCase("a TIMESTAMP or a DATE beside a TIMESTAMPTZ read in the session's zone", ny, mixed, "true | true | true | true | 02:30:00 | 00:30:00 | false"),
		duckCase("a TIMESTAMPTZ's text within a list, a struct, string_agg and to_json: no offset seconds", ny,
			"SELECT CAST([x] AS VARCHAR), CAST({'a': x} AS VARCHAR), string_agg(x, ','), CAST(to_json({'a': x, 'b': [x]}) AS VARCHAR) FROM (SELECT CAST('1850-06-01 12:00:00+00' AS TIMESTAMPTZ) AS x) v GROUP BY x",
			`['1850-06-01 07:03:58-04:56'] | {'a': '1850-06-01 07:03:58-04:56'} | 1850-06-01 07:03:58-04:56 | {"a":"1850-06-01 07:03:58-04:56","b":["1850-06-01 07:03:58-04:56"]}`),
		pgCase("years before 1: no year 0", nil, "SELECT CAST(extract(year FROM DATE '0044-03-15 BC') AS TEXT), CAST(date_part('year', TIMESTAMP '0001-03-15 10:00 BC') AS TEXT), "+
			"CAST(extract(year FROM TIMESTAMPTZ '0001-03-15 10:00+00 BC') AS TEXT), CAST(extract(year FROM DATE '0001-01-01') AS TEXT)",
			"-44 | -1 | -1 | 1"),
		duckCase("years before 1: year 0, of a TIMESTAMPTZ the era's", nil, "SELECT CAST(extract(year FROM DATE '0044-03-15 (BC)') AS VARCHAR), CAST(year(TIMESTAMP '0001-03-15 (BC) 10:00') AS VARCHAR), "+
			"CAST(extract(year FROM TIMESTAMPTZ '0001-03-15 (BC) 10:00') AS VARCHAR), CAST(year(TIMESTAMPTZ '0044-03-15 (BC) 10:00') AS VARCHAR), CAST(date_part('year', TIMESTAMPTZ '0044-03-15 (BC) 10:00') AS VARCHAR)",
			"-43 | 0 | 1 | 44 | 44"),
		{sqlCase: sqlCase{name: "year 0 raises", dialect: "postgres", query: "SELECT CAST(x AS DATE) FROM (VALUES ('0000-02-03')) v(x)", err: `date/time field value out of range: "0000-02-03"`},
			engineErr: "date/time field value out of range"},
		{sqlCase: sqlCase{name: "year 0 BC raises", dialect: "postgres", query: "SELECT CAST('0000-01-01 10:00 BC' AS TIMESTAMP)", err: "date/time field value out of range"},
			engineErr: "date/time field value out of range"},
	}
}

func TestZoneFields(t *testing.T) {
	for _, c := range zoneFieldCases() {
		runSQL(t, c.sqlCase)
	}
}

// TestZoneFieldsOnEngines checks the cases on PostgreSQL 15 and DuckDB 1.5.
func TestZoneFieldsOnEngines(t *testing.T) {
	runOnEngines(t, zoneFieldCases())
}

// TestClockInSessionZone: current_date, localtimestamp, localtime and now()
// read the clock in the session's zone, now() and current_timestamp a
// TIMESTAMPTZ (their text has the offset, AT TIME ZONE gives a TIMESTAMP), as lat run answers them and as
// PostgreSQL 15 and DuckDB 1.5 do at the same moment. At any instant the
// date in Pacific/Kiritimati (UTC+14) or in Pacific/Pago_Pago (UTC-11)
// differs from UTC's, and both hours do. A case is run again once when the
// clock turned an hour between lat run and the engine.
func TestClockInSessionZone(t *testing.T) {
	for _, zone := range []string{"Pacific/Kiritimati", "Pacific/Pago_Pago"} {
		for _, dialect := range []string{"postgres", "duckdb"} {
			query := "SELECT CAST(current_date AS VARCHAR), CAST(CAST(localtimestamp AS DATE) AS VARCHAR), CAST(extract(hour FROM localtimestamp) AS VARCHAR), " +
				"CAST(extract(hour FROM now()) AS VARCHAR), CAST(CAST(now() AS DATE) AS VARCHAR), CAST(date_trunc('hour', now()) AS VARCHAR), " +
				"CAST(extract(hour FROM now() AT TIME ZONE 'UTC') AS VARCHAR), CAST(date_trunc('hour', current_timestamp AT TIME ZONE 'UTC') AS VARCHAR)"
			if dialect == "postgres" {
				query += ", CAST(extract(hour FROM localtime) AS VARCHAR)"
			}
			setup := "SET TimeZone = '" + zone + "'"
			e := enginetest.Open(t, dialect)
			enginetest.Exec(t, e, setup)
			var got, want string
			for try := 0; try < 2; try++ {
				c := sqlCase{name: zone, dialect: dialect, setup: []string{setup}, query: query}
				got = strings.Join(runRows(t, c), "\n")
				want = strings.Join(duckRowsText(enginetest.Query(t, e, query)), "\n")
				if got == want {
					break
				}
			}
			if got != want {
				t.Errorf("%s (%s): lat run gives %q, the engine %q", zone, dialect, got, want)
			}
		}
	}
}

// runRows is c's rows as lat run gives them, "v1 | v2".
func runRows(t *testing.T, c sqlCase) []string {
	t.Helper()
	opts := lateral.RunOptions{Database: executor.NewDatabase()}
	var rows [][]executor.Value
	for _, s := range append(c.setup, c.query) {
		r, err := lateral.Run(context.Background(), s, c.dialect, opts)
		if err == nil {
			rows, err = r.All()
			r.Close()
		}
		if err != nil {
			t.Fatalf("%s: %s: %v", c.name, s, err)
		}
	}
	var out []string
	for _, row := range rows {
		parts := make([]string, len(row))
		for i, v := range row {
			parts[i] = v.String()
		}
		out = append(out, strings.Join(parts, " | "))
	}
	return out
}
