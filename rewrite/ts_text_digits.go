package rewrite

import (
	"fmt"
	"regexp"
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
// another value known to be a string, or a column of unknown type
// (tsMaybeText), is refused (T144) unless the target reads the digits
// past the sixth by the same rule. ok is false when the cast is refused.
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
		return castLitValued(x, lit, v), true
	}
	if p != 6 || src != tsTextUnknown && src == tsTextRuleOf(c.Target.Name) {
		return x, true
	}
	return x, c.tsTextNotText(x, sc, "TIMESTAMP", "%s and %s read the fractional second digits of a string past the sixth otherwise (PostgreSQL rounds them through a double, "+
		"DuckDB and Spark drop them, Trino and Doris round half up, Hive and Snowflake keep up to 9)")
}

// tsTextNotText refuses (T144, why naming the source and the target) the
// cast x to typ of a value known to be, or that may be, a string
// (tsMaybeText); ok is false when it refuses.
func (c *Context) tsTextNotText(x *ast.Cast, sc *scope, typ, why string) bool {
	known, maybe := c.tsMaybeText(x.X, sc)
	if !known && !maybe {
		return true
	}
	hint := "pass the value as a " + typ + " rather than a string, or a literal (written with the digits the source reads)"
	if !known {
		why = "the type of " + exprName(x.X) + " is not known: if it is a string, " + why
		hint = "give the column types with --schema, or " + hint
	}
	c.Refuse(CodeTsText, x, hint, why, c.Source.Name, c.Target.Name)
	return false
}

// tsMaybeText says whether x is known to be a string (known: a value of
// a text type, a string function's or a scalar subquery's string
// (valueKindOf), a JSON member read as text by ->>, which PostgreSQL and
// DuckDB give as text), or is a column whose type lateral does not know
// (no schema names it), a scalar subquery of one, a string function of
// one (stringFuncs, concat, ||), or a call or CASE that returns one of
// its arguments (coalesce, nullif, greatest, min, max, ...) of which one
// is known to be or may be a string (maybe).
func (c *Context) tsMaybeText(x ast.Expr, sc *scope) (known, maybe bool) {
	if c.knownText(x, sc) || c.valueKindOf(x, sc) == "string" {
		return true, false
	}
	if t := c.typeOf(x, sc); t != nil && t.Kind != ast.TypeUnknown {
		return false, false
	}
	var args []ast.Expr
	switch x := x.(type) {
	case *ast.ColumnRef:
		return false, true
	case *ast.Binary:
		switch x.Op {
		case ast.OpJSONGetText:
			return true, false
		case ast.OpConcat:
			args = []ast.Expr{x.L, x.R}
		}
	case *ast.Subquery:
		if x.Query == nil {
			return false, false
		}
		if sel, ok := x.Query.Body.(*ast.Select); ok && len(sel.Items) == 1 {
			if _, star := sel.Items[0].Expr.(*ast.Star); !star {
				inner := c.scopeOf(sel.From)
				inner.outer = sc
				return c.tsMaybeText(sel.Items[0].Expr, inner)
			}
		}
	case *ast.Case:
		for _, w := range x.Whens {
			args = append(args, w.Result)
		}
		if x.Else != nil {
			args = append(args, x.Else)
		}
	case *ast.Func:
		if len(x.Name) != 1 || len(x.Args) == 0 || x.Over != nil {
			return false, false
		}
		switch strings.ToLower(x.Name[0].Name) {
		case "coalesce", "nvl", "ifnull", "greatest", "least", "min", "max", "any_value", "arbitrary", "first", "last":
			args = x.Args
		case "if", "iff":
			args = x.Args[1:]
		case "nullif":
			args = x.Args[:1]
		case "concat", "concat_ws", "concat_skip_null":
			args = x.Args
		default:
			if _, ok := stringFuncs[strings.ToLower(x.Name[0].Name)]; ok {
				args = x.Args[:1]
			}
		}
	}
	for _, a := range args {
		if k, m := c.tsMaybeText(a, sc); k || m {
			return false, true
		}
	}
	return false, false
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

// litValued is lit written as v.
func litValued(lit *ast.Literal, v string) *ast.Literal {
	nl := *lit
	nl.Value = v
	return &nl
}

// castLitValued is x, a cast of lit, casting lit written as v.
func castLitValued(x *ast.Cast, lit *ast.Literal, v string) *ast.Cast {
	nx := *x
	nx.X = litValued(lit, v)
	return &nx
}

// tsTextOperand is the string literal o compared with (or stored into a
// column of) t, a TIMESTAMP (WITH TIME ZONE) or a TIME (timeTextValue), which the source reads as
// it casts it (run on PostgreSQL 15: TIMESTAMP '2020-01-01 00:00:00' =
// '2019-12-31 23:59:59.9999999' is true, as is that literal inserted into
// a TIMESTAMP column; on DuckDB 1.5 false): written with the 6 digits
// the source reads (tsTextFold), refused (T144) where it cannot be; o
// itself for another operand or type.
func (c *Context) tsTextOperand(o ast.Expr, t *ast.TypeName) ast.Expr {
	lit, ok := o.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString || c.Source.Name == c.Target.Name {
		return o
	}
	if t != nil && t.Kind == ast.TypeUnknown {
		c.tsTextUnknownOperand(lit)
		return o
	}
	if t != nil && t.Kind == ast.TypeDate {
		if c.Source.Name == "duckdb" {
			if v := c.pgDuckDateLitText(lit.Value); v != lit.Value { // pg_duck_date_text.go
				return litValued(lit, v)
			}
		}
		c.pgDuckDateLit(o, lit.Value) // pg_duck_date_text.go: read as a DATE
		return o
	}
	if t != nil && t.Kind == ast.TypeTime {
		if v, ok := c.timeTextValue(o, lit.Value, false); ok && v != lit.Value {
			return litValued(lit, v)
		}
		return o
	}
	if t != nil && t.Kind == ast.TypeTimestampTZ {
		v, ok := c.bqUTCText(o, lit.Value) // bq_utc_text.go
		if !ok {
			return o
		}
		if v != lit.Value {
			lit = litValued(lit, v)
			o = lit
		}
		if c.Source.Name == "bigquery" && c.Target.Name == "trino" {
			// Trino casts no varchar to a timestamp implicitly
			// (trino_text_tz.go): the text is cast to the type, with
			// BigQuery's microseconds (Trino's default has 3 digits)
			ct := *t
			if len(ct.Params) == 0 {
				ct.Params = []int{6}
			}
			return &ast.Cast{Span: lit.Span, X: lit, Type: &ct}
		}
	}
	if v := c.pgDuckTsYearText(lit.Value); t != nil && tsKind(t.Kind) && v != lit.Value { // pg_duck_date_text.go
		lit = litValued(lit, v)
		o = lit
	}
	if t != nil && tsKind(t.Kind) && (!c.pgDuckTsYear(o, lit.Value) || !c.pgDuckOffsetRange(o, lit.Value) || t.Kind == ast.TypeTimestampTZ && !c.pgDuckZoneName(o, lit.Value)) { // pg_duck_date_text.go, ts_zone_lit.go
		return o
	}
	if tsTextDigits(lit.Value) <= 6 || t == nil || !tsKind(t.Kind) || len(t.Params) == 1 && t.Params[0] != 6 {
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
	return litValued(lit, v)
}

// tsTextUnknownOperand refuses (T144) lit, a string literal of more than 6
// fractional second digits set against a value of unknown type (no
// schema: tsOperandType), which the source reads as that value's type
// (PostgreSQL's literal takes the other operand's type; DuckDB and Spark
// cast it to a TIMESTAMP compared with it) where the source and the
// target read the digits past the sixth otherwise (tsTextOperand,
// timeTextValue): the answer depends on whether that value is a
// TIMESTAMP or TIME.
func (c *Context) tsTextUnknownOperand(lit *ast.Literal) {
	src, tgt := c.Source.Name, c.Target.Name
	if d := tsTextDigits(lit.Value); d > 6 {
		if tsDefaultDigits(src) != 6 || tsTextRuleOf(src) == tsTextHalfUp || tsTextRuleOf(src) != tsTextUnknown && tsTextRuleOf(src) == tsTextRuleOf(tgt) {
			return
		}
	} else if d := timeTextDigits(lit.Value); d > 6 || d < 0 && pgfrac.LongFracRe.MatchString(lit.Value) {
		if timeTextRuleOf(src) == tsTextUnknown || timeTextRuleOf(src) == timeTextRuleOf(tgt) {
			return
		}
	} else {
		return
	}
	c.Refuse(CodeTsText, lit, "give the column types with --schema (or a CREATE TABLE in the script), or write the literal with at most 6 fractional second digits",
		"the type of the value this literal is set against is not known: if it is a TIMESTAMP or TIME, %s and %s read the fractional second digits of the literal past the sixth otherwise", src, tgt)
}

// tsOperandType is e's type for tsTextOperand: typeOf's; where that is
// not known, a string for a value valueKindOf knows is one, else (a
// column no schema gives, a call lateral does not type) the unknown
// type, which may be a TIMESTAMP or TIME (tsTextUnknownOperand); nil for
// a literal or NULL.
func (c *Context) tsOperandType(e ast.Expr, sc *scope) *ast.TypeName {
	if t := c.typeOf(e, sc); t != nil {
		return t
	}
	if _, ok := e.(*ast.Literal); ok {
		return nil
	}
	switch c.valueKindOf(e, sc) {
	case "":
		return &ast.TypeName{Kind: ast.TypeUnknown}
	case "string":
		return &ast.TypeName{Kind: ast.TypeString}
	}
	return nil
}

// tsTextCompare writes the string literals compared with a TIMESTAMP in
// x (a comparison, IN list or BETWEEN) with the digits the source reads
// (tsTextOperand), and PostgreSQL's subtracted from or subtracting one as
// the cast PostgreSQL reads (tsTextLitCast); x itself where none changes.
func (c *Context) tsTextCompare(x ast.Expr, sc *scope) ast.Expr {
	if !c.trinoTextTZ(x, sc) { // trino_text_tz.go
		return x
	}
	if !c.bqTextTS(x, sc) { // bq_utc_read.go
		return x
	}
	switch x := x.(type) {
	case *ast.Binary:
		if x.Op == ast.OpSub && c.Source.Name == "postgres" && c.Source.Name != c.Target.Name {
			// PostgreSQL reads a string literal subtracted from a
			// TIMESTAMP (TIME), or one subtracted from, as that type (an
			// unknown operand takes the other's type: run on PostgreSQL
			// 15, TIMESTAMP '2020-01-01 00:00:00' - '2019-12-31
			// 23:59:59.9999999' is 00:00:00): written as that cast
			var l, r ast.Expr = x.L, x.R
			if t := c.tsOperandType(x.R, sc); tsTextColKind(t) {
				l = c.tsTextLitCast(x.L, t, sc)
			} else if lit, ok := x.L.(*ast.Literal); ok && lit.Kind == ast.LitString && t != nil && t.Kind == ast.TypeUnknown {
				c.tsTextUnknownOperand(lit)
			}
			if t := c.tsOperandType(x.L, sc); tsTextColKind(t) {
				r = c.tsTextLitCast(x.R, t, sc)
			} else if lit, ok := x.R.(*ast.Literal); ok && lit.Kind == ast.LitString && t != nil && t.Kind == ast.TypeUnknown {
				c.tsTextUnknownOperand(lit)
			}
			if l != x.L || r != x.R {
				nx := *x
				nx.L, nx.R = l, r
				return &nx
			}
			return x
		}
		if !x.Op.IsComparison() {
			return x
		}
		l, r := c.tsTextOperand(x.L, c.tsOperandType(x.R, sc)), c.tsTextOperand(x.R, c.tsOperandType(x.L, sc))
		if l != x.L || r != x.R {
			nx := *x
			nx.L, nx.R = l, r
			return &nx
		}
	case *ast.Between:
		t := c.tsOperandType(x.X, sc)
		lo, hi := c.tsTextOperand(x.Lo, t), c.tsTextOperand(x.Hi, t)
		if lo != x.Lo || hi != x.Hi {
			nx := *x
			nx.Lo, nx.Hi = lo, hi
			return &nx
		}
	case *ast.InList:
		var list []ast.Expr
		t := c.tsOperandType(x.X, sc)
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
	known, unknown := false, false // a value of known type, of unknown type
	for _, e := range es {
		et := c.tsOperandType(e, sc)
		if et != nil && (tsKind(et.Kind) || et.Kind == ast.TypeTime) && (t == nil || et.Kind == ast.TypeTimestampTZ) {
			t = et
		}
		if _, lit := e.(*ast.Literal); lit {
			continue
		}
		known = known || et != nil && et.Kind != ast.TypeUnknown
		unknown = unknown || et != nil && et.Kind == ast.TypeUnknown
	}
	if t == nil && unknown && !known {
		t = &ast.TypeName{Kind: ast.TypeUnknown} // tsTextUnknownOperand
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

// sparkTsArg are Spark functions that read a string argument (at the
// index given) as a TIMESTAMP, cutting its fractional second digits past
// the sixth as its cast does (Spark SQL reference: date_trunc(fmt, ts),
// hour(timestamp), to_date(date_str) and the others take a string cast
// to a timestamp or date): such a literal is written with the 6 digits
// Spark reads (tsTextOperand), so that a dialect that rounds them (Doris)
// does not carry it into the next second, day or month.
var sparkTsArg = map[string]int{"date_trunc": 1, "date_format": 0, "hour": 0, "minute": 0, "second": 0,
	"year": 0, "quarter": 0, "month": 0, "day": 0, "dayofmonth": 0, "dayofweek": 0, "dayofyear": 0, "weekofyear": 0,
	"to_date": 0, "last_day": 0}

// tsTextValues applies tsTextAmong to coalesce, greatest, least and
// nullif and to a CASE's results (and a simple CASE's operand and WHEN
// values), and tsTextOperand to Spark's string arguments read as a
// TIMESTAMP (sparkTsArg); x itself where none changes.
func (c *Context) tsTextValues(x ast.Expr, sc *scope) ast.Expr {
	switch x := x.(type) {
	case *ast.Func:
		if len(x.Name) != 1 || x.Over != nil {
			return x
		}
		name := strings.ToLower(x.Name[0].Name)
		// to_date(s, fmt) parses s by the pattern fmt, not as a cast.
		if i, ok := sparkTsArg[name]; ok && c.Source.Name == "spark" && i < len(x.Args) && !(name == "to_date" && len(x.Args) > 1) {
			t := &ast.TypeName{Kind: ast.TypeTimestamp}
			if a := c.tsTextOperand(x.Args[i], t); a != x.Args[i] {
				nx := *x
				nx.Args = append([]ast.Expr(nil), x.Args...)
				nx.Args[i] = a
				return &nx
			}
			return x
		}
		switch name {
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

// timeTextRe is a time of day without a zone whose seconds have a
// fraction, as a cast to TIME reads it.
var timeTextRe = regexp.MustCompile(`^\s*(\d{1,2}):(\d{1,2}):(\d{1,2})\.(\d+)\s*$`)

// timeTextRuleOf is d's tsTextRule for a cast of a string to TIME:
// PostgreSQL reads the fraction as its TIMESTAMP does, through a double
// (run on PostgreSQL 15: '10:00:00.1234565'::time is 10:00:00.123456,
// '10:00:00.1234575' 10:00:00.123458, '23:59:59.9999995' 24:00:00),
// DuckDB drops the digits past the sixth (run on DuckDB 1.5:
// CAST('23:59:59.9999999' AS TIME) is 23:59:59.999999, TIME
// '10:00:00.1234569' 10:00:00.123456). Hive, Spark and Doris have no
// TIME; the others' reading is not known to lateral.
func timeTextRuleOf(d string) tsTextRule {
	switch d {
	case "postgres":
		return tsTextDouble
	case "duckdb":
		return tsTextCut
	}
	return tsTextUnknown
}

// pgfrac.LongFracRe finds fractional second digits past the sixth in a
// time text timeTextRe does not read (a zone, a date or AM/PM around it:
// run on PostgreSQL 15, '10:00:00.1234575+02'::time and '2020-01-01
// 10:00:00.1234575'::time are 10:00:00.123458, on DuckDB 1.5
// 10:00:00.123457): refused by timeTextValue.

// timeTextDigits is the number of fractional second digits of a time of
// day text with a fraction, or -1 for another text.
func timeTextDigits(s string) int {
	m := timeTextRe.FindStringSubmatch(s)
	if m == nil {
		return -1
	}
	return len(m[4])
}

// timeTextSeconds reads a time of day text (timeTextRe): the whole
// seconds since midnight and the fractional digits; ok is false for a
// text it does not read or a field out of range.
func timeTextSeconds(s string) (secs int64, frac string, ok bool) {
	m := timeTextRe.FindStringSubmatch(s)
	if m == nil {
		return 0, "", false
	}
	h, _ := strconv.Atoi(m[1])
	mi, _ := strconv.Atoi(m[2])
	se, _ := strconv.Atoi(m[3])
	if h > 23 || mi > 59 || se > 59 {
		return 0, "", false
	}
	return int64((h*60+mi)*60 + se), m[4], true
}

// timeTextFold writes a time of day text of more than 6 fractional digits
// with the 6 that rule reads (tsTextDouble, tsTextCut), a carry into the
// seconds carried on: past 23:59:59.999999 it is 24:00:00, as PostgreSQL
// writes it. ok is false for a text it does not read or an unknown rule.
func timeTextFold(s string, rule tsTextRule) (string, bool) {
	secs, frac, ok := timeTextSeconds(s)
	if !ok {
		return "", false
	}
	var us int64
	switch rule {
	case tsTextCut:
		us, _ = strconv.ParseInt((frac + "00000")[:6], 10, 64)
	case tsTextDouble:
		if us, ok = pgfrac.Micros(frac); !ok {
			return "", false
		}
	default:
		return "", false
	}
	us += secs * 1e6
	out := fmt.Sprintf("%02d:%02d:%02d", us/3600e6, us/60e6%60, us/1e6%60)
	if f := us % 1e6; f != 0 {
		out += fmt.Sprintf(".%06d", f)
	}
	return out, true
}

// timeTextValue is s, the text of a TIME the source reads (a TIME
// literal, a string cast to TIME or set against one), written with the 6
// fractional second digits the source reads (timeTextFold) where it has
// more and the source is PostgreSQL or DuckDB; refused (T144) at n where
// it cannot be written so: a text lateral does not read, or PostgreSQL's
// carry into 24:00:00, which only PostgreSQL and DuckDB write (run on
// DuckDB 1.5: CAST('24:00:00' AS TIME) is 24:00:00, after 23:59:59.999999).
// For a TIME WITH TIME ZONE (tz) the time before a zone offset is read so,
// the offset kept (timeZoneSuffixRe). ok is false when refused.
func (c *Context) timeTextValue(n ast.Node, s string, tz bool) (string, bool) {
	src := timeTextRuleOf(c.Source.Name)
	if src == tsTextUnknown || c.Source.Name == c.Target.Name {
		return s, true
	}
	if w, ok := c.timeTextWord(n, s, tz); w != s || !ok {
		return w, ok
	}
	if !tz {
		var ok bool
		if s, ok = c.timeTextTail(n, s); !ok { // time_text_tail.go
			return s, false
		}
	}
	if m := timeZoneSuffixRe.FindStringSubmatchIndex(s); tz && m != nil {
		v, ok := c.timeTextValue(n, s[:m[2]], false)
		return v + s[m[2]:], ok
	}
	if d := timeTextDigits(s); d >= 0 && d <= 6 || d < 0 && !pgfrac.LongFracRe.MatchString(s) {
		return s, true
	}
	how := map[tsTextRule]string{tsTextDouble: "rounding them through a double", tsTextCut: "dropping them"}[src]
	v, ok := timeTextFold(s, src)
	if !ok {
		c.Refuse(CodeTsText, n, "write the time as HH:MM:SS.ffffff, with at most 6 fractional second digits",
			"%s reads the fractional second digits of a TIME past the sixth %s, and lateral does not read this time to write it so for %s",
			c.Source.Name, how, c.Target.Name)
		return s, false
	}
	if v == "24:00:00" && !c.Target.is("postgres", "duckdb") {
		c.Refuse(CodeTsText, n, "write the time with at most 6 fractional second digits, before 24:00:00",
			"%s reads the fractional second digits of a TIME past the sixth %s, which makes this one 24:00:00, a TIME %s does not take",
			c.Source.Name, how, c.Target.Name)
		return s, false
	}
	return v, true
}

// timeTextWord is s, the text of a TIME (tz: WITH TIME ZONE) the source
// reads, where it is a word (blanks around it, case ignored) rather than
// a time: the one word of midnight PostgreSQL and DuckDB each read, and
// the other raises for, written as that time (run on PostgreSQL 15:
// ' ALLBALLS '::time is 00:00:00, 'allballs'::timetz 00:00:00+00,
// 'epoch'::time, 'today' and 'infinity' raise; on DuckDB 1.5
// CAST(' EPOCH ' AS TIME) is 00:00:00 and AS TIMETZ 00:00:00+00, 'now',
// 'today', 'infinity' and 'allballs' raise); another word is refused
// (T144): the source raises for it (PostgreSQL's 'now', the clock's time,
// is left to the target, which raises or reads the clock). ok is false
// when refused.
func (c *Context) timeTextWord(n ast.Node, s string, tz bool) (string, bool) {
	w := strings.ToLower(strings.TrimSpace(s))
	if w == "" || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
		return s, true
	}
	midnight := map[string]string{"postgres": "allballs", "duckdb": "epoch"}[c.Source.Name]
	switch {
	case w == midnight && tz:
		return "00:00:00+00", true
	case w == midnight:
		return "00:00:00", true
	case w == "now" && c.Source.Name == "postgres":
		return s, true
	}
	c.Refuse(CodeTsText, n, "write the time as HH:MM:SS",
		"%s raises for the TIME text %q, which %s may read", c.Source.Name, s, c.Target.Name)
	return s, false
}

// timeZoneSuffixRe is the zone offset after a time of day
// (+02, -05:30, +0530, +02:30:15).
var timeZoneSuffixRe = regexp.MustCompile(`\d(\s*[+-]\d{1,2}(?::?\d{2}){0,2}\s*)$`)

// timeTZType: t is a TIME WITH TIME ZONE (PostgreSQL's and DuckDB's
// TIMETZ), which lateral passes as written (ast.TypeOther). PostgreSQL
// reads its fractional second digits past the sixth as a TIME's, DuckDB
// drops them (run on PostgreSQL 15: CAST('10:00:00.1234567+02' AS TIMETZ)
// is 10:00:00.123457+02, '23:59:59.9999999+02' 24:00:00+02; on DuckDB 1.5
// 10:00:00.123456+02, 23:59:59.999999+02).
func timeTZType(t *ast.TypeName) bool {
	return t != nil && t.Kind == ast.TypeOther && (t.Name == "TIMETZ" || t.Name == "TIME WITH TIME ZONE")
}

// timeTextCast checks CAST(x AS TIME): a string literal of more than 6
// fractional second digits is written with those the source reads
// (timeTextValue); another value known to be a string, or a column of
// unknown type (tsMaybeText), is refused (T144)
// unless the source and the target read the digits past the sixth alike
// (both known: PostgreSQL rounds them through a double, DuckDB drops
// them, lat does not know the others' rule). ok is false when refused.
func (c *Context) timeTextCast(x *ast.Cast, sc *scope) (ast.Expr, bool) {
	if x.Type == nil || x.Type.Kind != ast.TypeTime && !timeTZType(x.Type) || c.Source.Name == c.Target.Name {
		return x, true
	}
	if len(x.Type.Params) == 0 && x.Type.Kind == ast.TypeTime && c.Target.Name == "trino" && timeTextRuleOf(c.Source.Name) != tsTextUnknown {
		// Trino's TIME is TIME(3) (Trino documentation, data types: "TIME
		// is an alias for TIME(3)"); PostgreSQL's and DuckDB's keep 6
		nt := *x.Type
		nt.Params = []int{6}
		nx := *x
		nx.Type = &nt
		x = &nx
	}
	if tx, ok := c.trinoTimeCast(x, sc); !ok || tx != x { // trino_time.go
		return tx, ok
	}
	if lit, ok := x.X.(*ast.Literal); ok {
		if lit.Kind != ast.LitString {
			return x, true
		}
		v, ok := c.timeTextValue(x, lit.Value, timeTZType(x.Type))
		if !ok || v == lit.Value {
			return x, ok
		}
		return castLitValued(x, lit, v), true
	}
	src := timeTextRuleOf(c.Source.Name)
	if src != tsTextUnknown && src == timeTextRuleOf(c.Target.Name) {
		return x, true
	}
	return x, c.tsTextNotText(x, sc, "TIME", "%s and %s read the fractional second digits of a string cast to TIME past the sixth otherwise (PostgreSQL rounds them through a double, "+
		"DuckDB drops them; lateral does not know the others' rule)")
}

// timeTextLit writes a TIME (or TIMETZ: timeTZType) literal with the
// digits the source reads (timeTextValue; run on PostgreSQL 15: TIMETZ
// '10:00:00.1234567+02' is 10:00:00.123457+02, on DuckDB 1.5
// 10:00:00.123456+02).
func (c *Context) timeTextLit(l *ast.TypedLit) ast.Expr {
	if l.Type == nil || l.Type.Kind != ast.TypeTime && !timeTZType(l.Type) || !c.trinoTimeLit(l) { // trino_time.go
		return l
	}
	if v, ok := c.timeTextValue(l, l.Value, timeTZType(l.Type)); ok && v != l.Value {
		nl := *l
		nl.Value = v
		return &nl
	}
	return l
}

// tsTextColKind: t is a TIMESTAMP (WITH TIME ZONE) or a TIME, whose
// string literals tsTextOperand writes with the digits the source reads.
func tsTextColKind(t *ast.TypeName) bool {
	return t != nil && (tsKind(t.Kind) || t.Kind == ast.TypeTime)
}

// tsTextSetOp writes a PostgreSQL string literal in an arm of a set
// operation whose column is a TIMESTAMP or TIME in another arm as the
// cast to that type PostgreSQL reads it as (its digits past the sixth
// rounded through a double: tsTextCast, timeTextCast): run on PostgreSQL
// 15, SELECT TIMESTAMP '2020-01-01 00:00:00' UNION ALL SELECT
// '2019-12-31 23:59:59.9999999' gives 2020-01-01 00:00:00 twice, where
// DuckDB 1.5 makes the column a VARCHAR ('2019-12-31 23:59:59.9999999'),
// as Spark makes it a string; x itself where none changes.
func (c *Context) tsTextSetOp(x *ast.SetOp) ast.QueryExpr {
	if c.Source.Name == c.Target.Name || c.Source.Name != "postgres" {
		return x
	}
	var arms []ast.QueryExpr
	setOpArms(x, &arms)
	width := 0
	for _, a := range arms {
		width = max(width, len(c.setOpArmItems(a)))
	}
	var out ast.QueryExpr = x
	for i := 0; i < width; i++ {
		var t *ast.TypeName
		for _, a := range arms {
			if at := c.setOpArmColType(a, i); tsTextColKind(at) && (t == nil || at.Kind == ast.TypeTimestampTZ) {
				t = at
			}
		}
		if t != nil {
			out = c.tsTextArm(out, i, t)
			continue
		}
		// PostgreSQL types the column arm by arm: a literal meets the
		// other arm of its own set operation, and arms of literals only
		// are text (setop_literals.go)
		if lit, unknown := c.tsTextSetOpUnknown(c.pgTypedArms(x, i), i); lit != nil && unknown != nil {
			c.Refuse(codeTypeUnknown, lit, "give the column types with --schema (or a CREATE TABLE in the script), or cast the literal to the column's type",
				"column %d of the %s holds the date or time text '%s' beside a value of unknown type: PostgreSQL reads the literal as that value's type "+
					"(a TIMESTAMP, DATE or TIME: '2020-01-01' beside a TIMESTAMP is 2020-01-01 00:00:00, its fractional second digits past the sixth rounded), "+
					"where %s keeps it a string or rounds it otherwise", i+1, x.Op, lit.Value, c.Target.Name)
			return x
		}
	}
	return out
}

// timeOfDayRe is the start of a time of day text (HH:MM, then seconds, a
// fraction or a zone).
var timeOfDayRe = regexp.MustCompile(`^\s*\d{1,2}:\d{2}`)

// tsTextSetOpUnknown finds, in column i of the arms of a PostgreSQL set
// operation none of whose arms is known to be a TIMESTAMP or TIME there,
// a string literal that reads as a date or time (tsTextRe, a time of
// day) and an arm whose column's type is not known (no schema: a column,
// an unknown call, a * of unknown columns): PostgreSQL reads the literal
// as that arm's type, so the answer depends on it (run on PostgreSQL 15:
// SELECT TIMESTAMP '2020-01-01 00:00:00' UNION ALL SELECT '2020-01-01'
// gives 2020-01-01 00:00:00 twice; on DuckDB 1.5 the column is a
// VARCHAR). Either is nil when there is none.
func (c *Context) tsTextSetOpUnknown(arms []ast.QueryExpr, i int) (lit *ast.Literal, unknown ast.QueryExpr) {
	for _, a := range arms {
		b := a
		if q, ok := b.(*ast.Query); ok && q.With == nil {
			b = q.Body
		}
		if sel, ok := b.(*ast.Select); ok && !hasStar(sel.Items) && i < len(sel.Items) {
			if l, ok := sel.Items[i].Expr.(*ast.Literal); ok && l.Kind == ast.LitString {
				if lit == nil && (tsTextDigits(l.Value) >= 0 || timeOfDayRe.MatchString(l.Value)) {
					lit = l
				}
				continue
			}
		}
		if t := c.setOpArmColType(a, i); t != nil && t.Kind != ast.TypeUnknown {
			continue
		}
		switch x := b.(type) {
		case *ast.Select:
			if hasStar(x.Items) || i >= len(x.Items) {
				unknown = a
				continue
			}
			if k := c.valueKindOf(x.Items[i].Expr, c.scopeOf(x.From)); k == "" {
				unknown = a
			}
		case *ast.Values:
			// its rows' own mixing is checked by mixedValues (T092)
		default:
			unknown = a
		}
	}
	return lit, unknown
}

// tsTextArm is b, an arm of a set operation (or one itself), with the
// string literal of its column i cast to t (tsTextLitCast).
func (c *Context) tsTextArm(b ast.QueryExpr, i int, t *ast.TypeName) ast.QueryExpr {
	switch x := b.(type) {
	case *ast.SetOp:
		l, r := c.tsTextArm(x.L, i, t), c.tsTextArm(x.R, i, t)
		if l == x.L && r == x.R {
			return x
		}
		nx := *x
		nx.L, nx.R = l, r
		return &nx
	case *ast.Query:
		if x.With != nil {
			return x
		}
		if nb := c.tsTextArm(x.Body, i, t); nb != x.Body {
			nx := *x
			nx.Body = nb
			return &nx
		}
	case *ast.Select:
		if hasStar(x.Items) || i >= len(x.Items) {
			return x
		}
		if e := c.tsTextLitCast(x.Items[i].Expr, t, c.scopeOf(x.From)); e != x.Items[i].Expr {
			it := *x.Items[i]
			it.Expr = e
			nx := *x
			nx.Items = append([]*ast.SelectItem(nil), x.Items...)
			nx.Items[i] = &it
			return &nx
		}
	case *ast.Values:
		return c.tsTextValuesCol(x, i, t)
	}
	return b
}

// tsTextLitCast is e, a string literal, cast to t, a TIMESTAMP or a TIME
// without t's precision, as the source's union of it with a value of t
// reads it, the cast
// checked as one written in the source (tsPrecisionCast, timeTextCast);
// e itself for another expression.
func (c *Context) tsTextLitCast(e ast.Expr, t *ast.TypeName, sc *scope) ast.Expr {
	lit, ok := e.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString {
		return e
	}
	if len(t.Params) > 0 {
		// the literal takes the type without its precision (run on
		// PostgreSQL 15, a TIMESTAMP(3) column ts: SELECT ts UNION ALL
		// SELECT '2020-01-01 00:00:00.1234567', ARRAY[ts, '...'] and
		// ts - '...' keep .123457, not .123)
		nt := *t
		nt.Params = nil
		t = &nt
	}
	x := &ast.Cast{Span: lit.Span, X: lit, Type: t}
	if t.Kind == ast.TypeTime {
		out, _ := c.timeTextCast(x, sc)
		return out
	}
	return c.tsPrecisionCast(x, sc)
}

// tsTextValuesCol is v with the string literals of its column i cast to
// t (tsTextLitCast).
func (c *Context) tsTextValuesCol(v *ast.Values, i int, t *ast.TypeName) *ast.Values {
	return mapValuesColumn(v, i, func(_ int, e ast.Expr) ast.Expr { return c.tsTextLitCast(e, t, &scope{}) })
}

// mapValuesColumn is v with the value e of its column i in row r written
// f(r, e) (rows without that column left); v itself where none changes.
func mapValuesColumn(v *ast.Values, i int, f func(r int, e ast.Expr) ast.Expr) *ast.Values {
	var rows [][]ast.Expr
	for r, row := range v.Rows {
		if i >= len(row) {
			continue
		}
		if e := f(r, row[i]); e != row[i] {
			if rows == nil {
				rows = append([][]ast.Expr(nil), v.Rows...)
			}
			rows[r] = append([]ast.Expr(nil), row...)
			rows[r][i] = e
		}
	}
	if rows == nil {
		return v
	}
	nv := *v
	nv.Rows = rows
	return &nv
}

// tsTextValuesRows casts PostgreSQL's string literals in a VALUES list's
// columns that hold a TIMESTAMP or TIME in another row to that type
// (tsTextLitCast; the rows of a column take one type, as a set
// operation's arms: run on PostgreSQL 15, VALUES (TIMESTAMP '2020-01-01
// 00:00:00'), ('2019-12-31 23:59:59.9999999') gives 2020-01-01 00:00:00
// twice).
func (c *Context) tsTextValuesRows(v *ast.Values, sc *scope) *ast.Values {
	if c.Source.Name == c.Target.Name || c.Source.Name != "postgres" || len(v.Rows) < 2 {
		return v
	}
	for i := range v.Rows[0] {
		var t *ast.TypeName
		for _, row := range v.Rows {
			if i < len(row) {
				if rt := c.typeOf(row[i], sc); tsTextColKind(rt) && (t == nil || rt.Kind == ast.TypeTimestampTZ) {
					t = rt
				}
			}
		}
		if t != nil {
			v = c.tsTextValuesCol(v, i, t)
		}
	}
	return v
}

// tsTextArray casts PostgreSQL's string literals among the elements of
// an ARRAY[...] that holds a TIMESTAMP or TIME to that type, as
// PostgreSQL reads them (tsTextLitCast; run on PostgreSQL 15:
// ARRAY[TIMESTAMP '2020-01-01 00:00:00', '2019-12-31 23:59:59.9999999']
// is {"2020-01-01 00:00:00","2020-01-01 00:00:00"}); x itself where none
// changes.
func (c *Context) tsTextArray(x *ast.Array, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" || c.Source.Name == c.Target.Name {
		return x
	}
	var t *ast.TypeName
	for _, e := range x.Elems {
		if et := c.typeOf(e, sc); tsTextColKind(et) && (t == nil || et.Kind == ast.TypeTimestampTZ) {
			t = et
		}
	}
	if t == nil {
		return x
	}
	var out []ast.Expr
	for i, e := range x.Elems {
		if ne := c.tsTextLitCast(e, t, sc); ne != e {
			if out == nil {
				out = append([]ast.Expr(nil), x.Elems...)
			}
			out[i] = ne
		}
	}
	if out == nil {
		return x
	}
	nx := *x
	nx.Elems = out
	return &nx
}
