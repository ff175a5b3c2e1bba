package executor

import (
	"github.com/lateral-sql/lateral/ast"
)

// Under Options.StructCastByName, DuckDB unifies the struct types that
// meet in a list literal, VALUES rows, set operation arms, CASE results
// and coalesce's arguments by field name, not position: the common type
// has the first type's fields, then each later type's new ones, in
// order, a name matched case-insensitively and spelled as it first came,
// and each value is cast to it by name, NULL where it lacks a field.
// DuckDB folds a list's elements, VALUES rows, set operation arms and
// coalesce's arguments left to right, and a CASE's results from the ELSE
// (NULL without one) then each THEN (DuckDB 1.5 run:
// [{'a': 1, 'b': 2}, {'b': 3, 'a': 4}] is [{a: 1, b: 2}, {a: 4, b: 3}],
// [{'a': 1}, {'b': 3}] [{a: 1, b: NULL}, {a: NULL, b: 3}], SELECT {'a': 1}
// UNION ALL SELECT {'b': 3} UNION ALL SELECT {'c': 4, 'a': 5} three rows
// of STRUCT(a, b, c), CASE WHEN true THEN {'a': 1} WHEN true THEN {'b': 2}
// ELSE {'c': 3} END {c: NULL, a: 1, b: NULL}, coalesce({'b': 3}, {'a': 1,
// 'b': 2}) {b: 3, a: NULL}, the executor kept each value's own fields).
// Fields of different kinds meet differently per construct there (a list
// or CASE raises, UNION makes a VARCHAR), and the fields of row(...) have
// no names (DuckDB matches them by position): the executor refuses those
// (duckStructCommon).

// holdsNamedStruct reports whether t is or holds a struct of named
// fields.
func holdsNamedStruct(t Type) bool {
	switch {
	case t.Kind == ast.TypeStruct && !t.Unnamed && len(t.Fields) > 0:
		return true
	case t.Elem != nil && holdsNamedStruct(*t.Elem), t.Key != nil && holdsNamedStruct(*t.Key), t.Val != nil && holdsNamedStruct(*t.Val):
		return true
	}
	for _, f := range t.Fields {
		if holdsNamedStruct(f.Type) {
			return true
		}
	}
	return false
}

// duckStructCommon is the common type of a and b where structs meet by
// field name (see above); ok is false where two types meet that the
// executor does not unify as DuckDB does: a struct of unnamed fields
// beside a named one, or fields of different kinds (other than two
// numbers or two strings).
func duckStructCommon(a, b Type) (Type, bool) {
	switch {
	case a.Kind == ast.TypeUnknown:
		return b, true
	case b.Kind == ast.TypeUnknown:
		return a, true
	case a.Kind != b.Kind:
		if a.Kind.IsNumeric() && b.Kind.IsNumeric() || a.Kind.IsText() && b.Kind.IsText() {
			return superType(a, b), true
		}
		return Type{}, false
	}
	switch a.Kind {
	case ast.TypeStruct:
		if a.Unnamed || b.Unnamed {
			return a, a.Unnamed && b.Unnamed && a.String() == b.String()
		}
		out := a
		out.Fields = append([]FieldType(nil), a.Fields...)
		for _, f := range b.Fields {
			i := fieldIndex(out.Fields, f.Name)
			if i < 0 {
				out.Fields = append(out.Fields, f)
				continue
			}
			t, ok := duckStructCommon(out.Fields[i].Type, f.Type)
			if !ok {
				return Type{}, false
			}
			out.Fields[i].Type = t
		}
		return out, true
	case ast.TypeArray:
		e, ok := duckStructCommon(a.elem(), b.elem())
		t := superType(a, b)
		t.Elem = &e
		return t, ok
	case ast.TypeMap:
		if a.Key == nil || b.Key == nil || a.Val == nil || b.Val == nil {
			return superType(a, b), a.String() == b.String()
		}
		k, ok1 := duckStructCommon(*a.Key, *b.Key)
		v, ok2 := duckStructCommon(*a.Val, *b.Val)
		return mapOf(k, v), ok1 && ok2
	}
	return superType(a, b), true
}

// sameNamedType reports whether a and b are the same type, their struct
// fields named alike too.
func sameNamedType(a, b Type) bool {
	if a.String() != b.String() || a.Unnamed != b.Unnamed {
		return false
	}
	switch {
	case a.Elem != nil && b.Elem != nil:
		return sameNamedType(*a.Elem, *b.Elem)
	case a.Key != nil && b.Key != nil && a.Val != nil && b.Val != nil:
		return sameNamedType(*a.Key, *b.Key) && sameNamedType(*a.Val, *b.Val)
	}
	return true
}

// duckStructsByName unifies the types of es (the inputs of what, at x, in
// DuckDB's folding order) where one holds a struct of named fields, under
// Options.StructCastByName: each input of another type is cast to their
// common type by name. ok is false where none holds such a struct (es are
// left alone); err refuses types the executor does not unify as DuckDB.
func (p *planner) duckStructsByName(x ast.Node, what string, es []Expr) (t Type, ok bool, err error) {
	if !p.eng.opts.StructCastByName {
		return Type{}, false, nil
	}
	for _, e := range es {
		if e != nil && holdsNamedStruct(e.Type()) {
			ok = true
		}
	}
	if !ok {
		return Type{}, false, nil
	}
	for _, e := range es {
		if e == nil {
			continue
		}
		u, fits := duckStructCommon(t, e.Type())
		if !fits {
			return Type{}, false, errAt(x, "the %s meets structs of types %s and %s, whose fields the reference executor does not unify as DuckDB does (fields of different kinds, or row(...)'s unnamed fields beside named ones): cast them to one STRUCT type first, or run the query on DuckDB (--engine duckdb)", what, duckTypeName(t), duckTypeName(e.Type()))
		}
		t = u
	}
	for i, e := range es {
		if e != nil && e.Type().Kind != ast.TypeUnknown && !sameNamedType(e.Type(), t) {
			es[i] = &CastE{X: e, To: t, Implicit: true, ByName: true}
		}
	}
	return t, true, nil
}

// duckStructCols unifies by name the struct columns of a set operation's
// arms (duckStructsByName), so.Cols taking the common types and each arm
// cast to them.
func (p *planner) duckStructCols(x *ast.SetOp, so *SetOp) error {
	if !p.eng.opts.StructCastByName {
		return nil
	}
	changed := false
	lc, rc := so.L.Output(), so.R.Output()
	for i := range so.Cols {
		es := []Expr{&ColRef{ID: lc[i].ID, T: lc[i].Type}, &ColRef{ID: rc[i].ID, T: rc[i].Type}}
		t, ok, err := p.duckStructsByName(x, x.Op.String()+" arms' column", es)
		if err != nil {
			return err
		}
		if ok {
			changed = changed || !sameNamedType(lc[i].Type, t) || !sameNamedType(rc[i].Type, t)
			so.Cols[i].Type = t
		}
	}
	if changed {
		so.L = p.castColsByName(so.L, so.Cols)
		so.R = p.castColsByName(so.R, so.Cols)
	}
	return nil
}

// castColsByName is n with each column whose type differs from target's
// cast to it by name.
func (p *planner) castColsByName(n Node, target []ColMeta) Node {
	return p.castColumns(n, nil, func(i int, c ColMeta, ref Expr) *CastE {
		if sameNamedType(c.Type, target[i].Type) || !holdsNamedStruct(target[i].Type) {
			return nil
		}
		return &CastE{X: ref, To: target[i].Type, Implicit: true, ByName: true}
	})
}

// castColumns is n under a Project in which each column for which cast
// returns a cast is replaced by it; the other columns are passed as they
// are, typed as retype's column where retype is given. n itself where cast
// returns nil for every column.
func (p *planner) castColumns(n Node, retype []ColMeta, cast func(i int, c ColMeta, ref Expr) *CastE) Node {
	cols := n.Output()
	pr := &Project{Input: n}
	need := false
	for i, c := range cols {
		var e Expr = &ColRef{ID: c.ID, Name: c.Name, T: c.Type}
		t := c.Type
		if retype != nil {
			t = retype[i].Type
		}
		if ce := cast(i, c, e); ce != nil {
			e, t, need = ce, ce.To, true
		}
		pr.Exprs = append(pr.Exprs, e)
		pr.Cols = append(pr.Cols, p.newCol(c.Name, "", t))
	}
	if !need {
		return n
	}
	return pr
}
