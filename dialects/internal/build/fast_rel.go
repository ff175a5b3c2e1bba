package build

import (
	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// The fast path's FROM clause and relations, built as relation.go builds them.

// fromClause parses into s
//
//	fromClause: FROM (relation (COMMA relation)* | VALUES expression (COMMA expression)* tableAlias?)
//
// The LATERAL VIEWs that end the last relation go to s.LateralViews; views elsewhere are
// the joins they mean (builder.viewJoin).
func (p *fastParser) fromClause(s *ast.Select) {
	start := p.pos
	p.expect(gen.SqlParserFROM)
	if p.at(gen.SqlParserVALUES) {
		// FROM VALUES (...), (...) [AS] t(a, b)
		vs := p.pos
		p.pos++
		v := p.valuesRows()
		alias := p.optTableAlias()
		v.Span = p.spanFrom(vs)
		s.From = []ast.TableExpr{&ast.Derived{Span: p.spanFrom(start), Query: &ast.Query{Span: v.Span, Body: v}, Alias: alias}}
		return
	}
	s.From = make([]ast.TableExpr, 0, 2)
	for {
		r, views := p.relation()
		if !p.at(gen.SqlParserCOMMA) {
			s.LateralViews = views
			s.From = append(s.From, r)
			return
		}
		s.From = append(s.From, p.applyViews(r, views))
		p.pos++
	}
}

// applyViews builds LATERAL VIEWs that apply to left alone as the joins they mean.
func (p *fastParser) applyViews(left ast.TableExpr, views []*ast.LateralView) ast.TableExpr {
	for _, lv := range views {
		left = p.b.viewJoin(left, lv)
	}
	return left
}

// relation parses
//
//	relation: left=relation joinType? JOIN right=aliasedRelation (lateralView+ joinCriteria | joinCriteria)? #joinRelation
//	        | left=relation kind=(CROSS | OUTER) APPLY right=aliasedRelation                              #applyRelation
//	        | left=relation lateralView                                                                   #lateralViewRelation
//	        | aliasedRelation                                                                             #relationDefault
//
// It returns the relation without its trailing LATERAL VIEWs, and those views in order.
// Join hints bail.
func (p *fastParser) relation() (ast.TableExpr, []*ast.LateralView) {
	start := p.pos
	p.enterF()
	left := p.aliasedRelation()
	var views []*ast.LateralView
	depth := 1
	defer func() {
		for ; depth > 0; depth-- {
			p.leaveF()
		}
	}()
	for {
		switch p.typ() {
		case gen.SqlParserLATERAL:
			if p.la(1) != gen.SqlParserVIEW {
				return left, views
			}
			// each view is a level of the builder's relation (when a join follows)
			p.enterF()
			depth++
			views = append(views, p.lateralView())
			continue
		case gen.SqlParserCROSS, gen.SqlParserOUTER:
			if p.la(1) == gen.SqlParserAPPLY {
				left = p.applyViews(left, views)
				views = nil
				p.enterF()
				depth++
				p.need(fApply, "APPLY")
				k := ast.JoinCrossApply
				if p.at(gen.SqlParserOUTER) {
					k = ast.JoinOuterApply
				}
				p.pos += 2
				right := p.aliasedRelation()
				left = &ast.Join{Span: p.spanFrom(start), Kind: k, Left: left, Right: right}
				continue
			}
			if p.at(gen.SqlParserOUTER) {
				return left, views
			}
		case gen.SqlParserJOIN, gen.SqlParserINNER, gen.SqlParserLEFT, gen.SqlParserRIGHT,
			gen.SqlParserFULL, gen.SqlParserNATURAL, gen.SqlParserSEMI, gen.SqlParserANTI,
			gen.SqlParserASOF, gen.SqlParserPOSITIONAL:
		default:
			return left, views
		}
		left = p.applyViews(left, views)
		p.enterF()
		depth++
		left, views = p.join(start, left)
	}
}

// join parses `joinType? JOIN right=aliasedRelation (lateralView+ joinCriteria | joinCriteria)?`
// after left, which started at token start; views after the right side that no ON or USING
// follows are the next level's (#lateralViewRelation) and are returned.
//
//	joinType: INNER | CROSS | LEFT OUTER? | RIGHT OUTER? | FULL OUTER? | (LEFT | RIGHT)? SEMI
//	        | (LEFT | RIGHT)? ANTI | NATURAL (INNER | LEFT OUTER? | RIGHT OUTER? | FULL OUTER?)?
//	joinCriteria: ON expression | USING LPAREN identifier (COMMA identifier)* RPAREN
//
// ASOF and POSITIONAL joins, join hints and USING (...) AS alias bail.
func (p *fastParser) join(start int, left ast.TableExpr) (ast.TableExpr, []*ast.LateralView) {
	j := &ast.Join{Kind: ast.JoinInner, Left: left}
	swap := false
	switch p.typ() {
	case gen.SqlParserJOIN:
	case gen.SqlParserINNER:
		p.pos++
	case gen.SqlParserCROSS:
		p.pos++
		j.Kind = ast.JoinCross
	case gen.SqlParserLEFT, gen.SqlParserRIGHT:
		right := p.next().Type == gen.SqlParserRIGHT
		switch p.typ() {
		case gen.SqlParserSEMI, gen.SqlParserANTI:
			j.Kind, swap = p.semiAnti(), right
		default:
			p.accept(gen.SqlParserOUTER)
			j.Kind = ast.JoinLeft
			if right {
				j.Kind = ast.JoinRight
			}
		}
	case gen.SqlParserFULL:
		p.pos++
		p.accept(gen.SqlParserOUTER)
		j.Kind = ast.JoinFull
	case gen.SqlParserSEMI, gen.SqlParserANTI:
		j.Kind = p.semiAnti()
	case gen.SqlParserNATURAL:
		p.pos++
		p.need(fNatural, "NATURAL JOIN")
		j.Natural = true
		switch p.typ() {
		case gen.SqlParserINNER:
			p.pos++
		case gen.SqlParserLEFT:
			p.pos++
			p.accept(gen.SqlParserOUTER)
			j.Kind = ast.JoinLeft
		case gen.SqlParserRIGHT:
			p.pos++
			p.accept(gen.SqlParserOUTER)
			j.Kind = ast.JoinRight
		case gen.SqlParserFULL:
			p.pos++
			p.accept(gen.SqlParserOUTER)
			j.Kind = ast.JoinFull
		}
	default:
		p.bailHere("join type")
	}
	p.expect(gen.SqlParserJOIN)
	if p.at(gen.SqlParserLBRACKET) {
		p.bailHere("join hint")
	}
	right := p.aliasedRelation()
	j.Span = p.spanFrom(start)
	var views []*ast.LateralView
	for p.at(gen.SqlParserLATERAL) && p.la(1) == gen.SqlParserVIEW {
		views = append(views, p.lateralView())
	}
	switch p.typ() {
	case gen.SqlParserON, gen.SqlParserUSING:
		right = p.applyViews(right, views)
		views = nil
		if j.Natural || j.Kind == ast.JoinCross {
			p.bailHere("ON or USING after a NATURAL or CROSS join")
		}
		if p.accept(gen.SqlParserON) {
			j.On = p.expr()
		} else {
			p.pos++
			p.expect(gen.SqlParserLPAREN)
			j.Using = make([]ast.Ident, 0, 2)
			for {
				j.Using = append(j.Using, p.ident())
				if !p.accept(gen.SqlParserCOMMA) {
					break
				}
			}
			p.expect(gen.SqlParserRPAREN)
			if p.at(gen.SqlParserAS) {
				p.bailHere("USING (...) AS alias")
			}
		}
		j.Span = p.spanFrom(start)
	}
	j.Right = right
	if swap {
		// RIGHT SEMI/ANTI JOIN keeps the right side's rows: it is the left form mirrored.
		j.Left, j.Right = j.Right, j.Left
	}
	return j, views
}

// semiAnti consumes SEMI or ANTI and returns the join kind.
func (p *fastParser) semiAnti() ast.JoinKind {
	p.need(fSemiAnti, "SEMI/ANTI JOIN")
	if p.next().Type == gen.SqlParserSEMI {
		return ast.JoinSemi
	}
	return ast.JoinAnti
}

// lateralView parses
//
//	lateralView: LATERAL VIEW OUTER? function=functionName LPAREN (expression (COMMA expression)*)? RPAREN
//	    viewAlias=identifier? (AS? columns+=identifier (COMMA columns+=identifier)*)?
func (p *fastParser) lateralView() *ast.LateralView {
	start := p.pos
	p.need(fLateralView, "LATERAL VIEW")
	p.pos += 2 // LATERAL VIEW
	lv := &ast.LateralView{Outer: p.accept(gen.SqlParserOUTER)}
	fs := p.pos
	f := &ast.Func{Name: p.funcName()}
	p.expect(gen.SqlParserLPAREN)
	if !p.at(gen.SqlParserRPAREN) {
		for {
			f.Args = append(f.Args, p.expr())
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
	}
	p.expect(gen.SqlParserRPAREN)
	f.Span = p.spanFrom(fs)
	lv.Func = p.b.resolveTable(f)
	switch {
	case p.at(gen.SqlParserAS):
	case p.viewWord():
		lv.Table = p.ident()
	}
	if p.accept(gen.SqlParserAS) || p.viewWord() {
		lv.Columns = make([]ast.Ident, 0, 2)
		for {
			lv.Columns = append(lv.Columns, p.ident())
			if !p.at(gen.SqlParserCOMMA) || !isIdentTok(p.la(1)) {
				break
			}
			// a comma and a name continue the column list (the loop is greedy), unless the
			// name starts a relation of the FROM list
			switch p.la(2) {
			case gen.SqlParserDOT, gen.SqlParserLPAREN, gen.SqlParserAS:
				p.bailHere("a column list or a relation after LATERAL VIEW")
			}
			if isIdentTok(p.la(2)) {
				p.bailHere("a column list or a relation after LATERAL VIEW")
			}
			p.pos++
		}
	}
	lv.Span = p.spanFrom(start)
	return lv
}

// viewWord reports whether the current token is a name of a LATERAL VIEW's alias or column
// list (bailing where a non-reserved keyword leaves it open).
func (p *fastParser) viewWord() bool {
	return p.aliasWord(true)
}

// aliasedRelation parses
//
//	aliasedRelation: relationPrimary (WITH ORDINALITY)? tableAlias? (WITH OFFSET (AS? offsetAlias=identifier)?)?
//	relationPrimary: qualifiedName                                                #tableName
//	               | LATERAL? LPAREN query RPAREN                                 #subqueryRelation
//	               | LPAREN relation RPAREN                                       #parenthesizedRelation
//	               | LATERAL? UNNEST LPAREN expression (COMMA expression)* RPAREN #unnestRelation
//	               | LATERAL? name=qualifiedName LPAREN (functionArgument (COMMA functionArgument)*)? RPAREN #tableFunction
//	               | TABLE LPAREN tableFunctionCall RPAREN                        #tableFunctionInvocation
//
// MATCH_RECOGNIZE, TABLESAMPLE, ROWS FROM and JSON_TABLE bail, as does every combination
// the builder reports (an alias on a parenthesized join, WITH OFFSET on a table function...).
func (p *fastParser) aliasedRelation() ast.TableExpr {
	start := p.pos
	const (
		kTable = iota
		kDerived
		kParen
		kUnnest
		kFunc
		kRowsFrom
	)
	kind := kTable
	var (
		name    ast.QName
		query   *ast.Query
		lateral bool
		inner   ast.TableExpr
		args    []ast.Expr
		f       *ast.Func
		funcs   []*ast.Func
	)
	if p.at(gen.SqlParserLATERAL) {
		switch p.la(1) {
		case gen.SqlParserLPAREN:
			if !p.queryInParensAt(p.pos+1, 0) {
				p.bailHere("LATERAL (relation)")
			}
		case gen.SqlParserUNNEST:
		default:
			if p.la(1) == gen.SqlParserROWS && p.la(2) == gen.SqlParserFROM {
				break
			}
			if !isIdentTok(p.la(1)) || p.la(1) == gen.SqlParserVIEW || p.la(1) == gen.SqlParserROWS {
				p.bailHere("LATERAL")
			}
		}
		p.pos++
		lateral = true
	}
	switch t := p.typ(); {
	case t == gen.SqlParserLPAREN:
		if lateral || p.atQueryInParens() {
			kind = kDerived
			p.pos++
			query = p.query()
			p.expect(gen.SqlParserRPAREN)
		} else {
			kind = kParen
			p.pos++
			r, views := p.relation()
			inner = p.applyViews(r, views)
			p.expect(gen.SqlParserRPAREN)
		}
	case t == gen.SqlParserUNNEST && p.la(1) == gen.SqlParserLPAREN:
		kind = kUnnest
		p.need(fUnnestFrom, "UNNEST in FROM")
		p.pos += 2
		args = p.exprs()
		p.expect(gen.SqlParserRPAREN)
	case t == gen.SqlParserTABLE && p.la(1) == gen.SqlParserLPAREN:
		// TABLE(f(args))
		kind = kFunc
		p.pos += 2
		fs := p.pos
		f = &ast.Func{Name: p.funcName()}
		p.funcArgs(f)
		f.Span = p.spanFrom(fs)
		p.b.gateFuncArgs(f)
		f = p.b.resolveTable(f)
		p.expect(gen.SqlParserRPAREN)
	case t == gen.SqlParserROWS && p.la(1) == gen.SqlParserFROM:
		// ROWS FROM (f(args), ...): rowsFromItem: tableFunctionCall (AS tableColumns)?
		kind = kRowsFrom
		p.need(fRowsFrom, "ROWS FROM")
		p.pos += 2
		p.expect(gen.SqlParserLPAREN)
		for {
			fs := p.pos
			f := &ast.Func{Name: p.funcName()}
			p.funcArgs(f)
			f.Span = p.spanFrom(fs)
			p.b.gateFuncArgs(f)
			funcs = append(funcs, p.b.resolveTable(f))
			if p.at(gen.SqlParserAS) {
				p.bailHere("a column definition list in ROWS FROM")
			}
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
		p.expect(gen.SqlParserRPAREN)
	case t == gen.SqlParserJSON_TABLE:
		p.bailHere("JSON_TABLE")
	case isIdentTok(t):
		ps := p.pos
		if lateral {
			ps = start // the primary's span covers LATERAL
		}
		name = p.qname()
		if p.at(gen.SqlParserLPAREN) {
			kind = kFunc
			p.need(fTableFunc, "a function call in FROM")
			f = &ast.Func{Name: name}
			p.funcArgs(f)
			f.Span = p.spanFrom(ps)
			p.b.gateFuncArgs(f)
			f = p.b.resolveTable(f)
		} else if lateral {
			p.bailHere("LATERAL name")
		}
	default:
		p.bailHere("relation")
	}
	psEnd := p.pos
	if p.at(gen.SqlParserMATCH_RECOGNIZE) {
		p.bailHere("MATCH_RECOGNIZE")
	}
	ord := false
	if p.at(gen.SqlParserWITH) && p.la(1) == gen.SqlParserORDINALITY {
		p.need(fOrdinality, "WITH ORDINALITY")
		p.pos += 2
		ord = true
	}
	alias := p.optTableAlias()
	var offset *ast.Ident
	if p.at(gen.SqlParserWITH) && p.la(1) == gen.SqlParserOFFSET {
		p.need(fUnnestOffset, "WITH OFFSET")
		p.pos++
		offset = &ast.Ident{Span: p.b.tokSpan(p.next())}
		if p.accept(gen.SqlParserAS) || p.aliasWord(true) {
			offset = identPtr(p.ident())
		}
	}
	if p.at(gen.SqlParserTABLESAMPLE) {
		p.bailHere("TABLESAMPLE")
	}
	sp := p.spanFrom(start)
	switch kind {
	case kTable:
		psp := ast.Span{Start: p.b.tokStart(&p.toks[start]), End: p.b.tokEnd(&p.toks[psEnd-1])}
		return p.b.tableRelation(sp, psp, name, ord, offset, alias)
	case kDerived:
		if ord || offset != nil {
			p.bail("WITH ORDINALITY/OFFSET on a subquery")
		}
		return &ast.Derived{Span: sp, Lateral: lateral, Query: query, Alias: alias}
	case kParen:
		if ord || offset != nil {
			p.bail("WITH ORDINALITY/OFFSET on a parenthesized relation")
		}
		return p.b.aliasParenthesized(sp, inner, alias)
	case kUnnest:
		// the span of UNNEST(...) serves only the builder's diagnostic, which makes the fast path
		// give up
		return p.b.unnestRelation(sp, sp, args, ord, offset, alias)
	case kRowsFrom:
		if offset != nil {
			p.bail("WITH OFFSET on ROWS FROM")
		}
		return &ast.RowsFrom{Span: sp, Funcs: funcs, Ordinality: ord, Alias: alias}
	}
	if offset != nil {
		p.bail("WITH OFFSET on a table function")
	}
	return &ast.TableFunc{Span: sp, Func: f, Ordinality: ord, Alias: alias}
}

// funcArgs parses `LPAREN (functionArgument (COMMA functionArgument)*)? RPAREN` into f.Args.
func (p *fastParser) funcArgs(f *ast.Func) {
	p.expect(gen.SqlParserLPAREN)
	if !p.at(gen.SqlParserRPAREN) {
		for {
			f.Args = append(f.Args, p.funcArgument(f.Name))
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
	}
	p.expect(gen.SqlParserRPAREN)
}

// optTableAlias parses an optional
//
//	tableAlias: AS? name=identifier tableColumns? | AS tableColumns
//	tableColumns: LPAREN tableColumn (COMMA tableColumn)* RPAREN
//	tableColumn: name=identifier                     (a column type bails)
func (p *fastParser) optTableAlias() *ast.Alias {
	start := p.pos
	switch {
	case p.at(gen.SqlParserAS):
		p.pos++
	case !p.aliasWord(true):
		return nil
	}
	a := &ast.Alias{}
	if !p.at(gen.SqlParserLPAREN) || start == p.pos {
		a.Name = p.ident()
	}
	if p.at(gen.SqlParserLPAREN) {
		p.pos++
		for {
			a.Columns = append(a.Columns, p.ident())
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
		if !p.at(gen.SqlParserRPAREN) {
			p.bailHere("a column type in a table alias")
		}
		p.pos++
	}
	a.Span = p.spanFrom(start)
	return a
}
