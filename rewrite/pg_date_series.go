package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Series of dates by an interval for PostgreSQL. PostgreSQL's
// generate_series(date, date, interval) resolves to its TIMESTAMPTZ form
// (TIMESTAMPTZ is the preferred type of the date/time category), which
// adds the step in the session time zone: across a daylight-saving change
// in America/New_York, generate_series(DATE '2024-03-09', DATE
// '2024-03-11', INTERVAL '8' HOUR) gives 6 rows with 09:00 and 17:00 on
// 2024-03-10, where the sources, counting in naive timestamps (DuckDB's
// generate_series and range of dates give TIMESTAMPs, Trino's and Spark's
// sequence of dates gives DATEs), give 7 (checked on PostgreSQL 15 and
// DuckDB 1.5). The bounds of DATE type are cast to TIMESTAMP, which makes
// PostgreSQL count in naive timestamps too.

// pgDateSeriesCall rewrites, for PostgreSQL, a list-valued series whose
// step is not an integer literal: DuckDB's generate_series and range
// (canonical generate_array and range_array, TIMESTAMP elements for dates)
// and Trino's, Presto's and Spark's sequence (DATE elements for dates,
// cast back with CAST(... AS DATE[])). It is asked before the other
// function rules (exprLowerer) so that a guard wrapping the call reads
// the rewritten call; f is returned unchanged when nothing applies.
func (c *Context) pgDateSeriesCall(f *ast.Func, sc *scope) ast.Expr {
	if c.Target.Name == "ansi" || c.Source.Name == c.Target.Name || len(f.Name) != 1 || f.Over != nil || len(f.Args) != 3 {
		return f
	}
	n := f.Name[0].Name
	seq := strings.EqualFold(n, "sequence") && !f.Name[0].Quoted
	if !seq && !strings.EqualFold(n, "generate_array") && !strings.EqualFold(n, "range_array") || c.Source.Name == "postgres" {
		return f
	}
	if c.Target.Name != "postgres" {
		return c.sequenceOfDates(f, sc, seq)
	}
	args, dates := c.pgNaiveSeriesArgs(f, f.Args, sc, seq)
	if args == nil {
		return f
	}
	nf := *f
	nf.Args = args
	if all, _ := dateBounds(c, f.Args[:2], sc); !seq || !dates || !all {
		return &nf // a TIMESTAMP beside a DATE: TIMESTAMP elements in the sources too
	}
	sp := f.Span
	return &ast.Cast{Span: sp, X: &nf, Type: &ast.TypeName{Span: sp, Kind: ast.TypeArray, Elem: &ast.TypeName{Span: sp, Kind: ast.TypeDate}}}
}

// sequenceOfDates keeps, for DuckDB, the DATE elements of Trino's,
// Presto's and Spark's sequence over DATE bounds: DuckDB's
// generate_series of dates by an interval gives TIMESTAMPs (run on DuckDB
// 1.5), so the list is cast to DATE[]; the step must be a literal of days
// or weeks, as for PostgreSQL (pgNaiveSeriesArgs). BigQuery's
// GENERATE_ARRAY and Snowflake's ARRAY_GENERATE_RANGE take no dates:
// refused (T057). DuckDB's list generate_series and range of dates (seq
// false), whose elements are TIMESTAMPs, are refused for the targets
// other than PostgreSQL (whose sequence of dates gives DATEs, or which
// take no dates). f when no bound is known to be a DATE, or when a
// TIMESTAMP is beside the DATE (TIMESTAMP elements in the sources too); a
// bound of unknown type beside a DATE is refused (T057).
func (c *Context) sequenceOfDates(f *ast.Func, sc *scope, seq bool) ast.Expr {
	dates := false
	for _, b := range f.Args[:2] {
		if t := seriesBoundType(c, b, sc); t != nil && t.Kind == ast.TypeDate {
			dates = true
		}
	}
	if !dates || seq && !c.Target.is("duckdb", "bigquery", "snowflake") {
		return f
	}
	if !seq || c.Target.Name != "duckdb" {
		name := "sequence"
		if !seq {
			name = strings.ToLower(f.Name[0].Name)
		}
		c.Refuse("T057", f, "compute the series in DuckDB or PostgreSQL",
			"%s's %s of dates by an interval has no exact spelling in %s (its elements are %s there, its step an interval)",
			c.Source.Name, name, c.Target.Name, map[bool]string{true: "DATEs", false: "TIMESTAMPs"}[seq])
		return f
	}
	switch all, unknown := dateBounds(c, f.Args[:2], sc); {
	case unknown:
		c.Refuse("T057", f, "cast the bounds to DATE or TIMESTAMP, or give the column types with --schema",
			"the type of a bound of this sequence is not known: over two DATEs %s's sequence gives DATEs, over a TIMESTAMP and a DATE TIMESTAMPs", c.Source.Name)
		return f
	case !all:
		return f // a TIMESTAMP beside a DATE: TIMESTAMP elements, as DuckDB's
	}
	if iv := intervalLiteral(f.Args[2]); iv == nil || !fixedStep(iv, true) {
		c.Refuse("T058", f.Args[2], "write the step as an interval literal of days or weeks",
			"%s's sequence of dates adds i times the step to the start, which DuckDB's generate_series, adding the step to the previous element, matches only for a step of days or weeks", c.Source.Name)
		return f
	}
	sp := f.Span
	return &ast.Cast{Span: sp, X: f, Type: &ast.TypeName{Span: sp, Kind: ast.TypeArray, Elem: &ast.TypeName{Span: sp, Kind: ast.TypeDate}}}
}

// pgDateSeriesGen is pgDateSeriesCall for a series in FROM (DuckDB's
// generate_series and range table functions, whose rows of a series of
// dates are TIMESTAMPs): g with its DATE bounds cast to TIMESTAMP, or g.
func (c *Context) pgDateSeriesGen(g *ast.Generator, sc *scope) *ast.Generator {
	if c.Target.Name != "postgres" || c.Source.Name == "postgres" || g.Kind != ast.GenSeries || len(g.Args) != 3 {
		return g
	}
	args, _ := c.pgNaiveSeriesArgs(g, g.Args, sc, false)
	if args == nil {
		return g
	}
	ng := *g
	ng.Args = args
	return &ng
}

// pgNaiveSeriesArgs are the arguments (start, stop, step) of a series with
// each DATE bound cast to TIMESTAMP, and whether a bound was a DATE; nil
// when nothing changes or when the series is refused:
//   - a step that is not a literal, over bounds of a date or timestamp
//     type or with an interval step, is refused (T058): DuckDB raises an
//     error for a step mixing positive and negative parts ("1 month -40
//     days") where PostgreSQL counts with it, and a zero step differs;
//   - a bound whose type is not known beside an interval step or a DATE
//     bound is refused (T057): were it a DATE, PostgreSQL would count in
//     its time zone;
//   - seq (Trino's, Presto's and Spark's sequence) over dates takes a
//     step of whole days or weeks only, over timestamps one of a fixed
//     length (days to seconds): those sources add i * step to the start
//     for the i-th element, PostgreSQL adds the step to the previous
//     element, which differs for months (2024-01-31 + 1 month + 1 month is
//     2024-03-29 there, 2024-03-31 in the sources), and a step of hours
//     over dates is an error in the sources.
func (c *Context) pgNaiveSeriesArgs(at ast.Node, a []ast.Expr, sc *scope, seq bool) ([]ast.Expr, bool) {
	step := a[2]
	if _, ok := signedIntLiteral(step); ok || isNullLit(step) {
		return nil, false
	}
	stepLit := intervalLiteral(step)
	st := c.typeOf(step, sc)
	stepInterval := stepLit != nil || st != nil && st.Kind == ast.TypeInterval
	var kinds [2]ast.TypeKind
	dates, unknown, temporal := false, false, false
	for i, b := range a[:2] {
		t := seriesBoundType(c, b, sc)
		if t == nil || t.Kind == ast.TypeUnknown {
			unknown = unknown || !isNullLit(b)
			continue
		}
		kinds[i] = t.Kind
		switch t.Kind {
		case ast.TypeDate:
			dates, temporal = true, true
		case ast.TypeTimestamp, ast.TypeTimestampTZ:
			temporal = true
		}
	}
	if !stepInterval && !temporal {
		if unknown && st == nil && !isNullLit(step) && kinds == [2]ast.TypeKind{} {
			// no argument's type is known: the series may be one of
			// DATEs, whose rows PostgreSQL gives as timestamptz
			c.Refuse("T057", at, "cast the bounds to the series' type, or give the column types with --schema",
				"the types of this series' arguments are not known, and a series of dates by an interval gives timestamps in %s, timestamps with time zone counted in the session's zone in PostgreSQL", c.Source.Name)
		}
		return nil, false // a series of numbers
	}
	if stepLit == nil {
		c.Refuse("T058", step, "write the step as an interval literal of one unit, or use DuckDB as the target",
			"the step of a series of dates or timestamps must be a literal for PostgreSQL: its generate_series counts with an interval mixing positive and negative parts (1 month -40 days) or zero, which %s rejects", c.Source.Name)
		return nil, false
	}
	if intervalMayMix(stepLit) {
		c.Refuse("T058", step, "write the step as an interval literal of one unit",
			"%s rejects a series step mixing positive and negative interval parts, which PostgreSQL's generate_series counts with", c.Source.Name)
		return nil, false
	}
	if unknown {
		c.Refuse("T057", at, "cast the bounds to DATE or TIMESTAMP, or give the column types with --schema",
			"the type of a bound of this series of dates or timestamps is not known, and PostgreSQL counts a series of dates in its session time zone, the source in naive timestamps")
		return nil, false
	}
	allDates, _ := dateBounds(c, a[:2], sc)
	if seq && !fixedStep(stepLit, allDates) {
		what, also := "days, hours, minutes or seconds", ""
		if allDates {
			what, also = "days or weeks", " (a step under a day is an error in "+c.Source.Name+")"
		}
		c.Refuse("T058", step, "write the step in "+what+", or use DuckDB as the target",
			"%s's sequence of dates or timestamps adds i times the step to the start, which PostgreSQL's generate_series, adding the step to the previous element, matches only for a step of %s%s",
			c.Source.Name, what, also)
		return nil, false
	}
	if !dates {
		return nil, false
	}
	out := append([]ast.Expr(nil), a...)
	for i := range 2 {
		if kinds[i] == ast.TypeDate {
			out[i] = &ast.Cast{Span: a[i].SpanOf(), X: a[i], Type: &ast.TypeName{Span: a[i].SpanOf(), Kind: ast.TypeTimestamp}}
		}
	}
	return out, true
}

// seriesBoundType is the type of a series bound: a typed literal's, else
// typeOf's.
func seriesBoundType(c *Context, e ast.Expr, sc *scope) *ast.TypeName {
	if tl, ok := e.(*ast.TypedLit); ok {
		return tl.Type
	}
	return c.typeOf(e, sc)
}

// intervalLiteral is e (negated or not) when it is an interval literal
// whose quantity is a literal, else nil.
func intervalLiteral(e ast.Expr) *ast.Interval {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg {
		e = u.X
	}
	iv, ok := e.(*ast.Interval)
	if !ok {
		return nil
	}
	if _, ok := iv.Value.(*ast.Literal); !ok {
		return nil
	}
	return iv
}

// intervalMayMix: an interval literal's text may hold parts of both signs:
// it has no single unit, and a minus sign after its first character
// ('1 month -40 days', '1-2' years to months is read as one sign).
func intervalMayMix(iv *ast.Interval) bool {
	if iv.Unit != "" && iv.ToUnit == "" {
		return false
	}
	v := strings.TrimPrefix(strings.TrimSpace(iv.Value.(*ast.Literal).Value), "-")
	if strings.EqualFold(iv.Unit, "YEAR") && strings.EqualFold(iv.ToUnit, "MONTH") {
		v = strings.Replace(v, "-", "", 1) // the years-months separator
	}
	return strings.Contains(v, "-")
}

// fixedStep: an interval literal of a single unit of fixed length (DAY or
// WEEK for a series of dates, also HOUR, MINUTE or SECOND otherwise) with
// an integer quantity.
func fixedStep(iv *ast.Interval, dates bool) bool {
	switch strings.TrimSuffix(strings.ToUpper(iv.Unit), "S") {
	case "DAY", "WEEK":
	case "HOUR", "MINUTE", "SECOND":
		if dates {
			return false
		}
	default:
		return false
	}
	if iv.ToUnit != "" {
		return false
	}
	v := strings.TrimPrefix(strings.TrimSpace(iv.Value.(*ast.Literal).Value), "-")
	if v == "" {
		return false
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// dateBounds reads the two bounds of a sequence: all, each is a DATE or a
// NULL literal (and one a DATE), where Trino's, Presto's and Spark's
// sequence gives DATEs, not the TIMESTAMPs of a TIMESTAMP beside a DATE
// (the reference executor, sequenceDates); unknown, one is a DATE and the
// other's type is not known.
func dateBounds(c *Context, b []ast.Expr, sc *scope) (all, unknown bool) {
	dates, others := 0, 0
	for _, e := range b {
		switch t := seriesBoundType(c, e, sc); {
		case t != nil && t.Kind == ast.TypeDate:
			dates++
		case isNullLit(e):
		case t == nil || t.Kind == ast.TypeUnknown:
			unknown = true
		default:
			others++
		}
	}
	return dates > 0 && others == 0 && !unknown, dates > 0 && unknown
}
