package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// unfailing reports whether a subquery over the outer row's array (sel,
// reading the UNNEST u) cannot fail on any row, so that the lateral may
// evaluate it for every row where the source, under a CASE branch or a
// conditional function's argument, may not evaluate it at all
// (passOuterSubquery). The array is a column of the table; the WHERE is
// a condition that cannot fail (unfailingCond); item, the select item
// read (nil for EXISTS, which reads none), is one aggregate that cannot
// fail when agg (unfailingAgg), else a column or a literal; lhs, IN's
// left operand (nil for a scalar or EXISTS subquery), is a column or a
// literal whose comparison with item cannot fail (comparable).
//
// Sums, averages, casts and arithmetic may raise (an overflow, a division
// by zero, a bad text), and so may an expression of the array; they are
// left under the branch, and refused there as before (T177).
func (l outerLeft) unfailing(sel *ast.Select, u *ast.Lateral, lhs, item ast.Expr, agg bool) bool {
	g := u.Gens[0]
	if _, ok := g.Args[0].(*ast.ColumnRef); !ok || g.Collection != ast.CollArray {
		return false
	}
	sc := &scope{outer: l.sc}
	ut := u
	if len(u.Types) == 0 && len(u.Alias.Columns) == 1 {
		if t := l.c.typeOf(g.Args[0], l.sc); t != nil && t.Kind == ast.TypeArray && t.Elem != nil {
			cp := *u
			cp.Types = []*ast.TypeName{t.Elem}
			ut = &cp
		}
	}
	l.c.addRel(sc, ut)
	if sel.Where != nil && !l.unfailingCond(sc, sel.Where) {
		return false
	}
	if item != nil {
		if agg && !l.unfailingAgg(sc, item) || !agg && !unfailingLeaf(item) {
			return false
		}
	}
	if lhs != nil {
		// lhs is read in the query's own scope, beside the table only.
		if !unfailingLeaf(lhs) || !comparable(l.operandType(l.sc, lhs), l.operandType(sc, item), lhs, item) {
			return false
		}
	}
	return true
}

// unfailingLeaf: e is a column or a literal.
func unfailingLeaf(e ast.Expr) bool {
	switch e.(type) {
	case *ast.ColumnRef, *ast.Literal:
		return true
	}
	return false
}

// operandType is the type of a column, a literal or an aggregate of
// unfailingAgg: count's is BIGINT, min's and max's their argument's,
// bool_and's and bool_or's BOOLEAN.
func (l outerLeft) operandType(sc *scope, e ast.Expr) *ast.TypeName {
	if f, ok := e.(*ast.Func); ok && isAgg(f) {
		switch strings.ToLower(f.Name[0].Name) {
		case "count":
			return &ast.TypeName{Kind: ast.TypeBigInt}
		case "min", "max":
			if len(f.Args) == 1 {
				return l.c.typeOf(f.Args[0], sc)
			}
		case "bool_and", "bool_or":
			return &ast.TypeName{Kind: ast.TypeBool}
		}
		return nil
	}
	return l.c.typeOf(e, sc)
}

// unfailingCond: e is a condition that cannot fail: comparisons of columns
// and literals of one type (comparable), IS [NOT] NULL of a column or a
// literal, a boolean column or literal, and AND, OR and NOT of these.
func (l outerLeft) unfailingCond(sc *scope, e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Binary:
		switch {
		case x.Op == ast.OpAnd || x.Op == ast.OpOr:
			return l.unfailingCond(sc, x.L) && l.unfailingCond(sc, x.R)
		case x.Op.IsComparison():
			return unfailingLeaf(x.L) && unfailingLeaf(x.R) &&
				comparable(l.c.typeOf(x.L, sc), l.c.typeOf(x.R, sc), x.L, x.R)
		}
	case *ast.Unary:
		return x.Op == ast.OpNot && l.unfailingCond(sc, x.X)
	case *ast.IsNull:
		return unfailingLeaf(x.X)
	case *ast.Literal:
		return x.Kind == ast.LitBool || x.Kind == ast.LitNull
	case *ast.ColumnRef:
		t := l.c.typeOf(x, sc)
		return t != nil && t.Kind == ast.TypeBool
	}
	return false
}

// unfailingAgg: e is count(*), count of a column, a literal or an
// unfailing condition, min or max of a column, or bool_and or bool_or of
// an unfailing condition, with an unfailing FILTER, if any, and no
// ordering.
func (l outerLeft) unfailingAgg(sc *scope, e ast.Expr) bool {
	f, ok := e.(*ast.Func)
	if !ok || !isAgg(f) || len(f.OrderBy) > 0 || len(f.WithinGroup) > 0 {
		return false
	}
	if f.Filter != nil && !l.unfailingCond(sc, f.Filter) {
		return false
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "count":
		return f.Star && len(f.Args) == 0 ||
			len(f.Args) == 1 && (unfailingLeaf(f.Args[0]) || l.unfailingCond(sc, f.Args[0]))
	case "min", "max":
		if len(f.Args) != 1 {
			return false
		}
		_, col := f.Args[0].(*ast.ColumnRef)
		return col
	case "bool_and", "bool_or":
		return len(f.Args) == 1 && !f.Distinct && l.unfailingCond(sc, f.Args[0])
	}
	return false
}

// comparable: values of types a and b (a, b their expressions) compare
// without a conversion that could fail: NULL with any, integers of any
// width, texts, or one other scalar type on both sides (decimals of
// different scales, and a text beside a date, are not taken).
func comparable(a, b *ast.TypeName, ea, eb ast.Expr) bool {
	if isNullLit(ea) || isNullLit(eb) {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	switch {
	case a.Kind.IsInteger() && b.Kind.IsInteger(), a.Kind.IsText() && b.Kind.IsText():
		return true
	case a.Kind != b.Kind:
		return false
	}
	switch a.Kind {
	case ast.TypeBool, ast.TypeReal, ast.TypeDouble, ast.TypeDate, ast.TypeTimestamp, ast.TypeTimestampTZ:
		return true
	}
	return false
}
