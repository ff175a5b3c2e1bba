package executor

import "time"

// last_day_of_month(x): Trino's and Presto's last day of the month of x
// ("Returns the last day of the month", Trino date and time functions), a
// DATE as DuckDB's, Spark's and Hive's last_day (funcs_date.go), a
// TIMESTAMP read as its date.
func init() {
	reg(&scalarFunc{name: "last_day_of_month", min: 1, max: 1, strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
		d, err := asDate(a[0])
		if err != nil {
			return Null, err
		}
		t := dateToTime(d)
		first := time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
		return DateValue(timeToDays(first.AddDate(0, 1, -1))), nil
	}})
}
