package executor

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
)

// printf of one number under a format '%.<n>g' only, n from 1: C's
// shortest of %e and %f with n significant digits, trailing zeros dropped
// (DuckDB's printf), which a PostgreSQL float cast to NUMERIC is written
// with toward DuckDB (rewrite/float_decimal_cast.go). DuckDB's own spelling
// of the non-finite values is kept (nan, -nan, inf, -inf), and an integer
// is an error, as in DuckDB (run on DuckDB 1.5: printf('%.15g', 5) raises
// Invalid type specifier "g" for formatting a value of type int). Other
// formats, and printf of the other dialects (Hive's and Spark's follow
// Java's Formatter: %.15g of 1.005 is 1.00500000000000), are errors here
// (Options.DuckDBPrintf).

var printfG = regexp.MustCompile(`^%\.([1-9][0-9]?)g$`)

// printfG0 is the format '%.0g' (printfGValue refuses it).
var printfG0 = regexp.MustCompile(`^%\.0+g$`)

func init() {
	other := func([]Value) (Value, error) { return Null, fmt.Errorf("printf: lateral reads only DuckDB's printf") }
	reg(&scalarFunc{name: "printf", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: other,
		dialect: func(o *Options) func([]Value) (Value, error) {
			if !o.DuckDBPrintf {
				return other
			}
			return printfGValue
		}})
}

func printfGValue(a []Value) (Value, error) {
	m := printfG.FindStringSubmatch(a[0].String())
	if printfG0.MatchString(a[0].String()) {
		// DuckDB 1.5 run: printf('%.0g', x) of 1.5, 2.5, 123456, 0.00012
		// is 1.5, 2.5, 100000, 0.0001, where C's %.0g (%.1g) is 2, 2,
		// 1e+05, 0.0001
		return Null, fmt.Errorf("printf: lateral does not read the format '%%.0g', whose precision 0 DuckDB reads by rules of its own (write '%%.1g' or more digits)")
	}
	if m == nil || !a[1].isNumeric() {
		return Null, fmt.Errorf("printf: lateral reads only a format '%%.<n>g' of one number")
	}
	if a[1].k == KindInt {
		return Null, fmt.Errorf("Invalid Input Error: Invalid type specifier \"g\" for formatting a value of type int")
	}
	n, _ := strconv.Atoi(m[1])
	f := a[1].asFloat()
	sign := ""
	if math.Signbit(f) {
		sign = "-"
	}
	switch {
	case math.IsNaN(f):
		return StringValue(sign + "nan"), nil
	case math.IsInf(f, 0):
		return StringValue(sign + "inf"), nil
	}
	return StringValue(fmt.Sprintf("%.*g", n, f)), nil
}
