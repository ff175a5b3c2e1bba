package ast

import (
	"reflect"
	"sync"
)

// Clone returns a deep copy of the tree rooted at n: every node, and every
// slice and pointer below it (QName parts, Idents, type parameters), is
// new, so the copy shares no memory with n. Spans are kept. A nil n gives
// nil.
//
// Clone is for a caller that wants to modify a tree in place; passes should
// prefer Rewrite, which copies only what changes.
func Clone[T Node](n T) T {
	var out T
	src := reflect.ValueOf(&n).Elem()
	reflect.ValueOf(&out).Elem().Set(deepCopy(src))
	return out
}

// deepCopy returns a copy of v that shares no pointer or slice with it.
// Node types have exported fields only, which reflect can both read and set.
func deepCopy(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		p := reflect.New(v.Type().Elem())
		p.Elem().Set(deepCopy(v.Elem()))
		return p
	case reflect.Interface:
		if v.IsNil() {
			return v
		}
		out := reflect.New(v.Type()).Elem()
		out.Set(deepCopy(v.Elem()))
		return out
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		out := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		if !needsDeepCopy(v.Type().Elem()) {
			reflect.Copy(out, v)
			return out
		}
		for i := range v.Len() {
			out.Index(i).Set(deepCopy(v.Index(i)))
		}
		return out
	case reflect.Struct:
		out := reflect.New(v.Type()).Elem()
		out.Set(v)
		for _, i := range deepFields(v.Type()) {
			out.Field(i).Set(deepCopy(v.Field(i)))
		}
		return out
	case reflect.Array:
		if !needsDeepCopy(v.Type().Elem()) {
			return v
		}
		out := reflect.New(v.Type()).Elem()
		for i := range v.Len() {
			out.Index(i).Set(deepCopy(v.Index(i)))
		}
		return out
	case reflect.Map, reflect.Chan, reflect.Func, reflect.UnsafePointer:
		panic("ast.Clone: unsupported field kind " + v.Kind().String() + " in " + v.Type().String())
	default:
		return v
	}
}

// deepFieldCache maps a struct type to the indexes of its fields that hold
// pointers or slices.
var deepFieldCache sync.Map // reflect.Type -> []int

func deepFields(t reflect.Type) []int {
	if f, ok := deepFieldCache.Load(t); ok {
		return f.([]int)
	}
	var idx []int
	for i := range t.NumField() {
		if needsDeepCopy(t.Field(i).Type) {
			idx = append(idx, i)
		}
	}
	deepFieldCache.Store(t, idx)
	return idx
}

// needsDeepCopy reports whether a value of type t may share memory.
func needsDeepCopy(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Pointer, reflect.Interface, reflect.Slice,
		reflect.Map, reflect.Chan, reflect.Func, reflect.UnsafePointer:
		return true
	case reflect.Array:
		return needsDeepCopy(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if needsDeepCopy(t.Field(i).Type) {
				return true
			}
		}
	}
	return false
}
