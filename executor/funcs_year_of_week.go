package executor

// isoyear(x): the canonical function of Trino's and Presto's year_of_week
// and yow, DuckDB's isoyear and Snowflake's YEAROFWEEKISO, the year of the
// ISO 8601 week of a date or timestamp (2021-01-03 is in 2020's week 53;
// dialects/functions_year_of_week.go), a BIGINT; of a TIMESTAMP WITH TIME
// ZONE, of its wall-clock date as datePart reads it.
func init() {
	reg(&scalarFunc{name: "isoyear", min: 1, max: 1, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return datePart("isoyear", a[0])
	}})
}
