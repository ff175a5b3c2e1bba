package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A BIGINT count of days is cast to INTEGER toward PostgreSQL and DuckDB,
// which have no date + bigint (run on PostgreSQL 15: operator does not
// exist: date + bigint; DuckDB 1.5: no function '+(DATE, BIGINT)'): from
// BigQuery's DATE_ADD of an INT64 and Doris's days_add of a BIGINT; an
// INT count and a literal stay as they are.
func TestDayCountInt(t *testing.T) {
	wrapped := func(n, y, e string) string {
		sum := "CAST(datediff(u.d, DATE '1970-01-01') AS BIGINT) + " + n
		return "CASE WHEN CASE WHEN " + sum + " < -2147483648 OR " + sum + " > 2147483647 THEN coalesce(assert_true(" + y + " IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE " + e + " END"
	}
	runExprCases(t, []exprCase{
		{name: "bigquery int64 to postgres", from: "bigquery", to: "postgres", schema: "CREATE TABLE u (d DATE, n INT64)",
			in:   "SELECT date_add(u.d, INTERVAL (u.n) DAY) AS a, date_sub(u.d, INTERVAL 2 DAY) AS b FROM u",
			want: "SELECT CAST(u.d AS DATE) + CAST(u.n AS INTEGER) AS a, CAST(u.d AS DATE) - 2 AS b FROM u", fires: true},
		{name: "doris bigint to duckdb", from: "doris", to: "duckdb", schema: "CREATE TABLE u (d DATE, n BIGINT, i INT)",
			in:   "SELECT days_add(u.d, u.n) AS a, days_sub(u.d, u.i) AS b FROM u",
			want: "SELECT CAST(u.d AS DATE) + CAST(u.n AS INTEGER) AS a, CAST(u.d AS DATE) - u.i AS b FROM u", fires: true},
		// Trino takes the count to an int, raising past it
		// (Math.toIntExact), where Spark's and Hive's casts to INT wrap:
		// the count is tested first, weeks against the range over 7
		{name: "trino bigint to spark", from: "trino", to: "spark", schema: "CREATE TABLE u (d DATE, n BIGINT)",
			in: "SELECT date_add('day', u.n, u.d) AS a, date_add('week', u.n, u.d) AS b, date_add('day', 5, u.d) AS c, date_add('day', CAST(NULL AS BIGINT), u.d) AS e FROM u",
			// each sum guarded too where Spark's day count would wrap
			// (spark_day_wrap.go), the count read before its cast
			want: "SELECT " + wrapped("CAST(u.n AS BIGINT)", "u.n", "date_add(u.d, CASE WHEN CASE WHEN u.n < -2147483648 OR u.n > 2147483647 THEN coalesce(assert_true(u.n IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE CAST(u.n AS INT) END)") + " AS a, " +
				wrapped("CAST(u.n * 7 AS BIGINT)", "u.n * 7", "date_add(u.d, CASE WHEN CASE WHEN u.n < -306783378 OR u.n > 306783378 THEN coalesce(assert_true(u.n * 7 IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE CAST(u.n * 7 AS INT) END)") + " AS b, " +
				sparkDayGuardedUp("u.d", "5", "u.d", "date_add(u.d, 5)") + " AS c, date_add(u.d, CAST(CAST(NULL AS BIGINT) AS INT)) AS e FROM u", fires: true},
		{name: "presto bigint to hive", from: "presto", to: "hive", schema: "CREATE TABLE u (d DATE, n BIGINT)",
			in: "SELECT date_add('day', u.n, u.d) AS a FROM u",
			// Hive's date_add wraps its INT of days as Spark's does
			want: "SELECT " + wrapped("CAST(u.n AS BIGINT)", "u.n", "date_add(u.d, CASE WHEN CASE WHEN u.n < -2147483648 OR u.n > 2147483647 THEN coalesce(assert_true(u.n IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE CAST(u.n AS INT) END)") + " AS a FROM u", fires: true},
	})
}

// A count past INTEGER's range that the translation cannot test from a
// column is refused (T192): a literal past it (Trino raises for it), a
// count that reads no column (Hive may compute the guard's raise before
// the query runs), a volatile one (read twice by the guard).
func TestDayCountIntRefused(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE u (d DATE, n BIGINT)", SchemaDialect: "trino"}
	for _, tc := range []struct {
		in   string
		col  int
		says string
	}{
		{"SELECT date_add('day', 3000000000, u.d) FROM u", 24, "raises for a count of days past the range of an INTEGER (3000000000)"},
		{"SELECT date_add('week', 306783379, u.d) FROM u", 8, "(2147483653)"},
		{"SELECT date_add('day', 2 + 3000000000, u.d) FROM u", 24, "can raise only from a value read from a column"},
		{"SELECT date_add('day', CAST(rand() * 10 AS BIGINT) + u.n, u.d) FROM u", 29, "rand may give another value each time"},
	} {
		for _, to := range []string{"spark", "hive"} {
			t.Run(to+": "+tc.in, func(t *testing.T) {
				refusedWith(t, tc.in, "trino", to, opts, "T192", tc.col, tc.says)
			})
		}
	}
}

// Toward the source's own dialect a count is left as the source's
// date_add took it: PostgreSQL's DATE plus a generate_series value toward
// Hive is date_add of the posexplode position (an INT in Hive, typed a
// BIGINT here), under the date-range guard, and translating that from
// Hive to Hive again changes nothing (runExprCases checks it); a BIGINT
// count from Hive to Hive is kept too.
func TestDayCountIntSameDialect(t *testing.T) {
	guard := func(n, e string) string {
		sum := "CAST(datediff(DATE '2024-01-01', DATE '1970-01-01') AS BIGINT) + CAST(" + n + " AS BIGINT)"
		return "CASE WHEN CASE WHEN " + sum + " < -2440588 OR " + sum + " > 2145042905 THEN coalesce(assert_true(" + n + " IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE " + e + " END"
	}
	runExprCases(t, []exprCase{
		{name: "postgres series to hive", from: "postgres", to: "hive",
			in:   "SELECT DATE '2024-01-01' + g.i AS d FROM generate_series(0, 3) AS g(i)",
			want: "SELECT " + guard("g.`_i1`", "date_add(DATE '2024-01-01', g.`_i1`)") + " AS d FROM (SELECT 1) AS `_dual` LATERAL VIEW posexplode(split(space(3), ' ')) g AS `_i1`, `_v2`", fires: true},
		{name: "hive bigint to hive", from: "hive", to: "hive", schema: "CREATE TABLE u (d DATE, n BIGINT)",
			in:   "SELECT date_add(u.d, u.n) AS a FROM u",
			want: "SELECT date_add(u.d, u.n) AS a FROM u"},
	})
}
