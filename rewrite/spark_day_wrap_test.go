package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A DATE plus or minus days toward Spark, whose INT of days wraps past
// its range (spark_day_wrap.go), raises there where the sum leaves
// Spark's range, or the source's where its sum raises past a narrower one
// (PostgreSQL 15: 4714-11-24 BC to 5874897-12-31; DuckDB 1.5: two days
// short of the INT's ends); a count literal that keeps every DATE of the
// source inside Spark's range needs no guard. Trino's BIGINT count is
// read before its cast to INT, whose own test raises past INT's range.
func TestSparkDayWrap(t *testing.T) {
	guard := func(sum, lo, hi, y, e string) string {
		return "CASE WHEN CASE WHEN " + sum + " < " + lo + " OR " + sum + " > " + hi +
			" THEN coalesce(assert_true(" + y + " IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE " + e + " END"
	}
	// a count literal from a source whose sum raises past its range (run:
	// PostgreSQL 15's DATE '5874897-12-31' + 1 and DuckDB 1.5's DATE
	// '5881580-07-10' + 1 raise "date out of range") is tested on the
	// one side it can leave that range
	above := func(sum, hi, y, e string) string {
		return "CASE WHEN CASE WHEN " + sum + " > " + hi + " THEN coalesce(assert_true(" + y + " IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE " + e + " END"
	}
	below := func(sum, lo, y, e string) string {
		return "CASE WHEN CASE WHEN " + sum + " < " + lo + " THEN coalesce(assert_true(" + y + " IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE " + e + " END"
	}
	const days = "CAST(datediff(u.d, DATE '1970-01-01') AS BIGINT)"
	runExprCases(t, []exprCase{
		{name: "postgres to spark", from: "postgres", to: "spark", schema: "CREATE TABLE u (d DATE, n INTEGER)",
			in: "SELECT u.d + u.n AS a, u.n + u.d AS b, u.d - u.n AS c, u.d + 5 AS e, u.d - 3000000 AS f, u.d + 2100000000 AS g, u.d + 0 AS h FROM u",
			want: "SELECT " + guard(days+" + CAST(u.n AS BIGINT)", "-2440588", "2145042905", "u.n", "u.d + u.n") + " AS a, " +
				guard(days+" + CAST(u.n AS BIGINT)", "-2440588", "2145042905", "u.n", "u.n + u.d") + " AS b, " +
				guard(days+" - CAST(u.n AS BIGINT)", "-2440588", "2145042905", "u.n", "u.d - u.n") + " AS c, " +
				above(days+" + CAST(5 AS BIGINT)", "2145042905", "u.d", "u.d + 5") + " AS e, " +
				below(days+" - CAST(3000000 AS BIGINT)", "-2440588", "u.d", "u.d - 3000000") + " AS f, " +
				above(days+" + CAST(2100000000 AS BIGINT)", "2145042905", "u.d", "u.d + 2100000000") + " AS g, u.d + 0 AS h FROM u", fires: true},
		{name: "duckdb to spark", from: "duckdb", to: "spark", schema: "CREATE TABLE u (d DATE, n INTEGER)",
			in:   "SELECT u.d + 1 AS a, u.d + 2 AS b FROM u",
			want: "SELECT " + above(days+" + CAST(1 AS BIGINT)", "2147483646", "u.d", "u.d + 1") + " AS a, " + above(days+" + CAST(2 AS BIGINT)", "2147483646", "u.d", "u.d + 2") + " AS b FROM u", fires: true},
		// Hive's date_add and date_sub add an INT of days as Spark's do
		// (GenericUDFDateAdd, Hive 3 and 4: "int newDays =
		// output.getDays() + (signModifier * toBeAdded)", Java int
		// arithmetic, which wraps): guarded alike
		{name: "postgres to hive", from: "postgres", to: "hive", schema: "CREATE TABLE u (d DATE, n INTEGER)",
			in: "SELECT u.d + u.n AS a, u.d - 1 AS b FROM u",
			want: "SELECT " + guard(days+" + CAST(u.n AS BIGINT)", "-2440588", "2145042905", "u.n", "date_add(u.d, u.n)") + " AS a, " +
				below(days+" - CAST(1 AS BIGINT)", "-2440588", "u.d", "date_sub(u.d, 1)") + " AS b FROM u", fires: true},
		{name: "trino to hive", from: "trino", to: "hive", schema: "CREATE TABLE u (d DATE, n INTEGER)",
			in:   "SELECT date_add('day', u.n, u.d) AS a, date_add('day', 1, u.d) AS b FROM u",
			want: "SELECT " + guard(days+" + CAST(u.n AS BIGINT)", "-2147483648", "2147483647", "u.n", "date_add(u.d, u.n)") + " AS a, " + above(days+" + CAST(1 AS BIGINT)", "2147483647", "u.d", "date_add(u.d, 1)") + " AS b FROM u", fires: true},
		{name: "spark to hive, no guard", from: "spark", to: "hive", schema: "CREATE TABLE u (d DATE, n INT)",
			in: "SELECT date_add(u.d, u.n) AS a FROM u", want: "SELECT date_add(u.d, u.n) AS a FROM u"},
		{name: "trino to spark", from: "trino", to: "spark", schema: "CREATE TABLE u (d DATE, n INTEGER)",
			in:   "SELECT date_add('day', u.n, u.d) AS a, date_add('day', 0, u.d) AS b FROM u",
			want: "SELECT " + guard(days+" + CAST(u.n AS BIGINT)", "-2147483648", "2147483647", "u.n", "date_add(u.d, u.n)") + " AS a, date_add(u.d, 0) AS b FROM u", fires: true},
		// BigQuery's DATE holds 0001-01-01 to 9999-12-31: a day more or
		// less cannot leave Spark's range
		{name: "bigquery to spark, no guard", from: "bigquery", to: "spark", schema: "CREATE TABLE u (d DATE, n INT64)",
			in: "SELECT DATE_ADD(u.d, INTERVAL 1 DAY) AS a FROM u", want: "SELECT date_add(u.d, 1) AS a FROM u"},
		// Hive's date_add adds Ints as Spark's does
		{name: "hive to spark, no guard", from: "hive", to: "spark", schema: "CREATE TABLE u (d DATE, n INT)",
			in: "SELECT date_add(u.d, u.n) AS a FROM u", want: "SELECT date_add(u.d, u.n) AS a FROM u"},
		{name: "postgres to duckdb, no guard", from: "postgres", to: "duckdb", schema: "CREATE TABLE u (d DATE, n INTEGER)",
			in: "SELECT u.d + u.n AS a FROM u", want: "SELECT u.d + u.n AS a FROM u"},
	})
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE u (d DATE, n INTEGER)"}
	refusedWith(t, "SELECT DATE '2020-01-01' + 2147000000 AS a", "postgres", "spark", opts, "T203", 8,
		"the date 2147000000 days from DATE '2020-01-01' is past the range of postgres's DATE")
	refusedWith(t, "SELECT u.d + CAST(random() * 10 AS INTEGER) AS a FROM u", "postgres", "spark", opts, "T203", 19,
		"random may give another value each time")
}

// sparkDayGuardedUp is e, the sum of the DATE d and the count literal n > 0
// toward Spark or Hive, guarded on the one side the sum can leave the range.
func sparkDayGuardedUp(d, n, y, e string) string {
	sum := "CAST(datediff(" + d + ", DATE '1970-01-01') AS BIGINT) + CAST(" + n + " AS BIGINT)"
	return "CASE WHEN CASE WHEN " + sum + " > 2147483647 THEN coalesce(assert_true(" + y + " IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE " + e + " END"
}

// sparkDayGuarded is e, the sum of the DATE d and the days n toward Spark,
// guarded against Spark's day count wrapping past its range
// (sparkDayWrap), y read by the raise.
func sparkDayGuarded(d, n, y, e string) string {
	sum := "CAST(datediff(" + d + ", DATE '1970-01-01') AS BIGINT) + CAST(" + n + " AS BIGINT)"
	return "CASE WHEN CASE WHEN " + sum + " < -2147483648 OR " + sum + " > 2147483647 THEN coalesce(assert_true(" + y + " IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE " + e + " END"
}

// The guard's count of days (Hive's and Spark's datediff) is a number: the
// cast of it to BIGINT is not warned of as the cast of a value that may
// be a string (W030, pg_string_int_cast.go).
func TestSparkDayWrapNoStringWarning(t *testing.T) {
	for _, to := range []string{"hive", "spark"} {
		tr := mustTranslate(t, "SELECT u.d + u.n AS a FROM u", "postgres", to,
			lateral.TranslateOptions{Schema: "CREATE TABLE u (d DATE, n INTEGER)", SchemaDialect: "postgres"})
		for _, w := range tr.Warnings {
			t.Errorf("%s: unexpected warning %s: %s", to, w.Code, w.Message)
		}
	}
}
