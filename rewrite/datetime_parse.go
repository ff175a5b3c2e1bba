package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/dtfmt"
)

// codeDatetimeParse: a parsing function (a text to a DATE or TIMESTAMP by
// a pattern) in a form lateral does not translate exactly.
const codeDatetimeParse = "T220"

// datetimeParseFn is a parsing function of a source dialect: its name,
// the reader of its pattern language, and whether it gives a DATE.
type datetimeParseFn struct {
	name  string
	parse func(string) ([]dtfmt.Elem, *dtfmt.Bad)
	date  bool
	// refused: why the function is not translated ("" where it is)
	refused string
	// fmtFirst: the pattern is the first argument (BigQuery's)
	fmtFirst bool
	// fixed: the function's one argument is read by this pattern of
	// the reader (Trino's ISO 8601 functions)
	fixed string
}

// args are the text and pattern arguments of f, a call of fn.
func (fn *datetimeParseFn) args(f *ast.Func) (x, pat ast.Expr) {
	return datetimeArgs(f, fn.fmtFirst, fn.fixed)
}

func datetimeParseFns(src string) []datetimeParseFn {
	switch src {
	case "bigquery":
		// PARSE_DATE(format, text) of its format elements (BigQuery
		// reference, "Format elements for date and time parts")
		return []datetimeParseFn{{name: "parse_date", parse: dtfmt.ParseBigQuery, date: true, fmtFirst: true}}
	case "duckdb":
		return []datetimeParseFn{{name: "strptime", parse: dtfmt.ParseStrftime}}
	case "postgres":
		return []datetimeParseFn{{name: "to_date", parse: dtfmt.ParseToChar, date: true},
			{name: "to_timestamp", refused: "gives a timestamp with time zone, read in the session's time zone"}}
	case "trino", "presto":
		presto := src == "presto"
		return []datetimeParseFn{{name: "date_parse", parse: func(s string) ([]dtfmt.Elem, *dtfmt.Bad) { return dtfmt.ParseMySQL(s, presto) }},
			// from_iso8601_date reads an ISO 8601 date (Trino
			// documentation, "Date and time functions", trinodb/trino
			// docs/src/main/sphinx/functions/datetime.md: "a calendar
			// date, a week date using ISO week numbering, or year and
			// day of year combined", 2020-05-11, 2020-W10 or 2020-123,
			// the two last raising in the translation's guard): of
			// YYYY-MM-DD exactly, a DATE
			{name: "from_iso8601_date", parse: func(s string) ([]dtfmt.Elem, *dtfmt.Bad) { return dtfmt.ParseMySQL(s, presto) }, date: true, fixed: "%Y-%m-%d"},
			{name: "parse_datetime", refused: "gives a timestamp with time zone (the session's, or one parsed)"}}
	}
	return nil
}

// datetimeParse translates a source's parsing function of a text and a
// literal pattern, DuckDB's strptime, Trino's and Presto's date_parse (a
// TIMESTAMP), PostgreSQL's to_date and BigQuery's PARSE_DATE (the
// pattern first; a DATE), for PostgreSQL, DuckDB,
// Trino and Presto, where the pattern reads only the padded year (4
// digits), month, day, hour of 24, minutes and seconds, each once, the
// year, month and day among them, and literal text without digits
// (dtfmt.ShapeOf). The call is written with the target's parsing
// function of the pattern written in its language (DuckDB's strptime,
// Trino's and Presto's date_parse, PostgreSQL's to_date for a DATE) or,
// toward PostgreSQL for a TIMESTAMP, make_timestamp of the fields cut from
// the text (substr), an impossible date (February 30) raising in all (as
// the sources raise: strptime "Could not parse string", date_parse
// Joda-Time's range error, to_date "date/time field value out of
// range"). The dialects read other texts otherwise (PostgreSQL's to_date
// skips spaces and takes fewer digits, all take fewer digits, PostgreSQL
// casts an hour of 24 or a second of 60 to a later time), so that the
// translation raises for a text not of the pattern's exact shape (its
// length and a regular expression), with a year 0000, an hour past 23
// or minutes or seconds past 59. Another element of the pattern, a
// pattern that is no literal, another target, PostgreSQL's to_timestamp
// and Trino's parse_datetime (which give a timestamp with time zone) and
// to_date of a pattern with a time of day (which PostgreSQL reads and
// drops) are refused (T220).
func datetimeParse(c *Context, s ast.Stmt) ast.Stmt {
	fns := datetimeParseFns(c.Source.Name)
	if fns == nil || c.Source.Name == c.Target.Name {
		return s
	}
	return rewriteDatetimeCalls(c, s, func(f *ast.Func, _ *scope) (func(x ast.Expr) ast.Expr, int) {
		for i := range fns {
			if fn := &fns[i]; strings.EqualFold(f.Name[0].Name, fn.name) && (len(f.Args) == 1) == (fn.fixed != "") {
				textAt := 0
				if fn.fmtFirst {
					textAt = 1
				}
				return c.datetimeParsePlan(f, fn), textAt
			}
		}
		return nil, 0
	})
}

// rewriteDatetimeCalls is the walk of the formatting and parsing
// translations (datetimeFormat, datetimeParse): a call of one name part,
// not a window, of one or two arguments, for which plan returns a
// builder, is checked (no W014) and replaced by the builder's expression
// of its argument at the place plan returns (the value formatted, the
// text parsed). plan refuses what it cannot translate and returns nil.
func rewriteDatetimeCalls(c *Context, s ast.Stmt, plan func(f *ast.Func, sc *scope) (func(x ast.Expr) ast.Expr, int)) ast.Stmt {
	plans := map[ast.Span]func(x ast.Expr) ast.Expr{}
	argAt := map[ast.Span]int{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Over != nil || len(f.Args) < 1 || len(f.Args) > 2 {
			return true
		}
		if p, at := plan(f, sc); p != nil {
			plans[f.Span], argAt[f.Span] = p, at
			c.checkedCall(f)
		}
		return true
	})
	if len(plans) == 0 || c.Diags.HasErrors() {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if f, ok := n.(*ast.Func); ok {
			if p := plans[f.Span]; p != nil {
				return p(f.Args[argAt[f.Span]])
			}
		}
		return n
	})
}

// datetimeArgs are the value (or text) and pattern arguments of f, a
// call of a formatting or parsing function whose pattern is fixed (its
// one argument read by that pattern), first (BigQuery's) or second.
func datetimeArgs(f *ast.Func, fmtFirst bool, fixed string) (x, pat ast.Expr) {
	if fixed != "" {
		return f.Args[0], &ast.Literal{Span: f.Span, Kind: ast.LitString, Value: fixed}
	}
	if fmtFirst {
		return f.Args[1], f.Args[0]
	}
	return f.Args[0], f.Args[1]
}

// datetimeParsePlan checks one call and returns the builder of its
// translation from its first argument; nil when refused.
func (c *Context) datetimeParsePlan(f *ast.Func, fn *datetimeParseFn) func(x ast.Expr) ast.Expr {
	src, dst := c.Source.Name, c.Target.Name
	if fn.refused != "" {
		c.Refuse(codeDatetimeParse, f, "parse with a function giving a DATE or TIMESTAMP (see the README), or parse the text in the source",
			"%s's %s %s, which lateral does not translate", src, fn.name, fn.refused)
		return nil
	}
	if !c.Target.is("postgres", "duckdb", "trino", "presto") {
		c.Refuse(codeDatetimeParse, f, "parse the text in the source, or translate to PostgreSQL, DuckDB, Trino or Presto",
			"%s's %s is not written for %s", src, fn.name, dst)
		return nil
	}
	x, patArg := fn.args(f)
	pat, ok := patArg.(*ast.Literal)
	if !ok || pat.Kind != ast.LitString {
		c.Refuse(codeDatetimeParse, patArg, "write the pattern as a string literal",
			"%s's pattern is translated for %s only when it is a literal", fn.name, dst)
		return nil
	}
	elems, bad := fn.parse(pat.Value)
	var sh *dtfmt.Shape
	if bad == nil {
		sh, bad = dtfmt.ShapeOf(elems, pat.Value)
	}
	if bad == nil && fn.date && sh.HasTime {
		bad = &dtfmt.Bad{At: 0, Len: len(pat.Value), Text: pat.Value, Why: "reads a time of day, which " + src + "'s " + fn.name + " checks and drops otherwise than lateral writes"}
	}
	if bad != nil {
		c.Refuse(codeDatetimeParse, patternPlace(pat, bad.At, bad.Len), "read only the padded year, month, day, hour of 24, minutes and seconds (see the README), or parse the text in the source",
			"%s's pattern element %q %s", fn.name, bad.Text, bad.Why)
		return nil
	}
	lang := map[string]string{"postgres": "to_char", "duckdb": "strftime", "trino": "mysql", "presto": "mysql"}[dst]
	out, wbad := dtfmt.Write(elems, lang, pat.Value)
	if wbad != nil {
		c.Refuse(codeDatetimeParse, patternPlace(pat, wbad.At, wbad.Len), "parse the text in the source",
			"%s's pattern element %q %s (%s)", fn.name, wbad.Text, wbad.Why, dst)
		return nil
	}
	guard := true
	if lit, isLit := x.(*ast.Literal); isLit && lit.Kind == ast.LitString {
		if _, fits := sh.Read(lit.Value); !fits {
			c.Refuse(codeDatetimeParse, x, "parse the text in the source",
				"%s reads this text otherwise than %s: lateral translates a text of the pattern's exact shape only", src, dst)
			return nil
		}
		guard = false
	} else if lit, isLit := x.(*ast.Literal); isLit && lit.Kind == ast.LitNull {
		guard = false
	} else if v := volatileCall(x); v != nil {
		c.Refuse(codeVolatile, v, "compute the text in a subquery first",
			"%s's %s, written for %s, reads its text more than once (to check its shape), and this call is not deterministic", src, fn.name, dst)
		return nil
	} else if !readsColumn(x) {
		c.Refuse(codeDatetimeParse, x, "write the text as a string literal, or parse it in the source",
			"%s's %s, written for %s, checks the shape of its text, and a constant other than a literal is not written", src, fn.name, dst)
		return nil
	}
	sp := f.Span
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	num := func(v int) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.Itoa(v)} }
	cat := func(l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: ast.OpConcat, L: l, R: r} }
	and := func(l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: ast.OpAnd, L: l, R: r} }
	return func(x ast.Expr) ast.Expr {
		part := func(fl dtfmt.Field) ast.Expr {
			at, has := sh.Fields[fl]
			if !has {
				return str("00")
			}
			n := 2
			if fl == dtfmt.Year {
				n = 4
			}
			return canonCall(sp, "substr", ast.Clone(x), num(at+1), num(n))
		}
		var e ast.Expr
		switch {
		case dst == "postgres" && fn.date:
			e = canonCall(sp, "to_date", x, str(out))
		case dst == "postgres":
			// make_timestamp of the fields, as PostgreSQL's
			// to_timestamp reads the text in the session's time zone
			// (a local time skipped by a change of offset is moved)
			intOf := func(fl dtfmt.Field) ast.Expr {
				if _, has := sh.Fields[fl]; !has {
					return num(0)
				}
				return &ast.Cast{Span: sp, X: part(fl), Type: &ast.TypeName{Span: sp, Kind: ast.TypeInt}}
			}
			e = canonCall(sp, "make_timestamp", intOf(dtfmt.Year), intOf(dtfmt.Month), intOf(dtfmt.Day),
				intOf(dtfmt.Hour24), intOf(dtfmt.Minute), intOf(dtfmt.Second))
		case dst == "duckdb":
			e = canonCall(sp, "strptime", x, str(out))
		default:
			e = canonCall(sp, "date_parse", x, str(out))
		}
		if fn.date && dst != "postgres" {
			e = &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}}
		}
		if !guard {
			return e
		}
		var fits ast.Expr = and(
			&ast.Binary{Span: sp, Op: ast.OpEq, L: canonCall(sp, "length", ast.Clone(x)), R: num(sh.Len)},
			canonCall(sp, "regexp_like", ast.Clone(x), str(sh.Regexp)))
		fits = and(fits, &ast.Binary{Span: sp, Op: ast.OpNe, L: part(dtfmt.Year), R: str("0000")})
		for _, lim := range []struct {
			fl     dtfmt.Field
			lo, hi string
		}{{dtfmt.Month, "01", "12"}, {dtfmt.Day, "01", "31"}, {dtfmt.Hour24, "", "23"}, {dtfmt.Minute, "", "59"}, {dtfmt.Second, "", "59"}} {
			if _, has := sh.Fields[lim.fl]; has {
				if lim.lo != "" {
					fits = and(fits, &ast.Binary{Span: sp, Op: ast.OpGe, L: part(lim.fl), R: str(lim.lo)})
				}
				fits = and(fits, &ast.Binary{Span: sp, Op: ast.OpLe, L: part(lim.fl), R: str(lim.hi)})
			}
		}
		bad := &ast.Unary{Span: sp, Op: ast.OpNot, X: fits}
		msg := src + "'s " + fn.name + " reads a text not of the pattern's exact shape otherwise"
		var raise ast.Expr = canonCall(sp, "error", str(msg))
		if dst != "duckdb" {
			// the cast of a text naming the input to BIGINT raises
			// (PostgreSQL "invalid input syntax for type bigint", Trino
			// "Cannot cast"), as hive_date_format.go writes it
			raise = &ast.Binary{Span: sp, Op: ast.OpEq, L: &ast.Cast{Span: sp, X: cat(str(msg+": "), ast.Clone(x)), Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}, R: num(0)}
		}
		return raiseGuard(sp, bad, raise, e)
	}
}
