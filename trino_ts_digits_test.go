package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A Trino TIMESTAMP read from a derived table's or a WITH query's column
// is made text with the digits of the precision of the item defining it
// (rewrite/trino_ts_text.go trinoQueryColDigits): a coalesce of a
// TIMESTAMP(6) and a TIMESTAMP(3) is a TIMESTAMP(6), date_trunc and an
// INTERVAL added keep their argument's. Run on DuckDB 1.5, the translation
// gives the rows of lat run's Trino; the table's TIMESTAMP(6) column is
// DuckDB's TIMESTAMP.
func TestTrinoQueryColumnDigitsRun(t *testing.T) {
	const setup = "CREATE TABLE tsd (id INTEGER, ts TIMESTAMP(6), t3 TIMESTAMP);\n" +
		"INSERT INTO tsd VALUES (1, TIMESTAMP '2024-01-01 10:00:00.123456', TIMESTAMP '2024-01-01 10:00:00.500'), (2, NULL, TIMESTAMP '2024-01-01 10:00:00.500'), (3, NULL, NULL)"
	duck := enginetest.DuckDB(t)
	for _, st := range strings.Split(setup, ";\n") {
		tr, err := lateral.Translate(st, "trino", "duckdb", lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		enginetest.Exec(t, duck, tr.SQL)
	}
	for _, q := range []string{
		"SELECT x.id, CAST(x.v AS VARCHAR) AS a FROM (SELECT id, coalesce(ts, t3) AS v FROM tsd) x ORDER BY x.id",
		"SELECT x.id, CAST(x.v AS VARCHAR) AS a, CAST(x.w AS VARCHAR) AS b FROM (SELECT id, date_trunc('hour', ts) AS v, ts + INTERVAL '1' DAY AS w FROM tsd) x ORDER BY x.id",
		"WITH w AS (SELECT id, date_trunc('second', ts) AS v FROM tsd) SELECT id, CAST(v AS VARCHAR) AS a FROM w ORDER BY id",
	} {
		want, err := refEngineRows("trino", q, setup) // refrun_test.go
		if err != nil {
			t.Fatal(err)
		}
		if got := engines.FormatRows(want); !strings.Contains(got, "00.") || strings.Contains(got, "00.000'") || strings.Contains(got, "00.123'") {
			t.Fatalf("lat run of trino, not of 6 digits: %s", got)
		}
		tr, err := lateral.Translate(q, "trino", "duckdb", lateral.TranslateOptions{Schema: setup})
		if err != nil {
			t.Fatal(err)
		}
		got := enginetest.Query(t, duck, tr.SQL)
		if ok, diff := engines.EqualRows(want, got.Rows, true); !ok {
			t.Errorf("%s\n%s\n%s", q, diff, tr.SQL)
		}
	}
}
