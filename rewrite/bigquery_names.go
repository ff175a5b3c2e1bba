package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passBigQueryNames qualifies, for BigQuery, the bare names that the
// fields of an unnested struct would catch.
//
// BigQuery's UNNEST of an array of structs is a value table (BigQuery
// reference, Query syntax, "UNNEST and structs"): each field of the
// element is a name of the FROM clause, and a bare name that is both a
// column of another FROM item and such a field is ambiguous (GoogleSQL's
// name scopes), while a bare name of the query around that is such a
// field in a nested query reads the field. The other dialects read a
// struct's fields only through the struct, so a bare name of the source
// never means a field (a BigQuery source's bare field is read as e.field
// when canonicalized: bigqueryValueTables). So for BigQuery every
// one-part column reference whose name is a field of a struct element
// unnested by a lateral of its FROM (or of the FROM of a query around,
// which the name would reach) is written with its relation: the source's
// reading (scope.resolveCol's), or the lone relation of unknown columns
// there when the schema does not say. Where the relation cannot be told,
// or has no name to qualify with (the value or offset column of another
// UNNEST, which BigQuery names without a relation), it is refused (T095).
//
// The laterals whose elements are structs in the BigQuery output: a lone
// unnest of an array of structs (the element kept whole, its alias the
// struct), the expansion of struct elements into their fields (inline,
// Trino's UNNEST of rows: bigqueryStructFields unnests the array itself),
// and stack (an UNNEST of an array of STRUCT(...) named after its
// columns). A zip becomes an UNNEST of positions (bigqueryZipArrays) and
// exposes no field.
//
// A SELECT * over a lone unnest of structs would give the fields in
// BigQuery where the source gives the struct: * becomes the list of each
// FROM item's rel.*, a lateral's alias.* giving its own columns
// (lower_join's substitutions); a FROM item without a name, or a join
// USING or NATURAL (whose * merges columns), is refused (T040).
const passBigQueryNames = "bigquery_names"

// bqLevel is what one SELECT's FROM shows to the names in it.
type bqLevel struct {
	bqFrom
	sel    *ast.Select
	fields map[string]*ast.Lateral // lower-case field name → its lateral
	// valueTable: a lone unnest of struct elements is in FROM.
	valueTable bool
}

type bqNames struct {
	c      *Context
	qual   map[*ast.ColumnRef]ast.Ident
	stars  map[ast.Span][]*ast.SelectItem
	done   map[*ast.ColumnRef]bool
	failed bool
}

func bigqueryNames(c *Context, s ast.Stmt) ast.Stmt {
	if c.Target.Name != "bigquery" || c.Source.Name == "bigquery" {
		return s // a BigQuery source's names are read as BigQuery reads them
	}
	w := &bqNames{c: c, qual: map[*ast.ColumnRef]ast.Ident{}, stars: map[ast.Span][]*ast.SelectItem{}, done: map[*ast.ColumnRef]bool{}}
	sw := &bqScopeWalk[*bqLevel]{level: w.level, enter: w.enter, check: w.check, failed: &w.failed, skip: w.done}
	sw.walk(s, nil)
	if w.failed || len(w.qual) == 0 && len(w.stars) == 0 {
		return s
	}
	c.Fire(passBigQueryNames)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.ColumnRef:
			if q, ok := w.qual[x]; ok {
				nc := *x
				q.Span = x.Span
				nc.Name = ast.QName{q, x.Name[0]}
				return &nc
			}
		case *ast.Select:
			if items, ok := w.stars[x.Span]; ok {
				ns := *x
				var out []*ast.SelectItem
				for _, it := range x.Items {
					if st, ok := it.Expr.(*ast.Star); ok && len(st.Table) == 0 {
						out = append(out, items...)
						continue
					}
					out = append(out, it)
				}
				ns.Items = out
				return &ns
			}
		}
		return n
	})
}

// enter lists a SELECT * over a value table (see passBigQueryNames).
func (w *bqNames) enter(sel *ast.Select, lv *bqLevel) {
	if lv.valueTable {
		w.star(sel, lv)
	}
}

// level is what sel's FROM shows, outer the scope of the query around.
func (w *bqNames) level(sel *ast.Select, outer *scope) *bqLevel {
	lv := &bqLevel{sel: sel, fields: map[string]*ast.Lateral{}}
	lv.bqFrom = w.c.bqFromOf(sel, outer, func(t ast.TableExpr, r *bqRel, sc *scope) {
		x, ok := t.(*ast.Lateral)
		if !ok {
			return
		}
		if x.Alias == nil {
			r.cols = nil // here a lateral without an alias has columns not known
		}
		names, vt := w.c.bqStructFields(x, sc)
		for _, f := range names {
			if _, ok := lv.fields[strings.ToLower(f)]; !ok {
				lv.fields[strings.ToLower(f)] = x
			}
		}
		lv.valueTable = lv.valueTable || vt
	})
	return lv
}

// bqStructFields are the names the BigQuery spelling of l adds as fields
// of a value table (see passBigQueryNames); valueTable is set for a lone
// unnest whose element, a struct, is kept whole.
func (c *Context) bqStructFields(l *ast.Lateral, sc *scope) (names []string, valueTable bool) {
	if len(l.Gens) != 1 || l.Alias == nil {
		return nil, false
	}
	g := l.Gens[0]
	switch g.Kind {
	case ast.GenStack:
		for _, col := range l.Alias.Columns {
			names = append(names, col.Name)
		}
		return names, false
	case ast.GenUnnest, ast.GenInline:
	default:
		return nil, false
	}
	if g.Collection == ast.CollMap || len(g.Args) != 1 || zipOfRows(g) != nil {
		return nil, false
	}
	whole := g.Kind == ast.GenUnnest && !g.Expand && len(l.Alias.Columns) == 1
	var elem *ast.TypeName
	if t := c.typeOf(g.Args[0], sc); t != nil && t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind == ast.TypeStruct {
		elem = t.Elem
	} else if whole && len(l.Types) == 1 && l.Types[0] != nil && l.Types[0].Kind == ast.TypeStruct {
		elem = l.Types[0]
	}
	if elem == nil {
		return nil, false
	}
	for _, f := range elem.Fields {
		if f.Name.Name != "" {
			names = append(names, f.Name.Name)
		}
	}
	return names, whole && len(names) > 0
}

// bareLateral reports whether the column col of the lateral l keeps its
// bare name in the BigQuery spelling, which no relation qualifies: the
// value of a lone unnest (UNNEST(a) AS col) and its 0-based offset.
func (c *Context) bareLateral(l *ast.Lateral, col string) bool {
	if len(l.Gens) != 1 || l.Alias == nil {
		return false
	}
	g := l.Gens[0]
	if g.Kind != ast.GenUnnest || g.Expand || len(l.Alias.Columns) != 1 {
		return false
	}
	if strings.EqualFold(l.Alias.Columns[0].Name, col) {
		return true
	}
	return l.Ordinality != nil && l.Ordinality.Base == 0 && strings.EqualFold(l.Ordinality.Name.Name, col)
}

// check qualifies or refuses the one-part reference cr, inside levels.
func (w *bqNames) check(cr *ast.ColumnRef, levels []*bqLevel) {
	n := strings.ToLower(cr.Name[0].Name)
	fk := -1
	for k := len(levels) - 1; k >= 0; k-- {
		if levels[k].fields[n] != nil {
			fk = k
			break
		}
	}
	if fk < 0 {
		return
	}
	field := levels[fk].fields[n]
	what := "a field of the struct elements of " + exprName(field.Gens[0].Args[0])
	if field.Gens[0].Kind == ast.GenStack {
		what = "a field of the structs that spell stack"
	}
	inner := len(levels) - 1
	for k := inner; k >= 0; k-- {
		var hits, unknown []*bqRel
		for i := range levels[k].rels {
			r := &levels[k].rels[i]
			switch {
			case r.cols == nil:
				unknown = append(unknown, r)
			case containsStr(r.cols, n):
				hits = append(hits, r)
			}
		}
		if k > fk {
			if len(hits) > 0 {
				return
			}
			if len(unknown) > 0 {
				w.refuse(cr, "cannot tell whether %s is a column of this query's FROM, whose columns are not known, or of the query around, where in BigQuery it is also %s",
					cr.Name[0].Name, what)
				return
			}
			continue
		}
		var r *bqRel
		switch {
		case len(hits) == 1:
			r = hits[0]
		case len(hits) > 1:
			w.refuse(cr, "cannot tell which relation's column %s is, and in BigQuery it is also %s", cr.Name[0].Name, what)
			return
		case len(unknown) == 1 && unknown[0].lat == nil:
			r = unknown[0]
		case len(unknown) > 1:
			w.refuse(cr, "cannot tell which relation's column %s is, and in BigQuery it is also %s", cr.Name[0].Name, what)
			return
		default:
			continue
		}
		if r.lat != nil {
			if w.c.bareLateral(r.lat, n) {
				w.refuse(cr, "%s is a column BigQuery names without a relation, and there it is also %s", cr.Name[0].Name, what)
				return
			}
			if k == inner {
				return // lower_join reads the lateral's column through its own name
			}
		}
		if r.name == "" {
			w.refuse(cr, "the relation of %s has no name to qualify it with, and in BigQuery it is also %s", cr.Name[0].Name, what)
			return
		}
		// the qualifier must reach r: no relation of its name in between
		for j := inner; j > k; j-- {
			for _, o := range levels[j].rels {
				if o.name == r.name {
					w.refuse(cr, "%s is a column of the relation %s of a query around, which a relation of this query hides, and in BigQuery it is also %s",
						cr.Name[0].Name, r.ident.Name, what)
					return
				}
			}
		}
		w.qual[cr] = r.ident
		return
	}
	w.refuse(cr, "no relation is known to have a column %s, and in BigQuery it is %s", cr.Name[0].Name, what)
}

func (w *bqNames) refuse(cr *ast.ColumnRef, format string, args ...any) {
	w.c.Refuse("T095", cr, "qualify the column with the name of its table, or give the tables' columns with --schema", format, args...)
	w.failed = true
}

// star lists, for a SELECT * of sel, each FROM item's rel.* (see
// passBigQueryNames).
func (w *bqNames) star(sel *ast.Select, lv *bqLevel) {
	var st *ast.Star
	for _, it := range sel.Items {
		if s, ok := it.Expr.(*ast.Star); ok && len(s.Table) == 0 {
			st = s
		}
	}
	if st == nil {
		return
	}
	refuse := func(why string) {
		w.c.Refuse("T040", st, "list the columns instead of *",
			"BigQuery's * gives the fields of an unnested struct where the source gives the struct, and %s", why)
		w.failed = true
	}
	joined := false
	for _, t := range sel.From {
		ast.Inspect(t, func(x ast.Node) bool {
			if j, ok := x.(*ast.Join); ok && (j.Natural || len(j.Using) > 0) {
				joined = true
			}
			_, sub := x.(*ast.Query)
			return !sub && x != nil
		})
	}
	if joined {
		refuse("a join USING or NATURAL merges the columns * lists")
		return
	}
	var items []*ast.SelectItem
	for _, r := range lv.rels {
		if r.name == "" {
			refuse("a FROM item without a name cannot be listed in its place")
			return
		}
		id := r.ident
		id.Span = st.Span
		items = append(items, &ast.SelectItem{Span: st.Span, Expr: &ast.Star{Span: st.Span, Table: ast.QName{id}}})
	}
	w.stars[sel.Span] = items
}
