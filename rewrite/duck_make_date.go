package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckMakeDate writes DuckDB's make_date(y, m, d), make_time(h, mi, s)
// and make_timestamp(y, m, d, h, mi, s) for PostgreSQL, whose functions
// of those names take the same fields (PostgreSQL 15 documentation, 9.9
// Date/Time Functions) and agree with DuckDB's (run on PostgreSQL 15 and
// DuckDB 1.5) on NULLs (NULL), on fields out of range (both raise for
// 2020-02-30, month 13, minute 60, a negative second; both read hour 24
// and second 60 as the next day and minute) but for:
//
//   - the year before year 1: DuckDB's is astronomical (0 is 1 BC, -43 is
//     44 BC), PostgreSQL's counts the years before Christ (-43 is 43 BC)
//     and raises for 0: y is written
//     CAST(CASE WHEN y <= 0 THEN y - 1 ELSE y END AS INTEGER);
//   - the fraction of the seconds: DuckDB rounds (s - trunc(s)) * 10^6 to
//     whole microseconds, half away from zero, PostgreSQL s * 10^6, half
//     to even (12.0000025 seconds are 12.000003 in DuckDB, 12.000002 in
//     PostgreSQL; -0.0000005 seconds -1 microsecond in DuckDB, which
//     raises for it, 0 in PostgreSQL): a seconds argument other than an
//     integer or a literal of at most 6 decimals is written as DuckDB
//     rounds it, in doubles:
//     trunc(s) + sign(x) * (CASE WHEN abs(x) - floor(abs(x)) >= 0.5 THEN ceil(abs(x)) ELSE floor(abs(x)) END) / 1000000.0,
//     x being (s - trunc(s)) * 1000000.0 of s as a DOUBLE PRECISION;
//   - DuckDB's take BIGINTs, PostgreSQL's INTEGERs: a BIGINT argument is
//     cast to INTEGER (DuckDB raises beyond INTEGER too). DuckDB raises
//     for a DECIMAL or a DOUBLE field but the seconds (make_date(1.5, 1,
//     1): no function of the name takes it), as PostgreSQL does: such a
//     year is written as it is.
//
// DuckDB's make_timestamp of microseconds, and these functions toward
// the other dialects (whose functions of the kind read invalid fields
// otherwise: NULL, or carried into the next month), are refused (T301).
// An argument written twice that calls a volatile function is refused
// (T073).
func (c *Context) duckMakeDate(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "duckdb" || c.Target.is("duckdb") || len(f.Name) != 1 || f.Over != nil {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	want := map[string]int{"make_date": 3, "make_time": 3, "make_timestamp": 6}[name]
	if want == 0 {
		return f
	}
	if !c.Target.is("postgres") || len(f.Args) != want {
		c.Refuse("T301", f, "build the value in the source from a text (CAST('2020-01-02' AS DATE)) or with date arithmetic (DATE '2020-01-01' + INTERVAL ...), which lateral translates",
			"duckdb's %s of %d arguments has no translation to %s that lateral checked (its functions of the kind read out-of-range fields and years before Christ otherwise, or do not exist)",
			name, len(f.Args), c.Target.Name)
		return f
	}
	sp := f.Span
	args := make([]ast.Expr, len(f.Args))
	for i, a := range f.Args {
		if t := c.typeOf(a, sc); t != nil && t.Kind == ast.TypeBigInt {
			a = &ast.Cast{Span: a.SpanOf(), X: a, Type: &ast.TypeName{Span: a.SpanOf(), Kind: ast.TypeInt}}
		}
		args[i] = a
	}
	if name != "make_time" && !notInteger(c.typeOf(f.Args[0], sc)) {
		y := args[0]
		if k, ok := constInt(y); ok {
			if k <= 0 {
				args[0] = intLit(y.SpanOf(), k-1)
			}
		} else if !c.reusableIn(y, "a year before Christ, counted otherwise by postgres,") {
			return f
		} else {
			y = f.Args[0]
			le := &ast.Binary{Span: sp, Op: ast.OpLe, L: ast.Clone(y), R: intLit(sp, 0)}
			bc := caseWhen(sp, le, &ast.Binary{Span: sp, Op: ast.OpSub, L: ast.Clone(y), R: intLit(sp, 1)}, y)
			args[0] = &ast.Cast{Span: sp, X: bc, Type: &ast.TypeName{Span: sp, Kind: ast.TypeInt}}
		}
	}
	if s := args[len(args)-1]; name != "make_date" && !wholeMicros(c, s, sc) {
		if !c.reusableIn(s, "the seconds' fraction, rounded otherwise by postgres,") {
			return f
		}
		dbl := func() ast.Expr {
			return &ast.Cast{Span: sp, X: ast.Clone(s), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
		}
		whole := func() ast.Expr { return canonCall(sp, "trunc", dbl()) }
		million := func() ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitDecimal, Value: "1000000.0"} }
		x := func() ast.Expr {
			return &ast.Binary{Span: sp, Op: ast.OpMul, L: &ast.Binary{Span: sp, Op: ast.OpSub, L: dbl(), R: whole()}, R: million()}
		}
		ax := func() ast.Expr { return canonCall(sp, "abs", x()) }
		half := &ast.Binary{Span: sp, Op: ast.OpGe, L: &ast.Binary{Span: sp, Op: ast.OpSub, L: ax(), R: canonCall(sp, "floor", ax())},
			R: &ast.Literal{Span: sp, Kind: ast.LitDecimal, Value: "0.5"}}
		micros := &ast.Binary{Span: sp, Op: ast.OpMul, L: canonCall(sp, "sign", x()), R: caseWhen(sp, half, canonCall(sp, "ceil", ax()), canonCall(sp, "floor", ax()))}
		args[len(args)-1] = &ast.Binary{Span: sp, Op: ast.OpAdd, L: whole(), R: &ast.Binary{Span: sp, Op: ast.OpDiv, L: micros, R: million()}}
	}
	c.checkedCall(f)
	nf := *f
	nf.Args = args
	return &nf
}

// wholeMicros says whether the seconds s need no rounding to microseconds:
// an integer, or a numeric literal of at most 6 decimals.
func wholeMicros(c *Context, s ast.Expr, sc *scope) bool {
	if l, ok := s.(*ast.Literal); ok && (l.Kind == ast.LitDecimal || l.Kind == ast.LitDouble) {
		if strings.ContainsAny(l.Value, "eE") {
			return false
		}
		if i := strings.IndexByte(l.Value, '.'); i >= 0 {
			return len(l.Value)-i-1 <= 6
		}
		return true
	}
	if _, ok := constInt(s); ok {
		return true
	}
	t := c.typeOf(s, sc)
	return t != nil && t.Kind.IsInteger()
}

// notInteger says whether t is known and is a number type other than an
// integer (a DECIMAL, REAL or DOUBLE).
func notInteger(t *ast.TypeName) bool {
	return t != nil && t.Kind != ast.TypeUnknown && t.Kind.IsNumeric() && !t.Kind.IsInteger()
}

// pgMakeDate writes PostgreSQL's make_date(y, m, d) for DuckDB, whose
// function of the name takes the same fields and agrees (run on
// PostgreSQL 15 and DuckDB 1.5) on NULLs (NULL) and on a month or a day
// out of range (both raise for 2020-02-30, month 0 or 13, day 0), but for
// the year: PostgreSQL's counts the years before Christ (-44 is 44 BC),
// DuckDB's is astronomical (-44 is 45 BC, 0 is 1 BC), and PostgreSQL
// raises for the year 0 and for a date before 4714-11-24 BC or after
// 5874897-12-31, which DuckDB reads. y is written
// CASE WHEN y < 0 THEN y + 1 ELSE y END (an integer literal folded), and
// the call raises (raiseGuard) where the fields are not NULL and
//
//	y = 0 OR y < -4714 OR y > 5874897 OR y = -4714 AND (m < 11 OR m = 11 AND d < 24)
//
// (left out for a literal year from -4713 to 5874896 but 0). An argument
// written twice that calls a volatile function is refused (T073); one of
// a known BIGINT, NUMERIC or float type, which PostgreSQL raises for (it
// has no make_date of such fields) and DuckDB reads, is refused (T301).
func (c *Context) pgMakeDate(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" || !c.Target.is("duckdb") || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "make_date") ||
		len(f.Args) != 3 || f.Over != nil || f.Filter != nil || f.Distinct || f.Unread {
		return f
	}
	for _, a := range f.Args {
		if t := c.typeOf(a, sc); t != nil && t.Kind.IsNumeric() && t.Kind > ast.TypeInt {
			c.Refuse("T301", a, "cast the field to INTEGER in the source",
				"postgres's make_date takes INTEGER fields and raises for %s, which is not one (a BIGINT, NUMERIC or float: no function of the name takes it), where %s reads it", exprName(a), c.Target.Name)
			return f
		}
	}
	sp := f.Span
	y, m, d := f.Args[0], f.Args[1], f.Args[2]
	nf := *f
	nf.Args = append([]ast.Expr(nil), f.Args...)
	c.checkedCall(f)
	if k, ok := constInt(y); ok && k != 0 && k >= -4713 && k <= 5874896 {
		if k < 0 {
			nf.Args[0] = intLit(y.SpanOf(), k+1)
		}
		return &nf
	}
	for _, a := range f.Args {
		if !c.reusableIn(a, "the year, counted otherwise by duckdb before Christ and checked for postgres's range,") {
			return f
		}
	}
	num := func(k int) ast.Expr { return intLit(sp, k) }
	cmp := func(op ast.BinaryOp, l ast.Expr, k int) ast.Expr {
		return &ast.Binary{Span: sp, Op: op, L: ast.Clone(l), R: num(k)}
	}
	or := func(a, b ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: ast.OpOr, L: a, R: b} }
	and := func(a, b ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: ast.OpAnd, L: a, R: b} }
	bad := or(or(cmp(ast.OpEq, y, 0), cmp(ast.OpLt, y, -4714)), cmp(ast.OpGt, y, 5874897))
	km, mok := constInt(m)
	kd, dok := constInt(d)
	switch {
	case !mok || !dok:
		bad = or(bad, and(cmp(ast.OpEq, y, -4714), or(cmp(ast.OpLt, m, 11), and(cmp(ast.OpEq, m, 11), cmp(ast.OpLt, d, 24)))))
	case km < 11 || km == 11 && kd < 24:
		bad = or(bad, cmp(ast.OpEq, y, -4714))
	}
	for _, a := range []struct {
		x  ast.Expr
		ok bool
	}{{d, dok}, {m, mok}} {
		if !a.ok {
			bad = and(&ast.IsNull{Span: sp, X: ast.Clone(a.x), Not: true}, bad)
		}
	}
	nf.Args[0] = caseWhen(sp, cmp(ast.OpLt, y, 0), &ast.Binary{Span: sp, Op: ast.OpAdd, L: ast.Clone(y), R: num(1)}, ast.Clone(y))
	raise := canonCall(sp, "error", &ast.Literal{Span: sp, Kind: ast.LitString, Value: "date field value out of range (postgres has no year 0 and no date before 4714-11-24 BC or after 5874897-12-31; an error of the translation from postgres)"})
	return raiseGuard(sp, bad, raise, &nf)
}
