package build

import (
	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// fromClause fills in s.From and s.LateralViews.
//
// LATERAL VIEWs that end the FROM clause (Spark's only form, and Hive's usual one) go to
// Select.LateralViews: they apply after all of From, left to right. A view written in the
// middle (Hive: on the left of a later join, or on a join's right side before ON) applies to
// that relation only; it is built as the join it means, CROSS JOIN f(args) AS t(cols) (or
// LEFT JOIN ... ON TRUE for OUTER), with the function a TableFunc, so the later join's
// condition can still refer to the view's columns.
func (b *builder) fromClause(c gen.IFromClauseContext, s *ast.Select) {
	if c == nil {
		return
	}
	if c.VALUES() != nil {
		// FROM VALUES (...), (...) [AS] t(a, b)
		sp := b.span(c)
		v := b.values(c, sp)
		v.Span = spanFromTo(b.termSpan(c.VALUES()), sp)
		d := &ast.Derived{Span: sp, Query: &ast.Query{Span: v.Span, Body: v}, Alias: b.tableAlias(c.TableAlias())}
		s.From = []ast.TableExpr{d}
		return
	}
	ch := c.GetChildren()
	n := 0
	for _, x := range ch {
		if _, ok := x.(gen.IRelationContext); ok {
			n++
		}
	}
	s.From = make([]ast.TableExpr, 0, n)
	i := 0
	for _, x := range ch {
		r, ok := x.(gen.IRelationContext)
		if !ok {
			continue
		}
		i++
		if i == n {
			// Peel the trailing views off the last relation.
			var views []*ast.LateralView
			for {
				lv, ok := r.(*gen.LateralViewRelationContext)
				if !ok {
					break
				}
				views = append(views, b.lateralView(lv.LateralView()))
				r = lv.GetLeft()
			}
			for l, h := 0, len(views)-1; l < h; l, h = l+1, h-1 {
				views[l], views[h] = views[h], views[l]
			}
			s.LateralViews = views
		}
		if t := b.relation(r); t != nil {
			s.From = append(s.From, t)
		}
	}
}

// lateralView builds LATERAL VIEW [OUTER] f(args) [t] [AS c1, c2].
func (b *builder) lateralView(c gen.ILateralViewContext) *ast.LateralView {
	if c == nil {
		return nil
	}
	sp := b.span(c)
	b.gate(fLateralView, spanFromTo(b.termSpan(c.LATERAL()), b.termSpan(c.VIEW())), "LATERAL VIEW")
	lv := &ast.LateralView{Span: sp, Outer: c.OUTER() != nil}
	f := &ast.Func{Name: b.funcName(c.GetFunction())}
	var last ast.Span
	for _, ch := range c.GetChildren() {
		if e, ok := ch.(gen.IExpressionContext); ok {
			f.Args = append(f.Args, b.expr(e))
		}
	}
	if rp := c.RPAREN(); rp != nil {
		last = b.termSpan(rp)
	}
	f.Span = spanFromTo(b.span(c.GetFunction()), last)
	lv.Func = b.resolveTable(f)
	if a := c.GetViewAlias(); a != nil {
		lv.Table = b.ident(a)
	}
	if cols := c.GetColumns(); len(cols) > 0 {
		lv.Columns = make([]ast.Ident, len(cols))
		for i, col := range cols {
			lv.Columns[i] = b.ident(col)
		}
	}
	return lv
}

// viewJoin builds a LATERAL VIEW that applies to one relation as the join it means.
func (b *builder) viewJoin(left ast.TableExpr, lv *ast.LateralView) ast.TableExpr {
	if lv == nil {
		return left
	}
	tf := &ast.TableFunc{Span: lv.Span, Func: lv.Func}
	if lv.Table.Name != "" || len(lv.Columns) > 0 {
		tf.Alias = &ast.Alias{Span: spanFromTo(lv.Table.Span, lv.Span), Name: lv.Table, Columns: lv.Columns}
	}
	j := &ast.Join{Span: spanFromTo(spanOf(left), lv.Span), Kind: ast.JoinCross, Left: left, Right: tf}
	if lv.Outer {
		j.Kind = ast.JoinLeft
		j.On = &ast.Literal{Span: lv.Span, Kind: ast.LitBool, Value: "true"}
	}
	return j
}

// relation builds a FROM item: joins, APPLY, mid-relation LATERAL VIEWs, aliased primaries.
func (b *builder) relation(c gen.IRelationContext) ast.TableExpr {
	if c == nil {
		return nil
	}
	if !b.enter(c) {
		return nil
	}
	defer b.leave()
	sp := b.span(c)
	switch c := c.(type) {
	case *gen.RelationDefaultContext:
		return b.aliasedRelation(c.AliasedRelation())
	case *gen.LateralViewRelationContext:
		return b.viewJoin(b.relation(c.GetLeft()), b.lateralView(c.LateralView()))
	case *gen.ApplyRelationContext:
		kindTok := c.GetKind()
		b.gate(fApply, spanFromTo(b.tokSpan(kindTok), b.termSpan(c.APPLY())), upperASCII(kindTok.GetText())+" APPLY")
		k := ast.JoinCrossApply
		if tokenType(kindTok) == gen.SqlParserOUTER {
			k = ast.JoinOuterApply
		}
		return &ast.Join{Span: sp, Kind: k, Left: b.relation(c.GetLeft()), Right: b.aliasedRelation(c.GetRight())}
	case *gen.JoinRelationContext:
		return b.join(c, sp)
	}
	return nil
}

// join builds left [kind] JOIN right [LATERAL VIEW ...] [ON cond | USING (cols)].
func (b *builder) join(c *gen.JoinRelationContext, sp ast.Span) ast.TableExpr {
	j := &ast.Join{Span: sp, Kind: ast.JoinInner, Left: b.relation(c.GetLeft())}
	right := b.aliasedRelation(c.GetRight())
	for _, x := range c.GetChildren() {
		if lv, ok := x.(gen.ILateralViewContext); ok {
			right = b.viewJoin(right, b.lateralView(lv))
		}
	}
	j.Right = right
	swap := false
	if jt := c.JoinType(); jt != nil {
		j.Kind, j.Natural, swap = b.joinType(jt)
	}
	if h := c.JoinHint(); h != nil {
		b.ignored(b.span(h), "join hint ignored")
	}
	if jc := c.JoinCriteria(); jc != nil {
		if e := jc.Expression(); e != nil {
			j.On = b.expr(e)
		} else {
			j.Using = b.idents(jc)
			if a := jc.GetAlias(); a != nil {
				// The alias was collected with the columns; it is not a column.
				j.Using = j.Using[:len(j.Using)-1]
				b.unsupported(b.span(a), "USING (...) AS alias is not supported")
			}
		}
		if j.Natural {
			b.invalid(b.span(jc), "a NATURAL join takes no ON or USING")
		}
		if j.Kind == ast.JoinCross {
			b.invalid(b.span(jc), "a CROSS JOIN takes no ON or USING")
		}
	}
	if swap {
		// RIGHT SEMI/ANTI JOIN keeps the right side's rows: it is the left form mirrored.
		j.Left, j.Right = j.Right, j.Left
	}
	return j
}

// joinType maps a join type; swap reports a RIGHT SEMI or RIGHT ANTI join.
func (b *builder) joinType(c gen.IJoinTypeContext) (k ast.JoinKind, natural, swap bool) {
	sp := b.span(c)
	right := hasTok(c, gen.SqlParserRIGHT)
	switch {
	case hasTok(c, gen.SqlParserNATURAL):
		b.gate(fNatural, sp, "NATURAL JOIN")
		natural = true
		switch {
		case hasTok(c, gen.SqlParserLEFT):
			k = ast.JoinLeft
		case right:
			k = ast.JoinRight
		case hasTok(c, gen.SqlParserFULL):
			k = ast.JoinFull
		}
	case hasTok(c, gen.SqlParserSEMI):
		b.gate(fSemiAnti, sp, upperASCII(b.text(c))+" JOIN")
		k, swap = ast.JoinSemi, right
	case hasTok(c, gen.SqlParserANTI):
		b.gate(fSemiAnti, sp, upperASCII(b.text(c))+" JOIN")
		k, swap = ast.JoinAnti, right
	case hasTok(c, gen.SqlParserASOF):
		b.unsupported(sp, "ASOF JOIN is not supported")
	case hasTok(c, gen.SqlParserPOSITIONAL):
		b.unsupported(sp, "POSITIONAL JOIN is not supported")
	case hasTok(c, gen.SqlParserCROSS):
		k = ast.JoinCross
	case hasTok(c, gen.SqlParserLEFT):
		k = ast.JoinLeft
	case right:
		k = ast.JoinRight
	case hasTok(c, gen.SqlParserFULL):
		k = ast.JoinFull
	}
	return k, natural, swap
}

// tableRelation builds the table name in FROM, spanning sp (psp the name's span): BigQuery's
// FROM t, t.arr WITH OFFSET is an implicit UNNEST of the path (shared with the fast path).
func (b *builder) tableRelation(sp, psp ast.Span, name ast.QName, ord bool, offset *ast.Ident, alias *ast.Alias) ast.TableExpr {
	if offset != nil && b.d.Name == "bigquery" {
		return &ast.Unnest{Span: sp, Args: []ast.Expr{&ast.ColumnRef{Span: psp, Name: name}}, Offset: offset, Alias: alias}
	}
	if ord || offset != nil {
		b.invalid(sp, "WITH ORDINALITY and WITH OFFSET apply to UNNEST or a table function, not a table")
	}
	return &ast.Table{Span: sp, Name: name, Alias: alias}
}

// aliasParenthesized gives the parenthesized relation inner the alias written after it: a
// table or subquery takes it, a join cannot (shared with the fast path).
func (b *builder) aliasParenthesized(sp ast.Span, inner ast.TableExpr, alias *ast.Alias) ast.TableExpr {
	if alias != nil {
		switch t := inner.(type) {
		case *ast.Table:
			if t.Alias == nil {
				t.Alias, t.Span = alias, sp
				return t
			}
		case *ast.Derived:
			if t.Alias == nil {
				t.Alias, t.Span = alias, sp
				return t
			}
		}
		b.unsupported(alias.Span, "an alias on a parenthesized join is not supported")
	}
	return inner
}

// unnestRelation builds UNNEST(args) in FROM, spanning sp (psp the UNNEST(...) part; shared
// with the fast path).
func (b *builder) unnestRelation(sp, psp ast.Span, args []ast.Expr, ord bool, offset *ast.Ident, alias *ast.Alias) ast.TableExpr {
	if len(args) > 1 && b.d.Name == "duckdb" {
		// DuckDB's UNNEST table function takes one list
		b.notDialect(psp, "UNNEST with several arguments")
	}
	return &ast.Unnest{Span: sp, Args: args, Ordinality: ord, Offset: offset, Alias: alias}
}

// aliasedRelation builds primary [WITH ORDINALITY] [AS t(cols)] [WITH OFFSET [AS o]].
func (b *builder) aliasedRelation(c gen.IAliasedRelationContext) ast.TableExpr {
	if c == nil {
		return nil
	}
	sp := b.span(c)
	alias := b.tableAlias(c.TableAlias())
	ord := c.ORDINALITY() != nil
	var offset *ast.Ident
	if c.OFFSET() != nil {
		b.gate(fUnnestOffset, b.termSpan(c.OFFSET()), "WITH OFFSET")
		offset = &ast.Ident{Span: b.termSpan(c.OFFSET())}
		if a := c.GetOffsetAlias(); a != nil {
			offset = identPtr(b.ident(a))
		}
	}
	if ord {
		b.gate(fOrdinality, b.termSpan(c.ORDINALITY()), "WITH ORDINALITY")
	}
	if s := c.Sample(); s != nil {
		b.unsupported(b.span(s), "TABLESAMPLE is not supported")
	}
	if m := c.MatchRecognize(); m != nil {
		b.unsupported(b.span(m), "MATCH_RECOGNIZE is not supported")
		return nil
	}
	p := c.RelationPrimary()
	psp := b.span(p)
	switch p := p.(type) {
	case *gen.TableNameContext:
		return b.tableRelation(sp, psp, b.qname(p.QualifiedName()), ord, offset, alias)
	case *gen.SubqueryRelationContext:
		if ord || offset != nil {
			b.invalid(sp, "WITH ORDINALITY and WITH OFFSET apply to UNNEST or a table function, not a subquery")
		}
		return &ast.Derived{Span: sp, Lateral: p.LATERAL() != nil, Query: b.query(p.Query()), Alias: alias}
	case *gen.ParenthesizedRelationContext:
		inner := b.relation(p.Relation())
		if ord || offset != nil {
			b.invalid(sp, "WITH ORDINALITY and WITH OFFSET apply to UNNEST or a table function")
		}
		return b.aliasParenthesized(sp, inner, alias)
	case *gen.UnnestRelationContext:
		b.gate(fUnnestFrom, psp, "UNNEST in FROM")
		return b.unnestRelation(sp, psp, b.exprList(p, 0), ord, offset, alias)
	case *gen.TableFunctionContext:
		b.gate(fTableFunc, psp, "a function call in FROM")
		f := b.tableFuncArgs(p, &ast.Func{Span: psp, Name: b.qname(p.GetName())})
		if offset != nil {
			b.invalid(sp, "WITH OFFSET applies to UNNEST")
		}
		return &ast.TableFunc{Span: sp, Func: f, Ordinality: ord, Alias: alias}
	case *gen.TableFunctionInvocationContext:
		f := b.tableFunctionCall(p.TableFunctionCall())
		if offset != nil {
			b.invalid(sp, "WITH OFFSET applies to UNNEST")
		}
		return &ast.TableFunc{Span: sp, Func: f, Ordinality: ord, Alias: alias}
	case *gen.JsonTableContext:
		b.unsupported(psp, "JSON_TABLE is not supported")
		return nil
	case *gen.RowsFromContext:
		b.gate(fRowsFrom, psp, "ROWS FROM")
		rf := &ast.RowsFrom{Span: sp, Ordinality: ord, Alias: alias}
		for _, x := range p.GetChildren() {
			if it, ok := x.(gen.IRowsFromItemContext); ok {
				rf.Funcs = append(rf.Funcs, b.tableFunctionCall(it.TableFunctionCall()))
				if tc := it.TableColumns(); tc != nil {
					b.unsupported(b.span(tc), "a column definition list in ROWS FROM is not supported")
				}
			}
		}
		return rf
	}
	return nil
}

// tableFunctionCall builds name(args) inside TABLE(...) or ROWS FROM (...).
func (b *builder) tableFunctionCall(c gen.ITableFunctionCallContext) *ast.Func {
	if c == nil {
		return nil
	}
	return b.tableFuncArgs(c, &ast.Func{Span: b.span(c), Name: b.funcName(c.GetName())})
}

// tableFuncArgs builds the arguments of a function in FROM and checks the dialect's rules.
func (b *builder) tableFuncArgs(c antlr.ParserRuleContext, f *ast.Func) *ast.Func {
	for _, x := range c.GetChildren() {
		if a, ok := x.(gen.IFunctionArgumentContext); ok {
			f.Args = append(f.Args, b.funcArg(a, f.Name))
		}
	}
	b.gateFuncArgs(f)
	return b.resolveTable(f)
}

// tableAlias builds [AS] name [(cols)].
func (b *builder) tableAlias(c gen.ITableAliasContext) *ast.Alias {
	if c == nil {
		return nil
	}
	a := &ast.Alias{Span: b.span(c)}
	if n := c.GetName(); n != nil {
		a.Name = b.ident(n)
	}
	if tc := c.TableColumns(); tc != nil {
		for _, ch := range tc.GetChildren() {
			col, ok := ch.(gen.ITableColumnContext)
			if !ok {
				continue
			}
			a.Columns = append(a.Columns, b.ident(col.GetName()))
			if dt := col.DataType(); dt != nil {
				b.unsupported(b.span(dt), "a column type in a table alias is not supported")
			}
		}
	}
	return a
}
