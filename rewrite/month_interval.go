package rewrite

import (
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
// '1' MONTH). d is known to be a DATE (a cast, a literal, a column of the
// schema): a TIMESTAMP keeps its time, which the targets' month functions
// do not take. An interval of months in another form (a fraction of a
// month, '1.5 months' or x * INTERVAL '1' MONTH of a DOUBLE x, which
// PostgreSQL and DuckDB carry into days: 2.5 months is 2 mons 15 days;
// months with hours, which Spark drops from a DATE) is refused (T099);
// other forms are left as they are.
func (c *Context) monthInterval(b *ast.Binary, sc *scope) ast.Expr {
	if !(c.Source.Name == "postgres" || c.Source.Name == "duckdb") || c.Target.is("postgres", "duckdb") {
		return b
	}
	if b.Op != ast.OpAdd && b.Op != ast.OpSub {
		return b
	}
	d, iv := b.L, b.R
	if b.Op == ast.OpAdd && c.isDate(iv, sc) {
		d, iv = iv, d
	}
	if !c.isDate(d, sc) {
		return b
	}
	months, days, ok := c.intervalMonthsDays(iv, sc)
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
	case *ast.Binary:
		return (x.Op == ast.OpMul || x.Op == ast.OpDiv || x.Op == ast.OpDivFrac) && (intervalHasMonths(x.L) || intervalHasMonths(x.R))
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
