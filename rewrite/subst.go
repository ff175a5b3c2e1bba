package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// subst replaces references to a lateral's column (alias.col, or col alone)
// by an expression over what the target really produces: a shifted
// position (pos + 1), a FLATTEN field (f.value), a BigQuery value name.
type subst struct {
	alias, col string // lower case
	expr       ast.Expr
	// reordered: the target places the column elsewhere, so a * over the
	// lateral would change the column order.
	reordered bool
	// qualifiedOnly: the bare name still means the column; only alias.col
	// needs rewriting.
	qualifiedOnly bool
	// star, when set, replaces alias.* (the target has no relation of
	// that name: BigQuery's UNNEST names the value itself).
	star []*ast.SelectItem
}

// columnSubsts reads l's columns as expressions: vals for its value
// columns, in order, and pos for its position column (nil when l has
// none). It makes one substitution per column and one for alias.*, which
// lists them in the source's order (the position first or last).
func columnSubsts(l *ast.Lateral, vals []ast.Expr, pos ast.Expr, sp ast.Span) []subst {
	alias := strings.ToLower(l.Alias.Name.Name)
	var subs []subst
	var star []*ast.SelectItem
	for j, col := range l.Alias.Columns {
		col := col
		subs = append(subs, subst{alias: alias, col: strings.ToLower(col.Name), expr: vals[j]})
		star = append(star, &ast.SelectItem{Span: sp, Expr: ast.Clone(vals[j]), Alias: &col})
	}
	if o := l.Ordinality; o != nil && pos != nil {
		subs = append(subs, subst{alias: alias, col: strings.ToLower(o.Name.Name), expr: pos, reordered: o.First})
		name := o.Name
		item := &ast.SelectItem{Span: sp, Expr: ast.Clone(pos), Alias: &name}
		if o.First {
			star = append([]*ast.SelectItem{item}, star...)
		} else {
			star = append(star, item)
		}
	}
	return append(subs, subst{alias: alias, star: star})
}

// applySubst rewrites the references of a query's SELECT body and ORDER BY.
// An unqualified name is replaced only in the query's own scope, not
// inside nested subqueries, which may have a column of the same name.
func (c *Context) applySubst(q *ast.Query, s *ast.Select, subs []subst) *ast.Query {
	if len(subs) == 0 {
		return q
	}
	s = expandStars(s, subs)
	for _, it := range s.Items {
		if st, ok := it.Expr.(*ast.Star); ok && starCovers(st, subs) {
			c.Refuse("T040", st, "list the columns instead of *",
				"* over a lateral whose columns the target %s produces in another order or form", c.Target.Name)
			return q
		}
	}
	nested := nestedNodes(s)
	replace := func(n ast.Node) ast.Node {
		cr, ok := n.(*ast.ColumnRef)
		if !ok {
			return n
		}
		if e := matchSubst(cr, subs, nested[cr]); e != nil {
			return ast.Clone(e)
		}
		return n
	}
	ns := *s
	ns.Items = substItemNames(s.Items, subs)
	out := ast.Rewrite(&ns, replace).(*ast.Select)
	nq := *q
	nq.Body = out
	if len(q.OrderBy) > 0 {
		nq.OrderBy = make([]*ast.OrderItem, len(q.OrderBy))
		for i, o := range q.OrderBy {
			nq.OrderBy[i] = ast.Rewrite(o, replace).(*ast.OrderItem)
		}
	}
	return &nq
}

// substExpr is e with subs applied, for an expression that goes into a
// later substitution: a replacement is not rewritten again where it lands.
func substExpr(e ast.Expr, subs []subst) ast.Expr {
	return ast.Rewrite(e, func(n ast.Node) ast.Node {
		if cr, ok := n.(*ast.ColumnRef); ok {
			if r := matchSubst(cr, subs, false); r != nil {
				return ast.Clone(r)
			}
		}
		return n
	}).(ast.Expr)
}

// sameName: e is a column reference that keeps cr's output name.
func sameName(e ast.Expr, cr *ast.ColumnRef) bool {
	r, ok := e.(*ast.ColumnRef)
	return ok && strings.EqualFold(r.Name.Last().Name, cr.Name.Last().Name) && r.Name.Last().Quoted == cr.Name.Last().Quoted
}

func matchSubst(cr *ast.ColumnRef, subs []subst, nested bool) ast.Expr {
	col := strings.ToLower(cr.Name.Last().Name)
	for _, sb := range subs {
		if sb.expr == nil {
			continue
		}
		if len(cr.Name) > 2 && strings.EqualFold(cr.Name[0].Name, sb.alias) && strings.EqualFold(cr.Name[1].Name, sb.col) {
			// alias.col.field: a struct field read through the column.
			if ref, ok := sb.expr.(*ast.ColumnRef); ok {
				out := ast.Clone(ref)
				out.Name = append(append(ast.QName(nil), ref.Name...), cr.Name[2:]...)
				return out
			}
			continue
		}
		if sb.col != col {
			continue
		}
		switch len(cr.Name) {
		case 1:
			if !nested && !sb.qualifiedOnly {
				return sb.expr
			}
		default:
			if strings.ToLower(cr.Name[len(cr.Name)-2].Name) == sb.alias {
				return sb.expr
			}
		}
	}
	return nil
}

// expandStars replaces alias.* by the items a subst gives for it.
func expandStars(s *ast.Select, subs []subst) *ast.Select {
	var items []*ast.SelectItem
	changed := false
	for _, it := range s.Items {
		st, ok := it.Expr.(*ast.Star)
		var repl []*ast.SelectItem
		if ok && len(st.Table) == 1 {
			for _, sb := range subs {
				if sb.star != nil && strings.EqualFold(st.Table[0].Name, sb.alias) {
					repl = sb.star
				}
			}
		}
		if repl == nil {
			items = append(items, it)
			continue
		}
		changed = true
		for _, r := range repl {
			items = append(items, ast.Clone(r))
		}
	}
	if !changed {
		return s
	}
	ns := *s
	ns.Items = items
	return &ns
}

func starCovers(st *ast.Star, subs []subst) bool {
	for _, sb := range subs {
		if !sb.reordered && (sb.expr == nil || sb.qualifiedOnly) {
			continue
		}
		if len(st.Table) == 0 || strings.ToLower(st.Table.Last().Name) == sb.alias {
			return true
		}
	}
	return false
}

// colRef builds alias.col.
func colRef(alias, col ast.Ident, sp ast.Span) *ast.ColumnRef {
	alias.Span, col.Span = sp, sp
	return &ast.ColumnRef{Span: sp, Name: ast.QName{alias, col}}
}

// plusInt builds e + k (or e - k for negative k), k != 0.
func plusInt(e ast.Expr, k int, sp ast.Span) ast.Expr {
	op := ast.OpAdd
	if k < 0 {
		op, k = ast.OpSub, -k
	}
	return &ast.Binary{Span: sp, Op: op, L: e, R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: itoa(k)}}
}

// substItemNames keeps the output names of items whose bare column a
// substitution replaces: such an item gets the column's name as an alias.
func substItemNames(items []*ast.SelectItem, subs []subst) []*ast.SelectItem {
	out := make([]*ast.SelectItem, len(items))
	for i, it := range items {
		out[i] = it
		if cr, ok := it.Expr.(*ast.ColumnRef); ok && it.Alias == nil {
			if e := matchSubst(cr, subs, false); e != nil && !sameName(e, cr) {
				ni := *it
				name := cr.Name.Last()
				ni.Alias = &name
				out[i] = &ni
			}
		}
	}
	return out
}
