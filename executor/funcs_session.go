package executor

// Session information functions. The reference executor has one schema,
// public, on PostgreSQL's default search path.

func init() {
	reg(&scalarFunc{name: "current_schema", min: 0, max: 0, ret: retFixed(tVarchar), fn: func([]Value) (Value, error) {
		return StringValue("public"), nil
	}})
	// current_schemas(include_implicit): the search path, pg_catalog first
	// when the implicit schemas are asked for.
	reg(&scalarFunc{name: "current_schemas", min: 1, max: 1, strict: true, ret: retFixed(arrayOf(tVarchar)),
		fn: func(a []Value) (Value, error) {
			if truth(a[0]) {
				return ArrayValue([]Value{StringValue("pg_catalog"), StringValue("public")}), nil
			}
			return ArrayValue([]Value{StringValue("public")}), nil
		}})
}
