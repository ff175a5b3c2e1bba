package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB groups on a select-list generator: when GROUP BY names a select
// item holding an unnest (by its alias, its position or the same
// expression), the unnest runs before the grouping, one group key per
// generated value (SELECT unnest(['a', 'b']) AS tag, count(*) FROM t GROUP
// BY tag gives a row per tag). Planned here as the generators' Lateral in
// FROM under the grouping, which is what the select list then reads.
// PostgreSQL rejects a set-returning function in GROUP BY, and a generator
// of a grouped query that no GROUP BY item names runs after the grouping
// in DuckDB: both stay refused (T031).

// groupedGenerators reports whether every generator of s's select list
// (gens, by item and call) is grouped on, as DuckDB plans it.
func (c *Context) groupedGenerators(s *ast.Select, items []int, calls []*ast.Func) bool {
	if c.Source.Name != "duckdb" || s.GroupBy == nil || s.GroupBy.All || len(s.GroupBy.Items) == 0 {
		return false
	}
	if s.Having != nil && containsGenerator(c, s.Having) {
		return false
	}
	sc := c.selectScope(s.From)
	for k, i := range items {
		if len(calls[k].Args) == 1 {
			if t := c.typeOf(calls[k].Args[0], sc); t != nil && t.Kind == ast.TypeStruct {
				return false // DuckDB: "UNNEST of struct cannot be used in GROUP BY clause"
			}
		}
		if !c.itemGrouped(s, i, calls[k]) {
			return false
		}
	}
	return true
}

// itemGrouped: a GROUP BY item names select item i, or repeats its
// expression; the generator call sits outside any aggregate.
func (c *Context) itemGrouped(s *ast.Select, i int, call *ast.Func) bool {
	it := s.Items[i]
	if insideAggregate(it.Expr, call) {
		return false
	}
	for _, g := range s.GroupBy.Items {
		if namedItem(s, g) == i || sameExpr(g, it.Expr) {
			return true
		}
	}
	return false
}

// namedItem is the index of the select item a GROUP BY key names by its
// alias or its 1-based position, or -1.
func namedItem(s *ast.Select, key ast.Expr) int {
	switch x := key.(type) {
	case *ast.ColumnRef:
		if len(x.Name) == 1 {
			for i, it := range s.Items {
				if it.Alias != nil && strings.EqualFold(x.Name[0].Name, it.Alias.Name) {
					return i
				}
			}
		}
	case *ast.Literal:
		if x.Kind == ast.LitInt {
			if n, err := strconv.Atoi(x.Value); err == nil && n >= 1 && n <= len(s.Items) {
				return n - 1
			}
		}
	}
	return -1
}

// containsCall reports whether e holds a call equal to one of calls.
func containsCall(e ast.Expr, calls []*ast.Func) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if f, ok := n.(*ast.Func); ok {
			for _, call := range calls {
				if sameExpr(f, call) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// groupKeysOverGenerators replaces, in s's GROUP BY items, each generator
// call equal to one of calls by the column ref(k) that now holds its value.
func groupKeysOverGenerators(s *ast.Select, calls []*ast.Func, ref func(k int, sp ast.Span) ast.Expr) *ast.GroupBy {
	return mapGroupBy(s.GroupBy, func(e ast.Expr) ast.Expr {
		// A key naming a generator's select item by alias or position
		// becomes that item's expression: the alias and the position mean
		// nothing (or something else) to the target once the generator
		// has moved to FROM.
		if i := namedItem(s, e); i >= 0 && containsCall(s.Items[i].Expr, calls) {
			e = ast.Clone(s.Items[i].Expr)
		}
		return ast.RewriteExpr(e, func(n ast.Node) ast.Node {
			if f, ok := n.(*ast.Func); ok {
				for k, call := range calls {
					if sameExpr(f, call) {
						return ref(k, f.Span)
					}
				}
			}
			return n
		})
	})
}

// mapGroupBy is a copy of g with f applied to each of its items (nil for
// a nil g).
func mapGroupBy(g *ast.GroupBy, f func(ast.Expr) ast.Expr) *ast.GroupBy {
	if g == nil {
		return nil
	}
	ng := *g
	ng.Items = make([]ast.Expr, len(g.Items))
	for k, e := range g.Items {
		ng.Items[k] = f(e)
	}
	return &ng
}

func containsGenerator(c *Context, e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Lambda:
			return false
		}
		if x, ok := n.(ast.Expr); ok {
			if _, _, ok := c.selectGenerator(x); ok {
				found = true
			}
		}
		return !found
	})
	return found
}

// insideAggregate reports whether target sits in an aggregate or window
// call of root.
func insideAggregate(root ast.Expr, target *ast.Func) bool {
	for _, p := range ancestors(root, target) {
		if f, ok := p.(*ast.Func); ok && (isAggregateName(strings.ToLower(f.Name.Last().Name)) || f.Over != nil) {
			return true
		}
	}
	return false
}

// ancestors is the chain of nodes from root down to target's parent, or
// nil when target is not within root.
func ancestors(root ast.Expr, target ast.Node) []ast.Node {
	var path, found []ast.Node
	ast.Inspect(root, func(n ast.Node) bool {
		switch {
		case n == nil:
			path = path[:len(path)-1]
			return false
		case found != nil:
			return false
		case n == target:
			found = append([]ast.Node{}, path...)
			return false
		}
		path = append(path, n)
		return true
	})
	return found
}

// sameExpr reports whether two expressions are the same tree, positions
// and the case of unquoted names aside.
func sameExpr(a, b ast.Expr) bool {
	return ast.SameExpr(a, b, ast.IdentFoldUnquoted)
}

// insideRecursiveUnnest reports whether target sits in the arguments of an
// unnest call with named arguments within root.
func (c *Context) insideRecursiveUnnest(root ast.Expr, target *ast.Func) bool {
	for _, p := range ancestors(root, target) {
		if f, ok := p.(*ast.Func); ok && namedArgUnnest(f) {
			return true
		}
	}
	return false
}

func namedArgUnnest(f *ast.Func) bool {
	if len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "unnest") {
		return false
	}
	for _, a := range f.Args {
		if _, named := a.(*ast.NamedArg); named {
			return true
		}
	}
	return false
}

// recursiveUnnestItems is the first unnest with named arguments
// (recursive := true, max_depth := n) a DuckDB select list calls, which
// has no canonical form and is left in the select list; nil when none.
func (c *Context) recursiveUnnestItems(s *ast.Select) *ast.Func {
	if c.Source.Name != "duckdb" {
		return nil
	}
	var found *ast.Func
	for _, it := range s.Items {
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Lambda:
				return false
			}
			if f, ok := n.(*ast.Func); ok && found == nil && namedArgUnnest(f) {
				found = f
			}
			return found == nil
		})
	}
	return found
}
