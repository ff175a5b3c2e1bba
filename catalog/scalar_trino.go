package catalog

// trinoScalars are the canonical functions first read from Trino's and
// Presto's spellings (dialects/functions_trino_parts.go).
var trinoScalars = []*Func{
	scalar("dayofyear", 1, 1, "dayofyear(d): the day of the year of the date or timestamp d, 1 for January 1st to 366 for December 31st of a leap year; NULL gives NULL."),
	scalar("trunc", 1, 1, "trunc(x): the number x with its fractional digits dropped, rounded toward zero (trunc(-2.7) = -2), of x's type; an integer is itself; NaN and the infinities are themselves; NULL gives NULL."),
	scalar("is_nan", 1, 1, "is_nan(x): TRUE when the float x is NaN, FALSE for any other number; NULL gives NULL."),
	scalar("millisecond", 1, 1, "millisecond(x): the millisecond of the second of the TIMESTAMP or TIME x, 0 to 999, the digits past it dropped (of an INTERVAL DAY TO SECOND its milliseconds modulo 1000, with its sign), a BIGINT; NULL gives NULL."),
	scalar("slice", 3, 3, "slice(x, start, length): the elements of the array x from the 1-based index start (counted from the end when negative) on, at most length of them; an empty array when start is before the first element or past the last; a start of 0 or a negative length raises; NULL gives NULL."),
	scalar("isoyear", 1, 1, "isoyear(x): the year of the ISO 8601 week of the DATE or TIMESTAMP x (weeks from Monday, week 1 holding January 4th: 2020 for 2021-01-03), a BIGINT; NULL gives NULL."),
	scalar("arrays_overlap", 2, 2, "arrays_overlap(x, y): TRUE when the arrays x and y share a non-NULL element, FALSE when either is empty, NULL when they share none but either holds a NULL, FALSE otherwise; a NULL array gives NULL."),
	scalar("is_finite", 1, 1, "is_finite(x): TRUE when the float x is neither infinite nor NaN, FALSE otherwise; NULL gives NULL."),
	scalar("infinity", 0, 0, "infinity(): the DOUBLE positive infinity."),
	scalar("nan", 0, 0, "nan(): the DOUBLE NaN (not a number)."),
}
