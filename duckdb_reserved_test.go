package lateral_test

import (
	"fmt"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// Every word DuckDB reserves, or allows only as a type or function name
// (duckdb_keywords(): categories reserved and type_function), is quoted
// where lateral writes it as a column name for DuckDB, so the output
// runs there.
func TestDuckDBReservedNamesQuoted(t *testing.T) {
	duck := enginetest.Open(t, engines.DuckDB)
	res, err := duck.Query(enginetest.Ctx(t), "SELECT keyword_name FROM duckdb_keywords() WHERE keyword_category IN ('reserved', 'type_function')")
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Rows) == 0 {
		t.Fatal("duckdb_keywords() listed no reserved words")
	}
	for _, row := range res.Rows {
		kw := fmt.Sprint(row[0])
		in := fmt.Sprintf("SELECT `%s`, s.`%s` FROM (SELECT 1 AS `%s`) s WHERE `%s` = 1 ORDER BY `%s`", kw, kw, kw, kw, kw)
		tr, err := lateral.Translate(in, "hive", "duckdb", lateral.TranslateOptions{})
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if _, err := duck.Query(enginetest.Ctx(t), tr.SQL); err != nil {
			t.Errorf("%s: DuckDB: %s: %v", kw, tr.SQL, err)
		}
	}
}
