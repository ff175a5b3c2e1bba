package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Options.StructCastByName: DuckDB casts a STRUCT to a STRUCT by field
// names, not positions: a target field takes the source field of its
// name (case-insensitively), NULL where there is none, and a source field
// the target lacks is dropped; no name in common is a Binder Error
// (DuckDB 1.5 run: CAST({'a': 1, 'b': 2} AS STRUCT(b INTEGER, a INTEGER))
// is {b: 2, a: 1}, AS STRUCT(a INTEGER, c INTEGER) {a: 1, c: NULL},
// CAST({'a': 1} AS STRUCT(a INTEGER, b INTEGER)) {a: 1, b: NULL}, AS
// STRUCT(c INTEGER, d INTEGER) raises "STRUCT to STRUCT cast must have at
// least one matching member", TRY_CAST too). The fields of row(...) have
// no names (Type.Unnamed) and are cast by position (CAST(row(1, 2) AS
// STRUCT(a INTEGER, b INTEGER)) is {a: 1, b: 2}).

// structCastByName reports whether a cast from the type from to the type
// to casts a struct of named fields to a struct, in a list, a map or a
// struct too (CastE.ByName); err is DuckDB's Binder Error of such a cast
// with no field name in common, raised at x.
func structCastByName(x ast.Node, from, to Type) (byName bool, err error) {
	switch {
	case from.Kind == ast.TypeStruct && to.Kind == ast.TypeStruct && len(from.Fields) > 0 && len(to.Fields) > 0 && !from.Unnamed:
		matched := false
		for _, f := range to.Fields {
			if i := fieldIndex(from.Fields, f.Name); i >= 0 {
				matched = true
				if _, err := structCastByName(x, from.Fields[i].Type, f.Type); err != nil {
					return false, err
				}
			}
		}
		if !matched {
			return false, errAt(x, "DuckDB casts a STRUCT to a STRUCT by field names, and %s has none of %s's (a Binder Error there: STRUCT to STRUCT cast must have at least one matching member): name the fields alike, or build the target with struct_pack", to, from)
		}
		return true, nil
	case from.Kind == ast.TypeArray && to.Kind == ast.TypeArray && from.Elem != nil && to.Elem != nil:
		return structCastByName(x, *from.Elem, *to.Elem)
	case from.Kind == ast.TypeMap && to.Kind == ast.TypeMap && from.Key != nil && to.Key != nil && from.Val != nil && to.Val != nil:
		k, err := structCastByName(x, *from.Key, *to.Key)
		if err != nil {
			return false, err
		}
		v, err := structCastByName(x, *from.Val, *to.Val)
		return k || v, err
	}
	return false, nil
}

// fieldIndex is the index of the field named name in fs
// (case-insensitively), or -1.
func fieldIndex(fs []FieldType, name string) int {
	for i, f := range fs {
		if strings.EqualFold(f.Name, name) {
			return i
		}
	}
	return -1
}

// structsByName is v with each struct cast to a struct of t (in a list or
// a map too) laid out as t's fields by name (see Options.StructCastByName),
// for the positional cast to follow; a struct with no field of t's names
// is kept as it is.
func structsByName(v Value, t Type) Value {
	switch {
	case v.k == KindStruct && t.Kind == ast.TypeStruct && len(t.Fields) > 0:
		s := v.Struct()
		names, vals := make([]string, len(t.Fields)), make([]Value, len(t.Fields))
		matched := false
		for i, f := range t.Fields {
			names[i], vals[i] = f.Name, Null
			for j, n := range s.Names {
				if strings.EqualFold(n, f.Name) {
					vals[i], matched = structsByName(s.Vals[j], f.Type), true
					break
				}
			}
		}
		if matched {
			return StructOf(names, vals)
		}
	case v.k == KindArray && t.Kind == ast.TypeArray && t.Elem != nil:
		es := v.Elems()
		out := make([]Value, len(es))
		for i, e := range es {
			out[i] = structsByName(e, *t.Elem)
		}
		return ArrayValue(out)
	case v.k == KindMap && t.Kind == ast.TypeMap && t.Key != nil && t.Val != nil:
		m := v.Map()
		ks, vs := make([]Value, len(m.Keys)), make([]Value, len(m.Vals))
		for i := range m.Keys {
			ks[i], vs[i] = structsByName(m.Keys[i], *t.Key), structsByName(m.Vals[i], *t.Val)
		}
		return MapOf(ks, vs)
	}
	return v
}

// duckDuplicateField is DuckDB's Binder Error of a struct whose field
// names (of a {...} literal, or of a STRUCT type t, nested too) repeat
// one, case-insensitively, nil otherwise (under Options.StructCastByName;
// DuckDB 1.5 run: {'a': 1, 'A': 2} raises "Duplicate struct entry name
// "A"", CAST({'a': 1} AS STRUCT(a INTEGER, A VARCHAR)) "Duplicate STRUCT
// type argument name "A"", where the executor answered).
func duckDuplicateField(x ast.Node, literal []string, t *ast.TypeName) error {
	dup := func(names []string) string {
		for i, n := range names {
			for _, m := range names[:i] {
				if strings.EqualFold(n, m) {
					return n
				}
			}
		}
		return ""
	}
	if n := dup(literal); n != "" {
		return errAt(x, "Duplicate struct entry name %q (a Binder Error in DuckDB): name each field once", n)
	}
	if t == nil {
		return nil
	}
	names := make([]string, len(t.Fields))
	for i, f := range t.Fields {
		if names[i] = f.Name.Name; f.Name.Name == "" {
			return nil // a Trino ROW's anonymous fields
		}
		if err := duckDuplicateField(x, nil, f.Type); err != nil {
			return err
		}
	}
	if n := dup(names); n != "" {
		return errAt(x, "Duplicate STRUCT type argument name %q (a Binder Error in DuckDB): name each field once", n)
	}
	for _, e := range []*ast.TypeName{t.Elem, t.Key, t.Value} {
		if err := duckDuplicateField(x, nil, e); err != nil {
			return err
		}
	}
	return nil
}

// holdsMapType: t is or holds a MAP.
func holdsMapType(t Type) bool {
	if t.Kind == ast.TypeMap {
		return true
	}
	if t.Elem != nil && holdsMapType(*t.Elem) {
		return true
	}
	for _, f := range t.Fields {
		if holdsMapType(f.Type) {
			return true
		}
	}
	return false
}

// duckStructTextError refuses the cast x of a string (of type from) to a
// type t that is or holds a STRUCT: DuckDB reads a struct's text there
// (DuckDB 1.5 run: CAST('{a: 1}' AS STRUCT(a INTEGER)) is {a: 1}, and
// TRY_CAST too), which the executor does not (it raised, and TRY_CAST
// gave NULL).
func duckStructTextError(x *ast.Cast, from, to Type) error {
	if from.Kind.IsText() && from.Kind != ast.TypeJSON && holdsMapType(to) {
		// DuckDB 1.5 run: CAST('{a=1, b=2}' AS MAP(VARCHAR, INTEGER)) is
		// {a=1, b=2}, TRY_CAST too, and TRY_CAST('[{a=1}]' AS MAP(VARCHAR,
		// INTEGER)[]) [{a=1}]; the executor raised, and TRY_CAST gave NULL
		return errAt(x, "the reference executor does not read a MAP's text as DuckDB does (CAST('{a=1}' AS MAP(VARCHAR, INTEGER)) is {a=1} there): build the map with MAP {'a': 1}, or run the query on DuckDB (--engine duckdb)")
	}
	if !from.Kind.IsText() || !holdsNamedStruct(to) {
		return nil
	}
	return errAt(x, "the reference executor does not read a STRUCT's text as DuckDB does (CAST('{a: 1}' AS STRUCT(a INTEGER)) is {a: 1} there): build the struct with {'a': 1} or struct_pack, or run the query on DuckDB (--engine duckdb)")
}
