package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/internal/jsontext"
)

// PostgreSQL's json_object_keys(j) and jsonb_object_keys(j): one text row
// per top-level key of the object j; NULL gives no row, an array or a
// scalar is an error (PostgreSQL 15 manual, 9.16 "JSON Processing
// Functions"). json_object_keys gives the keys as written, repeated ones
// too; jsonb_object_keys gives them as jsonb holds them, once each, shorter
// keys first (PostgreSQL 15 run: json_object_keys('{"b":1,"a":2,"b":3}')
// is b, a, b; jsonb_object_keys('{"bb":1,"a":2,"c":3}') a, c, bb;
// json_object_keys('[1]') raises "cannot call json_object_keys on an
// array").
func init() {
	for _, name := range []string{"json_object_keys", "jsonb_object_keys"} {
		syn := jsontext.Strict
		if name == "jsonb_object_keys" {
			syn = jsontext.JSONB
		}
		RegisterTableFunction(name, func(nargs int) (TableFunction, []string, error) {
			if nargs != 1 {
				return nil, nil, fmt.Errorf("%s takes 1 argument", name)
			}
			return &listFunc{produce: func(args []Value) ([][]Value, error) { return jsonObjectKeys(name, syn, args[0]) }}, []string{name}, nil
		})
		builtinTableFuncTypes[name] = []Type{tVarchar}
	}
}

func jsonObjectKeys(name string, syn jsontext.Syntax, v Value) ([][]Value, error) {
	if v.k == KindNull {
		return nil, nil
	}
	j, err := jsontext.Parse(textOf(v), syn)
	if err != nil {
		return nil, err
	}
	switch j.Kind {
	case jsontext.Object:
	case jsontext.Array:
		return nil, fmt.Errorf("cannot call %s on an array", name)
	default:
		return nil, fmt.Errorf("cannot call %s on a scalar", name)
	}
	rows := make([][]Value, len(j.Keys))
	for i, k := range j.Keys {
		rows[i] = []Value{StringValue(k)}
	}
	return rows, nil
}

// pgTableFunc: name is, in PostgreSQL (Options.PostgresJSONB), the table
// function json_object_keys, where Spark's json_object_keys is a scalar
// giving an array (funcs_json.go).
func (o *Options) pgTableFunc(name string) bool {
	return o.PostgresJSONB && name == "json_object_keys"
}
