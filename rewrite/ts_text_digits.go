package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/pgfrac"
)

// CodeTsText: a string cast to a TIMESTAMP of microseconds, which the
// source and the target read otherwise when it has more than 6
// fractional second digits.
const CodeTsText = "T144"

// tsTextRule is how a dialect reads the fractional second digits of a
// string past the sixth when it casts it to a TIMESTAMP of microseconds.
type tsTextRule int

const (
	tsTextUnknown tsTextRule = iota
	// tsTextDouble: PostgreSQL reads the fraction as a double and rounds
	// it to microseconds half to even on that double (run on PostgreSQL
	// 15: '2020-01-01 00:00:00.1234565'::timestamp is .123456,
	// '.1234575' .123458, '.12345650001' .123457, '23:59:59.9999995'
	// the next second: pgfrac.Micros).
	tsTextDouble
	// tsTextCut: DuckDB and Spark drop the digits past the sixth (run on
	// DuckDB 1.5: CAST('2020-01-01 00:00:00.1234569' AS TIMESTAMP) is
	// .123456, a TIMESTAMP literal and a TIMESTAMPTZ too; Spark's
	// DateTimeUtils.parseTimestampString truncates the nanoseconds).
	tsTextCut
	// tsTextHalfUp: Trino and Doris round the digits as written half up
	// (tsRoundsLiteral).
	tsTextHalfUp
)

// tsTextRuleOf is d's tsTextRule for a cast to a TIMESTAMP of 6 digits.
func tsTextRuleOf(d string) tsTextRule {
	switch d {
	case "postgres":
		return tsTextDouble
	case "duckdb", "spark":
		return tsTextCut
	case "trino", "doris":
		return tsTextHalfUp
	}
	return tsTextUnknown
}

// tsTextCast checks CAST(x AS TIMESTAMP) (WITH TIME ZONE) where the source
// reads x at 6 digits (PostgreSQL, DuckDB and Spark's TIMESTAMP, any
// dialect's TIMESTAMP(6); PostgreSQL's TIMESTAMP(p) of p above 6 is its
// TIMESTAMP(6), written so: run on PostgreSQL 15, "TIMESTAMP(9) precision
// reduced to maximum allowed, 6"). A string literal of more digits is
// written with the 6 the source reads (PostgreSQL: tsTextDouble, also for
// its TIMESTAMP(p), p below 6, which rounds those 6 again: tsExplicitLit;
// DuckDB and Spark: tsTextCut), so that no target reads the extra digits;
// another value known to be a string is refused (T144) unless the target
// reads the digits past the sixth by the same rule. A value of unknown
// type is not checked. ok is false when the cast is refused.
func (c *Context) tsTextCast(x *ast.Cast, sc *scope) (*ast.Cast, bool) {
	if c.Source.Name == "postgres" && len(x.Type.Params) == 1 && x.Type.Params[0] > 6 {
		nt := *x.Type
		nt.Params = []int{6}
		nx := *x
		nx.Type = &nt
		x = &nx
	}
	p := tsDefaultDigits(c.Source.Name)
	if len(x.Type.Params) == 1 {
		p = x.Type.Params[0]
	}
	src := tsTextRuleOf(c.Source.Name)
	if p != 6 && !(p < 6 && src == tsTextDouble) {
		return x, true
	}
	if lit, ok := x.X.(*ast.Literal); ok {
		if lit.Kind != ast.LitString || tsTextDigits(lit.Value) <= 6 || src == tsTextHalfUp {
			return x, true // (Trino's and Doris's literals: tsExplicitLit)
		}
		v, ok := tsTextFold(lit.Value, src, x.Type.Kind == ast.TypeTimestampTZ)
		if !ok {
			why := "does not document how it reads fractional second digits past the sixth"
			if src != tsTextUnknown {
				why = "rounds this literal into the next second, whose wall clock its zone may shift"
			}
			c.Refuse(CodeTsText, x, "write the literal with at most 6 fractional second digits",
				"%s %s: the literal cannot be written for %s with the value %s gives it", c.Source.Name, why, c.Target.Name, c.Source.Name)
			return x, false
		}
		nl := *lit
		nl.Value = v
		nx := *x
		nx.X = &nl
		return &nx, true
	}
	if p != 6 || !c.knownText(x.X, sc) || src != tsTextUnknown && src == tsTextRuleOf(c.Target.Name) {
		return x, true
	}
	c.Refuse(CodeTsText, x, "pass the value as a TIMESTAMP rather than a string, or a literal (written with the digits the source reads)",
		"%s and %s read the fractional second digits of a string past the sixth otherwise (PostgreSQL rounds them through a double, "+
			"DuckDB and Spark drop them, Trino and Doris round half up, Hive and Snowflake keep up to 9)", c.Source.Name, c.Target.Name)
	return x, false
}

// tsTextFold writes a timestamp text of more than 6 fractional digits
// with the 6 that rule reads (tsTextDouble, tsTextCut): a carry into the
// seconds is written as the next second, but not for a TIMESTAMP WITH
// TIME ZONE or a text with a zone (tz), whose wall clock the zone's
// offset may change at that second. ok is false for a text it does not
// read or an unknown rule.
func tsTextFold(s string, rule tsTextRule, tz bool) (string, bool) {
	m := tsTextRe.FindStringSubmatchIndex(s)
	if m == nil || m[14] < 0 {
		return "", false
	}
	frac := s[m[14]:m[15]]
	var us int64
	switch rule {
	case tsTextCut:
		us, _ = strconv.ParseInt(frac[:6], 10, 64)
	case tsTextDouble:
		var ok bool
		if us, ok = pgfrac.Micros(frac); !ok {
			return "", false
		}
	default:
		return "", false
	}
	six := strconv.FormatInt(us, 10)
	if us < 1e6 {
		return s[:m[14]] + strings.Repeat("0", 6-len(six)) + six + s[m[15]:], true
	}
	// .9999995 and more: the next second, written without a fraction
	if tz || m[16] >= 0 {
		return "", false
	}
	return tsRoundText(s, 0) // (the fraction's first digit is a 9)
}

// tsTextOperand is the string literal o compared with (or stored into a
// column of) t, a TIMESTAMP (WITH TIME ZONE), which the source reads as
// it casts it (run on PostgreSQL 15: TIMESTAMP '2020-01-01 00:00:00' =
// '2019-12-31 23:59:59.9999999' is true, as is that literal inserted into
// a TIMESTAMP column; on DuckDB 1.5 false): written with the 6 digits
// the source reads (tsTextFold), refused (T144) where it cannot be; o
// itself for another operand or type.
func (c *Context) tsTextOperand(o ast.Expr, t *ast.TypeName) ast.Expr {
	lit, ok := o.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString || tsTextDigits(lit.Value) <= 6 || c.Source.Name == c.Target.Name {
		return o
	}
	if t == nil || !tsKind(t.Kind) || len(t.Params) == 1 && t.Params[0] != 6 {
		return o
	}
	if len(t.Params) == 0 && tsDefaultDigits(c.Source.Name) != 6 {
		return o
	}
	src := tsTextRuleOf(c.Source.Name)
	if src == tsTextHalfUp || src != tsTextUnknown && src == tsTextRuleOf(c.Target.Name) {
		return o
	}
	v, ok := tsTextFold(lit.Value, src, t.Kind == ast.TypeTimestampTZ)
	if !ok {
		c.Refuse(CodeTsText, o, "write the literal with at most 6 fractional second digits",
			"%s and %s read the fractional second digits of a string set against a TIMESTAMP past the sixth otherwise", c.Source.Name, c.Target.Name)
		return o
	}
	nl := *lit
	nl.Value = v
	return &nl
}

// tsTextCompare writes the string literals compared with a TIMESTAMP in
// x (a comparison, IN list or BETWEEN) with the digits the source reads
// (tsTextOperand); x itself where none changes.
func (c *Context) tsTextCompare(x ast.Expr, sc *scope) ast.Expr {
	switch x := x.(type) {
	case *ast.Binary:
		if !x.Op.IsComparison() {
			return x
		}
		l, r := c.tsTextOperand(x.L, c.typeOf(x.R, sc)), c.tsTextOperand(x.R, c.typeOf(x.L, sc))
		if l != x.L || r != x.R {
			nx := *x
			nx.L, nx.R = l, r
			return &nx
		}
	case *ast.Between:
		t := c.typeOf(x.X, sc)
		lo, hi := c.tsTextOperand(x.Lo, t), c.tsTextOperand(x.Hi, t)
		if lo != x.Lo || hi != x.Hi {
			nx := *x
			nx.Lo, nx.Hi = lo, hi
			return &nx
		}
	case *ast.InList:
		var list []ast.Expr
		t := c.typeOf(x.X, sc)
		for i, e := range x.List {
			if ne := c.tsTextOperand(e, t); ne != e {
				if list == nil {
					list = append([]ast.Expr(nil), x.List...)
				}
				list[i] = ne
			}
		}
		if list != nil {
			nx := *x
			nx.List = list
			return &nx
		}
	}
	return x
}

// tsTextAmong writes the string literals among es, values that take one
// type where one of them is a TIMESTAMP (the arguments of coalesce,
// greatest, least and nullif, a CASE's results), with the digits the
// source reads (tsTextOperand; run on PostgreSQL 15:
// coalesce(CAST(NULL AS TIMESTAMP), '2019-12-31 23:59:59.9999999') is
// 2020-01-01 00:00:00, on DuckDB 1.5 23:59:59.999999); nil where none
// changes. The type is a TIMESTAMPTZ where one of them is.
func (c *Context) tsTextAmong(es []ast.Expr, sc *scope) []ast.Expr {
	var t *ast.TypeName
	for _, e := range es {
		if et := c.typeOf(e, sc); et != nil && tsKind(et.Kind) && (t == nil || et.Kind == ast.TypeTimestampTZ) {
			t = et
		}
	}
	if t == nil {
		return nil
	}
	var out []ast.Expr
	for i, e := range es {
		if ne := c.tsTextOperand(e, t); ne != e {
			if out == nil {
				out = append([]ast.Expr(nil), es...)
			}
			out[i] = ne
		}
	}
	return out
}

// tsTextValues applies tsTextAmong to coalesce, greatest, least and
// nullif and to a CASE's results (and a simple CASE's operand and WHEN
// values); x itself where none changes.
func (c *Context) tsTextValues(x ast.Expr, sc *scope) ast.Expr {
	switch x := x.(type) {
	case *ast.Func:
		if len(x.Name) != 1 || x.Over != nil {
			return x
		}
		switch strings.ToLower(x.Name[0].Name) {
		case "coalesce", "greatest", "least", "greatest_ignore_nulls", "least_ignore_nulls", "nullif", "ifnull", "nvl":
			if args := c.tsTextAmong(x.Args, sc); args != nil {
				nx := *x
				nx.Args = args
				return &nx
			}
		}
	case *ast.Case:
		var results, keys []ast.Expr
		for _, w := range x.Whens {
			results = append(results, w.Result)
			keys = append(keys, w.Cond)
		}
		if x.Else != nil {
			results = append(results, x.Else)
		}
		nr := c.tsTextAmong(results, sc)
		var nk []ast.Expr
		if x.Operand != nil {
			nk = c.tsTextAmong(append([]ast.Expr{x.Operand}, keys...), sc)
		}
		if nr == nil && nk == nil {
			return x
		}
		nx := *x
		nx.Whens = make([]*ast.When, len(x.Whens))
		for i, w := range x.Whens {
			nw := *w
			if nr != nil {
				nw.Result = nr[i]
			}
			if nk != nil {
				nw.Cond = nk[i+1]
			}
			nx.Whens[i] = &nw
		}
		if nr != nil && x.Else != nil {
			nx.Else = nr[len(nr)-1]
		}
		if nk != nil {
			nx.Operand = nk[0]
		}
		return &nx
	}
	return x
}
