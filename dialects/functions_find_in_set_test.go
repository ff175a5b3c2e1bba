package dialects

import (
	"strings"
	"testing"
)

// TestFindInSetRows: Spark's find_in_set is read, written with strpos for
// PostgreSQL and DuckDB and refused elsewhere; Hive's, the same function,
// is read and written as it is (functions_find_in_set.go).
func TestFindInSetRows(t *testing.T) {
	s, l := col("s"), col("l")
	for _, d := range []string{"spark", "hive"} {
		if got := resolve(t, d, false, call("find_in_set", s, l)); got != "find_in_set(s, l)" {
			t.Errorf("read %s find_in_set: got %s", d, got)
		}
		if got := spellSQL(t, d, "find_in_set", s, l); got != "find_in_set(s, l)" {
			t.Errorf("write %s find_in_set: got %s", d, got)
		}
	}
	const want = "CASE WHEN strpos(s, ',') > 0 THEN 0 WHEN strpos(',' || l || ',', ',' || s || ',') = 0 THEN 0 ELSE strpos(',' || l || ',', ',' || s || ',') - length(replace(left(',' || l || ',', strpos(',' || l || ',', ',' || s || ',')), ',', '')) END"
	for _, d := range []string{"postgres", "duckdb"} {
		if got := spellSQL(t, d, "find_in_set", s, l); got != want {
			t.Errorf("write %s find_in_set: got %s", d, got)
		}
	}
	for _, d := range []string{"doris", "trino"} {
		if e := spellErr(t, d, "find_in_set", s, l); e.Code != CodeFuncUnsupported || !strings.Contains(e.Message, "empty string") {
			t.Errorf("%s find_in_set: %s %s", d, e.Code, e.Message)
		}
	}
}
