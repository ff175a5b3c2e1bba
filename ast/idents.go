package ast

import "reflect"

var (
	funcType     = reflect.TypeFor[Func]()
	namedArgType = reflect.TypeFor[NamedArg]()
)

// EachName calls f with a pointer to every identifier under n that names
// data: tables, columns, fields, aliases, CTEs, lambda parameters. The
// names of functions and of their named arguments are skipped: they name
// the dialect's own routines, not the query's data.
func EachName(n Node, f func(*Ident)) {
	if n != nil {
		eachName(reflect.ValueOf(n), f)
	}
}

func eachName(v reflect.Value, f func(*Ident)) {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if !v.IsNil() {
			eachName(v.Elem(), f)
		}
	case reflect.Struct:
		switch v.Type() {
		case spanType:
			return
		case identType:
			if v.CanAddr() {
				f(v.Addr().Interface().(*Ident))
			}
			return
		}
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			sf := t.Field(i)
			if !sf.IsExported() || sf.Name == "Name" && (t == funcType || t == namedArgType) {
				continue
			}
			eachName(v.Field(i), f)
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			eachName(v.Index(i), f)
		}
	}
}
