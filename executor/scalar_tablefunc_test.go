package executor

import "testing"

// A scalar function in FROM runs under the engine's rules, as it does
// in a select list (scalarFunc.bind).
func TestScalarTableFunctionDialectRule(t *testing.T) {
	one := func(name string, o *Options, args ...Value) string {
		t.Helper()
		tf, _, err := scalarTableFunction(lookupFunc(name), o)(len(args))
		if err != nil {
			t.Fatal(err)
		}
		if err := tf.Process(args); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		row := make([]Value, 1)
		if ok, err := tf.Next(row); !ok || err != nil {
			t.Fatalf("%s: no row (%v)", name, err)
		}
		return row[0].String()
	}
	a := ArrayValue([]Value{IntValue(0), IntValue(1), IntValue(2), IntValue(3)})
	if got := one("array_slice", &Options{ZeroBasedArraySlice: true}, a, IntValue(1), IntValue(3)); got != "[1, 2]" {
		t.Errorf("snowflake array_slice in FROM: got %s, want [1, 2]", got)
	}
	if got := one("array_slice", &Options{}, a, IntValue(1), IntValue(3)); got != "[0, 1, 2]" {
		t.Errorf("duckdb array_slice in FROM: got %s, want [0, 1, 2]", got)
	}
	// NestedNulls: [1, NULL] = [1, NULL] is true under NestedEqNullsEqual
	// (PostgreSQL, DuckDB, Spark), unknown under the SQL standard's rule.
	withNull := ArrayValue([]Value{IntValue(1), Null})
	outer := ArrayValue([]Value{withNull})
	if got := one("array_contains", &Options{NestedNulls: NestedNullRule{Eq: NestedEqNullsEqual}}, outer, withNull); got != "true" {
		t.Errorf("array_contains in FROM, nulls equal: got %s, want true", got)
	}
	if got := one("array_contains", &Options{}, outer, withNull); got != "NULL" {
		t.Errorf("array_contains in FROM, standard rule: got %s, want NULL", got)
	}
	tf, _, err := scalarTableFunction(lookupFunc("sequence"), &Options{SequenceMaxEntries: 3})(2)
	if err != nil {
		t.Fatal(err)
	}
	if err := tf.Process([]Value{IntValue(1), IntValue(4)}); err == nil {
		t.Errorf("sequence(1, 4) in FROM under a bound of 3: want an error")
	}
}
