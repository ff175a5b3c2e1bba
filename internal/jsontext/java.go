package jsontext

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/internal/floattext"
)

// JavaNumbers is n with its numbers written as Hive's and Spark's
// get_json_object and json_tuple write them: both read the document with
// Jackson, Hive into Java objects (UDFJson: a Double for a number with a
// fraction or an exponent, an Integer, Long or BigInteger for the others,
// written back with toString, or with ObjectMapper.writeValueAsString
// inside an object or array), Spark as tokens copied by
// JsonGenerator.copyCurrentStructure, which writes a fraction from
// getDoubleValue (jackson-core _copyCurrentFloatValue) and an integer
// from its int, long or BigInteger value. So 1.50 is 1.5, 1e2 is 100.0,
// 1E20 is 1.0E20 (Java's Double.toString) and -0 is 0. A number beyond a
// double's range (Infinity in Java, which the two write differently) is
// left as written.
func (n *Node) JavaNumbers() *Node {
	switch n.Kind {
	case Number:
		out := *n
		out.Raw = ""
		if strings.ContainsAny(n.Text, ".eE") {
			f, err := strconv.ParseFloat(n.Text, 64)
			if err != nil || math.IsInf(f, 0) {
				return n
			}
			out.Text = floattext.Format(f, false, floattext.Java)
		} else if i, ok := new(big.Int).SetString(n.Text, 10); ok {
			out.Text = i.String()
		}
		return &out
	case Array:
		out := *n
		out.Raw = ""
		out.Arr = make([]*Node, len(n.Arr))
		for i, e := range n.Arr {
			out.Arr[i] = e.JavaNumbers()
		}
		return &out
	case Object:
		out := *n
		out.Raw = ""
		out.Vals = make([]*Node, len(n.Vals))
		for i, e := range n.Vals {
			out.Vals[i] = e.JavaNumbers()
		}
		return &out
	}
	return n
}
