package rewrite

import "github.com/lateral-sql/lateral/ast"

// codeDescribe refuses DuckDB's DESCRIBE for another target.
const codeDescribe = "T076"

// refuseDescribe refuses a DESCRIBE (DuckDB's description of a query's or a
// table's columns, in DuckDB's own type names) when the target is not
// DuckDB: no other dialect has a statement or table source with its output.
// It reports whether it refused.
func (c *Context) refuseDescribe(s ast.Stmt) bool {
	if c.Target.is("duckdb") {
		return false
	}
	for n := range ast.Preorder(s) {
		if d, ok := n.(*ast.Describe); ok {
			c.Refuse(codeDescribe, d, "run it in DuckDB",
				"DESCRIBE cannot be expressed in %s: it lists the columns in DuckDB's own type names, and %s has no statement with that output",
				c.Target.Name, c.Target.Name)
			return true
		}
	}
	return false
}
