package executor

import "strings"

// sparkNestedText is Spark 3's CAST of an array, a map or a struct to a
// string (Options.SparkNestedText; Cast's castToString with
// spark.sql.legacy.castComplexTypesToString.enabled false, its default):
// an array [e1, e2], a struct {v1, v2} (its values, without names), a
// map {k1 -> v1, k2 -> v2}, a NULL inside any of them null, and each
// other element written as its own CAST to a string writes it (elem), so
// a string is bare, a DATE of a year past 9999 is +10000-01-01 and a
// float has Spark's text (the migration guide, Spark 3.0: "casting
// structs, arrays and maps to strings ... NULL elements ... null").
func sparkNestedText(v Value, elem func(Value) (string, error)) (string, error) {
	var b strings.Builder
	err := writeSparkText(&b, v, elem)
	return b.String(), err
}

func writeSparkText(b *strings.Builder, v Value, elem func(Value) (string, error)) error {
	switch v.k {
	case KindNull:
		b.WriteString("null")
	case KindArray:
		b.WriteByte('[')
		for i, e := range v.Elems() {
			if i > 0 {
				b.WriteString(", ")
			}
			if err := writeSparkText(b, e, elem); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case KindStruct:
		b.WriteByte('{')
		for i, f := range v.Struct().Vals {
			if i > 0 {
				b.WriteString(", ")
			}
			if err := writeSparkText(b, f, elem); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	case KindMap:
		m := v.Map()
		b.WriteByte('{')
		for i := range m.Keys {
			if i > 0 {
				b.WriteString(", ")
			}
			if err := writeSparkText(b, m.Keys[i], elem); err != nil {
				return err
			}
			b.WriteString(" -> ")
			if err := writeSparkText(b, m.Vals[i], elem); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	default:
		s, err := elem(v)
		if err != nil {
			return err
		}
		b.WriteString(s)
	}
	return nil
}
