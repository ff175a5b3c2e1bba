package rewrite

import (
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeDateText: a DATE text that PostgreSQL and DuckDB read otherwise.
const codeDateText = "T164"

// pgDuckDateTextForms is the texts a cast to DATE reads alike in
// PostgreSQL 15 and DuckDB 1.5 (run on both: TestPgDuckDateText):
// infinity, -infinity, epoch (any case), or a date of a 4-digit year other
// than 0000, optionally followed by spaces or a T (with spaces around it)
// and a time of day (h:mm, h:mm:ss, any fraction: both drop the time,
// '2020-01-02 23:59:59.9999999' being 2020-01-02 in both) and a zone
// (UTC, GMT or Z, any case, or an offset +hh, +hh:mm or +hhmm of at most
// 15:59, after spaces or none: both drop it), with spaces around. Others
// differ: PostgreSQL reads '2020-01-02 BC' as a date before Christ, which
// DuckDB reads as 2020-01-02; '99-01-02' as 1999-01-02, which DuckDB reads
// as 0099-01-02; it raises for '0000-01-01', '2020-01-02 25:00', '... TT
// 10:00', '...10:00+16' and '...10:00 Mars/Olympus', which DuckDB reads (it
// reads a date and drops what follows); DuckDB raises for 'Jan 2 2020',
// 'today' and '20200102', which PostgreSQL reads.
const pgDuckDateTextForms = `^\s*((?i:-?infinity|epoch)|([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-[0-9]{1,2}-[0-9]{1,2}(( +T? *|T *)([01]?[0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]*)?)?( *((?i:utc|gmt|z)|[+-](0[0-9]|1[0-5])(:?[0-5][0-9])?))?)?)\s*\z`

var pgDuckDateTextRe = regexp.MustCompile(pgDuckDateTextForms)

// pgDuckDateTextPair: the translation is between PostgreSQL and DuckDB,
// either way.
func (c *Context) pgDuckDateTextPair() bool {
	return c.Source.Name == "postgres" && c.Target.is("duckdb") || c.Source.Name == "duckdb" && c.Target.Name == "postgres"
}

// pgDuckDateLit refuses (T164) a DATE literal, or a string literal cast to
// DATE, whose text is not of pgDuckDateTextForms between PostgreSQL and
// DuckDB; ok is false when refused.
func (c *Context) pgDuckDateLit(at ast.Node, text string) bool {
	if !c.pgDuckDateTextPair() || pgDuckDateTextRe.MatchString(text) {
		return true
	}
	c.Refuse(codeDateText, at, "write the date as YYYY-MM-DD, a 4-digit year from 0001 (a date before Christ as DATE '0001-01-01' - days)",
		"the DATE text %q is read otherwise by %s and %s, or by one of them only (%s)", text, c.Source.Name, c.Target.Name, pgDuckDateTextWhy)
	return false
}

// pgDuckDateTextWhy says how PostgreSQL and DuckDB read a DATE text
// otherwise (pgDuckDateTextForms).
const pgDuckDateTextWhy = "PostgreSQL reads ' BC', 2-digit years as 19xx or 20xx and month names, which DuckDB reads as AD, as the years 0-99 or not at all; DuckDB reads a date followed by any text, which PostgreSQL raises for"

// pgDuckTsYearRe is a TIMESTAMP text whose year has 1 or 2 digits or is
// 0000: PostgreSQL 15 reads '99-01-02 10:00' and '9-01-02' as 1999 and
// 2009, DuckDB 1.5 as the years 99 and 9; PostgreSQL raises for
// '0000-01-01 10:00', which DuckDB reads (run on both:
// TestPgDuckTimestampYear).
var pgDuckTsYearRe = regexp.MustCompile(`^\s*([0-9]{1,2}|0000)-`)

// pgDuckTsYear refuses (T164) a TIMESTAMP or TIMESTAMPTZ literal, or a
// string literal cast to or compared with one, of pgDuckTsYearRe between
// PostgreSQL and DuckDB; ok is false when refused.
func (c *Context) pgDuckTsYear(at ast.Node, text string) bool {
	if !c.pgDuckDateTextPair() || !pgDuckTsYearRe.MatchString(text) {
		return true
	}
	c.Refuse(codeDateText, at, "write the year with 4 digits, from 0001",
		"the year of the timestamp text %q is read otherwise by %s and %s, or by one of them only (PostgreSQL reads 2-digit years as 19xx or 20xx, which DuckDB reads as the years 0-99, and raises for the year 0000, which DuckDB reads)",
		text, c.Source.Name, c.Target.Name)
	return false
}

// pgDuckDateFunc is date(x) between PostgreSQL and DuckDB, which both read
// it as CAST(x AS DATE) (PostgreSQL 15 documentation, 4.2.9 Type Casts:
// the function-like syntax; DuckDB 1.5 has no function of the name, and
// date(1) raises its cast's error), as that cast, so that pgDuckDateCast
// and the other rules of a cast read it; nil for another call.
func (c *Context) pgDuckDateFunc(f *ast.Func) *ast.Cast {
	if !c.pgDuckDateTextPair() || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "date") || len(f.Args) != 1 ||
		f.Star || f.Distinct || f.Over != nil || f.Filter != nil || len(f.OrderBy) > 0 || len(f.WithinGroup) > 0 || f.Unread {
		return nil
	}
	return &ast.Cast{Span: f.Span, X: f.Args[0], Type: &ast.TypeName{Span: f.Span, Kind: ast.TypeDate}}
}

// pgDuckDateCast checks PostgreSQL's and DuckDB's CAST(x AS DATE) (and
// date(x): pgDuckDateFunc): of a string literal, by pgDuckDateLit (a cast
// to TIMESTAMP or TIMESTAMPTZ of one by pgDuckTsYear); from DuckDB to
// PostgreSQL, which has no function to raise with, of a value known to be
// a string (tsMaybeText) it refuses (T164); from PostgreSQL to DuckDB, of
// a value known to be a string, written
//
//	CASE WHEN (CASE WHEN NOT regexp_matches(s, <forms>) THEN error('...') ELSE FALSE END) THEN NULL ELSE CAST(s AS DATE) END
//
// (raiseGuard) so that DuckDB raises for a text not of
// pgDuckDateTextForms rather than read it otherwise; a column of unknown
// type is left (it may be a DATE or a TIMESTAMP). An operand calling a
// volatile function is left too (it would be read twice).
func (c *Context) pgDuckDateCast(x *ast.Cast, sc *scope) ast.Expr {
	if lit, ok := x.X.(*ast.Literal); ok && lit.Kind == ast.LitString && x.Type != nil && tsKind(x.Type.Kind) {
		c.pgDuckTsYear(x, lit.Value)
		return x
	}
	if x.Type == nil || x.Type.Kind != ast.TypeDate || x.Mode != ast.CastStrict {
		return x
	}
	if lit, ok := x.X.(*ast.Literal); ok && lit.Kind == ast.LitString && c.pgDateTextOut() {
		if v, ok := c.pgDateLitOut(x, lit.Value); ok && v != lit.Value {
			nx := *x
			nx.X = &ast.Literal{Span: lit.Span, Kind: ast.LitString, Value: v}
			return &nx
		}
		return x
	}
	if !c.pgDuckDateTextPair() {
		return x
	}
	if lit, ok := x.X.(*ast.Literal); ok {
		if lit.Kind == ast.LitString {
			c.pgDuckDateLit(x, lit.Value)
		}
		return x
	}
	if known, _ := c.tsMaybeText(x.X, sc); !known {
		return x
	}
	if c.Source.Name == "duckdb" {
		c.Refuse(codeDateText, x, "pass the value as a DATE (or a TIMESTAMP) rather than a string, write a DATE literal (YYYY-MM-DD, a 4-digit year from 0001), or build the date with make_date(year, month, day), which lateral translates",
			"the cast of the string %s to DATE: %s and %s read some date texts otherwise (%s), and %s cannot raise for those",
			exprName(x.X), c.Source.Name, c.Target.Name, pgDuckDateTextWhy, c.Target.Name)
		return x
	}
	if volatileCall(x.X) != nil {
		return x
	}
	sp := x.Span
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	bad := &ast.Unary{Span: sp, Op: ast.OpNot, X: canonCall(sp, "regexp_like", ast.Clone(x.X), str(pgDuckDateTextForms))}
	raise := canonCall(sp, "error", str("a date text that postgres reads otherwise: a year before Christ, of 2 digits, or a form not translated (an error of the translation from postgres)"))
	return raiseGuard(sp, bad, raise, x)
}

// pgDateTextOut: the translation is from PostgreSQL to a dialect other
// than PostgreSQL and DuckDB (whose texts pgDuckDateLit reads).
func (c *Context) pgDateTextOut() bool {
	return c.Source.Name == "postgres" && c.Target.Name != "postgres" && !c.Target.is("duckdb")
}

// pgDateLitOut is the text of a DATE literal, or of a string literal cast
// to DATE, from PostgreSQL to another dialect than DuckDB (pgDateTextOut),
// written YYYY-MM-DD, the form each dialect documents for its DATE
// literal (Trino's and Hive's data types: DATE '2001-08-22'; Spark's
// literals: DATE 'yyyy-[m]m-[d]d[T]'): the text of a date PostgreSQL reads
// alike whatever its DateStyle (pgDateText), after spaces, before a time
// of day and a zone it drops (pgDuckDateTextForms, run on PostgreSQL 15),
// or epoch (1970-01-01). Another text is refused (T164), ok false:
// PostgreSQL reads ' BC', 2-digit years (as 19xx or 20xx), month names,
// 'today', which the others do not document reading so; infinity, which
// they have no value for; it raises for a day that does not exist.
func (c *Context) pgDateLitOut(at ast.Node, text string) (string, bool) {
	t := strings.TrimSpace(text)
	if strings.EqualFold(t, "epoch") {
		return "1970-01-01", true
	}
	if v, ok := pgDateText(t); ok {
		return v, true
	}
	if pgDuckDateTextRe.MatchString(t) {
		if i := strings.IndexAny(t, " T"); i > 0 {
			t = t[:i]
		}
		if v, ok := pgDateText(t); ok {
			return v, true
		}
	}
	c.Refuse(codeDateText, at, "write the date as YYYY-MM-DD, a 4-digit year from 0001",
		"the DATE text %q is one postgres reads by its own rules (' BC', 2-digit years as 19xx or 20xx, month names, infinity, 'today') or raises for (a day that does not exist), which %s reads otherwise or not at all", text, c.Target.Name)
	return "", false
}
