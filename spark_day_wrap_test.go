package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL's DATE + integer raises past 5874897-12-31 ("date out of
// range"), and Spark's adds the days as an INT, wrapping past its range
// (lat run models it: executor.Options.DateDaysWrap): the translation
// toward Spark raises where PostgreSQL does (rewrite/spark_day_wrap.go)
// and gives PostgreSQL's dates and NULLs elsewhere. PostgreSQL's rows run
// on PostgreSQL 15, Spark's on lat run, where the query as written (Spark
// reads d + n alike) answers instead of raising.
func TestSparkDayWrapRuns(t *testing.T) {
	const setup = "CREATE TABLE sw (id INTEGER, d DATE, n INTEGER);\n" +
		"INSERT INTO sw VALUES (1, DATE '2024-01-01', 10), (2, DATE '2024-01-01', 2146000000), (3, NULL, 1), (4, DATE '2024-01-01', -3), (5, DATE '0001-01-01', -1)"
	pg := enginetest.Open(t, "postgres")
	for _, st := range strings.Split(setup, ";\n") {
		enginetest.Exec(t, pg, st)
	}
	tset, err := lateral.Translate(setup, "postgres", "spark", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	q := "SELECT id, d + n AS a, d - n AS b FROM sw WHERE id <> 2 ORDER BY id"
	tq, err := lateral.Translate(q, "postgres", "spark", lateral.TranslateOptions{Schema: setup})
	if err != nil {
		t.Fatal(err)
	}
	const want = "(1, '2024-01-11', '2023-12-22')\n(3, NULL, NULL)\n(4, '2023-12-29', '2024-01-04')\n(5, '0001-12-31 BC', '0001-01-02')\n"
	if got := engines.FormatRows(enginetest.Query(t, pg, "SELECT id, CAST(d + n AS TEXT), CAST(d - n AS TEXT) FROM sw WHERE id <> 2 ORDER BY id").Rows); got != want {
		t.Errorf("postgres:\ngot  %swant %s", got, want)
	}
	got, err := refText("spark", tq.SQL, tset.SQL)
	if err != nil {
		t.Fatalf("%s: %v", tq.SQL, err)
	}
	if !strings.Contains(got, "2024-01-11") || !strings.Contains(got, "2023-12-29") || !strings.Contains(got, "0001-01-02") {
		t.Errorf("spark: %s\ngot %s", tq.SQL, got)
	}
	q = "SELECT id, d + n AS a FROM sw WHERE id = 2"
	if _, err := pg.Query(enginetest.Ctx(t), q); err == nil || !strings.Contains(err.Error(), "date out of range") {
		t.Errorf("postgres: want date out of range, got %v", err)
	}
	tq, err = lateral.Translate(q, "postgres", "spark", lateral.TranslateOptions{Schema: setup})
	if err != nil {
		t.Fatal(err)
	}
	if got, err := refText("spark", tq.SQL, tset.SQL); err == nil {
		t.Errorf("spark: %s gives %s where postgres raises", tq.SQL, got)
	}
	if _, err := refText("spark", q, tset.SQL); err != nil {
		t.Errorf("spark, unguarded: %v", err)
	}
}
