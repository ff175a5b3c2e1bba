package dialects

import (
	"strings"
	"testing"
)

// TestMonthEnd: last_day is read from Hive, Spark, DuckDB, Doris, Trino
// and Presto (last_day_of_month), Snowflake and BigQuery (of one
// argument: their form with a part is not), and written for each, PostgreSQL's
// from date_trunc (2024-02-29 for 2024-02-10 on PostgreSQL 15);
// ISO SQL and Drill refuse it (T301).
func TestMonthEnd(t *testing.T) {
	d := col("d")
	for _, c := range []struct{ dialect, in, want string }{
		{"hive", "last_day", "last_day(d)"},
		{"spark", "last_day", "last_day(d)"},
		{"duckdb", "last_day", "last_day(d)"},
		{"doris", "last_day", "last_day(d)"},
		{"trino", "last_day_of_month", "last_day(d)"},
		{"presto", "last_day_of_month", "last_day(d)"},
		{"snowflake", "last_day", "last_day(d)"},
		{"bigquery", "last_day", "last_day(d)"},
	} {
		got := resolve(t, c.dialect, false, call(c.in, d))
		if got != c.want {
			t.Errorf("read %s %s: got %s, want %s", c.dialect, c.in, got, c.want)
		}
	}
	for _, dialect := range []string{"snowflake", "bigquery"} {
		f := call("last_day", d, col("year"))
		if _, ok := ResolveCall(fnTestDialect(t, dialect), f, false); ok || !f.Unread {
			t.Errorf("%s last_day(d, year): read (%v) or not marked unread (%v)", dialect, ok, f.Unread)
		}
	}
	for _, c := range []struct{ dialect, want string }{
		{"hive", "last_day(d)"},
		{"spark", "last_day(d)"},
		{"duckdb", "last_day(d)"},
		{"trino", "last_day_of_month(d)"},
		{"snowflake", "last_day(d)"},
		{"bigquery", "last_day(d)"},
		{"postgres", "CAST(((date_trunc('month', CAST(d AS timestamp)) + INTERVAL '1' MONTH) - INTERVAL '1' DAY) AS date)"},
	} {
		if got := spell(t, c.dialect, "last_day", d); got != c.want {
			t.Errorf("write %s: got %s, want %s", c.dialect, got, c.want)
		}
	}
	for _, dialect := range []string{"ansi", "drill"} {
		if e := spellErr(t, dialect, "last_day", d); e.Code != CodeFuncUnsupported || !strings.Contains(e.Message, "last day of a month") {
			t.Errorf("%s: %s %s", dialect, e.Code, e.Message)
		}
	}
}
