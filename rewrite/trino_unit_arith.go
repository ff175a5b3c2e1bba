package rewrite

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeTrinoDateAdd: Trino's or Presto's date_add(unit, n, x) in a form
// lateral does not write for another dialect (the type of x not known, a
// TIMESTAMP WITH TIME ZONE, or a form Trino raises for).
const codeTrinoDateAdd = "T192"

// trinoUnitMonths are the months of date_add's and date_diff's units of
// months; trinoUnitIntervals are the other units of a TIMESTAMP as the
// interval literal of one (Trino documentation, "Interval functions":
// millisecond, second, minute, hour, day, week, month, quarter, year).
var (
	trinoUnitMonths    = map[string]int{"month": 1, "quarter": 3, "year": 12}
	trinoUnitIntervals = map[string][2]string{"millisecond": {"0.001", "SECOND"}, "second": {"1", "SECOND"},
		"minute": {"1", "MINUTE"}, "hour": {"1", "HOUR"}, "day": {"1", "DAY"}, "week": {"7", "DAY"}}
)

// trinoUnitPlan builds the canonical form of a date_add or date_diff
// call from its arguments as they stand when the rewrite reaches the call
// (an argument may be such a call, written already).
type trinoUnitPlan func(args []ast.Expr) ast.Expr

// trinoUnitArith reads, toward a dialect other than Trino and Presto
// (which share the functions), Trino's and Presto's date_add(unit, n, x)
// and date_diff(unit, a, b) that the reader could not type
// (dialects/functions.go reads them of syntactic DATEs only): a column
// typed by the schema, a TIMESTAMP. Trino computes both with Joda-Time's
// fields of the unit in UTC (Trino source, DateTimeFunctions.getDateField
// and getTimestampField; DateAdd and DateDiff of timestamp(p)); the unit
// is a literal, its case ignored.
//
// date_add(unit, n, x) of a DATE x is date_add_days(x, n) for a day, of
// 7 * n days for a week, add_months_clamp(x, n * k) for k months (a
// month, a quarter, a year: the day clamped to the target month, as Joda's
// month field adds); a unit below the day raises in Trino ("is not a valid
// DATE field") and is refused. Of a TIMESTAMP(p) x it is x + n * INTERVAL
// of the unit (a UTC chronology's day is 24 hours, its units below a
// month are exact durations) or add_months_clamp_ts(x, n * k), the time
// of day kept; Trino takes n to an int and raises past it
// (Math.toIntExact), which the translation keeps where the target would
// give a value instead (a count of milliseconds, seconds, minutes or hours
// that may not fit: raiseGuard); a millisecond added to a TIMESTAMP of
// fewer than 3 digits (or of digits trinoDigitsOf does not know) is
// rounded to its digits by Trino, and is refused. The pass runs after
// noteTrinoDigits, which notes a date_add's digits (those of x) at its
// place, where the text rules find them for the interval arithmetic.
//
// date_diff(unit, a, b) of two DATEs is datediff_days(b, a), its whole
// weeks, datediff_months_whole(b, a) and its whole quarters and years (the
// reader's forms, dialects/date_diffs.go); a unit below the day raises
// and is refused. Of two TIMESTAMPs, or a TIMESTAMP and a DATE (read at
// midnight, as Trino coerces it), it is datediff_units_whole(unit, b, a).
//
// A TIMESTAMP WITH TIME ZONE, whose fields Trino reads on the calendar of
// the value's own zone, an argument of unknown type and an invalid unit
// are refused (date_add T192, date_diff T118).
func trinoUnitArith(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("trino", "presto") || c.Target.is("trino", "presto") {
		return s
	}
	plans := c.unitCallPlans(s, func(f *ast.Func, name string, sc *scope) trinoUnitPlan {
		if len(f.Args) != 3 {
			return nil
		}
		switch name {
		case "date_add":
			return c.trinoDateAddPlan(f, sc)
		case "date_diff":
			return c.trinoDateDiffPlan(f, sc)
		}
		return nil
	})
	return c.applyUnitPlans(s, plans, func(name string) bool { return name == "date_add" || name == "date_diff" })
}

// unitCallPlans is the plan planFor gives each call of a plain name (not
// a window) in s, by the call's span, read in scope order; a call
// reading a lambda's parameter is planned without a scope (the scope does
// not hold the parameter's type, and a column of the same name may be of
// another type).
func (c *Context) unitCallPlans(s ast.Stmt, planFor func(f *ast.Func, name string, sc *scope) trinoUnitPlan) map[ast.Span]trinoUnitPlan {
	plans := map[ast.Span]trinoUnitPlan{}
	lambdaRefs := lambdaParamCalls(s)
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Over != nil {
			return true
		}
		if lambdaRefs[f] {
			sc = nil
		}
		if p := planFor(f, strings.ToLower(f.Name[0].Name), sc); p != nil {
			plans[f.Span] = p
		}
		return true
	})
	return plans
}

// applyUnitPlans writes each call of s that plans holds, named as isCall
// accepts, by its plan, inner calls first; nothing when there is none or
// the statement was refused.
func (c *Context) applyUnitPlans(s ast.Stmt, plans map[ast.Span]trinoUnitPlan, isCall func(name string) bool) ast.Stmt {
	if len(plans) == 0 || c.Diags.HasErrors() {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || !isCall(strings.ToLower(f.Name[0].Name)) {
			return n
		}
		if p := plans[f.Span]; p != nil {
			return p(f.Args)
		}
		return n
	})
}

// trinoUnit is the lower-cased unit literal of a date_add or date_diff
// call, refused when it is no literal or no unit of Trino's.
func (c *Context) trinoUnit(f *ast.Func, code string) (string, bool) {
	name := strings.ToLower(f.Name[0].Name)
	l, ok := f.Args[0].(*ast.Literal)
	if !ok || l.Kind != ast.LitString {
		c.Refuse(code, f.Args[0], "write the unit as a string literal ('day', 'hour', ...)",
			"%s's %s of a unit that is not a literal is not read: which unit, and so what it counts, is known only when the query runs", c.Source.Name, name)
		return "", false
	}
	u := strings.ToLower(l.Value)
	if trinoUnitMonths[u] == 0 && trinoUnitIntervals[u][0] == "" {
		c.Refuse(code, f.Args[0], "use one of millisecond, second, minute, hour, day, week, month, quarter, year",
			"'%s' is not a unit of %s's %s, which raises for it", l.Value, c.Source.Name, name)
		return "", false
	}
	return u, true
}

// trinoArgType is the type of a date_add or date_diff argument: that of x
// for a date_add(unit, n, x) not yet written (of the same type as x),
// else typeOf's.
func (c *Context) trinoArgType(e ast.Expr, sc *scope) *ast.TypeName {
	if f, ok := e.(*ast.Func); ok && len(f.Name) == 1 && strings.EqualFold(f.Name[0].Name, "date_add") && len(f.Args) == 3 {
		return c.trinoArgType(f.Args[2], sc)
	}
	return c.typeOf(e, sc)
}

// trinoDateAddPlan is the plan of date_add(unit, n, x), or nil (refused).
func (c *Context) trinoDateAddPlan(f *ast.Func, sc *scope) trinoUnitPlan {
	unit, ok := c.trinoUnit(f, codeTrinoDateAdd)
	if !ok {
		return nil
	}
	src := c.Source.Name
	t := c.trinoArgType(f.Args[2], sc)
	if nt := c.typeOf(f.Args[1], sc); nt != nil && !nt.Kind.IsInteger() && !isNullLit(f.Args[1]) {
		c.Refuse(codeTrinoDateAdd, f.Args[1], "cast the count to BIGINT",
			"%s's date_add takes an integer count (BIGINT), not a %s", src, typeWord(nt))
		return nil
	}
	kind := ast.TypeUnknown
	if t != nil {
		kind = t.Kind
	}
	sp := f.Span
	scaled := func(n ast.Expr, k int) ast.Expr {
		if k == 1 {
			return n
		}
		if v, ok := signedIntLiteral(n); ok && v > -1<<31 && v < 1<<31 {
			return intLit(sp, v*k)
		}
		return &ast.Binary{Span: sp, Op: ast.OpMul, L: n, R: intLit(sp, k)}
	}
	switch kind {
	case ast.TypeDate:
		if k := trinoUnitMonths[unit]; k != 0 {
			return func(a []ast.Expr) ast.Expr { return canonCall(sp, "add_months_clamp", a[2], scaled(a[1], k)) }
		}
		switch unit {
		case "day", "week":
			k := map[string]int{"day": 1, "week": 7}[unit]
			return func(a []ast.Expr) ast.Expr { return canonCall(sp, "date_add_days", a[2], scaled(a[1], k)) }
		}
		c.Refuse(codeTrinoDateAdd, f, "cast the date to TIMESTAMP (CAST(x AS TIMESTAMP)) to add parts of a day",
			"%s's date_add('%s', n, x) of a DATE x raises an error ('%s' is not a valid DATE field)", src, unit, unit)
		return nil
	case ast.TypeTimestamp:
		if p, ok := c.trinoDigitsOf(f.Args[2], sc); unit == "millisecond" && (!ok || p < 3) {
			// (a literal's precision is its digits: TIMESTAMP
			// '2024-01-31 10:00:00' is a TIMESTAMP(0))
			what := "a TIMESTAMP whose precision is not known here"
			if ok {
				what = fmt.Sprintf("a TIMESTAMP(%d)", p)
			}
			c.Refuse(codeTrinoDateAdd, f, "cast the timestamp to TIMESTAMP(3) first",
				"%s's date_add of milliseconds to %s rounds the result to the precision's fractional digits when it is under 3 (Trino source, DateAdd: round to the precision), which the translation does not write", src, what)
			return nil
		}
		if k := trinoUnitMonths[unit]; k != 0 {
			return func(a []ast.Expr) ast.Expr { return canonCall(sp, "add_months_clamp_ts", a[2], scaled(a[1], k)) }
		}
		guard, ok := c.trinoCountGuard(f, unit, sc)
		if !ok {
			return nil
		}
		iv := trinoUnitIntervals[unit]
		return func(a []ast.Expr) ast.Expr {
			interval := func(v string) ast.Expr {
				return &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: v}, Unit: iv[1]}
			}
			if k, ok := signedIntLiteral(a[1]); ok {
				// a literal count: x + INTERVAL 'k' UNIT (x - ... of a
				// negative one)
				op := ast.OpAdd
				if k < 0 {
					op, k = ast.OpSub, -k
				}
				v := strconv.Itoa(k)
				switch unit {
				case "millisecond":
					v = fmt.Sprintf("%d.%03d", k/1000, k%1000)
				case "week":
					v = strconv.Itoa(k * 7)
				}
				return &ast.Binary{Span: sp, Op: op, L: a[2], R: interval(v)}
			}
			var e ast.Expr = &ast.Binary{Span: sp, Op: ast.OpAdd, L: a[2], R: &ast.Binary{Span: sp, Op: ast.OpMul, L: a[1], R: interval(iv[0])}}
			if guard {
				bad := &ast.Binary{Span: sp, Op: ast.OpOr,
					L: &ast.Binary{Span: sp, Op: ast.OpLt, L: ast.Clone(a[1]), R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "-2147483648"}},
					R: &ast.Binary{Span: sp, Op: ast.OpGt, L: ast.Clone(a[1]), R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "2147483647"}}}
				e = raiseGuard(sp, bad, c.targetRaise(sp, "date_add count out of range", a[1]), e)
			}
			return e
		}
	case ast.TypeTimestampTZ:
		c.Refuse(codeTrinoDateAdd, f, "cast the value to TIMESTAMP (without time zone) if its wall-clock time in UTC is what is meant",
			"%s's date_add of a TIMESTAMP WITH TIME ZONE adds on the calendar of the value's own zone (a day across a daylight-saving change is 23 or 25 hours), which the translation does not write", src)
	case ast.TypeUnknown:
		c.Refuse(codeTrinoDateAdd, f.Args[2], "give the column types with --schema (or a CREATE TABLE in the script), or cast the argument: CAST(x AS DATE) or CAST(x AS TIMESTAMP)",
			"the type of %s is not known: %s's date_add gives a DATE of a DATE and a TIMESTAMP of a TIMESTAMP, by rules %s's functions of that name do not share", exprName(f.Args[2]), src, c.Target.Name)
	default:
		c.Refuse(codeTrinoDateAdd, f.Args[2], "cast the argument to DATE or TIMESTAMP",
			"%s's date_add of a %s is not read: lateral writes it of a DATE or a TIMESTAMP", src, typeWord(t))
	}
	return nil
}

// trinoCountGuard says whether date_add's count n needs a guard for the
// unit: Trino raises for a count past an int (Math.toIntExact), where a
// target adding n milliseconds, seconds, minutes or hours to a timestamp
// gives a value (2^31 hours are 245000 years; a larger unit that far
// leaves every target's range too). A literal past it is refused; an
// INTEGER or smaller needs none; another count, read twice by the guard,
// must not be volatile.
func (c *Context) trinoCountGuard(f *ast.Func, unit string, sc *scope) (bool, bool) {
	if unit == "day" || unit == "week" {
		return false, true
	}
	n := f.Args[1]
	if k, ok := signedIntLiteral(n); ok {
		if k < -1<<31 || k > 1<<31-1 {
			c.Refuse(codeTrinoDateAdd, n, "add the count in a larger unit",
				"%s's date_add raises for a count past the range of an INTEGER (%d)", c.Source.Name, k)
			return false, false
		}
		return false, true
	}
	if isNullLit(n) {
		return false, true
	}
	if t := c.typeOf(n, sc); t != nil && (t.Kind == ast.TypeInt || t.Kind == ast.TypeSmallInt || t.Kind == ast.TypeTinyInt) {
		return false, true
	}
	if c.Target.is("drill") {
		// the guard raises by a division by zero (targetRaise), whose
		// result Drill does not document
		c.Refuse(codeTrinoDateAdd, n, "cast the count to INTEGER in the source (CAST(n AS INTEGER)), which raises past that range as date_add does",
			"%s's date_add raises for a count past the range of an INTEGER, and drill has no documented way to raise that error", c.Source.Name)
		return false, false
	}
	if v := volatileCall(n); v != nil {
		c.Refuse(codeTrinoDateAdd, v, "compute the count once, in a subquery",
			"%s's date_add raises for a count past the range of an INTEGER, which the translation tests, reading the count again; %s may give another value each time", c.Source.Name, v.Name.Last().Name)
		return false, false
	}
	return true, true
}

// trinoDateDiffPlan is the plan of date_diff(unit, a, b), or nil
// (refused).
func (c *Context) trinoDateDiffPlan(f *ast.Func, sc *scope) trinoUnitPlan {
	unit, ok := c.trinoUnit(f, CodeUnitDiff)
	if !ok {
		return nil
	}
	src := c.Source.Name
	sp := f.Span
	kinds, ok := c.unitDiffKinds(f, sc, c.trinoArgType, src+"'s date_diff",
		"counts whole "+unit+"s with the time of day (Joda-Time) of TIMESTAMPs", "(without time zone) if their wall-clock times in UTC are what is meant")
	if !ok {
		return nil
	}
	if kinds[0] == ast.TypeDate && kinds[1] == ast.TypeDate {
		div := func(x ast.Expr, k int) ast.Expr {
			if k == 1 {
				return x
			}
			return &ast.Binary{Span: sp, Op: ast.OpIntDiv, L: x, R: intLit(sp, k)}
		}
		if k := trinoUnitMonths[unit]; k != 0 {
			return func(a []ast.Expr) ast.Expr { return div(canonCall(sp, "datediff_months_whole", a[2], a[1]), k) }
		}
		switch unit {
		case "day", "week":
			k := map[string]int{"day": 1, "week": 7}[unit]
			return func(a []ast.Expr) ast.Expr { return div(canonCall(sp, "datediff_days", a[2], a[1]), k) }
		}
		c.Refuse(CodeUnitDiff, f, "cast the dates to TIMESTAMP (CAST(x AS TIMESTAMP)) to count parts of a day",
			"%s's date_diff('%s', a, b) of two DATEs raises an error ('%s' is not a valid DATE field)", src, unit, unit)
		return nil
	}
	return func(a []ast.Expr) ast.Expr {
		u := &ast.Literal{Span: a[0].SpanOf(), Kind: ast.LitString, Value: unit}
		return canonCall(sp, "datediff_units_whole", u, castUnlessKind(a[2], kinds[1], ast.TypeTimestamp), castUnlessKind(a[1], kinds[0], ast.TypeTimestamp))
	}
}

// unitDiffKinds types the two values of f, a difference in units (its
// arguments after the unit), by argType: a DATE or a TIMESTAMP each, or
// refused (T118) where one is of unknown type (what: fn's rule, which
// the target's functions do not share), a TIMESTAMP WITH TIME ZONE
// (tzHint: the cast to suggest) or of another type; ok is false when
// refused.
func (c *Context) unitDiffKinds(f *ast.Func, sc *scope, argType func(ast.Expr, *scope) *ast.TypeName, fn, what, tzHint string) (kinds [2]ast.TypeKind, ok bool) {
	for i, x := range f.Args[1:] {
		t := argType(x, sc)
		switch {
		case t == nil:
			c.Refuse(CodeUnitDiff, x, "give the column types with --schema (or a CREATE TABLE in the script), or cast the arguments: CAST(x AS DATE) or CAST(x AS TIMESTAMP)",
				"the type of %s is not known: %s %s, a rule %s's functions do not share, and lateral writes it of DATEs and TIMESTAMPs", exprName(x), fn, what, c.Target.Name)
			return kinds, false
		case t.Kind == ast.TypeTimestampTZ:
			c.Refuse(CodeUnitDiff, x, "cast both arguments to TIMESTAMP "+tzHint,
				"%s of a TIMESTAMP WITH TIME ZONE counts on the calendar of the value's own zone, which the translation does not write", fn)
			return kinds, false
		case t.Kind != ast.TypeDate && t.Kind != ast.TypeTimestamp:
			c.Refuse(CodeUnitDiff, x, "cast the arguments to DATE or TIMESTAMP",
				"%s of a %s is not read: lateral writes it of DATEs and TIMESTAMPs", fn, typeWord(t))
			return kinds, false
		}
		kinds[i] = t.Kind
	}
	return kinds, true
}

// castUnlessKind is x, of kind k, cast to kind to unless k is it.
func castUnlessKind(x ast.Expr, k, to ast.TypeKind) ast.Expr {
	if k == to {
		return x
	}
	return &ast.Cast{Span: x.SpanOf(), X: x, Type: &ast.TypeName{Span: x.SpanOf(), Kind: to}}
}

// lambdaParamCalls are the calls of s inside a lambda's body whose
// arguments read one of the lambda's parameters (a one-part name).
func lambdaParamCalls(s ast.Stmt) map[*ast.Func]bool {
	out := map[*ast.Func]bool{}
	ast.Inspect(s, func(n ast.Node) bool {
		lam, ok := n.(*ast.Lambda)
		if !ok || lam.Body == nil {
			return true
		}
		params := map[string]bool{}
		for _, p := range lam.Params {
			params[strings.ToLower(p.Name)] = true
		}
		ast.Inspect(lam.Body, func(m ast.Node) bool {
			f, ok := m.(*ast.Func)
			if !ok {
				return true
			}
			for _, a := range f.Args {
				ast.Inspect(a, func(k ast.Node) bool {
					if r, ok := k.(*ast.ColumnRef); ok && len(r.Name) == 1 && params[strings.ToLower(r.Name[0].Name)] {
						out[f] = true
					}
					return true
				})
			}
			return true
		})
		return true
	})
	return out
}
