package executor

import "testing"

// The source reader follows the JSON grammar (RFC 8259); DuckDB's reader
// (json_valid, json_type) also takes NaN, Infinity and trailing commas,
// and rejects raw control characters in strings and lone surrogates.
func TestJSONReaders(t *testing.T) {
	for _, c := range []struct {
		doc          string
		strict, duck bool
	}{
		{`{"a": 1}`, true, true},
		{`[1.5e-3, -0, 0, 1E+2, 12345678901234567890123]`, true, true},
		{`1e400`, true, true},
		{`01`, false, false},
		{`[1.]`, false, false},
		{`[.5]`, false, false},
		{`[1e]`, false, false},
		{`[-]`, false, false},
		{`[+1]`, false, false},
		{`[1,]`, false, true},
		{`{"a": 1 , }`, false, true},
		{`[1,,2]`, false, false},
		{`[NaN, -Infinity, inf, nan]`, false, true},
		{`[nul]`, false, false},
		{"[\"a\tb\"]", true, false},
		{`["\ud800"]`, true, false},
		{`["\ud83d\ude00"]`, true, true},
		{``, false, false},
	} {
		_, err := parseJSON(c.doc)
		if (err == nil) != c.strict {
			t.Errorf("parseJSON(%q): err %v, want valid %v", c.doc, err, c.strict)
		}
		_, err = parseJSONDuck(c.doc)
		if (err == nil) != c.duck {
			t.Errorf("parseJSONDuck(%q): err %v, want valid %v", c.doc, err, c.duck)
		}
	}
}

// json_type names types as DuckDB does; a JSON pointer reads keys literally.
func TestDuckJSONTypeAndPointer(t *testing.T) {
	for doc, want := range map[string]string{
		`{}`: "OBJECT", `[]`: "ARRAY", `"s"`: "VARCHAR", `true`: "BOOLEAN", `null`: "NULL",
		`0`: "UBIGINT", `18446744073709551615`: "UBIGINT", `18446744073709551616`: "DOUBLE",
		`-0`: "BIGINT", `-9223372036854775808`: "BIGINT", `-9223372036854775809`: "DOUBLE",
		`1.0`: "DOUBLE", `1e2`: "DOUBLE", `NaN`: "DOUBLE",
	} {
		n, err := parseJSONDuck(doc)
		if err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		if got := duckJSONType(n); got != want {
			t.Errorf("json_type(%s) = %s, want %s", doc, got, want)
		}
	}
	root, err := parseJSON(`{"a.b": 1, "": 2, "*": 3, "x/y": 4, "~": 5, "a": {"b": [6, 7]}}`)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{"/a.b": "1", "/": "2", "/*": "3", "/x~1y": "4", "/~0": "5", "/a/b/1": "7", "/a/b/01": "", "/zz": ""} {
		got := ""
		if n, ok := jsonPath(root, path); ok {
			got = n.textJSON()
		}
		if got != want {
			t.Errorf("pointer %s = %q, want %q", path, got, want)
		}
	}
}
