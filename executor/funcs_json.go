package executor

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/lateral-sql/lateral/internal/jsontext"
)

// jsonAtPath is the text of the value at path a[1] of the JSON document
// a[0] (scalars as text, containers as compact JSON), through numbers when
// it is not nil; NULL for bad JSON or a path that finds nothing.
func jsonAtPath(a []Value, numbers func(*jsontext.Node) *jsontext.Node) Value {
	j, err := jsontext.Parse(textOf(a[0]), jsontext.Strict)
	if err != nil {
		return Null
	}
	n, ok := jsonPath(j, textOf(a[1]))
	if !ok {
		return Null
	}
	if numbers != nil {
		n = numbers(n)
	}
	return jsonText(n, jsontext.Compact)
}

// getJSONObject is get_json_object(a[0], a[1]): the JSON value at the
// start of the document is read and any text after it ignored (Hive's
// UDFJson reads it with Jackson's ObjectMapper.readValue, which does not
// fail on trailing tokens by default; Spark parses the first value only),
// a repeated member name read as its last member when last (Hive) or its
// first (Spark), numbers written through numbers.
func getJSONObject(a []Value, last bool, numbers func(*jsontext.Node) *jsontext.Node) Value {
	j, err := jsontext.ParsePrefix(textOf(a[0]))
	if err != nil {
		return Null
	}
	member := (*jsontext.Node).Member
	if last {
		member = func(n *jsontext.Node, key string) (*jsontext.Node, bool) { return n.MemberLast(key, false) }
	}
	var n *jsontext.Node
	ok, read := false, false
	if last {
		// Hive: a member name applied to an array (hive_json_path.go)
		n, ok, read = hiveJSONPath(j, textOf(a[1]))
	}
	if !read {
		n, ok = jsonPathMember(j, textOf(a[1]), member, false)
	}
	if !ok {
		return Null
	}
	return jsonText(numbers(n), jsontext.Compact)
}

func init() {
	// get_json_object(j, path): Hive and Spark; scalars as text, containers
	// as JSON, NULL on bad JSON; numbers as Jackson writes them back
	// (jsontext.Node.JavaNumbers).
	reg(&scalarFunc{name: "get_json_object", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return getJSONObject(a, false, (*jsontext.Node).JavaNumbers), nil
	}, dialect: func(o *Options) func([]Value) (Value, error) {
		// a number beyond a double's range: Options.JSONOverflow; a
		// repeated name: Options.JSONLastMember
		return func(a []Value) (Value, error) {
			var err error
			v := getJSONObject(a, o.JSONLastMember, func(n *jsontext.Node) *jsontext.Node {
				out, e := javaNumbersFor(o.JSONOverflow, n)
				if e != nil {
					err = e
					return n
				}
				return out
			})
			if err != nil {
				return Null, err
			}
			return v, nil
		}
	}})
	// json_extract_string, json_value: the value at the path, numbers as
	// written.
	reg(&scalarFunc{name: "json_extract_string", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return jsonAtPath(a, nil), nil
	}, dialect: func(o *Options) func([]Value) (Value, error) {
		if !o.DuckDBJSONNumbers {
			return func(a []Value) (Value, error) { return jsonAtPath(a, nil), nil }
		}
		return func(a []Value) (Value, error) { return jsonAtPath(a, duckJSONNumbers), nil }
	}}, "json_value")
	// json_extract_scalar: Trino; NULL for containers; an index applied to
	// an object reads the member of that name (JsonExtract's
	// ObjectFieldJsonExtractor).
	reg(&scalarFunc{name: "json_extract_scalar", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		j, err := jsontext.Parse(textOf(a[0]), jsontext.Strict)
		if err != nil {
			return Null, nil
		}
		n, ok := jsonPathMember(j, textOf(a[1]), (*jsontext.Node).Member, true)
		if !ok || n.Kind == jsontext.Array || n.Kind == jsontext.Object || n.Kind == jsontext.Null {
			return Null, nil
		}
		return jsonText(n, jsontext.Compact), nil
	}})
	// json_extract: the JSON text at a path.
	reg(&scalarFunc{name: "json_extract", min: 2, max: 2, strict: true, ret: retFixed(tJSON), fn: func(a []Value) (Value, error) {
		j, err := jsontext.Parse(textOf(a[0]), jsontext.Strict)
		if err != nil {
			return Null, nil
		}
		n, ok := jsonPath(j, textOf(a[1]))
		if !ok {
			return Null, nil
		}
		return JSONValue(n.JSON(jsontext.Compact)), nil
	}}, "json_query", "json_extract_path")
	reg(&scalarFunc{name: "json_array_length", min: 1, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		j, err := jsontext.Parse(textOf(a[0]), jsontext.Strict)
		if err != nil {
			return Null, nil
		}
		if len(a) > 1 {
			var ok bool
			if j, ok = jsonPath(j, textOf(a[1])); !ok {
				return Null, nil
			}
		}
		if j.Kind != jsontext.Array {
			return Null, nil
		}
		return IntValue(int64(len(j.Arr))), nil
	}})
	// json_typeof(j): PostgreSQL json_typeof: 'object', 'array', 'string',
	// 'number', 'boolean' or 'null' (a JSON null); NULL for NULL; invalid
	// JSON is an error (PostgreSQL raises at the cast).
	reg(&scalarFunc{name: "json_typeof", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		j, err := jsontext.Parse(textOf(a[0]), jsontext.Strict)
		if err != nil {
			return Null, err
		}
		return StringValue(jsonTypeName(j.Kind)), nil
	}})
	// jsonb_typeof(j): as json_typeof, the document read as jsonb, which
	// also raises for what jsonb cannot hold (\u0000, a lone surrogate
	// escape, a number beyond numeric: checked on PostgreSQL 15,
	// jsonb_typeof('"\u0000"') raises where json_typeof gives 'string').
	reg(&scalarFunc{name: "jsonb_typeof", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		j, err := jsontext.Parse(textOf(a[0]), jsontext.JSONB)
		if err != nil {
			return Null, err
		}
		return StringValue(jsonTypeName(j.Kind)), nil
	}})
	// strip_null_value(v): Snowflake STRIP_NULL_VALUE: a JSON null becomes
	// SQL NULL; any other value is returned unchanged.
	reg(&scalarFunc{name: "strip_null_value", min: 1, max: 1, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		if a[0].k == KindJSON && strings.TrimSpace(textOf(a[0])) == "null" {
			return Null, nil
		}
		return a[0], nil
	}})
	toJSON := func(a []Value) (Value, error) { return JSONValue(toJSONText(a[0])), nil }
	reg(&scalarFunc{name: "to_json", min: 1, max: 1, strict: true, ret: retFixed(tJSON), fn: toJSON, dialect: func(o *Options) func([]Value) (Value, error) {
		if o.NestedText == NestedTextPostgres {
			// PostgreSQL's own texts (nested_text.go)
			return func(a []Value) (Value, error) { return JSONValue(pgJSONText(a[0])), nil }
		}
		if o.DuckDBZoneText {
			// a TIMESTAMPTZ as DuckDB writes it (duck_tz_text.go)
			return func(a []Value) (Value, error) { return JSONValue(toJSONText(duckZoneStrings(a[0]))), nil }
		}
		return toJSON
	}}, "to_json_string", "json_format")
	reg(&scalarFunc{name: "parse_json", min: 1, max: 1, strict: true, ret: retFixed(tJSON), fn: func(a []Value) (Value, error) {
		j, err := jsontext.Parse(textOf(a[0]), jsontext.Strict)
		if err != nil {
			return Null, err
		}
		return JSONValue(j.JSON(jsontext.Compact)), nil
	}}, "json", "json_parse")
	// DuckDB's json_keys and Spark's json_object_keys (an array, NULL for
	// a JSON text not an object: Spark 3.5 manual, json_object_keys);
	// PostgreSQL's json_object_keys is a table function
	// (tablefunc_json_keys.go, Options.pgTableFunc)
	reg(&scalarFunc{name: "json_keys", min: 1, max: 1, strict: true, ret: retFixed(arrayOf(tVarchar)), fn: func(a []Value) (Value, error) {
		j, err := jsontext.Parse(textOf(a[0]), jsontext.Strict)
		if err != nil || j.Kind != jsontext.Object {
			return Null, nil
		}
		return stringsArray(j.Keys), nil
	}}, "json_object_keys")
	reg(&scalarFunc{name: "parse_url", min: 2, max: 3, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		key := ""
		if len(a) > 2 {
			key = textOf(a[2])
		}
		return parseURLPart(textOf(a[0]), textOf(a[1]), key), nil
	}})
}

// jsonTypeName is json_typeof's name of a JSON value's kind.
func jsonTypeName(k jsontext.Kind) string {
	return [...]string{jsontext.Null: "null", jsontext.Bool: "boolean", jsontext.Number: "number", jsontext.String: "string", jsontext.Array: "array", jsontext.Object: "object"}[k]
}

// parseURLPart is Hive's parse_url: HOST, PATH, QUERY[, key], REF,
// PROTOCOL, FILE, AUTHORITY, USERINFO. A bad URL or missing part gives NULL.
func parseURLPart(raw, part, key string) Value {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" {
		return Null
	}
	str := func(s string) Value {
		if s == "" {
			return Null
		}
		return StringValue(s)
	}
	switch strings.ToUpper(part) {
	case "HOST":
		return str(u.Hostname())
	case "PATH":
		return StringValue(u.EscapedPath())
	case "QUERY":
		if key != "" {
			for _, kv := range strings.Split(u.RawQuery, "&") {
				k, v, ok := strings.Cut(kv, "=")
				if k == key {
					if !ok {
						return Null
					}
					return StringValue(v)
				}
			}
			return Null
		}
		return str(u.RawQuery)
	case "REF":
		return str(u.Fragment)
	case "PROTOCOL":
		return str(u.Scheme)
	case "FILE":
		if u.RawQuery != "" {
			return StringValue(u.EscapedPath() + "?" + u.RawQuery)
		}
		return StringValue(u.EscapedPath())
	case "AUTHORITY":
		return str(u.Host)
	case "USERINFO":
		if u.User == nil {
			return Null
		}
		return StringValue(u.User.String())
	}
	return Null
}

var _ = fmt.Sprint
