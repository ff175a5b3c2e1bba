package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
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
	if len(gens) == 0 {
		return s
	}
	hive := c.Source.Family == "hive"
	if hive && len(gens) > 1 {
		c.Refuse("T030", gens[1].f, "use one LATERAL VIEW per generator",
			"%s allows only one generator per SELECT", c.Source.Name)
		return s
	}
	if s.GroupBy != nil || s.Having != nil || hasAggregate(s.Items) {
		c.Refuse("T031", gens[0].f, "move the generator into FROM (LATERAL VIEW or a lateral join) over a grouped subquery",
			"a generator in a select list together with aggregation is not supported")
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
	sc := c.scopeOf(s.From)
	var l *ast.Lateral
	// colsOf[i] are the lateral's columns that generator i yields.
	colsOf := make([][]ast.Ident, len(gens))
	for i, g := range gens {
		it := s.Items[g.item]
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
			// PostgreSQL/DuckDB name the column after the function.
			one.Alias.Columns = []ast.Ident{{Name: c.defaults(g.spec.name, ast.CollArray, 1, "").Values0()}}
			if len(one.Gens) != 1 || one.Gens[0].Columns > 1 || one.Ordinality != nil {
				c.Refuse("T033", g.f, "call it in FROM", "this set-returning function yields several columns; in a select list it is not supported")
				return s
			}
		}
		colsOf[i] = one.Alias.Columns
		if l == nil {
			l = one
			continue
		}
		l.Gens = append(l.Gens, one.Gens...)
		l.Alias.Columns = append(l.Alias.Columns, one.Alias.Columns...)
		l.Types = nil
	}
	// Zipped columns of several functions need distinct names.
	if len(gens) > 1 {
		for i := range l.Alias.Columns {
			l.Alias.Columns[i] = c.Fresh("s")
		}
		k := 0
		for i := range colsOf {
			colsOf[i] = l.Alias.Columns[k : k+len(colsOf[i])]
			k += len(colsOf[i])
		}
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
		if gi < len(gens) && gens[gi].item == i && it.Expr == ast.Expr(gens[gi].f) {
			// The whole item is the generator: one item per column, named as
			// the source names it; alias.* while the columns are not known
			// (Hive explode of an array or a map), which lowering refuses
			// for a target whose names would differ.
			if len(colsOf[gi]) == 0 {
				items = append(items, &ast.SelectItem{Span: it.Span, Expr: &ast.Star{Span: it.Span, Table: ast.QName{alias}}})
			}
			for _, col := range colsOf[gi] {
				name := col
				if !hive && it.Alias != nil {
					name = *it.Alias
				} else if !hive {
					name = ast.Ident{Name: c.defaults(gens[gi].spec.name, ast.CollArray, 1, "").Values0()}
				}
				items = append(items, &ast.SelectItem{Span: it.Span, Expr: ref(col, it.Span), Alias: &name})
			}
			gi++
			continue
		}
		// Generators inside an expression (PostgreSQL: unnest(a) + 1).
		ni := *it
		for gi < len(gens) && gens[gi].item == i {
			target, col := gens[gi].f, colsOf[gi][0]
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
	return &ns
}

// selectGenerator reports whether e is a generator call in a select list of
// the source dialect.
func (c *Context) selectGenerator(e ast.Expr) (*ast.Func, genSpec, bool) {
	f, ok := e.(*ast.Func)
	if !ok || c.Source.Family == "presto" {
		return nil, genSpec{}, false
	}
	spec, ok := lookupGenerator(f)
	return f, spec, ok
}

// generatorContext names the construct around target that forbids a
// set-returning function (PostgreSQL 10+: CASE, COALESCE; aggregates and
// window functions everywhere), or "".
func (c *Context) generatorContext(root ast.Expr, target *ast.Func) string {
	var path []ast.Node
	var bad string
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil {
			path = path[:len(path)-1]
			return false
		}
		if n == ast.Node(target) {
			for _, p := range path {
				switch x := p.(type) {
				case *ast.Case:
					bad = "CASE"
				case *ast.Func:
					name := strings.ToLower(x.Name.Last().Name)
					if name == "coalesce" || isAggregateName(name) || x.Over != nil {
						bad = name + "()"
					}
				}
			}
			return false
		}
		path = append(path, n)
		return true
	})
	return bad
}

var aggregateNames = map[string]bool{
	"count": true, "sum": true, "avg": true, "min": true, "max": true, "array_agg": true,
	"collect_list": true, "collect_set": true, "string_agg": true, "listagg": true, "group_concat": true,
	"bool_and": true, "bool_or": true, "every": true, "any_value": true, "stddev": true, "variance": true,
	"approx_distinct": true, "count_if": true, "list": true, "median": true,
}

func isAggregateName(name string) bool { return aggregateNames[name] }

// hasAggregate reports whether a select list calls an aggregate outside a
// window and outside subqueries.
func hasAggregate(items []*ast.SelectItem) bool {
	found := false
	for _, it := range items {
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery:
				return false
			case *ast.Func:
				if x.Over == nil && isAggregateName(strings.ToLower(x.Name.Last().Name)) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}
