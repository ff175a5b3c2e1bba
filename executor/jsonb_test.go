package executor

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// Every expectation below was run on PostgreSQL 15
// (jsonb_array_elements[_text], jsonb_each[_text], jsonb_typeof).

func jsonbElements(t *testing.T, doc string, elem ast.TypeKind) []Value {
	t.Helper()
	c := &jsonArrayCursor{elem: elem, strict: true, jsonb: true}
	if err := c.process([]Value{StringValue(doc)}); err != nil {
		t.Fatalf("%s: %v", doc, err)
	}
	return c.vals
}

func TestJSONBArrayElements(t *testing.T) {
	doc := `[1e2, -0, 1.50, {"b":1,"a":2, "a":3}, "x\u0041", "a\"b\\c\/d\b\f\n\r\t\u0001\u001f` + "\x7f" + ` é", [], {}, [1,[2,{"aa":1,"b":2,"ab":0}]], null, true]`
	want := []string{"100", "0", "1.50", `{"a": 3, "b": 1}`, `"xA"`, `"a\"b\\c/d\b\f\n\r\t\u0001\u001f` + "\x7f" + ` é"`,
		"[]", "{}", `[1, [2, {"b": 2, "aa": 1, "ab": 0}]]`, "null", "true"}
	got := jsonbElements(t, doc, ast.TypeJSON)
	if len(got) != len(want) {
		t.Fatalf("%d elements, want %d", len(got), len(want))
	}
	for i, v := range got {
		if v.k != KindJSON || v.s != want[i] {
			t.Errorf("element %d: %v %q, want JSON %q", i, v.k, v.s, want[i])
		}
	}
	// The text form: strings unquoted and unescaped, null as NULL.
	wantText := []any{"100", "0", "1.50", `{"a": 3, "b": 1}`, "xA", "a\"b\\c/d\b\f\n\r\t\x01\x1f\x7f é",
		"[]", "{}", `[1, [2, {"b": 2, "aa": 1, "ab": 0}]]`, nil, "true"}
	for i, v := range jsonbElements(t, doc, ast.TypeString) {
		switch w := wantText[i].(type) {
		case nil:
			if v.k != KindNull {
				t.Errorf("text element %d: %q, want NULL", i, v.s)
			}
		case string:
			if v.k != KindString || v.s != w {
				t.Errorf("text element %d: %q, want %q", i, v.s, w)
			}
		}
	}
	// json (not jsonb) gives the same document as written.
	c := &jsonArrayCursor{elem: ast.TypeString, strict: true}
	if err := c.process([]Value{StringValue(`[1e2, -0, 1.50, {"b":1,"a":2}]`)}); err != nil {
		t.Fatal(err)
	}
	for i, w := range []string{"1e2", "-0", "1.50", `{"b":1,"a":2}`} {
		if c.vals[i].s != w {
			t.Errorf("json element %d: %q, want %q", i, c.vals[i].s, w)
		}
	}
	// Escapes: a surrogate pair is one character, \u00e9 and \u00E9 are é.
	for doc, want := range map[string]string{`["\ud83d\ude00"]`: "😀", `["\u00e9\u00E9"]`: "éé"} {
		if got := jsonbElements(t, doc, ast.TypeString); len(got) != 1 || got[0].s != want {
			t.Errorf("%s: %v, want %q", doc, got, want)
		}
	}
	if got := jsonbElements(t, `[]`, ast.TypeString); len(got) != 0 {
		t.Errorf("[]: %d rows, want none", len(got))
	}
	c = &jsonArrayCursor{elem: ast.TypeString, strict: true, jsonb: true}
	if err := c.process([]Value{Null}); err != nil || len(c.vals) != 0 {
		t.Errorf("NULL: %d rows, %v; want none", len(c.vals), err)
	}
}

func TestJSONBErrors(t *testing.T) {
	for _, c := range []struct{ doc, want string }{
		{`{"a":1}`, "cannot extract elements from an object"},
		{`1`, "cannot extract elements from a scalar"},
		{`null`, "cannot extract elements from a scalar"},
		{`"s"`, "cannot extract elements from a scalar"},
		{`[1,]`, "invalid input syntax for type json"},
		{`[NaN]`, "invalid input syntax for type json"},
		{`[01]`, "invalid input syntax for type json"},
		{"[\"a\tb\"]", "invalid input syntax for type json"},
		{`["\u0000"]`, "unsupported Unicode escape sequence"},
		{`["\ud800"]`, "invalid input syntax for type json"},
		{`["\udc00"]`, "invalid input syntax for type json"},
		{`["\ud83dx"]`, "invalid input syntax for type json"},
		{`["\ud83d\u0041"]`, "invalid input syntax for type json"},
		{`["\ud800\ud800"]`, "invalid input syntax for type json"},
		{`[1e131072]`, "value overflows numeric format"},
		{`[1] x`, "invalid input syntax for type json"},
	} {
		cur := &jsonArrayCursor{elem: ast.TypeString, strict: true, jsonb: true}
		err := cur.process([]Value{StringValue(c.doc)})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("jsonb_array_elements_text(%s): %v, want %s", c.doc, err, c.want)
		}
	}
	for _, doc := range []string{`[1]`, `1`, `null`} {
		cur := &jsonEachCursor{text: true, jsonb: true, name: "jsonb_each_text"}
		if err := cur.process([]Value{StringValue(doc)}); err == nil || err.Error() != "cannot call jsonb_each_text on a non-object" {
			t.Errorf("jsonb_each_text(%s): %v", doc, err)
		}
	}
	cur := &jsonEachCursor{jsonb: true, name: "jsonb_each"}
	if err := cur.process([]Value{StringValue(`{"a":1} x`)}); err == nil || !strings.HasPrefix(err.Error(), "invalid input syntax for type json") {
		t.Errorf(`jsonb_each('{"a":1} x'): %v`, err)
	}
	// json_each's own messages.
	for doc, want := range map[string]string{`[1]`: "cannot deconstruct an array as an object", `1`: "cannot deconstruct a scalar"} {
		cur := &jsonEachCursor{}
		if err := cur.process([]Value{StringValue(doc)}); err == nil || err.Error() != want {
			t.Errorf("json_each(%s): %v, want %s", doc, err, want)
		}
	}
}

func jsonbEach(t *testing.T, doc string, text bool) (keys []string, vals []Value) {
	t.Helper()
	c := &jsonEachCursor{text: text, jsonb: true, name: "jsonb_each"}
	if err := c.process([]Value{StringValue(doc)}); err != nil {
		t.Fatalf("%s: %v", doc, err)
	}
	dst := [][]Value{make([]Value, 16), make([]Value, 16)}
	n, err := c.fill(dst, 0, 16)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		keys = append(keys, dst[0][i].s)
		vals = append(vals, dst[1][i])
	}
	return keys, vals
}

func TestJSONBEach(t *testing.T) {
	// Repeated keys: the last; keys shorter first, then bytewise (é is two
	// bytes, after aa).
	doc := `{"b":1,"a":2, "a":3, "aa":{"z":1, "y":[1.0, 2e0]}, "":null, "é":1, "z":"q\"x"}`
	keys, vals := jsonbEach(t, doc, false)
	wantKeys := []string{"", "a", "b", "z", "aa", "é"}
	wantVals := []string{"null", "3", "1", `"q\"x"`, `{"y": [1.0, 2], "z": 1}`, "1"}
	if strings.Join(keys, "|") != strings.Join(wantKeys, "|") {
		t.Fatalf("keys %q, want %q", keys, wantKeys)
	}
	for i, v := range vals {
		if v.k != KindJSON || v.s != wantVals[i] {
			t.Errorf("jsonb_each value of %q: %q, want %q", keys[i], v.s, wantVals[i])
		}
	}
	_, vals = jsonbEach(t, doc, true)
	wantText := []string{"", "3", "1", `q"x`, `{"y": [1.0, 2], "z": 1}`, "1"}
	for i, v := range vals {
		if i == 0 {
			if v.k != KindNull {
				t.Errorf("jsonb_each_text of a JSON null: %q, want NULL", v.s)
			}
			continue
		}
		if v.k != KindString || v.s != wantText[i] {
			t.Errorf("jsonb_each_text value of %q: %q, want %q", keys[i], v.s, wantText[i])
		}
	}
	if keys, _ := jsonbEach(t, `{}`, true); len(keys) != 0 {
		t.Errorf("{}: %d rows, want none", len(keys))
	}
}

func TestJSONBTypeof(t *testing.T) {
	f := lookupScalar(t, "jsonb_typeof")
	if v, err := f.fn([]Value{StringValue(`1e2`)}); err != nil || v.s != "number" {
		t.Errorf("jsonb_typeof('1e2') = %v, %v", v, err)
	}
	if _, err := f.fn([]Value{StringValue(`"\u0000"`)}); err == nil || err.Error() != "unsupported Unicode escape sequence" {
		t.Errorf(`jsonb_typeof('"\u0000"'): %v, want unsupported Unicode escape sequence`, err)
	}
	// json keeps the text: json_typeof('"\u0000"') is 'string'.
	if v, err := lookupScalar(t, "json_typeof").fn([]Value{StringValue(`"\u0000"`)}); err != nil || v.s != "string" {
		t.Errorf(`json_typeof('"\u0000"') = %v, %v`, v, err)
	}
}

func lookupScalar(t *testing.T, name string) *scalarFunc {
	t.Helper()
	f := lookupFunc(name)
	if f == nil {
		t.Fatalf("no function %s", name)
	}
	return f
}
