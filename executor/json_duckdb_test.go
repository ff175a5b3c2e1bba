package executor

import (
	"testing"

	"github.com/lateral-sql/lateral/internal/jsontext"
)

// json_type names types as DuckDB does; a JSON pointer reads keys literally.
func TestDuckJSONTypeAndPointer(t *testing.T) {
	for doc, want := range map[string]string{
		`{}`: "OBJECT", `[]`: "ARRAY", `"s"`: "VARCHAR", `true`: "BOOLEAN", `null`: "NULL",
		`0`: "UBIGINT", `18446744073709551615`: "UBIGINT", `18446744073709551616`: "DOUBLE",
		`-0`: "BIGINT", `-9223372036854775808`: "BIGINT", `-9223372036854775809`: "DOUBLE",
		`1.0`: "DOUBLE", `1e2`: "DOUBLE", `NaN`: "DOUBLE",
	} {
		n, err := jsontext.Parse(doc, jsontext.DuckDB)
		if err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		if got := duckJSONType(n); got != want {
			t.Errorf("json_type(%s) = %s, want %s", doc, got, want)
		}
	}
	root, err := jsontext.Parse(`{"a.b": 1, "": 2, "*": 3, "x/y": 4, "~": 5, "a": {"b": [6, 7]}}`, jsontext.Strict)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{"/a.b": "1", "/": "2", "/*": "3", "/x~1y": "4", "/~0": "5", "/a/b/1": "7", "/a/b/01": "", "/zz": ""} {
		got := ""
		if n, ok := jsonPath(root, path); ok {
			got = n.JSON(jsontext.Compact)
		}
		if got != want {
			t.Errorf("pointer %s = %q, want %q", path, got, want)
		}
	}
}
