package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The text of a TIMESTAMP WITH TIME ZONE between PostgreSQL and DuckDB.
// Both write the instant in the session's zone with its offset, alike
// for the infinite values, fractional seconds (.5, .000001), years past
// 9999 and offsets of whole minutes (run on PostgreSQL 15 and DuckDB 1.5
// in the zones UTC, America/Los_Angeles and Asia/Kolkata,
// pg_duck_tz_text_test.go), but otherwise in two ways:
//   - an offset with seconds (the local mean time of a zone before it
//     took a standard offset: America/Los_Angeles before 1883-11-18,
//     Asia/Kolkata before 1942, Africa/Monrovia up to 1972) is
//     -07:52:58 in PostgreSQL, -07:52 in DuckDB, which drops the seconds
//     (+05:53:28 is +05:53);
//   - a date before Christ is 0052-12-31 16:07:02-07:52:58 BC in
//     PostgreSQL, 0052-12-31 (BC) 16:07:02-07:52 in DuckDB.
//
// Which instants have such an offset depends on the session's zone, which
// the translation cannot see, so a TIMESTAMPTZ of known type written as
// text (cast to a string type, an operand of || or an argument of concat
// or concat_ws) is written so that the target gives the source's text for
// every instant: toward PostgreSQL, DuckDB's text is PostgreSQL's with the
// offset's seconds dropped and ' BC' moved after the date as ' (BC)':
//
//	regexp_replace(regexp_replace(CAST(x AS TEXT), '([+-][0-9]{2}:[0-9]{2}):[0-9]{2}( BC)?$', '\1\2'), '^([^ ]+) (.*) BC$', '\1 (BC) \2')
//
// toward DuckDB, PostgreSQL's text is DuckDB's with the offset's seconds
// (date_part('timezone', x), the offset in seconds, is the same in both,
// NULL for the infinite values) put back and '(BC)' moved to the end:
//
//	regexp_replace(CAST(x AS VARCHAR) || CASE WHEN abs(date_part('timezone', x)) % 60 <> 0 THEN ':' || lpad(CAST(abs(date_part('timezone', x)) % 60 AS VARCHAR), 2, '0') ELSE '' END, '^([^ ]+) \(BC\) (.*)$', '\1 \2 BC')
//
// which reads x three times (refused, T073, for a volatile x). Both
// engines' texts assume PostgreSQL's default DateStyle (ISO). A value
// whose type lateral does not know (a column no schema gives) is passed
// as written.

// pgDuckTZText is o written as the source's text of a TIMESTAMPTZ in the
// target (above), o itself where it is not a TIMESTAMPTZ between
// PostgreSQL and DuckDB; ok is false where it refused.
func (c *Context) pgDuckTZText(o ast.Expr, sc *scope) (ast.Expr, bool) {
	if !c.pgDuckDateTextPair() {
		return o, true
	}
	if t := c.typeOf(o, sc); t == nil || t.Kind != ast.TypeTimestampTZ {
		return o, true
	}
	sp := o.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	text := func(x ast.Expr) ast.Expr {
		return &ast.Cast{Span: sp, X: x, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	}
	if c.Target.Name == "postgres" {
		cut := canonCall(sp, "regexp_replace", text(o), str(`([+-][0-9]{2}:[0-9]{2}):[0-9]{2}( BC)?$`), str(`$1$2`))
		return canonCall(sp, "regexp_replace", cut, str(`^([^ ]+) (.*) BC$`), str(`$1 (BC) $2`)), true
	}
	if !c.reusableIn(o, "writing a TIMESTAMPTZ as postgres's text") {
		return o, false
	}
	secs := func() ast.Expr {
		off := canonCall(sp, "abs", canonCall(sp, "date_part", str("timezone"), ast.Clone(o)))
		return &ast.Binary{Span: sp, Op: ast.OpMod, L: off, R: intLit(sp, 60)}
	}
	some := &ast.Binary{Span: sp, Op: ast.OpNe, L: secs(), R: intLit(sp, 0)}
	pad := canonCall(sp, "lpad", text(secs()), intLit(sp, 2), str("0"))
	suffix := caseWhen(sp, some, &ast.Binary{Span: sp, Op: ast.OpConcat, L: str(":"), R: pad}, str(""))
	whole := &ast.Binary{Span: sp, Op: ast.OpConcat, L: text(o), R: suffix}
	return canonCall(sp, "regexp_replace", whole, str(`^([^ ]+) \(BC\) (.*)$`), str(`$1 $2 BC`)), true
}

// pgDuckTZTextCast writes a cast of a TIMESTAMPTZ to a string type as
// the cast of its text (pgDuckTZText), which the rules of a cast of a
// string (the length of VARCHAR(n)) read after it.
func (c *Context) pgDuckTZTextCast(x *ast.Cast, sc *scope) *ast.Cast {
	if x.Type == nil || !x.Type.Kind.IsText() {
		return x
	}
	if e, ok := c.pgDuckTZText(x.X, sc); ok && e != x.X {
		nx := *x
		nx.X = e
		return &nx
	}
	return x
}

// pgDuckTZTextBinary writes a TIMESTAMPTZ operand of || as its text
// (pgDuckTZText).
func (c *Context) pgDuckTZTextBinary(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op != ast.OpConcat {
		return b
	}
	l, lok := c.pgDuckTZText(b.L, sc)
	r, rok := c.pgDuckTZText(b.R, sc)
	if !lok || !rok || l == b.L && r == b.R {
		return b
	}
	nb := *b
	nb.L, nb.R = l, r
	return &nb
}

// pgDuckTZTextFunc writes a TIMESTAMPTZ argument of concat (PostgreSQL's
// is concat_skip_null) or concat_ws
// (after the separator) as its text (pgDuckTZText).
func (c *Context) pgDuckTZTextFunc(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) == 0 {
		return f
	}
	first := 0
	switch strings.ToLower(f.Name[0].Name) {
	case "concat", "concat_skip_null":
	case "concat_ws":
		first = 1
	default:
		return f
	}
	var args []ast.Expr
	for i := first; i < len(f.Args); i++ {
		a, ok := c.pgDuckTZText(f.Args[i], sc)
		if !ok {
			return f
		}
		if a != f.Args[i] {
			if args == nil {
				args = append([]ast.Expr(nil), f.Args...)
			}
			args[i] = a
		}
	}
	if args == nil {
		return f
	}
	nf := *f
	nf.Args = args
	return &nf
}
