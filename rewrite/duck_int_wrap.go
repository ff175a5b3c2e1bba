package rewrite

import (
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB raises where an integer + - *, negation or abs leaves its type,
// of every width (run on DuckDB 1.5: 9223372036854775807 + 1 is
// "Overflow in addition of INT64"), and where a DECIMAL one leaves 38
// digits ("Overflow in addition of DECIMAL(38)"); its DOUBLE and FLOAT
// arithmetic does not raise (1e308 * 10 is Infinity, inf + -inf NaN).
// Hive and Spark wrap integers ("the result is the same as the
// corresponding operation in a Java program", Spark's ANSI compliance
// page, spark.sql.ansi.enabled false; Hive's arithmetic is Java's) and
// give NULL for a DECIMAL past its precision (Spark's ANSI compliance
// page: "returns null" for an overflow of decimal arithmetic; Hive
// LanguageManual Types, decimals). duckIntLiterals guards the narrow
// types by computing them one type wider (duck_int_literals.go); a node
// of other integer types (BIGINT) or of operands whose types lateral does
// not know (columns without --schema) cannot be computed wider, and is
// instead checked after the target's own arithmetic, by forms that hold
// exactly where that arithmetic wrapped (Java's arithmetic is modulo 2^w
// for a w-bit type, JLS 15.17.2, 15.18.2):
//
//   - a + b wrapped exactly when b > 0 and the sum is below a, or b < 0
//     and it is above a; a - b where b < 0 and the difference is below a,
//     or b > 0 and it is above a. An IEEE or DECIMAL sum is rounded
//     monotonically, so never passes a that way. A NaN, largest in Spark's
//     comparisons (Spark's NaN semantics), arises past a NaN operand (not
//     above itself there) or from infinities of opposite signs, kept out
//     by b > -1e308 (b < 1e308 for -).
//   - a * b wrapped exactly when its product p leaves the type, so
//     |p| >= 2^(w-1) and the wrapped value r differs from p by at least
//     |p|/2 (|r| <= 2^(w-1)), where the product of doubles
//     CAST(a AS DOUBLE) * CAST(b AS DOUBLE) is within 2^-50 |p| of p: the
//     form raises where |r - pd| > |pd| / 4, |pd| >= 1, and pd and r are
//     finite. A DOUBLE product is pd itself; a REAL one is within 2^-24
//     of it (a product of two 24-bit significands is exact in a double),
//     its overflow, Infinity in both, and its underflow (|pd| < 1) are
//     left alone; a DECIMAL one is rounded to 6 digits or more after the
//     point (Spark's and Hive's decimal precision rules), within 2^-20 of
//     pd where |pd| >= 1.
//   - -a wrapped exactly when it equals a and is not zero (a - a), abs(a)
//     when it is negative.
//   - a NULL from operands that are not NULL is a DECIMAL overflow.
//
// Each form gives the target's value, or raises (assert_true): whatever
// the operands' types, it never gives another value. A DATE, an INTERVAL
// or a string compared with 0 or cast to DOUBLE is a type error there, or
// NULL (no raise). An integer literal beside an operand of unknown type
// is typed as DuckDB types it when the operand is a TINYINT or SMALLINT
// (types.go, arithType): CAST(1 AS TINYINT), so that the target computes
// a SMALLINT column + 1 in SMALLINT and wraps where DuckDB raises (a
// TINYINT, SMALLINT, INTEGER or BIGINT beside a TINYINT is of the wider
// type in Spark and Hive, as in DuckDB).

// duckWrapNode marks (guards) e, a + - *, negation or abs of operands ops
// that duckNarrowNode found of no narrow type, toward Hive and Spark,
// where they are integers of other types or of unknown types.
func (c *Context) duckWrapNode(e ast.Expr, ops []ast.Expr, sc *scope, consts narrowing, reads colReads, decs map[ast.Expr]*duckDec, guards map[ast.Span]duckGuard) {
	mul := false
	switch x := e.(type) {
	case *ast.Binary:
		switch x.Op {
		case ast.OpAdd, ast.OpSub, ast.OpMul:
			if c.duckDecimalNode(x, sc, decs, guards) {
				return
			}
		case ast.OpIntDiv, ast.OpMod: // by a column, or by -1 (duckNarrowNode)
		default:
			return
		}
		mul = x.Op == ast.OpMul
	case *ast.Unary, *ast.Func: // negation, abs
	default:
		return
	}
	if lo, hi, ok := duckBound(consts, e); ok && lo.IsInt64() && hi.IsInt64() {
		return // within BIGINT (wideIntFuncs casts a function of INT there to BIGINT)
	}
	for _, o := range ops {
		if o.SpanOf() == e.SpanOf() {
			return // written by lateral (a date_diff's arithmetic), its nodes sharing one span
		}
	}
	g := duckGuard{node: nodeKind(e), wrap: true, known: true}
	unknown := [2]bool{}
	for i, o := range ops {
		if isNullLit(o) {
			return
		}
		if v, ok := duckConstInt(o); ok && len(ops) == 2 && ops[0] != ops[1] && (v == 0 || mul && v == 1) {
			return // x + 0, x * 1 and x * 0 keep the type's range
		}
		if duckRandom(o) {
			return // a DOUBLE
		}
		t := c.typeOf(o, sc)
		switch {
		case t == nil || t.Kind == ast.TypeUnknown:
			g.known, unknown[i] = false, true
		case t.Kind.IsInteger():
		default:
			return // a float or a date; a DECIMAL of known type is left as it is
		}
	}
	if len(ops) == 2 && ops[0] != ops[1] {
		for i, o := range ops {
			if v, lit := untypedIntLiteral(o); lit && unknown[1-i] {
				switch {
				case fitsInt(v, ast.TypeTinyInt):
					g.lits[i] = ast.TypeTinyInt
				case fitsInt(v, ast.TypeSmallInt):
					g.lits[i] = ast.TypeSmallInt
				}
			}
		}
	}
	if !reads.of(e) {
		if _, ok := duckConstInt(e); ok {
			return
		}
		c.Refuse(codeNarrowOverflow, e, "compute it in a subquery over a table, or in the source as a DOUBLE if that is meant",
			"duckdb raises an error where this integer arithmetic leaves its type, which %s, wrapping, can raise only for an operand read from a column",
			c.Target.Name)
		return
	}
	if c.volatileOperands(ops[0], ops[len(ops)-1], "raises for an integer overflow") {
		return
	}
	guards[e.SpanOf()] = g
}

// duckBound is the least and greatest value of e, an integer computed
// from narrow values and the functions of intFuncRanges (narrowOf), casts
// of them to BIGINT, and + - * of such values; ok is false for another
// node.
func duckBound(nw narrowing, e ast.Expr) (lo, hi *big.Int, ok bool) {
	if in, ok := nw.narrowOf(e); ok {
		return in.lo, in.hi, true
	}
	switch x := e.(type) {
	case *ast.Literal:
		if v, _, ok := ast.IntLiteral(x); ok {
			return big.NewInt(v), big.NewInt(v), true
		}
	case *ast.Case:
		return duckBoundHull(nw, caseResults(x))
	case *ast.Cast:
		if x.Type.Kind == ast.TypeBigInt || x.Type.Kind == ast.TypeHugeInt {
			return duckBound(nw, x.X)
		}
	case *ast.Binary:
		l1, h1, okL := duckBound(nw, x.L)
		l2, h2, okR := duckBound(nw, x.R)
		if !okL || !okR {
			break
		}
		switch x.Op {
		case ast.OpAdd:
			return new(big.Int).Add(l1, l2), new(big.Int).Add(h1, h2), true
		case ast.OpSub:
			return new(big.Int).Sub(l1, h2), new(big.Int).Sub(h1, l2), true
		case ast.OpMul:
			lo, hi := hull(new(big.Int).Mul(l1, l2), new(big.Int).Mul(l1, h2), new(big.Int).Mul(h1, l2), new(big.Int).Mul(h1, h2))
			return lo, hi, true
		}
	case *ast.Func:
		if len(x.Name) != 1 || x.Over != nil || x.Filter != nil || len(x.Args) == 0 {
			break
		}
		switch strings.ToLower(x.Name[0].Name) {
		case "nullif":
			return duckBound(nw, x.Args[0])
		case "greatest", "least", "coalesce", "greatest_ignore_nulls", "least_ignore_nulls":
			return duckBoundHull(nw, x.Args)
		}
	}
	return nil, nil, false
}

// duckBoundHull is duckBound of one of es (NULLs aside).
func duckBoundHull(nw narrowing, es []ast.Expr) (lo, hi *big.Int, ok bool) {
	for _, a := range es {
		if isNullLit(a) {
			continue
		}
		l, h, ok := duckBound(nw, a)
		if !ok {
			return nil, nil, false
		}
		if lo == nil {
			lo, hi = l, h
		} else {
			lo, _ = hull(lo, l)
			_, hi = hull(hi, h)
		}
	}
	return lo, hi, lo != nil
}

// duckRandom reports whether e is DuckDB's random() (a DOUBLE: DuckDB
// numeric functions, "random(): returns a random number x in the range
// 0.0 <= x < 1.0", typeof on DuckDB 1.5 DOUBLE), or + - * / of it.
func duckRandom(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Func:
		return len(x.Name) == 1 && strings.EqualFold(x.Name[0].Name, "random") && len(x.Args) == 0
	case *ast.Binary:
		switch x.Op {
		case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpDivFrac:
			return duckRandom(x.L) || duckRandom(x.R)
		}
	}
	return false
}

// duckLink is a guarded + - * (duckLinkNode): its value and the
// conditions that hold (or are NULL) where DuckDB gives it, so that a +
// - * over it reads its operands once instead of the whole guarded form
// (a chain a + b + c + ... stays quadratic in size, each prefix checked).
type duckLink struct {
	val  ast.Expr     // the value in the source's type, unchecked
	wide ast.Expr     // of a narrow node, the value one type wider (exact)
	kind ast.TypeKind // the narrow type, 0 for a wrap node
	oks  []ast.Expr
	// whole: the node is a GROUP BY expression (duckLinks), read whole
	whole bool
}

// duckLinks are the guarded + - * of a statement by their output (out),
// and the nodes not to be read through their link (whole): those equal
// to a GROUP BY expression, which Spark and Hive accept outside an
// aggregate only as the grouped expression whole (Spark's "expression is
// neither present in the group by, nor is it an aggregate function"), not
// its operands (SELECT (a + b) * 2 FROM t GROUP BY a + b).
type duckLinks struct {
	out   map[ast.Expr]*duckLink
	whole map[duckNodeKey]bool
}

type duckNodeKey struct {
	span ast.Span
	kind string // nodeKind
}

// duckGroupedPairs is the nodes of s's grouped SELECTs (items, HAVING,
// QUALIFY, WINDOW, the query's ORDER BY, not their subqueries) equal to a GROUP BY
// expression of that SELECT (an item's position or alias read as the
// item's expression), each with that expression.
func duckGroupedPairs(s ast.Stmt) [][2]ast.Expr {
	var out [][2]ast.Expr
	ast.Inspect(s, func(n ast.Node) bool {
		q, ok := n.(*ast.Query)
		if !ok {
			return true
		}
		sel, ok := q.Body.(*ast.Select)
		if !ok || sel.GroupBy == nil {
			return true
		}
		var grouped []ast.Expr
		for _, g := range groupingExprs(sel.GroupBy.Items) {
			grouped = append(grouped, g)
			if v, _, ok := ast.IntLiteral(g); ok && v >= 1 && int(v) <= len(sel.Items) && sel.Items[v-1].Expr != nil {
				grouped = append(grouped, sel.Items[v-1].Expr)
			}
			if col, ok := g.(*ast.ColumnRef); ok && len(col.Name) == 1 {
				for _, it := range sel.Items {
					if it.Alias != nil && strings.EqualFold(it.Alias.Name, col.Name[0].Name) && it.Expr != nil {
						grouped = append(grouped, it.Expr)
					}
				}
			}
		}
		var roots []ast.Node
		for _, it := range sel.Items {
			roots = append(roots, it)
		}
		for _, o := range q.OrderBy {
			roots = append(roots, o)
		}
		for _, w := range sel.Windows {
			roots = append(roots, w)
		}
		roots = append(roots, sel.Having, sel.Qualify)
		for _, r := range roots {
			if r == nil {
				continue
			}
			ast.Inspect(r, func(m ast.Node) bool {
				switch m.(type) {
				case *ast.Subquery, *ast.Query:
					return false
				}
				e, ok := m.(ast.Expr)
				if !ok || nodeKind(e) == "" {
					return true
				}
				for _, g := range grouped {
					if sameExpr(e, g) {
						out = append(out, [2]ast.Expr{e, g})
						return false
					}
				}
				return true
			})
		}
		return true
	})
	return out
}

// duckSameGuards gives each node e of pairs (e, g), equal to g, a GROUP BY
// expression, g's guards, node by node, so that e's translation is g's
// (an ORDER BY of a grouped query may know fewer types than its GROUP
// BY, and a guard of another form is not the grouped expression there).
func duckSameGuards(pairs [][2]ast.Expr, guards map[ast.Span]duckGuard) {
	for _, p := range pairs {
		var es, gs []ast.Expr
		for n := range ast.Preorder(p[0]) {
			if e, ok := n.(ast.Expr); ok {
				es = append(es, e)
			}
		}
		for n := range ast.Preorder(p[1]) {
			if e, ok := n.(ast.Expr); ok {
				gs = append(gs, e)
			}
		}
		if len(es) != len(gs) {
			continue
		}
		for i, e := range es {
			k := nodeKind(e)
			if k == "" || nodeKind(gs[i]) != k || e.SpanOf() == gs[i].SpanOf() {
				continue
			}
			if g, ok := guards[gs[i].SpanOf()]; ok && g.node == k {
				guards[e.SpanOf()] = g
			} else if g, ok := guards[e.SpanOf()]; ok && g.node == k {
				delete(guards, e.SpanOf())
			}
		}
	}
}

func wideKind(k ast.TypeKind) ast.TypeKind {
	if k == ast.TypeInt {
		return ast.TypeBigInt
	}
	return ast.TypeInt
}

// duckLinkNode is duckGuarded of x, a + - * of a narrow type (computed
// one type wider and checked against the type's range) or a wrap node, a
// + - * // % (computed in the target and checked by duckWrapBad,
// duckDivBad or duckDecBad). An operand that is
// itself such a node is read through its link: its value, its checks
// joined to x's.
func (c *Context) duckLinkNode(x *ast.Binary, g duckGuard, links *duckLinks) ast.Expr {
	sp := x.Span
	var oks []ast.Expr
	operand := func(o ast.Expr, wide ast.TypeKind) (ast.Expr, bool) {
		l, ok := links.out[o]
		if !ok || l.whole {
			return o, false
		}
		for _, k := range l.oks {
			oks = append(oks, ast.Clone(k))
		}
		if wide != 0 && l.wide != nil && wideKind(l.kind) == wide {
			return ast.Clone(l.wide), true
		}
		return ast.Clone(l.val), false
	}
	link := &duckLink{kind: g.kind, whole: links.whole[duckNodeKey{x.Span, nodeKind(x)}]}
	var out ast.Expr
	if g.kind != 0 {
		w := wideKind(g.kind)
		l, isWide := operand(x.L, w)
		r, _ := operand(x.R, w)
		if !isWide {
			l = &ast.Cast{Span: sp, X: l, Type: &ast.TypeName{Span: sp, Kind: w}}
		}
		link.wide = &ast.Binary{Span: sp, Op: x.Op, L: l, R: r}
		rng := narrowKinds[g.kind]
		oks = append(oks, &ast.Between{Span: sp, X: ast.Clone(link.wide), Lo: intLit(sp, int(rng[0])), Hi: intLit(sp, int(rng[1]))})
		link.val = &ast.Cast{Span: sp, X: ast.Clone(link.wide), Type: &ast.TypeName{Span: sp, Kind: g.kind}}
		out = &ast.Cast{Span: sp, X: caseWhen(sp, duckYes(sp, oks), ast.Clone(link.wide), nil), Type: &ast.TypeName{Span: sp, Kind: g.kind}}
	} else {
		l, _ := operand(x.L, 0)
		r, _ := operand(x.R, 0)
		for i, k := range g.lits {
			if k != 0 {
				o := []*ast.Expr{&l, &r}[i]
				*o = &ast.Cast{Span: sp, X: *o, Type: &ast.TypeName{Span: sp, Kind: k}}
			}
		}
		link.val = &ast.Binary{Span: sp, Op: x.Op, L: l, R: r}
		var bad ast.Expr
		switch {
		case g.dec.p != 0:
			bad = duckDecBad(sp, link.val, l, r, g.dec)
		case x.Op == ast.OpIntDiv || x.Op == ast.OpMod:
			bad = duckDivBad(sp, l, r)
		default:
			bad = duckWrapBad(sp, x.Op, link.val, l, r, g.known)
		}
		oks = append(oks, &ast.Unary{Span: sp, Op: ast.OpNot, X: bad})
		out = caseWhen(sp, duckYes(sp, oks), ast.Clone(link.val), nil)
	}
	link.oks = oks
	res := c.narrowGuardSize(x, out)
	if res == out {
		links.out[res] = link
	}
	return res
}

// duckYes holds where every one of oks holds or is NULL, and raises
// (assert_true) where one is FALSE.
func duckYes(sp ast.Span, oks []ast.Expr) ast.Expr {
	all := oks[0]
	for _, k := range oks[1:] {
		all = &ast.Binary{Span: sp, Op: ast.OpAnd, L: all, R: k}
	}
	return canonCall(sp, "assert_true_value", canonCall(sp, "coalesce", all, &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "true"}))
}

// duckAssert is e where bad is not TRUE, raising where it is.
func duckAssert(sp ast.Span, e, bad ast.Expr) ast.Expr {
	return caseWhen(sp, duckYes(sp, []ast.Expr{&ast.Unary{Span: sp, Op: ast.OpNot, X: bad}}), e, nil)
}

// duckNegBad holds where e, the negation of x, wrapped: -x = x, not zero
// (x - x, zero of an INTERVAL too); of a known integer, -x < 0 with x < 0.
func duckNegBad(sp ast.Span, e, x ast.Expr, known bool) ast.Expr {
	bin := func(op ast.BinaryOp, l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: op, L: l, R: r} }
	if known {
		return bin(ast.OpAnd, bin(ast.OpLt, ast.Clone(x), intLit(sp, 0)), bin(ast.OpLt, ast.Clone(e), intLit(sp, 0)))
	}
	return bin(ast.OpAnd, bin(ast.OpEq, ast.Clone(e), ast.Clone(x)), bin(ast.OpNe, ast.Clone(e), bin(ast.OpSub, ast.Clone(e), ast.Clone(e))))
}

// duckWrapBad holds where v, l op r computed by the target, wrapped (the
// forms above duckWrapNode); known: l and r are integers.
func duckWrapBad(sp ast.Span, op ast.BinaryOp, v, l, r ast.Expr, known bool) ast.Expr {
	bin := func(op ast.BinaryOp, l, r ast.Expr) ast.Expr {
		return &ast.Binary{Span: sp, Op: op, L: ast.Clone(l), R: ast.Clone(r)}
	}
	zero := intLit(sp, 0)
	dbl := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitDouble, Value: v} }
	var bad ast.Expr
	switch op {
	case ast.OpMul:
		toD := func(e ast.Expr) ast.Expr {
			return &ast.Cast{Span: sp, X: ast.Clone(e), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
		}
		abs := func(e ast.Expr) ast.Expr { return canonCall(sp, "abs", ast.Clone(e)) }
		pd := bin(ast.OpMul, toD(l), toD(r))
		rd := toD(v)
		bad = bin(ast.OpGt, abs(bin(ast.OpSub, rd, pd)), bin(ast.OpDiv, abs(pd), intLit(sp, 4)))
		if !known {
			bad = bin(ast.OpAnd, bin(ast.OpAnd, bin(ast.OpAnd, bin(ast.OpGe, abs(pd), intLit(sp, 1)),
				bin(ast.OpLe, abs(pd), dbl("1e300"))), bin(ast.OpLe, abs(rd), dbl("1e300"))), bad)
		}
	default:
		base, by := l, r // v = base + by, or base - by
		_, lConst := duckConstInt(l)
		_, rConst := duckConstInt(r)
		if op == ast.OpAdd && lConst && !rConst {
			base, by = r, l
		}
		below, above := bin(ast.OpLt, v, base), bin(ast.OpGt, v, base)
		// pos: the sign of by where v below base means a wrap
		pos, neg, edge, limit := ast.OpGt, ast.OpLt, ast.OpGt, "-1e308"
		if op == ast.OpSub {
			pos, neg, edge, limit = ast.OpLt, ast.OpGt, ast.OpLt, "1e308"
		}
		if n, ok := duckConstInt(by); ok {
			if (n > 0) == (op == ast.OpAdd) {
				bad = below
			} else {
				bad = above
			}
		} else {
			farSide := bin(ast.OpAnd, bin(neg, by, zero), above)
			if !known {
				farSide = bin(ast.OpAnd, bin(ast.OpAnd, bin(neg, by, zero), bin(edge, by, dbl(limit))), above)
			}
			bad = bin(ast.OpOr, bin(ast.OpAnd, bin(pos, by, zero), below), farSide)
		}
	}
	if known {
		return bad
	}
	// a DECIMAL past its precision is NULL there
	null := ast.Expr(&ast.IsNull{Span: sp, X: ast.Clone(v)})
	for _, o := range []ast.Expr{l, r} {
		if _, lit := duckConstInt(o); !lit {
			null = &ast.Binary{Span: sp, Op: ast.OpAnd, L: null, R: &ast.IsNull{Span: sp, X: ast.Clone(o), Not: true}}
		}
	}
	return &ast.Binary{Span: sp, Op: ast.OpOr, L: bad, R: null}
}

// duckDivBad holds where l // r or l % r of integers of other than
// narrow types (BIGINT) or of unknown types raises in DuckDB: there the
// quotient leaves the operands' common type, its minimum divided by -1
// (run on DuckDB 1.5: CAST(-9223372036854775808 AS BIGINT) // -1 and % -1
// are "Overflow in division of -9223372036854775808 / -1", an INTEGER's
// alike), where Java's / wraps to the minimum and its % is 0 (JLS
// 15.17.2, 15.17.3: Spark's and Hive's DIV and % of integers, ANSI mode
// off, are Java's, Spark's div "casted to long", its function reference):
// where r = -1 and l * r, computed by the target in the common type,
// equals l and is not zero (l - l: not a NaN, nor any other DOUBLE or
// DECIMAL), l being that type's minimum.
func duckDivBad(sp ast.Span, l, r ast.Expr) ast.Expr {
	bin := func(op ast.BinaryOp, l, r ast.Expr) ast.Expr {
		return &ast.Binary{Span: sp, Op: op, L: ast.Clone(l), R: ast.Clone(r)}
	}
	prod := bin(ast.OpMul, l, r)
	bad := bin(ast.OpAnd, bin(ast.OpEq, prod, l), bin(ast.OpNe, prod, bin(ast.OpSub, l, l)))
	if v, ok := duckConstInt(r); ok && v == -1 {
		return bad
	}
	return bin(ast.OpAnd, bin(ast.OpEq, r, intLit(sp, -1)), bad)
}
