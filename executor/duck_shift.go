package executor

import (
	"fmt"
	"math/big"

	"github.com/lateral-sql/lateral/ast"
)

// duckBits is next with DuckDB's <<, >>, & and | of integers (under
// Options.DecimalDuckDB; t the Bin's type, whose width bounds a shift),
// a HUGEINT's 128 bits included. << raises for a negative number or
// shift, a shift of the type's width or more (of a non-zero number) and a
// result past the type; >> by a negative shift or the width or more is 0
// (DuckDB 1.5 run: 4::BIGINT << 61 raises "Overflow in left shift (4 <<
// 61)", 1::BIGINT << 64 "Left-shift value 64 is out of range", 0::BIGINT
// << 64 is 0, (-1)::BIGINT << 1 raises "Cannot left-shift negative number
// -1", 1::BIGINT << -1 "Cannot left-shift by negative number -1",
// 1::INTEGER << 31 "Overflow in left shift (1 << 31)", 1 << 40 "Left-shift
// value 40 is out of range"; 8::BIGINT >> 64 and >> -1 are 0, (-8)::BIGINT
// >> 1 -4 and >> 70 0; 1::HUGEINT << 64 is 18446744073709551616, << 127
// raises; x >> 1, x & 3 and x | 1 of 100000000000000000001::HUGEINT are
// 50000000000000000000, 1 and 100000000000000000001).
func (o *Options) duckBits(op ast.BinaryOp, t Type, next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	w := map[ast.TypeKind]int{ast.TypeTinyInt: 8, ast.TypeSmallInt: 16, ast.TypeInt: 32, ast.TypeBigInt: 64, ast.TypeHugeInt: 128}[t.Kind]
	if !o.DecimalDuckDB || w == 0 || op != ast.OpShl && op != ast.OpShr && op != ast.OpBitAnd && op != ast.OpBitOr {
		return next
	}
	whole := func(v Value) (*big.Int, bool) {
		if u, s := decParts(v); (v.k == KindInt || v.k == KindDecimal) && s == 0 {
			return u, true
		}
		return nil, false
	}
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		x, okx := whole(l)
		y, oky := whole(r)
		if !okx || !oky {
			return next(op, l, r)
		}
		var out *big.Int
		switch op {
		case ast.OpBitAnd:
			out = new(big.Int).And(x, y)
		case ast.OpBitOr:
			out = new(big.Int).Or(x, y)
		case ast.OpShr:
			out = new(big.Int)
			if y.Sign() >= 0 && y.Cmp(big.NewInt(int64(w))) < 0 {
				out.Rsh(x, uint(y.Int64()))
			}
		default:
			switch {
			case x.Sign() < 0:
				return Null, fmt.Errorf("Cannot left-shift negative number %s", x)
			case y.Sign() < 0:
				return Null, fmt.Errorf("Cannot left-shift by negative number %s", y)
			case y.Cmp(big.NewInt(int64(w))) >= 0 && x.Sign() != 0:
				return Null, fmt.Errorf("Left-shift value %s is out of range", y)
			case y.Cmp(big.NewInt(int64(w))) >= 0:
				return IntOf(normInt(t.Kind), 0), nil
			}
			s := uint(y.Int64())
			if s > 0 && x.Cmp(new(big.Int).Lsh(big.NewInt(1), uint(w)-s-1)) >= 0 {
				return Null, fmt.Errorf("Overflow in left shift (%s << %s)", x, y)
			}
			out = new(big.Int).Lsh(x, s)
		}
		if out.IsInt64() {
			return IntOf(normInt(t.Kind), out.Int64()), nil
		}
		return DecimalValue(out, 0), nil // a HUGEINT's (hugeint_duckdb.go)
	}
}
