package rewrite_test

import (
	"fmt"
	"strings"
	"testing"

	lateral "github.com/lateral-sql/lateral"
)

// ln, log10, exp, power and the trigonometric functions are computed by
// java.lang.Math in Hive, Trino and Presto, by StrictMath in Spark's ln,
// log10, exp and pow (mathExpressions.scala) and by the C library in
// PostgreSQL and DuckDB, whose last binary digits differ on some arguments
// (ln(3) is 1.0986122886681098 in Math and the C library, 1.0986122886681096
// in StrictMath: run on Java 17, PostgreSQL 15 and DuckDB 1.5): translated
// between dialects of two libraries, or to or from one that does not
// document its library, they warn (W034), and strict translation refuses
// them; among dialects of one library, or of a NULL, they do not.
func TestFloatMathDigitsWarning(t *testing.T) {
	for _, tc := range []struct {
		from, to, in string
		warn         bool
		says         string
	}{
		{"hive", "postgres", "SELECT ln(x) AS v FROM t", true, "0.01% of 100,000"},
		{"spark", "trino", "SELECT exp(x) AS v FROM t", true, "StrictMath"},
		{"spark", "duckdb", "SELECT power(x, 2) AS v FROM t", true, "9.8%"},
		{"trino", "duckdb", "SELECT atan2(x, y) AS v FROM t", true, "17.8%"},
		{"duckdb", "snowflake", "SELECT sin(x) AS v FROM t", true, "snowflake does not document"},
		{"bigquery", "snowflake", "SELECT tan(x) AS v FROM t", true, "neither"},
		{"spark", "hive", "SELECT sin(x), cos(x), tan(x), atan(x) FROM t", false, ""},
		{"hive", "trino", "SELECT ln(x), log10(x), exp(x), power(x, 2), sin(x) FROM t", false, ""},
		{"postgres", "duckdb", "SELECT ln(CAST(x AS DOUBLE PRECISION)), sin(x), atan2(x, y) FROM t", false, ""},
		{"hive", "postgres", "SELECT ln(NULL), upper(s) FROM t", false, ""},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			checkWarned(t, tr, "W034", tc.warn)
			if tc.says != "" && !strings.Contains(fmt.Sprint(tr.Warnings), tc.says) {
				t.Errorf("the warning does not say %q: %s", tc.says, tr.Warnings)
			}
			if tc.warn {
				if _, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{Strict: true}); err == nil || !strings.Contains(err.Error(), "W034") {
					t.Errorf("strict: want W034 refused, got %v", err)
				}
			}
		})
	}
}
