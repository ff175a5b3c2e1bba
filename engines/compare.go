package engines

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// RelTolerance is the relative tolerance used when a float64 takes part in a
// comparison: a and b are equal when |a-b| <= RelTolerance*max(|a|,|b|), or
// both are within AbsTolerance of each other (for values near zero).
const (
	RelTolerance = 1e-9
	AbsTolerance = 1e-12
)

// maxDiffLines bounds the rows listed in a diff.
const maxDiffLines = 20

// Equal reports whether two values are equal under the comparison rules:
// NULL equals NULL; numbers compare by value across int64, Decimal and
// float64 (with the float tolerance when a float64 is involved); lists
// element-wise; maps as sets of entries; structs field by field, names
// included; everything else by ==.
func Equal(a, b Value) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case string:
		y, ok := b.(string)
		return ok && x == y
	case int64, float64, Decimal:
		return numbersEqual(a, b)
	case []Value:
		y, ok := b.([]Value)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !Equal(x[i], y[i]) {
				return false
			}
		}
		return true
	case Map:
		y, ok := b.(Map)
		if !ok || len(x) != len(y) {
			return false
		}
		ex, ey := sortedEntries(x), sortedEntries(y)
		for i := range ex {
			if ex[i].key != ey[i].key || !Equal(ex[i].value, ey[i].value) {
				return false
			}
		}
		return true
	case Struct:
		y, ok := b.(Struct)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i].Name != y[i].Name || !Equal(x[i].Value, y[i].Value) {
				return false
			}
		}
		return true
	}
	return false
}

func numbersEqual(a, b Value) bool {
	switch b.(type) {
	case int64, float64, Decimal:
	default:
		return false
	}
	_, af := a.(float64)
	_, bf := b.(float64)
	if af || bf {
		return floatsEqual(toFloat(a), toFloat(b))
	}
	// Exact kinds: canonical texts are equal exactly when the numbers are.
	return Canonical(a) == Canonical(b)
}

func toFloat(v Value) float64 {
	switch x := v.(type) {
	case int64:
		return float64(x)
	case float64:
		return x
	case Decimal:
		switch x {
		case "NaN":
			return math.NaN()
		case "Infinity":
			return math.Inf(1)
		case "-Infinity":
			return math.Inf(-1)
		}
		f, err := strconv.ParseFloat(string(x), 64)
		if err != nil { // out of range: ParseFloat gives ±Inf, keep it
			if r, ok := new(big.Float).SetString(string(x)); ok {
				f, _ = r.Float64()
			}
		}
		return f
	}
	return math.NaN()
}

func floatsEqual(a, b float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	if a == b {
		return true // includes equal infinities
	}
	if math.IsInf(a, 0) || math.IsInf(b, 0) {
		return false
	}
	d := math.Abs(a - b)
	return d <= AbsTolerance || d <= RelTolerance*math.Max(math.Abs(a), math.Abs(b))
}

// RowsEqual reports whether two rows have the same width and equal values.
func RowsEqual(a, b []Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}

// EqualRows compares two results. With ordered, row i of a must equal row i
// of b; without, a and b are compared as multisets (duplicates count). The
// diff is empty when they are equal; otherwise it says how they differ, with
// rows of a marked "-" and rows of b marked "+", in canonical text.
func EqualRows(a, b [][]Value, ordered bool) (bool, string) {
	if ordered {
		return equalOrdered(a, b)
	}
	return equalUnordered(a, b)
}

func equalOrdered(a, b [][]Value) (bool, string) {
	var d strings.Builder
	n := 0
	for i := 0; i < max(len(a), len(b)); i++ {
		switch {
		case i >= len(a):
			fmt.Fprintf(&d, "row %d: + %s\n", i+1, CanonicalRow(b[i]))
		case i >= len(b):
			fmt.Fprintf(&d, "row %d: - %s\n", i+1, CanonicalRow(a[i]))
		case !RowsEqual(a[i], b[i]):
			fmt.Fprintf(&d, "row %d: - %s\n       + %s\n", i+1, CanonicalRow(a[i]), CanonicalRow(b[i]))
		default:
			continue
		}
		n++
		if n >= maxDiffLines {
			d.WriteString("...\n")
			break
		}
	}
	if n == 0 {
		return true, ""
	}
	return false, fmt.Sprintf("%d rows (-) vs %d rows (+), in order:\n%s", len(a), len(b), d.String())
}

func equalUnordered(a, b [][]Value) (bool, string) {
	// Exact matches by canonical text first; then pair what is left with the
	// tolerant comparison (floats that differ in their last digits).
	counts := map[string]int{}
	for _, r := range b {
		counts[CanonicalRow(r)]++
	}
	var restA [][]Value
	for _, r := range a {
		k := CanonicalRow(r)
		if counts[k] > 0 {
			counts[k]--
		} else {
			restA = append(restA, r)
		}
	}
	var restB [][]Value
	for _, r := range b {
		k := CanonicalRow(r)
		if counts[k] > 0 {
			counts[k]--
			restB = append(restB, r)
		}
	}
	used := make([]bool, len(restB))
	var onlyA []string
	for _, r := range restA {
		found := false
		for j, s := range restB {
			if !used[j] && RowsEqual(r, s) {
				used[j], found = true, true
				break
			}
		}
		if !found {
			onlyA = append(onlyA, CanonicalRow(r))
		}
	}
	var onlyB []string
	for j, s := range restB {
		if !used[j] {
			onlyB = append(onlyB, CanonicalRow(s))
		}
	}
	if len(onlyA) == 0 && len(onlyB) == 0 {
		return true, ""
	}
	slices.Sort(onlyA)
	slices.Sort(onlyB)
	var d strings.Builder
	fmt.Fprintf(&d, "%d rows (-) vs %d rows (+), as multisets:\n", len(a), len(b))
	n := 0
	for _, s := range onlyA {
		if n++; n > maxDiffLines {
			break
		}
		d.WriteString("- " + s + "\n")
	}
	for _, s := range onlyB {
		if n++; n > maxDiffLines {
			break
		}
		d.WriteString("+ " + s + "\n")
	}
	if n > maxDiffLines {
		fmt.Fprintf(&d, "... (%d rows only in -, %d only in +)\n", len(onlyA), len(onlyB))
	}
	return false, d.String()
}

// FormatRows prints rows one per line in canonical text, for logs and goldens.
func FormatRows(rows [][]Value) string {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(CanonicalRow(r))
		b.WriteByte('\n')
	}
	return b.String()
}
