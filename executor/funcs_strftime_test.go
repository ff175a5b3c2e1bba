package executor_test

import "testing"

// TestStrftimeDuckDB: DuckDB's strftime of a TIMESTAMP with %Y (four
// digits at least), %m, %d, %H, %M, %S, %g (milliseconds, cut) and %f
// (microseconds), as run on DuckDB 1.5; other specifiers are not modelled.
func TestStrftimeDuckDB(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "the modelled specifiers", query: "SELECT strftime(TIMESTAMP '0005-01-02 03:04:05.5', '%Y-%m-%d %H:%M:%S.%g'), strftime(TIMESTAMP '2024-12-31 23:59:59.123456', '%Y/%m/%d %H.%M.%S.%f %g %%')",
			want: []string{"0005-01-02 03:04:05.500 | 2024/12/31 23.59.59.123456 123 %"}},
		{name: "NULL", query: "SELECT strftime(CAST(NULL AS TIMESTAMP), '%Y')", want: []string{"NULL"}},
		{name: "another specifier", query: "SELECT strftime(TIMESTAMP '2024-01-01 00:00:00', '%U')", err: "the pattern element \"%U\" is not read by lateral, which is not modelled"},
	} {
		c.dialect = "duckdb"
		runShown(t, c)
	}
}

// TestToCharFractions: PostgreSQL's to_char FF1 to FF6 are the first 1 to
// 6 fractional digits, cut, beside MS and US (run on PostgreSQL 15:
// to_char(TIMESTAMP '2024-01-02 03:04:05.129', 'FF1|FF2|FF4|FF5|ff2') is
// 1|12|1290|12900|12).
func TestToCharFractions(t *testing.T) {
	runShown(t, sqlCase{name: "FF1 to FF6", dialect: "postgres",
		query: "SELECT to_char(TIMESTAMP '2024-01-02 03:04:05.129', 'FF1|FF2|FF4|FF5|ff2|FF3|FF6|MS|US')",
		want:  []string{"1|12|1290|12900|12|129|129000|129|129000"}})
}

// TestToCharTime: PostgreSQL's to_char of a TIME, modelled with HH24, MI,
// SS, MS, US and FF1 to FF6 (run on PostgreSQL 15: to_char(TIME
// '03:04:05.5', 'HH24:MI:SS.US') is 03:04:05.500000); other patterns are
// not modelled.
func TestToCharTime(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "its clock", query: "SELECT to_char(TIME '03:04:05.5', 'HH24:MI:SS.US'), to_char(TIME '23:59:59.12', 'HH24:MI:SS.FF2')",
			want: []string{"03:04:05.500000 | 23:59:59.12"}},
		{name: "a date pattern", query: "SELECT to_char(TIME '03:04:05', 'YYYY')", err: "to_char of a TIME is modelled only with"},
	} {
		c.dialect = "postgres"
		runShown(t, c)
	}
}

// TestDateFormatSpark: Spark's date_format of a TIMESTAMP with yyyy (a +
// before a year past 9999, java.time's EXCEEDS_PAD), MM, dd, HH, mm, ss
// and S to SSSSSSSSS (the fraction's first digits, cut), other characters
// copied (Spark SQL reference, Datetime Patterns); other letters, quotes
// and the other dialects are not modelled.
func TestDateFormatSpark(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "the modelled letters", query: "SELECT date_format(TIMESTAMP '0005-01-02 03:04:05.5', 'yyyy-MM-dd HH:mm:ss.SSS'), date_format(TIMESTAMP '2024-12-31 23:59:59.123456', 'yyyy/MM/dd HH.mm.ss.S|SS|SSSSSS|SSSSSSSSS')",
			want: []string{"0005-01-02 03:04:05.500 | 2024/12/31 23.59.59.1|12|123456|123456000"}},
		{name: "a year past 9999", query: "SELECT date_format(CAST(date_add(DATE '9999-12-31', 1) AS TIMESTAMP), 'yyyy-MM-dd HH:mm:ss')",
			want: []string{"+10000-01-01 00:00:00"}},
		{name: "NULL", query: "SELECT date_format(CAST(NULL AS TIMESTAMP), 'yyyy')", want: []string{"NULL"}},
		{name: "another letter", query: "SELECT date_format(TIMESTAMP '2024-01-01 00:00:00', 'EEE')", err: `the pattern "EEE" is not modelled`},
		{name: "a quote", query: `SELECT date_format(TIMESTAMP '2024-01-01 00:00:00', "yyyy'T'")`, err: `the pattern "'" is not modelled`},
	} {
		c.dialect = "spark"
		runShown(t, c)
	}
	runShown(t, sqlCase{name: "not Spark nor Hive", dialect: "postgres", query: "SELECT date_format(TIMESTAMP '2024-01-01 00:00:00', 'yyyy')", err: "modelled for Spark and Hive only"})
}
