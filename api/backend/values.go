package backend

import (
	"encoding/json"
	"math"
	"strconv"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/executor"
)

// jsonValue converts a value of the reference executor to the JSON the
// API answers (api.ExecuteResult.Rows): null, booleans, integers, floats
// (real ones as their shortest float32 text; NaN and the infinities as
// strings), strings; arrays; structs and maps as objects keeping their
// order (map keys as their text); decimals, dates, times, timestamps,
// intervals, JSON and binary as their text, so nothing is lost.
func jsonValue(v executor.Value) any {
	switch v.Kind() {
	case executor.KindNull:
		return nil
	case executor.KindBool:
		return v.Bool()
	case executor.KindInt:
		return v.Int()
	case executor.KindFloat:
		f := v.Float()
		switch {
		case math.IsNaN(f):
			return "NaN"
		case math.IsInf(f, 1):
			return "Infinity"
		case math.IsInf(f, -1):
			return "-Infinity"
		}
		if v.Type() == ast.TypeReal {
			return json.Number(strconv.FormatFloat(f, 'g', -1, 32))
		}
		return f
	case executor.KindString:
		return v.Str()
	case executor.KindArray:
		elems := v.Elems()
		out := make([]any, len(elems))
		for i, e := range elems {
			out[i] = jsonValue(e)
		}
		return out
	case executor.KindMap:
		m := v.Map()
		obj := make(orderedObject, len(m.Keys))
		for i := range m.Keys {
			k := m.Keys[i].String()
			if m.Keys[i].Kind() == executor.KindString {
				k = m.Keys[i].Str()
			}
			obj[i] = member{k, jsonValue(m.Vals[i])}
		}
		return obj
	case executor.KindStruct:
		s := v.Struct()
		obj := make(orderedObject, len(s.Names))
		for i := range s.Names {
			obj[i] = member{s.Names[i], jsonValue(s.Vals[i])}
		}
		return obj
	}
	return v.String()
}

type member struct {
	key string
	val any
}

// orderedObject is a JSON object written in its members' order.
type orderedObject []member

func (o orderedObject) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, m := range o {
		if i > 0 {
			b = append(b, ',')
		}
		k, err := json.Marshal(m.key)
		if err != nil {
			return nil, err
		}
		v, err := json.Marshal(m.val)
		if err != nil {
			return nil, err
		}
		b = append(append(append(b, k...), ':'), v...)
	}
	return append(b, '}'), nil
}

// valueSize estimates the bytes a value takes once answered.
func valueSize(v executor.Value) int64 {
	switch v.Kind() {
	case executor.KindString, executor.KindJSON, executor.KindBinary:
		return 24 + int64(len(v.Str()))
	case executor.KindArray:
		n := int64(24)
		for _, e := range v.Elems() {
			n += valueSize(e)
		}
		return n
	case executor.KindMap:
		m := v.Map()
		n := int64(48)
		for i := range m.Keys {
			n += valueSize(m.Keys[i]) + valueSize(m.Vals[i])
		}
		return n
	case executor.KindStruct:
		s := v.Struct()
		n := int64(48)
		for i := range s.Names {
			n += 16 + int64(len(s.Names[i])) + valueSize(s.Vals[i])
		}
		return n
	}
	return 16
}
