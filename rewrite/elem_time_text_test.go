package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestElemTimeTextUntyped: the run-time test of each element of an array
// of unknown type joined as text, from PostgreSQL and DuckDB toward
// Trino, Presto and Spark, also raises for an interval or a timestamp
// (Trino's and Presto's typeof LIKE 'interval%' or 'time%', Spark's LIKE
// 'interval%' or timestamp), whose text the target writes otherwise; not
// between other dialects (elem_time_text.go).
func TestElemTimeTextUntyped(t *testing.T) {
	for _, tc := range []struct {
		from, to string
		want     string
	}{
		{"postgres", "trino", "WHEN (typeof(_e1) LIKE 'interval%' OR typeof(_e1) LIKE 'time%') AND _e1 IS NOT NULL THEN CAST(CAST('an INTERVAL, TIMESTAMPTZ, TIMESTAMP or TIME value inside an array joined as text, which trino writes otherwise than postgres"},
		{"postgres", "presto", "WHEN (typeof(_e1) LIKE 'interval%' OR typeof(_e1) LIKE 'time%') AND _e1 IS NOT NULL THEN CAST(CAST('an INTERVAL"},
		{"duckdb", "trino", "WHEN (typeof(_e1) LIKE 'interval%' OR typeof(_e1) LIKE 'time%') AND _e1 IS NOT NULL THEN CAST(CAST('an INTERVAL, TIMESTAMPTZ, TIMESTAMP or TIME value inside an array joined as text, which trino writes otherwise than duckdb"},
		{"postgres", "spark", "WHEN (typeof(_e1) LIKE 'interval%' OR typeof(_e1) = 'timestamp') AND _e1 IS NOT NULL THEN CAST(coalesce(assert_true(_e1 IS NULL), TRUE) AS STRING)"},
		{"duckdb", "spark", "WHEN (typeof(_e1) LIKE 'interval%' OR typeof(_e1) = 'timestamp') AND _e1 IS NOT NULL"},
		// Spark writes an interval as INTERVAL '1' DAY and a TIMESTAMP
		// without Trino's digits: the float test names them (float_text.go)
		{"spark", "trino", "typeof(_e1) LIKE 'timestamp(%' OR typeof(_e1) LIKE 'time(%' OR typeof(_e1) LIKE 'interval%'"},
	} {
		tr, err := lateral.Translate("SELECT array_to_string(t.a, ',') AS s FROM t", tc.from, tc.to, lateral.TranslateOptions{})
		if tc.from == "spark" {
			tr, err = lateral.Translate("SELECT array_join(t.a, ',') AS s FROM t", tc.from, tc.to, lateral.TranslateOptions{})
		}
		if err != nil {
			t.Errorf("%s to %s: %v", tc.from, tc.to, err)
			continue
		}
		if tc.want == "" {
			if strings.Contains(tr.SQL, "'interval%'") {
				t.Errorf("%s to %s: the interval test where both write the target's text: %s", tc.from, tc.to, tr.SQL)
			}
			continue
		}
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: want %q in:\n%s", tc.from, tc.to, tc.want, tr.SQL)
		}
	}
}

// TestElemTimeTextKnown: an array known to hold INTERVALs or TIMESTAMPTZs
// (toward Trino and Presto TIMESTAMPs and TIMEs too) joined as text is
// refused (T187); DATE, DECIMAL and TIMESTAMP elements toward Spark are
// kept.
func TestElemTimeTextKnown(t *testing.T) {
	const schema = "CREATE TABLE t (i INTERVAL[], z TIMESTAMPTZ[], ts TIMESTAMP[], tm TIME[], d DATE[], n NUMERIC(5,2)[])"
	for _, tc := range []struct {
		from, to, col string
		refused       bool
	}{
		{"postgres", "trino", "i", true},
		{"postgres", "spark", "i", true},
		{"postgres", "presto", "z", true},
		{"postgres", "spark", "z", true},
		{"postgres", "trino", "ts", true},
		{"postgres", "trino", "tm", true},
		{"duckdb", "trino", "z", true},
		{"postgres", "spark", "ts", false},
		{"postgres", "trino", "d", false},
		{"postgres", "trino", "n", false},
	} {
		q := "SELECT array_to_string(t." + tc.col + ", ',') AS s FROM t"
		tr, err := lateral.Translate(q, tc.from, tc.to, lateral.TranslateOptions{Schema: schema})
		if tc.refused {
			wantRefusal(t, tr, err, "T187")
			if err != nil && !strings.Contains(err.Error(), "writes otherwise") {
				t.Errorf("%s to %s: %s: %v", tc.from, tc.to, tc.col, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s to %s: %s: %v", tc.from, tc.to, tc.col, err)
		}
	}
}

// TestElemTimeTextScalar: a value known to be a TIMESTAMPTZ cast to
// text, concatenated or given to concat, from PostgreSQL or DuckDB
// toward Trino, Presto or Spark, is refused (T187): they write it
// 2024-01-01 00:00:00.000 UTC or without the offset; not toward DuckDB.
func TestElemTimeTextScalar(t *testing.T) {
	const schema = "CREATE TABLE t (z TIMESTAMPTZ, ts TIMESTAMP)"
	for _, tc := range []struct {
		from, to, in string
		refused      bool
	}{
		{"postgres", "trino", "SELECT CAST(t.z AS TEXT) AS s FROM t", true},
		{"postgres", "presto", "SELECT t.z || 'x' AS s FROM t", true},
		{"postgres", "spark", "SELECT concat(t.z, 'x') AS s FROM t", true},
		{"duckdb", "trino", "SELECT CAST(t.z AS VARCHAR) AS s FROM t", true},
		{"postgres", "duckdb", "SELECT CAST(t.z AS TEXT) AS s FROM t", false},
		{"postgres", "trino", "SELECT t.z AS s FROM t", false},
	} {
		tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{Schema: schema})
		if tc.refused {
			wantRefusal(t, tr, err, "T187")
			continue
		}
		if err != nil {
			t.Errorf("%s to %s: %s: %v", tc.from, tc.to, tc.in, err)
		}
	}
	// from Trino, whose text names the zone, refused by temporal_text.go
	refusedWith(t, "SELECT CAST(t.z AS VARCHAR) AS s FROM t", "trino", "spark", lateral.TranslateOptions{Schema: schema}, "T186", 8,
		"trino writes it as 2024-01-01 10:00:00.500 UTC")
}

// array_to_string of DECIMAL elements of a scale past 6 (or unknown)
// toward Spark is refused (T186): Spark writes them with an exponent
// (1E-8) outside ANSI mode; a scale up to 6 is written as the source's.
func TestElemDecimalTextSpark(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (n8 NUMERIC(20, 8), n2 NUMERIC(10, 2), arr NUMERIC(20, 8)[])", SchemaDialect: "postgres"}
	refusedWith(t, "SELECT array_to_string(t.arr, ',') AS a FROM t", "postgres", "spark", opts, "T186", 8, "1E-8")
	refusedWith(t, "SELECT array_to_string(ARRAY[t.n8], ',') AS a FROM t", "duckdb", "spark", opts, "T186", 8, "1E-8")
	tr := mustTranslate(t, "SELECT array_to_string(ARRAY[t.n2], ',') AS a FROM t", "postgres", "spark", opts)
	if want := "SELECT array_join(array(t.n2), ',') AS a FROM t"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
}

// array_to_string toward BigQuery (its ARRAY_TO_STRING takes strings or
// bytes only) of integers, dates and (from the dialects writing true and
// false) BOOLEANs casts the elements to STRING first (array_text), and of
// anything else but strings is refused; toward Snowflake of dates, times
// and intervals (written by its output formats) it is refused (T187,
// elemTextTarget) from every other dialect; strings, and numbers toward
// Snowflake, are kept.
func TestElemTextTarget(t *testing.T) {
	opts := lateral.TranslateOptions{SchemaDialect: "postgres",
		Schema: "CREATE TABLE e (i INT[], s TEXT[], d DATE[], ts TIMESTAMP[], iv INTERVAL[], n NUMERIC(5,2)[], b BOOLEAN[])"}
	text := func(a string) string {
		return "CASE WHEN " + a + " IS NULL THEN NULL ELSE ARRAY(SELECT CAST(e AS STRING) FROM UNNEST(" + a + ") AS e WITH OFFSET AS n ORDER BY n + 1) END"
	}
	var cases []exprCase
	for _, tc := range []struct{ from, to, in, want string }{
		{"postgres", "bigquery", "SELECT array_to_string(s, ',') AS a FROM e", "SELECT array_to_string(s, ',') AS a FROM e"},
		{"trino", "snowflake", "SELECT array_join(i, ',') AS a FROM e", "SELECT array_to_string(array_compact(i), ',') AS a FROM e"},
		{"bigquery", "bigquery", "SELECT array_to_string(s, ',') AS a FROM e", "SELECT array_to_string(s, ',') AS a FROM e"},
		{"postgres", "bigquery", "SELECT array_to_string(i, ',', '*') AS a FROM e", "SELECT array_to_string(" + text("i") + ", ',', '*') AS a FROM e"},
		{"spark", "bigquery", "SELECT array_join(d, ',') AS a FROM e", "SELECT array_to_string(" + text("d") + ", ',') AS a FROM e"},
		{"trino", "bigquery", "SELECT array_join(b, ',') AS a FROM e", "SELECT array_to_string(" + text("b") + ", ',') AS a FROM e"},
		{"trino", "bigquery", "SELECT array_join(ARRAY[1, NULL], ',') AS a", "SELECT array_to_string(ARRAY(SELECT CAST(e AS STRING) FROM UNNEST([1, NULL]) AS e WITH OFFSET AS n ORDER BY n + 1), ',') AS a"},
	} {
		cases = append(cases, exprCase{name: tc.from + " to " + tc.to + " " + tc.in, from: tc.from, to: tc.to, schema: opts.Schema, schemaDialect: opts.SchemaDialect,
			in: tc.in, want: tc.want, fires: tc.from != tc.to && tc.to == "bigquery" && !strings.Contains(tc.in, "(s,")})
	}
	runExprCases(t, cases)
	for _, tc := range []struct{ from, to, in, says string }{
		{"trino", "bigquery", "SELECT array_join(n, ',') AS a FROM e", "array of DECIMAL as text: bigquery's ARRAY_TO_STRING joins an array of STRING or BYTES only"},
		{"duckdb", "bigquery", "SELECT array_to_string(ts, ',') AS a FROM e", "array of TIMESTAMP"},
		{"postgres", "snowflake", "SELECT array_to_string(d, ',') AS a FROM e", "snowflake converts each element with TO_VARCHAR"},
		{"spark", "snowflake", "SELECT array_join(ts, ',') AS a FROM e", "array of TIMESTAMP"},
		{"duckdb", "snowflake", "SELECT array_to_string(iv, ',') AS a FROM e", "array of INTERVAL"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, opts, "T187", 8, tc.says)
	}
}
