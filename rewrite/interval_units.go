package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's and ANSI SQL's interval qualifiers are YEAR, MONTH, DAY,
// HOUR, MINUTE and SECOND only. PostgreSQL reads another word after an
// interval string as a column alias: INTERVAL '3' WEEK is three seconds
// named week (PostgreSQL 15: DATE '2020-01-01' + INTERVAL '3' WEEK is
// 2020-01-01 00:00:03), where DuckDB's INTERVAL 3 WEEKS is 21 days. So
// for those targets lowerInterval spells an interval of another unit in
// one of theirs, by its fixed ratio (DuckDB: a week is 7 days, a quarter
// 3 months, a millisecond 1000 microseconds):
//
//	INTERVAL 3 WEEK         -> INTERVAL '21' DAY
//	INTERVAL 3 QUARTER      -> INTERVAL '9' MONTH
//	INTERVAL 3 MILLISECOND  -> INTERVAL '0.003' SECOND
//	INTERVAL 3 MICROSECOND  -> INTERVAL '0.000003' SECOND
//
// and an interval whose quantity is an expression of an integer type
// (DuckDB's INTERVAL (i) YEAR, which PostgreSQL cannot spell) as that
// integer times the unit's interval: i * INTERVAL '1' YEAR, the
// multiplication of an interval by an integer scaling each of its
// fields. A quantity that is not an integer literal, or an expression not
// known to be an integer (DuckDB casts a fractional quantity of YEAR to
// an integer, PostgreSQL's multiplication keeps the fraction), is refused
// (T057) for a unit those targets lack (the printer checks no unit), and
// left to the printer, which refuses a computed one (T090), for a unit
// they have.
func (c *Context) lowerInterval(iv *ast.Interval, sc *scope) ast.Expr {
	if e := c.unitlessInterval(iv); e != ast.Expr(iv) { // interval_unitless.go
		u, ok := e.(*ast.Interval)
		if !ok {
			return e // a sum of intervals of units both sides have
		}
		iv = u
	}
	iv = c.wholeIntervalUnits(iv) // interval_fraction.go
	if e := c.checkIntervalRange(iv); e != ast.Expr(iv) {
		return e // interval_fraction.go
	}
	if c.Source.Name == "postgres" && iv.Unit != "" {
		// PostgreSQL itself reads INTERVAL '3' WEEK as INTERVAL '3' (three
		// seconds) followed by the column alias week (PostgreSQL 15).
		if std, _, _ := intervalStdUnit(iv.Unit); std != iv.Unit {
			c.Refuse("T057", iv, "write INTERVAL '3 weeks', or INTERVAL '21' DAY",
				"PostgreSQL has no interval unit %s: it reads the word after the interval string as a column alias", iv.Unit)
			return iv
		}
	}
	if iv.ToUnit != "" || iv.Unit == "" || iv.Value == nil || !c.Target.is("postgres", "ansi") {
		return iv
	}
	unit, factor, scale := intervalStdUnit(iv.Unit)
	if unit == "" {
		return iv
	}
	if neg, digits, ok := intervalIntQuantity(iv.Value); ok {
		if unit == iv.Unit {
			return iv
		}
		text, ok := scaledQuantity(digits, factor, scale)
		if !ok {
			return c.refuseIntervalUnit(iv)
		}
		var v ast.Expr = &ast.Literal{Span: iv.Value.SpanOf(), Kind: ast.LitString, Value: text}
		if neg {
			v = &ast.Unary{Span: iv.Value.SpanOf(), Op: ast.OpNeg, X: v}
		}
		return &ast.Interval{Span: iv.Span, Value: v, Unit: unit}
	}
	if _, isLit := iv.Value.(*ast.Literal); isLit {
		return c.refuseIntervalUnit(iv)
	}
	if t := c.typeOf(iv.Value, sc); t == nil || !t.Kind.IsInteger() {
		return c.refuseIntervalUnit(iv)
	}
	one, _ := scaledQuantity("1", factor, scale)
	return &ast.Binary{Span: iv.Span, Op: ast.OpMul, L: iv.Value,
		R: &ast.Interval{Span: iv.Span, Value: &ast.Literal{Span: iv.Span, Kind: ast.LitString, Value: one}, Unit: unit}}
}

// refuseIntervalUnit refuses (T057) iv, of a unit PostgreSQL and ANSI SQL
// do not have, whose quantity is not an integer to scale (PostgreSQL would
// read INTERVAL '1.5' WEEK as 1.5 seconds named week); iv of a unit they
// have is returned for the printer.
func (c *Context) refuseIntervalUnit(iv *ast.Interval) ast.Expr {
	if std, _, _ := intervalStdUnit(iv.Unit); std != iv.Unit {
		c.Refuse("T057", iv, "write the quantity as an integer literal, or as an integer expression times INTERVAL '1' "+std,
			"%s has no interval unit %s, and this quantity is not an integer to spell it in %s", c.Target.Name, iv.Unit, std)
	}
	return iv
}

// intervalStdUnit is the qualifier of PostgreSQL and ANSI SQL that unit
// (upper case, singular) is spelled in, and its ratio to it: factor times
// the quantity, moved scale decimal places to the right of the point.
// "" when the unit is not known.
func intervalStdUnit(unit string) (std string, factor int64, scale int) {
	switch unit {
	case "YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND":
		return unit, 1, 0
	case "WEEK":
		return "DAY", 7, 0
	case "QUARTER", "QUARTERS":
		return "MONTH", 3, 0
	case "MILLISECOND":
		return "SECOND", 1, 3
	case "MICROSECOND":
		return "SECOND", 1, 6
	}
	return "", 0, 0
}

// intervalIntQuantity: e is an integer literal or a string literal of
// digits, possibly signed; its sign and digits.
func intervalIntQuantity(e ast.Expr) (neg bool, digits string, ok bool) {
	if u, isU := e.(*ast.Unary); isU && (u.Op == ast.OpNeg || u.Op == ast.OpPlus) {
		neg, e = u.Op == ast.OpNeg, u.X
	}
	l, isL := e.(*ast.Literal)
	if !isL || l.Kind != ast.LitInt && l.Kind != ast.LitString {
		return false, "", false
	}
	v := l.Value
	if l.Kind == ast.LitString {
		v = strings.TrimSpace(v)
		// A sign inside the string ('-3'), as DuckDB reads it.
		if v != "" && (v[0] == '-' || v[0] == '+') {
			neg = neg != (v[0] == '-')
			v = v[1:]
		}
	}
	if v == "" || strings.Trim(v, "0123456789") != "" {
		return false, "", false
	}
	return neg, v, true
}

// scaledQuantity is digits times factor with the point moved scale places
// to the left, as decimal text; false when it overflows an int64.
func scaledQuantity(digits string, factor int64, scale int) (string, bool) {
	n, err := strconv.ParseInt(digits, 10, 64)
	if err != nil || n > (1<<63-1)/factor {
		return "", false
	}
	s := strconv.FormatInt(n*factor, 10)
	if scale == 0 {
		return s, true
	}
	if len(s) <= scale {
		s = strings.Repeat("0", scale-len(s)+1) + s
	}
	return s[:len(s)-scale] + "." + s[len(s)-scale:], true
}
