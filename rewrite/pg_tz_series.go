package rewrite

import "github.com/lateral-sql/lateral/ast"

// PostgreSQL's series of dates for DuckDB.
//
// PostgreSQL's generate_series(date, date, interval) resolves to its
// TIMESTAMPTZ form (TIMESTAMPTZ is the preferred type of the date/time
// category; a TIMESTAMP beside the DATE picks the TIMESTAMP form): its
// rows are TIMESTAMPTZs counted in the session time zone. DuckDB's
// generate_series of dates gives TIMESTAMPs counted naively, which differ
// in type (CAST(d AS TEXT) is 2024-01-01 00:00:00+00 in PostgreSQL at UTC,
// 2024-01-01 00:00:00 in DuckDB) and, across a daylight-saving change, in
// count: from DATE '2024-03-09' to DATE '2024-03-11' by 8 hours in
// America/New_York PostgreSQL gives 6 rows, DuckDB 7. DuckDB's series of
// TIMESTAMPTZs counts in its own session time zone as PostgreSQL does (6
// rows there, with the same values; checked on PostgreSQL 15 and DuckDB
// 1.5), so the DATE bounds are cast to TIMESTAMPTZ. A bound of unknown
// type beside a DATE is refused (T057): were it a TIMESTAMP, PostgreSQL
// would count naively. So is a series by an interval whose bounds are
// all of unknown type (or NULL): DATEs would need the cast, TIMESTAMPs
// must not have it.
//
// A bound written as an untyped string literal takes the type of the
// form PostgreSQL resolves (checked on PostgreSQL 15, pg_typeof of the
// rows): beside a DATE, or beside another string literal with an
// INTERVAL step, the TIMESTAMPTZ form; beside a TIMESTAMP the TIMESTAMP
// form, beside a TIMESTAMPTZ the TIMESTAMPTZ one. DuckDB's series takes
// no VARCHAR ('generate_series(TIMESTAMP, VARCHAR, INTERVAL)' is a binder
// error, DuckDB 1.5), so the literal is cast to that type; DuckDB reads a
// TIMESTAMPTZ literal without an offset in its session time zone, as
// PostgreSQL does.
func (c *Context) pgTzSeriesGen(g *ast.Generator, sc *scope) *ast.Generator {
	if c.Source.Name != "postgres" || c.Target.Name != "duckdb" || g.Kind != ast.GenSeries || len(g.Args) != 3 {
		return g
	}
	dates, unknown, lits := false, false, false
	var form *ast.TypeName // a TIMESTAMP or TIMESTAMPTZ bound
	for _, b := range g.Args[:2] {
		t := seriesBoundType(c, b, sc)
		switch {
		case isNullLit(b):
		case isStringLit(b):
			lits = true
		case t == nil || t.Kind == ast.TypeUnknown:
			unknown = true
		case t.Kind == ast.TypeDate:
			dates = true
		case t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ:
			form = t
		default:
			return g
		}
	}
	if form != nil {
		// a TIMESTAMP or TIMESTAMPTZ bound picks its own form
		if !lits {
			return g
		}
		return castSeriesBounds(g, func(b ast.Expr) bool { return isStringLit(b) }, form.Kind)
	}
	if !dates && (!(unknown || lits) || !intervalStep(c, g.Args[2], sc)) {
		return g
	}
	if unknown {
		msg := "the type of a bound of this series of dates is not known: beside a DATE, PostgreSQL counts in TIMESTAMPTZ in its session time zone, beside a TIMESTAMP in naive TIMESTAMPs, and duckdb needs to be told which"
		if !dates {
			msg = "the types of the bounds of this series by an interval are not known: over DATEs PostgreSQL counts in TIMESTAMPTZ in its session time zone, over TIMESTAMPs in naive TIMESTAMPs, and duckdb needs to be told which"
		}
		c.Refuse("T057", g, "cast the bounds to DATE, TIMESTAMP or TIMESTAMPTZ, or give the column types with --schema", "%s", msg)
		return g
	}
	return c.pgDuckMidnightSeries(castSeriesBounds(g, func(b ast.Expr) bool {
		if isStringLit(b) {
			return true
		}
		t := seriesBoundType(c, b, sc)
		return t != nil && t.Kind == ast.TypeDate
	}, ast.TypeTimestampTZ), sc) // pg_duck_midnight_series.go
}

// castSeriesBounds is g with each of its two bounds for which cast holds
// cast to the type k.
func castSeriesBounds(g *ast.Generator, cast func(ast.Expr) bool, k ast.TypeKind) *ast.Generator {
	ng := *g
	ng.Args = append([]ast.Expr(nil), g.Args...)
	for i, b := range g.Args[:2] {
		if cast(b) {
			sp := b.SpanOf()
			ng.Args[i] = &ast.Cast{Span: sp, X: b, Type: &ast.TypeName{Span: sp, Kind: k}}
		}
	}
	return &ng
}

// intervalStep: e, a series' step, is an INTERVAL (a literal or an
// expression of known type).
func intervalStep(c *Context, e ast.Expr, sc *scope) bool {
	if intervalLiteral(e) != nil {
		return true
	}
	t := c.typeOf(e, sc)
	return t != nil && t.Kind == ast.TypeInterval
}

// pgSeriesType is the type of the rows of PostgreSQL's
// generate_series(a, b, step) by an interval (args): the form PostgreSQL
// resolves (checked on PostgreSQL 15, pg_typeof of the rows), TIMESTAMPTZ
// beside a TIMESTAMPTZ, else TIMESTAMP beside a TIMESTAMP, else
// TIMESTAMPTZ over DATEs and untyped string literals (a DATE is read as
// midnight in the session time zone); nil when the step is not an
// interval or a bound's type is not known.
func (c *Context) pgSeriesType(args []ast.Expr, sc *scope) *ast.TypeName {
	if c.Source.Name != "postgres" || len(args) != 3 || !intervalStep(c, args[2], sc) {
		return nil
	}
	tz, naive, dates := false, false, false
	for _, b := range args[:2] {
		t := seriesBoundType(c, b, sc)
		switch {
		case isNullLit(b):
		case isStringLit(b):
			dates = true
		case t == nil:
			return nil
		case t.Kind == ast.TypeTimestampTZ:
			tz = true
		case t.Kind == ast.TypeTimestamp:
			naive = true
		case t.Kind == ast.TypeDate:
			dates = true
		default:
			return nil
		}
	}
	sp := args[0].SpanOf()
	switch {
	case tz || !naive && dates:
		return &ast.TypeName{Span: sp, Kind: ast.TypeTimestampTZ}
	case naive:
		return &ast.TypeName{Span: sp, Kind: ast.TypeTimestamp}
	}
	return nil
}
