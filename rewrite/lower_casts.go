package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passLowerCasts keeps the integer a CAST of a fractional value to an
// integer type gives: Hive and Spark truncate toward zero, Trino, Presto,
// BigQuery and Snowflake round halves away from zero, PostgreSQL and DuckDB
// round a DOUBLE or REAL half to even and a DECIMAL half away from zero.
// Where the operand's type is known and the rules differ, the operand is
// first made integral by the source's rule, in functions every target
// spells; where it is not known, the cast is kept with a warning. A
// target whose rule is not documented here (Doris, Drill, ANSI) gets the
// integral value too, or a refusal; a source whose rule is not documented
// is left alone.
const passLowerCasts = "lower_casts"

// Diagnostic codes of cast lowering.
const (
	// codeCastRoundUntyped: without the operand's type, a cast to an
	// integer type is kept, and a fractional operand would be rounded by
	// the target's rule; or a string cast to an integer type from DuckDB
	// to Hive or Spark, whose readings of a fraction, a hexadecimal, an
	// underscore and an exponent differ, is kept.
	codeCastRoundUntyped = "W018"
)

// fracRule is how a cast of a fractional value to an integer type picks
// the integer.
type fracRule uint8

const (
	fracUnknown  fracRule = iota // not documented here: left alone
	fracTruncate                 // toward zero
	fracHalfAway                 // nearest, halves away from zero
	fracHalfEven                 // nearest, halves to the even neighbour
)

// CastTruncates and CastRoundsFloatToEven say how dialect casts a
// fractional value to an integer type, for the reference executor's
// options (run.go): truncating both DOUBLE and DECIMAL values, or rounding
// a DOUBLE half to even (and a DECIMAL half away from zero). Otherwise it
// rounds halves away from zero, or its rule is not known here.
func CastTruncates(dialect string) bool { f, _ := castRules(dialect); return f == fracTruncate }

// CastRoundsFloatToEven: see CastTruncates.
func CastRoundsFloatToEven(dialect string) bool { f, _ := castRules(dialect); return f == fracHalfEven }

// castRules is a dialect's rule for a DOUBLE or REAL operand and for a
// DECIMAL one; run.go derives the executor's rule from it (fracToIntOf).
// Hive: UDFToInteger narrows a double and HiveDecimal.intValue drops the
// fraction; Spark with ANSI mode off the same; Trino and Presto round
// HALF_UP (away from zero) for both; BigQuery documents "halfway cases such
// as 1.5 or -0.5 round away from zero"; Snowflake rounds to the nearest
// integer (as ROUND does, halves away from zero: the tie is assumed, the
// documentation does not say); PostgreSQL (float8 to int uses rint,
// numeric rounds halves away from zero) and DuckDB were run: CAST(2.5::float8
// AS INT) = 2, CAST(2.5 AS INT) = 3 on both. Doris, Drill and ANSI are not
// documented here.
func castRules(dialect string) (float, decimal fracRule) {
	switch dialect {
	case "hive", "spark":
		return fracTruncate, fracTruncate
	case "trino", "presto", "bigquery", "snowflake":
		return fracHalfAway, fracHalfAway
	case "postgres", "duckdb":
		return fracHalfEven, fracHalfAway
	}
	return fracUnknown, fracUnknown
}

// isIntType reports whether t is an integer type.
func isIntType(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ast.TypeTinyInt, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt, ast.TypeHugeInt:
		return true
	}
	return false
}

// LowerCasts runs cast lowering over a statement, with the scope of each
// SELECT for the operands' types.
func LowerCasts(c *Context, s ast.Stmt) ast.Stmt {
	if hasIntCast(s) {
		c.noteCTEs(s) // query_types.go
	}
	sf, sd := castRules(c.Source.Name)
	tf, td := castRules(c.Target.Name)
	if sf == fracUnknown || sf == tf && sd == td || !hasIntCast(s) {
		return s
	}
	c.noteCTEs(s) // query_types.go
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Select:
			return c.lowerSelectCasts(x)
		case *ast.Query:
			return c.lowerOrderCasts(x)
		case *ast.Values:
			return c.lowerCastsUnder(x, &scope{outer: c.outer[x.Span]})
		}
		return n
	})
}

// hasIntCast reports whether s holds a cast to an integer type, the only
// node the pass rewrites.
func hasIntCast(s ast.Stmt) bool {
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if x, ok := n.(*ast.Cast); ok && isIntType(x.Type) {
			found = true
		}
		return !found
	})
	return found
}

// lowerOrderCasts rewrites the casts of a query's ORDER BY and SORT BY,
// which read the columns of its body.
func (c *Context) lowerOrderCasts(q *ast.Query) *ast.Query {
	if len(q.OrderBy) == 0 && len(q.SortBy) == 0 {
		return q
	}
	sc := c.scopeOf(nil)
	if sel, ok := q.Body.(*ast.Select); ok {
		sc = c.scopeOf(sel.From)
	}
	changed := false
	items := func(in []*ast.OrderItem) []*ast.OrderItem {
		out := make([]*ast.OrderItem, len(in))
		for i, it := range in {
			out[i] = it
			e := c.lowerCastsIn(it.Expr, sc)
			if e != it.Expr {
				no := *it
				no.Expr = e
				out[i] = &no
				changed = true
			}
		}
		return out
	}
	nq := *q
	nq.OrderBy, nq.SortBy = items(q.OrderBy), items(q.SortBy)
	if !changed {
		return q
	}
	c.Fire(passLowerCasts)
	return &nq
}

// lowerCastsIn rewrites the casts of e, outside its nested queries, with
// scope sc.
func (c *Context) lowerCastsIn(e ast.Expr, sc *scope) ast.Expr {
	nested := map[ast.Node]bool{}
	ast.Inspect(e, func(n ast.Node) bool {
		if q, ok := n.(*ast.Query); ok {
			ast.Inspect(q, func(m ast.Node) bool {
				if m != nil {
					nested[m] = true
				}
				return true
			})
			return false
		}
		return true
	})
	out := ast.Rewrite(e, func(n ast.Node) ast.Node {
		x, ok := n.(*ast.Cast)
		if !ok || nested[n] || !isIntType(x.Type) {
			return n
		}
		return c.lowerCast(x, sc)
	})
	return out.(ast.Expr)
}

// lowerSelectCasts rewrites the casts of one SELECT (not of its nested
// queries, which are handled on their own).
func (c *Context) lowerSelectCasts(s *ast.Select) *ast.Select {
	return c.lowerCastsUnder(s, c.scopeOf(s.From)).(*ast.Select)
}

// lowerCastsUnder rewrites the casts under root (a SELECT, or a VALUES
// list's rows), not inside its nested queries, with the scope sc.
func (c *Context) lowerCastsUnder(root ast.Node, sc *scope) ast.Node {
	nested := nestedNodes(root)
	changed := false
	out := ast.Rewrite(root, func(n ast.Node) ast.Node {
		x, ok := n.(*ast.Cast)
		if !ok || nested[n] || !isIntType(x.Type) {
			return n
		}
		if e := c.lowerCast(x, sc); e != ast.Expr(x) {
			changed = true
			return e
		}
		return n
	})
	if changed {
		c.Fire(passLowerCasts)
	}
	return out
}

// lowerCast is the cast x of the source to an integer type as the target
// spells it.
func (c *Context) lowerCast(x *ast.Cast, sc *scope) ast.Expr {
	operand := x.X
	for {
		u, ok := operand.(*ast.Unary)
		if !ok || u.Op != ast.OpNeg && u.Op != ast.OpPlus {
			break
		}
		operand = u.X // -x has the type of x
	}
	t := c.typeOf(operand, sc)
	if t != nil && t.Kind.IsText() {
		c.warnStringCast(x, operand)
		return x
	}
	if t == nil || t.Kind == ast.TypeUnknown {
		if lit, ok := operand.(*ast.Literal); ok && lit.Kind != ast.LitDouble && lit.Kind != ast.LitDecimal {
			return x // NULL, a boolean, an integer
		}
		if c.integralValue(operand, sc) {
			return x // sum(x) of an integer x, count(*): nothing to round
		}
		c.Warn(codeCastRoundUntyped, x, "the type of %s is not known: if it is fractional, %s may round it otherwise than %s when cast to an integer type (give the column types with --schema)",
			exprName(operand), c.Target.Name, c.Source.Name)
		return x
	}
	sf, sd := castRules(c.Source.Name)
	tf, td := castRules(c.Target.Name)
	var src, dst fracRule
	switch t.Kind {
	case ast.TypeDouble, ast.TypeReal:
		src, dst = sf, tf
	case ast.TypeDecimal:
		src, dst = sd, td
	default:
		return x // integers are exact; strings and others are not rounded
	}
	if src == dst {
		return x
	}
	sp := x.Span
	var integral ast.Expr
	switch src {
	case fracTruncate:
		// CASE WHEN x < 0 THEN ceil(x) ELSE floor(x) END: every target
		// spells ceil and floor, and the integral value casts alike
		// whatever the target's rule (Doris, Drill and ANSI too).
		if !c.reusableIn(x.X, "truncating this cast") {
			return x
		}
		integral = caseWhen(sp, &ast.Binary{Span: sp, Op: ast.OpLt, L: x.X, R: intLit(sp, 0)},
			canonCall(sp, "ceil", x.X), canonCall(sp, "floor", x.X))
	case fracHalfAway:
		// The documented targets that differ truncate (Hive, Spark) or
		// round a double half to even (PostgreSQL, DuckDB); Hive, Spark
		// and DuckDB spell round, which rounds a double's halves away
		// from zero. PostgreSQL's round of a double rounds half to even
		// (rint), and a cast to numeric keeps only 15 significant digits
		// (2.4999999999999996 becomes 2.50000000000000), so PostgreSQL,
		// like Doris, Drill and ANSI (no round documented here), gets the
		// exact form written with floor.
		if dst == fracUnknown || c.Target.Name == "postgres" {
			if !c.reusableIn(x.X, "rounding this cast") {
				return x
			}
			integral = halfFromFloor(sp, x.X, false)
		} else {
			integral = canonCall(sp, "round", x.X)
		}
	case fracHalfEven:
		// Hive and Spark spell it bround; the others have no function
		// that rounds a double half to even (Snowflake's rounding modes
		// take fixed-point numbers only, Trino's round goes away from
		// zero), so it is written with floor.
		if c.Target.is("hive", "spark") {
			integral = canonCall(sp, "round_half_even", x.X)
			break
		}
		if !c.reusableIn(x.X, "rounding this cast") {
			return x
		}
		integral = halfFromFloor(sp, x.X, true)
	default:
		return x
	}
	nx := *x
	nx.X = integral
	return &nx
}

// integralValue reports whether e, whose type typeOf does not give, is
// known to hold an integral value, which every dialect casts to an
// integer type alike: count, sum, min and max of one (a sum of INTEGERs
// is a BIGINT in Hive, Spark, Trino and DuckDB's HUGEINT, and
// PostgreSQL's sum of a BIGINT a numeric, all integral), +, - and * of
// two, -e, a CASE or coalesce whose results are, or a derived table's
// column whose item is. A sum of an operand of unknown type may be
// fractional, and is not taken.
func (c *Context) integralValue(e ast.Expr, sc *scope) bool {
	if isNullLit(e) {
		return true
	}
	if t := c.typeOf(e, sc); t != nil {
		return t.Kind.IsInteger()
	}
	switch x := e.(type) {
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted {
			return false
		}
		switch strings.ToLower(x.Name[0].Name) {
		case "count":
			return true
		case "sum", "min", "max":
			return len(x.Args) == 1 && !x.Star && c.integralValue(x.Args[0], sc)
		case "coalesce":
			for _, a := range x.Args {
				if !c.integralValue(a, sc) {
					return false
				}
			}
			return len(x.Args) > 0
		}
	case *ast.Binary:
		switch x.Op {
		case ast.OpAdd, ast.OpSub, ast.OpMul:
			return c.integralValue(x.L, sc) && c.integralValue(x.R, sc)
		}
	case *ast.Unary:
		if x.Op == ast.OpNeg || x.Op == ast.OpPlus {
			return c.integralValue(x.X, sc)
		}
	case *ast.Case:
		for _, r := range caseResults(x) {
			if !c.integralValue(r, sc) {
				return false
			}
		}
		return true
	case *ast.ColumnRef:
		item, inner := c.subItem(x.Name, sc)
		if item == nil {
			return false
		}
		c.typeDepth++
		defer func() { c.typeDepth-- }()
		return c.integralValue(item, inner)
	}
	return false
}

// stringCastRule is how a dialect casts a string holding a fraction
// ('2.5') to an integer type: Hive and Spark drop the fraction (Hive's
// integer parsers stop at the point; Spark since SPARK-19178), DuckDB
// rounds it ('2.5' and '-2.5' give 3 and -3, checked on DuckDB 1.5);
// PostgreSQL, Trino and BigQuery raise an error, which is not a silent
// difference; fracUnknown for the others.
func stringCastRule(dialect string) fracRule {
	switch dialect {
	case "hive", "spark":
		return fracTruncate
	case "duckdb":
		return fracHalfAway
	}
	return fracUnknown
}

// warnStringCast warns (W018) about the cast x of the string operand to an
// integer type where the source and the target read a fraction in the
// string otherwise (stringCastRule); the cast is kept. From Hive or Spark
// to DuckDB there is no warning: duckTryCast reads the string there as
// Hive does (duck_try_cast.go). From DuckDB to Hive or Spark the warning
// also names the forms only DuckDB reads as numbers.
func (c *Context) warnStringCast(x *ast.Cast, operand ast.Expr) {
	src, dst := stringCastRule(c.Source.Name), stringCastRule(c.Target.Name)
	if src == dst || src == fracUnknown || dst == fracUnknown || src == fracTruncate && c.Target.Name == "duckdb" {
		return
	}
	what := exprName(operand)
	if lit, ok := operand.(*ast.Literal); ok {
		if plainDigits(lit.Value) {
			return // read alike
		}
		what = "'" + lit.Value + "'"
	}
	c.Warn(codeCastRoundUntyped, x, "casting the string %s to an integer: %s rounds a fraction in it and reads '0x10', '1_000' and '1e3' as numbers, %s drops the fraction and gives NULL for those; the cast is kept as written",
		what, c.Source.Name, c.Target.Name)
}

// halfFromFloor rounds x to the nearest integer with floor and exact
// arithmetic only (x - floor(x) is exact for a double), a half to the
// even neighbour when even, else away from zero:
//
//	CASE WHEN x - floor(x) < 0.5 THEN floor(x)
//	     WHEN x - floor(x) > 0.5 THEN floor(x) + 1
//	     WHEN <floor(x) is even | x < 0> THEN floor(x)
//	     ELSE floor(x) + 1 END
//
// floor(x) is even when floor(x * 0.5) * 2 = floor(x) (x * 0.5 is exact).
func halfFromFloor(sp ast.Span, x ast.Expr, even bool) ast.Expr {
	fl := func(e ast.Expr) ast.Expr { return canonCall(sp, "floor", e) }
	bin := func(op ast.BinaryOp, l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: op, L: l, R: r} }
	half := func() ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitDecimal, Value: "0.5"} }
	frac := func() ast.Expr { return bin(ast.OpSub, x, fl(x)) }
	up := func() ast.Expr { return bin(ast.OpAdd, fl(x), intLit(sp, 1)) }
	tie := bin(ast.OpLt, x, intLit(sp, 0))
	if even {
		tie = bin(ast.OpEq, bin(ast.OpMul, fl(bin(ast.OpMul, x, half())), intLit(sp, 2)), fl(x))
	}
	return &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: bin(ast.OpLt, frac(), half()), Result: fl(x)},
		{Span: sp, Cond: bin(ast.OpGt, frac(), half()), Result: up()},
		{Span: sp, Cond: tie, Result: fl(x)},
	}, Else: up()}
}
