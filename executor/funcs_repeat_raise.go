package executor

import "fmt"

// repeat_raise is BigQuery's REPEAT (catalog; dialects/bq_repeat.go): the
// canonical repeat, but an error for a negative count.
func init() {
	reg(&scalarFunc{name: "repeat_raise", min: 2, max: 2, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		if n < 0 {
			return Null, fmt.Errorf("REPEAT: the repetitions value is negative: %d", n)
		}
		return lookupFunc("repeat").fn(a)
	}})
}
