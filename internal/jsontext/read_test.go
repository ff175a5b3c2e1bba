package jsontext

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
		_, err := Parse(c.doc, Strict)
		if (err == nil) != c.strict {
			t.Errorf("Parse(%q, Strict): err %v, want valid %v", c.doc, err, c.strict)
		}
		_, err = Parse(c.doc, DuckDB)
		if (err == nil) != c.duck {
			t.Errorf("Parse(%q, DuckDB): err %v, want valid %v", c.doc, err, c.duck)
		}
	}
}
