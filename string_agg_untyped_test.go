package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestDuckStringAggUntypedEngines: DuckDB's string_agg of a column whose
// type lateral does not know is read as string_agg(CAST(x AS VARCHAR),
// ...) (rewrite/string_agg_text.go), whose translation toward PostgreSQL,
// whose string_agg takes text only, joins an INTEGER's, a DATE's and a
// string's text as DuckDB does, and raises for a DOUBLE PRECISION, whose
// text differs (DuckDB 10000000.0, PostgreSQL 10000000), where it was
// passed as it was (PostgreSQL raised "function string_agg(integer,
// unknown) does not exist" for the INTEGER). Run on both engines.
func TestDuckStringAggUntypedEngines(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const ddl = "CREATE TABLE sau (id INT, g INT, i INT, d FLOAT8, dt DATE, s TEXT)"
	const rows = "INSERT INTO sau VALUES (1, 1, 5, 1e7, DATE '2024-01-02', 'a'), (2, 1, -3, 3, DATE '1999-12-31', ''), " +
		"(3, 1, NULL, NULL, NULL, NULL), (4, 2, NULL, NULL, NULL, NULL)"
	enginetest.Exec(t, pg, ddl)
	enginetest.Exec(t, pg, rows)
	enginetest.Exec(t, duck, ddl)
	enginetest.Exec(t, duck, rows)
	q := "SELECT g, string_agg(i, ',' ORDER BY id) AS a, string_agg(dt, ';' ORDER BY id) AS b, string_agg(s, '|' ORDER BY id) AS c FROM sau GROUP BY g ORDER BY g"
	tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(tr.SQL, "string_agg(CAST(") {
		t.Errorf("not cast: %s", tr.SQL)
	}
	enginetest.SameAnswer(t, duck, q, pg, tr.SQL, true)
	q = "SELECT string_agg(d, ',') AS a FROM sau"
	tr, err = lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pg.Query(enginetest.Ctx(t), tr.SQL); err == nil || !strings.Contains(err.Error(), "a floating-point value written as text") {
		t.Errorf("%s: %v, want the raise", tr.SQL, err)
	}
}
