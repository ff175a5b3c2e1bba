package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// pgCompositeValues casts the struct values an INSERT puts into struct
// columns to the columns' types, for PostgreSQL. There a struct column is
// a composite type (the printer declares it before the CREATE TABLE), and a
// ROW(...) constructor is of type record, which PostgreSQL assigns to a
// composite column but not inside an array or another row:
// ARRAY[ROW('a', 1)] is record[]. So each struct constructor becomes
// CAST(ROW(...) AS the field's type), also as an array's element and a
// struct's field, a NULL element of an array of structs CAST(NULL AS ...),
// and an empty array CAST(ARRAY[] AS ...). A PostgreSQL source's INSERT is
// kept as written: its casts name its own types.
func pgCompositeValues(c *Context, s ast.Stmt) ast.Stmt {
	in, ok := s.(*ast.Insert)
	if !ok || c.Target.Name != "postgres" || c.Source.Name == "postgres" || in.Query == nil {
		return s
	}
	def := c.Schema.Table(in.Table)
	if def == nil {
		return s
	}
	var types []*ast.TypeName
	if len(in.Columns) == 0 {
		for _, col := range def.Columns {
			types = append(types, col.Type)
		}
	} else {
		for _, id := range in.Columns {
			var t *ast.TypeName
			for _, col := range def.Columns {
				if strings.EqualFold(col.Name, id.Name) {
					t = col.Type
				}
			}
			types = append(types, t)
		}
	}
	some := false
	for _, t := range types {
		some = some || hasStructType(t)
	}
	if !some {
		return s
	}
	coerceRow := func(row []ast.Expr) []ast.Expr {
		out := make([]ast.Expr, len(row))
		for i, e := range row {
			out[i] = e
			if i < len(types) {
				out[i] = pgCoerce(c.Schema, e, types[i])
			}
		}
		return out
	}
	nq := *in.Query
	switch b := in.Query.Body.(type) {
	case *ast.Values:
		nv := *b
		nv.Rows = make([][]ast.Expr, len(b.Rows))
		for i, row := range b.Rows {
			nv.Rows[i] = coerceRow(row)
		}
		nq.Body = &nv
	case *ast.Select:
		ns := *b
		ns.Items = make([]*ast.SelectItem, len(b.Items))
		for i, it := range b.Items {
			ns.Items[i] = it
			if i < len(types) && it != nil && it.Expr != nil {
				cp := *it
				cp.Expr = pgCoerce(c.Schema, it.Expr, types[i])
				ns.Items[i] = &cp
			}
		}
		nq.Body = &ns
	default:
		return s
	}
	ni := *in
	ni.Query = &nq
	return &ni
}

// pgCastType is the type to cast a value of type t to: t, or, where t
// holds structs that stand for declared composite types, t with those
// spelled by their names.
func pgCastType(sc *Schema, t *ast.TypeName) *ast.TypeName {
	if t == nil {
		return nil
	}
	if n := sc.NamedAs(t); n != nil {
		return n
	}
	if t.Kind == ast.TypeArray {
		if e := pgCastType(sc, t.Elem); e != t.Elem {
			cp := *t
			cp.Elem = e
			return &cp
		}
	}
	return t
}

// hasStructType: t is a struct type or holds one (array element, map key
// or value, struct field).
func hasStructType(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ast.TypeStruct:
		return true
	case ast.TypeArray:
		return hasStructType(t.Elem)
	case ast.TypeMap:
		return hasStructType(t.Key) || hasStructType(t.Value)
	}
	return false
}

// pgCoerce is e, a value of type t, with its struct constructors cast to
// their struct types (pgCompositeValues): by the name of a declared type
// where the schema's type stands for one (CREATE TYPE), else the struct
// type itself, which the printer names after its composite type.
func pgCoerce(sc *Schema, e ast.Expr, t *ast.TypeName) ast.Expr {
	if !hasStructType(t) {
		return e
	}
	switch x := e.(type) {
	case *ast.Struct:
		if t.Kind != ast.TypeStruct || len(x.Fields) != len(t.Fields) {
			return e
		}
		row := &ast.Struct{Span: x.Span}
		for i, f := range x.Fields {
			if f == nil || t.Fields[i] == nil {
				return e
			}
			row.Fields = append(row.Fields, &ast.StructField{Span: f.Span, Value: pgCoerce(sc, f.Value, t.Fields[i].Type)})
		}
		return &ast.Cast{Span: x.Span, X: row, Type: pgCastType(sc, t)}
	case *ast.Array:
		if t.Kind != ast.TypeArray {
			return e
		}
		arr := &ast.Array{Span: x.Span, Elems: make([]ast.Expr, len(x.Elems))}
		for i, el := range x.Elems {
			if isNullLit(el) && t.Elem.Kind == ast.TypeStruct {
				arr.Elems[i] = &ast.Cast{Span: el.SpanOf(), X: el, Type: pgCastType(sc, t.Elem)}
			} else {
				arr.Elems[i] = pgCoerce(sc, el, t.Elem)
			}
		}
		if len(arr.Elems) == 0 {
			return &ast.Cast{Span: x.Span, X: arr, Type: pgCastType(sc, t)}
		}
		return arr
	case *ast.Cast:
		if arr, ok := x.X.(*ast.Array); ok && len(arr.Elems) == 0 {
			return e // typed already
		}
		if x.Mode == ast.CastStrict && hasStructType(x.Type) {
			cp := *x
			cp.X = pgCoerce(sc, x.X, x.Type)
			return &cp
		}
	}
	return e
}

// pgRefuseStructUnnest refuses (T064) an unnest of a value known to be a
// struct, not an array (DuckDB's UNNEST of a struct yields its fields as
// columns): PostgreSQL's unnest takes arrays only. True when refused.
func (c *Context) pgRefuseStructUnnest(l *ast.Lateral, sc *scope) bool {
	for _, g := range l.Gens {
		if g.Kind != ast.GenUnnest || len(g.Args) != 1 {
			continue
		}
		if t := c.typeOf(g.Args[0], sc); t != nil && t.Kind == ast.TypeStruct {
			c.Refuse("T064", g, "read the fields as (x).field, or all of them as (x).*",
				"unnesting a struct (not an array) into its fields cannot be expressed with unnest in %s", c.Target.Name)
			return true
		}
	}
	return false
}

// pgStructArray spells a lone unnest of a column known to be an array of
// structs for PostgreSQL: expanded into the fields (pgStructFields) or
// each element whole (pgStructWhole); nil when l is neither.
func (c *Context) pgStructArray(l *ast.Lateral, subs *[]subst, sc *scope) ast.TableExpr {
	elem := c.pgStructElem(l, sc)
	if elem == nil {
		return nil
	}
	if item := c.pgStructFields(l, subs, elem); item != nil {
		return item
	}
	return c.pgStructWhole(l, subs, sc)
}

// pgStructElem is the element type of the array l unnests, when l is a
// lone generator over a column known to be an array of structs; nil
// otherwise.
func (c *Context) pgStructElem(l *ast.Lateral, sc *scope) *ast.TypeName {
	if len(l.Gens) != 1 || l.Alias == nil || len(l.Gens[0].Args) != 1 {
		return nil
	}
	if _, ok := l.Gens[0].Args[0].(*ast.ColumnRef); !ok {
		return nil
	}
	t := c.typeOf(l.Gens[0].Args[0], sc)
	if t == nil || t.Kind != ast.TypeArray || t.Elem == nil || t.Elem.Kind != ast.TypeStruct || len(t.Elem.Fields) == 0 {
		return nil
	}
	return t.Elem
}

// pgWholeStructElem is pgStructElem for a lateral that keeps each element
// whole (pgStructWhole's form).
func (c *Context) pgWholeStructElem(l *ast.Lateral, sc *scope) *ast.TypeName {
	elem := c.pgStructElem(l, sc)
	if elem == nil {
		return nil
	}
	g := l.Gens[0]
	if g.Kind != ast.GenUnnest || g.Expand || g.Collection == ast.CollMap || len(l.Alias.Columns) != 1 {
		return nil
	}
	return elem
}

// pgStructWhole spells a lone unnest of a column of an array of structs,
// each element kept whole (Spark's explode, DuckDB's unnest), for
// PostgreSQL, whose unnest in FROM would expand the fields: the
// select-list unnest of pgSelectListItem, LATERAL (SELECT unnest(a) AS c)
// AS t, which yields the composite element whole (a NULL element as NULL).
// A field read through the column, t.c.f (or c.f), is PostgreSQL's
// (t.c).f (pgFieldPaths). Nil when l is not of that form.
func (c *Context) pgStructWhole(l *ast.Lateral, subs *[]subst, sc *scope) ast.TableExpr {
	if c.pgWholeStructElem(l, sc) == nil {
		return nil
	}
	return c.pgSelectListItem(l, subs)
}

// pgStructFields spells a lone unnest of an array of structs, elem, expanded into
// its fields (Trino's UNNEST of rows, inline) for PostgreSQL: unnest in
// FROM expands a composite element into its fields, so it is
// unnest(a) [WITH ORDINALITY] AS t(f1, ..., fn [, ord]), a NULL element
// giving one row of NULLs. Only for a column known (from the schema) to be
// an array of structs, one alias per field: the table's column is then of
// a composite type, where an array constructor would be of type record[],
// which unnest in FROM cannot expand without a column definition list. Nil
// when l is not of that form.
func (c *Context) pgStructFields(l *ast.Lateral, subs *[]subst, elem *ast.TypeName) ast.TableExpr {
	g := l.Gens[0]
	if !expandsStructFields(l, elem) {
		return nil
	}
	fn := &ast.Func{Span: g.Span, Name: ast.QName{{Span: g.Span, Name: "unnest"}}, Args: []ast.Expr{g.Args[0]}}
	return c.tableFuncItem(l, fn, subs)
}

// pgFieldPaths spells the field reads of a source with dot notation for
// PostgreSQL, where a.b.c names a column c of table b in schema a: a read
// through a column known to be a struct, t.col.f or col.f (col naming no
// relation), becomes (t.col).f or (col).f, each further field one more
// FieldAccess; a field declared quoted ("Qty") is read by its declared
// name, which PostgreSQL matches exactly where the sources ignore case, and
// an unaliased select item reading it keeps the name the source wrote. And
// x IS [NOT] NULL, x a struct, becomes x IS [NOT]
// DISTINCT FROM NULL: PostgreSQL's IS NULL on a row is true when every
// field is NULL (ROW(NULL) IS NULL), where the other dialects ask whether
// the struct itself is NULL (checked on PostgreSQL 15 and DuckDB). So
// does x IS [NOT] NULL for x of unknown type that may be a struct (a
// column without a schema, a field, a call: mayBeRow), with a warning
// (W013): IS [NOT] DISTINCT FROM NULL asks whether the value is NULL for
// a scalar and a row alike. It runs
// before the laterals are lowered, while their columns' types are known. A
// read through a relation's column of unknown type (a subquery's),
// rel.col.f, is a field read in the source all the same; another read it
// cannot resolve is left as written.
func pgFieldPaths(c *Context, s ast.Stmt) ast.Stmt {
	if c.Target.Name != "postgres" || c.Source.Name == "postgres" {
		return s
	}
	s = pgImplicitLateral(c, s)
	// paths: the replacement of each field read; nulls: the operator of
	// each IS NULL of a struct, by span (a rewrite copies the node).
	paths := map[*ast.ColumnRef]ast.Expr{}
	nulls := map[ast.Span]ast.BinaryOp{}
	// written: the name the source gives a select item reading a quoted
	// field, by the field read that replaces the item's expression.
	written := map[*ast.FieldAccess]ast.Ident{}
	visit := func(n ast.Node, sc *scope) bool {
		switch x := n.(type) {
		case *ast.ColumnRef:
			if _, done := paths[x]; done {
				return true
			}
			if e, _ := c.pgFieldPath(x, sc); e != nil {
				paths[x] = e
				if fa, ok := e.(*ast.FieldAccess); ok && fa.Name.Quoted {
					isRead := func(ast.Expr) bool { return true } // x is one
					written[fa], _ = fieldItemName(x, isRead)
				}
			}
		case *ast.IsNull:
			if _, done := nulls[x.Span]; done {
				return true
			}
			var t *ast.TypeName
			if cr, ok := x.X.(*ast.ColumnRef); ok {
				var path ast.Expr
				if path, t = c.pgFieldPath(cr, sc); t == nil && path == nil {
					if t = sc.lookupCol(cr.Name); t == nil {
						t = c.subColType(sc, cr.Name)
					}
				}
			} else {
				t = c.typeOf(x.X, sc)
			}
			unknown := (t == nil || t.Kind == ast.TypeUnknown) && mayBeRow(x.X)
			if unknown {
				c.Warn("W013", x, "%s IS NULL is written IS [NOT] DISTINCT FROM NULL for postgres: its type is not known, and "+
					"PostgreSQL's IS NULL is also true for a row whose fields are all NULL; give the column types (--schema) to keep IS NULL", exprName(x.X))
			}
			if t != nil && t.Kind == ast.TypeStruct || unknown {
				nulls[x.Span] = ast.OpIsNotDistinct
				if x.Not {
					nulls[x.Span] = ast.OpIsDistinct
				}
			}
		}
		return true
	}
	c.inspectFieldReads(s, visit)
	if len(paths) == 0 && len(nulls) == 0 {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.ColumnRef:
			if e := paths[x]; e != nil {
				return e
			}
		case *ast.IsNull:
			if op, ok := nulls[x.Span]; ok {
				return &ast.Binary{Span: x.Span, Op: op, L: x.X, R: &ast.Literal{Span: x.Span, Kind: ast.LitNull}}
			}
		case *ast.SelectItem:
			// A field read as f but declared "F" keeps the name f.
			if fa, ok := x.Expr.(*ast.FieldAccess); ok && x.Alias == nil && fa.Name.Quoted {
				if w, ok := written[fa]; ok && w.Name != fa.Name.Name {
					item := *x
					item.Alias = &ast.Ident{Span: w.Span, Name: w.Name}
					return &item
				}
			}
		}
		return n
	})
}

// pgImplicitLateral marks LATERAL a subquery in FROM that reads a relation
// to its left without the keyword, as DuckDB allows (it detects the
// lateral join): FROM s, (SELECT unnest(s.items) AS x) AS t. PostgreSQL
// rejects the reference without LATERAL ("invalid reference to
// FROM-clause entry"), and with it reads the subquery as DuckDB does; a
// subquery that reads no such relation means the same either way. The
// subquery reads a relation to its left by a name qualified with it that
// no relation inside the subquery has, or by a bare name that is a known
// column of it, where every relation inside has known columns and none
// of them that name. Only the right side of a comma, CROSS, INNER or LEFT
// join: DuckDB and PostgreSQL refuse a lateral reference from a RIGHT or
// FULL join's right side alike.
func pgImplicitLateral(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "duckdb" {
		return s
	}
	marks := map[ast.Span]bool{}
	ast.Inspect(s, func(n ast.Node) bool {
		sel, ok := n.(*ast.Select)
		if !ok {
			return true
		}
		left := &scope{}
		var visit func(t ast.TableExpr, canLateral bool)
		visit = func(t ast.TableExpr, canLateral bool) {
			switch x := t.(type) {
			case *ast.Join:
				visit(x.Left, canLateral)
				visit(x.Right, x.Kind == ast.JoinInner || x.Kind == ast.JoinLeft || x.Kind == ast.JoinCross)
				return
			case *ast.Derived:
				if !x.Lateral && canLateral && x.Query != nil && len(left.rels) > 0 && c.readsLeft(x.Query, left) {
					marks[x.Span] = true
				}
			}
			c.addRel(left, t)
		}
		for _, item := range sel.From {
			visit(item, true)
		}
		return true
	})
	if len(marks) == 0 {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if d, ok := n.(*ast.Derived); ok && marks[d.Span] && !d.Lateral {
			cp := *d
			cp.Lateral = true
			return &cp
		}
		return n
	})
}

// readsLeft: q reads a relation of left, the FROM items to the left of
// q's subquery (pgImplicitLateral).
func (c *Context) readsLeft(q *ast.Query, left *scope) bool {
	inner := &scope{}
	ast.Inspect(q, func(n ast.Node) bool {
		if sel, ok := n.(*ast.Select); ok {
			inner.rels = append(inner.rels, c.scopeOf(sel.From).rels...)
		}
		return true
	})
	innerUnknown := false
	for _, r := range inner.rels {
		innerUnknown = innerUnknown || r.cols == nil
	}
	hasCol := func(sc *scope, name string) bool {
		for _, r := range sc.rels {
			for _, ci := range r.cols {
				if strings.EqualFold(ci.Name, name) {
					return true
				}
			}
		}
		return false
	}
	reads := false
	ast.Inspect(q, func(n ast.Node) bool {
		cr, ok := n.(*ast.ColumnRef)
		if reads || !ok || len(cr.Name) == 0 {
			return !reads
		}
		if len(cr.Name) >= 2 {
			qual := cr.Name[len(cr.Name)-2].Name
			reads = left.isRelName(qual) && !inner.isRelName(qual)
			return !reads
		}
		name := cr.Name[0].Name
		reads = !innerUnknown && hasCol(left, name) && !hasCol(inner, name)
		return !reads
	})
	return reads
}

// unnestsOnly: every generator of l unnests a collection whole, each
// element (or map key and value) one column: an unnest, explode or
// posexplode.
func unnestsOnly(l *ast.Lateral) bool {
	for _, g := range l.Gens {
		if g == nil || g.Kind != ast.GenUnnest || g.Expand {
			return false
		}
	}
	return len(l.Gens) > 0
}

// mayBeRow: a value of e's form can be a struct: a column, a field, an
// element, a call, a CASE or a scalar subquery (not an operator's result
// or a literal).
func mayBeRow(e ast.Expr) bool {
	switch e.(type) {
	case *ast.ColumnRef, *ast.FieldAccess, *ast.Subscript, *ast.Func, *ast.Case, *ast.Subquery:
		return true
	}
	return false
}

// pgFieldPath is the field read cr makes through a column of struct type
// (fieldRef), as FieldAccess nodes, and the type it reads; nil when cr
// names a column (or a relation's column) itself, or a field that is not
// known. A field declared quoted is read by its declared name, which
// PostgreSQL matches exactly where the sources ignore case; a read through
// a column of unknown type is one all the same, of unknown type.
func (c *Context) pgFieldPath(cr *ast.ColumnRef, sc *scope) (ast.Expr, *ast.TypeName) {
	ref, ok := sc.fieldRef(cr.Name)
	if !ok {
		return nil, nil
	}
	var e ast.Expr = &ast.ColumnRef{Span: cr.Span, Name: append(ast.QName(nil), ref.base...)}
	if ref.col == nil {
		for _, f := range ref.path {
			e = &ast.FieldAccess{Span: cr.Span, X: e, Name: f}
		}
		return e, nil
	}
	t := ref.col.Type
	for _, f := range ref.path {
		fd := c.structField(t, f)
		if fd == nil || fd.Type == nil {
			return nil, nil
		}
		name := f
		if fd.Name.Quoted {
			name = ast.Ident{Span: f.Span, Name: fd.Name.Name, Quoted: true}
		}
		e, t = &ast.FieldAccess{Span: cr.Span, X: e, Name: name}, fd.Type
	}
	return e, t
}
