package executor

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/jsontext"
)

// PostgreSQL's jsonb values (Options.PostgresJSONB) carry jsonbMark in
// Value.i: they compare, group and sort as jsonb does, by their structure
// and not by their text, and || merges them. A json value (unmarked) keeps
// comparing as text; PostgreSQL has no = or < for json at all.
const jsonbMark = 1

// JSONBValue is text, a document in jsonb's layout, as a jsonb value.
func JSONBValue(text string) Value { return Value{k: KindJSON, t: ast.TypeJSON, i: jsonbMark, s: text} }

func isJSONB(v Value) bool { return v.k == KindJSON && v.i == jsonbMark }

// jsonbOf is v cast to jsonb: read as a json value, then as jsonb holds
// it (jsonbValue).
func jsonbOf(v Value) (Value, error) {
	if isJSONB(v) {
		return v, nil
	}
	j, err := castValue(v, tJSON)
	if err != nil {
		return Null, err
	}
	return jsonbValue(j) // json.go
}

// markJSONB marks t, the executor type of tn, and its element types as
// jsonb where tn names PostgreSQL's jsonb.
func markJSONB(t *Type, tn *ast.TypeName) {
	if tn == nil {
		return
	}
	t.JSONB = tn.Kind == ast.TypeJSON && strings.EqualFold(tn.Name, "JSONB")
	if t.Elem != nil && tn.Elem != nil {
		e := *t.Elem
		markJSONB(&e, tn.Elem)
		t.Elem = &e
	}
}

// parseJSONB reads v (a jsonb value, or a string met beside one: an
// untyped literal PostgreSQL reads as jsonb) as jsonb holds it.
func parseJSONB(v Value) (*jsontext.Node, bool) {
	n, err := jsontext.Parse(v.s, jsontext.JSONB)
	return n, err == nil
}

// cmpJSONBValues orders a and b, one of them a jsonb value and the other
// a jsonb value or a string, as jsonb's btree operators do; a string that
// is no JSON document compares as text.
func cmpJSONBValues(a, b Value) int {
	x, ok1 := parseJSONB(a)
	y, ok2 := parseJSONB(b)
	if !ok1 || !ok2 {
		return strings.Compare(a.s, b.s)
	}
	return cmpJSONBTop(x, y)
}

// jsonbRank is jsonb's order of the kinds of value (PostgreSQL 15 manual,
// 8.14.4 "jsonb Indexing": Object > Array > Boolean > Number > String >
// Null).
func jsonbRank(k jsontext.Kind) int {
	switch k {
	case jsontext.Null:
		return 0
	case jsontext.String:
		return 1
	case jsontext.Number:
		return 2
	case jsontext.Bool:
		return 3
	case jsontext.Array:
		return 4
	}
	return 5
}

// cmpJSONBTop orders two documents as jsonb's comparison does. jsonb holds
// a scalar document as a one-element array marked as a scalar: against a
// real array it sorts first when both have one element, and otherwise by
// element count, so that [] sorts before every scalar, null included
// (PostgreSQL 15 manual, 8.14.4: "an empty top level array sorts less
// than null"; run on PostgreSQL 15: ORDER BY over null, "z", 2, 10, true,
// [3], [1,2] and [] gives [], null, "z", 2, 10, true, [3], [1,2]).
func cmpJSONBTop(a, b *jsontext.Node) int {
	as, bs := a.Kind != jsontext.Array && a.Kind != jsontext.Object, b.Kind != jsontext.Array && b.Kind != jsontext.Object
	if !as && !bs || a.Kind == jsontext.Object || b.Kind == jsontext.Object {
		return cmpJSONBNode(a, b)
	}
	na, nb := 1, 1
	if !as {
		na = len(a.Arr)
	}
	if !bs {
		nb = len(b.Arr)
	}
	if na != nb {
		return cmpInt(int64(na), int64(nb))
	}
	if as != bs {
		if as {
			return -1
		}
		return 1
	}
	return cmpJSONBNode(a, b) // two scalars
}

// cmpJSONBNode orders two values within documents: by kind, then scalars
// as their SQL types compare (strings bytewise, as under the C collation
// lateral reads PostgreSQL with; numbers as numerics), arrays by element
// count then element by element, objects by member count then key and
// value by key and value in jsonb's key order (shorter keys first).
func cmpJSONBNode(a, b *jsontext.Node) int {
	if ra, rb := jsonbRank(a.Kind), jsonbRank(b.Kind); ra != rb {
		return cmpInt(int64(ra), int64(rb))
	}
	switch a.Kind {
	case jsontext.String:
		return strings.Compare(a.Text, b.Text)
	case jsontext.Bool:
		return strings.Compare(a.Text, b.Text) // "false" < "true"
	case jsontext.Number:
		x, ok1 := new(big.Rat).SetString(a.Text)
		y, ok2 := new(big.Rat).SetString(b.Text)
		if ok1 && ok2 {
			return x.Cmp(y)
		}
		return strings.Compare(a.Text, b.Text)
	case jsontext.Array:
		if len(a.Arr) != len(b.Arr) {
			return cmpInt(int64(len(a.Arr)), int64(len(b.Arr)))
		}
		for i := range a.Arr {
			if c := cmpJSONBNode(a.Arr[i], b.Arr[i]); c != 0 {
				return c
			}
		}
	case jsontext.Object:
		if len(a.Keys) != len(b.Keys) {
			return cmpInt(int64(len(a.Keys)), int64(len(b.Keys)))
		}
		for i := range a.Keys {
			if c := strings.Compare(a.Keys[i], b.Keys[i]); c != 0 {
				return c
			}
			if c := cmpJSONBNode(a.Vals[i], b.Vals[i]); c != 0 {
				return c
			}
		}
	}
	return 0
}

// appendJSONBKey appends v's grouping key: its document with each number
// in one form (trailing fractional zeros dropped), so that jsonb values
// equal under cmpJSONBValues share it.
func appendJSONBKey(buf []byte, v Value) []byte {
	buf = append(buf, 12)
	n, ok := parseJSONB(v)
	if !ok {
		return append(append(buf, v.s...), 0)
	}
	canonJSONBNumbers(n)
	return append(append(buf, n.JSON(jsontext.Compact)...), 0)
}

func canonJSONBNumbers(n *jsontext.Node) {
	switch n.Kind {
	case jsontext.Number:
		if strings.Contains(n.Text, ".") {
			n.Text = strings.TrimSuffix(strings.TrimRight(n.Text, "0"), ".")
			if n.Text == "-0" {
				n.Text = "0"
			}
		}
	case jsontext.Array:
		for _, e := range n.Arr {
			canonJSONBNumbers(e)
		}
	case jsontext.Object:
		for _, e := range n.Vals {
			canonJSONBNumbers(e)
		}
	}
}

// jsonbConcat is jsonb || jsonb (PostgreSQL 15 manual, 9.16 "JSON
// Functions and Operators"): two arrays give all the elements of both,
// two objects the union of their keys with the second object's value for
// a key both have, and otherwise a value that is not an array is taken as
// a one-element array; only the top level is merged.
func jsonbConcat(l, r Value) (Value, error) {
	a, err := jsontext.Parse(l.s, jsontext.JSONB)
	if err != nil {
		return Null, err
	}
	b, err := jsontext.Parse(r.s, jsontext.JSONB)
	if err != nil {
		return Null, err
	}
	out := &jsontext.Node{Kind: jsontext.Array}
	if a.Kind == jsontext.Object && b.Kind == jsontext.Object {
		out.Kind = jsontext.Object
		out.Keys = append(append(out.Keys, a.Keys...), b.Keys...)
		out.Vals = append(append(out.Vals, a.Vals...), b.Vals...)
	} else {
		for _, n := range []*jsontext.Node{a, b} {
			if n.Kind == jsontext.Array {
				out.Arr = append(out.Arr, n.Arr...)
			} else {
				out.Arr = append(out.Arr, n)
			}
		}
	}
	// jsonb's reading keeps the last member of a name and orders the keys
	return jsonbValue(JSONValue(out.JSON(jsontext.Compact)))
}

// jsonbColumns holds the values of the columns of t, a table read from a
// data file, that its schema declares jsonb as jsonb holds them.
func (o *Options) jsonbColumns(t *Table, schema *ast.CreateTable) error {
	for _, c := range append(append([]*ast.ColumnDef(nil), schema.Columns...), schema.PartitionBy...) {
		ty := o.typeOf(c.Type)
		if !ty.JSONB {
			continue
		}
		for i := range t.Columns {
			if !strings.EqualFold(t.Columns[i].Name, c.Name.Name) {
				continue
			}
			t.Columns[i].Type = ty
			for r, v := range t.data[i] {
				jv, err := jsonbOf(v)
				if err != nil {
					return fmt.Errorf("column %s: %v", c.Name.Name, err)
				}
				t.data[i][r] = jv
			}
		}
	}
	return nil
}
