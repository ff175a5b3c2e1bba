package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// sfObjectMapCast: Snowflake builds a MAP by casting an OBJECT constant,
// {'a': 1, 'b': 2}::MAP(VARCHAR, NUMBER) (SQL reference, structured data
// types: a MAP is made by casting an OBJECT or a VARIANT to it). An
// OBJECT constant's keys are strings, so the cast to a MAP of string keys
// is the map constructor of those keys and values, cast to the map type:
// every target with maps has a constructor (DuckDB MAP {...}, Spark
// map(...), Trino MAP(ARRAY[...], ARRAY[...])), while a target's cast of a
// struct to a map, where it has one, is its own. A NULL value would be
// kept by the constructor, and whether an OBJECT constant keeps it is not
// documented as far as found, so a field whose value is the NULL literal
// leaves the cast as it is; so does a key given twice, {'a': 1, 'a': 2},
// which a map cannot hold (the reference executor raises), and which a
// target's map constructor may reject or resolve by its own rule.
func (c *Context) sfObjectMapCast(x *ast.Cast) ast.Expr {
	st := c.sfObjectOperand(x)
	if st == nil {
		return x
	}
	m := &ast.Map{Span: st.Span}
	for _, f := range st.Fields {
		m.Keys = append(m.Keys, &ast.Literal{Span: f.Name.Span, Kind: ast.LitString, Value: f.Name.Name})
		m.Values = append(m.Values, f.Value)
	}
	nx := *x
	nx.X = m
	return &nx
}

// sfObjectOperand is the OBJECT constant x casts to a MAP of string keys
// (sfObjectMapCast), nil when x is not such a cast.
func (c *Context) sfObjectOperand(x *ast.Cast) *ast.Struct {
	if c.Source.Name != "snowflake" || c.Target.Name == "snowflake" || x.Type == nil || x.Type.Kind != ast.TypeMap ||
		x.Type.Key == nil || !x.Type.Key.Kind.IsText() {
		return nil
	}
	st, ok := x.X.(*ast.Struct)
	if !ok {
		return nil
	}
	seen := map[string]bool{}
	for _, f := range st.Fields {
		if f.Name == nil || seen[f.Name.Name] {
			return nil
		}
		seen[f.Name.Name] = true
		if lit, ok := f.Value.(*ast.Literal); ok && lit.Kind == ast.LitNull {
			return nil
		}
	}
	return st
}

// sfObjectOperands are the OBJECT constants under root that a cast makes
// maps of: they stay as they are until their cast is rewritten (a struct
// rule would otherwise spell them first).
func (c *Context) sfObjectOperands(root ast.Node) map[*ast.Struct]bool {
	if c.Source.Name != "snowflake" || c.Target.Name == "snowflake" {
		return nil
	}
	var set map[*ast.Struct]bool
	ast.Inspect(root, func(n ast.Node) bool {
		if x, ok := n.(*ast.Cast); ok {
			if st := c.sfObjectOperand(x); st != nil {
				if set == nil {
					set = map[*ast.Struct]bool{}
				}
				set[st] = true
			}
		}
		return true
	})
	return set
}
