package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passBigQueryValueTables reads a BigQuery source's UNNEST of an array of
// structs as BigQuery does: a value table (BigQuery reference, Query
// syntax, "UNNEST and structs": "For an input array of structs, UNNEST
// returns a row for each struct, with a separate column for each field in
// the struct"; the alias is a range variable whose value is the struct).
// In the canonical form the lateral yields the struct as one column, its
// alias, so
//
//   - a bare name that is a field of the element (and no column or range
//     variable of its FROM) is the field: a becomes e.a (as an item, e.a
//     AS a), a FROM item whose columns are not known being taken not to
//     have it (BigQuery rejects the name as ambiguous if it has); a name
//     that is both a column of another FROM item and such a
//     field is ambiguous in BigQuery and refused, as is a name of a FROM
//     whose UNNEST's element type is not known (it may be a field);
//   - SELECT * lists, in FROM order, each item's columns: a table's or
//     subquery's rel.*, a lateral's alias.*, and for such an UNNEST the
//     fields (e.a AS a, ...) then its offset column;
//   - e.* is the fields.
//
// Names reach out of a nested query as in BigQuery: the innermost query
// whose FROM has a column, range variable or field of the name takes it.
// A name of ORDER BY that is an output name of the select list reads the
// output column and is left alone. For BigQuery as the target (and for
// the reference executor running BigQuery) the names stay as written. The
// fields of an element type not
// known are refused for * and e.* (T040) and for a bare name that may be
// one (T095).
const passBigQueryValueTables = "bigquery_value_tables"

// bqvLevel is what one SELECT's FROM shows, for a BigQuery source.
type bqvLevel struct {
	bqFrom
	ranges map[string]bool // range variables: FROM items' names, UNNEST values
	vts    []*bqvTable
}

// bqvTable is an UNNEST read as a value table.
type bqvTable struct {
	lat    *ast.Lateral
	value  ast.Ident // the struct column (the UNNEST's alias)
	fields []ast.Ident
	known  bool // the element type is known: fields are its fields
}

type bqvWalker struct {
	c      *Context
	repl   map[*ast.ColumnRef]ast.Expr
	direct map[*ast.ColumnRef]bool // the references that are a select item
	items  map[*ast.ColumnRef]bool // replaced references that are a select item
	stars  map[*ast.Star][]*ast.SelectItem
	failed bool
}

func bigqueryValueTables(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "bigquery" || c.Target.Name == "bigquery" {
		return s // BigQuery itself (and the reference executor) reads them so
	}
	w := &bqvWalker{c: c, repl: map[*ast.ColumnRef]ast.Expr{}, direct: map[*ast.ColumnRef]bool{},
		items: map[*ast.ColumnRef]bool{}, stars: map[*ast.Star][]*ast.SelectItem{}}
	sw := &bqScopeWalk[*bqvLevel]{level: w.level, enter: w.enter, check: w.check, failed: &w.failed, skip: map[*ast.ColumnRef]bool{}}
	sw.walk(s, nil)
	if w.failed || len(w.repl) == 0 && len(w.stars) == 0 {
		return s
	}
	c.Fire(passBigQueryValueTables)
	// a replaced select item keeps its output name
	itemOf := map[ast.Expr]ast.Ident{}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.ColumnRef:
			if e, ok := w.repl[x]; ok {
				ne := ast.Clone(e)
				if w.items[x] {
					itemOf[ne] = x.Name[0]
				}
				return ne
			}
		case *ast.Select:
			changed := false
			var out []*ast.SelectItem
			for _, it := range x.Items {
				if st, ok := it.Expr.(*ast.Star); ok && w.stars[st] != nil {
					out = append(out, cloneItems(w.stars[st])...)
					changed = true
					continue
				}
				if id, ok := itemOf[it.Expr]; ok && it.Alias == nil && len(it.Aliases) == 0 {
					ni := *it
					name := id
					ni.Alias = &name
					out = append(out, &ni)
					changed = true
					continue
				}
				out = append(out, it)
			}
			if changed {
				ns := *x
				ns.Items = out
				return &ns
			}
		}
		return n
	})
}

func cloneItems(items []*ast.SelectItem) []*ast.SelectItem {
	out := make([]*ast.SelectItem, len(items))
	for i, it := range items {
		out[i] = ast.Clone(it)
	}
	return out
}

// enter lists sel's * and e.* and marks the references that are a select
// item.
func (w *bqvWalker) enter(sel *ast.Select, lv *bqvLevel) {
	w.selectItems(sel, lv)
	for _, it := range sel.Items {
		if cr, ok := it.Expr.(*ast.ColumnRef); ok {
			w.direct[cr] = true
		}
	}
}

// level is what sel's FROM shows, outer the scope of the query around:
// the range variables are the names of its tables and subqueries and the
// values of its value tables.
func (w *bqvWalker) level(sel *ast.Select, outer *scope) *bqvLevel {
	lv := &bqvLevel{ranges: map[string]bool{}}
	lv.bqFrom = w.c.bqFromOf(sel, outer, func(t ast.TableExpr, r *bqRel, sc *scope) {
		switch x := t.(type) {
		case *ast.Lateral:
			if vt := w.c.bqvValueTable(x, sc); vt != nil {
				lv.vts = append(lv.vts, vt)
				lv.ranges[strings.ToLower(vt.value.Name)] = true
			}
		case *ast.Table:
			lv.ranges[r.name] = true
		case *ast.Derived:
			if x.Alias != nil {
				lv.ranges[r.name] = true
			}
		}
	})
	return lv
}

// bqvValueTable is the value table of a lone UNNEST of one array into one
// column (BigQuery's UNNEST(a) AS e) whose element is, or may be, a
// struct; nil for an element known not to be one.
func (c *Context) bqvValueTable(l *ast.Lateral, sc *scope) *bqvTable {
	if len(l.Gens) != 1 || l.Alias == nil || len(l.Alias.Columns) != 1 {
		return nil
	}
	g := l.Gens[0]
	if g.Kind != ast.GenUnnest || g.Expand || g.Collection == ast.CollMap || len(g.Args) != 1 {
		return nil
	}
	vt := &bqvTable{lat: l, value: l.Alias.Columns[0]}
	var elem *ast.TypeName
	if t := c.typeOf(g.Args[0], sc); t != nil && t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind != ast.TypeUnknown {
		elem = t.Elem
	} else if len(l.Types) == 1 && l.Types[0] != nil && l.Types[0].Kind != ast.TypeUnknown {
		elem = l.Types[0]
	}
	if elem == nil {
		return vt // not known
	}
	if elem.Kind != ast.TypeStruct {
		return nil
	}
	vt.known = true
	for _, f := range elem.Fields {
		if f.Name.Name != "" {
			vt.fields = append(vt.fields, f.Name)
		}
	}
	if len(vt.fields) == 0 {
		return nil
	}
	return vt
}

// selectItems lists the columns of sel's * and e.* (see
// passBigQueryValueTables).
func (w *bqvWalker) selectItems(sel *ast.Select, lv *bqvLevel) {
	if len(lv.vts) == 0 {
		return
	}
	vtOf := func(name string) *bqvTable {
		for _, vt := range lv.vts {
			if strings.EqualFold(vt.value.Name, name) {
				return vt
			}
		}
		return nil
	}
	fieldItems := func(vt *bqvTable, st *ast.Star) []*ast.SelectItem {
		var out []*ast.SelectItem
		for _, f := range vt.fields {
			v, name := vt.value, f
			v.Span, name.Span = st.Span, st.Span
			out = append(out, &ast.SelectItem{Span: st.Span, Expr: &ast.ColumnRef{Span: st.Span, Name: ast.QName{v, name}}, Alias: &name})
		}
		return out
	}
	refuse := func(st *ast.Star, vt *bqvTable) {
		w.c.Refuse("T040", st, "give the column's type with --schema (or a CREATE TABLE in the script), or list the fields",
			"the fields of the elements of %s, which * lists in BigQuery, are not known", exprName(vt.lat.Gens[0].Args[0]))
		w.failed = true
	}
	var bare *ast.Star
	for _, it := range sel.Items {
		st, ok := it.Expr.(*ast.Star)
		if !ok {
			continue
		}
		if len(st.Table) == 0 {
			bare = st
			continue
		}
		vt := vtOf(st.Table.Last().Name)
		if len(st.Table) != 1 || vt == nil {
			continue
		}
		if !vt.known {
			refuse(st, vt)
			return
		}
		w.stars[st] = fieldItems(vt, st)
	}
	if bare != nil {
		var items []*ast.SelectItem
		for _, r := range lv.rels {
			var vt *bqvTable
			for _, v := range lv.vts {
				if v.lat == r.lat && r.lat != nil {
					vt = v
				}
			}
			switch {
			case vt != nil && !vt.known:
				refuse(bare, vt)
				return
			case vt != nil:
				items = append(items, fieldItems(vt, bare)...)
				if o := vt.lat.Ordinality; o != nil {
					name := o.Name
					// BigQuery names the offset bare, as a column of no relation
					items = append(items, &ast.SelectItem{Span: bare.Span, Expr: &ast.ColumnRef{Span: bare.Span, Name: ast.QName{name}}})
				}
			case r.name == "":
				w.c.Refuse("T040", bare, "list the columns instead of *",
					"* lists the fields of an unnested struct in BigQuery, and a FROM item without a name cannot be listed beside them")
				w.failed = true
				return
			default:
				id := r.ident
				id.Span = bare.Span
				items = append(items, &ast.SelectItem{Span: bare.Span, Expr: &ast.Star{Span: bare.Span, Table: ast.QName{id}}})
			}
		}
		w.stars[bare] = items
	}
}

// check reads the one-part reference cr inside levels as BigQuery does.
func (w *bqvWalker) check(cr *ast.ColumnRef, levels []*bqvLevel) {
	n := strings.ToLower(cr.Name[0].Name)
	for k := len(levels) - 1; k >= 0; k-- {
		lv := levels[k]
		if lv.ranges[n] {
			return
		}
		hits, unknownRel := 0, false
		for _, r := range lv.rels {
			switch {
			case r.cols == nil:
				unknownRel = true
			case containsStr(r.cols, n):
				hits++
			}
		}
		var found []*bqvTable
		var unknownElem *bqvTable
		for _, vt := range lv.vts {
			if !vt.known {
				unknownElem = vt
				continue
			}
			for _, f := range vt.fields {
				if strings.EqualFold(f.Name, n) {
					found = append(found, vt)
				}
			}
		}
		switch {
		case len(found) == 1 && hits == 0:
			v, f := found[0].value, cr.Name[0]
			v.Span = cr.Span
			w.repl[cr] = &ast.ColumnRef{Span: cr.Span, Name: ast.QName{v, f}}
			w.items[cr] = w.direct[cr]
			return
		case len(found) > 0:
			w.c.Refuse("T095", cr, "qualify the name with its table or the UNNEST's alias",
				"%s is ambiguous in BigQuery: it names a field of the struct elements of %s and another column or field of FROM",
				cr.Name[0].Name, exprName(found[0].lat.Gens[0].Args[0]))
			w.failed = true
			return
		case hits > 0:
			return
		case unknownElem != nil:
			w.c.Refuse("T095", cr, "give the column's type with --schema (or a CREATE TABLE in the script), or qualify the name",
				"cannot tell whether %s is a field of the elements of %s, which BigQuery reads by its bare name, or a column: the element type is not known",
				cr.Name[0].Name, exprName(unknownElem.lat.Gens[0].Args[0]))
			w.failed = true
			return
		case unknownRel:
			return
		}
	}
}
