package executor

import (
	"fmt"
	"math"
	"math/big"
	"unicode/utf8"

	"github.com/lateral-sql/lateral/ast"
)

// The canonical chr, levenshtein and e of dialects/functions_str_more.go
// and dialects/functions_math_more.go; catalog/scalar_mathstr.go holds
// their contracts.

// chrOf is the character of the code point n: an error for a negative n,
// a surrogate and an n past U+10FFFF (PostgreSQL 15: "requested character
// not valid for encoding"; DuckDB 1.5: "Invalid UTF8 Codepoint"; Trino:
// "Not a valid Unicode code point"), and for 0 when zeroOK is false
// (PostgreSQL: "null character not permitted").
func chrOf(n int64, zeroOK bool) (Value, error) {
	switch {
	case n == 0 && !zeroOK:
		return Null, fmt.Errorf("null character not permitted")
	case n < 0 || n > utf8.MaxRune || n >= 0xD800 && n <= 0xDFFF:
		return Null, fmt.Errorf("%d is not a valid Unicode code point", n)
	}
	return StringValue(string(rune(n))), nil
}

// chrLatin1 is Spark's chr: the character of code point n mod 256, the
// empty string for a negative n (Spark's Chr).
func chrLatin1(n int64) Value {
	if n < 0 {
		return StringValue("")
	}
	return StringValue(string(rune(n & 0xFF)))
}

// levenshteinOf is the Levenshtein distance between a and b, counting
// elements (code points or bytes), computed row by row.
func levenshteinOf[T comparable](a, b []T) int64 {
	if len(a) < len(b) {
		a, b = b, a
	}
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		prev := row[0]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			cur := row[j]
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			row[j] = min(row[j]+1, row[j-1]+1, prev+cost)
			prev = cur
		}
	}
	return int64(row[len(b)])
}

// levenshteinTrino is Trino's levenshtein_distance: the distance in code
// points, an error when the longer string's length times the shorter's
// less one passes 1,000,000 (Trino StringFunctions.levenshteinDistance).
func levenshteinTrino(a, b string) (Value, error) {
	ra, rb := []rune(a), []rune(b)
	if len(ra) < len(rb) {
		ra, rb = rb, ra
	}
	if len(rb) > 0 && int64(len(ra))*int64(len(rb)-1) > 1_000_000 {
		return Null, fmt.Errorf("the combined inputs for Levenshtein distance are too large")
	}
	return IntOf(tBigInt.Kind, levenshteinOf(ra, rb)), nil
}

// bitOperand is the integer a bitwise operator reads: an integer, or a
// DECIMAL of scale 0 within the BIGINT range, Snowflake's integers
// (NUMBER(38,0)), which its BITAND, BITOR, BITXOR and BITNOT take.
func bitOperand(v Value) Value {
	if v.k != KindDecimal || v.i != 0 {
		return v
	}
	if u, ok := v.x.(*big.Int); ok && u.IsInt64() {
		return IntOf(ast.TypeBigInt, u.Int64())
	}
	return v
}

func init() {
	// DuckDB's chr, read as chr_nul, is a VARCHAR as chr is
	// (describe_exact.go).
	exactScalarFuncs["chr_nul"] = true
	// DuckDB's xor(x, y), the bitwise exclusive or its print style writes
	// for ^ (DuckDB numeric functions: "Bitwise XOR"; xor(5, 3) is 6, run
	// on DuckDB 1.5).
	reg(&scalarFunc{name: "xor", min: 2, max: 2, strict: true, ret: func(ts []Type) Type { return Type{Kind: widerInt(ts[0].Kind, ts[1].Kind)} },
		fn: func(a []Value) (Value, error) { return binaryOp(ast.OpBitXor, a[0], a[1]) }})
	reg(&scalarFunc{name: "chr", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[0])
		if err != nil {
			return Null, err
		}
		return chrOf(n, false)
	}}, "char")
	reg(&scalarFunc{name: "chr_nul", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[0])
		if err != nil {
			return Null, err
		}
		return chrOf(n, true)
	}})
	// chr_hive: Hive's UDFChr (rewrite/hive_chr_typed.go)
	reg(&scalarFunc{name: "chr_hive", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return chrHive(a[0])
	}})
	reg(&scalarFunc{name: "chr_latin1", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[0])
		if err != nil {
			return Null, err
		}
		return chrLatin1(n), nil
	}})
	reg(&scalarFunc{name: "levenshtein", min: 2, max: 2, strict: true, ret: retFixed(tInt), fn: func(a []Value) (Value, error) {
		return IntOf(tInt.Kind, levenshteinOf([]rune(textOf(a[0])), []rune(textOf(a[1])))), nil
	}})
	reg(&scalarFunc{name: "levenshtein_trino", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return levenshteinTrino(textOf(a[0]), textOf(a[1]))
	}})
	reg(&scalarFunc{name: "levenshtein_bytes", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return IntOf(tBigInt.Kind, levenshteinOf([]byte(textOf(a[0])), []byte(textOf(a[1])))), nil
	}})
	// sinh, cosh and tanh: the C library's where Options.CFloatMath says
	// so (libm_hyp_cgo.go); an overflow is an infinity in PostgreSQL
	// (float.c: dsinh and dcosh give it on ERANGE) and DuckDB, as in C.
	libmFn("sinh", 1, floatFn(math.Sinh), floatFn(libmSinh))
	libmFn("cosh", 1, floatFn(math.Cosh), floatFn(libmCosh))
	libmFn("tanh", 1, floatFn(math.Tanh), floatFn(libmTanh))
	reg(&scalarFunc{name: "e", min: 0, max: 0, ret: retFixed(tDouble), fn: func([]Value) (Value, error) { return FloatValue(math.E), nil }})
}

// factorialOf is n! for n >= 0; a negative n raises (PostgreSQL 15 and
// DuckDB 1.5: "factorial of a negative number is undefined"), and, where
// max is not negative, an n past max ("Value out of range", DuckDB's
// HUGEINT past 33!).
func factorialOf(n, max int64) (Value, error) {
	if n < 0 {
		return Null, fmt.Errorf("factorial of a negative number is undefined")
	}
	if max >= 0 && n > max {
		return Null, fmt.Errorf("factorial(%d) is out of range", n)
	}
	if n > 100000 {
		return Null, fmt.Errorf("factorial(%d) is too large to compute here", n)
	}
	return DecimalValue(new(big.Int).MulRange(1, n), 0), nil
}

func init() {
	reg(&scalarFunc{name: "factorial", min: 1, max: 1, strict: true, ret: retFixed(Type{Kind: ast.TypeDecimal}), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[0])
		if err != nil {
			return Null, err
		}
		return factorialOf(n, -1)
	}})
	reg(&scalarFunc{name: "factorial_hugeint", min: 1, max: 1, strict: true, ret: retFixed(Type{Kind: ast.TypeHugeInt}), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[0])
		if err != nil {
			return Null, err
		}
		return factorialOf(n, 33)
	}})
	// Spark's and Hive's factorial: the argument converted to an INT, a
	// fraction truncated and a wider integer wrapped (Java's narrowing),
	// NULL outside [0, 20].
	reg(&scalarFunc{name: "factorial_null", min: 1, max: 1, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		var n int64
		switch a[0].k {
		case KindFloat:
			f := math.Trunc(a[0].Float())
			if math.IsNaN(f) {
				f = 0
			}
			n = int64(max(min(f, math.MaxInt32), math.MinInt32))
		case KindDecimal:
			q := new(big.Int).Quo(a[0].DecimalUnscaled(), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(a[0].DecimalScale())), nil))
			n = new(big.Int).And(q, big.NewInt(0xFFFFFFFF)).Int64()
		default:
			var err error
			if n, err = argInt(a[0]); err != nil {
				return Null, err
			}
		}
		n = int64(int32(n))
		if n < 0 || n > 20 {
			return Null, nil
		}
		return IntOf(tBigInt.Kind, new(big.Int).MulRange(1, n).Int64()), nil
	}})
}

// chrHive is Hive's chr(n) (UDFChr): U+0000 for 0, the empty string for a
// negative n, else n narrowed to a Java short (a DOUBLE through a Java
// int, truncated toward zero and saturated, NaN 0): the empty string when
// that is negative, else the character of it mod 256, U+0000 for 0.
func chrHive(v Value) (Value, error) {
	var s int16
	if v.k == KindFloat {
		d := v.Float()
		switch {
		case d == 0:
			return StringValue("\x00"), nil
		case d < 0:
			return StringValue(""), nil
		case math.IsNaN(d):
			s = 0
		case d >= math.MaxInt32:
			s = -1 // the low 16 bits of the saturated int 2147483647
		default:
			s = int16(int32(d))
		}
	} else {
		n, err := argInt(v)
		if err != nil {
			return Null, err
		}
		if n == 0 {
			return StringValue("\x00"), nil
		}
		if n < 0 {
			return StringValue(""), nil
		}
		s = int16(n)
	}
	if s > 255 {
		s %= 256
	}
	if s < 0 {
		return StringValue(""), nil
	}
	return StringValue(string(rune(s))), nil
}
