package executor

import (
	"fmt"
	"strconv"
	"strings"
)

// hex_int and hex_text (dialects/functions_hex.go), and Hive's, Spark's and
// DuckDB's hex, which the reader leaves unread and which is run here by
// the value's type: an integer's 64-bit two's complement or a string's
// UTF-8 bytes as upper-case hexadecimal digits (hex(-1) is
// 'FFFFFFFFFFFFFFFF', hex('€') 'E282AC' in Spark and on DuckDB 1.5).
// Another type is not run: the three convert it each by their own rule.

func hexInt(v Value) (Value, error) {
	n, err := argInt(v)
	if err != nil {
		return Null, err
	}
	return StringValue(strings.ToUpper(strconv.FormatUint(uint64(n), 16))), nil
}

func hexText(v Value) Value {
	return StringValue(fmt.Sprintf("%X", textOf(v)))
}

func init() {
	reg(&scalarFunc{name: "hex_int", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return hexInt(a[0])
	}})
	reg(&scalarFunc{name: "hex_text", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return hexText(a[0]), nil
	}})
	reg(&scalarFunc{name: "hex", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		switch {
		case a[0].k == KindInt:
			return hexInt(a[0])
		case a[0].k == KindString:
			return hexText(a[0]), nil
		}
		return Null, fmt.Errorf("hex of a %s is not run here: Hive, Spark and DuckDB each convert it by their own rule", a[0].t)
	}})
}
