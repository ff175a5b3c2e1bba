package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB's + - * of DECIMALs (an integer beside one being a DECIMAL of
// its type's digits: TINYINT 3, SMALLINT 5, INTEGER and an integer
// literal of its range 10, BIGINT and a wider literal 19, HUGEINT 38; a
// decimal literal of its digits and scale) has the type of DuckDB's
// decimal binders (run on DuckDB 1.5, typeof):
//
//   - a + b, a - b: DECIMAL(max(s1, s2) + max(p1 - s1, p2 - s2) + 1,
//     max(s1, s2)); past 18 digits where neither operand has more
//     than 18, DECIMAL(18, s) (DECIMAL(18,2) + DECIMAL(18,2) is a
//     DECIMAL(18,2), DECIMAL(20,2) + DECIMAL(18,2) a DECIMAL(21,2));
//     past 38 digits DECIMAL(38, s);
//   - a * b: DECIMAL(p1 + p2, s1 + s2); past 18 digits where neither
//     operand has more than 18 and s1 + s2 < 18, DECIMAL(18, s1 + s2)
//     (DECIMAL(18,2) * DECIMAL(18,2) is a DECIMAL(18,4), DECIMAL(18,10) *
//     DECIMAL(18,10) a DECIMAL(36,20)); past 38, DECIMAL(38, s1 + s2).
//
// A type cut so raises where the value leaves it ("Overflow in addition
// of DECIMAL(18)", "Overflow in multiplication of DECIMAL(38)": where
// |v| * 10^s >= 10^p, run on DuckDB 1.5). Spark's and Hive's type is
// DECIMAL(max(s1, s2) + max(p1 - s1, p2 - s2) + 1, max(s1, s2)) for + -
// and DECIMAL(p1 + p2 + 1, s1 + s2) for * (HIVE-3976's design, Spark's
// DecimalPrecision), past 38 digits DECIMAL(38, max(38 - (p - s), min(s,
// 6))) (Spark's spark.sql.decimalOperations.allowPrecisionLoss, true by
// default, "precision loss is preferred over overflow", SPARK-22036; Hive
// alike since HIVE-15331), its value rounded there, NULL past the type
// (Spark's ANSI compliance page: "returns null for decimal overflows";
// HIVE-18291 open); an integer is a DECIMAL(3|5|10|20, 0) in Spark
// (BIGINT 19 in Hive), an integer literal in Spark a DECIMAL of its
// digits (spark.sql.legacy.literal.pickMinimumPrecision, true), taken in
// Hive as an INT, DECIMAL(10, 0), or a BIGINT (more digits, more
// rounding: a refusal never missed).
//
// So toward Hive and Spark a node whose scale the target keeps gives
// DuckDB's value wherever DuckDB gives one, and NULL or a value where
// DuckDB raises: it is checked (duckDecBad) and raises there; a node whose
// scale the target cuts is refused (T178), its value rounded there.

const codeDecimalScale = "T178"

// codeDecimalDigits: a + - * of a DECIMAL whose digits are not known,
// from DuckDB toward Hive and Spark (duckDecimalNode).
const codeDecimalDigits = "T199"

// decPS is a DECIMAL's precision and scale.
type decPS struct{ p, s int }

// duckDec is the type of an operand or a + - * in DuckDB (duck) and in
// the target (tgt); dec: a DECIMAL (not an integer); check: DuckDB cut
// the type and raises past it.
type duckDec struct {
	duck, tgt  decPS
	dec, check bool
}

// duckDecOf is e's duckDec, ok false where its type is not known to the
// digit, or is not a DECIMAL or integer, or a node below it has a scale
// the target cuts.
func (c *Context) duckDecOf(e ast.Expr, sc *scope, memo map[ast.Expr]*duckDec) (duckDec, bool) {
	if d, seen := memo[e]; seen {
		return derefDec(d)
	}
	d, ok := c.duckDecNode(e, sc, memo)
	if ok {
		memo[e] = &d
	} else {
		memo[e] = nil
	}
	return d, ok
}

func derefDec(d *duckDec) (duckDec, bool) {
	if d == nil {
		return duckDec{}, false
	}
	return *d, true
}

func (c *Context) duckDecNode(e ast.Expr, sc *scope, memo map[ast.Expr]*duckDec) (duckDec, bool) {
	hive := c.Target.is("hive")
	switch x := e.(type) {
	case *ast.Literal:
		if v, ok := untypedIntLiteral(x); ok {
			w := 19
			if fitsInt(v, ast.TypeInt) {
				w = 10
			}
			t := len(strings.TrimPrefix(strconv.FormatInt(v, 10), "-"))
			if hive {
				t = w
			}
			return duckDec{duck: decPS{w, 0}, tgt: decPS{t, 0}}, true
		}
		if x.Kind == ast.LitDecimal {
			if ps, ok := decLiteralType(x.Value); ok {
				return duckDec{duck: ps, tgt: ps, dec: true}, true
			}
		}
		return duckDec{}, false
	case *ast.Unary:
		if x.Op == ast.OpNeg || x.Op == ast.OpPlus {
			return c.duckDecOf(x.X, sc, memo)
		}
	case *ast.Binary:
		if x.Op != ast.OpAdd && x.Op != ast.OpSub && x.Op != ast.OpMul {
			break
		}
		l, okL := c.duckDecOf(x.L, sc, memo)
		r, okR := c.duckDecOf(x.R, sc, memo)
		if okL && okR && !l.dec && !r.dec {
			break // integers: their type
		}
		if !okL || !okR || l.tgt.s != l.duck.s || r.tgt.s != r.duck.s {
			return duckDec{}, false
		}
		d := duckDec{dec: true}
		d.duck, d.check = duckDecResult(x.Op, l.duck, r.duck)
		d.tgt = javaDecResult(x.Op, l.tgt, r.tgt)
		return d, true
	case *ast.Func:
		if d, ok, read := c.duckDecFunc(x, sc, memo); read {
			return d, ok
		}
	}
	t := c.typeOf(e, sc)
	if t == nil {
		return duckDec{}, false
	}
	if t.Kind == ast.TypeDecimal && len(t.Params) == 2 {
		ps := decPS{t.Params[0], t.Params[1]}
		return duckDec{duck: ps, tgt: ps, dec: true}, true
	}
	w := map[ast.TypeKind]int{ast.TypeTinyInt: 3, ast.TypeSmallInt: 5, ast.TypeInt: 10, ast.TypeBigInt: 19, ast.TypeHugeInt: 38}[t.Kind]
	if w == 0 {
		return duckDec{}, false
	}
	tw := w
	if t.Kind == ast.TypeBigInt && !hive {
		tw = 20
	}
	return duckDec{duck: decPS{w, 0}, tgt: decPS{tw, 0}}, true
}

// duckDecFunc is the duckDec of abs(x), of the type of x in DuckDB, Spark
// and Hive (DuckDB 1.5: typeof of abs of a DECIMAL(4,2) is DECIMAL(4,2)),
// and of coalesce, ifnull and nvl of DECIMALs and integers: the wider
// DECIMAL, max(p - s) + max(s) digits of scale max(s), an integer being a
// DECIMAL of its type's digits (run on DuckDB 1.5: coalesce of a
// DECIMAL(4,2) and 0 is a DECIMAL(12,2), of a DECIMAL(38,10) and 0 a
// DECIMAL(38,10), of a DECIMAL(4,2) and a DECIMAL(10,5) a DECIMAL(10,5);
// Spark's and Hive's common type of DECIMALs is the same, an integer
// there of its type's digits too, Spark's BIGINT 20), where it has at
// most 38 digits in both. read is false for another function.
func (c *Context) duckDecFunc(f *ast.Func, sc *scope, memo map[ast.Expr]*duckDec) (d duckDec, ok, read bool) {
	if len(f.Name) != 1 || f.Over != nil || f.Unread || len(f.Args) == 0 {
		return duckDec{}, false, false
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "abs":
		if len(f.Args) != 1 {
			return duckDec{}, false, false
		}
		d, ok := c.duckDecOf(f.Args[0], sc, memo)
		return d, ok, true
	case "coalesce", "ifnull", "nvl":
	default:
		return duckDec{}, false, false
	}
	var lead, scale, tlead, tscale int
	for _, a := range f.Args {
		if isNullLit(a) {
			continue
		}
		ad, ok := c.duckDecOf(a, sc, memo)
		if !ok || ad.tgt.s != ad.duck.s {
			return duckDec{}, false, true
		}
		if v, lit := untypedIntLiteral(a); lit {
			// the literal's type, not its digits (Spark reads the
			// digits of a literal in arithmetic only)
			w := 19
			if fitsInt(v, ast.TypeInt) {
				w = 10
			}
			tw := w
			if w == 19 && !c.Target.is("hive") {
				tw = 20
			}
			ad.duck, ad.tgt = decPS{w, 0}, decPS{tw, 0}
		}
		d.dec = d.dec || ad.dec
		lead, scale = max(lead, ad.duck.p-ad.duck.s), max(scale, ad.duck.s)
		tlead, tscale = max(tlead, ad.tgt.p-ad.tgt.s), max(tscale, ad.tgt.s)
	}
	if !d.dec || lead+scale > 38 || tlead+tscale > 38 || lead+scale == 0 {
		return duckDec{}, false, true
	}
	d.duck, d.tgt = decPS{lead + scale, scale}, decPS{tlead + tscale, tscale}
	return d, true, true
}

// decLiteralType is the DECIMAL(p, s) of a decimal literal's digits (1.5
// DECIMAL(2,1), 0.5 DECIMAL(1,1): DuckDB 1.5 and Spark alike).
func decLiteralType(v string) (decPS, bool) {
	v = strings.TrimLeft(v, "+-")
	whole, frac, _ := strings.Cut(v, ".")
	if strings.ContainsAny(v, "eE_") || strings.Trim(whole+frac, "0123456789") != "" {
		return decPS{}, false
	}
	whole = strings.TrimLeft(whole, "0")
	p := max(len(whole)+len(frac), 1)
	if p > 38 {
		return decPS{}, false
	}
	return decPS{p, len(frac)}, true
}

// duckDecResult is DuckDB's type of l op r, and whether it was cut.
func duckDecResult(op ast.BinaryOp, l, r decPS) (decPS, bool) {
	maxW := max(l.p, r.p)
	var res decPS
	cut18 := false
	if op == ast.OpMul {
		res = decPS{l.p + r.p, l.s + r.s}
		cut18 = res.p > 18 && maxW <= 18 && res.s < 18
	} else {
		s := max(l.s, r.s)
		res = decPS{max(s+max(l.p-l.s, r.p-r.s), maxW) + 1, s}
		cut18 = res.p > 18 && maxW <= 18
	}
	switch {
	case cut18:
		return decPS{18, res.s}, true
	case res.p > 38:
		return decPS{38, res.s}, true
	}
	return res, false
}

// javaDecResult is Spark's and Hive's type of l op r.
func javaDecResult(op ast.BinaryOp, l, r decPS) decPS {
	res := decPS{l.p + r.p + 1, l.s + r.s}
	if op != ast.OpMul {
		s := max(l.s, r.s)
		res = decPS{s + max(l.p-l.s, r.p-r.s) + 1, s}
	}
	if res.p <= 38 {
		return res
	}
	return decPS{38, max(38-(res.p-res.s), min(res.s, 6))}
}

// duckDecimalNode guards x, a + - * of DECIMALs whose types are known to
// the digit, toward Hive and Spark, or refuses it (T178) where the target
// rounds it; false: x is not such a node.
func (c *Context) duckDecimalNode(x *ast.Binary, sc *scope, memo map[ast.Expr]*duckDec, guards map[ast.Span]duckGuard) bool {
	d, ok := c.duckDecOf(x, sc, memo)
	if !ok || !d.dec {
		if l, ok := c.duckDecOf(x.L, sc, memo); ok && l.tgt.s != l.duck.s {
			return true // refused there
		}
		if r, ok := c.duckDecOf(x.R, sc, memo); ok && r.tgt.s != r.duck.s {
			return true
		}
		for _, o := range []ast.Expr{x.L, x.R} {
			if t := c.typeOf(o, sc); t != nil && t.Kind == ast.TypeDecimal {
				if _, ok := c.duckDecOf(o, sc, memo); !ok {
					// a DECIMAL of digits not known here: DuckDB may cut
					// the result to 18 digits and raise past them, and the
					// target round its scale past 38
					c.Refuse(codeDecimalDigits, o, "cast the operand to the DECIMAL(p, s) it holds (CAST(round(x, 2) AS DECIMAL(18, 2))), so that its digits are known",
						"duckdb's \"%s\" of this DECIMAL, whose digits are not known here, may be cut to 18 digits and raise where %s's is not, or be rounded to 6 places by %s past 38 digits where duckdb's is not", x.Op, c.Target.Name, c.Target.Name)
					return true
				}
			}
		}
		return false
	}
	if d.tgt.s != d.duck.s {
		c.Refuse(codeDecimalScale, x, "cast the operands to DECIMALs of fewer digits, so that the result needs at most 38, or to DOUBLE where an approximate value will do",
			"duckdb computes this as a DECIMAL(%d, %d), where %s's result of these DECIMAL operands has 38 digits and a scale of %d, rounded",
			d.duck.p, d.duck.s, c.Target.Name, d.tgt.s)
		return true
	}
	if !d.check || c.volatileOperands(x.L, x.R, "raises for a DECIMAL overflow") {
		return true
	}
	guards[x.Span] = duckGuard{node: nodeKind(x), wrap: true, known: true, dec: d.duck}
	return true
}

// duckDecBad holds where v, l op r of DECIMALs computed by the target,
// left DuckDB's DECIMAL(p, s): of a DECIMAL(18, s), |v| >= 10^(18 - s)
// (the target's type has at most 37 digits there, and no NULL); of a
// DECIMAL(38, s), v NULL from operands that are not NULL.
func duckDecBad(sp ast.Span, v, l, r ast.Expr, t decPS) ast.Expr {
	if t.p < 38 {
		bound := &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1" + strings.Repeat("0", t.p-t.s)}
		return &ast.Binary{Span: sp, Op: ast.OpGe, L: canonCall(sp, "abs", ast.Clone(v)), R: bound}
	}
	bad := ast.Expr(&ast.IsNull{Span: sp, X: ast.Clone(v)})
	for _, o := range []ast.Expr{l, r} {
		if _, lit := o.(*ast.Literal); !lit {
			bad = &ast.Binary{Span: sp, Op: ast.OpAnd, L: bad, R: &ast.IsNull{Span: sp, X: ast.Clone(o), Not: true}}
		}
	}
	return bad
}
