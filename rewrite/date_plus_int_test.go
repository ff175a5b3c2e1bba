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
// 2024-01-29 for 2024-02-28 and -30); an operand of unknown type is left;
// a BIGINT, which both raise for, is refused (T221) where the target may
// give a date; ANSI SQL, which has no day count added to a DATE, refuses
// (T301).
func TestDatePlusInt(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (d DATE, i INTEGER, n BIGINT)", SchemaDialect: "duckdb"}
	q := "SELECT d + 3 AS a, d - 2 AS b, 3 + d AS c, d + i AS e, (d + 1) + 2 AS g, d + x AS k FROM t"
	for _, tc := range []struct{ from, to, want string }{
		{"duckdb", "trino", "SELECT date_add('day', 3, CAST(d AS DATE)) AS a, date_add('day', -2, CAST(d AS DATE)) AS b, date_add('day', 3, CAST(d AS DATE)) AS c, " +
			"date_add('day', i, CAST(d AS DATE)) AS e, date_add('day', 2, CAST(date_add('day', 1, CAST(d AS DATE)) AS DATE)) AS g, d + x AS k FROM t"},
		{"duckdb", "bigquery", "SELECT date_add(CAST(d AS DATE), INTERVAL 3 DAY) AS a, date_sub(CAST(d AS DATE), INTERVAL 2 DAY) AS b, date_add(CAST(d AS DATE), INTERVAL 3 DAY) AS c, " +
			"date_add(CAST(d AS DATE), INTERVAL (i) DAY) AS e, date_add(CAST(date_add(CAST(d AS DATE), INTERVAL 1 DAY) AS DATE), INTERVAL 2 DAY) AS g, d + x AS k FROM t"},
		{"duckdb", "postgres", "SELECT d + 3 AS a, d - 2 AS b, 3 + d AS c, d + i AS e, d + 1 + 2 AS g, d + x AS k FROM t"},
	} {
		tr := mustTranslate(t, q, tc.from, tc.to, opts)
		if got := strings.TrimSuffix(tr.SQL, ";"); got != tc.want {
			t.Errorf("%s to %s:\n got %s\nwant %s", tc.from, tc.to, got, tc.want)
		}
	}
	refusedWith(t, "SELECT d - 2 AS b FROM t", "duckdb", "ansi", opts, "T301", 8, "date_sub_days")
	refusedWith(t, "SELECT d + n AS h FROM t", "duckdb", "trino", opts, "T221", 8, "duckdb has no DATE + BIGINT")
}

// TestPgDuckDateIntCast: PostgreSQL's DATE plus or minus an INTEGER count
// toward DuckDB casts the count to INTEGER where DuckDB may read it as a
// BIGINT, which it has no DATE + for (run on DuckDB 1.5: DATE
// '2024-01-01' + g.i over generate_series(0, 3) raises "No function
// matches the given name and argument types '+(DATE, BIGINT)'", and so
// does d + length(s); with the casts the rows are PostgreSQL 15's,
// conformance/table_functions/postgres_generate_series_date_plus.txtar). A literal, a
// cast to INTEGER and a column of a table are INTEGERs there too and are
// left; a BIGINT count, which both raise for, is left toward DuckDB and
// refused (T221) from DuckDB, whose series of integers are BIGINTs, toward
// PostgreSQL, whose generate_series of the same bounds gives INTEGERs.
func TestPgDuckDateIntCast(t *testing.T) {
	schema := "CREATE TABLE t (d DATE, i INTEGER, n BIGINT, s TEXT, x SMALLINT)"
	runExprCases(t, []exprCase{
		{name: "series", from: "postgres", to: "duckdb",
			in:   "SELECT DATE '2024-01-01' + g.i AS d, DATE '2024-01-01' - g.i AS e, g.i + DATE '2024-01-01' AS f FROM generate_series(0, 3) AS g(i)",
			want: "SELECT DATE '2024-01-01' + CAST(g.i AS INTEGER) AS d, DATE '2024-01-01' - CAST(g.i AS INTEGER) AS e, CAST(g.i AS INTEGER) + DATE '2024-01-01' AS f FROM generate_series(0, 3) AS g(i)", fires: true},
		{name: "expressions", from: "postgres", to: "duckdb", schema: schema,
			in:   "SELECT d + length(s) AS a, d + (i * 2) AS b, d - (strpos(s, 'a') + 1) AS c, d + -i AS e FROM t",
			want: "SELECT d + CAST(length(s) AS INTEGER) AS a, d + CAST(i * 2 AS INTEGER) AS b, d - CAST(strpos(s, 'a') + 1 AS INTEGER) AS c, d + CAST(-i AS INTEGER) AS e FROM t", fires: true},
		{name: "integers there too", from: "postgres", to: "duckdb", schema: schema,
			in:   "SELECT d + 3 AS a, d - i AS b, i + d AS c, d + x AS e, d + CAST(n AS INTEGER) AS f, d + n AS g FROM t",
			want: "SELECT d + 3 AS a, d - i AS b, i + d AS c, d + x AS e, d + CAST(n AS INTEGER) AS f, d + n AS g FROM t"},
		{name: "duckdb series", from: "duckdb", to: "postgres",
			in: "SELECT DATE '2024-01-01' + g.i AS d FROM range(0, 3) AS g(i)", code: "T221"},
		{name: "duckdb series cast", from: "duckdb", to: "postgres",
			in:   "SELECT DATE '2024-01-01' + CAST(g.i AS INTEGER) AS d FROM range(0, 3) AS g(i)",
			want: "SELECT DATE '2024-01-01' + CAST(g.i AS INTEGER) AS d FROM generate_series(0, 3 - 1) AS g(i)"},
	})
	refusedWith(t, "SELECT g.i + DATE '2024-01-01' AS d FROM generate_series(0, 3) AS g(i)", "duckdb", "postgres",
		lateral.TranslateOptions{}, "T221", 8, "duckdb has no DATE + BIGINT")
}
