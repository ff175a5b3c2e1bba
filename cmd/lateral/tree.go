package main

import (
	"fmt"
	"io"
	"reflect"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// writeTree prints a syntax tree one node a line, indented by depth, with
// the node's position and its scalar fields (names, values, operators).
func writeTree(w io.Writer, root ast.Node) {
	depth := 0
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil {
			depth--
			return false
		}
		fmt.Fprintf(w, "%s%s %s%s\n", strings.Repeat("  ", depth), reflect.TypeOf(n).Elem().Name(), n.Pos(), nodeLabel(n))
		depth++
		return true
	})
}

// nodeLabel lists a node's identifiers, strings, booleans and enums.
func nodeLabel(n ast.Node) string {
	v := reflect.ValueOf(n).Elem()
	var parts []string
	for i := 0; i < v.NumField(); i++ {
		f, ft := v.Field(i), v.Type().Field(i)
		if ft.Anonymous {
			continue
		}
		var s string
		switch x := f.Interface().(type) {
		case ast.Ident:
			s = x.Name
		case *ast.Ident:
			if x != nil {
				s = x.Name
			}
		case ast.QName:
			names := make([]string, len(x))
			for i, id := range x {
				names[i] = id.Name
			}
			s = strings.Join(names, ".")
		case []ast.Ident:
			names := make([]string, len(x))
			for i, id := range x {
				names[i] = id.Name
			}
			s = strings.Join(names, ",")
		case string:
			s = fmt.Sprintf("%q", x)
			if x == "" {
				s = ""
			}
		case bool:
			if x {
				s = "true"
			}
		case fmt.Stringer:
			if f.Kind() == reflect.Uint8 {
				if s = x.String(); s == "unknown" && f.Uint() == 0 {
					s = ""
				}
			}
		case int:
			if x != 0 {
				s = fmt.Sprint(x)
			}
		}
		if s != "" {
			parts = append(parts, strings.ToLower(ft.Name[:1])+ft.Name[1:]+"="+s)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " " + strings.Join(parts, " ")
}
