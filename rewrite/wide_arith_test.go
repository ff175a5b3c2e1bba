package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A 64-bit source's integer arithmetic that the target would compute in a
// 32-bit (or narrower) type and that may leave it: the leftmost leaf is
// typed BIGINT. Constant forms with no column, without a schema.
func TestWideArithConstants(t *testing.T) {
	runPassCases(t, "lower_exprs", []passCase{
		{name: "abs of a literal, plus one", from: "bigquery", to: "hive",
			in: "SELECT abs(2147483647) + 1 AS a", want: "SELECT abs(2147483647L) + 1 AS a", fires: true},
		{name: "abs of the least INT", from: "snowflake", to: "trino",
			in: "SELECT abs(-2147483647 - 1) AS a", want: "SELECT abs(-CAST(2147483647 AS BIGINT) - 1) AS a", fires: true},
		{name: "the negation of the least INT", from: "bigquery", to: "spark",
			in: "SELECT -(-2147483648) AS a", want: "SELECT -(-2147483648L) AS a", fires: true},
		{name: "greatest", from: "snowflake", to: "trino",
			in: "SELECT greatest(2147483647, 1) + 1 AS a", want: "SELECT greatest(CAST(2147483647 AS BIGINT), 1) + 1 AS a", fires: true},
		{name: "a CASE", from: "bigquery", to: "duckdb",
			in:   "SELECT CASE WHEN TRUE THEN 2147483647 ELSE 0 END * 2 AS a",
			want: "SELECT CASE WHEN TRUE THEN CAST(2147483647 AS BIGINT) ELSE 0 END * 2 AS a", fires: true},
		{name: "no-op: the values fit INT", from: "bigquery", to: "hive",
			in: "SELECT abs(-2147483647) + 0 AS a, -2147483648 AS b, greatest(1, 2) * 3 AS c", want: "SELECT abs(-2147483647) + 0 AS a, -2147483648 AS b, greatest(1, 2) * 3 AS c"},
		{name: "no-op: a BIGINT already", from: "bigquery", to: "hive",
			in: "SELECT abs(CAST(2147483647 AS INT64)) + 1 AS a", want: "SELECT abs(CAST(2147483647 AS BIGINT)) + 1 AS a"},
		{name: "no-op: a 32-bit source", from: "postgres", to: "hive",
			in: "SELECT abs(2147483646) + 1 AS a", want: "SELECT abs(2147483646) + 1 AS a"},
	})
}

// Columns the schema declares INT, SMALLINT or TINYINT (in a dialect
// where they are that narrow, here Hive's) under a 64-bit or wider source
// (Snowflake), 32 bits or fewer in the target's table. A Snowflake schema's
// INT is NUMBER(38, 0), a DECIMAL(38, 0) in the target: nothing to widen.
func TestWideArithColumns(t *testing.T) {
	const schema = "CREATE TABLE t (x INT, s SMALLINT, b BIGINT, d DECIMAL(10, 2))"
	for _, tc := range []struct {
		name, from, to, in, want string
		fires                    bool
	}{
		{"a column times a literal", "snowflake", "hive",
			"SELECT x * 65536 AS a FROM t", "SELECT CAST(x AS BIGINT) * 65536 AS a FROM t", true},
		{"a sum of columns in WHERE", "snowflake", "trino",
			"SELECT b FROM t WHERE x + s > 0", "SELECT b FROM t WHERE CAST(x AS BIGINT) + s > 0", true},
		{"a SMALLINT plus a SMALLINT", "snowflake", "postgres",
			"SELECT s + s AS a FROM t", "SELECT CAST(s AS BIGINT) + s AS a FROM t", true},
		// DuckDB types the literal as the SMALLINT beside it (checked on
		// DuckDB 1.5: 32767::SMALLINT + 1 overflows); Hive adds an INT
		{"a SMALLINT plus a literal, DuckDB", "snowflake", "duckdb",
			"SELECT s + 1 AS a FROM t", "SELECT CAST(s AS BIGINT) + 1 AS a FROM t", true},
		{"no-op: a SMALLINT plus a literal, Hive", "snowflake", "hive",
			"SELECT s + 1 AS a FROM t", "SELECT s + 1 AS a FROM t", false},
		{"the negation of a column", "snowflake", "duckdb",
			"SELECT -x AS a FROM t", "SELECT -CAST(x AS BIGINT) AS a FROM t", true},
		{"coalesce of a column", "snowflake", "spark",
			"SELECT coalesce(x, 0) * 2 AS a FROM t", "SELECT coalesce(CAST(x AS BIGINT), 0) * 2 AS a FROM t", true},
		{"no-op: a literal beyond INT is a BIGINT", "snowflake", "hive",
			"SELECT x * 4294967296 AS a FROM t", "SELECT x * 4294967296 AS a FROM t", false},
		{"no-op: BIGINT and decimal columns", "snowflake", "hive",
			"SELECT b * 2 AS a, d * 2 AS e FROM t", "SELECT b * 2 AS a, d * 2 AS e FROM t", false},
		{"no-op: a 32-bit source", "postgres", "trino",
			"SELECT x * 65536 AS a FROM t", "SELECT x * 65536 AS a FROM t", false},
		{"no-op: a 64-bit target", "bigquery", "snowflake",
			"SELECT x * 65536 AS a FROM t", "SELECT x * 65536 AS a FROM t", false},
		{"no-op: a Snowflake schema's INT is NUMBER(38, 0)", "snowflake", "hive",
			"SELECT x * 65536 AS a, -s AS b FROM u", "SELECT x * 65536 AS a, -s AS b FROM u", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sch, schDialect := schema, "hive"
			if tc.from != "snowflake" {
				sch, schDialect = "CREATE TABLE t (x INT, s SMALLINT, b BIGINT, d NUMERIC(10, 2))", tc.from
			}
			sch += "; CREATE TABLE u (x INT, s SMALLINT)"
			if tc.from == "snowflake" && strings.Contains(tc.in, " u") {
				schDialect = "snowflake"
			}
			opts := lateral.TranslateOptions{Schema: sch, SchemaDialect: schDialect}
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "lower_exprs", tc.fires)
			checkIdempotent(t, tr, tc.to, lateral.TranslateOptions{})
		})
	}
}
