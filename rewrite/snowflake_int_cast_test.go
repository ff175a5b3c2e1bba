package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Snowflake's integer types are NUMBER(38, 0) (Snowflake numeric data
// types); Hive's and Spark's are 8 to 64 bits and wrap or give NULL past
// them (Spark "ANSI compliance", ANSI mode off: CAST(2147483648L AS INT) is
// -2147483648). A cast whose operand shows it may not fit warns (W027).
func TestSnowflakeIntCastOverflow(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INT, d NUMBER, e NUMBER(18, 0), f NUMBER(10, 2))"}
	for _, tc := range []struct {
		to, in string
		warn   bool
	}{
		{"spark", "SELECT CAST(99999999999999999999 AS BIGINT) AS y FROM t", true},
		{"hive", "SELECT CAST(3000000000 AS INT) AS y FROM t", true},
		{"hive", "SELECT CAST(-2147483649 AS INT) AS y FROM t", true},
		{"spark", "SELECT CAST(t.d AS BIGINT) AS y FROM t", true},
		{"spark", "SELECT CAST(t.f AS SMALLINT) AS y FROM t", true},
		// rounded half away from zero past the range; a string or a
		// float literal out of it
		{"spark", "SELECT CAST(2147483647.5 AS INT) AS y FROM t", true},
		{"hive", "SELECT CAST(-2147483648.5 AS INT) AS y FROM t", true},
		{"spark", "SELECT CAST('3000000000' AS INT) AS y FROM t", true},
		{"spark", "SELECT CAST(3e9 AS INT) AS y FROM t", true},
		{"spark", "SELECT CAST(2147483647.4 AS INT) AS y FROM t", false},
		{"spark", "SELECT CAST('2147483647' AS INT) AS y FROM t", false},
		// values that fit, and targets whose cast raises past the range
		{"hive", "SELECT CAST(-2147483648 AS INT) AS y FROM t", false},
		{"spark", "SELECT CAST(t.e AS BIGINT) AS y FROM t", false},
		{"spark", "SELECT CAST(t.f AS INT) AS y FROM t", false},
		{"postgres", "SELECT CAST(t.d AS BIGINT) AS y FROM t", false},
		{"duckdb", "SELECT CAST(99999999999999999999 AS BIGINT) AS y FROM t", false},
	} {
		t.Run(tc.to+" "+tc.in, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "snowflake", tc.to, opts)
			checkWarned(t, tr, "W027", tc.warn)
		})
	}
}
