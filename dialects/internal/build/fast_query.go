package build

import (
	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// The fast path's queries: query, queryNoWith, queryTerm, queryPrimary, querySpecification
// and their clauses, built as query.go builds them. Relations are in fast_rel.go.

// need bails unless the dialect has all the features in need: where the builder would
// record a B001 diagnostic, the ANTLR path reports it.
func (p *fastParser) need(f feature, what string) {
	if p.b.f&f != f {
		p.bail("not dialect: " + what)
	}
}

// query parses `query: withClause? queryNoWith`.
//
//	withClause: WITH RECURSIVE? namedQuery (COMMA namedQuery)*   (taken)
//	          | WITH inlineFunction (COMMA inlineFunction)*       (bails)
func (p *fastParser) query() *ast.Query {
	p.enterF()
	defer p.leaveF()
	start := p.pos
	if !p.at(gen.SqlParserWITH) {
		return p.queryNoWith()
	}
	w := p.with()
	q := p.queryNoWith()
	if q.With != nil {
		// (WITH a AS ...) under an outer WITH: keep the inner query whole.
		q = &ast.Query{Body: q}
	}
	q.With = w
	q.Span = p.spanFrom(start)
	return q
}

// with parses `WITH RECURSIVE? namedQuery (COMMA namedQuery)*` where
//
//	namedQuery: name=identifier columnAliases? AS LPAREN query RPAREN
//
// It bails on inline functions, (NOT) MATERIALIZED, data-modifying statements and the
// SEARCH and CYCLE clauses (the builder refuses them).
func (p *fastParser) with() *ast.With {
	start := p.pos
	p.expect(gen.SqlParserWITH)
	w := &ast.With{}
	switch p.typ() {
	case gen.SqlParserFUNCTION:
		p.bailHere("WITH FUNCTION")
	case gen.SqlParserRECURSIVE:
		// RECURSIVE is also an identifier: WITH recursive AS (...) names a query.
		if isIdentTok(p.la(1)) {
			p.pos++
			w.Recursive = true
		}
	}
	for {
		cs := p.pos
		name := p.ident()
		var cols []ast.Ident
		if p.at(gen.SqlParserLPAREN) {
			cols = p.columnAliases()
		}
		p.expect(gen.SqlParserAS)
		if !p.at(gen.SqlParserLPAREN) {
			p.bailHere("MATERIALIZED")
		}
		p.pos++
		switch p.typ() {
		case gen.SqlParserINSERT, gen.SqlParserUPDATE, gen.SqlParserDELETE, gen.SqlParserMERGE:
			p.bailHere("data-modifying statement in WITH")
		}
		q := p.query()
		p.expect(gen.SqlParserRPAREN)
		switch p.typ() {
		case gen.SqlParserSEARCH, gen.SqlParserCYCLE:
			p.bailHere("SEARCH/CYCLE")
		}
		w.CTEs = append(w.CTEs, &ast.CTE{Span: p.spanFrom(cs), Name: name, Columns: cols, Query: q})
		if !p.accept(gen.SqlParserCOMMA) {
			break
		}
	}
	w.Span = p.spanFrom(start)
	return w
}

// columnAliases parses `columnAliases: LPAREN identifier (COMMA identifier)* RPAREN`.
func (p *fastParser) columnAliases() []ast.Ident {
	p.expect(gen.SqlParserLPAREN)
	out := make([]ast.Ident, 0, 4)
	for {
		out = append(out, p.ident())
		if !p.accept(gen.SqlParserCOMMA) {
			break
		}
	}
	p.expect(gen.SqlParserRPAREN)
	return out
}

// queryNoWith parses
//
//	queryNoWith: queryTerm orderByClause? clusterByClause? distributeByClause? sortByClause? limitClause?
//	orderByClause: ORDER BY sortItem (COMMA sortItem)*        (ORDER BY ALL bails)
//	clusterByClause: CLUSTER BY expression (COMMA expression)*
//	distributeByClause: DISTRIBUTE BY expression (COMMA expression)*
//	sortByClause: SORT BY sortItem (COMMA sortItem)*
func (p *fastParser) queryNoWith() *ast.Query {
	start := p.pos
	q := &ast.Query{}
	q.Body = p.queryTerm()
	if p.at(gen.SqlParserORDER) {
		p.pos++
		p.expect(gen.SqlParserBY)
		if p.at(gen.SqlParserALL) {
			p.bailHere("ORDER BY ALL")
		}
		q.OrderBy = p.sortItems()
	}
	if p.at(gen.SqlParserCLUSTER) && p.la(1) == gen.SqlParserBY {
		p.need(fHiveClauses, "CLUSTER BY")
		p.pos += 2
		q.ClusterBy = p.exprs()
	}
	if p.at(gen.SqlParserDISTRIBUTE) && p.la(1) == gen.SqlParserBY {
		p.need(fHiveClauses, "DISTRIBUTE BY")
		p.pos += 2
		q.DistributeBy = p.exprs()
	}
	if p.at(gen.SqlParserSORT) && p.la(1) == gen.SqlParserBY {
		p.need(fHiveClauses, "SORT BY")
		p.pos += 2
		q.SortBy = p.sortItems()
	}
	p.limitClause(q)
	q.Span = p.spanFrom(start)
	// A parenthesized query with nothing around it is its inner query.
	if inner, ok := q.Body.(*ast.Query); ok && q.OrderBy == nil && q.Limit == nil &&
		q.Offset == nil && q.SortBy == nil && q.DistributeBy == nil && q.ClusterBy == nil {
		return inner
	}
	return q
}

// exprs parses `expression (COMMA expression)*`.
func (p *fastParser) exprs() []ast.Expr {
	out := make([]ast.Expr, 0, 2)
	for {
		out = append(out, p.expr())
		if !p.accept(gen.SqlParserCOMMA) {
			return out
		}
	}
}

// limitClause parses an optional
//
//	limitClause: LIMIT (ALL | limit=expression) (COMMA second=expression)?
//	                 (OFFSET offset=expression (ROW | ROWS)?)?                      #limitOffset
//	           | OFFSET offset=expression (ROW | ROWS)? (LIMIT (ALL | limit=expression) | fetchFirst)? #offsetLimit
//	           | fetchFirst                                                          #fetchOnly
func (p *fastParser) limitClause(q *ast.Query) {
	switch p.typ() {
	case gen.SqlParserLIMIT:
		p.pos++
		lim := p.limitValue()
		if p.at(gen.SqlParserCOMMA) {
			p.pos++
			p.need(fLimitComma, "LIMIT offset, count")
			q.Offset, q.Limit = lim, p.expr()
		} else {
			q.Limit = lim
		}
		if p.accept(gen.SqlParserOFFSET) {
			q.Offset = p.expr()
			p.rowOrRows()
		}
	case gen.SqlParserOFFSET:
		p.pos++
		q.Offset = p.expr()
		p.rowOrRows()
		switch p.typ() {
		case gen.SqlParserLIMIT:
			p.pos++
			q.Limit = p.limitValue()
		case gen.SqlParserFETCH:
			q.Limit = p.fetchFirst()
		}
	case gen.SqlParserFETCH:
		q.Limit = p.fetchFirst()
	}
}

// limitValue parses `ALL | expression` after LIMIT; ALL is no limit.
func (p *fastParser) limitValue() ast.Expr {
	if p.accept(gen.SqlParserALL) {
		return nil
	}
	return p.expr()
}

// rowOrRows consumes an optional ROW or ROWS.
func (p *fastParser) rowOrRows() bool {
	return p.accept(gen.SqlParserROW) || p.accept(gen.SqlParserROWS)
}

// fetchFirst parses `FETCH (FIRST | NEXT) count=expression? (ROW | ROWS) ONLY` (WITH TIES
// bails) as a limit, 1 when the count is omitted.
func (p *fastParser) fetchFirst() ast.Expr {
	start := p.pos
	p.expect(gen.SqlParserFETCH)
	if !p.accept(gen.SqlParserFIRST) && !p.accept(gen.SqlParserNEXT) {
		p.bailHere("expected FIRST or NEXT")
	}
	var n ast.Expr
	switch {
	case (p.at(gen.SqlParserROW) || p.at(gen.SqlParserROWS)) && p.la(1) == gen.SqlParserONLY:
		// no count
	case p.at(gen.SqlParserROW) || p.at(gen.SqlParserROWS):
		p.bailHere("FETCH FIRST ROWS ambiguity")
	default:
		n = p.expr()
	}
	if !p.rowOrRows() {
		p.bailHere("expected ROW or ROWS")
	}
	p.expect(gen.SqlParserONLY)
	if n == nil {
		return &ast.Literal{Span: p.spanFrom(start), Kind: ast.LitInt, Value: "1"}
	}
	return n
}

// queryTerm parses set operations with the grammar's precedence:
//
//	queryTerm: queryPrimary                                                   #queryTermDefault
//	         | left=queryTerm INTERSECT setQuantifier? right=queryTerm        #setOperation
//	         | left=queryTerm (UNION | EXCEPT | SETMINUS) setQuantifier? right=queryTerm #setOperation
//
// INTERSECT binds tighter; both levels are left-associative. BY NAME bails.
func (p *fastParser) queryTerm() ast.QueryExpr {
	start := p.pos
	left := p.intersectTerm()
	depth := 0
	for {
		var op ast.SetOpKind
		switch p.typ() {
		case gen.SqlParserUNION:
			op = ast.Union
		case gen.SqlParserEXCEPT, gen.SqlParserSETMINUS:
			op = ast.Except
		default:
			for ; depth > 0; depth-- {
				p.leaveF()
			}
			return left
		}
		p.enterF()
		depth++
		p.pos++
		all := p.setQuantifier()
		right := p.intersectTerm()
		left = &ast.SetOp{Span: p.spanFrom(start), Op: op, All: all, L: left, R: right}
	}
}

// intersectTerm parses queryPrimary (INTERSECT setQuantifier? queryPrimary)*.
func (p *fastParser) intersectTerm() ast.QueryExpr {
	start := p.pos
	left := p.queryPrimary()
	depth := 0
	for p.at(gen.SqlParserINTERSECT) {
		p.enterF()
		depth++
		p.pos++
		all := p.setQuantifier()
		right := p.queryPrimary()
		left = &ast.SetOp{Span: p.spanFrom(start), Op: ast.Intersect, All: all, L: left, R: right}
	}
	for ; depth > 0; depth-- {
		p.leaveF()
	}
	return left
}

// setQuantifier parses `setQuantifier: DISTINCT | ALL` after a set operator (reporting ALL);
// BY NAME bails.
func (p *fastParser) setQuantifier() bool {
	all := false
	switch p.typ() {
	case gen.SqlParserALL:
		p.pos++
		all = true
	case gen.SqlParserDISTINCT:
		p.pos++
	}
	if p.at(gen.SqlParserBY) {
		p.bailHere("BY NAME")
	}
	return all
}

// queryPrimary parses
//
//	queryPrimary: querySpecification                  #queryPrimaryDefault
//	            | VALUES expression (COMMA expression)* #inlineTable
//	            | TABLE qualifiedName                 #tableQuery
//	            | LPAREN query RPAREN                 #parenthesizedQuery
//	            | fromClause querySpecification       #fromFirstQuery
//
// DESCRIBE and SHOW bail.
func (p *fastParser) queryPrimary() ast.QueryExpr {
	start := p.pos
	switch p.typ() {
	case gen.SqlParserSELECT:
		s := &ast.Select{}
		p.querySpecification(s)
		s.Span = p.spanFrom(start)
		return s
	case gen.SqlParserFROM:
		// fromClause querySpecification #fromFirstQuery (FROM t SELECT ...)
		s := &ast.Select{}
		p.fromClause(s)
		if !p.at(gen.SqlParserSELECT) {
			p.bailHere("FROM without SELECT")
		}
		p.querySpecification(s)
		s.Span = p.spanFrom(start)
		return s
	case gen.SqlParserVALUES:
		p.pos++
		v := p.valuesRows()
		v.Span = p.spanFrom(start)
		return v
	case gen.SqlParserTABLE:
		p.pos++
		name := p.qname()
		sp := p.spanFrom(start)
		return &ast.Select{Span: sp, Items: []*ast.SelectItem{{Span: sp, Expr: &ast.Star{Span: sp}}},
			From: []ast.TableExpr{&ast.Table{Span: name.Span(), Name: name}}}
	case gen.SqlParserLPAREN:
		p.pos++
		q := p.query()
		p.expect(gen.SqlParserRPAREN)
		if q.With == nil && q.OrderBy == nil && q.Limit == nil && q.Offset == nil && q.SortBy == nil &&
			q.DistributeBy == nil && q.ClusterBy == nil {
			return q.Body
		}
		return q
	}
	p.bailHere("queryPrimary")
	return nil
}

// row parses one row of VALUES (or one set of GROUPING SETS): a parenthesized list
// (a, b) is its values, anything else is one value, as builder.row splits the expression.
func (p *fastParser) row() []ast.Expr {
	if !p.at(gen.SqlParserLPAREN) || p.atQueryInParens() {
		return []ast.Expr{p.expr()}
	}
	p.pos++
	out := make([]ast.Expr, 0, 4)
	for {
		out = append(out, p.expr())
		if !p.accept(gen.SqlParserCOMMA) {
			break
		}
	}
	p.expect(gen.SqlParserRPAREN)
	switch p.typ() {
	case gen.SqlParserCOMMA, gen.SqlParserRPAREN, gen.SqlParserSEMICOLON, gen.SqlParserEOF,
		gen.SqlParserORDER, gen.SqlParserLIMIT, gen.SqlParserUNION, gen.SqlParserEXCEPT,
		gen.SqlParserINTERSECT, gen.SqlParserFETCH, gen.SqlParserAS, gen.SqlParserIDENTIFIER,
		gen.SqlParserQUOTED_IDENTIFIER, gen.SqlParserBACKQUOTED_IDENTIFIER, gen.SqlParserWHERE,
		gen.SqlParserGROUP, gen.SqlParserHAVING, gen.SqlParserWINDOW, gen.SqlParserQUALIFY,
		gen.SqlParserON, gen.SqlParserRETURNING:
		// the list is the whole expression
		return out
	}
	p.bailHere("a parenthesized list inside an expression")
	return nil
}

// querySpecification parses into s
//
//	querySpecification: SELECT selectQuantifier? selectItem (COMMA selectItem)*
//	    fromClause? whereClause? groupByClause? havingClause?
//	    (windowClause qualifyClause? | qualifyClause windowClause?)?
//	selectQuantifier: DISTINCT (ON LPAREN expression (COMMA expression)* RPAREN)? | ALL
//
// SELECT AS struct, TOP and USING SAMPLE bail.
func (p *fastParser) querySpecification(s *ast.Select) {
	p.expect(gen.SqlParserSELECT)
	switch p.typ() {
	case gen.SqlParserDISTINCT:
		p.pos++
		s.Distinct = true
		if p.at(gen.SqlParserON) {
			p.need(fDistinctOn, "DISTINCT ON")
			p.pos++
			p.expect(gen.SqlParserLPAREN)
			s.DistinctOn = p.exprs()
			p.expect(gen.SqlParserRPAREN)
		}
	case gen.SqlParserALL:
		p.pos++
	}
	switch p.typ() {
	case gen.SqlParserAS:
		p.bailHere("SELECT AS")
	case gen.SqlParserTOP:
		if p.la(1) == gen.SqlParserINTEGER_VALUE {
			p.bailHere("SELECT TOP")
		}
	}
	s.Items = make([]*ast.SelectItem, 0, 8)
	for {
		s.Items = append(s.Items, p.selectItem())
		if !p.accept(gen.SqlParserCOMMA) {
			break
		}
	}
	if p.at(gen.SqlParserFROM) {
		if s.From != nil {
			p.bailHere("a FROM-first query with a second FROM clause")
		}
		p.fromClause(s)
	}
	if p.at(gen.SqlParserUSING) {
		p.bailHere("USING SAMPLE")
	}
	if p.accept(gen.SqlParserWHERE) {
		s.Where = p.expr()
	}
	if p.at(gen.SqlParserGROUP) {
		s.GroupBy = p.groupBy()
	}
	if p.accept(gen.SqlParserHAVING) {
		s.Having = p.expr()
	}
	switch p.typ() {
	case gen.SqlParserWINDOW:
		p.windowClause(s)
		if p.at(gen.SqlParserQUALIFY) {
			p.qualifyClause(s)
		}
	case gen.SqlParserQUALIFY:
		p.qualifyClause(s)
		if p.at(gen.SqlParserWINDOW) {
			p.windowClause(s)
		}
	}
}

// windowClause parses `WINDOW namedWindow (COMMA namedWindow)*` where
//
//	namedWindow: name=identifier AS LPAREN windowSpecification RPAREN
func (p *fastParser) windowClause(s *ast.Select) {
	p.expect(gen.SqlParserWINDOW)
	for {
		start := p.pos
		name := p.ident()
		p.expect(gen.SqlParserAS)
		spec := p.windowSpecInParens()
		s.Windows = append(s.Windows, &ast.NamedWindow{Span: p.spanFrom(start), Name: name, Spec: spec})
		if !p.accept(gen.SqlParserCOMMA) {
			return
		}
	}
}

// qualifyClause parses `QUALIFY expression`.
func (p *fastParser) qualifyClause(s *ast.Select) {
	p.need(fQualify, "QUALIFY")
	p.expect(gen.SqlParserQUALIFY)
	s.Qualify = p.expr()
}

// selectItem parses
//
//	selectItem: (qualifiedName DOT)? ASTERISK                                   #selectAll
//	          | expression (AS? alias=identifier | AS reservedAlias=reservedWord
//	                       | AS LPAREN aliases+=identifier (COMMA aliases+=identifier)* RPAREN
//	                       | AS stringAlias=stringConstant)?                     #selectSingle
//
// Star modifiers (EXCEPT, EXCLUDE, REPLACE) bail.
func (p *fastParser) selectItem() *ast.SelectItem {
	start := p.pos
	if p.at(gen.SqlParserASTERISK) || isIdentTok(p.typ()) && p.atQualifiedStar() {
		st := &ast.Star{}
		if !p.at(gen.SqlParserASTERISK) {
			st.Table = p.qname()
			p.expect(gen.SqlParserDOT)
		}
		p.expect(gen.SqlParserASTERISK)
		switch p.typ() {
		case gen.SqlParserEXCEPT, gen.SqlParserEXCLUDE, gen.SqlParserREPLACE:
			p.bailHere("star modifier")
		}
		st.Span = p.spanFrom(start)
		return &ast.SelectItem{Span: st.Span, Expr: st}
	}
	it := &ast.SelectItem{Expr: p.expr()}
	switch t := p.typ(); {
	case t == gen.SqlParserAS:
		p.pos++
		switch t := p.typ(); {
		case isIdentTok(t):
			it.Alias = identPtr(p.ident())
		case t == gen.SqlParserLPAREN:
			p.need(fMultiAlias, "AS (a, b)")
			it.Aliases = p.columnAliases()
		case isStringTok(t):
			// AS 'alias' (Hive family)
			p.need(fStringAlias, "a string alias")
			v, ssp := p.stringConstant()
			it.Alias = &ast.Ident{Span: ssp, Name: v, Quoted: true}
		case t >= 0 && t < len(reservedWordTok) && reservedWordTok[t]:
			tk := p.next()
			it.Alias = p.b.reservedAlias(p.b.tokSpan(tk), tk.Text)
		default:
			p.bailHere("select item alias")
		}
	case p.implicitAlias():
		it.Alias = identPtr(p.ident())
	}
	it.Span = p.spanFrom(start)
	return it
}

// atQualifiedStar reports whether the tokens from the current identifier are
// identifier (DOT identifier)* DOT ASTERISK.
func (p *fastParser) atQualifiedStar() bool {
	i := p.pos
	for i+2 < len(p.toks) && isIdentTok(int(p.toks[i].Type)) && p.toks[i+1].Type == gen.SqlParserDOT {
		if p.toks[i+2].Type == gen.SqlParserASTERISK {
			return true
		}
		i += 2
	}
	return false
}

// implicitAlias reports whether the current token is a select item's alias written
// without AS (see aliasWord).
func (p *fastParser) implicitAlias() bool { return p.aliasWord(false) }

// aliasWord reports whether the current token is a name written without AS: an alias, or
// in a relation (rel) also a LATERAL VIEW's name or column. A non-reserved keyword is one
// only when what follows settles it (CLUSTER BY, OFFSET 5 start clauses instead); when in
// doubt it bails.
func (p *fastParser) aliasWord(rel bool) bool {
	t := p.typ()
	switch t {
	case gen.SqlParserIDENTIFIER, gen.SqlParserQUOTED_IDENTIFIER, gen.SqlParserBACKQUOTED_IDENTIFIER:
		return true
	}
	if t < 0 || t >= len(nonReservedTok) || !nonReservedTok[t] {
		return false
	}
	switch t {
	case gen.SqlParserCLUSTER, gen.SqlParserDISTRIBUTE, gen.SqlParserSORT:
		if p.la(1) == gen.SqlParserBY {
			return false
		}
	case gen.SqlParserOFFSET:
		if p.la(1) == gen.SqlParserINTEGER_VALUE {
			return false
		}
		p.bailHere("OFFSET as an alias")
	case gen.SqlParserRETURNING:
		// after the relations of DELETE ... USING or UPDATE ... FROM it starts a clause
		p.bailHere("RETURNING as an alias")
	}
	switch p.la(1) {
	case gen.SqlParserCOMMA, gen.SqlParserRPAREN, gen.SqlParserSEMICOLON, gen.SqlParserEOF,
		gen.SqlParserFROM, gen.SqlParserWHERE, gen.SqlParserGROUP, gen.SqlParserHAVING,
		gen.SqlParserORDER, gen.SqlParserLIMIT, gen.SqlParserUNION, gen.SqlParserEXCEPT,
		gen.SqlParserINTERSECT, gen.SqlParserWINDOW, gen.SqlParserQUALIFY, gen.SqlParserJOIN,
		gen.SqlParserINNER, gen.SqlParserLEFT, gen.SqlParserRIGHT, gen.SqlParserFULL,
		gen.SqlParserCROSS, gen.SqlParserNATURAL, gen.SqlParserON:
		return true
	case gen.SqlParserLPAREN, gen.SqlParserLATERAL, gen.SqlParserWITH, gen.SqlParserUSING,
		gen.SqlParserAS, gen.SqlParserOUTER, gen.SqlParserIDENTIFIER, gen.SqlParserQUOTED_IDENTIFIER,
		gen.SqlParserBACKQUOTED_IDENTIFIER:
		// after a relation nothing else continues with these
		if rel {
			return true
		}
	}
	p.bailHere("keyword as an implicit alias")
	return false
}

// groupBy parses
//
//	groupByClause: GROUP BY setQuantifier? (groupingElement (COMMA groupingElement)*)?
//	    (WITH modifier=(ROLLUP | CUBE) | GROUPING SETS LPAREN groupingSet (COMMA groupingSet)* RPAREN)?
//
// GROUP BY DISTINCT bails (the builder refuses it).
func (p *fastParser) groupBy() *ast.GroupBy {
	start := p.pos
	p.expect(gen.SqlParserGROUP)
	p.expect(gen.SqlParserBY)
	g := &ast.GroupBy{}
	all := false
	switch p.typ() {
	case gen.SqlParserDISTINCT:
		p.bailHere("GROUP BY DISTINCT")
	case gen.SqlParserALL:
		p.pos++
		all = true
	}
	if p.groupByEnd() {
		if all {
			p.need(fGroupByAll, "GROUP BY ALL")
			g.All = true
		}
	} else {
		for {
			g.Items = append(g.Items, p.groupingElement())
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
	}
	switch {
	case p.at(gen.SqlParserWITH) && (p.la(1) == gen.SqlParserROLLUP || p.la(1) == gen.SqlParserCUBE):
		p.need(fWithRollup, "GROUP BY ... WITH ROLLUP")
		p.pos++
		cube := p.next().Type == gen.SqlParserCUBE
		g.Span = p.spanFrom(start)
		if cube {
			g.Items = []ast.Expr{&ast.Cube{Span: g.Span, Exprs: g.Items}}
		} else {
			g.Items = []ast.Expr{&ast.Rollup{Span: g.Span, Exprs: g.Items}}
		}
		return g
	case p.at(gen.SqlParserGROUPING) && p.la(1) == gen.SqlParserSETS:
		if all && len(g.Items) == 0 {
			p.bailHere("GROUP BY ALL GROUPING SETS")
		}
		p.pos += 2
		sets := p.groupingSets()
		g.Span = p.spanFrom(start)
		// Hive: GROUP BY a, b GROUPING SETS ((a, b), (a)): the sets alone define the grouping.
		g.Items = []ast.Expr{&ast.GroupingSets{Span: g.Span, Sets: sets}}
		return g
	}
	g.Span = p.spanFrom(start)
	return g
}

// groupByEnd reports whether the GROUP BY element list is empty: the current token ends
// the clause. (GROUP BY GROUPING SETS (...) is the element, not the trailing form.)
func (p *fastParser) groupByEnd() bool {
	switch p.typ() {
	case gen.SqlParserHAVING, gen.SqlParserWINDOW, gen.SqlParserQUALIFY, gen.SqlParserORDER,
		gen.SqlParserLIMIT, gen.SqlParserFETCH, gen.SqlParserUNION, gen.SqlParserEXCEPT,
		gen.SqlParserINTERSECT, gen.SqlParserSETMINUS, gen.SqlParserRPAREN, gen.SqlParserSEMICOLON,
		gen.SqlParserEOF, gen.SqlParserWITH:
		return true
	}
	return false
}

// groupingSets parses `LPAREN groupingSet (COMMA groupingSet)* RPAREN`.
func (p *fastParser) groupingSets() [][]ast.Expr {
	p.expect(gen.SqlParserLPAREN)
	var sets [][]ast.Expr
	for {
		sets = append(sets, p.groupingSet())
		if !p.accept(gen.SqlParserCOMMA) {
			break
		}
	}
	p.expect(gen.SqlParserRPAREN)
	return sets
}

// groupingElement parses
//
//	groupingElement: ROLLUP LPAREN (groupingSet (COMMA groupingSet)*)? RPAREN #rollup
//	               | CUBE LPAREN (groupingSet (COMMA groupingSet)*)? RPAREN   #cube
//	               | GROUPING SETS LPAREN groupingSet (COMMA groupingSet)* RPAREN #groupingSets
//	               | expression                                                #singleGroupingSet
//
// Inside ROLLUP and CUBE only expressions are taken (the builder refuses the rest).
func (p *fastParser) groupingElement() ast.Expr {
	start := p.pos
	switch {
	case p.at(gen.SqlParserROLLUP), p.at(gen.SqlParserCUBE):
		cube := p.next().Type == gen.SqlParserCUBE
		p.expect(gen.SqlParserLPAREN)
		var list []ast.Expr
		if !p.at(gen.SqlParserRPAREN) {
			for {
				switch p.typ() {
				case gen.SqlParserROLLUP, gen.SqlParserCUBE:
					p.bailHere("nested ROLLUP/CUBE")
				case gen.SqlParserGROUPING:
					if p.la(1) == gen.SqlParserSETS {
						p.bailHere("nested GROUPING SETS")
					}
				case gen.SqlParserLPAREN:
					if p.la(1) == gen.SqlParserRPAREN {
						p.bailHere("() in ROLLUP/CUBE")
					}
				}
				list = append(list, p.expr())
				if !p.accept(gen.SqlParserCOMMA) {
					break
				}
			}
		}
		p.expect(gen.SqlParserRPAREN)
		if cube {
			return &ast.Cube{Span: p.spanFrom(start), Exprs: list}
		}
		return &ast.Rollup{Span: p.spanFrom(start), Exprs: list}
	case p.at(gen.SqlParserGROUPING) && p.la(1) == gen.SqlParserSETS:
		p.pos += 2
		sets := p.groupingSets()
		return &ast.GroupingSets{Span: p.spanFrom(start), Sets: sets}
	}
	return p.expr()
}

// groupingSet parses `groupingSet: LPAREN RPAREN | groupingElement` as builder.groupingSet
// builds it: () is empty, an expression is a row, ROLLUP/CUBE/GROUPING SETS one element.
func (p *fastParser) groupingSet() []ast.Expr {
	switch {
	case p.at(gen.SqlParserLPAREN) && p.la(1) == gen.SqlParserRPAREN:
		p.pos += 2
		return []ast.Expr{}
	case p.at(gen.SqlParserROLLUP), p.at(gen.SqlParserCUBE),
		p.at(gen.SqlParserGROUPING) && p.la(1) == gen.SqlParserSETS:
		return []ast.Expr{p.groupingElement()}
	}
	return p.row()
}

// valuesRows parses the rows of VALUES, the keyword consumed: `expression (COMMA
// expression)*`, each a row.
func (p *fastParser) valuesRows() *ast.Values {
	v := &ast.Values{Rows: make([][]ast.Expr, 0, 4)}
	for {
		v.Rows = append(v.Rows, p.row())
		if !p.accept(gen.SqlParserCOMMA) {
			return v
		}
	}
}

// atQueryInParens reports whether the current LPAREN starts `LPAREN query RPAREN` as the grammar
// decides it: the alternative `( query )` comes first, so `((SELECT 1))` is a query, while
// `((SELECT 1) AS t)` and `((SELECT 1) + 1)` are not. It bails where a non-reserved word
// after the inner query leaves it open.
func (p *fastParser) atQueryInParens() bool {
	return p.queryInParensAt(p.pos, 0)
}

// queryInParensAt is atQueryInParens for the LPAREN at token i.
func (p *fastParser) queryInParensAt(i, depth int) bool {
	if i+1 >= len(p.toks) || p.toks[i].Type != gen.SqlParserLPAREN {
		return false
	}
	switch p.toks[i+1].Type {
	case gen.SqlParserSELECT, gen.SqlParserWITH, gen.SqlParserVALUES, gen.SqlParserFROM:
		return true
	case gen.SqlParserTABLE:
		return i+2 < len(p.toks) && p.toks[i+2].Type != gen.SqlParserLPAREN
	case gen.SqlParserDESCRIBE, gen.SqlParserDESC, gen.SqlParserSHOW:
		p.bailHere("DESCRIBE in parentheses")
	case gen.SqlParserLPAREN:
		if depth > fastMaxDepth {
			p.bail("depth")
		}
		if !p.queryInParensAt(i+1, depth+1) {
			return false
		}
		j := p.matchParen(i + 1)
		switch p.toks[j+1].Type {
		case gen.SqlParserRPAREN, gen.SqlParserUNION, gen.SqlParserEXCEPT, gen.SqlParserSETMINUS,
			gen.SqlParserINTERSECT, gen.SqlParserORDER, gen.SqlParserLIMIT, gen.SqlParserFETCH:
			return true
		case gen.SqlParserOFFSET, gen.SqlParserCLUSTER, gen.SqlParserDISTRIBUTE, gen.SqlParserSORT:
			p.bailHere("a clause after a parenthesized query")
		}
		return false
	}
	return false
}

// matchParen returns the index of the RPAREN that closes the LPAREN at i (bails when the
// input ends first).
func (p *fastParser) matchParen(i int) int {
	n := 0
	for ; i < len(p.toks); i++ {
		switch p.toks[i].Type {
		case gen.SqlParserLPAREN:
			n++
		case gen.SqlParserRPAREN:
			n--
			if n == 0 {
				return i
			}
		}
	}
	p.bail("unbalanced parentheses")
	return 0
}
