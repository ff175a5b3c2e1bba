package dialects

import "testing"

// to_unixtime is read from Trino and Presto and written as PostgreSQL's
// date_part('epoch', x) and DuckDB's epoch(x) (functions_unixtime.go);
// the others' epoch functions give whole seconds and refuse it.
func TestUnixtimeRows(t *testing.T) {
	for _, d := range []string{"trino", "presto"} {
		if got := resolve(t, d, false, call("to_unixtime", col("x"))); got != "to_unixtime(x)" {
			t.Errorf("%s to_unixtime: got %s", d, got)
		}
	}
	for _, d := range []string{"postgres", "duckdb", "spark", "hive"} {
		if _, ok := ResolveCall(fnTestDialect(t, d), call("to_unixtime", col("x")), false); ok {
			t.Errorf("%s to_unixtime must not be read", d)
		}
	}
	for _, c := range []struct{ dialect, want string }{
		{"postgres", "date_part('epoch', x)"}, {"duckdb", "epoch(x)"}, {"presto", "to_unixtime(x)"}, {"trino", "to_unixtime(x)"},
	} {
		if got := spell(t, c.dialect, "to_unixtime", col("x")); got != c.want {
			t.Errorf("%s to_unixtime: got %s, want %s", c.dialect, got, c.want)
		}
	}
	for _, d := range []string{"hive", "spark", "snowflake", "bigquery", "ansi", "drill", "doris"} {
		if e := spellErr(t, d, "to_unixtime", col("x")); e.Code != CodeFuncUnsupported {
			t.Errorf("%s to_unixtime: code %s", d, e.Code)
		}
	}
}
