package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// trinoConcatError is the error of Trino's and Presto's || and concat over
// args (Options.ConcatStringsOnly): both resolve to a concat function
// whose signatures are concat(varchar...), concat(char(x), char(y)),
// concat(varbinary...) and the array forms concat(array(E)...),
// concat(array(E), E) and concat(E, array(E)) (Trino's analyzer lists them
// in its "Unexpected parameters (...) for function concat" error, and
// Trino's documentation of || names strings, binary strings and arrays
// only). No implicit coercion makes a string of a number, a date or a
// boolean, so 7 || 'x' and concat(7, 'x') raise; a NULL literal
// (unknown) coerces to any of them. With an array among the arguments,
// the element checks are left to the array concatenation.
func (b *binder) trinoConcatError(at ast.Node, what string, args []Expr) error {
	if err := b.nestedConcatError(at, what, args); err != nil {
		return err
	}
	if !b.p.eng.opts.ConcatStringsOnly {
		return nil
	}
	text, binary, other := 0, 0, 0
	for _, a := range args {
		switch k := a.Type().Kind; {
		case k == ast.TypeArray:
			return nil
		case k.IsText():
			text++
		case k == ast.TypeBinary:
			binary++
		case k != ast.TypeUnknown:
			other++
		}
	}
	if other > 0 || text > 0 && binary > 0 {
		names := make([]string, len(args))
		for i, a := range args {
			names[i] = trinoTypeName(a.Type())
		}
		return errAt(at, "%s cannot be applied to (%s): || and concat take strings, binary strings or arrays only; cast the others to varchar",
			what, strings.Join(names, ", "))
	}
	return nil
}

// trinoTypeName is Trino's name of t where the executor knows it, else the
// executor's.
func trinoTypeName(t Type) string {
	if t.Kind == ast.TypeBinary {
		return "varbinary"
	}
	if name, _ := typeofName("trino", t); name != "" {
		return name
	}
	return strings.ToLower(t.Kind.String())
}

// nestedConcatError is the error of BigQuery's || and CONCAT given an
// ARRAY or a STRUCT (Options.NoNestedTextConcat): CONCAT takes values of
// types that can be cast to STRING (BigQuery's string functions, CONCAT:
// "All values must be BYTES or data types that can be cast to STRING"),
// and an ARRAY casts to an ARRAY only, a STRUCT to a STRUCT only
// (BigQuery's conversion rules); || is CONCAT, but of arrays it is
// ARRAY_CONCAT (BigQuery's operators: the concatenation operator takes
// STRING, BYTES or ARRAY operands).
func (b *binder) nestedConcatError(at ast.Node, what string, args []Expr) error {
	for _, a := range args {
		if err := b.objectTextError(at, what, a.Type()); err != nil {
			return err // snowflake_object_text.go
		}
	}
	if !b.p.eng.opts.NoNestedTextConcat {
		return nil
	}
	for _, a := range args {
		if a.Type().Kind == ast.TypeArray && what == "operator ||" {
			return nil
		}
	}
	for _, a := range args {
		if k := a.Type().Kind; k == ast.TypeArray || k == ast.TypeStruct || k == ast.TypeMap {
			return errAt(at, "%s cannot be applied to %s: it takes values that can be cast to STRING, which an ARRAY or a STRUCT cannot; build the text from its elements or fields (ARRAY_TO_STRING, TO_JSON_STRING)",
				what, strings.ToUpper(k.String()))
		}
	}
	return nil
}
