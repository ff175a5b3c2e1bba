package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// objectTextError is the error of Snowflake's OBJECT or MAP written as
// text (Options.ObjectTextUnknown), by what (a cast to a string type, ||
// or concat) over a value of type t; nil for another type or dialect.
//
// Snowflake writes a semi-structured value as JSON text, but its SQL
// reference (TO_JSON, usage notes) says that a JSON object "is an
// unordered set of key-value pairs" and that "the order of the key-value
// pairs in that string is not predictable", and no page says how a
// structured OBJECT (OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED) or a MAP is
// written. lat run has no text to give that Snowflake is known to give,
// so the operation raises rather than answer another engine's text.
func (b *binder) objectTextError(at ast.Node, what string, t Type) error {
	if !b.p.eng.opts.ObjectTextUnknown || t.Kind != ast.TypeStruct && t.Kind != ast.TypeMap {
		return nil
	}
	kind := "an OBJECT"
	if t.Kind == ast.TypeMap {
		kind = "a MAP"
	}
	return errAt(at, "%s of %s as text is not answered by lat run in this dialect: Snowflake writes it as JSON text whose key order its documentation leaves unpredictable (TO_JSON); build the text from its fields (o:a::VARCHAR || ...)",
		strings.TrimPrefix(what, "operator "), kind)
}
