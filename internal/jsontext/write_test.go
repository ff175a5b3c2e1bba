package jsontext

import "testing"

// One document written in each style. The JSONBLayout and AsWritten
// texts were given by PostgreSQL 15 (jsonb_array_elements and
// json_array_elements of the document in an array); Compact is the
// source's layout, as documented on Compact.
func TestStyles(t *testing.T) {
	doc := `{"b":[1, "x\ty"],"a":"\b\f\u0001/"}`
	n, err := Parse(doc, Strict)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := n.JSON(Compact), `{"b":[1,"x\ty"],"a":"\u0008\u000c\u0001/"}`; got != want {
		t.Errorf("Compact: %s, want %s", got, want)
	}
	jb, err := Parse(doc, JSONB)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := jb.JSON(JSONBLayout), `{"a": "\b\f\u0001/", "b": [1, "x\ty"]}`; got != want {
		t.Errorf("JSONBLayout: %s, want %s", got, want)
	}
	arr, err := Parse(`[ {"b" : [1, 2] } ]`, Strict)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := arr.Arr[0].JSON(AsWritten), `{"b" : [1, 2] }`; got != want {
		t.Errorf("AsWritten: %s, want %s", got, want)
	}
	// A node not read from text has no text as written: Compact.
	built := &Node{Kind: Array, Arr: arr.Arr[0].Vals}
	if got, want := built.JSON(AsWritten), `[[1,2]]`; got != want {
		t.Errorf("AsWritten of a built node: %s, want %s", got, want)
	}
	// Unquoted: a string's value, a JSON null none, anything else as JSON.
	for _, c := range []struct {
		doc, want string
		ok        bool
	}{{`"x\ty"`, "x\ty", true}, {`null`, "", false}, {`1.50`, "1.50", true}, {`[1, {"a" : 2}]`, `[1,{"a":2}]`, true}} {
		n, err := Parse(c.doc, Strict)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := n.Unquoted(Compact); got != c.want || ok != c.ok {
			t.Errorf("Unquoted(%s) = %q, %v; want %q, %v", c.doc, got, ok, c.want, c.ok)
		}
	}
}
