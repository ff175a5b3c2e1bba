package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestNumericMathType: sqrt, exp, ln, log, log10 and power of a NUMERIC
// are a NUMERIC in PostgreSQL and BigQuery (PostgreSQL 15: sqrt(2.0) is
// 1.414213562373095; BigQuery's mathematical functions, return data
// type) and a DOUBLE in DuckDB and the others (DuckDB 1.5:
// 1.4142135623730951). Toward PostgreSQL and BigQuery an argument not
// known to be an integer or a float is cast to DOUBLE; from them a NUMERIC
// argument is refused (T155); an integer or a float argument is kept
// (numeric_math.go).
func TestNumericMathType(t *testing.T) {
	for _, tc := range []struct{ in, from, to, want string }{
		{"SELECT sqrt(2.0) AS a", "duckdb", "postgres", "sqrt(CAST(2.0 AS DOUBLE PRECISION))"},
		{"SELECT sqrt(x) AS a FROM t", "duckdb", "postgres", "sqrt(CAST(x AS DOUBLE PRECISION))"}, // a DECIMAL column without a schema
		{"SELECT exp(x) AS a FROM t", "spark", "bigquery", "exp(CAST(x AS FLOAT64))"},
		{"SELECT power(2, 0.5) AS a", "snowflake", "postgres", "power(2, CAST(0.5 AS DOUBLE PRECISION))"},
		// PostgreSQL has no log(b, x) of floats, and of integers it is a
		// NUMERIC (log(2, 8) is 3.0000000000000000): written as the source
		// computes it (run on DuckDB 1.5 and PostgreSQL 15: log(10, 1000)
		// is 3 and log10(1000::float8)/log10(10::float8) 3, where
		// ln(1000)/ln(10) is 2.9999999999999996; log(7, 10)
		// 1.1832946624549383 in both)
		{"SELECT log(2.0, 8) AS a", "duckdb", "postgres", "log10(CAST(8 AS DOUBLE PRECISION)) / log10(CAST(2.0 AS DOUBLE PRECISION)) AS a"},
		{"SELECT log(10, x) AS a FROM t", "duckdb", "postgres", "log10(CAST(x AS DOUBLE PRECISION)) / log10(CAST(10 AS DOUBLE PRECISION)) AS a"},
		{"SELECT log(10, x) AS a FROM t", "duckdb", "ansi", "log10(CAST(x AS DOUBLE PRECISION)) / log10(CAST(10 AS DOUBLE PRECISION)) AS a"},
		// (inside the guard of the value outside the domain: math_domain.go)
		{"SELECT -log(2, CAST(x AS DOUBLE)) AS a FROM t", "trino", "postgres", "-CASE WHEN CAST(x AS DOUBLE PRECISION) = 0 THEN CAST('-Infinity' AS DOUBLE PRECISION) WHEN CAST(x AS DOUBLE PRECISION) < 0 THEN CAST('NaN' AS DOUBLE PRECISION) ELSE ln(CAST(x AS DOUBLE PRECISION)) / ln(CAST(2 AS DOUBLE PRECISION)) END AS a"},
		{"SELECT log(2, x) AS a, log(x) AS b FROM t", "spark", "postgres", "CASE WHEN CAST(x AS DOUBLE PRECISION) <= 0 THEN NULL ELSE ln(CAST(x AS DOUBLE PRECISION)) / ln(CAST(2 AS DOUBLE PRECISION)) END AS a, CASE WHEN CAST(x AS DOUBLE PRECISION) <= 0 THEN NULL ELSE ln(CAST(x AS DOUBLE PRECISION)) END AS b"},
		// BigQuery LOG(X, Y) is log base Y of X
		{"SELECT log(2, x) AS a FROM t", "spark", "bigquery", "CASE WHEN CAST(x AS FLOAT64) <= 0 THEN NULL ELSE log(CAST(x AS FLOAT64), 2) END"},
		{"SELECT sqrt(2) AS a, sqrt(CAST(2 AS DOUBLE)) AS b", "duckdb", "postgres", "sqrt(2) AS a, sqrt(CAST(2 AS DOUBLE PRECISION)) AS b"},
		{"SELECT sqrt(2.0) AS a", "duckdb", "trino", "sqrt(2.0)"},
		// lat run ansi computes a DOUBLE: sqrt(2.0) is 1.4142135623730951
		{"SELECT sqrt(2.0) AS a", "ansi", "postgres", "sqrt(CAST(2.0 AS DOUBLE PRECISION))"},
		{"SELECT power(x, 2) AS a FROM t", "doris", "postgres", "power(CAST(x AS DOUBLE PRECISION), 2)"},
		{"SELECT sqrt(2) AS a, power(2.0::float8, 0.5) AS b", "postgres", "duckdb", "sqrt(2) AS a, power(CAST(2.0 AS DOUBLE), 0.5) AS b"},
	} {
		if tr := mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{}); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: %s, want %s", tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT sqrt(2.0) AS a", "postgres", "duckdb"},
		{"SELECT ln(CAST(2 AS NUMERIC)) AS a", "postgres", "spark"},
		{"SELECT power(2, 0.5) AS a", "postgres", "bigquery"},
		{"SELECT sqrt(NUMERIC '2') AS a", "bigquery", "postgres"},
		{"SELECT log10(NUMERIC '2') AS a", "bigquery", "duckdb"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{}, "T155", 8, "of a NUMERIC is a NUMERIC of "+tc.from+"'s own digits")
	}
	// an argument of unknown type may be a NUMERIC: refused, naming
	// --schema; NULL, a float beside it, or a source computing DOUBLEs
	// only are kept
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT sqrt(x) AS a FROM t", "postgres", "duckdb"},
		{"SELECT exp(x * 2) AS a FROM t", "postgres", "spark"},
		{"SELECT power(x, 2) AS a FROM t", "postgres", "bigquery"},
		{"SELECT LOG(x, 2) AS a FROM t", "bigquery", "postgres"},
		{"SELECT SQRT(x) AS a FROM t", "bigquery", "duckdb"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{}, "T155", 8, "is not known: were it a NUMERIC")
	}
	mustTranslate(t, "SELECT sqrt(NULL) AS a, power(x, CAST(0.5 AS DOUBLE PRECISION)) AS b FROM t", "postgres", "duckdb", lateral.TranslateOptions{})
	mustTranslate(t, "SELECT sqrt(x) AS a FROM t", "postgres", "duckdb", lateral.TranslateOptions{Schema: "CREATE TABLE t (x DOUBLE PRECISION)"})
	// PostgreSQL's log(b, x) of integers is a NUMERIC too (log(2, 8) is
	// 3.0000000000000000, DuckDB's 3); its one-argument log, sqrt, power
	// and exp of integers are floats, kept
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (n INTEGER, r DOUBLE PRECISION)", SchemaDialect: "postgres"}
	refusedWith(t, "SELECT log(2, 8) AS a", "postgres", "duckdb", opts, "T155", 8, "log(b, x) is a NUMERIC of postgres's own digits, of integers too")
	refusedWith(t, "SELECT log(2, n) AS a FROM t", "postgres", "trino", opts, "T155", 8, "log(b, x) is a NUMERIC")
	for _, to := range []string{"duckdb", "trino", "spark", "snowflake"} {
		mustTranslate(t, "SELECT sqrt(n) AS a, power(2, 10) AS b, exp(1) AS c, log(n) AS d, ln(r) AS e, power(r, 0.5) AS f, sqrt(r) AS g FROM t", "postgres", to, opts)
	}
	// DuckDB's HUGEINT has no PostgreSQL type but NUMERIC: cast to DOUBLE
	// as DuckDB converts it
	duck := lateral.TranslateOptions{Schema: "CREATE TABLE t (h HUGEINT, i INTEGER)", SchemaDialect: "duckdb"}
	if tr := mustTranslate(t, "SELECT sqrt(h) AS a, sqrt(i) AS b FROM t", "duckdb", "postgres", duck); !strings.Contains(tr.SQL,
		"sqrt(CAST(h AS DOUBLE PRECISION)) AS a, sqrt(i) AS b") {
		t.Errorf("duckdb to postgres: %s", tr.SQL)
	}
	// BigQuery's LOG(X, Y) of INT64 or FLOAT64 is a FLOAT64 (its
	// mathematical functions, LOG): toward PostgreSQL as a quotient of
	// floats, not PostgreSQL's log(b, x) of numerics
	mustTranslate(t, "SELECT LOG(8, 2) AS a", "bigquery", "duckdb", lateral.TranslateOptions{})
	bq := lateral.TranslateOptions{Schema: "CREATE TABLE t (f FLOAT64, i INT64)", SchemaDialect: "bigquery"}
	if tr := mustTranslate(t, "SELECT LOG(f, 2) AS a, LOG(i, 10) AS b FROM t", "bigquery", "postgres", bq); !strings.Contains(tr.SQL,
		"ln(f) / ln(CAST(2 AS DOUBLE PRECISION)) AS a, ln(CAST(i AS DOUBLE PRECISION)) / ln(CAST(10 AS DOUBLE PRECISION)) AS b") {
		t.Errorf("bigquery to postgres: %s", tr.SQL)
	}
}

// TestMathLiteralRaise: PostgreSQL's exp and power of double precision
// raise for an overflow, an underflow, zero to a negative power and a
// negative number to a fractional one, where DuckDB gives Infinity, 0,
// Infinity and NaN (run on PostgreSQL 15 and DuckDB 1.5: exp(1000),
// exp(-1000), power(0, -1), power(-8, 0.5), power(10, 400)): literal
// arguments that give one of those are refused (T170) from PostgreSQL, and
// toward it from Doris, Snowflake, BigQuery and ANSI SQL; from DuckDB,
// Spark, Hive, Trino and Presto they are written as the source's value
// (ieee_pg_math.go), but for results within the margin of the bounds
// (power(2, 1024) is 2^1024, one unit in the last place past the largest
// double) and -0 to an odd negative power; the others, and columns, are
// kept (numeric_math.go, mathLiteralRaise).
func TestMathLiteralRaise(t *testing.T) {
	for _, tc := range []struct{ in, from, to, says string }{
		{"SELECT power(2, 1024) AS a", "duckdb", "postgres", "overflows a DOUBLE (Infinity): postgres raises"},
		{"SELECT exp(-1000) AS a", "postgres", "duckdb", "underflows a DOUBLE (0)"},
		{"SELECT power(-8, 0.5) AS a", "snowflake", "postgres", "a negative number to a fractional power (NaN)"},
		{"SELECT pow(0, -1) AS a", "doris", "postgres", "zero to a negative power"},
		{"SELECT pow(-0e0, -1) AS a", "spark", "postgres", "zero to a negative power"},
		{"SELECT exp(1000) AS a", "postgres", "ansi", "postgres raises an error for it where ansi gives a value"},
		{"SELECT power(10, 400) AS a", "postgres", "trino", "overflows a DOUBLE"},
		{"SELECT power(2, -1075) AS a", "trino", "postgres", "underflows a DOUBLE"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{}, "T170", 8, tc.says)
	}
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT exp(700) AS a, power(-8, 3) AS b, power(0, 0) AS c, exp(x) AS d FROM t", "duckdb", "postgres"},
		{"SELECT exp(1000) AS a", "duckdb", "trino"},
		{"SELECT exp(1000) AS a", "duckdb", "ansi"}, // Infinity in lat run too
	} {
		mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{})
	}
	for _, tc := range []struct{ in, from, want string }{
		{"SELECT exp(1000) AS a, exp(-(-1000)) AS b, exp(-1000) AS c", "duckdb", "SELECT CAST('Infinity' AS DOUBLE PRECISION) AS a, CAST('Infinity' AS DOUBLE PRECISION) AS b, CAST('0' AS DOUBLE PRECISION) AS c"},
		{"SELECT pow(0, -1) AS a, power(-0.0, -1) AS b, pow(-8, 0.5) AS c, power(-10, 401) AS d, power(-10, -401) AS e, power(10, -400) AS f", "spark",
			"SELECT CAST('Infinity' AS DOUBLE PRECISION) AS a, CAST('Infinity' AS DOUBLE PRECISION) AS b, CAST('NaN' AS DOUBLE PRECISION) AS c, CAST('-Infinity' AS DOUBLE PRECISION) AS d, CAST('-0' AS DOUBLE PRECISION) AS e, CAST('0' AS DOUBLE PRECISION) AS f"},
		{"SELECT power(2, 3) AS a", "trino", "SELECT power(2, 3) AS a"},
	} {
		if tr := mustTranslate(t, tc.in, tc.from, "postgres", lateral.TranslateOptions{}); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s from %s: want %s, got %s", tc.in, tc.from, tc.want, tr.SQL)
		}
	}
}

// TestIeeePgMathForms: exp and power of columns from DuckDB, Spark, Hive,
// Trino and Presto toward PostgreSQL give the source's Infinity, 0 and NaN
// where PostgreSQL raises (ieee_pg_math.go; run on both engines in
// ieee_pg_math_test.go), Java's NaN for 1 to a NaN power from the Java
// dialects only; a literal argument is read in the form; from BigQuery,
// Snowflake and Doris the call is kept.
func TestIeeePgMathForms(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (x DOUBLE, y DOUBLE, i INTEGER)"}
	java := "WHEN x = CAST('1' AS DOUBLE PRECISION) AND y = CAST('NaN' AS DOUBLE PRECISION)"
	for _, src := range []string{"duckdb", "spark", "hive", "trino", "presto"} {
		tr := mustTranslate(t, "SELECT power(x, y) AS a, exp(x) AS b FROM t", src, "postgres", opts)
		for _, want := range []string{"WHEN x = CAST('0' AS DOUBLE PRECISION) AND y < CAST('0' AS DOUBLE PRECISION)",
			"ELSE power(x, y) END AS a", "WHEN x < CAST('-745.1332191019411' AS DOUBLE PRECISION) THEN CAST('0' AS DOUBLE PRECISION) ELSE exp(x) END AS b"} {
			if !strings.Contains(tr.SQL, want) {
				t.Errorf("%s: want %s in\n%s", src, want, tr.SQL)
			}
		}
		if strings.Contains(tr.SQL, java) != (src != "duckdb") {
			t.Errorf("%s: Java's 1 to a NaN power: %s", src, tr.SQL)
		}
	}
	// y = 2 is read here: no odd power, no fractional one
	if tr := mustTranslate(t, "SELECT power(x, 2) AS a FROM t", "duckdb", "postgres", opts); !strings.Contains(tr.SQL,
		"SELECT CASE WHEN x <> CAST('0' AS DOUBLE PRECISION) AND abs(x) <= CAST('1.7976931348623157e308' AS DOUBLE PRECISION) AND CAST('2' AS DOUBLE PRECISION) * abs(ln(CASE WHEN abs(x) > CAST('0' AS DOUBLE PRECISION) THEN abs(x) ELSE CAST('1' AS DOUBLE PRECISION) END)) > CASE WHEN abs(x) > CAST('1' AS DOUBLE PRECISION) THEN CAST('709.7827128935' AS DOUBLE PRECISION) ELSE CAST('745.1332191021' AS DOUBLE PRECISION) END THEN CASE WHEN abs(x) > CAST('1' AS DOUBLE PRECISION) THEN CAST('Infinity' AS DOUBLE PRECISION) ELSE CAST('0' AS DOUBLE PRECISION) END ELSE power(x, 2) END AS a") {
		t.Errorf("power(x, 2): %s", tr.SQL)
	}
	for _, src := range []string{"bigquery", "snowflake", "doris"} {
		if tr := mustTranslate(t, "SELECT power(x, y) AS a, exp(x) AS b FROM t", src, "postgres", opts); strings.Contains(tr.SQL, "CASE") {
			t.Errorf("%s: %s", src, tr.SQL)
		}
	}
	refusedWith(t, "SELECT power(x * random(), y) AS a FROM t", "trino", "postgres", opts, "T073", 14, "")
}

// TestPgMathRaiseForms: PostgreSQL's exp and power of double precision
// columns raise toward every target (pgDuckMathRaise; run on PostgreSQL 15
// and lat run in each dialect in pg_math_raise_targets_test.go), each in
// its own words: error(message) in DuckDB and BigQuery (BigQuery's ERROR
// function), assert_true in Hive, Spark and Doris, SQL's division by zero
// in Trino, Presto, Snowflake and ANSI SQL; Drill, with no documented
// raise, and arguments reading no column toward the targets whose raise
// needs one, are refused (T174).
func TestPgMathRaiseForms(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (x DOUBLE PRECISION, y DOUBLE PRECISION)"}
	frac := "x < 0 AND (abs(y) < 4503599627370496 AND y <> floor(y)) THEN "
	for _, tc := range []struct{ to, want string }{
		{"duckdb", frac + "error('a negative number raised to a non-integer power yields a complex result (an error in postgres)')"},
		{"bigquery", frac + "error('a negative number raised to a non-integer power yields a complex result (an error in postgres)')"},
		{"spark", frac + "coalesce(assert_true(x IS NULL), TRUE)"},
		{"hive", frac + "coalesce(assert_true(x IS NULL), TRUE)"},
		{"doris", frac + "assert_true(x IS NULL, 'assert_true failed')"},
		{"trino", frac + "CAST(x AS BIGINT) / (CAST(x AS BIGINT) - CAST(x AS BIGINT)) = 0"},
		{"presto", frac + "CAST(x AS BIGINT) / (CAST(x AS BIGINT) - CAST(x AS BIGINT)) = 0"},
		{"snowflake", frac + "CAST(x AS BIGINT) / (CAST(x AS BIGINT) - CAST(x AS BIGINT)) = 0"},
		{"ansi", frac + "CAST(x AS BIGINT) / (CAST(x AS BIGINT) - CAST(x AS BIGINT)) = 0"},
	} {
		if tr := mustTranslate(t, "SELECT power(x, y) AS a FROM t", "postgres", tc.to, opts); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("postgres to %s: want %s in\n%s", tc.to, tc.want, tr.SQL)
		}
	}
	// Java's Math.pow gives NaN for 1 to a NaN power and for 1 or -1 to an
	// infinite one (its documented special cases), PostgreSQL 1 (run in
	// pg_math_raise_targets_test.go): 1 is written there
	for _, to := range []string{"hive", "spark", "trino", "presto"} {
		want := "CASE WHEN x = 1 AND y IS NOT NULL OR x = -1 AND abs(y) = CAST('Infinity' AS DOUBLE) THEN 1 ELSE power(x, y) END"
		if tr := mustTranslate(t, "SELECT power(x, y) AS a FROM t", "postgres", to, opts); !strings.Contains(tr.SQL, want) {
			t.Errorf("postgres to %s: want %s in\n%s", to, want, tr.SQL)
		}
	}
	refusedWith(t, "SELECT exp(x) AS a FROM t", "postgres", "drill", opts, "T174", 8, "drill has no documented way to raise an error")
	refusedWith(t, "SELECT exp(CAST(1000 AS DOUBLE PRECISION)) AS a", "postgres", "spark", opts, "T174", 8, "only from an argument read from a column")
	mustTranslate(t, "SELECT exp(CAST(1000 AS DOUBLE PRECISION)) AS a", "postgres", "bigquery", opts)
	// a constant whose value PostgreSQL gives (exp(1) of a double) is kept
	if tr := mustTranslate(t, "SELECT exp(CAST(1 AS DOUBLE PRECISION)) AS a, power(CAST(2 AS DOUBLE PRECISION), 0.5) AS b", "postgres", "spark", opts); !strings.Contains(tr.SQL, "SELECT exp(CAST(1 AS DOUBLE)) AS a, power(CAST(2 AS DOUBLE), 0.5) AS b") {
		t.Errorf("constants: %s", tr.SQL)
	}
}
