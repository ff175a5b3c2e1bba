package executor

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Snowflake's SPLIT, ARRAY_CONTAINS and ARRAY_POSITION, under their
// canonical names (catalog: split_literal_whole, array_contains_find_null,
// array_offset_not_distinct). Each follows the Snowflake SQL reference; an
// input the reference leaves undocumented is an error here rather than a
// guess, and the translations into Snowflake guard those inputs before
// calling the function (dialects/functions_snowflake.go).
//
// An element of a Snowflake array is either SQL NULL (shown as undefined)
// or a value, which may be a JSON null in a semi-structured array. The
// reference tells the two apart: a SQL NULL searched for finds a SQL NULL
// element, a JSON null a JSON null element.
func init() {
	// split_literal_whole(s, d): SPLIT(<string>, <separator>) (Snowflake SQL
	// reference, SPLIT: https://docs.snowflake.com/en/sql-reference/functions/split):
	// "Contiguous split strings in the source string, or the presence of a
	// split string at the beginning or end of the source string, results in
	// an empty string in the output. An empty separator string results in an
	// array containing only the source string. If either parameter is a
	// NULL, a NULL is returned." The pieces are strings (VARIANT strings in
	// Snowflake, read back by FLATTEN as CAST(VALUE AS VARCHAR)). What SPLIT
	// gives for an empty source string is not stated.
	reg(&scalarFunc{name: "split_literal_whole", min: 2, max: 2, strict: true, ret: retFixed(arrayOf(tVarchar)), fn: func(a []Value) (Value, error) {
		s, d := textOf(a[0]), textOf(a[1])
		if d == "" {
			return stringsArray([]string{s}), nil
		}
		if s == "" {
			return Null, fmt.Errorf("split: Snowflake does not document SPLIT of an empty string")
		}
		return stringsArray(strings.Split(s, d)), nil
	}})
	// array_contains_find_null(a, v): ARRAY_CONTAINS(<value_expr>, <array>)
	// (Snowflake SQL reference, ARRAY_CONTAINS:
	// https://docs.snowflake.com/en/sql-reference/functions/array_contains):
	// TRUE when v is present in a, also for a NULL v and a SQL NULL element
	// and for a JSON null v and a JSON null element; FALSE when v is not
	// present, also for a JSON null v and no JSON null element; NULL for a
	// NULL v and no SQL NULL element. The reference does not say what a
	// NULL array gives.
	reg(&scalarFunc{name: "array_contains_find_null", min: 2, max: 2, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		es, err := sfArrayArg(a[0], "array_contains")
		if err != nil {
			return Null, err
		}
		i := sfFind(es, a[1])
		switch {
		case i >= 0:
			return BoolValue(true), nil
		case a[1].k == KindNull:
			return Null, nil
		}
		return BoolValue(false), nil
	}})
	// array_offset_not_distinct(a, v): ARRAY_POSITION(<value_expr>,
	// <array>) (Snowflake SQL reference, ARRAY_POSITION:
	// https://docs.snowflake.com/en/sql-reference/functions/array_position):
	// "The return value is 0-based"; "If the value is not contained in the
	// ARRAY, the function returns NULL"; "If you specify NULL for
	// value_expr, the function returns the position of the first NULL in
	// the array" (behavior change 2023_01, bcr-882: "for consistency with
	// the ARRAY_CONTAINS function"). The reference does not say what a NULL
	// array gives.
	reg(&scalarFunc{name: "array_offset_not_distinct", min: 2, max: 2, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		es, err := sfArrayArg(a[0], "array_position")
		if err != nil {
			return Null, err
		}
		if i := sfFind(es, a[1]); i >= 0 {
			return IntValue(int64(i)), nil
		}
		return Null, nil
	}})
}

// sfArrayArg is the elements of a Snowflake array argument; a NULL array
// is an error, its result being undocumented.
func sfArrayArg(v Value, fn string) ([]Value, error) {
	if v.k == KindNull {
		return nil, fmt.Errorf("%s: Snowflake does not document the result for a NULL array", fn)
	}
	return arrArg(v, fn)
}

// sfFind is the index of the first element of es that Snowflake's
// ARRAY_CONTAINS and ARRAY_POSITION find for x, -1 when none is: a SQL
// NULL x finds a SQL NULL element, a JSON null x a JSON null element, any
// other x an element equal to it (SQL NULL and JSON null elements never
// equal one).
func sfFind(es []Value, x Value) int {
	for i, e := range es {
		switch {
		case x.k == KindNull || e.k == KindNull:
			if x.k == e.k {
				return i
			}
		case sfJSONNull(x) || sfJSONNull(e):
			if sfJSONNull(x) && sfJSONNull(e) {
				return i
			}
		default:
			if c, err := compareLoose(e, x); err == nil && c == 0 {
				return i
			}
		}
	}
	return -1
}

// sfJSONNull reports whether v is a JSON null (a VARIANT holding null).
func sfJSONNull(v Value) bool {
	return v.k == KindJSON && strings.TrimSpace(textOf(v)) == "null"
}

// sfSearchValue checks the value of ARRAY_CONTAINS and ARRAY_POSITION
// (array_contains_find_null, array_offset_not_distinct) against the
// Snowflake SQL reference (ARRAY_CONTAINS, Arguments and Usage notes): "If
// array is a semi-structured array, value_expr must evaluate to a
// VARIANT", an explicit cast being required for strings, binaries,
// booleans, dates and times (numbers are cast implicitly). The arrays
// known here to be semi-structured are those Snowflake builds so: an
// array constant ([...], ARRAY_CONSTRUCT), any function's result (SPLIT,
// ARRAY_AGG...), and a CASE all of whose results are one of those. A
// column is taken to be the structured ARRAY(T) its table declares.
func sfSearchValue(x *ast.Func, name string, args []Expr) error {
	if name != "array_contains_find_null" && name != "array_offset_not_distinct" || len(x.Args) != 2 || len(args) != 2 {
		return nil
	}
	// canonical (array, value): ARRAY_CONTAINS(value, array) as written
	if !sfSemiStructured(x.Args[0]) {
		return nil
	}
	switch k := args[1].Type().Kind; {
	case k.IsText(), k == ast.TypeBinary, k == ast.TypeBool, k == ast.TypeDate, k == ast.TypeTime,
		k == ast.TypeTimestamp, k == ast.TypeTimestampTZ:
		fn := "ARRAY_CONTAINS"
		if name == "array_offset_not_distinct" {
			fn = "ARRAY_POSITION"
		}
		return errAt(x, "%s: the array is semi-structured, so the value must be a VARIANT, not %s (cast it: value::VARIANT)", fn, k)
	}
	return nil
}

// sfSemiStructured: Snowflake builds e as a semi-structured ARRAY (see
// sfSearchValue).
func sfSemiStructured(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Array:
		return true
	case *ast.Func:
		return true
	case *ast.Case:
		n := 0
		for _, w := range x.Whens {
			if isNullLit(w.Result) {
				continue
			}
			if !sfSemiStructured(w.Result) {
				return false
			}
			n++
		}
		if x.Else != nil && !isNullLit(x.Else) {
			if !sfSemiStructured(x.Else) {
				return false
			}
			n++
		}
		return n > 0
	}
	return false
}

func isNullLit(e ast.Expr) bool {
	l, ok := e.(*ast.Literal)
	return ok && l.Kind == ast.LitNull
}
