package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's and DuckDB's date_part of a literal field is the EXTRACT
// it is toward the other dialects (date_part_extract.go): a DOUBLE from
// PostgreSQL, refused where the target's EXTRACT of the field differs
// (T128); left between the two.
func TestDatePartExtract(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE e (ts TIMESTAMP, f VARCHAR)", SchemaDialect: "postgres"}
	var cases []exprCase
	for _, tc := range []struct {
		from, to, in, want string
		fired              bool
	}{
		{"postgres", "spark", "SELECT date_part('month', ts) AS m, date_part('HOUR', ts) / 2 AS h FROM e",
			"SELECT CAST(EXTRACT(MONTH FROM ts) AS DOUBLE) AS m, CAST(EXTRACT(HOUR FROM ts) AS DOUBLE) / 2 AS h FROM e", true},
		{"postgres", "spark", "SELECT date_part('hrs', ts) AS h, date_part('Mons', ts) AS m FROM e",
			"SELECT CAST(EXTRACT(HOUR FROM ts) AS DOUBLE) AS h, CAST(EXTRACT(MONTH FROM ts) AS DOUBLE) AS m FROM e", true},
		{"duckdb", "trino", "SELECT date_part('minute', ts) AS m, datepart('day', ts) AS d FROM e",
			"SELECT EXTRACT(MINUTE FROM ts) AS m, EXTRACT(DAY FROM ts) AS d FROM e", true},
		{"postgres", "duckdb", "SELECT date_part('month', ts) AS m FROM e", "SELECT date_part('month', ts) AS m FROM e", false},
		{"duckdb", "postgres", "SELECT date_part('month', ts) AS m FROM e", "SELECT date_part('month', ts) AS m FROM e", false},
	} {
		cases = append(cases, exprCase{name: tc.from + " to " + tc.to + " " + tc.in, from: tc.from, to: tc.to, schema: opts.Schema, schemaDialect: opts.SchemaDialect, in: tc.in, want: tc.want, fires: tc.fired})
		if tc.fired {
			checkWarned(t, mustTranslate(t, tc.in, tc.from, tc.to, opts), "W014", false) // the call is read, not passed on
		}
	}
	runExprCases(t, cases)
	// the refusal names the call as written, and the field it reads
	refusedWith(t, "SELECT date_part('dow', ts) AS w FROM e", "postgres", "spark", opts, "T128", 8, "date_part('dow', ...) is not read alike")
	refusedWith(t, "SELECT datepart('secs', ts) AS w FROM e", "duckdb", "spark", opts, "T128", 8,
		"duckdb's datepart('secs', ...) (EXTRACT(SECOND)) drops the fraction of a second, and spark's EXTRACT(SECOND) keeps it")
	refusedWith(t, "SELECT EXTRACT(DOW FROM ts) AS w FROM e", "postgres", "spark", opts, "T128", 8, "EXTRACT(DOW) is not read alike")
}
