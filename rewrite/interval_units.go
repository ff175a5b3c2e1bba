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
// an integer, PostgreSQL's multiplication keeps the fraction), is left to
// the printer, which refuses it (T090).
func (c *Context) lowerInterval(iv *ast.Interval, sc *scope) ast.Expr {
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
			return iv
		}
		var v ast.Expr = &ast.Literal{Span: iv.Value.SpanOf(), Kind: ast.LitString, Value: text}
		if neg {
			v = &ast.Unary{Span: iv.Value.SpanOf(), Op: ast.OpNeg, X: v}
		}
		return &ast.Interval{Span: iv.Span, Value: v, Unit: unit}
	}
	if _, isLit := iv.Value.(*ast.Literal); isLit {
		return iv
	}
	if t := c.typeOf(iv.Value, sc); t == nil || !t.Kind.IsInteger() {
		return iv
	}
	one, _ := scaledQuantity("1", factor, scale)
	return &ast.Binary{Span: iv.Span, Op: ast.OpMul, L: iv.Value,
		R: &ast.Interval{Span: iv.Span, Value: &ast.Literal{Span: iv.Span, Kind: ast.LitString, Value: one}, Unit: unit}}
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
