package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Arrays of structs for Snowflake (trap T5).
//
// Snowflake has no struct type of the SQL kind: its struct is the OBJECT,
// either semi-structured (in a VARIANT) or structured, OBJECT(k1 T1, ...)
// (SQL reference, Structured data types), which is how a struct column is
// declared (the printer spells STRUCT<k: T> as OBJECT(k T)). FLATTEN takes
// "a VARIANT, OBJECT, or ARRAY" and gives one row per element, VALUE the
// element and INDEX its 0-based position; a NULL or empty array gives no
// row unless OUTER => TRUE, which gives "exactly one row ... with NULL in
// the KEY, INDEX, and VALUE columns" (SQL reference, FLATTEN).
//
// A field of the element is read with the element's key, VALUE['k']
// (Querying semi-structured data: bracket notation, whose key names are
// case-sensitive; the key is the field's name as the schema spells it,
// which is how the table's OBJECT type names it). The value read may be a
// JSON null (an OBJECT built with OBJECT_CONSTRUCT_KEEP_NULL keeps a NULL
// value's key as a JSON null) or missing (OBJECT_CONSTRUCT "omits" a key
// whose value is NULL; a key the OBJECT does not have reads NULL: Snowpark
// reference, functions.get, whose example reads 'a' from {} as NULL, and
// v['k'] is GET(v, 'k')), and a NULL element reads NULL for every key. So
// each field is CAST(STRIP_NULL_VALUE(VALUE['k']) AS T) (sfElement): a JSON
// null and SQL NULL both NULL, the value cast back to the field's type
// from the schema, only for the scalar types whose VARIANT form casts back
// exactly (variantCastable). That is the same whichever way the OBJECT was
// built, and a NULL element gives one row of NULL fields, as Trino's UNNEST
// of rows and Hive's inline do.
//
//   - Fields expanded into columns (Trino/Presto UNNEST of rows, inline,
//     inline_outer, one name per field): LATERAL FLATTEN(INPUT => a) AS t,
//     each column one field read.
//   - The element kept whole (Spark explode, DuckDB unnest, BigQuery's
//     UNNEST AS t): each read of a field through the column, t.col.f,
//     col.f or (t.col).f, is the field read (sfStructPaths, before the
//     laterals are lowered). The whole struct is rebuilt from its field
//     reads as a structured OBJECT, the form a struct value takes in
//     Snowflake (the printer spells a struct constructor so):
//     OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('f1', read1, ...), which
//     "retains key-value pairs with NULL values" and keeps the keys in the
//     struct's order, NULL for a NULL element (and for an outer row):
//     CASE WHEN STRIP_NULL_VALUE(t.VALUE) IS NULL THEN NULL ELSE ... END.
//     VALUE itself is not the struct: FLATTEN gives it as an OBJECT that
//     Snowflake compares, renders and converts as its own type.
//
// An aggregate LATERAL subquery over an array of structs reads the fields
// the same way (windowLateral, snowflake_lateral.go).
//
// Refused with the reason: an element type not known (no schema: T056 or
// T081), a field of a type that does not cast back exactly (a nested struct,
// array or map: T081), a number of names that is not the number of fields
// (T064).

// sfStructElem is the element type of the array l's lone generator reads,
// when it is known (from the schema) to be an array of structs; nil
// otherwise.
func (c *Context) sfStructElem(l *ast.Lateral) *ast.TypeName {
	if len(l.Gens) != 1 || len(l.Gens[0].Args) != 1 || l.Alias == nil {
		return nil
	}
	g := l.Gens[0]
	if g.Kind != ast.GenUnnest && g.Kind != ast.GenInline || g.Collection == ast.CollMap {
		return nil
	}
	t := c.elemTypeOf(l, g.Args[0])
	if t == nil || t.Kind != ast.TypeStruct || len(t.Fields) == 0 {
		return nil
	}
	return t
}

// sfWholeStruct: l keeps each struct element whole in one column.
func sfWholeStruct(l *ast.Lateral) bool {
	g := l.Gens[0]
	return g.Kind == ast.GenUnnest && !g.Expand && len(l.Alias.Columns) == 1
}

// snowflakeStructItem spells a lone generator over an array of structs
// elem as LATERAL FLATTEN. nil when refused.
func (c *Context) snowflakeStructItem(l *ast.Lateral, elem *ast.TypeName, subs *[]subst) ast.TableExpr {
	g := l.Gens[0]
	sp := l.Span
	value := colRef(l.Alias.Name, ast.Ident{Name: "VALUE"}, sp)
	if sfWholeStruct(l) {
		// sfStructPaths made every read through the column a field read;
		// the column itself is the struct rebuilt from its fields.
		// A struct that cannot be rebuilt exactly is read only through
		// its fields: sfStructPaths refused any other read.
		var whole ast.Expr = value
		if sfRebuildable(elem) {
			whole = c.sfWholeValue(l, value, elem)
		}
		return c.flattenTable(l, g.Args[0], []ast.Expr{whole}, subs)
	}
	if len(l.Alias.Columns) != len(elem.Fields) {
		c.Refuse("T064", g, "name one column per field of the struct ("+itoa(len(elem.Fields))+"), or use Trino, Spark or Hive as the target",
			"%s gives structs of %d fields, and %d column names are given: the columns cannot be matched to the fields in snowflake",
			exprName(g.Args[0]), len(elem.Fields), len(l.Alias.Columns))
		return nil
	}
	vals := make([]ast.Expr, len(elem.Fields))
	for i, f := range elem.Fields {
		e := c.sfFieldRead(g, ast.Clone(value), elem, []ast.Ident{f.Name})
		if e == nil {
			return nil
		}
		vals[i] = e
	}
	return c.flattenTable(l, g.Args[0], vals, subs)
}

// sfFieldRead reads the field path of v, a value of the struct type t:
// CAST(STRIP_NULL_VALUE(v['f1']['f2']...) AS T), the key of each step
// spelled as the schema spells the field. nil, refused at at, when a step
// names no field or the field's type does not cast back exactly.
func (c *Context) sfFieldRead(at ast.Node, v ast.Expr, t *ast.TypeName, path []ast.Ident) ast.Expr {
	sp := at.SpanOf()
	if field, bad := c.pathField(t, path); field == nil {
		c.Refuse(codeFlattenType, at, "name a field of the struct as the schema declares it",
			"the struct has no field %s, so it cannot be read in snowflake", bad.Name)
		return nil
	}
	cur := v
	for _, step := range path {
		field := c.structField(t, step)
		cur = &ast.Subscript{Span: sp, X: cur, Index: &ast.Literal{Span: sp, Kind: ast.LitString, Value: field.Name.Name}, Missing: ast.MissingNull}
		t = field.Type
	}
	if !variantCastable(t) {
		what := "not known"
		if t != nil {
			what = t.Kind.String()
		}
		c.Refuse(codeFlattenType, at, "read the fields of scalar type one by one (t.col.f), or use PostgreSQL, DuckDB, Trino or Spark",
			"snowflake reads a field of a struct (an OBJECT) as a VARIANT, which must be cast back to the field's type, and the type of %s is %s",
			path[len(path)-1].Name, what)
		return nil
	}
	return sfElement(sp, cur, t)
}

// sfWholeValue is the struct element v rebuilt from its fields:
// CASE WHEN STRIP_NULL_VALUE(v) IS NULL THEN NULL ELSE
// OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('f1', read1, ...) END. nil, refused
// at at, when a field cannot be read exactly.
func (c *Context) sfWholeValue(at ast.Node, v ast.Expr, elem *ast.TypeName) ast.Expr {
	sp := at.SpanOf()
	obj := &ast.Struct{Span: sp}
	for _, f := range elem.Fields {
		if f == nil {
			return nil
		}
		e := c.sfFieldRead(at, ast.Clone(v), elem, []ast.Ident{f.Name})
		if e == nil {
			return nil
		}
		name := f.Name
		name.Span = sp
		obj.Fields = append(obj.Fields, &ast.StructField{Span: sp, Name: &name, Value: e})
	}
	isNull := &ast.IsNull{Span: sp, X: canonCall(sp, "strip_null_value", ast.Clone(v))}
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: isNull, Result: &ast.Literal{Span: sp, Kind: ast.LitNull}}}, Else: obj}
}

// sfRebuildable: every field of the struct type elem reads back exactly
// (sfWholeValue).
func sfRebuildable(elem *ast.TypeName) bool {
	for _, f := range elem.Fields {
		if f == nil || !variantCastable(f.Type) {
			return false
		}
	}
	return true
}

// sfStructCol is a lateral column holding whole struct elements.
type sfStructCol struct {
	alias, col ast.Ident
	elem       *ast.TypeName
}

// sfStructPaths rewrites, in s and q's ORDER BY, every read of a field
// through a lateral column holding whole struct elements (t.col.f, col.f,
// (t.col).f; several fields deep for nested structs) into the field read
// of FLATTEN's VALUE (sfFieldRead). ok is false when refused.
func (c *Context) sfStructPaths(q *ast.Query, s *ast.Select) (*ast.Query, *ast.Select, bool) {
	var cols []sfStructCol
	rels, _ := fromRelations(s.From, func(x *ast.Lateral) {
		if len(x.Gens) == 1 && x.Alias != nil && len(x.Alias.Columns) == 1 && x.Gens[0].Kind == ast.GenUnnest && !x.Gens[0].Expand {
			if elem := c.sfStructElem(x); elem != nil {
				cols = append(cols, sfStructCol{alias: x.Alias.Name, col: x.Alias.Columns[0], elem: elem})
			}
		}
	})
	if len(cols) == 0 {
		return q, s, true
	}
	// match: the struct column a reference reads, and the field path
	// after it (empty for the column itself).
	isRel := func(name string) bool { return rels[strings.ToLower(name)] }
	match := func(cr *ast.ColumnRef) (*sfStructCol, []ast.Ident) {
		for i := range cols {
			if path, ok := pathThrough(cr.Name, cols[i].alias.Name, cols[i].col.Name, isRel); ok {
				return &cols[i], path
			}
		}
		return nil, nil
	}
	// partial: the reads of a column itself (an empty path) or of a
	// nested struct field, by node, which a FieldAccess over them may
	// continue ((t.col).f, t.col.d.x read as (t.col.d).x). Those of the
	// column itself left at the end are the lateral's substitution's,
	// which reads the whole struct (sfWholeValue).
	type pathOf struct {
		sc   *sfStructCol
		path []ast.Ident
	}
	partial := map[ast.Node]pathOf{}
	refused := false
	// step records the read of path through sc at n, or reads it.
	step := func(n ast.Node, sc *sfStructCol, path []ast.Ident) ast.Node {
		if len(path) > 0 {
			if f, _ := c.pathField(sc.elem, path); f == nil || f.Type == nil || f.Type.Kind != ast.TypeStruct {
				value := colRef(sc.alias, ast.Ident{Name: "VALUE"}, n.SpanOf())
				e := c.sfFieldRead(n, value, sc.elem, path)
				if e == nil {
					refused = true
					return n
				}
				return e
			}
		}
		partial[n] = pathOf{sc, path}
		return n
	}
	f := func(n ast.Node) ast.Node {
		if refused {
			return n
		}
		switch x := n.(type) {
		case *ast.ColumnRef:
			if sc, path := match(x); sc != nil {
				return step(n, sc, append([]ast.Ident(nil), path...))
			}
		case *ast.FieldAccess:
			if p, ok := partial[x.X]; ok {
				delete(partial, x.X)
				return step(n, p.sc, append(append([]ast.Ident(nil), p.path...), x.Name))
			}
		}
		return n
	}
	// reads: e reads a field through a struct column (t.col.f,
	// (t.col).f, (t.col.d).x).
	reads := func(e ast.Expr) bool {
		cr, accessed := fieldReadRoot(e)
		if cr == nil {
			return false
		}
		sc, path := match(cr)
		return sc != nil && (len(path) > 0 || accessed)
	}
	// A field read keeps its output name, the field's (t.col.f is
	// named f in every source dialect).
	named := *s
	named.Items = make([]*ast.SelectItem, len(s.Items))
	for i, it := range s.Items {
		named.Items[i] = it
		if it == nil || it.Alias != nil {
			continue
		}
		if name, ok := fieldItemName(it.Expr, reads); ok {
			cp := *it
			cp.Alias = &name
			named.Items[i] = &cp
		}
	}
	ns := ast.Rewrite(&named, f).(*ast.Select)
	nq := *q
	if len(q.OrderBy) > 0 {
		nq.OrderBy = make([]*ast.OrderItem, len(q.OrderBy))
		for i, o := range q.OrderBy {
			nq.OrderBy[i] = ast.Rewrite(o, f).(*ast.OrderItem)
		}
	}
	// The first read of a whole struct that cannot be rebuilt exactly:
	// a nested struct, or an element with such a field; a * over the
	// lateral reads the element whole too.
	var bad ast.Node
	for n, p := range partial {
		if (len(p.path) > 0 || !sfRebuildable(p.sc.elem)) && (bad == nil || n.SpanOf().Start.Offset < bad.SpanOf().Start.Offset) {
			bad = n
		}
	}
	ast.Inspect(s, func(n ast.Node) bool {
		if _, nested := n.(*ast.Query); nested {
			return false // a * there is over the nested query's FROM
		}
		st, ok := n.(*ast.Star)
		if !ok || bad != nil && bad.SpanOf().Start.Offset < st.Span.Start.Offset {
			return true
		}
		for i := range cols {
			if !sfRebuildable(cols[i].elem) && (len(st.Table) == 0 || strings.EqualFold(st.Table.Last().Name, cols[i].alias.Name)) {
				bad = st
				partial[st] = pathOf{&cols[i], nil}
			}
		}
		return true
	})
	if bad != nil && !refused {
		// Refused, saying why.
		p := partial[bad]
		value := colRef(p.sc.alias, ast.Ident{Name: "VALUE"}, bad.SpanOf())
		if len(p.path) > 0 {
			c.sfFieldRead(bad, value, p.sc.elem, p.path)
		} else {
			c.sfWholeValue(bad, value, p.sc.elem)
		}
		refused = true
	}
	if refused {
		return q, s, false
	}
	nq.Body = ns
	return &nq, ns, true
}

// sfFieldPaths spells, for Snowflake, the reads of a field of a struct
// that is not a lateral's element (sfStructPaths has those): t.col.f or
// col.f through a column known to be a struct, and x.f over an expression
// of a struct type (a subscript, (t.col).f), several fields deep. Written
// as they are, Snowflake would read t.col.f as column f of table col in
// schema t; each is the field read CAST(STRIP_NULL_VALUE(x['f']) AS T)
// (sfFieldRead), a select item read through a column keeping the field's
// name. A field of a type
// that does not cast back exactly (a nested struct, an array, a map) is
// refused (T081). It runs before the laterals are lowered, while the
// columns' types are known. A read it cannot resolve is left as written.
func sfFieldPaths(c *Context, s ast.Stmt) ast.Stmt {
	if c.Target.Name != "snowflake" || c.Source.Name == "snowflake" {
		return s
	}
	cols := map[*ast.ColumnRef]ast.Expr{}
	fields := map[ast.Span]ast.Expr{}
	names := map[ast.Span]ast.Ident{} // select items, by span: the field's name
	inner := map[*ast.FieldAccess]bool{}
	refused := false
	visit := func(n ast.Node, sc *scope) bool {
		if refused {
			return false
		}
		switch x := n.(type) {
		case *ast.ColumnRef:
			if _, done := cols[x]; done {
				return true
			}
			ref, ok := sc.fieldRef(x.Name)
			if !ok || ref.col == nil || ref.rel.gen || ref.col.Type.Kind != ast.TypeStruct {
				return true // a lateral's element (sfStructPaths), or no struct
			}
			if f, _ := c.pathField(ref.col.Type, ref.path); f == nil {
				return true
			}
			e := c.sfFieldRead(x, &ast.ColumnRef{Span: x.Span, Name: append(ast.QName(nil), ref.base...)}, ref.col.Type, ref.path)
			if e == nil {
				refused = true
				return false
			}
			cols[x] = e
		case *ast.FieldAccess:
			if inner[x] {
				return true
			}
			// The chain of fields, read from its root expression.
			var path []ast.Ident
			root := ast.Expr(x)
			for {
				fa, ok := root.(*ast.FieldAccess)
				if !ok {
					break
				}
				if fa != x {
					inner[fa] = true
				}
				path = append([]ast.Ident{fa.Name}, path...)
				root = fa.X
			}
			if cr, ok := root.(*ast.ColumnRef); ok {
				if _, r := sc.resolveCol(cr.Name); r != nil && r.gen {
					return true // a lateral's element (sfStructPaths)
				}
			}
			t := c.typeOf(root, sc)
			if t == nil || t.Kind != ast.TypeStruct {
				return true
			}
			if f, _ := c.pathField(t, path); f == nil {
				return true
			}
			e := c.sfFieldRead(x, root, t, path)
			if e == nil {
				refused = true
				return false
			}
			fields[x.Span] = e
		}
		return true
	}
	c.inspectFieldReads(s, visit)
	if refused || len(cols) == 0 && len(fields) == 0 {
		return s
	}
	// reads: e is replaced by a field read (a field access over a
	// subscript or a call is one too, but not named after its field).
	reads := func(e ast.Expr) bool {
		switch x := e.(type) {
		case *ast.ColumnRef:
			return cols[x] != nil
		case *ast.FieldAccess:
			return fields[x.Span] != nil
		}
		return false
	}
	ast.Inspect(s, func(n ast.Node) bool {
		if it, ok := n.(*ast.SelectItem); ok && it.Alias == nil {
			if name, ok := fieldItemName(it.Expr, reads); ok {
				names[it.Span] = name
			}
		}
		return true
	})
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.ColumnRef:
			if e := cols[x]; e != nil {
				return ast.Clone(e)
			}
		case *ast.FieldAccess:
			if e := fields[x.Span]; e != nil {
				return ast.Clone(e)
			}
		case *ast.SelectItem:
			if name, ok := names[x.Span]; ok && x.Alias == nil {
				item := *x
				item.Alias = &name
				return &item
			}
		}
		return n
	})
}

// sfCastStructNames gives, for Snowflake, each unnamed struct constructor
// that a cast to a type holding structs converts (directly or as an
// array's element: Trino's CAST(ROW(1, 'a') AS ROW(x INTEGER, y VARCHAR)),
// Spark's CAST(array(struct(1, 'a')) AS ARRAY<STRUCT<x: INT, y: STRING>>))
// its keys from the type. Snowflake's struct constructor names every key
// (OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('x', 1, 'y', 'a'), which the
// printer spells), and the cast converts field by field, by position, so
// naming each value after its field is the same value. A constructor that
// cannot be named so (a number of values that is not the number of
// fields, a field without a name) is left to the printer, which refuses
// an unnamed one.
func sfCastStructNames(c *Context, s ast.Stmt) ast.Stmt {
	if c.Target.Name != "snowflake" {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if x, ok := n.(*ast.Cast); ok {
			if named := sfNameStructs(x.X, x.Type); named != nil {
				cp := *x
				cp.X = named
				return &cp
			}
		}
		return n
	})
}

// sfNameStructs is x, a value of the type t, with each unnamed struct
// constructor in it named by t (sfCastStructNames); nil when there is
// nothing to name.
func sfNameStructs(x ast.Expr, t *ast.TypeName) ast.Expr {
	if t == nil {
		return nil
	}
	switch v := x.(type) {
	case *ast.Struct:
		if t.Kind != ast.TypeStruct || len(v.Fields) != len(t.Fields) || len(v.Fields) == 0 {
			return nil
		}
		out := &ast.Struct{Span: v.Span}
		changed := false
		for i, f := range v.Fields {
			tf := t.Fields[i]
			if f == nil || tf == nil {
				return nil
			}
			nf := &ast.StructField{Span: f.Span, Name: f.Name, Value: f.Value}
			if inner := sfNameStructs(f.Value, tf.Type); inner != nil {
				nf.Value, changed = inner, true
			}
			if f.Name == nil {
				if tf.Name.Name == "" {
					return nil
				}
				name := tf.Name
				nf.Name, changed = &name, true
			}
			out.Fields = append(out.Fields, nf)
		}
		if !changed {
			return nil
		}
		return out
	case *ast.Array:
		if t.Kind != ast.TypeArray {
			return nil
		}
		out := &ast.Array{Span: v.Span, Elems: make([]ast.Expr, len(v.Elems))}
		changed := false
		for i, el := range v.Elems {
			out.Elems[i] = el
			if n := sfNameStructs(el, t.Elem); n != nil {
				out.Elems[i], changed = n, true
			}
		}
		if !changed {
			return nil
		}
		return out
	}
	return nil
}
