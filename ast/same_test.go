package ast

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

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
		{"calls spelled differently", &Func{Name: QName{id("upper", false, 0)}, Args: []Expr{ref("s", false, 6)}, Written: "ucase"},
			&Func{Name: QName{id("upper", false, 0)}, Args: []Expr{ref("s", false, 6)}, Written: "UPPER"}, true, true},
		{"one spelling, different calls", &Func{Name: QName{id("upper", false, 0)}, Written: "ucase"},
			&Func{Name: QName{id("lower", false, 0)}, Written: "ucase"}, false, false},
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

// A call's spelling is no part of its structure: go-cmp, which the
// round-trip tests compare trees with, ignores it through Spelling.Equal.
func TestSpellingEqual(t *testing.T) {
	call := func(name string, written Spelling) *Func {
		return &Func{Name: QName{{Name: name}}, Args: []Expr{&Literal{Kind: LitString, Value: "a"}}, Written: written}
	}
	if d := cmp.Diff(call("upper", "ucase"), call("upper", `"upper"`)); d != "" {
		t.Errorf("calls spelled differently differ:\n%s", d)
	}
	if cmp.Equal(call("upper", "ucase"), call("lower", "ucase")) {
		t.Error("different calls of one spelling are equal")
	}
}
