package rewrite

import (
	"math"
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB gives an integer literal beside a TINYINT or a SMALLINT operand
// that operand's type when its value fits it (types.go, arithType; run on
// DuckDB 1.5: typeof(CAST(1 AS SMALLINT) * 300) is SMALLINT and
// CAST(200 AS SMALLINT) * 300 raises "Overflow in multiplication of
// INT16", 300 * CAST(200 AS SMALLINT) and CAST(100 AS TINYINT) + 100
// alike; a CAST(300 AS INTEGER) operand makes the product an INTEGER:
// 60000). So do its coalesce, greatest, least and CASE (typeof of
// coalesce(CAST(1 AS SMALLINT), 1) is SMALLINT). The other dialects read
// the literal as an INTEGER (PostgreSQL 15: pg_typeof(1::smallint * 300)
// is integer, 200::smallint * 300 is 60000, coalesce(1::smallint, 1) an
// integer; Spark, Hive and Trino read an integer literal as an INT, and
// compute in the wider operand's type: types.go).
//
// duckIntLiterals writes such a literal, toward DuckDB from another
// dialect, as CAST(v AS INTEGER), so that DuckDB computes in INTEGER as
// the source does, for + - * / // % & | xor and the arguments of
// coalesce, greatest, least and CASE results. From DuckDB toward
// PostgreSQL and ANSI SQL (whose translations are checked on PostgreSQL)
// such a literal (of an operator, coalesce, greatest, least or CASE) is
// written CAST(v AS SMALLINT) (or TINYINT), so that the target computes
// in DuckDB's type and raises where DuckDB does (PostgreSQL 15:
// 200::smallint * 300::smallint and coalesce(200::smallint,
// 1::smallint) * 300::smallint are "smallint out of range").
func duckIntLiterals(c *Context, s ast.Stmt) ast.Stmt {
	src, dst := c.Source.Name, c.Target.Name
	toDuck := dst == "duckdb" && src != "duckdb"
	fromDuck := src == "duckdb" && (dst == "postgres" || dst == "ansi")
	toJava := src == "duckdb" && (dst == "spark" || dst == "hive")
	if !toDuck && !fromDuck && !toJava {
		return s
	}
	casts := map[ast.Expr]ast.TypeKind{}
	guards := map[ast.Span]duckGuard{} // nodes that raise in DuckDB where the target gives a value
	var consts narrowing               // toJava: what a node may give (wide_arith.go), DuckDB's literal typing
	if toJava {
		consts = c.narrowColumns(s)
		consts.adapt = true
	}
	memo := map[ast.Expr]ast.TypeKind{}
	decs := map[ast.Expr]*duckDec{} // DECIMAL types (duckDecOf)
	reads := colReads{}
	// guarded + - * (duckLinkNode)
	links := &duckLinks{out: map[ast.Expr]*duckLink{}, whole: map[duckNodeKey]bool{}}
	// toJava: the nodes equal to a GROUP BY expression of their SELECT,
	// with it (duckGroupedPairs)
	var sameAs [][2]ast.Expr
	if toJava {
		sameAs = duckGroupedPairs(s)
		for _, p := range sameAs {
			links.whole[duckNodeKey{p[0].SpanOf(), nodeKind(p[0])}] = true
		}
	}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		// narrow is the TINYINT or SMALLINT type e has in both dialects
		// (0 for another or unknown): its known type, abs or a negation of
		// one (abs of a SMALLINT is a SMALLINT in PostgreSQL 15 and DuckDB
		// 1.5: abs(200::smallint) * 300 is 60000 in the one, raises in the
		// other), and an operator, coalesce, greatest, least or CASE of
		// such values (with literals that fit from DuckDB, which gives
		// them the type: coalesce(200::smallint, 1) * 300 raises there)
		var narrow, narrowOf func(es ...ast.Expr) ast.TypeKind
		var narrowNode func(ast.Expr) ast.TypeKind
		narrow = func(es ...ast.Expr) ast.TypeKind {
			e := es[0]
			if k, seen := memo[e]; seen {
				return k // a pass over a long chain stays linear
			}
			k := narrowNode(e)
			memo[e] = k
			return k
		}
		narrowNode = func(e ast.Expr) ast.TypeKind {
			if t := c.typeOf(e, sc); t != nil {
				if t.Kind == ast.TypeTinyInt || t.Kind == ast.TypeSmallInt || toJava && t.Kind == ast.TypeInt {
					return t.Kind
				}
				return 0
			}
			switch x := e.(type) {
			case *ast.Unary:
				if x.Op == ast.OpNeg || x.Op == ast.OpPlus {
					return narrow(x.X)
				}
			case *ast.Binary:
				if duckIntLiteralOps[x.Op] {
					return narrowOf(x.L, x.R)
				}
			case *ast.Func:
				if len(x.Name) != 1 || x.Over != nil {
					return 0
				}
				switch name := strings.ToLower(x.Name[0].Name); {
				case name == "abs" && len(x.Args) == 1:
					return narrow(x.Args[0])
				case duckIntLiteralFuncs[name]:
					return narrowOf(x.Args...)
				}
			case *ast.Case:
				return narrowOf(caseResults(x)...)
			}
			return 0
		}
		narrowOf = func(es ...ast.Expr) ast.TypeKind {
			kind := ast.TypeKind(0)
			for _, e := range es {
				if isNullLit(e) {
					continue
				}
				if v, lit := untypedIntLiteral(e); lit {
					if toDuck || !toJava && !fitsInt(v, ast.TypeSmallInt) || !fitsInt(v, ast.TypeInt) {
						return 0 // an INTEGER there (a BIGINT)
					}
					continue
				}
				k := narrow(e)
				if k == 0 {
					return 0
				}
				kind = max(kind, k)
			}
			if toJava && kind == 0 && len(es) > 0 {
				kind = ast.TypeInt // integer literals alone are INTEGERs in DuckDB
			}
			for _, e := range es {
				if v, lit := untypedIntLiteral(e); lit && kind != 0 && !fitsInt(v, kind) {
					if toJava {
						kind = ast.TypeInt // an INTEGER operation in DuckDB
						continue
					}
					return 0
				}
			}
			return kind
		}
		// mark the literals of es that DuckDB types as one of the others
		mark := func(es ...ast.Expr) {
			kind := ast.TypeKind(0)
			for _, e := range es {
				if _, lit := untypedIntLiteral(e); !lit && !isNullLit(e) {
					if k := narrow(e); k != 0 && (kind == 0 || k > kind) {
						kind = k
					}
				}
			}
			if kind == 0 {
				return
			}
			for _, e := range es {
				if v, lit := untypedIntLiteral(e); lit && fitsInt(v, kind) {
					if toDuck {
						casts[e] = ast.TypeInt
					} else {
						casts[e] = kind
					}
				}
			}
		}
		if x, ok := n.(*ast.Binary); ok && x.Op == ast.OpShl && (toJava || dst == "postgres") && x.Span.Start.IsValid() {
			c.duckShiftGuard(x, sc, guards)
		}
		if toJava {
			c.duckNarrowNode(n, sc, narrow, narrowOf, consts, reads, decs, guards)
			return true
		}
		switch x := n.(type) {
		case *ast.Binary:
			if duckIntLiteralOps[x.Op] {
				mark(x.L, x.R)
			}
		case *ast.Func:
			if len(x.Name) == 1 && x.Over == nil && duckIntLiteralFuncs[strings.ToLower(x.Name[0].Name)] {
				mark(x.Args...)
			}
		case *ast.Case:
			mark(caseResults(x)...)
		}
		return true
	})
	duckSameGuards(sameAs, guards)
	if len(casts) == 0 && len(guards) == 0 {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		e, ok := n.(ast.Expr)
		if !ok {
			return n
		}
		if g, ok := guards[e.SpanOf()]; ok && g.node == nodeKind(e) && !c.Diags.HasErrors() {
			return c.duckGuarded(e, g, links)
		}
		k, ok := casts[e]
		if !ok {
			return n
		}
		sp := e.SpanOf()
		return &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: k}}
	})
}

// duckIntLiteralOps and duckIntLiteralFuncs are the operators and
// functions whose integer literal DuckDB types as a TINYINT or SMALLINT
// operand beside it.
var (
	duckIntLiteralOps = map[ast.BinaryOp]bool{ast.OpAdd: true, ast.OpSub: true, ast.OpMul: true, ast.OpDiv: true,
		ast.OpIntDiv: true, ast.OpMod: true, ast.OpBitAnd: true, ast.OpBitOr: true, ast.OpBitXor: true}
	duckIntLiteralFuncs = map[string]bool{"coalesce": true, "greatest": true, "least": true,
		"greatest_ignore_nulls": true, "least_ignore_nulls": true, "xor": true}
)

// duckGuard is a node that DuckDB computes in kind and raises for past
// its range (or for a shift's operands) where the target gives a value.
type duckGuard struct {
	kind ast.TypeKind
	node string // nodeKind of the node, for nodes that share a span
	// wrap: a + - *, negation or abs not of a narrow type (kind 0) whose
	// operands are integers of other types (known: BIGINT) or of types
	// lateral does not know (duckWrapNode)
	wrap, known bool
	lits        [2]ast.TypeKind // the type given to an integer literal operand (duckWrapNode)
	// dec: of a + - * of DECIMALs, DuckDB's type, cut to 18 or 38
	// digits (duckDecimalNode)
	dec decPS
}

func nodeKind(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Binary:
		return "b" + itoa(int(x.Op))
	case *ast.Unary:
		return "u"
	case *ast.Func:
		return "f"
	}
	return ""
}

const codeNarrowOverflow = "T169"

// duckNarrowNode marks (guards) n, a + - * // % or negation, or abs, that
// DuckDB computes in TINYINT, SMALLINT or INTEGER (narrow: the type of an
// operand, or of a literal beside one; integer literals alone are
// INTEGERs: 2147483647 + 1 is "Overflow in addition of INT32" on DuckDB
// 1.5), toward Hive and Spark, which compute it in
// a wider type or wrap: an integer literal is an INT there (Hive
// Literals, integral types), so CAST(200 AS SMALLINT) * 300 is 60000, and
// a SMALLINT + SMALLINT or -SMALLINT wraps (Spark's ANSI compliance page:
// with spark.sql.ansi.enabled false, the default before Spark 4, "the
// result is the same as the corresponding operation in a Java program";
// Hive's arithmetic is Java's), and DIV is a BIGINT; DuckDB raises
// ("Overflow in multiplication of INT16", run on DuckDB 1.5, as for
// -CAST(-32768 AS SMALLINT), abs of it and CAST(-32768 AS SMALLINT) //
// -1, and for CAST(-32768 AS SMALLINT) % -1: "Overflow in division of
// -32768 / -1", where Java's % is 0, JLS 15.17.3; INTEGER alike, computed
// in BIGINT: "Overflow in addition of INT32"). A node whose values all
// fit (wide_arith.go's intervals) needs no guard; a constant one that does
// not is refused (T169: the target could raise only from a column; a
// constant % too, whose quotient duckConstInt does not read).
func (c *Context) duckNarrowNode(n ast.Node, sc *scope, narrow, narrowOf func(...ast.Expr) ast.TypeKind, consts narrowing, reads colReads, decs map[ast.Expr]*duckDec, guards map[ast.Span]duckGuard) {
	e, ok := n.(ast.Expr)
	if !ok || !e.SpanOf().Start.IsValid() {
		return
	}
	var k ast.TypeKind
	var ops []ast.Expr
	switch x := e.(type) {
	case *ast.Binary:
		if v, lit := untypedIntLiteral(x.R); (x.Op == ast.OpIntDiv || x.Op == ast.OpMod) && lit && v != -1 {
			return // only a division by -1 leaves the type
		}
		if x.Op == ast.OpAdd || x.Op == ast.OpSub || x.Op == ast.OpMul || x.Op == ast.OpIntDiv || x.Op == ast.OpMod {
			k, ops = narrowOf(x.L, x.R), []ast.Expr{x.L, x.R}
		}
	case *ast.Unary:
		if x.Op == ast.OpNeg {
			if _, lit := untypedIntLiteral(x.X); !lit {
				k, ops = narrow(x.X), []ast.Expr{x.X}
			}
		}
	case *ast.Func:
		if len(x.Name) == 1 && x.Over == nil && strings.EqualFold(x.Name[0].Name, "abs") && len(x.Args) == 1 {
			k, ops = narrow(x.Args[0]), x.Args
		}
	}
	if k == 0 {
		if ops != nil {
			c.duckWrapNode(e, ops, sc, consts, reads, decs, guards)
		}
		return
	}
	if in, ok := consts.narrowOf(e); ok && in.kind == k && in.fits() {
		return // no value leaves k
	}
	if !reads.of(e) {
		if v, ok := duckConstInt(e); ok && fitsInt(v, k) {
			return
		}
		wider := "INTEGER"
		if k == ast.TypeInt {
			wider = "BIGINT"
		}
		c.Refuse(codeNarrowOverflow, e, "cast an operand to "+wider+" in the source if a wider result is meant",
			"duckdb computes this in %s and raises an error where the value leaves it, which %s, computing it wider or wrapping, can raise only for an operand read from a column",
			strings.ToUpper(k.String()), c.Target.Name)
		return
	}
	if len(ops) == 1 {
		ops = append(ops, ops[0])
	}
	if c.volatileOperands(ops[0], ops[1], "raises for an overflow of "+strings.ToUpper(k.String())) {
		return
	}
	guards[e.SpanOf()] = duckGuard{kind: k, node: nodeKind(e)}
}

// duckShiftGuard marks (guards) x, a << of DuckDB toward PostgreSQL, Hive
// and Spark, whose shifts wrap (PostgreSQL 15: 16384::smallint << 2 is 0,
// 1::smallint << 15 is -32768, 1::smallint << 16 is 0, -1::smallint << 1
// is -2; Spark's shiftleft is Java's <<) where DuckDB raises (run on
// DuckDB 1.5: "Overflow in left shift (16384 << 2)", "Cannot left-shift
// negative number -1", "Cannot left-shift by negative number -1", and 0
// << 16 is 0). DuckDB's shift is of its operands' common type (an integer
// literal taking the type of the left operand: x::smallint << 2 is a
// SMALLINT, << a BIGINT a BIGINT); without it the shift is refused (T169).
func (c *Context) duckShiftGuard(x *ast.Binary, sc *scope, guards map[ast.Span]duckGuard) {
	kind := func(e ast.Expr) ast.TypeKind {
		if t := c.typeOf(e, sc); t != nil && intWidth(t.Kind) != 0 {
			return t.Kind
		}
		return 0
	}
	// DuckDB's shift is of its operands' common type, an integer literal
	// that fits taking the other's
	k, r := kind(x.L), kind(x.R)
	if v, lit := untypedIntLiteral(x.R); lit && k != 0 && fitsInt(v, k) {
		r = k
	}
	if k != 0 && r != 0 && intWidth(r) > intWidth(k) {
		k = r
	}
	if k == 0 || r == 0 {
		c.Refuse(codeNarrowOverflow, x, "give the column types with --schema, or cast the operands to their integer type (CAST(x AS INTEGER) << CAST(n AS INTEGER))",
			"duckdb's << raises an error for a negative operand and for a value that leaves its type, where %s's wraps, and the types of this shift are not known",
			c.Target.Name)
		return
	}
	if ansiVaries(x) == nil {
		return // constant: DuckDB folds it, raising or not, as written
	}
	if c.volatileOperands(x.L, x.R, "raises for a shift out of "+strings.ToUpper(k.String())) {
		return
	}
	guards[x.Span] = duckGuard{kind: k, node: nodeKind(x)}
}

// duckGuarded is e, a node of guards, written to give DuckDB's value or
// raise where DuckDB does. The raise reads a column (y IS NULL, or a
// division by zero of it toward PostgreSQL, ansiRaise), so that no
// engine raises while planning. The value is computed one type wider
// (the left operand cast to INT for a TINYINT or SMALLINT, exact for two
// 16-bit operands) and cast back to g's kind:
//
//	CAST(CASE WHEN (CASE WHEN v NOT BETWEEN lo AND hi THEN <raise> ELSE FALSE END) THEN NULL ELSE v END AS k)
//
// A shift a << b, computed in k (a cast to it), raises where DuckDB's
// does (its BitwiseShiftLeftOperator, checked on DuckDB 1.5 in
// duck_int_literal_width_test.go), both operands not NULL and: a < 0 OR
// b < 0 OR a > 0 AND (b > bits - 2 OR b > 0 AND a >= 2^(bits-1-b)), bits
// being k's width (a << b stays below 2^(bits-1) exactly when a does
// below 2^(bits-1-b)).
func (c *Context) duckGuarded(e ast.Expr, g duckGuard, links *duckLinks) ast.Expr {
	sp := e.SpanOf()
	typ := func(k ast.TypeKind) *ast.TypeName { return &ast.TypeName{Span: sp, Kind: k} }
	bin := func(op ast.BinaryOp, l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: op, L: l, R: r} }
	lit := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: v} }
	// guard is v where ok is not FALSE, raising otherwise
	guard := func(ok, v ast.Expr, y ast.Expr) ast.Expr {
		if c.Target.is("postgres") {
			var bad ast.Expr = &ast.Unary{Span: sp, Op: ast.OpNot, X: ok}
			if n, not := ok.(*ast.Unary); not && n.Op == ast.OpNot {
				bad = n.X
			}
			return raiseGuard(sp, bad, ansiRaise(&ast.Cast{Span: sp, X: ast.Clone(y), Type: typ(ast.TypeBigInt)}), v)
		}
		yes := canonCall(sp, "assert_true_value", canonCall(sp, "coalesce", ok, &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "true"}))
		return caseWhen(sp, yes, v, nil)
	}
	var v, check ast.Expr
	wide := ast.TypeInt // the value is computed one type wider: exact
	if g.kind == ast.TypeInt {
		wide = ast.TypeBigInt
	}
	switch x := e.(type) {
	case *ast.Binary:
		if x.Op == ast.OpShl {
			bits := intWidth(g.kind)
			a, b := x.L, x.R
			if ca, ok := a.(*ast.Cast); !ok || ca.Type.Kind != g.kind {
				a = &ast.Cast{Span: sp, X: a, Type: typ(g.kind)}
			}
			// PostgreSQL shifts by an INTEGER (no bigint << bigint), as
			// Spark's shiftleft: a BIGINT count, below bits - 1 where it
			// is read (0 << b is 0), is cast
			bi := b
			if cb, ok := b.(*ast.Cast); ok && cb.Type.Kind == ast.TypeBigInt || g.kind == ast.TypeBigInt && !isIntLiteral(b) {
				bi = &ast.Cast{Span: sp, X: ast.Clone(b), Type: typ(ast.TypeInt)}
			}
			nv := *x
			nv.L, nv.R = a, bi
			var value ast.Expr = &nv
			if bi != b {
				value = caseWhen(sp, bin(ast.OpGt, ast.Clone(b), lit(itoa(bits-2))), ast.Clone(a), &nv)
			}
			zero := lit("0")
			// b in 1 .. bits - 2: a << b leaves k where a >= 2^(bits-1-b),
			// a BIGINT (a shift of 0 gives a)
			pow := bin(ast.OpShl, &ast.Cast{Span: sp, X: lit("1"), Type: typ(ast.TypeBigInt)}, bin(ast.OpSub, lit(itoa(bits-1)), ast.Clone(bi)))
			over := &ast.Case{Span: sp, Whens: []*ast.When{
				{Span: sp, Cond: bin(ast.OpGt, ast.Clone(b), lit(itoa(bits-2))), Result: &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "true"}},
				{Span: sp, Cond: bin(ast.OpEq, ast.Clone(b), ast.Clone(zero)), Result: &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}},
			}, Else: bin(ast.OpGe, ast.Clone(a), pow)}
			bad := bin(ast.OpOr, bin(ast.OpOr, bin(ast.OpLt, ast.Clone(a), zero), bin(ast.OpLt, ast.Clone(b), ast.Clone(zero))),
				bin(ast.OpAnd, bin(ast.OpGt, ast.Clone(a), ast.Clone(zero)), over))
			// DuckDB's shift of a NULL is NULL, whatever the other operand
			bad = bin(ast.OpAnd, bin(ast.OpAnd, &ast.IsNull{Span: sp, X: ast.Clone(a), Not: true}, &ast.IsNull{Span: sp, X: ast.Clone(b), Not: true}), bad)
			guarded := guard(&ast.Unary{Span: sp, Op: ast.OpNot, X: bad}, value, ansiVaries(x.L, x.R))
			if g.kind == ast.TypeTinyInt || g.kind == ast.TypeSmallInt {
				guarded = &ast.Cast{Span: sp, X: guarded, Type: typ(g.kind)} // Spark's shiftleft is of INT
			}
			return c.narrowGuardSize(e, guarded)
		}
		if x.Op == ast.OpAdd || x.Op == ast.OpSub || x.Op == ast.OpMul || g.wrap {
			return c.duckLinkNode(x, g, links) // g.wrap: also // and %
		}
		nv := *x
		nv.L = &ast.Cast{Span: sp, X: x.L, Type: typ(wide)}
		v = &nv
		if x.Op == ast.OpMod {
			// DuckDB's % raises where the quotient leaves the type (run on
			// DuckDB 1.5: CAST(-32768 AS SMALLINT) % -1 is "Overflow in
			// division of -32768 / -1"), Java's % gives 0 there
			q := nv
			q.Op = ast.OpIntDiv
			check = &q
		}
	case *ast.Unary:
		if g.wrap {
			return c.narrowGuardSize(e, duckAssert(sp, e, duckNegBad(sp, e, x.X, g.known)))
		}
		nv := *x
		nv.X = &ast.Cast{Span: sp, X: x.X, Type: typ(wide)}
		v = &nv
	case *ast.Func:
		if g.wrap { // abs of the type's minimum is itself (Java's Math.abs)
			return c.narrowGuardSize(e, duckAssert(sp, e, &ast.Binary{Span: sp, Op: ast.OpLt, L: ast.Clone(e), R: intLit(sp, 0)}))
		}
		nv := *x
		nv.Args = []ast.Expr{&ast.Cast{Span: sp, X: x.Args[0], Type: typ(wide)}}
		v = &nv
	default:
		return e
	}
	if check == nil {
		check = v
	}
	r := narrowKinds[g.kind]
	ok := &ast.Between{Span: sp, X: ast.Clone(check), Lo: intLit(sp, int(r[0])), Hi: intLit(sp, int(r[1]))}
	out := &ast.Cast{Span: sp, X: guard(ok, v, v), Type: typ(g.kind)}
	return c.narrowGuardSize(e, out)
}

// narrowGuardSize is out, the guarded form of e, or e refused (T169) when
// out holds more than maxZeroQuotientNodes nodes: the form reads the
// node three times, so nested guarded nodes grow as 3^n.
func (c *Context) narrowGuardSize(e, out ast.Expr) ast.Expr {
	if !overNodeLimit(out) {
		return out
	}
	c.Refuse(codeNarrowOverflow, e, "compute the inner operation in a subquery (or a WITH query) and use its column",
		"duckdb raises an error where this integer arithmetic leaves its type, which %s gives a value for: the form that raises there reads each operand more than once, and for these nested operations would exceed %d syntax nodes",
		c.Target.Name, maxZeroQuotientNodes)
	return e
}

// duckConstInt is the value of e, integer literals under casts to integer
// types, + - * // and negation, as DuckDB computes it; ok is false for
// another node, a value past BIGINT or a cast's range, or // by zero.
func duckConstInt(e ast.Expr) (int64, bool) {
	switch x := e.(type) {
	case *ast.Literal:
		return untypedIntLiteral(x)
	case *ast.Cast:
		v, ok := duckConstInt(x.X)
		if _, narrow := narrowKinds[x.Type.Kind]; ok && (x.Type.Kind == ast.TypeBigInt || narrow && fitsInt(v, x.Type.Kind)) {
			return v, true
		}
	case *ast.Unary:
		if v, ok := duckConstInt(x.X); ok && x.Op == ast.OpNeg && v != math.MinInt64 {
			return -v, true
		}
	case *ast.Binary:
		l, okL := duckConstInt(x.L)
		r, okR := duckConstInt(x.R)
		if !okL || !okR {
			return 0, false
		}
		var v *big.Int
		switch x.Op {
		case ast.OpAdd:
			v = new(big.Int).Add(big.NewInt(l), big.NewInt(r))
		case ast.OpSub:
			v = new(big.Int).Sub(big.NewInt(l), big.NewInt(r))
		case ast.OpMul:
			v = new(big.Int).Mul(big.NewInt(l), big.NewInt(r))
		case ast.OpIntDiv:
			if r == 0 {
				return 0, false
			}
			v = new(big.Int).Quo(big.NewInt(l), big.NewInt(r)) // truncated, as DuckDB's //
		default:
			return 0, false
		}
		return v.Int64(), v.IsInt64()
	case *ast.Func:
		if len(x.Name) == 1 && strings.EqualFold(x.Name[0].Name, "abs") && len(x.Args) == 1 {
			if v, ok := duckConstInt(x.Args[0]); ok && v != math.MinInt64 {
				return max(v, -v), true
			}
		}
	}
	return 0, false
}

func isIntLiteral(e ast.Expr) bool {
	_, ok := untypedIntLiteral(e)
	return ok
}

// colReads is ansiVaries(e) != nil, remembered for each node, so a
// pass asking it of every node of a long chain stays linear.
type colReads map[ast.Expr]bool

func (m colReads) of(e ast.Expr) bool {
	if r, seen := m[e]; seen {
		return r
	}
	var r bool
	switch x := e.(type) {
	case *ast.ColumnRef:
		r = true
	case *ast.Literal:
	case *ast.Binary:
		r = m.of(x.L) || m.of(x.R)
	case *ast.Unary:
		r = m.of(x.X)
	case *ast.Cast:
		r = m.of(x.X)
	default:
		r = ansiVaries(e) != nil
	}
	m[e] = r
	return r
}
