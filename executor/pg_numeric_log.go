package executor

import (
	"errors"
	"math"
	"math/big"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's log of numerics and power of a numeric to a non-integer
// exponent (Options.PostgresTyping), rounded half away from zero to the
// scale numeric.c chooses, never less than the arguments' scales, at
// least 0 and at most 1000 places:
//
//   - log(b, x) (log(x) is log(10, x)): 16 less the estimated decimal
//     weight of ln(x) / ln(b), each ln's weight estimated as for ln
//     (pgLnWeight; PostgreSQL 15 run: log(100.0) is 2.0000000000000000,
//     log(2.0) 0.3010299956639812, log(1e-20::numeric)
//     -20.00000000000000000000, log(1.0001) 0.00004342727686266964,
//     log(3.0, 7.0) 1.7712437491614223, log(2.5, 100) 5.0258831894641201,
//     log(1.0) 0.0000000000000000; a base of 1 divides by zero);
//   - power(x, y), y not an integer: 16 less trunc(y * ln(x) * log10(e)),
//     the result's estimated decimal weight; a zero base gives 0 at scale
//     16, a negative one raises (power(2.0, 0.5) is 1.4142135623730950,
//     power(100.0, -0.5) 0.10000000000000000, power(1e10, 0.5)
//     100000.00000000000, power(7.0, 100.5) has 1 decimal, power(1.5,
//     -100.5) 0.000000000000000002008299429566177, power(0.0, 0.5)
//     0.0000000000000000); |y * ln(x)| past 6020 overflows, or is 0 at
//     scale 1000 below.
func init() {
	reg(&scalarFunc{name: "log_numeric_pg", min: 1, max: 2, strict: true, ret: retFixed(Type{Kind: ast.TypeDecimal, Scale: -1}), fn: pgNumericLog})
}

// pgNumericLogArgs: log over arguments of types ts is PostgreSQL's
// log(numeric[, numeric]); of two arguments it is the only log
// (pgLogArgs).
func pgNumericLogArgs(ts []Type) bool {
	switch len(ts) {
	case 1:
		return ts[0].Kind == ast.TypeDecimal
	case 2:
		for _, t := range ts {
			if !t.Kind.IsInteger() && t.Kind != ast.TypeDecimal {
				return false
			}
		}
		return true
	}
	return false
}

// pgLogArgs reads the arguments args of log(b, x), written x.Args, under
// Options.PostgresTyping as PostgreSQL's only log of two arguments,
// log(numeric, numeric), does: a literal of no written type is a numeric,
// an integer converts, a float or any other type raises (PostgreSQL 15
// run: log(2, 8) is 3.0000000000000000, log(10, 1000::bigint)
// 3.0000000000000000, log('10', '1000') 3.0000000000000000, log(2,
// 8::float8) raises "function log(integer, double precision) does not
// exist").
func (b *binder) pgLogArgs(x *ast.Func, name string, args []Expr) error {
	if !b.p.eng.opts.PostgresTyping || name != "log" || len(args) != 2 || len(x.Args) != 2 {
		return nil
	}
	ops := []pgOperand{pgOperandOf(x.Args[0], args[0]), pgOperandOf(x.Args[1], args[1])}
	for i, a := range args {
		t := a.Type()
		switch {
		case ops[i].unknown:
			args[i] = &CastE{X: a, To: Type{Kind: ast.TypeDecimal, Scale: -1}}
		case t.Kind.IsInteger() || t.Kind == ast.TypeDecimal || t.PGLoose || !ops[i].known:
		default:
			return errAt(x, "function log(%s, %s) does not exist (log of two arguments takes numerics; cast the arguments to numeric)", ops[0].name, ops[1].name)
		}
	}
	return nil
}

func pgNumericLog(a []Value) (Value, error) {
	base, num := DecimalValue(big.NewInt(10), 0), a[0]
	if len(a) == 2 {
		base, num = a[0], a[1]
	}
	bu, bs := numericParts(base)
	nu, ns := numericParts(num)
	for _, u := range []*big.Int{bu, nu} {
		switch u.Sign() {
		case 0:
			return Null, errLogZero
		case -1:
			return Null, errLogNegative
		}
	}
	if bu.Cmp(pow10(bs)) == 0 {
		return Null, errors.New("division by zero")
	}
	r := pgRscale(16-(pgLnWeight(nu, ns)-pgLnWeight(bu, bs)), max(bs, ns))
	prec := uint(float64(r+80)*3.33) + 64
	lb := bigLn(pgBigFloat(bu, bs, prec), prec)
	ln := bigLn(pgBigFloat(nu, ns, prec), prec)
	return pgRoundFloat(ln.Quo(ln, lb), r), nil
}

// pgBigFloat is u * 10^-s at precision prec.
func pgBigFloat(u *big.Int, s int, prec uint) *big.Float {
	x := new(big.Float).SetPrec(prec).SetInt(u)
	return x.Quo(x, new(big.Float).SetPrec(prec).SetInt(pow10(s)))
}

// pgNumericPowerFrac is power(x, y) of numerics, y not an integer.
func pgNumericPowerFrac(x, y Value) (Value, error) {
	bu, bs := numericParts(x)
	eu, es := numericParts(y)
	switch bu.Sign() {
	case 0:
		if eu.Sign() < 0 {
			return Null, errors.New("zero raised to a negative power is undefined")
		}
		return DecimalValue(big.NewInt(0), 16), nil
	case -1:
		return Null, errors.New("a negative number raised to a non-integer power yields a complex result")
	}
	lnx := bigLn(pgBigFloat(bu, bs, 128), 128)
	yf, _ := pgBigFloat(eu, es, 128).Float64()
	lf, _ := lnx.Float64()
	val := yf * lf
	if math.Abs(val) > 2000*3.01 {
		if val > 0 {
			return Null, errors.New("value overflows numeric format")
		}
		return DecimalValue(big.NewInt(0), 1000), nil
	}
	dval := val * 0.434294481903252
	r := pgRscale(16-int(dval), max(bs, es))
	prec := uint(float64(r+int(math.Abs(dval))+60)*3.33) + 64
	l := bigLn(pgBigFloat(bu, bs, prec), prec)
	l.Mul(l, pgBigFloat(eu, es, prec))
	return pgRoundFloat(bigExp(l, prec), r), nil
}
