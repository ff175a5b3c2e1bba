package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// Spark's array_join writes a DOUBLE element as Java does (1.0E20),
// DuckDB's array_to_string as 1e+20 or 3.0 (run here on DuckDB 1.5). From
// Spark, an array of unknown elements is written toward DuckDB through
// list_transform, each element tested when the query runs: a float raises
// (rewrite/pg_bool_text.go, untypedElemsText), any other element keeps
// the text array_to_string gives it (integers, strings, dates, NULLs).
func TestUntypedElemsDuckDB(t *testing.T) {
	duck := enginetest.DuckDB(t)
	enginetest.Exec(t, duck, "CREATE TABLE u (id INTEGER, a INTEGER[], s VARCHAR[], d DATE[], f DOUBLE[])")
	enginetest.Exec(t, duck, "INSERT INTO u VALUES (1, [1, NULL, 3], ['x', NULL, ''], [DATE '2020-01-02'], [CAST(NULL AS DOUBLE)]), (2, [], [], [], []), (3, NULL, NULL, NULL, NULL)")
	translate := func(sql string) string {
		t.Helper()
		tr, err := lateral.Translate(sql, "spark", "duckdb", lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
		if !strings.Contains(tr.SQL, "list_transform") {
			t.Errorf("no element test: %s", tr.SQL)
		}
		return tr.SQL
	}
	for _, col := range []string{"a", "s", "d", "f"} {
		plain := "SELECT id, array_to_string(list_filter(" + col + ", x -> x IS NOT NULL), ',') AS j FROM u ORDER BY id"
		got := translate("SELECT id, array_join(" + col + ", ',') AS j FROM u ORDER BY id")
		x, y := enginetest.Query(t, duck, plain), enginetest.Query(t, duck, got)
		if ok, diff := engines.EqualRows(x.Rows, y.Rows, true); !ok {
			t.Errorf("%s: plain (-) vs translated (+): %s\n%s", col, diff, got)
		}
	}
	enginetest.Exec(t, duck, "INSERT INTO u VALUES (4, NULL, NULL, NULL, [1e20, 3])")
	got := translate("SELECT id, array_join(f, ',') AS j FROM u ORDER BY id")
	if _, err := duck.Query(enginetest.Ctx(t), got); err == nil || !strings.Contains(err.Error(), "a floating-point value written as text") {
		t.Errorf("want the float test's error, got %v\n%s", err, got)
	}
}
