package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's and DuckDB's interval string with its units inside is
// written with the unit after the string toward the dialects that take no
// other form (interval_unitless.go): one field anywhere there, several
// fields of days and shorter as a sum toward Trino, Presto and ANSI SQL,
// and as one interval of the smallest unit where a TIMESTAMP or DATE is
// added to it toward Hive, Doris, BigQuery and Drill (dayTimeSumOperand);
// other texts stay refused by the printer (T090).
func TestUnitlessInterval(t *testing.T) {
	const schema = "CREATE TABLE t (ts TIMESTAMP, d DATE, tz TIMESTAMPTZ)"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
	for _, tc := range []struct{ name, from, to, in, want, code string }{
		{name: "one field", from: "postgres", to: "hive", in: "SELECT t.ts + interval '1 day' AS a, t.ts - INTERVAL '-3 Hours' AS b FROM t",
			want: "SELECT t.ts + INTERVAL '1' DAY AS a, t.ts - INTERVAL '-3' HOUR AS b FROM t"},
		{name: "weeks", from: "duckdb", to: "bigquery", in: "SELECT t.d + INTERVAL '2 weeks' AS a FROM t",
			want: "SELECT CAST(t.d AS DATETIME) + INTERVAL '14' DAY AS a FROM t"},
		{name: "months", from: "postgres", to: "trino", in: "SELECT t.ts + interval '2 mons' AS a FROM t",
			want: "SELECT t.ts + INTERVAL '2' MONTH AS a FROM t"},
		{name: "fields", from: "postgres", to: "trino", in: "SELECT t.ts + interval '1 day -2 hours 5 secs' AS a FROM t",
			want: "SELECT t.ts + (INTERVAL '1' DAY + INTERVAL '-2' HOUR + INTERVAL '5' SECOND) AS a FROM t"},
		{name: "no-op toward Spark", from: "postgres", to: "spark", in: "SELECT t.ts + interval '1 day' AS a FROM t",
			want: "SELECT t.ts + INTERVAL '1 day' AS a FROM t"},
		// added to a TIMESTAMP or DATE toward Hive, Doris, BigQuery and
		// Drill: one interval of the smallest unit
		{name: "fields added toward Hive", from: "postgres", to: "hive", in: "SELECT t.ts + interval '1 day 2 hours' AS a, t.ts - interval '1 hour -1 minute' AS b FROM t",
			want: "SELECT t.ts + INTERVAL '26' HOUR AS a, t.ts - INTERVAL '59' MINUTE AS b FROM t"},
		{name: "fields added toward Drill", from: "duckdb", to: "drill", in: "SELECT interval '2 weeks 1 second' + t.d AS a FROM t",
			want: "SELECT CAST(t.d AS TIMESTAMP) + INTERVAL '1209601' SECOND AS a FROM t"},
		{name: "fields alone toward Hive", from: "postgres", to: "hive", in: "SELECT interval '1 day 2 hours' AS a FROM t", code: "T090"},
		{name: "fields added to a TIMESTAMPTZ", from: "postgres", to: "hive", in: "SELECT t.tz + interval '1 day 2 hours' AS a FROM t", code: "T190"},
		{name: "fields minus a TIMESTAMP", from: "postgres", to: "hive", in: "SELECT interval '1 day 2 hours' - t.ts AS a FROM t", code: "T090"},
		{name: "months and days", from: "postgres", to: "trino", in: "SELECT t.ts + interval '1 month 2 days' AS a FROM t",
			want: "SELECT t.ts + INTERVAL '1' MONTH + INTERVAL '2' DAY AS a FROM t"},
		{name: "months and days of a TIMESTAMPTZ", from: "postgres", to: "trino", in: "SELECT t.tz + interval '1 month 2 days' AS a FROM t", code: "T109"},
		{name: "a fraction", from: "postgres", to: "trino", in: "SELECT t.ts + interval '1.5 days' AS a FROM t", code: "T090"},
		{name: "a plus sign", from: "duckdb", to: "trino", in: "SELECT t.ts + interval '+1 day' AS a FROM t", code: "T090"},
		{name: "weeks past 32 bits of days", from: "postgres", to: "trino", in: "SELECT t.ts + interval '306783379 weeks' AS a FROM t", code: "T090"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.code != "" {
				tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
				wantRefusal(t, tr, err, tc.code)
				return
			}
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want+";" && tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, tc.to, opts)
		})
	}
}
