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
