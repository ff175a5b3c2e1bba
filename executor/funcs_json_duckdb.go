package executor

import (
	"errors"
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/internal/jsontext"
)

// DuckDB's JSON predicates and error(), as the DuckDB spellings of the
// JSON generators (rewrite/duck_json.go) use them.
func init() {
	// json_valid(x): whether DuckDB's reader accepts x (jsontext.DuckDB).
	reg(&scalarFunc{name: "json_valid", min: 1, max: 1, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		_, err := jsontext.Parse(textOf(a[0]), jsontext.DuckDB)
		return BoolValue(err == nil), nil
	}})
	// json_type(x [, path]): DuckDB's type name of a JSON value: OBJECT,
	// ARRAY, VARCHAR, BOOLEAN, NULL, UBIGINT (a non-negative integer up to
	// 2^64-1), BIGINT (a negative one from -2^63), DOUBLE (any other
	// number); NULL for a path that matches nothing; invalid JSON raises.
	reg(&scalarFunc{name: "json_type", min: 1, max: 2, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		j, err := jsontext.Parse(textOf(a[0]), jsontext.DuckDB)
		if err != nil {
			return Null, errors.New("Malformed JSON: " + err.Error())
		}
		if len(a) > 1 {
			var ok bool
			if j, ok = jsonPath(j, textOf(a[1])); !ok {
				return Null, nil
			}
		}
		return StringValue(duckJSONType(j)), nil
	}})
	// error(msg): raises msg.
	reg(&scalarFunc{name: "error", min: 1, max: 1, strict: false, volatile: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return Null, errors.New(textOf(a[0]))
	}})
}

var (
	maxUint64 = new(big.Int).SetUint64(^uint64(0))
	minInt64  = big.NewInt(-1 << 63)
)

func duckJSONType(n *jsontext.Node) string {
	switch n.Kind {
	case jsontext.Null:
		return "NULL"
	case jsontext.Bool:
		return "BOOLEAN"
	case jsontext.String:
		return "VARCHAR"
	case jsontext.Array:
		return "ARRAY"
	case jsontext.Object:
		return "OBJECT"
	}
	if strings.ContainsAny(n.Text, ".eEnNiI") {
		return "DOUBLE"
	}
	i, ok := new(big.Int).SetString(n.Text, 10)
	switch {
	case !ok:
		return "DOUBLE"
	case strings.HasPrefix(n.Text, "-"):
		if i.Cmp(minInt64) >= 0 {
			return "BIGINT"
		}
	case i.Cmp(maxUint64) <= 0:
		return "UBIGINT"
	}
	return "DOUBLE"
}
