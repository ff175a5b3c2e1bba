package executor

import (
	"strconv"

	"github.com/lateral-sql/lateral/ast"
)

// selectAsStruct finishes the plan n of a SELECT AS STRUCT (BigQuery): the
// query yields one column, a struct of the select list's columns under
// their output names, in order (BigQuery reference, Query syntax: SELECT
// AS STRUCT). The struct itself is never NULL, so ARRAY(SELECT AS STRUCT
// ...) has no NULL element; its fields may be. n is returned as it is for
// any other query.
//
// A field whose select item has no name (no alias, and not a column or a
// field reference, which are named after themselves) is anonymous in
// BigQuery; the executor calls it col1, col2... by its position in the
// struct, as it does the unnamed fields of row(...), and marks the type
// Unnamed when no field has a name.
func (p *planner) selectAsStruct(sel *ast.Select, n Node) Node {
	if !sel.AsStruct {
		return n
	}
	out := n.Output()
	anon := anonymousItems(sel, len(out))
	s := &StructE{T: Type{Kind: ast.TypeStruct}}
	named := false
	for i, c := range out {
		name := c.Name
		if anon[i] {
			name = "col" + strconv.Itoa(i+1)
		} else {
			named = true
		}
		s.Names = append(s.Names, name)
		s.Vals = append(s.Vals, &ColRef{ID: c.ID, Name: c.Name, T: c.Type})
		s.T.Fields = append(s.T.Fields, FieldType{name, c.Type})
	}
	s.T.Unnamed = len(out) > 0 && !named
	return &Project{Input: n, Exprs: []Expr{s}, Cols: []ColMeta{p.newCol("", "", s.T)}}
}

// anonymousItems tells, for each of the width output columns of sel, whether
// its select item has no name: no alias and not a column or field reference.
// The columns of * and t.* are named. An item between two stars, whose
// position the count of columns does not tell, is taken as named.
func anonymousItems(sel *ast.Select, width int) []bool {
	anon := make([]bool, width)
	isStar := func(it *ast.SelectItem) bool {
		switch it.Expr.(type) {
		case *ast.Star, *ast.FieldStar:
			return true
		}
		return false
	}
	unnamed := func(it *ast.SelectItem) bool { return it.Alias == nil && !namedByItself(it.Expr) }
	// from the front up to the first star
	i := 0
	for ; i < len(sel.Items) && !isStar(sel.Items[i]); i++ {
		if i < width {
			anon[i] = unnamed(sel.Items[i])
		}
	}
	if i == len(sel.Items) {
		return anon
	}
	// from the back down to the last star
	for j, k := len(sel.Items)-1, width-1; j >= 0 && !isStar(sel.Items[j]) && k >= 0; j, k = j-1, k-1 {
		anon[k] = unnamed(sel.Items[j])
	}
	return anon
}

// isAsStruct tells whether the query expression qe yields the rows of SELECT
// AS STRUCT: such a select, or a set operation or parenthesized query of
// them.
func isAsStruct(qe ast.QueryExpr) bool {
	switch x := qe.(type) {
	case *ast.Select:
		return x.AsStruct
	case *ast.SetOp:
		return isAsStruct(x.L) || isAsStruct(x.R)
	case *ast.Query:
		return isAsStruct(x.Body)
	}
	return false
}

// setOpStructs types the struct columns of a set operation whose sides are
// SELECT AS STRUCT queries (BigQuery): the fields meet by position and take
// the names of the first query's (BigQuery reference, Query syntax: set
// operators take the column names of the first query), each field the
// supertype of the two; structs of different field counts do not meet. The
// sides are cast to the result types where they differ.
func (p *planner) setOpStructs(x *ast.SetOp, so *SetOp) error {
	if !isAsStruct(x.L) && !isAsStruct(x.R) {
		return nil
	}
	changed, err := unifyStructCols(x, so.Cols, so.L.Output(), so.R.Output())
	if err != nil {
		return err
	}
	if changed {
		so.L = p.castStructs(so.L, so.Cols)
		so.R = p.castStructs(so.R, so.Cols)
	}
	return nil
}

// castStructs casts the struct columns of n whose type is not the target's.
func (p *planner) castStructs(n Node, target []ColMeta) Node {
	return p.castColumns(n, nil, func(i int, c ColMeta, ref Expr) *CastE {
		t := target[i].Type
		if c.Type.Kind != ast.TypeStruct || t.Kind != ast.TypeStruct || c.Type.String() == t.String() && sameFieldNames(c.Type, t) {
			return nil
		}
		return &CastE{X: ref, To: t, Implicit: true}
	})
}

func sameFieldNames(a, b Type) bool {
	if len(a.Fields) != len(b.Fields) {
		return false
	}
	for i := range a.Fields {
		if a.Fields[i].Name != b.Fields[i].Name {
			return false
		}
	}
	return true
}

// valueTable makes a SELECT AS STRUCT query in FROM a value table
// (BigQuery reference, Query syntax: value tables): n and sc are the
// relation of its one struct column. Its range variable names the struct
// of each row (s), s.a reads its field a, and * and s.* expand its
// fields. The fields become columns of their own (so a bare a reads the
// field too), read by name (of repeated field names, the first); the
// struct column is hidden from *.
// Any other relation is returned as it is.
func (p *planner) valueTable(q *ast.Query, n Node, sc *scope) (Node, *scope) {
	cols := n.Output()
	if !isAsStruct(q.Body) || len(cols) != 1 || len(sc.cols) != 1 || cols[0].Type.Kind != ast.TypeStruct {
		return n, sc
	}
	c, table := cols[0], sc.cols[0].table
	v := &ColRef{ID: c.ID, Name: c.Name, T: c.Type}
	vc := p.newCol("__value", "", c.Type)
	pr := &Project{Input: n, Exprs: []Expr{v}, Cols: []ColMeta{vc}}
	out := &scope{parent: sc.parent}
	out.add(vc, table)
	out.cols[0].aliasValue = true
	out.cols[0].hideStar = true
	for _, f := range c.Type.Fields {
		fc := p.newCol(f.Name, "", f.Type)
		pr.Exprs = append(pr.Exprs, &FieldE{X: v, Name: f.Name, T: f.Type})
		pr.Cols = append(pr.Cols, fc)
		out.add(fc, table)
	}
	return pr, out
}

// recursiveStructs types the struct column of a recursive CTE whose anchor
// and step are SELECT AS STRUCT queries (BigQuery) as setOpStructs types a
// set operation's: the fields meet by position under the anchor's names,
// each the supertype of the two, and both sides are cast to that type, so
// that the working table's rows carry the names the step reads (WITH
// RECURSIVE r AS (SELECT AS STRUCT 1 AS n UNION ALL SELECT AS STRUCT r.n +
// 1 FROM r WHERE r.n < 3): the step's field is anonymous, its rows are
// still r.n).
func (p *planner) recursiveStructs(so *ast.SetOp, rc *RecursiveCTE) error {
	if !isAsStruct(so.L) && !isAsStruct(so.R) {
		return nil
	}
	if _, err := unifyStructCols(so, rc.Cols, rc.Anchor.Output(), rc.Step.Output()); err != nil {
		return err
	}
	rc.Anchor = p.castStructs(rc.Anchor, rc.Cols)
	rc.Step = p.castStructs(rc.Step, rc.Cols)
	return nil
}

// unifyStructCols sets each column of cols where both sides l and r give a
// struct to a struct of l's field names whose field types are the
// supertypes of the two; changed reports whether one was set. Structs of
// different field counts are an error at x.
func unifyStructCols(x *ast.SetOp, cols, l, r []ColMeta) (changed bool, err error) {
	for i := range cols {
		lt, rt := l[i].Type, r[i].Type
		if lt.Kind != ast.TypeStruct || rt.Kind != ast.TypeStruct {
			continue
		}
		if len(lt.Fields) != len(rt.Fields) {
			return false, errAt(x, "column %d of %s has incompatible types: %s, %s", i+1, x.Op, lt, rt)
		}
		t := Type{Kind: ast.TypeStruct, Unnamed: lt.Unnamed}
		for j, f := range lt.Fields {
			t.Fields = append(t.Fields, FieldType{f.Name, superType(f.Type, rt.Fields[j].Type)})
		}
		cols[i].Type = t
		changed = true
	}
	return changed, nil
}
