package ast

import (
	"fmt"
	goast "go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
)

// allNodes returns one zero value of every node type. TestAllNodesComplete
// fails when a node type of the package is missing.
func allNodes() []Node {
	return []Node{
		// Expr
		&Literal{}, &TypedLit{}, &Interval{}, &Param{}, &ColumnRef{}, &Star{},
		&Unary{}, &Binary{}, &IsNull{}, &IsTruth{}, &Like{}, &Between{},
		&InList{}, &InSubquery{}, &Exists{}, &Subquery{}, &Quantified{},
		&Case{}, &Cast{}, &Extract{}, &Func{}, &NamedArg{}, &Lambda{},
		&Array{}, &ArrayQuery{}, &Map{}, &Struct{}, &Subscript{}, &Slice{},
		&FieldAccess{}, &FieldStar{}, &AtTimeZone{}, &Collate{}, &GroupingSets{}, &Rollup{}, &Cube{},
		// TableExpr
		&Table{}, &Derived{}, &Join{}, &Unnest{}, &TableFunc{}, &RowsFrom{}, &Lateral{},
		// QueryExpr
		&Select{}, &SetOp{}, &Values{}, &Query{}, &Describe{},
		// Stmt
		&QueryStmt{}, &Explain{}, &CreateTable{}, &CreateView{}, &Insert{},
		&Drop{}, &LoadData{}, &CreateFunction{}, &CreateType{}, &Set{},
		// Other nodes
		&Script{}, &With{}, &CTE{}, &SelectItem{}, &GroupBy{}, &OrderItem{},
		&NamedWindow{}, &WindowSpec{}, &Frame{}, &FrameBound{}, &When{},
		&StructField{}, &Alias{}, &LateralView{}, &Generator{}, &Ordinality{},
		&ColumnDef{}, &RowFormat{}, &Property{}, &PartitionValue{},
		&TypeName{}, &FieldType{},
	}
}

// TestAllNodesComplete checks allNodes against the struct types that embed
// Span in the package's source (Ident aside: it is a leaf).
func TestAllNodesComplete(t *testing.T) {
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var inSource []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		goast.Inspect(f, func(n goast.Node) bool {
			ts, ok := n.(*goast.TypeSpec)
			if !ok {
				return true
			}
			st, ok := ts.Type.(*goast.StructType)
			if !ok {
				return false
			}
			for _, fl := range st.Fields.List {
				if id, ok := fl.Type.(*goast.Ident); ok && len(fl.Names) == 0 && id.Name == "Span" {
					if ts.Name.Name != "Ident" {
						inSource = append(inSource, ts.Name.Name)
					}
				}
			}
			return false
		})
	}
	var listed []string
	for _, n := range allNodes() {
		listed = append(listed, reflect.TypeOf(n).Elem().Name())
	}
	sort.Strings(inSource)
	sort.Strings(listed)
	for _, name := range inSource {
		if _, found := slices.BinarySearch(listed, name); !found {
			t.Errorf("node type %s is missing from allNodes (and maybe from Walk, Rewrite)", name)
		}
	}
	for _, name := range listed {
		if _, found := slices.BinarySearch(inSource, name); !found {
			t.Errorf("allNodes lists %s, which does not embed Span in the package source", name)
		}
	}
	if len(listed) != len(slices.Compact(slices.Clone(listed))) {
		t.Errorf("allNodes lists a type twice")
	}
}

var (
	nodeType      = reflect.TypeFor[Node]()
	exprType      = reflect.TypeFor[Expr]()
	tableExprType = reflect.TypeFor[TableExpr]()
	queryExprType = reflect.TypeFor[QueryExpr]()
	stmtType      = reflect.TypeFor[Stmt]()
	identPtrType  = reflect.TypeFor[*Ident]()
	qnameType     = reflect.TypeFor[QName]()
)

// A slot is a child position of a node, filled with a sentinel.
type slot struct {
	path string       // Binary.L, InList.List[1], Values.Rows[0][1]
	typ  reflect.Type // what the position holds: Expr, *Query...
	node Node
}

// isChild reports whether a field or element of type t holds a child node.
func isChild(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Interface:
		return t.Implements(nodeType)
	case reflect.Pointer:
		return t.Implements(nodeType) && t != identPtrType
	}
	return false
}

// isLeaf reports whether a field of type t holds no node: scalars, enums,
// Idents, QNames and slices of them.
func isLeaf(t reflect.Type) bool {
	if t == identType || t == identPtrType || t == qnameType {
		return true
	}
	switch t.Kind() {
	case reflect.String, reflect.Bool,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return true
	case reflect.Slice:
		return isLeaf(t.Elem())
	}
	return false
}

// newSentinel returns a new node without children that fits a position of
// type t.
func newSentinel(t reflect.Type, path string) Node {
	switch t {
	case exprType:
		return &Param{Name: path}
	case tableExprType:
		return &Table{Name: QName{{Name: path}}}
	case queryExprType:
		return &Values{}
	case stmtType:
		return &Drop{}
	}
	if t.Kind() == reflect.Pointer {
		return reflect.New(t.Elem()).Interface().(Node)
	}
	panic("no sentinel for " + t.String())
}

// filler fills nodes for the tests: fill sets every child position of a
// node to a distinct sentinel and, with leaves set, every other field to a
// non-zero value.
type filler struct {
	tb     testing.TB
	leaves bool
	next   int // for distinct spans
}

func (f *filler) span() Span {
	f.next++
	o := 10 * f.next
	return Span{Start: Pos{Offset: o, Line: 1, Col: o + 1}, End: Pos{Offset: o + 5, Line: 2, Col: 3}}
}

func (f *filler) ident(name string) Ident {
	return Ident{Span: f.span(), Name: name, Quoted: true}
}

// leaf returns a non-zero value of the leaf type t.
func (f *filler) leaf(t reflect.Type) reflect.Value {
	v := reflect.New(t).Elem()
	switch {
	case t == identType:
		v.Set(reflect.ValueOf(f.ident("id")))
	case t == identPtrType:
		id := f.ident("pid")
		v.Set(reflect.ValueOf(&id))
	case t.Kind() == reflect.String:
		v.SetString("s\"<\n")
	case t.Kind() == reflect.Bool:
		v.SetBool(true)
	case t.Kind() >= reflect.Int && t.Kind() <= reflect.Int64:
		v.SetInt(1)
	case t.Kind() >= reflect.Uint && t.Kind() <= reflect.Uint64:
		v.SetUint(1) // every enum has a value 1
	case t.Kind() == reflect.Slice:
		v.Set(reflect.MakeSlice(t, 2, 2))
		v.Index(0).Set(f.leaf(t.Elem()))
		v.Index(1).Set(f.leaf(t.Elem()))
	default:
		f.tb.Fatalf("no leaf value for %s", t)
	}
	return v
}

func (f *filler) fill(n Node) []slot {
	v := reflect.ValueOf(n).Elem()
	name := v.Type().Name()
	var slots []slot
	add := func(t reflect.Type, path string) reflect.Value {
		s := newSentinel(t, path)
		slots = append(slots, slot{path: path, typ: t, node: s})
		return reflect.ValueOf(s)
	}
	for i := range v.NumField() {
		sf := v.Type().Field(i)
		fv := v.Field(i)
		path := name + "." + sf.Name
		ft := sf.Type
		switch {
		case sf.Anonymous && ft == spanType:
			if f.leaves {
				fv.Set(reflect.ValueOf(f.span()))
			}
		case isLeaf(ft):
			if f.leaves {
				fv.Set(f.leaf(ft))
			}
		case isChild(ft):
			fv.Set(add(ft, path))
		case ft.Kind() == reflect.Slice && isChild(ft.Elem()):
			fv.Set(reflect.MakeSlice(ft, 2, 2))
			for j := range 2 {
				fv.Index(j).Set(add(ft.Elem(), fmt.Sprintf("%s[%d]", path, j)))
			}
		case ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Slice && isChild(ft.Elem().Elem()):
			fv.Set(reflect.MakeSlice(ft, 2, 2))
			for j := range 2 {
				row := reflect.MakeSlice(ft.Elem(), 2, 2)
				for k := range 2 {
					row.Index(k).Set(add(ft.Elem().Elem(), fmt.Sprintf("%s[%d][%d]", path, j, k)))
				}
				fv.Index(j).Set(row)
			}
		default:
			f.tb.Fatalf("%s: field of type %s is neither a leaf nor a child the tests know: teach fill about it", path, ft)
		}
	}
	return slots
}

// filled returns a new node of proto's type, filled, and its slots.
func filled(tb testing.TB, proto Node, leaves bool) (Node, []slot) {
	n := reflect.New(reflect.TypeOf(proto).Elem()).Interface().(Node)
	f := &filler{tb: tb, leaves: leaves}
	return n, f.fill(n)
}

func typeName(n Node) string { return reflect.TypeOf(n).Elem().Name() }

// TestWalkVisitsEveryChild checks that Walk visits every child position of
// every node type exactly once.
func TestWalkVisitsEveryChild(t *testing.T) {
	for _, proto := range allNodes() {
		t.Run(typeName(proto), func(t *testing.T) {
			root, slots := filled(t, proto, true)
			seen := map[Node]int{}
			Inspect(root, func(n Node) bool {
				if n != nil {
					seen[n]++
				}
				return true
			})
			if seen[root] != 1 {
				t.Errorf("root visited %d times", seen[root])
			}
			for _, s := range slots {
				if seen[s.node] != 1 {
					t.Errorf("%s visited %d times, want 1", s.path, seen[s.node])
				}
			}
			if len(seen) != 1+len(slots) {
				t.Errorf("visited %d distinct nodes, want %d", len(seen), 1+len(slots))
			}
		})
	}
}

// TestWalkNilChildren checks that nil children, typed or not, are skipped.
func TestWalkNilChildren(t *testing.T) {
	for _, proto := range allNodes() {
		root := reflect.New(reflect.TypeOf(proto).Elem()).Interface().(Node)
		var got []Node
		Inspect(root, func(n Node) bool {
			if n != nil {
				got = append(got, n)
			}
			return true
		})
		if len(got) != 1 {
			t.Errorf("%s: empty node: visited %d nodes, want 1", typeName(proto), len(got))
		}
	}
	var nilQuery *Query
	Walk(visitorFunc(func(Node) Visitor { t.Fatal("visited a nil node"); return nil }), nilQuery)
	Inspect(&Unary{X: (*Binary)(nil)}, func(n Node) bool {
		if _, ok := n.(*Binary); ok {
			t.Errorf("visited a typed nil")
		}
		return true
	})
}

type visitorFunc func(Node) Visitor

func (f visitorFunc) Visit(n Node) Visitor { return f(n) }

// TestWalkVisitNil checks that every Visit(node) returning a visitor is
// matched by a Visit(nil) after the node's children.
func TestWalkVisitNil(t *testing.T) {
	for _, proto := range allNodes() {
		root, _ := filled(t, proto, false)
		var stack []Node
		var pairs int
		var v visitorFunc
		v = func(n Node) Visitor {
			if n == nil {
				if len(stack) == 0 {
					t.Fatalf("%s: Visit(nil) without a node", typeName(proto))
				}
				stack = stack[:len(stack)-1]
				pairs++
				return nil
			}
			stack = append(stack, n)
			return v
		}
		Walk(v, root)
		if len(stack) != 0 || pairs == 0 {
			t.Errorf("%s: %d nodes left without Visit(nil)", typeName(proto), len(stack))
		}
	}
}

// TestWalkPrune checks that a nil visitor stops the descent.
func TestWalkPrune(t *testing.T) {
	q := &Query{Body: &Select{Items: []*SelectItem{{Expr: &Subquery{Query: &Query{Body: &Values{}}}}}}}
	var got []string
	Inspect(q, func(n Node) bool {
		if n == nil {
			return false
		}
		got = append(got, typeName(n))
		_, isSub := n.(*Subquery)
		return !isSub
	})
	want := []string{"Query", "Select", "SelectItem", "Subquery"}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestWalkSourceOrder checks the orders that the field order does not give.
func TestWalkSourceOrder(t *testing.T) {
	p := func(name string) *Param { return &Param{Name: name} }
	order := func(n Node) string {
		var names []string
		for n := range Preorder(n) {
			if p, ok := n.(*Param); ok {
				names = append(names, p.Name)
			}
		}
		return strings.Join(names, " ")
	}
	tests := []struct {
		node Node
		want string
	}{
		{&Map{Keys: []Expr{p("k1"), p("k2"), p("k3")}, Values: []Expr{p("v1"), p("v2")}}, "k1 v1 k2 v2 k3"},
		{&Query{
			Body:         &Select{Items: []*SelectItem{{Expr: p("item")}}},
			OrderBy:      []*OrderItem{{Expr: p("order")}},
			Limit:        p("limit"),
			Offset:       p("offset"),
			SortBy:       []*OrderItem{{Expr: p("sort")}},
			DistributeBy: []Expr{p("distribute")},
			ClusterBy:    []Expr{p("cluster")},
		}, "item order cluster distribute sort limit offset"},
		{&Lateral{
			Input:      &Derived{Query: &Query{Body: &Values{Rows: [][]Expr{{p("input")}}}}},
			Gens:       []*Generator{{Args: []Expr{p("gen")}}},
			On:         p("on"),
			Ordinality: &Ordinality{},
		}, "input gen on"},
		{&Func{
			Args:        []Expr{p("arg")},
			OrderBy:     []*OrderItem{{Expr: p("order")}},
			WithinGroup: []*OrderItem{{Expr: p("within")}},
			Filter:      p("filter"),
			Over:        &WindowSpec{PartitionBy: []Expr{p("partition")}, OrderBy: []*OrderItem{{Expr: p("worder")}}},
		}, "arg order within filter partition worder"},
	}
	for _, tt := range tests {
		if got := order(tt.node); got != tt.want {
			t.Errorf("%s: got %q, want %q", typeName(tt.node), got, tt.want)
		}
	}
}

func TestWalkUnknownNodePanics(t *testing.T) {
	defer func() {
		r := recover()
		if r == nil || !strings.Contains(fmt.Sprint(r), "*ast.Ident") {
			t.Errorf("got panic %v, want one naming *ast.Ident", r)
		}
	}()
	Inspect(&Ident{Name: "x"}, func(Node) bool { return true })
}

func TestPreorderBreak(t *testing.T) {
	b := &Binary{L: &Param{Name: "a"}, R: &Binary{L: &Param{Name: "b"}, R: &Param{Name: "c"}}}
	var got []string
	for n := range Preorder(b) {
		if p, ok := n.(*Param); ok {
			got = append(got, p.Name)
			if p.Name == "b" {
				break
			}
		}
	}
	if !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("got %v", got)
	}
}

func BenchmarkWalk(b *testing.B) {
	q := benchQuery()
	b.ReportAllocs()
	for b.Loop() {
		n := 0
		Inspect(q, func(Node) bool { n++; return true })
	}
}

// isNil reads the interface's data word: a nil pointer of any node type is
// nil, and a node held by value (a Span, an Ident, even a zero one) is not.
func TestIsNil(t *testing.T) {
	var sel *Select
	var col *ColumnRef
	for _, tc := range []struct {
		n    Node
		want bool
	}{
		{nil, true},
		{sel, true},
		{col, true},
		{&Select{}, false},
		{Span{}, false},
		{Ident{}, false},
		{Ident{Name: "x"}, false},
		{&Ident{}, false},
	} {
		if got := isNil(tc.n); got != tc.want {
			t.Errorf("isNil(%T %v) = %v, want %v", tc.n, tc.n, got, tc.want)
		}
	}
}
