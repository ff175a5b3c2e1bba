package dialects

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
)

// falseFriendDoc writes the section of docs/functions.md listing the
// built-ins refused (CodeFalseFriend) between dialects that give one name
// other meanings.
func falseFriendDoc(b *strings.Builder) {
	b.WriteString("## Built-ins of one name with other meanings\n\n" +
		"Functions lateral does not read that several dialects document under one name with meanings that differ on some input. " +
		"A call is refused (`" + CodeFalseFriend + "`) from one of these dialects to another that gives it another meaning; " +
		"toward a dialect giving it the same meaning, or one not listed, it passes unchanged with `" + CodeFuncUnchecked + "`.\n\n" +
		"| function | dialects | meaning there |\n|---|---|---|\n")
	names := make([]string, 0, len(falseFriends))
	for n := range falseFriends {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		for _, m := range falseFriends[n].means {
			fmt.Fprintf(b, "| `%s` | %s | %s |\n", n, strings.Join(m.ds, ", "), fnDocEscape(m.what))
		}
	}
	b.WriteString("\n")
}

// Every false friend names dialects that exist, is not a function lateral
// knows (its call would never reach the check), lists a dialect at most
// once for the calls of no particular form (a later meaning would never
// apply), and has two meanings at least.
func TestFalseFriendTable(t *testing.T) {
	if len(falseFriends) == 0 {
		t.Fatal("no false friends")
	}
	for name, ff := range falseFriends {
		if _, known := catalog.Lookup(name); known {
			t.Errorf("%s: a catalog function, never unknown", name)
		}
		if len(ff.means) < 2 {
			t.Errorf("%s: one meaning only", name)
		}
		whole := map[string]bool{}
		for _, m := range ff.means {
			if m.what == "" || len(m.ds) == 0 {
				t.Errorf("%s: a meaning without dialects or text", name)
			}
			for _, d := range m.ds {
				if _, ok := Lookup(d); !ok {
					t.Errorf("%s: unknown dialect %q", name, d)
				}
				if whole[d] {
					t.Errorf("%s: %s has a meaning after one for every call", name, d)
				}
				if m.form == nil {
					whole[d] = true
				}
			}
		}
	}
}

// A call belongs to the first meaning its dialect lists that accepts it.
func TestFalseFriendMeaningOf(t *testing.T) {
	call := func(args ...ast.Expr) *ast.Func {
		return &ast.Func{Name: ast.QName{{Name: "left"}}, Args: args}
	}
	s := &ast.ColumnRef{Name: ast.QName{{Name: "s"}}}
	lit := func(v string) ast.Expr { return &ast.Literal{Kind: ast.LitInt, Value: v} }
	neg := &ast.Unary{Op: ast.OpNeg, X: lit("1")}
	ff := falseFriends["left"]
	for _, tc := range []struct {
		d    string
		f    *ast.Func
		want int
	}{
		{dPG, call(s, lit("3")), 0},
		{dSpark, call(s, lit("0")), 0},
		{dPG, call(s, neg), 1},
		{dSpark, call(s, neg), 2},
		{dBQ, call(s, s), 3},
		{dTrino, call(s, lit("3")), -1},
	} {
		if got := ff.meaningOf(tc.d, tc.f); got != tc.want {
			t.Errorf("%s left with %d args: meaning %d, want %d", tc.d, len(tc.f.Args), got, tc.want)
		}
	}
	if slices.Contains(ff.means[0].ds, dTrino) {
		t.Error("trino has no left")
	}
}
