package executor

import (
	"errors"
	"fmt"
	"math"
)

// MathDomain is how a dialect's math functions meet an argument outside
// their domain or a result beyond double precision.
type MathDomain uint8

const (
	// MathDomainIEEE: IEEE 754's NaN and ±Infinity, never an error
	// (Trino and Presto: java.lang.Math's log, log10 and sqrt, their
	// log(b, x) log(x) / log(b), MathFunctions).
	MathDomainIEEE MathDomain = iota
	// MathDomainPostgres: PostgreSQL 15 raises (PostgreSQL 15 run:
	// sqrt(-1) "cannot take square root of a negative number", ln(0)
	// "cannot take logarithm of zero", ln(-1) "cannot take logarithm of
	// a negative number", log(1, 2) "division by zero", power(0, -1)
	// "zero raised to a negative power is undefined", power(-8, 0.5::float8)
	// "a negative number raised to a non-integer power yields a complex
	// result", power(10, 400) and exp(710) "value out of range: overflow",
	// power(10::float8, -400) and exp(-1000) "... underflow", cos('inf')
	// and acos(2) "input is out of range"); NaN passes through.
	MathDomainPostgres
	// MathDomainDuckDB: DuckDB raises for square roots, logarithms and
	// trigonometry (DuckDB 1.5 run: sqrt(-1), ln(0), ln(-1) as PostgreSQL
	// does, log(1, 2) "divison by zero in based logarithm", cos(inf)
	// "input value inf is out of range for numeric function", acos(2)
	// "ACOS is undefined outside [-1,1]"), but power(0, -1) is Infinity
	// and exp(1000) Infinity.
	MathDomainDuckDB
	// MathDomainHive: Hive's ln, log10, log2 and log of one argument are
	// NULL for x <= 0, its log(b, x) NULL for b <= 1 or x <= 0, and its
	// sqrt NULL for x < 0 (apache/hive UDFLn, UDFLog10, UDFLog2, UDFLog:
	// "if (base <= 1.0 || input <= 0.0) return null", UDFSqrt: "Return
	// NULL for NULL or negative inputs"); the rest is IEEE 754's.
	MathDomainHive
	// MathDomainSpark: Spark's logarithms are NULL for x <= 0 (apache/spark
	// mathExpressions.scala, UnaryLogExpression: "values less than or equal
	// to yAsymptote eval to null in Hive, instead of NaN or -Infinity"),
	// its log(b, x) NULL for b <= 0 or x <= 0 (Logarithm: "Unlike Hive, we
	// support Log base in (0.0, 1.0]"; of base 1 it is ln(x) / 0); its
	// sqrt is java.lang.Math.sqrt, NaN for x < 0 (Sqrt, a
	// UnaryMathExpression), and the rest IEEE 754's.
	MathDomainSpark
	// MathDomainRaise: square roots, logarithms and trigonometry raise
	// outside their domain, with DuckDB's rule and PostgreSQL's words:
	// BigQuery (Mathematical functions: LN, LOG10 and LOG "Error" for
	// X <= 0, SQRT for X < 0), Snowflake (LN: "If the input expression is
	// less than or equal to 0, an error is returned"), ANSI SQL (the
	// standard's data exceptions "invalid argument for natural logarithm"
	// and "for power function"), and Doris and Drill, whose answer there
	// is not documented: an error rather than a guess.
	MathDomainRaise
)

var (
	errSqrtNegative = errors.New("cannot take square root of a negative number")
	errLogZero      = errors.New("cannot take logarithm of zero")
	errLogNegative  = errors.New("cannot take logarithm of a negative number")
	errFloatOver    = errors.New("value out of range: overflow")
	errFloatUnder   = errors.New("value out of range: underflow")
)

// logDomain is a logarithm's error for x, or nil.
func logDomain(x float64) error {
	switch {
	case x == 0:
		return errLogZero
	case x < 0:
		return errLogNegative
	}
	return nil
}

// mathDomainCheck is the check of function name's double arguments xs and
// result r under rule d, or nil when the rule has none for it; numericArg
// tells that the first argument is a numeric.
func mathDomainCheck(d MathDomain, name string, numericArg bool) func(xs []float64, r float64) error {
	if d != MathDomainPostgres && d != MathDomainDuckDB && d != MathDomainRaise {
		return nil
	}
	pg := d == MathDomainPostgres
	switch name {
	case "sqrt":
		return func(xs []float64, _ float64) error {
			if xs[0] < 0 {
				return errSqrtNegative
			}
			return nil
		}
	case "ln", "log10", "log2", "log2_java", "log2_strict":
		return func(xs []float64, _ float64) error { return logDomain(xs[0]) }
	case "log":
		return func(xs []float64, _ float64) error {
			if len(xs) == 1 {
				return logDomain(xs[0])
			}
			// the base is checked first, then (PostgreSQL) the number
			// before the base of 1, or (DuckDB) after it
			if err := logDomain(xs[0]); err != nil {
				return err
			}
			if pg {
				if err := logDomain(xs[1]); err != nil {
					return err
				}
			}
			if xs[0] == 1 {
				if d != MathDomainDuckDB {
					return errors.New("division by zero")
				}
				return errors.New("divison by zero in based logarithm") // sic, DuckDB's text
			}
			return logDomain(xs[1])
		}
	case "sin", "cos", "tan":
		return func(xs []float64, _ float64) error {
			if !math.IsInf(xs[0], 0) {
				return nil
			}
			if pg {
				return errors.New("input is out of range")
			}
			return fmt.Errorf("input value %s is out of range for numeric function", map[bool]string{true: "inf", false: "-inf"}[xs[0] > 0])
		}
	case "asin", "acos":
		return func(xs []float64, _ float64) error {
			if xs[0] >= -1 && xs[0] <= 1 || math.IsNaN(xs[0]) {
				return nil
			}
			if pg {
				return errors.New("input is out of range")
			}
			return fmt.Errorf("%s is undefined outside [-1,1]", map[string]string{"asin": "ASIN", "acos": "ACOS"}[name])
		}
	}
	if !pg {
		return nil
	}
	switch name {
	case "power":
		return func(xs []float64, r float64) error {
			x, y := xs[0], xs[1]
			switch {
			case math.IsNaN(x) || math.IsNaN(y):
				return nil
			case x == 0 && y < 0:
				return errors.New("zero raised to a negative power is undefined")
			case x < 0 && math.Floor(y) != y:
				return errors.New("a negative number raised to a non-integer power yields a complex result")
			case math.IsInf(x, 0) || math.IsInf(y, 0):
				return nil
			case math.IsInf(r, 0):
				return errFloatOver
			case r == 0 && x != 0:
				return errFloatUnder
			}
			return nil
		}
	case "exp":
		return func(xs []float64, r float64) error {
			switch {
			case math.IsInf(xs[0], 0) || math.IsNaN(xs[0]):
				return nil
			case (math.IsInf(r, 0) || r == 0) && numericArg:
				// PostgreSQL's exp of a numeric is a numeric (exp(1000.0)
				// has 435 digits)
				return errors.New("exp of a numeric beyond double precision's range is not answered by the reference executor; cast the argument to double precision")
			case math.IsInf(r, 0):
				return errFloatOver
			case r == 0:
				return errFloatUnder
			}
			return nil
		}
	case "degrees", "degrees_pg":
		return func(xs []float64, r float64) error {
			if math.IsInf(r, 0) && !math.IsInf(xs[0], 0) {
				return errFloatOver
			}
			return nil
		}
	}
	return nil
}

// mathDomainNull tells that function name of the double arguments xs is
// NULL under rule d (Hive's and Spark's logarithms, Hive's sqrt).
func mathDomainNull(d MathDomain, name string, xs []float64) bool {
	if d != MathDomainHive && d != MathDomainSpark {
		return false
	}
	switch name {
	case "sqrt":
		return d == MathDomainHive && xs[0] < 0
	case "ln", "log10", "log2", "log2_java", "log2_strict":
		return xs[0] <= 0
	case "log":
		if len(xs) == 1 {
			return xs[0] <= 0
		}
		if d == MathDomainHive {
			return xs[0] <= 1 || xs[1] <= 0
		}
		return xs[0] <= 0 || xs[1] <= 0
	}
	return false
}

// domainFloats are the arguments a as DOUBLEs, a string cast as the
// function would; false where one is not a number.
func domainFloats(a []Value) ([]float64, bool) {
	xs := make([]float64, len(a))
	for i, v := range a {
		if !v.isNumeric() {
			d, err := castValue(v, tDouble)
			if err != nil {
				return nil, false
			}
			v = d
		}
		xs[i] = v.asFloat()
	}
	return xs, true
}

// init gives the math functions their dialects' domain errors
// (Options.MathDomain) through their dialect hooks.
func init() {
	names := []string{"sqrt", "ln", "log10", "log2", "log2_java", "log2_strict", "log", "sin", "cos", "tan", "asin", "acos", "power", "exp", "degrees", "degrees_pg"}
	wrapDialect(names, func(o *Options, f *scalarFunc, body func([]Value) (Value, error)) func([]Value) (Value, error) {
		check, checkNumeric := mathDomainCheck(o.MathDomain, f.name, false), mathDomainCheck(o.MathDomain, f.name, true)
		if o.MathDomain == MathDomainHive || o.MathDomain == MathDomainSpark {
			return func(a []Value) (Value, error) {
				xs, ok := domainFloats(a)
				if !ok {
					return body(a)
				}
				if mathDomainNull(o.MathDomain, f.name, xs) {
					return Null, nil
				}
				return body(a)
			}
		}
		if check == nil {
			return body
		}
		return func(a []Value) (Value, error) {
			check := check
			if len(a) > 0 && a[0].k == KindDecimal {
				check = checkNumeric
			}
			xs, ok := domainFloats(a)
			if !ok {
				return body(a)
			}
			for i, v := range a {
				if o.MathDomain == MathDomainPostgres && v.k == KindDecimal && (math.IsInf(xs[i], 0) || xs[i] == 0 && v.DecimalUnscaled().Sign() != 0) {
					// PostgreSQL's sqrt, ln, log and exp of a numeric
					// answer beyond double precision's range (sqrt of
					// 1e400::numeric is 1e200, ln of 1e-400::numeric
					// -921.03...), its other functions raise
					return Null, fmt.Errorf("%s of a numeric beyond double precision's range is not answered by the reference executor; cast the argument to double precision", f.name)
				}
			}
			r, err := body(a)
			if err != nil || r.k != KindFloat {
				return r, err
			}
			if err := check(xs, r.Float()); err != nil {
				return Null, err
			}
			return r, nil
		}
	})
}
