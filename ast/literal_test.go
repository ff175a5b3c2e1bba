package ast

import "testing"

func TestIntLiteral(t *testing.T) {
	five := &Literal{Kind: LitInt, Value: "5"}
	for _, c := range []struct {
		e    Expr
		want int64
		ok   bool
	}{
		{five, 5, true},
		{&Unary{Op: OpNeg, X: five}, -5, true},
		{&Unary{Op: OpPlus, X: &Unary{Op: OpNeg, X: five}}, -5, true},
		{&Literal{Kind: LitInt, Value: "99999999999999999999"}, 0, false},
		{&Literal{Kind: LitString, Value: "5"}, 0, false},
		{&Unary{Op: OpNot, X: five}, 0, false},
	} {
		v, l, ok := IntLiteral(c.e)
		if v != c.want || ok != c.ok || ok && l != five {
			t.Errorf("IntLiteral(%#v) = %d, %v, %v; want %d, %v", c.e, v, l, ok, c.want, c.ok)
		}
	}
}

func TestNonZeroIntervalLiteral(t *testing.T) {
	iv := func(v string, k LitKind) Expr { return &Interval{Value: &Literal{Kind: k, Value: v}, Unit: "DAY"} }
	for _, c := range []struct {
		e    Expr
		want bool
	}{
		{iv("3", LitString), true},
		{&Unary{Op: OpNeg, X: iv("10", LitInt)}, true},
		{iv("0", LitInt), false},
		{iv("00:00", LitString), false},
		{&Interval{Value: &ColumnRef{Name: QName{{Name: "k"}}}, Unit: "DAY"}, false},
		{&Literal{Kind: LitInt, Value: "3"}, false},
	} {
		if got := NonZeroIntervalLiteral(c.e); got != c.want {
			t.Errorf("NonZeroIntervalLiteral(%#v) = %v, want %v", c.e, got, c.want)
		}
	}
}
