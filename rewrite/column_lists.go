package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Column lists shorter than their query's columns. PostgreSQL and DuckDB
// take an alias's (or a WITH query's) column list that names only the
// first columns of a subquery, the others keeping their own names:
//
//	SELECT x FROM (SELECT 1, 2) AS s(x)           -- postgres: s(x, "?column?")
//
// Trino and Presto reject it (their analyzer's MISMATCHED_COLUMN_ALIASES:
// "Column alias list has 1 entries but 's' has 2 columns available"), as
// does the SQL standard, which asks a derived column list for as many
// names as the table has columns; Spark checks the number as well. For
// every target but PostgreSQL and DuckDB, the item_names pass writes the
// list out in full, the other columns under the names the source gives
// them (the items' aliases, the columns they read, the names item_names
// writes); where a name cannot be told, or two columns would share one,
// the translation is refused. A base table's short list is written out in
// full the same way when the schema gives the table's columns (the others
// keep their names); without one it is left as written.

// fullColumnList records, for the derived table or WITH query node at span
// whose column list given names fewer columns than q's first SELECT has,
// the full list, for a target that takes only a full one; the items after
// given have been named (items).
func (n *namer) fullColumnList(span ast.Span, node ast.Node, q *ast.Query, given []ast.Ident) {
	c := n.c
	if len(given) == 0 || c.Target.is("postgres", "duckdb") {
		return
	}
	sel := leftmostSelect(q.Body)
	if sel == nil || len(given) >= len(sel.Items) || n.listed[span] {
		return
	}
	if n.listed == nil {
		n.listed = map[ast.Span]bool{}
	}
	n.listed[span] = true
	refuse := func(why string) {
		c.Refuse("T090", node, "name every column in the list, or alias the items after it with distinct names",
			"a column list naming %d of the subquery's %d columns cannot be expressed in %s, which needs a name for each: %s",
			len(given), len(sel.Items), c.Target.Name, why)
	}
	if hasStar(sel.Items) {
		refuse("the number of columns a star stands for is not known")
		return
	}
	cols := append(make([]ast.Ident, 0, len(sel.Items)), given...)
	for i := len(given); i < len(sel.Items); i++ {
		it := sel.Items[i]
		var name ast.Ident
		if cr, ok := it.Expr.(*ast.ColumnRef); ok {
			name = cr.Name.Last()
		}
		if a, ok := n.aliases[it.Span]; ok && a.expr == it.Expr {
			name = a.name
		} else if s, ok := n.sourceName(it.Expr, i); ok && name.Name == "" {
			name = nameIdent(s, span) // a field access the target names alike
		}
		if it.Alias != nil {
			name = *it.Alias
		}
		if name.Name == "" || len(it.Aliases) > 0 || c.holdsGenerator(it.Expr) {
			refuse("the name " + c.Source.Name + " gives column " + itoa(i+1) + " cannot be told")
			return
		}
		for _, o := range cols {
			if strings.EqualFold(o.Name, name.Name) {
				refuse("two columns would be named " + name.Name)
				return
			}
		}
		cols = append(cols, ast.Ident{Span: span, Name: name.Name, Quoted: name.Quoted})
	}
	if n.columns == nil {
		n.columns = map[ast.Span][]ast.Ident{}
	}
	n.columns[span] = cols
}

// fullTableColumnList records, for a base table t whose alias names fewer
// columns than the schema gives it, the full list; item_names calls it
// for the targets that take only a full one.
func (n *namer) fullTableColumnList(t *ast.Table) {
	c := n.c
	if t.Alias == nil || len(t.Alias.Columns) == 0 || c.cteOf(t) != nil {
		return
	}
	def := c.Schema.Table(t.Name)
	given := t.Alias.Columns
	if def == nil || len(given) >= len(def.Columns) {
		return
	}
	cols := append(make([]ast.Ident, 0, len(def.Columns)), given...)
	for _, col := range def.Columns[len(given):] {
		for _, o := range cols {
			if strings.EqualFold(o.Name, col.Name) {
				c.Refuse("T090", t, "name every column in the list, or name them so that none repeats",
					"a column list naming %d of %s's %d columns cannot be expressed in %s, which needs a name for each: two columns would be named %s",
					len(given), def.Name, len(def.Columns), c.Target.Name, col.Name)
				return
			}
		}
		cols = append(cols, ast.Ident{Span: t.Alias.Span, Name: col.Name, Quoted: !plainName(strings.ToLower(col.Name))})
		// (a schema keeps a name without its quoting: it is written as given)
	}
	if n.columns == nil {
		n.columns = map[ast.Span][]ast.Ident{}
	}
	n.columns[t.Span] = cols
}
