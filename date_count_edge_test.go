package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A DATE plus a count literal next to the source's last date: PostgreSQL
// 15 raises past 5874897-12-31 and DuckDB 1.5 past 5881580-07-10 ("date
// out of range", run below), where Spark and Hive add an INT of days and
// give the next day (rewrite/spark_day_wrap.go). The translations toward
// Spark and Hive raise on lat run where the engine raises, and give the
// engine's date where it answers; the query as written answers in Spark.
func TestDateCountLiteralEdgeRuns(t *testing.T) {
	for _, tc := range []struct {
		src, last, before string // before: the day number of the date before last
	}{
		{"postgres", "5874897-12-31", "2145042904"},
		{"duckdb", "5881580-07-10", "2147483645"},
	} {
		setup := "CREATE TABLE de (id INTEGER, d DATE);\n" +
			"INSERT INTO de VALUES (1, DATE '1970-01-01' + " + tc.before + "), (2, NULL), (3, DATE '1970-01-01' + " + tc.before + " + 1)"
		eng := enginetest.Open(t, tc.src)
		for _, st := range strings.Split(setup, ";\n") {
			enginetest.Exec(t, eng, st)
		}
		ok := "SELECT id, d + 1 AS a FROM de WHERE id <> 3 ORDER BY id"
		if got, want := engines.FormatRows(enginetest.Query(t, eng, "SELECT id, CAST(d + 1 AS VARCHAR) FROM de WHERE id <> 3 ORDER BY id").Rows), "(1, '"+tc.last+"')\n(2, NULL)\n"; got != want {
			t.Errorf("%s:\ngot  %swant %s", tc.src, got, want)
		}
		bad := "SELECT id, d + 1 AS a FROM de WHERE id = 3"
		if _, err := eng.Query(enginetest.Ctx(t), bad); err == nil || !strings.Contains(strings.ToLower(err.Error()), "date out of range") {
			t.Errorf("%s: want date out of range, got %v", tc.src, err)
		}
		for _, target := range []string{"spark", "hive"} {
			tset, err := lateral.Translate(setup, tc.src, target, lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			tq, err := lateral.Translate(ok, tc.src, target, lateral.TranslateOptions{Schema: setup})
			if err != nil {
				t.Fatal(err)
			}
			got, err := refText(target, tq.SQL, tset.SQL)
			if err != nil || !strings.Contains(got, tc.last) {
				t.Errorf("%s to %s: %s\ngot %s, %v", tc.src, target, tq.SQL, got, err)
			}
			tq, err = lateral.Translate(bad, tc.src, target, lateral.TranslateOptions{Schema: setup})
			if err != nil {
				t.Fatal(err)
			}
			if got, err := refText(target, tq.SQL, tset.SQL); err == nil {
				t.Errorf("%s to %s: %s gives %s where %s raises", tc.src, target, tq.SQL, got, tc.src)
			}
		}
		tset, err := lateral.Translate(setup, tc.src, "spark", lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := refText("spark", bad, tset.SQL); err != nil {
			t.Errorf("spark, unguarded: %v", err)
		}
	}
}
