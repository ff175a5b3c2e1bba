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

// dateArrayBound is a bound of generate_date_array, a string literal cast
// to DATE (BigQuery reads one there as a DATE; any other bound is a DATE).
func (c *fnCtx) dateArrayBound(e ast.Expr) ast.Expr {
	if l, ok := e.(*ast.Literal); ok && l.Kind == ast.LitString {
		return c.cast(e, ast.TypeDate)
	}
	return e
}

// dateArrayStep reads the step of generate_date_array: the quantity and
// unit of an interval literal (INTERVAL 1 DAY when there is no third
// argument), negated or not; ok false, with the error, when the step is
// not such a literal or is zero.
func dateArrayStep(c *fnCtx, a []ast.Expr) (n int64, unit string, err error) {
	if len(a) == 2 {
		return 1, "DAY", nil
	}
	n, unit, ok := intervalIntStep(a[2])
	switch {
	case !ok:
	case n == 0:
		return 0, "", c.refuseAt(a[2], "generate_date_array's step is zero, which BigQuery raises an error for", "write a step that is not zero")
	case unit == "DAY" || unit == "WEEK" || unit == "MONTH" || unit == "QUARTER" || unit == "YEAR":
		return n, unit, nil
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

// emDateArraySeries writes generate_date_array for DuckDB, whose
// list-valued generate_series of dates by an interval gives TIMESTAMPs
// (NULL for a NULL argument, [] for a start past the stop with a positive
// step; run on DuckDB 1.5), cast to DATE[]:
//
//	CAST(generate_series(start, stop, step) AS DATE[])
//
// and for PostgreSQL, which has no list-valued series, as the array
// collected from generate_series in its order, each element cast back to
// DATE (the bounds cast to TIMESTAMP, which PostgreSQL would otherwise
// count in its session time zone, rewrite/pg_date_series.go), NULL when a
// bound is NULL (generate_series gives no row, which ARRAY() would make
// the empty array):
//
//	CASE WHEN start IS NULL OR stop IS NULL THEN NULL ELSE
//	ARRAY(SELECT CAST(lateral_seq.v AS DATE) FROM generate_series(
//	CAST(start AS TIMESTAMP), CAST(stop AS TIMESTAMP), step) WITH
//	ORDINALITY AS lateral_seq(v, o) ORDER BY lateral_seq.o) END
func emDateArraySeries(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	n, unit, err := dateArrayStep(c, a)
	if err != nil {
		return nil, err
	}
	start, stop, step := c.dateArrayBound(a[0]), c.dateArrayBound(a[1]), c.dateArrayInterval(n, unit)
	if c.d.Name != dPG {
		return &ast.Cast{Span: c.sp, X: c.f("generate_series", start, stop, step), Type: c.dateArrayType()}, nil
	}
	r, err := c.reused(start, stop)
	if err != nil {
		return nil, err
	}
	ref := func(col string) ast.Expr {
		return &ast.ColumnRef{Span: c.sp, Name: ast.QName{{Span: c.sp, Name: "lateral_seq"}, {Span: c.sp, Name: col}}}
	}
	id := func(n string) ast.Ident { return ast.Ident{Span: c.sp, Name: n} }
	series := c.f("generate_series", c.cast(start, ast.TypeTimestamp), c.cast(stop, ast.TypeTimestamp), step)
	sel := &ast.Select{Span: c.sp,
		Items: []*ast.SelectItem{{Span: c.sp, Expr: c.cast(ref("v"), ast.TypeDate)}},
		From: []ast.TableExpr{&ast.TableFunc{Span: c.sp, Func: series, Ordinality: true,
			Alias: &ast.Alias{Span: c.sp, Name: id("lateral_seq"), Columns: []ast.Ident{id("v"), id("o")}}}},
	}
	q := &ast.Query{Span: c.sp, Body: sel, OrderBy: []*ast.OrderItem{{Span: c.sp, Expr: ref("o")}}}
	return c.cases(&ast.ArrayQuery{Span: c.sp, Query: q}, c.or(c.isNull(r[0]), c.isNull(r[1])), c.null()), nil
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
	start, stop := c.dateArrayBound(a[0]), c.dateArrayBound(a[1])
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

// parseIntText reads an integer written as text ('7', ' -3 ').
func parseIntText(s string) (int64, error) {
	return strconv.ParseInt(strings.TrimSpace(s), 10, 64)
}
