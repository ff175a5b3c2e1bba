package executor

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/internal/jsontext"
)

// JSONOverflow says how get_json_object writes a JSON number beyond a
// double's range (1e400), which Jackson reads as an infinite Double.
type JSONOverflow int

const (
	// JSONOverflowAsWritten keeps the number as written.
	JSONOverflowAsWritten JSONOverflow = iota
	// JSONOverflowHive: Hive's UDFJson reads the document into Java
	// objects with Jackson (an infinite Double) and returns a scalar with
	// toString, Infinity or -Infinity, and an object or array with
	// ObjectMapper.writeValueAsString, whose generator quotes a number
	// that is not finite (JsonGenerator.Feature.QUOTE_NON_NUMERIC_NUMBERS,
	// on by default): ["Infinity"].
	JSONOverflowHive
	// JSONOverflowError: an error (Spark copies the tokens through a
	// generator; what it writes for them is not modelled).
	JSONOverflowError
)

// javaNumbersFor is jsontext.Node.JavaNumbers under the rule o: an
// infinite number is Hive's text or an error.
func javaNumbersFor(o JSONOverflow, n *jsontext.Node) (*jsontext.Node, error) {
	if o == JSONOverflowAsWritten {
		return n.JavaNumbers(), nil
	}
	var err error
	var walk func(n *jsontext.Node) *jsontext.Node
	var walkAll func(ns []*jsontext.Node) []*jsontext.Node
	walk = func(n *jsontext.Node) *jsontext.Node {
		switch n.Kind {
		case jsontext.Number:
			if !strings.ContainsAny(n.Text, ".eE") {
				return n
			}
			f, e := strconv.ParseFloat(n.Text, 64)
			if e == nil || !math.IsInf(f, 0) {
				return n
			}
			if o == JSONOverflowError {
				err = fmt.Errorf("get_json_object: the JSON number %s is beyond a double's range, which this dialect's JSON reader turns into Infinity: what it writes then is not modelled", n.Text)
				return n
			}
			text := "Infinity"
			if f < 0 {
				text = "-Infinity"
			}
			return &jsontext.Node{Kind: jsontext.String, Text: text}
		case jsontext.Array:
			out := *n
			out.Raw, out.Arr = "", walkAll(n.Arr)
			return &out
		case jsontext.Object:
			out := *n
			out.Raw, out.Vals = "", walkAll(n.Vals)
			return &out
		}
		return n
	}
	walkAll = func(ns []*jsontext.Node) []*jsontext.Node {
		out := make([]*jsontext.Node, len(ns))
		for i, e := range ns {
			out[i] = walk(e)
		}
		return out
	}
	out := walk(n)
	if err != nil {
		return nil, err
	}
	return out.JavaNumbers(), nil
}
