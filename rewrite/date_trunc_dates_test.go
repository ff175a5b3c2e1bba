package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// date_trunc of a DATE keeps the source's type (rewrite/date_trunc_dates.go):
// a DATE from Trino, Presto and Snowflake, a TIMESTAMP from Spark and
// DuckDB, a TIMESTAMP WITH TIME ZONE from PostgreSQL (the DATE truncated
// as a TIMESTAMP, which reads no time zone); a TIMESTAMP's is left; one
// of unknown type warns (W033); a unit below the day of a Trino DATE is
// refused. conformance/dates
// trino_date_trunc_date runs the first on PostgreSQL and DuckDB.
func TestDateTruncDates(t *testing.T) {
	const schema = "CREATE TABLE t (d DATE, ts TIMESTAMP)"
	runExprCases(t, []exprCase{
		{name: "trino to postgres", from: "trino", to: "postgres", schema: schema, schemaDialect: "postgres",
			in: "SELECT date_trunc('month', d) AS m FROM t", want: "SELECT CAST(date_trunc('month', CAST(d AS TIMESTAMP)) AS DATE) AS m FROM t", fires: true},
		{name: "snowflake to spark", from: "snowflake", to: "spark", schema: schema, schemaDialect: "postgres",
			in: "SELECT date_trunc('year', d) AS m FROM t", want: "SELECT CAST(date_trunc('year', CAST(d AS TIMESTAMP)) AS DATE) AS m FROM t", fires: true},
		{name: "duckdb to trino", from: "duckdb", to: "trino", schema: schema, schemaDialect: "postgres",
			in: "SELECT date_trunc('month', d) AS m FROM t", want: "SELECT date_trunc('month', CAST(d AS TIMESTAMP)) AS m FROM t", fires: true},
		{name: "postgres to duckdb", from: "postgres", to: "duckdb", schema: schema,
			in: "SELECT date_trunc('month', d) AS m FROM t", want: "SELECT date_trunc('month', CAST(d AS TIMESTAMPTZ)) AS m FROM t", fires: true},
		// a unit's other name read first (trunc_units.go), then the type
		{name: "postgres's mon to trino", from: "postgres", to: "trino", schema: schema,
			in: "SELECT date_trunc('mon', d) AS m FROM t", want: "SELECT date_trunc('month', CAST(d AS TIMESTAMP WITH TIME ZONE)) AS m FROM t", fires: true},
		{name: "spark's MM to postgres", from: "spark", to: "postgres", schema: schema, schemaDialect: "postgres",
			in: "SELECT date_trunc('MM', d) AS m FROM t", want: "SELECT date_trunc('month', CAST(d AS TIMESTAMP)) AS m FROM t", fires: true},
		{name: "no-op: a TIMESTAMP", from: "trino", to: "postgres", schema: schema, schemaDialect: "postgres",
			in: "SELECT date_trunc('month', ts) AS m FROM t", want: "SELECT date_trunc('month', ts) AS m FROM t"},
		{name: "no-op: the same type", from: "spark", to: "duckdb", schema: schema, schemaDialect: "postgres",
			in: "SELECT date_trunc('month', d) AS m FROM t", want: "SELECT date_trunc('month', d) AS m FROM t"},
	})
	// Trino's date_trunc of a DATE to a unit below the day raises
	refusedWith(t, "SELECT date_trunc('hour', d) AS m FROM t", "trino", "postgres",
		lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}, "T127", 19, "not a valid DATE field")
	tr := mustTranslate(t, "SELECT date_trunc('month', x) AS m FROM u", "trino", "postgres", lateral.TranslateOptions{})
	checkWarned(t, tr, "W033", true)
	tr = mustTranslate(t, "SELECT date_trunc('month', x) AS m FROM u", "spark", "duckdb", lateral.TranslateOptions{})
	checkWarned(t, tr, "W033", false)
}
