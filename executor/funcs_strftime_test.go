package executor_test

import "testing"

// TestStrftimeDuckDB: DuckDB's strftime of a TIMESTAMP with %Y (four
// digits at least), %m, %d, %H, %M, %S, %g (milliseconds, cut) and %f
// (microseconds), as run on DuckDB 1.5; other specifiers are not modelled.
func TestStrftimeDuckDB(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "the modelled specifiers", query: "SELECT strftime(TIMESTAMP '0005-01-02 03:04:05.5', '%Y-%m-%d %H:%M:%S.%g'), strftime(TIMESTAMP '2024-12-31 23:59:59.123456', '%Y/%m/%d %H.%M.%S.%f %g %%')",
			want: []string{"0005-01-02 03:04:05.500 | 2024/12/31 23.59.59.123456 123 %"}},
		{name: "NULL", query: "SELECT strftime(CAST(NULL AS TIMESTAMP), '%Y')", want: []string{"NULL"}},
		{name: "another specifier", query: "SELECT strftime(TIMESTAMP '2024-01-01 00:00:00', '%A')", err: "the specifier %A is not modelled"},
	} {
		c.dialect = "duckdb"
		runShown(t, c)
	}
}
