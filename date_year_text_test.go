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
