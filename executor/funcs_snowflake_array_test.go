package executor

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestSnowflakeArraySearch checks Snowflake's ARRAY_CONTAINS
// (array_contains_find_null) and ARRAY_POSITION (array_offset_not_distinct)
// against the sentences of the Snowflake SQL reference: a NULL value finds
// a SQL NULL element, else ARRAY_CONTAINS is NULL; a non-NULL value ignores
// NULL elements; positions are 0-based, NULL for a miss; a JSON null finds
// only a JSON null. A NULL array, which the reference leaves open, is an
// error.
func TestSnowflakeArraySearch(t *testing.T) {
	e := newTestEngine(t)
	jsonNull := func() ast.Expr { return fn("parse_json", slit("null")) }
	inputs := []struct {
		name string
		a, v func() ast.Expr
	}{
		{"found after a NULL element", func() ast.Expr { return arr(null(), ilit(1)) }, func() ast.Expr { return ilit(1) }},
		{"miss with a NULL element", func() ast.Expr { return arr(ilit(2), null()) }, func() ast.Expr { return ilit(1) }},
		{"miss", func() ast.Expr { return arr(ilit(2), ilit(3)) }, func() ast.Expr { return ilit(1) }},
		{"empty, NULL value", func() ast.Expr { return arr() }, func() ast.Expr { return null() }},
		{"NULL value, NULL element", func() ast.Expr { return arr(ilit(2), null()) }, func() ast.Expr { return null() }},
		{"NULL value, no NULL element", func() ast.Expr { return arr(ilit(2)) }, func() ast.Expr { return null() }},
		{"JSON null value, SQL NULL element", func() ast.Expr { return arr(ilit(2), null()) }, jsonNull},
		{"JSON null value, JSON null element", func() ast.Expr { return arr(fn("parse_json", slit("2")), jsonNull()) }, jsonNull},
	}
	want := map[string][]string{
		"array_contains_find_null":  {"true", "false", "false", "NULL", "true", "NULL", "false", "true"},
		"array_offset_not_distinct": {"1", "NULL", "NULL", "NULL", "1", "NULL", "NULL", "1"},
	}
	for name, ws := range want {
		for i, in := range inputs {
			got, err := runErr(e, query(selectQ(items(fn(name, in.a(), in.v())))))
			if err != nil {
				t.Errorf("%s, %s: %v", name, in.name, err)
				continue
			}
			if got[0] != ws[i] {
				t.Errorf("%s, %s: got %s, want %s", name, in.name, got[0], ws[i])
			}
		}
		nullArr := &ast.Cast{X: null(), Type: &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeInt}}}
		if _, err := runErr(e, query(selectQ(items(fn(name, nullArr, ilit(1)))))); err == nil || !strings.Contains(err.Error(), "does not document") {
			t.Errorf("%s of a NULL array: want an error saying it is not documented, got %v", name, err)
		}
	}
}

// TestSnowflakeSplit checks SPLIT (split_literal_whole): every piece kept,
// "" at either end and between contiguous separators, [s] for an empty
// separator, NULL for a NULL argument; an empty string, which the
// reference leaves open, is an error.
func TestSnowflakeSplit(t *testing.T) {
	e := newTestEngine(t)
	for _, c := range []struct {
		s, d ast.Expr
		want string
	}{
		{slit("|a||"), slit("|"), "['', 'a', '', '']"},
		{slit("127.0.0.1"), slit("."), "['127', '0', '0', '1']"},
		{slit("a::b"), slit("::"), "['a', 'b']"},
		{slit("a,b"), slit(""), "['a,b']"},
		{null(), slit(","), "NULL"},
		{slit("a"), null(), "NULL"},
	} {
		got, err := runErr(e, query(selectQ(items(fn("split_literal_whole", c.s, c.d)))))
		if err != nil {
			t.Errorf("split(%v, %v): %v", c.s, c.d, err)
			continue
		}
		if got[0] != c.want {
			t.Errorf("split(%v, %v) = %s, want %s", c.s, c.d, got[0], c.want)
		}
	}
	if _, err := runErr(e, query(selectQ(items(fn("split_literal_whole", slit(""), slit(",")))))); err == nil || !strings.Contains(err.Error(), "does not document") {
		t.Errorf("split('', ','): want an error saying it is not documented, got %v", err)
	}
}
