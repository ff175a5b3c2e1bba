package rewrite

import "github.com/lateral-sql/lateral/ast"

// monthsThenDays writes a TIMESTAMP plus or minus an interval string of
// years or months and days or a time ('1 month 2 days', '1 year -3 days 2
// hours'), from PostgreSQL or DuckDB toward Trino, Presto, Spark,
// Snowflake and Doris, as the three steps both engines take: the months
// first (the day clamped, the time kept), then the days, then the time
// (PostgreSQL source, timestamp_pl_interval; DuckDB's interval addition;
// run on PostgreSQL 15 and DuckDB 1.5: TIMESTAMP '2024-01-31 10:00:00' +
// INTERVAL '1 month 1 day' is 2024-03-01 10:00:00, - INTERVAL '1 month 1
// day' is 2023-12-30 10:00:00, each part negated):
//
//	((ts + INTERVAL 'm' MONTH) + INTERVAL 'd' DAY) + INTERVAL 's' SECOND
//
// the months step being each target's month arithmetic of a TIMESTAMP
// (nonDateMonths: Trino's, Presto's and Spark's + INTERVAL MONTH,
// Snowflake's and Doris's add_months_clamp_ts), the other two a
// TIMESTAMP's plain arithmetic. nil for another interval (a fraction, a
// column, months alone).
func (c *Context) monthsThenDays(b *ast.Binary, ts, iv ast.Expr, sc *scope) ast.Expr {
	v, ok := iv.(*ast.Interval)
	if !ok {
		return nil
	}
	fields, ok := unitlessFields(v)
	if !ok {
		return nil
	}
	var months, days, secs int64
	for _, fd := range fields {
		switch fd.unit {
		case "YEAR":
			months += 12 * fd.n
		case "MONTH":
			months += fd.n
		default:
			if !addDayTime(&days, &secs, fd.unit, fd.n) { // tz_day_arith.go
				return nil
			}
		}
	}
	if months == 0 || days == 0 && secs == 0 || months > 1<<31-1 || months < -(1<<31-1) || days > 1<<31-1 || days < -(1<<31-1) {
		return nil
	}
	if b.Op == ast.OpSub {
		months, days, secs = -months, -days, -secs
	}
	sp := b.Span
	step := func(x ast.Expr, n int64, unit ast.Expr) ast.Expr {
		op := ast.OpAdd
		if n < 0 {
			op = ast.OpSub
		}
		return &ast.Binary{Span: sp, Op: op, L: x, R: unit}
	}
	var out ast.Expr
	if c.Target.is("snowflake", "doris") {
		n := intLit(sp, int(abs64(months)))
		if months < 0 {
			n = &ast.Unary{Span: sp, Op: ast.OpNeg, X: n}
		}
		out = canonCall(sp, "add_months_clamp_ts", ts, n)
	} else {
		out = step(ts, months, unitInterval(v, abs64(months), "MONTH"))
	}
	if days != 0 {
		out = step(out, days, unitInterval(v, abs64(days), "DAY"))
	}
	if secs != 0 {
		out = step(out, secs, elapsedInterval(v, abs64(secs)))
	}
	c.Fire(passLowerExprs)
	return out
}
