package rewrite

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeDateText: a DATE text that PostgreSQL and DuckDB read otherwise.
const codeDateText = "T164"

// pgDuckDateTextForms is the texts a cast to DATE reads alike in
// PostgreSQL 15 and DuckDB 1.5 (giving the same date, or both raising: run
// on both, whatever PostgreSQL's DateStyle, TestPgDuckDateText and
// TestDuckPgDateTextForms): infinity, -infinity, epoch (any case), or a
// date Y-M-D or Y/M/D whose year has at least 3 digits, leading zeros
// included ('099' is the year 99 in both), and is not 0 nor above 999999
// (PostgreSQL raises past 5874897, DuckDB past 5881580), optionally
// followed by spaces, a T or t (with spaces around it) and a time of day
// (h:mm, h:mm:ss, any fraction: both drop the time, '2020-01-02
// 23:59:59.9999999' being 2020-01-02 in both) and a zone (UTC, GMT or Z,
// any case, or an offset +hh, +hh:mm or +hhmm of at most 15:59, after
// spaces or none: both drop it), with white space around (space, \t, \n,
// \v, \f, \r). Others differ: PostgreSQL reads '2020-01-02 BC' as a date
// before Christ, which DuckDB reads as 2020-01-02; '99-01-02' as
// 1999-01-02, which DuckDB reads as 0099-01-02; it raises for
// '0000-01-01', '-2020-01-02', '2020-01-02 25:00', '...10:00+16', '...
// xyz' and a no-break space, which DuckDB reads (it reads a date and drops
// what follows); DuckDB raises for 'Jan 2 2020', 'today', '2020.01.02'
// and '20200102', which PostgreSQL reads.
const pgDuckDateTextForms = `^[ \t\n\v\f\r]*((?i:-?infinity|epoch)|(0*[1-9][0-9]{2,5}|0+[1-9][0-9]|00+[1-9])(-[0-9]{1,2}-[0-9]{1,2}|/[0-9]{1,2}/[0-9]{1,2})(( +[Tt]? *|[Tt] *)([01]?[0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]*)?)?( *((?i:utc|gmt|z)|[+-](0[0-9]|1[0-5])(:?[0-5][0-9])?))?)?)[ \t\n\v\f\r]*\z`

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

// pgDuckDateLitText is the text of a DATE literal, or of a string literal
// cast to DATE, from PostgreSQL to DuckDB: a YYYYMMDD text (pgDateText),
// which PostgreSQL reads as YYYY-MM-DD and DuckDB raises for, is written
// YYYY-MM-DD; another text is returned as it is (pgDuckDateLit checks it).
func (c *Context) pgDuckDateLitText(text string) string {
	if c.Source.Name == "postgres" && c.Target.is("duckdb") && !pgDuckDateTextRe.MatchString(text) {
		if v, ok := pgDateText(text); ok {
			return v
		}
	}
	if c.Source.Name == "duckdb" && c.Target.Name == "postgres" {
		return duckPgYearText(text, true)
	}
	return text
}

// duckYearRe is a DATE or TIMESTAMP text of DuckDB: spaces, a year of any
// digits after an optional -, a month and day after - or /, and the rest.
var duckYearRe = regexp.MustCompile(`^([ \t\n\v\f\r]*)(-?)([0-9]{1,7})([-/])([0-9]{1,2})([-/])([0-9]{1,2})(.*)$`)

// duckPgYearText is DuckDB's DATE (date) or TIMESTAMP text whose year
// PostgreSQL reads otherwise, written for PostgreSQL; text itself for
// another. DuckDB 1.5 reads the year's digits as they are: '99-01-02' and
// '9-01-02' are the years 99 and 9 (PostgreSQL 15 reads 1999 and 2009),
// '0-01-02' and '0000-01-02' the year 0, 1 BC, and '-99-01-02' the year
// -99, 100 BC (PostgreSQL raises for both); run on both,
// TestDuckPgShortYears. A year of 1 or 2 digits is written with 4
// ('0099-01-02', which both read alike: pgDuckDateTextForms), where the
// rest is a time and a zone of pgDuckDateTextForms; a DATE of the
// year 0 or a negative one is written 'YYYY-MM-DD BC' (of years 1 to 4713
// BC, from which PostgreSQL's range starts), after a time and zone both
// drop (pgDuckDateTextForms). Others are text itself, which
// pgDuckDateLit and pgDuckTsYear check.
func duckPgYearText(text string, date bool) string {
	m := duckYearRe.FindStringSubmatch(text)
	if m == nil || m[4] != m[6] {
		return text
	}
	y, _ := strconv.Atoi(m[3])
	neg := m[2] == "-"
	switch {
	case !neg && y > 0 && len(m[3]) <= 2:
		v := m[1] + fmt.Sprintf("%04d", y) + m[4] + m[5] + m[6] + m[7] + m[8]
		if !pgDuckDateTextRe.MatchString(v) {
			return text
		}
		return v
	case date && (y == 0 || neg) && y < 4713 && pgDuckDateTextRe.MatchString("0001-01-01"+m[8]):
		mo, _ := strconv.Atoi(m[5])
		d, _ := strconv.Atoi(m[7])
		return fmt.Sprintf("%04d-%02d-%02d BC", y+1, mo, d)
	}
	return text
}

// pgDuckDateDigits is the DATE literal x with its text written by
// pgDuckDateLitText; x itself for another literal or text.
func (c *Context) pgDuckDateDigits(x *ast.TypedLit) *ast.TypedLit {
	if x.Type == nil || x.Type.Kind != ast.TypeDate && !tsKind(x.Type.Kind) {
		return x
	}
	v := c.pgDuckTsYearText(x.Value)
	if x.Type.Kind == ast.TypeDate {
		v = c.pgDuckDateLitText(x.Value)
	}
	if v != x.Value {
		nx := *x
		nx.Value = v
		return &nx
	}
	return x
}

// pgDuckDateTextWhy says how PostgreSQL and DuckDB read a DATE text
// otherwise (pgDuckDateTextForms).
const pgDuckDateTextWhy = "PostgreSQL reads ' BC', 2-digit years as 19xx or 20xx and month names, which DuckDB reads as AD, as the years 0-99 or not at all; DuckDB reads a date followed by any text, which PostgreSQL raises for"

// pgDuckTsYearRe is a TIMESTAMP text whose year has 1 or 2 digits, is
// 0000 or negative: PostgreSQL 15 reads '99-01-02 10:00', '99/01/02 10:00'
// and '9-01-02' as 1999 and 2009, DuckDB 1.5 as the years 99 and 9;
// PostgreSQL raises for '0000-01-01 10:00' and '-9-01-02 10:00', which
// DuckDB reads as 1 BC and 10 BC (run on both: TestPgDuckTimestampYear,
// TestDuckPgShortYears).
var pgDuckTsYearRe = regexp.MustCompile(`^\s*(-[0-9]|([0-9]{1,2}|0000)[-/])`)

// pgDuckTsYearText is a TIMESTAMP or TIMESTAMPTZ text from DuckDB to
// PostgreSQL with its year of 1 or 2 digits written with 4
// (duckPgYearText); text itself otherwise.
func (c *Context) pgDuckTsYearText(text string) string {
	if c.Source.Name == "duckdb" && c.Target.Name == "postgres" {
		return duckPgYearText(text, false)
	}
	return text
}

// pgDuckTsYear refuses (T164) a TIMESTAMP or TIMESTAMPTZ literal, or a
// string literal cast to or compared with one, of pgDuckTsYearRe between
// PostgreSQL and DuckDB; ok is false when refused.
func (c *Context) pgDuckTsYear(at ast.Node, text string) bool {
	if !c.pgDuckDateTextPair() || !pgDuckTsYearRe.MatchString(text) {
		return true
	}
	c.Refuse(codeDateText, at, "write the year with 4 digits, from 0001",
		"the year of the timestamp text %q is read otherwise by %s and %s, or by one of them only (PostgreSQL reads 2-digit years as 19xx or 20xx, which DuckDB reads as the years 0-99, and raises for the year 0000 and negative years, which DuckDB reads)",
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
// PostgreSQL, of a value known to be a string (tsMaybeText), written by
// duckPgDateGuard; from PostgreSQL to DuckDB, of a value known to be a
// string, written
//
//	CASE WHEN (CASE WHEN NOT regexp_matches(s, <forms>) THEN error('...') ELSE FALSE END) THEN NULL ELSE CAST(s AS DATE) END
//
// (raiseGuard) so that DuckDB raises for a text not of
// pgDuckDateTextForms rather than read it otherwise. A column of unknown
// type (tsMaybeText), which may be a DATE or a TIMESTAMP, is guarded by its
// type read when the query runs: toward DuckDB the test is typeof(s) =
// 'VARCHAR' AND NOT regexp_matches(CAST(s AS VARCHAR), <forms>), toward
// PostgreSQL duckPgDateGuard's (run on both, TestPgDuckDateUntyped). An
// operand calling a volatile function is left (it would be read twice).
func (c *Context) pgDuckDateCast(x *ast.Cast, sc *scope) ast.Expr {
	if lit, ok := x.X.(*ast.Literal); ok && lit.Kind == ast.LitString && x.Type != nil && tsKind(x.Type.Kind) {
		if v := c.pgDuckTsYearText(lit.Value); v != lit.Value {
			return castLitValued(x, lit, v)
		}
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
			if v := c.pgDuckDateLitText(lit.Value); v != lit.Value {
				nx := *x
				nx.X = &ast.Literal{Span: lit.Span, Kind: ast.LitString, Value: v}
				return &nx
			}
			c.pgDuckDateLit(x, lit.Value)
		}
		return x
	}
	known, maybe := c.tsMaybeText(x.X, sc)
	if c.Source.Name == "duckdb" && (known || maybe) {
		return c.duckPgDateGuard(x, !known)
	}
	if !known && !maybe || volatileCall(x.X) != nil {
		return x
	}
	sp := x.Span
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	var bad ast.Expr = &ast.Unary{Span: sp, Op: ast.OpNot, X: canonCall(sp, "regexp_like", ast.Clone(x.X), str(pgDuckDateTextForms))}
	if !known {
		s := &ast.Cast{Span: sp, X: ast.Clone(x.X), Type: &ast.TypeName{Span: sp, Kind: ast.TypeString}}
		isText := &ast.Binary{Span: sp, Op: ast.OpEq, L: canonCall(sp, "typeof", ast.Clone(x.X)), R: str("VARCHAR")}
		bad = &ast.Binary{Span: sp, Op: ast.OpAnd, L: isText, R: &ast.Unary{Span: sp, Op: ast.OpNot, X: canonCall(sp, "regexp_like", s, str(pgDuckDateTextForms))}}
	}
	raise := canonCall(sp, "error", str("a date text that postgres reads otherwise: a year before Christ, of 2 digits, or a form not translated (an error of the translation from postgres)"))
	return raiseGuard(sp, bad, raise, x)
}

// pgDuckDateTextFormsARE is pgDuckDateTextForms in PostgreSQL's regular
// expressions (AREs), which have no (?i:...) group and no \z: the same
// texts (run on PostgreSQL 15 and DuckDB 1.5: TestDuckPgDateTextForms).
var pgDuckDateTextFormsARE = strings.NewReplacer(
	`(?i:-?infinity|epoch)`, `(-?[iI][nN][fF][iI][nN][iI][tT][yY]|[eE][pP][oO][cC][hH])`,
	`(?i:utc|gmt|z)`, `([uU][tT][cC]|[gG][mM][tT]|[zZ])`,
	`\z`, `$`,
).Replace(pgDuckDateTextForms)

// duckPgDateGuard writes DuckDB's CAST(s AS DATE) of a string s (known by
// its type: tsMaybeText) for PostgreSQL as
//
//	CASE WHEN (CASE WHEN NOT s ~ <forms> THEN CAST('<message>: ' || s AS DATE) IS NULL ELSE FALSE END) THEN NULL ELSE CAST(s AS DATE) END
//
// the form of raiseGuard: the cast of a text of pgDuckDateTextForms, which
// both read alike, and of NULL is kept, and PostgreSQL raises (invalid
// input syntax for type date, naming the text) for another text, which
// DuckDB reads otherwise ('2020-01-02 BC', '99-01-02') or raises for ('Jan
// 2 2020'). PostgreSQL has no function that raises: the cast of the
// message and s is that raise, and it reads s so that PostgreSQL does not
// compute it before the query runs (a constant s is folded with its test,
// whose branch is dropped where false). An s calling a volatile function,
// written twice, is refused (T073).
//
// An s of unknown type (untyped) may be a DATE, a TIMESTAMP or a
// TIMESTAMPTZ, for which s ~ <forms> does not type-check: the test is then
// pg_typeof(coalesce(s, NULL)) NOT IN ('date', 'timestamp', 'timestamptz') AND NOT
// CAST(s AS TEXT) ~ <forms>, the message naming CAST(s AS TEXT); both
// operands of AND are read without raising, whatever their order, and
// pg_typeof is stable, so PostgreSQL does not drop the test before the
// query runs (run on PostgreSQL 15 with columns of those types, TEXT,
// VARCHAR(10), CHAR(10) and NULL, under four DateStyles:
// TestPgDuckDateUntyped).
func (c *Context) duckPgDateGuard(x *ast.Cast, untyped bool) ast.Expr {
	if !c.reusableIn(x.X, "the cast of a string to DATE, checked for a form "+c.Target.Name+" reads as "+c.Source.Name+" does,") {
		return x
	}
	sp := x.Span
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	s := func() ast.Expr { return ast.Clone(x.X) }
	if untyped {
		s = func() ast.Expr {
			return &ast.Cast{Span: sp, X: ast.Clone(x.X), Type: &ast.TypeName{Span: sp, Kind: ast.TypeString}}
		}
	}
	var bad ast.Expr = &ast.Unary{Span: sp, Op: ast.OpNot, X: canonCall(sp, "regexp_like", s(), str(pgDuckDateTextFormsARE))}
	if untyped {
		// coalesce(s, NULL) is of the base type of a domain s (PostgreSQL
		// 15's select_common_type keeps a domain only where every input
		// is of it), so a DATE domain's value is not read as a text
		base := canonCall(sp, "coalesce", ast.Clone(x.X), &ast.Literal{Span: sp, Kind: ast.LitNull})
		notDatetime := &ast.InList{Span: sp, X: canonCall(sp, "pg_typeof", base), Not: true, List: []ast.Expr{str("date"), str("timestamp"), str("timestamptz")}}
		bad = &ast.Binary{Span: sp, Op: ast.OpAnd, L: notDatetime, R: bad}
	}
	msg := &ast.Binary{Span: sp, Op: ast.OpConcat, L: str("a date text that duckdb reads otherwise or not at all: a year before Christ, of 2 digits, or a form not translated (an error of the translation from duckdb): "), R: s()}
	raise := &ast.IsNull{Span: sp, X: &ast.Cast{Span: sp, X: msg, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}}}
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
