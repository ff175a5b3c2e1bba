package executor

import (
	"math"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/internal/jsontext"
)

// duckJSONNumbers is n, a scalar JSON value, with a number written as
// DuckDB's json_extract_string gives it (duckJSONNumberText); an object or
// array is left as it is.
func duckJSONNumbers(n *jsontext.Node) *jsontext.Node {
	if n.Kind != jsontext.Number {
		return n
	}
	out := *n
	out.Raw = ""
	out.Text = duckJSONNumberText(n.Text)
	return &out
}

// duckJSONNumberText is the text DuckDB's json_extract_string gives the
// JSON number written t (DuckDB 1.5 run, its JSON reader and writer): an
// integer as written but -0 as 0 (one beyond BIGINT and UBIGINT too, kept
// as written); a number with a fraction or an exponent as the double's
// shortest digits, in plain digits with at least one after the point
// (1.50 as 1.5, 1e2 as 100.0, 1e20 as 100000000000000000000.0, 1e-6 as
// 0.000001) for a decimal exponent from -6 to 20, and otherwise as digits
// and an exponent without a plus sign or leading zeros (1e21, 1.5e21,
// 1e-7, 1.23456e-8); a number beyond a double's range as written (1E400).
func duckJSONNumberText(t string) string {
	if !strings.ContainsAny(t, ".eE") {
		if t == "-0" {
			return "0"
		}
		return t
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsInf(f, 0) {
		return t
	}
	sci := strconv.FormatFloat(f, 'e', -1, 64)
	mant, exp, _ := strings.Cut(sci, "e")
	e, _ := strconv.Atoi(exp)
	if e > -7 && e < 21 {
		s := strconv.FormatFloat(f, 'f', -1, 64)
		if !strings.Contains(s, ".") {
			s += ".0"
		}
		return s
	}
	return mant + "e" + strconv.Itoa(e)
}
