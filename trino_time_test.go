package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Trino's TIME is TIME(3) (Trino documentation, data types: "TIME is an
// alias for TIME(3)"), its TIME literal a TIME of its digits
// (rewrite/trino_time.go): toward PostgreSQL and DuckDB, whose TIME keeps
// 6 digits, a cast that rounds into the next day (Trino wraps it to
// 00:00:00), a cast of a TIMESTAMP(6), of a TIME or TIMESTAMP literal of
// more than 3 digits, and a literal of 7 digits are refused (T126); TIME
// WITH TIME ZONE is TIME(3) WITH TIME ZONE, its text rounded alike; a literal of at most 6 digits is kept, and a TIME(6)
// cast keeps its digits. The rows of the rounding are in
// conformance/dates/trino_time_cast_digits.
func TestTrinoTimeDigits(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP(6), t3 TIMESTAMP, tm TIME(6))", SchemaDialect: "trino"}
	for _, to := range []string{"postgres", "duckdb"} {
		for _, q := range []string{
			"SELECT CAST('23:59:59.9995' AS TIME) AS a",
			"SELECT CAST(ts AS TIME) AS a FROM t",
			"SELECT CAST(tm AS TIME) AS a FROM t",
			"SELECT TIME '10:00:00.1234567' AS a",
			// the literals are a TIME(4) and a TIMESTAMP(4) in Trino, rounded by the cast
			"SELECT CAST(TIME '10:00:00.1235' AS TIME) AS a",
			"SELECT CAST(TIMESTAMP '2020-01-01 10:00:00.1235' AS TIME) AS a",
			"SELECT CAST(TIMESTAMP '2020-01-01 10:00:00.1235' AS TIME WITH TIME ZONE) AS a",
			"SELECT CAST('23:59:59.9995+05:00' AS TIME WITH TIME ZONE) AS a",
		} {
			_, err := lateral.Translate(q, "trino", to, opts)
			if err == nil || !strings.Contains(err.Error(), "T126") || !strings.Contains(err.Error(), "1:8") {
				t.Errorf("trino to %s: %s: want T126 at 1:8, got %v", to, q, err)
			}
		}
		for q, want := range map[string]string{
			"SELECT CAST(t3 AS TIME) AS a FROM t":                           "CAST(t3 AS TIME)",
			"SELECT TIME '10:00:00.123456' AS a":                            "TIME '10:00:00.123456'",
			"SELECT TIME '10:00:00.1234560' AS a":                           "TIME '10:00:00.1234560'",
			"SELECT CAST('23:59:59.9994' AS TIME) AS a":                     "CAST('23:59:59.999' AS TIME)",
			"SELECT CAST('10:00:00.123456' AS TIME) AS a":                   "CAST('10:00:00.123' AS TIME)",
			"SELECT CAST('10:00:00.1234' AS TIME) AS a":                     "CAST('10:00:00.123' AS TIME)",
			"SELECT CAST('10:00:00.1' AS TIME) AS a":                        "CAST('10:00:00.1' AS TIME)",
			"SELECT CAST(TIME '10:00:00.12' AS TIME) AS a":                  "CAST(TIME '10:00:00.12' AS TIME)",
			"SELECT CAST(TIMESTAMP '2020-01-01 10:00:00.123' AS TIME) AS a": "CAST(TIMESTAMP '2020-01-01 10:00:00.123' AS TIME)",
			"SELECT CAST(NULL AS TIME) AS a":                                "CAST(NULL AS TIME)",
			"SELECT CAST('09:59:59.99951' AS TIME) AS a":                    "CAST('10:00:00.000' AS TIME)",
			"SELECT CAST(' 09:59:59.99949 ' AS TIME) AS a":                  "CAST('09:59:59.999' AS TIME)",
			"SELECT CAST('9:5:1.00049' AS TIME) AS a":                       "CAST('09:05:01.000' AS TIME)",
			"SELECT CAST('23:59:59.999499999' AS TIME) AS a":                "CAST('23:59:59.999' AS TIME)",
			"SELECT CAST('00:00:00.0005' AS TIME) AS a":                     "CAST('00:00:00.001' AS TIME)",
			"SELECT CAST('12:34:56.7894999' AS TIME) AS a":                  "CAST('12:34:56.789' AS TIME)",
			"SELECT CAST('12:34:56.78950' AS TIME) AS a":                    "CAST('12:34:56.790' AS TIME)",
			"SELECT CAST('12:34:59.99999' AS TIME) AS a":                    "CAST('12:35:00.000' AS TIME)",
			"SELECT CAST('12:59:59.9995' AS TIME) AS a":                     "CAST('13:00:00.000' AS TIME)",
			"SELECT CAST('10:00:00.12349' AS TIME) AS a":                    "CAST('10:00:00.123' AS TIME)",
			"SELECT CAST('10:00:00.123500' AS TIME) AS a":                   "CAST('10:00:00.124' AS TIME)",
			"SELECT CAST('10:00:00.12300000' AS TIME) AS a":                 "CAST('10:00:00.123' AS TIME)",
			"SELECT CAST('10:00:00.99950000' AS TIME) AS a":                 "CAST('10:00:01.000' AS TIME)",
			"SELECT CAST('10:00:00.0004999999' AS TIME) AS a":               "CAST('10:00:00.000' AS TIME)",
		} {
			tr, err := lateral.Translate(q, "trino", to, opts)
			if err != nil || !strings.Contains(tr.SQL, want) {
				t.Errorf("trino to %s: %s: want %s, got %v %v", to, q, want, tr, err)
			}
		}
	}
}
