package dialects

import "testing"

// DuckDB's split is read as its string_split, a literal separator, where
// it was an unknown function passed unchanged (Hive's split takes a
// regular expression).
func TestDuckSplitAlias(t *testing.T) {
	if got := resolve(t, "duckdb", false, call("split", col("s"), str("."))); got != "split_literal(s, '.')" {
		t.Errorf("duckdb split(s, '.') read as %s", got)
	}
	if got := resolve(t, "duckdb", false, call("split", col("s"), col("d"))); got != "string_split(s, d)" {
		t.Errorf("duckdb split(s, d) read as %s", got)
	}
}
