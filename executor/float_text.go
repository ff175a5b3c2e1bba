package executor

import (
	"math"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// FloatText is how a dialect writes a DOUBLE or a REAL as text, in a CAST
// to a string type and where a string function or || converts one
// implicitly. All write the shortest digits that read back as the value;
// they differ in when they use an exponent and how they spell it.
type FloatText uint8

const (
	// FloatTextDefault: the executor's own display form (Value.String).
	FloatTextDefault FloatText = iota
	// FloatTextJava: Java's Double.toString and Float.toString (Hive,
	// Spark): plain with at least one fractional digit for magnitudes
	// from 1e-3 up to 1e7, else d.dddEn (1.0E7, 1.0E-4); NaN, Infinity,
	// -0.0.
	FloatTextJava
	// FloatTextPostgres: PostgreSQL 15's float8out and float4out: plain
	// for a decimal exponent from -4 up to 14 (a real: 5), else
	// d.ddde+XX (1e+15, 1e-05); NaN, Infinity, -0 (checked on
	// PostgreSQL 15).
	FloatTextPostgres
	// FloatTextDuckDB: DuckDB's cast to VARCHAR: plain for a decimal
	// exponent from -4 up to 15, an integral value with .0, else
	// d.ddde+XX (1e+16, 1e-05); nan, inf, -inf, -0.0 (checked on DuckDB
	// 1.5).
	FloatTextDuckDB
)

// floatText writes f (a REAL when single) by the rule.
func floatText(f float64, single bool, rule FloatText) string {
	if rule == FloatTextDefault {
		return formatFloat(f, single)
	}
	switch {
	case math.IsNaN(f):
		switch rule {
		case FloatTextDuckDB:
			if math.Signbit(f) {
				return "-nan"
			}
			return "nan"
		}
		return "NaN"
	case math.IsInf(f, 0):
		s := "Infinity"
		if rule == FloatTextDuckDB {
			s = "inf"
		}
		if f < 0 {
			return "-" + s
		}
		return s
	}
	bits := 64
	if single {
		bits = 32
	}
	// the shortest digits and the decimal exponent of the first one
	e := strconv.FormatFloat(f, 'e', -1, bits) // -1.2345e+07
	neg := strings.HasPrefix(e, "-")
	e = strings.TrimPrefix(e, "-")
	mant, expText, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expText)
	digits := strings.Replace(mant, ".", "", 1)
	sign := ""
	if neg {
		sign = "-"
	}
	var plain bool
	switch rule {
	case FloatTextJava:
		a := math.Abs(f)
		plain = a == 0 || a >= 1e-3 && a < 1e7
	case FloatTextPostgres:
		hi := 15
		if single {
			hi = 6
		}
		plain = f == 0 || exp >= -4 && exp < hi
	case FloatTextDuckDB:
		plain = f == 0 || exp >= -4 && exp < 16
	}
	if plain {
		s := strconv.FormatFloat(math.Abs(f), 'f', -1, bits)
		if rule != FloatTextPostgres && !strings.Contains(s, ".") {
			s += ".0"
		}
		return sign + s
	}
	m := digits[:1]
	if len(digits) > 1 {
		m += "." + digits[1:]
	} else if rule == FloatTextJava {
		m += ".0"
	}
	if rule == FloatTextJava {
		return sign + m + "E" + strconv.Itoa(exp)
	}
	x := strconv.Itoa(abs(exp))
	if len(x) < 2 {
		x = "0" + x
	}
	if exp < 0 {
		return sign + m + "e-" + x
	}
	return sign + m + "e+" + x
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// floatToText is v written as text by the rule when v is a DOUBLE or a
// REAL converted to the text type t; v otherwise.
func floatToText(v Value, t Type, rule FloatText) Value {
	if rule == FloatTextDefault || v.k != KindFloat || !t.Kind.IsText() {
		return v
	}
	return StringValue(floatText(v.Float(), v.t == ast.TypeReal, rule))
}

// textArgFuncs are the functions whose arguments are read as text: every
// one of concat's and concat_ws's, the first of the others.
var textArgFuncs = map[string]bool{
	"concat": true, "concat_skip_null": true, "concat_ws": true,
	"length": false, "char_length": false, "character_length": false, "upper": false, "lower": false,
	"substr": false, "substring": false, "lpad": false, "rpad": false, "reverse": false, "trim": false,
	"ltrim": false, "rtrim": false, "replace": false, "instr": false, "left": false, "right": false,
}

// floatTextArgs wraps the arguments of the call name that its function
// reads as text, so that a float among them becomes its text by the rule.
func floatTextArgs(name string, args []evalFn, rule FloatText) []evalFn {
	all, ok := textArgFuncs[name]
	if !ok || rule == FloatTextDefault || len(args) == 0 {
		return args
	}
	n := 1
	if all {
		n = len(args)
	}
	out := append([]evalFn{}, args...)
	for i := 0; i < n; i++ {
		out[i] = floatTextFn(out[i], rule)
	}
	return out
}

// floatTextFn is f with a float result written as text by the rule.
func floatTextFn(f evalFn, rule FloatText) evalFn {
	return func(r *rowRef) (Value, error) {
		v, err := f(r)
		if err != nil || v.k != KindFloat {
			return v, err
		}
		return StringValue(floatText(v.Float(), v.t == ast.TypeReal, rule)), nil
	}
}
