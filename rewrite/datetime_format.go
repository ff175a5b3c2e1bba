package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/dtfmt"
)

// codeDatetimeFormat: a formatting function's pattern holds an element
// the target cannot write exactly, or the call is in a form lateral does
// not translate (a pattern that is no literal, a value of unknown type, a
// target without a formatting function lateral writes).
const codeDatetimeFormat = "T219"

// datetimeFormatFn is a formatting function of a source dialect: its
// name and the reader of its pattern language.
type datetimeFormatFn struct {
	name  string
	parse func(string) ([]dtfmt.Elem, *dtfmt.Bad)
	// fmtFirst: the pattern is the first argument (BigQuery's)
	fmtFirst bool
	// fixed: the function's one argument is read by this pattern of
	// the reader (Trino's ISO 8601 functions)
	fixed string
	// dateOnly: the value is a DATE, and a field of the time of day is
	// an error in the source (BigQuery's FORMAT_DATE)
	dateOnly bool
	// refused: why the function is not translated ("" where it is)
	refused string
}

// args are the value and pattern arguments of f, a call of fn.
func (fn *datetimeFormatFn) args(f *ast.Func) (x, pat ast.Expr) {
	return datetimeArgs(f, fn.fmtFirst, fn.fixed)
}

// valueAt is the place of the value among the call's arguments.
func (fn *datetimeFormatFn) valueAt() int {
	if fn.fmtFirst {
		return 1
	}
	return 0
}

// datetimeFormatFns are the formatting functions translated, by source:
// DuckDB's strftime, PostgreSQL's to_char, Trino's and Presto's
// date_format (MySQL specifiers) and format_datetime (Joda-Time letters),
// BigQuery's FORMAT_DATE and FORMAT_DATETIME (its format elements, the
// pattern first).
func datetimeFormatFns(src string) []datetimeFormatFn {
	switch src {
	case "bigquery":
		return []datetimeFormatFn{{name: "format_date", parse: dtfmt.ParseBigQuery, fmtFirst: true, dateOnly: true},
			{name: "format_datetime", parse: dtfmt.ParseBigQuery, fmtFirst: true},
			{name: "format_timestamp", refused: "formats an instant in a time zone (UTC unless one is given)"}}
	case "duckdb":
		return []datetimeFormatFn{{name: "strftime", parse: dtfmt.ParseStrftime}}
	case "postgres":
		return []datetimeFormatFn{{name: "to_char", parse: dtfmt.ParseToChar}}
	case "trino", "presto":
		presto := src == "presto"
		return []datetimeFormatFn{{name: "date_format", parse: func(s string) ([]dtfmt.Elem, *dtfmt.Bad) { return dtfmt.ParseMySQL(s, presto) }},
			{name: "format_datetime", parse: dtfmt.ParseJoda},
			// to_iso8601 of a DATE is its ISO 8601 calendar date,
			// YYYY-MM-DD (Trino documentation, "Date and time
			// functions", trinodb/trino
			// docs/src/main/sphinx/functions/datetime.md: "Formats x as
			// an ISO 8601 string. x can be date, timestamp, or timestamp
			// with time zone")
			{name: "to_iso8601", parse: dtfmt.ParseJoda, fixed: "yyyy-MM-dd"}}
	}
	return nil
}

// datetimeFormat translates f(x, pattern), a source's formatting function
// of a DATE or TIMESTAMP x (datetimeFormatFns) and a literal pattern, for
// PostgreSQL (to_char), DuckDB (strftime), Trino and Presto
// (format_datetime), reading the pattern into lateral's one model
// (internal/dtfmt) and writing it in the target's language: the year of 4
// digits or its last two, month, day, day of the year, the hour of 24 and
// of 12 (AM, PM), minutes, seconds (padded or not where both write it),
// the first 1 to 6 digits of the fraction, cut (Trino's of milliseconds:
// up to 3), the English names of the month and day of the week, and
// literal text. Checked on PostgreSQL 15 and DuckDB 1.5 (see the
// conformance case dates/datetime_format). An element the source reads
// otherwise, or the target cannot write exactly, is refused (T219) at its
// place in the pattern, naming it. A pattern that writes the year raises
// for a year outside 1 to 9999 (PostgreSQL has no year 0 and writes BC
// years by their era, DuckDB and Trino write 0 and negative years, a year
// past 9999 is not checked alike), as date_format from Spark does
// (hive_date_format.go); between PostgreSQL and DuckDB, which write a
// year past 9999 alike, only for a year before 1 (datetimeFormatBuild). Between PostgreSQL and DuckDB a value that may be
// infinite raises for it (datetimeFormatBuild). A DATE x is cast to TIMESTAMP (its midnight, as
// all the sources format it); an x of another type (a TIMESTAMP WITH TIME
// ZONE, formatted in the session's zone) is refused; one of unknown type
// is left as it is (to_char of a number is PostgreSQL's too), warned
// (W014) as an unknown function is.
func datetimeFormat(c *Context, s ast.Stmt) ast.Stmt {
	fns := datetimeFormatFns(c.Source.Name)
	if fns == nil || c.Source.Name == c.Target.Name {
		return s
	}
	return rewriteDatetimeCalls(c, s, func(f *ast.Func, sc *scope) (func(x ast.Expr) ast.Expr, int) {
		for i := range fns {
			if fn := &fns[i]; strings.EqualFold(f.Name[0].Name, fn.name) && (len(f.Args) == 1) == (fn.fixed != "") {
				return c.datetimeFormatPlan(f, fn, sc), fn.valueAt()
			}
		}
		return nil, 0
	})
}

// datetimeFormatPlan checks one call, refusing what it cannot write, and
// returns the builder of its translation from its first argument; nil
// when refused or left as it is.
func (c *Context) datetimeFormatPlan(f *ast.Func, fn *datetimeFormatFn, sc *scope) func(x ast.Expr) ast.Expr {
	src, dst := c.Source.Name, c.Target.Name
	if fn.refused != "" {
		c.Refuse(codeDatetimeFormat, f, "format the value in the source, or convert it to a DATETIME there and use FORMAT_DATETIME",
			"%s's %s %s, which lateral does not translate", src, fn.name, fn.refused)
		return nil
	}
	x, patArg := fn.args(f)
	var kind ast.TypeKind
	digits := tsDefaultDigits(src) // of a TIMESTAMP x's fraction
	if tl, ok := x.(*ast.TypedLit); ok && tl.Type != nil {
		kind = tl.Type.Kind
		if _, frac, found := strings.Cut(tl.Value, "."); found {
			digits = len(strings.TrimSpace(frac))
		} else {
			digits = 0
		}
	} else if lit, ok := x.(*ast.Literal); ok && lit.Kind == ast.LitString {
		kind = ast.TypeString
	} else if t := c.typeOf(x, sc); t != nil {
		kind = t.Kind
		if len(t.Params) == 1 {
			digits = t.Params[0]
		}
	}
	switch {
	case fn.fixed != "" && kind != ast.TypeDate:
		c.Refuse(codeDatetimeFormat, x, "cast the argument to DATE in the source, or format the value in the source",
			"%s's %s is written for %s of a DATE only (of a timestamp it writes a T, the type's fractional digits and, with a time zone, its offset), and the type of this argument is not known to be DATE", src, fn.name, dst)
		return nil
	case kind == ast.TypeDate || kind == ast.TypeTimestamp:
	case kind == ast.TypeUnknown && fn.name == "to_char":
		return nil // perhaps a number: left as it is, warned
	case kind == ast.TypeUnknown:
		c.Refuse(codeDatetimeFormat, x, "give the column's type with --schema, or cast the argument to DATE or TIMESTAMP in the source",
			"%s's %s is written for %s of a DATE or a TIMESTAMP only, and the type of this argument is not known", src, fn.name, dst)
		return nil
	case fn.name == "to_char" && kind != ast.TypeTimestampTZ && kind != ast.TypeTime && kind != ast.TypeInterval:
		return nil // a number's to_char: not a date pattern
	default:
		c.Refuse(codeDatetimeFormat, x, "cast the argument to DATE or TIMESTAMP in the source",
			"%s's %s is written for %s of a DATE or a TIMESTAMP only (a value with a time zone is formatted in the session's zone, a time of day or interval by other rules)", src, fn.name, dst)
		return nil
	}
	if kind == ast.TypeTimestamp && (digits < 0 || digits > 3) && (c.Source.is("trino", "presto") || c.Target.is("trino", "presto")) {
		// Trino's date_format and format_datetime round a timestamp to
		// milliseconds before formatting it (Trino's DateFormat and
		// FormatDateTime: "date formatting only supports up to millis,
		// so round to that unit"), which carries into every field
		// (23:59:59.9996 is the next day), where the others read the
		// value as it is
		c.Refuse(codeDatetimeFormat, x, "format a DATE or a TIMESTAMP(3) (cast in the source), or format the value in the source",
			"Trino's formatting functions round a timestamp to milliseconds first, and this value may have more fractional digits, which %s reads otherwise (%s to %s)", otherThan(c, "trino"), src, dst)
		return nil
	}
	lang := map[string]string{"postgres": "to_char", "duckdb": "strftime", "trino": "joda", "presto": "joda", "hive": "hive", "spark": "spark", "bigquery": "bigquery"}[dst]
	if lang == "" {
		c.Refuse(codeDatetimeFormat, f, "format the value in the source, or translate to PostgreSQL, DuckDB, Trino, Presto, Hive, Spark or BigQuery",
			"%s's %s is not written for %s", src, fn.name, dst)
		return nil
	}
	pat, ok := patArg.(*ast.Literal)
	if !ok || pat.Kind != ast.LitString {
		c.Refuse(codeDatetimeFormat, patArg, "write the pattern as a string literal",
			"%s's pattern is translated for %s only when it is a literal", fn.name, dst)
		return nil
	}
	elems, bad := fn.parse(pat.Value)
	if bad == nil && fn.dateOnly {
		for _, e := range elems {
			if e.F >= dtfmt.Hour24 && e.F <= dtfmt.AmPm {
				bad = &dtfmt.Bad{At: e.At, Len: e.Len, Text: pat.Value[e.At : e.At+e.Len], Why: "formats a time of day, which " + fn.name + " of a DATE does not take"}
				break
			}
		}
	}
	if bad == nil {
		var out string
		out, bad = dtfmt.Write(elems, lang, pat.Value)
		if bad == nil {
			return c.datetimeFormatBuild(f, fn, x, kind, pat, out, dtfmt.HasYear(elems), dtfmt.HasDate(elems))
		}
		bad.Why += " (" + dst + ")"
	}
	c.Refuse(codeDatetimeFormat, patternPlace(pat, bad.At, bad.Len), "use another element of the pattern (see the README), or format the value in the source",
		"%s's pattern element %q %s", fn.name, bad.Text, bad.Why)
	return nil
}

// patternPlace is the node of the bytes at..at+n of the string literal
// lit's value, where lit is written plainly (its span two quotes longer
// than its value), else lit itself.
func patternPlace(lit *ast.Literal, at, n int) ast.Node {
	sp := lit.Span
	if sp.Start.IsValid() && sp.End.Offset-sp.Start.Offset == len(lit.Value)+2 {
		sp.Start.Offset += 1 + at
		sp.Start.Col += 1 + at
		sp.End = sp.Start
		sp.End.Offset += n
		sp.End.Col += n
	}
	return &ast.Literal{Span: sp}
}

// datetimeFormatBuild checks the year of a literal x, or x's being read
// from a column for the guard, and returns the builder of the
// translation; nil when refused.
func (c *Context) datetimeFormatBuild(f *ast.Func, fn *datetimeFormatFn, x ast.Expr, kind ast.TypeKind, pat *ast.Literal, out string, hasYear, hasDate bool) func(x ast.Expr) ast.Expr {
	src, dst := c.Source.Name, c.Target.Name
	guard := hasYear
	// BigQuery's documentation does not say how %Y writes a year of
	// fewer than 4 digits: from it the year is guarded from 1000
	lo := 1
	if src == "bigquery" {
		lo = 1000
	}
	if dst == "bigquery" {
		// toward BigQuery too: how its %Y writes a year below 1000 is not
		// documented
		lo = max(lo, 1000)
	}
	// PostgreSQL's YYYY and DuckDB's %Y write a year past 9999 with all
	// its digits, YY and %y its last two, and the other fields alike (run
	// on PostgreSQL 15 and DuckDB 1.5: to_char of DATE '12345-06-07' by
	// 'YYYY-MM-DD YY DDD Mon Day' is '12345-06-07 45 158 Jun Thursday', and
	// so is strftime by '%Y-%m-%d %y %j %b %A'): between the two only a
	// year before 1 is guarded (PostgreSQL writes 1 BC as 0001, DuckDB as
	// 0000)
	hi := 9999
	if c.Source.is("postgres", "duckdb") && c.Target.is("postgres", "duckdb") {
		hi = 0
	}
	span := func() string {
		if hi == 0 {
			return "before " + strconv.Itoa(lo)
		}
		return "outside " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi)
	}
	if dst == "hive" && hasDate {
		// Hive's SimpleDateFormat reads a date before 1582-10-15 on the
		// Julian calendar (hive_date_format.go): its month and day too
		lo, guard = 1583, true
	}
	if guard {
		if tl, isLit := x.(*ast.TypedLit); isLit {
			y, err := strconv.Atoi(strings.SplitN(strings.TrimSpace(tl.Value), "-", 2)[0])
			if err != nil || y < lo || hi != 0 && y > hi || strings.Contains(strings.ToUpper(tl.Value), "BC") {
				c.Refuse(codeDatetimeFormat, x, "format the value in the source",
					"%s's %s writes a year %s otherwise than %s, and lateral reads this literal's year as %s it", src, fn.name, span(), dst,
					map[bool]string{true: "before", false: "outside"}[hi == 0])
				return nil
			}
			guard = false
		} else if v := volatileCall(x); v != nil {
			c.Refuse(codeVolatile, v, "compute the value in a subquery first",
				"%s's %s, written for %s, reads its argument twice (to check its year), and this call is not deterministic", src, fn.name, dst)
			return nil
		} else if !readsColumn(x) {
			c.Refuse(codeDatetimeFormat, x, "write the value as a DATE or TIMESTAMP literal, or format it in the source",
				"%s's %s, written for %s, checks the year of its argument, and a constant other than a literal is not written", src, fn.name, dst)
			return nil
		}
	}
	// An infinite DATE or TIMESTAMP, which PostgreSQL and DuckDB hold, is
	// formatted as NULL by PostgreSQL's to_char and as infinity or
	// -infinity by DuckDB's strftime, whatever the pattern (run on
	// PostgreSQL 15 and DuckDB 1.5): between the two the translation
	// raises for it (infiniteText), as pg_duck_infinity.go guards a date
	// part.
	// From PostgreSQL a guarded year already raises for it
	// (pgDuckInfinity guards the year the guard reads).
	infinite := c.Source.is("postgres", "duckdb") && c.Target.is("postgres", "duckdb") && mayBeInfinite(x) && !(src == "postgres" && guard)
	if infinite {
		why := "formats an infinite date or timestamp as NULL in postgres and as its text in duckdb"
		if _, isLit := x.(*ast.TypedLit); isLit {
			c.Refuse(codeDatetimeFormat, x, "format the value in the source",
				"%s's %s %s, and this literal is infinite", src, fn.name, why)
			return nil
		}
		if v := volatileCall(x); v != nil {
			c.Refuse(codeVolatile, v, "compute the value in a subquery first",
				"%s's %s, written for %s, reads its argument twice (it %s), and this call is not deterministic", src, fn.name, dst, why)
			return nil
		}
	}
	sp := f.Span
	name := map[string]string{"postgres": "to_char", "duckdb": "strftime", "trino": "format_datetime", "presto": "format_datetime",
		"hive": "date_format", "spark": "date_format", "bigquery": "format_datetime"}[dst]
	// raising is the expression raising with msg and the text of
	// detail: error(msg) in DuckDB and BigQuery, assert_true in Hive and Spark
	// (targetRaise); elsewhere the cast of a text naming it to BIGINT,
	// which raises (PostgreSQL "invalid input syntax for type bigint",
	// Trino "Cannot cast"), as hive_date_format.go writes it
	raising := func(msg string, detail ast.Expr) ast.Expr {
		if dst == "duckdb" || dst == "bigquery" || dst == "hive" || dst == "spark" {
			return c.targetRaise(sp, msg, detail)
		}
		text := &ast.Binary{Span: sp, Op: ast.OpConcat, L: &ast.Literal{Span: sp, Kind: ast.LitString, Value: msg + ": "},
			R: &ast.Cast{Span: sp, X: detail, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}}
		return &ast.Binary{Span: sp, Op: ast.OpEq, L: &ast.Cast{Span: sp, X: text, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}},
			R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}}
	}
	return func(x ast.Expr) ast.Expr {
		arg := x
		if kind == ast.TypeDate {
			arg = &ast.Cast{Span: sp, X: x, Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestamp}}
		}
		var e ast.Expr = canonCall(sp, name, arg, &ast.Literal{Span: pat.Span, Kind: ast.LitString, Value: out})
		if dst == "bigquery" {
			// FORMAT_DATETIME(format, datetime): the pattern first
			e = canonCall(sp, name, &ast.Literal{Span: pat.Span, Kind: ast.LitString, Value: out}, arg)
		}
		if guard {
			year := canonCall(sp, "year", ast.Clone(x))
			var bad ast.Expr = &ast.Binary{Span: sp, Op: ast.OpLt, L: year, R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.Itoa(lo)}}
			if hi != 0 {
				bad = &ast.Binary{Span: sp, Op: ast.OpOr, L: bad,
					R: &ast.Binary{Span: sp, Op: ast.OpGt, L: ast.Clone(year), R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.Itoa(hi)}}}
			}
			msg := src + "'s " + fn.name + " writes a year " + span() + " otherwise"
			e = raiseGuard(sp, bad, raising(msg, ast.Clone(year)), e)
		}
		if infinite {
			msg := src + "'s " + fn.name + " formats an infinite date or timestamp otherwise"
			e = raiseGuard(sp, infiniteText(sp, x), raising(msg, ast.Clone(x)), e)
		}
		return e
	}
}
