package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestDatePlusInt: DuckDB's and PostgreSQL's DATE plus or minus an
// integer is a DATE that many days later or earlier (DuckDB's
// +(DATE, INTEGER) -> DATE; PostgreSQL 15, 9.9 "date + integer → date"),
// written with the target's day arithmetic (the translations run on the
// reference executor give DuckDB 1.5's 2024-03-02, 2024-02-26 and
// 2024-01-29 for 2024-02-28 and -30); a BIGINT, which both raise for, and
// an operand of unknown type are left; ANSI SQL, which has no day count
// added to a DATE, refuses (T301).
func TestDatePlusInt(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (d DATE, i INTEGER, n BIGINT)", SchemaDialect: "duckdb"}
	q := "SELECT d + 3 AS a, d - 2 AS b, 3 + d AS c, d + i AS e, (d + 1) + 2 AS g, d + n AS h, d + x AS k FROM t"
	for _, tc := range []struct{ from, to, want string }{
		{"duckdb", "trino", "SELECT date_add('day', 3, CAST(d AS DATE)) AS a, date_add('day', -2, CAST(d AS DATE)) AS b, date_add('day', 3, CAST(d AS DATE)) AS c, " +
			"date_add('day', i, CAST(d AS DATE)) AS e, date_add('day', 2, CAST(date_add('day', 1, CAST(d AS DATE)) AS DATE)) AS g, d + n AS h, d + x AS k FROM t"},
		{"duckdb", "bigquery", "SELECT date_add(CAST(d AS DATE), INTERVAL 3 DAY) AS a, date_sub(CAST(d AS DATE), INTERVAL 2 DAY) AS b, date_add(CAST(d AS DATE), INTERVAL 3 DAY) AS c, " +
			"date_add(CAST(d AS DATE), INTERVAL (i) DAY) AS e, date_add(CAST(date_add(CAST(d AS DATE), INTERVAL 1 DAY) AS DATE), INTERVAL 2 DAY) AS g, d + n AS h, d + x AS k FROM t"},
		{"duckdb", "postgres", "SELECT d + 3 AS a, d - 2 AS b, 3 + d AS c, d + i AS e, d + 1 + 2 AS g, d + n AS h, d + x AS k FROM t"},
	} {
		tr := mustTranslate(t, q, tc.from, tc.to, opts)
		if got := strings.TrimSuffix(tr.SQL, ";"); got != tc.want {
			t.Errorf("%s to %s:\n got %s\nwant %s", tc.from, tc.to, got, tc.want)
		}
	}
	refusedWith(t, "SELECT d - 2 AS b FROM t", "duckdb", "ansi", opts, "T301", 8, "date_sub_days")
}
