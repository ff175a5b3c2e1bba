package rewrite

import (
	"math"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/floattext"
)

// ieeeMathSources are the dialects whose exp and power of doubles give
// IEEE 754's Infinity, 0 and NaN where PostgreSQL raises an error: DuckDB's
// are C's exp and pow (run on DuckDB 1.5), Spark's StrictMath.exp and
// StrictMath.pow (its Exp and Pow expressions), Hive's, Trino's and
// Presto's Math.exp and Math.pow (UDFPower, MathFunctions); run on
// OpenJDK 17, Math's and StrictMath's agree with C on every case below but
// Java's NaN for 1 to a NaN power and ±1 to an infinite one.
var ieeeMathSources = map[string]bool{"duckdb": true, "spark": true, "hive": true, "trino": true, "presto": true}

// ieeePgMath writes exp(x) and power(x, y) (pow, DuckDB's ^) of these
// sources toward PostgreSQL 15 (and ANSI SQL, whose translations run on
// PostgreSQL as well as in lat run, which gives IEEE 754's values), whose
// dexp and dpow raise "value out of range: overflow" ("underflow") where
// the result of finite arguments
// leaves the doubles, "zero raised to a negative power is undefined" for
// power(±0, y < 0) (y -Infinity too) and "a negative number raised to a
// non-integer power yields a complex result" for power(x < 0, y) of a y
// not integral and not infinite (x -Infinity too), as a CASE giving the
// source's value there and calling PostgreSQL's function elsewhere:
//
//	exp:   CASE WHEN x > 709.782712893384 AND x < 'Infinity' THEN 'Infinity'
//	            WHEN x < -745.1332191019411 THEN 0 ELSE exp(x) END
//
// 709.782712893384 is the largest double whose exp is finite and
// -745.1332191019411 the least whose exp is not 0 (run on PostgreSQL 15,
// DuckDB 1.5 and OpenJDK 17: the neighbouring doubles 709.7827128933841
// and -745.1332191019412 raise in PostgreSQL and give Infinity and 0 in
// the others). A NaN, which PostgreSQL orders above Infinity, and
// ±Infinity take the ELSE (exp of them is NaN, Infinity and 0 in each).
//
//	power: CASE WHEN x = 0 AND y < 0 THEN ±Infinity  (-Infinity for -0 to an odd y)
//	            WHEN x < 0 AND y <> floor(y) THEN NaN (x -Infinity: Infinity, or 0 for y < 0)
//	            WHEN x, y finite, x <> 0 AND |y|·|ln|x|| past the bound THEN ±Infinity or ±0
//	            ELSE power(x, y) END
//
// the sign negative for a negative x to an odd integer power (as C's and
// Java's pow). Overflow (|x| > 1 and y > 0, or |x| < 1 and y < 0) is
// taken past 709.7827128935 and underflow past 745.1332191021, the logs
// of the largest double and of half the least subnormal (below which pow
// gives 0) plus a margin 1e-10 wide, far above the few units in the last
// place by which |y|·|ln|x|| and pow's own rounding can err: a row within
// that margin (|y|·|ln|x|| within 1e-10 of the bound, as power(2, -1075),
// exactly half the least subnormal) is left to PostgreSQL's power, which
// raises where it leaves the doubles. |y| is clamped to [1e-300, 1e300]
// and ln's argument kept above 0 so that no part of the guard raises in
// PostgreSQL (its float multiplication raises for an overflow or an
// underflow to 0). NaN arguments take the ELSE: PostgreSQL's power of a
// NaN is C's (power(NaN, 0) and power(1, NaN) are 1).
//
// An integer argument is compared as a double (abs of the least INTEGER
// raises in PostgreSQL), a DECIMAL one or one of unknown type is read as
// a DOUBLE, as numericMathType (which this rule runs before) writes it.
// A call of literal arguments whose value PostgreSQL gives is kept; one
// PostgreSQL raises for is written as the source's value (ieeeMathValue),
// or refused by mathLiteralRaise (T170) toward PostgreSQL where that is not
// told here; a literal beside a column is read here, the CASE keeping only
// the arms it may take. The arguments are read again: an argument calling a volatile
// function or a subquery is refused (T073), nested calls whose form would
// exceed maxZeroQuotientNodes nodes T174.
func (c *Context) ieeePgMath(f *ast.Func, sc *scope) ast.Expr {
	if !ieeeMathSources[c.Source.Name] || !c.Target.is("postgres", "ansi") || f.Over != nil || f.Unread || len(f.Name) != 1 || f.Name[0].Quoted {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	if !(name == "exp" && len(f.Args) == 1 || (name == "power" || name == "pow") && len(f.Args) == 2) {
		return f
	}
	lits := true
	vals := make([]float64, len(f.Args))
	known := make([]bool, len(f.Args))
	for i, a := range f.Args {
		vals[i], known[i] = ieeeLiteral(a)
		lits = lits && known[i]
		if t := c.typeOf(a, sc); t != nil && !t.Kind.IsNumeric() && t.Kind != ast.TypeDouble && t.Kind != ast.TypeReal {
			return f
		}
	}
	sp := f.Span
	num := func(s string) ast.Expr {
		return &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitString, Value: s}, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
	}
	if lits {
		if mathRaiseWhy(name, vals) == "" {
			return f // a value PostgreSQL gives
		}
		if v, ok := ieeeMathValue(name, vals); ok {
			return num(pgFloatText(v))
		}
		return f // mathLiteralRaise's refusal
	}
	for _, a := range f.Args {
		if !c.reusableIn(a, "the guard of "+name+", which postgres raises for where "+c.Source.Name+" gives Infinity, NaN or 0,") {
			return f
		}
	}
	// the call's arguments: a DECIMAL (a HUGEINT, a NUMERIC in PostgreSQL)
	// or one of unknown type read as a DOUBLE, as the source converts it
	nf := *f
	nf.Name = ast.QName{{Span: f.Name[0].Span, Name: name}}
	nf.Args = make([]ast.Expr, len(f.Args))
	for i, a := range f.Args {
		if t := c.typeOf(a, sc); t == nil || t.Kind == ast.TypeHugeInt || !t.Kind.IsInteger() && t.Kind != ast.TypeDouble && t.Kind != ast.TypeReal {
			a = &ast.Cast{Span: a.SpanOf(), X: a, Type: &ast.TypeName{Span: a.SpanOf(), Kind: ast.TypeDouble}}
		}
		nf.Args[i] = a
	}
	call := func() ast.Expr { return ast.Clone(ast.Expr(&nf)) }
	// arg(i): argument i as a double, to compare (a literal as written)
	arg := func(i int) ast.Expr {
		a := nf.Args[i]
		if t := c.typeOf(f.Args[i], sc); known[i] || t != nil && t.Kind == ast.TypeDouble {
			return ast.Clone(a)
		}
		if cx, ok := a.(*ast.Cast); ok && cx.Type.Kind == ast.TypeDouble {
			return ast.Clone(a)
		}
		return &ast.Cast{Span: sp, X: ast.Clone(a), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
	}
	bin := func(op ast.BinaryOp, l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: op, L: l, R: r} }
	and := func(es ...ast.Expr) ast.Expr {
		e := es[0]
		for _, x := range es[1:] {
			e = bin(ast.OpAnd, e, x)
		}
		return e
	}
	abs := func(e ast.Expr) ast.Expr { return canonCall(sp, "abs", e) }
	var res *ast.Case
	if name == "exp" {
		res = &ast.Case{Span: sp, Whens: []*ast.When{
			{Span: sp, Cond: and(bin(ast.OpGt, arg(0), num("709.782712893384")), bin(ast.OpLt, arg(0), num("Infinity"))), Result: num("Infinity")},
			{Span: sp, Cond: bin(ast.OpLt, arg(0), num("-745.1332191019411")), Result: num("0")},
		}, Else: call()}
	} else {
		x, y := func() ast.Expr { return arg(0) }, func() ast.Expr { return arg(1) }
		xv, yv := vals[0], vals[1]
		// y is an odd integer (nil: it is not): y * 0.5 read only where y
		// is a non-zero integer (of a subnormal y it underflows to 0, which
		// PostgreSQL raises for)
		odd := func() ast.Expr {
			if known[1] {
				if h := yv / 2; yv == math.Trunc(yv) && h != math.Trunc(h) {
					return &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "true"}
				}
				return nil
			}
			return caseWhen(sp, bin(ast.OpOr, bin(ast.OpNe, y(), canonCall(sp, "floor", y())), bin(ast.OpEq, y(), num("0"))),
				&ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"},
				bin(ast.OpNe, bin(ast.OpMul, y(), num("0.5")), canonCall(sp, "floor", bin(ast.OpMul, y(), num("0.5")))))
		}
		// pos, or neg where negCond holds
		signed := func(pos, neg string, negCond ...ast.Expr) ast.Expr {
			var conds []ast.Expr
			for _, e := range negCond {
				if e == nil {
					return num(pos)
				}
				if l, ok := e.(*ast.Literal); !ok || l.Kind != ast.LitBool {
					conds = append(conds, e) // a literal is odd()'s true
				}
			}
			if len(conds) == 0 {
				return num(neg)
			}
			return caseWhen(sp, and(conds...), num(neg), num(pos))
		}
		maxDbl := "1.7976931348623157e308"
		res = &ast.Case{Span: sp, Else: call()}
		if (!known[0] || xv == 0) && (!known[1] || yv < 0) {
			// ±0 to a negative power: -Infinity for -0 (whose text is -0
			// in PostgreSQL, -0.0 in ANSI SQL's lat run) to an odd one
			cond := []ast.Expr{bin(ast.OpEq, x(), num("0"))}
			if !known[1] {
				cond = append(cond, bin(ast.OpLt, y(), num("0")))
			}
			res.Whens = append(res.Whens, &ast.When{Span: sp, Cond: and(cond...),
				Result: signed("Infinity", "-Infinity", odd(), &ast.Like{Span: sp, Kind: ast.LikePlain, X: &ast.Cast{Span: sp, X: x(), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}},
					Pattern: &ast.Literal{Span: sp, Kind: ast.LitString, Value: "-%"}})})
		}
		if (!known[0] || xv < 0) && (!known[1] || yv != math.Trunc(yv) && !math.IsInf(yv, 0)) {
			frac := bin(ast.OpNe, y(), canonCall(sp, "floor", y()))
			negInf := signed("Infinity", "0", bin(ast.OpLt, y(), num("0"))) // -Infinity to y
			switch {
			case known[0]:
				// a finite x
				res.Whens = append(res.Whens, &ast.When{Span: sp, Cond: frac, Result: num("NaN")})
			case known[1]:
				// a fractional y
				if yv < 0 {
					negInf = num("0")
				} else {
					negInf = num("Infinity")
				}
				res.Whens = append(res.Whens, &ast.When{Span: sp, Cond: bin(ast.OpLt, x(), num("0")),
					Result: caseWhen(sp, bin(ast.OpEq, x(), num("-Infinity")), negInf, num("NaN"))})
			default:
				res.Whens = append(res.Whens, &ast.When{Span: sp, Cond: and(bin(ast.OpLt, x(), num("0")), frac),
					Result: caseWhen(sp, bin(ast.OpEq, x(), num("-Infinity")), negInf, num("NaN"))})
			}
		}
		if c.Source.Name != "duckdb" && (!known[0] || math.Abs(xv) == 1) && !known[1] {
			// Java's Math.pow and StrictMath.pow give NaN for 1 to a NaN
			// power and ±1 to an infinite one (their documented special
			// cases; run on OpenJDK 17), where PostgreSQL, as C, gives 1
			res.Whens = append(res.Whens, &ast.When{Span: sp, Cond: bin(ast.OpOr, and(bin(ast.OpEq, x(), num("1")), bin(ast.OpEq, y(), num("NaN"))),
				and(bin(ast.OpEq, abs(x()), num("1")), bin(ast.OpEq, abs(y()), num("Infinity")))), Result: num("NaN")})
		}
		if (!known[0] || xv != 0 && math.Abs(xv) != 1) && (!known[1] || yv != 0) {
			// the result leaves the doubles upward: |x| > 1 to a positive
			// power or |x| < 1 to a negative one
			up := func() ast.Expr {
				switch {
				case known[1] && yv > 0:
					return bin(ast.OpGt, abs(x()), num("1"))
				case known[1]:
					return bin(ast.OpLt, abs(x()), num("1"))
				case known[0] && math.Abs(xv) > 1:
					return bin(ast.OpGt, y(), num("0"))
				case known[0]:
					return bin(ast.OpLt, y(), num("0"))
				}
				return bin(ast.OpEq, bin(ast.OpGt, abs(x()), num("1")), bin(ast.OpGt, y(), num("0")))
			}
			// |y|·|ln|x||, |y| clamped and ln's argument kept above 0 so
			// that nothing raises (a literal's computed here)
			ay := caseWhen(sp, bin(ast.OpGt, abs(y()), num("1e300")), num("1e300"),
				caseWhen(sp, bin(ast.OpLt, abs(y()), num("1e-300")), num("1e-300"), abs(y())))
			if known[1] {
				ay = num(pgFloatText(max(min(math.Abs(yv), 1e300), 1e-300)))
			}
			var lx ast.Expr = abs(canonCall(sp, "ln", caseWhen(sp, bin(ast.OpGt, abs(x()), num("0")), abs(x()), num("1"))))
			if known[0] {
				lx = num(pgFloatText(math.Abs(math.Log(math.Abs(xv)))))
			}
			conds := []ast.Expr{}
			if !known[0] {
				conds = append(conds, bin(ast.OpNe, x(), num("0")), bin(ast.OpLe, abs(x()), num(maxDbl)))
			}
			if !known[1] {
				conds = append(conds, bin(ast.OpLe, abs(y()), num(maxDbl)))
			}
			conds = append(conds, bin(ast.OpGt, bin(ast.OpMul, ay, lx), caseWhen(sp, up(), num(ieeePowOver), num(ieeePowUnder))))
			negOdd := func() []ast.Expr {
				switch {
				case known[0] && xv < 0:
					return []ast.Expr{odd()}
				case known[0]:
					return []ast.Expr{nil}
				}
				return []ast.Expr{odd(), bin(ast.OpLt, x(), num("0"))}
			}
			res.Whens = append(res.Whens, &ast.When{Span: sp, Cond: and(conds...),
				Result: caseWhen(sp, up(), signed("Infinity", "-Infinity", negOdd()...), signed("0", "-0", negOdd()...))})
		}
		if len(res.Whens) == 0 {
			return call()
		}
	}
	if overNodeLimit(res) {
		c.Refuse(codeMathGuard, f, "compute the inner value in a subquery (or a WITH query) and use its column",
			"postgres raises an error where %s overflows, underflows or has no real value, where %s gives Infinity, NaN or 0: the form that gives them reads the arguments again, and for these nested calls would exceed %d syntax nodes (%s to postgres)",
			name, c.Source.Name, maxZeroQuotientNodes, c.Source.Name)
		return f
	}
	return res
}

// ieeePowOver and ieeePowUnder bound |y|·|ln|x|| past which pow(x, y)
// overflows (|x| > 1 to a positive power, |x| < 1 to a negative one) or
// underflows to 0: ln of the largest double (709.782712893384) and of
// half the least subnormal (745.1332191019412, 1075·ln 2), plus 1e-10.
const (
	ieeePowOver  = "709.7827128935"
	ieeePowUnder = "745.1332191021"
)

// ieeeMathValue is the value ieeeMathSources give for exp or power of
// these literal values where PostgreSQL raises, as ieeePgMath's form
// computes it, or false where it is not told here: power of -0 to an odd
// negative power (-Infinity; ieeeLiteral reads -0 and -0.0, an integer and
// a DECIMAL, as 0) and results within the margin of the bounds.
func ieeeMathValue(name string, args []float64) (float64, bool) {
	if name == "exp" {
		switch x := args[0]; {
		case x > 709.782712893384 && !math.IsInf(x, 1):
			return math.Inf(1), true
		case x < -745.1332191019411 && !math.IsInf(x, -1):
			return 0, true
		}
		return 0, false
	}
	x, y := args[0], args[1]
	odd := y == math.Trunc(y) && y/2 != math.Trunc(y/2)
	switch {
	case math.IsNaN(x) || math.IsNaN(y):
		return 0, false
	case x == 0 && y < 0:
		if odd && math.Signbit(x) {
			return 0, false
		}
		return math.Inf(1), true
	case x < 0 && y != math.Trunc(y) && !math.IsInf(y, 0):
		if math.IsInf(x, -1) {
			if y < 0 {
				return 0, true
			}
			return math.Inf(1), true
		}
		return math.NaN(), true
	case x == 0 || math.Abs(x) == 1 || math.IsInf(x, 0) || math.IsInf(y, 0):
		return 0, false
	}
	over, _ := strconv.ParseFloat(ieeePowOver, 64)
	under, _ := strconv.ParseFloat(ieeePowUnder, 64)
	up := (math.Abs(x) > 1) == (y > 0)
	m := math.Abs(y) * math.Abs(math.Log(math.Abs(x)))
	sign := 1.0
	if x < 0 && odd {
		sign = -1
	}
	switch {
	case up && m > over:
		return math.Inf(int(sign)), true
	case !up && m > under:
		return math.Copysign(0, sign), true
	}
	return 0, false
}

// ieeeLiteral is floatLiteral's value, a zero of an integer or a DECIMAL
// literal positive (run on DuckDB 1.5: -0.0 is 0.0, a DECIMAL; so in
// PostgreSQL, whose -0.0 is a numeric): only a double literal's -0 is -0.
func ieeeLiteral(e ast.Expr) (float64, bool) {
	v, ok := floatLiteral(e)
	if !ok || v != 0 {
		return v, ok
	}
	for {
		u, isU := e.(*ast.Unary)
		if !isU {
			break
		}
		e = u.X
	}
	if l, isL := e.(*ast.Literal); isL && l.Kind != ast.LitDouble {
		return 0, true
	}
	return v, true
}

// pgFloatText is v written as PostgreSQL writes, and reads back, a
// double (NaN, Infinity, -0, 1e+300).
func pgFloatText(v float64) string { return floattext.Format(v, false, floattext.Postgres) }
