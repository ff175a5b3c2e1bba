package difftest

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is the kind of a generated column.
type Kind int

// The column kinds the generator uses.
const (
	KInt    Kind = iota
	KString      // plain strings, some of them comma lists or JSON documents
	KArray       // ARRAY of Elem
	KMap         // MAP<STRING, INT>
	KStruct      // STRUCT<a INT, b STRING>
	KDate        // DATE (or a timestamp, from a PostgreSQL/DuckDB date series): generated columns only
)

// Type is a generated column type.
type Type struct {
	Kind Kind
	Elem *Type // KArray only
}

// The types the generator uses.
var (
	TInt         = &Type{Kind: KInt}
	TString      = &Type{Kind: KString}
	TIntArray    = &Type{Kind: KArray, Elem: TInt}
	TStrArray    = &Type{Kind: KArray, Elem: TString}
	TMap         = &Type{Kind: KMap}
	TStruct      = &Type{Kind: KStruct}
	TStructArray = &Type{Kind: KArray, Elem: TStruct}
	TNestedArray = &Type{Kind: KArray, Elem: TIntArray}
	TDate        = &Type{Kind: KDate}
	TDateArray   = &Type{Kind: KArray, Elem: TDate}
)

// Value is a generated cell: nil (NULL), int64, string, []Value (an
// array), []KV (a map) or Struct.
type Value any

// KV is one map entry (keys are strings, values ints or NULL).
type KV struct {
	Key string
	Val Value
}

// Struct is a STRUCT<a INT, b STRING> value.
type Struct struct{ A, B Value }

// style is how a source dialect spells types and literals.
type style int

const (
	styleHive   style = iota // hive, spark, doris: array(...), map(...), named_struct(...)
	stylePresto              // presto, trino: ARRAY[...], MAP(ARRAY[..], ARRAY[..]), ROW
	stylePG                  // postgres: ARRAY[...], no maps or structs
	styleDuck                // duckdb: [...], MAP {...}, {'a': ...}
	styleBQ                  // bigquery: [...], STRUCT(... AS a, ...), no maps, no arrays of arrays
	styleSnow                // snowflake: [...] into structured ARRAY(T), OBJECT(a T, ...), no maps
	styleAnsi                // ansi: ARRAY[...], T ARRAY, no maps or structs
)

func styleOf(dialect string) style {
	switch dialect {
	case "hive", "spark", "doris":
		return styleHive
	case "presto", "trino":
		return stylePresto
	case "duckdb":
		return styleDuck
	case "bigquery":
		return styleBQ
	case "snowflake":
		return styleSnow
	case "ansi":
		return styleAnsi
	}
	return stylePG
}

// typeSQL spells t in a dialect of style s.
func typeSQL(s style, t *Type) string {
	switch t.Kind {
	case KInt:
		switch s {
		case styleHive:
			return "INT"
		case styleBQ:
			return "INT64"
		}
		return "INTEGER"
	case KString:
		switch s {
		case styleHive, styleBQ, styleSnow:
			return "STRING"
		case stylePG:
			return "TEXT"
		}
		return "VARCHAR"
	case KArray:
		e := typeSQL(s, t.Elem)
		switch s {
		case styleHive, styleBQ:
			return "ARRAY<" + e + ">"
		case stylePresto, styleSnow:
			return "ARRAY(" + e + ")"
		case styleAnsi:
			return e + " ARRAY"
		}
		return e + "[]"
	case KMap:
		switch s {
		case styleHive:
			return "MAP<STRING, INT>"
		case stylePresto:
			return "MAP(VARCHAR, INTEGER)"
		}
		return "MAP(VARCHAR, INTEGER)"
	case KStruct:
		switch s {
		case styleHive:
			return "STRUCT<a: INT, b: STRING>"
		case stylePresto:
			return "ROW(a INTEGER, b VARCHAR)"
		case styleBQ:
			return "STRUCT<a INT64, b STRING>"
		case styleSnow:
			return "OBJECT(a INTEGER, b STRING)"
		}
		return "STRUCT(a INTEGER, b VARCHAR)"
	}
	panic(fmt.Sprintf("difftest: unknown kind %d", t.Kind))
}

// supports reports whether a source dialect of style s can store t.
func supports(s style, t *Type) bool {
	switch t.Kind {
	case KMap:
		// Snowflake's MAP holds no NULL value, BigQuery and ANSI SQL have
		// no map type.
		return s != stylePG && s != styleBQ && s != styleSnow && s != styleAnsi
	case KStruct:
		return s != stylePG && s != styleAnsi
	case KArray:
		if t.Elem.Kind == KArray && (s == stylePG || s == styleBQ) {
			// PostgreSQL arrays are rectangular, not arrays of arrays;
			// BigQuery has no ARRAY<ARRAY<...>>.
			return false
		}
		return supports(s, t.Elem)
	}
	return true
}

// literal spells v, of type t, as an SQL literal in style s.
func literal(s style, t *Type, v Value) string {
	if v == nil {
		return "NULL"
	}
	switch t.Kind {
	case KInt:
		return strconv.FormatInt(v.(int64), 10)
	case KString:
		// Generated strings hold no quote or backslash, so every
		// dialect spells them the same way.
		return "'" + v.(string) + "'"
	case KArray:
		elems := v.([]Value)
		parts := make([]string, len(elems))
		allNull := true
		for i, e := range elems {
			parts[i] = literal(s, t.Elem, e)
			if e != nil {
				allNull = false
			}
		}
		var lit string
		switch s {
		case styleHive:
			lit = "array(" + strings.Join(parts, ", ") + ")"
		case styleDuck, styleBQ, styleSnow:
			lit = "[" + strings.Join(parts, ", ") + "]"
		default:
			lit = "ARRAY[" + strings.Join(parts, ", ") + "]"
		}
		if allNull {
			// An empty or all-NULL array has no element type of its own.
			return "CAST(" + lit + " AS " + typeSQL(s, t) + ")"
		}
		return lit
	case KMap:
		kvs := v.([]KV)
		switch s {
		case styleHive:
			if len(kvs) == 0 {
				return "CAST(map() AS " + typeSQL(s, t) + ")"
			}
			var parts []string
			for _, kv := range kvs {
				parts = append(parts, literal(s, TString, kv.Key), literal(s, TInt, kv.Val))
			}
			return "map(" + strings.Join(parts, ", ") + ")"
		case stylePresto:
			if len(kvs) == 0 {
				return "CAST(MAP() AS " + typeSQL(s, t) + ")"
			}
			var ks, vs []string
			allNull := true
			for _, kv := range kvs {
				ks = append(ks, literal(s, TString, kv.Key))
				vs = append(vs, literal(s, TInt, kv.Val))
				if kv.Val != nil {
					allNull = false
				}
			}
			vals := "ARRAY[" + strings.Join(vs, ", ") + "]"
			if allNull {
				vals = "CAST(" + vals + " AS ARRAY(INTEGER))"
			}
			return "MAP(ARRAY[" + strings.Join(ks, ", ") + "], " + vals + ")"
		default:
			var parts []string
			for _, kv := range kvs {
				parts = append(parts, literal(s, TString, kv.Key)+": "+literal(s, TInt, kv.Val))
			}
			return "CAST(MAP {" + strings.Join(parts, ", ") + "} AS " + typeSQL(s, t) + ")"
		}
	case KStruct:
		st := v.(Struct)
		a, b := literal(s, TInt, st.A), literal(s, TString, st.B)
		switch s {
		case styleHive:
			return "named_struct('a', " + a + ", 'b', " + b + ")"
		case stylePresto:
			return "CAST(ROW(" + a + ", " + b + ") AS " + typeSQL(s, t) + ")"
		case styleBQ:
			// The typed constructor STRUCT<...>(...) does not translate to
			// Trino (T090); the tuple cast is the same value.
			return "CAST((" + a + ", " + b + ") AS " + typeSQL(s, t) + ")"
		case styleSnow:
			return "{'a': " + a + ", 'b': " + b + "}::" + typeSQL(s, t)
		default:
			return "CAST({'a': " + a + ", 'b': " + b + "} AS " + typeSQL(s, t) + ")"
		}
	}
	panic(fmt.Sprintf("difftest: unknown kind %d", t.Kind))
}

// cloneValue copies v deeply.
func cloneValue(v Value) Value {
	switch x := v.(type) {
	case []Value:
		out := make([]Value, len(x))
		for i, e := range x {
			out[i] = cloneValue(e)
		}
		return out
	case []KV:
		return append([]KV(nil), x...)
	}
	return v
}
