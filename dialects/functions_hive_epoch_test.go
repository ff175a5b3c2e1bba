package dialects

import "testing"

// Hive's and Spark's unix_timestamp() is read as unix_timestamp_now and
// written as the floor of each target's epoch seconds of
// current_timestamp (functions_hive_epoch.go); with arguments it is not
// read (the rewrite refuses it toward another dialect).
func TestHiveEpochRows(t *testing.T) {
	for _, d := range []string{"hive", "spark"} {
		if got := resolve(t, d, false, call("unix_timestamp")); got != "unix_timestamp_now()" {
			t.Errorf("%s unix_timestamp(): got %s", d, got)
		}
		if _, ok := ResolveCall(fnTestDialect(t, d), call("unix_timestamp", col("x")), false); ok {
			t.Errorf("%s unix_timestamp(x) must not be read", d)
		}
	}
	for _, c := range []struct{ dialect, want string }{
		{"postgres", "CAST(floor(date_part('epoch', current_timestamp())) AS bigint)"},
		{"duckdb", "CAST(floor(epoch(current_timestamp())) AS bigint)"},
		{"trino", "CAST(floor(to_unixtime(current_timestamp())) AS bigint)"},
		{"presto", "CAST(floor(to_unixtime(current_timestamp())) AS bigint)"},
		{"spark", "unix_timestamp()"}, {"hive", "unix_timestamp()"},
	} {
		if got := spell(t, c.dialect, "unix_timestamp_now"); got != c.want {
			t.Errorf("%s unix_timestamp_now: got %s, want %s", c.dialect, got, c.want)
		}
	}
	for _, d := range []string{"snowflake", "bigquery", "ansi", "drill", "doris"} {
		if e := spellErr(t, d, "unix_timestamp_now"); e.Code != CodeFuncUnsupported {
			t.Errorf("%s unix_timestamp_now: code %s", d, e.Code)
		}
	}
}
