package rewrite

import "github.com/lateral-sql/lateral/ast"

// codeTrinoFromUnixtimeNaN: Trino's from_unixtime of a REAL or DOUBLE,
// which may be NaN, toward a target lateral has no test of NaN for.
const codeTrinoFromUnixtimeNaN = "T209"

// trinoNaNMillis is the count of milliseconds ms of Trino's
// from_unixtime(x) of a REAL or DOUBLE x, 0 where x is NaN:
//
//	CASE WHEN is_nan(CAST(x AS DOUBLE)) THEN 0 ELSE ms END
//
// Trino's DateTimeFunctions.fromUnixTime is packDateTimeWithZone of
// Math.round(unixTime * 1000) (trinodb/trino, DateTimeFunctions.java), and
// Java's Math.round "If the argument is NaN, the result is 0" (Java SE
// API, Math.round(double)): from_unixtime(nan()) is 1970-01-01 00:00:00
// UTC, where the cast of NaN to BIGINT in ms raises in PostgreSQL ("bigint
// out of range") and DuckDB (a Conversion Error): run on PostgreSQL 15 and
// DuckDB 1.5. is_nan is written x = CAST('NaN' AS DOUBLE PRECISION) for
// PostgreSQL, which "treats NaN values as equal" (PostgreSQL 15
// documentation 8.1.3), and isnan(x) for DuckDB
// (dialects/functions_trino_parts.go); BigQuery, the other target
// TIMESTAMP_MILLIS is written for, is refused (codeTrinoFromUnixtimeNaN). An infinity still raises, as Trino does
// (Math.round of it is Long.MAX_VALUE, past packDateTimeWithZone's
// millisecond range). x is a column or a constant (trinoFromUnixtime).
func trinoNaNMillis(sp ast.Span, x, ms ast.Expr) ast.Expr {
	nan := canonCall(sp, "is_nan", &ast.Cast{Span: sp, X: ast.Clone(x), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}})
	return caseWhen(sp, nan, &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}, ms)
}
