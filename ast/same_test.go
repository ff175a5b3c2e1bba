package ast

import "testing"

func TestSameExpr(t *testing.T) {
	id := func(name string, quoted bool, at int) Ident {
		return Ident{Span: Span{Start: Pos{Offset: at, Line: 1, Col: at + 1}}, Name: name, Quoted: quoted}
	}
	ref := func(name string, quoted bool, at int) Expr { return &ColumnRef{Name: QName{id(name, quoted, at)}} }
	plus := func(l Expr, at int) Expr {
		return &Binary{Span: Span{Start: Pos{Offset: at}}, Op: OpAdd, L: l, R: &Literal{Kind: LitInt, Value: "1"}}
	}
	for _, c := range []struct {
		name       string
		a, b       Expr
		fold, icas bool // want under IdentFoldUnquoted, IdentIgnoreCase
	}{
		{"positions aside", plus(ref("k", false, 0), 0), plus(ref("k", false, 9), 7), true, true},
		{"unquoted names of different case", ref("k", false, 0), ref("K", false, 0), true, true},
		{"a quoted name and an unquoted one", ref("K", true, 0), ref("k", false, 0), false, true},
		{"same spelling, one quoted", ref("k", true, 0), ref("k", false, 0), false, true},
		{"quoted names of different case", ref("k", true, 0), ref("K", true, 0), false, true},
		{"quoted names of one spelling", ref("K", true, 0), ref("K", true, 3), true, true},
		{"different names", ref("k", false, 0), ref("j", false, 0), false, false},
		{"different operators", plus(ref("k", false, 0), 0),
			&Binary{Op: OpSub, L: ref("k", false, 0), R: &Literal{Kind: LitInt, Value: "1"}}, false, false},
		{"different literals", &Literal{Kind: LitInt, Value: "1"}, &Literal{Kind: LitInt, Value: "2"}, false, false},
		{"a nil and a node", &Binary{Op: OpAdd, L: ref("k", false, 0)}, plus(ref("k", false, 0), 0), false, false},
		{"nil and nil", nil, nil, true, true},
	} {
		if got := SameExpr(c.a, c.b, IdentFoldUnquoted); got != c.fold {
			t.Errorf("%s: IdentFoldUnquoted: got %v", c.name, got)
		}
		if got := SameExpr(c.a, c.b, IdentIgnoreCase); got != c.icas {
			t.Errorf("%s: IdentIgnoreCase: got %v", c.name, got)
		}
		if got := SameExpr(c.b, c.a, IdentIgnoreCase); got != c.icas {
			t.Errorf("%s: not symmetric", c.name)
		}
	}
}
