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

// The rows checked against the dialects' documentation: two dialects share
// a meaning for a call exactly where their pages say the same thing (see
// the citations in functions_false_friends.go).
func TestFalseFriendDocumentedRows(t *testing.T) {
	col := &ast.ColumnRef{Name: ast.QName{{Name: "x"}}}
	neg := &ast.Unary{Op: ast.OpNeg, X: &ast.Literal{Kind: ast.LitInt, Value: "1"}}
	call := func(args ...ast.Expr) *ast.Func { return &ast.Func{Args: args} }
	for _, tc := range []struct {
		name, a, b string
		f          *ast.Func
		same       bool
	}{
		// Snowflake LEFT with a negative count is the empty string, as
		// Spark and Doris; its RIGHT has no page found, so it is apart.
		{"left", dSnow, dSpark, call(col, neg), true},
		{"left", dSnow, dDoris, call(col, col), true},
		{"right", dSnow, dSpark, call(col, neg), false},
		{"right", dSnow, dDoris, call(col, col), false},
		{"right", dSpark, dDoris, call(col, col), true},
		{"right", dSnow, dSpark, call(col, &ast.Literal{Kind: ast.LitInt, Value: "2"}), true},
		// Doris printf is NULL for a NULL argument, unlike Spark's Java
		// Formatter, and its specifiers are not DuckDB's.
		{"printf", dDoris, dSpark, call(col, col), false},
		{"printf", dDoris, dDuck, call(col, col), false},
		{"printf", dHive, dSpark, call(col, col), true},
		// Spark and Snowflake decode of three arguments or more match
		// NULL with NULL alike.
		{"decode", dSpark, dSnow, call(col, col, col), true},
		{"decode", dSpark, dHive, call(col, col), true},
	} {
		ff := falseFriends[tc.name]
		ma, mb := ff.meaningOf(tc.a, tc.f), ff.meaningOf(tc.b, tc.f)
		if ma < 0 || mb < 0 {
			t.Errorf("%s %s/%s: no meaning (%d, %d)", tc.name, tc.a, tc.b, ma, mb)
			continue
		}
		if (ma == mb) != tc.same {
			t.Errorf("%s %s/%s with %d args: same meaning %v, want %v", tc.name, tc.a, tc.b, len(tc.f.Args), ma == mb, tc.same)
		}
	}
	// The meanings say what the pages say.
	for _, tc := range []struct{ name, d, has, hasNot string }{
		{"to_json", dSnow, "VARIANT", "NULL"},
		{"hash", dSnow, "never NULL", ""},
		{"json_extract", dDoris, "even of one", ""},
		{"timestampdiff", dDoris, "QUARTER", ""},
		{"printf", dDoris, "NULL when any argument is NULL", ""},
	} {
		ff := falseFriends[tc.name]
		i := ff.meaningOf(tc.d, &ast.Func{Args: []ast.Expr{col, col, col}})
		if i < 0 {
			t.Errorf("%s: no meaning in %s", tc.name, tc.d)
			continue
		}
		w := ff.means[i].what
		if !strings.Contains(w, tc.has) || tc.hasNot != "" && strings.Contains(w, tc.hasNot) {
			t.Errorf("%s in %s: %q, want it to say %q and not %q", tc.name, tc.d, w, tc.has, tc.hasNot)
		}
	}
}
