package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL's EXTRACT of YEAR, QUARTER, MONTH, DAY, HOUR and MINUTE is a
// NUMERIC of scale 0, so its text is the digits of the integer: the
// translation writes it toward Spark, Trino and the others as the text of
// CAST(... AS BIGINT) (rewrite/temporal_text.go). Run here on PostgreSQL:
// each field's text, on a TIMESTAMP, TIMESTAMPTZ, DATE, TIME and INTERVAL, a year
// past 9999 and before Christ, is that of its BIGINT, and the translation
// toward Spark is that form (the month's here: the year's reads its
// value through bc_guard.go's guard first).
func TestPgExtractWholeText(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	var cols []string
	for _, f := range []string{"year", "quarter", "month", "day", "hour", "minute"} {
		for _, x := range []string{"ts", "tz", "dt", "iv"} {
			if x == "dt" && (f == "hour" || f == "minute") {
				continue // PostgreSQL raises
			}
			cols = append(cols, "extract("+f+" FROM "+x+")::text = CAST(CAST(extract("+f+" FROM "+x+") AS BIGINT) AS TEXT)")
		}
	}
	cols = append(cols, "extract(hour FROM tm)::text = CAST(CAST(extract(hour FROM tm) AS BIGINT) AS TEXT)",
		"extract(minute FROM tm)::text = CAST(CAST(extract(minute FROM tm) AS BIGINT) AS TEXT)")
	q := "SELECT bool_and(" + strings.Join(cols, " AND ") + ") AS a, count(*) AS n FROM (VALUES " +
		"(TIMESTAMP '2024-03-05 07:08:05.5', TIMESTAMPTZ '2024-12-31 23:59:59.999999+00', DATE '2024-03-05', TIME '07:08:05.5', INTERVAL '-1 year -2 months 3 days 04:05:06.5'), " +
		"(TIMESTAMP '10000-01-01 00:00:00', TIMESTAMPTZ '1999-01-01 00:00:00+00', DATE '0044-03-15 BC', TIME '23:59:59.999999', INTERVAL '1.5 days'), " +
		"(TIMESTAMP '0001-01-01 00:00:00 BC', TIMESTAMPTZ '1960-06-01 10:00:00.1235+00', DATE '1900-02-28', TIME '00:00:00', INTERVAL '-100 hours -61 minutes')) v(ts, tz, dt, tm, iv)"
	enginetest.CheckRows(t, pg, q, true, [][]engines.Value{{true, int64(3)}})
	// the second keeps its fraction: not such a text
	enginetest.CheckRows(t, pg, "SELECT extract(second FROM TIMESTAMP '2024-01-01 10:00:05')::text AS a", true, [][]engines.Value{{"5.000000"}})

	tr, err := lateral.Translate("SELECT extract(month FROM ts)::text AS a FROM t", "postgres", "spark",
		lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP)", SchemaDialect: "postgres"})
	if err != nil {
		t.Fatal(err)
	}
	if want := "SELECT CAST(CAST(EXTRACT(MONTH FROM ts) AS BIGINT) AS STRING) AS a FROM t"; tr.SQL != want {
		t.Errorf("got %s, want %s", tr.SQL, want)
	}
}
