package dialects

import "github.com/lateral-sql/lateral/ast"

// unixtimeRows: Trino's and Presto's to_unixtime.
//
// to_unixtime(timestamp) → double "Returns timestamp as a UNIX timestamp"
// (Trino documentation, date and time functions; Presto's alike): the
// seconds from 1970-01-01 00:00:00 UTC to the instant, with the fraction.
// Its parameter is a TIMESTAMP WITH TIME ZONE; a TIMESTAMP is cast to one
// in the session's time zone first, which rewrite/trino_unixtime.go
// refuses toward the other dialects (T197). PostgreSQL's
// date_part('epoch', x) of a timestamptz is "the number of seconds since
// 1970-01-01 00:00:00 UTC" as a double precision (PostgreSQL 15
// documentation, 9.9.1: "date_part ... returns double precision"; run on
// PostgreSQL 15: date_part('epoch', TIMESTAMPTZ '1969-12-31
// 23:59:59.25+00') = -0.75), and DuckDB's epoch(x) "the number of seconds
// from the Unix epoch ... as a DOUBLE whose fractional part holds the
// microseconds", negative before 1970 (DuckDB documentation, epoch
// conversion functions; run on DuckDB 1.5: epoch(TIMESTAMPTZ '2020-01-01
// 00:00:01.5+00') = 1577836801.5, of NULL NULL). Spark's unix_timestamp
// and Hive's are whole seconds (BIGINT) and Snowflake's
// DATE_PART(EPOCH_SECOND, ...) an integer: refused there.
func unixtimeRows() {
	fnRow("to_unixtime",
		fnNo("lateral has no spelling of it checked in this dialect (it writes it for Trino, Presto, PostgreSQL and DuckDB; the others' epoch functions give whole seconds)",
			"compute it in the source, or translate to one of those"),
		fnOn("to_unixtime", dPresto, dTrino), fnEm(emEpochPG, dPG), fnEm(emEpochDuck, dDuck))
}

// emEpochPG: date_part('epoch', x), a double precision.
func emEpochPG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("date_part", c.str("epoch"), a[0]), nil
}

// emEpochDuck: epoch(x), a DOUBLE.
func emEpochDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("epoch", a[0]), nil
}
