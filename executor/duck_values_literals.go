package executor

import "github.com/lateral-sql/lateral/ast"

// duckLiteralKeepsType is e (written as src) narrowed to acc, the type of
// the VALUES column or the list elements before it, where acc is a
// TINYINT or a SMALLINT and e an integer literal that fits it (under
// Options.DecimalDuckDB): DuckDB's integer literal takes the type it
// meets there, folding left to right, so the column keeps that type
// (DuckDB 1.5 run: typeof(x) over (VALUES (1::TINYINT), (100)) v(x) is
// TINYINT, over (VALUES (1::TINYINT), (NULL), (5)) and (VALUES
// (1::SMALLINT), (100)) TINYINT and SMALLINT, while (VALUES (100),
// (1::TINYINT)) and (VALUES (1::TINYINT), (200)) are INTEGER;
// typeof([1::TINYINT, 100]) is TINYINT[]; the executor typed them
// INTEGER, so arithmetic on them did not overflow as DuckDB's). ok is
// false where e is kept as it is.
func (b *binder) duckLiteralKeepsType(src ast.Expr, e Expr, acc Type) (Expr, bool) {
	if !b.p.eng.opts.DecimalDuckDB || acc.Kind != ast.TypeTinyInt && acc.Kind != ast.TypeSmallInt {
		return e, false
	}
	c, ok := e.(*Const)
	if !ok || !isNumberLiteral(src) || c.V.k != KindInt || c.T.Kind != ast.TypeInt {
		return e, false
	}
	lo, hi, ok := duckIntBounds(acc.Kind)
	if !ok || c.V.i < lo.Int64() || c.V.i > hi.Int64() {
		return e, false
	}
	return &Const{V: IntOf(acc.Kind, c.V.i), T: Type{Kind: acc.Kind}}, true
}
