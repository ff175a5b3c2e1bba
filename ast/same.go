package ast

import (
	"reflect"
	"strings"
)

// IdentMatch is the rule SameExpr compares identifiers by.
type IdentMatch uint8

const (
	// IdentFoldUnquoted: two unquoted identifiers match ignoring case; a
	// quoted identifier matches only a quoted one of exactly its spelling.
	// It holds whichever case a dialect folds unquoted names to (x and X
	// are one name everywhere; "x" and "X" are two), and never takes x
	// and "x" for one name, which they are only where unquoted names fold
	// to lower case.
	IdentFoldUnquoted IdentMatch = iota
	// IdentIgnoreCase: identifiers match ignoring case, quoted or not,
	// as DuckDB binds names ("K" names the column k).
	IdentIgnoreCase
)

// SameExpr reports whether a and b are the same expression as written:
// the same node kinds with the same fields, positions (Span) and the
// spellings of call names (Func.Written) ignored, identifiers compared by
// m. Maps in nodes are compared as equal only when both are empty.
func SameExpr(a, b Expr, m IdentMatch) bool {
	return sameValue(reflect.ValueOf(a), reflect.ValueOf(b), m)
}

var spellingType = reflect.TypeFor[Spelling]()

func sameValue(a, b reflect.Value, m IdentMatch) bool {
	if a.IsValid() != b.IsValid() {
		return false
	}
	if !a.IsValid() {
		return true
	}
	if a.Type() != b.Type() {
		return false
	}
	switch a.Kind() {
	case reflect.Interface, reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return sameValue(a.Elem(), b.Elem(), m)
	case reflect.Struct:
		switch a.Type() {
		case spanType:
			return true
		case identType:
			x, y := a.Interface().(Ident), b.Interface().(Ident)
			if m == IdentIgnoreCase || !x.Quoted && !y.Quoted {
				return strings.EqualFold(x.Name, y.Name)
			}
			return x.Quoted == y.Quoted && x.Name == y.Name
		}
		for i := 0; i < a.NumField(); i++ {
			if a.Type().Field(i).IsExported() && !sameValue(a.Field(i), b.Field(i), m) {
				return false
			}
		}
		return true
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return false
		}
		for i := 0; i < a.Len(); i++ {
			if !sameValue(a.Index(i), b.Index(i), m) {
				return false
			}
		}
		return true
	case reflect.Map:
		return a.Len() == 0 && b.Len() == 0
	}
	if a.Type() == spellingType {
		return true
	}
	if a.Type().Comparable() {
		return a.Interface() == b.Interface()
	}
	return false
}
