package rewrite

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The item_names pass keeps the output column names of the source (issue
// #3: "Output column names of the query stay those of the source"). An
// unaliased select item that is not a column is named by each dialect's own
// rule: PostgreSQL count(*) is count and x + 1 is ?column?, DuckDB names it
// after its text (count_star(), (x + 1)), Hive _c1 and Trino _col1 after
// its position. Where the target names items by another rule than the
// source, the pass writes the source's name as an alias:
//
//	SELECT k, count(*) FROM t GROUP BY k     -- postgres
//	SELECT k, count(*) AS count FROM t ...   -- duckdb
//
// The names that are read are kept: those of the statement's result (the
// first branch of a UNION; a view or CREATE TABLE AS without a column
// list), and those of every derived table and WITH query, anywhere in the
// statement (an INSERT's query and expression subqueries included), which
// the query around reads by name or passes on with a star; a column list
// names the first columns itself. The result of an INSERT's query or of an
// expression subquery, and a function's body, are not read by name. A
// generator in the select list is named by the canonical passes
// (select_generators.go).
//
// Where the source's name cannot be told (Spark, Doris and Snowflake name
// an item after its text, which lateral does not reproduce; a position
// after a star over unknown columns) the translation warns (W012) when the
// name reaches the result. ANSI SQL leaves the name to the
// implementation: nothing is kept.

const passItemNames = "item_names"

// Naming is how a dialect names an unaliased select item that is not a
// column reference.
type Naming struct {
	// Rule tells the rules apart: two dialects with the same Rule name
	// every item alike. Empty when the dialect promises no name.
	Rule string
	// Prefix, when set, names an item Prefix and its position among the
	// output columns, from 0 (Hive _c0, Trino _col0); a field access s.f
	// is named f. Otherwise the source's ItemName names the item, when
	// set.
	Prefix string
	// Fields: a field access s.f is named f (the targets where an
	// unaliased s.f needs no alias to keep the name f).
	Fields bool
	// MaxName, when set, is the length in bytes past which the dialect
	// cuts a name (PostgreSQL keeps 63).
	MaxName int
	// ValuesPrefix, when set, names the columns of a VALUES list that no
	// alias names: ValuesPrefix and the column's position from ValuesBase
	// (PostgreSQL column1, DuckDB col0).
	ValuesPrefix string
	ValuesBase   int
}

// valuesName is the name n gives the column at position i (from 0) of a
// VALUES list; ok is false when it is not known.
func (n Naming) valuesName(i int) (string, bool) {
	if n.ValuesPrefix == "" {
		return "", false
	}
	return n.ValuesPrefix + strconv.Itoa(i+n.ValuesBase), true
}

// itemNames is the item_names pass over one statement.
func itemNames(c *Context, s ast.Stmt) ast.Stmt {
	src, tgt := c.Source.Naming, c.Target.Naming
	if src.Rule == "postgres" && tgt.Rule == "postgres" && c.Source.ItemName != nil && !c.NamesUnseen {
		return samePostgresNames(c, s) // item_names_same.go
	}
	if src.Rule == "" || src.Rule == tgt.Rule {
		return s
	}
	n := &namer{c: c}
	var top *ast.Query // the statement's result
	switch x := s.(type) {
	case *ast.QueryStmt:
		top = x.Query
	case *ast.CreateView:
		if len(x.Columns) == 0 {
			top = x.Query
		}
	case *ast.CreateTable:
		if len(x.Columns) == 0 {
			top = x.AsQuery
		}
	}
	if c.NamesUnseen {
		top = nil
	}
	var wrapCols []ast.Ident // the names of a VALUES result
	if top != nil {
		// The result, and what a star passes on to it, with warnings.
		n.query(top, true, 0)
		if v := leftmostValues(top.Body); v != nil {
			wrapCols = n.valuesColumns(v, nil, true)
		}
	}
	// Every derived table and WITH query: the query around reads its
	// columns by name. Those the result's walk named are named again,
	// alike, without a warning.
	for _, node := range c.relQueries {
		switch x := node.(type) {
		case *ast.Derived:
			n.derived(x, false)
		case *ast.CTE:
			n.cte(x, false)
		}
	}
	if c.Schema.Len() > 0 && !c.Target.is("postgres", "duckdb") {
		// a base table's short column list, written in full from the
		// schema (column_lists.go)
		ast.Inspect(s, func(node ast.Node) bool {
			if t, ok := node.(*ast.Table); ok {
				n.fullTableColumnList(t)
			}
			return true
		})
	}
	if len(n.aliases) == 0 && len(n.columns) == 0 && wrapCols == nil {
		return s
	}
	c.Fire(passItemNames)
	return ast.RewriteStmt(s, func(node ast.Node) ast.Node {
		switch x := node.(type) {
		case *ast.SelectItem:
			if a, ok := n.aliases[x.Span]; ok && a.expr == x.Expr {
				ni := *x
				ni.Alias = &a.name
				return &ni
			}
		case *ast.Derived:
			if cols, ok := n.columns[x.Span]; ok {
				nd := *x
				if x.Alias != nil {
					nd.Alias = &ast.Alias{Span: x.Alias.Span, Name: x.Alias.Name, Columns: cols}
				} else {
					nd.Alias = &ast.Alias{Span: x.Span, Name: c.Fresh("v"), Columns: cols}
				}
				return &nd
			}
		case *ast.Table:
			if cols, ok := n.columns[x.Span]; ok {
				nt := *x
				nt.Alias = &ast.Alias{Span: x.Alias.Span, Name: x.Alias.Name, Columns: cols}
				return &nt
			}
		case *ast.CTE:
			if cols, ok := n.columns[x.Span]; ok {
				nc := *x
				nc.Columns = cols
				return &nc
			}
		case *ast.Query:
			if wrapCols != nil && x.Span == top.Span && leftmostValues(x.Body) != nil {
				q := n.wrapValues(x, wrapCols)
				wrapCols = nil
				return q
			}
		}
		return node
	})
}

type namer struct {
	c *Context
	// aliases holds the alias of each item to name, by the item's span.
	aliases map[ast.Span]itemAlias
	// columns holds the column list of each derived table and WITH query
	// over VALUES to name, by its span.
	columns map[ast.Span][]ast.Ident
	warned  bool
	// listed holds the derived tables and WITH queries whose short
	// column list fullColumnList has seen (the result's walk and the
	// walk over every one meet some twice): refused once
	listed map[ast.Span]bool
}

type itemAlias struct {
	expr ast.Expr // the item's expression, which the pass leaves as it is
	name ast.Ident
}

// query names the items of q's result after the first skip (which a
// column list names); warn says whether a name that cannot be told is seen
// (and warned about).
func (n *namer) query(q *ast.Query, warn bool, skip int) {
	if q == nil {
		return
	}
	sel := leftmostSelect(q.Body)
	if sel == nil {
		return
	}
	stars := hasStar(sel.Items)
	if q.With != nil {
		for _, cte := range q.With.CTEs {
			n.cte(cte, warn && stars)
		}
	}
	for _, t := range sel.From {
		n.from(t, warn && stars)
	}
	n.items(sel, warn, skip)
}

// cte names the columns of a WITH query that its column list does not.
func (n *namer) cte(cte *ast.CTE, warn bool) {
	if len(cte.Columns) > 0 {
		// a shorter list names the first columns (column_lists.go)
		if sel := leftmostSelect(cte.Query.Body); sel != nil && len(cte.Columns) < len(sel.Items) {
			n.query(cte.Query, warn, len(cte.Columns))
			n.fullColumnList(cte.Span, cte, cte.Query, cte.Columns)
		}
		return
	}
	n.query(cte.Query, warn, 0)
	if v := leftmostValues(cte.Query.Body); v != nil {
		n.nameValues(cte.Span, v, nil, warn)
	}
}

// derived names the columns of a derived table that its alias does not.
func (n *namer) derived(x *ast.Derived, warn bool) {
	var given []ast.Ident
	if x.Alias != nil {
		given = x.Alias.Columns
	}
	n.query(x.Query, warn, len(given))
	if v := leftmostValues(x.Query.Body); v != nil {
		n.nameValues(x.Span, v, given, warn)
	}
	n.fullColumnList(x.Span, x, x.Query, given) // column_lists.go
}

// from names the items of the derived tables in t.
func (n *namer) from(t ast.TableExpr, warn bool) {
	switch x := t.(type) {
	case *ast.Derived:
		n.derived(x, warn)
	case *ast.Join:
		n.from(x.Left, warn)
		n.from(x.Right, warn)
	}
}

// nameValues names the columns of the VALUES list v, under the derived
// table or WITH query at span, that given does not name.
func (n *namer) nameValues(span ast.Span, v *ast.Values, given []ast.Ident, warn bool) {
	if cols := n.valuesColumns(v, given, warn); cols != nil {
		if n.columns == nil {
			n.columns = map[ast.Span][]ast.Ident{}
		}
		n.columns[span] = cols
	}
}

// valuesColumns is given followed by the source's names of the other
// columns of v, or nil when there is nothing to name or a name cannot be
// told (warned about when warn).
func (n *namer) valuesColumns(v *ast.Values, given []ast.Ident, warn bool) []ast.Ident {
	if len(v.Rows) == 0 || len(given) >= len(v.Rows[0]) {
		return nil
	}
	cols := append([]ast.Ident(nil), given...)
	for i := len(given); i < len(v.Rows[0]); i++ {
		name, ok := n.c.Source.Naming.valuesName(i)
		if !ok {
			if warn && !n.warned {
				n.warned = true
				n.c.Warn("W012", v, "the names %s gives the columns of VALUES cannot be told, so %s may name them otherwise; "+
					"name them with an alias, AS v(a, b)", n.c.Source.Name, n.c.Target.Name)
			}
			return nil
		}
		cols = append(cols, nameIdent(name, v.Span))
	}
	return cols
}

// wrapValues is the query q over VALUES read through a derived table that
// names its columns: SELECT * FROM (VALUES ...) AS _v(column1, ...), with
// q's ORDER BY and LIMIT, which read those names, outside.
func (n *namer) wrapValues(q *ast.Query, cols []ast.Ident) *ast.Query {
	inner := &ast.Query{Span: q.Span, Body: q.Body}
	alias := n.c.Fresh("v")
	derived := &ast.Derived{Span: q.Span, Query: inner, Alias: &ast.Alias{Span: q.Span, Name: alias, Columns: cols}}
	sel := &ast.Select{Span: q.Span, Items: []*ast.SelectItem{{Span: q.Span, Expr: &ast.Star{Span: q.Span}}}, From: []ast.TableExpr{derived}}
	out := *q
	out.Body = sel
	return &out
}

// nameIdent is the identifier of a name the pass gives. A lower-case plain
// name is written as the query would write it, unquoted, so that the
// target folds it as it folds the query's own reads of it (ORDER BY count,
// w.max); any other name is quoted, as the query must quote it too.
func nameIdent(name string, sp ast.Span) ast.Ident {
	plain := name != ""
	for i, r := range name {
		plain = plain && (r == '_' || 'a' <= r && r <= 'z' || i > 0 && '0' <= r && r <= '9')
	}
	return ast.Ident{Span: sp, Name: name, Quoted: !plain}
}

// leftmostValues is the VALUES list whose columns name a query body's
// columns, or nil.
func leftmostValues(e ast.QueryExpr) *ast.Values {
	switch x := e.(type) {
	case *ast.Values:
		return x
	case *ast.SetOp:
		return leftmostValues(x.L)
	case *ast.Query:
		return leftmostValues(x.Body)
	}
	return nil
}

// leftmostSelect is the SELECT whose items name a query body's columns.
func leftmostSelect(e ast.QueryExpr) *ast.Select {
	switch x := e.(type) {
	case *ast.Select:
		return x
	case *ast.SetOp:
		return leftmostSelect(x.L)
	case *ast.Query:
		return leftmostSelect(x.Body)
	}
	return nil
}

// items names the unaliased items of sel after the first skip.
func (n *namer) items(sel *ast.Select, warn bool, skip int) {
	if skip > 0 && hasStar(sel.Items) {
		return // which items the column list names is not known
	}
	c := n.c
	pos := 0 // the item's position among the output columns; -1 once unknown
	for k, it := range sel.Items {
		at := pos
		switch x := it.Expr.(type) {
		case *ast.Star:
			if pos >= 0 {
				if width, ok := n.starWidth(sel, x); ok {
					pos += width
				} else {
					pos = -1
				}
			}
			continue
		case *ast.FieldStar:
			pos = -1
			continue
		}
		if pos >= 0 {
			pos++
		}
		if k < skip || it.Alias != nil || len(it.Aliases) > 0 {
			continue
		}
		if _, col := it.Expr.(*ast.ColumnRef); col {
			continue // named after the column everywhere
		}
		if c.holdsGenerator(it.Expr) {
			continue // named by select_generators.go
		}
		name, ok := n.sourceName(it.Expr, at)
		why := fmt.Sprintf("the name %s gives this column cannot be told", c.Source.Name)
		if max := c.Target.Naming.MaxName; ok && len(name) > max && max > 0 {
			ok = false
			why = fmt.Sprintf("%s keeps only %d bytes of the name %s gives this column, %q", c.Target.Name, max, c.Source.Name, name)
		}
		if ok {
			if fa, isField := it.Expr.(*ast.FieldAccess); isField && c.Target.Naming.Fields && strings.EqualFold(name, fa.Name.Name) {
				continue
			}
			if n.aliases == nil {
				n.aliases = map[ast.Span]itemAlias{}
			}
			n.aliases[it.Span] = itemAlias{it.Expr, nameIdent(name, ast.Span{})}
			continue
		}
		if warn && !n.warned {
			n.warned = true
			c.Warn("W012", it, "%s, so %s may name it otherwise; write AS name to keep one", why, c.Target.Name)
		}
	}
}

// sourceName is the name the source gives the unaliased item e at output
// position pos (-1 when unknown).
func (n *namer) sourceName(e ast.Expr, pos int) (string, bool) {
	src := n.c.Source
	if src.Naming.Prefix == "" {
		if src.ItemName == nil {
			return "", false
		}
		return src.ItemName(e)
	}
	if fa, ok := e.(*ast.FieldAccess); ok {
		return strings.ToLower(fa.Name.Name), true
	}
	if pos < 0 || (src.Family == "hive" && holdsWindow(e)) {
		// Hive plans a windowed item apart from the others: its position
		// name is not told here.
		return "", false
	}
	return src.Naming.Prefix + strconv.Itoa(pos), true
}

// starWidth is the number of columns the star x of sel stands for, when the
// schema knows them.
func (n *namer) starWidth(sel *ast.Select, x *ast.Star) (int, bool) {
	if len(sel.LateralViews) > 0 {
		return 0, false
	}
	sc := n.c.scopeOf(sel.From)
	k := 0
	for _, r := range sc.rels {
		if len(x.Table) > 0 && r.name != strings.ToLower(x.Table.Last().Name) {
			continue
		}
		if r.cols == nil {
			return 0, false
		}
		k += len(r.cols)
	}
	return k, len(sc.rels) > 0
}

// holdsGenerator reports whether e calls a generator outside subqueries.
func (c *Context) holdsGenerator(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(node ast.Node) bool {
		switch x := node.(type) {
		case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery:
			return false
		case *ast.Func:
			if _, _, ok := c.selectGenerator(x); ok {
				found = true
			}
		}
		return !found
	})
	return found
}
