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

// unitDiffUnread refuses, toward another dialect, the differences of
// dates in months, quarters, years or weeks that were left unread
// (dialects/date_diffs.go reads them of two DATEs): each counts by a rule
// the target's function of the same name does not share, so passing it
// through would change the count.
//
//   - Trino and Presto date_diff('month' | 'quarter' | 'year' | 'week',
//     x, y) of TIMESTAMPs, or of arguments not known to be DATEs: whole
//     units with the time of day counted (Joda-Time's field difference),
//     where DuckDB's date_diff counts boundaries;
//   - DuckDB date_sub(part, x, y) of the same: whole parts;
//   - Hive and Spark months_between of TIMESTAMPs, or with Spark's
//     roundOff FALSE (T119): the seconds of the day count in the fraction,
//     rounded to 8 places as each rounds a double; Hive's form is kept
//     toward Spark, whose rule is the same (Spark SQL functions and Hive
//     LanguageManual UDF: months_between);
//   - Snowflake MONTHS_BETWEEN: a fraction of a 31-day month whose
//     rounding Snowflake does not document (it is not Hive's 8 places).
func (c *Context) unitDiffUnread(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || c.Source.Name == c.Target.Name {
		return f
	}
	src := c.Source.Name
	trinoLike := func(d string) bool { return d == "trino" || d == "presto" }
	if trinoLike(src) && trinoLike(c.Target.Name) {
		return f // the same function (Presto and Trino share its code)
	}
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
	wholeUnit := unit == "month" || unit == "quarter" || unit == "year" || unit == "week"
	switch {
	case trinoLike(src) && name == "date_diff" && wholeUnit:
		c.Refuse(CodeUnitDiff, f, "cast both arguments to DATE (CAST(x AS DATE)) if their time of day does not matter: lateral reads date_diff of two DATEs",
			"%s's date_diff('%s', ...) counts whole %ss with the time of day (Joda-Time), a rule %s's functions do not share, and lateral reads it only of two DATEs", src, unit, unit, c.Target.Name)
	case src == "duckdb" && (name == "date_sub" || name == "datesub") && len(f.Args) == 3:
		c.Refuse(CodeUnitDiff, f, "cast both arguments to DATE (CAST(x AS DATE)) if their time of day does not matter: lateral reads date_sub of two DATEs (month, quarter, year, week, day)",
			"duckdb's date_sub(part, ...) counts whole parts with the time of day, a rule %s's functions do not share, and lateral reads it only of two DATEs", c.Target.Name)
	case src == "duckdb" && (name == "date_diff" || name == "datediff") && unit == "week":
		c.Refuse(CodeUnitDiff, f, "cast both arguments to DATE (CAST(x AS DATE)): lateral reads date_diff('week', ...) of two DATEs, whole 7-day spans",
			"duckdb's date_diff('week', ...) counts 7-day spans, which lateral reads only of two DATEs")
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
