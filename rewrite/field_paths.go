package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Field reads through struct columns, for the targets that cannot keep
// the sources' dotted names: PostgreSQL reads a.b.c as column c of table b
// in schema a, Snowflake as the same, so t.col.f, col.f and (t.col).f are
// spelled (t.col).f there (pgFieldPaths, pg_composite.go) and a cast of
// the value's key here (sfFieldPaths and sfStructPaths,
// snowflake_struct.go; windowAggs, snowflake_lateral.go). This file holds
// what the two share: the walk over a statement's reads, the resolution of
// a column reference into its relation, column and field path, the rule
// that matches a field's name, and the name an unaliased select item
// reading a field gets. Each target keeps only how it spells the read.

// fieldRef is a column reference read as a field path through a column.
type fieldRef struct {
	base ast.QName   // the column as written: col, rel.col, sch.rel.col
	col  *ColumnInfo // the column; nil when its type is not known
	rel  *relInfo    // col's relation; nil with col
	path []ast.Ident // the fields read, as written (never empty)
}

// fieldRef resolves name, read in sc, into the column it reads and the
// field path after it. The column is the longest prefix of name that
// names a column (sch.rel.col, rel.col or col; not col when col also names
// a relation: rel.col is that relation's column). When that column's type
// is not known, or no prefix names a column, name is still a field read
// through a column of unknown type (col nil) where the source cannot read
// it otherwise: rel.col.f, rel naming a relation (a subquery's column, a
// table's without a schema), or col.f, neither col nor f naming a
// relation, where some relation's columns are not known. ok is false when
// name reads no field: a column itself (col, rel.col), or a name that
// resolves to none.
func (sc *scope) fieldRef(name ast.QName) (ref fieldRef, ok bool) {
	if len(name) < 2 {
		return fieldRef{}, false
	}
	for k := len(name) - 1; k >= 1; k-- {
		ci, rel := sc.resolveCol(name[:k])
		if ci == nil {
			continue
		}
		if ci.Type == nil || k == 1 && sc.isRelName(name[0].Name) {
			break
		}
		return fieldRef{base: name[:k], col: ci, rel: rel, path: name[k:]}, true
	}
	switch {
	case sc.isRelName(name[0].Name):
		if len(name) >= 3 {
			return fieldRef{base: name[:2], path: name[2:]}, true
		}
	case sc.someUnknownRel() && !sc.isRelName(name[1].Name):
		return fieldRef{base: name[:1], path: name[1:]}, true
	}
	return fieldRef{}, false
}

// someUnknownRel: a relation of sc or of the scopes around has columns
// that are not known.
func (sc *scope) someUnknownRel() bool {
	for s := sc; s != nil; s = s.outer {
		for _, r := range s.rels {
			if r.cols == nil {
				return true
			}
		}
	}
	return false
}

// isRelName: name names a relation of sc or of the scopes around.
func (sc *scope) isRelName(name string) bool {
	name = strings.ToLower(name)
	for s := sc; s != nil; s = s.outer {
		for _, r := range s.rels {
			if r.name == name {
				return true
			}
		}
	}
	return false
}

// pathThrough is the field path name reads through the column col of the
// relation alias, a column not in a scope (a lateral's, while it is
// lowered): alias.col.f... or col.f... (col naming no relation: isRel,
// when set, says which names do); the path is empty when name is the
// column itself. ok is false when name reads something else.
func pathThrough(name ast.QName, alias, col string, isRel func(string) bool) (path []ast.Ident, ok bool) {
	switch {
	case len(name) == 0:
		return nil, false
	case len(name) >= 2 && strings.EqualFold(name[0].Name, alias) && strings.EqualFold(name[1].Name, col):
		return name[2:], true
	case strings.EqualFold(name[0].Name, col) && (len(name) == 1 || isRel == nil || !isRel(name[0].Name)):
		return name[1:], true
	}
	return nil, false
}

// structField is the field of the struct type t that name reads; nil when
// t is not a struct type or has no such field. One rule for every target:
// the field spelled exactly as name, else the one whose name matches
// ignoring case (the last of several), as the sources match a field's
// name, quoted or not (Spark's default resolution, Hive, Trino, DuckDB,
// BigQuery); a source that folds unquoted names (PostgreSQL) reads only
// the field its name denotes, a quoted name as spelled and an unquoted
// one folded (IdentFold.identity).
func (c *Context) structField(t *ast.TypeName, name ast.Ident) *ast.FieldType {
	if t == nil || t.Kind != ast.TypeStruct {
		return nil
	}
	var field *ast.FieldType
	if fold := c.Source.Fold; fold != FoldNone {
		for _, f := range t.Fields {
			if f != nil && fold.identity(f.Name) == fold.identity(name) {
				field = f
			}
		}
		return field
	}
	for _, f := range t.Fields {
		if f != nil && f.Name.Name == name.Name {
			field = f
		}
	}
	if field != nil {
		return field
	}
	for _, f := range t.Fields {
		if f != nil && strings.EqualFold(f.Name.Name, name.Name) {
			field = f
		}
	}
	return field
}

// pathField is the field the path names in the struct type t
// (structField, step by step), or, when a step names no field, nil and
// that step.
func (c *Context) pathField(t *ast.TypeName, path []ast.Ident) (*ast.FieldType, ast.Ident) {
	var field *ast.FieldType
	for _, step := range path {
		if field = c.structField(t, step); field == nil {
			return nil, step
		}
		t = field.Type
	}
	return field, ast.Ident{}
}

// inspectFieldReads walks s as inspectScoped does, visiting each node with
// the scope it reads names in; a query's ORDER BY, which reads the columns
// of the query's SELECT, is visited first with that SELECT's scope (and
// again in the walk). visit returns false to skip a node's children.
func (c *Context) inspectFieldReads(s ast.Node, visit func(n ast.Node, sc *scope) bool) {
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		if q, ok := n.(*ast.Query); ok {
			if sel, ok := q.Body.(*ast.Select); ok {
				bsc := c.scopeOf(sel.From)
				bsc.outer = sc
				for _, o := range q.OrderBy {
					if o != nil {
						ast.Inspect(o.Expr, func(m ast.Node) bool { visit(m, bsc); return m != nil })
					}
				}
			}
		}
		return visit(n, sc)
	})
}

// fieldItemName is the name an unaliased select item whose expression e
// reads a field keeps: the last field as written, of a read through a
// column (t.col.f, col.f: reads(e) says whether the reference reads a
// field) or of a field access over a column ((t.col).f, several fields
// deep: reads(e) says whether e is a field read). That is the name every
// source gives t.col.f, and Spark (t.col).f; DuckDB names the latter
// after its text, which item_names.go warns of (W012). A field of a
// subscript or a call is named otherwise by each source. ok is false when
// e is neither.
func fieldItemName(e ast.Expr, reads func(ast.Expr) bool) (name ast.Ident, ok bool) {
	switch x := e.(type) {
	case *ast.ColumnRef:
		if reads(x) {
			return x.Name.Last(), true
		}
	case *ast.FieldAccess:
		if cr, _ := fieldReadRoot(x); cr != nil && reads(x) {
			return x.Name, true
		}
	}
	return ast.Ident{}, false
}

// fromRelations walks a FROM clause for the struct-field rewrites
// (ansi_struct.go, snowflake_struct.go): the names of its relations
// (tables, their aliases, subqueries, functions, laterals), lower case,
// whether a join of it is NATURAL or USING, and each lateral, inputs
// first, passed to visit.
func fromRelations(from []ast.TableExpr, visit func(*ast.Lateral)) (rels map[string]bool, usingJoin bool) {
	rels = map[string]bool{}
	alias := func(a *ast.Alias) {
		if a != nil {
			rels[strings.ToLower(a.Name.Name)] = true
		}
	}
	var walk func(t ast.TableExpr)
	walk = func(t ast.TableExpr) {
		switch x := t.(type) {
		case *ast.Lateral:
			if x.Input != nil {
				walk(x.Input)
			}
			alias(x.Alias)
			visit(x)
		case *ast.Join:
			usingJoin = usingJoin || x.Natural || len(x.Using) > 0
			walk(x.Left)
			walk(x.Right)
		case *ast.Table:
			rels[strings.ToLower(x.Name.Last().Name)] = true
			alias(x.Alias)
		case *ast.Derived:
			alias(x.Alias)
		case *ast.TableFunc:
			alias(x.Alias)
		case *ast.Unnest:
			alias(x.Alias)
		}
	}
	for _, t := range from {
		walk(t)
	}
	return rels, usingJoin
}

// fieldReadRoot is the column reference a field read starts from (t.col.f,
// (t.col).f: the reference under the field accesses), and whether a field
// access was taken from it; nil when e is no such read.
func fieldReadRoot(e ast.Expr) (cr *ast.ColumnRef, accessed bool) {
	root := e
	for fa, ok := root.(*ast.FieldAccess); ok; fa, ok = root.(*ast.FieldAccess) {
		root = fa.X
	}
	cr, _ = root.(*ast.ColumnRef)
	return cr, root != e
}
