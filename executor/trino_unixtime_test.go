package executor_test

import "testing"

// TestTrinoToUnixtime: Trino's and Presto's to_unixtime, "timestamp as a
// UNIX timestamp", a double with the fraction (trino_unixtime.go): the
// seconds of 1577836801.5 since 1970 (date -u -d '2020-01-01' +%s is
// 1577836800), -0.75 a quarter second before 1970; a literal's zone is its
// own (01:00 in Paris on 2020-01-01 is midnight UTC, CET being UTC+1); a
// TIMESTAMP is read in a UTC session only.
func TestTrinoToUnixtime(t *testing.T) {
	paris := []string{"SET TimeZone = 'Europe/Paris'"}
	for _, d := range []string{"trino", "presto"} {
		for _, c := range []sqlCase{
			{name: "a timestamptz with a fraction", query: "SELECT to_unixtime(TIMESTAMP '2020-01-01 00:00:01.500 UTC')", want: []string{"1.5778368015e+09"}},
			{name: "before 1970", query: "SELECT to_unixtime(TIMESTAMP '1969-12-31 23:59:59.250 UTC')", want: []string{"-0.75"}},
			{name: "a literal's own zone", setup: paris, query: "SELECT to_unixtime(TIMESTAMP '2020-01-01 01:00:00 Europe/Paris')", want: []string{"1.5778368e+09"}},
			{name: "a timestamp in a UTC session", query: "SELECT to_unixtime(TIMESTAMP '1970-01-01 00:00:02')", want: []string{"2"}},
			{name: "NULL", query: "SELECT to_unixtime(NULL)", want: []string{"NULL"}},
			{name: "a timestamp in another session", setup: paris, query: "SELECT to_unixtime(TIMESTAMP '1970-01-01 00:00:02')", err: "1:20: to_unixtime of a TIMESTAMP in a session in Europe/Paris is not answered"},
			{name: "a date", query: "SELECT to_unixtime(DATE '1970-01-01')", err: "1:20: to_unixtime of a date is not answered"},
			{name: "two arguments", query: "SELECT to_unixtime(NULL, 1)", err: "to_unixtime takes one argument, not 2"},
		} {
			c.dialect = d
			runShown(t, c)
		}
	}
}

// TestHiveUnixTimestampNow: Hive's and Spark's unix_timestamp() is the
// whole seconds of the statement's current instant, the floor of
// PostgreSQL's date_part('epoch', current_timestamp) in the same
// statement (funcs_hive_epoch.go).
func TestHiveUnixTimestampNow(t *testing.T) {
	for _, d := range []string{"hive", "spark"} {
		runShown(t, sqlCase{name: d + " unix_timestamp()", dialect: d,
			query: "SELECT unix_timestamp() - CAST(floor(date_part('epoch', current_timestamp)) AS BIGINT), unix_timestamp() > 1700000000",
			want:  []string{"0 | true"}})
	}
}

// TestTrinoFromUnixtimeNaN: Trino's from_unixtime is packDateTimeWithZone
// of Math.round(unixtime * 1000) (DateTimeFunctions.fromUnixTime), and
// Java's Math.round of NaN is 0 (Java SE API, Math.round(double)): NaN is
// 1970-01-01 00:00:00 UTC; Math.round of an infinity is Long.MAX_VALUE,
// past packDateTimeWithZone's range, which raises.
func TestTrinoFromUnixtimeNaN(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "NaN", query: "SELECT from_unixtime(nan())", want: []string{"1970-01-01 00:00:00 UTC"}},
		{name: "NaN of a column", query: "SELECT from_unixtime(x) FROM (VALUES (nan())) AS v(x)", want: []string{"1970-01-01 00:00:00 UTC"}},
		{name: "an infinity", query: "SELECT from_unixtime(infinity())", err: "from_unixtime(+Inf) is out of range"},
	} {
		c.dialect = "trino"
		runShown(t, c)
	}
}

// TestHiveFromUnixtime: Hive's and Spark's from_unixtime(n[, fmt]) in a
// UTC session, date_format of the TIMESTAMP n seconds after 1970, by
// default yyyy-MM-dd HH:mm:ss (1710054000 is 2024-03-10 07:00:00 UTC:
// date -u -d @1710054000), and Spark's timestamp_seconds (funcs_hive_epoch.go).
func TestHiveFromUnixtime(t *testing.T) {
	for _, d := range []string{"hive", "spark"} {
		for _, c := range []sqlCase{
			{name: "the default pattern", query: "SELECT from_unixtime(1710054000)", want: []string{"2024-03-10 07:00:00"}},
			{name: "a pattern", query: "SELECT from_unixtime(-1, 'dd.MM.yy HH:mm:ss.SSS')", want: []string{"31.12.69 23:59:59.000"}},
			{name: "NULL", query: "SELECT from_unixtime(NULL), from_unixtime(0, NULL)", want: []string{"NULL | NULL"}},
			{name: "past the microseconds of a BIGINT", query: "SELECT from_unixtime(9223372036855)", err: "from_unixtime of 9223372036855 seconds is not modelled"},
		} {
			c.dialect = d
			c.name = d + " " + c.name
			runShown(t, c)
		}
	}
	runShown(t, sqlCase{name: "timestamp_seconds", dialect: "spark", query: "SELECT timestamp_seconds(86401)", want: []string{"1970-01-02 00:00:01"}})
}

// TestNextDayDow: Spark's next_day, the first date after the date of
// its argument named as given (2024-02-26 is a Monday: date -d
// 2024-02-26 +%A; 0001-01-01 a Monday in the proleptic Gregorian
// calendar), NULL of NULL (funcs_hive_epoch.go).
func TestNextDayDow(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "the same day a week on", query: "SELECT next_day(DATE '2024-02-26', 'MO')", want: []string{"2024-03-04"}},
		{name: "the next day", query: "SELECT next_day(DATE '2024-02-26', 'tuesday')", want: []string{"2024-02-27"}},
		{name: "a timestamp", query: "SELECT next_day(TIMESTAMP '2024-03-03 23:59:59', 'Sun')", want: []string{"2024-03-10"}},
		{name: "the first year", query: "SELECT next_day(DATE '0001-01-01', 'SU')", want: []string{"0001-01-07"}},
		{name: "NULL", query: "SELECT next_day(CAST(NULL AS DATE), 'MO')", want: []string{"NULL"}},
	} {
		c.dialect = "spark"
		runShown(t, c)
	}
}

// TestTruncDate: Spark's trunc of a date, its unit's first day (its week
// from Monday: 2024-02-26 is a Monday), NULL of NULL.
func TestTruncDate(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "month", query: "SELECT trunc(DATE '2024-02-29', 'MM')", want: []string{"2024-02-01"}},
		{name: "quarter", query: "SELECT trunc(DATE '1999-12-31', 'quarter')", want: []string{"1999-10-01"}},
		{name: "week of a timestamp", query: "SELECT trunc(TIMESTAMP '2024-03-03 23:59:59', 'WEEK')", want: []string{"2024-02-26"}},
		{name: "NULL", query: "SELECT trunc(CAST(NULL AS DATE), 'year')", want: []string{"NULL"}},
	} {
		c.dialect = "spark"
		runShown(t, c)
	}
}

// TestFromUTCTimestamp: Hive's and Spark's from_utc_timestamp, the zone's
// wall-clock time of the timestamp read in UTC (2024-11-03 06:30 UTC is
// 01:30 EST in New York, TZ=America/New_York date -d @1730615400), NULL of
// NULL; a zone other than a region name is not modelled.
func TestFromUTCTimestamp(t *testing.T) {
	for _, d := range []string{"hive", "spark"} {
		for _, c := range []sqlCase{
			{name: "new york", query: "SELECT from_utc_timestamp(TIMESTAMP '2024-11-03 06:30:00', 'America/New_York')", want: []string{"2024-11-03 01:30:00"}},
			{name: "NULL", query: "SELECT from_utc_timestamp(CAST(NULL AS TIMESTAMP), 'UTC')", want: []string{"NULL"}},
			{name: "an offset", query: "SELECT from_utc_timestamp(TIMESTAMP '2024-11-03 06:30:00', '+08:00')", err: "is not modelled"},
		} {
			c.dialect = d
			c.name = d + " " + c.name
			runShown(t, c)
		}
	}
}
