package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
)

// passSelectGenerators plans generators written in a select list (Hive
// `SELECT explode(x)`, PostgreSQL/DuckDB `SELECT unnest(x)`, Drill
// FLATTEN) as a Lateral in FROM, under the projection (T11). Several
// set-returning functions in one PostgreSQL/DuckDB select list are zipped
// (T3); Hive and Spark allow one generator per SELECT, at the top of its
// item.
const passSelectGenerators = "select_generators"

func selectGenerators(c *Context, s *ast.Select) *ast.Select {
	type found struct {
		item int
		f    *ast.Func
		spec genSpec
	}
	var gens []found
	keepSelectUnnests := func(s *ast.Select, gens []found) *ast.Select {
		// the plain unnests stay in the select list, as DuckDB's unnest
		plain := map[ast.Node]bool{}
		for _, g := range gens {
			if g.f.Name.Last().Name == "explode" {
				plain[g.f] = true
			}
		}
		cp := *s
		cp.Items = make([]*ast.SelectItem, len(s.Items))
		for i, it := range s.Items {
			x := *it
			x.Expr = ast.RewriteExpr(it.Expr, func(n ast.Node) ast.Node {
				if f, ok := n.(*ast.Func); ok && plain[f] {
					u := *f
					u.Name = ast.QName{{Span: f.Name.Last().Span, Name: "unnest"}}
					return &u
				}
				return n
			})
			cp.Items[i] = &x
		}
		return &cp
	}
	for i, it := range s.Items {
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Lambda:
				return false // their own selects were handled on their own
			}
			if e, ok := n.(ast.Expr); ok {
				if f, spec, ok := c.selectGenerator(e); ok {
					gens = append(gens, found{i, f, spec})
					return false
				}
			}
			return true
		})
	}
	rf := c.recursiveUnnestItems(s)
	if rf != nil && c.Target.Name != "duckdb" {
		c.Refuse("T039", rf, "unnest one level at a time (an unnest of each inner list), or use DuckDB as the target",
			"DuckDB's recursive unnest (recursive := true, max_depth := n) cannot be expressed in %s", c.Target.Name)
		return s
	}
	if len(gens) == 0 {
		return s
	}
	if rf != nil {
		// DuckDB zips a recursive unnest's last level with the list's
		// other unnests; planned apart they would multiply. A struct's
		// unnest generates no rows and may stay beside it. For DuckDB
		// itself (and the executor running DuckDB's semantics, which
		// aligns every unnest of the list on its deepest level), the
		// select list stays as written.
		sc := c.selectScope(s.From)
		keep := false
		for _, g := range gens {
			if c.insideRecursiveUnnest(s.Items[g.item].Expr, g.f) {
				continue // an argument of the recursive unnest: its inner level
			}
			if len(g.f.Args) == 1 {
				if t := c.typeOf(g.f.Args[0], sc); t != nil && t.Kind == ast.TypeStruct {
					continue
				}
			}
			if c.Target.Name == "duckdb" && g.f.Name.Last().Name == "explode" {
				keep = true // DuckDB's unnest
				continue
			}
			c.Refuse("T038", g.f, "unnest the lists in FROM, or use recursive := true on every unnest of the select list",
				"an unnest beside a recursive unnest (recursive := true, max_depth) in one select list is not supported")
			return s
		}
		if keep {
			return keepSelectUnnests(s, gens)
		}
	}
	hive := c.Source.Family == "hive"
	if hive && len(gens) > 1 {
		c.Refuse("T030", gens[1].f, "use one LATERAL VIEW per generator",
			"%s allows only one generator per SELECT", c.Source.Name)
		return s
	}
	if c.Source.Name == "hive" && len(s.Items) > 1 {
		// Hive: "No other expressions are allowed in SELECT" beside a UDTF
		// (Spark accepts them).
		c.Refuse("T034", gens[0].f, "use LATERAL VIEW to keep other columns beside the generated ones",
			"hive allows no other select item beside a generator")
		return s
	}
	if c.Source.Name == "duckdb" && c.Target.Name == "duckdb" && (s.GroupBy != nil || s.Having != nil || hasAggregate(s.Items)) &&
		(s.GroupBy == nil || !s.GroupBy.All) && (s.Having == nil || !containsGenerator(c, s.Having)) {
		// DuckDB runs the select-list unnests no GROUP BY item names after
		// the grouping (and the windows), once per group row, zipped with
		// each other: they stay in the select list, where the executor
		// plans them so; the grouped ones are planned below.
		var groupedGens, late []found
		ok := true
		for _, g := range gens {
			switch {
			case s.GroupBy != nil && c.groupedGenerators(s, []int{g.item}, []*ast.Func{g.f}):
				groupedGens = append(groupedGens, g)
			case g.f.Name.Last().Name == "explode" && !insideAggregate(s.Items[g.item].Expr, g.f):
				late = append(late, g)
			default:
				ok = false
			}
		}
		if ok && len(late) > 0 {
			s = keepSelectUnnests(s, late)
			if len(groupedGens) == 0 {
				return s
			}
			gens = groupedGens
		}
	}
	genItems, genCalls := make([]int, len(gens)), make([]*ast.Func, len(gens))
	for k, g := range gens {
		genItems[k], genCalls[k] = g.item, g.f
	}
	grouped := c.groupedGenerators(s, genItems, genCalls)
	if !grouped && (s.GroupBy != nil || s.Having != nil || hasAggregate(s.Items)) {
		specs := make([]genSpec, len(gens))
		for k, g := range gens {
			specs[k] = g.spec
		}
		ns, why := c.aggregateFirst(s, genItems, genCalls, specs)
		if ns == nil {
			c.Refuse("T031", gens[0].f, "move the generator into FROM (LATERAL VIEW or a lateral join) over a grouped subquery",
				"a generator in a select list together with aggregation is not supported here: %s", why)
			return s
		}
		return selectGenerators(c, ns)
	}
	if hasWindow(s.Items) {
		// PostgreSQL computes window functions before it expands the
		// set-returning functions of the same select list.
		c.Refuse("T031", gens[0].f, "move the generator into FROM (LATERAL VIEW or a lateral join) under a subquery that computes the window",
			"a generator in a select list together with window functions is not supported")
		return s
	}
	for _, g := range gens {
		if bad := c.generatorContext(s.Items[g.item].Expr, g.f); bad != "" {
			c.Refuse("T032", g.f, "move the generator into FROM",
				"a set-returning function cannot be used inside %s", bad)
			return s
		}
		if hive && s.Items[g.item].Expr != ast.Expr(g.f) {
			c.Refuse("T032", g.f, "use LATERAL VIEW to apply an expression to the generated column",
				"%s allows a generator only as a whole select item", c.Source.Name)
			return s
		}
	}
	sc := c.selectScope(s.From)
	// Names the select uses unqualified (outside the generator calls): a
	// generated column must not take one of them, or a reference to an
	// input column would become ambiguous.
	taken := map[string]bool{}
	skip := map[ast.Node]bool{}
	for _, g := range gens {
		skip[g.f] = true
	}
	ast.Inspect(s, func(n ast.Node) bool {
		if skip[n] {
			return false
		}
		if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) == 1 {
			taken[strings.ToLower(cr.Name[0].Name)] = true
		}
		return true
	})
	fresh := func(id *ast.Ident) {
		if taken[strings.ToLower(id.Name)] {
			*id = c.Fresh("s")
		}
		taken[strings.ToLower(id.Name)] = true
	}
	var l *ast.Lateral
	// outs[i] are the output columns of generator i in the source's order:
	// the lateral's column and the name the source gives it.
	type outCol struct{ col, name ast.Ident }
	outs := make([][]outCol, len(gens))
	for i, g := range gens {
		it := s.Items[g.item]
		whole := it.Expr == ast.Expr(g.f)
		var names []ast.Ident
		if hive {
			names = it.Aliases
			if it.Alias != nil {
				names = []ast.Ident{*it.Alias}
			}
		}
		one := c.buildLateral(genCall{f: g.f, spec: g.spec, names: names, node: g.f}, sc)
		if one == nil {
			return s
		}
		if !hive {
			if len(one.Gens) != 1 || one.Gens[0].Columns > 1 || one.Ordinality != nil {
				c.Refuse("T033", g.f, "call it in FROM", "this set-returning function yields several columns; in a select list it is not supported")
				return s
			}
			// PostgreSQL and DuckDB name the column after the call; a
			// generator inside an expression gives an inner column only.
			name := ast.Ident{Name: "col"}
			if whole && it.Alias != nil {
				name = *it.Alias
			} else if whole {
				var ok bool
				if name, ok = c.selectItemName(g.f, g.spec); !ok && c.unnamed[s.Span] {
					// No one sees the name (a scalar subquery, a derived
					// table renaming its columns): any name does.
					name, ok = c.Fresh("u"), true
				}
				if !ok {
					c.Refuse("T035", g.f, "name the column with AS",
						"%s names this column after the text of the call, which cannot be reproduced exactly", c.Source.Name)
					return s
				}
			}
			col := name
			fresh(&col)
			one.Alias.Columns = []ast.Ident{col}
			outs[i] = []outCol{{col, name}}
		} else {
			if o := one.Ordinality; o != nil {
				name := o.Name
				fresh(&o.Name)
				outs[i] = append(outs[i], outCol{o.Name, name})
			}
			for k := range one.Alias.Columns {
				name := one.Alias.Columns[k]
				fresh(&one.Alias.Columns[k])
				outs[i] = append(outs[i], outCol{one.Alias.Columns[k], name})
			}
			if o := one.Ordinality; o != nil && !o.First {
				outs[i] = append(outs[i][1:], outs[i][0])
			}
		}
		if l == nil {
			l = one
			continue
		}
		// Types holds one entry per column (nil where unknown): the
		// lowering keeps a struct element whole by it (structElem).
		l.Types = append(typesFor(l), typesFor(one)...)
		l.Gens = append(l.Gens, one.Gens...)
		l.Alias.Columns = append(l.Alias.Columns, one.Alias.Columns...)
	}
	l.Input = crossAll(s.From)
	l.Span = gens[0].f.Span
	alias := l.Alias.Name
	ref := func(col ast.Ident, sp ast.Span) ast.Expr {
		return &ast.ColumnRef{Span: sp, Name: ast.QName{{Span: sp, Name: alias.Name}, {Span: sp, Name: col.Name, Quoted: col.Quoted}}}
	}
	var items []*ast.SelectItem
	gi := 0
	for i, it := range s.Items {
		if st, ok := it.Expr.(*ast.Star); ok && len(st.Table) == 0 {
			// * meant the input's columns; over the lateral it would take
			// the generated ones too: name each input relation.
			stars, ok := relationStars(s.From, st.Span)
			if !ok {
				c.Refuse("T037", st, "list the columns instead of *",
					"* beside a generator cannot be told from the generated columns here")
				return s
			}
			items = append(items, stars...)
			continue
		}
		if gi < len(gens) && gens[gi].item == i && it.Expr == ast.Expr(gens[gi].f) {
			// The whole item is the generator: one item per column, named as
			// the source names it; alias.* while the columns are not known
			// (Hive explode of an array or a map), which lowering refuses
			// for a target whose names would differ.
			if len(outs[gi]) == 0 {
				items = append(items, &ast.SelectItem{Span: it.Span, Expr: &ast.Star{Span: it.Span, Table: ast.QName{alias}}})
			}
			for _, oc := range outs[gi] {
				name := oc.name
				items = append(items, &ast.SelectItem{Span: it.Span, Expr: ref(oc.col, it.Span), Alias: &name})
			}
			gi++
			continue
		}
		// Generators inside an expression (PostgreSQL: unnest(a) + 1).
		ni := *it
		for gi < len(gens) && gens[gi].item == i {
			target, col := gens[gi].f, outs[gi][0].col
			ni.Expr = ast.RewriteExpr(ni.Expr, func(n ast.Node) ast.Node {
				if n == ast.Node(target) {
					return ref(col, target.Span)
				}
				return n
			})
			gi++
		}
		items = append(items, &ni)
	}
	c.Fire(passSelectGenerators)
	ns := *s
	ns.From = []ast.TableExpr{l}
	ns.Items = items
	if grouped {
		ns.GroupBy = groupKeysOverGenerators(s, genCalls, func(k int, sp ast.Span) ast.Expr { return ref(outs[k][0].col, sp) })
	}
	return &ns
}

// relationStars spells * over a FROM clause as name.* for each of its
// relations, in order; ok is false when one has no name or a join merges
// columns (USING, NATURAL).
func relationStars(from []ast.TableExpr, sp ast.Span) ([]*ast.SelectItem, bool) {
	var out []*ast.SelectItem
	var walk func(t ast.TableExpr) bool
	star := func(name ast.Ident) {
		name.Span = sp
		out = append(out, &ast.SelectItem{Span: sp, Expr: &ast.Star{Span: sp, Table: ast.QName{name}}})
	}
	walk = func(t ast.TableExpr) bool {
		switch x := t.(type) {
		case *ast.Table:
			if x.Alias != nil {
				star(x.Alias.Name)
			} else {
				star(x.Name.Last())
			}
			return true
		case *ast.Derived:
			if x.Alias == nil {
				return false
			}
			star(x.Alias.Name)
			return true
		case *ast.Join:
			if len(x.Using) > 0 || x.Natural {
				return false
			}
			return walk(x.Left) && walk(x.Right)
		case *ast.Lateral:
			if x.Input != nil && !walk(x.Input) {
				return false
			}
			if x.Alias == nil {
				return false
			}
			star(x.Alias.Name)
			return true
		}
		return false
	}
	for _, t := range from {
		if !walk(t) {
			return nil, false
		}
	}
	return out, len(out) > 0
}

// selectItemName is the name the source dialect gives an unaliased select
// item calling the generator f; ok is false when it cannot be told.
func (c *Context) selectItemName(f *ast.Func, spec genSpec) (ast.Ident, bool) {
	if c.Source.SelectItemName != nil {
		name, ok := c.Source.SelectItemName(f)
		return ast.Ident{Name: name, Quoted: true}, ok
	}
	name := c.defaults(spec.name, ast.CollArray, 1, "").Values0()
	return ast.Ident{Name: name, Quoted: true}, true
}

// selectGenerator reports whether e is a generator call in a select list of
// the source dialect.
func (c *Context) selectGenerator(e ast.Expr) (*ast.Func, genSpec, bool) {
	f, ok := e.(*ast.Func)
	if !ok || c.Source.Family == "presto" {
		return nil, genSpec{}, false
	}
	spec, ok := lookupGenerator(f)
	if ok && spec.kind == ast.GenFlatten && c.Source.Name != "drill" {
		// Only Drill's FLATTEN generates rows in a select list; Spark's
		// and DuckDB's flatten is a scalar that flattens nested arrays.
		return nil, genSpec{}, false
	}
	return f, spec, ok
}

// generatorContext names the construct around target that forbids a
// set-returning function (PostgreSQL 10+: CASE, COALESCE; aggregates and
// window functions everywhere), or "".
func (c *Context) generatorContext(root ast.Expr, target *ast.Func) string {
	// DuckDB plans the unnest under the whole expression, CASE and coalesce
	// included (CASE WHEN c THEN unnest(l) ELSE 0 END gives a row per
	// element).
	lazyOK := c.Source.Name == "duckdb"
	bad := ""
	for _, p := range ancestors(root, target) {
		switch x := p.(type) {
		case *ast.Case:
			if !lazyOK {
				bad = "CASE"
			}
		case *ast.Func:
			name := strings.ToLower(x.Name.Last().Name)
			if name == "coalesce" && !lazyOK || isAggregateName(name) || x.Over != nil {
				bad = name + "()"
			}
		}
	}
	return bad
}

var aggregateNames = map[string]bool{
	"count": true, "sum": true, "avg": true, "min": true, "max": true, "array_agg": true,
	"collect_list": true, "collect_set": true, "map_agg": true, "string_agg": true, "listagg": true, "group_concat": true,
	"bool_and": true, "bool_or": true, "every": true, "any_value": true, "stddev": true, "variance": true,
	"approx_distinct": true, "count_if": true, "list": true, "median": true,
	"covar_pop": true, "covar_samp": true, "corr": true, "corr_finite": true, "corr_duckdb": true, "corr_spark": true,
	"regr_count": true, "regr_count_duckdb": true, "regr_avgx": true, "regr_avgy": true, "regr_sxx": true, "regr_syy": true, "regr_sxy": true, "regr_slope": true, "regr_intercept": true, "regr_r2": true, "regr_slope_finite": true, "regr_intercept_finite": true, "regr_sxx_duckdb": true, "regr_syy_duckdb": true, "regr_r2_duckdb": true, "regr_slope_duckdb": true, "regr_intercept_duckdb": true,
}

func isAggregateName(name string) bool { return aggregateNames[name] }

// hasWindow reports whether a select list calls a window function outside
// subqueries.
func hasWindow(items []*ast.SelectItem) bool {
	for _, it := range items {
		if holdsWindow(it.Expr) {
			return true
		}
	}
	return false
}

// holdsWindow reports whether e calls a window function outside subqueries.
func holdsWindow(e ast.Expr) bool { return windowCall(e) != nil } // bc_guard.go

// hasAggregate reports whether a select list calls an aggregate outside
// windows, nested queries (the operand of IN (SELECT ...) is this
// query's) and lambdas: a name of aggregateNames or an aggregate of the
// catalog (not a generator nor a window function, which isAgg takes too),
// qualified by a schema or not (pg_catalog.count).
func hasAggregate(items []*ast.SelectItem) bool {
	found := false
	for _, it := range items {
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Query, *ast.Lambda:
				return false
			case *ast.Func:
				if x.Over == nil {
					name := strings.ToLower(x.Name.Last().Name)
					cf, ok := catalog.Lookup(name)
					found = found || isAggregateName(name) || ok && cf.Kind == catalog.Aggregate
				}
			}
			return !found
		})
	}
	return found
}

// typesFor is l.Types with one entry per column of l, nil where the type
// is not known.
func typesFor(l *ast.Lateral) []*ast.TypeName {
	out := make([]*ast.TypeName, len(l.Alias.Columns))
	if len(l.Types) == len(out) {
		copy(out, l.Types)
	}
	return out
}
