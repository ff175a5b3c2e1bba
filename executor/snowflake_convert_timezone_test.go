package executor_test

import "testing"

// TestSnowflakeConvertTimezone: Snowflake's CONVERT_TIMEZONE
// (snowflake_convert_timezone.go), by the documented rules: the
// 3-argument form gives the TIMESTAMP_NTZ wall-clock time in target_tz of
// the instant the wall-clock time is in source_tz (14:00 in Los Angeles,
// -08:00 in January, is 22:00 UTC and 17:00 in New York); the 2-argument
// form the same instant in target_tz as a TIMESTAMP_TZ, whose fields and
// date read that zone's clock, a TIMESTAMP_NTZ read in the session's
// zone; NULL for a NULL argument.
func TestSnowflakeConvertTimezone(t *testing.T) {
	ny := []string{"SET TimeZone = 'America/New_York'"}
	for _, c := range []sqlCase{
		{name: "3 arguments", dialect: "snowflake",
			query: "SELECT CONVERT_TIMEZONE('America/Los_Angeles', 'America/New_York', CAST('2024-01-01 14:00:00' AS TIMESTAMP_NTZ)), CONVERT_TIMEZONE('Europe/Warsaw', 'UTC', CAST('2024-01-01 00:00:00' AS TIMESTAMP_NTZ))",
			want:  []string{"2024-01-01 17:00:00 | 2023-12-31 23:00:00"}},
		{name: "2 arguments of a TIMESTAMP_TZ", dialect: "snowflake", setup: ny,
			query: "SELECT EXTRACT(HOUR FROM CONVERT_TIMEZONE('UTC', CAST('2024-03-09 23:30:00 -05:00' AS TIMESTAMP_TZ))), CAST(CONVERT_TIMEZONE('UTC', CAST('2024-03-09 23:30:00 -05:00' AS TIMESTAMP_TZ)) AS DATE), EXTRACT(HOUR FROM CAST('2024-03-09 23:30:00 -05:00' AS TIMESTAMP_TZ))",
			want:  []string{"4 | 2024-03-10 | 23"}},
		{name: "2 arguments of a TIMESTAMP_NTZ", dialect: "snowflake", setup: ny,
			query: "SELECT CAST(CONVERT_TIMEZONE('Asia/Tokyo', CAST('2024-01-01 10:00:00' AS TIMESTAMP_NTZ)) AS TIMESTAMP_NTZ)",
			want:  []string{"2024-01-02 00:00:00"}},
		{name: "NULL", dialect: "snowflake",
			query: "SELECT CONVERT_TIMEZONE(NULL, CAST('2024-01-01 10:00:00' AS TIMESTAMP_NTZ)), CONVERT_TIMEZONE('UTC', 'UTC', NULL), CONVERT_TIMEZONE('UTC', CAST(NULL AS TIMESTAMP_TZ))",
			want:  []string{"NULL | NULL | NULL"}},
		{name: "zone names are case-sensitive", dialect: "snowflake",
			query: "SELECT CONVERT_TIMEZONE('utc', CAST('2024-01-01 10:00:00' AS TIMESTAMP_NTZ))", err: `unknown time zone "utc"`},
		{name: "unknown zone", dialect: "snowflake",
			query: "SELECT CONVERT_TIMEZONE('Mars/Base', 'UTC', CAST('2024-01-01 10:00:00' AS TIMESTAMP_NTZ))", err: `unknown time zone "Mars/Base"`},
		{name: "skipped wall-clock time", dialect: "snowflake",
			query: "SELECT CONVERT_TIMEZONE('America/New_York', 'UTC', CAST('2024-03-10 02:30:00' AS TIMESTAMP_NTZ))", err: "skipped or repeated"},
		{name: "3 arguments of a TIMESTAMP_TZ", dialect: "snowflake",
			query: "SELECT CONVERT_TIMEZONE('UTC', 'UTC', CAST('2024-01-01 10:00:00 +00:00' AS TIMESTAMP_TZ))", err: "takes a TIMESTAMP_NTZ"},
		{name: "one argument", dialect: "snowflake",
			query: "SELECT CONVERT_TIMEZONE('UTC')", err: "takes 2 arguments"},
		{name: "other dialects", dialect: "postgres",
			query: "SELECT CONVERT_TIMEZONE('UTC', TIMESTAMPTZ '2024-01-01 10:00:00+00')", err: "unknown function CONVERT_TIMEZONE"},
	} {
		runShown(t, c)
	}
}
