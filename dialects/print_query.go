package dialects

import (
	"bytes"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// query prints a full query: WITH, body, ORDER BY, the Hive clauses, and
// LIMIT/OFFSET in the target's order.
func (p *printer) query(q *ast.Query) {
	if q == nil {
		p.fail(nil, "a missing query")
		return
	}
	defer p.leave()
	if !p.enter(q) {
		return
	}
	if q.With != nil {
		p.with(q.With)
		p.nl()
	}
	if _, ok := q.Body.(*ast.Describe); ok && (q.With != nil || len(q.OrderBy) > 0 || q.Limit != nil ||
		q.Offset != nil || len(q.ClusterBy) > 0 || len(q.DistributeBy) > 0 || len(q.SortBy) > 0) {
		// DuckDB's parser rejects these clauses around a DESCRIBE, even
		// parenthesized: a query selects from it instead.
		p.fail(q, "WITH, ORDER BY, LIMIT or OFFSET around a DESCRIBE")
		return
	}
	p.queryExpr(q.Body)
	if len(q.OrderBy) > 0 {
		p.clause("ORDER BY ")
		p.orderList(q.OrderBy)
	}
	if len(q.ClusterBy) > 0 || len(q.DistributeBy) > 0 || len(q.SortBy) > 0 {
		if !p.need(q, fHiveClauses, "CLUSTER BY, DISTRIBUTE BY or SORT BY") {
			return
		}
		if len(q.ClusterBy) > 0 {
			p.clause("CLUSTER BY ")
			p.exprList(q.ClusterBy)
		}
		if len(q.DistributeBy) > 0 {
			p.clause("DISTRIBUTE BY ")
			p.exprList(q.DistributeBy)
		}
		if len(q.SortBy) > 0 {
			p.clause("SORT BY ")
			p.orderList(q.SortBy)
		}
	}
	p.limit(q)
}

func (p *printer) limit(q *ast.Query) {
	if q.Limit == nil && q.Offset == nil {
		return
	}
	if q.Limit == nil && !p.st.has(fOffsetAlone) {
		p.failNotIn(q, "OFFSET without LIMIT")
		return
	}
	switch p.st.limit {
	case limitOffset:
		if q.Limit != nil {
			p.clause("LIMIT ")
			p.expr(q.Limit)
		}
		if q.Offset != nil {
			p.clause("OFFSET ")
			p.expr(q.Offset)
		}
	case offsetLimit:
		if q.Offset != nil {
			p.clause("OFFSET ")
			p.expr(q.Offset)
		}
		if q.Limit != nil {
			p.clause("LIMIT ")
			p.expr(q.Limit)
		}
	case limitComma:
		p.clause("LIMIT ")
		if q.Offset != nil {
			p.expr(q.Offset)
			p.ws(", ")
		}
		p.expr(q.Limit)
	case offsetFetch:
		if q.Offset != nil {
			p.clause("OFFSET ")
			p.expr(q.Offset)
			p.ws(" ROWS")
		}
		if q.Limit != nil {
			p.clause("FETCH FIRST ")
			p.expr(q.Limit)
			p.ws(" ROWS ONLY")
		}
	}
}

func (p *printer) with(w *ast.With) {
	if len(w.CTEs) == 0 {
		p.fail(w, "a WITH clause without queries")
		return
	}
	p.ws("WITH ")
	if w.Recursive {
		if !p.need(w, fRecursive, "WITH RECURSIVE") {
			return
		}
		p.ws("RECURSIVE ")
	}
	for i, c := range w.CTEs {
		if c == nil {
			p.fail(w, "a missing common table expression")
			return
		}
		if i > 0 {
			p.ws(", ")
		}
		p.ident(c.Name)
		if len(c.Columns) > 0 {
			if !p.need(c, fCTEColumns, "column names on a WITH query") {
				return
			}
			p.ws(" (")
			p.identList(c.Columns)
			p.wb(')')
		}
		p.ws(" AS ")
		p.subquery(c.Query)
	}
}

// queryExpr prints a query body; a nested *Query is parenthesized.
func (p *printer) queryExpr(qe ast.QueryExpr) {
	switch q := qe.(type) {
	case nil:
		p.fail(nil, "a missing query body")
	case *ast.Select:
		p.selectBlock(q)
	case *ast.SetOp:
		p.setOp(q)
	case *ast.Values:
		p.values(q)
	case *ast.Query:
		p.subquery(q)
	case *ast.Describe:
		p.describe(q)
	default:
		p.fail(qe, "a query body of this kind")
	}
}

// setPrec ranks set operators: INTERSECT binds tighter where the target
// says so, else all are equal and left-associative.
func (p *printer) setPrec(op ast.SetOpKind) int {
	if op == ast.Intersect && p.st.intersectFirst {
		return 2
	}
	return 1
}

func (p *printer) setOp(s *ast.SetOp) {
	var kw string
	switch s.Op {
	case ast.Union:
		kw = "UNION"
	case ast.Intersect:
		kw = "INTERSECT"
	case ast.Except:
		kw = "EXCEPT"
	default:
		p.fail(s, "an unknown set operation")
		return
	}
	p.setOperand(s.L, s, false)
	p.nl()
	p.ws(kw)
	if s.All {
		p.ws(" ALL")
	} else if p.st.unionDistinct {
		p.ws(" DISTINCT")
	}
	p.nl()
	p.setOperand(s.R, s, true)
}

func (p *printer) setOperand(qe ast.QueryExpr, parent *ast.SetOp, right bool) {
	if d, ok := qe.(*ast.Describe); ok {
		// DESCRIBE takes the whole set operation on its right: parenthesize it.
		p.openBlock()
		p.describe(d)
		p.closeBlock()
		return
	}
	c, ok := qe.(*ast.SetOp)
	if !ok {
		p.queryExpr(qe)
		return
	}
	var parens bool
	if p.st.setOpsIsolated {
		parens = right || c.Op != parent.Op || c.All != parent.All
	} else {
		cp, pp := p.setPrec(c.Op), p.setPrec(parent.Op)
		parens = cp < pp || cp == pp && right
	}
	if !parens {
		p.setOp(c)
		return
	}
	p.openBlock()
	p.setOp(c)
	p.closeBlock()
}

func (p *printer) values(v *ast.Values) {
	if !p.need(v, fValues, "VALUES as a query") {
		return
	}
	p.valueRows(v)
}

// valueRows prints VALUES (row), ...
func (p *printer) valueRows(v *ast.Values) {
	if len(v.Rows) == 0 {
		p.fail(v, "VALUES without rows")
		return
	}
	p.ws("VALUES")
	multi := p.pretty && len(v.Rows) > 1
	if multi {
		p.indent++
	}
	for i, row := range v.Rows {
		if i > 0 {
			p.wb(',')
		}
		if multi {
			p.newline()
		} else {
			p.wb(' ')
		}
		p.wb('(')
		p.exprList(row)
		p.wb(')')
	}
	if multi {
		p.indent--
	}
}

func (p *printer) selectBlock(s *ast.Select) {
	if len(s.Items) == 0 {
		p.fail(s, "an empty select list")
		return
	}
	p.ws("SELECT")
	if len(s.DistinctOn) > 0 {
		if !p.need(s, fDistinctOn, "SELECT DISTINCT ON") {
			return
		}
		p.ws(" DISTINCT ON (")
		p.exprList(s.DistinctOn)
		p.wb(')')
	} else if s.Distinct {
		p.ws(" DISTINCT")
	}
	if s.AsStruct {
		if !p.need(s, fSelectAsStruct, "SELECT AS STRUCT") {
			return
		}
		p.ws(" AS STRUCT")
	}
	if p.pretty && len(s.Items) > 1 {
		p.indent++
		for i, it := range s.Items {
			if i > 0 {
				p.wb(',')
			}
			p.newline()
			p.selectItem(it)
		}
		p.indent--
	} else {
		for i, it := range s.Items {
			if i > 0 {
				p.wb(',')
			}
			p.wb(' ')
			p.selectItem(it)
		}
	}
	if len(s.From) > 0 {
		p.clause("FROM ")
		for i, t := range s.From {
			if i == 0 {
				p.tableExpr(t)
				continue
			}
			p.wb(',')
			if p.pretty {
				p.indent++
				p.newline()
				p.tableExpr(t)
				p.indent--
			} else {
				p.wb(' ')
				p.tableExpr(t)
			}
		}
	}
	for _, lv := range s.LateralViews {
		p.nl()
		p.lateralView(lv)
	}
	if s.Where != nil {
		p.clause("WHERE ")
		p.expr(s.Where)
	}
	if s.GroupBy != nil {
		p.clause("GROUP BY ")
		p.groupBy(s.GroupBy)
	}
	if s.Having != nil {
		p.clause("HAVING ")
		p.expr(s.Having)
	}
	if p.st.qualifyFirst {
		p.qualify(s)
		p.windows(s)
	} else {
		p.windows(s)
		p.qualify(s)
	}
}

func (p *printer) qualify(s *ast.Select) {
	if s.Qualify != nil && p.need(s, fQualify, "QUALIFY") {
		p.clause("QUALIFY ")
		p.expr(s.Qualify)
	}
}

func (p *printer) windows(s *ast.Select) {
	if len(s.Windows) == 0 || !p.need(s, fWindowClause, "a WINDOW clause") {
		return
	}
	p.clause("WINDOW ")
	for i, w := range s.Windows {
		if w == nil || w.Spec == nil {
			p.fail(s, "a named window without a definition")
			return
		}
		if i > 0 {
			p.ws(", ")
		}
		p.ident(w.Name)
		p.ws(" AS ")
		p.windowSpec(w.Spec)
	}
}

func (p *printer) selectItem(it *ast.SelectItem) {
	if it == nil {
		p.fail(nil, "a missing select item")
		return
	}
	p.expr(it.Expr)
	switch {
	case len(it.Aliases) > 0:
		if it.Alias != nil {
			p.fail(it, "a select item with both an alias and an alias list")
			return
		}
		if !p.need(it, fMultiAlias, "a select item with several aliases AS (a, b)") {
			return
		}
		p.ws(" AS (")
		p.identList(it.Aliases)
		p.wb(')')
	case it.Alias != nil:
		p.ws(" AS ")
		p.ident(*it.Alias)
	}
}

// groupBy prints the items of GROUP BY. Hive has no standard grouping
// elements: a lone GROUPING SETS, ROLLUP or CUBE is written after the list
// of the columns it groups.
func (p *printer) groupBy(g *ast.GroupBy) {
	if g.All {
		if !p.need(g, fGroupByAll, "GROUP BY ALL") {
			return
		}
		if len(g.Items) > 0 {
			p.fail(g, "GROUP BY ALL with items")
			return
		}
		p.ws("ALL")
		return
	}
	if len(g.Items) == 0 {
		p.fail(g, "an empty GROUP BY")
		return
	}
	hasElem := false
	for _, it := range g.Items {
		switch it.(type) {
		case *ast.GroupingSets, *ast.Rollup, *ast.Cube:
			hasElem = true
		}
	}
	if !hasElem {
		p.exprList(g.Items)
		return
	}
	if !p.st.hiveGrouping {
		if p.need(g, fGroupingSets, "GROUPING SETS, ROLLUP or CUBE") {
			p.exprList(g.Items)
		}
		return
	}
	if len(g.Items) != 1 {
		p.failNotIn(g, "GROUPING SETS, ROLLUP or CUBE mixed with other GROUP BY items")
		return
	}
	switch e := g.Items[0].(type) {
	case *ast.Rollup:
		p.exprList(e.Exprs)
		p.ws(" WITH ROLLUP")
	case *ast.Cube:
		p.exprList(e.Exprs)
		p.ws(" WITH CUBE")
	case *ast.GroupingSets:
		p.distinctExprs(e.Sets)
		p.wb(' ')
		p.groupingSets(e)
	}
}

// distinctExprs prints, once each in order of first appearance, the
// expressions of all the grouping sets (compared by their printed text).
func (p *printer) distinctExprs(sets [][]ast.Expr) {
	var seen [][2]int
	for _, set := range sets {
	next:
		for _, e := range set {
			start := len(p.buf)
			if len(seen) > 0 {
				p.ws(", ")
			}
			from := len(p.buf)
			p.expr(e)
			text := p.buf[from:]
			for _, r := range seen {
				if bytes.Equal(p.buf[r[0]:r[1]], text) {
					p.buf = p.buf[:start]
					continue next
				}
			}
			seen = append(seen, [2]int{from, len(p.buf)})
		}
	}
	if len(seen) == 0 {
		p.fail(nil, "GROUPING SETS without columns")
	}
}

// ---- relations ----

func (p *printer) tableExpr(t ast.TableExpr) {
	defer p.leave()
	if !p.enter(t) {
		return
	}
	switch t := t.(type) {
	case nil:
		p.fail(nil, "a missing FROM item")
	case *ast.Table:
		p.qname(t.Name)
		p.alias(t, t.Alias, true)
	case *ast.Derived:
		if t.Lateral {
			if !p.need(t, fLateralDerived, "a LATERAL subquery") {
				return
			}
			p.ws("LATERAL ")
		}
		p.subquery(t.Query)
		p.alias(t, t.Alias, true)
	case *ast.Join:
		p.join(t)
	case *ast.Unnest:
		p.unnest(t)
	case *ast.TableFunc:
		p.tableFunc(t)
	case *ast.RowsFrom:
		p.rowsFrom(t)
	case *ast.Lateral:
		p.fail(t, "the canonical Lateral form: the target's lowering must replace it before printing")
	default:
		p.fail(t, "a FROM item of this kind")
	}
}

// alias prints AS name (cols); gated says the column list needs
// fColumnAliases (tables and subqueries; table functions always take one).
func (p *printer) alias(n ast.Node, a *ast.Alias, gated bool) {
	if a == nil {
		return
	}
	p.ws(" AS ")
	p.ident(a.Name)
	if len(a.Columns) > 0 {
		if gated && !p.need(n, fColumnAliases, "column aliases on a table or subquery") {
			return
		}
		p.wb('(')
		p.identList(a.Columns)
		p.wb(')')
	}
}

// lateralViewJoin recognizes how the parsers hold a Hive LATERAL VIEW that
// sits inside a FROM item (before a JOIN, or on the right table of a
// join): a cross join, or for OUTER a left join ON TRUE, of a relation with
// a generator table function. The Hive family prints it back as LATERAL
// VIEW, its only spelling there.
func (p *printer) lateralViewJoin(j *ast.Join) (tf *ast.TableFunc, outer, ok bool) {
	if p.st.lateralViews == lvNever || j.Natural || len(j.Using) > 0 {
		return nil, false, false
	}
	tf, ok = j.Right.(*ast.TableFunc)
	if !ok || tf.Func == nil || tf.Ordinality || tf.Alias == nil || len(tf.Func.Name) == 0 {
		return nil, false, false
	}
	switch {
	case j.Kind == ast.JoinCross && j.On == nil:
	case j.Kind == ast.JoinLeft && prTrueLiteral(j.On):
		outer = true
	default:
		return nil, false, false
	}
	// Where table functions exist in FROM (Doris), only a generator is a
	// lateral view; numbers(...) stays a table function.
	if p.st.lateralViews == lvGenerators && !prHiveGenerator(tf.Func.Name[len(tf.Func.Name)-1].Name) {
		return nil, false, false
	}
	return tf, outer, true
}

// lateralViewChain reports whether j is a relation followed by lateral
// views only, which Hive takes on the right of a join without parentheses.
func (p *printer) lateralViewChain(j *ast.Join) bool {
	if _, _, ok := p.lateralViewJoin(j); !ok {
		return false
	}
	if l, isJoin := j.Left.(*ast.Join); isJoin {
		return p.lateralViewChain(l)
	}
	return true
}

func prIsUnnest(t ast.TableExpr) bool {
	_, ok := t.(*ast.Unnest)
	return ok
}

func prTrueLiteral(e ast.Expr) bool {
	l, ok := e.(*ast.Literal)
	return ok && l.Kind == ast.LitBool && strings.EqualFold(l.Value, "true")
}

func (p *printer) join(j *ast.Join) {
	if tf, outer, ok := p.lateralViewJoin(j); ok {
		p.tableExpr(j.Left)
		p.nl()
		p.lateralViewClause(j, outer, tf.Func, tf.Alias.Name, tf.Alias.Columns)
		return
	}
	var kw string
	switch j.Kind {
	case ast.JoinInner:
		kw = "JOIN"
	case ast.JoinLeft:
		kw = "LEFT JOIN"
	case ast.JoinRight:
		kw = "RIGHT JOIN"
	case ast.JoinFull:
		kw = "FULL JOIN"
	case ast.JoinCross:
		kw = "CROSS JOIN"
	case ast.JoinSemi:
		if !p.need(j, fSemiJoin, "LEFT SEMI JOIN") {
			return
		}
		kw = p.st.semiJoin
	case ast.JoinAnti:
		if !p.need(j, fAntiJoin, "LEFT ANTI JOIN") {
			return
		}
		kw = p.st.antiJoin
	case ast.JoinCrossApply, ast.JoinOuterApply:
		if !p.st.has(fApply) {
			p.fail(j, j.Kind.String()+": lowering must turn it into a lateral join")
			return
		}
		kw = j.Kind.String()
	default:
		p.fail(j, "an unknown join kind")
		return
	}
	if j.Kind == ast.JoinCross && (j.On != nil || len(j.Using) > 0) {
		p.fail(j, "a CROSS JOIN with a condition")
		return
	}
	if j.On != nil && len(j.Using) > 0 {
		p.fail(j, "a join with both ON and USING")
		return
	}
	p.tableExpr(j.Left)
	p.nl()
	if j.Natural {
		if !p.need(j, fNatural, "NATURAL JOIN") {
			return
		}
		p.ws("NATURAL ")
	}
	p.ws(kw)
	p.wb(' ')
	if r, ok := j.Right.(*ast.Join); ok && p.lateralViewChain(r) {
		p.join(r)
	} else if ok {
		if !p.need(j, fNestedJoin, "a parenthesized join on the right of a join") {
			return
		}
		p.wb('(')
		p.indent++
		p.join(r)
		p.indent--
		p.wb(')')
	} else {
		if _, isTF := j.Right.(*ast.TableFunc); isTF && p.st.lateralTableFunc {
			p.ws("LATERAL ")
		}
		p.tableExpr(j.Right)
	}
	switch {
	case j.On != nil:
		p.ws(" ON ")
		p.expr(j.On)
	case len(j.Using) == 0 && !j.Natural && j.Kind <= ast.JoinFull && !p.st.joinWithoutOn &&
		!(p.st.unnestWithoutOn && prIsUnnest(j.Right)):
		// A join without a condition (Spark's JOIN LATERAL (...) s,
		// BigQuery's LEFT JOIN UNNEST(...)) joins every pair: ON TRUE.
		p.ws(" ON TRUE")
	}
	if len(j.Using) > 0 {
		if !p.need(j, fUsing, "JOIN ... USING") {
			return
		}
		p.ws(" USING (")
		p.identList(j.Using)
		p.wb(')')
	}
}

func (p *printer) unnest(u *ast.Unnest) {
	if !p.need(u, fUnnest, "UNNEST in FROM") {
		return
	}
	if len(u.Args) == 0 {
		p.fail(u, "UNNEST without arguments")
		return
	}
	if len(u.Args) > 1 && !p.need(u, fUnnestZip, "UNNEST of several arrays") {
		return
	}
	if u.Offset != nil && !p.need(u, fUnnestOffset, "UNNEST ... WITH OFFSET") {
		return
	}
	p.ws("UNNEST(")
	p.exprList(u.Args)
	p.wb(')')
	if p.st.has(fUnnestOffset) {
		// BigQuery: the alias names the element; WITH OFFSET has its own.
		if u.Ordinality {
			p.failNotIn(u, "UNNEST ... WITH ORDINALITY")
			return
		}
		if u.Alias != nil {
			if len(u.Alias.Columns) > 0 {
				p.failNotIn(u, "column aliases on UNNEST")
				return
			}
			p.ws(" AS ")
			p.ident(u.Alias.Name)
		}
		if u.Offset != nil {
			p.ws(" WITH OFFSET")
			if u.Offset.Name != "" {
				p.ws(" AS ")
				p.ident(*u.Offset)
			}
		}
		return
	}
	if u.Ordinality {
		if !p.need(u, fUnnestOrdinality, "UNNEST ... WITH ORDINALITY") {
			return
		}
		p.ws(" WITH ORDINALITY")
	}
	p.alias(u, u.Alias, false)
}

func (p *printer) tableFunc(t *ast.TableFunc) {
	if !p.need(t, fTableFunc, "a table function in FROM") {
		return
	}
	if t.Func == nil {
		p.fail(t, "a table function without a call")
		return
	}
	switch {
	case p.st.lateralFlatten && len(t.Func.Name) == 1 && strings.EqualFold(t.Func.Name[0].Name, "flatten"):
		p.ws("LATERAL ")
		p.funcCall(t.Func)
	case p.st.tableFn != "":
		p.ws(p.st.tableFn)
		p.wb('(')
		p.funcCall(t.Func)
		p.wb(')')
	default:
		p.funcCall(t.Func)
	}
	if t.Ordinality {
		if !p.need(t, fTableFuncOrdinality, "a table function WITH ORDINALITY") {
			return
		}
		p.ws(" WITH ORDINALITY")
	}
	p.alias(t, t.Alias, false)
}

func (p *printer) rowsFrom(r *ast.RowsFrom) {
	if !p.need(r, fRowsFrom, "ROWS FROM (...)") {
		return
	}
	if len(r.Funcs) == 0 {
		p.fail(r, "ROWS FROM without functions")
		return
	}
	p.ws("ROWS FROM (")
	for i, f := range r.Funcs {
		if f == nil {
			p.fail(r, "a missing function in ROWS FROM")
			return
		}
		if i > 0 {
			p.ws(", ")
		}
		p.funcCall(f)
	}
	p.wb(')')
	if r.Ordinality {
		p.ws(" WITH ORDINALITY")
	}
	p.alias(r, r.Alias, false)
}

func (p *printer) lateralView(lv *ast.LateralView) {
	if lv == nil {
		p.fail(nil, "a missing LATERAL VIEW")
		return
	}
	if !p.need(lv, fLateralView, "LATERAL VIEW (lowering must replace it)") {
		return
	}
	if lv.Func == nil {
		p.fail(lv, "a LATERAL VIEW without a function")
		return
	}
	p.lateralViewClause(lv, lv.Outer, lv.Func, lv.Table, lv.Columns)
}

func (p *printer) lateralViewClause(n ast.Node, outer bool, f *ast.Func, table ast.Ident, cols []ast.Ident) {
	p.ws("LATERAL VIEW ")
	if outer {
		if !p.need(n, fLateralViewOuter, "LATERAL VIEW OUTER") {
			return
		}
		p.ws("OUTER ")
	}
	p.funcCall(f)
	p.wb(' ')
	p.ident(table)
	if len(cols) > 0 {
		p.ws(" AS ")
		p.identList(cols)
	}
}

// describe prints DuckDB's DESCRIBE query | table. No other dialect has a
// statement with its output (column_name, column_type, null, key, default,
// extra in DuckDB's type names).
func (p *printer) describe(d *ast.Describe) {
	if p.st.name != "duckdb" {
		p.failNotIn(d, "DESCRIBE")
		return
	}
	p.ws("DESCRIBE ")
	switch {
	case d.Query != nil:
		if _, ok := d.Query.Body.(*ast.Describe); ok {
			p.subquery(d.Query) // DESCRIBE (DESCRIBE ...)
			return
		}
		p.query(d.Query)
	case len(d.Table) > 0:
		p.qname(d.Table)
	default:
		p.fail(d, "a DESCRIBE of nothing")
	}
}
