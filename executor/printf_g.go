package executor

import (
	"fmt"
	"regexp"
	"strconv"
)

// printf of one number under a format '%.<n>g' only: C's shortest of
// %e and %f with n significant digits, trailing zeros dropped (DuckDB's
// printf), which a PostgreSQL float cast to NUMERIC is written with toward
// DuckDB (rewrite/float_decimal_cast.go). Other formats are an error here.

var printfG = regexp.MustCompile(`^%\.([0-9]{1,2})g$`)

func init() {
	reg(&scalarFunc{name: "printf", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		m := printfG.FindStringSubmatch(a[0].String())
		if m == nil || !a[1].isNumeric() {
			return Null, fmt.Errorf("printf: lateral reads only a format '%%.<n>g' of one number")
		}
		n, _ := strconv.Atoi(m[1])
		return StringValue(fmt.Sprintf("%.*g", n, a[1].asFloat())), nil
	}})
}
