package executor

import (
	"errors"
	"testing"
)

// A map whose type was not known when planned meets Doris's rule when the
// value arrives (Options.CardinalityArraysOnly); other dialects count it.
func TestCardinalityArraysOnlyAtRunTime(t *testing.T) {
	m := MapOf([]Value{IntValue(1)}, []Value{StringValue("a")})
	f := lookupFunc("array_size")
	if _, err := f.bind(&Options{CardinalityArraysOnly: true})([]Value{m}); !errors.Is(err, errArraySizeOfMap) {
		t.Errorf("Doris array_size of a map: got %v, want errArraySizeOfMap", err)
	}
	if v, err := f.bind(&Options{CardinalityArraysOnly: true})([]Value{ArrayValue([]Value{Null, Null})}); err != nil || v.String() != "2" {
		t.Errorf("Doris array_size of an array: got %v (%v), want 2", v, err)
	}
	if v, err := f.bind(&Options{})([]Value{m}); err != nil || v.String() != "1" {
		t.Errorf("cardinality of a map: got %v (%v), want 1", v, err)
	}
}

// Snowflake's ARRAY_SIZE of a map is NULL, "NULL is returned if the value
// is not an ARRAY" (Snowflake SQL reference, ARRAY_SIZE), its entries
// being MAP_SIZE's (Options.CardinalityMapNull); of an array its size.
func TestCardinalityMapNull(t *testing.T) {
	m := MapOf([]Value{IntValue(1)}, []Value{StringValue("a")})
	f := lookupFunc("array_size")
	if v, err := f.bind(&Options{CardinalityMapNull: true})([]Value{m}); err != nil || v.k != KindNull {
		t.Errorf("Snowflake array_size of a map: got %v (%v), want NULL", v, err)
	}
	if v, err := f.bind(&Options{CardinalityMapNull: true})([]Value{ArrayValue([]Value{Null, Null})}); err != nil || v.String() != "2" {
		t.Errorf("Snowflake array_size of an array: got %v (%v), want 2", v, err)
	}
}
