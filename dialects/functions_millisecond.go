package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// millisecondRows: Trino's and Presto's millisecond(x).
//
// millisecond(x) "Returns the millisecond of the second from x" as a
// bigint (Trino documentation, date and time functions; Presto's alike):
// 0 to 999 of a timestamp or a time, the digits past the millisecond
// dropped (Trino source, DateTimeFunctions.millisecond: the millisecond of
// the second of the epoch milliseconds floored, so 1969-12-31
// 23:59:59.9995 gives 999), and of an INTERVAL DAY TO SECOND the
// milliseconds modulo 1000 with the sign of the interval (Java's %).
// PostgreSQL's EXTRACT(MILLISECONDS FROM x) is "the seconds field,
// including fractional parts, multiplied by 1000" (PostgreSQL 15
// documentation, 9.9.1), a numeric, and DuckDB's EXTRACT(MILLISECOND FROM
// x) the same truncated to an integer ("Sub-minute milliseconds", DuckDB
// date part functions); so millisecond is written CAST(trunc(EXTRACT(
// MILLISECONDS FROM x)) AS BIGINT) % 1000 for PostgreSQL and
// EXTRACT(MILLISECOND FROM x) % 1000 for DuckDB, each % truncating toward
// zero as Java's does (run on PostgreSQL 15 and DuckDB 1.5: of TIMESTAMP
// '1969-12-31 23:59:59.9995' 999, of TIMESTAMP '2024-01-01 00:00:05.6789'
// 678, of INTERVAL '-1.5' SECOND -500). DuckDB's own millisecond(x) is
// the sub-minute milliseconds, another function: it is not read. The
// other dialects are refused (lateral has no spelling checked there).
func millisecondRows() {
	fnRow("millisecond",
		fnNo("lateral has no spelling of it checked in this dialect (it writes it for Trino, Presto, PostgreSQL and DuckDB)",
			"compute it in the source, or translate to one of those"),
		fnOn("millisecond", dPresto, dTrino), fnEm(emMillisecondPG, dPG), fnEm(emMillisecondDuck, dDuck))
}

// emMillisecondPG: CAST(trunc(EXTRACT(MILLISECONDS FROM x)) AS BIGINT) %
// 1000.
func emMillisecondPG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	ms := c.f("trunc", &ast.Extract{Span: c.sp, Field: "MILLISECONDS", X: a[0]})
	return c.bin(ast.OpMod, c.cast(ms, ast.TypeBigInt), c.num(1000)), nil
}

// emMillisecondDuck: EXTRACT(MILLISECOND FROM x) % 1000.
func emMillisecondDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.bin(ast.OpMod, &ast.Extract{Span: c.sp, Field: "MILLISECOND", X: a[0]}, c.num(1000)), nil
}
