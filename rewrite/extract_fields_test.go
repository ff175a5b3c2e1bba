package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestExtractFields: an EXTRACT field the dialects number differently is
// refused (T128) between two dialects: DuckDB's and PostgreSQL's DOW count
// Sunday as 0, Spark's Sunday as 1 and Trino's Monday as 1; DuckDB's SECOND
// is an integer (12 for 10:11:12.5, run on DuckDB 1.5), PostgreSQL's and
// Spark's keep the fraction (12.500000 on PostgreSQL 15). YEAR, QUARTER,
// MONTH, DAY, HOUR and MINUTE pass, SECOND passes between two dialects
// that both drop (or both keep) the fraction, and any field passes from a
// dialect to itself.
func TestExtractFields(t *testing.T) {
	const ts = "TIMESTAMP '2024-01-07 10:11:12.5'"
	for _, tc := range []struct{ from, to, field string }{
		{"duckdb", "postgres", "SECOND"},
		{"postgres", "duckdb", "SECOND"},
		{"duckdb", "spark", "second"},
		{"spark", "trino", "SECOND"},
		{"postgres", "drill", "SECOND"},
		{"duckdb", "spark", "DOW"},
		{"postgres", "trino", "dow"},
		{"duckdb", "postgres", "EPOCH"},
		{"postgres", "duckdb", "WEEK"},
		{"spark", "postgres", "DOY"},
		{"trino", "duckdb", "DAY_OF_WEEK"},
	} {
		q := "SELECT EXTRACT(" + tc.field + " FROM " + ts + ") AS x"
		tr, err := lateral.Translate(q, tc.from, tc.to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T128")
	}
	for _, tc := range []struct{ from, to, field string }{
		{"duckdb", "trino", "SECOND"},
		{"postgres", "spark", "SECOND"},
		{"spark", "postgres", "SECOND"},
		{"duckdb", "duckdb", "DOW"},
		{"postgres", "postgres", "EPOCH"},
		{"duckdb", "spark", "HOUR"},
		{"postgres", "trino", "MINUTE"},
		{"trino", "postgres", "QUARTER"},
	} {
		q := "SELECT EXTRACT(" + tc.field + " FROM " + ts + ") AS x"
		tr := mustTranslate(t, q, tc.from, tc.to, lateral.TranslateOptions{})
		if !strings.Contains(strings.ToUpper(tr.SQL), "EXTRACT("+strings.ToUpper(tc.field)+" FROM") {
			t.Errorf("%s to %s: got %s, want EXTRACT(%s ...) kept", tc.from, tc.to, tr.SQL, tc.field)
		}
	}
}

// The DAY and HOUR of an INTERVAL are refused (T128) between dialects that
// read them otherwise: PostgreSQL's and DuckDB's INTERVAL '36 hours' has
// the hour 36 and the day 0, Trino's the hour 12 and the day 1; MINUTE,
// a TIMESTAMP's DAY and PostgreSQL toward DuckDB pass.
func TestIntervalDayHour(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (iv INTERVAL, ts TIMESTAMP)", SchemaDialect: "postgres"}
	refusedWith(t, "SELECT EXTRACT(HOUR FROM INTERVAL '36 hours') AS a", "postgres", "trino", opts, "T128", 8, "the HOUR of an INTERVAL")
	refusedWith(t, "SELECT EXTRACT(DAY FROM t.iv) AS a FROM t", "duckdb", "hive", opts, "T128", 8, "the DAY of an INTERVAL")
	refusedWith(t, "SELECT EXTRACT(HOUR FROM INTERVAL '36' HOUR) AS a", "trino", "postgres", opts, "T128", 8, "the HOUR of an INTERVAL")
	// Trino's hour and day functions of an interval read it as its
	// EXTRACT does (Trino source, DateTimeFunctions.hourFromInterval:
	// the milliseconds modulo a day, in hours)
	refusedWith(t, "SELECT hour(INTERVAL '36' HOUR) AS a", "trino", "postgres", opts, "T128", 8, "the HOUR of an INTERVAL")
	refusedWith(t, "SELECT day(x) AS a FROM (SELECT INTERVAL '36' HOUR AS x) AS s", "trino", "duckdb", opts, "T128", 8, "the DAY of an INTERVAL")
	refusedWith(t, "SELECT hour(t.iv) AS a FROM t", "duckdb", "trino", opts, "T128", 8, "the HOUR of an INTERVAL")
	for _, tc := range []struct{ from, to, in, want string }{
		{"postgres", "trino", "SELECT EXTRACT(MINUTE FROM t.iv) AS a, EXTRACT(DAY FROM t.ts) AS b FROM t", "SELECT EXTRACT(MINUTE FROM t.iv) AS a, EXTRACT(DAY FROM t.ts) AS b FROM t"},
		{"postgres", "duckdb", "SELECT EXTRACT(HOUR FROM t.iv) AS a FROM t", "SELECT EXTRACT(HOUR FROM t.iv) AS a FROM t"},
		{"duckdb", "postgres", "SELECT hour(t.iv) AS a, hour(t.ts) AS b FROM t", "SELECT CAST(EXTRACT(HOUR FROM t.iv) AS BIGINT) AS a, CAST(EXTRACT(HOUR FROM t.ts) AS BIGINT) AS b FROM t"},
		{"trino", "presto", "SELECT EXTRACT(DAY FROM t.iv) AS a FROM t", "SELECT EXTRACT(DAY FROM t.iv) AS a FROM t"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: %s\ngot  %s\nwant %s", tc.from, tc.to, tc.in, tr.SQL, tc.want)
		}
	}
}
