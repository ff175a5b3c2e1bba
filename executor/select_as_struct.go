package executor

import "github.com/lateral-sql/lateral/ast"

// selectAsStruct finishes the plan n of a SELECT AS STRUCT (BigQuery): the
// query yields one column, a struct of the select list's columns under
// their output names, in order (BigQuery reference, Query syntax: SELECT
// AS STRUCT). The struct itself is never NULL, so ARRAY(SELECT AS STRUCT
// ...) has no NULL element; its fields may be. n is returned as it is for
// any other query.
func (p *planner) selectAsStruct(sel *ast.Select, n Node) Node {
	if !sel.AsStruct {
		return n
	}
	s := &StructE{T: Type{Kind: ast.TypeStruct}}
	for _, c := range n.Output() {
		s.Names = append(s.Names, c.Name)
		s.Vals = append(s.Vals, &ColRef{ID: c.ID, Name: c.Name, T: c.Type})
		s.T.Fields = append(s.T.Fields, FieldType{c.Name, c.Type})
	}
	return &Project{Input: n, Exprs: []Expr{s}, Cols: []ColMeta{p.newCol("", "", s.T)}}
}
