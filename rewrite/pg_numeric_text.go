package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeNumericText: the text of a value of PostgreSQL's NUMERIC without a
// precision, which no other dialect's DECIMAL writes alike.
const codeNumericText = "T100"

// A PostgreSQL NUMERIC column declared without a precision keeps every
// value with its own scale: 1.5 and 1.50 are stored and written as text
// apart, and sums and products carry the scales of their operands
// (PostgreSQL 15 documentation, 8.1.2 Arbitrary Precision Numbers: "without
// any precision or scale creates an 'unconstrained numeric' column in which
// numeric values of any length can be stored"; run on PostgreSQL 15:
// CAST(n AS TEXT) over 1.5 and 1.50 gives '1.5' and '1.50'). Every other
// dialect's DECIMAL has one scale per column and writes each value with
// it (DuckDB's DECIMAL(18, 3) writes 1.500 for both), so a conversion of
// such a value to text (a CAST to a string type or an array of one, ||,
// concat, concat_ws and array_to_string) is refused (T100) for every
// target but PostgreSQL. Values
// compared, ordered or output as numbers need no refusal: they are equal
// whatever their scale. The CREATE TABLE of such a column is refused
// already (T056), and so is a cast to NUMERIC without a precision whose
// operand's type does not bound its digits (pg_numeric_cast.go).

// numericTextCast checks a CAST or TRY_CAST to a string type, or to an
// array of one (ARRAY[n]::text[] writes each element so).
func (c *Context) numericTextCast(x *ast.Cast, sc *scope) {
	if t := x.Type; t != nil && (t.Kind.IsText() || t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind.IsText()) {
		c.numericTextOperand(x.X, x, sc)
	}
}

// numericTextBinary checks the operands of ||.
func (c *Context) numericTextBinary(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op == ast.OpConcat {
		for _, o := range []ast.Expr{b.L, b.R} {
			if c.numericTextOperand(o, b, sc) {
				break
			}
		}
	}
	return b
}

// numericTextFunc checks the arguments of concat and concat_ws.
func (c *Context) numericTextFunc(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) == 0 {
		return f
	}
	args := f.Args
	switch strings.ToLower(f.Name[0].Name) {
	case "concat", "concat_skip_null":
	case "concat_ws":
		args = f.Args[1:]
	case "array_join", "array_join_duck": // array_to_string
		args = f.Args[:1] // the array's elements, written as text
	default:
		return f
	}
	for _, a := range args {
		if c.numericTextOperand(a, f, sc) {
			break
		}
	}
	return f
}

// numericTextOperand refuses (T100) the conversion at to text of e, a
// value of an unconstrained PostgreSQL NUMERIC read from a column of that
// type (or an array of such values); it reports whether it refused.
func (c *Context) numericTextOperand(e ast.Expr, at ast.Node, sc *scope) bool {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return false
	}
	col := c.bareNumericCol(e, sc)
	if col == nil {
		return false // literals: their text is the same (1.5 is 1.5)
	}
	c.Refuse(codeNumericText, at, "cast the value to NUMERIC(p, s) first, which writes every value with s digits after the point in both",
		"%s is a NUMERIC without a precision, which postgres writes as text with each value's own scale (1.5, 1.50), and %s's DECIMAL with its column's one scale",
		exprName(col), c.Target.Name)
	return true
}

// bareNumericCol is the column of an unconstrained NUMERIC whose values e
// passes on with their own scale, nil when there is none: e is of that
// type (or an array of it) and reads such a column outside subqueries, or
// e passes its argument's value on whole, whatever the type inferred for
// it (abs, coalesce, greatest, least (read as greatest_ignore_nulls...),
// nullif's first argument, a CASE's
// results, an array's elements, array_agg: on PostgreSQL 15, abs(1.50),
// coalesce(1.50, 0) and greatest(1.50, 0) are 1.50, and ARRAY[1.50]::text[]
// is {1.50}).
func (c *Context) bareNumericCol(e ast.Expr, sc *scope) ast.Expr {
	var args []ast.Expr
	switch x := e.(type) {
	case *ast.Func:
		if len(x.Name) == 1 && !x.Name[0].Quoted {
			switch strings.ToLower(x.Name[0].Name) {
			case "abs", "coalesce", "greatest_ignore_nulls", "least_ignore_nulls", "array_agg":
				args = x.Args
			case "nullif":
				args = x.Args[:min(1, len(x.Args))]
			}
		}
	case *ast.Case:
		args = caseResults(x)
	case *ast.Array:
		args = x.Elems
	}
	for _, a := range args {
		if col := c.bareNumericCol(a, sc); col != nil {
			return col
		}
	}
	t := c.typeOf(e, sc)
	if t != nil && t.Kind == ast.TypeArray {
		t = t.Elem
	}
	if !bareNumeric(t) {
		return nil
	}
	var col ast.Expr
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Subquery, *ast.Exists, *ast.ArrayQuery:
			return false
		case *ast.ColumnRef:
			if col == nil && bareNumeric(c.typeOf(x, sc)) {
				col = x
			}
		}
		return col == nil
	})
	return col
}

// bareNumeric reports whether t is a DECIMAL without a precision (only
// PostgreSQL's NUMERIC is read so).
func bareNumeric(t *ast.TypeName) bool {
	return t != nil && t.Kind == ast.TypeDecimal && len(t.Params) == 0
}
