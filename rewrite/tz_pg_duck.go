package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// pgDuckZoned translates a TIMESTAMP WITH TIME ZONE plus or minus an
// interval between PostgreSQL (and ANSI SQL, whose translations are run
// on PostgreSQL) and DuckDB, which add it on the calendar of the
// session's time zone by two rules (run on PostgreSQL 15 and DuckDB
// 1.5.6, TimeZone America/New_York; executor/duck_zoned_add.go has
// DuckDB's, taken from its source, extension/icu/icu-dateadd.cpp, and
// ICU's Calendar::add):
//
//   - both add the months (a minus negates each part) by moving the
//     wall-clock time of the session's zone, the day clamped to the
//     month's length, and read it as a wall-clock time of the zone is
//     read (a time the autumn change repeats with the offset after the
//     change, one a spring change skips with the offset before it).
//   - PostgreSQL adds the days alike, where DuckDB keeps the value's own
//     offset when it is valid for the moved time (TIMESTAMPTZ '2024-11-02
//     01:30:00-04' + INTERVAL 1 DAY is 2024-11-03 01:30:00-05 in
//     PostgreSQL, 01:30:00-04 in DuckDB).
//   - PostgreSQL adds the months, the days, then the time (as elapsed
//     time); DuckDB does so too unless a part of the interval (negated for
//     a minus) is negative, when it adds the time first, then the months
//     and the days ('2024-11-04 02:00:00-05' - INTERVAL '1 day 2 hours' is
//     2024-11-03 01:00:00-04 in PostgreSQL, 00:00:00-04 in DuckDB).
//
// So an interval of known parts (dayTimeParts's literals with years and
// months too: intervalParts) is written as the source's steps, one part
// at a time, each step a form the target adds by the source's rule:
//
//   - the months as x + INTERVAL 'm' MONTH, an interval of months alone,
//     which both add alike;
//   - the time as x + INTERVAL 's' SECOND (or HOUR, MINUTE), elapsed in
//     both;
//   - PostgreSQL's days toward DuckDB as CAST(CAST(x AS TIMESTAMP) +
//     INTERVAL 'd' DAY AS TIMESTAMPTZ): the wall-clock time of the
//     session's zone moved d days and read as PostgreSQL reads it (DuckDB
//     reads a TIMESTAMP cast to TIMESTAMPTZ with ICU's defaults, the
//     offset after a repeating change and before a skipping one);
//   - DuckDB's days toward PostgreSQL as tz_add_days_session(x, d),
//     which PostgreSQL writes as ICU's Calendar::add of days
//     (dialects/functions_dates.go, emTzAddDaysPG).
//
// An interval of time alone, of months alone, or of months and time both
// positive needs none of it and is kept. Another interval whose parts
// are not known (a column, a product, a fraction) is refused (T190), but
// for one of time alone (noDays) or of integer months alone
// (intervalMonthsDays), and an operand of unknown type gets a warning
// (W031) instead. Between PostgreSQL and ANSI SQL the sum is kept.
func (c *Context) pgDuckZoned(b *ast.Binary, sc *scope) ast.Expr {
	fromDuck, toDuck := c.Source.Name == "duckdb", c.Target.is("duckdb")
	if fromDuck == toDuck {
		return b
	}
	x, iv := b.L, b.R
	if b.Op == ast.OpAdd && !c.intervalOperand(b.R, sc) {
		x, iv = b.R, b.L
	}
	if !c.intervalOperand(iv, sc) || c.intervalOperand(x, sc) {
		return b
	}
	t := c.typeOf(x, sc)
	known := t != nil && t.Kind == ast.TypeTimestampTZ
	if !known && t != nil && t.Kind != ast.TypeUnknown {
		return b
	}
	months, days, secs, ok := intervalParts(iv)
	if b.Op == ast.OpSub {
		months, days, secs = -months, -days, -secs
	}
	if ok && days == 0 && (months == 0 || secs == 0 || months > 0 && secs > 0) {
		return b
	}
	if !ok && !intervalHasMonths(iv) && noDays(iv) {
		return b // time alone
	}
	if m, d, mok := c.intervalMonthsDays(iv, sc); !ok && mok && m != nil && d == nil {
		return b // integer months alone
	}
	rule := "the days on the calendar of the session's time zone, reading a time the autumn change repeats with the offset after the change"
	other := "duckdb keeps the value's own offset, and adds the time first when a part of the interval is negative"
	if fromDuck {
		rule = "the days on the calendar of the session's time zone keeping the value's own offset where it is valid (a time the autumn change repeats stays in summer time), and adds the time before the months and days when a part of the interval, negated for a minus, is negative"
		other = c.Target.Name + " reads that time with the offset after the change, and adds the months, the days, then the time"
	}
	why := c.Source.Name + " adds " + rule + "; " + other
	if !known {
		c.Warn(codeTzDaysUntyped, b, "if %s is a TIMESTAMP WITH TIME ZONE, this sum may differ in %s: %s; give its type with --schema to have it checked",
			exprName(x), c.Target.Name, why)
		return b
	}
	if !ok {
		c.Refuse(codeTzDays, b, "write the interval as a literal of integer parts (INTERVAL '1 day 2 hours'), or compute it in "+c.Source.Name,
			"a TIMESTAMP WITH TIME ZONE plus or minus an interval whose parts are not known: %s (%s to %s)", why, c.Source.Name, c.Target.Name)
		return b
	}
	if fromDuck && days != 0 && c.Target.is("ansi") {
		c.Refuse(codeTzDays, b, "compute it in duckdb, or write the interval in hours if days of 24 hours are meant (INTERVAL '24' HOUR)",
			"a TIMESTAMP WITH TIME ZONE plus or minus an interval of days: %s; its form reads the zone's offset in seconds, EXTRACT(TIMEZONE FROM x), which standard SQL does not have (%s to %s)", why, c.Source.Name, c.Target.Name)
		return b
	}
	sp := b.Span
	step := func(y ast.Expr, n int64, unit string) ast.Expr {
		if n == 0 {
			return y
		}
		op := ast.OpAdd
		if n < 0 {
			op, n = ast.OpSub, -n
		}
		var r ast.Expr
		if unit == "" {
			r = elapsedInterval(iv, n)
		} else {
			r = &ast.Interval{Span: iv.SpanOf(), Value: &ast.Literal{Span: iv.SpanOf(), Kind: ast.LitString, Value: strconv.FormatInt(n, 10)}, Unit: unit}
		}
		return &ast.Binary{Span: sp, Op: op, L: y, R: r}
	}
	y := x
	if fromDuck {
		neg := months < 0 || days < 0 || secs < 0
		if neg {
			y = step(y, secs, "")
		}
		y = step(y, months, "MONTH")
		if days != 0 {
			if f := volatileCall(y); f != nil {
				c.Refuse(codeVolatile, f, "compute the operand once, in a subquery",
					"%s adds the days keeping the value's own offset, which is written for %s by reading the operand more than once, and %s may give another value each time",
					c.Source.Name, c.Target.Name, f.Name.Last().Name)
				return b
			}
			y = canonCall(sp, "tz_add_days_session", y, intLit(sp, int(days))) // dialects/functions_dates.go emTzAddDaysPG
			if tzDaysNodes(y) > maxZeroQuotientNodes {
				c.Refuse(codeTzDays, b, "compute the inner sum in a subquery (or a WITH query) and add to its column",
					"duckdb's days of a TIMESTAMP WITH TIME ZONE are written for %s by reading the operand 13 times, which for these nested sums would exceed %d syntax nodes",
					c.Target.Name, maxZeroQuotientNodes)
				return b
			}
		}
		if !neg {
			y = step(y, secs, "")
		}
	} else {
		y = step(y, months, "MONTH")
		if days != 0 {
			// the wall-clock time moved on a TIMESTAMP, read again
			ts := &ast.Cast{Span: sp, X: y, Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestamp}}
			y = &ast.Cast{Span: sp, X: step(ts, days, "DAY"), Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestampTZ}}
		}
		y = step(y, secs, "")
	}
	c.Fire(passLowerExprs)
	return y
}

// tzDaysNodes is the number of syntax nodes of e once each
// tz_add_days_session in it is written for PostgreSQL, which reads its
// operand 13 times (emTzAddDaysPG), or a number past
// maxZeroQuotientNodes.
func tzDaysNodes(e ast.Expr) int {
	n := 0
	ast.Inspect(e, func(node ast.Node) bool {
		if n > maxZeroQuotientNodes {
			return false
		}
		if f, ok := node.(*ast.Func); ok && len(f.Name) == 1 && f.Name[0].Name == "tz_add_days_session" && len(f.Args) == 2 {
			n += 13*tzDaysNodes(f.Args[0]) + 60
			return false
		}
		n++
		return true
	})
	return n
}

// intervalParts reads an interval of months, days and time as
// dayTimeParts does, years, quarters and months too (INTERVAL '1 year 2
// months 3 days', INTERVAL 2 MONTH, a sum or a difference of those, an
// integer literal times one): months, days and seconds; ok is false for
// any other form.
func intervalParts(e ast.Expr) (months, days, secs int64, ok bool) {
	switch x := e.(type) {
	case *ast.Unary:
		if x.Op == ast.OpNeg {
			m, d, s, ok := intervalParts(x.X)
			return -m, -d, -s, ok
		}
	case *ast.Binary:
		if x.Op == ast.OpMul {
			// an integer literal times an interval multiplies each part
			// (PostgreSQL and DuckDB; a fraction would carry into the
			// smaller parts)
			k, iv := x.L, x.R
			if _, _, isInt := ast.IntLiteral(k); !isInt {
				k, iv = iv, k
			}
			n, _, isInt := ast.IntLiteral(k)
			m, d, s, ok := intervalParts(iv)
			if !isInt || !ok || !fits32(n) || !fits32(m*n) || !fits32(d*n) || n != 0 && abs64(s) > (1<<50)/abs64(n) {
				return 0, 0, 0, false
			}
			return m * n, d * n, s * n, true
		}
		if x.Op != ast.OpAdd && x.Op != ast.OpSub {
			return 0, 0, 0, false
		}
		lm, ld, ls, lok := intervalParts(x.L)
		rm, rd, rs, rok := intervalParts(x.R)
		if x.Op == ast.OpSub {
			rm, rd, rs = -rm, -rd, -rs
		}
		return lm + rm, ld + rd, ls + rs, lok && rok && fits32(lm+rm) && fits32(ld+rd)
	case *ast.Interval:
		add := func(unit string, n int64) bool {
			switch unit {
			case "YEAR":
				months += 12 * n
				return fits32(months)
			case "MONTH":
				months += n
				return fits32(months)
			}
			return addDayTime(&days, &secs, unit, n)
		}
		if x.Unit == "" {
			fields, ok := unitlessFields(x)
			if !ok {
				return 0, 0, 0, false
			}
			for _, fd := range fields {
				if !add(fd.unit, fd.n) {
					return 0, 0, 0, false
				}
			}
			return months, days, secs, true
		}
		if x.ToUnit != "" {
			return 0, 0, 0, false
		}
		unit, factor, scale := intervalStdUnit(strings.TrimSuffix(strings.ToUpper(x.Unit), "S"))
		neg, digits, ok := intervalIntQuantity(x.Value)
		n, err := strconv.ParseInt(digits, 10, 32)
		if !ok || scale != 0 || err != nil {
			return 0, 0, 0, false
		}
		if neg {
			n = -n
		}
		if !add(unit, n*factor) {
			return 0, 0, 0, false
		}
		return months, days, secs, true
	}
	return 0, 0, 0, false
}

// fits32: n is within a 32-bit count, as the engines' months and days are.
func fits32(n int64) bool { return n <= 1<<31-1 && n >= -(1<<31-1) }
