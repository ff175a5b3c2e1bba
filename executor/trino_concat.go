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
