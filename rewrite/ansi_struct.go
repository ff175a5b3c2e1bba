package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Arrays of structs kept whole, for the ANSI target. A source's explode
// (Spark, Hive), unnest (DuckDB) or UNNEST (BigQuery) of an array of
// structs yields each struct whole in one column, where the standard's
// UNNEST of an array of row type yields the fields as columns (PostgreSQL,
// on which the ANSI output is checked, does the same). Trino keeps the
// struct whole by wrapping each element in a one-field ROW through a
// lambda, which ANSI SQL does not have. So, where the query reads the
// column only through its fields (e.item.sku, item.sku, e.item.d.x,
// (e.item).sku), the lateral becomes the expanded form,
// UNNEST(arr) [WITH ORDINALITY] AS e(f1, ..., fn [, ord]), one column per
// field, and each read becomes a read of the field's column (e.item.d.x is
// (e.d).x). A NULL element is a row of NULL fields there, as each field
// read through a NULL struct is NULL in the source; an empty or NULL array
// yields no row, or the input row once with NULLs when outer, alike.
//
// The columns are named after the fields where no unqualified name in the
// query could then read one of them instead of the column it reads now,
// fresh names otherwise; a select item reading a field keeps the field's
// name. A read of the struct whole (the column itself, a * over the
// lateral) is refused (T064): ANSI SQL could rebuild it only with a
// constructor of a named row type, which PostgreSQL does not have. So is
// an array that is not a column of a known array-of-structs type (an
// array constructor is of an anonymous row type in PostgreSQL, which its
// UNNEST in FROM cannot expand), and such an array zipped with others.

// ansiStructCol is a lateral column holding whole struct elements.
type ansiStructCol struct {
	l     *ast.Lateral
	alias ast.Ident
	col   ast.Ident
	elem  *ast.TypeName
	names []ast.Ident // the column of each field of elem, in order
}

// ansiStructFields rewrites, in s and q's ORDER BY, every lateral of s's
// FROM that unnests an array of structs keeping each struct whole into
// the expanded form, and every read through its column into a read of a
// field's column. ok is false when refused.
func (c *Context) ansiStructFields(q *ast.Query, s *ast.Select) (*ast.Query, *ast.Select, bool) {
	var cols []*ansiStructCol
	refused := false
	sc := c.scopeOf(s.From)
	sc.outer = c.outer[s.Span]
	rels, usingJoin := fromRelations(s.From, func(l *ast.Lateral) {
		if !refused {
			if col, bad := c.ansiStructLateral(l, sc); bad {
				refused = true
			} else if col != nil {
				cols = append(cols, col)
			}
		}
	})
	if refused {
		return q, s, false
	}
	if len(cols) == 0 {
		return q, s, true
	}
	c.ansiFieldColumns(q, s, cols, usingJoin)

	isRel := func(name string) bool { return rels[strings.ToLower(name)] }
	match := func(cr *ast.ColumnRef) (*ansiStructCol, []ast.Ident) {
		for _, sc := range cols {
			if path, ok := pathThrough(cr.Name, sc.alias.Name, sc.col.Name, isRel); ok {
				return sc, path
			}
			// u.f, the lateral and its column both named u: a field of
			// the column, the relation having no column f.
			n := cr.Name
			if len(n) >= 2 && strings.EqualFold(sc.alias.Name, sc.col.Name) && strings.EqualFold(n[0].Name, sc.alias.Name) &&
				!strings.EqualFold(n[1].Name, sc.col.Name) {
				return sc, n[1:]
			}
		}
		return nil, nil
	}
	// partial: the reads of a column itself (an empty path), by node,
	// which a FieldAccess over them may continue ((t.col).f). Those left
	// at the end read the struct whole.
	type pathOf struct {
		sc   *ansiStructCol
		path []ast.Ident
	}
	partial := map[ast.Node]pathOf{}
	var bad ast.Node // the first read that names no field
	var missing ast.Ident
	step := func(n ast.Node, sc *ansiStructCol, path []ast.Ident) ast.Node {
		if len(path) == 0 {
			partial[n] = pathOf{sc, nil}
			return n
		}
		e := c.ansiFieldRead(n.SpanOf(), sc, path)
		if e == nil {
			if bad == nil || n.SpanOf().Start.Offset < bad.SpanOf().Start.Offset {
				bad = n
				_, missing = c.pathField(sc.elem, path)
			}
			return n
		}
		return e
	}
	// rowRef: cr names a lateral itself, a row of its columns (DuckDB,
	// PostgreSQL), which would be the fields' row in the expanded form.
	rowRef := func(cr *ast.ColumnRef) *ansiStructCol {
		if len(cr.Name) != 1 {
			return nil
		}
		for _, col := range cols {
			if strings.EqualFold(cr.Name[0].Name, col.alias.Name) && !strings.EqualFold(cr.Name[0].Name, col.col.Name) {
				if ci, _ := sc.resolveCol(cr.Name); ci == nil {
					return col
				}
			}
		}
		return nil
	}
	laterals := map[ast.Span]*ansiStructCol{}
	for _, sc := range cols {
		laterals[sc.l.Span] = sc
	}
	f := func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.ColumnRef:
			if sc, path := match(x); sc != nil {
				return step(n, sc, append([]ast.Ident(nil), path...))
			}
			if sc := rowRef(x); sc != nil {
				partial[n] = pathOf{sc, nil}
			}
		case *ast.FieldAccess:
			if p, ok := partial[x.X]; ok {
				delete(partial, x.X)
				return step(n, p.sc, append(append([]ast.Ident(nil), p.path...), x.Name))
			}
		case *ast.Lateral:
			if sc := laterals[x.Span]; sc != nil {
				return ansiExpanded(x, sc)
			}
		}
		return n
	}
	// reads: e reads a field through a struct column (t.col.f, col.f,
	// (t.col).f).
	reads := func(e ast.Expr) bool {
		cr, accessed := fieldReadRoot(e)
		if cr == nil {
			return false
		}
		sc, path := match(cr)
		return sc != nil && (len(path) > 0 || accessed)
	}
	// A read inside a nested query whose own FROM has a relation or a
	// column of its first name (a table aliased like the struct column)
	// reads that query's own: it is refused rather than rewritten.
	var nested ast.Node
	ast.Inspect(s, func(n ast.Node) bool {
		sel, ok := n.(*ast.Select)
		if nested != nil || !ok || sel == s || len(sel.From) == 0 {
			return nested == nil
		}
		own := c.scopeOf(sel.From)
		bodies := derivedBodies(sel.From) // ansi_struct_nested.go
		ast.Inspect(sel, func(m ast.Node) bool {
			if q, ok := m.(*ast.Query); ok && bodies[q] {
				return false // checked as a query of its own
			}
			cr, ok := m.(*ast.ColumnRef)
			if !ok || nested != nil {
				return nested == nil
			}
			if sc, _ := match(cr); sc != nil || rowRef(cr) != nil {
				first := cr.Name[:1]
				if own.isRelName(first[0].Name) || own.lookupCol(first) != nil || own.bindsUnknown(first[0].Name) {
					nested = cr
				}
			}
			return nested == nil
		})
		return nested == nil
	})
	if nested != nil {
		c.Refuse("T064", nested, "read the field in the outer query and pass it to the subquery, or use PostgreSQL or DuckDB as the target",
			"%s inside a subquery may read that subquery's own relation or column, which ansi's expanded form cannot tell from the struct column", readName(nested.(ast.Expr)))
		return q, s, false
	}
	// A field read keeps its output name, the field's as written (t.col.f
	// is named f in every source dialect): the item is aliased unless the
	// field's column already has that name.
	named := *s
	named.Items = make([]*ast.SelectItem, len(s.Items))
	keep := map[int]ast.Ident{}
	for i, it := range s.Items {
		named.Items[i] = it
		if it == nil || it.Alias != nil {
			continue
		}
		if name, ok := fieldItemName(it.Expr, reads); ok {
			keep[i] = name
		}
	}
	ns := ast.Rewrite(&named, f).(*ast.Select)
	for i, name := range keep {
		it := ns.Items[i]
		if cr, ok := it.Expr.(*ast.ColumnRef); ok && cr.Name.Last().Name == name.Name && cr.Name.Last().Quoted == name.Quoted {
			continue
		}
		cp := *it
		name := name
		cp.Alias = &name
		ns.Items[i] = &cp
	}
	nq := *q
	if len(q.OrderBy) > 0 {
		nq.OrderBy = make([]*ast.OrderItem, len(q.OrderBy))
		for i, o := range q.OrderBy {
			nq.OrderBy[i] = ast.Rewrite(o, f).(*ast.OrderItem)
		}
	}
	if bad != nil {
		// A field the struct does not have: the source rejects it too.
		c.Refuse("T064", bad, "name a field of the struct as the schema declares it",
			"the struct has no field %s, so %s cannot be read in ansi", missing.Name, readName(bad.(ast.Expr)))
		return q, s, false
	}
	// The first read of a struct whole: the column itself, or a * over
	// the lateral (a * in a nested query is over that query's FROM).
	var whole ast.Node
	var wholeCol *ansiStructCol
	for n, p := range partial {
		if whole == nil || n.SpanOf().Start.Offset < whole.SpanOf().Start.Offset {
			whole, wholeCol = n, p.sc
		}
	}
	ast.Inspect(s, func(n ast.Node) bool {
		if _, nested := n.(*ast.Query); nested {
			return false
		}
		st, ok := n.(*ast.Star)
		if !ok || whole != nil && whole.SpanOf().Start.Offset < st.Span.Start.Offset {
			return true
		}
		for _, sc := range cols {
			if len(st.Table) == 0 || strings.EqualFold(st.Table.Last().Name, sc.alias.Name) {
				whole, wholeCol = st, sc
				break
			}
		}
		return true
	})
	if whole != nil {
		return q, s, c.ansiRefuseRead(whole, wholeCol)
	}
	nq.Body = ns
	return &nq, ns, true
}

// ansiRefuseRead refuses a read of sc's struct whole: the column itself,
// or a * over its lateral. It returns false, for ansiStructFields's ok.
func (c *Context) ansiRefuseRead(at ast.Node, sc *ansiStructCol) bool {
	read := "*"
	switch x := at.(type) {
	case *ast.ColumnRef, *ast.FieldAccess:
		read = readName(x.(ast.Expr))
	case *ast.Star:
		if len(x.Table) > 0 {
			read = exprName(&ast.ColumnRef{Name: x.Table}) + ".*"
		}
	}
	hint := "read the struct's fields instead (" + sc.alias.Name + "." + sc.col.Name + "." + sc.elem.Fields[0].Name.Name + ")"
	if _, zip := sc.l.Gens[0].Args[0].(*ast.Func); !zip {
		hint += ", or use Trino, PostgreSQL or DuckDB as the target" // which refuse arrays_zip's structs too
	}
	c.Refuse("T064", at, hint,
		"%s reads each struct of %s whole, which cannot be expressed in ansi: there UNNEST yields a struct's fields as columns, "+
			"and the struct cannot be rebuilt from them without a named row type; only reads of its fields can be translated",
		read, c.ansiArgName(sc.l))
	return false
}

// readName spells a field read for a message: t.col.f, (t.col).f as
// t.col.f.
func readName(e ast.Expr) string {
	if fa, ok := e.(*ast.FieldAccess); ok {
		return readName(fa.X) + "." + fa.Name.Name
	}
	return exprName(e)
}

func (c *Context) ansiArgName(l *ast.Lateral) string {
	if f, ok := l.Gens[0].Args[0].(*ast.Func); ok && len(f.Name) == 1 {
		return f.Name[0].Name + "(...)" // arrays_zip (ansiStructLateral)
	}
	return exprName(l.Gens[0].Args[0])
}

// ansiStructLateral is the struct column l keeps whole, when l unnests an
// array of structs one struct a row; nil otherwise. bad is true when such
// a lateral was refused: the array is not a column of a known type, or is
// zipped with others.
func (c *Context) ansiStructLateral(l *ast.Lateral, sc *scope) (col *ansiStructCol, bad bool) {
	for _, g := range l.Gens {
		if g.Kind != ast.GenUnnest || g.Expand || g.Collection == ast.CollMap || len(g.Args) != 1 {
			continue
		}
		elem := c.ansiElemStruct(l, g, sc)
		if elem == nil {
			continue
		}
		if len(l.Gens) > 1 {
			c.Refuse("T064", g, "unnest the array of structs in a lateral of its own, or use PostgreSQL or DuckDB as the target",
				"%s is zipped with other arrays, each struct kept whole, which cannot be expressed in ansi", exprName(g.Args[0]))
			return nil, true
		}
		if l.Alias == nil || len(l.Alias.Columns) != 1 {
			return nil, false // not one struct a row
		}
		// A column, or a Spark arrays_zip(a, b), whose UNNEST once its
		// structs are expanded (ansiExpanded) is the zip of its arrays,
		// the fields' columns (zipMembers), padded with NULL as
		// arrays_zip pads them.
		_, ok := g.Args[0].(*ast.ColumnRef)
		if z, isCall := g.Args[0].(*ast.Func); isCall && !ok {
			expanded := *g
			expanded.Expand = true
			ok = zipOfRows(&expanded) == z && strings.EqualFold(z.Name[0].Name, "arrays_zip") && len(z.Args) == len(elem.Fields)
		}
		ok = ok && len(elem.Fields) > 0
		for _, f := range elem.Fields {
			ok = ok && f != nil && f.Name.Name != ""
		}
		if !ok {
			c.Refuse("T064", g, "unnest a table's column of an array-of-structs type, or use Trino, PostgreSQL or DuckDB as the target",
				"an array of structs unnested one struct a row is expressed in ansi only as a table's column of a known array-of-structs type, "+
					"whose UNNEST yields the fields as columns; %s is not one", exprName(g.Args[0]))
			return nil, true
		}
		return &ansiStructCol{l: l, alias: l.Alias.Name, col: l.Alias.Columns[0], elem: elem}, false
	}
	return nil, false
}

// ansiElemStruct is the struct type of the elements g unnests: l's column
// type for g (from the schema or the query), else the type of g's array
// in sc (a lateral zipping select-list generators keeps no column
// types); nil when not a struct type known.
func (c *Context) ansiElemStruct(l *ast.Lateral, g *ast.Generator, sc *scope) *ast.TypeName {
	if structElem(l, g) {
		for i, gg := range l.Gens {
			if gg == g {
				return l.Types[i]
			}
		}
	}
	if t := c.typeOf(g.Args[0], sc); t != nil && t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind == ast.TypeStruct {
		return t.Elem
	}
	return nil
}

// ansiFieldColumns names the columns of each struct's fields: the field's
// name where the query names nothing so without a qualifier (a column, an
// output name in ORDER BY) and no join matches columns by name (USING,
// NATURAL), else a fresh name; never one of the lateral's position
// column, nor two alike.
func (c *Context) ansiFieldColumns(q *ast.Query, s *ast.Select, cols []*ansiStructCol, usingJoin bool) {
	bare := map[string]bool{}
	mark := func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) == 1 {
			bare[strings.ToLower(cr.Name[0].Name)] = true
		}
		return true
	}
	ast.Inspect(s, mark)
	for _, o := range q.OrderBy {
		ast.Inspect(o, mark)
	}
	for _, sc := range cols {
		taken := map[string]bool{}
		if o := sc.l.Ordinality; o != nil {
			taken[strings.ToLower(o.Name.Name)] = true
		}
		for _, f := range sc.elem.Fields {
			name := ast.Ident{Name: f.Name.Name, Quoted: f.Name.Quoted}
			low := strings.ToLower(name.Name)
			if usingJoin || bare[low] || taken[low] {
				if plainName(low) {
					name = c.FreshNamed(low)
				} else {
					name = c.Fresh("f")
				}
				low = strings.ToLower(name.Name)
			}
			taken[low] = true
			name.Span = sc.l.Span
			sc.names = append(sc.names, name)
		}
	}
}

// plainName: s is letters, digits and underscores only.
func plainName(s string) bool {
	for _, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return s != ""
}

// ansiFieldRead is the read of path through sc's column: the first field's
// column, each further field a FieldAccess by its declared name; nil
// when a step names no field.
func (c *Context) ansiFieldRead(sp ast.Span, sc *ansiStructCol, path []ast.Ident) ast.Expr {
	var e ast.Expr
	t := sc.elem
	for i, step := range path {
		fd := c.structField(t, step)
		if fd == nil {
			return nil
		}
		if i == 0 {
			k := 0
			for j, f := range sc.elem.Fields {
				if f == fd {
					k = j
				}
			}
			e = colRef(sc.alias, sc.names[k], sp)
		} else {
			e = &ast.FieldAccess{Span: sp, X: e, Name: ast.Ident{Span: step.Span, Name: fd.Name.Name, Quoted: fd.Name.Quoted}}
		}
		t = fd.Type
	}
	return e
}

// ansiExpanded is l unnesting its array into the fields' columns.
func ansiExpanded(l *ast.Lateral, sc *ansiStructCol) *ast.Lateral {
	cp := *l
	g := *l.Gens[0]
	g.Expand = true
	g.Columns = len(sc.names)
	cp.Gens = []*ast.Generator{&g}
	alias := *l.Alias
	alias.Columns = append([]ast.Ident(nil), sc.names...)
	cp.Alias = &alias
	cp.Types = nil
	for _, f := range sc.elem.Fields {
		cp.Types = append(cp.Types, f.Type)
	}
	return &cp
}
