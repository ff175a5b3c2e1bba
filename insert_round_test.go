package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// lat run's PostgreSQL rounds a value inserted into a TIMESTAMP(p) or
// TIME(p) column to p digits as its cast to the type does: half away
// from 2000-01-01 for a TIMESTAMP (1990's .125 is .12), half up for a
// TIME, whose carry past 23:59:59 is 24:00:00 (executor
// Column.RoundDigits); run here against PostgreSQL 15.
func TestInsertRoundsToColumnPrecision(t *testing.T) {
	const setup = "CREATE TABLE ir (id INTEGER, a TIMESTAMP(0), b TIME(1), c TIMESTAMP(2));\n" +
		"INSERT INTO ir VALUES (1, TIMESTAMP '2024-01-01 10:00:00.5', TIME '23:59:59.96', TIMESTAMP '1990-01-01 10:00:00.125'), " +
		"(2, TIMESTAMP '1990-01-01 10:00:00.5', TIME '10:00:00.15', TIMESTAMP '2024-12-31 23:59:59.995'), (3, NULL, NULL, NULL)"
	const q = "SELECT id, CAST(a AS VARCHAR) AS a, CAST(b AS VARCHAR) AS b, CAST(c AS VARCHAR) AS c FROM ir ORDER BY id"
	pg := enginetest.Open(t, "postgres")
	for _, st := range strings.Split(setup, ";\n") {
		enginetest.Exec(t, pg, st)
	}
	got := enginetest.Query(t, pg, q)
	ref, err := refEngineRows("postgres", q, setup) // refrun_test.go
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(ref, got.Rows, true); !ok {
		t.Errorf("lat run of postgres against PostgreSQL: %s", diff)
	}
	const want = "(1, '2024-01-01 10:00:01', '24:00:00', '1990-01-01 10:00:00.12')\n" +
		"(2, '1990-01-01 10:00:00', '10:00:00.2', '2025-01-01 00:00:00')\n" +
		"(3, NULL, NULL, NULL)\n"
	if s := engines.FormatRows(got.Rows); s != want {
		t.Errorf("PostgreSQL:\ngot  %swant %s", s, want)
	}
}

// lat run's Trino rounds a value inserted into its TIMESTAMP and TIME
// columns (TIMESTAMP(3) and TIME(3): Trino documentation, data types) to
// milliseconds, and into a TIMESTAMP(0) to seconds, half up on either
// side of 1970 (Trino's Timestamps.round, roundDiv), a TIME's carry past
// midnight wrapping to 00:00:00 (TimeToTimeCast); the translations of the
// script store the same rows on PostgreSQL 15 and DuckDB
// (rewrite/insert_ts_digits.go writes the literals with the digits Trino
// keeps; DuckDB takes no TIMESTAMP(0)), run here.
func TestTrinoInsertRoundsToMilliseconds(t *testing.T) {
	const ms = "CREATE TABLE tr (id INTEGER, a TIMESTAMP, b TIME);\n" +
		"INSERT INTO tr VALUES (1, TIMESTAMP '2024-01-01 10:00:00.1235', TIME '23:59:59.9995'), " +
		"(2, TIMESTAMP '1960-01-01 23:59:59.9995', TIME '10:00:00.1234'), " +
		"(3, TIMESTAMP '1999-12-31 23:59:59.9995', TIME '10:00:00.1225'), (4, NULL, NULL)"
	const secs = "CREATE TABLE t0 (id INTEGER, c TIMESTAMP(0));\n" +
		"INSERT INTO t0 VALUES (1, TIMESTAMP '2024-01-01 10:00:00.5'), (2, TIMESTAMP '1960-01-01 10:00:00.5'), " +
		"(3, TIMESTAMP '1969-12-31 23:59:59.4'), (4, TIMESTAMP '1999-12-31 23:59:59.5')"
	for _, tc := range []struct {
		name, setup, q, want string
		engines              []string
	}{
		{"milliseconds", ms, "SELECT id, a, b FROM tr ORDER BY id",
			"(1, '2024-01-01 10:00:00.124', '00:00:00')\n(2, '1960-01-02 00:00:00', '10:00:00.123')\n" +
				"(3, '2000-01-01 00:00:00', '10:00:00.123')\n(4, NULL, NULL)\n", []string{"postgres", "duckdb"}},
		{"seconds", secs, "SELECT id, c FROM t0 ORDER BY id",
			"(1, '2024-01-01 10:00:01')\n(2, '1960-01-01 10:00:01')\n(3, '1969-12-31 23:59:59')\n(4, '2000-01-01 00:00:00')\n", []string{"postgres"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ref, err := refEngineRows("trino", tc.q, tc.setup)
			if err != nil {
				t.Fatal(err)
			}
			if s := engines.FormatRows(ref); s != tc.want {
				t.Errorf("lat run of trino:\ngot  %swant %s", s, tc.want)
			}
			for _, kind := range tc.engines {
				tr, err := lateral.Translate(tc.setup, "trino", kind, lateral.TranslateOptions{})
				if err != nil {
					t.Fatal(err)
				}
				e := enginetest.Open(t, kind)
				for _, st := range strings.Split(tr.SQL, ";\n") {
					enginetest.Exec(t, e, st)
				}
				got := enginetest.Query(t, e, tc.q)
				if ok, diff := engines.EqualRows(ref, got.Rows, true); !ok {
					t.Errorf("lat run of trino against %s: %s", kind, diff)
				}
			}
		})
	}
}

// lat run's Doris reads a string's digits past the sixth half up into a
// DATETIME(6) column, as its cast does (Doris documentation, Cast to
// DATETIME: digits past the precision are rounded), and its DATETIME is
// DATETIME(0), rounded half up; the translations of the script store the
// same rows on PostgreSQL 15 and DuckDB (which read '.1234565' as
// .123456: rewrite/insert_ts_digits.go writes the 6 digits Doris keeps),
// run here.
func TestDorisInsertDigits(t *testing.T) {
	const setup = "CREATE TABLE dd (id INT, c DATETIME(6), s DATETIME);\n" +
		"INSERT INTO dd VALUES (1, '2024-01-01 10:00:00.1234565', '1960-01-01 10:00:00.5'), (2, '1999-12-31 23:59:59.9999995', '1999-12-31 23:59:59.5'), " +
		"(3, '2024-01-01 10:00:00.1234564', NULL)"
	const q = "SELECT id, c, s FROM dd ORDER BY id"
	ref, err := refEngineRows("doris", q, setup)
	if err != nil {
		t.Fatal(err)
	}
	const want = "(1, '2024-01-01 10:00:00.123457', '1960-01-01 10:00:01')\n(2, '2000-01-01 00:00:00', '2000-01-01 00:00:00')\n" +
		"(3, '2024-01-01 10:00:00.123456', NULL)\n"
	if s := engines.FormatRows(ref); s != want {
		t.Errorf("lat run of doris:\ngot  %swant %s", s, want)
	}
	for _, kind := range []string{"postgres", "duckdb"} {
		t.Run(kind, func(t *testing.T) {
			tr, err := lateral.Translate(setup, "doris", kind, lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			e := enginetest.Open(t, kind)
			for _, st := range strings.Split(tr.SQL, ";\n") {
				enginetest.Exec(t, e, st)
			}
			got := enginetest.Query(t, e, q)
			if ok, diff := engines.EqualRows(ref, got.Rows, true); !ok {
				t.Errorf("lat run of doris against %s: %s", kind, diff)
			}
		})
	}
}
