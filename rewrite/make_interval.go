package rewrite

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeMakeInterval: make_interval between BigQuery and a dialect where
// lateral has no exact form of it.
const codeMakeInterval = "T173"

// bigqueryMakeIntervalParams are BigQuery's MAKE_INTERVAL parameters, in
// order (BigQuery interval functions reference: MAKE_INTERVAL(year,
// month, day, hour, minute, second) of INT64 values, each optional, 0 by
// default, and can be named; MAKE_INTERVAL(1, 6, 15) is 1-6 15 0:0:0).
var bigqueryMakeIntervalParams = []string{"year", "month", "day", "hour", "minute", "second"}

// makeInterval translates make_interval between BigQuery and PostgreSQL
// and DuckDB. BigQuery's MAKE_INTERVAL(year, month, day, hour, minute,
// second) has no weeks, which PostgreSQL's make_interval(years, months,
// weeks, days, hours, mins, secs) has third; both give NULL for a NULL
// argument, and an interval of months, days and a time (run on PostgreSQL
// 15; DuckDB 1.5 has no make_interval). So:
//
//   - from BigQuery toward PostgreSQL, make_interval(years => y, months =>
//     m, days => d, hours => h, mins => mi, secs => s), each given
//     argument named (the rest are 0 there too). PostgreSQL's parts but
//     the seconds are INTEGERs and it has no make_interval of a BIGINT: a
//     part of a wider type (BigQuery's INT64) is cast to INTEGER, which
//     raises there ("integer out of range") for a value beyond it, and an
//     integer literal beyond INTEGER is refused. The seconds are a DOUBLE
//     PRECISION, exact for BigQuery's whole seconds (run on PostgreSQL 15:
//     make_interval(secs => 316224000000) is 87840000:00:00); years and
//     seconds that PostgreSQL would overflow silently are written otherwise
//     (bigqueryMakeIntervalPG);
//   - from BigQuery toward DuckDB, the sum to_years(y) + to_months(m) +
//     to_days(d) + to_hours(h) + to_minutes(mi) + to_seconds(s) of the
//     arguments given (DuckDB adds the months, the days and the
//     microseconds of two intervals apart; run on DuckDB 1.5:
//     to_years(NULL) + to_months(1) is NULL; to_minutes and to_hours take
//     a BIGINT, to_seconds a DOUBLE), to_seconds(0) for none;
//   - from PostgreSQL toward BigQuery, MAKE_INTERVAL(y, m, w * 7 + d, h,
//     mi, s) (constants folded) when the seconds are whole (an integer
//     type or literal): BigQuery's are INT64, PostgreSQL's a fraction too,
//     which is refused.
//
// Toward the other dialects BigQuery's MAKE_INTERVAL is refused (T173):
// Trino's and Presto's intervals are either of months or of days to
// seconds, and Spark's make_interval and the others' forms were not
// checked. An unknown or repeated parameter name is refused too, and so
// is another source's make_interval toward BigQuery (Spark's has weeks
// third, as PostgreSQL's).
func (c *Context) makeInterval(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "make_interval") ||
		f.Over != nil || f.Star || f.Distinct || f.Filter != nil {
		return f
	}
	switch {
	case c.Source.Name == "bigquery" && !c.Target.is("bigquery"):
		return c.bigqueryMakeInterval(f, sc)
	case c.Source.Name == "postgres" && c.Target.is("bigquery"):
		return c.pgMakeIntervalBigQuery(f, sc)
	case c.Target.is("bigquery") && c.Source.Name != "bigquery":
		// Spark's make_interval has PostgreSQL's parameters (Spark SQL
		// built-in functions: make_interval(years, months, weeks, days,
		// hours, mins, secs)); the others' were not checked
		c.Refuse(codeMakeInterval, f, "add the parts to the date or timestamp one unit at a time (ts + INTERVAL 1 YEAR + INTERVAL 2 DAY)",
			"%s's make_interval is not bigquery's MAKE_INTERVAL(year, month, day, hour, minute, second), whose third part is days", c.Source.Name)
	}
	return f
}

// bigqueryMakeInterval writes BigQuery's MAKE_INTERVAL for PostgreSQL and
// DuckDB, and refuses it toward the others (makeInterval).
func (c *Context) bigqueryMakeInterval(f *ast.Func, sc *scope) ast.Expr {
	args, ok := argsByParam(f, bigqueryMakeIntervalParams)
	if !ok {
		c.Refuse(codeMakeInterval, f, "name only BigQuery's parameters (year, month, day, hour, minute, second), each once",
			"MAKE_INTERVAL with an unknown or repeated parameter, a positional argument after a named one, or more than six arguments, is not bigquery's")
		return f
	}
	sp := f.Span
	switch {
	case c.Target.is("postgres"):
		out := c.bigqueryMakeIntervalPG(f, args, sc)
		if out == ast.Expr(f) {
			return f // refused
		}
		return c.bigqueryIntervalRange(f, args, out)
	case c.Target.is("duckdb"):
		if c.bigqueryIntervalRange(f, args, f) == nil {
			return f
		}
		c.checkedCall(f)
		fns := []string{"to_years", "to_months", "to_days", "to_hours", "to_minutes", "to_seconds"}
		var sum ast.Expr
		for i, a := range args {
			if a == nil {
				continue
			}
			g := canonCall(sp, fns[i], a)
			c.checkedCall(g)
			if sum == nil {
				sum = g
			} else {
				sum = &ast.Binary{Span: sp, Op: ast.OpAdd, L: sum, R: g}
			}
		}
		if sum == nil {
			g := canonCall(sp, "to_seconds", &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"})
			c.checkedCall(g)
			sum = g
		}
		return c.bigqueryIntervalRange(f, args, sum)
	}
	c.Refuse(codeMakeInterval, f, "add the parts to the date or timestamp one unit at a time (ts + INTERVAL 1 YEAR + INTERVAL t.d DAY), or compute it in PostgreSQL or DuckDB",
		"bigquery's MAKE_INTERVAL(year, month, day, hour, minute, second) has no form in %s that lateral checked (its make_interval, if any, takes other parameters or gives another interval)", c.Target.Name)
	return f
}

// codeBigQueryIntervalRange: BigQuery's MAKE_INTERVAL of constants beyond
// BigQuery's intervals, which raises there and answers in the target.
const codeBigQueryIntervalRange = "T208"

// bigqueryIntervalRange guards out, the translation of BigQuery's
// MAKE_INTERVAL f of args (year, month, day, hour, minute, second, nil
// where left out), with BigQuery's range. BigQuery computes the months,
// year * 12 + month, the days, and the time, hour, minute and second
// together, and raises where one is beyond its intervals (BigQuery data
// types, interval type: -10000-0 -3660000 -87840000:0:0 to 10000-0
// 3660000 87840000:0:0; ZetaSQL's IntervalValue::FromYMDHMS, the
// reference implementation of BigQuery's SQL, validates the months, days
// and nanoseconds so computed), where PostgreSQL's make_interval and
// DuckDB's to_years and the others answer (run on PostgreSQL 15:
// make_interval(years => 10001) is 10001 years). A part made of
// constants only that is beyond is refused (T208) at the argument that
// weighs most in it; one that is not is tested when the query runs,
//
//	CASE WHEN abs(CAST(y AS NUMERIC) * 12 + CAST(m AS NUMERIC)) > 120000 THEN <raise> ... ELSE out END
//
// in exact arithmetic (NUMERIC for PostgreSQL, HUGEINT for DuckDB: no
// overflow before the test), a NULL part leaving the test unknown and so
// out, NULL, as BigQuery's. The raise is DuckDB's error() and toward
// PostgreSQL a cast to INTEGER of the message, which holds the part's
// value so that PostgreSQL does not fold it when it plans. nil where
// refused (a constant beyond, or a part not readable twice).
func (c *Context) bigqueryIntervalRange(f *ast.Func, args []ast.Expr, out ast.Expr) ast.Expr {
	sp := f.Span
	groups := []struct {
		what  string
		parts []int
		mul   []int64
		limit int64
	}{
		{"months (year * 12 + month)", []int{0, 1}, []int64{12, 1}, 10000 * 12},
		{"days", []int{2}, []int64{1}, 3660000},
		{"seconds (hour * 3600 + minute * 60 + second)", []int{3, 4, 5}, []int64{3600, 60, 1}, bigqueryMaxSeconds},
	}
	exact := ast.TypeDecimal
	if c.Target.is("duckdb") {
		exact = ast.TypeHugeInt
	}
	cas := &ast.Case{Span: sp, Else: out}
	for _, g := range groups {
		sum, consts := new(big.Int), true
		var at ast.Expr
		var atWeight *big.Int
		var expr ast.Expr
		for i, p := range g.parts {
			if p >= len(args) || args[p] == nil {
				continue
			}
			a := args[p]
			v, _, ok := constIntArith(a)
			if ok {
				w := new(big.Int).Mul(v, big.NewInt(g.mul[i]))
				sum.Add(sum, w)
				if atWeight == nil || w.CmpAbs(atWeight) > 0 {
					at, atWeight = a, w
				}
			} else {
				consts = false
				if !c.reusableIn(a, "bigquery's MAKE_INTERVAL, tested against bigquery's range,") {
					return nil
				}
			}
			var term ast.Expr = &ast.Cast{Span: a.SpanOf(), X: ast.Clone(a), Type: &ast.TypeName{Span: a.SpanOf(), Kind: exact}}
			if g.mul[i] != 1 {
				term = &ast.Binary{Span: sp, Op: ast.OpMul, L: term, R: intLit(sp, int(g.mul[i]))}
			}
			if expr == nil {
				expr = term
			} else {
				expr = &ast.Binary{Span: sp, Op: ast.OpAdd, L: expr, R: term}
			}
		}
		if expr == nil {
			continue
		}
		if consts {
			if sum.CmpAbs(big.NewInt(g.limit)) > 0 {
				c.Refuse(codeBigQueryIntervalRange, at, "give parts within bigquery's intervals (at most 10000 years, 3660000 days and 87840000 hours each way), where bigquery answers",
					"bigquery's MAKE_INTERVAL raises for %s beyond its intervals (%s here, at most %d each way), where %s would answer", g.what, sum, g.limit, c.Target.Name)
				return nil
			}
			continue
		}
		cond := &ast.Binary{Span: sp, Op: ast.OpGt, L: canonCall(sp, "abs", expr), R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: fmt.Sprint(g.limit)}}
		msg := &ast.Binary{Span: sp, Op: ast.OpConcat,
			L: &ast.Literal{Span: sp, Kind: ast.LitString, Value: fmt.Sprintf("bigquery's MAKE_INTERVAL raises for %s beyond its intervals (at most %d each way), which %s would answer (an error of the translation from bigquery): ", g.what, g.limit, c.Target.Name)},
			R: &ast.Cast{Span: sp, X: ast.Clone(expr), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}}
		var raise ast.Expr
		if c.Target.is("duckdb") {
			raise = canonCall(sp, "error", msg)
		} else {
			text := func(e ast.Expr, k ast.TypeKind) ast.Expr {
				return &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: k}}
			}
			raise = text(text(text(msg, ast.TypeInt), ast.TypeVarchar), ast.TypeInterval)
		}
		cas.Whens = append(cas.Whens, &ast.When{Span: sp, Cond: cond, Result: raise})
	}
	if len(cas.Whens) == 0 {
		return out
	}
	return cas
}

// bigqueryMaxSeconds is the most seconds a BigQuery interval holds
// (BigQuery data types, interval type: from -10000-0 -3660000
// -87840000:0:0 to 10000-0 3660000 87840000:0:0).
const bigqueryMaxSeconds = 87840000 * 3600

// bigqueryMakeIntervalPG writes BigQuery's MAKE_INTERVAL for PostgreSQL
// (makeInterval), whose make_interval (PostgreSQL 15) computes years * 12
// + months in INTEGER and the microseconds of the hours, minutes and
// seconds in BIGINT without checking either for overflow (run on
// PostgreSQL 15: make_interval(years => 178956971) is -178956970 years -4
// mons, make_interval(secs => 1e13) is -2562047788:00:54.775808), where
// BigQuery raises (its intervals hold at most 10000 years and 87840000
// hours). So years not known to be constants are given as months, y * 12
// + m cast to INTEGER, which raises there beyond; seconds not known to be
// an INTEGER nor a constant within BigQuery's range as hours and seconds,
// hours => CAST(h + s / 3600 AS INTEGER) and secs => s % 3600 (both
// truncate toward zero, so that the sum is s): the cast raises beyond
// INTEGER, and the seconds are below 3600. Constants beyond INTEGER, or
// whose months are, are refused.
func (c *Context) bigqueryMakeIntervalPG(f *ast.Func, args []ast.Expr, sc *scope) ast.Expr {
	sp := f.Span
	orig, parts := make([]ast.Expr, 6), make([]ast.Expr, 6)
	copy(orig, args)
	copy(parts, args)
	refuse := func(at ast.Node, what string) ast.Expr {
		c.Refuse(codeMakeInterval, at, "split a part beyond INTEGER with a larger unit (MAKE_INTERVAL(hour => DIV(n, 60), minute => MOD(n, 60))), or compute it in DuckDB",
			"postgres's make_interval takes INTEGER parts, and this %s is beyond INTEGER (or beyond bigquery's intervals)", what)
		return f
	}
	toInt := func(e ast.Expr) ast.Expr {
		return &ast.Cast{Span: e.SpanOf(), X: e, Type: &ast.TypeName{Span: e.SpanOf(), Kind: ast.TypeInt}}
	}
	for i, a := range parts[:5] {
		if a == nil {
			continue
		}
		if beyondInteger(a) {
			return refuse(a, bigqueryMakeIntervalParams[i])
		}
		if !c.fitsInteger(a, sc) {
			parts[i] = toInt(a)
		}
	}
	if y := parts[0]; y != nil {
		ky, yConst := constInt(y)
		km, mConst := 0, parts[1] == nil
		if !mConst {
			km, mConst = constInt(parts[1])
		}
		switch {
		case yConst && mConst && (12*ky+km < math.MinInt32 || 12*ky+km > math.MaxInt32):
			return refuse(y, "year")
		case !yConst || !mConst:
			months := ast.Expr(&ast.Binary{Span: sp, Op: ast.OpMul, L: orig[0], R: intLit(sp, 12)})
			if orig[1] != nil {
				months = &ast.Binary{Span: sp, Op: ast.OpAdd, L: months, R: orig[1]}
			}
			parts[0], parts[1] = nil, toInt(months)
		}
	}
	if s := parts[5]; s != nil {
		k, sConst := constInt(s)
		switch {
		case sConst && (k < -bigqueryMaxSeconds || k > bigqueryMaxSeconds):
			return refuse(s, "second")
		case sConst || c.fitsInteger(s, sc):
		case !c.reusableIn(s, "bigquery's MAKE_INTERVAL of seconds beyond INTEGER, written as hours and seconds,"):
			return f
		default:
			if !c.integerValued(s, sc) {
				s = &ast.Cast{Span: s.SpanOf(), X: s, Type: &ast.TypeName{Span: s.SpanOf(), Kind: ast.TypeBigInt}}
			}
			hours := ast.Expr(&ast.Binary{Span: sp, Op: ast.OpDiv, L: s, R: intLit(sp, 3600)})
			if orig[3] != nil {
				hours = &ast.Binary{Span: sp, Op: ast.OpAdd, L: orig[3], R: hours}
			}
			parts[3], parts[5] = toInt(hours), &ast.Binary{Span: sp, Op: ast.OpMod, L: ast.Clone(s), R: intLit(sp, 3600)}
		}
	}
	pgNames := []string{"years", "months", "days", "hours", "mins", "secs"}
	var out []ast.Expr
	for i, a := range parts {
		if a != nil {
			out = append(out, &ast.NamedArg{Span: a.SpanOf(), Name: ast.Ident{Span: sp, Name: pgNames[i]}, Value: a})
		}
	}
	c.checkedCall(f)
	return canonCall(f.Span, "make_interval", out...)
}

// pgMakeIntervalBigQuery writes PostgreSQL's make_interval for BigQuery
// (makeInterval).
func (c *Context) pgMakeIntervalBigQuery(f *ast.Func, sc *scope) ast.Expr {
	args, ok := makeIntervalArgs(f)
	if !ok {
		return f
	}
	arg := func(i int) ast.Expr {
		if i < len(args) {
			return args[i]
		}
		return nil
	}
	if s := arg(6); s != nil && !c.integerValued(s, sc) {
		c.Refuse(codeMakeInterval, s, "give the seconds as an integer (and add INTERVAL n MICROSECOND for a fraction), or cast them to INTEGER",
			"bigquery's MAKE_INTERVAL takes whole seconds (INT64), and these seconds may have a fraction, which postgres's make_interval keeps")
		return f
	}
	sp := f.Span
	day := arg(3)
	if w := arg(2); w != nil {
		weeks := ast.Expr(&ast.Binary{Span: sp, Op: ast.OpMul, L: w, R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "7"}})
		if k, isInt := constInt(w); isInt && k >= -(1<<28) && k <= 1<<28 {
			weeks = intLit(sp, 7*k)
		}
		kw, wConst := constInt(weeks)
		kd, dConst := constInt(day)
		switch {
		case day == nil:
			day = weeks
		case wConst && dConst && kw+kd >= math.MinInt32 && kw+kd <= math.MaxInt32:
			day = intLit(sp, kw+kd)
		default:
			day = &ast.Binary{Span: sp, Op: ast.OpAdd, L: weeks, R: day}
		}
	}
	out := []ast.Expr{arg(0), arg(1), day, arg(4), arg(5), arg(6)}
	for len(out) > 0 && out[len(out)-1] == nil {
		out = out[:len(out)-1]
	}
	for i, a := range out {
		if a == nil {
			out[i] = &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}
		}
	}
	g := *f
	g.Args = out
	c.checkedCall(&g)
	if c.pgMakeIntervals == nil {
		c.pgMakeIntervals = map[*ast.Func]*ast.Func{}
	}
	c.pgMakeIntervals[&g] = f
	return &g
}

// fitsInteger: e is an integer literal, NULL, or of an integer type no
// wider than INTEGER.
func (c *Context) fitsInteger(e ast.Expr, sc *scope) bool {
	if l, ok := e.(*ast.Literal); ok && l.Kind == ast.LitNull {
		return true
	}
	if _, ok := constInt(e); ok {
		return true
	}
	t := c.typeOf(e, sc)
	return t != nil && (t.Kind == ast.TypeTinyInt || t.Kind == ast.TypeSmallInt || t.Kind == ast.TypeInt)
}

// beyondInteger: e is an integer literal, or one negated, outside
// INTEGER's range.
func beyondInteger(e ast.Expr) bool {
	if k, ok := constInt(e); ok {
		return k < math.MinInt32 || k > math.MaxInt32
	}
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg {
		e = u.X
	}
	l, ok := e.(*ast.Literal)
	return ok && l.Kind == ast.LitInt
}

// integerValued: e is an integer literal, NULL, or of an integer type.
func (c *Context) integerValued(e ast.Expr, sc *scope) bool {
	if l, ok := e.(*ast.Literal); ok && l.Kind == ast.LitNull {
		return true
	}
	if _, ok := constInt(e); ok {
		return true
	}
	t := c.typeOf(e, sc)
	return t != nil && t.Kind.IsInteger()
}
