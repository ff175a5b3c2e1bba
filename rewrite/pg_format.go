package rewrite

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/lateral-sql/lateral/ast"
)

// codeFormat: PostgreSQL's format(fmt, ...) that is not written for the
// target: a format that is not a string literal, one PostgreSQL raises for
// (positioned at the specifier, with PostgreSQL's message), or a part of
// it not translated here (%I, a width taken from an argument).
const codeFormat = "T189"

// PostgreSQL's format(fmt, a, ...) (PostgreSQL 15 manual, 9.4.1 format;
// run on PostgreSQL 15) copies fmt, replacing each specifier
// %[n$][-][width]type: %s by the argument's text (its type's output
// function, as concat writes it: format('%s|%s', true, ARRAY[1, NULL]) is
// 't|{1,NULL}'), the empty string for NULL; %L by quote_nullable's
// literal (NULL unquoted; else quotes and backslashes doubled, an E before
// the quote when a backslash is there: E'a\\b'); %I by quote_ident's
// (NULL raises); %% by %. n$ takes the nth argument and an unnumbered
// specifier the one after the last taken ('%s %1$s %s' of 'a', 'b' is
// 'a a b'); a width pads the text with spaces on the left (on the right
// with -) to that many characters and never truncates; a NULL %s with a
// width pads the empty string. It raises "unrecognized format() type
// specifier", "too few arguments for format()", "unterminated format()
// type specifier" and "format specifies argument 0, but arguments are
// numbered from 1".
//
// From PostgreSQL toward another dialect (and for the reference executor,
// Context.Run), a call whose format is a string literal is written as the
// canonical concat_skip_null (PostgreSQL's concat) of the literal pieces
// and the arguments, which concat_text_args.go and the rules of the
// arguments' texts (float_text.go, pg_bool_text.go, ...) then write per
// target; a padded piece as (rpad for -)
//
//	CASE WHEN length(t) < w THEN lpad(t, w, ' ') ELSE t END
//
// of t = concat_skip_null(a), and %L as (pgQuoteNullable)
//
//	CASE WHEN a IS NULL THEN 'NULL' ELSE concat_skip_null(
//	  CASE WHEN strpos(t, '\') > 0 THEN 'E' ELSE '' END,
//	  '''', replace(replace(t, '\', '\\'), '''', ''''''), '''') END
//
// The rest is refused (T189): a format that is not a
// string literal, %I (quote_ident quotes by PostgreSQL's keyword list),
// a width from an argument (*), a format PostgreSQL raises for (with its
// message, at the specifier), an argument written more than once (used
// twice, padded, or quoted by %L) that may give another value each time
// (random()), and an argument not used that
// is neither a literal nor a column (PostgreSQL evaluates it, and it may
// raise). Toward PostgreSQL format stays as it is.
func pgFormat(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" && !c.Run {
		return s
	}
	isFormat := func(n ast.Node) (*ast.Func, bool) {
		f, ok := n.(*ast.Func)
		return f, ok && len(f.Name) == 1 && !f.Name[0].Quoted && strings.EqualFold(f.Name[0].Name, "format") && !f.Unread
	}
	if c.Run {
		// the output name PostgreSQL gives the call, format, which the
		// translation keeps before (itemNames) and the reference
		// executor reads from the select item
		s = ast.RewriteStmt(s, func(n ast.Node) ast.Node {
			it, ok := n.(*ast.SelectItem)
			if !ok || it.Alias != nil {
				return n
			}
			if f, ok := isFormat(it.Expr); ok {
				ni := *it
				ni.Alias = &ast.Ident{Span: f.Span, Name: "format"}
				return &ni
			}
			return n
		})
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := isFormat(n)
		if !ok || c.Diags.HasErrors() {
			return n
		}
		if f.Over != nil || f.Filter != nil || f.Distinct || len(f.OrderBy) > 0 || len(f.WithinGroup) > 0 {
			// PostgreSQL raises: "OVER specified, but format is not a
			// window function nor an aggregate function" (run on
			// PostgreSQL 15), and so for FILTER, DISTINCT, ORDER BY
			c.Refuse(codeFormat, f, "call format without OVER, FILTER, DISTINCT or ORDER BY",
				"format is not an aggregate or a window function in postgres, which raises for the clause given to it")
			return n
		}
		out := c.pgFormatCall(f)
		if out == nil {
			return n
		}
		c.Fire(passLowerExprs)
		return out
	})
}

// pgFormatSpec is one specifier of a format: the argument (1-based), the
// width and alignment, the type (s, L or I); arg 0 for a literal piece.
type pgFormatSpec struct {
	text  string
	arg   int
	width int
	left  bool
	typ   byte
}

// pgFormatCall is f written as pgFormat says, nil when refused.
func (c *Context) pgFormatCall(f *ast.Func) ast.Expr {
	if len(f.Args) == 0 {
		return nil
	}
	lit, ok := f.Args[0].(*ast.Literal)
	if !ok || lit.Kind != ast.LitString {
		c.Refuse(codeFormat, f.Args[0], "write the format as a string literal, or build the text with concat",
			"PostgreSQL's format is translated only for a format written as a string literal; %s has no function reading PostgreSQL's format specifiers", c.Target.Name)
		return nil
	}
	args := f.Args[1:]
	specs, ok := c.pgFormatParse(lit, len(args))
	if !ok {
		return nil
	}
	uses := make([]int, len(args)+1)
	for _, sp := range specs {
		uses[sp.arg]++
		if sp.typ == 'L' || sp.width > 0 {
			uses[sp.arg]++ // written more than once
		}
	}
	for i, a := range args {
		switch n := uses[i+1]; {
		case n == 0 && !pgFormatInert(a):
			c.Refuse(codeFormat, a, "drop the argument, or use it in the format",
				"the format does not use this argument, which PostgreSQL evaluates all the same (it may raise)")
			return nil
		case n > 1 && volatileCall(a) != nil:
			c.Refuse(codeFormat, a, "compute the value once in a subquery, then format it",
				"the format's translation writes this argument more than once, and it may give another value each time")
			return nil
		}
	}
	sp := f.Span
	var parts []ast.Expr
	for _, p := range specs {
		if p.arg == 0 {
			parts = append(parts, &ast.Literal{Span: sp, Kind: ast.LitString, Value: p.text})
			continue
		}
		a := args[p.arg-1]
		var x ast.Expr
		switch {
		case p.typ == 'L':
			x = pgQuoteNullable(lit.Span, a)
		case p.width > 0:
			x = pgFormatText(a)
		default:
			x = ast.Clone(a)
		}
		if p.width > 0 {
			x = pgFormatPad(sp, x, p.width, p.left)
		}
		parts = append(parts, x)
	}
	if len(parts) == 0 {
		parts = []ast.Expr{&ast.Literal{Span: sp, Kind: ast.LitString, Value: ""}}
	}
	return canonCall(sp, "concat_skip_null", parts...)
}

// pgFormatInert: an argument that gives a value without raising, which
// dropping from the call changes nothing: a literal, a column, a
// parameter.
func pgFormatInert(a ast.Expr) bool {
	switch a.(type) {
	case *ast.Literal, *ast.ColumnRef:
		return true
	}
	return false
}

// pgFormatPad is t (never NULL) padded with spaces to w characters, on the
// right when left, never truncated: CASE WHEN length(t) < w THEN lpad(t,
// w, ' ') ELSE t END.
func pgFormatPad(sp ast.Span, t ast.Expr, w int, left bool) ast.Expr {
	pad := "lpad"
	if left {
		pad = "rpad"
	}
	short := &ast.Binary{Span: sp, Op: ast.OpLt, L: canonCall(sp, "length", ast.Clone(t)), R: intLit(sp, w)}
	padded := canonCall(sp, pad, ast.Clone(t), intLit(sp, w), &ast.Literal{Span: sp, Kind: ast.LitString, Value: " "})
	return caseWhen(sp, short, padded, t)
}

// pgFormatText is a's text, never NULL: concat_skip_null(a), whose span
// is the empty one at a's start, which no call read from the source has:
// the rules that rewrite a call's arguments by its span (pg_bool_text.go)
// then find this call's own, not those of a call a may be (another
// format, a concat(b)) which has a's span.
func pgFormatText(a ast.Expr) ast.Expr {
	at := a.SpanOf().Start
	return canonCall(ast.Span{Start: at, End: at}, "concat_skip_null", ast.Clone(a))
}

// pgQuoteNullable is PostgreSQL's quote_nullable(a) of a's text: 'NULL'
// for NULL, else the text between single quotes with quotes and
// backslashes doubled, preceded by E when it holds a backslash. The
// quoting call has the span sp of the format literal, which no other call
// has (pgFormatText).
func pgQuoteNullable(sp ast.Span, a ast.Expr) ast.Expr {
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	t := func() ast.Expr { return pgFormatText(a) }
	hasBackslash := &ast.Binary{Span: sp, Op: ast.OpGt, L: canonCall(sp, "strpos", t(), str(`\`)), R: intLit(sp, 0)}
	doubled := canonCall(sp, "replace", canonCall(sp, "replace", t(), str(`\`), str(`\\`)), str("'"), str("''"))
	quoted := canonCall(sp, "concat_skip_null", caseWhen(sp, hasBackslash, str("E"), str("")), str("'"), doubled, str("'"))
	return caseWhen(sp, &ast.IsNull{Span: sp, X: ast.Clone(a)}, str("NULL"), quoted)
}

// pgFormatParse reads the format literal lit of a call with n arguments
// after it as PostgreSQL's text_format does, into literal pieces and
// specifiers; ok is false when it refused: for a format PostgreSQL raises
// for, with PostgreSQL's message, at the specifier.
func (c *Context) pgFormatParse(lit *ast.Literal, n int) ([]pgFormatSpec, bool) {
	fs := lit.Value
	var out []pgFormatSpec
	var text strings.Builder
	flush := func() {
		if text.Len() > 0 {
			out = append(out, pgFormatSpec{text: text.String()})
			text.Reset()
		}
	}
	fail := func(at int, hint, format string, args ...any) ([]pgFormatSpec, bool) {
		c.Refuse(codeFormat, pgFormatAt(lit, at), hint, format, args...)
		return nil, false
	}
	const hintPct = `for a single "%" use "%%"`
	next := 1 // the argument an unnumbered specifier takes
	for i := 0; i < len(fs); i++ {
		if fs[i] != '%' {
			text.WriteByte(fs[i])
			continue
		}
		start := i
		unterminated := func() ([]pgFormatSpec, bool) {
			return fail(start, hintPct, "PostgreSQL raises for this format: unterminated format() type specifier")
		}
		if i++; i >= len(fs) {
			return unterminated()
		}
		if fs[i] == '%' {
			text.WriteByte('%')
			continue
		}
		digits := func() (int, bool, bool) { // value, present, in range
			j, v := i, 0
			for j < len(fs) && fs[j] >= '0' && fs[j] <= '9' {
				// PostgreSQL's overflow check of a 32-bit integer
				// (text_format_parse_digits)
				if int64(v)*10+int64(fs[j]-'0') > 1<<31-1 {
					return 0, true, false
				}
				v = v*10 + int(fs[j]-'0')
				j++
			}
			if j == i {
				return 0, false, true
			}
			i = j
			return v, true, true
		}
		argpos, width, star, left := 0, 0, false, false
		v, present, inRange := digits()
		if !inRange {
			return fail(start, "", "PostgreSQL raises for this format: number is out of range")
		}
		if i >= len(fs) {
			return unterminated()
		}
		if present && fs[i] != '$' {
			width = v
		} else {
			if present {
				if v == 0 {
					return fail(start, "", "PostgreSQL raises for this format: format specifies argument 0, but arguments are numbered from 1")
				}
				argpos = v
				if i++; i >= len(fs) {
					return unterminated()
				}
			}
			for fs[i] == '-' {
				left = true
				if i++; i >= len(fs) {
					return unterminated()
				}
			}
			if fs[i] == '*' {
				star = true
				if i++; i >= len(fs) {
					return unterminated()
				}
				wv, wp, wr := digits()
				if !wr {
					return fail(start, "", "PostgreSQL raises for this format: number is out of range")
				}
				if i >= len(fs) {
					return unterminated()
				}
				if wp {
					if fs[i] != '$' {
						return fail(start, "", `PostgreSQL raises for this format: width argument position must be ended by "$"`)
					}
					if wv == 0 {
						return fail(start, "", "PostgreSQL raises for this format: format specifies argument 0, but arguments are numbered from 1")
					}
					if i++; i >= len(fs) {
						return unterminated()
					}
				}
			} else {
				wv, _, wr := digits()
				if !wr {
					return fail(start, "", "PostgreSQL raises for this format: number is out of range")
				}
				if i >= len(fs) {
					return unterminated()
				}
				width = wv
			}
		}
		typ := fs[i]
		if typ != 's' && typ != 'I' && typ != 'L' {
			r, _ := utf8.DecodeRuneInString(fs[i:])
			return fail(start, hintPct, "PostgreSQL raises for this format: unrecognized format() type specifier %q", string(r))
		}
		if star {
			return fail(start, "write the width as a number", "a width taken from an argument (*) is not translated from PostgreSQL's format")
		}
		if argpos > 0 {
			next = argpos
		}
		if next > n {
			return fail(start, "", "PostgreSQL raises for this format: too few arguments for format()")
		}
		if typ == 'I' {
			return fail(start, "quote the identifier in the source with a CASE over the names that need quotes, or run the query in PostgreSQL",
				"%%I (quote_ident: quoted when PostgreSQL's identifier rules or keywords need it) is not translated from PostgreSQL's format")
		}
		flush()
		out = append(out, pgFormatSpec{arg: next, width: width, left: left, typ: typ})
		next++
	}
	flush()
	return out, true
}

// pgFormatAt is the place of byte at of lit's value in the source: the
// literal itself unless its text is the value between plain quotes on
// one line.
func pgFormatAt(lit *ast.Literal, at int) ast.Node {
	sp := lit.Span
	v := lit.Value
	if !sp.Start.IsValid() || sp.End.Offset-sp.Start.Offset != len(v)+2 || strings.ContainsAny(v, "'\n\\") {
		return lit
	}
	p := sp.Start
	p.Offset += 1 + at
	p.Col += 1 + at
	e := p
	e.Offset++
	e.Col++
	return &ast.Literal{Span: ast.Span{Start: p, End: e}, Kind: ast.LitString, Value: strconv.Quote(v[at:])}
}
