package executor

import (
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/floattext"
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

// floatText writes f (a REAL when single) by the rule
// (internal/floattext, which the translator folds float literals with).
func floatText(f float64, single bool, rule FloatText) string {
	switch rule {
	case FloatTextJava:
		return floattext.Format(f, single, floattext.Java)
	case FloatTextPostgres:
		return floattext.Format(f, single, floattext.Postgres)
	case FloatTextDuckDB:
		return floattext.Format(f, single, floattext.DuckDB)
	}
	return formatFloat(f, single)
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
