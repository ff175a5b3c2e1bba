package build

import (
	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// query builds WITH ... body ORDER BY ... LIMIT ....
func (b *builder) query(c gen.IQueryContext) *ast.Query {
	if c == nil {
		return nil
	}
	if !b.enter(c) {
		return nil
	}
	defer b.leave()
	q := b.queryNoWith(c.QueryNoWith(), nil)
	if q == nil {
		return nil
	}
	if w := c.WithClause(); w != nil {
		if _, ok := q.Body.(*ast.Describe); ok {
			// DuckDB's parser rejects WITH before a DESCRIBE, parenthesized or not.
			b.invalid(b.span(c.QueryNoWith()), "DESCRIBE cannot follow WITH: select from it")
		}
		if q.With != nil {
			// (WITH a AS ...) under an outer WITH: keep the inner query whole.
			q = &ast.Query{Body: q}
		}
		q.With = b.with(w)
		q.Span = b.span(c)
	}
	return q
}

// with builds WITH [RECURSIVE] name [(cols)] AS (query), ....
func (b *builder) with(c gen.IWithClauseContext) *ast.With {
	w := &ast.With{Span: b.span(c), Recursive: hasTok(c, gen.SqlParserRECURSIVE)}
	for _, ch := range c.GetChildren() {
		switch nq := ch.(type) {
		case gen.INamedQueryContext:
			if m := nq.ModifyingStatement(); m != nil {
				b.unsupported(b.span(m), "a data-modifying statement ("+upperASCII(termText(m, 0))+") in WITH is not supported")
				continue
			}
			if s := nq.SearchClause(); s != nil {
				b.unsupported(b.span(s), "the SEARCH clause of a recursive query is not supported")
			}
			if cy := nq.CycleClause(); cy != nil {
				b.unsupported(b.span(cy), "the CYCLE clause of a recursive query is not supported")
			}
			if q := nq.Query(); q != nil && bareDescribe(q.QueryNoWith()) {
				b.invalid(b.span(nq.Query()), "the query of a CTE cannot be a DESCRIBE")
			}
			w.CTEs = append(w.CTEs, &ast.CTE{Span: b.span(nq), Name: b.ident(nq.GetName()),
				Columns: b.columnAliases(nq.ColumnAliases()), Query: b.query(nq.Query())})
		case gen.IInlineFunctionContext:
			b.unsupported(b.span(nq), "an inline function (WITH FUNCTION) is not supported")
		}
	}
	return w
}

// queryNoWith builds a query body with its ordering and limit clauses. from, when set, is
// the FROM clause of a Hive multi-insert that the body's SELECT takes.
func (b *builder) queryNoWith(c gen.IQueryNoWithContext, from gen.IFromClauseContext) *ast.Query {
	if c == nil {
		return nil
	}
	q := &ast.Query{Span: b.span(c)}
	for _, ch := range c.GetChildren() {
		switch x := ch.(type) {
		case gen.IQueryTermContext:
			q.Body = b.queryTerm(x, from)
		case gen.IOrderByClauseContext:
			if hasTok(x, gen.SqlParserALL) {
				q.OrderBy = b.orderByAll(x, q.Body)
			} else {
				q.OrderBy = b.orderBy(x)
			}
		case gen.IClusterByClauseContext:
			b.gate(fHiveClauses, b.termSpan(termAt(x, 0)), "CLUSTER BY")
			q.ClusterBy = b.exprList(x, 0)
		case gen.IDistributeByClauseContext:
			b.gate(fHiveClauses, b.termSpan(termAt(x, 0)), "DISTRIBUTE BY")
			q.DistributeBy = b.exprList(x, 0)
		case gen.ISortByClauseContext:
			b.gate(fHiveClauses, b.termSpan(termAt(x, 0)), "SORT BY")
			q.SortBy = b.sortItems(x)
		case gen.ILimitClauseContext:
			b.limit(x, q)
		}
	}
	if q.Body == nil {
		return nil
	}
	if _, ok := q.Body.(*ast.Describe); ok && (q.OrderBy != nil || q.Limit != nil || q.Offset != nil) {
		// DuckDB's parser rejects ORDER BY, LIMIT and OFFSET around a DESCRIBE.
		b.invalid(q.Span, "a DESCRIBE takes no ORDER BY, LIMIT or OFFSET of its own: select from it")
	}
	// A parenthesized query with nothing around it is its inner query.
	if inner, ok := q.Body.(*ast.Query); ok && q.With == nil && q.OrderBy == nil && q.Limit == nil &&
		q.Offset == nil && q.SortBy == nil && q.DistributeBy == nil && q.ClusterBy == nil {
		return inner
	}
	return q
}

// limit fills in LIMIT / OFFSET / FETCH FIRST.
func (b *builder) limit(c gen.ILimitClauseContext, q *ast.Query) {
	switch c := c.(type) {
	case *gen.LimitOffsetContext:
		lim := b.expr(c.GetLimit())
		if sec := c.GetSecond(); sec != nil {
			// LIMIT offset, count
			b.gate(fLimitComma, b.span(sec), "LIMIT offset, count")
			q.Offset, q.Limit = lim, b.expr(sec)
		} else {
			q.Limit = lim
		}
		if o := c.GetOffset(); o != nil {
			q.Offset = b.expr(o)
		}
	case *gen.OffsetLimitContext:
		q.Offset = b.expr(c.GetOffset())
		if l := c.GetLimit(); l != nil {
			q.Limit = b.expr(l)
		}
		if f := c.FetchFirst(); f != nil {
			q.Limit = b.fetchFirst(f)
		}
	case *gen.FetchOnlyContext:
		q.Limit = b.fetchFirst(c.FetchFirst())
	}
}

// fetchFirst builds FETCH FIRST [n] ROWS ONLY as a limit (1 when n is omitted).
func (b *builder) fetchFirst(c gen.IFetchFirstContext) ast.Expr {
	if c == nil {
		return nil
	}
	if hasTok(c, gen.SqlParserTIES) {
		b.unsupported(b.span(c), "FETCH ... WITH TIES is not supported")
	}
	if n := c.GetCount(); n != nil {
		return b.expr(n)
	}
	return &ast.Literal{Span: b.span(c), Kind: ast.LitInt, Value: "1"}
}

// queryTerm builds set operations; INTERSECT binds tighter (the grammar's precedence).
func (b *builder) queryTerm(c gen.IQueryTermContext, from gen.IFromClauseContext) ast.QueryExpr {
	if c == nil {
		return nil
	}
	if !b.enter(c) {
		return nil
	}
	defer b.leave()
	switch c := c.(type) {
	case *gen.QueryTermDefaultContext:
		return b.queryPrimary(c.QueryPrimary(), from)
	case *gen.SetOperationContext:
		if from != nil {
			b.unsupported(b.span(c), "a set operation in a multi-insert branch is not supported")
		}
		s := &ast.SetOp{Span: b.span(c)}
		if hasTok(c, gen.SqlParserNAME) {
			// The tree's set operations match columns by position; DuckDB's and Spark's BY NAME
			// match them by name.
			b.unsupported(s.Span, "a set operation BY NAME is not supported: lateral matches the branches' columns by position")
		}
		switch tokenType(c.GetOperator()) {
		case gen.SqlParserINTERSECT:
			s.Op = ast.Intersect
		case gen.SqlParserEXCEPT, gen.SqlParserSETMINUS:
			s.Op = ast.Except
		}
		if sq := c.SetQuantifier(); sq != nil {
			s.All = hasTok(sq, gen.SqlParserALL)
		}
		s.L = b.queryTerm(c.GetLeft(), nil)
		s.R = b.queryTerm(c.GetRight(), nil)
		if bareDescribe(c.GetRight()) {
			b.invalid(b.span(c.GetRight()), "DESCRIBE is not an operand of a set operation (parenthesize it)")
		}
		return s
	}
	return nil
}

// queryPrimary builds SELECT, VALUES, TABLE t and (query).
func (b *builder) queryPrimary(c gen.IQueryPrimaryContext, from gen.IFromClauseContext) ast.QueryExpr {
	if c == nil {
		return nil
	}
	sp := b.span(c)
	switch c := c.(type) {
	case *gen.QueryPrimaryDefaultContext:
		return b.selectBlock(c.QuerySpecification(), from, sp)
	case *gen.FromFirstQueryContext:
		// DuckDB: FROM t SELECT ...
		if c.QuerySpecification().FromClause() != nil {
			b.invalid(sp, "a FROM-first query has a second FROM clause")
		}
		return b.selectBlock(c.QuerySpecification(), c.FromClause(), sp)
	case *gen.InlineTableContext:
		return b.values(c, sp)
	case *gen.TableQueryContext:
		// TABLE t is SELECT * FROM t.
		name := b.qname(c.QualifiedName())
		return &ast.Select{Span: sp, Items: []*ast.SelectItem{{Span: sp, Expr: &ast.Star{Span: sp}}},
			From: []ast.TableExpr{&ast.Table{Span: name.Span(), Name: name}}}
	case *gen.ParenthesizedQueryContext:
		q := b.query(c.Query())
		if q == nil {
			return nil
		}
		if q.With == nil && q.OrderBy == nil && q.Limit == nil && q.Offset == nil && q.SortBy == nil &&
			q.DistributeBy == nil && q.ClusterBy == nil {
			return q.Body
		}
		return q
	case *gen.DescribeQueryContext:
		return b.describe(c, sp)
	}
	return nil
}

// describe builds DuckDB's DESCRIBE query | table (DESC, and SHOW query, are its synonyms).
// In the other dialects these are statements lateral does not read.
func (b *builder) describe(c *gen.DescribeQueryContext, sp ast.Span) ast.QueryExpr {
	kw := upperASCII(c.GetKind().GetText())
	if !b.is("duckdb") {
		b.unsupported(sp, kw+" is not supported")
		return nil
	}
	d := &ast.Describe{Span: sp}
	if qc := c.Query(); qc != nil {
		if qc.WithClause() == nil && bareDescribe(qc.QueryNoWith()) {
			b.invalid(b.span(qc), "DESCRIBE of a DESCRIBE needs parentheses: DESCRIBE (DESCRIBE ...)")
		}
		if d.Query = b.query(qc); d.Query == nil {
			return nil
		}
	} else {
		d.Table = b.qname(c.QualifiedName())
	}
	return d
}

// bareDescribe reports whether a query term is an unparenthesized DESCRIBE, which DuckDB
// does not accept as an operand of a set operation or after WITH.
func bareDescribe(c antlr.Tree) bool {
	for {
		switch x := c.(type) {
		case *gen.QueryTermDefaultContext:
			c = x.QueryPrimary()
		case *gen.QueryNoWithContext:
			c = x.QueryTerm()
		case *gen.DescribeQueryContext:
			return true
		default:
			return false
		}
	}
}

// values builds VALUES row, row, ...: a parenthesized list is one row of several columns.
func (b *builder) values(c antlr.ParserRuleContext, sp ast.Span) *ast.Values {
	ch := c.GetChildren()
	v := &ast.Values{Span: sp, Rows: make([][]ast.Expr, 0, len(ch)/2)}
	for _, x := range ch {
		if e, ok := x.(gen.IExpressionContext); ok {
			v.Rows = append(v.Rows, b.row(e))
		}
	}
	return v
}

// row builds a parenthesized list (a, b) as its values; anything else is one value.
func (b *builder) row(e gen.IExpressionContext) []ast.Expr {
	if p := parenList(e); p != nil {
		return b.exprList(p, 0)
	}
	return []ast.Expr{b.expr(e)}
}

// parenList returns the parenthesized expression list e consists of, or nil.
func parenList(e gen.IExpressionContext) *gen.ParenthesizedExpressionContext {
	p, _ := primaryOf(e).(*gen.ParenthesizedExpressionContext)
	if p != nil && p.GetFieldStar() != nil {
		return nil // (x).* is one item
	}
	return p
}

// primaryOf returns the value expression e consists of, or nil.
func primaryOf(e gen.IExpressionContext) gen.IValueExpressionContext {
	ve, ok := e.(*gen.ValueExpressionDefaultContext)
	if !ok {
		return nil
	}
	return ve.ValueExpression()
}

// selectBlock builds one SELECT; from, when set, replaces its FROM clause.
func (b *builder) selectBlock(c gen.IQuerySpecificationContext, from gen.IFromClauseContext, sp ast.Span) *ast.Select {
	if c == nil {
		return nil
	}
	s := &ast.Select{Span: sp}
	ch := c.GetChildren()
	n := 0
	for _, x := range ch {
		if _, ok := x.(gen.ISelectItemContext); ok {
			n++
		}
	}
	s.Items = make([]*ast.SelectItem, 0, n)
	if from != nil {
		b.fromClause(from, s)
	}
	for _, x := range ch {
		switch x := x.(type) {
		case gen.ISelectQuantifierContext:
			if hasTok(x, gen.SqlParserDISTINCT) {
				s.Distinct = true
				if hasTok(x, gen.SqlParserON) {
					b.gate(fDistinctOn, b.span(x), "DISTINCT ON")
					s.DistinctOn = b.exprList(x, 0)
				}
			}
		case gen.ISelectItemContext:
			if it := b.selectItem(x); it != nil {
				s.Items = append(s.Items, it)
			}
		case gen.IUsingSampleContext:
			b.unsupported(b.span(x), "USING SAMPLE is not supported")
		case gen.IFromClauseContext:
			b.fromClause(x, s)
		case gen.IWhereClauseContext:
			s.Where = b.expr(x.Expression())
		case gen.IGroupByClauseContext:
			s.GroupBy = b.groupBy(x)
		case gen.IHavingClauseContext:
			s.Having = b.expr(x.Expression())
		case gen.IWindowClauseContext:
			for _, w := range x.GetChildren() {
				if nw, ok := w.(gen.INamedWindowContext); ok {
					s.Windows = append(s.Windows, &ast.NamedWindow{Span: b.span(nw), Name: b.ident(nw.GetName()),
						Spec: b.windowSpec(nw.WindowSpecification())})
				}
			}
		case gen.IQualifyClauseContext:
			b.gate(fQualify, b.termSpan(termAt(x, 0)), "QUALIFY")
			s.Qualify = b.expr(x.Expression())
		}
	}
	if sa := c.GetSelectAs(); sa != nil {
		// BigQuery's SELECT AS STRUCT; SELECT AS VALUE and SELECT AS
		// a_type are not taken.
		id := b.ident(sa)
		sp, kind := spanFromTo(b.termSpan(firstTok(c, gen.SqlParserAS)), b.span(sa)), upperASCII(id.Name)
		switch {
		case kind != "STRUCT" || id.Quoted:
			b.unsupported(sp, "SELECT AS "+kind+" is not supported")
		case b.f&fSelectAsStruct == 0:
			b.notDialect(sp, "SELECT AS STRUCT")
		default:
			s.AsStruct = true
		}
	}
	return s
}

// selectItem builds expr [AS alias], expr AS (a, b), expr AS 'alias', * and t.*.
func (b *builder) selectItem(c gen.ISelectItemContext) *ast.SelectItem {
	sp := b.span(c)
	switch c := c.(type) {
	case *gen.SelectAllContext:
		st := &ast.Star{Span: sp}
		if q := c.QualifiedName(); q != nil {
			st.Table = b.qname(q)
		}
		for _, ch := range c.GetChildren() {
			if m, ok := ch.(gen.IStarModifierContext); ok {
				b.unsupported(b.span(m), "SELECT * "+upperASCII(termText(m, 0))+" is not supported")
			}
		}
		return &ast.SelectItem{Span: sp, Expr: st}
	case *gen.SelectSingleContext:
		it := &ast.SelectItem{Span: sp, Expr: b.expr(c.Expression())}
		if a := c.GetAlias(); a != nil {
			it.Alias = identPtr(b.ident(a))
		} else if r := c.GetReservedAlias(); r != nil {
			it.Alias = b.reservedAlias(b.span(r), b.text(r))
		} else if as := c.GetAliases(); len(as) > 0 {
			b.gate(fMultiAlias, b.span(as[0]), "AS (a, b)")
			it.Aliases = make([]ast.Ident, len(as))
			for i, a := range as {
				it.Aliases[i] = b.ident(a)
			}
		} else if s := c.GetStringAlias(); s != nil {
			b.gate(fStringAlias, b.span(s), "a string alias")
			v, ssp := b.stringConst(s)
			it.Alias = &ast.Ident{Span: ssp, Name: v, Quoted: true}
		}
		return it
	}
	return nil
}

// reservedAlias builds a reserved word written as a column alias after AS, spanning sp:
// PostgreSQL and DuckDB take any keyword there (shared with the fast path).
func (b *builder) reservedAlias(sp ast.Span, word string) *ast.Ident {
	if !b.is("postgres", "duckdb") {
		b.notDialect(sp, "a reserved word as a column alias")
	}
	return &ast.Ident{Span: sp, Name: word}
}

// groupBy builds GROUP BY [ALL|DISTINCT] items [WITH ROLLUP|CUBE] [GROUPING SETS (...)].
func (b *builder) groupBy(c gen.IGroupByClauseContext) *ast.GroupBy {
	g := &ast.GroupBy{Span: b.span(c)}
	var sets [][]ast.Expr // a trailing GROUPING SETS (...)
	seenSets := false
	for _, ch := range c.GetChildren() {
		switch x := ch.(type) {
		case gen.ISetQuantifierContext:
			if hasTok(x, gen.SqlParserDISTINCT) {
				b.unsupported(b.span(x), "GROUP BY DISTINCT is not supported")
			}
		case gen.IGroupingElementContext:
			g.Items = append(g.Items, b.groupingElement(x))
		case gen.IGroupingSetContext:
			seenSets = true
			sets = append(sets, b.groupingSet(x))
		}
	}
	if q := c.SetQuantifier(); q != nil && hasTok(q, gen.SqlParserALL) && len(g.Items) == 0 && !seenSets {
		b.gate(fGroupByAll, b.span(c), "GROUP BY ALL")
		g.All = true
	}
	if m := c.GetModifier(); m != nil {
		b.gate(fWithRollup, b.tokSpan(m), "GROUP BY ... WITH "+upperASCII(m.GetText()))
		if tokenType(m) == gen.SqlParserROLLUP {
			g.Items = []ast.Expr{&ast.Rollup{Span: g.Span, Exprs: g.Items}}
		} else {
			g.Items = []ast.Expr{&ast.Cube{Span: g.Span, Exprs: g.Items}}
		}
	}
	if seenSets {
		// Hive: GROUP BY a, b GROUPING SETS ((a, b), (a)): the sets alone define the grouping.
		g.Items = []ast.Expr{&ast.GroupingSets{Span: g.Span, Sets: sets}}
	}
	return g
}

// groupingElement builds one item of GROUP BY.
func (b *builder) groupingElement(c gen.IGroupingElementContext) ast.Expr {
	sp := b.span(c)
	switch c := c.(type) {
	case *gen.SingleGroupingSetContext:
		return b.expr(c.Expression())
	case *gen.RollupContext:
		return &ast.Rollup{Span: sp, Exprs: b.groupingList(c)}
	case *gen.CubeContext:
		return &ast.Cube{Span: sp, Exprs: b.groupingList(c)}
	case *gen.GroupingSetsContext:
		gs := &ast.GroupingSets{Span: sp}
		for _, ch := range c.GetChildren() {
			if s, ok := ch.(gen.IGroupingSetContext); ok {
				gs.Sets = append(gs.Sets, b.groupingSet(s))
			}
		}
		return gs
	}
	return nil
}

// groupingList builds the arguments of ROLLUP(...) / CUBE(...); a parenthesized (a, b)
// stays one composite element (a row).
func (b *builder) groupingList(c antlr.ParserRuleContext) []ast.Expr {
	var out []ast.Expr
	for _, ch := range c.GetChildren() {
		s, ok := ch.(gen.IGroupingSetContext)
		if !ok {
			continue
		}
		switch g := s.GroupingElement().(type) {
		case *gen.SingleGroupingSetContext:
			out = append(out, b.expr(g.Expression()))
		default:
			b.unsupported(b.span(s), "this element inside ROLLUP or CUBE is not supported")
		}
	}
	return out
}

// groupingSet builds one set of GROUPING SETS: (), a, (a, b), or a nested ROLLUP/CUBE.
func (b *builder) groupingSet(c gen.IGroupingSetContext) []ast.Expr {
	switch g := c.GroupingElement().(type) {
	case nil:
		return []ast.Expr{}
	case *gen.SingleGroupingSetContext:
		return b.row(g.Expression())
	default:
		return []ast.Expr{b.groupingElement(g)}
	}
}
