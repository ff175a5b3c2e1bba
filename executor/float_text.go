package executor

import (
	"strings"

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
// REAL converted to the text type t; inside an array, map or struct cast
// to one whose element, key, value or field types are text, each float
// there is written by the rule too (Spark casts an array<double> to an
// array<string> element by element with its CAST(double AS STRING), so
// 1e7 is '1.0E7'; DuckDB's [x]::VARCHAR[] of 1e-05 is ['1e-05'], run on
// DuckDB 1.5; PostgreSQL's ARRAY[x]::text[] of 1e7 is {10000000}, run on
// PostgreSQL 15). v otherwise.
func floatToText(v Value, t Type, rule FloatText) Value {
	if rule == FloatTextDefault {
		return v
	}
	switch {
	case v.k == KindFloat && t.Kind.IsText():
		return StringValue(floatText(v.Float(), v.t == ast.TypeReal, rule))
	case (v.k == KindArray || v.k == KindMap || v.k == KindStruct) && t.Kind.IsText():
		// a collection's text (CAST(array(d) AS STRING) is [1.0E7] in
		// Spark, DuckDB's [x]::VARCHAR of 1e-05 is [1e-05], run on DuckDB 1.5)
		var b strings.Builder
		v.writeFloats(&b, false, rule)
		return StringValue(b.String())
	case v.k == KindArray && t.Kind == ast.TypeArray && t.Elem != nil && typeHasText(*t.Elem):
		es := v.Elems()
		out := make([]Value, len(es))
		for i, e := range es {
			out[i] = floatToText(e, *t.Elem, rule)
		}
		return ArrayValue(out)
	case v.k == KindMap && t.Kind == ast.TypeMap && (t.Key != nil && typeHasText(*t.Key) || t.Val != nil && typeHasText(*t.Val)):
		m := v.Map()
		ks, vs := append([]Value(nil), m.Keys...), append([]Value(nil), m.Vals...)
		for i := range ks {
			if t.Key != nil {
				ks[i] = floatToText(ks[i], *t.Key, rule)
			}
			if t.Val != nil {
				vs[i] = floatToText(vs[i], *t.Val, rule)
			}
		}
		return MapOf(ks, vs)
	case v.k == KindStruct && t.Kind == ast.TypeStruct && len(t.Fields) == len(v.Struct().Vals) && typeHasText(t):
		st := v.Struct()
		vals := make([]Value, len(st.Vals))
		for i, f := range t.Fields {
			vals[i] = floatToText(st.Vals[i], f.Type, rule)
		}
		return StructOf(st.Names, vals)
	}
	return v
}

// typeHasText reports whether t is a text type or holds one in its
// element, key, value or field types.
func typeHasText(t Type) bool {
	switch {
	case t.Kind.IsText():
		return true
	case t.Elem != nil && typeHasText(*t.Elem), t.Key != nil && typeHasText(*t.Key), t.Val != nil && typeHasText(*t.Val):
		return true
	}
	for _, f := range t.Fields {
		if typeHasText(f.Type) {
			return true
		}
	}
	return false
}

// textArgFuncs are the functions whose arguments are read as text: every
// one of concat's and concat_ws's, the first of the others.
var textArgFuncs = map[string]bool{
	"concat": true, "concat_skip_null": true, "concat_ws": true,
	"length": false, "char_length": false, "character_length": false, "upper": false, "lower": false,
	"substr": false, "substring": false, "lpad": false, "rpad": false, "reverse": false, "trim": false,
	"ltrim": false, "rtrim": false, "replace": false, "instr": false, "left": false, "right": false,
}

// textArgs wraps the arguments of the call name that its function reads
// as text (textArgFuncs) with wrap: a float or an interval among them
// becomes its text by the dialect's rule (float_text.go, interval_text.go).
func textArgs(name string, args []evalFn, wrap func(evalFn) evalFn) []evalFn {
	all, ok := textArgFuncs[name]
	if !ok || len(args) == 0 {
		return args
	}
	n := 1
	if all {
		n = len(args)
	}
	out := append([]evalFn{}, args...)
	for i := 0; i < n; i++ {
		out[i] = wrap(out[i])
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
