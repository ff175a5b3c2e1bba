package engines

import (
	"math/big"

	"github.com/lateral-sql/lateral/executor"
)

// FromReference converts a value of lateral's reference executor into the
// engine-independent form, so its rows compare with PostgreSQL's and
// DuckDB's: decimals exact, dates, times and intervals as their SQL text,
// JSON canonical, maps and structs in order.
func FromReference(v executor.Value) Value {
	switch v.Kind() {
	case executor.KindNull:
		return nil
	case executor.KindBool:
		return v.Bool()
	case executor.KindInt:
		return v.Int()
	case executor.KindFloat:
		return v.Float()
	case executor.KindString:
		return v.Str()
	case executor.KindDecimal:
		scale := v.DecimalScale()
		r := new(big.Rat).SetFrac(v.DecimalUnscaled(), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(scale)), nil))
		if d, ok := ratDecimal(r); ok {
			return d
		}
		return Decimal(r.FloatString(scale))
	case executor.KindJSON:
		if j, err := CanonicalJSON(v.Str()); err == nil {
			return j
		}
		return v.Str()
	case executor.KindArray:
		elems := v.Elems()
		out := make([]Value, len(elems))
		for i, e := range elems {
			out[i] = FromReference(e)
		}
		return out
	case executor.KindMap:
		m := v.Map()
		out := make(Map, len(m.Keys))
		for i := range m.Keys {
			out[i] = KV{Key: FromReference(m.Keys[i]), Value: FromReference(m.Vals[i])}
		}
		return out
	case executor.KindStruct:
		s := v.Struct()
		out := make(Struct, len(s.Names))
		for i := range s.Names {
			out[i] = Field{Name: s.Names[i], Value: FromReference(s.Vals[i])}
		}
		return out
	}
	return v.String()
}

// FromReferenceRows converts rows of the reference executor.
func FromReferenceRows(rows [][]executor.Value) [][]Value {
	out := make([][]Value, len(rows))
	for i, r := range rows {
		out[i] = make([]Value, len(r))
		for j, v := range r {
			out[i][j] = FromReference(v)
		}
	}
	return out
}
