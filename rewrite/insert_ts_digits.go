package rewrite

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// An INSERT into a TIMESTAMP (WITH TIME ZONE) or TIME column rounds the
// value to the column's fractional second digits in the dialects that
// keep fewer than the value has: Trino's INSERT coerces a TIMESTAMP(6)
// into a TIMESTAMP(3) column as its cast does, half up (Trino
// documentation, TIMESTAMP(P): "Casting to lower precision causes
// rounding"; its Timestamps.round and roundDiv halve toward the greater
// value on either side of 1970, the digits as written), and its
// TIMESTAMP and TIME columns are TIMESTAMP(3) and TIME(3) (Trino
// documentation, data types: "TIMESTAMP is an alias for TIMESTAMP(3)").
// The target's column is often of another precision (DuckDB's TIMESTAMP,
// which keeps microseconds) or rounds otherwise (PostgreSQL's
// TIMESTAMP(3) halves away from 2000-01-01, run on PostgreSQL 15: 1990's
// .1235 is .123; DuckDB's TIMESTAMP_MS away from 1970, run on DuckDB 1.5:
// 1960-01-01 10:00:00.1235 is .123). And a target column may keep fewer
// digits than the source's (PostgreSQL's TIMESTAMP of microseconds toward
// Presto's of milliseconds).
//
// tsInsertDigits makes such an INSERT store what the source's does: a
// literal value is written with the digits the source's column keeps
// (rounded here as the source rounds it), and another value that may
// hold more digits than either column keeps is refused (T126), unless
// both dialects round it alike to the same digits. Only columns of fewer
// than 6 digits on one side are checked: between columns of microseconds
// and nanoseconds the rules of tsPrecisionCast stand.

// timeDefaultDigits is the number of fractional second digits of a TIME
// written without a precision, or -1 where lateral does not know it (or
// the dialect has none): PostgreSQL's, DuckDB's and BigQuery's keep
// microseconds, Snowflake's is TIME(9) (its documentation, TIME),
// Trino's and Presto's TIME(3) (Trino documentation, TIME: "TIME is an
// alias for TIME(3)").
func timeDefaultDigits(d string) int {
	switch d {
	case "postgres", "duckdb", "bigquery":
		return 6
	case "snowflake":
		return 9
	case "trino", "presto":
		return 3
	}
	return -1
}

// tsColumnDigits is the fractional second digits a TIMESTAMP (WITH TIME
// ZONE) or TIME column of the type col (the source's) keeps in the source
// (ps) and in the target (pt), the column written as tsPrecisionColumns
// writes it; -1 where not known.
func (c *Context) tsColumnDigits(col *ast.TypeName) (ps, pt int) {
	src, tgt := c.Source.Name, c.Target.Name
	if len(col.Params) == 1 {
		// kept as written (TIMESTAMP(6) toward a target whose TIMESTAMP
		// keeps microseconds is that TIMESTAMP)
		return col.Params[0], col.Params[0]
	}
	if len(col.Params) > 0 {
		return -1, -1
	}
	if col.Kind == ast.TypeTime {
		ps = timeDefaultDigits(src)
		switch {
		case tgt == "trino" && ps > 3:
			return ps, ps
		case (src == "trino" || src == "presto") && tgt == "postgres":
			return ps, 3
		}
		return ps, timeDefaultDigits(tgt)
	}
	ds, dt := tsDefaultDigits(src), tsDefaultDigits(tgt)
	p := min(ds, tsMaxDigits(tgt))
	if ds == dt || p == 0 && tgt != "doris" || p == dt {
		return ds, dt
	}
	return ds, p
}

// tsRoundAlike: the source's and the target's INSERTs round a value of
// more digits to the same column digits alike: Trino and Doris round half
// up on the digits as written (tsRoundsLiteral; Doris documentation,
// DATETIME: digits beyond the precision are rounded).
func tsRoundAlike(src, tgt string) bool {
	return src == tgt || tsRoundsLiteral(src) && tsRoundsLiteral(tgt)
}

// tsInsertDigits is the value e for the TIMESTAMP or TIME column of type
// col, as described above: e itself, a literal written with the digits
// the source's column keeps, or e refused (T126).
func (r *insertRun) tsInsertDigits(e ast.Expr, col *ast.TypeName, sc *scope) ast.Expr {
	c := r.c
	if col == nil || col.Kind != ast.TypeTime && !tsKind(col.Kind) {
		return e
	}
	ps, pt := c.tsColumnDigits(col)
	if ps < 0 || pt < 0 {
		return e
	}
	a, lit := r.tsValueDigits(e, col, sc)
	if ps >= 6 && pt >= 6 {
		return r.tsInsertMicros(e, col, ps, a, lit)
	}
	if a == -2 || a >= 0 && a <= min(ps, pt) {
		return e
	}
	kind := "TIMESTAMP"
	if col.Kind == ast.TypeTime {
		kind = "TIME"
	}
	if lit == "" {
		switch {
		case a > ps && ps == pt && tsRoundAlike(c.Source.Name, c.Target.Name):
			// both round the digits alike
			return e
		case a < 0:
			c.Refuse(CodeTsPrecision, e, "cast the value to the column's type with a precision of at most "+fmt.Sprint(min(ps, pt))+" digits in the source, or declare the column with a precision both dialects keep",
				"the fractional second digits of this value are not known here: %s's %s column keeps %d of them and %s's %d, rounding the others otherwise",
				c.Source.Name, kind, ps, c.Target.Name, pt)
		case a > ps:
			c.Refuse(CodeTsPrecision, e, "round the value to "+fmt.Sprint(ps)+" fractional second digits in the query, or declare the column with a precision both dialects keep",
				"%s's INSERT rounds this value of %d fractional second digits to the %d of its %s column, and %s's column would keep or round them otherwise",
				c.Source.Name, a, ps, kind, c.Target.Name)
		default:
			c.Refuse(CodeTsPrecision, e, "declare the column with a precision both dialects keep, or insert values of at most "+fmt.Sprint(pt)+" fractional second digits",
				"this value may have %d fractional second digits, which %s's %s column keeps and %s's, of %d, would round or cut",
				a, c.Source.Name, kind, c.Target.Name, pt)
		}
		return e
	}
	v := lit
	if a > ps {
		var ok bool
		if v, ok = r.tsRoundLit(e, v, ps, col); !ok {
			if !c.Diags.HasErrors() {
				c.Refuse(CodeTsPrecision, e, "write the literal with at most "+fmt.Sprint(ps)+" fractional second digits",
					"%s's INSERT rounds the %d fractional second digits of this literal to the %d of its %s column, by a rule lateral cannot write for %s here",
					c.Source.Name, a, ps, kind, c.Target.Name)
			}
			return e
		}
	}
	if v2, ok := fracTrimZeros(v, pt); ok {
		v = v2
	} else {
		c.Refuse(CodeTsPrecision, e, "write the literal with at most "+fmt.Sprint(pt)+" fractional second digits, or declare the column with a precision both dialects keep",
			"%s's %s column keeps the %d fractional second digits of this literal, and %s's, of %d, would round or cut them",
			c.Source.Name, kind, min(a, ps), c.Target.Name, pt)
		return e
	}
	if v == lit {
		return e
	}
	return withLitValue(e, v)
}

// tsInsertMicros is the literal e of a digits (its text lit) for a
// TIMESTAMP column of the source's ps digits (6 or more): from Trino and
// Doris, which round a string's (and a literal's) digits past the sixth
// half up into a column of 6 (Trino's VarcharToTimestampCast and its
// cast of a TIMESTAMP(p) literal; Doris documentation, Cast to DATETIME:
// digits past the precision are rounded), it is written with those 6
// toward a target that reads them otherwise (DuckDB drops them: run on
// DuckDB 1.5, '2024-01-01 10:00:00.1234565' into a TIMESTAMP column is
// .123456; PostgreSQL rounds them through a double: tsTextOperand).
func (r *insertRun) tsInsertMicros(e ast.Expr, col *ast.TypeName, ps, a int, lit string) ast.Expr {
	c := r.c
	if ps != 6 || a <= 6 || lit == "" || !tsKind(col.Kind) || !tsRoundsLiteral(c.Source.Name) || tsRoundsLiteral(c.Target.Name) {
		return e
	}
	v, ok := r.tsRoundLit(e, lit, 6, col)
	if !ok {
		c.Refuse(CodeTsPrecision, e, "write the literal with at most 6 fractional second digits",
			"%s rounds the %d fractional second digits of this literal to the 6 of its column half up, and %s reads them otherwise",
			c.Source.Name, a, c.Target.Name)
		return e
	}
	return withLitValue(e, v)
}

// withLitValue is the string or typed literal e with the value v.
func withLitValue(e ast.Expr, v string) ast.Expr {
	switch x := e.(type) {
	case *ast.Literal:
		return litValued(x, v)
	case *ast.TypedLit:
		nl := *x
		nl.Value = v
		return &nl
	}
	return e
}

// tsValueDigits is the most fractional second digits the value e, going
// to a column of type col, holds (-1: not known; -2: a value of another
// type, which the source converts otherwise or rejects, left as it is)
// and, for a string or TIME, TIMESTAMP literal, its text.
func (r *insertRun) tsValueDigits(e ast.Expr, col *ast.TypeName, sc *scope) (int, string) {
	c := r.c
	switch v := e.(type) {
	case *ast.Literal:
		switch v.Kind {
		case ast.LitNull:
			return 0, ""
		case ast.LitString:
			d := tsTextDigits(v.Value)
			if col.Kind == ast.TypeTime {
				d = timeTextDigits(v.Value)
			}
			if d < 0 {
				// a text read otherwise (no fraction, another form): the
				// rules of the string casts apply
				return -2, ""
			}
			return d, v.Value
		}
		return -2, ""
	case *ast.TypedLit:
		switch {
		case v.Type == nil:
			return -2, ""
		case v.Type.Kind == ast.TypeDate:
			return 0, ""
		case v.Type.Kind == ast.TypeTime || tsKind(v.Type.Kind):
			if len(v.Type.Params) > 0 {
				break
			}
			return litFracDigits(v), v.Value
		}
	}
	t := c.typeOf(e, sc)
	if !knownType(t) {
		return -1, ""
	}
	switch {
	case t.Kind == ast.TypeDate:
		return 0, ""
	case t.Kind == ast.TypeTime || tsKind(t.Kind):
		if c.Source.Name == "trino" {
			if p, ok := c.trinoDigitsOf(e, sc); ok {
				return p, ""
			}
			return -1, ""
		}
		if len(t.Params) == 1 {
			return t.Params[0], ""
		}
		if t.Kind == ast.TypeTime {
			return timeDefaultDigits(c.Source.Name), ""
		}
		return tsDefaultDigits(c.Source.Name), ""
	case castsOnInsert(c.Source.Name, t, col):
		return -1, ""
	}
	return -2, ""
}

// tsRoundLit rounds the literal text s of the value e to p fractional
// second digits as the source's INSERT into the column of type col does:
// Trino and Doris half up on the digits as written (Trino's TIME wraps
// past midnight to 00:00:00: TimeToTimeCast takes the rounded time modulo
// a day), PostgreSQL a string's TIMESTAMP half away from 2000-01-01
// (tsExplicitLit, which refuses a tie before 2000). ok is false where the
// rule is not known here (or tsExplicitLit refused).
func (r *insertRun) tsRoundLit(e ast.Expr, s string, p int, col *ast.TypeName) (string, bool) {
	c := r.c
	if col.Kind == ast.TypeTime {
		if c.Source.Name != "trino" {
			return "", false
		}
		return timeRoundWrap(s, p)
	}
	if tsRoundsLiteral(c.Source.Name) {
		body, zone := s, ""
		if m := tsTextRe.FindStringSubmatchIndex(s); m != nil && m[16] >= 0 {
			body, zone = s[:m[16]], s[m[16]:]
		}
		v, ok := tsRoundText(body, p)
		return v + zone, ok
	}
	if l, isLit := e.(*ast.Literal); isLit && c.Source.Name == "postgres" && col.Kind == ast.TypeTimestamp {
		sp := e.SpanOf()
		ty := *col
		ty.Params = []int{p}
		out := c.tsExplicitLit(&ast.Cast{Span: sp, X: l, Type: &ty})
		if x, ok := out.(*ast.Cast); ok && !c.Diags.HasErrors() {
			if nl, ok := x.X.(*ast.Literal); ok {
				return nl.Value, true
			}
		}
	}
	return "", false
}

// timeRoundWrap rounds a time of day text (timeTextRe) half up to p
// fractional second digits, a carry past 23:59:59 wrapping to 00:00:00;
// ok is false for a text it does not read.
func timeRoundWrap(s string, p int) (string, bool) {
	secs, frac, ok := timeTextSeconds(s)
	if !ok || p > 9 {
		return "", false
	}
	scale := int64(1)
	for range p {
		scale *= 10
	}
	f := frac + strings.Repeat("0", p+1)
	var units int64
	for _, d := range f[:p] {
		units = units*10 + int64(d-'0')
	}
	if f[p] >= '5' {
		units++
	}
	total := (secs*scale + units) % (86400 * scale)
	whole := total / scale
	out := fmt.Sprintf("%02d:%02d:%02d", whole/3600, whole/60%60, whole%60)
	if p > 0 {
		out += fmt.Sprintf(".%0*d", p, total%scale)
	}
	return out, true
}

// fracFieldRe finds the fractional seconds of a TIME or TIMESTAMP text:
// the digits after the first dot (no date or zone part holds one).
var fracFieldRe = regexp.MustCompile(`\.(\d+)`)

// fracTrimZeros writes a TIME or TIMESTAMP text with at most p fractional
// digits when those past the p-th are zeros (the same value); ok is false
// otherwise.
func fracTrimZeros(s string, p int) (string, bool) {
	m := fracFieldRe.FindStringSubmatchIndex(s)
	if m == nil || m[3]-m[2] <= p {
		return s, true
	}
	if strings.Trim(s[m[2]+p:m[3]], "0") != "" {
		return "", false
	}
	end := m[2] + p
	if p == 0 {
		end = m[0] // the dot too
	}
	return s[:end] + s[m[3]:], true
}

// tsUnplacedDigits refuses (T126) the item it of an INSERT's SELECT, a *
// whose columns are not known (or an item of several names), where cols,
// the INSERT's column types, hold a TIMESTAMP or TIME column that
// tsInsertDigits checks: the values are not placed at their columns here,
// so their fractional second digits are not known. It reports whether it
// refused.
func (r *insertRun) tsUnplacedDigits(it *ast.SelectItem, cols []*ast.TypeName) bool {
	c := r.c
	for _, col := range cols {
		if col == nil || col.Kind != ast.TypeTime && !tsKind(col.Kind) {
			continue
		}
		ps, pt := c.tsColumnDigits(col)
		if ps < 0 || pt < 0 || ps >= 6 && pt >= 6 {
			continue
		}
		kind := "TIMESTAMP"
		if col.Kind == ast.TypeTime {
			kind = "TIME"
		}
		c.Refuse(CodeTsPrecision, it, "select the values one by one, each cast to its column's type with a precision of at most "+fmt.Sprint(min(ps, pt))+" digits in the source, or declare the column with a precision both dialects keep",
			"the fractional second digits of the values this item stands for are not known here: %s's %s column keeps %d of them and %s's %d, rounding the others otherwise",
			c.Source.Name, kind, ps, c.Target.Name, pt)
		return true
	}
	return false
}
