package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeBQUnitAdd: BigQuery's DATETIME_ADD, DATETIME_SUB, TIMESTAMP_ADD or
// TIMESTAMP_SUB in a form lateral does not write for another dialect.
const codeBQUnitAdd = "T196"

// bqDatetimeParts are the parts DATETIME_ADD and DATETIME_SUB take and
// TIMESTAMP_ADD's (those of a fixed length) as the interval literal of
// one; a DATETIME's MONTH, QUARTER and YEAR are bqPartMonths. A
// TIMESTAMP's DAY is 24 hours (BigQuery timestamp functions, TIMESTAMP_ADD:
// "DAY. Equivalent to 24 HOURs", added "independent of any time zone").
var (
	bqDatetimeParts = map[string][2]string{"MICROSECOND": {"0.000001", "SECOND"}, "MILLISECOND": {"0.001", "SECOND"},
		"SECOND": {"1", "SECOND"}, "MINUTE": {"1", "MINUTE"}, "HOUR": {"1", "HOUR"}, "DAY": {"1", "DAY"}, "WEEK": {"7", "DAY"}}
	bqTimestampParts = map[string][2]string{"MICROSECOND": {"0.000001", "SECOND"}, "MILLISECOND": {"0.001", "SECOND"},
		"SECOND": {"1", "SECOND"}, "MINUTE": {"1", "MINUTE"}, "HOUR": {"1", "HOUR"}, "DAY": {"24", "HOUR"}}
	bqPartMonths = map[string]int{"MONTH": 1, "QUARTER": 3, "YEAR": 12}
)

// bqUnitArith reads, toward another dialect, BigQuery's unit arithmetic of
// its DATETIME (a wall-clock time, lateral's TIMESTAMP) and TIMESTAMP (an
// instant, lateral's TIMESTAMP WITH TIME ZONE), its arguments typed by the
// schema. BigQuery datetime and timestamp functions:
//
//   - DATETIME_ADD(x, INTERVAL n part) and DATETIME_SUB of a DATETIME x
//     add (subtract) n parts on the wall clock: MICROSECOND to DAY and WEEK
//     (7 days) as x + n * INTERVAL of the part, MONTH, QUARTER and YEAR as
//     add_months_clamp_ts(x, n * k) ("If the resulting month has fewer
//     days than the original DATETIME's day, then the result day is the
//     last day of the new month"), the time of day kept.
//   - TIMESTAMP_ADD(x, INTERVAL n part) and TIMESTAMP_SUB of a TIMESTAMP x
//     take MICROSECOND to HOUR and DAY (24 hours), "independent of any time
//     zone": x + n * INTERVAL of the part, a day written as 24 hours, which
//     PostgreSQL and DuckDB add to a TIMESTAMPTZ as elapsed time whatever
//     the session's zone.
//   - DATETIME_DIFF(a, b, part) of two DATETIMEs counts the part's
//     boundaries between them (its examples: 2008-12-25 15:30 to
//     2010-07-07 10:20 is 559 days, Saturday 2017-10-14 00:00 to Sunday
//     00:00 is 1 WEEK, "DATETIME_DIFF counts the number of part boundaries
//     in this range"): YEAR is year(a) - year(b) of their dates, QUARTER
//     datediff_quarters, MONTH datediff_months and DAY datediff_days of
//     their dates, WEEK, WEEK(<weekday>) and ISOWEEK the weeks of their
//     dates counted from a date of that weekday (DATE_DIFF's rule,
//     dialects/date_diffs.go fnBQWeekDiff), HOUR and MINUTE
//     duckDiffTimeExpr's sums toward duckDiffTimeTargets and DuckDB, SECOND,
//     MILLISECOND and MICROSECOND datediff_units_crossed toward PostgreSQL
//     and DuckDB.
//   - TIMESTAMP_DIFF(a, b, part) of two TIMESTAMPs is "the whole number of
//     specified date_part intervals" (its examples: 2008-12-25 15:30 to
//     2010-07-07 10:20 is 13410 hours; 00:00:01 to 01:00:00 is 0 hours),
//     MICROSECOND to HOUR and DAY (24 hours): datediff_parts_whole(part,
//     a, b), which PostgreSQL and DuckDB spell on the microseconds, a day
//     as the whole hours DIV 24 (the same count: both truncate toward
//     zero).
//
// ISOYEAR, a part another function does not take, a count that is not an
// INT64, an argument of another or unknown type and the parts other
// targets have no form for are refused (the additions T194, the
// differences T118).
func bqUnitArith(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("bigquery") || c.Target.is("bigquery") {
		return s
	}
	extracts := map[ast.Span]string{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		if x, ok := n.(*ast.Extract); ok {
			if canon := c.bqExtractCanon(x, sc); canon != "" {
				extracts[x.Span] = canon
			}
		}
		return true
	})
	plans := c.unitCallPlans(s, func(f *ast.Func, name string, sc *scope) trinoUnitPlan {
		switch name {
		case "datetime_add", "datetime_sub", "timestamp_add", "timestamp_sub":
			if len(f.Args) == 2 {
				return c.bqAddPlan(f, name, sc)
			}
		case "datetime_diff", "timestamp_diff":
			if len(f.Args) == 3 {
				return c.bqDiffPlan(f, name, sc)
			}
		case "date_trunc", "datetime_trunc", "timestamp_trunc":
			return c.bqTruncPlan(f, name, sc) // bigquery_trunc.go
		case "last_day":
			return c.bqLastDayPlan(f, sc) // bigquery_trunc.go
		}
		return nil
	})
	if len(extracts) > 0 && !c.Diags.HasErrors() {
		c.Fire(passLowerExprs)
		s = ast.RewriteStmt(s, func(n ast.Node) ast.Node {
			if x, ok := n.(*ast.Extract); ok {
				if canon := extracts[x.Span]; canon != "" && strings.EqualFold(x.Field, bqExtractFields[canon]) {
					return canonCall(x.Span, canon, x.X)
				}
			}
			return n
		})
	}
	return c.applyUnitPlans(s, plans, isBQUnitCall) // trino_unit_arith.go
}

// isBQUnitCall: name (lower case) is DATETIME_ADD, DATETIME_SUB, TIMESTAMP_ADD,
// TIMESTAMP_SUB, DATETIME_DIFF, TIMESTAMP_DIFF, one of the truncations or
// LAST_DAY.
func isBQUnitCall(name string) bool {
	switch name {
	case "datetime_add", "datetime_sub", "timestamp_add", "timestamp_sub", "datetime_diff", "timestamp_diff",
		"date_trunc", "datetime_trunc", "timestamp_trunc", "last_day":
		return true
	}
	return false
}

// bqArgType is the type of an argument of these functions: that of x for
// a DATETIME_ADD(x, ...) and the like not yet written, else typeOf's.
func (c *Context) bqArgType(e ast.Expr, sc *scope) *ast.TypeName {
	if f, ok := e.(*ast.Func); ok && len(f.Name) == 1 && len(f.Args) == 2 {
		switch strings.ToLower(f.Name[0].Name) {
		case "datetime_add", "datetime_sub", "timestamp_add", "timestamp_sub", "date_trunc", "datetime_trunc", "timestamp_trunc":
			return c.bqArgType(f.Args[0], sc)
		}
	}
	return c.typeOf(e, sc)
}

// bqArgIs reports whether the first argument of BigQuery's call f (up, as
// written in messages) is known to be of kind want (what, the BigQuery type
// named in messages); else it refuses the call with code.
func (c *Context) bqArgIs(code string, f *ast.Func, sc *scope, want ast.TypeKind, up, what string) bool {
	t := c.bqArgType(f.Args[0], sc)
	switch {
	case t == nil:
		c.Refuse(code, f.Args[0], "give the column types with --schema (or a CREATE TABLE in the script), or cast the argument: CAST(x AS "+what+")",
			"the type of %s is not known: bigquery's %s is written of a %s only", exprName(f.Args[0]), up, what)
		return false
	case t.Kind != want:
		c.Refuse(code, f.Args[0], "cast the argument to "+what,
			"bigquery's %s of a %s is not read: lateral writes it of a %s", up, typeWord(t), what)
		return false
	}
	return true
}

// bqAddPlan is the plan of DATETIME_ADD(x, INTERVAL n part) and the like,
// or nil (refused).
func (c *Context) bqAddPlan(f *ast.Func, name string, sc *scope) trinoUnitPlan {
	up := strings.ToUpper(name)
	iv, ok := f.Args[1].(*ast.Interval)
	if !ok || iv.Value == nil || iv.ToUnit != "" {
		c.Refuse(codeBQUnitAdd, f.Args[1], "write the second argument as INTERVAL n part, n an INT64",
			"bigquery's %s takes INTERVAL n part, a count of one part", up)
		return nil
	}
	wantKind, what, parts := ast.TypeTimestamp, "DATETIME", bqDatetimeParts
	if strings.HasPrefix(name, "timestamp") {
		wantKind, what, parts = ast.TypeTimestampTZ, "TIMESTAMP", bqTimestampParts
	}
	unit := strings.ToUpper(iv.Unit)
	k := 0
	if wantKind == ast.TypeTimestamp {
		k = bqPartMonths[unit]
	}
	if _, fixed := parts[unit]; !fixed && k == 0 {
		c.Refuse(codeBQUnitAdd, iv, "add a part BigQuery's function takes: "+bqPartList(wantKind),
			"%s is not a part bigquery's %s adds", unit, up)
		return nil
	}
	if _, lit := signedIntLiteral(iv.Value); !lit {
		nt := c.typeOf(iv.Value, sc)
		if nt == nil || !nt.Kind.IsInteger() {
			w := "a count whose type is not known here"
			if nt != nil {
				w = "a " + typeWord(nt)
			}
			c.Refuse(codeBQUnitAdd, iv.Value, "cast the count to INT64 (CAST(n AS INT64))",
				"bigquery's %s of %s is not read: lateral writes it of an INT64 count", up, w)
			return nil
		}
	}
	if !c.bqArgIs(codeBQUnitAdd, f, sc, wantKind, up, what) {
		return nil
	}
	sub := strings.HasSuffix(name, "_sub")
	sp := f.Span
	if k != 0 {
		return func(a []ast.Expr) ast.Expr {
			n := bqIntervalCount(a[1])
			var m ast.Expr
			if v, ok := signedIntLiteral(n); ok && v > -1<<31 && v < 1<<31 {
				if sub {
					v = -v
				}
				m = intLit(sp, v*k)
			} else {
				m = n
				if k != 1 {
					m = &ast.Binary{Span: sp, Op: ast.OpMul, L: n, R: intLit(sp, k)}
				}
				if sub {
					m = &ast.Unary{Span: sp, Op: ast.OpNeg, X: m}
				}
			}
			return canonCall(sp, "add_months_clamp_ts", a[0], m)
		}
	}
	one := parts[unit]
	return func(a []ast.Expr) ast.Expr {
		n := bqIntervalCount(a[1])
		interval := func(v string) ast.Expr {
			return &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: v}, Unit: one[1]}
		}
		op := ast.OpAdd
		if sub {
			op = ast.OpSub
		}
		if v, ok := signedIntLiteral(n); ok && v > -1<<31 && v < 1<<31 {
			// a literal count: x + INTERVAL 'v' UNIT (the other sign's
			// operator for a negative one)
			if v < 0 {
				v = -v
				op = map[ast.BinaryOp]ast.BinaryOp{ast.OpAdd: ast.OpSub, ast.OpSub: ast.OpAdd}[op]
			}
			return &ast.Binary{Span: sp, Op: op, L: a[0], R: interval(bqScaledText(one[0], v))}
		}
		if sub {
			// x + -n * INTERVAL: a subtraction of a product of unknown
			// type would read as a difference of timestamps
			// (bigquery_ts_diff.go)
			n = &ast.Unary{Span: sp, Op: ast.OpNeg, X: n}
		}
		return &ast.Binary{Span: sp, Op: ast.OpAdd, L: a[0], R: &ast.Binary{Span: sp, Op: ast.OpMul, L: n, R: interval(one[0])}}
	}
}

// bqIntervalCount is the count of the INTERVAL n part argument, as the
// plan reaches it (the interval itself, its count perhaps rewritten).
func bqIntervalCount(e ast.Expr) ast.Expr {
	if iv, ok := e.(*ast.Interval); ok && iv.Value != nil {
		return iv.Value
	}
	return e
}

// bqScaledText is v times the decimal text one (1, 24, 0.001, 0.000001)
// as a decimal text, v not negative.
func bqScaledText(one string, v int) string {
	switch one {
	case "0.001":
		return strconv.Itoa(v/1000) + "." + strconv.Itoa(1000 + v%1000)[1:]
	case "0.000001":
		return strconv.Itoa(v/1000000) + "." + strconv.Itoa(1000000 + v%1000000)[1:]
	}
	k, _ := strconv.Atoi(one)
	return strconv.Itoa(v * k)
}

// bqPartList names the parts the additions of a kind take.
func bqPartList(k ast.TypeKind) string {
	if k == ast.TypeTimestampTZ {
		return "MICROSECOND, MILLISECOND, SECOND, MINUTE, HOUR, DAY"
	}
	return "MICROSECOND, MILLISECOND, SECOND, MINUTE, HOUR, DAY, WEEK, MONTH, QUARTER, YEAR"
}

// bqDiffPart is the part a DATETIME_DIFF or TIMESTAMP_DIFF (or
// DATETIME_TRUNC...) names: a keyword, upper-cased, or WEEK(<weekday>) as
// WEEK(SUNDAY)...; "" for another form.
func bqDiffPart(e ast.Expr) string {
	switch p := e.(type) {
	case *ast.ColumnRef:
		if len(p.Name) == 1 && !p.Name[0].Quoted {
			return strings.ToUpper(p.Name[0].Name)
		}
	case *ast.Func:
		if len(p.Name) == 1 && strings.EqualFold(p.Name[0].Name, "week") && len(p.Args) == 1 && p.Over == nil {
			if r, ok := p.Args[0].(*ast.ColumnRef); ok && len(r.Name) == 1 && !r.Name[0].Quoted {
				return "WEEK(" + strings.ToUpper(r.Name[0].Name) + ")"
			}
		}
	}
	return ""
}

// bqWeekStart is a date of 1900 on each weekday that starts BigQuery's
// weeks (1900-01-01 was a Monday: dialects/date_diffs.go bqWeekEpoch), by
// the part that names it.
var bqWeekStart = map[string]string{"WEEK": "1900-01-07", "ISOWEEK": "1900-01-01",
	"WEEK(SUNDAY)": "1900-01-07", "WEEK(MONDAY)": "1900-01-01", "WEEK(TUESDAY)": "1900-01-02",
	"WEEK(WEDNESDAY)": "1900-01-03", "WEEK(THURSDAY)": "1900-01-04", "WEEK(FRIDAY)": "1900-01-05",
	"WEEK(SATURDAY)": "1900-01-06"}

// bqDiffPlan is the plan of DATETIME_DIFF(a, b, part) or TIMESTAMP_DIFF,
// or nil (refused).
func (c *Context) bqDiffPlan(f *ast.Func, name string, sc *scope) trinoUnitPlan {
	up := strings.ToUpper(name)
	part := bqDiffPart(f.Args[2])
	wantKind, what := ast.TypeTimestamp, "DATETIME"
	if name == "timestamp_diff" {
		wantKind, what = ast.TypeTimestampTZ, "TIMESTAMP"
	}
	for _, x := range f.Args[:2] {
		t := c.bqArgType(x, sc)
		switch {
		case t == nil:
			c.Refuse(CodeUnitDiff, x, "give the column types with --schema (or a CREATE TABLE in the script), or cast the arguments: CAST(x AS "+what+")",
				"the type of %s is not known: bigquery's %s is written of two %ss only", exprName(x), up, what)
			return nil
		case t.Kind != wantKind:
			c.Refuse(CodeUnitDiff, x, "cast the arguments to "+what,
				"bigquery's %s of a %s is not read: lateral writes it of two %ss", up, typeWord(t), what)
			return nil
		}
	}
	sp := f.Span
	if wantKind == ast.TypeTimestampTZ {
		unit := map[string]string{"MICROSECOND": "microsecond", "MILLISECOND": "millisecond", "SECOND": "second",
			"MINUTE": "minute", "HOUR": "hour", "DAY": "hour"}[part]
		switch {
		case unit == "":
			c.Refuse(CodeUnitDiff, f.Args[2], "name a part TIMESTAMP_DIFF takes: MICROSECOND, MILLISECOND, SECOND, MINUTE, HOUR, DAY",
				"%s is not a part bigquery's TIMESTAMP_DIFF counts", exprName(f.Args[2]))
			return nil
		case !c.Target.is("postgres", "duckdb"):
			c.Refuse(CodeUnitDiff, f, "compute the difference in PostgreSQL or DuckDB, or as TIMESTAMP_DIFF(a, b, SECOND) divided in the query",
				"bigquery's TIMESTAMP_DIFF counts the whole %ss between two instants, for which %s has no form lateral writes", strings.ToLower(part), c.Target.Name)
			return nil
		}
		day := part == "DAY"
		return func(a []ast.Expr) ast.Expr {
			u := &ast.Literal{Span: a[2].SpanOf(), Kind: ast.LitString, Value: unit}
			var e ast.Expr = canonCall(sp, "datediff_parts_whole", u, a[0], a[1])
			if day {
				e = &ast.Binary{Span: sp, Op: ast.OpIntDiv, L: e, R: intLit(sp, 24)}
			}
			return e
		}
	}
	date := func(x ast.Expr) ast.Expr { return castUnlessKind(x, ast.TypeTimestamp, ast.TypeDate) }
	switch part {
	case "YEAR":
		return func(a []ast.Expr) ast.Expr {
			diff := &ast.Binary{Span: sp, Op: ast.OpSub, L: canonCall(sp, "year", date(a[0])), R: canonCall(sp, "year", date(a[1]))}
			return &ast.Cast{Span: sp, X: diff, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}
		}
	case "QUARTER", "MONTH", "DAY":
		canon := map[string]string{"QUARTER": "datediff_quarters", "MONTH": "datediff_months", "DAY": "datediff_days"}[part]
		return func(a []ast.Expr) ast.Expr { return canonCall(sp, canon, date(a[0]), date(a[1])) }
	case "HOUR", "MINUTE":
		if !duckDiffTimeTargets[c.Target.Name] && !c.Target.is("duckdb") {
			break
		}
		for _, x := range f.Args[:2] {
			if v := volatileCall(x); v != nil {
				c.Refuse(CodeUnitDiff, v, "compute the value once, in a subquery",
					"bigquery's %s of %ss is written reading each argument more than once; %s may give another value each time", up, strings.ToLower(part), v.Name.Last().Name)
				return nil
			}
		}
		depth := map[string]int{"HOUR": 1, "MINUTE": 2}[part]
		return func(a []ast.Expr) ast.Expr { return duckDiffTimeExpr(sp, depth, a[1], a[0], false, false) }
	case "SECOND", "MILLISECOND", "MICROSECOND":
		if !c.Target.is("postgres", "duckdb") {
			break
		}
		return func(a []ast.Expr) ast.Expr {
			u := &ast.Literal{Span: a[2].SpanOf(), Kind: ast.LitString, Value: strings.ToLower(part)}
			return canonCall(sp, "datediff_units_crossed", u, a[0], a[1])
		}
	case "ISOYEAR":
		c.Refuse(CodeUnitDiff, f.Args[2], "count the years (YEAR) or the ISO weeks (ISOWEEK) instead",
			"bigquery's %s of ISO years is not read: lateral has no form of the ISO year's boundaries", up)
		return nil
	default:
		start, ok := bqWeekStart[part]
		if !ok {
			c.Refuse(CodeUnitDiff, f.Args[2], "name a part DATETIME_DIFF takes: MICROSECOND, MILLISECOND, SECOND, MINUTE, HOUR, DAY, WEEK, WEEK(<weekday>), ISOWEEK, MONTH, QUARTER, YEAR",
				"%s is not a part bigquery's %s counts", exprName(f.Args[2]), up)
			return nil
		}
		// the weeks of each date counted from a date of the week's first
		// day, 100000 weeks earlier still (the days' integer division
		// truncates toward zero, so the count is kept positive)
		return func(a []ast.Expr) ast.Expr {
			w := func(d ast.Expr) ast.Expr {
				epoch := &ast.TypedLit{Span: sp, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}, Value: start}
				days := canonCall(sp, "datediff_days", date(d), epoch)
				shifted := &ast.Binary{Span: sp, Op: ast.OpAdd, L: days, R: intLit(sp, 700000)}
				return &ast.Binary{Span: sp, Op: ast.OpIntDiv, L: shifted, R: intLit(sp, 7)}
			}
			return &ast.Binary{Span: sp, Op: ast.OpSub, L: w(a[0]), R: w(a[1])}
		}
	}
	c.Refuse(CodeUnitDiff, f, "count the difference in a larger part (DAY, MONTH, QUARTER, YEAR)",
		"bigquery's %s of %ss counts the %s boundaries crossed, for which %s has no form lateral writes", up, strings.ToLower(part), strings.ToLower(part), c.Target.Name)
	return nil
}

// bqExtractFields are the EXTRACT fields of BigQuery's that are canonical
// functions, by the function: DAYOFWEEK "in the range [1,7] with Sunday
// as the first day of the week" is dayofweek, ISOWEEK "the ISO 8601 week
// number", Monday-based, week 1 holding the year's first Thursday, is
// weekofyear (BigQuery date and datetime functions, EXTRACT).
var bqExtractFields = map[string]string{"dayofweek": "DAYOFWEEK", "weekofyear": "ISOWEEK"}

// bqExtractCanon is the canonical function of BigQuery's
// EXTRACT(DAYOFWEEK FROM x) or EXTRACT(ISOWEEK FROM x) of a DATE or
// DATETIME x, "" for another field or type: of a TIMESTAMP BigQuery reads
// the fields on the clock of UTC (or of AT TIME ZONE's zone), which the
// targets' session zone may not be, and it stays refused (T128,
// extract_fields.go), as does a value of unknown type.
func (c *Context) bqExtractCanon(x *ast.Extract, sc *scope) string {
	var canon string
	for k, f := range bqExtractFields {
		if strings.EqualFold(x.Field, f) {
			canon = k
		}
	}
	if canon == "" || x.X == nil {
		return ""
	}
	if t := c.bqArgType(x.X, sc); t == nil || t.Kind != ast.TypeDate && t.Kind != ast.TypeTimestamp {
		return ""
	}
	return canon
}
