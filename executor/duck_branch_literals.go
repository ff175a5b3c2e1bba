package executor

import "github.com/lateral-sql/lateral/ast"

// duckBranchIntLiterals narrows the integer literals among the inputs of
// a coalesce, ifnull, greatest, least, if or CASE (src as written, bound
// as bound, in the order DuckDB folds them: a CASE's ELSE, NULL where
// there is none, then its THEN results) to the TINYINT or SMALLINT their
// common type is in DuckDB (under Options.DecimalDuckDB). DuckDB folds
// the types left to right, an integer literal taking the type beside it
// where its value fits it, and becoming an INTEGER beside a NULL, a
// string literal or another integer literal, or where it does not fit
// (DuckDB 1.5 runs: typeof of coalesce(100::TINYINT, 1), coalesce(1,
// 100::TINYINT), coalesce(5, 1::TINYINT, 6), coalesce(1::TINYINT, NULL,
// 5), coalesce(1::TINYINT, -(5)), greatest(1::TINYINT, 2), CASE WHEN c
// THEN 1::TINYINT ELSE 5 END and CASE WHEN c THEN 5 ELSE 1::TINYINT END
// are TINYINT, of coalesce(1::TINYINT, 1::SMALLINT, 200) SMALLINT, while
// those of coalesce(1::TINYINT, 200, 1::SMALLINT), coalesce(1, 2,
// 1::TINYINT), coalesce(5, NULL, 1::TINYINT), coalesce(NULL, 5,
// 1::TINYINT), coalesce(1::TINYINT, +5), coalesce(1::TINYINT, -129),
// greatest(1, 2, 1::TINYINT) and CASE WHEN c THEN 5 WHEN d THEN
// 1::TINYINT END are INTEGER; coalesce(100::TINYINT, 1) + 100 raises
// "Overflow in addition of INT8"; the executor typed them all INTEGER).
func (b *binder) duckBranchIntLiterals(src []ast.Expr, bound []Expr) {
	if !b.p.eng.opts.DecimalDuckDB || len(src) != len(bound) {
		return
	}
	acc, lit, seen := tUnknown, int64(0), false // lit: acc is that literal's
	isLit := false
	fits := func(n int64, t Type) bool {
		if t.Kind != ast.TypeTinyInt && t.Kind != ast.TypeSmallInt {
			return false
		}
		lo, hi, _ := duckIntBounds(t.Kind)
		return n >= lo.Int64() && n <= hi.Int64()
	}
	for i, e := range src {
		if e == nil || isNullLiteral(e) || isUnknownLiteral(e) {
			seen, isLit = true, false // the literal becomes an INTEGER
			continue
		}
		if bound[i] == nil {
			return
		}
		t := bound[i].Type()
		if t.Kind == ast.TypeUnknown {
			return
		}
		if n, ok := duckIntLiteral(e, bound[i]); ok {
			switch {
			case acc.Kind == ast.TypeUnknown && !seen:
				acc, lit, isLit = t, n, true
			case fits(n, acc) && !isLit:
			default:
				acc, isLit = superType(acc, t), false
			}
			seen = true
			continue
		}
		if isLit && fits(lit, t) {
			acc = t
		} else {
			acc = superType(acc, t)
		}
		seen, isLit = true, false
	}
	if acc.Kind != ast.TypeTinyInt && acc.Kind != ast.TypeSmallInt {
		return
	}
	for i, e := range src {
		if n, ok := duckIntLiteral(e, bound[i]); ok {
			bound[i] = &Const{V: IntOf(acc.Kind, n), T: Type{Kind: acc.Kind}}
		}
	}
}

// duckIntLiteral is the value of e (bound as c), an INTEGER literal as
// DuckDB's parser reads one: digits, negated any number of times, not
// under a unary plus (DuckDB 1.5 run: typeof(coalesce(1::TINYINT, - -5))
// and of coalesce(1::TINYINT, (-5)) are TINYINT, of coalesce(1::TINYINT,
// - +5) INTEGER).
func duckIntLiteral(e ast.Expr, c Expr) (int64, bool) {
	for {
		u, ok := e.(*ast.Unary)
		if !ok || u.Op != ast.OpNeg {
			break
		}
		e = u.X
	}
	l, ok := e.(*ast.Literal)
	k, isConst := c.(*Const)
	if !ok || l.Kind != ast.LitInt || !isConst || k.V.k != KindInt || k.T.Kind != ast.TypeInt {
		return 0, false
	}
	return k.V.i, true
}
