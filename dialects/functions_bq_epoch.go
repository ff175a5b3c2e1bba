package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// bqEpochRows: BigQuery's UNIX_SECONDS, UNIX_MILLIS, UNIX_DATE,
// TIMESTAMP_SECONDS and TIMESTAMP_MILLIS.
//
// UNIX_SECONDS(timestamp) "Returns the number of seconds since
// 1970-01-01 00:00:00 UTC. Truncates higher levels of precision by
// rounding down to the beginning of the second", UNIX_MILLIS the
// milliseconds alike, both an INT64 (BigQuery timestamp functions; their
// example: UNIX_SECONDS(TIMESTAMP "2008-12-25 15:30:00+00") is
// 1230219000, UNIX_MILLIS of the same 1230219000000), so a time before
// 1970 with a fraction goes to the earlier second. UNIX_DATE(date)
// "Returns the number of days since 1970-01-01" as an INT64 (BigQuery date
// functions: UNIX_DATE(DATE "2008-12-25") is 14238). TIMESTAMP_SECONDS(n)
// and TIMESTAMP_MILLIS(n) "Interpret int64_expression as the number of
// seconds (milliseconds) since 1970-01-01 00:00:00 UTC and return a
// timestamp" (BigQuery timestamp functions: TIMESTAMP_SECONDS(1230219000)
// is 2008-12-25 15:30:00+00). A NULL gives NULL.
//
// Toward PostgreSQL the seconds are floor(EXTRACT(EPOCH FROM t)), exact
// in PostgreSQL 15, whose EXTRACT gives a numeric ("EXTRACT returns
// numeric", PostgreSQL 15 documentation, 9.9.1), cast to a bigint, and the
// days d - DATE '1970-01-01' ("date - date → integer: subtract dates,
// producing the number of days elapsed", 9.9) cast to a bigint. The
// timestamps are TIMESTAMPTZ '1970-01-01 00:00:00+00' plus n times
// INTERVAL '1 second' (of a millisecond count its whole seconds and the
// rest apart, n / 1000 and n % 1000 truncating alike, so that their sum
// is n): an interval times a bigint is computed on the microseconds as a
// double precision, exact for a count of seconds (a multiple of 64 in
// microseconds) but not of milliseconds past 2^53 microseconds.
//
// Toward DuckDB the seconds and milliseconds are epoch_us(t) divided with
// // and corrected toward the earlier unit where % is negative (DuckDB's
// // and % of integers truncate toward zero: -7 // 2 is -3, -7 % 2 is -1,
// run on DuckDB 1.5), as epoch(t), a DOUBLE, and epoch_ms(t), truncated
// toward zero, are not; the days d - DATE '1970-01-01', a BIGINT; the
// timestamps timezone('UTC', epoch_ms(n)) and timezone('UTC',
// make_timestamp(n * 1000000)): epoch_ms(BIGINT) and make_timestamp(BIGINT)
// are the TIMESTAMP that many milliseconds (microseconds) after
// 1970-01-01, and timezone('UTC', ts) the TIMESTAMPTZ of a TIMESTAMP read
// in UTC (DuckDB timestamp functions; run on DuckDB 1.5:
// timezone('UTC', epoch_ms(-1500)) is 1969-12-31 23:59:58.5+00).
//
// BigQuery raises for a count past its TIMESTAMP range (years 1 to 9999),
// where the targets' own ranges go further: a BigQuery call's count is
// read through a guard that raises there (rewrite/bq_range.go). The other
// dialects are refused: lateral has no spelling checked there.
func bqEpochRows() {
	const why = "lateral has no spelling of it checked in this dialect (it writes it for BigQuery, PostgreSQL and DuckDB)"
	const hint = "compute it in the source, or translate to one of those"
	fnRow("unix_seconds", fnNo(why, hint), fnOn("unix_seconds", dBQ), fnEm(emEpochFloorPG(1), dPG), fnEm(emEpochFloorDuck(1e6), dDuck))
	fnRow("unix_millis", fnNo(why, hint), fnOn("unix_millis", dBQ), fnEm(emEpochFloorPG(1000), dPG), fnEm(emEpochFloorDuck(1000), dDuck))
	fnRow("unix_date", fnNo(why, hint), fnOn("unix_date", dBQ), fnEm(emUnixDatePG, dPG), fnEm(emUnixDateDuck, dDuck))
	fnRow("timestamp_seconds", fnNo(why, hint), fnOn("timestamp_seconds", dBQ), fnEm(emTimestampSecondsPG, dPG), fnEm(emTimestampSecondsDuck, dDuck))
	fnRow("timestamp_millis", fnNo(why, hint), fnOn("timestamp_millis", dBQ), fnEm(emTimestampMillisPG, dPG), fnEm(emTimestampMillisDuck, dDuck))
}

// emEpochFloorPG: CAST(floor(EXTRACT(EPOCH FROM t) * k) AS BIGINT), the
// whole seconds (k = 1) or milliseconds (k = 1000) rounded down.
func emEpochFloorPG(k int64) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		var e ast.Expr = &ast.Extract{Span: c.sp, Field: "EPOCH", X: a[0]}
		if k != 1 {
			e = c.bin(ast.OpMul, e, c.num(k))
		}
		return c.cast(c.f("floor", e), ast.TypeBigInt), nil
	}
}

// emEpochFloorDuck: epoch_us(t) // k - CASE WHEN epoch_us(t) % k < 0 THEN
// 1 ELSE 0 END, the microseconds divided by k rounded down.
func emEpochFloorDuck(k int64) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		r, err := c.reused(a[0])
		if err != nil {
			return nil, err
		}
		q := c.bin(ast.OpIntDiv, c.f("epoch_us", a[0]), c.num(k))
		neg := c.bin(ast.OpLt, c.bin(ast.OpMod, c.f("epoch_us", r[0]), c.num(k)), c.num(0))
		return c.bin(ast.OpSub, q, c.cases(c.num(0), neg, c.num(1))), nil
	}
}

// epochDate is DATE '1970-01-01'.
func (c *fnCtx) epochDate() ast.Expr {
	return c.cast(c.str("1970-01-01"), ast.TypeDate)
}

// emUnixDatePG: CAST(d - DATE '1970-01-01' AS BIGINT).
func emUnixDatePG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.cast(c.bin(ast.OpSub, a[0], c.epochDate()), ast.TypeBigInt), nil
}

// emUnixDateDuck: d - DATE '1970-01-01', a BIGINT in DuckDB.
func emUnixDateDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.bin(ast.OpSub, a[0], c.epochDate()), nil
}

// epochTZ is TIMESTAMPTZ '1970-01-01 00:00:00+00'.
func (c *fnCtx) epochTZ() ast.Expr {
	return c.cast(c.str("1970-01-01 00:00:00+00"), ast.TypeTimestampTZ)
}

// unitTimes is n * INTERVAL '1' unit.
func (c *fnCtx) unitTimes(n ast.Expr, unit string) ast.Expr {
	return c.bin(ast.OpMul, n, &ast.Interval{Span: c.sp, Value: c.str("1"), Unit: unit})
}

// emTimestampSecondsPG: TIMESTAMPTZ '1970-01-01 00:00:00+00' + n *
// INTERVAL '1' SECOND.
func emTimestampSecondsPG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.bin(ast.OpAdd, c.epochTZ(), c.unitTimes(a[0], "SECOND")), nil
}

// emTimestampMillisPG: TIMESTAMPTZ '1970-01-01 00:00:00+00' + n / 1000 *
// INTERVAL '1' SECOND + n % 1000 * INTERVAL '0.001' SECOND (PostgreSQL has
// no MILLISECOND interval qualifier).
// (PostgreSQL's / of two integers truncates toward zero, as its % does:
// "division truncates the result towards zero", 9.3)
func emTimestampMillisPG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	r, err := c.reused(a[0])
	if err != nil {
		return nil, err
	}
	secs := c.unitTimes(c.bin(ast.OpDiv, a[0], c.num(1000)), "SECOND")
	ms := c.bin(ast.OpMul, c.bin(ast.OpMod, r[0], c.num(1000)), &ast.Interval{Span: c.sp, Value: c.str("0.001"), Unit: "SECOND"})
	return c.bin(ast.OpAdd, c.bin(ast.OpAdd, c.epochTZ(), secs), ms), nil
}

// emTimestampSecondsDuck: timezone('UTC', make_timestamp(n * 1000000)).
func emTimestampSecondsDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("timezone", c.str("UTC"), c.f("make_timestamp", c.bin(ast.OpMul, a[0], c.num(1000000)))), nil
}

// emTimestampMillisDuck: timezone('UTC', epoch_ms(n)).
func emTimestampMillisDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("timezone", c.str("UTC"), c.f("epoch_ms", a[0])), nil
}
