package dialects

import "testing"

// TestYearOfWeekRows: Trino's year_of_week and yow, DuckDB's isoyear and
// Snowflake's YEAROFWEEKISO are read as isoyear, written EXTRACT(ISOYEAR)
// for PostgreSQL and BigQuery (run in conformance/dates/trino_year_of_week.txtar).
func TestYearOfWeekRows(t *testing.T) {
	d := col("d")
	for _, c := range []struct{ dialect, in string }{
		{"trino", "year_of_week"}, {"trino", "yow"}, {"presto", "year_of_week"}, {"duckdb", "isoyear"}, {"snowflake", "YEAROFWEEKISO"},
	} {
		if out, ok := ResolveCall(fnTestDialect(t, c.dialect), call(c.in, d), false); !ok || render(out) != "isoyear(d)" {
			t.Errorf("read %s %s: got %v %v", c.dialect, c.in, ok, out)
		}
	}
	for _, c := range []struct{ dialect, want string }{
		{"postgres", "EXTRACT(ISOYEAR FROM d)"},
		{"bigquery", "EXTRACT(ISOYEAR FROM d)"},
		{"trino", "year_of_week(d)"},
		{"duckdb", "isoyear(d)"},
		{"snowflake", "yearofweekiso(d)"},
	} {
		if got := spell(t, c.dialect, "isoyear", d); got != c.want {
			t.Errorf("write %s: got %s, want %s", c.dialect, got, c.want)
		}
	}
}
