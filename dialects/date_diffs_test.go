package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// Differences in months, quarters, years and weeks are read of two DATEs
// with each source's rule (date_diffs.go); other forms stay the source's.
func TestUnitDiffRead(t *testing.T) {
	a, b := dateCast(col("a")), dateCast(col("b"))
	for _, c := range []struct {
		dialect string
		in      *ast.Func
		want    string
	}{
		// Trino: whole months (Joda-Time), quarters and years of them.
		{"trino", call("date_diff", str("month"), a, b), "datediff_months_whole(CAST(b AS date), CAST(a AS date))"},
		{"presto", call("date_diff", str("quarter"), a, b), "(datediff_months_whole(CAST(b AS date), CAST(a AS date)) DIV 3)"},
		{"trino", call("date_diff", str("year"), a, b), "(datediff_months_whole(CAST(b AS date), CAST(a AS date)) DIV 12)"},
		{"trino", call("date_diff", str("week"), a, b), "(datediff_days(CAST(b AS date), CAST(a AS date)) DIV 7)"},
		{"trino", call("date_diff", str("month"), col("a"), b), "<unresolved>"},
		// DuckDB: date_sub whole parts, date_diff quarter boundaries.
		{"duckdb", call("date_sub", str("month"), a, b), "datediff_months_whole(CAST(b AS date), CAST(a AS date))"},
		{"duckdb", call("date_sub", str("month"), col("a"), col("b")), "<unresolved>"},
		{"duckdb", call("date_diff", str("quarter"), a, b), "datediff_quarters(CAST(b AS date), CAST(a AS date))"},
		{"duckdb", call("date_diff", str("week"), a, b), "(datediff_days(CAST(b AS date), CAST(a AS date)) DIV 7)"},
		// Doris: whole months comparing the days only.
		{"doris", call("months_diff", b, a), "datediff_months_days(CAST(b AS date), CAST(a AS date))"},
		{"doris", call("years_diff", b, a), "(datediff_months_days(CAST(b AS date), CAST(a AS date)) DIV 12)"},
		{"doris", call("months_diff", col("b"), col("a")), "<unresolved>"},
		// Snowflake and BigQuery quarter boundaries.
		{"snowflake", call("datediff", col("quarter"), a, b), "datediff_quarters(CAST(b AS date), CAST(a AS date))"},
		{"bigquery", call("date_diff", col("b"), col("a"), col("QUARTER")), "datediff_quarters(b, a)"},
		// BigQuery weeks: boundaries since a 1900 date on the start day.
		{"bigquery", call("date_diff", col("b"), col("a"), col("ISOWEEK")), "(((datediff_days(b, <*ast.TypedLit>) + 700000) DIV 7) - ((datediff_days(a, <*ast.TypedLit>) + 700000) DIV 7))"},
		{"bigquery", call("date_diff", col("b"), col("a"), call("week", col("SUNDAY"))), "(((datediff_days(b, <*ast.TypedLit>) + 700000) DIV 7) - ((datediff_days(a, <*ast.TypedLit>) + 700000) DIV 7))"},
		{"bigquery", call("date_diff", col("b"), col("a"), call("week", col("someday"))), "<unresolved>"},
	} {
		got := resolve(t, c.dialect, false, c.in)
		if got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, render(c.in), got, c.want)
		}
	}
}
