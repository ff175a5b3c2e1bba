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

// bqUTCQuery selects BigQuery TIMESTAMP texts without a zone, one a date
// alone, one in the hour New York repeats in the autumn and one in the
// hour it skips in the spring, and with an offset; bqUTCWant are their
// instants as BigQuery reads them (BigQuery documentation, timestamp
// type: a text without a zone is in UTC).
const bqUTCQuery = "SELECT TIMESTAMP '2024-03-10 10:00:00' AS a, TIMESTAMP '2024-11-03 01:30:00' AS b, TIMESTAMP '2024-03-10 02:30:00' AS c, " +
	"TIMESTAMP '2024-07-01' AS d, TIMESTAMP '2024-03-10 02:00:00.5+05:30' AS f, CAST('2024-11-03 01:30:00' AS TIMESTAMP) AS g"

var bqUTCWant = []string{"2024-03-10T10:00:00Z", "2024-11-03T01:30:00Z", "2024-03-10T02:30:00Z", "2024-07-01T00:00:00Z", "2024-03-09T20:30:00.5Z", "2024-11-03T01:30:00Z"}

// BigQuery's TIMESTAMP texts are written with UTC after their seconds
// (rewrite/bq_utc_text.go), so each target reads BigQuery's instant in a
// session of another zone: lat run in New York for every target, and
// PostgreSQL 15 and DuckDB 1.5 run in New York, where the text as it was
// written before (TIMESTAMPTZ '2024-03-10 10:00:00') is 14:00 UTC.
func TestBigQueryTimestampTextSessionZone(t *testing.T) {
	want := make([]int64, len(bqUTCWant))
	for i, w := range bqUTCWant {
		v, err := time.Parse(time.RFC3339Nano, w)
		if err != nil {
			t.Fatal(err)
		}
		want[i] = v.UnixMicro()
	}
	const session = "SET TimeZone = 'America/New_York'"
	for _, to := range []string{"postgres", "duckdb", "trino", "presto", "snowflake", "spark", "hive"} {
		tr, err := lateral.Translate(bqUTCQuery, "bigquery", to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s: %v", to, err)
		}
		rows, err := refRows(to, tr.SQL, session)
		if err != nil || len(rows) != 1 {
			t.Fatalf("%s: %s: %v %v", to, tr.SQL, rows, err)
		}
		for i, v := range rows[0] {
			if v.Micros() != want[i] {
				t.Errorf("%s: %s: column %d is %s (%d), want %s", to, tr.SQL, i, v, v.Micros(), bqUTCWant[i])
			}
		}
	}
	cols := []string{"a", "b", "c", "d", "f", "g"}
	epochs := make([]string, len(cols))
	wantText := make([]string, len(cols))
	for i, c := range cols {
		epochs[i] = "CAST(EXTRACT(EPOCH FROM s." + c + ") * 10 AS BIGINT)"
		wantText[i] = fmt.Sprint(want[i] / 100000)
	}
	for _, to := range []string{"postgres", "duckdb"} {
		tr, err := lateral.Translate(bqUTCQuery, "bigquery", to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		eng := enginetest.Open(t, to)
		enginetest.Exec(t, eng, session)
		q := "SELECT " + strings.Join(epochs, ", ") + " FROM (" + strings.TrimSuffix(tr.SQL, ";") + ") AS s"
		res, err := eng.Query(enginetest.Ctx(t), q)
		if err != nil {
			t.Fatalf("%s: %s: %v", to, q, err)
		}
		if got, w := engines.FormatRows(res.Rows), "("+strings.Join(wantText, ", ")+")"; !strings.Contains(got, strings.Join(wantText, ", ")) {
			t.Errorf("%s: %s: got %s, want %s", to, q, got, w)
		}
		// the text without a zone, as it was written before, is read in the session's zone
		res, err = eng.Query(enginetest.Ctx(t), "SELECT CAST(EXTRACT(EPOCH FROM TIMESTAMPTZ '2024-03-10 10:00:00') AS BIGINT) AS e")
		if err != nil {
			t.Fatal(err)
		}
		if got := engines.FormatRows(res.Rows); !strings.Contains(got, fmt.Sprint(want[0]/1e6+4*3600)) {
			t.Errorf("%s: a text without a zone: got %s", to, got)
		}
		enginetest.Exec(t, eng, "SET TimeZone = 'UTC'")
	}
}

// bqUTCReadQuery reads BigQuery TIMESTAMPs on the clock of UTC (their
// fields, casts to DATE, STRING, DATETIME and TIME): one in the hour New
// York skips in the spring, one on the day it repeats an hour in the
// autumn, the first year (New York's LMT, -04:56:02, gives another day)
// and NULL.
const bqUTCReadQuery = "WITH t AS (SELECT 1 AS id, TIMESTAMP '2024-03-10 02:30:00.25' AS ts UNION ALL SELECT 2, TIMESTAMP '2024-11-03 05:30:00' " +
	"UNION ALL SELECT 3, TIMESTAMP '0001-01-01 00:00:00' UNION ALL SELECT 4, NULL) " +
	"SELECT t.id, EXTRACT(HOUR FROM t.ts) AS h, EXTRACT(DAY FROM t.ts) AS d, CAST(t.ts AS DATE) AS c, CAST(t.ts AS STRING) AS s, " +
	"CAST(t.ts AS DATETIME) AS dt, CAST(t.ts AS TIME) AS tm FROM t ORDER BY t.id"

// BigQuery's readings of a TIMESTAMP on the clock of UTC are written
// AT TIME ZONE 'UTC' (rewrite/bq_utc_read.go): PostgreSQL 15 and DuckDB
// 1.5 run in New York give lat run's BigQuery rows (UTC's clock, as the
// BigQuery documentation reads them), as lat run of the translation does.
func TestBigQueryUTCReadSessionZone(t *testing.T) {
	want, err := refEngineRows("bigquery", bqUTCReadQuery)
	if err != nil {
		t.Fatal(err)
	}
	if got := engines.FormatRows(want); !strings.Contains(got, "2024-03-10 02:30:00.25+00") || !strings.Contains(got, "0001-01-01") {
		t.Fatalf("bigquery rows: %s", got)
	}
	const session = "SET TimeZone = 'America/New_York'"
	for _, to := range []string{"postgres", "duckdb"} {
		tr, err := lateral.Translate(bqUTCReadQuery, "bigquery", to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s: %v", to, err)
		}
		ref, err := refEngineRows(to, tr.SQL, session)
		if err != nil {
			t.Fatalf("%s: %s: %v", to, tr.SQL, err)
		}
		if ok, why := engines.EqualRows(want, ref, true); !ok {
			t.Errorf("lat run %s: %s: %s", to, tr.SQL, why)
		}
		eng := enginetest.Open(t, to)
		enginetest.Exec(t, eng, session)
		res, err := eng.Query(enginetest.Ctx(t), tr.SQL)
		enginetest.Exec(t, eng, "SET TimeZone = 'UTC'")
		if err != nil {
			t.Fatalf("%s: %s: %v", to, tr.SQL, err)
		}
		if ok, why := engines.EqualRows(want, res.Rows, true); !ok {
			t.Errorf("%s: %s: %s\ngot  %s\nwant %s", to, tr.SQL, why, engines.FormatRows(res.Rows), engines.FormatRows(want))
		}
	}
}

// BigQuery's readings of a TIMESTAMP on the clock of UTC are written
// through CONVERT_TIMEZONE('UTC', ts) toward Snowflake
// (rewrite/bq_utc_read.go): lat run of the translation in a Snowflake
// session in New York gives lat run's BigQuery rows, where the value read
// without it gives New York's clock. The text (a cast to STRING) stays
// refused there.
func TestBigQueryUTCReadSnowflake(t *testing.T) {
	q := strings.Replace(bqUTCReadQuery, "CAST(t.ts AS STRING) AS s, ", "", 1)
	want, err := refEngineRows("bigquery", q)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := lateral.Translate(q, "bigquery", "snowflake", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(tr.SQL, "convert_timezone('UTC', t.ts)") {
		t.Fatalf("snowflake: %s", tr.SQL)
	}
	const session = "SET TimeZone = 'America/New_York'"
	got, err := refEngineRows("snowflake", tr.SQL, session)
	if err != nil {
		t.Fatalf("snowflake: %s: %v", tr.SQL, err)
	}
	if ok, why := engines.EqualRows(want, got, true); !ok {
		t.Errorf("lat run snowflake: %s: %s\ngot  %s\nwant %s", tr.SQL, why, engines.FormatRows(got), engines.FormatRows(want))
	}
	// the same query without CONVERT_TIMEZONE reads New York's clock
	plain := strings.ReplaceAll(tr.SQL, "convert_timezone('UTC', t.ts)", "t.ts")
	other, err := refEngineRows("snowflake", plain, session)
	if err != nil {
		t.Fatalf("snowflake: %s: %v", plain, err)
	}
	if ok, _ := engines.EqualRows(want, other, true); ok {
		t.Errorf("lat run snowflake reads the value on UTC's clock without CONVERT_TIMEZONE: %s", plain)
	}
	_, err = lateral.Translate(bqUTCReadQuery, "bigquery", "snowflake", lateral.TranslateOptions{})
	if err == nil || !strings.Contains(err.Error(), "T212") {
		t.Errorf("the cast to STRING toward snowflake: %v", err)
	}
}
