package rewrite

import "github.com/lateral-sql/lateral/ast"

// pgDuckTsTextForms is the texts a cast to TIMESTAMP reads alike in
// PostgreSQL 15 and DuckDB 1.5 (run on both): infinity, -infinity, epoch,
// or a date of a 4-digit year other than 0000
// (PostgreSQL raises for it, DuckDB reads it; PostgreSQL reads '99-01-02'
// as 1999, DuckDB as 99), followed by a space or T and h:mm, h:mm:ss, a
// fraction of at most 6 digits (more digits are zeros: PostgreSQL rounds
// the others through a double, '...05.1234575' is .123458 and
// '...05.9999999' the next second, where DuckDB drops them). Other texts
// that PostgreSQL reads ('Jan 2 2024', 'today', '... PST', the leap second '23:59:60')
// DuckDB reads otherwise or not at all. An offset ('+02') after the
// seconds, which both drop for a TIMESTAMP (run on DuckDB 1.5.6, in the
// zones UTC and America/New_York alike), is not among these forms.
const pgDuckTsTextForms = `^(-?infinity|epoch|([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-[0-9]{1,2}-[0-9]{1,2}([ T][0-9]{1,2}:[0-9]{2}(:[0-5][0-9](\.[0-9]{0,6}0*)?)?)?)\z`

// pgDuckTsTZTextForms is pgDuckTsTextForms for a cast to TIMESTAMP WITH
// TIME ZONE: besides those texts (read in the session's zone by both, as a
// TIMESTAMPTZ literal without a zone is kept between them), one with
// seconds followed by ' UTC' (any case), 'Z' or an offset '+hh', '+hh:mm'
// or '+hhmm' of at most 15:59 (run on PostgreSQL 15 and DuckDB 1.5:
// '2020-01-01 10:00:00.5+05:30' and '...10:00:00.5+0530' are 04:30:00.5
// UTC in both; PostgreSQL raises for '+16', '+0560' or '+05:60', which
// DuckDB reads, and DuckDB for '+053'; pg_duck_bc_test.go); in the zone
// America/New_York both read '2020-03-08 02:30', in the hour the clocks
// skip, as 07:30 UTC and '2020-11-01 01:30' as 06:30 UTC). DuckDB raises for a zone
// after h:mm without the seconds, for ' Z' and '-00'; zone names other
// than UTC are not checked.
const pgDuckTsTZTextForms = `^(-?infinity|epoch|([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-[0-9]{1,2}-[0-9]{1,2}([ T][0-9]{1,2}:[0-9]{2}(:[0-5][0-9](\.[0-9]{0,6}0*)?( (?i:utc)|Z|[+-](0[0-9]|1[0-5])(:?[0-5][0-9])?)?)?)?)\z`

// pgDuckTsTextGuard writes PostgreSQL's CAST(s AS TIMESTAMP) (or AS
// TIMESTAMPTZ, with pgDuckTsTZTextForms) of a string s
// (known by its type: tsMaybeText) for DuckDB, where tsTextCast would
// refuse it (T144) because the two read a fraction of more than 6 digits
// otherwise, as
//
//	CASE WHEN (CASE WHEN NOT regexp_matches(s, <forms>) THEN error('...') ELSE FALSE END) THEN NULL ELSE CAST(s AS TIMESTAMP) END
//
// the form of pgIntGuard: the cast of a text of pgDuckTsTextForms, which
// both read alike, and of NULL is kept, and the query raises for another
// text rather than give another value. ok is false for another cast.
func (c *Context) pgDuckTsTextGuard(x *ast.Cast, sc *scope) (ast.Expr, bool) {
	forms := pgDuckTsTextForms
	if x.Type.Kind == ast.TypeTimestampTZ {
		forms = pgDuckTsTZTextForms
	}
	if c.Source.Name != "postgres" || !c.Target.is("duckdb") || x.Mode != ast.CastStrict ||
		x.Type.Kind != ast.TypeTimestamp && x.Type.Kind != ast.TypeTimestampTZ ||
		len(x.Type.Params) > 1 || len(x.Type.Params) == 1 && x.Type.Params[0] < 6 {
		return x, false
	}
	if _, lit := x.X.(*ast.Literal); lit || volatileCall(x.X) != nil {
		return x, false
	}
	if known, _ := c.tsMaybeText(x.X, sc); !known {
		return x, false
	}
	sp := x.Span
	nt := *x.Type
	nt.Params = nil // PostgreSQL's TIMESTAMP(p), p above 6, is its TIMESTAMP(6)
	nx := *x
	nx.Type = &nt
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	bad := &ast.Unary{Span: sp, Op: ast.OpNot, X: canonCall(sp, "regexp_like", ast.Clone(x.X), str(forms))}
	raise := canonCall(sp, "error", str("a timestamp text that postgres reads otherwise: more than 6 fractional second digits, or a form not translated (an error of the translation from postgres)"))
	return raiseGuard(sp, bad, raise, &nx), true
}
