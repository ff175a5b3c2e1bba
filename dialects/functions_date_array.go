package dialects

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// dateArrayRows: BigQuery's GENERATE_DATE_ARRAY, canonical
// generate_date_array(start, stop[, step]).
//
// GoogleSQL reference, array functions, GENERATE_DATE_ARRAY(start_date,
// end_date[, INTERVAL INT64_expr date_part]): the dates from start_date to
// end_date inclusive; the step defaults to 1 DAY, its part is DAY, WEEK,
// MONTH, QUARTER or YEAR; "This function returns an error if INT64_expr is
// set to 0"; a negative step counts down ('2016-10-05' to '2016-10-01' by
// -3 DAY is [2016-10-05, 2016-10-02]); a start past the end with a positive
// step gives []; a NULL argument gives NULL. Each date is the previous one
// plus the step (ZetaSQL generate_array.h: the next value is
// AddDate(cur, unit, value)), so a month step from a month's last day is
// clamped once and stays there: 2016-01-31 by 1 MONTH is 2016-01-31,
// 2016-02-29, 2016-03-29, ...
//
// PostgreSQL's generate_series of timestamps by an interval and DuckDB's
// generate_series of dates by an interval add the step to the previous
// element as well (2016-01-31 + 1 month + 1 month is 2016-03-29 there,
// run on PostgreSQL 15 and DuckDB 1.5), so any literal step is exact
// there; the elements, timestamps there, are cast back to DATE. Trino's,
// Presto's and Spark's sequence adds i times the step to the start
// (2016-03-31 for the third element), which is the same only for a step
// of days or weeks, and raises an error where the step moves away from
// the stop: a guard gives [] there. The step must be an interval literal
// of an integer quantity outside BigQuery: a step computed from a column
// could be zero, an error in BigQuery.
func dateArrayRows() {
	fnRow("generate_date_array", fnOn("generate_date_array", dBQ),
		fnEm(emDateArraySeries, dPG, dDuck),
		fnEm(emDateArraySequence, dSpark, dPresto, dTrino),
		fnNo("Snowflake's ARRAY_GENERATE_RANGE counts numbers only", "compute the dates as DATEADD(day, n, start) over ARRAY_GENERATE_RANGE(0, n), or compute it in DuckDB or PostgreSQL", dSnow),
		fnNo("Doris's array_range of datetimes leaves out its end and takes no negative step", "compute the series in DuckDB or PostgreSQL", dDoris),
		fnNo("the target has no series of dates as an array", "compute the series in DuckDB or PostgreSQL", dHive, dDrill, dAnsi))
}

// The bounds are cast to DATE unless they are known to be DATEs: BigQuery
// reads a string literal there as a DATE.

// dateArrayStep reads the step of generate_date_array: the quantity and
// unit of an interval literal (INTERVAL 1 DAY when there is no third
// argument), negated or not; ok false, with the error, when the step is
// not such a literal or is zero.
func dateArrayStep(c *fnCtx, a []ast.Expr) (n int64, unit string, err error) {
	if len(a) == 2 {
		return 1, "DAY", nil
	}
	step, sign := a[2], int64(1)
	if u, ok := step.(*ast.Unary); ok && u.Op == ast.OpNeg {
		step, sign = u.X, -1
	}
	if iv, ok := step.(*ast.Interval); ok && iv.ToUnit == "" {
		v := iv.Value // INTERVAL 1 DAY, INTERVAL -3 DAY, INTERVAL '1' DAY, INTERVAL -'7' DAY
		if u, isNeg := v.(*ast.Unary); isNeg && u.Op == ast.OpNeg {
			v, sign = u.X, -sign
		}
		n, ok := fnIntLit(v)
		if l, isLit := v.(*ast.Literal); isLit && l.Kind == ast.LitString {
			q, err := strconv.ParseInt(strings.TrimSpace(l.Value), 10, 64)
			n, ok = q, err == nil
		}
		unit := strings.TrimSuffix(strings.ToUpper(iv.Unit), "S")
		switch {
		case !ok:
		case n == 0:
			return 0, "", c.refuseAt(a[2], "generate_date_array's step is zero, which BigQuery raises an error for", "write a step that is not zero")
		case unit == "DAY" || unit == "WEEK" || unit == "MONTH" || unit == "QUARTER" || unit == "YEAR":
			return sign * n, unit, nil
		}
	}
	return 0, "", c.refuseAt(a[2], "generate_date_array's step must be an interval literal of an integer number of days, weeks, months, quarters or years for "+c.d.Name+" (a computed step may be zero, which BigQuery raises an error for)",
		"write the step as a literal such as INTERVAL 1 MONTH")
}

// dateArrayInterval is the interval literal of n units, a week written
// as 7 days and a quarter as 3 months.
func (c *fnCtx) dateArrayInterval(n int64, unit string) ast.Expr {
	switch unit {
	case "WEEK":
		n, unit = 7*n, "DAY"
	case "QUARTER":
		n, unit = 3*n, "MONTH"
	}
	return &ast.Interval{Span: c.sp, Value: &ast.Literal{Span: c.sp, Kind: ast.LitString, Value: strconv.FormatInt(n, 10)}, Unit: unit}
}

// dateArrayType is DATE[].
func (c *fnCtx) dateArrayType() *ast.TypeName {
	return &ast.TypeName{Span: c.sp, Kind: ast.TypeArray, Elem: &ast.TypeName{Span: c.sp, Kind: ast.TypeDate}}
}

// emDateArraySeries writes generate_date_array for PostgreSQL and DuckDB:
// the series of timestamps from start to stop by the step (PostgreSQL:
// the array collected from generate_series, NULL when an argument is NULL,
// emSeriesArrayPG; DuckDB: its list-valued generate_series, NULL for a
// NULL argument, [] for a start past the stop with a positive step),
// cast to DATE[]. The bounds are cast to TIMESTAMP for PostgreSQL, which
// would otherwise count dates in its session time zone
// (rewrite/pg_date_series.go).
func emDateArraySeries(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	n, unit, err := dateArrayStep(c, a)
	if err != nil {
		return nil, err
	}
	args := []ast.Expr{c.castDate(a[0]), c.castDate(a[1]), c.dateArrayInterval(n, unit)}
	var series ast.Expr
	if c.d.Name == dPG {
		args[0], args[1] = c.cast(args[0], ast.TypeTimestamp), c.cast(args[1], ast.TypeTimestamp)
		if series, err = emSeriesArrayPG(false)(c, args); err != nil {
			return nil, err
		}
	} else {
		series = c.f("generate_series", args...)
	}
	return &ast.Cast{Span: c.sp, X: series, Type: c.dateArrayType()}, nil
}

// emDateArraySequence writes generate_date_array for Trino, Presto and
// Spark, whose sequence of two DATEs by a step of days gives DATEs:
// CASE WHEN start > stop THEN ARRAY[] ELSE sequence(start, stop, INTERVAL
// 'n' DAY) END for a positive step (start < stop for a negative one),
// weeks written as 7 days. A NULL bound takes the ELSE branch, whose
// sequence is NULL. A step of months, quarters or years is refused: the
// sequence adds i times the step to the start, BigQuery adds the step to
// the previous date.
func emDateArraySequence(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	n, unit, err := dateArrayStep(c, a)
	if err != nil {
		return nil, err
	}
	switch unit {
	case "DAY", "WEEK":
	default:
		return nil, c.refuseAt(a[2], "BigQuery's GENERATE_DATE_ARRAY adds a step of "+strings.ToLower(unit)+"s to the previous date (by one month from 2016-01-31: 2016-02-29, 2016-03-29), "+c.d.Name+"'s sequence adds i times the step to the start (2016-03-31)",
			"write the step in days or weeks, or compute the series in DuckDB or PostgreSQL")
	}
	start, stop := c.castDate(a[0]), c.castDate(a[1])
	r, err := c.reused(start, stop)
	if err != nil {
		return nil, err
	}
	away := c.bin(ast.OpGt, r[0], r[1])
	if n < 0 {
		away = c.bin(ast.OpLt, r[0], r[1])
	}
	return c.cases(c.f("sequence", start, stop, c.dateArrayInterval(n, unit)), away, c.arr()), nil
}
