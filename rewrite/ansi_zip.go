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
// element. A PostgreSQL array may start at another index than 1
// ('[0:2]={10,20,30}') or have several dimensions, and its unnest reads
// every element in storage order: its element _n is read as
// (SELECT e FROM UNNEST(a) WITH ORDINALITY AS u(e, k) WHERE k = _n)
// instead (ansiZipElem). The series keep ansiSeriesAnchor's and
// ansiSeriesSuccessor's rules (no overflow, the source's error for a zero
// step: a zip holding such a series is an error in the source). The position is _n, from the
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
	r := newANSIRecursive(sp, cte)
	r.counter(n, 1)
	or := func(a, b ast.Expr) ast.Expr {
		if a == nil {
			return b
		}
		return &ast.Binary{Span: sp, Op: ast.OpOr, L: a, R: b}
	}
	card := func(a ast.Expr) ast.Expr { return canonCall(sp, "cardinality", ast.Clone(a)) }
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
			first = or(first, &ast.Binary{Span: sp, Op: ast.OpGe, L: card(a), R: intLit(sp, 1)})
			more = or(more, &ast.Binary{Span: sp, Op: ast.OpLt, L: ansiRef(sp, n), R: card(a)})
			outs = append(outs, c.ansiZipElem(a, ansiRef(sp, n)))
			continue
		}
		typ, cond, ok := c.ansiSeriesPrepare(g, s, sc)
		if !ok {
			return nil, true
		}
		v := c.Fresh("v")
		var start ast.Expr = &ast.Cast{Span: sp, X: ast.Clone(s.start), Type: typ}
		if cond == nil {
			always = true
		} else {
			first = or(first, cond)
			start = &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: ast.Clone(cond), Result: start}}}
		}
		succ := c.ansiSeriesSuccessor(s, ansiRef(sp, v))
		more = or(more, succ)
		r.add(v, start, &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
			Cond: ast.Clone(succ), Result: ansiSeriesNext(s, ansiRef(sp, v))}}})
		outs = append(outs, ansiRef(sp, v))
	}
	if !always {
		r.anchor.Where = first
	}
	r.next.Where = more
	if o := l.Ordinality; o != nil {
		var pos ast.Expr = ansiRef(sp, n)
		if o.Base != 1 {
			pos = plusInt(pos, o.Base-1, sp)
		}
		outs = append(outs, pos)
	}
	return r.table(l, outs...), true
}

// ansiZipElem is element n of the array a, counted from 1 as unnest reads
// it, NULL when a has fewer: a[n] when n <= CARDINALITY(a), but for a
// PostgreSQL array, which may start at another index than 1 or have
// several dimensions (unnest reads every element in storage order), the
// element at ordinality n of its unnest.
func (c *Context) ansiZipElem(a, n ast.Expr) ast.Expr {
	sp := n.SpanOf()
	if c.Source.Name != "postgres" {
		return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
			Cond:   &ast.Binary{Span: sp, Op: ast.OpLe, L: n, R: canonCall(sp, "cardinality", ast.Clone(a))},
			Result: &ast.Subscript{Span: sp, X: ast.Clone(a), Index: ast.Clone(n), Base: 1}}}}
	}
	u, e, k := c.Fresh("u"), c.Fresh("e"), c.Fresh("k")
	return &ast.Subquery{Span: sp, Query: &ast.Query{Span: sp, Body: &ast.Select{Span: sp,
		Items: []*ast.SelectItem{{Span: sp, Expr: colRef(u, e, sp)}},
		From: []ast.TableExpr{&ast.Unnest{Span: sp, Args: []ast.Expr{ast.Clone(a)}, Ordinality: true,
			Alias: &ast.Alias{Span: sp, Name: u, Columns: []ast.Ident{e, k}}}},
		Where: &ast.Binary{Span: sp, Op: ast.OpEq, L: colRef(u, k, sp), R: n}}}}
}
