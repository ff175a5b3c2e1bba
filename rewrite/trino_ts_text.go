package rewrite

import (
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// trinoTextOf writes e, a TIMESTAMP of Trino or Presto made text
// (temporalTextAt), toward PostgreSQL, DuckDB and Spark as Trino writes
// it: uuuu-MM-dd HH:mm:ss and the p fractional digits of its
// TIMESTAMP(p), zeros included (Trino's TimestampToVarchar; Presto's
// TIMESTAMP holds milliseconds, written with 3). PostgreSQL's to_char
// writes the same with 'YYYY-MM-DD HH24:MI:SS' and .MS (3 digits), .US
// (6) or .FF1 to .FF5 (PostgreSQL 15 manual, 9.8 Data Type Formatting
// Functions: the first digits, cut, which a value of p digits has no more
// of), DuckDB's strftime with '%Y-%m-%d %H:%M:%S' and .%g or .%f (its
// date format functions; run on both: TIMESTAMP '0005-01-02 03:04:05.5'
// is 0005-01-02 03:04:05.500, the fraction cut, not rounded, to the
// digits), Spark's date_format with 'yyyy-MM-dd HH:mm:ss' and .S to
// .SSSSSS (its datetime patterns, the fraction cut likewise; not run,
// modelled by lat run). Between Trino and Presto one of 3 digits is kept
// as the cast it is. p is that of a column of TIMESTAMP(p) (3 for a bare
// TIMESTAMP, Trino's TIMESTAMP(3)), of a cast to one, or the digits of a
// literal, followed through intervals and date_trunc (trinoDigitsOf,
// noteTrinoDigits); up to 6 toward PostgreSQL and Spark, of 0, 3 or 6
// toward DuckDB. The value, but a literal of a year from 1 to 9999, is
// read through a guard raising for a year before 1 or after 9999, which
// Trino writes with a sign (+10000: yearRangeGuarded). done is false
// where e is left to the refusal (another target, type or precision); ok
// false when the guard refused. A TIME(p), but a cast, is written toward
// PostgreSQL as to_char(x, 'HH24:MI:SS.MS') (.US, .FF1 to .FF5, none),
// which formats the interval it casts to (run on PostgreSQL 15: TIME
// '03:04:05.5' is 03:04:05.500000 with .US), and toward DuckDB, of p 0,
// 3 or 6, as strftime(DATE '2000-01-01' + x, '%H:%M:%S.%g').
func (c *Context) trinoTextOf(e ast.Expr, k ast.TypeKind) (te ast.Expr, done, ok bool) {
	if !c.Source.is("trino", "presto") || k != ast.TypeTimestamp && k != ast.TypeTime || !c.Target.is("postgres", "duckdb", "trino", "presto", "spark") {
		return e, false, true
	}
	p, known := c.trinoDigits[e.SpanOf()]
	if k == ast.TypeTime {
		// a TIME(p) (not WITH TIME ZONE, whose precision is not noted)
		// toward PostgreSQL: its to_char of a time of day; toward DuckDB,
		// whose strftime takes no TIME, the strftime of the TIMESTAMP
		// DATE '2000-01-01' + x (DuckDB's date + time; run on DuckDB 1.5)
		sp := e.SpanOf()
		fn, x, format, frac := "to_char", e, "HH24:MI:SS", pgFractions
		if c.Target.Name == "duckdb" {
			day := &ast.TypedLit{Span: sp, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}, Value: "2000-01-01"}
			fn, x, format, frac = "strftime", &ast.Binary{Span: sp, Op: ast.OpAdd, L: day, R: e}, "%H:%M:%S", map[int]string{0: "", 3: ".%g", 6: ".%f"}
		}
		_, cast := e.(*ast.Cast)
		if _, ok := frac[p]; cast || !known || !ok || !c.Target.is("postgres", "duckdb") {
			// (a cast rounding to fewer digits carries 23:59:59.999 to
			// 00:00:00 in Trino, to 24:00:00 in PostgreSQL; DuckDB's TIME
			// has no precision to round to)
			return e, false, true
		}
		return canonCall(sp, fn, x, &ast.Literal{Span: sp, Kind: ast.LitString, Value: format + frac[p]}), true, true
	}
	if c.Target.is("trino", "presto") {
		if !known || p != 3 {
			return e, false, true
		}
		// Presto writes its TIMESTAMP with 3 digits, as Trino does a
		// TIMESTAMP(3), but a year past 9999 without Trino's + (Joda's
		// ISO format, not java.time's uuuu)
		g := c.yearRangeGuarded(e, ast.TypeTimestamp)
		if g == nil {
			return e, true, false
		}
		sp := e.SpanOf()
		return &ast.Cast{Span: sp, X: g, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}, true, true
	}
	fn, format, frac := "to_char", "YYYY-MM-DD HH24:MI:SS", pgFractions
	switch c.Target.Name {
	case "duckdb":
		fn, format, frac = "strftime", "%Y-%m-%d %H:%M:%S", map[int]string{0: "", 3: ".%g", 6: ".%f"}
	case "spark":
		// Spark's date_format with java.time's letters, S to SSSSSS the
		// fraction's first digits (its TIMESTAMP holds microseconds)
		fn, format, frac = "date_format", "yyyy-MM-dd HH:mm:ss", map[int]string{0: ""}
		for d := 1; d <= 6; d++ {
			frac[d] = "." + strings.Repeat("S", d)
		}
	}
	if _, ok := frac[p]; !known || !ok {
		return e, false, true
	}
	g := c.yearRangeGuarded(e, ast.TypeTimestamp)
	if g == nil {
		return e, true, false
	}
	sp := e.SpanOf()
	return canonCall(sp, fn, g, &ast.Literal{Span: sp, Kind: ast.LitString, Value: format + frac[p]}), true, true
}

// pgFractions are PostgreSQL's to_char patterns of the first p fractional
// digits, by p.
var pgFractions = map[int]string{0: "", 1: ".FF1", 2: ".FF2", 3: ".MS", 4: ".FF4", 5: ".FF5", 6: ".US"}

// yearRangeGuarded is e, a DATE or TIMESTAMP (kind k) made text, read
// through a guard raising for a year before 1 or after 9999, whose text
// the dialects write each their own way (extremeYearsDiffer: Spark, Hive
// and Trino's TIMESTAMP +10000-01-01 and -0044-03-15 with java.time,
// Trino's DATE and Presto 10000-01-01 with Joda, PostgreSQL and DuckDB
// 10000-01-01 and 0045-03-15 BC), or for a year before 1 only where the
// two write one past 9999 alike (earlyYearsOnly); e itself for a literal
// of a year from 1 to 9999; nil where it refused (e not reusable).
func (c *Context) yearRangeGuarded(e ast.Expr, k ast.TypeKind) ast.Expr {
	if lit, isLit := e.(*ast.TypedLit); isLit && fourDigitYearRe.MatchString(lit.Value) {
		return e
	}
	years := "a year before 1 or after 9999"
	early := c.earlyYearsOnly(k) // temporal_text.go
	if early {
		years = "a year before 1"
	}
	if !c.reusableIn(e, "raising for "+years+", whose text "+c.Target.Name+" writes otherwise than "+c.Source.Name+",") {
		return nil
	}
	sp := e.SpanOf()
	bound := func(v string) ast.Expr {
		if k == ast.TypeTimestamp {
			v += " 00:00:00"
		}
		return &ast.TypedLit{Span: sp, Type: &ast.TypeName{Span: sp, Kind: k}, Value: v}
	}
	var bad ast.Expr = &ast.Binary{Span: sp, Op: ast.OpLt, L: ast.Clone(e), R: bound("0001-01-01")}
	if !early {
		bad = &ast.Binary{Span: sp, Op: ast.OpOr, L: bad,
			R: &ast.Binary{Span: sp, Op: ast.OpGe, L: ast.Clone(e), R: bound("10000-01-01")}}
	}
	msg := "a " + strings.ToUpper(k.String()) + " of " + years + ", whose text " + c.Target.Name + " writes otherwise than " + c.Source.Name + " (an error of the translation from " + c.Source.Name + ")"
	return raiseGuard(sp, bad, c.targetRaise(sp, msg, &ast.Extract{Span: sp, Field: "YEAR", X: ast.Clone(e)}), e)
}

// trinoBranchDigits is the precision of a CASE's or coalesce's value of
// kind k, of branches bs: the largest of theirs (Trino's common super
// type of TIMESTAMP(p) and TIMESTAMP(q)), where each is known and of kind k
// or a NULL.
func (c *Context) trinoBranchDigits(bs []ast.Expr, k ast.TypeKind, sc *scope) (int, bool) {
	p, any := 0, false
	for _, b := range bs {
		if isNullLit(b) {
			continue
		}
		if t := c.typeOf(b, sc); t == nil || t.Kind != k {
			return 0, false
		}
		q, ok := c.trinoDigitsOf(b, sc)
		if !ok {
			return 0, false
		}
		p, any = max(p, q), true
	}
	return p, any
}

// yearMonthInterval: iv is an INTERVAL literal of years or months (Trino's
// interval year to month).
func yearMonthInterval(iv *ast.Interval) bool {
	for _, u := range []string{iv.Unit, iv.ToUnit} {
		if u = strings.ToUpper(u); u != "" && u != "YEAR" && u != "MONTH" {
			return false
		}
	}
	return iv.Unit != ""
}

// fourDigitYearRe is a TIMESTAMP literal's text of a year from 1 to 9999.
var fourDigitYearRe = regexp.MustCompile(`^\s*(000[1-9]|00[1-9]\d|0[1-9]\d\d|[1-9]\d\d\d)-`)

// noteTrinoDigits records (Context.trinoDigits), toward PostgreSQL,
// DuckDB and Spark and between Trino and Presto, the precision of each Trino or
// Presto TIMESTAMP of s cast to a string type whose precision
// trinoDigitsOf knows, before the lowering rewrites the casts to
// TIMESTAMP(p) it reads (DuckDB's TIMESTAMP has no precision).
func (c *Context) noteTrinoDigits(s ast.Stmt) {
	if !c.Source.is("trino", "presto") || !c.Target.is("postgres", "duckdb", "trino", "presto", "spark") {
		return
	}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		x, ok := n.(*ast.Cast)
		if !ok || x.Type == nil || !x.Type.Kind.IsText() || !x.X.SpanOf().Start.IsValid() {
			return true
		}
		if p, ok := c.trinoDigitsOf(x.X, sc); ok {
			if c.trinoDigits == nil {
				c.trinoDigits = map[ast.Span]int{}
			}
			c.trinoDigits[x.X.SpanOf()] = p
		}
		return true
	})
}

// trinoDigitsOf is the precision p of e, a TIMESTAMP (WITH TIME ZONE) or
// TIME of Trino or Presto, where it is known here: Presto's are all 3;
// Trino's column of TIMESTAMP(p) (WITH TIME ZONE) or TIME(p) or a cast to
// one (a bare TIMESTAMP or TIME is of 3), current_timestamp and now() (of
// 3, their TIMESTAMP WITH TIME ZONE: Trino documentation, date and time
// functions; localtimestamp, whose TIMESTAMP is not typed so, is left
// unknown), a
// column of a WITH query or a derived table of such a value
// (trinoQueryColDigits), a literal of p fractional digits, a CASE,
// coalesce, greatest or least of such values (trinoBranchDigits: Trino
// documentation, comparison functions, greatest returns [same as
// input]), and, of such a value x,
// date_trunc(unit, x) and date_add(unit, n, x), of x's type, max(x) and
// min(x), aggregates or windows, of x's type (Trino documentation, date
// and time functions and aggregate functions: each returns [same as
// input]), and a TIMESTAMP x + or - an INTERVAL literal, of x's type for
// one of years and months, of TIMESTAMP(max(3, p)) for one of days to
// seconds (Trino's TimestampOperators: timestamp(p) + interval day to
// second is a timestamp(u), u = max(3, p)).
func (c *Context) trinoDigitsOf(e ast.Expr, sc *scope) (int, bool) {
	t := c.typeOf(e, sc)
	if t == nil || t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeTime && t.Kind != ast.TypeTimestampTZ {
		return 0, false
	}
	if c.Source.Name == "presto" {
		return 3, true
	}
	kind := t.Kind
	switch x := e.(type) {
	case *ast.ColumnRef:
		// a column's type leaves out the precision of a coalesce or CASE
		// of values of different precisions (branchType): it is read
		// from the item defining it
		if p, ok, followed := c.trinoQueryColDigits(x.Name, kind, sc); followed {
			return p, ok
		}
	case *ast.Cast:
		if x.Mode != ast.CastStrict {
			return 0, false
		}
		t = x.Type
	case *ast.Binary:
		for _, side := range [][2]ast.Expr{{x.L, x.R}, {x.R, x.L}} {
			if it := c.typeOf(side[1], sc); (x.Op == ast.OpAdd || x.Op == ast.OpSub && side[0] == x.L) && it != nil && it.Kind == ast.TypeInterval {
				p, ok := c.trinoDigitsOf(side[0], sc)
				iv, lit := side[1].(*ast.Interval)
				switch {
				case !ok || !lit || !tsKind(kind):
					return 0, false
				case yearMonthInterval(iv):
					return p, true
				}
				return max(p, 3), true
			}
		}
		return 0, false
	case *ast.Func:
		name := strings.ToLower(x.Name.Last().Name)
		switch {
		case len(x.Name) != 1:
		case (name == "max" || name == "min") && len(x.Args) == 1:
			return c.trinoDigitsOf(x.Args[0], sc)
		case x.Over != nil:
		case (name == "current_timestamp" || name == "now") && len(x.Args) == 0:
			return 3, true
		case name == "date_trunc" && len(x.Args) == 2 || name == "date_add" && len(x.Args) == 3:
			return c.trinoDigitsOf(x.Args[len(x.Args)-1], sc)
		case name == "coalesce" || name == "greatest" || name == "least":
			return c.trinoBranchDigits(x.Args, kind, sc)
		}
		return 0, false
	case *ast.Case:
		return c.trinoBranchDigits(caseResults(x), kind, sc)
	case *ast.TypedLit:
		if x.Type == nil || x.Type.Kind != kind {
			return 0, false
		}
		if kind == ast.TypeTimestampTZ {
			// (its text ends with the zone)
			return tsTextDigits(x.Value), tsTextDigits(x.Value) >= 0
		}
		if i := strings.LastIndexByte(x.Value, '.'); i > strings.LastIndexByte(x.Value, ':') {
			return len(strings.TrimSpace(x.Value[i+1:])), true
		}
		return 0, true
	default:
		return 0, false
	}
	if t == nil || t.Kind != kind {
		return 0, false
	}
	if len(t.Params) == 1 {
		return t.Params[0], true
	}
	return 3, true
}

// trinoQueryColDigits is the precision of the column name of a WITH query
// or a derived table of sc or of a scope around it, found as relColType
// finds it: that of the item defining it, the largest of a set
// operation's branches or of a VALUES's rows (Trino's common super type
// of timestamp(p) and timestamp(q), as for a coalesce), a bare NULL
// taking the others'. ok is false where it is not known; followed is
// false where name is not such a column (a table's, whose declared type
// tells its precision).
func (c *Context) trinoQueryColDigits(name ast.QName, k ast.TypeKind, sc *scope) (p int, ok, followed bool) {
	if len(name) == 0 || len(name) > 2 || !sc.hasQueryRels() {
		return 0, false, false
	}
	for ; sc != nil; sc = sc.outer {
		r, found := sc.queryRel(name)
		switch {
		case !found:
			continue
		case r == nil:
			return 0, false, true
		case r.q == nil:
			return 0, false, false
		}
		i := queryColIndex(r.q, r.qnames, name.Last().Name)
		if i < 0 || c.typeDepth >= maxQueryTypeDepth {
			return 0, false, true
		}
		c.typeDepth++
		defer func() { c.typeDepth-- }()
		p, ok := c.trinoBodyDigits(r.q.Body, i, k, derivedOuter(sc, r))
		return p, ok, true
	}
	return 0, false, false
}

// trinoBodyDigits is the precision of column i, of kind k, of a query body
// (trinoQueryColDigits), whose correlated references read outer; not
// known where a branch's value is of another kind (a TIMESTAMP in a
// column of TIMESTAMP WITH TIME ZONE).
func (c *Context) trinoBodyDigits(b ast.QueryExpr, i int, k ast.TypeKind, outer *scope) (int, bool) {
	switch x := b.(type) {
	case *ast.Select:
		if i >= len(x.Items) || hasStar(x.Items) || len(x.Items[i].Aliases) > 0 {
			return 0, false
		}
		sc := c.scopeOf(x.From)
		sc.outer = outer
		if t := c.typeOf(x.Items[i].Expr, sc); t == nil || t.Kind != k {
			return 0, false
		}
		return c.trinoDigitsOf(x.Items[i].Expr, sc)
	case *ast.SetOp:
		switch {
		case nullColumn(x.L, i):
			return c.trinoBodyDigits(x.R, i, k, outer)
		case nullColumn(x.R, i):
			return c.trinoBodyDigits(x.L, i, k, outer)
		}
		l, ok := c.trinoBodyDigits(x.L, i, k, outer)
		if !ok {
			return 0, false
		}
		r, ok := c.trinoBodyDigits(x.R, i, k, outer)
		return max(l, r), ok
	case *ast.Query:
		if x.With == nil {
			return c.trinoBodyDigits(x.Body, i, k, outer)
		}
	case *ast.Values:
		var row []ast.Expr
		for _, r := range x.Rows {
			if i >= len(r) {
				return 0, false
			}
			row = append(row, r[i])
		}
		return c.trinoBranchDigits(row, k, &scope{outer: outer})
	}
	return 0, false
}
