package apitest

import (
	"encoding/json"
	"strings"
	"testing"
)

const doc = `{"openapi": "3.1.0", "paths": {}, "components": {"schemas": {
  "P": {"type": "object", "required": ["type"], "properties": {"type": {"type": "string"}, "n": {"type": "integer", "minimum": 1}}},
  "A": {"allOf": [{"$ref": "#/components/schemas/P"}, {"properties": {"type": {"const": "a"}}}]},
  "B": {"allOf": [{"$ref": "#/components/schemas/P"}, {"properties": {"type": {"const": "b"}}}]},
  "Closed": {"type": "object", "additionalProperties": false, "properties": {"xs": {"type": "array", "minItems": 1, "items": {"type": "string", "enum": ["x", "y"]}}}}
}}}`

func TestValidate(t *testing.T) {
	d, err := Parse([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	one := map[string]any{"oneOf": []any{map[string]any{"$ref": "#/components/schemas/A"}, map[string]any{"$ref": "#/components/schemas/B"}}}
	ref := func(n string) map[string]any { return map[string]any{"$ref": "#/components/schemas/" + n} }
	cases := []struct {
		schema map[string]any
		value  string
		want   string // "" for valid
	}{
		{ref("P"), `{"type": "x", "n": 2}`, ""},
		{ref("P"), `{"n": 2}`, "required member \"type\""},
		{ref("P"), `{"type": 1}`, "want string"},
		{ref("P"), `{"type": "x", "n": 1.5}`, "want integer"},
		{ref("P"), `{"type": "x", "n": 0}`, "below the minimum"},
		{one, `{"type": "a"}`, ""},
		{one, `{"type": "c"}`, "0 of the oneOf"},
		{ref("Closed"), `{"xs": ["x"]}`, ""},
		{ref("Closed"), `{"xs": ["x"], "z": 1}`, "undocumented member \"z\""},
		{ref("Closed"), `{"xs": []}`, "at least 1"},
		{ref("Closed"), `{"xs": ["q"]}`, "not one of"},
	}
	for _, c := range cases {
		var v any
		dec := json.NewDecoder(strings.NewReader(c.value))
		dec.UseNumber()
		if err := dec.Decode(&v); err != nil {
			t.Fatal(err)
		}
		errs := strings.Join(d.Validate(c.schema, v), "; ")
		if c.want == "" && errs != "" || c.want != "" && !strings.Contains(errs, c.want) {
			t.Errorf("%s: errors %q, want %q", c.value, errs, c.want)
		}
	}
}
