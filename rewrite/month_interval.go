package rewrite

import (
	"slices"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// monthInterval reads PostgreSQL's and DuckDB's DATE plus or minus an
// interval of years, quarters (DuckDB), months and days for the other
// targets. Both add the months first, the day clamped to the target
// month's length, then the days, and give a TIMESTAMP (run on PostgreSQL
// 15 and DuckDB 1.5: DATE '2024-01-31' + INTERVAL '1 month' is 2024-02-29
// 00:00:00, + INTERVAL '1 month 1 day' is 2024-03-01 00:00:00, DATE
// '2024-03-31' - INTERVAL '1 month 1 day' is 2024-02-28 00:00:00; the
// minus negates every part). So d + iv is
//
//	CAST(date_add_days(add_months_clamp(d, months), days) AS TIMESTAMP)
//
// which each target spells with its own clamping month arithmetic, or
// refuses (T099, dialects/functions_dates.go). The interval is a literal
// of those units with integer quantities ('1 year 2 mons 3 days',
// INTERVAL '2' MONTH, DuckDB's INTERVAL 1 QUARTER), DuckDB's INTERVAL (n)
// MONTH of an integer n, or an integer times one of those (n * INTERVAL
// '1' MONTH), or PostgreSQL's make_interval(years, months, weeks, days)
// of integers (written out for DuckDB too, which has no make_interval).
// d is known to be a DATE (a cast, a literal, a column of the schema): a
// TIMESTAMP keeps its time, which the targets' month functions do not
// take; it and a value of unknown type are checked by nonDateMonths
// (T109). An interval of months in another form (a fraction of a month,
// '1.5 months' or x * INTERVAL '1' MONTH of a DOUBLE x, which PostgreSQL
// and DuckDB carry into days: 2.5 months is 2 mons 15 days; months with
// hours, which Spark drops from a DATE) is refused (T099). A DATE plus an
// interval without months is written CAST(d AS TIMESTAMP) ± interval.
func (c *Context) monthInterval(b *ast.Binary, sc *scope) ast.Expr {
	if !(c.Source.Name == "postgres" || c.Source.Name == "duckdb") || c.Target.is("postgres") {
		return b
	}
	if c.Target.is("duckdb") && !isMakeIntervalCall(b.L) && !isMakeIntervalCall(b.R) {
		return b // DuckDB has no make_interval: it alone is written out
	}
	if b.Op != ast.OpAdd && b.Op != ast.OpSub {
		return b
	}
	d, iv := b.L, b.R
	if b.Op == ast.OpAdd && c.isDate(iv, sc) {
		d, iv = iv, d
	}
	if !c.isDate(d, sc) {
		return c.nonDateMonths(b, d, iv, sc)
	}
	months, days, ok := c.intervalMonthsDays(iv, sc)
	if _, isFunc := iv.(*ast.Func); ok && months == nil && isFunc && days != nil {
		// make_interval of weeks and days
		sp := b.Span
		if b.Op == ast.OpSub {
			days = &ast.Unary{Span: sp, Op: ast.OpNeg, X: days}
		}
		out := &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "date_add_days"}}, Args: []ast.Expr{d, days}}
		return &ast.Cast{Span: sp, X: out, Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestamp}}
	}
	if (ok && months == nil && isIntervalExpr(iv)) || (!ok && !intervalHasMonths(iv) && isIntervalExpr(iv)) {
		// A DATE plus an interval without months is the DATE's midnight
		// plus the interval, a TIMESTAMP, in PostgreSQL and DuckDB (DATE
		// '2024-01-31' + INTERVAL '2 hours' is 2024-01-31 02:00:00 on
		// both); Trino's DATE plus days is a DATE (Trino date and time
		// operators: date '2012-08-08' + interval '2' day is 2012-08-10)
		// and so is Spark's DATE plus an interval (Spark source,
		// DateAddInterval: a DATE, its time part dropped, or an error in
		// ANSI mode), so the TIMESTAMP is written out.
		sp := b.Span
		ts := &ast.Cast{Span: d.SpanOf(), X: d, Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestamp}}
		return &ast.Binary{Span: sp, Op: b.Op, L: ts, R: iv}
	}
	if !ok {
		if intervalHasMonths(iv) {
			c.Refuse("T099", b, "write the months as an integer (n * INTERVAL '1' MONTH of an INTEGER n, or a literal of integer years, months and days) and any time of day apart",
				"a DATE plus this interval of months (a fraction of a month, a quantity not known to be an integer, or months with a time of day) has no exact form in %s", c.Target.Name)
		}
		return b
	}
	if months == nil {
		return b
	}
	sp := b.Span
	if b.Op == ast.OpSub {
		months = &ast.Unary{Span: sp, Op: ast.OpNeg, X: months}
		if days != nil {
			days = &ast.Unary{Span: sp, Op: ast.OpNeg, X: days}
		}
	}
	call := func(name string, args ...ast.Expr) ast.Expr {
		return &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: name}}, Args: args}
	}
	out := call("add_months_clamp", d, months)
	if days != nil {
		out = call("date_add_days", out, days)
	}
	return &ast.Cast{Span: sp, X: out, Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestamp}}
}

// isDate: e is known to be a DATE.
func (c *Context) isDate(e ast.Expr, sc *scope) bool {
	t := c.typeOf(e, sc)
	return t != nil && t.Kind == ast.TypeDate
}

// intervalMonthsDays is an interval's months and days (nil for none), as
// literals or integer expressions; ok false when it has another part, a
// fraction, or a quantity not known to be an integer.
func (c *Context) intervalMonthsDays(e ast.Expr, sc *scope) (months, days ast.Expr, ok bool) {
	sp := e.SpanOf()
	lit := func(n int64) ast.Expr {
		if n == 0 {
			return nil
		}
		if n < 0 {
			return &ast.Unary{Span: sp, Op: ast.OpNeg, X: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.FormatInt(-n, 10)}}
		}
		return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.FormatInt(n, 10)}
	}
	switch x := e.(type) {
	case *ast.Func:
		return c.makeIntervalMonthsDays(x, sc)
	case *ast.Unary:
		// -INTERVAL ...: each part negated.
		if x.Op != ast.OpNeg {
			return nil, nil, false
		}
		m, d, ok := c.intervalMonthsDays(x.X, sc)
		neg := func(p ast.Expr) ast.Expr {
			if p == nil {
				return nil
			}
			return &ast.Unary{Span: sp, Op: ast.OpNeg, X: p}
		}
		return neg(m), neg(d), ok
	case *ast.Binary:
		// n * INTERVAL ..., INTERVAL ... * n: each part times n.
		if x.Op != ast.OpMul {
			return nil, nil, false
		}
		n, iv := x.L, x.R
		if _, isIv := n.(*ast.Interval); isIv {
			n, iv = iv, n
		}
		if _, isIv := iv.(*ast.Interval); !isIv {
			return nil, nil, false
		}
		if t := c.typeOf(n, sc); t == nil || !t.Kind.IsInteger() {
			return nil, nil, false
		}
		m, d, ok := c.intervalMonthsDays(iv, sc)
		if !ok {
			return nil, nil, false
		}
		times := func(p ast.Expr) ast.Expr {
			if p == nil {
				return nil
			}
			if l, isLit := p.(*ast.Literal); isLit && l.Kind == ast.LitInt && l.Value == "1" {
				return ast.Clone(n)
			}
			return &ast.Binary{Span: sp, Op: ast.OpMul, L: ast.Clone(n), R: p}
		}
		return times(m), times(d), true
	case *ast.Interval:
		if x.Value == nil {
			return nil, nil, false
		}
		if x.ToUnit != "" {
			// INTERVAL '1-2' YEAR TO MONTH, its sign on both parts
			// (PostgreSQL 15 run: '-1-2' is -1 years -2 mons).
			l, isLit := x.Value.(*ast.Literal)
			if x.Unit != "YEAR" || x.ToUnit != "MONTH" || !isLit || l.Kind != ast.LitString {
				return nil, nil, false
			}
			m, ok := parseYearMonth(l.Value)
			if !ok {
				return nil, nil, false
			}
			return lit(m), nil, true
		}
		if x.Unit == "" {
			l, isLit := x.Value.(*ast.Literal)
			if !isLit || l.Kind != ast.LitString {
				return nil, nil, false
			}
			m, d, ok := parseMonthsDays(l.Value)
			if !ok {
				return nil, nil, false
			}
			return lit(m), lit(d), true
		}
		var k int64
		day := false
		switch x.Unit {
		case "YEAR":
			k = 12
		case "QUARTER", "QUARTERS":
			k = 3
		case "MONTH":
			k = 1
		case "DAY":
			k, day = 1, true
		case "WEEK":
			k, day = 7, true
		default:
			return nil, nil, false
		}
		var q ast.Expr
		if neg, digits, isInt := intervalIntQuantity(x.Value); isInt {
			n, err := strconv.ParseInt(digits, 10, 64)
			if err != nil || n > (1<<31-1) {
				return nil, nil, false
			}
			if neg {
				n = -n
			}
			q = lit(n * k)
		} else {
			if _, isLit := x.Value.(*ast.Literal); isLit {
				return nil, nil, false
			}
			if t := c.typeOf(x.Value, sc); t == nil || !t.Kind.IsInteger() {
				return nil, nil, false
			}
			q = x.Value
			if k != 1 {
				q = &ast.Binary{Span: sp, Op: ast.OpMul, L: q, R: lit(k)}
			}
		}
		if day {
			return nil, q, true
		}
		return q, nil, true
	}
	return nil, nil, false
}

// parseYearMonth reads the text of a year-month interval, '1-2' (one year
// and two months) with an optional sign before it for both parts, as its
// months; ok false for any other text.
func parseYearMonth(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	y, m, found := strings.Cut(s, "-")
	if !found {
		return 0, false
	}
	yn, err1 := strconv.ParseUint(y, 10, 31)
	mn, err2 := strconv.ParseUint(m, 10, 31)
	if err1 != nil || err2 != nil || mn > 11 {
		return 0, false
	}
	v := int64(yn)*12 + int64(mn)
	if neg {
		v = -v
	}
	return v, true
}

// parseMonthsDays reads the text of a PostgreSQL or DuckDB interval made
// of integer quantities of years, months, weeks and days ('1 year 2 mons
// -3 days'), each with its own sign; ok false for any other text.
func parseMonthsDays(s string) (months, days int64, ok bool) {
	f := strings.Fields(strings.ToLower(s))
	if len(f) == 0 || len(f)%2 != 0 {
		return 0, 0, false
	}
	for i := 0; i < len(f); i += 2 {
		n, err := strconv.ParseInt(strings.TrimPrefix(f[i], "+"), 10, 32)
		if err != nil {
			return 0, 0, false
		}
		switch f[i+1] {
		case "year", "years", "yr", "yrs", "y":
			months += 12 * n
		case "month", "months", "mon", "mons":
			months += n
		case "week", "weeks", "w":
			days += 7 * n
		case "day", "days", "d":
			days += n
		default:
			return 0, 0, false
		}
	}
	return months, days, true
}

// intervalHasMonths: e is an interval (or a number times one) that may
// have a part of months: a YEAR, QUARTER or MONTH unit, or a text naming
// years, months, quarters or longer units, a year-month 'Y-M' or an ISO
// 8601 period ('P1M').
func intervalHasMonths(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Func:
		// make_interval(years, months, ...)
		args, ok := makeIntervalArgs(x)
		if !ok {
			return isMakeInterval(x)
		}
		for i, a := range args {
			if i > 1 {
				break
			}
			if l, isLit := a.(*ast.Literal); a != nil && (!isLit || l.Kind != ast.LitInt || strings.TrimLeft(l.Value, "0") != "") {
				return true
			}
		}
		return false
	case *ast.Binary:
		return (x.Op == ast.OpMul || x.Op == ast.OpDiv || x.Op == ast.OpDivFrac || x.Op == ast.OpAdd || x.Op == ast.OpSub) && (intervalHasMonths(x.L) || intervalHasMonths(x.R))
	case *ast.Unary:
		return x.Op == ast.OpNeg && intervalHasMonths(x.X)
	case *ast.Interval:
		switch x.Unit {
		case "YEAR", "YEARS", "QUARTER", "QUARTERS", "MONTH", "MONTHS":
			return true
		case "":
			l, isLit := x.Value.(*ast.Literal)
			return isLit && l.Kind == ast.LitString && textHasMonths(l.Value)
		}
	}
	return false
}

// textHasMonths: the text of an interval names a unit of months or
// longer, or is a year-month or ISO 8601 form.
func textHasMonths(s string) bool {
	for _, f := range strings.Fields(strings.ToLower(s)) {
		if strings.HasPrefix(f, "p") {
			return true
		}
		unit := strings.TrimLeft(f, "0123456789+-.")
		if unit == "" {
			if i := strings.IndexByte(strings.TrimLeft(f, "+-"), '-'); i > 0 {
				return true // '1-2', a year and two months
			}
			continue
		}
		if strings.HasPrefix(unit, "millis") {
			continue // milliseconds, not millennia
		}
		for _, u := range []string{"y", "mon", "q", "dec", "c", "mil"} {
			if strings.HasPrefix(unit, u) {
				return true
			}
		}
	}
	return false
}

// CodeTimestampMonths: a value not known to be a DATE plus or minus an
// interval of months, whose rule in the target is not known to be
// PostgreSQL's and DuckDB's.
const CodeTimestampMonths = "T109"

// nonDateMonths checks PostgreSQL's and DuckDB's x ± interval of months
// where x is not known to be a DATE (a TIMESTAMP, or a value of unknown
// type). Both add the months with the day clamped to the target month's
// length and keep the time of day (run on PostgreSQL 15 and DuckDB 1.5:
// TIMESTAMP '2024-01-31 10:00:00' + INTERVAL '1' MONTH is 2024-02-29
// 10:00:00), and carry a fraction of a month into days (1.5 * INTERVAL
// '1' MONTH is 1 mon 15 days, so 2024-01-31 10:00:00 plus it is
// 2024-03-15 10:00:00). Trino and Presto document the same for a
// TIMESTAMP plus an integer interval of months (Trino date and time
// operators: timestamp '2012-10-31 01:00' + interval '1' month is
// 2012-11-30 01:00:00.000), so a known TIMESTAMP plus integer months
// (no days) is kept for them, and for Spark, whose TIMESTAMP plus a
// year-month interval adds the months with java.time's plusMonths (Spark
// source, DateTimeUtils.timestampAddMonths: the day clamped to the target
// month's last, the local time kept; an integer times INTERVAL '1' MONTH
// is a year-month interval there). Toward Snowflake and Doris a known
// TIMESTAMP plus integer months (no days) is add_months_clamp_ts, their
// DATEADD(month, ...) and months_add, which keep the time and clamp the
// day (Snowflake ADD_MONTHS usage notes, of DATEADD; Doris MONTHS_ADD,
// QUARTERS_ADD). DuckDB, which has no make_interval,
// gets PostgreSQL's make_interval of integer years, months, weeks and days
// as months * INTERVAL '1' MONTH + days * INTERVAL '1' DAY (DuckDB adds
// an interval's months first, then its days, as PostgreSQL does). Every
// other form is refused (T109): the other targets' rules for a timestamp
// plus months are not documented (Hive, BigQuery) or
// absent (ANSI SQL's date + INTERVAL raises for a missing day; Drill), a
// fraction of a month is days only in PostgreSQL and DuckDB, and a DATE
// gives a DATE in the targets but a TIMESTAMP in the sources.
func (c *Context) nonDateMonths(b *ast.Binary, d, iv ast.Expr, sc *scope) ast.Expr {
	ivRight := true
	if b.Op == ast.OpAdd && isIntervalExpr(d) && !isIntervalExpr(iv) {
		d, iv, ivRight = iv, d, false // INTERVAL '1' MONTH + ts
	}
	if f, isF := iv.(*ast.Func); isF && c.Target.is("duckdb") {
		if months, days, ok := c.makeIntervalMonthsDays(f, sc); ok {
			sp := f.Span
			unit := func(n ast.Expr, u string) ast.Expr {
				return &ast.Binary{Span: sp, Op: ast.OpMul, L: n,
					R: &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: "1"}, Unit: u}}
			}
			var out ast.Expr
			switch {
			case months != nil && days != nil:
				out = &ast.Binary{Span: sp, Op: ast.OpAdd, L: unit(months, "MONTH"), R: unit(days, "DAY")}
			case months != nil:
				out = unit(months, "MONTH")
			case days != nil:
				out = unit(days, "DAY")
			}
			if out != nil {
				g := *b
				if ivRight {
					g.R = out
				} else {
					g.L = out
				}
				if c.Source.is("postgres", "ansi") {
					return c.pgDuckZoned(&g, sc) // a TIMESTAMPTZ's days: tz_pg_duck.go
				}
				return &g
			}
		}
	}
	if !intervalHasMonths(iv) || isIntervalExpr(d) {
		return b // no months, or an interval plus an interval
	}
	t := c.typeOf(d, sc)
	if t != nil && t.Kind == ast.TypeInterval {
		return b
	}
	if t != nil && t.Kind == ast.TypeTimestamp && c.Target.is("trino", "presto", "spark", "snowflake", "doris") {
		if out := c.monthsThenDays(b, d, iv, sc); out != nil {
			return out // months, days and time in one literal: month_days_split.go
		}
	}
	if t != nil && t.Kind == ast.TypeTimestamp && c.Target.is("trino", "presto", "spark") {
		if months, days, ok := c.intervalMonthsDays(iv, sc); ok && months != nil && days == nil && trinoMonthFields(iv) {
			return b
		}
	}
	if t != nil && t.Kind == ast.TypeTimestamp && c.Target.is("snowflake", "doris") {
		// Snowflake's DATEADD(month, ...) and Doris's months_add of a
		// TIMESTAMP keep the time and clamp the day (add_months_clamp_ts,
		// dialects/functions_dates.go).
		if months, days, ok := c.intervalMonthsDays(iv, sc); ok && months != nil && days == nil {
			sp := b.Span
			if b.Op == ast.OpSub {
				months = &ast.Unary{Span: sp, Op: ast.OpNeg, X: months}
			}
			return &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "add_months_clamp_ts"}}, Args: []ast.Expr{d, months}}
		}
	}
	what := "a value of unknown type"
	if t != nil && t.Kind == ast.TypeTimestamp {
		what = "a TIMESTAMP"
	} else if t != nil {
		what = "a " + strings.ToUpper(t.Kind.String())
	}
	c.Refuse(CodeTimestampMonths, b, "add whole months to a DATE (CAST(x AS DATE) + n * INTERVAL '1' MONTH of an INTEGER n) and the time of day apart, or compute it in PostgreSQL or DuckDB",
		"%s plus or minus this interval of months keeps the time and clamps the day in %s (a fraction of a month is days there); %s has no form known to do the same", what, c.Source.Name, c.Target.Name)
	return b
}

// isIntervalExpr: e is an interval literal or make_interval, one times or
// divided by a number, one negated, or a sum or difference of those.
func isIntervalExpr(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Interval:
		return true
	case *ast.Func:
		return isMakeInterval(x)
	case *ast.Unary:
		return x.Op == ast.OpNeg && isIntervalExpr(x.X)
	case *ast.Binary:
		switch x.Op {
		case ast.OpMul, ast.OpDiv, ast.OpDivFrac:
			return isIntervalExpr(x.L) || isIntervalExpr(x.R)
		case ast.OpAdd, ast.OpSub:
			// the right operand first: a long chain a + b + c + ... is
			// left-deep, and its right operands are not intervals
			return isIntervalExpr(x.R) && isIntervalExpr(x.L)
		}
	}
	return false
}

// isMakeInterval: f is PostgreSQL's make_interval with positional
// arguments.
func isMakeInterval(f *ast.Func) bool {
	return len(f.Name) == 1 && !f.Name[0].Quoted && strings.EqualFold(f.Name[0].Name, "make_interval") &&
		!f.Star && !f.Distinct && f.Over == nil && f.Filter == nil
}

// makeIntervalMonthsDays reads PostgreSQL's make_interval(years, months,
// weeks, days) of integers (PostgreSQL date/time functions; each argument
// left out is 0) as years * 12 + months months and weeks * 7 + days days
// (run on PostgreSQL 15: DATE '2024-01-31' + make_interval(1, 1, 1, 1),
// 1 year 1 mon 8 days, is 2025-03-08 00:00:00). Hours, minutes or seconds,
// or an argument not known to be an integer, are not read.
//
// A call already written for BigQuery (make_interval.go), whose third
// part is days, is read as the call PostgreSQL wrote; its years and
// months are at the same places (intervalHasMonths).
func (c *Context) makeIntervalMonthsDays(f *ast.Func, sc *scope) (months, days ast.Expr, ok bool) {
	if pg := c.pgMakeIntervals[f]; pg != nil {
		f = pg
	}
	args, ok := makeIntervalArgs(f)
	if c.Source.Name != "postgres" || !ok || len(args) == 0 || len(args) > 4 {
		return nil, nil, false
	}
	var parts [4]ast.Expr
	for i, a := range args {
		if a == nil {
			continue // a named argument's parameter left out
		}
		if t := c.typeOf(a, sc); t == nil || !t.Kind.IsInteger() {
			return nil, nil, false
		}
		if l, isLit := a.(*ast.Literal); isLit && l.Kind == ast.LitInt && strings.TrimLeft(l.Value, "0") == "" {
			continue // a zero part
		}
		parts[i] = a
	}
	sp := f.Span
	sum := func(big ast.Expr, k int64, small ast.Expr) ast.Expr {
		if l, isLit := big.(*ast.Literal); isLit && l.Kind == ast.LitInt {
			if v, err := strconv.ParseInt(l.Value, 10, 32); err == nil {
				big = &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.FormatInt(v*k, 10)}
			}
		} else if big != nil {
			big = &ast.Binary{Span: sp, Op: ast.OpMul, L: big, R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.FormatInt(k, 10)}}
		}
		switch {
		case big == nil:
			return small
		case small == nil:
			return big
		}
		return &ast.Binary{Span: sp, Op: ast.OpAdd, L: big, R: small}
	}
	return sum(parts[0], 12, parts[1]), sum(parts[2], 7, parts[3]), true
}

func isMakeIntervalCall(e ast.Expr) bool {
	f, ok := e.(*ast.Func)
	return ok && isMakeInterval(f)
}

// trinoMonthFields: the interval is written with Trino's year-month
// fields (INTERVAL '2' YEAR, INTERVAL '1' MONTH, INTERVAL '1-2' YEAR TO
// MONTH, or an integer times one of those); DuckDB's QUARTER is not one.
func trinoMonthFields(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Unary:
		return trinoMonthFields(x.X)
	case *ast.Binary:
		if _, isIv := x.L.(*ast.Interval); isIv {
			return trinoMonthFields(x.L)
		}
		return trinoMonthFields(x.R)
	case *ast.Interval:
		u := strings.ToUpper(x.Unit)
		return (u == "YEAR" || u == "MONTH") && (x.ToUnit == "" || strings.EqualFold(x.ToUnit, "MONTH"))
	}
	return false
}

// makeIntervalArgs is make_interval's arguments at their parameters'
// positions (years, months, weeks, days, hours, mins, secs), a named one
// (make_interval(days => 3)) at its name's, nil for one left out; ok false
// for another function or an unknown or repeated name.
func makeIntervalArgs(f *ast.Func) (args []ast.Expr, ok bool) {
	if !isMakeInterval(f) {
		return nil, false
	}
	return argsByParam(f, pgMakeIntervalParams)
}

// pgMakeIntervalParams are PostgreSQL's make_interval parameters, in order
// (PostgreSQL 15 documentation, 9.9 Date/Time Functions).
var pgMakeIntervalParams = []string{"years", "months", "weeks", "days", "hours", "mins", "secs"}

// argsByParam is f's arguments at their parameters' positions (names, in
// order), a named one at its name's, nil for one left out; ok false for an
// unknown or repeated name, too many arguments, or a positional one after
// a named one (PostgreSQL 15 raises, run: "positional argument cannot
// follow named argument"; BigQuery's function calls take the named
// arguments after the positional ones).
func argsByParam(f *ast.Func, names []string) (args []ast.Expr, ok bool) {
	named := false
	for i, a := range f.Args {
		pos, v := i, a
		if na, isNamed := a.(*ast.NamedArg); isNamed {
			pos, v, named = slices.Index(names, strings.ToLower(na.Name.Name)), na.Value, true
		} else if named {
			return nil, false
		}
		if pos < 0 || pos >= len(names) {
			return nil, false
		}
		for len(args) <= pos {
			args = append(args, nil)
		}
		if args[pos] != nil {
			return nil, false
		}
		args[pos] = v
	}
	return args, true
}
