package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// From DuckDB a VALUES value (SELECT NULL) is the NULL literal, whose
// column takes its other values' type (rewrite/duck_null_subquery.go);
// PostgreSQL types it text, so the translation writes it NULL where it
// was refused (T092). Run on both: the rows and the column types agree.
func TestDuckValuesNullSubquery(t *testing.T) {
	pg, duck := enginetest.Open(t, "postgres"), enginetest.DuckDB(t)
	const q = "SELECT x, y, z FROM (VALUES ((SELECT NULL), 'a', 1), (DATE '2020-01-01', (SELECT NULL), (SELECT NULL)), ((SELECT NULL), 'b', 2)) v(x, y, z) ORDER BY y NULLS FIRST"
	tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(enginetest.Query(t, duck, q).Rows, enginetest.Query(t, pg, tr.SQL).Rows, true); !ok {
		t.Errorf("%s: %s", tr.SQL, diff)
	}
	types := func(e engines.Engine, fn, sql string) string {
		r := enginetest.Query(t, e, "SELECT "+fn+"(x) AS a, "+fn+"(y) AS b, "+fn+"(z) AS c FROM ("+strings.TrimSuffix(sql, ";")+") s LIMIT 1")
		return strings.ToLower(engines.FormatRows(r.Rows))
	}
	if d, p := types(duck, "typeof", q), types(pg, "pg_typeof", tr.SQL); d != "('date', 'varchar', 'integer')\n" || p != "('date', 'text', 'integer')\n" {
		t.Errorf("column types: duckdb %q, postgres %q", d, p)
	}
	// PostgreSQL's (SELECT NULL) is text: as written, the VALUES raises there
	if _, err := pg.Query(enginetest.Ctx(t), q); err == nil || !strings.Contains(err.Error(), "cannot be matched") {
		t.Errorf("postgres: %v", err)
	}
}
