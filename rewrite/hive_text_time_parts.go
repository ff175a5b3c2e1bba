package rewrite

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// codeTextTimePart: Hive's or Spark's field of a date or time (year,
// hour, ...) of a string argument whose text lateral cannot read as the
// source does when the query runs.
const codeTextTimePart = "T194"

// hiveTextDateParts and hiveTextClockParts are the canonical functions
// reading one field of a date or a time that Hive and Spark also call
// with a string (Hive LanguageManual UDF, date functions: "int
// year(string date)", "int hour(string date)", ..., "int
// quarter(date/timestamp/string)", "int weekofyear(string date)"; Spark
// SQL reference: year(date), hour(timestamp) of a string argument read by
// the implicit cast to DATE or TIMESTAMP), and Hive's last_day ("string
// last_day(string date)") and to_date ("date to_date(string timestamp)",
// "Returns the date part of a timestamp string": from Hive 2.1 a DATE).
var (
	hiveTextDateParts  = map[string]bool{"year": true, "month": true, "day": true, "quarter": true, "weekofyear": true, "dayofweek": true, "last_day": true, "to_date": true}
	hiveTextClockParts = map[string]bool{"hour": true, "minute": true, "second": true}
)

// hiveTextTimeRe is the text every Hive and Spark reading of a string as
// a date or a time agrees on: a date YYYY-MM-DD, optionally followed by a
// space and a time HH:MM:SS with a fraction of any digits.
var hiveTextTimeRe = regexp.MustCompile(`^([0-9]{4})-([0-9]{2})-([0-9]{2})(?: ([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.[0-9]+)?)?$`)

// hiveTextTimeParts writes, from Hive or Spark toward another dialect,
// the field functions of hiveTextDateParts and hiveTextClockParts of a
// string argument, which the other dialects do not read as Hive and Spark
// do: PostgreSQL's EXTRACT of text raises, DuckDB's and Trino's year of a
// VARCHAR has no overload, and Hive and Spark read the text each by its
// own rules, differing by version. Hive 2 parses it with a lenient
// SimpleDateFormat("yyyy-MM-dd") and gives NULL for a text it cannot read
// (Hive source, UDFYear); Hive 4 reads a date of 1 to 4 year digits and
// drops what follows a non-digit (Hive source, common/type/Date.valueOf);
// Spark reads 'yyyy', 'yyyy-[m]m' and more (Spark SQL reference, cast of
// a string to DATE); PostgreSQL and DuckDB raise for a text they cannot
// read (run on PostgreSQL 15 and DuckDB 1.5: CAST('garbage' AS DATE)).
//
// A string literal is read here, when the query is translated: a date
// YYYY-MM-DD (a valid date), optionally followed by a space and a time
// HH:MM:SS (hour 0 to 23, minute and second 0 to 59) with a fraction, is
// read alike by all of them. A date field of it is written of DATE
// 'YYYY-MM-DD', the date of the text; a clock field (hour, minute,
// second) of a text with a time of TIMESTAMP 'YYYY-MM-DD HH:MM:SS', the
// fraction dropped, since second gives the whole seconds in every dialect
// (functions_time_parts.go) and none of these readings rounds the
// fraction (Hive keeps 9 digits, Spark drops those past the sixth), where
// the target's TIMESTAMP might round it into the next second. Another
// literal, and a string that is no literal (a column of a string type, a
// string function), are refused (T194). A column of unknown type is left
// as it is. Hive's to_date, which lateral does not read otherwise, is
// written CAST(x AS DATE) of such a literal's DATE and of a DATE or a
// TIMESTAMP.
func hiveTextTimeParts(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("hive", "spark") || c.Source.Name == c.Target.Name {
		return s
	}
	lits := map[*ast.Literal]ast.Expr{}
	dates := map[ast.Span]bool{} // Hive's to_date calls written as a cast
	lambdaRefs := lambdaParamCalls(s)
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Over != nil || len(f.Args) != 1 {
			return true
		}
		name := strings.ToLower(f.Name[0].Name)
		clock := hiveTextClockParts[name]
		if !clock && !hiveTextDateParts[name] || name == "to_date" && !c.Source.is("hive") {
			return true
		}
		arg := f.Args[0]
		if name == "to_date" {
			// Hive's to_date of a DATE or a TIMESTAMP (the wall-clock
			// time Hive's is) is its date, as a cast to DATE gives it in
			// every dialect.
			if t := c.typeOf(arg, sc); t != nil && (t.Kind == ast.TypeDate || t.Kind == ast.TypeTimestamp) {
				dates[f.Span] = true
				return true
			}
		}
		if lit, ok := arg.(*ast.Literal); ok && lit.Kind == ast.LitString {
			if e := hiveTextTimeLit(lit, clock); e != nil {
				lits[lit] = e
				return true
			}
			what := "a date YYYY-MM-DD, optionally followed by a space and a time HH:MM:SS"
			if clock {
				what = "a date YYYY-MM-DD followed by a space and a time HH:MM:SS"
			}
			c.Refuse(codeTextTimePart, lit, "write the value as a DATE or TIMESTAMP literal (DATE '2024-02-03', TIMESTAMP '2024-02-03 10:00:00')",
				"%s reads the text of %s's string argument by its own rules (NULL for a text it cannot read), which %s does not share; lateral reads a literal only when it is %s, with valid fields",
				c.Source.Name, name, c.Target.Name, what)
			return true
		}
		if lambdaRefs[f] {
			sc = nil
		}
		if t := c.typeOf(arg, sc); t != nil && t.Kind.IsText() {
			c.Refuse(codeTextTimePart, arg, "cast the argument to DATE or TIMESTAMP in the source, or pass a DATE or TIMESTAMP column",
				"%s reads the text of %s's string argument as a date by its own rules (NULL for a text it cannot read, other forms differing by version), which %s does not share: its %s takes a DATE or TIMESTAMP",
				c.Source.Name, name, c.Target.Name, name)
		}
		return true
	})
	if len(lits) == 0 && len(dates) == 0 || c.Diags.HasErrors() {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Literal:
			if e := lits[x]; e != nil {
				return e
			}
		case *ast.Func:
			if len(x.Name) == 1 && strings.EqualFold(x.Name[0].Name, "to_date") && len(x.Args) == 1 {
				arg := x.Args[0]
				if l, ok := arg.(*ast.Literal); ok && lits[l] != nil {
					arg = lits[l]
				}
				if _, lit := arg.(*ast.TypedLit); lit || dates[x.Span] {
					// a DATE literal read from a string, or a DATE or
					// TIMESTAMP
					return &ast.Cast{Span: x.Span, X: arg, Type: &ast.TypeName{Span: x.Span, Kind: ast.TypeDate}}
				}
			}
		}
		return n
	})
}

// hiveTextTimeLit is the DATE (clock false) or TIMESTAMP (clock true)
// literal of the text of lit as hiveTextTimeParts reads it, nil when the
// text is not of its form.
func hiveTextTimeLit(lit *ast.Literal, clock bool) ast.Expr {
	m := hiveTextTimeRe.FindStringSubmatch(lit.Value)
	if m == nil || clock && m[4] == "" {
		return nil
	}
	num := func(s string) int { v, _ := strconv.Atoi(s); return v }
	y, mo, d := num(m[1]), num(m[2]), num(m[3])
	if y < 1 || mo < 1 || mo > 12 || d < 1 || time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC).Day() != d {
		return nil
	}
	if m[4] != "" && (num(m[4]) > 23 || num(m[5]) > 59 || num(m[6]) > 59) {
		return nil
	}
	date := m[1] + "-" + m[2] + "-" + m[3]
	if !clock {
		return &ast.TypedLit{Span: lit.Span, Type: &ast.TypeName{Span: lit.Span, Kind: ast.TypeDate}, Value: date}
	}
	return &ast.TypedLit{Span: lit.Span, Type: &ast.TypeName{Span: lit.Span, Kind: ast.TypeTimestamp},
		Value: date + " " + m[4] + ":" + m[5] + ":" + m[6]}
}
