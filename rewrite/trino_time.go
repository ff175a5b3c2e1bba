package rewrite

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Trino's TIME is TIME(3) (Trino documentation, data types, TIME: "TIME
// is an alias for TIME(3) (millisecond precision)"), and its TIME WITH
// TIME ZONE is TIME(3) WITH TIME ZONE (Trino's own tests, TestTimestamp:
// CAST(TIMESTAMP '2001-1-22 12:34:56.5555' AS TIME WITH TIME ZONE) is
// TIME '12:34:56.556 -05:00'); a cast to a lower
// precision rounds (Trino documentation, TIMESTAMP(P): "Casting to lower
// precision causes rounding"; half up, as its timestamps: tsRoundsLiteral),
// and a TIME literal keeps the digits it is written with (TIME
// '00:00:00.000000000001' is a TIME(12) in Trino's own tests). PostgreSQL's
// and DuckDB's TIME keep 6 digits.

// trinoTimeCast checks Trino's CAST(x AS TIME) (or AS TIME WITH TIME
// ZONE, the time before its offset read so: timeZoneSuffixRe) toward another dialect
// (Presto too, whose TIME of milliseconds then reads the literal as is): a
// string literal of more than 3 fractional second digits is written with
// the 3 Trino rounds it to (half up: '10:00:00.1235' is 10:00:00.124), and
// refused (T126) where the rounding carries into the next day, which Trino
// wraps to 00:00:00; a TIME or TIMESTAMP of more than 3 digits
// (TIMESTAMP(6), TIME(6), or a TIME or TIMESTAMP literal written with more
// than 3 digits, a TIME(p) or TIMESTAMP(p) of its digits) is refused (T126). A string of another kind is
// left to timeTextCast (T144). ok is false when refused.
func (c *Context) trinoTimeCast(x *ast.Cast, sc *scope) (*ast.Cast, bool) {
	if c.Source.Name != "trino" || c.Target.Name == "trino" || x.Type.Kind != ast.TypeTime && !timeTZType(x.Type) || len(x.Type.Params) != 0 {
		return x, true
	}
	if lit, ok := x.X.(*ast.Literal); ok {
		if lit.Kind != ast.LitString {
			return x, true
		}
		body, zone := lit.Value, ""
		if m := timeZoneSuffixRe.FindStringSubmatchIndex(body); m != nil && timeTZType(x.Type) {
			body, zone = body[:m[2]], body[m[2]:]
		}
		if timeTextDigits(body) <= 3 {
			return x, true
		}
		v, ok := trinoTimeRound3(body)
		if !ok {
			c.Refuse(CodeTsPrecision, x, "write the time with at most 3 fractional second digits",
				"trino's TIME is TIME(3), which rounds this time into the next day (it wraps to 00:00:00), where %s's TIME cannot", c.Target.Name)
			return x, false
		}
		return castLitValued(x, lit, v+zone), true
	}
	if l, ok := x.X.(*ast.TypedLit); ok && l.Type != nil && litFracDigits(l) > 3 {
		// a TIME or TIMESTAMP literal is a TIME(p) or TIMESTAMP(p) of its
		// digits, which the cast to TIME(3) rounds
		c.Refuse(CodeTsPrecision, x, "write the literal with at most 3 fractional second digits, or cast to TIME(6) in the source to keep them",
			"trino's TIME is TIME(3), which rounds the %d fractional second digits of the literal (a %s(%d) in trino), and %s's TIME keeps them",
			litFracDigits(l), map[bool]string{true: "TIME", false: "TIMESTAMP"}[l.Type.Kind == ast.TypeTime], litFracDigits(l), c.Target.Name)
		return x, false
	}
	d, ok := c.castArgs[x.X.SpanOf()]
	if !ok || !x.X.SpanOf().Start.IsValid() {
		d.time = c.trinoTimeArgDigits(x.X, sc)
	}
	switch {
	case d.time > 3:
		c.Refuse(CodeTsPrecision, x, "cast to TIME(6) in the source to keep the digits, or round the value to 3 digits first",
			"trino's TIME is TIME(3), which rounds the %d fractional second digits of %s, and %s's TIME rounds them otherwise or keeps them",
			d.time, exprName(x.X), c.Target.Name)
		return x, false
	case d.time == -1:
		c.Refuse(CodeTsPrecision, x, "cast the value to TIME(p) or TIMESTAMP(p) of the precision it has first",
			"trino's TIME is TIME(3), which rounds the fractional second digits of %s past the third, whose precision is not known here (a coalesce or CASE of values of different precisions), and %s's TIME rounds them otherwise or keeps them",
			exprName(x.X), c.Target.Name)
		return x, false
	}
	return x, true
}

// trinoTimeArgDigits is the precision of x, an operand of Trino's cast
// to TIME: of a TIME or TIMESTAMP (WITH TIME ZONE), trinoDigitsOf's, -1
// where it is not known; -2 for another value (a string, a DATE, a value
// of unknown type), left to the rules after.
func (c *Context) trinoTimeArgDigits(x ast.Expr, sc *scope) int {
	t := c.typeOf(x, sc)
	switch {
	case c.Source.Name != "trino" || t == nil:
		return -2
	case t.Kind == ast.TypeTime || tsKind(t.Kind):
		if p, ok := c.trinoDigitsOf(x, sc); ok {
			return p
		}
		return -1
	}
	return -2
}

// trinoTimeDayWrap writes e, the lowering of x, Trino's CAST(v AS TIME(p))
// of p below 6, toward PostgreSQL as e + INTERVAL '0' SECOND where v may
// hold more than p fractional second digits: both round the time of day
// half up, but Trino wraps a carry past midnight to 00:00:00 (its
// TimestampToTimeCast and TimeToTimeCast take the rounded time modulo a
// day) where PostgreSQL gives 24:00:00 (run on PostgreSQL 15:
// CAST(TIMESTAMP '2024-01-01 23:59:59.9995' AS TIME(3)) is 24:00:00), and
// PostgreSQL's time + interval wraps (run: 00:00:00).
func (c *Context) trinoTimeDayWrap(e ast.Expr, x *ast.Cast, sc *scope) ast.Expr {
	cx, ok := e.(*ast.Cast)
	if !ok || c.Source.Name != "trino" || c.Target.Name != "postgres" || cx.Type == nil || cx.Type.Kind != ast.TypeTime || len(cx.Type.Params) != 1 || cx.Type.Params[0] >= 6 || c.Diags.HasErrors() {
		return e
	}
	p := cx.Type.Params[0]
	switch v := cx.X.(type) {
	case *ast.Literal:
		if v.Kind == ast.LitNull || v.Kind == ast.LitString && timeTextDigits(v.Value) <= p {
			return e
		}
	case *ast.TypedLit:
		if v.Type != nil && litFracDigits(v) <= p {
			return e
		}
	default:
		d, ok := c.castArgs[x.X.SpanOf()]
		if !ok || !x.X.SpanOf().Start.IsValid() {
			d.time = c.trinoTimeArgDigits(x.X, sc)
		}
		if d.time >= 0 && d.time <= p {
			return e
		}
	}
	sp := cx.Span
	zero := &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: "0"}, Unit: "SECOND"}
	return &ast.Binary{Span: sp, Op: ast.OpAdd, L: cx, R: zero}
}

// trinoTimeRound3 rounds a time of day text (timeTextRe) half up to 3
// fractional second digits; ok is false past 23:59:59.999 or for a text it
// does not read.
func trinoTimeRound3(s string) (string, bool) {
	secs, frac, ok := timeTextSeconds(s)
	if !ok {
		return "", false
	}
	f := frac + "000"
	ms, _ := strconv.Atoi(f[:3])
	if f[3] >= '5' {
		ms++
	}
	total := secs*1000 + int64(ms)
	if total >= 24*3600*1000 {
		return "", false
	}
	return fmt.Sprintf("%02d:%02d:%02d.%03d", total/3600000, total/60000%60, total/1000%60, total%1000), true
}

// trinoTimeLit refuses (T126) a Trino TIME literal whose digits past the
// sixth are not zeros toward a dialect whose TIME keeps 6 (the literal is
// a TIME(p) of its digits in Trino). ok is false when refused.
func (c *Context) trinoTimeLit(l *ast.TypedLit) bool {
	if c.Source.Name != "trino" || c.Target.is("trino", "presto") || l.Type == nil || l.Type.Kind != ast.TypeTime {
		return true
	}
	m := timeTextRe.FindStringSubmatch(l.Value)
	if m == nil || len(m[4]) <= 6 || strings.Trim(m[4][6:], "0") == "" {
		return true
	}
	c.Refuse(CodeTsPrecision, l, "write the time with at most 6 fractional second digits",
		"the TIME literal has %d fractional second digits, which trino keeps (a TIME(%d)) and %s's TIME does not", len(m[4]), len(m[4]), c.Target.Name)
	return false
}

// litFracDigits is the number of fractional second digits of a TIME or
// TIMESTAMP literal (timeTextRe, tsTextRe), 0 for another literal.
func litFracDigits(l *ast.TypedLit) int {
	switch {
	case l.Type.Kind == ast.TypeTime:
		return max(timeTextDigits(l.Value), 0)
	case tsKind(l.Type.Kind):
		if m := tsTextRe.FindStringSubmatch(l.Value); m != nil {
			return len(m[7])
		}
	}
	return 0
}
