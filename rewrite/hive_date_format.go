package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeDateFormat: Hive's or Spark's date_format in a form lateral does not
// write for the target (a letter of its pattern, a pattern that is no
// literal, an argument of unknown type).
const codeDateFormat = "T195"

// hiveDateFormat writes Hive's and Spark's date_format(x, fmt) of a DATE
// or TIMESTAMP x and a literal pattern for PostgreSQL (to_char), DuckDB
// (strftime), Trino and Presto (format_datetime, whose pattern is
// Joda-Time's DateTimeFormat, the letters below alike), where it had
// passed unchanged, and between Hive and Spark as date_format itself of
// those letters (S only as SSS), guarded as below; toward the other
// dialects it is refused (T195). Spark's pattern is java.time's DateTimeFormatter's
// (Spark SQL reference, "Datetime Patterns"), Hive's (to Hive 3) Java's
// SimpleDateFormat's (Hive LanguageManual UDF, date_format: "Supported
// formats are Java SimpleDateFormat formats"). The letters written are
// those on which the two and the targets agree, checked on PostgreSQL 15
// and DuckDB 1.5:
//
//	yyyy  the year, 4 digits (0099)     YYYY  %Y  yyyy
//	yy    its last two digits           YY    %y  yy
//	MM dd HH mm ss (2 digits each)      MM DD HH24 MI SS, %m %d %H %M %S, alike
//	SSS   milliseconds, cut (.9999 999) MS    %g  SSS
//
// and from Spark also S to SSSSSS, the first n digits of the fraction,
// cut, for PostgreSQL (FF1 to FF6) and, of 6, DuckDB (%f; Trino's
// format_datetime keeps milliseconds only: S to SSS). SimpleDateFormat's S
// is the count of milliseconds (S of 5 ms is 5, where the fraction's first
// digit is 0): from Hive only SSS. Any character other than an ASCII
// letter is copied (a % doubled for strftime); a quote (Java's quoted
// text), a double quote or backslash (PostgreSQL's quoting), Spark's
// reserved [ ] # { } and any other letter are refused (T195) at their
// place in the pattern.
//
// The year is guarded: Spark writes a year past 9999 with a + (+10000,
// SignStyle.EXCEEDS_PAD) where PostgreSQL and DuckDB write 10000, and
// SimpleDateFormat reads a date before 1582-10-15 on the Julian calendar
// (java.util.GregorianCalendar's default cutover) where the others read
// the proleptic Gregorian one: the translation raises (as a guarded value
// does: error() toward DuckDB, assert_true toward Hive and Spark, the
// cast of a message to BIGINT elsewhere) for a year past 9999, or before
// 1 from Spark and before 1583 from or to Hive. A DATE x is cast to TIMESTAMP (its midnight), a
// string x is refused (T194, as the date functions of a string are,
// hive_text_time_parts.go), and an x of unknown type or one calling a
// volatile function (read twice by the guard) is refused (T195, T073).
func hiveDateFormat(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("hive", "spark") || c.Source.Name == c.Target.Name {
		return s
	}
	plans := map[ast.Span]func(x ast.Expr) ast.Expr{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Over != nil || len(f.Args) != 2 || !strings.EqualFold(f.Name[0].Name, "date_format") {
			return true
		}
		if p := c.dateFormatPlan(f, sc); p != nil {
			plans[f.Span] = p
			c.checkedCall(f) // no W014 for a date_format kept
		}
		return true
	})
	if len(plans) == 0 || c.Diags.HasErrors() {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || len(f.Args) != 2 || !strings.EqualFold(f.Name[0].Name, "date_format") {
			return n
		}
		if p := plans[f.Span]; p != nil {
			return p(f.Args[0])
		}
		return n
	})
}

// dateFormatPlan checks one date_format call, refusing what it cannot
// write, and returns the builder of its translation from its first
// argument; nil when refused.
func (c *Context) dateFormatPlan(f *ast.Func, sc *scope) func(x ast.Expr) ast.Expr {
	src, dst := c.Source.Name, c.Target.Name
	if !c.Target.is("postgres", "duckdb", "trino", "presto", "hive", "spark") {
		c.Refuse(codeDateFormat, f, "format the value in the source, or translate to PostgreSQL, DuckDB, Trino, Presto, Hive or Spark",
			"%s's date_format (Java's datetime pattern letters) is not written for %s", src, dst)
		return nil
	}
	x := f.Args[0]
	var kind ast.TypeKind
	if tl, ok := x.(*ast.TypedLit); ok && tl.Type != nil {
		kind = tl.Type.Kind
	} else if lit, ok := x.(*ast.Literal); ok && lit.Kind == ast.LitString {
		kind = ast.TypeString
	} else if t := c.typeOf(x, sc); t != nil {
		kind = t.Kind
	}
	switch {
	case kind.IsText():
		c.Refuse(codeTextTimePart, x, "cast the argument to DATE or TIMESTAMP in the source, or pass a DATE or TIMESTAMP column",
			"%s reads the text of date_format's string argument as a timestamp by its own rules (NULL for a text it cannot read), which %s does not share", src, dst)
		return nil
	case kind != ast.TypeDate && kind != ast.TypeTimestamp:
		c.Refuse(codeDateFormat, x, "give the column's type with --schema, or cast the argument to DATE or TIMESTAMP in the source",
			"date_format is written for %s of a DATE or a TIMESTAMP only, and the type of this argument is not known to be one", dst)
		return nil
	}
	if kind == ast.TypeTimestamp && c.Target.is("trino", "presto") {
		// Trino's format_datetime rounds a timestamp to milliseconds
		// first, which carries into every field (datetime_format.go)
		digits := -1
		if tl, isLit := x.(*ast.TypedLit); isLit {
			_, frac, _ := strings.Cut(tl.Value, ".")
			digits = len(strings.TrimSpace(frac))
		}
		if digits < 0 && fromUnixtimeTrino(x) {
			digits = 0 // whole seconds (hive_from_unixtime.go)
		}
		if digits < 0 || digits > 3 {
			c.Refuse(codeDateFormat, x, "format a DATE, or format the value in the source",
				"Trino's format_datetime rounds a timestamp to milliseconds first, and this value may have more fractional digits, which %s reads as they are", src)
			return nil
		}
	}
	pat, ok := f.Args[1].(*ast.Literal)
	if !ok || pat.Kind != ast.LitString {
		c.Refuse(codeDateFormat, f.Args[1], "write the pattern as a string literal",
			"date_format's pattern is translated for %s only when it is a literal", dst)
		return nil
	}
	if v := volatileCall(x); v != nil {
		c.Refuse(codeVolatile, v, "compute the value in a subquery first",
			"date_format of %s reads its argument twice (to check its year), and this call is not deterministic", dst)
		return nil
	}
	out, hasYear, ok := c.dateFormatPattern(pat)
	if !ok {
		return nil
	}
	lo := 1
	if src == "hive" || dst == "hive" {
		lo = 1583
	}
	guard := hasYear || lo > 1
	if guard {
		if tl, isLit := x.(*ast.TypedLit); isLit {
			// a literal's year is checked here
			y, err := strconv.Atoi(strings.SplitN(strings.TrimSpace(tl.Value), "-", 2)[0])
			if err != nil || y < lo || y > 9999 {
				c.Refuse(codeDateFormat, x, "format the value in the source",
					"%s's date_format writes a year outside %d to 9999 otherwise than %s, and lateral reads this literal's year as outside it", src, lo, dst)
				return nil
			}
			guard = false
		} else if !readsColumn(x) {
			c.Refuse(codeDateFormat, x, "write the value as a DATE or TIMESTAMP literal, or format it in the source",
				"date_format of %s checks the year of its argument, and a constant other than a literal (which %s could compute before the check) is not written", dst, dst)
			return nil
		}
	}
	sp := f.Span
	return func(x ast.Expr) ast.Expr {
		arg := x
		if kind == ast.TypeDate {
			arg = &ast.Cast{Span: sp, X: x, Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestamp}}
		}
		name := map[string]string{"postgres": "to_char", "duckdb": "strftime", "trino": "format_datetime", "presto": "format_datetime",
			"hive": "date_format", "spark": "date_format"}[dst]
		var e ast.Expr = canonCall(sp, name, arg, &ast.Literal{Span: pat.Span, Kind: ast.LitString, Value: out})
		if !guard {
			return e
		}
		year := canonCall(sp, "year", ast.Clone(x))
		bad := &ast.Binary{Span: sp, Op: ast.OpOr,
			L: &ast.Binary{Span: sp, Op: ast.OpLt, L: year, R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.Itoa(lo)}},
			R: &ast.Binary{Span: sp, Op: ast.OpGt, L: ast.Clone(year), R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "9999"}}}
		msg := &ast.Literal{Span: sp, Kind: ast.LitString, Value: src + "'s date_format writes a year outside " + strconv.Itoa(lo) + " to 9999 otherwise: "}
		// error(msg || year) in DuckDB; elsewhere the cast of that text
		// to BIGINT, which raises (PostgreSQL "invalid input syntax for
		// type bigint", Trino "Cannot cast"); it reads x, so it is not
		// folded before the branch is taken, and a constant x is checked
		// here instead (dateFormatYear)
		text := &ast.Binary{Span: sp, Op: ast.OpConcat, L: msg, R: &ast.Cast{Span: sp, X: ast.Clone(year), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}}
		var raise ast.Expr = canonCall(sp, "error", text)
		if dst == "hive" || dst == "spark" {
			raise = c.targetRaise(sp, "", ast.Clone(year))
		} else if dst != "duckdb" {
			raise = &ast.Binary{Span: sp, Op: ast.OpEq, L: &ast.Cast{Span: sp, X: text, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}},
				R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}}
		}
		return raiseGuard(sp, bad, raise, e)
	}
}

// dateFormatPattern is the target's pattern of the Java pattern lit, and
// whether it writes the year; ok false when a letter or character was
// refused (at its place).
func (c *Context) dateFormatPattern(lit *ast.Literal) (out string, hasYear, ok bool) {
	src, dst := c.Source.Name, c.Target.Name
	f := lit.Value
	var b strings.Builder
	refuse := func(i, n int, why string) {
		at := ast.Span{Start: lit.Span.Start, End: lit.Span.End}
		if lit.Span.Start.IsValid() && lit.Span.End.Offset-lit.Span.Start.Offset == len(f)+2 {
			// a plain literal: the letter's place within it
			at.Start.Offset += 1 + i
			at.Start.Col += 1 + i
			at.End = at.Start
			at.End.Offset += n
			at.End.Col += n
		}
		c.Refuse(codeDateFormat, &ast.Literal{Span: at}, "use only the letters yyyy, yy, MM, dd, HH, mm, ss and SSS (see the README), or format the value in the source",
			"date_format's pattern %q %s (%s to %s)", f[i:i+n], why, src, dst)
	}
	// the target's spelling of each letter run lateral writes (Trino's
	// and Presto's are Java's letters themselves, written where
	// PostgreSQL's are)
	pg := dst
	java := c.Target.is("trino", "presto", "hive", "spark")
	if java {
		pg = "postgres"
	}
	spell := func(c byte, n int) string {
		dst := pg
		switch {
		case c == 'y' && n == 4:
			return map[string]string{"postgres": "YYYY", "duckdb": "%Y"}[dst]
		case c == 'y' && n == 2:
			return map[string]string{"postgres": "YY", "duckdb": "%y"}[dst]
		case n != 2 && strings.IndexByte("MdHms", c) >= 0:
			return ""
		case c == 'M':
			return map[string]string{"postgres": "MM", "duckdb": "%m"}[dst]
		case c == 'd':
			return map[string]string{"postgres": "DD", "duckdb": "%d"}[dst]
		case c == 'H':
			return map[string]string{"postgres": "HH24", "duckdb": "%H"}[dst]
		case c == 'm':
			return map[string]string{"postgres": "MI", "duckdb": "%M"}[dst]
		case c == 's':
			return map[string]string{"postgres": "SS", "duckdb": "%S"}[dst]
		case c == 'S' && src == "hive" && n != 3:
			return ""
		case c == 'S' && dst == "postgres" && n == 3:
			return "MS"
		case c == 'S' && dst == "postgres" && n <= 6:
			return "FF" + strconv.Itoa(n)
		case c == 'S' && dst == "duckdb" && n == 3:
			return "%g"
		case c == 'S' && dst == "duckdb" && n == 6:
			return "%f"
		}
		return ""
	}
	ok = true
	for i := 0; i < len(f); {
		ch := f[i]
		n := 1
		for i+n < len(f) && f[i+n] == ch {
			n++
		}
		letter := ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z'
		switch {
		case letter:
			var w string
			if java {
				// Joda-Time's letters are Java's; its S keeps
				// milliseconds; Hive's S is the count of them
				if spell(ch, n) != "" && (ch != 'S' || n == 3 || n < 3 && !c.Target.is("hive", "spark")) {
					w = f[i : i+n]
				}
			} else {
				w = spell(ch, n)
			}
			if w == "" {
				refuse(i, n, "is not written by lateral")
				ok = false
			}
			hasYear = hasYear || ch == 'y'
			b.WriteString(w)
		case ch == '\'':
			// what follows is quoted text: not read further
			refuse(i, n, "quotes text, which lateral does not write")
			return "", hasYear, false
		case dst == "postgres" && (ch == '"' || ch == '\\'):
			refuse(i, n, "holds a character PostgreSQL's to_char reads as quoting")
			ok = false
		case src == "spark" && strings.IndexByte("[]#{}", ch) >= 0:
			refuse(i, n, "holds a character Spark reserves")
			ok = false
		case dst == "duckdb" && ch == '%':
			b.WriteString(strings.Repeat("%%", n))
		default:
			b.WriteString(f[i : i+n])
		}
		i += n
	}
	return b.String(), hasYear, ok
}

// fromUnixtimeTrino reports whether x is the timestamp hiveFromUnixtime
// writes for Trino, CAST(at_timezone(from_unixtime(secs), ...) AS
// TIMESTAMP) of whole seconds.
func fromUnixtimeTrino(x ast.Expr) bool {
	cast, ok := x.(*ast.Cast)
	if !ok {
		return false
	}
	at, ok := cast.X.(*ast.Func)
	if !ok || len(at.Name) != 1 || at.Name[0].Name != "at_timezone" || len(at.Args) != 2 {
		return false
	}
	fu, ok := at.Args[0].(*ast.Func)
	return ok && len(fu.Name) == 1 && fu.Name[0].Name == "from_unixtime" && len(fu.Args) == 1
}
