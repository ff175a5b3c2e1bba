package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// BigQuery's UNNEST of an array of structs is a value table (BigQuery
// reference, Query syntax: "UNNEST and structs": "For an input array of
// structs, UNNEST returns a row for each struct, with a separate column for
// each field in the struct. The alias for each column is the name of the
// corresponding struct field." and "Because the UNNEST operator returns a
// value table, you can alias UNNEST to define a range variable ... If you
// reference the range variable in the SELECT list, the query returns a
// struct containing all of the fields of the original struct"):
//
//   - SELECT * FROM UNNEST(arr) AS e gives one column per field, named
//     after it; WITH OFFSET adds its column after them ("UNNEST and WITH
//     OFFSET": a separate column);
//   - e is the struct of the row, e.a and a bare a read its field a, e.*
//     expands the fields (not the offset, a range variable of its own);
//   - an element that is NULL gives NULL fields, as LEFT JOIN UNNEST's
//     row without elements does.
//
// This is the value table of a SELECT AS STRUCT query in FROM
// (planner.valueTable) with a table function under it.

// unnestValueTable returns the struct column of the lateral l when it is
// such an UNNEST under Options.UnnestStructValueTables, else nil.
func (p *planner) unnestValueTable(l *ast.Lateral, tf *TableFunc, valueCols []ColMeta) *ColMeta {
	if !p.eng.opts.UnnestStructValueTables || len(l.Gens) != 1 || len(tf.Gens) != 1 || len(valueCols) != 1 {
		return nil
	}
	g := tf.Gens[0]
	if g.Kind != ast.GenUnnest || g.Expand || g.StructItem || g.Collection == ast.CollMap {
		return nil
	}
	if t := valueCols[0].Type; t.Kind != ast.TypeStruct || len(t.Fields) == 0 {
		return nil
	}
	return &valueCols[0]
}

// planUnnestValueTable plans the lateral l, whose table function tf yields
// the struct column vc (and the offset), over in as a value table: a
// projection adds one column per field of vc, read from it; the scope
// shows the columns of in, vc (hidden from *, named by the alias), the
// fields, then the offset.
func (p *planner) planUnnestValueTable(l *ast.Lateral, in Node, insc *scope, tf *TableFunc, vc *ColMeta, aliasName string) (Node, *scope, error) {
	node := &TableFunctionNode{Input: in, Funcs: []*TableFunc{tf}}
	pr := &Project{Input: node}
	for _, c := range node.Output() {
		pr.Exprs = append(pr.Exprs, &ColRef{ID: c.ID, Name: c.Name, T: c.Type})
		pr.Cols = append(pr.Cols, c)
	}
	v := &ColRef{ID: vc.ID, Name: vc.Name, T: vc.Type}
	sc := &scope{parent: insc.parent}
	sc.cols = append(sc.cols, insc.cols...)
	sc.add(*vc, aliasName)
	sc.cols[len(sc.cols)-1].aliasValue = true
	sc.cols[len(sc.cols)-1].hideStar = true
	// the range variable qualifies the fields: with UNNEST(...) AS e it is
	// the value column's own name
	table := aliasName
	if table == "" || l.Alias != nil && len(l.Alias.Columns) == 1 {
		table = vc.Name
	}
	fieldOf := map[ColID]Expr{}
	for _, f := range vc.Type.Fields {
		fc := p.newCol(f.Name, table, f.Type)
		fe := &FieldE{X: v, Name: f.Name, T: f.Type}
		pr.Exprs = append(pr.Exprs, fe)
		pr.Cols = append(pr.Cols, fc)
		sc.add(fc, table)
		fieldOf[fc.ID] = fe
	}
	for _, c := range tf.Cols {
		if c.ID != vc.ID {
			sc.add(c, "")
		}
	}
	if l.On == nil {
		return pr, sc, nil
	}
	cond, err := (&binder{p: p, sc: sc}).bind(l.On)
	if err != nil {
		return nil, nil, err
	}
	if !l.Outer {
		return &Filter{Input: pr, Cond: cond}, sc, nil
	}
	// LEFT JOIN UNNEST(...) ON cond: the condition stays in the join, where
	// the fields are read from the struct column
	node.On = mapExpr(cond, func(e Expr) Expr {
		if cr, ok := e.(*ColRef); ok {
			if fe, ok := fieldOf[cr.ID]; ok {
				return fe
			}
		}
		return e
	})
	return pr, sc, nil
}

// anonymousStruct tells whether e is a STRUCT(...) whose fields have no
// names (no AS, no column reference) under Options.AnonymousStructFields
// (BigQuery). In an array literal such an element takes the field names of
// the array's element type, as a tuple does in
// ARRAY<STRUCT<x INT64, y STRING>>[(1, 'foo'), (3, 'bar')] (BigQuery
// reference, Query syntax, "UNNEST and structs"): [STRUCT(1 AS a, 2 AS b),
// STRUCT(3, 4)] holds two structs of fields a and b.
func (p *planner) anonymousStruct(e ast.Expr) bool {
	if !p.eng.opts.AnonymousStructFields {
		return false
	}
	var vals []ast.Expr
	switch s := e.(type) {
	case *ast.Struct:
		for _, f := range s.Fields {
			if f.Name != nil {
				return false
			}
			vals = append(vals, f.Value)
		}
	case *ast.Func:
		// STRUCT(3, 4) without a name parses as a call
		if len(s.Name) != 1 || !strings.EqualFold(s.Name[0].Name, "struct") || s.Star {
			return false
		}
		vals = s.Args
	}
	for _, v := range vals {
		switch v.(type) {
		case *ast.ColumnRef, *ast.NamedArg:
			return false
		}
	}
	return len(vals) > 0
}

// arrayStructType is the element type of the array literal x, whose
// elements elems bind to t by superType, under
// Options.AnonymousStructFields: the field names are those of the first
// element that is not an anonymous STRUCT(...), each field's type the
// supertype of the elements' (as for a set operation's structs,
// setOpStructs); the elements of another type are cast to it (an
// anonymous one taking the names). Elements of other shapes are left to
// superType.
func (p *planner) arrayStructType(x *ast.Array, elems []Expr, t Type) Type {
	if !p.eng.opts.AnonymousStructFields || t.Kind != ast.TypeStruct {
		return t
	}
	var base *Type
	for i, e := range elems {
		if et := e.Type(); et.Kind == ast.TypeStruct && !p.anonymousStruct(x.Elems[i]) {
			base = &et
			break
		}
	}
	if base == nil {
		return t
	}
	out := Type{Kind: ast.TypeStruct, Fields: append([]FieldType(nil), base.Fields...)}
	for i, e := range elems {
		et := e.Type()
		if c, ok := e.(*Call); ok && et.Kind == ast.TypeStruct && len(et.Fields) == 0 {
			// STRUCT(3, 4) as a call: its fields are its arguments
			for _, a := range c.Args {
				et.Fields = append(et.Fields, FieldType{Type: a.Type()})
			}
		}
		if et.Kind == ast.TypeUnknown {
			continue // NULL
		}
		if et.Kind != ast.TypeStruct || len(et.Fields) != len(out.Fields) ||
			!p.anonymousStruct(x.Elems[i]) && !sameFieldNames(et, out) {
			return t
		}
		for j, f := range et.Fields {
			out.Fields[j].Type = superType(out.Fields[j].Type, f.Type)
		}
	}
	for i, e := range elems {
		if et := e.Type(); et.Kind == ast.TypeStruct && (et.String() != out.String() || !sameFieldNames(et, out)) {
			elems[i] = &CastE{X: e, To: out, Implicit: true}
		}
	}
	return out
}
