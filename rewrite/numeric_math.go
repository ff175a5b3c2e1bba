package rewrite

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// numericMath are the functions (canonical names: log of one argument
// is log10, pow is power) that PostgreSQL and BigQuery have of NUMERIC as
// well as of a float, the arguments' types choosing which (PostgreSQL 15
// pg_proc: sqrt, exp, ln, log, log10 of numeric, log and power of
// numeric, numeric; BigQuery's mathematical functions, return data type:
// SQRT, POW, EXP, LN, LOG and LOG10 of NUMERIC are NUMERIC, of INT64
// FLOAT64; cbrt and the trigonometric functions are of floats only).
var numericMath = map[string]bool{"sqrt": true, "exp": true, "ln": true, "log": true, "log10": true, "power": true}

// numericMathDialects compute numericMath of a NUMERIC as a NUMERIC;
// doubleMathDialects compute them of DOUBLE only, a DECIMAL argument
// converted (run on DuckDB 1.5: typeof(sqrt(2.0)) is DOUBLE; Snowflake's
// SQRT returns a FLOAT but of a DECFLOAT; floatOperandType; Doris's
// mathematical functions take and return DOUBLE; ANSI SQL's in lat run
// are a DOUBLE's: sqrt(2.0) is 1.4142135623730951).
var (
	numericMathDialects = map[string]bool{"postgres": true, "bigquery": true}
	doubleMathDialects  = map[string]bool{"duckdb": true, "trino": true, "presto": true, "spark": true, "hive": true, "snowflake": true, "doris": true, "ansi": true}
)

// numericMathType keeps the type of sqrt, exp, ln, log, log10 and power
// between PostgreSQL or BigQuery, where of a NUMERIC argument they are a
// NUMERIC of each one's own digits, and the dialects where they are a
// DOUBLE of any argument (run on PostgreSQL 15 and DuckDB 1.5: sqrt(2.0)
// is 1.414213562373095 and 1.4142135623730951, power(2.0, 0.5)
// 1.4142135623730950 and 1.4142135623730951, log10(3.00) differs too). A
// NUMERIC is chosen when no argument is a float and one is a NUMERIC (an
// integer alone is converted to a float: sqrt(2) is 1.4142135623730951).
//
//   - From a DOUBLE dialect toward PostgreSQL, BigQuery and ANSI SQL
//     (checked on PostgreSQL) each argument not known to be an integer or
//     a float (a DECIMAL, a decimal literal, a column of unknown type) is
//     cast to DOUBLE, as the source converts it.
//   - From PostgreSQL or BigQuery toward another dialect, a NUMERIC
//     argument with no float beside it is refused (T155): no other dialect
//     computes the same digits (ANSI SQL's, in lat run, are a DOUBLE's).
func (c *Context) numericMathType(f *ast.Func, sc *scope) ast.Expr {
	src, dst := c.Source.Name, c.Target.Name
	if src == dst || f.Over != nil || f.Unread || len(f.Name) != 1 || f.Name[0].Quoted || !numericMath[strings.ToLower(f.Name[0].Name)] {
		return f
	}
	isFloat := func(t *ast.TypeName) bool { return t != nil && (t.Kind == ast.TypeReal || t.Kind == ast.TypeDouble) }
	// PostgreSQL's log(b, x) is of numerics only, integers included
	// (PostgreSQL 15: log(2, 8) is 3.0000000000000000; log(float8, int)
	// does not exist).
	pgLog2 := strings.EqualFold(f.Name[0].Name, "log") && len(f.Args) == 2
	// BigQuery's LOG(X, Y) of no NUMERIC is a FLOAT64 (of INT64 too)
	bqFloatLog := false
	if src == "bigquery" && dst == "postgres" && pgLog2 {
		bqFloatLog = true
		for _, a := range f.Args {
			if t := c.typeOf(a, sc); t == nil || t.Kind == ast.TypeDecimal {
				bqFloatLog = false
			}
		}
	}
	switch {
	case (doubleMathDialects[src] || bqFloatLog) && pgLog2 && (dst == "postgres" || dst == "ansi" && src == "duckdb"):
		// written as the source computes it (toward ANSI SQL too, whose
		// log(b, x) in lat run is ln(x)/ln(b)): DuckDB log10(x)/log10(b)
		// (run on DuckDB 1.5: log(10, 1000) is 3, ln(1000)/ln(10)
		// 2.9999999999999996), Java's Math.log(x)/Math.log(b) in Trino,
		// Presto, Spark and Hive, std::log(x)/std::log(b) in BigQuery
		fn := "ln"
		if src == "duckdb" {
			fn = "log10"
		}
		one := func(a ast.Expr) ast.Expr {
			sp := a.SpanOf()
			if t := c.typeOf(a, sc); t == nil || t.Kind != ast.TypeDouble {
				a = &ast.Cast{Span: sp, X: a, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
			}
			return &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: fn}}, Args: []ast.Expr{a}}
		}
		return &ast.Binary{Span: f.Span, Op: ast.OpDiv, L: one(f.Args[1]), R: one(f.Args[0])}
	case doubleMathDialects[src] && (numericMathDialects[dst] || dst == "ansi"):
		var nf *ast.Func
		for i, a := range f.Args {
			// a HUGEINT is a NUMERIC in PostgreSQL and BigQuery: cast too
			if t := c.typeOf(a, sc); isFloat(t) || t != nil && t.Kind.IsInteger() && t.Kind != ast.TypeHugeInt {
				continue
			}
			if nf == nil {
				cp := *f
				cp.Args = slices.Clone(f.Args)
				nf = &cp
			}
			sp := a.SpanOf()
			nf.Args[i] = &ast.Cast{Span: sp, X: a, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
		}
		if nf != nil {
			return nf
		}
	case numericMathDialects[src]:
		numeric := false
		var unknown ast.Expr // an argument of unknown type: it may be a NUMERIC
		for _, a := range f.Args {
			t := c.typeOf(a, sc)
			if isFloat(t) {
				return f
			}
			numeric = numeric || t != nil && (t.Kind == ast.TypeDecimal || src == "postgres" && pgLog2 && t.Kind.IsInteger())
			if t == nil && unknown == nil && !isNullLit(a) {
				unknown = a
			}
		}
		if !numeric && unknown != nil {
			c.Refuse(codeFloatDecimal, f, "give the column types with --schema, or cast the argument in the source (sqrt(CAST(x AS DOUBLE PRECISION)), SQRT(CAST(x AS FLOAT64)))",
				"the type of %s is not known: were it a NUMERIC, %s of it is a NUMERIC of %s's own digits, which %s computes otherwise (sqrt(2.0) is 1.414213562373095 in PostgreSQL, 1.4142135623730951 as a DOUBLE) (%s to %s)",
				exprName(unknown), strings.ToLower(f.Name[0].Name), src, dst, src, dst)
			return f
		}
		if numeric && src == "postgres" && pgLog2 {
			c.Refuse(codeFloatDecimal, f, "write ln(CAST(x AS DOUBLE PRECISION)) / ln(CAST(b AS DOUBLE PRECISION)) in the source for a float (PostgreSQL has no log(b, x) of floats)",
				"log(b, x) is a NUMERIC of postgres's own digits, of integers too (log(2, 8) is 3.0000000000000000 in PostgreSQL), which %s computes otherwise (a DOUBLE in DuckDB: 3) (%s to %s)",
				dst, src, dst)
		} else if numeric {
			c.Refuse(codeFloatDecimal, f, "cast the argument to a float in the source (sqrt(CAST(x AS DOUBLE PRECISION)), SQRT(CAST(x AS FLOAT64)))",
				"%s of a NUMERIC is a NUMERIC of %s's own digits (sqrt(2.0) is 1.414213562373095 in PostgreSQL), which %s computes otherwise (a DOUBLE in DuckDB: 1.4142135623730951) (%s to %s)",
				strings.ToLower(f.Name[0].Name), src, dst, src, dst)
		}
	}
	return f
}

const codeMathRaise = "T170"

// mathLiteralRaise refuses exp and power of literal arguments whose value
// PostgreSQL raises an error for where the other dialects give one, or
// the other way (PostgreSQL 15, of double precision: exp(1000) is "value
// out of range: overflow", exp(-1000) "value out of range: underflow",
// power(-8, 0.5) "a negative number raised to a non-integer power yields
// a complex result", power(0, -1) "zero raised to a negative power is
// undefined", power(10, 400) an overflow; run on DuckDB 1.5, they are
// Infinity, 0, NaN, Infinity and Infinity, as IEEE 754 and Java's
// Math.exp and Math.pow give them in the other dialects, and ANSI SQL's
// in lat run). An integer argument of PostgreSQL's
// exp and power is a double precision there (a NUMERIC one is refused by
// numericMathType), and the DOUBLE of the others'; its decimal literal
// is a NUMERIC, left to numericMathType.
func (c *Context) mathLiteralRaise(f *ast.Func, _ *scope) ast.Expr {
	pgLike := func(d string) bool { return d == "postgres" }
	src, dst := c.Source.Name, c.Target.Name
	if pgLike(src) == pgLike(dst) || f.Over != nil || len(f.Name) != 1 || f.Name[0].Quoted {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	args := make([]float64, len(f.Args))
	for i, a := range f.Args {
		v, ok := floatLiteral(a)
		if _, _, isInt := ast.IntLiteral(a); !ok || pgLike(src) && !isInt {
			// PostgreSQL's decimal literal (1.5, 1e3) is a NUMERIC, whose
			// exp and power numericMathType reads
			return f
		}
		args[i] = v
	}
	why := mathRaiseWhy(name, args)
	if why == "" {
		return f
	}
	if ieeeMathSources[src] && dst == "postgres" {
		for i, a := range f.Args {
			args[i], _ = ieeeLiteral(a)
		}
	}
	if _, ok := ieeeMathValue(name, args); ok && ieeeMathSources[src] && dst == "postgres" {
		return f // ieeePgMath writes the source's value
	}
	raiser, giver := src, dst
	if pgLike(dst) {
		raiser, giver = dst, src
	}
	c.Refuse(codeMathRaise, f, "compute the value in the source with a CASE on its arguments, or write the value itself",
		"%s of these arguments %s: %s raises an error for it where %s gives a value (%s to %s)", name, why, raiser, giver, src, dst)
	return f
}

// floatLiteral is the value of a numeric literal, negated or not.
func floatLiteral(e ast.Expr) (float64, bool) {
	neg := false
	for {
		u, ok := e.(*ast.Unary)
		if !ok || u.Op != ast.OpNeg && u.Op != ast.OpPlus {
			break
		}
		neg = neg != (u.Op == ast.OpNeg)
		e = u.X
	}
	l, ok := e.(*ast.Literal)
	if !ok || l.Kind != ast.LitInt && l.Kind != ast.LitDecimal && l.Kind != ast.LitDouble {
		return 0, false
	}
	v, err := strconv.ParseFloat(l.Value, 64)
	if err != nil {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}

// mathRaiseWhy tells why PostgreSQL 15 raises for exp or power (pow) of
// these double precision values (mathLiteralRaise), or "" where it gives a
// value.
func mathRaiseWhy(name string, args []float64) string {
	why := ""
	switch {
	case name == "exp" && len(args) == 1:
		switch r := math.Exp(args[0]); {
		case math.IsInf(r, 0) && !math.IsInf(args[0], 0):
			why = "overflows a DOUBLE (Infinity)"
		case r == 0 && !math.IsInf(args[0], 0):
			why = "underflows a DOUBLE (0)"
		}
	case (name == "power" || name == "pow") && len(args) == 2:
		x, y := args[0], args[1]
		switch r := math.Pow(x, y); {
		case x == 0 && y < 0:
			why = "is zero to a negative power (Infinity)"
		case x < 0 && y != math.Trunc(y):
			why = "is a negative number to a fractional power (NaN)"
		case math.IsInf(r, 0):
			why = "overflows a DOUBLE (Infinity)"
		case r == 0 && x != 0:
			why = "underflows a DOUBLE (0)"
		}
	}
	return why
}

const codeMathGuard = "T174"

// pgDuckMathRaise writes PostgreSQL's exp and power (pow, ^) of double
// precision values toward DuckDB (and the other targets, each with its
// raise; Drill, which has none, refused with T174) so that the target
// raises where PostgreSQL does (PostgreSQL 15's dexp and dpow, run on PostgreSQL 15 and DuckDB
// 1.5 in pg_duck_math_raise_test.go): PostgreSQL raises "zero raised to a
// negative power is undefined" for power(0, y < 0) (y -Infinity too), "a
// negative number raised to a non-integer power yields a complex result"
// for power(x < 0, y) of a y not integral (x -Infinity too, y not
// infinite), and "value out of range: overflow" ("underflow") where the
// result of finite arguments is infinite (0, the base not 0; a subnormal
// result is kept: exp(-740) is 4.2e-322 in both), where DuckDB gives
// Infinity, NaN or 0; a NaN argument gives what DuckDB gives
// (power(NaN, 0) is 1, power(0, NaN) NaN, in both). The guard
// (error() or the target's raise) reads the arguments again; an argument calling a
// volatile function or a subquery is refused (T073), and nested calls
// whose guard would exceed maxZeroQuotientNodes nodes are refused (T174).
// Literal arguments are refused by mathLiteralRaise, NUMERIC ones with no
// float beside them by numericMathType (beside a float, PostgreSQL calls
// power(float8, float8): power(x, 0.5) raises for x = -8).
func (c *Context) pgDuckMathRaise(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" || c.Target.is("postgres") || f.Over != nil || f.Unread || len(f.Name) != 1 || f.Name[0].Quoted {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	if !(name == "exp" && len(f.Args) == 1 || (name == "power" || name == "pow") && len(f.Args) == 2) {
		return f
	}
	// the call is of doubles where an argument is a float (the other one,
	// a NUMERIC, an integer, an unknown literal or NULL, is converted:
	// power(x, 0.5) of a double x is power(float8, float8) in PostgreSQL
	// 15, which raises for x = -8), or where both are integers; otherwise
	// (a NUMERIC or unknown argument with no float beside it) the call is
	// numericMathType's
	lits, float, ints := true, false, true
	var vals []float64
	for _, a := range f.Args {
		// a literal, or one cast to a double (the same value): its value
		// is known
		if cx, ok := a.(*ast.Cast); ok && cx.Type != nil && cx.Type.Kind == ast.TypeDouble {
			a = cx.X
		}
		v, ok := floatLiteral(a)
		if !ok {
			lits = false
		}
		vals = append(vals, v)
		a = f.Args[len(vals)-1]
		t := c.typeOf(a, sc)
		if t != nil && (t.Kind == ast.TypeReal || t.Kind == ast.TypeDouble) {
			float = true
		} else if t == nil || !t.Kind.IsInteger() {
			ints = false
		}
	}
	if !float && !ints {
		return f
	}
	if lits && (mathRaiseWhy(name, vals) == "" || !float) {
		return f // a value, or mathLiteralRaise's refusal
	}
	for _, a := range f.Args {
		if !c.reusableIn(a, "the guard of "+name+", which postgres raises for where duckdb gives Infinity, NaN or 0,") {
			return f
		}
	}
	sp := f.Span
	dbl := func(a ast.Expr) ast.Expr {
		if t := c.typeOf(a, sc); t != nil && t.Kind == ast.TypeDouble {
			return ast.Clone(a)
		}
		return &ast.Cast{Span: sp, X: ast.Clone(a), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
	}
	bin := func(op ast.BinaryOp, l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: op, L: l, R: r} }
	zero := func() ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"} }
	maxDbl := func() ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitDouble, Value: "1.7976931348623157e308"} }
	// the target's raise, as the other rules write it (substrNegativeLength,
	// raiseOnZero): error(message) in DuckDB and BigQuery (BigQuery's ERROR
	// function), assert_true_value(y IS NULL) in Hive, Spark and Doris, and
	// SQL's division by zero (ansiRaise) in Trino, Presto, Snowflake and
	// ANSI SQL, y an argument read from a column (not NULL in each raising
	// branch); Drill documents no way to raise
	y := ansiVaries(f.Args...)
	if c.Target.is("drill") || y == nil && !c.Target.is("duckdb", "bigquery") {
		why := "has no documented way to raise an error"
		if !c.Target.is("drill") {
			why = "can raise one only from an argument read from a column"
		}
		c.Refuse(codeMathGuard, f, "keep the arguments where the value is finite and not 0 (a CASE on them in the source), or compute it in postgres",
			"postgres raises an error where %s overflows, underflows or has no real value, where %s gives Infinity, NaN, 0 or NULL, and %s %s (postgres to %s)",
			name, c.Target.Name, c.Target.Name, why, c.Target.Name)
		return f
	}
	raise := func(msg string) ast.Expr { return c.targetRaise(sp, msg+" (an error in postgres)", y) }
	// the result leaves the doubles: 0, infinite, or NULL where a target
	// gives NULL for it (one read of it)
	out := &ast.Unary{Span: sp, Op: ast.OpNot, X: canonCall(sp, "coalesce", &ast.Between{Span: sp, X: canonCall(sp, "abs", ast.Clone(f)),
		Lo: &ast.Literal{Span: sp, Kind: ast.LitDouble, Value: "5e-324"}, Hi: maxDbl()}, &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"})}
	// finite: abs(a) <= the largest double, false of NaN (IEEE 754; NaN
	// the largest double in Spark, Hive and Snowflake) and of NULL
	finite := func(a ast.Expr) ast.Expr { return bin(ast.OpLe, canonCall(sp, "abs", dbl(a)), maxDbl()) }
	// fractional: a double of 2^52 or more is an integer, so floor (a
	// BIGINT in Hive and Spark) is read only below it
	fractional := func(a ast.Expr) ast.Expr {
		return bin(ast.OpAnd, bin(ast.OpLt, canonCall(sp, "abs", dbl(a)), &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "4503599627370496"}),
			bin(ast.OpNe, dbl(a), canonCall(sp, "floor", dbl(a))))
	}
	guard := &ast.Case{Span: sp, Else: &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}}
	rangeMsg := "value out of range: overflow or underflow"
	if name == "exp" {
		guard.Whens = []*ast.When{{Span: sp, Cond: bin(ast.OpAnd, finite(f.Args[0]), out), Result: raise(rangeMsg)}}
	} else {
		x, y := f.Args[0], f.Args[1]
		guard.Whens = []*ast.When{
			{Span: sp, Cond: bin(ast.OpAnd, bin(ast.OpEq, dbl(x), zero()), bin(ast.OpLt, dbl(y), zero())),
				Result: raise("zero raised to a negative power is undefined")},
			{Span: sp, Cond: bin(ast.OpAnd, bin(ast.OpLt, dbl(x), zero()), fractional(y)),
				Result: raise("a negative number raised to a non-integer power yields a complex result")},
			{Span: sp, Cond: bin(ast.OpAnd, bin(ast.OpAnd, finite(x), finite(y)), bin(ast.OpAnd, bin(ast.OpNe, dbl(x), zero()), out)),
				Result: raise(rangeMsg)},
		}
	}
	var val ast.Expr = f
	if name != "exp" && c.Target.is("hive", "spark", "trino", "presto") {
		// Java's Math.pow, which these call, gives NaN for 1 to a NaN power
		// and for 1 or -1 to an infinite one, where PostgreSQL 15 (as C's
		// pow) gives 1 (Math.pow's documented special cases; PostgreSQL:
		// power(1, 'NaN') and power(-1, 'Infinity') are 1)
		x, y := f.Args[0], f.Args[1]
		inf := &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitString, Value: "Infinity"}, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
		one := bin(ast.OpOr, bin(ast.OpAnd, bin(ast.OpEq, dbl(x), &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"}), &ast.IsNull{Span: sp, X: dbl(y), Not: true}),
			bin(ast.OpAnd, bin(ast.OpEq, dbl(x), &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "-1"}), bin(ast.OpEq, canonCall(sp, "abs", dbl(y)), inf)))
		val = caseWhen(sp, one, &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"}, f)
	}
	// a DOUBLE, as the call (whose type the CASE would not tell to an
	// enclosing call: exp(exp(d)))
	var res ast.Expr = &ast.Cast{Span: sp, X: caseWhen(sp, guard, &ast.Literal{Span: sp, Kind: ast.LitNull}, val), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
	if overNodeLimit(res) {
		c.Refuse(codeMathGuard, f, "compute the inner value in a subquery (or a WITH query) and use its column",
			"postgres raises an error where %s overflows, underflows or has no real value, where %s gives Infinity, NaN or 0: the form that raises in %s reads the arguments again, and for these nested calls would exceed %d syntax nodes (postgres to %s)",
			name, c.Target.Name, c.Target.Name, maxZeroQuotientNodes, c.Target.Name)
		return f
	}
	return res
}
