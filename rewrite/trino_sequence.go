package rewrite

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// TrinoSequenceArgs reads the arguments of Trino's and Presto's sequence
// table function, TABLE(sequence(start => 0, stop => n, step => 1)): one
// BIGINT column sequential_number from start to stop inclusive by step
// (Trino's and Presto's documentation, table functions: start defaults to
// 0, step to 1, stop has none; arguments go all by name or all by
// position, an unquoted name read in upper case and matched to START, STOP
// and STEP as written, and each is a constant). The front-ends read it as
// generate_series(start, stop, step) when why is "": every argument an
// integer literal, the step not 0 and toward stop (or start is stop).
// Otherwise why says what is not read: what Trino does with a step of 0 or
// away from stop is not documented.
func TrinoSequenceArgs(f *ast.Func) (start, stop, step ast.Expr, why string) {
	var args [3]ast.Expr
	params := [3]string{"START", "STOP", "STEP"}
	named := 0
	for _, a := range f.Args {
		if _, ok := a.(*ast.NamedArg); ok {
			named++
		}
	}
	switch {
	case named == 0:
		if len(f.Args) < 2 || len(f.Args) > 3 {
			return nil, nil, nil, fmt.Sprintf("it takes start, stop and an optional step (stop has no default), not %d arguments", len(f.Args))
		}
		copy(args[:], f.Args)
	case named < len(f.Args):
		return nil, nil, nil, "its arguments go all by name or all by position"
	default:
		for _, a := range f.Args {
			na := a.(*ast.NamedArg)
			name := na.Name.Name
			if !na.Name.Quoted {
				name = strings.ToUpper(name)
			}
			k := -1
			for j, p := range params {
				if name == p {
					k = j
				}
			}
			switch {
			case k < 0:
				return nil, nil, nil, fmt.Sprintf("it has no argument %s (its arguments are START, STOP and STEP, a quoted name matched as written)", na.Name.Name)
			case args[k] != nil:
				return nil, nil, nil, fmt.Sprintf("the argument %s is given twice", na.Name.Name)
			}
			args[k] = na.Value
		}
		if args[1] == nil {
			return nil, nil, nil, "stop has no default"
		}
	}
	if args[0] == nil {
		args[0] = &ast.Literal{Span: f.Span, Kind: ast.LitInt, Value: "0"}
	}
	if args[2] == nil {
		args[2] = &ast.Literal{Span: f.Span, Kind: ast.LitInt, Value: "1"}
	}
	var n [3]int64
	for i, a := range args {
		v, ok := int64Literal(a)
		if !ok {
			return nil, nil, nil, "its arguments must be integer literals here (" + strings.ToLower(params[i]) + " is not)"
		}
		n[i] = v
	}
	switch {
	case n[2] == 0:
		return nil, nil, nil, "its step must not be 0"
	case n[2] > 0 && n[0] > n[1], n[2] < 0 && n[0] < n[1]:
		return nil, nil, nil, "its step must go toward stop (what Trino does otherwise is not documented)"
	}
	return args[0], args[1], args[2], ""
}

// int64Literal is the value of an integer literal, a negated one included.
func int64Literal(e ast.Expr) (int64, bool) {
	neg := false
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg {
		neg, e = true, u.X
	}
	lit, ok := e.(*ast.Literal)
	if !ok || lit.Kind != ast.LitInt {
		return 0, false
	}
	text := lit.Value
	if neg {
		text = "-" + text
	}
	v, err := strconv.ParseInt(text, 10, 64)
	return v, err == nil
}

// bigintLiteral is the integer literal e (negated or not) typed BIGINT;
// any other e as it is. The rewrite gives the sequence table function's
// arguments this type: its column is a BIGINT.
func bigintLiteral(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.Unary:
		// CAST(-9223372036854775808 AS BIGINT): the digits alone may not
		// fit a BIGINT
		return &ast.Cast{Span: x.Span, X: x, Type: &ast.TypeName{Span: x.Span, Kind: ast.TypeBigInt}}
	case *ast.Literal:
		nl := *x
		nl.Type = ast.TypeBigInt
		return &nl
	}
	return e
}
