package executor

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// HUGEINT under Options.DecimalDuckDB: DuckDB's HUGEINT is a 128-bit
// integer. The executor holds a HUGEINT value that fits a BIGINT as a
// BIGINT value (normInt) and a larger one as a DECIMAL of scale 0, as it
// holds an integer literal past BIGINT; its static type stays HUGEINT
// (binType's widestInt), by which +, - and * go past BIGINT's range
// (decimalRange) and raise past HUGEINT's.

// inInt128 reports whether u is within HUGEINT's range.
func inInt128(u *big.Int) bool { return u.Cmp(int128Max) <= 0 && u.Cmp(int128Min) >= 0 }

// hugeValue is the HUGEINT u: a BIGINT value where u fits one (the
// executor's HUGEINT values are BIGINT's, normInt), a DECIMAL of scale 0
// past it (as an integer literal past BIGINT is).
func hugeValue(u *big.Int) Value {
	if u.IsInt64() {
		return IntValue(u.Int64())
	}
	return DecimalValue(u, 0)
}

// negHuge is -v of the HUGEINT v, which raises past HUGEINT's range
// (DuckDB 1.5 run: -(-9223372036854775808::HUGEINT) is
// 9223372036854775808, - of -2^127 raises "Overflow in negation of
// numeric value!").
func negHuge(v Value) (Value, error) {
	u, _ := decParts(v)
	n := new(big.Int).Neg(u)
	if !inInt128(n) {
		return Null, fmt.Errorf("Overflow in negation of numeric value!")
	}
	return hugeValue(n), nil
}

// largeIntRange is next with +, - and * of a 128-bit integer type
// outside DuckDB (Doris's LARGEINT; t the Bin's type) exact past BIGINT's
// range and an error past 128 bits: Doris documents LARGEINT as a 16-byte
// signed integer (Doris documentation, data types: "LARGEINT | 16 |
// Integer value, range is [-2^127 + 1 to 2^127 - 1]") and not what its
// arithmetic gives past it, so the executor raises there rather than
// answer a number Doris cannot hold.
func (o *Options) largeIntRange(op ast.BinaryOp, t Type, next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	if o.DecimalDuckDB || t.Kind != ast.TypeHugeInt || op != ast.OpAdd && op != ast.OpSub && op != ast.OpMul {
		return next
	}
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		if l.k == KindInt && r.k == KindInt {
			if v, err := next(op, l, r); err == nil {
				return v, nil
			}
			l, r = DecimalValue(big.NewInt(l.i), 0), DecimalValue(big.NewInt(r.i), 0)
		}
		v, err := next(op, l, r)
		if err != nil || v.k != KindDecimal || v.DecimalScale() != 0 {
			return v, err
		}
		if u := v.DecimalUnscaled(); !inInt128(u) {
			return Null, fmt.Errorf("%s %s %s is %s, past the 128-bit range of LARGEINT, whose overflow the reference executor does not model", l, op, r, u)
		}
		return hugeValue(v.DecimalUnscaled()), nil
	}
}

// hugeDivRange is next with DuckDB's // and % of HUGEINTs by -1 (t the
// Bin's type, under Options.DecimalDuckDB): of BIGINT's least value
// they are 9223372036854775808 and 0, where BIGINT's raise, and of
// HUGEINT's least value they raise (DuckDB 1.5 run: x // -1 and x % -1
// of -9223372036854775808::HUGEINT are 9223372036854775808 and 0, of
// -2^127 both raise "Overflow in division of
// -170141183460469231731687303715884105728 / -1").
func (o *Options) hugeDivRange(op ast.BinaryOp, t Type, next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	if !o.DecimalDuckDB || t.Kind != ast.TypeHugeInt || op != ast.OpIntDiv && op != ast.OpMod {
		return next
	}
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		if r.k != KindInt || r.i != -1 {
			return next(op, l, r)
		}
		switch {
		case l.k == KindInt && l.i == math.MinInt64 && op == ast.OpMod:
			return IntValue(0), nil
		case l.k == KindInt && l.i == math.MinInt64:
			return hugeValue(new(big.Int).Neg(big.NewInt(l.i))), nil
		case l.k == KindDecimal && l.DecimalScale() == 0 && l.DecimalUnscaled().Cmp(int128Min) == 0:
			return Null, fmt.Errorf("Overflow in division of %s / -1", int128Min)
		}
		return next(op, l, r)
	}
}

// hugeAbs compiles x when it is abs of a HUGEINT under
// Options.DecimalDuckDB (ok): of BIGINT's least value it is
// 9223372036854775808, where a BIGINT's raises (DuckDB 1.5 run: abs of
// -9223372036854775808::HUGEINT, of the BIGINT "Overflow on
// abs(-9223372036854775808)").
func (c *compiler) hugeAbs(x *Call) (fn evalFn, ok bool, err error) {
	opts := &c.b.eng.opts
	if !opts.DecimalDuckDB || x.T.Kind != ast.TypeHugeInt || !strings.EqualFold(x.Name, "abs") || len(x.Args) != 1 {
		return nil, false, nil
	}
	arg, err := c.compile(x.Args[0])
	if err != nil {
		return nil, true, err
	}
	body := lookupFunc("abs").bind(opts)
	return func(r *rowRef) (Value, error) {
		v, err := arg(r)
		switch {
		case err != nil || v.k == KindNull:
			return v, err
		case v.k == KindInt && v.i == math.MinInt64:
			return hugeValue(new(big.Int).Neg(big.NewInt(v.i))), nil
		}
		return body([]Value{v})
	}, true, nil
}

func init() {
	// abs of -2^127, a HUGEINT only (a DECIMAL holds 38 digits), raises
	// in DuckDB (DuckDB 1.5 run: "Overflow on
	// abs(-170141183460469231731687303715884105728)")
	wrapDialect([]string{"abs"}, func(o *Options, _ *scalarFunc, body func([]Value) (Value, error)) func([]Value) (Value, error) {
		if !o.DecimalDuckDB {
			return body
		}
		return func(a []Value) (Value, error) {
			if v := a[0]; v.k == KindDecimal && v.DecimalScale() == 0 && v.DecimalUnscaled().Cmp(int128Min) == 0 {
				return Null, fmt.Errorf("Overflow on abs(%s)", v.DecimalUnscaled())
			}
			return body(a)
		}
	})
}
