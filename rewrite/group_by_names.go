package rewrite

import (
	"slices"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passGroupByNames rewrites the bare integers and bare names of GROUP BY
// (and of the members of GROUPING SETS, ROLLUP and CUBE) that the target
// would read otherwise than the source.
//
// A bare integer is the position of a select item in PostgreSQL, DuckDB
// (both checked), Spark (spark.sql.groupByOrdinal, true by default), Trino
// and Presto (SELECT manual: "an ordinal number selecting an output column
// by position"), BigQuery, Snowflake, Drill and Doris (as MySQL). Hive reads
// it as a position only with hive.groupby.position.alias, false by default
// (HIVE-15797): otherwise it is the constant 1. ANSI SQL has no positions
// in GROUP BY (an ANSI source's integer is taken for a position, and none
// is written for ANSI). So a position the target cannot read becomes the
// select item's expression (so does one inside ROLLUP, CUBE or GROUPING
// SETS for a target other than PostgreSQL and DuckDB, which were checked
// to read it there); an item holding a generator is left to the
// select-list generator passes. A Hive constant that the target would
// read as a position is dropped when another key groups the rows anyway,
// written as a cast where that is known not to be read as a position
// (PostgreSQL, DuckDB: checked; ANSI SQL), or refused (T122).
//
// A bare name that no FROM column has is read as an output name of the
// select list by PostgreSQL (SELECT manual, GROUP BY: "in case of
// ambiguity, a GROUP BY name will be interpreted as an input-column
// name"), DuckDB (checked), Spark (spark.sql.groupByAliases), Doris (as
// MySQL: input columns first), Snowflake (GROUP BY usage notes: a column
// name wins over an alias). Drill reads the output name first (a select
// alias hides the FROM column of that name); BigQuery's precedence is
// taken to be the same, which is safe: a reference meant for the input
// column is qualified. Hive, Trino, Presto and ANSI SQL read input columns
// only. So, where the source reads the output name and the target may
// not, the name becomes the output column's expression; where the source
// reads the input column and the target may read the output name, it is
// qualified with its table's name; where the schema cannot tell which the
// source reads, the translation is refused (T121).
const passGroupByNames = "group_by_names"

// GroupByAliases is how a dialect reads a bare name of GROUP BY that is
// also an output name of the select list.
type GroupByAliases uint8

const (
	// GroupByInputOnly: the name is an input column (FROM), never an
	// output name.
	GroupByInputOnly GroupByAliases = iota
	// GroupByInputFirst: an input column of that name when FROM has one,
	// else the output column.
	GroupByInputFirst
	// GroupByOutputFirst: the output column, even when FROM has a column
	// of that name.
	GroupByOutputFirst
)

// GroupByIntegers is how a dialect reads a bare integer literal of GROUP
// BY.
type GroupByIntegers uint8

const (
	// GroupByPosition: the position of a select item.
	GroupByPosition GroupByIntegers = iota
	// GroupByConstant: a constant (Hive, by default).
	GroupByConstant
	// GroupByNoInteger: not defined (ANSI SQL: a grouping element is a
	// column reference). Read as a position, as the engines that run
	// ANSI SQL here do (PostgreSQL); never written.
	GroupByNoInteger
)

// GroupByRule is how a dialect reads the bare integers and names of GROUP
// BY (group_by_names.go).
type GroupByRule struct {
	Integers GroupByIntegers
	Aliases  GroupByAliases
}

// What a bare GROUP BY name means in a dialect.
type gbReading uint8

const (
	readsInput gbReading = iota
	readsOutput
	readsUnknown // either, as the columns of FROM are
	readsNothing // the dialect rejects it
)

type gbWalker struct {
	c  *Context
	aw *aliasWalker // FROM items and WITH queries in scope
	// repl replaces a GROUP BY element (a leaf: an integer literal or a
	// column reference) by an expression; drop removes a top-level one.
	repl map[ast.Node]ast.Expr
	drop map[ast.Node]bool
	// nested: the SELECTs of stmt inside an expression's subquery or a
	// LATERAL item, whose bare names may be columns of a query around
	// (nestedSelects, computed when first needed).
	stmt   ast.Stmt
	nested map[*ast.Select]bool
}

// groupByNames runs the pass over one statement (see passGroupByNames).
func groupByNames(c *Context, s ast.Stmt) ast.Stmt {
	src, tgt := c.Source.GroupBy, c.Target.GroupBy
	if src == tgt && src.Integers != GroupByNoInteger && c.Source.Name == c.Target.Name || c.Diags.HasErrors() {
		return s
	}
	grouped := false
	ast.Inspect(s, func(n ast.Node) bool {
		if sel, ok := n.(*ast.Select); ok && sel.GroupBy != nil {
			grouped = true
		}
		return !grouped
	})
	if !grouped {
		return s
	}
	w := &gbWalker{c: c, aw: &aliasWalker{c: c, target: c.Target.Name},
		repl: map[ast.Node]ast.Expr{}, drop: map[ast.Node]bool{}, stmt: s}
	w.walk(s)
	if c.Diags.HasErrors() || len(w.repl)+len(w.drop) == 0 {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Literal, *ast.ColumnRef:
			if e, ok := w.repl[n]; ok {
				c.Fire(passGroupByNames)
				return e
			}
		case *ast.GroupBy:
			var items []ast.Expr
			for _, it := range x.Items {
				if w.drop[it] {
					c.Fire(passGroupByNames)
					continue
				}
				items = append(items, it)
			}
			if len(items) != len(x.Items) {
				ng := *x
				ng.Items = items
				return &ng
			}
		}
		return n
	})
}

func (w *gbWalker) walk(n ast.Node) {
	ast.Inspect(n, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.Query:
			if x.With == nil {
				return true
			}
			w.query(x)
			return false
		case *ast.Select:
			w.sel(x)
		}
		return true
	})
}

// query walks a query with a WITH clause, its queries in scope.
func (w *gbWalker) query(q *ast.Query) {
	env := map[string]aliasItem{}
	w.aw.ctes = append(w.aw.ctes, env)
	defer func() { w.aw.ctes = w.aw.ctes[:len(w.aw.ctes)-1] }()
	for _, cte := range q.With.CTEs {
		env[strings.ToLower(cte.Name.Name)] = cteItem(cte)
		w.walk(cte.Query)
	}
	w.walk(q.Body)
	for _, o := range q.OrderBy {
		w.walk(o)
	}
}

// sel decides about the GROUP BY of one SELECT.
func (w *gbWalker) sel(sel *ast.Select) {
	g := sel.GroupBy
	if g == nil || g.All {
		return
	}
	l := aliasLevel{clause: inOther}
	for _, f := range sel.From {
		l.items = append(l.items, w.aw.items(f)...)
	}
	for _, lv := range sel.LateralViews {
		l.items = append(l.items, aliasItem{name: lv.Table, cols: identNames(lv.Columns), complete: len(lv.Columns) > 0})
	}
	for _, it := range g.Items {
		switch x := it.(type) {
		case *ast.GroupingSets:
			for _, set := range x.Sets {
				for _, e := range set {
					w.element(sel, l, e, false)
				}
			}
		case *ast.Rollup:
			for _, e := range x.Exprs {
				w.element(sel, l, e, false)
			}
		case *ast.Cube:
			for _, e := range x.Exprs {
				w.element(sel, l, e, false)
			}
		default:
			w.element(sel, l, it, true)
		}
	}
}

// element decides about one grouping element e; top: e is an item of
// GROUP BY itself, not a member of a grouping set.
func (w *gbWalker) element(sel *ast.Select, l aliasLevel, e ast.Expr, top bool) {
	switch x := e.(type) {
	case *ast.Literal:
		if x.Kind == ast.LitInt {
			w.integer(sel, x, top)
		}
	case *ast.ColumnRef:
		if len(x.Name) == 1 {
			w.name(sel, l, x)
		}
	}
}

// integer decides about a bare integer.
func (w *gbWalker) integer(sel *ast.Select, lit *ast.Literal, top bool) {
	src, tgt := w.c.Source.GroupBy.Integers, w.c.Target.GroupBy.Integers
	// Inside ROLLUP, CUBE and GROUPING SETS a position is checked only on
	// PostgreSQL and DuckDB (both read it); elsewhere it is written out,
	// which every target reads alike.
	tgtReads := tgt == GroupByPosition && (top || w.c.Target.is("postgres", "duckdb"))
	switch {
	case src != GroupByConstant && !tgtReads:
		n, err := strconv.Atoi(lit.Value)
		if err != nil {
			n = -1
		}
		if n < 1 || n > len(sel.Items) {
			w.c.Refuse("T120", lit, "write the grouping expression itself",
				"GROUP BY position %s is not in the select list (%d items)", lit.Value, len(sel.Items))
			return
		}
		it := sel.Items[n-1]
		if containsGenerator(w.c, it.Expr) {
			return // planned with the generator (select_generators_grouped.go), or refused there
		}
		if e, ok := w.itemExpr(it, lit, "GROUP BY position "+lit.Value); ok {
			w.repl[lit] = e
		}
	case src == GroupByConstant && tgt != GroupByConstant:
		// The source's constant: grouping by it changes nothing when
		// another key groups the rows (an empty input gives no group
		// either way); alone, it makes one group of a non-empty input and
		// none of an empty one, which GROUP BY () does not.
		if top && hasOtherKey(sel.GroupBy, lit) {
			w.drop[lit] = true
			return
		}
		if w.c.Target.is("postgres", "duckdb", "ansi") {
			// A cast is an expression, not a position (checked on
			// PostgreSQL 15 and DuckDB: GROUP BY CAST(1 AS INT) makes one
			// group, none over an empty input; ANSI SQL is run on
			// PostgreSQL).
			w.repl[lit] = &ast.Cast{X: &ast.Literal{Kind: ast.LitInt, Value: lit.Value}, Type: &ast.TypeName{Kind: ast.TypeInt, Name: "INT"}}
			return
		}
		w.c.Refuse("T122", lit, "remove the constant from GROUP BY, or write the expression it should group by",
			"%s reads GROUP BY %s as the constant %s (a position only with hive.groupby.position.alias=true); %s would read it as the position of a select item",
			w.c.Source.Name, lit.Value, lit.Value, w.c.Target.Name)
	}
}

// hasOtherKey reports whether g has a top-level key other than lit that
// is not a constant integer.
func hasOtherKey(g *ast.GroupBy, lit *ast.Literal) bool {
	for _, it := range g.Items {
		switch x := it.(type) {
		case *ast.GroupingSets, *ast.Rollup, *ast.Cube:
			continue
		case *ast.Literal:
			if x == lit || x.Kind == ast.LitInt {
				continue
			}
		}
		return true
	}
	return false
}

// itemExpr is a copy of the select item's expression, to group by in
// place of at (a position or an output name); false after refusing.
func (w *gbWalker) itemExpr(it *ast.SelectItem, at ast.Node, what string) (ast.Expr, bool) {
	why := ""
	switch it.Expr.(type) {
	case *ast.Star, *ast.FieldStar:
		why = "a star, which stands for several columns"
	}
	if why == "" && len(it.Aliases) > 0 {
		why = "an item of several columns"
	}
	if why == "" {
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			if why != "" {
				return false
			}
			switch x := n.(type) {
			case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery:
				why = "a subquery"
			case *ast.Func:
				switch {
				case x.Over != nil:
					why = "a window function"
				case isAgg(x):
					why = "an aggregate"
				}
			}
			return why == ""
		})
	}
	if why != "" {
		w.c.Refuse("T120", at, "write the grouping expression itself",
			"%s names a select item that is %s, which cannot be grouped by", what, why)
		return nil, false
	}
	e := ast.Clone(it.Expr)
	if lit, ok := e.(*ast.Literal); ok && lit.Kind == ast.LitInt && w.c.Target.GroupBy.Integers != GroupByConstant {
		// Written out, the item's constant would be a position.
		w.c.Refuse("T120", at, "remove the constant from GROUP BY",
			"%s names the constant %s, which %s would read as a position", what, lit.Value, w.c.Target.Name)
		return nil, false
	}
	return e, true
}

// name decides about a bare name.
func (w *gbWalker) name(sel *ast.Select, l aliasLevel, r *ast.ColumnRef) {
	id := r.Name[0]
	var outs []*ast.SelectItem // the items the source names so
	same := true               // every one is a plain reference to the column
	for _, it := range sel.Items {
		if !w.outputNamed(it, id) {
			continue
		}
		if containsGenerator(w.c, it.Expr) {
			return // planned with the generator (select_generators_grouped.go), or refused there
		}
		outs = append(outs, it)
		if ref, ok := it.Expr.(*ast.ColumnRef); !ok || !strings.EqualFold(ref.Name.Last().Name, id.Name) {
			same = false
		}
	}
	if len(outs) == 0 || same {
		return // an input column (or no column at all) everywhere
	}
	if w.c.Source.GroupBy.Aliases == w.c.Target.GroupBy.Aliases {
		return // read alike, whatever FROM holds
	}
	col := strings.ToLower(id.Name)
	st, item := l.find(col)
	if (st == colOnly || st == colUnknown) && !w.isNested(sel) && w.readsFromColumn(sel, id) {
		// The query reads the name as a FROM column elsewhere, so FROM
		// has it (SELECT coalesce(region, '-') AS region ... GROUP BY
		// region): the one item whose columns are not known, or one of
		// several.
		if st == colUnknown {
			st, item = colMany, nil
		} else {
			st = colOne
		}
	}
	src := reading(w.c.Source.GroupBy.Aliases, st)
	if src != readsUnknown && src == reading(w.c.Target.GroupBy.Aliases, st) {
		return
	}
	switch src {
	case readsOutput:
		if len(outs) > 1 {
			w.c.Refuse("T120", r, "write the grouping expression itself",
				"GROUP BY %s is ambiguous: several select items are named so", id.Name)
			return
		}
		if e, ok := w.itemExpr(outs[0], r, "GROUP BY "+id.Name); ok {
			w.repl[r] = e
		}
	case readsInput:
		if st == colOne || st == colOnly {
			if w.aw.qualifiable([]aliasLevel{l}, 0, item.name) {
				nr := *r
				q := item.name
				q.Span = ast.Span{}
				nr.Name = ast.QName{q, id}
				w.repl[r] = &nr
				return
			}
		}
		w.refuseUnknown(r)
	case readsNothing:
		w.c.Refuse("T123", r, "write the output column's expression in GROUP BY",
			"%s rejects this query: column %q does not exist for its GROUP BY, which reads only the columns of FROM; %s would read the output column %s of the select list instead",
			w.c.Source.Name, id.Name, w.c.Target.Name, id.Name)
	default:
		w.refuseUnknown(r)
	}
}

// readsFromColumn reports whether sel reads the bare name id where the
// source sees only the columns of FROM (and of the queries around): in a
// select item before any item the source could read by that alias, or in
// WHERE when the source's WHERE reads no output names; not inside a nested
// query or lambda, which may have a column or parameter of that name.
func (w *gbWalker) readsFromColumn(sel *ast.Select, id ast.Ident) bool {
	found := false
	reads := func(e ast.Expr) {
		ast.Inspect(e, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Query, *ast.Lambda:
				return false
			case *ast.ColumnRef:
				// bare, or qualified (s.region): a column of FROM either way
				found = found || len(x.Name) <= 2 && w.sameName(x.Name.Last(), id)
			}
			return !found
		})
	}
	for _, it := range sel.Items {
		reads(it.Expr)
		if found || w.c.Source.SelectSeesAliases && w.outputNamed(it, id) {
			break // later items may read the alias
		}
	}
	if !found && sel.Where != nil && !w.c.Source.WhereSeesAliases {
		reads(sel.Where)
	}
	return found
}

func (w *gbWalker) isNested(sel *ast.Select) bool {
	if w.nested == nil {
		w.nested = nestedSelects(w.stmt)
	}
	return w.nested[sel]
}

// nestedSelects are the SELECTs of s inside an expression's subquery or a
// LATERAL item.
func nestedSelects(s ast.Stmt) map[*ast.Select]bool {
	out := map[*ast.Select]bool{}
	mark := func(n ast.Node) {
		ast.Inspect(n, func(x ast.Node) bool {
			if sel, ok := x.(*ast.Select); ok {
				out[sel] = true
			}
			return true
		})
	}
	ast.Inspect(s, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Lateral:
			mark(x)
			return false
		}
		return true
	})
	return out
}

func (w *gbWalker) refuseUnknown(r *ast.ColumnRef) {
	name := r.Name[0].Name
	w.c.Refuse("T121", r, "give the tables' columns with --schema, or write the grouping expression (or the qualified column) itself",
		"cannot tell whether GROUP BY %s is a column of FROM or the output column %s of the select list, which %s and %s read differently",
		name, name, w.c.Source.Name, w.c.Target.Name)
}

// reading is what a dialect whose GROUP BY reads output names so makes of
// a bare name that is an output name, when the FROM column is st.
func reading(a GroupByAliases, st lookup) gbReading {
	switch a {
	case GroupByOutputFirst:
		return readsOutput
	case GroupByInputFirst:
		switch st {
		case colOne, colMany:
			return readsInput
		case colAbsent:
			return readsOutput
		}
		return readsUnknown
	}
	switch st {
	case colOne, colMany:
		return readsInput
	case colAbsent:
		return readsNothing
	}
	// colOnly: the column can only be read from the one item whose
	// columns are not known (or the query is rejected, and so is the
	// qualified reference).
	if st == colOnly {
		return readsInput
	}
	return readsUnknown
}

// outputNamed reports whether the source names the select item it id:
// by its alias, or, in PostgreSQL, by the name it gives an unaliased
// expression (checked on PostgreSQL 15: GROUP BY upper reads upper(k)
// when FROM has no column upper; DuckDB does not).
func (w *gbWalker) outputNamed(it *ast.SelectItem, id ast.Ident) bool {
	if it.Alias != nil {
		return w.sameName(*it.Alias, id)
	}
	if len(it.Aliases) > 0 {
		for _, a := range it.Aliases {
			if w.sameName(a, id) {
				return true
			}
		}
		return false
	}
	if _, ok := it.Expr.(*ast.ColumnRef); ok || w.c.Source.Name != "postgres" || w.c.Source.ItemName == nil {
		return false
	}
	name, ok := w.c.Source.ItemName(it.Expr)
	return ok && w.sameName(ast.Ident{Name: name, Quoted: true}, id)
}

// sameName compares two identifiers as the source does: PostgreSQL folds
// an unquoted name to lower case and keeps a quoted one (checked: AS "KK"
// is not kk), Snowflake folds to upper case, the others ignore case.
func (w *gbWalker) sameName(a, b ast.Ident) bool {
	fold := func(id ast.Ident) string {
		switch {
		case id.Quoted && slices.Contains([]string{"postgres", "snowflake"}, w.c.Source.Name):
			return id.Name
		case w.c.Source.Name == "snowflake":
			return strings.ToUpper(id.Name)
		}
		return strings.ToLower(id.Name)
	}
	return fold(a) == fold(b)
}
