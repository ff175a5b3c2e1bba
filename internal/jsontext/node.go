// Package jsontext reads and writes JSON text the way the engines lateral
// translates between read and write it. It is shared by the reference
// executor (which runs the JSON functions and generators) and by the
// rewrite passes (which evaluate json_tuple of a literal document at
// translation), so that both read a document alike.
//
// A document is read into a tree of [Node] that keeps an object's members
// in order (repeated names too) and a number as written, so that a value
// can be given back exactly as the source engines give it. Parse reads
// with one of three grammars ([Syntax]: the strict reader, DuckDB's,
// PostgreSQL's jsonb) and ParsePrefix reads the value at the start of a
// document, as Hive's and Spark's json_tuple do. A node is written back in
// one of three layouts ([Style]): compact, as written (PostgreSQL's json)
// or as jsonb writes it.
package jsontext

// Kind is the type of a JSON value.
type Kind uint8

// The kinds of JSON value.
const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

// Node is a JSON value read from a document.
type Node struct {
	Kind Kind
	// Text is a number as written (for a jsonb value, as numeric writes
	// it), a string's value (escapes read) or "true" / "false".
	Text string
	// Arr holds an array's elements.
	Arr []*Node
	// Keys and Vals hold an object's members in document order, repeated
	// names included (a jsonb value: in jsonb's order, one of each name).
	Keys []string
	Vals []*Node
	// Raw is the value's text as written in the document (PostgreSQL's
	// json type gives values so: the AsWritten style); empty for a node
	// not read from text and for a jsonb value.
	Raw string
}

// Member is the value of the first member named key of an object (as a
// JSON path or pointer reads it); false for a missing key or a value that
// is not an object.
func (n *Node) Member(key string) (*Node, bool) {
	if n.Kind != Object {
		return nil, false
	}
	for i, k := range n.Keys {
		if k == key {
			return n.Vals[i], true
		}
	}
	return nil, false
}

// MemberLast is the value of the last member named key, as a reader that
// fills a map member by member leaves it (Hive's json_tuple reads the
// document into a Java map); skipNull: a member whose value is JSON null
// does not replace an earlier value (Spark's json_tuple, which skips null
// values as it streams the members). False for a missing key or a value
// that is not an object.
func (n *Node) MemberLast(key string, skipNull bool) (*Node, bool) {
	if n.Kind != Object {
		return nil, false
	}
	var found *Node
	for i, k := range n.Keys {
		if k == key && (found == nil || !skipNull || n.Vals[i].Kind != Null) {
			found = n.Vals[i]
		}
	}
	return found, found != nil
}
