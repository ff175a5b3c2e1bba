package executor_test

import "testing"

// Trino's date(x) (CAST(x AS date)), day_of_year and doy (1 to 366),
// truncate (toward zero), is_nan, is_finite, infinity() and nan() (Trino
// documentation, date and time and mathematical functions), a NULL giving
// NULL; dialects/functions_trino_parts.go.
func TestTrinoPartsRun(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "dates", query: "SELECT date(TIMESTAMP '2024-02-29 23:59:59.999'), day_of_year(DATE '2024-12-31'), doy(TIMESTAMP '2023-03-01 10:00:00'), day_of_year(CAST(NULL AS DATE))",
			want: []string{"2024-02-29 | 366 | 60 | NULL"}},
		{name: "truncate", query: "SELECT truncate(-2.7e0), truncate(DECIMAL '-2.75'), truncate(CAST(NULL AS DOUBLE))",
			want: []string{"-2 | -2 | NULL"}},
		{name: "floats", query: "SELECT is_nan(nan()), is_nan(1e0), is_finite(infinity()), is_finite(-infinity()), is_finite(nan()), is_finite(1e308), is_nan(CAST(NULL AS DOUBLE)), is_finite(CAST(NULL AS DOUBLE))",
			want: []string{"true | false | false | false | false | true | NULL | NULL"}},
		{name: "is_finite of a date", query: "SELECT is_finite(DATE '2024-01-01')", err: "expects a number"},
	} {
		c.dialect = "trino"
		runShown(t, c)
	}
}
