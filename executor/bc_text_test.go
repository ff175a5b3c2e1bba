package executor_test

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

// bcTextCases: a date or a timestamp before year 1 written as text and read
// from a text (bc_text.go), each as lat run answers it and as PostgreSQL 15
// or DuckDB 1.5 does (TestBCTextOnEngines): the same text, or an error
// (engineErr from the engine).
func bcTextCases() []atTimeZoneCase {
	pgVals := "CAST('0052-12-31 16:07:02.5 BC' AS TIMESTAMP) AS ts, CAST('0052-12-31 BC' AS DATE) AS d, CAST('0052-12-31 16:07:02.25+03 BC' AS TIMESTAMPTZ) AS tz"
	duckVals := "CAST('0052-12-31 (BC) 16:07:02.5' AS TIMESTAMP) AS ts, CAST('0052-12-31 (BC)' AS DATE) AS d, CAST('0052-12-31 (BC) 16:07:02.25+03' AS TIMESTAMPTZ) AS tz"
	la := []string{"SET TimeZone = 'America/Los_Angeles'"}
	return []atTimeZoneCase{
		// written: PostgreSQL puts BC at the end, after the zone
		pgCase("written", nil, "SELECT CAST(ts AS TEXT), CAST(d AS TEXT), CAST(tz AS TEXT), CAST(ts AS VARCHAR(40)) FROM (SELECT "+pgVals+") v",
			"0052-12-31 16:07:02.5 BC | 0052-12-31 BC | 0052-12-31 13:07:02.25+00 BC | 0052-12-31 16:07:02.5 BC"),
		pgCase("written in local mean time", la, "SELECT CAST(tz AS TEXT), tz || '', concat(ts, '/', d) FROM (SELECT "+pgVals+") v",
			"0052-12-31 05:14:04.25-07:52:58 BC | 0052-12-31 05:14:04.25-07:52:58 BC | 0052-12-31 16:07:02.5 BC/0052-12-31 BC"),
		pgCase("written within an array and JSON", nil, "SELECT CAST(ARRAY[ts] AS TEXT), CAST(ARRAY[d] AS TEXT), CAST(to_json(ts) AS TEXT) FROM (SELECT "+pgVals+") v",
			`{"0052-12-31 16:07:02.5 BC"} | {"0052-12-31 BC"} | "0052-12-31T16:07:02.5 BC"`),
		pgCase("1 BC's leap day and year 1", nil, "SELECT CAST(DATE '0001-02-29 BC' AS TEXT), CAST(DATE '0001-01-01' - 1 AS TEXT), CAST(DATE '0001-01-01' AS TEXT)",
			"0001-02-29 BC | 0001-12-31 BC | 0001-01-01"),
		// read: BC or (BC), in any case, at the end or (BC) after the date
		pgCase("read", nil, "SELECT CAST(CAST('2020-01-02 bc' AS DATE) AS TEXT), CAST(CAST('0052-12-31 (BC)' AS DATE) AS TEXT), "+
			"CAST(CAST('0052-12-31 (BC) 16:07:02' AS TIMESTAMP) AS TEXT), CAST(CAST('0052-12-31 16:07:02 (bc)' AS TIMESTAMP) AS TEXT), CAST(CAST('2020-01-02 BC' AS TIMESTAMP) AS TEXT)",
			"2020-01-02 BC | 0052-12-31 BC | 0052-12-31 16:07:02 BC | 0052-12-31 16:07:02 BC | 2020-01-02 00:00:00 BC"),
		// written: DuckDB puts (BC) after the date, its offset's seconds dropped
		duckCase("written", nil, "SELECT CAST(ts AS VARCHAR), CAST(d AS VARCHAR), CAST(tz AS VARCHAR), CAST([ts] AS VARCHAR), ts || '' FROM (SELECT "+duckVals+") v",
			"0052-12-31 (BC) 16:07:02.5 | 0052-12-31 (BC) | 0052-12-31 (BC) 13:07:02.25+00 | ['0052-12-31 (BC) 16:07:02.5'] | 0052-12-31 (BC) 16:07:02.5"),
		duckCase("written in local mean time", la, "SELECT CAST(tz AS VARCHAR) FROM (SELECT "+duckVals+") v", "0052-12-31 (BC) 05:14:04.25-07:52"),
		duckCase("1 BC's leap day", nil, "SELECT CAST(DATE '0001-02-29 (BC)' AS VARCHAR)", "0001-02-29 (BC)"),
		// read: (BC) after the date in any case; a date's text ends at the date
		duckCase("read", nil, "SELECT CAST(CAST('2020-01-02 BC' AS DATE) AS VARCHAR), CAST(CAST('2020-01-02 bc' AS DATE) AS VARCHAR), CAST(CAST('0052-12-31 (bc)' AS DATE) AS VARCHAR)",
			"2020-01-02 | 2020-01-02 | 0052-12-31 (BC)"),
		// read: a negative year counted astronomically (-1 is 2 BC), in a
		// literal as in a cast, and a literal's era as a cast's
		duckCase("negative years", nil, "SELECT CAST(DATE '-0001-01-01' AS VARCHAR), CAST(CAST('-0001-01-01 10:00:00' AS TIMESTAMP) AS VARCHAR), CAST(CAST(' -44-03-15' AS DATE) AS VARCHAR), CAST(DATE '0000-06-01' AS VARCHAR), CAST(DATE '2020-01-02 BC' AS VARCHAR)",
			"0002-01-01 (BC) | 0002-01-01 (BC) 10:00:00 | 0045-03-15 (BC) | 0001-06-01 (BC) | 2020-01-02"),
		{sqlCase: sqlCase{name: "BC after a timestamp's date", dialect: "duckdb", query: "SELECT CAST('2020-01-02 BC' AS TIMESTAMP)", err: "invalid timestamp text '2020-01-02 BC' in DuckDB"},
			engineErr: "invalid timestamp field format"},
		{sqlCase: sqlCase{name: "(BC) after a timestamp's time", dialect: "duckdb", query: "SELECT CAST('0052-12-31 16:07:02.5 (BC)' AS TIMESTAMP)", err: "in DuckDB: it reads an era only as (BC)"},
			engineErr: "invalid timestamp field format"},
	}
}

func TestBCText(t *testing.T) {
	for _, c := range bcTextCases() {
		runSQL(t, c.sqlCase)
	}
}

// TestBCTextOnEngines checks the cases on PostgreSQL 15 and DuckDB 1.5.
func TestBCTextOnEngines(t *testing.T) {
	runOnEngines(t, bcTextCases())
}

// TestBCDisplay: lat run shows a date or a timestamp before year 1 in the
// postgres dialect as PostgreSQL writes it (its text, run here), in the
// others in the executor's own form, DuckDB's (its VARCHAR, run here).
func TestBCDisplay(t *testing.T) {
	for dialect, vals := range map[string]string{
		"postgres": "CAST('0052-12-31 16:07:02.5 BC' AS TIMESTAMP) AS ts, CAST('0052-12-31 BC' AS DATE) AS d, CAST('0052-12-31 16:07:02.25+03 BC' AS TIMESTAMPTZ) AS tz",
		"duckdb":   "CAST('0052-12-31 (BC) 16:07:02.5' AS TIMESTAMP) AS ts, CAST('0052-12-31 (BC)' AS DATE) AS d, CAST('0052-12-31 (BC) 16:07:02.25+03' AS TIMESTAMPTZ) AS tz",
	} {
		r, err := lateral.Run(context.Background(), "SELECT "+vals, dialect, lateral.RunOptions{Database: executor.NewDatabase()})
		if err != nil {
			t.Fatal(err)
		}
		rows, err := r.All()
		r.Close()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, v := range engines.DisplayReferenceRowsIn(rows, dialect)[0] {
			got = append(got, fmt.Sprint(v))
		}
		e := enginetest.Open(t, dialect)
		enginetest.Exec(t, e, "SET TimeZone = 'UTC'")
		res := enginetest.Query(t, e, "SELECT CAST(ts AS VARCHAR), CAST(d AS VARCHAR), CAST(tz AS VARCHAR) FROM (SELECT "+vals+") v")
		if want := duckRowsText(res); strings.Join(got, " | ") != want[0] {
			t.Errorf("%s: lat run shows %q, the engine writes %q", dialect, got, want)
		}
	}
}
