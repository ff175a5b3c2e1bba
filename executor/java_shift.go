package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// javaShifts is next with Hive's and Spark's << and >> (their shiftleft
// and shiftright) under Options.JavaShifts: Java's shifts, of a BIGINT
// by the count modulo 64, of another integer (a TINYINT or SMALLINT taken
// as an INT) by the count modulo 32 within 32 bits, an INT
// (Java Language Specification 15.19: "only the five lowest-order bits
// of the right-hand operand are used as the shift distance" of an int,
// the six of a long; Hive: shiftleft "Returns int for tinyint, smallint
// and int a. Returns bigint for bigint a"): shiftleft(1, 33) is 2,
// shiftleft(1, 31) -2147483648, shiftright(-8, 1) -4.
func (o *Options) javaShifts(op ast.BinaryOp, next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	if !o.JavaShifts || op != ast.OpShl && op != ast.OpShr {
		return next
	}
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		if l.k == KindNull || r.k == KindNull {
			return Null, nil
		}
		l, r = bitOperand(l), bitOperand(r)
		if l.k != KindInt || r.k != KindInt {
			return next(op, l, r)
		}
		return javaShift(op, l, r.i)
	}
}

// javaShift is Java's <<, >> (arithmetic) or, for unsigned, >>> of l by
// n: of a BIGINT modulo 64, of another integer as an INT modulo 32.
func javaShift(op ast.BinaryOp, l Value, n int64, unsigned ...bool) (Value, error) {
	if l.t == ast.TypeBigInt || l.t == ast.TypeHugeInt {
		if l.t == ast.TypeHugeInt {
			return Null, fmt.Errorf("shift of a HUGEINT is not Java's")
		}
		s := uint(n & 63)
		switch {
		case op == ast.OpShl:
			return IntOf(ast.TypeBigInt, l.i<<s), nil
		case len(unsigned) > 0 && unsigned[0]:
			return IntOf(ast.TypeBigInt, int64(uint64(l.i)>>s)), nil
		default:
			return IntOf(ast.TypeBigInt, l.i>>s), nil
		}
	}
	v, s := int32(l.i), uint(n&31)
	switch {
	case op == ast.OpShl:
		return IntOf(ast.TypeInt, int64(v<<s)), nil
	case len(unsigned) > 0 && unsigned[0]:
		return IntOf(ast.TypeInt, int64(int32(uint32(v)>>s))), nil
	default:
		return IntOf(ast.TypeInt, int64(v>>s)), nil
	}
}

// trinoShift is Trino's bitwise_left_shift, bitwise_right_shift
// (logical) and bitwise_right_shift_arithmetic of l (of its type,
// TINYINT, SMALLINT, INTEGER or BIGINT) by n, as its BitwiseFunctions
// compute them: a count of 64 or more gives 0 (-1 for the arithmetic
// shift of a negative value); otherwise the 64-bit shift (its count
// modulo 64, as Java's) of which the type's low bits are kept with the
// top one as sign, a logical right shift reading the value's bits within
// the width and a count of 0 giving the value.
func trinoShift(kind string, l Value, n int64) (Value, error) {
	w := map[ast.TypeKind]uint{ast.TypeTinyInt: 8, ast.TypeSmallInt: 16, ast.TypeInt: 32, ast.TypeBigInt: 64}[l.t]
	if w == 0 {
		return Null, fmt.Errorf("%s takes a TINYINT, SMALLINT, INTEGER or BIGINT, not %s", kind, l.t)
	}
	signed := func(x int64) int64 { // preserveSign: the low w bits, the top one the sign
		if w == 64 {
			return x
		}
		return x << (64 - w) >> (64 - w)
	}
	if n >= 64 {
		if kind == "bitwise_right_shift_arithmetic" && l.i < 0 {
			return IntOf(l.t, -1), nil
		}
		return IntOf(l.t, 0), nil
	}
	s := uint(n & 63)
	switch kind {
	case "bitwise_left_shift":
		return IntOf(l.t, signed(l.i<<s)), nil
	case "bitwise_right_shift":
		if n == 0 {
			return l, nil
		}
		u := uint64(l.i)
		if w < 64 {
			u &= 1<<w - 1
		}
		return IntOf(l.t, int64(u>>s)), nil
	default:
		return IntOf(l.t, signed(l.i)>>s), nil
	}
}

func init() {
	reg(&scalarFunc{name: "shiftrightunsigned", min: 2, max: 2, strict: true, ret: func(a []Type) Type {
		if len(a) > 0 && a[0].Kind == ast.TypeBigInt {
			return tBigInt
		}
		return tInt
	}, fn: func(a []Value) (Value, error) {
		l, r := bitOperand(a[0]), bitOperand(a[1])
		if l.k != KindInt || r.k != KindInt {
			return Null, fmt.Errorf("shiftrightunsigned needs integers")
		}
		return javaShift(ast.OpShr, l, r.i, true)
	}})
	for _, name := range []string{"bitwise_left_shift", "bitwise_right_shift", "bitwise_right_shift_arithmetic"} {
		reg(&scalarFunc{name: name, min: 2, max: 2, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
			l, r := bitOperand(a[0]), bitOperand(a[1])
			if l.k != KindInt || r.k != KindInt {
				return Null, fmt.Errorf("%s needs integers", name)
			}
			return trinoShift(name, l, r.i)
		}})
	}
}
