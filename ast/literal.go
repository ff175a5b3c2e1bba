package ast

import (
	"strconv"
	"strings"
)

// IntLiteral is the value of e when it is an integer literal, negated or
// with a unary plus, and the literal itself (whose Type says whether it
// carries a type suffix).
func IntLiteral(e Expr) (int64, *Literal, bool) {
	if u, ok := e.(*Unary); ok && (u.Op == OpNeg || u.Op == OpPlus) {
		v, l, ok := IntLiteral(u.X)
		if u.Op == OpNeg {
			v = -v
		}
		return v, l, ok
	}
	l, ok := e.(*Literal)
	if !ok || l.Kind != LitInt {
		return 0, nil, false
	}
	v, err := strconv.ParseInt(l.Value, 10, 64)
	if err != nil {
		return 0, nil, false
	}
	return v, l, true
}

// NonZeroIntervalLiteral says whether e is an interval literal (negated or
// not) whose quantity is a literal with a non-zero digit.
func NonZeroIntervalLiteral(e Expr) bool {
	if u, ok := e.(*Unary); ok && u.Op == OpNeg {
		e = u.X
	}
	iv, ok := e.(*Interval)
	if !ok {
		return false
	}
	l, ok := iv.Value.(*Literal)
	return ok && (l.Kind == LitString || l.Kind == LitInt) && strings.ContainsAny(l.Value, "123456789")
}
