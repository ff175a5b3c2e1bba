package rewrite

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passWhereAliases qualifies the bare names of WHERE (and HAVING) that
// the target could read as output names of the select list.
//
// PostgreSQL, ANSI SQL, Trino and Presto read a bare name in WHERE from
// the columns of FROM only (then from the queries around, for a
// correlated subquery): SELECT x + 1 AS y FROM t WHERE y > 3 is rejected
// there, column "y" does not exist. DuckDB and Snowflake read a FROM column
// first and, when FROM has none of that name, the output column of the
// select list; a subquery in WHERE sees the outer query's output names too
// (checked on DuckDB: WHERE EXISTS (SELECT 1 FROM u WHERE u.k = y + 1)
// reads the output column y). HAVING is the same in PostgreSQL and in
// DuckDB (PostgreSQL 15 rejects HAVING y > 3, DuckDB reads the output
// column). GROUP BY needs nothing: PostgreSQL and DuckDB both read a bare
// GROUP BY name as an input column first and as an output name only when
// no input column has it, and both reject an output name inside a GROUP BY
// expression (checked on both engines).
//
// Translated as written, a query the source rejects would run on the
// target. So for each such bare name whose text is an output name of a
// select list the name can reach (other than a plain reference to the
// same column): when the schema shows which FROM item has the column, the
// reference is qualified with that item's name, which the target cannot
// read as an output name; so it is too when the columns of just one FROM
// item are not known, no other item has the column and no query around
// does (a query the source accepts can only read it there, and one it
// rejects is then rejected by the target too: SELECT upper(name) AS name
// FROM t WHERE name = 'x' becomes ... WHERE t.name = 'x'); when the schema
// shows no FROM item (here or in the queries around) has it, the source
// rejects the query and so does the translation (T094); when the columns
// are not known otherwise, the translation is refused (T095), except in
// the outermost query (no query around has columns) for a target that
// reads a FROM column before an output name (WHERE, a select item, DuckDB's
// and Snowflake's ORDER BY): a query the source accepts reads a FROM
// column there, and so does the target.
//
// The same holds in two more places. A name inside an ORDER BY expression
// (ORDER BY y + 0; a bare ORDER BY y reads the output name first
// everywhere): PostgreSQL reads the FROM columns only there, DuckDB a FROM
// column first and then the output name (checked on both: with t(x, y),
// SELECT x AS y FROM t ORDER BY y + 0 orders by t.y on both; without y,
// PostgreSQL rejects it and DuckDB orders by the output column), Trino,
// Presto, Spark, Hive, Doris and BigQuery the output name first
// (Source.OrderByAliases). And a select item reading the alias of an
// earlier one (SELECT x + 1 AS y, y * 2 AS z): PostgreSQL reads FROM only,
// DuckDB, Spark and Snowflake a FROM column first and then the earlier
// alias (SelectSeesAliases; DuckDB checked: not inside an aggregate's
// arguments, where it reads FROM only).
//
// The other way round, where the source reads the output name and the
// target would not (a DuckDB or Trino source, a PostgreSQL target), a
// reference directly in the ORDER BY expression or select item is replaced
// by the aliased expression: SELECT x + 1 AS y FROM t ORDER BY y + 0 from
// DuckDB becomes ... ORDER BY (x + 1) + 0. That is refused (T097) when it
// would not be exact: the expression calls a volatile function, the alias
// names several items, the query is SELECT DISTINCT (whose ORDER BY
// PostgreSQL restricts to the select list's expressions), or the reference
// is in a subquery or lambda of the clause (whose own columns could catch
// the expression's names). Where the source's reading cannot be told (the
// FROM columns are not known), it is refused (T095). A reference inside
// an aggregate's arguments is left alone: DuckDB reads FROM only there and
// Trino rejects an output name there.
//
// So too for WHERE and HAVING of a DuckDB or Snowflake source translated
// for a target that reads FROM columns only there (issue #3): SELECT x + 1
// AS y FROM t WHERE y > 3 becomes ... WHERE x + 1 > 3, and HAVING s > 3
// with sum(n) AS s becomes HAVING sum(n) > 3; a FROM column of the name
// comes first (both read it). Checked on DuckDB 1.5: its HAVING reads a
// FROM column only when GROUP BY names it (bare or qualified), otherwise
// the output name (SELECT x, count(*) AS n FROM t GROUP BY x HAVING n > 1
// filters on count(*)); GROUP BY ALL, positions and grouping sets are not
// told apart (T095), nor Snowflake's HAVING when FROM has the column. In a
// correlated subquery DuckDB reads the subquery's own output name before a
// column of the query around (with o(y), EXISTS (SELECT x + 90 AS y FROM t
// WHERE y = 100) compares x + 90); for Snowflake that is not known (T095).
// DuckDB rejects an aggregate's alias in WHERE and a window function's in
// WHERE and HAVING (T094), and a generator's or a volatile expression's
// alias there (T097, as for every expression that is not exact).
const passWhereAliases = "where_aliases"

// AliasOrder is how a dialect reads a name inside an ORDER BY expression
// that is also an output name of the select list.
type AliasOrder uint8

const (
	AliasesNone      AliasOrder = iota // FROM columns only (PostgreSQL)
	AliasesAfterFrom                   // a FROM column, else the output name (DuckDB)
	AliasesFirst                       // the output name, else a FROM column (Trino)
)

const codeAliasSubst = "T097"

// aliasClause is where, in the SELECT of a level, a reference is.
type aliasClause uint8

const (
	inOther  aliasClause = iota // select list, GROUP BY, windows, QUALIFY
	inWhere                     // WHERE
	inHaving                    // HAVING
	inFrom                      // a FROM item: a derived table, an ON condition
	inOrder                     // ORDER BY of a query whose body is a SELECT
	inSelect                    // a select item (outputs: the earlier items')
)

// aliasLevel is one query level around a reference, innermost last.
type aliasLevel struct {
	items []aliasItem
	// opaque: the columns this level makes visible are not known (a
	// query whose body is not a SELECT, for its ORDER BY).
	opaque bool
	// outputs are the target's keys of the select list's output names
	// the target could read in WHERE and HAVING.
	outputs map[string]bool
	clause  aliasClause
	// exprs are the aliased expressions by lower-case name, nil for a name
	// several items have; distinct: the SELECT is DISTINCT (ON).
	exprs    map[string]ast.Expr
	distinct bool
	lambda   bool // a lambda's parameters
	// group is the SELECT's GROUP BY (nil when none).
	group *ast.GroupBy
	// named are the output names as written, by lower-case name.
	named map[string][]ast.Ident
}

// aliasItem is one FROM item of a level.
type aliasItem struct {
	name     ast.Ident // what a reference qualifies with; Name "" when none
	cols     []string  // column names, lower case
	complete bool      // cols are all the item's columns
}

type lookup uint8

const (
	colAbsent  lookup = iota // no item has the column
	colOne                   // exactly one item has it, and every item is known
	colMany                  // several items have it
	colUnknown               // it cannot be told
	// colOnly: no item known to have it, and one item whose columns are
	// not known: when no query around has the column either, a query the
	// source accepts reads it from that item.
	colOnly
)

type aliasWalker struct {
	c                *Context
	where, having    bool
	sOrder, tOrder   AliasOrder
	sSelect, tSelect bool
	// rWhere, rHaving: the source reads an output name in WHERE (HAVING)
	// when FROM has no column of that name, the target does not.
	rWhere, rHaving bool
	// subquery: both read output names in WHERE, and just one is DuckDB,
	// which reads them from a subquery of WHERE too (the other's reading
	// there is not known).
	subquery           bool
	ctes               []map[string]aliasItem
	qualify            map[*ast.ColumnRef]ast.Ident
	subst              map[*ast.ColumnRef]ast.Expr
	inAgg              map[*ast.ColumnRef]bool
	sourceName, target string
}

// whereAliases runs the pass over one statement (see passWhereAliases).
func whereAliases(c *Context, s ast.Stmt) ast.Stmt {
	w := aliasWalker{c: c,
		where:  !c.Source.WhereSeesAliases && c.Target.WhereSeesAliases,
		having: !c.Source.HavingSeesAliases && c.Target.HavingSeesAliases,
		sOrder: c.Source.OrderByAliases, tOrder: c.Target.OrderByAliases,
		sSelect: c.Source.SelectSeesAliases, tSelect: c.Target.SelectSeesAliases,
		rWhere:  c.Source.WhereSeesAliases && !c.Target.WhereSeesAliases,
		rHaving: c.Source.HavingSeesAliases && !c.Target.HavingSeesAliases,
		subquery: c.Source.WhereSeesAliases && c.Target.WhereSeesAliases &&
			(c.Source.Name == "duckdb") != (c.Target.Name == "duckdb"),
		sourceName: c.Source.Name, target: c.Target.Name}
	if c.Diags.HasErrors() || !w.where && !w.having && !w.rWhere && !w.rHaving && !w.subquery && w.sOrder == w.tOrder && w.sSelect == w.tSelect ||
		!readsAlias(s) {
		return s
	}
	w.qualify, w.subst, w.inAgg = map[*ast.ColumnRef]ast.Ident{}, map[*ast.ColumnRef]ast.Expr{}, map[*ast.ColumnRef]bool{}
	markAggregateArgs(s, w.inAgg)
	w.walk(s, nil)
	if len(w.qualify) == 0 && len(w.subst) == 0 || c.Diags.HasErrors() {
		return s
	}
	var rw func(n ast.Node) ast.Node
	rw = func(n ast.Node) ast.Node {
		r, ok := n.(*ast.ColumnRef)
		if !ok {
			return n
		}
		if e, ok := w.subst[r]; ok {
			c.Fire(passWhereAliases)
			// The expression may read earlier aliases in turn
			// (SELECT x AS a, a + 1 AS b, b * 2 AS c).
			return ast.Clone(ast.RewriteExpr(e, rw))
		}
		q, ok := w.qualify[r]
		if !ok {
			return n
		}
		c.Fire(passWhereAliases)
		nr := *r
		q.Span = ast.Span{}
		nr.Name = ast.QName{q, r.Name[0]}
		return &nr
	}
	return ast.RewriteStmt(s, rw)
}

// markAggregateArgs marks the column references in the arguments of the
// aggregate calls of s.
func markAggregateArgs(s ast.Node, in map[*ast.ColumnRef]bool) {
	ast.Inspect(s, func(n ast.Node) bool {
		f, ok := n.(*ast.Func)
		if !ok || f.Over != nil || len(f.Name) == 0 || !isAggregateName(strings.ToLower(f.Name.Last().Name)) {
			return true
		}
		for _, a := range f.Args {
			ast.Inspect(a, func(m ast.Node) bool {
				switch x := m.(type) {
				case *ast.Query:
					return false // a level of its own
				case *ast.ColumnRef:
					in[x] = true
				}
				return true
			})
		}
		return true
	})
}

// walk visits n, whose references are in the levels of path.
func (w *aliasWalker) walk(n ast.Node, path []aliasLevel) {
	ast.Inspect(n, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.Query:
			w.query(x, path)
			return false
		case *ast.Select:
			w.sel(x, path)
			return false
		case *ast.Lambda:
			params := make([]string, len(x.Params))
			for i, p := range x.Params {
				params[i] = strings.ToLower(p.Name)
			}
			// The parameters hide columns of the same name.
			w.walk(x.Body, push(path, aliasLevel{items: []aliasItem{{cols: params, complete: true}}, lambda: true}))
			return false
		case *ast.ColumnRef:
			w.ref(x, path)
		}
		return true
	})
}

func push(path []aliasLevel, l aliasLevel) []aliasLevel {
	return append(path[:len(path):len(path)], l)
}

// cteItem is the FROM item a WITH query makes: its columns are those named
// or those of its (first branch's) select list.
func cteItem(cte *ast.CTE) aliasItem {
	it := aliasItem{name: cte.Name}
	if len(cte.Columns) > 0 {
		it.cols, it.complete = identNames(cte.Columns), true
	} else {
		it.cols, it.complete = queryColumns(cte.Query)
	}
	return it
}

func (w *aliasWalker) query(q *ast.Query, path []aliasLevel) {
	if q.With != nil {
		env := map[string]aliasItem{}
		w.ctes = append(w.ctes, env)
		defer func() { w.ctes = w.ctes[:len(w.ctes)-1] }()
		for _, cte := range q.With.CTEs {
			// A recursive CTE sees itself.
			env[strings.ToLower(cte.Name.Name)] = cteItem(cte)
			w.walk(cte.Query, path)
		}
	}
	w.walk(q.Body, path)
	// ORDER BY and the other clauses of the query see the columns of the
	// body's FROM (PostgreSQL); a body that is not a SELECT is not known.
	around, order := aliasLevel{opaque: true}, aliasLevel{opaque: true}
	if sel, ok := q.Body.(*ast.Select); ok {
		around, order = w.level(sel, inOther), w.level(sel, inOrder)
	}
	inner := push(path, around)
	cols, _ := queryColumns(q)
	for _, o := range q.OrderBy {
		// A bare name is an output name first everywhere. One that is
		// not an output name of this query is a column, or, in DuckDB,
		// the output name of a query around whose WHERE this query is in
		// (checked on DuckDB 1.5: SELECT x + 1 AS y FROM t WHERE (SELECT
		// k FROM u ORDER BY abs(k - y) LIMIT 1) = 3 reads x + 1).
		if r, ok := o.Expr.(*ast.ColumnRef); ok && len(r.Name) == 1 && slices.Contains(cols, strings.ToLower(r.Name[0].Name)) {
			continue
		}
		w.walk(o, push(path, order))
	}
	for _, o := range q.SortBy {
		w.walk(o, inner)
	}
	for _, e := range append(append([]ast.Expr{q.Limit, q.Offset}, q.DistributeBy...), q.ClusterBy...) {
		w.walk(e, inner)
	}
}

func (w *aliasWalker) sel(sel *ast.Select, path []aliasLevel) {
	for _, f := range sel.From {
		w.walk(f, push(path, w.level(sel, inFrom)))
	}
	for _, lv := range sel.LateralViews {
		w.walk(lv, push(path, w.level(sel, inFrom)))
	}
	w.walk(sel.Where, push(path, w.level(sel, inWhere)))
	w.walk(sel.Having, push(path, w.level(sel, inHaving)))
	other := push(path, w.level(sel, inOther))
	for i, it := range sel.Items {
		w.walk(it, push(path, w.levelUpTo(sel, inSelect, i)))
	}
	for _, e := range sel.DistinctOn {
		w.walk(e, other)
	}
	w.walk(sel.GroupBy, other)
	for _, nw := range sel.Windows {
		w.walk(nw, other)
	}
	w.walk(sel.Qualify, other)
}

// level is sel's level for a reference in clause.
func (w *aliasWalker) level(sel *ast.Select, clause aliasClause) aliasLevel {
	return w.levelUpTo(sel, clause, len(sel.Items))
}

// levelUpTo is sel's level for a reference in clause that sees the output
// names of the first n select items only.
func (w *aliasWalker) levelUpTo(sel *ast.Select, clause aliasClause, n int) aliasLevel {
	l := aliasLevel{clause: clause, outputs: map[string]bool{}, exprs: map[string]ast.Expr{},
		distinct: sel.Distinct || len(sel.DistinctOn) > 0, group: sel.GroupBy, named: map[string][]ast.Ident{}}
	for _, f := range sel.From {
		l.items = append(l.items, w.items(f)...)
	}
	seen := map[string]bool{}
	for _, it := range sel.Items[:n] {
		for _, a := range it.Aliases {
			l.outputs[w.key(a)] = true
			seen[strings.ToLower(a.Name)] = true
			l.exprs[strings.ToLower(a.Name)] = nil
			l.named[strings.ToLower(a.Name)] = append(l.named[strings.ToLower(a.Name)], a)
		}
		if it.Alias == nil {
			continue
		}
		name := strings.ToLower(it.Alias.Name)
		l.named[name] = append(l.named[name], *it.Alias)
		again := seen[name]
		seen[name] = true
		if again {
			l.exprs[name] = nil
		} else {
			l.exprs[name] = it.Expr
		}
		// SELECT t.x AS x reads the FROM column either way.
		if ref, ok := it.Expr.(*ast.ColumnRef); ok && w.key(ref.Name.Last()) == w.key(*it.Alias) {
			if !again {
				delete(l.exprs, name)
			}
			continue
		}
		l.outputs[w.key(*it.Alias)] = true
	}
	return l
}

// key is an identifier as the target compares names: DuckDB compares them
// ignoring case, quoted or not; Snowflake folds an unquoted name to upper
// case and keeps a quoted one as written.
func (w *aliasWalker) key(id ast.Ident) string {
	if w.target == "snowflake" {
		if id.Quoted {
			return id.Name
		}
		return strings.ToUpper(id.Name)
	}
	return strings.ToLower(id.Name)
}

// sees reports whether the target could read key as an output name of l
// where the source reads a FROM column.
func (w *aliasWalker) sees(l aliasLevel, key string) bool {
	ok := false
	switch l.clause {
	case inWhere:
		ok = w.where
	case inHaving:
		ok = w.having
	case inOrder:
		ok = w.tOrder != AliasesNone && w.sOrder != AliasesFirst && w.tOrder != w.sOrder
	case inSelect:
		ok = w.tSelect && !w.sSelect
	}
	return ok && l.outputs[key]
}

// srcFallback reports whether the source reads an output name of l when
// no FROM column has it.
func (w *aliasWalker) srcFallback(l aliasLevel) bool {
	return l.clause == inOrder && w.sOrder == AliasesAfterFrom
}

// reads is how the source reads an output name of l the target does not
// read the same way: revFirst, always; revFallback, when no FROM column has
// the name.
type reads uint8

const (
	revNone reads = iota
	revFirst
	revFallback
)

func (w *aliasWalker) srcReads(l aliasLevel) reads {
	switch {
	case l.clause == inOrder && w.sOrder == AliasesFirst && w.tOrder != AliasesFirst:
		return revFirst
	case l.clause == inOrder && w.sOrder == AliasesAfterFrom && w.tOrder == AliasesNone,
		l.clause == inSelect && w.sSelect && !w.tSelect,
		l.clause == inWhere && w.rWhere, l.clause == inHaving && w.rHaving:
		return revFallback
	}
	return revNone
}

// items are the FROM items of one FROM entry, with their columns where
// the schema, a WITH query or the tree tells them.
func (w *aliasWalker) items(t ast.TableExpr) []aliasItem {
	switch x := t.(type) {
	case *ast.Table:
		it := w.tableItem(x.Name)
		if x.Alias != nil {
			it.name = x.Alias.Name
			it.cols, it.complete = renameColumns(it.cols, it.complete, x.Alias.Columns)
		}
		return []aliasItem{it}
	case *ast.Derived:
		it := aliasItem{}
		it.cols, it.complete = queryColumns(x.Query)
		if x.Alias != nil {
			it.name = x.Alias.Name
			it.cols, it.complete = renameColumns(it.cols, it.complete, x.Alias.Columns)
			// (VALUES ...) AS v(a, b): the alias names every column.
			if v, ok := x.Query.Body.(*ast.Values); ok && len(v.Rows) > 0 && len(x.Alias.Columns) >= len(v.Rows[0]) {
				it.complete = true
			}
		}
		return []aliasItem{it}
	case *ast.Join:
		return append(w.items(x.Left), w.items(x.Right)...)
	case *ast.Lateral:
		var out []aliasItem
		if x.Input != nil {
			out = w.items(x.Input)
		}
		if x.Alias == nil {
			return append(out, aliasItem{})
		}
		it := aliasItem{name: x.Alias.Name, complete: len(x.Alias.Columns) > 0}
		for _, ci := range lateralCols(x) {
			it.cols = append(it.cols, strings.ToLower(ci.Name))
		}
		if len(x.Alias.Columns) == 0 && len(x.Gens) == 1 && x.Gens[0].Kind == ast.GenSubquery && x.Gens[0].Query != nil {
			it.cols, it.complete = queryColumns(x.Gens[0].Query)
		}
		return append(out, it)
	case *ast.Unnest:
		return []aliasItem{aliasedItem(x.Alias, x.Ordinality || x.Offset != nil)}
	case *ast.TableFunc:
		return []aliasItem{aliasedItem(x.Alias, x.Ordinality)}
	case *ast.RowsFrom:
		return []aliasItem{aliasedItem(x.Alias, x.Ordinality)}
	}
	return []aliasItem{{}}
}

// tableItem is a named table: a WITH query in scope, else the schema's.
func (w *aliasWalker) tableItem(name ast.QName) aliasItem {
	it := aliasItem{name: name.Last()}
	if len(name) == 1 {
		for i := len(w.ctes) - 1; i >= 0; i-- {
			if cte, ok := w.ctes[i][strings.ToLower(name[0].Name)]; ok {
				cte.name = name[0]
				return cte
			}
		}
	}
	if def := w.c.Schema.Table(name); def != nil {
		for _, ci := range def.Columns {
			it.cols = append(it.cols, strings.ToLower(ci.Name))
		}
		it.complete = true
	}
	return it
}

// aliasedItem is a function or UNNEST in FROM: its columns are known when
// the alias names them and no ordinality column is added.
func aliasedItem(a *ast.Alias, ordinality bool) aliasItem {
	if a == nil {
		return aliasItem{}
	}
	return aliasItem{name: a.Name, cols: identNames(a.Columns), complete: len(a.Columns) > 0 && !ordinality}
}

// renameColumns applies an alias's column list to columns.
func renameColumns(cols []string, complete bool, names []ast.Ident) ([]string, bool) {
	if len(names) == 0 {
		return cols, complete
	}
	out := identNames(names)
	if len(cols) > len(names) {
		out = append(out, cols[len(names):]...)
	}
	return out, complete
}

// queryColumns are the output names of q, lower case, as far as they can
// be told.
func queryColumns(q *ast.Query) ([]string, bool) {
	ids, complete := queryColumnIdents(q)
	return identNames(ids), complete
}

// queryColumnIdents are the output names of q as written, as far as they
// can be told; complete is false when an item has none (a star, a name the
// source makes up).
func queryColumnIdents(q *ast.Query) ([]ast.Ident, bool) {
	sel := leftmostSelect(q.Body)
	if sel == nil {
		return nil, false
	}
	var cols []ast.Ident
	complete := true
	for _, it := range sel.Items {
		switch {
		case it.Alias != nil:
			cols = append(cols, *it.Alias)
		case len(it.Aliases) > 0:
			cols = append(cols, it.Aliases...)
		default:
			if ref, ok := it.Expr.(*ast.ColumnRef); ok {
				cols = append(cols, ref.Name.Last())
			} else {
				complete = false
			}
		}
	}
	return cols, complete
}

func identNames(ids []ast.Ident) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = strings.ToLower(id.Name)
	}
	return out
}

// find looks col up in l's FROM items.
func (l aliasLevel) find(col string) (lookup, *aliasItem) {
	if l.opaque || l.clause == inFrom {
		// A reference in a FROM item may or may not see the other items
		// (LATERAL); not told apart here.
		return colUnknown, nil
	}
	var found, open *aliasItem
	n, incomplete, wholeRow := 0, 0, false
	for i := range l.items {
		it := &l.items[i]
		if slices.Contains(it.cols, col) {
			n++
			found = it
		}
		if !it.complete {
			incomplete++
			open = it
		}
		// PostgreSQL reads a bare item name as the whole row.
		wholeRow = wholeRow || strings.EqualFold(it.name.Name, col)
	}
	switch {
	case n > 1:
		return colMany, nil
	case n == 1 && incomplete == 0:
		return colOne, found
	case n == 0 && incomplete == 0 && !wholeRow:
		return colAbsent, nil
	case n == 0 && incomplete == 1 && !wholeRow:
		return colOnly, open
	}
	return colUnknown, nil
}

// ref decides about one column reference: nothing, a qualifier, or a
// refusal.
func (w *aliasWalker) ref(r *ast.ColumnRef, path []aliasLevel) {
	if len(r.Name) != 1 {
		return
	}
	id := r.Name[0]
	key, col := w.key(id), strings.ToLower(id.Name)
	if w.subquery && w.outerOutput(path, col) {
		w.c.Refuse("T095", r, "repeat the output column's expression in the subquery, or compute it in a query around this one",
			"cannot tell what %s in this subquery reads: duckdb reads the output column %s of the query whose WHERE the subquery is in, %s is not known to",
			id.Name, id.Name, w.otherName())
		return
	}
	if w.reverse(r, path) {
		return
	}
	clause := "" // of the innermost level whose output name the target sees
	for i := len(path) - 1; i >= 0 && clause == ""; i-- {
		if w.sees(path[i], key) {
			clause = clauseNames[path[i].clause]
		}
	}
	if clause == "" {
		return
	}
	diverged := -1 // the level whose output name the target would read
	for i := len(path) - 1; i >= 0; i-- {
		l := path[i]
		sees := w.sees(l, key)
		st, it := l.find(col)
		switch st {
		case colAbsent:
			if sees && diverged < 0 {
				if w.srcFallback(l) {
					return // both read the output name
				}
				diverged = i
			}
			continue
		case colOne:
			if diverged < 0 && !sees {
				return // the source and the target read this column
			}
			if w.qualifiable(path, i, it.name) {
				w.qualify[r] = it.name
				return
			}
		case colMany:
			if diverged < 0 {
				return // both read FROM: USING merges, or both reject
			}
		case colOnly:
			// Unless a query around has the column, the source can
			// only read it from it: qualified, a query the source
			// rejects is rejected by the target too.
			if outerAbsent(path[:i], col) && w.qualifiable(path, i, it.name) {
				w.qualify[r] = it.name
				return
			}
		}
		if (st == colUnknown || st == colOnly) && len(path) == 1 && diverged < 0 && w.fromFirst(l) && !l.namesItem(col) {
			// In the outermost query, where no query around has columns,
			// a query the source accepts reads a column of FROM here, and
			// the target reads a FROM column before an output name: the
			// same column (SELECT round(o.total) AS total FROM u JOIN o
			// ... WHERE total > 100).
			return
		}
		w.refuseUnknown(r, clause)
		return
	}
	w.c.Refuse("T094", r, "repeat the output column's expression"+in(clause)+", or compute it in a query around this one",
		"%s rejects this query: column %q does not exist for its %s, which reads only the columns of FROM; %s would read the output column %s of the select list instead",
		w.sourceName, id.Name, clause, w.target, id.Name)
}

// outerOutput reports whether DuckDB may read col, a bare name whose
// levels are path, as an output name of a query around the reference's
// own, whose WHERE has the subquery the reference is in (checked on DuckDB
// 1.5: SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k =
// y) reads x + 1): no level inside that query is known to have a column
// col.
func (w *aliasWalker) outerOutput(path []aliasLevel, col string) bool {
	own := true // the level is the reference's own query's (or a lambda's in it)
	for i := len(path) - 1; i >= 0; i-- {
		l := path[i]
		st, _ := l.find(col)
		if st == colOne || st == colMany {
			return false // both read that column
		}
		if _, alias := l.exprs[col]; alias && !own && l.clause == inWhere {
			return true
		}
		if !l.lambda {
			own = false
		}
	}
	return false
}

// otherName is the dialect of the source and target that is not DuckDB.
func (w *aliasWalker) otherName() string {
	if w.sourceName == "duckdb" {
		return w.target
	}
	return w.sourceName
}

// namesItem reports whether a FROM item of l is named col (PostgreSQL
// reads a bare item name as the whole row).
func (l aliasLevel) namesItem(col string) bool {
	for _, it := range l.items {
		if strings.EqualFold(it.name.Name, col) {
			return true
		}
	}
	return false
}

// fromFirst reports whether the target reads a FROM column before an
// output name in l's clause: in WHERE, a select item and (DuckDB,
// Snowflake) ORDER BY; not in HAVING, where DuckDB reads an output name
// before a FROM column that GROUP BY does not name.
func (w *aliasWalker) fromFirst(l aliasLevel) bool {
	switch l.clause {
	case inWhere, inSelect:
		return true
	case inOrder:
		return w.tOrder == AliasesAfterFrom
	}
	return false
}

// readsAlias reports whether some bare name of s is, ignoring case, the
// alias of a select item of s: the pass has nothing to decide otherwise,
// and most statements are let through without building its scopes.
func readsAlias(s ast.Stmt) bool {
	var aliases map[string]bool
	ast.Inspect(s, func(n ast.Node) bool {
		if it, ok := n.(*ast.SelectItem); ok {
			if aliases == nil {
				aliases = map[string]bool{}
			}
			// t.x AS x reads the FROM column either way (levelUpTo)
			if ref, isRef := it.Expr.(*ast.ColumnRef); it.Alias != nil && !(isRef && strings.EqualFold(ref.Name.Last().Name, it.Alias.Name)) {
				aliases[strings.ToLower(it.Alias.Name)] = true
			}
			for _, a := range it.Aliases {
				aliases[strings.ToLower(a.Name)] = true
			}
		}
		return true
	})
	if len(aliases) == 0 {
		return false
	}
	found := false
	// queries: the queries around the node being visited; open: whether
	// each node whose children are being visited is a query.
	queries, open := 0, []bool{}
	ast.Inspect(s, func(n ast.Node) bool {
		if n == nil {
			if open[len(open)-1] {
				queries--
			}
			open = open[:len(open)-1]
			return false
		}
		switch x := n.(type) {
		case *ast.GroupBy:
			return false // left to group_by_names
		case *ast.OrderItem:
			// a whole ORDER BY item names an output column first in
			// every dialect: only a name inside an expression counts,
			// or, in a subquery, one that may be an output name of a
			// query around (see query)
			if _, bare := x.Expr.(*ast.ColumnRef); bare && queries <= 1 {
				return false
			}
		case *ast.ColumnRef:
			if len(x.Name) == 1 && aliases[strings.ToLower(x.Name[0].Name)] {
				found = true
			}
		}
		if !found {
			_, q := n.(*ast.Query)
			if q {
				queries++
			}
			open = append(open, q)
		}
		return !found
	})
	return found
}

// outerAbsent reports whether the schema shows that no level of path has
// the column col.
func outerAbsent(path []aliasLevel, col string) bool {
	for _, l := range path {
		if st, _ := l.find(col); st != colAbsent {
			return false
		}
	}
	return true
}

// qualifiable reports whether name, an item of level i, reaches that item
// from the reference's place: no other item of level i and none of an
// inner level has that name.
func (w *aliasWalker) qualifiable(path []aliasLevel, i int, name ast.Ident) bool {
	if name.Name == "" {
		return false
	}
	n := 0
	for j := i; j < len(path); j++ {
		for _, it := range path[j].items {
			if strings.EqualFold(it.name.Name, name.Name) {
				n++
			}
		}
		if path[j].opaque {
			return false
		}
	}
	return n == 1
}

func (w *aliasWalker) refuseUnknown(r *ast.ColumnRef, clause string) {
	name := r.Name[0].Name
	if clause == "ORDER BY" || clause == "select list" {
		w.c.Refuse("T095", r, "qualify the column with the name of its table, or give the tables' columns with --schema",
			"cannot tell whether %s%s is a column of FROM or the output column %s of the select list, which %s and %s read differently there",
			name, in(clause), name, w.sourceName, w.target)
		return
	}
	w.c.Refuse("T095", r, "qualify the column with the name of its table, or give the tables' columns with --schema",
		"cannot tell whether %s in %s is a column of FROM or the output column %s of the select list: %s reads only FROM columns there, %s reads the output column when FROM has no column of that name",
		name, clause, name, w.sourceName, w.target)
}

var clauseNames = map[aliasClause]string{inWhere: "WHERE", inHaving: "HAVING", inOrder: "ORDER BY", inSelect: "select list"}

// in is " in clause", as a message says it.
func in(clause string) string {
	if clause == "select list" {
		return " in the select list"
	}
	return " in " + clause
}

// reverse decides about a reference the source may read as an output name
// where the target would not: nothing, the aliased expression in its place,
// or a refusal. It reports whether it decided.
func (w *aliasWalker) reverse(r *ast.ColumnRef, path []aliasLevel) bool {
	name := strings.ToLower(r.Name[0].Name)
	at := -1 // the innermost level whose output name the source may read
	for i := len(path) - 1; i >= 0 && at < 0; i-- {
		if _, ok := path[i].exprs[name]; ok && w.srcReads(path[i]) != revNone && w.srcNames(path[i], r.Name[0]) {
			at = i
		}
	}
	// Inside the arguments of an aggregate of the output name's own
	// level the name is a column; inside a subquery's aggregate DuckDB
	// reads the output name of a query around (checked on DuckDB 1.5:
	// WHERE (SELECT sum(k + y) FROM u) > 24 reads x + 1 AS y).
	if at < 0 || w.inAgg[r] && lambdasOnly(path[at+1:]) {
		return false
	}
	l := path[at]
	clause := clauseNames[l.clause]
	// A level inside (a subquery, a lambda) reads its own column first.
	for j := len(path) - 1; j > at; j-- {
		switch st, _ := path[j].find(name); st {
		case colOne, colMany:
			return false
		case colAbsent:
			continue
		}
		w.c.Refuse("T095", r, "qualify the column with the name of its table, or give the tables' columns with --schema",
			"cannot tell whether %s%s is a column of FROM or the output column %s of the select list: %s reads the output column when FROM has no column of that name, %s reads only FROM columns there",
			r.Name[0].Name, in(clause), r.Name[0].Name, w.sourceName, w.target)
		return true
	}
	st, _ := l.find(name)
	if w.srcReads(l) == revFallback {
		switch st {
		case colOne, colMany:
			if l.clause != inHaving {
				return true // both read FROM
			}
			// DuckDB's HAVING reads the FROM column when GROUP BY
			// names it, else the output column (checked on DuckDB:
			// SELECT x, count(*) AS n FROM t GROUP BY x HAVING n > 1
			// filters on count(*), GROUP BY x, n HAVING n > 3 on t.n).
			switch g := havingGrouped(l.group, name); {
			case g == groupedYes:
				return true // both read FROM
			case g == groupedNo && st == colOne && w.sourceName == "duckdb":
				st = colAbsent // the source reads the output column
			default:
				st = colUnknown
			}
		case colAbsent:
			// DuckDB reads the output name of the subquery's own select
			// list before a column of a query around (checked: with o(y),
			// SELECT (SELECT x + 90 AS y FROM t WHERE y = 100 ...) FROM o
			// reads x + 90, in HAVING too); other sources: not known.
			if !outerAbsent(path[:at], name) && !(w.sourceName == "duckdb" && (l.clause == inWhere || l.clause == inHaving)) {
				st = colUnknown // a correlated column or the output name
			}
		}
		if st != colAbsent && l.clause == inHaving && havingGrouped(l.group, name) == groupedNo && outerAbsent(path[:at], name) {
			// Outside an aggregate, HAVING can read a FROM column only when
			// it is grouped: with GROUP BY not naming it, a query the
			// source accepts reads the output column (SELECT to_date(ts)
			// AS d, count(*) AS n FROM logs GROUP BY to_date(ts) HAVING
			// n > 10).
			st = colAbsent
		}
		if st != colAbsent {
			w.c.Refuse("T095", r, "qualify the column with the name of its table, or give the tables' columns with --schema",
				"cannot tell whether %s%s is a column of FROM or the output column %s of the select list: %s reads the output column when FROM has no column of that name, %s reads only FROM columns there",
				r.Name[0].Name, in(clause), r.Name[0].Name, w.sourceName, w.target)
			return true
		}
	} else if st == colAbsent && w.tOrder == AliasesAfterFrom {
		return true // the target reads the output name too
	}
	// The source reads the output column: its expression in its place.
	e := l.exprs[name]
	if agg, win := aggregateOrWindow(e); (l.clause == inWhere && agg) || ((l.clause == inWhere || l.clause == inHaving) && win) {
		what := "an aggregate"
		if win {
			what = "a window function"
		}
		w.c.Refuse("T094", r, "filter in a query around this one, which can read the output column",
			"%s rejects this query: %s reads the output column %s, which is %s, and %s cannot contain one",
			w.sourceName, clause, r.Name[0].Name, what, clause)
		return true
	}
	why := ""
	switch {
	case e == nil:
		why = "several select items (or a generator's columns) have that name"
	case (l.clause == inWhere || l.clause == inHaving) && w.tSelect && w.readsOutput(e, l):
		why = "the expression reads an earlier output column, which " + w.target + " reads in the select list but not in " + clause
	case (l.clause == inWhere || l.clause == inHaving) && generated(e):
		why = "the output column comes from a generator, which " + w.sourceName + " does not read there"
	case !w.reachable(e, path[at+1:]):
		why = "the reference is inside a subquery or lambda, whose own columns could catch the expression's names"
	case volatileCall(e) != nil:
		why = "the expression calls " + volatileCall(e).Name.Last().Name + "()" + ", which gives another value at each call"
	case l.clause == inOrder && l.distinct:
		why = "the query is SELECT DISTINCT, whose ORDER BY " + w.target + " restricts to the select list's expressions"
	}
	if why != "" {
		w.c.Refuse(codeAliasSubst, r, "repeat the output column's expression"+in(clause)+", or compute it in a query around this one",
			"%s reads %s%s as the output column of the select list, %s would not; it cannot be replaced by its expression: %s",
			w.sourceName, r.Name[0].Name, in(clause), w.target, why)
		return true
	}
	w.subst[r] = e
	return true
}

// lambdasOnly reports whether every level of path is a lambda's.
func lambdasOnly(path []aliasLevel) bool {
	for _, l := range path {
		if !l.lambda {
			return false
		}
	}
	return true
}

// readsOutput reports whether e has a bare name the source may read as an
// output name of l (no FROM column of l is known to have it).
func (w *aliasWalker) readsOutput(e ast.Expr, l aliasLevel) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query:
			return false
		case *ast.ColumnRef:
			if len(x.Name) == 1 {
				name := strings.ToLower(x.Name[0].Name)
				if _, ok := l.exprs[name]; ok {
					if st, _ := l.find(name); st != colOne && st != colMany {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

// srcNames reports whether the source compares the reference id equal to
// an output name of l: Snowflake folds an unquoted name to upper case and
// keeps a quoted one as written (SELECT 1 AS "y" ... WHERE y reads no
// output column there); the other sources compare ignoring case.
func (w *aliasWalker) srcNames(l aliasLevel, id ast.Ident) bool {
	if w.sourceName != "snowflake" {
		return true
	}
	fold := func(id ast.Ident) string {
		if id.Quoted {
			return id.Name
		}
		return strings.ToUpper(id.Name)
	}
	for _, a := range l.named[strings.ToLower(id.Name)] {
		if fold(a) == fold(id) {
			return true
		}
	}
	return false
}

// reachable reports whether the names of e, put in place of a reference
// whose levels inside the aliased item's are inner, read what they read in
// the item: the inner levels are lambdas whose parameters e does not name.
func (w *aliasWalker) reachable(e ast.Expr, inner []aliasLevel) bool {
	for _, l := range inner {
		if !l.lambda {
			return false
		}
		caught := false
		ast.Inspect(e, func(n ast.Node) bool {
			if r, ok := n.(*ast.ColumnRef); ok && slices.Contains(l.items[0].cols, strings.ToLower(r.Name[0].Name)) {
				caught = true
			}
			return !caught
		})
		if caught {
			return false
		}
	}
	return true
}

// grouped is whether a GROUP BY names a column.
type grouped uint8

const (
	groupedNo      grouped = iota // no GROUP BY item reads it as a whole
	groupedYes                    // an item is that column, bare or qualified
	groupedUnknown                // ALL, an ordinal, grouping sets
)

// havingGrouped tells whether g groups by the column col.
func havingGrouped(g *ast.GroupBy, col string) grouped {
	if g == nil {
		return groupedNo
	}
	if g.All {
		return groupedUnknown
	}
	out := groupedNo
	for _, it := range g.Items {
		switch x := it.(type) {
		case *ast.ColumnRef:
			if len(x.Name) > 0 && strings.EqualFold(x.Name.Last().Name, col) {
				return groupedYes
			}
		case *ast.GroupingSets, *ast.Rollup, *ast.Cube, *ast.Literal:
			out = groupedUnknown
		}
	}
	return out
}

// aggregateOrWindow reports whether e, outside its subqueries, calls an
// aggregate or a window function.
func aggregateOrWindow(e ast.Expr) (agg, win bool) {
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query:
			return false
		case *ast.Func:
			if x.Over != nil {
				win = true
			} else if len(x.Name) > 0 && isAggregateName(strings.ToLower(x.Name.Last().Name)) {
				agg = true
			}
		}
		return true
	})
	return agg, win
}

// generated reports whether e reads a column a generator's planning made
// (SELECT unnest(arr) AS v becomes SELECT _g1._s2 AS v ...: the made
// reference and its qualifier both have the generator call's place).
func generated(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if r, ok := n.(*ast.ColumnRef); ok && len(r.Name) > 1 && r.Name[0].Span == r.Span {
			found = true
		}
		return !found
	})
	return found
}
