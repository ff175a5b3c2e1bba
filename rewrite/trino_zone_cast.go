package rewrite

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// codeTrinoZoneCast: a cast of a string that is not a literal to TIMESTAMP
// WITH TIME ZONE, from Trino or Presto, toward a dialect whose reading of
// a text with a zone is not checked.
const codeTrinoZoneCast = "T185"

// trinoZoneCastForms is the texts a cast to TIMESTAMP(p) WITH TIME ZONE
// reads alike in Trino (lat run, after its documentation), PostgreSQL 15
// and DuckDB 1.5, in the session's zone (run in a UTC session:
// TestTrinoZoneCastRun): a date of a 4-digit year other than 0000, then
// a space and hh:mm, hh:mm:ss, a fraction of at most p digits (%d); no
// zone, no T, no space around.
const trinoZoneCastForms = `^([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-[0-9]{2}-[0-9]{2}( ([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9]%s)?)?$`

// trinoZoneCast writes Trino's or Presto's CAST(s AS TIMESTAMP(p) WITH TIME
// ZONE) of a string s that is not a literal (trinoZoneKept checks a
// literal), toward another dialect. Trino's value of a text with a zone
// after its time ('2001-08-22 03:04:05.321 America/New_York', '... UTC',
// '... -08:30') keeps that zone (its hour is 3: Trino documentation, data
// types, TIMESTAMP(P) WITH TIME ZONE), where PostgreSQL's and DuckDB's
// are the instant shown in the session's zone (run in a UTC session, the
// hour is 7); a text without a zone is read in the session's zone by all
// three. Toward PostgreSQL and DuckDB, for s known to be a string
// (tsMaybeText), the cast is written
//
//	CASE WHEN (CASE WHEN NOT regexp_like(s, <forms>) THEN <raise> ELSE FALSE END) THEN NULL ELSE CAST(s AS TIMESTAMPTZ) END
//
// (raiseGuard): a text of trinoZoneCastForms, with at most p fractional
// digits so that the cast to microseconds is exact, and NULL are read as
// Trino reads them, and the query raises for another text (a zone, a T
// before the time, more digits), which Trino reads otherwise or raises
// for. The raise is error() in DuckDB, and in PostgreSQL, which has no
// function that raises, the cast of a message followed by s to DATE
// (duckPgDateGuard's). Refused (T185): TRY_CAST, a value whose type is
// not known (a column without --schema), a p past 6 (left to
// tsPrecisionCast, T138), and the other targets.
func (c *Context) trinoZoneCast(x *ast.Cast, sc *scope) ast.Expr {
	if c.Source.Name != "trino" && c.Source.Name != "presto" || c.Target.is("trino", "presto") ||
		x.Type == nil || x.Type.Kind != ast.TypeTimestampTZ {
		return x
	}
	if lit, ok := x.X.(*ast.Literal); ok {
		if c.Target.is("postgres", "duckdb") && lit.Kind == ast.LitString && x.Mode == ast.CastStrict && trinoZoneLessText(lit.Value) {
			c.Fire(passLowerExprs)
			return trinoEarlierOffset(x) // trino_zone_overlap.go
		}
		return x
	}
	known, maybe := c.tsMaybeText(x.X, sc)
	if _, param := x.X.(*ast.Param); param {
		maybe = true
	}
	if !known && !maybe {
		return x
	}
	p := tsDefaultDigits(c.Source.Name)
	if len(x.Type.Params) == 1 {
		p = x.Type.Params[0]
	}
	if p > 6 {
		return x
	}
	why := ""
	switch {
	case !c.Target.is("postgres", "duckdb"):
		why = fmt.Sprintf("how %s reads a text with a zone (or a zone-less one) is not checked", c.Target.Name)
	case x.Mode != ast.CastStrict:
		why = fmt.Sprintf("%s's TRY_CAST gives NULL for a text it does not read, where the translation would raise", c.Source.Name)
	case !known:
		why = fmt.Sprintf("the type of %s is not known: if it is a string, the text may carry a zone", exprName(x.X))
	}
	if why != "" {
		c.Refuse(codeTrinoZoneCast, x, "cast a text without a zone (both read it in the session's zone), give the column types with --schema, or keep the query in Trino or Presto",
			"%s's cast of a string with a zone after its time to TIMESTAMP WITH TIME ZONE keeps that zone (its hour, date and text are of it), %s's value does not keep it: %s (%s to %s)",
			c.Source.Name, c.Target.Name, why, c.Source.Name, c.Target.Name)
		return x
	}
	if !c.reusableIn(x.X, "the cast of a string to TIMESTAMP WITH TIME ZONE, checked for a text without a zone,") {
		return x
	}
	frac := ""
	if p > 0 {
		frac = fmt.Sprintf(`(\.[0-9]{1,%d})?`, p)
	}
	forms := fmt.Sprintf(trinoZoneCastForms, frac)
	sp := x.Span
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	bad := &ast.Unary{Span: sp, Op: ast.OpNot, X: canonCall(sp, "regexp_like", ast.Clone(x.X), str(forms))}
	msg := fmt.Sprintf("a timestamp text that %s reads otherwise: a zone, which its TIMESTAMP WITH TIME ZONE keeps, more than %d fractional digits, or a form not translated (an error of the translation from %s)", c.Source.Name, p, c.Source.Name)
	var raise ast.Expr
	if c.Target.is("duckdb") {
		raise = canonCall(sp, "error", str(msg))
	} else {
		m := &ast.Binary{Span: sp, Op: ast.OpConcat, L: str(msg + ": "), R: ast.Clone(x.X)}
		raise = &ast.IsNull{Span: sp, X: &ast.Cast{Span: sp, X: m, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}}}
	}
	nt := *x.Type
	nt.Params = nil // at most p <= 6 digits: exact in TIMESTAMPTZ's microseconds
	nx := *x
	nx.Type = &nt
	return raiseGuard(sp, bad, raise, trinoEarlierOffset(&nx)) // trino_zone_overlap.go
}
