package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// timePartRows: the fields of the clock and of the week read by a
// function of one argument, beside year, month and day.
//
// hour, minute, second and quarter are Hive's ("int hour(string date)",
// "int minute(...)", "int second(...)", "int quarter(date/timestamp/
// string)" from Hive 1.3: Hive LanguageManual UDF, date functions),
// Spark's (IntegerType), Doris's (HOUR, MINUTE, SECOND: INT, Doris
// function reference), Trino's and Presto's (hour, minute, second,
// quarter: bigint, Trino date and time functions), DuckDB's (BIGINT, run
// on DuckDB 1.5) and Snowflake's (HOUR, MINUTE, SECOND, QUARTER:
// "alternative for DATE_PART", Snowflake date and time functions). Each
// gives an integer: second(TIMESTAMP '2024-01-02 13:04:05.678') is 5 in
// Hive, Spark, Trino and DuckDB (run on DuckDB 1.5), the fraction
// dropped. PostgreSQL has no such functions: EXTRACT(HOUR FROM t) and
// EXTRACT(MINUTE FROM t) give the same numbers, as a numeric
// (rewrite/int_funcs.go casts them to the source's integer type), and
// EXTRACT(SECOND FROM t) keeps the fraction (5.678000, run on PostgreSQL
// 15), so second is written trunc(EXTRACT(SECOND FROM t)) there and
// floor(EXTRACT(SECOND FROM t)) in ANSI SQL (whose SECOND has the fractional seconds precision, ISO/IEC
// 9075-2, <extract expression>). BigQuery's EXTRACT gives an INT64, and
// "returned values truncate lower order time periods" (BigQuery
// timestamp functions, EXTRACT). Drill documents EXTRACT of SECOND,
// MINUTE, HOUR, DAY, MONTH and YEAR, not whether its SECOND keeps the
// fraction, nor a QUARTER; ISO SQL has no QUARTER field.
//
// PostgreSQL 15 raises for the hour, minute or second of a DATE (unit
// "hour" not supported for type date) where Spark and DuckDB give 0: the
// translation raises too, it does not give another value.
//
// The day of the week is numbered three ways: Hive's dayofweek ("1 =
// Sunday, 2 = Monday, ..., 7 = Saturday", Hive function reference,
// UDFDayOfWeek, Hive 2.2), Spark's ("Ranges from 1 for a Sunday through to
// 7 for a Saturday", Spark SQL function reference) and BigQuery's
// EXTRACT(DAYOFWEEK) ("values in the range [1,7] with Sunday as the first
// day") are dayofweek; Trino's and Presto's day_of_week and dow ("the ISO
// day of the week from x. The value ranges from 1 (Monday) to 7
// (Sunday)"), DuckDB's isodow, Snowflake's DAYOFWEEKISO and PostgreSQL's
// EXTRACT(ISODOW) ("Monday (1) to Sunday (7)", PostgreSQL 15
// documentation, 9.9.1) are isodow; PostgreSQL's EXTRACT(DOW) and
// DuckDB's dayofweek count Sunday as 0 (run on PostgreSQL 15 and DuckDB
// 1.5: 2024-05-12, a Sunday, is 0), and Snowflake's DAYOFWEEK follows the
// session's WEEK_START, so neither is read as one of these. The week of
// the year is ISO 8601's in Hive (UDFWeekOfYear: a week starts on Monday
// and week 1 is the first with more than 3 days), Spark (weekofyear, the
// same words), Trino and Presto (week, week_of_year: "the ISO week of the
// year"), DuckDB (week, weekofyear: 2021-01-03 is in week 53, run on
// DuckDB 1.5), PostgreSQL (EXTRACT(WEEK): "the number of the ISO 8601
// week-numbering week of the year"; 53 for 2021-01-03, run on PostgreSQL
// 15), BigQuery (EXTRACT(ISOWEEK)) and Snowflake (WEEKISO); Snowflake's
// WEEK and WEEKOFYEAR follow the session's WEEK_OF_YEAR_POLICY.
func timePartRows() {
	fnRow("quarter", fnOn("quarter", dHive, dSpark, dPresto, dTrino, dDuck, dSnow), fnEm(emExtract("QUARTER"), dPG, dBQ),
		fnNo("ISO SQL's EXTRACT has no QUARTER field, and Drill documents none", "compute it from the month: (month - 1) / 3 + 1 with an integer division", dDrill, dAnsi))
	for _, part := range []string{"hour", "minute"} {
		fnRow(part, fnOn(part, dHive, dSpark, dDoris, dPresto, dTrino, dDuck, dSnow), fnEm(emExtract(strings.ToUpper(part)), dAnsi, dPG, dDrill, dBQ))
	}
	fnRow("second", fnOn("second", dHive, dSpark, dDoris, dPresto, dTrino, dDuck, dSnow), fnEm(emExtract("SECOND"), dBQ), fnEm(emSecondFloor, dAnsi), fnEm(emSecondTrunc, dPG),
		fnNo("Drill does not document whether its EXTRACT(SECOND) keeps the fraction of a second", "compute the seconds in the source, or translate to another dialect", dDrill))
	const whyWeek = "ISO SQL, Drill and Doris have no function known to number the days of the week or the weeks of the year so"
	const hintWeek = "compute it in the source, or from a day difference to a known Monday"
	fnRow("dayofweek", fnOn("dayofweek", dHive, dSpark), fnEm(emExtract("DAYOFWEEK"), dBQ), fnEm(emDowPlus(1), dPG, dDuck),
		fnEm(emIsoToSundayFirst("day_of_week", 1), dPresto, dTrino), fnEm(emIsoToSundayFirst("dayofweekiso", 1), dSnow),
		fnNo(whyWeek, hintWeek, dDoris, dDrill, dAnsi))
	fnRow("dow", fnOn("dayofweek", dDuck), fnEm(emDowPlus(0), dPG), fnEm(emDayOfWeekMinusOne, dHive, dSpark, dBQ),
		fnEm(emIsoToSundayFirst("day_of_week", 0), dPresto, dTrino), fnEm(emIsoToSundayFirst("dayofweekiso", 0), dSnow),
		fnNo(whyWeek, hintWeek, dDoris, dDrill, dAnsi))
	fnRow("isodow", fnOn("day_of_week", dPresto, dTrino), fnOn("isodow", dDuck), fnOn("dayofweekiso", dSnow), fnEm(emExtract("ISODOW"), dPG),
		fnEm(emSundayFirstToIso, dHive, dSpark, dBQ),
		fnNo(whyWeek, hintWeek, dDoris, dDrill, dAnsi))
	fnRow("weekofyear", fnOn("weekofyear", dHive, dSpark, dDuck), fnOn("week", dPresto, dTrino), fnOn("weekiso", dSnow),
		fnEm(emExtract("WEEK"), dPG), fnEm(emExtract("ISOWEEK"), dBQ),
		fnNo(whyWeek, hintWeek, dDoris, dDrill, dAnsi))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dPresto, dTrino}, names: []string{"dow"}, canon: "isodow"},
		fnAlias{ds: []string{dPresto, dTrino}, names: []string{"week_of_year"}, canon: "weekofyear"},
		fnAlias{ds: []string{dDuck}, names: []string{"week"}, canon: "weekofyear"})
}

// emSecondFloor: floor(EXTRACT(SECOND FROM t)), the whole seconds of
// ANSI SQL's EXTRACT, which keeps the fraction (never negative for a
// time or a timestamp, so floor drops it; ISO SQL has no function
// truncating toward zero, and the second of an INTERVAL, which may be
// negative, is refused toward ANSI SQL: rewrite/extract_fields.go).
func emSecondFloor(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("floor", &ast.Extract{Span: c.sp, Field: "SECOND", X: a[0]}), nil
}

// emSecondTrunc: trunc(EXTRACT(SECOND FROM t)), the whole seconds of
// PostgreSQL's EXTRACT, which keeps the fraction, truncated toward zero
// ("trunc(numeric): truncates to integer (towards zero)", PostgreSQL 15
// documentation, 9.3): the same as floor for a time or a timestamp, and
// for a negative INTERVAL the seconds DuckDB's and Trino's second give
// (-5 for INTERVAL '-5.5' SECOND, run on DuckDB 1.5; Trino source,
// DateTimeFunctions.secondFromInterval: a Java long remainder and
// division), where floor gave -6 (run on PostgreSQL 15).
func emSecondTrunc(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("trunc", &ast.Extract{Span: c.sp, Field: "SECOND", X: a[0]}), nil
}

// emDowPlus: EXTRACT(DOW FROM d) + k, PostgreSQL's and DuckDB's day of
// the week from Sunday 0 (k = 0: EXTRACT(DOW FROM d) itself).
func emDowPlus(k int64) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		var dow ast.Expr = &ast.Extract{Span: c.sp, Field: "DOW", X: a[0]}
		if k == 0 {
			return dow, nil
		}
		return c.bin(ast.OpAdd, dow, c.num(k)), nil
	}
}

// emIsoToSundayFirst: iso(d) % 7 + k of the ISO day of the week (Monday
// 1 to Sunday 7): Sunday becomes k, Monday k + 1, Saturday k + 6; a NULL
// stays NULL.
func emIsoToSundayFirst(iso string, k int64) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		var e ast.Expr = c.bin(ast.OpMod, c.f(iso, a[0]), c.num(7))
		if k != 0 {
			e = c.bin(ast.OpAdd, e, c.num(k))
		}
		return e, nil
	}
}

// sundayFirst is Hive's and Spark's dayofweek(d), BigQuery's
// EXTRACT(DAYOFWEEK FROM d): the day of the week from Sunday 1.
func (c *fnCtx) sundayFirst(d ast.Expr) ast.Expr {
	if c.d.Name == dBQ {
		return &ast.Extract{Span: c.sp, Field: "DAYOFWEEK", X: d}
	}
	return c.f("dayofweek", d)
}

// emDayOfWeekMinusOne: dayofweek(d) - 1, the day of the week from Sunday
// 0 (DuckDB's dayofweek) in a dialect counting from Sunday 1.
func emDayOfWeekMinusOne(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.bin(ast.OpSub, c.sundayFirst(a[0]), c.num(1)), nil
}

// emSundayFirstToIso: (dow(d) + 5) % 7 + 1 of the day of the week from
// Sunday 1 (sundayFirst): Monday becomes 1, Sunday 7; a NULL stays NULL.
func emSundayFirstToIso(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.bin(ast.OpAdd, c.bin(ast.OpMod, c.bin(ast.OpAdd, c.sundayFirst(a[0]), c.num(5)), c.num(7)), c.num(1)), nil
}
