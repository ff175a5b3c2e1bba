package catalog

// unixtimeScalars are the canonical epoch conversions
// (dialects/functions_unixtime.go, functions_bq_epoch.go; Hive's and
// Spark's: dialects/functions_hive_epoch.go).
var unixtimeScalars = []*Func{
	scalar("to_unixtime", 1, 1, "to_unixtime(x): the seconds from 1970-01-01 00:00:00 UTC to the instant of the TIMESTAMP WITH TIME ZONE x, a DOUBLE with the fraction (negative before 1970); NULL gives NULL. Read from Trino and Presto of a TIMESTAMP WITH TIME ZONE only toward the other dialects: of a TIMESTAMP, which is read in the session's time zone, it is refused (T197)."),
	scalar("unix_seconds", 1, 1, "unix_seconds(t): the whole seconds from 1970-01-01 00:00:00 UTC to the TIMESTAMP WITH TIME ZONE t, rounded down (a time before 1970 with a fraction goes to the earlier second), a BIGINT; NULL gives NULL."),
	scalar("unix_millis", 1, 1, "unix_millis(t): the whole milliseconds from 1970-01-01 00:00:00 UTC to the TIMESTAMP WITH TIME ZONE t, rounded down, a BIGINT; NULL gives NULL."),
	scalar("unix_date", 1, 1, "unix_date(d): the days from 1970-01-01 to the DATE d (negative before it), a BIGINT; NULL gives NULL."),
	scalar("timestamp_seconds", 1, 1, "timestamp_seconds(n): the TIMESTAMP WITH TIME ZONE n whole seconds after 1970-01-01 00:00:00 UTC (before it for a negative n); NULL gives NULL."),
	scalar("timestamp_millis", 1, 1, "timestamp_millis(n): the TIMESTAMP WITH TIME ZONE n milliseconds after 1970-01-01 00:00:00 UTC (before it for a negative n); NULL gives NULL."),
	scalar("timestamp_seconds_local", 1, 1, "timestamp_seconds_local(n): the TIMESTAMP that is the wall-clock time, in the session's time zone, of the instant n whole seconds after 1970-01-01 00:00:00 UTC; NULL gives NULL. Spark's timestamp_seconds, written for Spark only."),
	scalar("unix_timestamp_now", 0, 0, "unix_timestamp_now(): the whole seconds from 1970-01-01 00:00:00 UTC to the statement's current instant (current_timestamp), a BIGINT. Hive's and Spark's unix_timestamp() without arguments."),
	scalar("next_day_dow", 2, 2, "next_day_dow(d, k): the first DATE after the DATE (or the date of the TIMESTAMP) d that is the ISO day of the week k (1 Monday to 7 Sunday, an integer literal); NULL for a NULL d. Spark's next_day(d, dow) of a literal day name (MO, MON, MONDAY..., any case)."),
	scalar("trunc_date", 2, 2, "trunc_date(d, unit): the DATE (or the date of the TIMESTAMP) d truncated to the start of its unit, 'year', 'quarter', 'month' or 'week' (starting Monday), a DATE; NULL for a NULL d. Spark's trunc(d, fmt) of a literal fmt."),
	scalar("date_in_zone", 2, 2, "date_in_zone(ts, zone): the DATE of the instant of the TIMESTAMP WITH TIME ZONE ts in the time zone named zone (a literal region name such as 'America/New_York', or 'UTC'); NULL for a NULL ts. BigQuery's DATE(timestamp[, zone]), the zone UTC by default (rewrite/bq_date.go)."),
	scalar("from_utc_timestamp", 2, 2, "from_utc_timestamp(ts, zone): the wall-clock TIMESTAMP ts read as a time in UTC and written as the wall-clock time of that instant in the time zone named zone (a literal region name such as 'America/New_York', or 'UTC'); NULL for a NULL ts. Hive's and Spark's from_utc_timestamp of a TIMESTAMP."),
}
