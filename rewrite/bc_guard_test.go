package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// bcGuarded is the text bc_guard.go writes for x read where it may be
// before Christ (and, with late, after 9999-12-31): toward Hive, Spark and
// Doris the raise is assert_true, toward the others a division by zero of
// the year.
func bcGuarded(to, x string, late bool) string {
	bad := x + " < DATE '0001-01-01'"
	if late {
		bad += " OR " + x + " >= DATE '10000-01-01'"
	}
	year := "EXTRACT(YEAR FROM " + x + ")"
	raise := "coalesce(assert_true(" + year + " IS NULL), TRUE)"
	if to != "hive" && to != "spark" && to != "doris" {
		y := "CAST(" + year + " AS BIGINT)"
		raise = y + " / (" + y + " - " + y + ") = 0"
	}
	return "CASE WHEN CASE WHEN " + bad + " THEN " + raise + " ELSE FALSE END THEN NULL ELSE " + x + " END"
}

// TestBCGuard: from PostgreSQL and DuckDB toward the targets whose texts
// and years of a date before Christ are not checked, the year of a DATE,
// TIMESTAMP or TIMESTAMPTZ and the text of a DATE or TIMESTAMP read the
// value through a guard raising before Christ (a DATE's text also after
// 9999); a literal after Christ, now() and an INTERVAL's year are left as
// they were (rewrite/bc_guard.go).
func TestBCGuard(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (d DATE, ts TIMESTAMP, tz TIMESTAMPTZ, iv INTERVAL, s TEXT)", SchemaDialect: "postgres"}
	for _, tc := range []struct{ from, to, in, want string }{
		{"postgres", "spark", "SELECT EXTRACT(YEAR FROM d) AS a, CAST(d AS TEXT) AS b FROM t",
			"SELECT EXTRACT(YEAR FROM " + bcGuarded("spark", "d", false) + ") AS a, CAST(" + bcGuarded("spark", "d", true) + " AS STRING) AS b FROM t"},
		{"duckdb", "trino", "SELECT year(ts) AS a, d || 'x' AS b FROM t",
			"SELECT year(" + bcGuarded("trino", "ts", false) + ") AS a, CAST(" + bcGuarded("trino", "d", true) + " AS VARCHAR) || 'x' AS b FROM t"},
		{"postgres", "snowflake", "SELECT date_part('year', tz) AS a, CAST(d AS VARCHAR(10)) AS b FROM t",
			"SELECT CAST(EXTRACT(YEAR FROM " + bcGuarded("snowflake", "to_timestamp_ltz(tz)", false) + ") AS DOUBLE) AS a, CAST(" + bcGuarded("snowflake", "d", true) + " AS VARCHAR(10)) AS b FROM t"},
		// left as they were
		{"postgres", "spark", "SELECT EXTRACT(YEAR FROM DATE '2020-01-02') AS a, CAST(current_date AS TEXT) AS b, EXTRACT(MONTH FROM d) AS c, EXTRACT(YEAR FROM iv) AS e, CAST(s AS TEXT) AS f FROM t",
			"SELECT EXTRACT(YEAR FROM DATE '2020-01-02') AS a, CAST(current_date AS STRING) AS b, EXTRACT(MONTH FROM d) AS c, EXTRACT(YEAR FROM iv) AS e, CAST(s AS STRING) AS f FROM t"},
		{"postgres", "bigquery", "SELECT EXTRACT(YEAR FROM d) AS a FROM t",
			"SELECT EXTRACT(YEAR FROM CASE WHEN CASE WHEN d < DATE '0001-01-01' THEN error('a date before Christ, whose year bigquery gives otherwise than postgres (an error of the translation from postgres)') ELSE FALSE END THEN NULL ELSE d END) AS a FROM t"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: %s\ngot  %s\nwant %s", tc.from, tc.to, tc.in, tr.SQL, tc.want)
		}
		checkFired(t, tr, "lower_exprs", strings.Contains(tc.want, "CASE"))
		checkIdempotent(t, tr, tc.to, opts)
	}
	// a value that may change between its readings is refused (T073)
	refusedWith(t, "SELECT EXTRACT(YEAR FROM d + CAST(random() * 10 AS INT)) AS a FROM t", "postgres", "hive", opts, "T073", 26, "raising for a date before Christ, whose year hive gives otherwise than postgres, needs")
}

// array_to_string of DATE elements (toward Spark also TIMESTAMP ones) from
// PostgreSQL or DuckDB toward Spark, Trino and Presto, and of DATE
// elements between Spark and Trino and from Trino toward PostgreSQL,
// raises where an element is before Christ or after 9999; an array
// constructor of dates after Christ is left (rewrite/bc_guard.go
// bcArrayJoin).
func TestBCArrayJoin(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (ds DATE[], tss TIMESTAMP[])", SchemaDialect: "postgres"}
	tr := mustTranslate(t, "SELECT array_to_string(t.ds, ',') AS a FROM t", "postgres", "spark", opts)
	want := "SELECT CASE WHEN CASE WHEN size(filter(t.ds, _x1 -> _x1 < DATE '0001-01-01' OR CAST(_x1 AS DATE) > DATE '9999-12-31')) > 0 THEN coalesce(assert_true(t.ds IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE array_join(t.ds, ',') END AS a FROM t"
	if tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkFired(t, tr, "lower_exprs", true)
	checkIdempotent(t, tr, "spark", opts)
	for _, tc := range []struct{ from, to, in, has string }{
		{"duckdb", "trino", "SELECT array_to_string(t.ds, ',') AS a FROM t", "filter(t.ds, "},
		{"postgres", "spark", "SELECT array_to_string(t.tss, ',') AS a FROM t", "filter(t.tss, "},
		// DATE elements between the dialects that write them otherwise
		// outside years 1 to 9999 (extremeYearsDiffer)
		{"spark", "trino", "SELECT array_join(t.ds, ',') AS a FROM t", "filter(t.ds, "},
		{"trino", "spark", "SELECT array_join(t.ds, ',') AS a FROM t", "filter(t.ds, "},
		{"trino", "postgres", "SELECT array_join(t.ds, ',') AS a FROM t", "FROM unnest(t.ds)"},
		// from Hive toward Spark an element before year 1 only (both
		// write +10000 past 9999: earlyYearsOnly)
		{"hive", "spark", "SELECT concat_ws(',', t.ds) AS a FROM t", "filter(t.ds, _x1 -> _x1 < DATE '0001-01-01')) > 0"},
	} {
		if tr := mustTranslate(t, tc.in, tc.from, tc.to, opts); !strings.Contains(tr.SQL, tc.has) {
			t.Errorf("%s to %s: %s: got %s, want it to hold %s", tc.from, tc.to, tc.in, tr.SQL, tc.has)
		}
	}
	// toward Hive, which has no lambda to test the elements with, refused
	refusedWith(t, "SELECT concat_ws(',', t.ds) AS a FROM t", "spark", "hive", opts, "T187", 8, "an element of a year before 1 otherwise than spark")
	for _, tc := range []struct{ from, to, in, want string }{
		{"postgres", "spark", "SELECT array_to_string(ARRAY[DATE '2020-01-01'], ',') AS a", "SELECT array_join(array(DATE '2020-01-01'), ',') AS a"},
		{"postgres", "duckdb", "SELECT array_to_string(t.ds, ',') AS a FROM t", ""},
		{"trino", "presto", "SELECT array_join(t.ds, ',') AS a FROM t", ""},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
		if tc.want != "" && tr.SQL != tc.want || strings.Contains(tr.SQL, "DATE '0001-01-01'") {
			t.Errorf("%s to %s: %s: got %s", tc.from, tc.to, tc.in, tr.SQL)
		}
	}
}
