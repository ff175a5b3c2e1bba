package executor

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestDorisMapSize: Doris map_size counts a map's entries, a NULL key or
// value included, and gives NULL for a NULL map (Doris documentation,
// MAP_SIZE); it takes maps only. Doris's array_size, size and cardinality
// read as the canonical cardinality (NULL for a NULL array), which the
// translation tests check.
func TestDorisMapSize(t *testing.T) {
	e := newTestEngine(t)
	nullMap := &ast.Cast{X: null(), Type: &ast.TypeName{Kind: ast.TypeMap, Key: &ast.TypeName{Kind: ast.TypeInt}, Value: &ast.TypeName{Kind: ast.TypeString}}}
	for _, tc := range []struct {
		name string
		m    ast.Expr
		want string
	}{
		{"two entries", &ast.Map{Keys: []ast.Expr{ilit(1), ilit(2)}, Values: []ast.Expr{slit("a"), null()}}, "2"},
		{"empty", &ast.Map{}, "0"},
		{"NULL", nullMap, "NULL"},
	} {
		got, err := runErr(e, query(selectQ(items(fn("map_size", tc.m)))))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if got[0] != tc.want {
			t.Errorf("%s: got %s, want %s", tc.name, got[0], tc.want)
		}
	}
	if _, err := runErr(e, query(selectQ(items(fn("map_size", arr(ilit(1))))))); err == nil {
		t.Errorf("map_size of an array: no error")
	}
}
