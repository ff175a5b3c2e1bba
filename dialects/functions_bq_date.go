package dialects

import "github.com/lateral-sql/lateral/ast"

// bqDateRows: date_in_zone(ts, zone), the DATE of the instant ts (a
// TIMESTAMP WITH TIME ZONE) in the zone, which rewrite/bq_date.go writes
// BigQuery's DATE(timestamp[, zone]) as (with 'UTC' where no zone is
// given: "If no time zone is specified, the default time zone, UTC, is
// used", BigQuery date functions, DATE), having checked that the zone is
// a literal region name or UTC. PostgreSQL's and DuckDB's CAST(ts AT TIME
// ZONE zone AS DATE): a TIMESTAMP WITH TIME ZONE at a zone is the zone's
// wall-clock TIMESTAMP (PostgreSQL 15 documentation 9.9.4; DuckDB's
// timezone(text, timestamptz)), whose date is the cast. No dialect reads
// the name; the others are refused.
func bqDateRows() {
	fnRow("date_in_zone",
		fnNo("lateral writes the date of a timestamp in a zone for PostgreSQL and DuckDB only", "compute the date in the source, or translate to PostgreSQL or DuckDB"),
		fnEm(emDateInZone, dPG, dDuck))
}

// emDateInZone: CAST(ts AT TIME ZONE zone AS DATE).
func emDateInZone(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.cast(&ast.AtTimeZone{Span: c.sp, X: a[0], Zone: a[1]}, ast.TypeDate), nil
}
