package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// padEmptyDuckDB keeps what lpad(s, n, pad) and rpad give for an empty pad
// between DuckDB and the dialects whose calls are the canonical function:
//
//   - PostgreSQL's and Spark's give s cut to n characters (run on
//     PostgreSQL 15: lpad of 'abc' to 5 with the empty pad is 'abc', rpad
//     to 2 'ab');
//   - DuckDB's raise "Insufficient padding in LPAD." where padding is
//     needed, n past the length of s, and cut s otherwise (run on DuckDB
//     1.5: lpad of 'abc' to 5 with the empty pad raises, rpad to 2 is
//     'ab'; see executor/pad_empty.go).
//
// Toward DuckDB the length is written so that no padding is asked of an
// empty pad, which gives s cut to n as the source does:
//
//	lpad(s, CASE WHEN pad = <empty> AND n > length(s) THEN CAST(length(s) AS INTEGER) ELSE n END, pad)
//
// (DuckDB's length counts code points, as its lpad does, and gives a
// BIGINT, which its lpad does not take: the cast). From DuckDB the call is
// guarded so that it raises where DuckDB's does:
//
//	CASE WHEN (CASE WHEN pad = <empty> AND n > length(s) THEN <raise> ELSE FALSE END) THEN NULL ELSE lpad(s, n, pad) END
//
// with the raise of targetRaise, refused (T216) where no argument reads a
// column. A pad that is a non-empty string literal, a NULL argument or a
// length that is an integer literal not above 0 needs neither.
func (c *Context) padEmptyDuckDB(f *ast.Func, sc *scope) ast.Expr {
	if !isPadCall(f) {
		return f
	}
	cut := func(d string) bool { return d == "postgres" || d == "spark" }
	toDuck := cut(c.Source.Name) && c.Target.Name == "duckdb"
	fromDuck := c.Source.Name == "duckdb" && cut(c.Target.Name)
	if !toDuck && !fromDuck {
		return f
	}
	s, n, p := f.Args[0], f.Args[1], f.Args[2]
	if lit, ok := p.(*ast.Literal); ok && (lit.Kind == ast.LitString && lit.Value != "" || lit.Kind == ast.LitNull) {
		return f
	}
	if k, ok := signedIntLiteral(n); ok && k <= 0 || isNullLit(s) || isNullLit(n) || padEmptyGuarded(n) {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	for _, a := range f.Args {
		if !c.reusableIn(a, "an argument of "+name+" whose pad may be empty") {
			return f
		}
	}
	sp := f.Span
	length := func() ast.Expr { return canonCall(sp, "length", ast.Clone(s)) }
	short := ast.Expr(&ast.Binary{Span: sp, Op: ast.OpGt, L: ast.Clone(n), R: length()})
	if lit, ok := p.(*ast.Literal); !ok || lit.Kind != ast.LitString {
		empty := &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(p), R: &ast.Literal{Span: sp, Kind: ast.LitString, Value: ""}}
		short = &ast.Binary{Span: sp, Op: ast.OpAnd, L: empty, R: short}
	}
	if toDuck {
		out := *f
		// no span: the cast of an integer is not one of the source's casts
		// of a string (pg_string_int_cast.go)
		fit := &ast.Cast{X: length(), Type: &ast.TypeName{Span: sp, Kind: ast.TypeInt}}
		out.Args = []ast.Expr{s, caseWhen(sp, short, fit, ast.Clone(n)), p}
		return &out
	}
	y := ansiVaries(length(), canonCall(sp, "length", ast.Clone(p)), n)
	raise := c.targetRaise(sp, "insufficient padding in "+strings.ToUpper(name)+" (an error in duckdb)", y)
	if raise == nil {
		c.Refuse("T216", f, "write a pad that is a non-empty string literal, or read the string, the length or the pad from a column",
			"%s with an empty pad raises an error in %s where padding is needed and gives the string cut to the length in %s, which can raise here only from an argument read from a column",
			name, c.Source.Name, c.Target.Name)
		return f
	}
	return raiseGuard(sp, short, raise, f)
}

// padEmptyGuarded: n is the length padEmptyDuckDB writes toward DuckDB,
// CASE WHEN ... THEN CAST(length(s) AS INTEGER) ELSE x END, so that a
// translation translated again is unchanged.
func padEmptyGuarded(n ast.Expr) bool {
	k, ok := n.(*ast.Case)
	if !ok || k.Operand != nil || len(k.Whens) != 1 || k.Else == nil {
		return false
	}
	cast, ok := k.Whens[0].Result.(*ast.Cast)
	if !ok || cast.Type == nil || cast.Type.Kind != ast.TypeInt {
		return false
	}
	l, ok := cast.X.(*ast.Func)
	return ok && len(l.Name) == 1 && strings.EqualFold(l.Name[0].Name, "length")
}
