package executor

import (
	"reflect"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB orders a set operation by an expression that is not an output
// column when it repeats the select-list expression of one column in one
// of the branches (SELECT UNNEST(s) FROM t UNION ALL SELECT s.a, s.b FROM
// t ORDER BY s.a orders by the first column); an expression matching
// different columns in different branches is ambiguous. The executor
// matches the expressions as written (the same tree, names compared as
// DuckDB does); DuckDB binds them, so it also matches a differently
// spelled reference to the same column (t.x for x), which the executor
// reports as an error instead.

// setOpOrderColumn is the output column of the set operation body that
// the ORDER BY expression e names through a branch, or -1.
func setOpOrderColumn(body ast.QueryExpr, e ast.Expr) (int, error) {
	found := -1
	var walk func(q ast.QueryExpr) error
	walk = func(q ast.QueryExpr) error {
		switch x := q.(type) {
		case *ast.SetOp:
			if err := walk(x.L); err != nil {
				return err
			}
			return walk(x.R)
		case *ast.Select:
			for i, it := range x.Items {
				if !singleColumnItem(it) {
					break // the columns after it cannot be counted
				}
				if !sameTree(reflect.ValueOf(it.Expr), reflect.ValueOf(e)) {
					continue
				}
				if found >= 0 && found != i {
					return errAt(e, "ORDER BY: ambiguous reference to a column of the set operation")
				}
				found = i
			}
		}
		return nil
	}
	if err := walk(body); err != nil {
		return -1, err
	}
	return found, nil
}

// singleColumnItem: the item is one output column (not *, nor a
// generator that may expand into several).
func singleColumnItem(it *ast.SelectItem) bool {
	if len(it.Aliases) > 0 {
		return false
	}
	switch x := it.Expr.(type) {
	case *ast.Star:
		return false
	case *ast.Func:
		switch strings.ToLower(x.Name.Last().Name) {
		case "unnest", "explode", "explode_outer", "posexplode", "posexplode_outer",
			"inline", "inline_outer", "stack", "json_tuple", "parse_url_tuple":
			return false
		}
	}
	return true
}

var astSpanType = reflect.TypeOf(ast.Span{})

// sameTree compares two trees, positions aside, unquoted names
// case-insensitively.
func sameTree(a, b reflect.Value) bool {
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
		return sameTree(a.Elem(), b.Elem())
	case reflect.Struct:
		if a.Type() == astSpanType {
			return true
		}
		if x, ok := a.Interface().(ast.Ident); ok {
			y := b.Interface().(ast.Ident)
			if x.Quoted || y.Quoted {
				return x.Name == y.Name
			}
			return strings.EqualFold(x.Name, y.Name)
		}
		for i := 0; i < a.NumField(); i++ {
			if a.Type().Field(i).IsExported() && !sameTree(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return false
		}
		for i := 0; i < a.Len(); i++ {
			if !sameTree(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Map:
		return a.Len() == 0 && b.Len() == 0
	}
	return a.Interface() == b.Interface()
}
