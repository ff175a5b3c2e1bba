package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The scope walk of the two BigQuery name passes: bigqueryNames (BigQuery
// as the target) and bigqueryValueTables (BigQuery as the source). Both
// visit every SELECT with the SELECTs around it, build what its FROM shows
// (a bqFrom, which each pass extends) and read each one-part column
// reference that is no lambda parameter against those levels, the names of
// a query's ORDER BY seeing its SELECT's FROM but for the output names.

// bqFrom is what one SELECT's FROM shows to the names in it, as both
// passes read it.
type bqFrom struct {
	sc   *scope // its relations, the queries around as outer scopes
	rels []bqRel
}

func (f *bqFrom) from() *bqFrom { return f }

// bqRel is one FROM item of a level.
type bqRel struct {
	name  string    // lower case, "" when the item has no name
	ident ast.Ident // the name as written
	cols  []string  // lower case; nil when not known
	lat   *ast.Lateral
}

// bqFromOf is what sel's FROM shows, outer the scope of the query around
// (nil for none). item is called for each FROM item with its relation
// before the relation is added, sc being the level's scope; a lateral's
// relation has its columns (none when it has no alias).
func (c *Context) bqFromOf(sel *ast.Select, outer *scope, item func(t ast.TableExpr, r *bqRel, sc *scope)) bqFrom {
	sc := c.scopeOf(sel.From)
	if outer != nil {
		sc.outer = outer
	}
	f := bqFrom{sc: sc}
	var add func(t ast.TableExpr)
	add = func(t ast.TableExpr) {
		var r bqRel
		switch x := t.(type) {
		case *ast.Join:
			add(x.Left)
			add(x.Right)
			return
		case *ast.Lateral:
			if x.Input != nil {
				add(x.Input)
			}
			r = bqRel{lat: x, cols: []string{}}
			if x.Alias != nil {
				r.ident = x.Alias.Name
				for _, ci := range lateralCols(x) {
					r.cols = append(r.cols, strings.ToLower(ci.Name))
				}
			}
			r.name = strings.ToLower(r.ident.Name)
		case *ast.Table:
			one := &scope{}
			c.addRel(one, x)
			r = bqRel{name: one.rels[0].name, ident: x.Name.Last()}
			if x.Alias != nil {
				r.ident = x.Alias.Name
			}
			if one.rels[0].cols != nil {
				r.cols = []string{}
			}
			for _, ci := range one.rels[0].cols {
				r.cols = append(r.cols, strings.ToLower(ci.Name))
			}
		case *ast.Derived:
			r = bqRel{cols: derivedCols(x)}
			if x.Alias != nil {
				r.ident = x.Alias.Name
				r.name = strings.ToLower(x.Alias.Name.Name)
			}
		}
		if item != nil {
			item(t, &r, sc)
		}
		f.rels = append(f.rels, r)
	}
	for _, t := range sel.From {
		add(t)
	}
	return f
}

// derivedCols are the lower-case column names of a subquery in FROM,
// nil when not known.
func derivedCols(d *ast.Derived) []string {
	var out []string
	if d.Alias != nil && len(d.Alias.Columns) > 0 {
		for _, c := range d.Alias.Columns {
			out = append(out, strings.ToLower(c.Name))
		}
		return out
	}
	sel, ok := d.Query.Body.(*ast.Select)
	if !ok || sel.AsStruct {
		return nil
	}
	for _, it := range sel.Items {
		switch {
		case len(it.Aliases) > 0:
			return nil
		case it.Alias != nil:
			out = append(out, strings.ToLower(it.Alias.Name))
		default:
			cr, ok := it.Expr.(*ast.ColumnRef)
			if !ok {
				return nil
			}
			out = append(out, strings.ToLower(cr.Name.Last().Name))
		}
	}
	return out
}

// bqScopeWalk walks a statement's SELECTs for a pass whose levels are L.
type bqScopeWalk[L interface{ from() *bqFrom }] struct {
	// level is what sel's FROM shows, outer the scope of the query around.
	level func(sel *ast.Select, outer *scope) L
	// enter is called at each SELECT once its level is the innermost.
	enter func(sel *ast.Select, lv L)
	// check reads a one-part reference that is no lambda parameter.
	check func(cr *ast.ColumnRef, levels []L)
	// failed stops the walk.
	failed *bool
	// skip holds the references already read (ORDER BY's).
	skip map[*ast.ColumnRef]bool
}

func (w *bqScopeWalk[L]) levelIn(sel *ast.Select, levels []L) L {
	var outer *scope
	if len(levels) > 0 {
		outer = levels[len(levels)-1].from().sc
	}
	return w.level(sel, outer)
}

// walk visits n with levels, the SELECTs around it (innermost last).
func (w *bqScopeWalk[L]) walk(n ast.Node, levels []L) {
	var lambdas [][]ast.Ident
	var stack []ast.Node
	ast.Inspect(n, func(x ast.Node) bool {
		if *w.failed {
			return false
		}
		if x == nil {
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			switch top.(type) {
			case *ast.Select:
				levels = levels[:len(levels)-1]
			case *ast.Lambda:
				lambdas = lambdas[:len(lambdas)-1]
			}
			return false
		}
		stack = append(stack, x)
		switch y := x.(type) {
		case *ast.Query:
			if sel, ok := y.Body.(*ast.Select); ok && len(y.OrderBy) > 0 {
				w.orderBy(y, sel, levels)
			}
		case *ast.Select:
			lv := w.levelIn(y, levels)
			levels = append(levels, lv)
			w.enter(y, lv)
		case *ast.Lambda:
			lambdas = append(lambdas, y.Params)
		case *ast.ColumnRef:
			if len(y.Name) == 1 && !w.skip[y] && !lambdaParam(lambdas, y.Name[0].Name) {
				w.check(y, levels)
			}
		}
		return true
	})
}

func lambdaParam(lambdas [][]ast.Ident, name string) bool {
	for _, ps := range lambdas {
		for _, p := range ps {
			if strings.EqualFold(p.Name, name) {
				return true
			}
		}
	}
	return false
}

// orderBy reads the names of q's ORDER BY, which sees sel's FROM: a name
// that is an output name of sel reads it (in BigQuery and the other
// dialects) and is left alone.
func (w *bqScopeWalk[L]) orderBy(q *ast.Query, sel *ast.Select, levels []L) {
	out := map[string]bool{}
	for _, it := range sel.Items {
		if it.Alias != nil {
			out[strings.ToLower(it.Alias.Name)] = true
		} else if cr, ok := it.Expr.(*ast.ColumnRef); ok {
			out[strings.ToLower(cr.Name.Last().Name)] = true
		}
	}
	inner := append(append([]L(nil), levels...), w.levelIn(sel, levels))
	for _, o := range q.OrderBy {
		ast.Inspect(o, func(x ast.Node) bool {
			if cr, ok := x.(*ast.ColumnRef); ok && len(cr.Name) == 1 {
				w.skip[cr] = true
				if !out[strings.ToLower(cr.Name[0].Name)] {
					w.check(cr, inner)
				}
			}
			// a subquery of ORDER BY is walked as any other
			if sq, ok := x.(*ast.Query); ok {
				w.walk(sq, inner)
				return false
			}
			return x != nil
		})
	}
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
