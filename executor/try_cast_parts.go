package executor

import "github.com/lateral-sql/lateral/ast"

// Options.TryCastParts: DuckDB's TRY_CAST of a list, a struct or a map
// casts each element, field, key and value on its own, a part that does
// not cast NULL (DuckDB 1.5 run: TRY_CAST(['1','x'] AS INTEGER[]) is
// [1, NULL], TRY_CAST([['1','x'],['2']] AS INTEGER[][]) [[1, NULL], [2]],
// TRY_CAST({'a': '1', 'b': 'x'} AS STRUCT(a INTEGER, b INTEGER)) {a: 1,
// b: NULL}, TRY_CAST(MAP {'x': '1'} AS MAP(INTEGER, INTEGER)) MAP{NULL:
// 1}), where the whole value is NULL otherwise. A list's text is cast so
// too (TRY_CAST('[1, x]' AS INTEGER[]) is [1, NULL]; duck_list_cast.go).
// A list of another size than a fixed-size array type's (INTEGER[3]) is
// NULL as a whole (DuckDB 1.5 run: TRY_CAST(['1','x'] AS INTEGER[3]) is
// NULL, AS INTEGER[2] [1, NULL], TRY_CAST([[1,2],[3]] AS INTEGER[2][])
// [[1, 2], NULL]).

// tryCastParts is the value TRY_CAST gives of v to t under
// Options.TryCastParts, cast converting one value; cast(v, t) failed.
func tryCastParts(v Value, t Type, cast func(Value, Type) (Value, error)) Value {
	part := func(v Value, t Type) Value {
		out, err := cast(v, t)
		if err != nil {
			return tryCastParts(v, t, cast)
		}
		return out
	}
	parts := func(vs []Value, t func(i int) Type) []Value {
		out := make([]Value, len(vs))
		for i, e := range vs {
			out[i] = part(e, t(i))
		}
		return out
	}
	switch {
	case v.k == KindArray && t.Kind == ast.TypeArray && t.Elem != nil && (t.Prec == 0 || len(v.Elems()) == t.Prec):
		return ArrayValue(parts(v.Elems(), func(int) Type { return *t.Elem }))
	case v.k == KindString && t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind != ast.TypeJSON:
		// a list's text (duck_list_cast.go)
		if es, ok := duckListElems(v.s); ok && (t.Prec == 0 || len(es) == t.Prec) {
			return ArrayValue(parts(es, func(int) Type { return *t.Elem }))
		}
	case v.k == KindStruct && t.Kind == ast.TypeStruct && structFieldsAre(v.Struct().Names, t):
		return StructOf(v.Struct().Names, parts(v.Struct().Vals, func(i int) Type { return t.Fields[i].Type }))
	case v.k == KindMap && t.Kind == ast.TypeMap && t.Key != nil && t.Val != nil:
		m := v.Map()
		return MapOf(parts(m.Keys, func(int) Type { return *t.Key }), parts(m.Vals, func(int) Type { return *t.Val }))
	}
	return Null
}
