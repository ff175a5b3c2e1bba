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

// sessionUnknown are functions whose value is the server's or the
// session's own: the reference executor has neither, and raises naming
// the function rather than make a value up (the engines answer the
// connection's user, database and build).
var sessionUnknown = map[string]string{
	"current_user":     "it is the session's user, which the executor does not have",
	"session_user":     "it is the session's user, which the executor does not have",
	"user":             "it is the session's user, which the executor does not have",
	"current_role":     "it is the session's role, which the executor does not have",
	"system_user":      "it is the session's authenticated identity, which the executor does not have",
	"current_database": "it is the connection's database, which the executor does not have",
	"current_catalog":  "it is the connection's database, which the executor does not have",
	"version":          "it is the server's build",
	// PostgreSQL's current_time is a TIME WITH TIME ZONE (printed with its
	// offset, 03:12:40.031283+00), a type the executor does not have.
	"current_time": "it is a TIME WITH TIME ZONE, which the executor does not have (localtime is the time of day as a TIME)",
}
