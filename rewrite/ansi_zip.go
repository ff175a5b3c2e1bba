package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// A zip holding a series (ROWS FROM, several set-returning functions in a
// PostgreSQL select list, UNNEST(sequence(...), a)) runs its members side
// by side, the shorter padded with NULL, a NULL array counting as empty
// (SEMANTICS.md T3). ANSI's UNNEST(a, b) zips arrays only, so for the ANSI
// target such a zip is one recursive CTE counting the rows (ansi_series.go
// counts a series alone the same way):
//
//	CROSS JOIN LATERAL (
//	  WITH RECURSIVE _z(_n, _v1) AS (
//	    SELECT CAST(1 AS BIGINT), CASE WHEN <series 1 not empty> THEN CAST(start1 AS T1) END
//	    WHERE <series 1 not empty> OR ... OR CARDINALITY(a) >= 1
//	    UNION ALL
//	    SELECT _n + 1, CASE WHEN <_v1 has a successor> THEN _v1 + step1 END
//	    FROM _z WHERE <_v1 has a successor> OR ... OR _n < CARDINALITY(a)
//	  )
//	  SELECT _v1, CASE WHEN _n <= CARDINALITY(a) THEN a[_n] END, _n FROM _z
//	) AS r(x, y, ord)
//
// Row _n holds each series' element _n (NULL once the series has ended,
// and a NULL element has no successor) and each array's element _n when
// the array has that many (read only then, so no rule for an index out of
// range is relied on); the rows go on while one member has another
// element. The series keep ansiSeriesAnchor's and ansiSeriesSuccessor's
// rules (no overflow, the source's error for a zero step: a zip holding
// such a series is an error in the source). The position is _n, from the
// source's base. Arrays are read several times, so one computed by a
// function that may change at each call is refused (T073); maps and
// expanded structs are left to the caller, which refuses them.

// ansiZipItem spells a zip holding a series for the ANSI target (see the
// comment at the top of this file). ok is false, and nothing is done,
// when l is not a zip of series and arrays holding a series; item is nil
// when it was refused.
func (c *Context) ansiZipItem(l *ast.Lateral, sc *scope) (item ast.TableExpr, ok bool) {
	if len(l.Gens) < 2 || l.Alias == nil || len(l.Alias.Columns) != len(l.Gens) {
		return nil, false
	}
	series := make([]*ansiSeries, len(l.Gens))
	hasSeries := false
	for i, g := range l.Gens {
		series[i] = ansiSeriesOfGen(g)
		switch {
		case series[i] != nil:
			hasSeries = true
		case g.Kind == ast.GenUnnest && g.Collection == ast.CollArray && !g.Expand && len(g.Args) == 1:
		default:
			return nil, false
		}
	}
	if !hasSeries {
		return nil, false
	}
	sp := l.Span
	cte, n := c.Fresh("z"), c.Fresh("n")
	ref := func(id ast.Ident) ast.Expr { return &ast.ColumnRef{Span: sp, Name: ast.QName{id}} }
	bigint := func() *ast.TypeName { return &ast.TypeName{Span: sp, Kind: ast.TypeBigInt} }
	or := func(a, b ast.Expr) ast.Expr {
		if a == nil {
			return b
		}
		return &ast.Binary{Span: sp, Op: ast.OpOr, L: a, R: b}
	}
	card := func(a ast.Expr) ast.Expr { return canonCall(sp, "cardinality", ast.Clone(a)) }
	anchor := &ast.Select{Span: sp, Items: []*ast.SelectItem{{Span: sp,
		Expr: &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"}, Type: bigint()}}}}
	next := &ast.Select{Span: sp, Items: []*ast.SelectItem{{Span: sp, Expr: plusInt(ref(n), 1, sp)}},
		From: []ast.TableExpr{&ast.Table{Span: sp, Name: ast.QName{cte}}}}
	cteCols := []ast.Ident{n}
	var outs []ast.Expr
	var first, more ast.Expr
	always := false
	for i, g := range l.Gens {
		s := series[i]
		if s == nil {
			a := g.Args[0]
			if c.refuseReadTwice(a, "for its elements and its length") { // lower_join.go
				return nil, true
			}
			one := &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"}
			first = or(first, &ast.Binary{Span: sp, Op: ast.OpGe, L: card(a), R: one})
			more = or(more, &ast.Binary{Span: sp, Op: ast.OpLt, L: ref(n), R: card(a)})
			outs = append(outs, &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
				Cond:   &ast.Binary{Span: sp, Op: ast.OpLe, L: ref(n), R: card(a)},
				Result: &ast.Subscript{Span: sp, X: ast.Clone(a), Index: ref(n), Base: 1}}}})
			continue
		}
		typ, cond, ok := c.ansiSeriesPrepare(g, s, sc)
		if !ok {
			return nil, true
		}
		v := c.Fresh("v")
		cteCols = append(cteCols, v)
		var start ast.Expr = &ast.Cast{Span: sp, X: ast.Clone(s.start), Type: typ}
		if cond == nil {
			always = true
		} else {
			first = or(first, cond)
			start = &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: ast.Clone(cond), Result: start}}}
		}
		anchor.Items = append(anchor.Items, &ast.SelectItem{Span: sp, Expr: start})
		succ := c.ansiSeriesSuccessor(s, ref(v))
		more = or(more, succ)
		next.Items = append(next.Items, &ast.SelectItem{Span: sp, Expr: &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
			Cond: ast.Clone(succ), Result: ansiSeriesNext(s, ref(v))}}}})
		outs = append(outs, ref(v))
	}
	if !always {
		anchor.Where = first
	}
	next.Where = more
	items := make([]*ast.SelectItem, 0, len(outs)+1)
	for _, e := range outs {
		items = append(items, &ast.SelectItem{Span: sp, Expr: e})
	}
	outCols := append([]ast.Ident(nil), l.Alias.Columns...)
	if o := l.Ordinality; o != nil {
		var pos ast.Expr = ref(n)
		if o.Base != 1 {
			pos = plusInt(pos, o.Base-1, sp)
		}
		ord := &ast.SelectItem{Span: sp, Expr: pos}
		if o.First {
			items = append([]*ast.SelectItem{ord}, items...)
			outCols = append([]ast.Ident{o.Name}, outCols...)
		} else {
			items = append(items, ord)
			outCols = append(outCols, o.Name)
		}
	}
	q := &ast.Query{Span: sp,
		With: &ast.With{Span: sp, Recursive: true, CTEs: []*ast.CTE{{Span: sp, Name: cte, Columns: cteCols,
			Query: &ast.Query{Span: sp, Body: &ast.SetOp{Span: sp, Op: ast.Union, All: true, L: anchor, R: next}}}}},
		Body: &ast.Select{Span: sp, Items: items, From: []ast.TableExpr{&ast.Table{Span: sp, Name: ast.QName{cte}}}}}
	return &ast.Derived{Span: l.Span, Lateral: l.Input != nil, Query: q,
		Alias: &ast.Alias{Span: l.Span, Name: l.Alias.Name, Columns: outCols}}, true
}
