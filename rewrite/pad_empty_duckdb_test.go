package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// lpad and rpad with an empty pad: PostgreSQL and Spark give the string cut
// to the length (run on PostgreSQL 15: lpad of 'abc' to 5 with an empty pad
// is 'abc'), DuckDB raises "Insufficient padding in LPAD." where padding is
// needed (run on DuckDB 1.5) (rewrite/pad_empty_duckdb.go). The forms below
// were run on DuckDB 1.5 and PostgreSQL 15 over the rows of
// conformance/strings/postgres_lpad_empty_pad.txtar and duckdb_pad_empty.txtar.
func TestPadEmptyDuckDB(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "postgres toward duckdb asks no padding of an empty pad", from: "postgres", to: "duckdb",
			in:   "SELECT lpad(s, n, p) AS a FROM t",
			want: "SELECT lpad(s, CASE WHEN p = '' AND n > length(s) THEN CAST(length(s) AS INTEGER) ELSE n END, p) AS a FROM t", fires: true},
		{name: "spark toward duckdb with a literal empty pad", from: "spark", to: "duckdb",
			in:   "SELECT rpad(s, 5, '') AS a FROM t",
			want: "SELECT rpad(s, CASE WHEN 5 > length(s) THEN CAST(length(s) AS INTEGER) ELSE 5 END, '') AS a FROM t", fires: true},
		{name: "a non-empty literal pad needs nothing", from: "postgres", to: "duckdb",
			in: "SELECT lpad(s, n, 'x') AS a FROM t", want: "SELECT lpad(s, n, 'x') AS a FROM t"},
		{name: "a length not above 0 needs nothing", from: "postgres", to: "duckdb",
			in: "SELECT lpad(s, 0, p) AS a FROM t", want: "SELECT lpad(s, 0, p) AS a FROM t"},
		{name: "the duckdb form translated again is unchanged", from: "postgres", to: "duckdb",
			in:   "SELECT lpad(s, CASE WHEN p = '' AND n > length(s) THEN CAST(length(s) AS INTEGER) ELSE n END, p) AS a FROM t",
			want: "SELECT lpad(s, CASE WHEN p = '' AND n > length(s) THEN CAST(length(s) AS INTEGER) ELSE n END, p) AS a FROM t"},
		{name: "duckdb toward postgres raises where duckdb does", from: "duckdb", to: "postgres",
			in:   "SELECT rpad(s, n, p) AS a FROM t",
			want: "SELECT CASE WHEN CASE WHEN p = '' AND n > length(s) THEN CAST(length(s) AS BIGINT) / (CAST(length(s) AS BIGINT) - CAST(length(s) AS BIGINT)) = 0 ELSE FALSE END THEN NULL ELSE rpad(s, n, p) END AS a FROM t", fires: true},
		{name: "duckdb toward spark asserts where duckdb raises", from: "duckdb", to: "spark",
			in:   "SELECT lpad(s, n, '') AS a FROM t",
			want: "SELECT CASE WHEN CASE WHEN n > length(s) THEN coalesce(assert_true(length(s) IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE lpad(s, n, '') END AS a FROM t", fires: true},
		{name: "duckdb toward postgres of literals cannot raise there", from: "duckdb", to: "postgres",
			in: "SELECT lpad('abc', 5, '') AS a", code: "T216"},
	})
	refusedWith(t, "SELECT lpad('abc', 5, '') AS a", "duckdb", "postgres", lateral.TranslateOptions{}, "T216", 8, "lpad with an empty pad raises an error in duckdb")
}
