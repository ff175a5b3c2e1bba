package executor

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The canonical base64_text (dialects/functions_base64.go) and the
// dialects' spellings of it: the Base64 text (RFC 4648 alphabet, =
// padding) of bytes, a string's being its UTF-8 encoding.
//   - Hive's and Spark's base64, Snowflake's base64_encode: of a BINARY or
//     a string, without line breaks (Spark casts a string to BINARY as its
//     UTF-8 bytes; Snowflake: "A string or binary expression", no line
//     breaks by default);
//   - Trino's, Presto's, DuckDB's and BigQuery's to_base64 (DuckDB's
//     base64 too when its argument is a BLOB): of a binary value only
//     (DuckDB 1.5's binder rejects to_base64 of a VARCHAR column; a
//     string literal, which DuckDB casts to a BLOB reading its \x escapes,
//     is cast so by duckBlobArgs, duck_blob_text.go);
//   - DuckDB's encode(s): the UTF-8 bytes of s as a BLOB;
//   - PostgreSQL's convert_to(s, 'UTF8'): the UTF-8 bytes of s as a bytea
//     (another encoding is not modelled), and encode(bytea, 'base64'),
//     which "wraps lines at 76 characters" (PostgreSQL 15, 9.5: run there,
//     a newline after every 76 characters), or 'hex' (lower-case digits).

func base64Of(b string) string { return base64.StdEncoding.EncodeToString([]byte(b)) }

// base64Lines is PostgreSQL's encode(x, 'base64'): a newline after every
// 76 characters, none at the end.
func base64Lines(b string) string {
	s := base64Of(b)
	var out strings.Builder
	for len(s) > 76 {
		out.WriteString(s[:76])
		out.WriteByte('\n')
		s = s[76:]
	}
	out.WriteString(s)
	return out.String()
}

func binaryArg(name string, v Value) (string, error) {
	if v.k != KindBinary {
		return "", fmt.Errorf("%s takes a binary value, not a %s", name, v.t)
	}
	return v.s, nil
}

func init() {
	byteaFuncs["encode"] = true
	byteaFuncs["convert_to"] = true
	reg(&scalarFunc{name: "base64_text", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		return StringValue(base64Of(textOf(a[0]))), nil
	}})
	for _, name := range []string{"base64", "base64_encode"} {
		reg(&scalarFunc{name: name, min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
			if a[0].k != KindBinary && a[0].k != KindString {
				return Null, fmt.Errorf("%s of a %s is not modelled: each dialect converts it to bytes by its own rule", name, a[0].t)
			}
			return StringValue(base64Of(a[0].s)), nil
		}})
	}
	reg(&scalarFunc{name: "to_base64", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		b, err := binaryArg("to_base64", a[0])
		if err != nil {
			return Null, err
		}
		return StringValue(base64Of(b)), nil
	}})
	reg(&scalarFunc{name: "convert_to", min: 2, max: 2, strict: true, ret: retFixed(Type{Kind: ast.TypeBinary}), fn: func(a []Value) (Value, error) {
		enc := strings.ToUpper(strings.ReplaceAll(textOf(a[1]), "-", ""))
		if enc != "UTF8" {
			return Null, fmt.Errorf("convert_to to the encoding %q is not modelled (UTF8 only)", textOf(a[1]))
		}
		return BinaryValue([]byte(textOf(a[0]))), nil
	}})
	reg(&scalarFunc{name: "encode", min: 1, max: 2, strict: true, ret: func(ts []Type) Type {
		if len(ts) == 1 {
			return Type{Kind: ast.TypeBinary}
		}
		return tVarchar
	}, fn: func(a []Value) (Value, error) {
		if len(a) == 1 { // DuckDB's encode(s)
			if a[0].k != KindString {
				return Null, fmt.Errorf("encode takes a VARCHAR, not a %s", a[0].t)
			}
			return BinaryValue([]byte(a[0].s)), nil
		}
		b, err := binaryArg("encode", a[0])
		if err != nil {
			return Null, err
		}
		switch strings.ToLower(textOf(a[1])) {
		case "base64":
			return StringValue(base64Lines(b)), nil
		case "hex":
			return StringValue(hex.EncodeToString([]byte(b))), nil
		}
		return Null, fmt.Errorf("encode to the format %q is not modelled (base64 and hex only)", textOf(a[1]))
	}})
}
