package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

const arithSchema = "CREATE TABLE t (a INT, b BIGINT, s SMALLINT, d DECIMAL(5,2), x DOUBLE, r FLOAT, c STRING)"

// The result types of + - * and % (types.go, arithType) reach the guards
// of casts and division: a fractional operand made by arithmetic is
// rounded by the source's rule, and a quotient of integers made by
// arithmetic is written exactly, where an operand of unknown type would
// only get a warning (W018, W015) or a refusal.
func TestArithTypesInCasts(t *testing.T) {
	runExprPassCases(t, "lower_casts", []exprCase{
		// Hive's INT * DOUBLE is a DOUBLE, which Hive truncates and Trino
		// rounds.
		{name: "hive double product to trino truncates", from: "hive", to: "trino", schema: arithSchema,
			in:   "SELECT CAST(a * 1.5e0 AS INT) AS v FROM t",
			want: "SELECT CAST(CASE WHEN a * 1.5e0 < 0 THEN ceil(a * 1.5e0) ELSE floor(a * 1.5e0) END AS INTEGER) AS v FROM t", fires: true},
		// DECIMAL * INT is a DECIMAL: truncated by Hive, rounded by Trino.
		{name: "hive decimal product to trino truncates", from: "hive", to: "trino", schema: arithSchema,
			in:   "SELECT CAST(d * 2 AS INT) AS v FROM t",
			want: "SELECT CAST(CASE WHEN d * 2 < 0 THEN ceil(d * 2) ELSE floor(d * 2) END AS INTEGER) AS v FROM t", fires: true},
		{name: "trino double product to hive rounds", from: "trino", to: "hive", schema: arithSchema, schemaDialect: "hive",
			in:   "SELECT CAST(a * 2.5e0 AS INTEGER) AS v FROM t",
			want: "SELECT CAST(round(a * 2.5e0) AS INT) AS v FROM t", fires: true},
		// (a - 1) * x: an integer made by arithmetic, then a DOUBLE
		{name: "postgres nested double to spark rounds to even", from: "postgres", to: "spark", schema: arithSchema, schemaDialect: "hive",
			in:   "SELECT CAST((a - 1) * x AS INT) AS v FROM t",
			want: "SELECT CAST(bround((a - 1) * x) AS INT) AS v FROM t", fires: true},
		// integers are exact: no rounding, no warning
		{name: "hive integer sum to trino", from: "hive", to: "trino", schema: arithSchema,
			in:   "SELECT CAST(a + 1 AS INT) AS v, CAST(a % 3 AS BIGINT) AS w FROM t",
			want: "SELECT CAST(a + 1 AS INTEGER) AS v, CAST(a % 3 AS BIGINT) AS w FROM t"},
	})
	// A REAL (Hive's FLOAT) or a string operand leaves the type unknown:
	// the cast is kept with a warning.
	for _, in := range []string{"SELECT CAST(r * 2 AS INT) AS v FROM t", "SELECT CAST(c + 1 AS INT) AS v FROM t"} {
		tr := mustTranslate(t, in, "hive", "trino", lateral.TranslateOptions{Schema: arithSchema})
		if !hasWarning(tr, "W018") {
			t.Errorf("%s: no W018 (%v)", in, tr.Warnings)
		}
	}
}

func TestArithTypesInDivision(t *testing.T) {
	runExprCases(t, []exprCase{
		// Hive's "/" of integers is a DOUBLE: the exact double division.
		{name: "hive integer sum to trino", from: "hive", to: "trino", schema: arithSchema,
			in: "SELECT (a + 1) / 2 AS v FROM t", want: "SELECT CAST(a + 1 AS DOUBLE) / nullif(2, 0) AS v FROM t", fires: true},
		// Trino's "/" of integers is integral: Hive's DIV.
		{name: "trino integer sum to hive", from: "trino", to: "hive", schema: arithSchema, schemaDialect: "hive",
			in: "SELECT (a + 1) / 2 AS v FROM t", want: "SELECT (a + 1) DIV 2 AS v FROM t", fires: true},
		{name: "hive double product to trino", from: "hive", to: "trino", schema: arithSchema,
			in: "SELECT (a * 1.5e0) / 2 AS v FROM t", want: "SELECT a * 1.5e0 / nullif(2, 0) AS v FROM t", fires: true},
		// DuckDB's SMALLINT + 1 is a SMALLINT: // is integral division,
		// and the literals are SMALLINTs in PostgreSQL too, which raises
		// for s = 32767 as DuckDB does (duck_int_literals.go).
		{name: "duckdb integer sum to postgres", from: "duckdb", to: "postgres", schema: arithSchema, schemaDialect: "hive",
			in: "SELECT (s + 1) // 2 AS v FROM t", want: "SELECT (s + CAST(1 AS SMALLINT)) / CAST(2 AS SMALLINT) AS v FROM t", fires: true},
		// An INT sum is DECIMAL(10, 0) in Hive's and Spark's decimal
		// division alike; a BIGINT one is not.
		{name: "hive decimal by int sum to spark", from: "hive", to: "spark", schema: arithSchema,
			in: "SELECT d / (a + 1) AS v FROM t", want: "SELECT d / (a + 1) AS v FROM t"},
		{name: "hive decimal by bigint sum to spark", from: "hive", to: "spark", schema: arithSchema,
			in: "SELECT d / (b + 1) AS v FROM t", code: "T071"},
		// A DECIMAL made by arithmetic has no known precision and scale:
		// Hive's and Spark's quotients are not taken to agree, and
		// Snowflake's scale is not taken to be 0.
		{name: "hive decimal sum to spark", from: "hive", to: "spark", schema: arithSchema,
			in: "SELECT (d + 1) / 2 AS v FROM t", code: "T071"},
		{name: "hive decimal sum by decimal to spark", from: "hive", to: "spark", schema: arithSchema,
			in: "SELECT (d * d) / d AS v FROM t", code: "T071"},
		{name: "snowflake decimal sum to trino", from: "snowflake", to: "trino", schema: arithSchema, schemaDialect: "hive",
			in: "SELECT (d + 1) / 2 AS v FROM t", code: "T071"},
		{name: "hive decimal sum to trino", from: "hive", to: "trino", schema: arithSchema,
			in: "SELECT (d + 1) / 2 AS v FROM t", code: "T071"},
		// a negated literal has its digits: the quotients agree
		{name: "spark decimal by a negated literal to hive", from: "spark", to: "hive", schema: arithSchema,
			in: "SELECT d / -1.5 AS v FROM t", want: "SELECT d / -1.5BD AS v FROM t"},
	})
	// Doris widens integers by its own rule and a string operand is not
	// typed: the division stays written for integers, with W015.
	for _, tc := range []struct{ from, in, want string }{
		{"doris", "SELECT (a + 1) / 2 AS v FROM t", "SELECT CAST(a + 1 AS DOUBLE) / nullif(2, 0) AS v FROM t"},
		{"hive", "SELECT (c + 1) / 2 AS v FROM t", "SELECT CAST(c + 1 AS DOUBLE) / nullif(2, 0) AS v FROM t"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, "trino", lateral.TranslateOptions{Schema: arithSchema, SchemaDialect: "hive"})
		if tr.SQL != tc.want {
			t.Errorf("%s: got  %s\nwant %s", tc.from, tr.SQL, tc.want)
		}
		if !hasWarning(tr, "W015") {
			t.Errorf("%s %s: no W015 (%v)", tc.from, tc.in, tr.Warnings)
		}
	}
}

func hasWarning(tr *lateral.Translation, code string) bool {
	for _, w := range tr.Warnings {
		if w.Code == code {
			return true
		}
	}
	return false
}
