package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The kind of a VALUES value (number, string, boolean...) for mixedValues
// (values_union.go), where typeOf does not know its type. A string
// literal is refused beside a value of unknown type because PostgreSQL
// and DuckDB read the literal as that value's type (PostgreSQL 15 manual,
// 10.5 UNION, CASE, and Related Constructs: an unknown-type literal takes
// the type of the other inputs), where Hive, Spark and Trino keep a
// string. That is truly ambiguous only when the value's type cannot be
// told: a column no schema gives, a function lateral does not know. These
// are told here, each the same in every dialect:
//
//   - a function that gives a string in every dialect: upper, lower,
//     initcap, trim, ltrim, rtrim, btrim, replace, translate, split_part,
//     regexp_replace and md5, which take strings only, and the JSON
//     member readers that give text (get_json_object,
//     json_extract_scalar, ...); substr, substring,
//     lpad, rpad, repeat, left and right of a string (or NULL), which
//     take binaries or arrays too somewhere; concat and concat_ws of
//     strings (of arrays, an array in Spark and DuckDB);
//   - a number: the lengths of a string (length, char_length,
//     character_length, octet_length), count, and abs, round, ceil,
//     ceiling, floor, sign, sum, avg of a number;
//   - min, max, coalesce, nullif, greatest, least and CASE: the kind their
//     arguments (results) share, leaving NULLs out; all NULL, the value
//     is left out as a NULL is (PostgreSQL types CASE WHEN ... THEN NULL
//     END as text, which unifies with a string literal as Hive's and
//     Spark's NULL type does);
//   - + - * / % with a number operand and the other a number or NULL: a
//     number; || with a string operand and the others strings, numbers or
//     NULL: a string (an array operand is an array concatenation);
//   - a scalar subquery: the kind of its one select item over its FROM.
//
// A column of a type no schema gives, and any other call, stays unknown.

// stringFuncs give a string: those taking strings only, whatever their
// argument (one of another kind is an error or read as a string), and,
// marked false, those that take binaries or arrays too, for a string (or
// NULL) first argument.
var stringFuncs = map[string]bool{
	"upper": true, "lower": true, "initcap": true, "trim": true, "ltrim": true, "rtrim": true, "btrim": true,
	"replace": true, "translate": true, "split_part": true, "md5": true,
	"substr": false, "substring": false, "lpad": false, "rpad": false, "repeat": false, "left": false, "right": false,
	// the canonical names of dialect spellings (dialects/functions.go)
	"substr_sql": false, "replace_skip_empty": true, "trim_whitespace": true, "trim_java_whitespace": true,
	"trim_duck_spaces": true, "ltrim_duck_spaces": true, "rtrim_duck_spaces": true,
	"split_part_pg":  true,
	"regexp_replace": true, "regexp_replace_bs": true, "regexp_replace_first": true,
	// a JSON member as text: Hive's and Spark's get_json_object, Trino's,
	// Presto's and BigQuery's json_extract_scalar, DuckDB's
	// json_extract_string, PostgreSQL's json(b)_extract_path_text
	"get_json_object": true, "json_extract_scalar": true, "json_extract_string": true,
	"json_extract_path_text": true, "jsonb_extract_path_text": true,
}

// valueKindOf is the kind of e (valueKind), "null" for a value that is
// NULL whatever it is given (left out as a NULL is), "" when not known.
func (c *Context) valueKindOf(e ast.Expr, sc *scope) string {
	if isNullLit(e) {
		return "null"
	}
	if k := valueKind(c.typeOf(e, sc)); k != "" {
		return k
	}
	switch x := e.(type) {
	case *ast.Unary:
		if x.Op == ast.OpNeg || x.Op == ast.OpPlus {
			if c.valueKindOf(x.X, sc) == "number" {
				return "number"
			}
		}
	case *ast.Binary:
		l, r := c.valueKindOf(x.L, sc), c.valueKindOf(x.R, sc)
		switch x.Op {
		case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpDivFrac, ast.OpMod:
			if (l == "number" || l == "null") && (r == "number" || r == "null") && (l == "number" || r == "number") {
				return "number"
			}
		case ast.OpConcat:
			plain := func(k string) bool { return k == "string" || k == "number" || k == "null" }
			if plain(l) && plain(r) && (l == "string" || r == "string") {
				return "string"
			}
		}
	case *ast.Func:
		return c.funcValueKind(x, sc)
	case *ast.Case:
		return c.sharedKind(caseResults(x), sc)
	case *ast.Subquery:
		if x.Query == nil {
			return ""
		}
		if sel, ok := x.Query.Body.(*ast.Select); ok && len(sel.Items) == 1 && len(sel.Items[0].Aliases) == 0 {
			if _, star := sel.Items[0].Expr.(*ast.Star); !star {
				inner := c.scopeOf(sel.From)
				inner.outer = sc
				if k := c.valueKindOf(sel.Items[0].Expr, inner); k != "null" {
					return k
				}
			}
		}
	}
	return ""
}

// funcValueKind is valueKindOf for a call.
func (c *Context) funcValueKind(f *ast.Func, sc *scope) string {
	if len(f.Name) != 1 || len(f.Args) == 0 && !f.Star {
		return ""
	}
	name := strings.ToLower(f.Name[0].Name)
	first := ""
	if len(f.Args) > 0 {
		first = c.valueKindOf(f.Args[0], sc)
	}
	always, isString := stringFuncs[name]
	switch {
	case isString && (always || first == "string" || first == "null"):
		return "string"
	case name == "concat" || name == "concat_ws" || name == "concat_skip_null":
		// Spark's and DuckDB's concat of arrays is an array
		for _, a := range f.Args {
			if k := c.valueKindOf(a, sc); k != "string" && k != "null" {
				return ""
			}
		}
		return "string"
	case name == "length" || name == "char_length" || name == "character_length" || name == "octet_length":
		if first == "string" || first == "null" {
			return "number"
		}
	case name == "count", name == "datediff", name == "datediff_days":
		// datediff: Hive's and Spark's count of days, as the day-wrap
		// guard writes it (spark_day_wrap.go)
		return "number"
	case name == "abs" || name == "round" || name == "ceil" || name == "ceiling" || name == "floor" ||
		name == "sign" || name == "sum" || name == "avg":
		if first == "number" {
			return "number"
		}
	case name == "min" || name == "max":
		if len(f.Args) == 1 && first != "null" {
			return first
		}
	case name == "coalesce" || name == "greatest" || name == "least" ||
		name == "greatest_ignore_nulls" || name == "least_ignore_nulls":
		return c.sharedKind(f.Args, sc)
	case name == "nullif":
		if len(f.Args) == 2 {
			return first
		}
	}
	return ""
}

// sharedKind is the kind all of es share, NULLs left out: "null" when all
// are NULL, "" when one is unknown or two differ.
func (c *Context) sharedKind(es []ast.Expr, sc *scope) string {
	out := "null"
	for _, e := range es {
		switch k := c.valueKindOf(e, sc); {
		case k == "":
			return ""
		case k == "null":
		case out == "null":
			out = k
		case out != k:
			return ""
		}
	}
	return out
}

// caseResults are the values x may give: its THEN results, then its ELSE.
func caseResults(x *ast.Case) []ast.Expr {
	out := make([]ast.Expr, 0, len(x.Whens)+1)
	for _, w := range x.Whens {
		out = append(out, w.Result)
	}
	if x.Else != nil {
		out = append(out, x.Else)
	}
	return out
}
