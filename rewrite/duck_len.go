package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeDuckLenType: the type of the argument of DuckDB's len or length is
// not known, and it decides between a string's length and a list's.
const codeDuckLenType = "T134"

// codeDuckLenArg: DuckDB's len or length of an argument of a known type
// that is neither a string nor a list (nor, for len, a map).
const codeDuckLenArg = "T137"

// duckLen: DuckDB's len(x), length(x) and array_length(x) are the number
// of characters of a string and the number of elements of a list (checked
// on DuckDB 1.5: len('héllo'), length('héllo') and array_length('héllo')
// are 5, len([1, 2, NULL]) and length([1, 2, NULL]) are 3, len([]) is 0,
// NULL for NULL). The reader takes len and array_length as a list's size
// and length as a string's, except for a literal or a cast that shows the
// argument (dialects/functions.go, fnDuckLength). Here, toward the other
// dialects, the argument's type decides: of a string type (a column the
// schema gives, a string function) the call is the string's length, of an
// array the list's size; of another known type it is refused (T137); len
// of a type not known is refused (T134) rather than guessed (a string
// given to the targets' list size is not an error everywhere).
func (c *Context) duckLen(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "duckdb" || c.Target.Name == "duckdb" || len(f.Name) != 1 || f.Name[0].Quoted || f.Over != nil || len(f.Args) != 1 {
		return f
	}
	written := strings.ToLower(string(f.Written))
	name := strings.ToLower(f.Name[0].Name)
	if written != "len" && written != "length" && written != "array_length" || name != "cardinality" && name != "length" {
		return f
	}
	a := f.Args[0]
	switch x := a.(type) {
	case *ast.Array, *ast.ArrayQuery:
		return c.duckLenAs(f, "cardinality")
	case *ast.Literal:
		switch x.Kind {
		case ast.LitString:
			return c.duckLenAs(f, "length")
		case ast.LitNull:
			return f // NULL either way
		}
	}
	t := c.typeOf(a, sc)
	known := t != nil && t.Kind != ast.TypeUnknown && t.Kind != ast.TypeOther
	switch {
	case t != nil && t.Kind == ast.TypeArray, c.duckListBranch(a, sc):
		return c.duckLenAs(f, "cardinality")
	case known && t.Kind == ast.TypeMap && written == "len":
		// len of a MAP is its number of entries (checked on DuckDB 1.5:
		// len(MAP {'a': 1, 'b': 2}) is 2; length of a MAP raises)
		return c.duckLenAs(f, "cardinality")
	case known && !t.Kind.IsText():
		// Of a JSON value DuckDB counts the characters of its text (checked
		// on DuckDB 1.5: len(CAST('[1, 2]' AS JSON)) is 6), which the
		// targets' list size or length of a JSON value is not; of a BLOB,
		// a number, a UUID, a STRUCT (and length of a MAP) it raises
		// ("No function matches ... len(BLOB)").
		c.Refuse(codeDuckLenArg, f, "cast the argument to VARCHAR or to a list type",
			"duckdb's %s of a %s value is not a string's length nor a list's size: it counts a JSON value's characters and raises for the other types", written, t.Kind)
	case t != nil && t.Kind.IsText(), c.valueKindOf(a, sc) == "string":
		return c.duckLenAs(f, "length")
	case (written == "length" || written == "array_length") && c.Target.Name == "snowflake":
		// Snowflake's LENGTH takes a string or a binary value (Snowflake
		// SQL reference, LENGTH, LEN), and an ARRAY may be coerced to
		// VARCHAR there (its JSON text: Snowflake data type conversion),
		// so a list would not fail to bind but give its text's length;
		// its ARRAY_SIZE gives NULL for a value that is no ARRAY
		// (ARRAY_SIZE), where DuckDB counts a string's characters: of a
		// type not known neither reading is safe
		c.Refuse(codeSnowflakeCount, f, "give the column types with --schema, or cast the argument (CAST(x AS VARCHAR) or to a list type)",
			"the type of the argument of duckdb's %s is not known: duckdb counts a string's characters and a list's elements, and snowflake's LENGTH takes strings only, its ARRAY_SIZE arrays only", written)
	case written == "length":
		// Of a type not known, length stays the string's length the
		// reader takes it for (a list given to the other dialects'
		// length, which takes strings, fails to bind there: PostgreSQL
		// 15 has no length(integer[])).
	case written == "array_length":
		// DuckDB's array_length of one argument is len (checked on DuckDB
		// 1.5: array_length('héllo') is 5): of a type not known it stays
		// the list's size its name gives.
	default: // len of a type not known
		c.Refuse(codeDuckLenType, f, "give the column types with --schema, or cast the argument (CAST(x AS VARCHAR) or to a list type)",
			"the type of the argument of duckdb's %s is not known: it is a string's number of characters and a list's number of elements", written)
	}
	return f
}

// duckLenAs is f named name, the canonical string length or list size.
func (c *Context) duckLenAs(f *ast.Func, name string) ast.Expr {
	if strings.EqualFold(f.Name[0].Name, name) {
		return f
	}
	out := *f
	out.Name = ast.QName{{Span: f.Name[0].Span, Name: name}}
	return &out
}

// duckListBranch reports whether e is a coalesce or ifnull one of whose
// arguments is a list (a list literal, an array of known type): DuckDB
// gives it a list type, or fails to bind it (coalesce(arr, [])).
func (c *Context) duckListBranch(e ast.Expr, sc *scope) bool {
	f, ok := e.(*ast.Func)
	if !ok || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "coalesce") && !strings.EqualFold(f.Name[0].Name, "ifnull") {
		return false
	}
	for _, a := range f.Args {
		switch a.(type) {
		case *ast.Array, *ast.ArrayQuery:
			return true
		}
		if t := c.typeOf(a, sc); t != nil && t.Kind == ast.TypeArray {
			return true
		}
	}
	return false
}
