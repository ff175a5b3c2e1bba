package executor

// Hive's text of a BOOLEAN (Options.BoolTextUpper): TRUE or FALSE, by a
// CAST to a string type and where concat or || makes one text (Hive
// source: UDFToString, and the TextConverter of
// PrimitiveObjectInspectorConverter, which concat uses, write trueBytes
// {'T', 'R', 'U', 'E'} and falseBytes {'F', 'A', 'L', 'S', 'E'}).

// boolUpperText is the BOOLEAN v as Hive's text, any other value as it
// is.
func boolUpperText(v Value) Value {
	if v.k != KindBool {
		return v
	}
	if v.Bool() {
		return StringValue("TRUE")
	}
	return StringValue("FALSE")
}

// boolUpperTextFn is f with a BOOLEAN result written as Hive's text.
func boolUpperTextFn(f evalFn) evalFn {
	return func(r *rowRef) (Value, error) {
		v, err := f(r)
		return boolUpperText(v), err
	}
}
