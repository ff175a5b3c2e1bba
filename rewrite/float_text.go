package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The text of a floating-point value. Each dialect writes a DOUBLE or a
// REAL as text its own way (FloatTextRule): Hive and Spark as Java's
// Double.toString and Float.toString do (3.0, 1.0E7, 1.0E-4, NaN,
// Infinity), PostgreSQL the shortest exact digits, plain for a decimal
// exponent from -4 to 14 (6 for a real) and else d.dde+XX (3, 10000000,
// 1e+15, 1e-05, checked on PostgreSQL 15), DuckDB its own (checked on
// DuckDB 1.5). A conversion of a value of floating type to text (CAST or
// TRY_CAST to a string type, || and concat, concat_ws, and the string
// functions that take their argument as text) between two dialects whose
// rules differ, or whose rule is not documented here, is refused (T087):
// no bounded expression writes one dialect's digits in the other's for
// every value (the shortest exact digits are not reachable from the
// target's own text by string operations when the exponent forms differ).
// Hive and Spark share their rule and are translated as written. Without
// the operand's type a CAST, || or concat is kept with a warning (W024)
// where the operand may be a float (not a literal, nor an integral value
// such as count(*)); a string function's argument of unknown type is
// taken to be a string.
const (
	// codeFloatText: a floating-point value converted to text between
	// dialects that write it otherwise.
	codeFloatText = "T087"
	// codeFloatTextUntyped: the operand of a conversion to text may be a
	// floating-point value, whose text differs between the dialects.
	codeFloatTextUntyped = "W024"
)

// FloatTextRule is how dialect writes a DOUBLE or REAL as text: "java"
// for Hive and Spark (3.0, 1.0E16), "postgres" (the shortest exact form:
// 3, 1e+16, checked on PostgreSQL 15), "duckdb" (3.0, 1e+16, checked on
// DuckDB); "" when not documented here. The reference executor follows
// it (run.go).
func FloatTextRule(dialect string) string {
	switch dialect {
	case "hive", "spark":
		return "java"
	case "postgres", "duckdb":
		return dialect
	}
	return ""
}

// floatTextSame reports whether dialects src and tgt write every DOUBLE
// and REAL alike as text.
func floatTextSame(src, tgt string) bool {
	r := FloatTextRule(src)
	return src == tgt || r != "" && r == FloatTextRule(tgt)
}

// floatTextAgree: floatTextSame for the source and the target.
func (c *Context) floatTextAgree() bool { return floatTextSame(c.Source.Name, c.Target.Name) }

// textFuncs are the functions that read their first argument as text and
// convert another value to it implicitly (Hive and Spark's length of a
// double is the length of its text); concat and concat_ws read every
// argument.
var textFuncs = map[string]bool{
	"length": true, "char_length": true, "character_length": true, "upper": true, "lower": true,
	"substr": true, "substring": true, "lpad": true, "rpad": true, "reverse": true, "trim": true,
	"ltrim": true, "rtrim": true, "replace": true, "instr": true, "left": true, "right": true,
}

// floatTextCast checks a CAST or TRY_CAST to a string type.
func (c *Context) floatTextCast(x *ast.Cast, sc *scope) {
	if x.Type == nil || !x.Type.Kind.IsText() || c.Source.Name == c.Target.Name {
		return
	}
	// an ARRAY, MAP or STRUCT written as text: each dialect writes its own
	// brackets, separators and NULL (Spark [1, null], PostgreSQL {1,NULL},
	// DuckDB [1, NULL]; a struct {3.0} in Spark, {'a': 3.0} in DuckDB: run
	// on PostgreSQL 15 and DuckDB 1.5)
	if t := c.typeOf(x.X, sc); t != nil && (t.Kind == ast.TypeArray || t.Kind == ast.TypeMap || t.Kind == ast.TypeStruct) {
		c.Refuse(codeFloatText, x, "build the text explicitly (array_join, concat_ws, to_json)",
			"casting the %s value %s to text: %s and %s write it otherwise ([1, null] or {1,NULL} or [1, NULL])",
			strings.ToUpper(t.Kind.String()), exprName(x.X), c.Source.Name, c.Target.Name)
		return
	}
	if c.floatTextAgree() {
		return
	}
	c.floatTextOperand(x.X, x, sc, "casting")
}

// floatTextBinary checks the operands of ||.
func (c *Context) floatTextBinary(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op != ast.OpConcat || c.floatTextAgree() {
		return b
	}
	for _, o := range []ast.Expr{b.L, b.R} {
		if t := c.typeOf(o, sc); t != nil && t.Kind == ast.TypeArray {
			return b // array concatenation
		}
	}
	for _, o := range []ast.Expr{b.L, b.R} {
		if c.floatTextOperand(o, b, sc, "concatenating") {
			break
		}
	}
	return b
}

// floatTextFunc checks the arguments that concat, concat_ws and the
// string functions read as text.
func (c *Context) floatTextFunc(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) == 0 || c.floatTextAgree() {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	var args []ast.Expr
	switch {
	case name == "concat" || name == "concat_skip_null" || name == "concat_ws":
		args = f.Args
		if name == "concat_ws" {
			args = f.Args[1:]
		}
		for _, a := range args {
			if t := c.typeOf(a, sc); t != nil && t.Kind == ast.TypeArray {
				return f // array concatenation, or concat_ws of arrays
			}
		}
	case textFuncs[name]:
		args = f.Args[:1]
	default:
		return f
	}
	for _, a := range args {
		if !textFuncs[name] || c.knownType(a, sc) {
			// the string functions are mostly given strings: without
			// the argument's type they do not warn
			if c.floatTextOperand(a, f, sc, "converting") {
				break
			}
		}
	}
	return f
}

// knownType: typeOf gives e's type.
func (c *Context) knownType(e ast.Expr, sc *scope) bool {
	t := c.typeOf(e, sc)
	return t != nil && t.Kind != ast.TypeUnknown
}

// floatTextOperand refuses (T087) the conversion at to text of the operand
// o of floating type, or warns (W024) when o's type is not known and it
// may be a float; true when it did either.
func (c *Context) floatTextOperand(o ast.Expr, at ast.Node, sc *scope, verb string) bool {
	t := c.typeOf(o, sc)
	if t != nil && t.Kind != ast.TypeUnknown {
		if t.Kind != ast.TypeDouble && t.Kind != ast.TypeReal {
			return false
		}
		c.Refuse(codeFloatText, at, "cast the value to DECIMAL(p, s) first, or format it explicitly (format_number, printf, to_char)",
			"%s the floating-point value %s to text: %s and %s write a %s otherwise (3.0 or 3, 1.0E7 or 1e+07 or 10000000.0)",
			verb, exprName(o), c.Source.Name, c.Target.Name, strings.ToUpper(t.Kind.String()))
		return true
	}
	if !c.mayBeFloat(o, sc) {
		return false
	}
	c.Warn(codeFloatTextUntyped, at, "the type of %s is not known: if it is a floating-point value, %s writes it as text otherwise than %s (3.0 or 3, 1.0E7 or 1e+07); give the column types with --schema, or cast it to DECIMAL(p, s) first",
		exprName(o), c.Target.Name, c.Source.Name)
	return true
}

// mayBeFloat reports whether e, whose type typeOf does not give, may hold
// a floating-point value: not a literal, a NULL, an integral value
// (count, sum of integers), nor a CASE or coalesce none of whose results
// may.
func (c *Context) mayBeFloat(e ast.Expr, sc *scope) bool {
	switch x := e.(type) {
	case *ast.Literal, *ast.TypedLit:
		return false
	case *ast.Case:
		for _, r := range caseResults(x) {
			if t := c.typeOf(r, sc); t != nil && t.Kind != ast.TypeUnknown {
				if t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal {
					return true
				}
				continue
			}
			if c.mayBeFloat(r, sc) {
				return true
			}
		}
		return false
	}
	return !c.integralValue(e, sc)
}
