package rewrite_test

import "testing"

// Trino reads a text without a zone cast to TIMESTAMP WITH TIME ZONE in a
// repeated autumn time at the earlier offset, PostgreSQL and DuckDB at the
// later: toward them the cast takes the day before's offset where that
// gives the same wall-clock time earlier (rewrite/trino_zone_overlap.go);
// a text with a zone is left to T156. Presto reads it as Trino does
// (DateTimeUtils.parseTimestampWithTimeZone, a Joda-Time parse, whose
// DateTimeZone.getOffsetFromLocal takes the summer offset in an overlap).
func TestTrinoZoneCastOverlapForm(t *testing.T) {
	const b = "CAST(CAST('2024-11-03 01:30:00' AS TIMESTAMP) - INTERVAL '1' DAY AS TIMESTAMPTZ) + INTERVAL '24' HOUR"
	runExprCases(t, []exprCase{
		{name: "postgres literal", from: "trino", to: "postgres",
			in:   "SELECT CAST('2024-11-03 01:30:00' AS TIMESTAMP WITH TIME ZONE) AS a",
			want: "SELECT CASE WHEN " + b + " < CAST('2024-11-03 01:30:00' AS TIMESTAMPTZ) AND CAST(" + b + " AS TIMESTAMP) = CAST('2024-11-03 01:30:00' AS TIMESTAMP) THEN " + b + " ELSE CAST('2024-11-03 01:30:00' AS TIMESTAMPTZ) END AS a", fires: true},
		{name: "presto literal", from: "presto", to: "duckdb",
			in:   "SELECT CAST('2024-11-03 01:30:00' AS TIMESTAMP WITH TIME ZONE) AS a",
			want: "SELECT CASE WHEN " + b + " < CAST('2024-11-03 01:30:00' AS TIMESTAMPTZ) AND CAST(" + b + " AS TIMESTAMP) = CAST('2024-11-03 01:30:00' AS TIMESTAMP) THEN " + b + " ELSE CAST('2024-11-03 01:30:00' AS TIMESTAMPTZ) END AS a", fires: true},
	})
}
