package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// monthEndRows: the last day of a date's month.
//
// Hive's last_day ("Returns the last day of the month which the date
// belongs to ... The time part of date is ignored", Hive LanguageManual
// UDF, date functions, from Hive 1.1; its result is the date's text, as
// that of Hive's add_months, which lateral reads as the DATE too), Spark's
// ("last_day(date) - Returns the last day of the month which the date
// belongs to", a DATE), DuckDB's ("last_day(date): the last day of the
// corresponding month in date", a DATE also of a TIMESTAMP: run on DuckDB
// 1.5), Doris's (LAST_DAY, a DATE of a DATE or DATETIME), Trino's and
// Presto's last_day_of_month(x) ("Returns the last day of the month", a
// date), Snowflake's LAST_DAY(d) of one argument (the month's: the date
// part "default is MONTH", Snowflake's LAST_DAY reference in Snowpark)
// and BigQuery's LAST_DAY(d) (the month's by default) are the same.
// Snowflake's and BigQuery's are read of one argument only: the form with
// a second (a week, a year) is their own function.
// PostgreSQL has no such function: CAST(date_trunc('month', CAST(d AS
// TIMESTAMP)) + INTERVAL '1' MONTH - INTERVAL '1' DAY AS DATE), the first
// of the month moved a month on and a day back (2024-02-29, 2023-12-31,
// 1900-02-28 and NULL for 2024-02-10, a TIMESTAMP of 2023-12-31 23:00,
// 1900-02-01 and NULL, run on PostgreSQL 15 in a New York session: the
// TIMESTAMP has no zone, date_trunc of it none). ISO SQL has no
// date_trunc, and Drill documents no such function.
//
// Each takes a TIMESTAMP too, the date of which it reads (Spark casts it
// to DATE; DuckDB's of a TIMESTAMP is a DATE, run on DuckDB 1.5; Doris's
// of a DATETIME, BigQuery's of a DATETIME, Snowflake's of a TIMESTAMP and
// Trino's of a timestamp are DATEs, by their references): the argument
// is passed as it is. Hive's and Spark's last_day of a string is read as
// their other date functions of a string are
// (rewrite/hive_text_time_parts.go).
func monthEndRows() {
	fnRow("last_day", fnOn("last_day", dHive, dSpark, dDuck, dDoris), fnOn("last_day_of_month", dPresto, dTrino),
		fnEm(emRename("last_day"), dSnow, dBQ), fnEm(emLastDayPG, dPG),
		fnNo("ISO SQL and Drill have no function known to give the last day of a month (ISO SQL has no date_trunc)",
			"compute it in the source, or as the first of the next month minus a day", dAnsi, dDrill))
	fnAliases = append(fnAliases, fnAlias{ds: []string{dSnow, dBQ}, names: []string{"last_day"}, canon: "last_day", fix: fnOnlyArity(1), unread: true})
}

// emLastDayPG: CAST(date_trunc('month', CAST(x AS TIMESTAMP)) + INTERVAL
// '1' MONTH - INTERVAL '1' DAY AS DATE).
func emLastDayPG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	iv := func(unit string) ast.Expr {
		return &ast.Interval{Span: c.sp, Value: &ast.Literal{Span: c.sp, Kind: ast.LitString, Value: "1"}, Unit: unit}
	}
	month := c.f("date_trunc", &ast.Literal{Span: c.sp, Kind: ast.LitString, Value: "month"}, c.cast(a[0], ast.TypeTimestamp))
	return c.cast(c.bin(ast.OpSub, c.bin(ast.OpAdd, month, iv("MONTH")), iv("DAY")), ast.TypeDate), nil
}
