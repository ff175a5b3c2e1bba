package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL compares a CHAR with a TEXT as TEXT, the CHAR's padding
// dropped and the TEXT's kept, where a CHAR against a VARCHAR, a literal
// or another CHAR compares without the padding; DuckDB's CHAR is VARCHAR
// (PostgreSQL 15 and DuckDB 1.5 run, the wanted texts their output).
func TestCharAgainstText(t *testing.T) {
	runTextCases(t, []textCase{
		{"postgres", "postgres", `SELECT CAST('ab  ' AS TEXT) = CAST('ab' AS CHAR(4)), 'ab  ' = CAST('ab' AS CHAR(4)), ` +
			`CAST('ab  ' AS VARCHAR) = CAST('ab' AS CHAR(4)), CAST('ab' AS CHAR(3)) = CAST('ab' AS CHAR(5)), ` +
			`CAST('ab' AS CHAR(4)) > CAST('ab ' AS TEXT), CAST('ab ' AS TEXT) IN ('x', CAST('ab' AS CHAR(4))), ` +
			`CAST('ab' AS CHAR(4)) IN (CAST('ab' AS TEXT))`,
			"false | true | true | true | false | false | true"},
		{"duckdb", "duckdb", `SELECT CAST('ab  ' AS TEXT) = CAST('ab' AS CHAR(4)), 'ab  ' = CAST('ab' AS CHAR(4)), ` +
			`CAST('ab' AS CHAR(3)) = CAST('ab' AS CHAR(5)), CAST('ab' AS CHAR(4)) || '|'`,
			"false | false | true | ab|"},
	})
}

// PostgreSQL reads a fraction of a year as whole months, of a month as
// days of 30 days and time, of a week or a day as days and time
// (PostgreSQL 15 run, the wanted texts its output).
func TestPostgresIntervalFractions(t *testing.T) {
	runTextCases(t, []textCase{
		{"postgres", "postgres", `SELECT CAST(INTERVAL '1.5 days' AS TEXT), CAST(INTERVAL '1.5 months' AS TEXT), ` +
			`CAST(INTERVAL '0.5 years' AS TEXT), CAST(INTERVAL '1.5 weeks' AS TEXT), CAST(INTERVAL '-1.5 days' AS TEXT), ` +
			`CAST(INTERVAL '1.75 years' AS TEXT), CAST(INTERVAL '1.5 decades' AS TEXT), CAST(INTERVAL '2.5 mons 1.5 days' AS TEXT), ` +
			`CAST(INTERVAL '1.5 days ago' AS TEXT), CAST(INTERVAL '1.3333 months' AS TEXT), CAST(CAST('0.7 week' AS INTERVAL) AS TEXT)`,
			"1 day 12:00:00 | 1 mon 15 days | 6 mons | 10 days 12:00:00 | -1 days -12:00:00 | 1 year 9 mons | 15 years | " +
				"2 mons 16 days 12:00:00 | -1 days -12:00:00 | 1 mon 9 days 23:58:33.6 | 4 days 21:36:00"},
	})
}

// PostgreSQL's BPCHAR without a length keeps a value whole where a bare
// CHAR is CHAR(1) (PostgreSQL 15 run: CAST('abc ' AS BPCHAR) || '|' is
// abc|, CAST('abc' AS CHAR) a): written BPCHAR toward PostgreSQL, refused
// (T090) toward the targets without such a type; the PostgreSQL
// translation's values are PostgreSQL's own.
func TestBPCharSpelling(t *testing.T) {
	const q = `SELECT CAST('abc ' AS BPCHAR) || '|', CAST('abc' AS pg_catalog.bpchar) || '|', CAST('abc' AS BPCHAR(2)) || '|', CAST('abc' AS CHAR) || '|'`
	tr, err := lateral.Translate(q, "postgres", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	runTextCases(t, []textCase{{"postgres", "postgres", tr.SQL, "abc| | abc| | ab| | a|"}})
	for _, to := range []string{"duckdb", "trino", "hive", "spark", "snowflake"} {
		_, err := lateral.Translate(`SELECT CAST(x AS BPCHAR) FROM t`, "postgres", to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T090") {
			t.Errorf("postgres to %s: got %v, want T090", to, err)
		}
	}
}
