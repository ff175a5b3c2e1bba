package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestBigQueryDateInZoneRow: date_in_zone(ts, zone), which
// rewrite/bq_date.go writes BigQuery's DATE(timestamp[, zone]) as, is
// CAST(ts AT TIME ZONE zone AS DATE) for PostgreSQL and DuckDB (run on
// PostgreSQL 15 and DuckDB 1.5 in conformance/dates/bigquery_date_function.txtar)
// and refused elsewhere.
func TestBigQueryDateInZoneRow(t *testing.T) {
	ts, zone := col("ts"), &ast.Literal{Kind: ast.LitString, Value: "UTC"}
	for _, d := range []string{"postgres", "duckdb"} {
		out, err := SpellFunc(fnTestDialect(t, d), "date_in_zone", []ast.Expr{ts, zone}, ast.Span{})
		c, ok := out.(*ast.Cast)
		if err != nil || !ok || c.Type.Kind != ast.TypeDate {
			t.Errorf("write %s date_in_zone: got %v %v, want a cast to DATE", d, out, err)
			continue
		}
		if at, ok := c.X.(*ast.AtTimeZone); !ok || at.X != ts || at.Zone != zone {
			t.Errorf("write %s date_in_zone: got CAST(%#v AS DATE), want CAST(ts AT TIME ZONE 'UTC' AS DATE)", d, c.X)
		}
	}
	for _, d := range []string{"bigquery", "trino", "spark"} {
		if _, err := SpellFunc(fnTestDialect(t, d), "date_in_zone", []ast.Expr{ts, zone}, ast.Span{}); err == nil {
			t.Errorf("%s date_in_zone: written, want refused", d)
		}
	}
}
