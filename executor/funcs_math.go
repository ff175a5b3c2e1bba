package executor

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"math"
	"math/big"
	mrand "math/rand/v2"
	"strconv"

	"github.com/lateral-sql/lateral/ast"
)

func mathFn(name string, f func(float64) float64, aliases ...string) {
	reg(&scalarFunc{name: name, min: 1, max: 1, strict: true, ret: retFixed(tDouble), fn: floatFn(f)}, aliases...)
}

// libmFn registers a function of n DOUBLEs computed by goFn, or by cFn
// (the C library's, which PostgreSQL and DuckDB call) where
// Options.CFloatMath says so.
func libmFn(name string, n int, goFn, cFn func(a []Value) (Value, error), aliases ...string) {
	reg(&scalarFunc{name: name, min: n, max: n, strict: true, ret: retFixed(tDouble), fn: goFn,
		dialect: func(o *Options) func(a []Value) (Value, error) {
			if o.CFloatMath {
				return cFn
			}
			return goFn
		}}, aliases...)
}

// javaLibmFn registers a function of n DOUBLEs computed by cFn, the C
// library's, in PostgreSQL and DuckDB, which call it (Options.CFloatMath),
// and in the Java dialects (Options.JavaFloatMath), whose digits it is the
// nearest at hand to; by sparkFn in Spark where it is given; by goFn
// elsewhere. Measured bit for bit on 100,000 arguments each (ln and log10
// over (0, 100), exp over (-50, 50), sin, cos and tan over (-10, 10), asin
// and acos over (-1, 1), atan and atan2 over (-100, 100), pow of (0, 100)
// to (-10, 10)) against Java 17: the C library's differed from
// java.lang.Math's (Hive's, Trino's and Presto's; Spark's sin, cos, tan,
// asin, acos, atan and atan2) on 0.01% of ln, 7.1% of log10, 0.26% of
// exp, 0.11% of pow, 0.21%, 0.17% and 0.38% of sin, cos and tan, 5.8% and
// 7.7% of asin and acos, 1.4% of atan and 17.8% of atan2 (Math's asin,
// acos, atan and atan2 are StrictMath's, fdlibm's: 0 differed); from
// StrictMath's (Spark's ln, log10, exp and pow) on 3.4%, 1.1%, 9.8% and
// 9.8%. Go's math package differed from both on 13% to 62% of each but
// ln, where math.Log (fdlibm's algorithm) differed from StrictMath.log on
// 0.37% (so it is Spark's ln: 1.0986122886681096 for 3, where Math.log
// and the C library give 1.0986122886681098). lat run thus gives a Java
// dialect's last digit for most arguments, not for all; the translator
// warns of it (rewrite/float_math_digits.go).
func javaLibmFn(name string, n int, goFn, cFn, sparkFn func(a []Value) (Value, error), aliases ...string) {
	reg(&scalarFunc{name: name, min: n, max: n, strict: true, ret: retFixed(tDouble), fn: goFn,
		dialect: func(o *Options) func(a []Value) (Value, error) {
			switch {
			case o.JavaFloatMath == "spark" && sparkFn != nil:
				return sparkFn
			case o.CFloatMath || o.JavaFloatMath != "":
				return cFn
			}
			return goFn
		}}, aliases...)
}

// floatFn is the body of a function of one DOUBLE computing f.
func floatFn(f func(float64) float64) func(a []Value) (Value, error) {
	return func(a []Value) (Value, error) {
		if !a[0].isNumeric() {
			x, err := castValue(a[0], tDouble)
			if err != nil {
				return Null, err
			}
			a[0] = x
		}
		return FloatValue(f(a[0].asFloat())), nil
	}
}

// ln2Hi and ln2Lo split ln 2: ln2Hi has 21 significant bits, so k*ln2Hi
// is exact for |k| < 2^32, and ln2Lo is the rest, rounded.
var ln2Hi, ln2Lo = func() (float64, float64) {
	ln2, _, _ := big.ParseFloat("0.6931471805599453094172321214581765680755", 10, 160, big.ToNearestEven)
	hi := math.Float64frombits(math.Float64bits(math.Ln2) &^ (1<<32 - 1))
	lo, _ := new(big.Float).Sub(ln2, big.NewFloat(hi)).Float64()
	return hi, lo
}()

// goExp is math.Exp without its early overflow: on amd64 math.Exp is +Inf
// from 709.44 on, where e^x is finite up to 709.78 (e^709.5 is
// 1.3549863193146328e+308). There it is 2^k e^r for k the nearest integer
// to x/ln 2 and r = x - k ln 2 (exact but for the rounding of k*ln2Lo),
// within one unit in the last place.
func goExp(x float64) float64 {
	if x > 709 && x < 710 {
		k := math.Round(x / math.Ln2)
		return math.Ldexp(math.Exp((x-k*ln2Hi)-k*ln2Lo), int(k))
	}
	return math.Exp(x)
}

func init() {
	mathFn("sqrt", math.Sqrt)
	// cbrt: the C library's where Options.CFloatMath says so
	// (libm_cgo.go); exp, ln, log10, power and the trigonometric
	// functions: javaLibmFn's
	libmFn("cbrt", 1, floatFn(math.Cbrt), floatFn(libmCbrt))
	javaLibmFn("exp", 1, floatFn(goExp), floatFn(libmExp), nil)
	// cbrt_java: Java's Math.cbrt (Hive, Spark, Trino, Presto), which
	// OpenJDK computes with StrictMath.cbrt, fdlibm's s_cbrt.c algorithm;
	// Go's math.Cbrt is a modified version of that same fdlibm code (its
	// source says so), 3.0 for 27.0 as Java gives.
	reg(&scalarFunc{name: "cbrt_java", min: 1, max: 1, strict: true, ret: retFixed(tDouble), fn: floatFn(math.Cbrt)})
	javaLibmFn("ln", 1, floatFn(math.Log), floatFn(libmLog), floatFn(math.Log))
	javaLibmFn("log10", 1, floatFn(math.Log10), floatFn(libmLog10), nil)
	// log2: the C library's where Options.CFloatMath says so (DuckDB);
	// log2_java: Java's Math.log(x) / Math.log(2) (Hive, Trino, Presto),
	// of the C library's log, which gives Math.log's ln(3),
	// 1.0986122886681098, where Go's math.Log, fdlibm's algorithm as
	// Java's StrictMath.log, gives 1.0986122886681096 (run on Java 17;
	// dialects/functions_log2.go)
	libmFn("log2", 1, floatFn(math.Log2), floatFn(libmLog2))
	mathFn("log2_java", func(x float64) float64 { return libmLog(x) / libmLog(2) })
	// log2_strict: Spark's StrictMath.log(x) / StrictMath.log(2), of Go's
	// math.Log, fdlibm's algorithm as StrictMath.log (the same on 99.6%
	// of arguments; 1.584962500721156 for 3, run on Java 17)
	mathFn("log2_strict", func(x float64) float64 { return math.Log(x) / math.Log(2) })
	javaLibmFn("sin", 1, floatFn(math.Sin), floatFn(libmSin), nil)
	javaLibmFn("cos", 1, floatFn(math.Cos), floatFn(libmCos), nil)
	javaLibmFn("tan", 1, floatFn(math.Tan), floatFn(libmTan), nil)
	javaLibmFn("asin", 1, floatFn(math.Asin), floatFn(libmAsin), nil)
	javaLibmFn("acos", 1, floatFn(math.Acos), floatFn(libmAcos), nil)
	javaLibmFn("atan", 1, floatFn(math.Atan), floatFn(libmAtan), nil)
	// degrees, PostgreSQL's degrees_pg and radians: the formulas
	// (degrees_radians.go).
	mathFn("degrees", degreesMul)
	mathFn("degrees_pg", degreesPG)
	mathFn("radians", radiansMul)
	reg(&scalarFunc{name: "log", min: 1, max: 2, strict: true, ret: retFixed(tDouble), fn: func(a []Value) (Value, error) {
		if len(a) == 1 {
			return FloatValue(math.Log10(a[0].asFloat())), nil
		}
		return FloatValue(math.Log(a[1].asFloat()) / math.Log(a[0].asFloat())), nil
	}})
	reg(&scalarFunc{name: "pi", min: 0, max: 0, ret: retFixed(tDouble), fn: func([]Value) (Value, error) { return FloatValue(math.Pi), nil }})
	twoFloats := func(pow func(x, y float64) float64) func(a []Value) (Value, error) {
		return func(a []Value) (Value, error) {
			return FloatValue(pow(a[0].asFloat(), a[1].asFloat())), nil
		}
	}
	javaLibmFn("power", 2, twoFloats(math.Pow), twoFloats(libmPow), nil, "pow")
	javaLibmFn("atan2", 2, twoFloats(math.Atan2), twoFloats(libmAtan2), nil)
	// BigQuery's IEEE_DIVIDE(x, y): IEEE 754's division of two FLOAT64s,
	// ±inf or NaN for a zero divisor, never an error (BigQuery,
	// Mathematical functions, IEEE_DIVIDE); its operands are coerced to
	// FLOAT64.
	reg(&scalarFunc{name: "ieee_divide", min: 2, max: 2, strict: true, ret: retFixed(tDouble), fn: func(a []Value) (Value, error) {
		for i := range a {
			if !a[i].isNumeric() {
				return Null, fmt.Errorf("IEEE_DIVIDE expects numbers")
			}
		}
		return FloatValue(a[0].asFloat() / a[1].asFloat()), nil
	}})
	reg(&scalarFunc{name: "isnan", min: 1, max: 1, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		return BoolValue(a[0].k == KindFloat && math.IsNaN(a[0].Float())), nil
	}})
	// Trino's and Presto's spelling of isnan (mathematical functions:
	// is_nan(x), "Determine if x is not-a-number")
	reg(&scalarFunc{name: "is_nan", min: 1, max: 1, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		return BoolValue(a[0].k == KindFloat && math.IsNaN(a[0].Float())), nil
	}})
	reg(&scalarFunc{name: "isinf", min: 1, max: 1, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		return BoolValue(a[0].k == KindFloat && math.IsInf(a[0].Float(), 0)), nil
	}})
	reg(&scalarFunc{name: "abs", min: 1, max: 1, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		v := a[0]
		switch v.k {
		case KindInt:
			if v.i < 0 {
				return unaryOp(ast.OpNeg, v)
			}
			return v, nil
		case KindFloat:
			out := FloatValue(math.Abs(v.Float()))
			out.t = v.t
			return out, nil
		case KindDecimal:
			return DecimalValue(new(big.Int).Abs(v.DecimalUnscaled()), int(v.i)), nil
		}
		return Null, fmt.Errorf("abs expects a number")
	}})
	reg(&scalarFunc{name: "sign", min: 1, max: 1, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		v := a[0]
		switch v.k {
		case KindInt:
			return IntOf(v.t, int64(cmpInt(v.i, 0))), nil
		case KindDecimal:
			return IntValue(int64(v.DecimalUnscaled().Sign())), nil
		}
		f := v.asFloat()
		switch {
		case f > 0:
			return FloatValue(1), nil
		case f < 0:
			return FloatValue(-1), nil
		}
		return FloatValue(0), nil
	}}, "signum")
	// zeroSign: a float rounded to zero keeps its sign (Options.CFloatMath)
	roundFn := func(mode string, zeroSign bool) func(a []Value) (Value, error) {
		return func(a []Value) (Value, error) {
			v := a[0]
			d, err := roundPlaces(a)
			if err != nil {
				return Null, err
			}
			switch v.k {
			case KindInt:
				if d >= 0 {
					return v, nil
				}
				p := int64(math.Pow10(int(-d)))
				q := v.i / p
				r := v.i % p
				switch mode {
				case "round", "round_half_even":
					if 2*abs64(r) > p || 2*abs64(r) == p && (mode == "round" || q%2 != 0) {
						if v.i < 0 {
							q--
						} else {
							q++
						}
					}
				case "floor":
					if r < 0 {
						q--
					}
				case "ceil":
					if r > 0 {
						q++
					}
				}
				return IntOf(v.t, q*p), nil
			case KindDecimal:
				u, s := v.DecimalUnscaled(), int(v.i)
				if int(d) >= s {
					return v, nil
				}
				var r *big.Int
				switch mode {
				case "round":
					r = roundDecimal(u, s, int(d))
				case "round_half_even":
					r = roundDecimalHalfEven(u, s, int(d))
				default:
					div := pow10(s - int(d))
					q, m := new(big.Int).QuoRem(u, div, new(big.Int))
					if mode == "floor" && m.Sign() < 0 {
						q.Sub(q, big.NewInt(1))
					}
					if mode == "ceil" && m.Sign() > 0 {
						q.Add(q, big.NewInt(1))
					}
					r = q
				}
				if d < 0 {
					return DecimalValue(new(big.Int).Mul(r, pow10(int(-d))), 0), nil
				}
				return DecimalValue(r, int(d)), nil
			case KindFloat, KindString:
				f := v.asFloat()
				if v.k == KindString {
					x, err := castValue(v, tDouble)
					if err != nil {
						return Null, err
					}
					f = x.Float()
				}
				p := math.Pow10(int(d))
				var res float64
				switch mode {
				case "round", "round_half_even":
					res = roundFloatDecimal(f, int(d), mode == "round_half_even")
				case "floor":
					res = math.Floor(f*p) / p
				case "ceil":
					res = math.Ceil(f*p) / p
				default:
					res = math.Trunc(f*p) / p
				}
				if math.IsInf(p, 0) || p == 0 {
					res = f
				}
				if res == 0 && zeroSign {
					res = math.Copysign(0, f)
				}
				return FloatValue(res), nil
			}
			return Null, fmt.Errorf("%s expects a number", mode)
		}
	}
	// roundBy is round in mode, a float rounded to zero keeping its sign
	// where Options.CFloatMath says so
	roundBy := func(mode string) func(o *Options) func(a []Value) (Value, error) {
		plain, signed := roundFn(mode, false), roundFn(mode, true)
		return func(o *Options) func(a []Value) (Value, error) {
			if o.RoundDoubleScaled && mode == "round" {
				return func(a []Value) (Value, error) {
					if a[0].k != KindFloat || len(a) < 2 || a[1].k == KindNull {
						return signed(a)
					}
					d, err := roundPlaces(a)
					if err != nil || d == 0 {
						return signed(a)
					}
					r := duckRoundScaled(a[0].asFloat(), d)
					if a[0].t == ast.TypeReal {
						return RealValue(float64(float32(r))), nil
					}
					return FloatValue(r), nil
				}
			}
			if o.CFloatMath {
				return signed
			}
			return plain
		}
	}
	reg(&scalarFunc{name: "round", min: 1, max: 2, strict: true, ret: retArg(0), fn: roundFn("round", false), dialect: roundBy("round")})
	reg(&scalarFunc{name: "round_half_even", min: 1, max: 2, strict: true, ret: retArg(0), fn: roundFn("round_half_even", false), dialect: roundBy("round_half_even")}, "bround")
	// round_pg: PostgreSQL's round(x) the reader could not type
	// (Options.RoundFloatHalfEven): a double precision rounds half to
	// even, a numeric half away from zero (run on PostgreSQL 15:
	// round(2.5::float8) = 2, round(2.5::numeric) = 3), an integer is
	// the double precision it converts to, as round(integer) is
	// round(double precision) there (round(9007199254740993::bigint) =
	// 9007199254740992, a double precision), and a string, an unknown
	// literal there, reads as a double precision (round('2.5') = 2).
	// (PostgreSQL's rint keeps the sign of a zero: round(-0.4::float8) is -0)
	roundEven, roundAway := roundFn("round_half_even", true), roundFn("round", true)
	reg(&scalarFunc{name: "round_pg", min: 1, max: 1, strict: true, ret: func(ts []Type) Type {
		if len(ts) == 1 && ts[0].Kind.IsInteger() {
			return tDouble
		}
		return retArg(0)(ts)
	}, fn: func(a []Value) (Value, error) {
		if a[0].k == KindInt {
			return FloatValue(float64(a[0].i)), nil
		}
		if a[0].k == KindFloat || a[0].k == KindString {
			return roundEven(a)
		}
		return roundAway(a)
	}})
	reg(&scalarFunc{name: "round_trino", min: 1, max: 2, strict: true, ret: retArg(0), fn: roundTrino(roundFn("round", false))})
	reg(&scalarFunc{name: "floor", min: 1, max: 2, strict: true, ret: retArg(0), fn: roundFn("floor", false)})
	reg(&scalarFunc{name: "ceil", min: 1, max: 2, strict: true, ret: retArg(0), fn: roundFn("ceil", false)}, "ceiling")
	reg(&scalarFunc{name: "trunc", min: 1, max: 2, strict: true, ret: retArg(0), fn: roundFn("trunc", false)}, "truncate")
	reg(&scalarFunc{name: "trunc_trino", min: 1, max: 1, strict: true, ret: truncTrinoType, fn: truncTrino(roundFn("trunc", false))})
	reg(&scalarFunc{name: "mod", min: 2, max: 2, strict: true, ret: retSuper, fn: func(a []Value) (Value, error) {
		return binaryOp(ast.OpMod, a[0], a[1])
	}, dialect: func(o *Options) func(a []Value) (Value, error) {
		arith := o.modArith(binaryOp) // Options.FloatModZeroNaN
		return func(a []Value) (Value, error) { return arith(ast.OpMod, a[0], a[1]) }
	}})
	reg(&scalarFunc{name: "pmod", min: 2, max: 2, strict: true, ret: retSuper, fn: func(a []Value) (Value, error) {
		// ((a % b) + b) % b, as Hive's pmod (GenericUDFPosMod) and the
		// canonical function are: pmod(7, -3) is -2, pmod(-7, -3) is -1.
		m, err := binaryOp(ast.OpMod, a[0], a[1])
		if err != nil || m.k == KindNull {
			return m, err
		}
		if m, err = binaryOp(ast.OpAdd, m, a[1]); err != nil {
			return m, err
		}
		return binaryOp(ast.OpMod, m, a[1])
	}})
	reg(&scalarFunc{name: "pmod_spark", min: 2, max: 2, strict: true, ret: retSuper, fn: func(a []Value) (Value, error) {
		// Spark's Pmod: r = a % b, and (r + b) % b only where r < 0, so
		// pmod(7, -3) is 1 (Hive's is -2).
		r, err := binaryOp(ast.OpMod, a[0], a[1])
		if err != nil || r.k == KindNull {
			return r, err
		}
		if c, err := compareLoose(r, IntValue(0)); err != nil || c >= 0 {
			return r, err
		}
		if r, err = binaryOp(ast.OpAdd, r, a[1]); err != nil {
			return r, err
		}
		return binaryOp(ast.OpMod, r, a[1])
	}})
	reg(&scalarFunc{name: "div", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return binaryOp(ast.OpIntDiv, a[0], a[1])
	}})
	reg(&scalarFunc{name: "random", min: 0, max: 1, volatile: true, ret: retFixed(tDouble), fn: func([]Value) (Value, error) {
		return FloatValue(mrand.Float64()), nil
	}}, "rand")
	reg(&scalarFunc{name: "uuid", min: 0, max: 0, volatile: true, ret: retFixed(Type{Kind: ast.TypeUUID}), fn: func([]Value) (Value, error) {
		var b [16]byte
		_, _ = rand.Read(b[:])
		b[6] = b[6]&0x0f | 0x40
		b[8] = b[8]&0x3f | 0x80
		h := hex.EncodeToString(b[:])
		return StringValue(h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]), nil
	}}, "gen_random_uuid")
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// roundFloatDecimal rounds f to d places on its shortest decimal
// representation (round(2.675, 2) = 2.68 as Hive and Spark do; DuckDB's
// to places other than 0 is duckRoundScaled).
func roundFloatDecimal(f float64, d int, halfEven bool) float64 {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return f
	}
	dv, err := parseDecimal(strconv.FormatFloat(f, 'f', -1, 64))
	if err != nil {
		return f
	}
	u, s := dv.DecimalUnscaled(), dv.DecimalScale()
	if d >= s {
		return f
	}
	var r *big.Int
	if halfEven {
		r = roundDecimalHalfEven(u, s, d)
	} else {
		r = roundDecimal(u, s, d)
	}
	out, _ := strconv.ParseFloat(decimalString(r, d), 64)
	if d < 0 {
		out, _ = strconv.ParseFloat(decimalString(new(big.Int).Mul(r, pow10(-d)), 0), 64)
	}
	return out
}

// roundDecimalHalfEven rescales u*10^-from to scale to, ties to even.
func roundDecimalHalfEven(u *big.Int, from, to int) *big.Int {
	if to >= from {
		return new(big.Int).Mul(u, pow10(to-from))
	}
	d := pow10(from - to)
	q, r := new(big.Int).QuoRem(u, d, new(big.Int))
	r2 := new(big.Int).Abs(r)
	r2.Mul(r2, big.NewInt(2))
	c := r2.Cmp(d)
	if c > 0 || c == 0 && q.Bit(0) == 1 {
		if u.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}

// roundPlaces is the places argument of round(x[, d]), 0 without one.
func roundPlaces(a []Value) (int64, error) {
	if len(a) > 1 {
		return argInt(a[1])
	}
	return 0, nil
}
