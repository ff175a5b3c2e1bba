package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// timestampArrayRows: BigQuery's GENERATE_TIMESTAMP_ARRAY, canonical
// generate_timestamp_array(start, stop, step).
//
// GoogleSQL reference, array functions, GENERATE_TIMESTAMP_ARRAY(
// start_timestamp, end_timestamp, INTERVAL step_expression date_part): the
// TIMESTAMPs from start to end inclusive, date_part MICROSECOND,
// MILLISECOND, SECOND, MINUTE, HOUR or DAY; a start past the end with a
// positive step gives [], a NULL argument NULL ('2016-10-06 00:00:00' to
// '2016-10-01 00:00:00' by -2 DAY is three timestamps). Each element is
// the previous one plus the step (ZetaSQL generate_array.h, AddTimestamp
// of the current element), and every part is of a fixed length, a DAY 24
// hours (BigQuery's TIMESTAMP is an instant; TIMESTAMP_ADD: "DAY is
// equivalent to 24 HOUR"); a zero step is an error (CheckStartEndStep:
// "Sequence step cannot be 0").
//
// PostgreSQL's and DuckDB's generate_series of TIMESTAMPTZs by an interval
// of hours, minutes or seconds add that fixed length (a day there is a
// calendar day of the session time zone, so a DAY step is written as 24
// hours), give no row (PostgreSQL) or [] (DuckDB) for a step away from the
// stop and raise for a zero step. The step must be an interval literal of
// an integer number of seconds, minutes, hours or days there (a computed
// step may be zero; a millisecond step would need a fraction of a
// second). Trino's, Presto's and Spark's sequence of timestamps is not
// checked against these rules: refused there, as for the dialects without
// a series of timestamps as an array.
func timestampArrayRows() {
	fnRow("generate_timestamp_array", fnOn("generate_timestamp_array", dBQ),
		fnEm(emTimestampArraySeries, dPG, dDuck),
		fnNo("the target's series of timestamps as an array is not checked against BigQuery's rules (a fixed-length step, [] for a step away from the end)", "compute the series in DuckDB or PostgreSQL",
			dHive, dSpark, dDoris, dPresto, dTrino, dAnsi, dDrill, dSnow))
}

// timestampArrayStep is the step of generate_timestamp_array as an
// interval literal of seconds, minutes or hours (a day written as 24
// hours); an error when it is not an integer literal of those or of days,
// or is zero.
func timestampArrayStep(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	n, unit, ok := intervalIntStep(a[2])
	switch {
	case !ok:
	case n == 0:
		return nil, c.refuseAt(a[2], "generate_timestamp_array's step is zero, which BigQuery raises an error for", "write a step that is not zero")
	case unit == "DAY":
		return c.dateArrayInterval(24*n, "HOUR"), nil
	case unit == "SECOND" || unit == "MINUTE" || unit == "HOUR":
		return c.dateArrayInterval(n, unit), nil
	}
	return nil, c.refuseAt(a[2], "generate_timestamp_array's step must be an interval literal of an integer number of seconds, minutes, hours or days for "+c.d.Name+" (a computed step may be zero, which BigQuery raises an error for)",
		"write the step as a literal such as INTERVAL 1 HOUR")
}

// emTimestampArraySeries writes generate_timestamp_array for DuckDB as
// its list-valued generate_series, and for PostgreSQL as the array
// collected from generate_series (emSeriesArrayPG: NULL when an argument
// is NULL); a string literal bound is cast to TIMESTAMPTZ, as BigQuery
// reads it as a TIMESTAMP.
func emTimestampArraySeries(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	step, err := timestampArrayStep(c, a)
	if err != nil {
		return nil, err
	}
	args := []ast.Expr{a[0], a[1], step}
	for i := range 2 {
		if l, ok := a[i].(*ast.Literal); ok && l.Kind == ast.LitString {
			args[i] = c.cast(a[i], ast.TypeTimestampTZ)
		}
	}
	if c.d.Name == dPG {
		return emSeriesArrayPG(false)(c, args)
	}
	return c.f("generate_series", args...), nil
}

// intervalIntStep reads an interval literal of an integer quantity (INTERVAL
// 1 DAY, INTERVAL -3 DAY, INTERVAL '1' DAY, negated or not): the signed
// quantity and the singular upper-case unit.
func intervalIntStep(e ast.Expr) (int64, string, bool) {
	sign := int64(1)
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg {
		e, sign = u.X, -1
	}
	iv, ok := e.(*ast.Interval)
	if !ok || iv.ToUnit != "" {
		return 0, "", false
	}
	v := iv.Value
	if u, ok := v.(*ast.Unary); ok && u.Op == ast.OpNeg {
		v, sign = u.X, -sign
	}
	n, ok := fnIntLit(v)
	if l, isLit := v.(*ast.Literal); isLit && l.Kind == ast.LitString {
		q, err := parseIntText(l.Value)
		n, ok = q, err == nil
	}
	return sign * n, strings.TrimSuffix(strings.ToUpper(iv.Unit), "S"), ok
}
