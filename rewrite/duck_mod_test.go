package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// DuckDB's integer % raises for the least value and -1, where the other
// dialects give 0: into DuckDB, a divisor that may be -1 is replaced by 1
// when it is, a literal -1 by 1; other literal divisors, float and decimal
// operands, and a DuckDB source are left alone; a volatile divisor, read
// twice, is refused. A Snowflake remainder by a divisor that may be zero
// is taken to raise there (mod_zero.go, snowflakeModZero): the guard sits
// inside that test.
func TestDuckModGuard(t *testing.T) {
	const schema = "CREATE TABLE t (a BIGINT, b INTEGER, d DOUBLE, e NUMBER(10, 2))"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "snowflake"}
	for _, tc := range []struct{ name, from, in, want, code string }{
		{name: "column divisor", from: "snowflake", in: "SELECT a % b AS r FROM t",
			want: "SELECT CASE WHEN CASE WHEN b = 0 AND a IS NOT NULL THEN error('Division by zero (an error in snowflake)') ELSE FALSE END THEN NULL ELSE a % CASE WHEN b = -1 THEN 1 ELSE b END END AS r FROM t"},
		{name: "MOD", from: "snowflake", in: "SELECT MOD(a, b) AS r FROM t",
			want: "SELECT CASE WHEN CASE WHEN b = 0 AND a IS NOT NULL THEN error('Division by zero (an error in snowflake)') ELSE FALSE END THEN NULL ELSE mod(a, CASE WHEN b = -1 THEN 1 ELSE b END) END AS r FROM t"},
		{name: "literal -1", from: "snowflake", in: "SELECT a % -1 AS r FROM t",
			want: "SELECT a % 1 AS r FROM t"},
		{name: "other literal", from: "snowflake", in: "SELECT a % 2 AS r, a % -3 AS s FROM t",
			want: "SELECT a % 2 AS r, a % -3 AS s FROM t"},
		{name: "nested", from: "snowflake", in: "SELECT MOD(MOD(a, b), a) AS r FROM t",
			want: "SELECT CASE WHEN CASE WHEN a = 0 AND CASE WHEN CASE WHEN b = 0 AND a IS NOT NULL THEN error('Division by zero (an error in snowflake)') ELSE FALSE END THEN NULL ELSE mod(a, CASE WHEN b = -1 THEN 1 ELSE b END) END IS NOT NULL THEN error('Division by zero (an error in snowflake)') ELSE FALSE END THEN NULL ELSE mod(CASE WHEN CASE WHEN b = 0 AND a IS NOT NULL THEN error('Division by zero (an error in snowflake)') ELSE FALSE END THEN NULL ELSE mod(a, CASE WHEN b = -1 THEN 1 ELSE b END) END, CASE WHEN a = -1 THEN 1 ELSE a END) END AS r FROM t"},
		{name: "a float operand", from: "snowflake", in: "SELECT d % b AS r FROM t",
			want: "SELECT CASE WHEN CASE WHEN b = 0 AND d IS NOT NULL THEN error('Division by zero (an error in snowflake)') ELSE FALSE END THEN NULL ELSE d % b END AS r FROM t"},
		{name: "a decimal divisor", from: "snowflake", in: "SELECT a % e AS r FROM t",
			want: "SELECT CASE WHEN CASE WHEN e = 0 AND a IS NOT NULL THEN error('Division by zero (an error in snowflake)') ELSE FALSE END THEN NULL ELSE a % e END AS r FROM t"},
		{name: "from PostgreSQL", from: "postgres", in: "SELECT a % b AS r FROM t",
			// PostgreSQL's remainder by zero raises (div_zero_raise.go)
			want: "SELECT CASE WHEN CASE WHEN b = 0 AND a IS NOT NULL THEN error('Division by zero (an error in postgres)') ELSE FALSE END THEN NULL ELSE a % CASE WHEN b = -1 THEN 1 ELSE b END END AS r FROM t"},
		{name: "from DuckDB", from: "duckdb", in: "SELECT a % b AS r FROM t",
			want: "SELECT a % b AS r FROM t"},
		{name: "a volatile divisor", from: "postgres", in: "SELECT a % CAST(random() * 3 AS INTEGER) AS r FROM t", code: "T073"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.code != "" {
				tr, err := lateral.Translate(tc.in, tc.from, "duckdb", opts)
				wantRefusal(t, tr, err, tc.code)
				return
			}
			tr := mustTranslate(t, tc.in, tc.from, "duckdb", opts)
			if tr.SQL != tc.want+";" && tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, "duckdb", opts)
		})
	}
}
