package ast

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestJSONSmallTree(t *testing.T) {
	// t."A" + 1
	sp := func(from, to int) Span {
		return Span{Start: Pos{Offset: from, Line: 1, Col: from + 1}, End: Pos{Offset: to, Line: 1, Col: to + 1}}
	}
	n := &Binary{
		Span: sp(0, 9),
		Op:   OpAdd,
		L: &ColumnRef{Span: sp(0, 5), Name: QName{
			{Span: sp(0, 1), Name: "t"},
			{Span: sp(2, 5), Name: "A", Quoted: true},
		}},
		R: &Literal{Span: sp(8, 9), Kind: LitInt, Value: "1"},
	}
	want := `{
  "node": "Binary",
  "span": {
    "start": {"offset": 0, "line": 1, "col": 1},
    "end": {"offset": 9, "line": 1, "col": 10}
  },
  "op": "+",
  "l": {
    "node": "ColumnRef",
    "span": {
      "start": {"offset": 0, "line": 1, "col": 1},
      "end": {"offset": 5, "line": 1, "col": 6}
    },
    "name": [
      {
        "name": "t",
        "span": {
          "start": {"offset": 0, "line": 1, "col": 1},
          "end": {"offset": 1, "line": 1, "col": 2}
        }
      },
      {
        "name": "A",
        "quoted": true,
        "span": {
          "start": {"offset": 2, "line": 1, "col": 3},
          "end": {"offset": 5, "line": 1, "col": 6}
        }
      }
    ]
  },
  "r": {
    "node": "Literal",
    "span": {
      "start": {"offset": 8, "line": 1, "col": 9},
      "end": {"offset": 9, "line": 1, "col": 10}
    },
    "kind": "int",
    "value": "1"
  }
}`
	var compact bytes.Buffer
	if err := json.Compact(&compact, []byte(want)); err != nil {
		t.Fatal(err)
	}
	got, err := MarshalJSON(n)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != compact.String() {
		t.Errorf("MarshalJSON:\ngot  %s\nwant %s", got, compact.String())
	}

	var ind, wantInd bytes.Buffer
	if err := WriteJSON(&ind, n, true); err != nil {
		t.Fatal(err)
	}
	json.Indent(&wantInd, compact.Bytes(), "", "  ")
	wantInd.WriteByte('\n')
	if ind.String() != wantInd.String() {
		t.Errorf("WriteJSON indented:\n%s\nwant\n%s", ind.String(), wantInd.String())
	}
}

func TestJSONLeaves(t *testing.T) {
	tests := []struct {
		node Node
		want string
	}{
		{nil, `null`},
		{(*Query)(nil), `null`},
		// A nil field without omitempty is null, with it absent; an empty
		// slice without omitempty is [].
		{&Query{}, `{"node":"Query","span":` + zeroSpan + `,"body":null}`},
		{&Values{Rows: [][]Expr{}}, `{"node":"Values","span":` + zeroSpan + `,"rows":[]}`},
		// Enum zero values: printed unless omitempty; "" is a valid text.
		{&Literal{Kind: LitNull, Type: TypeBigInt}, `{"node":"Literal","span":` + zeroSpan + `,"kind":"null","type":"bigint"}`},
		{&Frame{Exclude: ExcludeTies}, `{"node":"Frame","span":` + zeroSpan + `,"unit":"ROWS","start":null,"exclude":"EXCLUDE TIES"}`},
		{&Literal{Kind: LitString, Value: "a\"b\\c\n\t\x01<>&é\u2028\xff"},
			`{"node":"Literal","span":` + zeroSpan + `,"kind":"string","value":"a\"b\\c\n\t\u0001<>&é\u2028\ufffd"}`},
		{&Drop{Names: []QName{{{Name: "a"}}, {}}}, `{"node":"Drop","span":` + zeroSpan + `,"kind":"TABLE","names":[[{"name":"a","span":` + zeroSpan + `}],[]]}`},
		{&TypeName{Kind: TypeDecimal, Params: []int{10, -2}}, `{"node":"TypeName","span":` + zeroSpan + `,"kind":"decimal","params":[10,-2]}`},
		{&Subscript{Base: 0, Missing: MissingError}, `{"node":"Subscript","span":` + zeroSpan + `,"x":null,"index":null,"base":0,"missing":"error"}`},
		{&Literal{Kind: LitKind(200)}, `{"node":"Literal","span":` + zeroSpan + `,"kind":"?"}`},
	}
	for _, tt := range tests {
		got, err := MarshalJSON(tt.node)
		if err != nil {
			t.Errorf("%T: %v", tt.node, err)
			continue
		}
		if string(got) != tt.want {
			t.Errorf("%T:\ngot  %s\nwant %s", tt.node, got, tt.want)
		}
		if !json.Valid(got) {
			t.Errorf("%T: invalid JSON %s", tt.node, got)
		}
	}
}

const zeroSpan = `{"start":{"offset":0,"line":0,"col":0},"end":{"offset":0,"line":0,"col":0}}`

// TestJSONEveryNode checks, for every node type with every field set, that
// the JSON is valid, holds every field under its tag with enums as text,
// and that every object starts with its "node" (or an Ident's "name").
func TestJSONEveryNode(t *testing.T) {
	stringer := reflect.TypeFor[fmt.Stringer]()
	for _, proto := range allNodes() {
		t.Run(typeName(proto), func(t *testing.T) {
			root, _ := filled(t, proto, true)
			data, err := MarshalJSON(root)
			if err != nil {
				t.Fatal(err)
			}
			if !json.Valid(data) {
				t.Fatalf("invalid JSON: %s", data)
			}
			checkKeyOrder(t, json.NewDecoder(bytes.NewReader(data)))

			var m map[string]any
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatal(err)
			}
			want := []string{"node", "span"}
			rt := reflect.TypeOf(root).Elem()
			rv := reflect.ValueOf(root).Elem()
			for i := range rt.NumField() {
				sf := rt.Field(i)
				if sf.Anonymous {
					continue
				}
				key, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
				want = append(want, key)
				if k := sf.Type.Kind(); k >= reflect.Int && k <= reflect.Uint64 && sf.Type.Implements(stringer) {
					text := rv.Field(i).Interface().(fmt.Stringer).String()
					if m[key] != text {
						t.Errorf("enum %s: got %v, want %q", key, m[key], text)
					}
				}
			}
			var got []string
			for k := range m {
				got = append(got, k)
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("keys %v, want %v", got, want)
			}
			if m["node"] != typeName(proto) {
				t.Errorf(`"node" is %v`, m["node"])
			}
		})
	}
}

// checkKeyOrder reads one JSON value and checks the first key of each
// object: "node" for nodes, "name" for Idents, "start" for spans, "offset"
// for positions.
func checkKeyOrder(t *testing.T, dec *json.Decoder) {
	t.Helper()
	tok, err := dec.Token()
	if err != nil {
		t.Fatal(err)
	}
	switch tok {
	case json.Delim('{'):
		first := true
		for dec.More() {
			key, err := dec.Token()
			if err != nil {
				t.Fatal(err)
			}
			if first && !slices.Contains([]json.Token{"node", "name", "start", "offset"}, key) {
				t.Errorf("object starts with %q", key)
			}
			first = false
			checkKeyOrder(t, dec)
		}
		dec.Token()
	case json.Delim('['):
		for dec.More() {
			checkKeyOrder(t, dec)
		}
		dec.Token()
	}
}

func TestJSONQuery(t *testing.T) {
	q := benchQuery()
	data, err := MarshalJSON(q)
	if err != nil {
		t.Fatal(err)
	}
	var got any
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	var ind bytes.Buffer
	if err := WriteJSON(&ind, q, true); err != nil {
		t.Fatal(err)
	}
	var got2 any
	if err := json.Unmarshal(ind.Bytes(), &got2); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, got2) {
		t.Errorf("indented JSON differs from compact")
	}
	if !bytes.Contains(data, []byte(`"node":"LateralView","span":`)) ||
		!bytes.Contains(data, []byte(`"kind":"LEFT"`)) ||
		!bytes.Contains(data, []byte(`"nulls":"NULLS LAST"`)) {
		t.Errorf("unexpected JSON: %s", data)
	}
}

// benchSQL is about 300 bytes; benchQuery is its tree.
const benchSQL = `SELECT t.id, upper(t.name) AS n, count(*) AS c
FROM db.users AS t LEFT JOIN orders o ON o.uid = t.id
LATERAL VIEW OUTER explode(t.tags) tt AS tag
WHERE t.age > 18 AND o.status IN ('a', 'b') AND tag LIKE 'x%'
GROUP BY t.id, upper(t.name)
HAVING count(*) > 1
ORDER BY n DESC NULLS LAST
LIMIT 10`

// spanner finds spans in benchSQL, searching forward from the last match.
type spanner struct{ at int }

func (s *spanner) pos(off int) Pos {
	line := 1 + strings.Count(benchSQL[:off], "\n")
	return Pos{Offset: off, Line: line, Col: off - strings.LastIndexByte(benchSQL[:off], '\n')}
}

func (s *spanner) span(text string) Span {
	i := strings.Index(benchSQL[s.at:], text)
	if i < 0 {
		panic("no " + text)
	}
	s.at += i
	return Span{Start: s.pos(s.at), End: s.pos(s.at + len(text))}
}

func (s *spanner) id(name string) Ident { return Ident{Span: s.span(name), Name: name} }

func (s *spanner) col(parts ...string) *ColumnRef {
	c := &ColumnRef{Span: s.span(strings.Join(parts, "."))}
	for _, p := range parts {
		c.Name = append(c.Name, s.id(p))
	}
	return c
}

func (s *spanner) fn(text, name string, args ...func() Expr) *Func {
	f := &Func{Span: s.span(text), Name: QName{s.id(name)}}
	for _, a := range args {
		f.Args = append(f.Args, a())
	}
	return f
}

func (s *spanner) lit(kind LitKind, text, value string) *Literal {
	return &Literal{Span: s.span(text), Kind: kind, Value: value}
}

func benchQuery() *Query {
	s := &spanner{}
	all := s.span(benchSQL)
	sel := &Select{Span: s.span(benchSQL[:strings.Index(benchSQL, "\nORDER")])}
	sel.Items = []*SelectItem{
		{Span: s.span("t.id"), Expr: s.col("t", "id")},
		{Span: s.span("upper(t.name) AS n"), Expr: s.fn("upper(t.name)", "upper", func() Expr { return s.col("t", "name") }),
			Alias: func() *Ident { id := s.id("n"); return &id }()},
		{Span: s.span("count(*) AS c"), Expr: func() Expr { f := s.fn("count(*)", "count"); f.Star = true; return f }(),
			Alias: func() *Ident { id := s.id("c"); return &id }()},
	}
	join := &Join{Span: s.span("db.users AS t LEFT JOIN orders o ON o.uid = t.id"), Kind: JoinLeft}
	join.Left = &Table{Span: s.span("db.users AS t"), Name: QName{s.id("db"), s.id("users")},
		Alias: &Alias{Span: s.span("AS t"), Name: s.id("t")}}
	join.Right = &Table{Span: s.span("orders o"), Name: QName{s.id("orders")}, Alias: &Alias{Span: s.span("o"), Name: s.id("o")}}
	join.On = &Binary{Span: s.span("o.uid = t.id"), Op: OpEq, L: s.col("o", "uid"), R: s.col("t", "id")}
	sel.From = []TableExpr{join}
	lv := &LateralView{Span: s.span("LATERAL VIEW OUTER explode(t.tags) tt AS tag"), Outer: true}
	lv.Func = s.fn("explode(t.tags)", "explode", func() Expr { return s.col("t", "tags") })
	lv.Table = s.id("tt")
	lv.Columns = []Ident{s.id("tag")}
	sel.LateralViews = []*LateralView{lv}
	and2 := &Binary{Span: s.span("t.age > 18 AND o.status IN ('a', 'b') AND tag LIKE 'x%'"), Op: OpAnd}
	and1 := &Binary{Span: s.span("t.age > 18 AND o.status IN ('a', 'b')"), Op: OpAnd}
	and1.L = &Binary{Span: s.span("t.age > 18"), Op: OpGt, L: s.col("t", "age"), R: s.lit(LitInt, "18", "18")}
	in := &InList{Span: s.span("o.status IN ('a', 'b')"), X: s.col("o", "status")}
	in.List = []Expr{s.lit(LitString, "'a'", "a"), s.lit(LitString, "'b'", "b")}
	and1.R = in
	and2.L = and1
	and2.R = &Like{Span: s.span("tag LIKE 'x%'"), X: s.col("tag"), Pattern: s.lit(LitString, "'x%'", "x%")}
	sel.Where = and2
	sel.GroupBy = &GroupBy{Span: s.span("GROUP BY t.id, upper(t.name)")}
	sel.GroupBy.Items = []Expr{s.col("t", "id"), s.fn("upper(t.name)", "upper", func() Expr { return s.col("t", "name") })}
	having := &Binary{Span: s.span("count(*) > 1"), Op: OpGt}
	cnt := s.fn("count(*)", "count")
	cnt.Star = true
	having.L, having.R = cnt, s.lit(LitInt, "1", "1")
	sel.Having = having
	q := &Query{Span: all, Body: sel}
	q.OrderBy = []*OrderItem{{Span: s.span("n DESC NULLS LAST"), Expr: s.col("n"), Desc: true, Nulls: NullsLast}}
	q.Limit = s.lit(LitInt, "10", "10")
	return q
}

func TestBenchQuery(t *testing.T) {
	if n := len(benchSQL); n < 250 || n > 350 {
		t.Errorf("benchSQL is %d bytes", n)
	}
	n := 0
	for range Preorder(benchQuery()) {
		n++
	}
	t.Logf("%d nodes", n)
}

func BenchmarkMarshalJSON(b *testing.B) {
	q := benchQuery()
	data, _ := MarshalJSON(q)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := MarshalJSON(q); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWriteJSON(b *testing.B) {
	q := benchQuery()
	b.ReportAllocs()
	for b.Loop() {
		if err := WriteJSON(io.Discard, q, false); err != nil {
			b.Fatal(err)
		}
	}
}
