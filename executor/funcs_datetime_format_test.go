package executor_test

import "testing"

// TestDatetimeFormatModel: the formatting functions read through the one
// pattern model. DuckDB's strftime as run on DuckDB 1.5 (the specifiers
// below of 2024-03-05 00:07:09.123456 and 2024-12-31 13:59:59.999999,
// and of a DATE at its midnight); Trino's date_format and format_datetime
// by Trino's DateTimeFunctions.createDateTimeFormatter and Joda-Time's
// DateTimeFormat (%f is the fraction of the millisecond value to 6
// digits, %r hh:mm:ss AM, %T HH:mm:ss, %e %c %l unpadded; hh the clock
// hour, a AM or PM, DDD the day of the year, 'o”clock' quoted text),
// whose texts PostgreSQL's to_char gives for the translated patterns
// (run on PostgreSQL 15); elements outside the model are errors.
func TestDatetimeFormatModel(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "strftime names and 12-hour clock", dialect: "duckdb",
			query: "SELECT strftime(ts, '%-d/%-m %-H %-M %-S %-j %j|%I %-I %p|%B %b %A %a|%y') FROM (VALUES (TIMESTAMP '2024-03-05 00:07:09.123456'), (TIMESTAMP '2024-12-31 13:59:59.999999'), (NULL)) v(ts)",
			want:  []string{"5/3 0 7 9 65 065|12 12 AM|March Mar Tuesday Tue|24", "31/12 13 59 59 366 366|01 1 PM|December Dec Tuesday Tue|24", "NULL"}},
		{name: "strftime of a DATE", dialect: "duckdb", query: "SELECT strftime(DATE '2023-07-09', '%Y %H:%M:%S')", want: []string{"2023 00:00:00"}},
		{name: "strftime of a year past 9999", dialect: "duckdb", query: "SELECT strftime(TIMESTAMP '10000-01-01 00:00:00', '%Y')", want: []string{"10000"}},
		{name: "Trino date_format", dialect: "trino",
			query: "SELECT date_format(ts, '%Y-%m-%d %H:%i:%s.%f|%c %e %l %h %p|%r|%T|%W %a %M %b %j|%y|x%Q %%') FROM (VALUES (TIMESTAMP '2024-03-05 00:07:09.123'), (TIMESTAMP '0005-01-02 12:00:00'), (NULL)) v(ts)",
			want: []string{"2024-03-05 00:07:09.123000|3 5 12 12 AM|12:07:09 AM|00:07:09|Tuesday Tue March Mar 065|24|xQ %",
				"0005-01-02 12:00:00.000000|1 2 12 12 PM|12:00:00 PM|12:00:00|Sunday Sun January Jan 002|05|xQ %", "NULL"}},
		{name: "Trino date_format of a DATE", dialect: "trino", query: "SELECT date_format(DATE '2023-07-09', '%Y%m%d %H')", want: []string{"20230709 00"}},
		{name: "Trino date_format week", dialect: "trino", query: "SELECT date_format(TIMESTAMP '2024-03-05 00:00:00', '%v')", err: "not modelled"},
		{name: "Presto date_format %k", dialect: "presto", query: "SELECT date_format(TIMESTAMP '2024-03-05 00:00:00', '%k')", err: "not modelled"},
		{name: "Trino date_format past 9999", dialect: "trino", query: "SELECT date_format(TIMESTAMP '10000-01-01 00:00:00', '%Y')", err: "not modelled"},
		{name: "format_datetime letters", dialect: "trino",
			query: "SELECT format_datetime(TIMESTAMP '2024-12-31 13:59:59.999', 'M d H h m s D DDD a|EEE EEEE MMM MMMM yy ''o''''clock''')",
			want:  []string{"12 31 13 1 59 59 366 366 PM|Tue Tuesday Dec December 24 o'clock"}},
		// BigQuery's format elements (its reference, "Format elements for
		// date and time parts"), the texts to_char gives on PostgreSQL 15
		{name: "BigQuery FORMAT_DATE and FORMAT_DATETIME", dialect: "bigquery",
			query: "SELECT FORMAT_DATE('%F %A %b %j %y', DATE '2024-12-31'), FORMAT_DATETIME('%D %T %I%p %B', DATETIME '1999-07-09 13:59:59'), FORMAT_DATE('%Y', NULL)",
			want:  []string{"2024-12-31 Tuesday Dec 366 24 | 07/09/99 13:59:59 01PM July | NULL"}},
		{name: "BigQuery FORMAT_DATE of a time element", dialect: "bigquery", query: "SELECT FORMAT_DATE('%H', DATE '2024-12-31')", err: "not modelled"},
		{name: "BigQuery year before 1000", dialect: "bigquery", query: "SELECT FORMAT_DATE('%Y', DATE '0999-12-31')", err: "not modelled"},
	} {
		runShown(t, c)
	}
}

// TestDatetimeParseModel: DuckDB's strptime, Trino's date_parse and
// PostgreSQL's to_date of a text of the pattern's exact shape (run on
// DuckDB 1.5 and PostgreSQL 15: strptime('05/03/2024 13:07:09',
// '%d/%m/%Y %H:%M:%S') is 2024-03-05 13:07:09, to_date('20240229',
// 'YYYYMMDD') 2024-02-29, and February 30 raises in both; Trino's
// date_parse by its documented specifiers); make_timestamp of six
// fields as PostgreSQL's (make_timestamp(2024, 2, 30, 0, 0, 0) raises);
// another text is not modelled.
func TestDatetimeParseModel(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "strptime", dialect: "duckdb", query: "SELECT strptime('05/03/2024 13:07:09', '%d/%m/%Y %H:%M:%S'), strptime(NULL, '%Y-%m-%d')", want: []string{"2024-03-05 13:07:09 | NULL"}},
		{name: "strptime of February 30", dialect: "duckdb", query: "SELECT strptime('30/02/2024', '%d/%m/%Y')", err: "out of range"},
		{name: "strptime unpadded", dialect: "duckdb", query: "SELECT strptime('5/3/2024', '%d/%m/%Y')", err: "not modelled"},
		{name: "date_parse", dialect: "trino", query: "SELECT date_parse('2024-03-05 13:07', '%Y-%m-%d %H:%i')", want: []string{"2024-03-05 13:07:00"}},
		{name: "to_date", dialect: "postgres", query: "SELECT to_date('20240229', 'YYYYMMDD'), to_date('2024-03-05')", want: []string{"2024-02-29 | 2024-03-05"}},
		{name: "to_date of month 00", dialect: "postgres", query: "SELECT to_date('20240005', 'YYYYMMDD')", err: "not modelled"},
		{name: "make_timestamp", dialect: "postgres", query: "SELECT make_timestamp(2024, 3, 5, 1, 2, 3)", want: []string{"2024-03-05 01:02:03"}},
		{name: "make_timestamp out of range", dialect: "postgres", query: "SELECT make_timestamp(2024, 2, 30, 0, 0, 0)", err: "out of range"},
		{name: "strptime elsewhere", dialect: "postgres", query: "SELECT strptime('2024', '%Y')", err: "modelled for DuckDB only"},
	} {
		runShown(t, c)
	}
}
