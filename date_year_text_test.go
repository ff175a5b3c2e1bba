package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A DATE made text from Trino toward PostgreSQL and DuckDB is read through
// a guard raising for a year before 1 or after 9999 (rewrite/temporal_text.go
// extremeYearsDiffer): Trino writes 45 BC as -0044-03-15 (Joda's ISO date),
// PostgreSQL as 0045-03-15 BC, DuckDB as 0045-03-15 (BC). Run on
// PostgreSQL 15 and DuckDB 1.5: dates from year 1 to 9999 give the rows of
// lat run's Trino, a date before Christ raises.
func TestTrinoDateTextYears(t *testing.T) {
	const setup = "CREATE TABLE dy (id INTEGER, d DATE);\nINSERT INTO dy VALUES (1, DATE '2020-01-02'), (2, NULL), (3, DATE '0001-01-01'), (4, DATE '9999-12-31')"
	const q = "SELECT id, CAST(d AS VARCHAR) AS a, 'd=' || CAST(d AS VARCHAR) AS b FROM dy ORDER BY id"
	want, err := refEngineRows("trino", q, setup) // refrun_test.go
	if err != nil {
		t.Fatal(err)
	}
	if got := engines.FormatRows(want); !strings.Contains(got, "'0001-01-01'") || !strings.Contains(got, "'d=9999-12-31'") {
		t.Fatalf("lat run of trino: %s", got)
	}
	for _, to := range []string{"postgres", "duckdb"} {
		e := enginetest.Open(t, to)
		for _, st := range strings.Split(setup, ";\n") {
			tr, err := lateral.Translate(st, "trino", to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			enginetest.Exec(t, e, tr.SQL)
		}
		tr, err := lateral.Translate(q, "trino", to, lateral.TranslateOptions{Schema: setup})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(tr.SQL, "10000-01-01") {
			t.Errorf("to %s: no guard: %s", to, tr.SQL)
		}
		got := enginetest.Query(t, e, tr.SQL)
		if ok, diff := engines.EqualRows(want, got.Rows, true); !ok {
			t.Errorf("to %s: %s\n%s", to, diff, tr.SQL)
		}
		bc := map[string]string{"postgres": "0045-03-15 BC", "duckdb": "0045-03-15 (BC)"}[to]
		enginetest.Exec(t, e, "INSERT INTO dy VALUES (5, CAST('"+bc+"' AS DATE))")
		if _, err := e.Query(enginetest.Ctx(t), tr.SQL); err == nil {
			t.Errorf("to %s: a date before Christ does not raise: %s", to, tr.SQL)
		}
	}
}

// From Spark toward Trino a DATE's text past 9999 raises: Spark writes
// +10000-01-01, Trino 10000-01-01 (both as lat run writes them, from
// their sources: java.time's EXCEEDS_PAD and Joda's ISO date); a date
// of year 1 to 9999 gives the same text.
func TestSparkDateTextYears(t *testing.T) {
	const setup = "CREATE TABLE dy (id INT, d DATE);\nINSERT INTO dy VALUES (1, DATE '2020-01-02'), (2, NULL)"
	const q = "SELECT id, CAST(date_add(d, 1) AS STRING) AS a FROM dy ORDER BY id"
	tr, err := lateral.Translate(q, "spark", "trino", lateral.TranslateOptions{Schema: setup})
	if err != nil {
		t.Fatal(err)
	}
	trinoSetup, err := lateral.Translate(setup, "spark", "trino", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want, err := refEngineRows("spark", q, setup)
	if err != nil {
		t.Fatal(err)
	}
	got, err := refEngineRows("trino", tr.SQL, trinoSetup.SQL)
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(want, got, true); !ok {
		t.Errorf("%s\n%s", diff, tr.SQL)
	}
	late := strings.Replace(setup, "2020-01-02", "9999-12-31", 1)
	if want, err := refEngineRows("spark", q, late); err != nil || !strings.Contains(engines.FormatRows(want), "'+10000-01-01'") {
		t.Fatalf("lat run of spark: %v %v", want, err)
	}
	lateTrino := strings.Replace(trinoSetup.SQL, "2020-01-02", "9999-12-31", 1)
	if got, err := refEngineRows("trino", tr.SQL, lateTrino); err == nil {
		t.Errorf("a date past 9999 does not raise: %v\n%s", got, tr.SQL)
	}
}

// Between Spark and Hive, and from Hive toward Trino for a TIMESTAMP, a
// DATE or TIMESTAMP past 9999 made text is written alike, +10000-01-01
// (java.time's SignStyle.EXCEEDS_PAD of yyyy or uuuu: Hive's Date and
// Timestamp.toString, Spark's default formatters, Trino's
// TimestampToVarcharCast), so only a year before 1 raises
// (rewrite/temporal_text.go earlyYearsOnly): the rows of lat run's source
// and target agree on years 1 to 10000, and a year before 1 raises.
func TestJavaYearTextPast9999(t *testing.T) {
	const setup = "CREATE TABLE dy (id INT, d DATE, ts TIMESTAMP);\nINSERT INTO dy VALUES (1, DATE '2020-01-02', TIMESTAMP '2020-01-02 03:04:05.5'), (2, NULL, NULL), (3, DATE '0001-01-01', TIMESTAMP '0001-01-01 00:00:00'), (4, DATE '9999-12-31', TIMESTAMP '9999-12-31 23:00:00')"
	for _, tc := range []struct{ from, to, q string }{
		{"spark", "hive", "SELECT id, CAST(date_add(d, 1) AS STRING) AS a, CAST(ts + INTERVAL 1 DAY AS STRING) AS b FROM dy ORDER BY id"},
		{"hive", "spark", "SELECT id, CAST(date_add(d, 1) AS STRING) AS a, concat('t=', ts + INTERVAL '1' DAY) AS b FROM dy ORDER BY id"},
		{"hive", "trino", "SELECT id, concat('t=', ts + INTERVAL '1' DAY) AS b FROM dy ORDER BY id"},
	} {
		want, err := refEngineRows(tc.from, tc.q, setup)
		if err != nil {
			t.Fatal(err)
		}
		if got := engines.FormatRows(want); !strings.Contains(got, "+10000-01-01") {
			t.Fatalf("lat run of %s: %s", tc.from, got)
		}
		tr, err := lateral.Translate(tc.q, tc.from, tc.to, lateral.TranslateOptions{Schema: setup})
		if err != nil {
			t.Fatalf("%s to %s: %v", tc.from, tc.to, err)
		}
		if strings.Contains(tr.SQL, "10000-01-01") || !strings.Contains(tr.SQL, "0001-01-01") {
			t.Errorf("%s to %s: want a guard before year 1 only: %s", tc.from, tc.to, tr.SQL)
		}
		toSetup, err := lateral.Translate(setup, tc.from, tc.to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		got, err := refEngineRows(tc.to, tr.SQL, toSetup.SQL)
		if err != nil {
			t.Fatalf("%s to %s: %v\n%s", tc.from, tc.to, err, tr.SQL)
		}
		if ok, diff := engines.EqualRows(want, got, true); !ok {
			t.Errorf("%s to %s: %s\n%s", tc.from, tc.to, diff, tr.SQL)
		}
		early := strings.Replace(toSetup.SQL, "(2, NULL, NULL)", "(2, "+earlyRow[tc.to]+")", 1)
		if got, err := refEngineRows(tc.to, tr.SQL, early); err == nil {
			t.Errorf("%s to %s: a year before 1 does not raise: %v\n%s", tc.from, tc.to, got, tr.SQL)
		}
	}
}

// earlyRow is a DATE and a TIMESTAMP two days before year 1 (one day
// before it once the queries add their day) in a dialect's VALUES,
// reached by subtracting from year 1 (no literal of year 0 is read alike
// by all).
var earlyRow = map[string]string{
	"hive":  "date_sub(DATE '0001-01-01', 2), CAST(date_sub(DATE '0001-01-01', 2) AS TIMESTAMP)",
	"spark": "date_sub(DATE '0001-01-01', 2), CAST(date_sub(DATE '0001-01-01', 2) AS TIMESTAMP)",
	"trino": "date_add('day', -2, DATE '0001-01-01'), date_add('day', -2, TIMESTAMP '0001-01-01 00:00:00')",
}
