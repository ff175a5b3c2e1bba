package ast

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// children returns the nodes in n's child positions, in the order of fill.
func children(n Node) []Node {
	v := reflect.ValueOf(n).Elem()
	var out []Node
	get := func(x reflect.Value) Node {
		if x.Kind() == reflect.Interface && x.IsNil() {
			return nil
		}
		return x.Interface().(Node)
	}
	for i := range v.NumField() {
		ft := v.Type().Field(i).Type
		fv := v.Field(i)
		switch {
		case isChild(ft):
			out = append(out, get(fv))
		case ft.Kind() == reflect.Slice && isChild(ft.Elem()):
			for j := range fv.Len() {
				out = append(out, get(fv.Index(j)))
			}
		case ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Slice && isChild(ft.Elem().Elem()):
			for j := range fv.Len() {
				for k := range fv.Index(j).Len() {
					out = append(out, get(fv.Index(j).Index(k)))
				}
			}
		}
	}
	return out
}

// TestRewriteReplacesEveryChild replaces every child position of every node
// type and checks that the result holds every replacement, and nothing else
// changed, while the input is untouched.
func TestRewriteReplacesEveryChild(t *testing.T) {
	for _, proto := range allNodes() {
		t.Run(typeName(proto), func(t *testing.T) {
			root, slots := filled(t, proto, true)
			before := Clone(root)
			repl := map[Node]Node{}
			for _, s := range slots {
				repl[s.node] = Clone(s.node) // equal, but another pointer
			}
			calls := 0
			out := Rewrite(root, func(n Node) Node {
				calls++
				if r, ok := repl[n]; ok {
					return r
				}
				return n
			})
			if calls != 1+len(slots) {
				t.Errorf("f called %d times, want %d", calls, 1+len(slots))
			}
			if len(slots) == 0 {
				if out != root {
					t.Errorf("a node without children was copied")
				}
				return
			}
			if out == root {
				t.Fatalf("Rewrite returned the input although children changed")
			}
			got := children(out)
			for i, s := range slots {
				if got[i] != repl[s.node] {
					t.Errorf("%s: result holds %p, want the replacement %p", s.path, got[i], repl[s.node])
				}
			}
			// The input still holds its sentinels and is otherwise unchanged.
			for i, n := range children(root) {
				if n != slots[i].node {
					t.Errorf("%s: input modified", slots[i].path)
				}
			}
			if d := cmp.Diff(before, root); d != "" {
				t.Errorf("input modified (-before +after):\n%s", d)
			}
			// Replacements equal the sentinels, so the result equals the input.
			if d := cmp.Diff(root, out); d != "" {
				t.Errorf("result differs beyond the replaced children (-in +out):\n%s", d)
			}
		})
	}
}

// TestRewriteOneChild replaces one child at a time: only the slices holding
// it may be new; the other slices are shared with the input.
func TestRewriteOneChild(t *testing.T) {
	for _, proto := range allNodes() {
		root, slots := filled(t, proto, false)
		for i, s := range slots {
			r := Clone(s.node)
			out := Rewrite(root, func(n Node) Node {
				if n == s.node {
					return r
				}
				return n
			})
			got := children(out)
			for j, o := range slots {
				want := o.node
				if j == i {
					want = r
				}
				if got[j] != want {
					t.Errorf("%s: replacing %s: position %d holds %p, want %p", typeName(proto), s.path, j, got[j], want)
				}
			}
			sharedSlices(t, root, out, s.path)
		}
	}
}

// sharedSlices checks that slice fields of in and out either share their
// array or differ in one of the sentinels, the one at path.
func sharedSlices(t *testing.T, in, out Node, path string) {
	t.Helper()
	vi, vo := reflect.ValueOf(in).Elem(), reflect.ValueOf(out).Elem()
	for k := range vi.NumField() {
		sf := vi.Type().Field(k)
		if sf.Type.Kind() != reflect.Slice || vi.Field(k).Len() == 0 {
			continue
		}
		same := vi.Field(k).UnsafePointer() == vo.Field(k).UnsafePointer()
		holds := strings.HasPrefix(path, vi.Type().Name()+"."+sf.Name+"[")
		if same == holds {
			t.Errorf("replacing %s: slice %s copied=%v, want %v", path, sf.Name, !same, holds)
		}
	}
}

// TestRewriteOrder checks that f sees the nodes in Walk's post-order.
func TestRewriteOrder(t *testing.T) {
	trees := []Node{benchQuery()}
	for _, proto := range allNodes() {
		root, _ := filled(t, proto, false)
		trees = append(trees, root)
	}
	for _, root := range trees {
		var post, stack []Node
		Inspect(root, func(n Node) bool {
			if n == nil {
				post = append(post, stack[len(stack)-1])
				stack = stack[:len(stack)-1]
			} else {
				stack = append(stack, n)
			}
			return true
		})
		var calls []Node
		Rewrite(root, func(n Node) Node { calls = append(calls, n); return n })
		if len(calls) != len(post) {
			t.Errorf("%s: f called %d times, Walk visits %d nodes", typeName(root), len(calls), len(post))
			continue
		}
		for i := range calls {
			if calls[i] != post[i] {
				t.Errorf("%s: call %d is %T, Walk's post-order has %T", typeName(root), i, calls[i], post[i])
				break
			}
		}
	}
}

// TestRewriteIdentity checks that an f changing nothing gives the input.
func TestRewriteIdentity(t *testing.T) {
	id := func(n Node) Node { return n }
	for _, proto := range allNodes() {
		root, _ := filled(t, proto, true)
		if got := Rewrite(root, id); got != root {
			t.Errorf("%s: Rewrite with identity returned a copy", typeName(proto))
		}
	}
	q := benchQuery()
	if RewriteQuery(q, id) != q {
		t.Errorf("RewriteQuery with identity returned a copy")
	}
	var e Expr = &Binary{L: &Param{}, R: &Param{}}
	if RewriteExpr(e, id) != e {
		t.Errorf("RewriteExpr with identity returned a copy")
	}
	var s Stmt = &QueryStmt{Query: q}
	if RewriteStmt(s, id) != s {
		t.Errorf("RewriteStmt with identity returned a copy")
	}
	if RewriteExpr(nil, id) != nil || RewriteQuery(nil, id) != nil || Rewrite(nil, id) != nil {
		t.Errorf("Rewrite of nil is not nil")
	}
}

// TestRewriteMisfitPanics checks that a replacement of a type that cannot
// stand in its position panics, for every child position.
func TestRewriteMisfitPanics(t *testing.T) {
	for _, proto := range allNodes() {
		root, slots := filled(t, proto, false)
		for _, s := range slots {
			var misfit Node = &OrderItem{} // neither an Expr, TableExpr, QueryExpr nor Stmt
			if s.typ == reflect.TypeFor[*OrderItem]() {
				misfit = &When{}
			}
			func() {
				defer func() {
					r := recover()
					msg := fmt.Sprint(r)
					if r == nil {
						t.Errorf("%s: replacing with %T did not panic", s.path, misfit)
					} else if !strings.Contains(msg, "ast.Rewrite") || !strings.Contains(msg, s.typ.String()) {
						t.Errorf("%s: unclear panic: %s", s.path, msg)
					}
				}()
				Rewrite(root, func(n Node) Node {
					if n == s.node {
						return misfit
					}
					return n
				})
			}()
		}
	}
}

func TestRewriteRootMisfitPanics(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "ast.Expr") {
			t.Errorf("got panic %v, want one naming ast.Expr", r)
		}
	}()
	RewriteExpr(&Param{}, func(n Node) Node { return &Table{} })
}

// TestRewriteNil checks that f may clear an optional child.
func TestRewriteNil(t *testing.T) {
	where := &Binary{L: &Param{Name: "a"}, R: &Param{Name: "b"}}
	sel := &Select{Items: []*SelectItem{{Expr: &Param{Name: "x"}}}, Where: where}
	out := Rewrite(sel, func(n Node) Node {
		if n == where {
			return nil
		}
		return n
	}).(*Select)
	if out == sel || out.Where != nil || sel.Where != where || &out.Items[0] != &sel.Items[0] {
		t.Errorf("clearing Where: got %+v", out)
	}
}

// TestRewriteFold is a small pass: constant folding of integer additions,
// keeping the span of the node it replaces.
func TestRewriteFold(t *testing.T) {
	lit := func(v string) *Literal { return &Literal{Kind: LitInt, Value: v} }
	sp := Span{Start: Pos{Offset: 7, Line: 1, Col: 8}, End: Pos{Offset: 12, Line: 1, Col: 13}}
	shared := &Param{Name: "p"}
	in := &Binary{Op: OpMul, L: shared, R: &Binary{Span: sp, Op: OpAdd, L: lit("1"), R: lit("2")}}
	out := RewriteExpr(in, func(n Node) Node {
		if b, ok := n.(*Binary); ok && b.Op == OpAdd {
			l, lok := b.L.(*Literal)
			r, rok := b.R.(*Literal)
			if lok && rok && l.Kind == LitInt && r.Kind == LitInt {
				return &Literal{Span: b.Span, Kind: LitInt, Value: "3"}
			}
		}
		return n
	})
	want := &Binary{Op: OpMul, L: shared, R: &Literal{Span: sp, Kind: LitInt, Value: "3"}}
	if d := cmp.Diff(want, out); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	if out.(*Binary).L != shared {
		t.Errorf("unchanged child not shared")
	}
	if _, ok := in.R.(*Binary); !ok {
		t.Errorf("input modified")
	}
}

// TestClone checks that Clone gives an equal tree sharing no memory.
func TestClone(t *testing.T) {
	trees := []Node{benchQuery()}
	for _, proto := range allNodes() {
		root, slots := filled(t, proto, true)
		// Fill the sentinels too, so that every field is deep.
		f := &filler{tb: t, leaves: true}
		for _, s := range slots {
			f.fill(s.node)
		}
		trees = append(trees, root)
	}
	for _, root := range trees {
		c := Clone(root)
		if d := cmp.Diff(root, c); d != "" {
			t.Errorf("%s: clone differs (-orig +clone):\n%s", typeName(root), d)
		}
		orig := addresses(reflect.ValueOf(root), map[uintptr]string{}, typeName(root))
		for p, path := range addresses(reflect.ValueOf(c), map[uintptr]string{}, typeName(root)) {
			if o, ok := orig[p]; ok {
				t.Errorf("%s: clone's %s shares memory with %s", typeName(root), path, o)
			}
		}
	}
	if Clone[Expr](nil) != nil {
		t.Errorf("Clone(nil) is not nil")
	}
	var e Expr = &Param{Name: "x"}
	if c := Clone(e); c == e || c.(*Param).Name != "x" {
		t.Errorf("Clone of an Expr: %v", c)
	}
}

// addresses collects the pointers and slice arrays reachable from v.
func addresses(v reflect.Value, seen map[uintptr]string, path string) map[uintptr]string {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			seen[uintptr(v.UnsafePointer())] = path
			addresses(v.Elem(), seen, path)
		}
	case reflect.Interface:
		if !v.IsNil() {
			addresses(v.Elem(), seen, path)
		}
	case reflect.Slice:
		if v.Cap() > 0 {
			seen[v.Pointer()] = path
		}
		for i := range v.Len() {
			addresses(v.Index(i), seen, fmt.Sprintf("%s[%d]", path, i))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			addresses(v.Field(i), seen, path+"."+v.Type().Field(i).Name)
		}
	}
	return seen
}

func BenchmarkRewriteIdentity(b *testing.B) {
	q := benchQuery()
	b.ReportAllocs()
	for b.Loop() {
		Rewrite(q, func(n Node) Node { return n })
	}
}

func BenchmarkClone(b *testing.B) {
	q := benchQuery()
	b.ReportAllocs()
	for b.Loop() {
		Clone(q)
	}
}
