package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/dateunit"
)

// CodeMonthsBetweenUnread: Hive's or Spark's months_between in a form
// lateral does not read (of arguments not known to be DATEs, or Spark's
// roundOff FALSE); the executor runs it (executor/funcs_months_between.go).
const CodeMonthsBetweenUnread = "T119"

// CodeUnitDiff: a difference of dates in months, quarters, years or weeks
// whose source rule lateral does not read in this form.
const CodeUnitDiff = "T118"

// duckDiffUnread are the parts of DuckDB's date_diff lateral does not read
// (internal/dateunit names): the ISO year (run on DuckDB 1.5: 1 from
// 2023-12-31 to 2024-01-01, 0 from 2020-12-31 to 2021-01-03), the decade,
// century and millennium (boundaries of the year divided by 10, 100 and
// 1000: the decade's 1 from 2019-12-31 to 2020-01-01, the century's 0
// from 2000-12-31 to 2001-01-01), the epoch (seconds), and the era and
// time zone parts, for which DuckDB raises ("Specifier type not
// implemented for DATEDIFF").
var duckDiffUnread = map[string]bool{"isoyear": true, "decade": true, "century": true, "millennium": true, "epoch": true,
	"era": true, "timezone": true, "timezone_hour": true, "timezone_minute": true}

// duckDiffTime are the parts of a day by which DuckDB's date_diff counts
// boundaries, not whole parts elapsed (DuckDB documentation, date_diff:
// "the number of partition boundaries between the timestamps"; run on
// DuckDB 1.5: date_diff('hour', 10:59, 11:00) is 1, 11:00 to 10:59 is
// -1, 1969-12-31 22:30 to 23:10 is 1, date_diff('second', 23:59:59.5,
// 00:00:00.2) is 1, date_diff('millisecond', .0009, .0011) is 1, and of
// two DATEs two days apart 'hour' is 48). Trino's and Presto's date_diff,
// Spark's timestampdiff and BigQuery's TIMESTAMP_DIFF count whole units
// elapsed; Snowflake's DATEDIFF and the others are not read for them.
// Of two TIMESTAMPs the hours are 24 * date_diff('day', a, b) + hour(b) -
// hour(a) (floor(us / hour) is 24 * floor(us / day) plus the hour of the
// day; checked on DuckDB 1.5, across 1970 and backwards too), which the
// refusal's hint names.
var duckDiffTime = map[string]bool{"hour": true, "minute": true, "second": true, "millisecond": true, "microsecond": true}

// unitDiffUnread refuses, toward another dialect, the differences of
// dates in months, quarters, years or weeks that were left unread
// (dialects/date_diffs.go reads them of two DATEs): each counts by a rule
// the target's function of the same name does not share, so passing it
// through would change the count. (Trino's and Presto's date_diff is
// read, or refused, of every argument type by trino_unit_arith.go.)
//
//   - DuckDB date_sub(part, x, y) of the same: whole parts;
//   - Hive and Spark months_between of TIMESTAMPs, or with Spark's
//     roundOff FALSE (T119): the seconds of the day count in the fraction,
//     rounded to 8 places as each rounds a double; Hive's form is kept
//     toward Spark, whose rule is the same (Spark SQL functions and Hive
//     LanguageManual UDF: months_between);
//   - Snowflake MONTHS_BETWEEN: a fraction of a 31-day month whose
//     rounding Snowflake does not document (it is not Hive's 8 places);
//   - DuckDB date_diff of hours, minutes, seconds, milliseconds and
//     microseconds (duckDiffTime): boundaries, not whole units, unless
//     duckDiffTimes (duck_diff_time.go) wrote them of TIMESTAMPs.
func (c *Context) unitDiffUnread(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || c.Source.Name == c.Target.Name {
		return f
	}
	src := c.Source.Name
	name := strings.ToLower(f.Name[0].Name)
	unit := ""
	if len(f.Args) == 3 {
		if l, ok := f.Args[0].(*ast.Literal); ok && l.Kind == ast.LitString {
			unit = strings.TrimSuffix(strings.ToLower(l.Value), "s")
			if src == "duckdb" {
				unit, _ = dateunit.DuckDBDiff(l.Value) // 'weeks', 'w', 'yearweek': week
			}
		}
	}
	switch {
	case src == "duckdb" && (name == "date_sub" || name == "datesub") && len(f.Args) == 3 && c.Target.is("postgres"):
		c.Refuse(CodeUnitDiff, f, "give the arguments' types with --schema, or cast both to TIMESTAMP or DATE: lateral writes date_sub of those",
			"duckdb's date_sub(part, ...) counts whole parts with the time of day, which lateral writes for postgres only of arguments known to be TIMESTAMPs or DATEs, and of the parts from the microsecond to the year")
	case src == "duckdb" && (name == "date_sub" || name == "datesub") && len(f.Args) == 3:
		c.Refuse(CodeUnitDiff, f, "cast both arguments to DATE (CAST(x AS DATE)) if their time of day does not matter: lateral reads date_sub of two DATEs (month, quarter, year, week, day)",
			"duckdb's date_sub(part, ...) counts whole parts with the time of day, a rule %s's functions do not share, and lateral reads it only of two DATEs", c.Target.Name)
	case src == "duckdb" && (name == "date_diff" || name == "datediff") && unit == "week" && duckDiffTimeTargets[c.Target.Name]:
		c.Refuse(CodeUnitDiff, f, "give the arguments' types with --schema, or cast both to DATE or TIMESTAMP: lateral writes date_diff('week', ...) of DATEs and TIMESTAMPs",
			"duckdb's date_diff('week', ...) counts the whole 7-day spans between the dates, which lateral writes only of arguments known to be DATEs or TIMESTAMPs")
	case src == "duckdb" && (name == "date_diff" || name == "datediff") && unit == "week":
		c.Refuse(CodeUnitDiff, f, "compute the difference in another target, or as (end - start) in days divided by 7 in the source",
			"duckdb's date_diff('week', ...) counts the whole 7-day spans between the dates, and %s has no day difference lateral writes", c.Target.Name)
	case src == "duckdb" && (name == "date_diff" || name == "datediff") && duckDiffTime[unit] && duckDiffTimeTargets[c.Target.Name] &&
		(unit == "hour" || unit == "minute" || unit == "second" && secondGroup[c.Target.Name] == "int" || duckDiffCrossed(c.Target.Name, unit)):
		c.Refuse(CodeUnitDiff, f, "cast both arguments to TIMESTAMP (or give their types with --schema): lateral writes this count of two TIMESTAMPs",
			"duckdb's date_diff('%s', start, end) counts the %s boundaries between the two, which lateral writes for %s only of arguments known to be TIMESTAMPs or DATEs", unit, unit, c.Target.Name)
	case src == "duckdb" && (name == "date_diff" || name == "datediff") && duckDiffTime[unit]:
		c.Refuse(CodeUnitDiff, f, "of two TIMESTAMPs, write the hours as 24 * date_diff('day', a, b) + EXTRACT(HOUR FROM b) - EXTRACT(HOUR FROM a) in the source (the same count; minutes likewise), which lateral reads",
			"duckdb's date_diff('%s', start, end) counts the %s boundaries between the two (a minute apart across an hour's start is 1), where %s's differences of the same name count whole %ss elapsed or are not known to count alike", unit, unit, c.Target.Name, unit)
	case src == "duckdb" && (name == "date_diff" || name == "datediff") && duckDiffUnread[unit]:
		c.Refuse(CodeUnitDiff, f, "count the difference in a part lateral reads (year, quarter, month, week, day) in the source",
			"duckdb's date_diff('%s', ...) counts %s boundaries by DuckDB's own rule, which lateral does not read, and %s has no function known to count them alike", unit, unit, c.Target.Name)
	case (src == "hive" || src == "spark") && name == "months_between" && !(src == "hive" && c.Target.Name == "spark"):
		c.Refuse(CodeMonthsBetweenUnread, f, "cast both arguments to DATE (CAST(x AS DATE)) if their time of day does not matter: lateral reads months_between of two DATEs (and Spark's roundOff only when TRUE)",
			"%s's months_between of arguments not known to be DATEs counts a TIMESTAMP's seconds of the day in a fraction of a 31-day month rounded to 8 places (or, with roundOff false, not rounded), which %s has no function known to give to the last digit", src, c.Target.Name)
	case src == "snowflake" && name == "months_between":
		c.Refuse(CodeUnitDiff, f, "count whole month boundaries with DATEDIFF(month, start, end), or compute the fraction with DATEDIFF(day, ...) in the query",
			"snowflake's MONTHS_BETWEEN gives a fraction of a 31-day month whose rounding Snowflake does not document, so %s cannot be given the same number", c.Target.Name)
	}
	return f
}
