package build

import (
	"slices"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects/internal/lexer"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// The expressions of the fast path: rules expression and valueExpression of SqlParser.g4 by
// recursive descent. ANTLR reads valueExpression as one left-recursive rule whose
// alternatives bind tighter the earlier they are listed; here that is
//
//	valueExpr  an arithmetic operand chain, then at most one predicate
//	arith      the binary operators from * / % down to |, by precedence climbing
//	atTZ       x AT TIME ZONE z (binds tighter than *)
//	unary      the prefix operators - + ~ ! over a postfix chain
//	postfix    a primary followed by .name, [i], [a:b], ::T, COLLATE c
//	primary    literals, names, calls and the other primaries
//
// A second predicate after the first (a = b = c, x IS NULL IS NULL, a = b LIKE c) bails:
// ANTLR's relative precedences among predicates, and the precedence-0 operands of some of
// them (BETWEEN's lower bound, the pattern before ESCAPE), are not mirrored here.

// expr parses `expression`:
//
//	valueExpression | NOT expression | expression AND expression | expression OR expression
//
// NOT binds tighter than AND, AND tighter than OR; chains are left-deep, as the builder builds
// them.
func (p *fastParser) expr() ast.Expr {
	p.enterF()
	start := p.pos
	l := p.exprAnd()
	for p.at(gen.SqlParserOR) {
		p.pos++
		r := p.exprAnd()
		l = &ast.Binary{Span: p.spanFrom(start), Op: ast.OpOr, L: l, R: r}
	}
	p.leaveF()
	return l
}

// exprAnd parses the AND level of `expression`.
func (p *fastParser) exprAnd() ast.Expr {
	start := p.pos
	l := p.exprNot()
	for p.at(gen.SqlParserAND) {
		p.pos++
		r := p.exprNot()
		l = &ast.Binary{Span: p.spanFrom(start), Op: ast.OpAnd, L: l, R: r}
	}
	return l
}

// exprNot parses `NOT expression` (its operand binds tighter than AND) or a valueExpression.
func (p *fastParser) exprNot() ast.Expr {
	if !p.at(gen.SqlParserNOT) {
		return p.valueExpr()
	}
	start := p.pos
	p.pos++
	p.enterF()
	x := p.exprNot()
	p.leaveF()
	return &ast.Unary{Span: p.spanFrom(start), Op: ast.OpNot, X: x}
}

// valueExpr parses `valueExpression` at precedence 0: an operand chain and at most one
// predicate after it.
func (p *fastParser) valueExpr() ast.Expr {
	start := p.pos
	x := p.arithTop()
	if p.atPredicate() {
		x = p.predicate(start, x)
		if p.atPredicate() {
			p.bailHere("a chained predicate")
		}
	}
	return x
}

// ---------------------------------------------------------------- predicates

// atPredicate reports whether the current token starts a predicate alternative of
// valueExpression after an operand (the nonReserved words among them only when a value
// follows, else they are an alias).
func (p *fastParser) atPredicate() bool {
	switch p.typ() {
	case gen.SqlParserNOT:
		switch p.la(1) {
		case gen.SqlParserBETWEEN, gen.SqlParserIN, gen.SqlParserLIKE, gen.SqlParserILIKE,
			gen.SqlParserRLIKE, gen.SqlParserREGEXP, gen.SqlParserSIMILAR:
			return true
		}
	case gen.SqlParserBETWEEN, gen.SqlParserIN, gen.SqlParserLIKE, gen.SqlParserILIKE, gen.SqlParserIS,
		gen.SqlParserEQ, gen.SqlParserDOUBLE_EQ, gen.SqlParserNEQ, gen.SqlParserNULL_SAFE_EQ,
		gen.SqlParserLT, gen.SqlParserLTE, gen.SqlParserGT, gen.SqlParserGTE,
		gen.SqlParserTILDE, gen.SqlParserTILDE_ASTERISK, gen.SqlParserBANG_TILDE, gen.SqlParserBANG_TILDE_ASTERISK:
		return true
	case gen.SqlParserRLIKE, gen.SqlParserREGEXP:
		switch t := p.la(1); t {
		case gen.SqlParserANY, gen.SqlParserALL, gen.SqlParserSOME:
			return true
		default:
			return canStartValue(t)
		}
	case gen.SqlParserSIMILAR:
		return p.la(1) == gen.SqlParserTO
	case gen.SqlParserOVERLAPS:
		return canStartValue(p.la(1))
	}
	return false
}

// predicate parses the predicate alternatives after the operand x (which started at token
// start):
//
//	x NOT? BETWEEN (ASYMMETRIC | SYMMETRIC)? lo AND hi
//	x NOT? IN ( query ) | x NOT? IN ( expression, ... )
//	x NOT? (LIKE | ILIKE | RLIKE | REGEXP) (ANY | ALL | SOME) ( expression, ... )
//	x NOT? (LIKE | ILIKE | RLIKE | REGEXP) pattern (ESCAPE escape)?
//	x NOT? SIMILAR TO pattern (ESCAPE escape)?
//	x (~ | ~* | !~ | !~*) pattern
//	x comparisonOperator (ALL | ANY | SOME) ( query | expression )
//	x comparisonOperator y
//	x IS NOT? NULL | x IS NOT? (TRUE | FALSE | UNKNOWN) | x IS NOT? DISTINCT FROM y
func (p *fastParser) predicate(start int, x ast.Expr) ast.Expr {
	not := false
	if p.at(gen.SqlParserNOT) {
		not = true
		p.pos++
	}
	switch p.typ() {
	case gen.SqlParserBETWEEN:
		p.pos++
		sym := false
		if t := p.typ(); t == gen.SqlParserSYMMETRIC || t == gen.SqlParserASYMMETRIC {
			// A keyword when a literal or a plain name follows (else it may be a column).
			switch n := p.la(1); {
			case isNumberTok(n), isStringTok(n), n == gen.SqlParserIDENTIFIER,
				n == gen.SqlParserQUOTED_IDENTIFIER, n == gen.SqlParserNULL:
			default:
				p.bailHere("BETWEEN SYMMETRIC")
			}
			sym = t == gen.SqlParserSYMMETRIC
			p.pos++
		}
		lo := p.arithTop()
		p.expect(gen.SqlParserAND)
		hi := p.arithTop()
		return &ast.Between{Span: p.spanFrom(start), X: x, Lo: lo, Hi: hi, Not: not, Symmetric: sym}
	case gen.SqlParserIN:
		p.pos++
		if !p.at(gen.SqlParserLPAREN) {
			p.bailHere("expected ( after IN")
		}
		if p.atQueryInParens() {
			p.pos++
			q := p.query()
			p.expect(gen.SqlParserRPAREN)
			return &ast.InSubquery{Span: p.spanFrom(start), X: x, Query: q, Not: not}
		}
		p.pos++
		list := p.exprList()
		p.expect(gen.SqlParserRPAREN)
		return &ast.InList{Span: p.spanFrom(start), X: x, List: list, Not: not}
	case gen.SqlParserLIKE, gen.SqlParserILIKE, gen.SqlParserRLIKE, gen.SqlParserREGEXP:
		return p.like(start, x, not)
	case gen.SqlParserSIMILAR:
		p.pos++
		p.expect(gen.SqlParserTO)
		pat := p.arithTop()
		var esc ast.Expr
		if p.at(gen.SqlParserESCAPE) {
			switch n := p.la(1); {
			case isStringTok(n) && p.b.d.Name != "duckdb":
				p.pos++
				esc = p.arithTop()
			case canStartValue(n):
				p.bailHere("SIMILAR TO ... ESCAPE")
			}
		}
		return p.b.similarTo(p.spanFrom(start), not, x, pat, esc)
	}
	if not {
		p.bailHere("NOT")
	}
	switch p.typ() {
	case gen.SqlParserTILDE, gen.SqlParserTILDE_ASTERISK, gen.SqlParserBANG_TILDE, gen.SqlParserBANG_TILDE_ASTERISK:
		opTok := p.next()
		p.b.gate(fRegexOp, p.b.tokSpan(opTok), "the "+opTok.Text+" operator")
		pat := p.arithTop()
		return p.b.regexMatchOp(opTok, x, pat, p.spanFrom(start))
	case gen.SqlParserIS:
		p.pos++
		not = p.accept(gen.SqlParserNOT)
		switch p.typ() {
		case gen.SqlParserNULL:
			p.pos++
			return &ast.IsNull{Span: p.spanFrom(start), X: x, Not: not}
		case gen.SqlParserTRUE, gen.SqlParserFALSE, gen.SqlParserUNKNOWN:
			v := ast.TruthTrue
			switch p.next().Type {
			case gen.SqlParserFALSE:
				v = ast.TruthFalse
			case gen.SqlParserUNKNOWN:
				v = ast.TruthUnknown
			}
			return &ast.IsTruth{Span: p.spanFrom(start), X: x, Not: not, Value: v}
		case gen.SqlParserDISTINCT:
			p.pos++
			p.expect(gen.SqlParserFROM)
			r := p.arithTop()
			op := ast.OpIsDistinct
			if not {
				op = ast.OpIsNotDistinct
			}
			return &ast.Binary{Span: p.spanFrom(start), Op: op, L: x, R: r}
		}
		p.bailHere("IS")
	case gen.SqlParserEQ, gen.SqlParserDOUBLE_EQ, gen.SqlParserNEQ, gen.SqlParserNULL_SAFE_EQ,
		gen.SqlParserLT, gen.SqlParserLTE, gen.SqlParserGT, gen.SqlParserGTE:
		opTok := p.next()
		op, _ := p.b.comparisonOpTok(opTok)
		switch p.typ() {
		case gen.SqlParserANY, gen.SqlParserALL, gen.SqlParserSOME:
			return p.quantified(start, x, op)
		}
		r := p.arithTop()
		return &ast.Binary{Span: p.spanFrom(start), Op: op, L: x, R: r}
	}
	p.bailHere("predicate")
	return nil
}

// quantified parses `(ALL | ANY | SOME) LPAREN (query | expression) RPAREN` after x op.
func (p *fastParser) quantified(start int, x ast.Expr, op ast.BinaryOp) ast.Expr {
	q := &ast.Quantified{X: x, Op: op}
	if p.next().Type == gen.SqlParserALL {
		q.Quant = ast.QuantAll
	}
	if !p.at(gen.SqlParserLPAREN) {
		p.bailHere("expected (")
	}
	if p.atQueryInParens() {
		p.pos++
		q.Query = p.query()
	} else {
		p.pos++
		q.Array = p.expr()
		if p.at(gen.SqlParserCOMMA) {
			p.bailHere("a quantified comparison of several values")
		}
	}
	p.expect(gen.SqlParserRPAREN)
	q.Span = p.spanFrom(start)
	return q
}

// like parses the LIKE, ILIKE, RLIKE and REGEXP alternatives after x [NOT].
func (p *fastParser) like(start int, x ast.Expr, not bool) ast.Expr {
	opTok := p.next()
	kind, _ := p.b.likeKind(opTok)
	switch p.typ() {
	case gen.SqlParserANY, gen.SqlParserALL, gen.SqlParserSOME:
		quant := p.next()
		p.b.gate(fLikeAny, p.b.tokSpan(quant), "LIKE "+upperASCII(quant.Text))
		p.expect(gen.SqlParserLPAREN)
		pats := p.exprList()
		p.expect(gen.SqlParserRPAREN)
		esc := p.likeEscape(kind)
		sp := p.spanFrom(start)
		op := ast.OpOr
		if quant.Type == gen.SqlParserALL {
			op = ast.OpAnd
		}
		var out ast.Expr
		for _, pat := range pats {
			e := p.b.likeNode(sp, kind, not, x, pat, esc)
			if out == nil {
				out = e
			} else {
				out = &ast.Binary{Span: sp, Op: op, L: out, R: e}
			}
		}
		return out
	}
	pat := p.arithTop()
	esc := p.likeEscape(kind)
	return p.b.likeNode(p.spanFrom(start), kind, not, x, pat, esc)
}

// likeEscape parses the optional `ESCAPE escape=valueExpression` of a LIKE of kind; it takes a
// string escape and gives up on any other (the builder refuses it).
func (p *fastParser) likeEscape(kind ast.LikeKind) ast.Expr {
	if !p.at(gen.SqlParserESCAPE) {
		return nil
	}
	switch n := p.la(1); {
	case isStringTok(n) && kind != ast.LikeRegex:
		p.pos++
		return p.arithTop()
	case canStartValue(n):
		p.bailHere("ESCAPE")
	}
	return nil
}

// ---------------------------------------------------------------- operators

// Operator chains: the bits of arith's mask.
const (
	chainLadder = 1 << iota // an operator the dialect's ladder regroups
	chainJSON               // a JSON arrow
)

// arithTop parses the binary operators of valueExpression, from AT TIME ZONE down to |.
//
// The builder regroups a chain of the arithmetic, string and bitwise operators with the
// dialect's own precedences (ladder.go); precedence climbing with those levels builds the
// same tree. A chain that mixes a JSON arrow with such operators bails (the builder regroups
// each side of the arrow apart).
func (p *fastParser) arithTop() ast.Expr {
	start, ndiags := p.pos, len(p.b.diags)
	x, mask := p.arith(1)
	if mask == chainLadder|chainJSON {
		// Parse the chain again, the builder's way (arithMixed).
		p.pos, p.b.diags = start, p.b.diags[:ndiags]
		return p.arithMixed()
	}
	return x
}

// arith parses operators of level min and tighter (see binLevel) over atTZ operands.
func (p *fastParser) arith(min int) (ast.Expr, uint8) {
	start := p.pos
	l := p.atTZ()
	var mask uint8
	for {
		op, n := p.binOp()
		if op == 0 {
			break
		}
		lv, m := p.binLevel(op)
		if lv < min {
			break
		}
		opTok := p.tok()
		if n == 2 && p.toks[p.pos+1].Start != opTok.Stop+1 {
			p.bailHere("> > with a space")
		}
		p.pos += n
		r, rm := p.arith(lv + 1)
		mask |= m | rm
		if mask == chainLadder|chainJSON {
			return nil, mask // arithTop starts over
		}
		l = p.b.binaryOp(op, opTok, l, r, p.spanFrom(start))
		if l == nil {
			p.bailHere("operator")
		}
	}
	return l, mask
}

// arithOperand is an operand of arithMixed: its expression and its span (its tokens').
type arithOperand struct {
	e  ast.Expr
	sp ast.Span
}

// arithOp is an operator of arithMixed, as binOp gives it.
type arithOp struct {
	op  int
	tok *lexer.Token
}

// arithMixed parses a chain of binary operators that mixes JSON arrows with operators of the
// dialect's ladder (PostgreSQL, DuckDB), as the builder builds it: the grammar binds the
// arrows looser than + - * / and tighter than the other operators, and each maximal subtree
// of ladder operators is then regrouped with the dialect's levels. So the chain splits at the
// operators looser than the arrows into segments; a segment with an arrow is one operand,
// the arrow chain (left-associative) over its sub-chains of + - * / operands, each regrouped
// apart; the other segments' operands and operators join the top-level regrouping.
func (p *fastParser) arithMixed() ast.Expr {
	var obuf [16]arithOperand
	var pbuf [16]arithOp
	operands, ops := obuf[:0], pbuf[:0]
	s := p.pos
	x := p.atTZ()
	operands = append(operands, arithOperand{x, p.spanFrom(s)})
	for {
		op, n := p.binOp()
		if op == 0 {
			break
		}
		p.binLevel(op) // bails on an arrow the dialect lacks
		opTok := p.tok()
		if n == 2 && p.toks[p.pos+1].Start != opTok.Stop+1 {
			p.bailHere("> > with a space")
		}
		p.pos += n
		ops = append(ops, arithOp{op, opTok})
		s = p.pos
		x = p.atTZ()
		operands = append(operands, arithOperand{x, p.spanFrom(s)})
	}
	var tbuf [16]arithOperand
	var tpbuf [16]arithOp
	top, topOps := tbuf[:0], tpbuf[:0]
	for i := 0; i < len(operands); {
		// The segment operands[i..j] (ops[i..j-1] are * / % + - or arrows).
		j, arrows := i, false
		for j < len(ops) && !looserThanArrow(ops[j].op) {
			arrows = arrows || isArrow(ops[j].op)
			j++
		}
		if !arrows {
			top = append(top, operands[i:j+1]...)
			topOps = append(topOps, ops[i:j]...)
		} else {
			// sub-chains split at the arrows
			var chain arithOperand
			for k := i; k <= j; {
				l := k
				for l < j && !isArrow(ops[l].op) {
					l++
				}
				sub := p.ladderBuild(operands[k:l+1], ops[k:l])
				if k == i {
					chain = sub
				} else {
					a := ops[k-1]
					sp := ast.Cover(chain.sp, sub.sp)
					e := p.b.binaryOp(a.op, a.tok, chain.e, sub.e, sp)
					if e == nil {
						p.bailHere("operator")
					}
					chain = arithOperand{e, sp}
				}
				k = l + 1
			}
			top = append(top, chain)
		}
		if j < len(ops) {
			topOps = append(topOps, ops[j])
		}
		i = j + 1
	}
	return p.ladderBuild(top, topOps).e
}

// looserThanArrow reports whether the grammar binds a ladder operator looser than the JSON
// arrows (all but * / % DIV // + -).
func looserThanArrow(op int) bool {
	switch op {
	case gen.SqlParserASTERISK, gen.SqlParserSLASH, gen.SqlParserPERCENT, gen.SqlParserDIV,
		gen.SqlParserDOUBLE_SLASH, gen.SqlParserPLUS, gen.SqlParserMINUS:
		return false
	}
	return !isArrow(op)
}

// isArrow reports whether op is a JSON arrow the fast path takes (-> ->>).
func isArrow(op int) bool { return op == gen.SqlParserARROW || op == gen.SqlParserDOUBLE_ARROW }

// ladderBuild groups operands[0] ops[0] operands[1] ... with the dialect's levels, equal
// levels from the left, as the builder's valueLadder.
func (p *fastParser) ladderBuild(operands []arithOperand, ops []arithOp) arithOperand {
	if len(ops) == 0 {
		return operands[0]
	}
	var vbuf [16]arithOperand
	var sbuf [16]arithOp
	vals, stack := vbuf[:0], sbuf[:0]
	level := func(op int) int {
		lv, _ := p.binLevel(op)
		return lv
	}
	reduce := func() {
		op := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		l, r := vals[len(vals)-2], vals[len(vals)-1]
		vals = vals[:len(vals)-2]
		sp := ast.Cover(l.sp, r.sp)
		e := p.b.binaryOp(op.op, op.tok, l.e, r.e, sp)
		if e == nil {
			p.bailHere("operator")
		}
		vals = append(vals, arithOperand{e, sp})
	}
	vals = append(vals, operands[0])
	for i, op := range ops {
		lv := level(op.op)
		for len(stack) > 0 && level(stack[len(stack)-1].op) >= lv {
			reduce()
		}
		stack = append(stack, op)
		vals = append(vals, operands[i+1])
	}
	for len(stack) > 0 {
		reduce()
	}
	return vals[0]
}

// binOp returns the binary operator at the current token as binaryOp takes it (0: none) and
// the number of its tokens. An operator not followed by something that can start a value is
// none: ANTLR then ends the expression there (DIV, a nonReserved word, is then an alias).
func (p *fastParser) binOp() (op, n int) {
	switch t := p.typ(); t {
	case gen.SqlParserASTERISK, gen.SqlParserSLASH, gen.SqlParserPERCENT, gen.SqlParserDOUBLE_SLASH,
		gen.SqlParserPLUS, gen.SqlParserMINUS, gen.SqlParserCONCAT, gen.SqlParserSHIFT_LEFT,
		gen.SqlParserAMPERSAND, gen.SqlParserHAT, gen.SqlParserHASH_SIGN, gen.SqlParserPIPE,
		gen.SqlParserARROW, gen.SqlParserDOUBLE_ARROW, gen.SqlParserDIV:
		if canStartValue(p.la(1)) {
			return t, 1
		}
	case gen.SqlParserGT:
		if p.la(1) == gen.SqlParserGT && canStartValue(p.la(2)) {
			return t, 2
		}
	case gen.SqlParserHASH_GT, gen.SqlParserHASH_GT_GT, gen.SqlParserAT_GT, gen.SqlParserLT_AT,
		gen.SqlParserDOUBLE_AMPERSAND, gen.SqlParserQUESTION:
		p.bailHere("operator")
	}
	return 0, 0
}

// binLevel returns the level of a binary operator (higher binds tighter; at least 1) in the
// source dialect, and its chain bit.
func (p *fastParser) binLevel(op int) (int, uint8) {
	if op == gen.SqlParserARROW || op == gen.SqlParserDOUBLE_ARROW {
		if p.b.f&fJSONArrow == 0 {
			p.bailHere("a JSON arrow")
		}
		return 20, chainJSON // alone in its chain: any level
	}
	t := op
	if t == gen.SqlParserGT {
		t = gen.SqlParserSHIFT_LEFT
	}
	if level := p.b.ladder(); level != nil {
		return level(t) + 1, chainLadder
	}
	// The grammar's own order: * / % DIV //, + -, ||, << >>, &, ^ #, |.
	switch t {
	case gen.SqlParserASTERISK, gen.SqlParserSLASH, gen.SqlParserPERCENT, gen.SqlParserDIV, gen.SqlParserDOUBLE_SLASH:
		return 7, 0
	case gen.SqlParserPLUS, gen.SqlParserMINUS:
		return 6, 0
	case gen.SqlParserCONCAT:
		return 5, 0
	case gen.SqlParserSHIFT_LEFT:
		return 4, 0
	case gen.SqlParserAMPERSAND:
		return 3, 0
	case gen.SqlParserHAT, gen.SqlParserHASH_SIGN:
		return 2, 0
	}
	return 1, 0
}

// atTZ parses `value AT TIME ZONE zone` (left-associative, binding tighter than *; the zone
// is a unary operand).
func (p *fastParser) atTZ() ast.Expr {
	start := p.pos
	x := p.unary()
	depth := p.fdepth
	for p.at(gen.SqlParserAT) && p.la(1) == gen.SqlParserTIME && p.la(2) == gen.SqlParserZONE {
		p.enterF() // the builder recurses down the chain
		p.pos += 3
		z := p.unary()
		x = &ast.AtTimeZone{Span: p.spanFrom(start), X: x, Zone: z}
	}
	p.fdepth = depth
	return x
}

// unary parses `(MINUS | PLUS | TILDE | BANG) valueExpression` (the operand binds only
// postfix operators) or a postfix chain.
func (p *fastParser) unary() ast.Expr {
	switch p.typ() {
	case gen.SqlParserMINUS, gen.SqlParserPLUS, gen.SqlParserTILDE, gen.SqlParserBANG:
	default:
		return p.postfix()
	}
	start := p.pos
	opTok := p.next()
	p.enterF()
	x := p.unary()
	p.leaveF()
	sp := p.spanFrom(start)
	switch opTok.Type {
	case gen.SqlParserMINUS:
		return &ast.Unary{Span: sp, Op: ast.OpNeg, X: x}
	case gen.SqlParserPLUS:
		return &ast.Unary{Span: sp, Op: ast.OpPlus, X: x}
	case gen.SqlParserTILDE:
		p.b.gate(fBitOps, p.b.tokSpan(opTok), "the bitwise ~ operator")
		return &ast.Unary{Span: sp, Op: ast.OpBitNot, X: x}
	}
	p.b.gate(fBangNot, p.b.tokSpan(opTok), "! as NOT")
	return &ast.Unary{Span: sp, Op: ast.OpNot, X: x}
}

// postfix parses a primary and its postfix operators:
//
//	value DOT identifier                          #dereference (a.b.c on a name is one name)
//	value LBRACKET expression RBRACKET            #subscript
//	value LBRACKET expression? COLON expression? RBRACKET #slice
//	value DOUBLE_COLON COLON? dataType            #doubleColonCast
//	value COLLATE qualifiedName                   #collate
func (p *fastParser) postfix() ast.Expr {
	start := p.pos
	x, name := p.primary()
	// The builder recurses down a chain of postfix operators (not down a dotted name):
	// each counts one level, given back on return.
	depth := p.fdepth
	x = p.postfixOps(start, x, name)
	p.fdepth = depth
	return x
}

// postfixOps applies the postfix operators after the primary x that started at token start.
func (p *fastParser) postfixOps(start int, x ast.Expr, name *ast.ColumnRef) ast.Expr {
	path := false // x is a Snowflake path (v:a, v:a.b, v:a[0]): a .name continues it
	for {
		if name == nil {
			p.enterF()
		}
		switch p.typ() {
		case gen.SqlParserDOT:
			if !isIdentTok(p.la(1)) {
				return x
			}
			p.pos++
			id := p.ident()
			if path {
				x = p.b.subscriptOf(p.spanFrom(start), x, &ast.Literal{Span: id.Span, Kind: ast.LitString, Value: id.Name})
				continue
			}
			if name != nil {
				name.Name = append(name.Name, id)
				name.Span = p.spanFrom(start)
				continue
			}
			x = &ast.FieldAccess{Span: p.spanFrom(start), X: x, Name: id}
		case gen.SqlParserLBRACKET:
			name = nil
			p.pos++
			var lo ast.Expr
			if !p.at(gen.SqlParserCOLON) {
				lo = p.expr()
				if p.accept(gen.SqlParserRBRACKET) {
					x = p.b.subscriptOf(p.spanFrom(start), x, lo)
					continue
				}
			}
			p.expect(gen.SqlParserCOLON)
			var hi ast.Expr
			if !p.at(gen.SqlParserRBRACKET) {
				hi = p.expr()
			}
			p.expect(gen.SqlParserRBRACKET)
			sp := p.spanFrom(start)
			p.b.gate(fSlice, sp, "an array slice [a:b]")
			x = &ast.Slice{Span: sp, X: x, Lo: lo, Hi: hi}
			path = false
		case gen.SqlParserDOUBLE_COLON:
			name, path = nil, false
			dc := p.next()
			if p.at(gen.SqlParserCOLON) {
				c := p.next()
				p.b.gate(fTripleColon, spanFromTo(p.b.tokSpan(dc), p.b.tokSpan(c)), ":::")
			} else {
				p.b.gate(fDoubleColon, p.b.tokSpan(dc), "::")
			}
			t := p.dataType()
			x = &ast.Cast{Span: p.spanFrom(start), X: x, Type: t}
		case gen.SqlParserCOLLATE:
			name, path = nil, false
			p.pos++
			q := p.qname()
			x = &ast.Collate{Span: p.spanFrom(start), X: x, Name: q}
		case gen.SqlParserPATH_COLON:
			// value PATH_COLON key=identifier  #semiStructuredAccess (Snowflake v:name is
			// v['name']; a .name after it continues the path)
			if !isIdentTok(p.la(1)) {
				return x
			}
			name = nil
			p.pos++
			key := p.ident()
			x = p.b.subscriptOf(p.spanFrom(start), x, &ast.Literal{Span: key.Span, Kind: ast.LitString, Value: key.Name})
			path = true
			continue
		default:
			return x
		}
	}
}

// ---------------------------------------------------------------- primaries

// primary parses the primary alternatives of valueExpression. name is the column reference
// when the primary is #columnReference (a dereference then extends its name).
func (p *fastParser) primary() (x ast.Expr, name *ast.ColumnRef) {
	t := p.tok()
	start := p.pos
	switch tt := int(t.Type); {
	case tt == gen.SqlParserNULL:
		p.pos++
		return &ast.Literal{Span: p.b.tokSpan(t), Kind: ast.LitNull}, nil
	case isNumberTok(tt):
		p.pos++
		return p.b.numberTok(t), nil
	case tt == gen.SqlParserTRUE:
		p.pos++
		return &ast.Literal{Span: p.b.tokSpan(t), Kind: ast.LitBool, Value: "true"}, nil
	case tt == gen.SqlParserFALSE:
		p.pos++
		return &ast.Literal{Span: p.b.tokSpan(t), Kind: ast.LitBool, Value: "false"}, nil
	case isStringTok(tt):
		v, sp := p.stringConstant()
		return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v}, nil
	case tt == gen.SqlParserQUESTION || tt == gen.SqlParserPOSITIONAL_PARAMETER:
		p.pos++
		return &ast.Param{Span: p.b.tokSpan(t), Name: p.b.src[t.Start : t.Stop+1]}, nil
	case tt == gen.SqlParserINTERVAL:
		return p.interval(), nil
	case tt == gen.SqlParserCAST || tt == gen.SqlParserTRY_CAST || tt == gen.SqlParserSAFE_CAST:
		return p.cast(), nil
	case tt == gen.SqlParserCASE:
		return p.caseExpr(), nil
	case tt == gen.SqlParserLBRACKET:
		// LBRACKET (expression (COMMA expression)*)? RBRACKET  #listLiteral
		p.b.gate(fListLiteral, p.b.tokSpan(t), "a [...] list literal")
		p.pos++
		var elems []ast.Expr
		if !p.at(gen.SqlParserRBRACKET) {
			elems = p.exprList()
		}
		p.expect(gen.SqlParserRBRACKET)
		return &ast.Array{Span: p.spanFrom(start), Elems: elems}, nil
	case tt == gen.SqlParserLBRACE:
		return p.braceLiteral(), nil
	case tt == gen.SqlParserEXISTS:
		// EXISTS LPAREN query RPAREN  #exists; else the function exists(...)
		if p.la(1) != gen.SqlParserLPAREN {
			p.bailHere("EXISTS")
		}
		switch p.la(2) {
		case gen.SqlParserSELECT, gen.SqlParserWITH, gen.SqlParserVALUES, gen.SqlParserTABLE, gen.SqlParserFROM:
			p.pos += 2
			q := p.query()
			p.expect(gen.SqlParserRPAREN)
			return &ast.Exists{Span: p.spanFrom(start), Query: q}, nil
		case gen.SqlParserLPAREN, gen.SqlParserDESCRIBE, gen.SqlParserDESC, gen.SqlParserSHOW:
			p.bailHere("EXISTS ((")
		}
		return p.funcCall(), nil
	case tt == gen.SqlParserLEFT || tt == gen.SqlParserRIGHT:
		if p.la(1) != gen.SqlParserLPAREN {
			p.bailHere("expected an expression")
		}
		return p.funcCall(), nil
	case tt == gen.SqlParserLPAREN:
		return p.parenthesized(), nil
	case tt == gen.SqlParserCURRENT_DATE || tt == gen.SqlParserCURRENT_TIME || tt == gen.SqlParserCURRENT_TIMESTAMP ||
		tt == gen.SqlParserLOCALTIME || tt == gen.SqlParserLOCALTIMESTAMP:
		// name (LPAREN precision=INTEGER_VALUE? RPAREN)?  #specialDateTimeFunction
		p.pos++
		var precision antlr.Token
		if p.accept(gen.SqlParserLPAREN) {
			if p.at(gen.SqlParserINTEGER_VALUE) {
				precision = p.next()
			}
			p.expect(gen.SqlParserRPAREN)
		}
		return p.b.specialDateTime(p.spanFrom(start), t, precision), nil
	case isIdentTok(tt):
		return p.identPrimary()
	}
	p.bailHere("expected an expression")
	return nil, nil
}

// identPrimary parses the primaries that start with an identifier: the special forms of
// ARRAY, MAP, STRUCT, EXTRACT, POSITION, SUBSTRING, TRIM and OVERLAY, a call
// (qualifiedName LPAREN), a typed literal (identifier stringConstant) or a column reference.
func (p *fastParser) identPrimary() (ast.Expr, *ast.ColumnRef) {
	start := p.pos
	t := p.tok()
	switch t.Type {
	case gen.SqlParserARRAY:
		switch p.la(1) {
		case gen.SqlParserLBRACKET:
			return p.arrayCtor(), nil
		case gen.SqlParserLPAREN:
			// ARRAY LPAREN query RPAREN  #arraySubquery; else the call array(...)
			switch p.la(2) {
			case gen.SqlParserSELECT, gen.SqlParserWITH, gen.SqlParserVALUES, gen.SqlParserTABLE, gen.SqlParserFROM:
				p.pos += 2
				q := p.query()
				p.expect(gen.SqlParserRPAREN)
				sp := p.spanFrom(start)
				p.b.gate(fArraySubquery, sp, "ARRAY(subquery)")
				return &ast.ArrayQuery{Span: sp, Query: q}, nil
			case gen.SqlParserLPAREN, gen.SqlParserDESCRIBE, gen.SqlParserDESC, gen.SqlParserSHOW:
				p.bailHere("ARRAY((")
			}
		}
	case gen.SqlParserMAP:
		if p.la(1) == gen.SqlParserLBRACE {
			return p.mapLiteral(), nil
		}
	case gen.SqlParserSTRUCT:
		if p.la(1) == gen.SqlParserLT {
			p.bailHere("STRUCT<")
		}
		if p.la(1) == gen.SqlParserLPAREN && p.topLevelIn(p.pos+1, gen.SqlParserAS) {
			return p.structCtor(), nil
		}
	case gen.SqlParserEXTRACT, gen.SqlParserPOSITION, gen.SqlParserSUBSTRING, gen.SqlParserTRIM, gen.SqlParserOVERLAY:
		if p.la(1) == gen.SqlParserLPAREN && p.specialForm(int(t.Type)) {
			return p.special(), nil
		}
	}
	i := p.pos + 1
	for i+1 < len(p.toks) && p.toks[i].Type == gen.SqlParserDOT && isIdentTok(int(p.toks[i+1].Type)) {
		i += 2
	}
	if i < len(p.toks) && p.toks[i].Type == gen.SqlParserLPAREN {
		return p.funcCall(), nil
	}
	if isStringTok(p.la(1)) {
		// typeName=identifier stringConstant  #typeConstructor
		id := p.ident()
		v, _ := p.stringConstant()
		return p.b.typedLiteral(id, v, p.spanFrom(start)), nil
	}
	return p.columnRef()
}

// Column references allocated with their name parts (one allocation for the commonest
// names: a, t.a).
type (
	colRef1 struct {
		cr  ast.ColumnRef
		ids [1]ast.Ident
	}
	colRef2 struct {
		cr  ast.ColumnRef
		ids [2]ast.Ident
	}
)

// columnRef parses `identifier` (#columnReference); the name has room for the dereferences
// that follow (postfix extends it).
func (p *fastParser) columnRef() (ast.Expr, *ast.ColumnRef) {
	n := 1
	for k := 1; p.la(k) == gen.SqlParserDOT && isIdentTok(p.la(k+1)); k += 2 {
		n++
	}
	id := p.ident()
	if n == 1 {
		if f := p.b.sessionName(id); f != nil {
			return f, nil
		}
	}
	var cr *ast.ColumnRef
	switch n {
	case 1:
		c := &colRef1{}
		c.ids[0] = id
		c.cr.Name = c.ids[:1:1]
		cr = &c.cr
	case 2:
		c := &colRef2{}
		c.ids[0] = id
		c.cr.Name = c.ids[:1:2]
		cr = &c.cr
	default:
		cr = &ast.ColumnRef{Name: make(ast.QName, 1, n)}
		cr.Name[0] = id
	}
	cr.Span = id.Span
	return cr, cr
}

// exprList parses `expression (COMMA expression)*`.
func (p *fastParser) exprList() []ast.Expr {
	var buf [8]ast.Expr // the list is gathered here and allocated once, at its length
	list := append(buf[:0], p.expr())
	for p.accept(gen.SqlParserCOMMA) {
		list = append(list, p.expr())
	}
	return slices.Clone(list)
}

// parenthesized parses `LPAREN query RPAREN` (#subqueryExpression) or `LPAREN expression
// (COMMA expression)* RPAREN` (#parenthesizedExpression: one expression is itself, several a
// row). (x).* bails.
func (p *fastParser) parenthesized() ast.Expr {
	start := p.pos
	if p.atQueryInParens() {
		p.pos++
		q := p.query()
		p.expect(gen.SqlParserRPAREN)
		return &ast.Subquery{Span: p.spanFrom(start), Query: q}
	}
	p.pos++
	e := p.expr()
	if p.accept(gen.SqlParserRPAREN) {
		if p.at(gen.SqlParserDOT) && p.la(1) == gen.SqlParserASTERISK {
			// PostgreSQL (x).*: the fields of a composite value
			p.pos += 2
			sp := p.spanFrom(start)
			p.b.gate(fFieldStar, sp, "(x).*")
			return &ast.FieldStar{Span: sp, X: e}
		}
		return e
	}
	p.expect(gen.SqlParserCOMMA)
	list := []ast.Expr{e}
	list = append(list, p.exprList()...)
	p.expect(gen.SqlParserRPAREN)
	if p.at(gen.SqlParserDOT) && p.la(1) == gen.SqlParserASTERISK {
		p.bailHere("(a, b).*")
	}
	s := &ast.Struct{Span: p.spanFrom(start), Fields: make([]*ast.StructField, len(list))}
	for i, x := range list {
		s.Fields[i] = &ast.StructField{Span: spanOf(x), Value: x}
	}
	return s
}

// cast parses `(CAST | TRY_CAST | SAFE_CAST) LPAREN expression AS dataType RPAREN`.
func (p *fastParser) cast() ast.Expr {
	start := p.pos
	opTok := p.next()
	mode := ast.CastStrict
	switch opTok.Type {
	case gen.SqlParserTRY_CAST:
		p.b.gate(fTryCast, p.b.tokSpan(opTok), "TRY_CAST")
		mode = ast.CastTry
	case gen.SqlParserSAFE_CAST:
		p.b.gate(fSafeCast, p.b.tokSpan(opTok), "SAFE_CAST")
		mode = ast.CastTry
	}
	p.expect(gen.SqlParserLPAREN)
	x := p.expr()
	p.expect(gen.SqlParserAS)
	t := p.dataType()
	p.expect(gen.SqlParserRPAREN)
	return &ast.Cast{Span: p.spanFrom(start), X: x, Type: t, Mode: mode}
}

// caseExpr parses `CASE operand=expression whenClause+ (ELSE expression)? END` and
// `CASE whenClause+ (ELSE expression)? END`; whenClause is WHEN expression THEN expression.
func (p *fastParser) caseExpr() ast.Expr {
	start := p.pos
	p.pos++
	cs := &ast.Case{}
	if !p.at(gen.SqlParserWHEN) {
		cs.Operand = p.expr()
	}
	var buf [4]*ast.When
	whens := buf[:0]
	for p.at(gen.SqlParserWHEN) {
		ws := p.pos
		p.pos++
		c := p.expr()
		p.expect(gen.SqlParserTHEN)
		r := p.expr()
		whens = append(whens, &ast.When{Span: p.spanFrom(ws), Cond: c, Result: r})
	}
	if len(whens) == 0 {
		p.bailHere("expected WHEN")
	}
	cs.Whens = slices.Clone(whens)
	if p.accept(gen.SqlParserELSE) {
		cs.Else = p.expr()
	}
	p.expect(gen.SqlParserEND)
	cs.Span = p.spanFrom(start)
	return cs
}

// arrayCtor parses `ARRAY LBRACKET (expression (COMMA expression)*)? RBRACKET`; an element
// written [...] is a nested array.
func (p *fastParser) arrayCtor() ast.Expr {
	start := p.pos
	arr := p.next()
	p.b.gate(fArrayCtor, p.b.tokSpan(arr), "ARRAY[...]")
	p.pos++ // LBRACKET
	elems := p.arrayElems()
	if len(elems) == 0 && p.b.d.Name == "postgres" && !p.castOperand(start) {
		// PostgreSQL types an empty ARRAY[] from a cast around it (builder's typedByContext).
		p.bailHere("an empty ARRAY[]")
	}
	return &ast.Array{Span: p.spanFrom(start), Elems: elems}
}

// arrayElems parses the elements of ARRAY[...] up to and including the RBRACKET, as the
// builder's arrayElems: never nil.
func (p *fastParser) arrayElems() []ast.Expr {
	out := []ast.Expr{}
	if p.accept(gen.SqlParserRBRACKET) {
		return out
	}
	for {
		if p.at(gen.SqlParserLBRACKET) {
			// A nested [...] element, when it is the whole element.
			ls := p.pos
			p.pos++
			p.enterF()
			inner := p.arrayElems()
			p.leaveF()
			if !p.at(gen.SqlParserCOMMA) && !p.at(gen.SqlParserRBRACKET) {
				p.bailHere("an element that starts with [")
			}
			out = append(out, &ast.Array{Span: p.spanFrom(ls), Elems: inner})
		} else {
			out = append(out, p.expr())
		}
		if !p.accept(gen.SqlParserCOMMA) {
			break
		}
	}
	p.expect(gen.SqlParserRBRACKET)
	return out
}

// braceLiteral parses `LBRACE (structLiteralField (COMMA structLiteralField)*)? RBRACE`,
// structLiteralField being key (COLON | PATH_COLON) expression with a STRING, identifier or
// nonReserved key: a struct, or in Doris a map.
func (p *fastParser) braceLiteral() ast.Expr {
	start := p.pos
	lb := p.next()
	p.b.gate(fBraceLiteral, p.b.tokSpan(lb), "a {...} literal")
	doris := p.b.d.Name == "doris"
	var m *ast.Map
	var s *ast.Struct
	if doris {
		m = &ast.Map{}
	} else {
		s = &ast.Struct{}
	}
	if !p.at(gen.SqlParserRBRACE) {
		for {
			fs := p.pos
			k := p.tok()
			switch kt := int(k.Type); {
			case kt == gen.SqlParserSTRING, isIdentTok(kt):
			default:
				p.bailHere("a {...} key")
			}
			p.pos++
			if !p.accept(gen.SqlParserCOLON) {
				p.expect(gen.SqlParserPATH_COLON)
			}
			name, ksp := p.b.structKeyTok(k)
			v := p.expr()
			if doris {
				m.Keys = append(m.Keys, &ast.Literal{Span: ksp, Kind: ast.LitString, Value: name.Name})
				m.Values = append(m.Values, v)
			} else {
				s.Fields = append(s.Fields, &ast.StructField{Span: p.spanFrom(fs), Name: identPtr(name), Value: v})
			}
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
	}
	p.expect(gen.SqlParserRBRACE)
	if doris {
		m.Span = p.spanFrom(start)
		return m
	}
	s.Span = p.spanFrom(start)
	return s
}

// mapLiteral parses `MAP LBRACE (key=expression COLON value=expression (COMMA ...)*)? RBRACE`.
func (p *fastParser) mapLiteral() ast.Expr {
	start := p.pos
	p.pos += 2
	m := &ast.Map{}
	if !p.at(gen.SqlParserRBRACE) {
		for {
			k := p.expr()
			p.expect(gen.SqlParserCOLON)
			v := p.expr()
			m.Keys = append(m.Keys, k)
			m.Values = append(m.Values, v)
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
	}
	p.expect(gen.SqlParserRBRACE)
	m.Span = p.spanFrom(start)
	p.b.gate(fMapLiteral, m.Span, "MAP {...}")
	return m
}

// interval parses `INTERVAL (PLUS | MINUS)? intervalValue intervalField? (TO intervalField)?`;
// Spark's further `intervalPart`s bail.
func (p *fastParser) interval() ast.Expr {
	start := p.pos
	p.pos++
	var sign *lexer.Token
	if p.at(gen.SqlParserPLUS) || p.at(gen.SqlParserMINUS) {
		sign = p.next()
	}
	v := p.intervalValue()
	iv := &ast.Interval{Value: v}
	if sign != nil && sign.Type == gen.SqlParserMINUS {
		iv.Value = &ast.Unary{Span: spanFromTo(p.b.tokSpan(sign), spanOf(v)), Op: ast.OpNeg, X: v}
	}
	if isIntervalField(p.typ()) {
		iv.Unit = intervalUnit(p.next().Text)
	}
	if p.at(gen.SqlParserTO) && isIntervalField(p.la(1)) {
		p.pos++
		iv.ToUnit = intervalUnit(p.next().Text)
	}
	iv.Span = p.spanFrom(start)
	if !p.atIntervalPart() {
		return iv
	}
	// intervalPart: intervalValue intervalField (Spark's INTERVAL 2 HOURS 30 MINUTES), the sum
	// of one interval per unit; the first spans up to its unit, as the builder makes it.
	if iv.Unit == "" || iv.ToUnit != "" {
		p.bailHere("an interval of several parts")
	}
	var out ast.Expr = iv
	for p.atIntervalPart() {
		ps := p.pos
		v := p.intervalValue()
		if !isIntervalField(p.typ()) {
			p.bailHere("expected an interval field")
		}
		part := &ast.Interval{Value: v, Unit: intervalUnit(p.next().Text)}
		part.Span = p.spanFrom(ps)
		out = &ast.Binary{Span: spanFromTo(spanOf(out), part.Span), Op: ast.OpAdd, L: out, R: part}
	}
	return out
}

// atIntervalPart reports whether an intervalValue starts at the current token.
func (p *fastParser) atIntervalPart() bool {
	t := p.typ()
	return isStringTok(t) || isNumberTok(t) || t == gen.SqlParserLPAREN
}

// intervalValue parses `stringConstant | number | LPAREN expression RPAREN`.
func (p *fastParser) intervalValue() ast.Expr {
	start := p.pos
	switch t := p.typ(); {
	case isStringTok(t):
		v, _ := p.stringConstant()
		return &ast.Literal{Span: p.spanFrom(start), Kind: ast.LitString, Value: v}
	case isNumberTok(t):
		n := p.next()
		p.b.gate(fBareInterval, p.b.tokSpan(n), "INTERVAL with an unquoted number")
		return p.b.numberTok(n)
	case t == gen.SqlParserLPAREN:
		p.pos++
		e := p.expr()
		p.expect(gen.SqlParserRPAREN)
		p.b.gate(fBareInterval, p.spanFrom(start), "INTERVAL with an expression")
		return e
	}
	p.bailHere("an interval value")
	return nil
}

// specialForm reports whether the call-like keyword kw at the current token (followed by
// LPAREN) is its special form (EXTRACT(f FROM x), ...): whether its own keywords appear
// between the parentheses, outside nested ones. POSITION(a IN (b)) is also a call of one
// argument a IN (b), which the grammar prefers: it bails.
func (p *fastParser) specialForm(kw int) bool {
	depth := 0
	for i := p.pos + 1; i < len(p.toks); i++ {
		t := int(p.toks[i].Type)
		switch t {
		case gen.SqlParserLPAREN:
			depth++
			continue
		case gen.SqlParserRPAREN:
			depth--
			if depth == 0 {
				return false
			}
			continue
		case antlr.TokenEOF:
			return false
		}
		if depth != 1 {
			continue
		}
		switch kw {
		case gen.SqlParserEXTRACT:
			if t == gen.SqlParserFROM {
				return true
			}
		case gen.SqlParserPOSITION:
			if t == gen.SqlParserIN {
				if i+1 < len(p.toks) && p.toks[i+1].Type == gen.SqlParserLPAREN {
					p.bailHere("POSITION(a IN (b))")
				}
				return true
			}
		case gen.SqlParserSUBSTRING:
			if t == gen.SqlParserFROM || t == gen.SqlParserFOR || t == gen.SqlParserSIMILAR {
				return true
			}
		case gen.SqlParserTRIM:
			switch t {
			case gen.SqlParserFROM, gen.SqlParserBOTH, gen.SqlParserLEADING, gen.SqlParserTRAILING:
				return true
			}
		case gen.SqlParserOVERLAY:
			switch t {
			case gen.SqlParserPLACING, gen.SqlParserFROM, gen.SqlParserFOR:
				return true
			}
		}
	}
	return false
}

// special parses the special forms (the builder turns all but EXTRACT into calls):
//
//	EXTRACT LPAREN extractField FROM valueExpression RPAREN
//	POSITION LPAREN valueExpression IN valueExpression RPAREN
//	SUBSTRING LPAREN valueExpression FROM valueExpression (FOR valueExpression)? RPAREN
//	TRIM LPAREN (BOTH | LEADING | TRAILING)? valueExpression? FROM valueExpression RPAREN
//	OVERLAY LPAREN valueExpression PLACING valueExpression FROM valueExpression
//	    (FOR valueExpression)? RPAREN
//
// PostgreSQL's other forms of SUBSTRING and TRIM bail.
func (p *fastParser) special() ast.Expr {
	start := p.pos
	kw := p.next().Type
	p.pos++ // LPAREN
	switch kw {
	case gen.SqlParserEXTRACT:
		var field string
		if isStringTok(p.typ()) {
			v, _ := p.stringConstant()
			field = upperASCII(v)
		} else {
			field = upperASCII(p.ident().Name)
		}
		p.expect(gen.SqlParserFROM)
		x := p.valueExpr()
		p.expect(gen.SqlParserRPAREN)
		return &ast.Extract{Span: p.spanFrom(start), Field: field, X: x}
	case gen.SqlParserPOSITION:
		needle := p.arithTop()
		p.expect(gen.SqlParserIN)
		hay := p.valueExpr()
		p.expect(gen.SqlParserRPAREN)
		return p.b.call(p.spanFrom(start), "position", needle, hay)
	case gen.SqlParserSUBSTRING:
		args := make([]ast.Expr, 2, 3)
		args[0] = p.valueExpr()
		if !p.at(gen.SqlParserFROM) {
			p.bailHere("SUBSTRING(x FOR n) or SUBSTRING(x SIMILAR p ESCAPE e)")
		}
		p.expect(gen.SqlParserFROM)
		args[1] = p.valueExpr()
		if p.accept(gen.SqlParserFOR) {
			args = append(args, p.valueExpr())
		}
		p.expect(gen.SqlParserRPAREN)
		return p.b.call(p.spanFrom(start), "substring", args...)
	case gen.SqlParserTRIM:
		name := "btrim"
		switch p.typ() {
		case gen.SqlParserBOTH:
			p.pos++
		case gen.SqlParserLEADING:
			name = "ltrim"
			p.pos++
		case gen.SqlParserTRAILING:
			name = "rtrim"
			p.pos++
		}
		var ch ast.Expr
		if !p.at(gen.SqlParserFROM) {
			ch = p.valueExpr()
		}
		if !p.at(gen.SqlParserFROM) {
			p.bailHere("TRIM(spec x) without FROM")
		}
		p.expect(gen.SqlParserFROM)
		src := p.valueExpr()
		if p.at(gen.SqlParserCOMMA) {
			p.bailHere("TRIM(... FROM x, y)")
		}
		p.expect(gen.SqlParserRPAREN)
		if ch != nil {
			return p.b.call(p.spanFrom(start), name, src, ch)
		}
		return p.b.call(p.spanFrom(start), name, src)
	}
	// OVERLAY
	args := make([]ast.Expr, 3, 4)
	args[0] = p.valueExpr()
	p.expect(gen.SqlParserPLACING)
	args[1] = p.valueExpr()
	p.expect(gen.SqlParserFROM)
	args[2] = p.valueExpr()
	if p.accept(gen.SqlParserFOR) {
		args = append(args, p.valueExpr())
	}
	p.expect(gen.SqlParserRPAREN)
	return p.b.call(p.spanFrom(start), "overlay", args...)
}

// ---------------------------------------------------------------- calls

// funcCall parses the calls:
//
//	functionName LPAREN (qualifiedName DOT)? ASTERISK RPAREN filterClause? overClause?
//	functionName LPAREN (setQuantifier? functionArgument (COMMA functionArgument)*)?
//	    (nullTreatment orderByClause? | orderByClause nullTreatment?)?
//	    RPAREN filterClause? nullTreatment? overClause?
//
// LIMIT, JSON function options, ON OVERFLOW and WITHIN GROUP bail.
func (p *fastParser) funcCall() ast.Expr {
	start := p.pos
	name := p.funcName()
	p.expect(gen.SqlParserLPAREN)
	if star, ok := p.starArg(); ok {
		f := &ast.Func{Name: name, Star: star == nil}
		if star != nil {
			f.Args = []ast.Expr{star}
		}
		p.callTail(f, false)
		f.Span = p.spanFrom(start)
		return p.b.resolve(f, false)
	}
	f := &ast.Func{Name: name}
	if !p.at(gen.SqlParserRPAREN) {
		switch p.typ() {
		case gen.SqlParserDISTINCT:
			f.Distinct = true
			p.pos++
		case gen.SqlParserALL:
			p.pos++
		}
		var buf [8]ast.Expr
		args := buf[:0]
		for {
			args = append(args, p.funcArg(name))
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
		f.Args = slices.Clone(args)
	}
	if p.atNullTreatment() {
		f.Nulls = p.nullTreatment()
		if p.at(gen.SqlParserORDER) {
			f.OrderBy = p.orderByInCall()
		}
	} else if p.at(gen.SqlParserORDER) {
		f.OrderBy = p.orderByInCall()
		if p.atNullTreatment() {
			f.Nulls = p.nullTreatment()
		}
	}
	if !p.at(gen.SqlParserRPAREN) {
		p.bailHere("a call option")
	}
	p.pos++
	p.callTail(f, true)
	f.Span = p.spanFrom(start)
	if e := p.b.constructor(f); e != nil {
		return e
	}
	p.b.gateFuncArgs(f)
	return p.b.resolve(f, false)
}

// starArg parses `(qualifiedName DOT)? ASTERISK RPAREN` after a call's LPAREN when it is
// there: ok, and the t.* argument (nil for a bare *).
func (p *fastParser) starArg() (star *ast.Star, ok bool) {
	if p.at(gen.SqlParserASTERISK) && p.la(1) == gen.SqlParserRPAREN {
		p.pos += 2
		return nil, true
	}
	if !isIdentTok(p.typ()) {
		return nil, false
	}
	i := p.pos + 1
	for i+1 < len(p.toks) && p.toks[i].Type == gen.SqlParserDOT && isIdentTok(int(p.toks[i+1].Type)) {
		i += 2
	}
	if i+2 >= len(p.toks) || p.toks[i].Type != gen.SqlParserDOT || p.toks[i+1].Type != gen.SqlParserASTERISK ||
		p.toks[i+2].Type != gen.SqlParserRPAREN {
		return nil, false
	}
	start := p.pos
	q := p.qname()
	p.pos += 2 // DOT ASTERISK
	star = &ast.Star{Span: p.spanFrom(start), Table: q}
	p.pos++ // RPAREN
	return star, true
}

// callTail parses what follows a call's RPAREN: filterClause? nullTreatment? overClause?
// (no nullTreatment after a star call).
func (p *fastParser) callTail(f *ast.Func, nulls bool) {
	if p.at(gen.SqlParserWITHIN) {
		// withinGroup: WITHIN GROUP LPAREN ORDER BY sortItem (COMMA sortItem)* RPAREN
		if !nulls || p.la(1) != gen.SqlParserGROUP || p.la(2) != gen.SqlParserLPAREN || p.la(3) != gen.SqlParserORDER {
			p.bailHere("WITHIN GROUP")
		}
		p.pos += 4
		p.expect(gen.SqlParserBY)
		f.WithinGroup = p.sortItems()
		p.expect(gen.SqlParserRPAREN)
	}
	if p.at(gen.SqlParserFILTER) && p.la(1) == gen.SqlParserLPAREN && p.la(2) == gen.SqlParserWHERE {
		p.pos += 3
		f.Filter = p.expr()
		p.expect(gen.SqlParserRPAREN)
	}
	if p.atNullTreatment() {
		if !nulls || f.Nulls != ast.NullsUnspecified {
			p.bailHere("IGNORE|RESPECT NULLS")
		}
		f.Nulls = p.nullTreatment()
	}
	if p.at(gen.SqlParserOVER) {
		f.Over = p.over()
	}
}

// atNullTreatment reports whether `nullTreatment: (IGNORE | RESPECT) NULLS` starts here.
func (p *fastParser) atNullTreatment() bool {
	return (p.at(gen.SqlParserIGNORE) || p.at(gen.SqlParserRESPECT)) && p.la(1) == gen.SqlParserNULLS
}

// nullTreatment parses `(IGNORE | RESPECT) NULLS`.
func (p *fastParser) nullTreatment() ast.NullTreatment {
	t := p.next().Type
	p.pos++
	if t == gen.SqlParserIGNORE {
		return ast.NullsIgnore
	}
	return ast.NullsRespect
}

// orderByInCall parses `ORDER BY sortItem (COMMA sortItem)*` inside a call (ORDER BY ALL
// bails: the builder refuses it there).
func (p *fastParser) orderByInCall() []*ast.OrderItem {
	p.pos++
	p.expect(gen.SqlParserBY)
	if p.at(gen.SqlParserALL) {
		p.bailHere("ORDER BY ALL")
	}
	return p.sortItems()
}

// funcArg parses `functionArgument` of a call to fname:
//
//	lambdaParameters ARROW expression
//	argumentName (COLON_EQ | FAT_ARROW) expression
//	expression
//
// A TABLE(...) argument, a key: value member, an argument the builder reads as a JSON arrow
// (PostgreSQL, DuckDB) and STRUCT(x AS name) bail.
func (p *fastParser) funcArg(fname ast.QName) ast.Expr {
	start := p.pos
	t := p.typ()
	if n := p.lambdaParams(); n >= 0 {
		if p.b.f&fJSONArrow != 0 && (p.b.f&fLambda == 0 || !lambdaFunc(fname) && n <= 1) {
			return p.jsonArrowArg()
		}
		params := make([]ast.Ident, 0, n)
		if p.accept(gen.SqlParserLPAREN) {
			for !p.accept(gen.SqlParserRPAREN) {
				params = append(params, p.ident())
				p.accept(gen.SqlParserCOMMA)
			}
		} else {
			params = append(params, p.ident())
		}
		p.expect(gen.SqlParserARROW)
		body := p.expr()
		sp := p.spanFrom(start)
		p.b.gate(fLambda, sp, "a lambda")
		return &ast.Lambda{Span: sp, Params: params, Body: body}
	}
	if (isIdentTok(t) || t == gen.SqlParserOUTER) && (p.la(1) == gen.SqlParserCOLON_EQ || p.la(1) == gen.SqlParserFAT_ARROW) {
		var name ast.Ident
		if t == gen.SqlParserOUTER {
			nt := p.next()
			name = ast.Ident{Span: p.b.tokSpan(nt), Name: nt.Text}
		} else {
			name = p.ident()
		}
		opTok := p.next()
		if opTok.Type == gen.SqlParserCOLON_EQ {
			p.b.gate(fColonEqArg, p.b.tokSpan(opTok), "name := value")
		}
		if p.at(gen.SqlParserTABLE) {
			p.bailHere("a TABLE(...) argument")
		}
		v := p.expr()
		return &ast.NamedArg{Span: p.spanFrom(start), Name: name, Value: v}
	}
	if t == gen.SqlParserTABLE {
		p.bailHere("a TABLE(...) argument")
	}
	e := p.expr()
	switch p.typ() {
	case gen.SqlParserCOLON, gen.SqlParserPATH_COLON, gen.SqlParserAS:
		p.bailHere("a call argument")
	}
	return e
}

// lambdaParams reports whether `lambdaParameters ARROW` starts at the current token: the
// number of parameters, -1 if not.
func (p *fastParser) lambdaParams() int {
	if isIdentTok(p.typ()) {
		if p.la(1) == gen.SqlParserARROW {
			return 1
		}
		return -1
	}
	if !p.at(gen.SqlParserLPAREN) {
		return -1
	}
	if p.la(1) == gen.SqlParserRPAREN {
		if p.la(2) == gen.SqlParserARROW {
			return 0
		}
		return -1
	}
	n := 0
	for k := 1; ; k += 2 {
		if !isIdentTok(p.la(k)) {
			return -1
		}
		n++
		switch p.la(k + 1) {
		case gen.SqlParserCOMMA:
			continue
		case gen.SqlParserRPAREN:
			if p.la(k+2) == gen.SqlParserARROW {
				return n
			}
		}
		return -1
	}
}

// ---------------------------------------------------------------- windows and sorting

// over parses `OVER (windowName=identifier | LPAREN windowSpecification RPAREN)`.
func (p *fastParser) over() *ast.WindowSpec {
	start := p.pos
	p.pos++
	if isIdentTok(p.typ()) {
		id := p.ident()
		return &ast.WindowSpec{Span: p.spanFrom(start), Name: identPtr(id)}
	}
	p.expect(gen.SqlParserLPAREN)
	w := p.windowSpec()
	p.expect(gen.SqlParserRPAREN)
	w.Span = p.spanFrom(start)
	return w
}

// windowSpecInParens parses `LPAREN windowSpecification RPAREN`; the spec spans its inside.
func (p *fastParser) windowSpecInParens() *ast.WindowSpec {
	p.expect(gen.SqlParserLPAREN)
	w := p.windowSpec()
	p.expect(gen.SqlParserRPAREN)
	return w
}

// windowSpec parses `windowSpecification`:
//
//	existingWindowName=identifier?
//	((PARTITION | DISTRIBUTE) BY expression (COMMA expression)*)?
//	((ORDER | SORT) BY sortItem (COMMA sortItem)*)?
//	windowFrame?
func (p *fastParser) windowSpec() *ast.WindowSpec {
	start := p.pos
	w := &ast.WindowSpec{}
	if t := p.typ(); isIdentTok(t) {
		switch t {
		case gen.SqlParserPARTITION, gen.SqlParserDISTRIBUTE, gen.SqlParserSORT:
			if p.la(1) != gen.SqlParserBY {
				p.bailHere("a window name")
			}
		case gen.SqlParserROWS, gen.SqlParserRANGE, gen.SqlParserGROUPS:
		default:
			w.Name = identPtr(p.ident())
		}
	}
	if t := p.typ(); (t == gen.SqlParserPARTITION || t == gen.SqlParserDISTRIBUTE) && p.la(1) == gen.SqlParserBY {
		kw := p.next()
		if t == gen.SqlParserDISTRIBUTE {
			p.b.gate(fHiveClauses, p.b.tokSpan(kw), "DISTRIBUTE BY in a window")
		}
		p.pos++
		w.PartitionBy = p.exprList()
	}
	if t := p.typ(); (t == gen.SqlParserORDER || t == gen.SqlParserSORT) && p.la(1) == gen.SqlParserBY {
		kw := p.next()
		if t == gen.SqlParserSORT {
			p.b.gate(fHiveClauses, p.b.tokSpan(kw), "SORT BY in a window")
		}
		p.pos++
		w.OrderBy = p.sortItems()
	}
	switch p.typ() {
	case gen.SqlParserROWS, gen.SqlParserRANGE, gen.SqlParserGROUPS:
		w.Frame = p.frame()
	}
	w.Span = p.spanFrom(start)
	return w
}

// frame parses `windowFrame: (RANGE | ROWS | GROUPS) (frameBound | BETWEEN frameBound AND
// frameBound) frameExclusion?`.
func (p *fastParser) frame() *ast.Frame {
	start := p.pos
	fr := &ast.Frame{}
	switch p.next().Type {
	case gen.SqlParserRANGE:
		fr.Unit = ast.FrameRange
	case gen.SqlParserGROUPS:
		fr.Unit = ast.FrameGroups
	}
	if p.accept(gen.SqlParserBETWEEN) {
		fr.Start = p.frameBound()
		p.expect(gen.SqlParserAND)
		fr.End = p.frameBound()
	} else {
		fr.Start = p.frameBound()
	}
	if p.accept(gen.SqlParserEXCLUDE) {
		switch {
		case p.at(gen.SqlParserCURRENT) && p.la(1) == gen.SqlParserROW:
			p.pos += 2
			fr.Exclude = ast.ExcludeCurrentRow
		case p.accept(gen.SqlParserGROUP):
			fr.Exclude = ast.ExcludeGroup
		case p.accept(gen.SqlParserTIES):
			fr.Exclude = ast.ExcludeTies
		case p.at(gen.SqlParserNO) && p.la(1) == gen.SqlParserOTHERS:
			p.pos += 2
		default:
			p.bailHere("EXCLUDE")
		}
	}
	fr.Span = p.spanFrom(start)
	return fr
}

// frameBound parses `UNBOUNDED (PRECEDING | FOLLOWING) | CURRENT ROW | valueExpression
// (PRECEDING | FOLLOWING)`.
func (p *fastParser) frameBound() *ast.FrameBound {
	start := p.pos
	switch {
	case p.accept(gen.SqlParserUNBOUNDED):
		k := ast.UnboundedPreceding
		if p.accept(gen.SqlParserFOLLOWING) {
			k = ast.UnboundedFollowing
		} else {
			p.expect(gen.SqlParserPRECEDING)
		}
		return &ast.FrameBound{Span: p.spanFrom(start), Kind: k}
	case p.at(gen.SqlParserCURRENT) && p.la(1) == gen.SqlParserROW:
		p.pos += 2
		return &ast.FrameBound{Span: p.spanFrom(start), Kind: ast.CurrentRow}
	}
	v := p.valueExpr()
	k := ast.Preceding
	if p.accept(gen.SqlParserFOLLOWING) {
		k = ast.Following
	} else {
		p.expect(gen.SqlParserPRECEDING)
	}
	return &ast.FrameBound{Span: p.spanFrom(start), Kind: k, Offset: v}
}

// sortItem parses `sortItem: expression (ASC | DESC)? (NULLS (FIRST | LAST))?`.
func (p *fastParser) sortItem() *ast.OrderItem {
	start := p.pos
	o := &ast.OrderItem{Expr: p.expr()}
	if !p.accept(gen.SqlParserASC) && p.accept(gen.SqlParserDESC) {
		o.Desc = true
	}
	if p.accept(gen.SqlParserNULLS) {
		switch {
		case p.accept(gen.SqlParserFIRST):
			o.Nulls = ast.NullsFirst
		case p.accept(gen.SqlParserLAST):
			o.Nulls = ast.NullsLast
		default:
			p.bailHere("NULLS")
		}
	}
	o.Span = p.spanFrom(start)
	return o
}

// funcArgument parses `functionArgument` of a call to name (table functions in FROM).
func (p *fastParser) funcArgument(name ast.QName) ast.Expr {
	return p.funcArg(name)
}

// ---------------------------------------------------------------- token classes

// isNumberTok reports whether t is a numeric literal token (the `number` rule).
func isNumberTok(t int) bool {
	switch t {
	case gen.SqlParserINTEGER_VALUE, gen.SqlParserDECIMAL_VALUE, gen.SqlParserDOUBLE_VALUE,
		gen.SqlParserBIGINT_LITERAL, gen.SqlParserSMALLINT_LITERAL, gen.SqlParserTINYINT_LITERAL,
		gen.SqlParserBIGDECIMAL_LITERAL, gen.SqlParserDOUBLE_LITERAL, gen.SqlParserFLOAT_LITERAL:
		return true
	}
	return false
}

// isStringTok reports whether t is a string literal token (a part of `stringConstant`).
func isStringTok(t int) bool {
	switch t {
	case gen.SqlParserSTRING, gen.SqlParserESCAPE_STRING, gen.SqlParserDOLLAR_STRING, gen.SqlParserUNICODE_STRING:
		return true
	}
	return false
}

// isIntervalField reports whether t is an `intervalField`.
func isIntervalField(t int) bool {
	switch t {
	case gen.SqlParserYEAR, gen.SqlParserYEARS, gen.SqlParserQUARTER, gen.SqlParserMONTH, gen.SqlParserMONTHS,
		gen.SqlParserWEEK, gen.SqlParserWEEKS, gen.SqlParserDAY, gen.SqlParserDAYS, gen.SqlParserHOUR,
		gen.SqlParserHOURS, gen.SqlParserMINUTE, gen.SqlParserMINUTES, gen.SqlParserSECOND, gen.SqlParserSECONDS,
		gen.SqlParserMILLISECOND, gen.SqlParserMILLISECONDS, gen.SqlParserMICROSECOND, gen.SqlParserMICROSECONDS:
		return true
	}
	return false
}

// canStartValue reports whether a token of type t can start a valueExpression.
func canStartValue(t int) bool {
	switch t {
	case gen.SqlParserNULL, gen.SqlParserINTERVAL, gen.SqlParserTRUE, gen.SqlParserFALSE,
		gen.SqlParserQUESTION, gen.SqlParserPOSITIONAL_PARAMETER, gen.SqlParserCAST, gen.SqlParserTRY_CAST,
		gen.SqlParserSAFE_CAST, gen.SqlParserCASE, gen.SqlParserLBRACKET, gen.SqlParserLBRACE,
		gen.SqlParserEXISTS, gen.SqlParserLPAREN, gen.SqlParserCURRENT_DATE, gen.SqlParserCURRENT_TIME,
		gen.SqlParserCURRENT_TIMESTAMP, gen.SqlParserLOCALTIME, gen.SqlParserLOCALTIMESTAMP,
		gen.SqlParserLEFT, gen.SqlParserRIGHT, gen.SqlParserMINUS, gen.SqlParserPLUS, gen.SqlParserTILDE,
		gen.SqlParserBANG:
		return true
	}
	return isNumberTok(t) || isStringTok(t) || isIdentTok(t)
}

// FastExpression parses src, tokenized as toks (default channel, EOF last), as
// `standaloneExpression: expression EOF` by the fast path, for tests (it holds the
// expressions of the fast path to the ANTLR path where no query parser is involved). ok
// false means the caller must parse with ANTLR; why says where the fast path stopped.
func FastExpression(toks []lexer.Token, src string, d *Dialect, opts Options) (e ast.Expr, ok bool, why string) {
	why = fastRun(toks, src, d, opts, func(p *fastParser) {
		e = p.expr()
		if !p.at(antlr.TokenEOF) {
			p.bailHere("expected end of input")
		}
	})
	if why != "" {
		return nil, false, why
	}
	return e, true, ""
}

// funcName parses `functionName: qualifiedName | LEFT | RIGHT | EXISTS` (also used for table
// functions).
func (p *fastParser) funcName() ast.QName {
	switch p.typ() {
	case gen.SqlParserLEFT, gen.SqlParserRIGHT, gen.SqlParserEXISTS:
		t := p.next()
		return ast.QName{{Span: p.b.tokSpan(t), Name: t.Text}}
	}
	return p.qname()
}

// sortItems parses `sortItem (COMMA sortItem)*` (also used for ORDER BY and SORT BY).
func (p *fastParser) sortItems() []*ast.OrderItem {
	var buf [8]*ast.OrderItem
	list := append(buf[:0], p.sortItem())
	for p.accept(gen.SqlParserCOMMA) {
		list = append(list, p.sortItem())
	}
	return slices.Clone(list)
}

// castOperand reports whether the primary that started at token start and ends at the
// current token is the whole operand of a cast: x::T, or CAST(x AS T) and its variants.
func (p *fastParser) castOperand(start int) bool {
	if p.at(gen.SqlParserDOUBLE_COLON) {
		return true
	}
	if !p.at(gen.SqlParserAS) || start < 2 || p.toks[start-1].Type != gen.SqlParserLPAREN {
		return false
	}
	switch p.toks[start-2].Type {
	case gen.SqlParserCAST, gen.SqlParserTRY_CAST, gen.SqlParserSAFE_CAST:
		return true
	}
	return false
}

// topLevelIn reports whether a token of type t appears directly inside the parentheses
// that open at token index open (not in nested ones).
func (p *fastParser) topLevelIn(open int, t int32) bool {
	depth := 0
	for i := open; i < len(p.toks); i++ {
		switch p.toks[i].Type {
		case gen.SqlParserLPAREN:
			depth++
		case gen.SqlParserRPAREN:
			depth--
			if depth == 0 {
				return false
			}
		case antlr.TokenEOF:
			return false
		case t:
			if depth == 1 {
				return true
			}
		}
	}
	return false
}

// structCtor parses BigQuery's and Spark's `STRUCT LPAREN (expression COMMA)* expression AS
// identifier (COMMA structArgument)* RPAREN` (structArgument: expression (AS identifier)?):
// a struct whose unnamed fields have no name.
func (p *fastParser) structCtor() ast.Expr {
	start := p.pos
	p.pos += 2
	s := &ast.Struct{}
	for {
		fs := p.pos
		f := &ast.StructField{Value: p.expr()}
		if p.accept(gen.SqlParserAS) {
			f.Name = identPtr(p.ident())
		}
		f.Span = p.spanFrom(fs)
		s.Fields = append(s.Fields, f)
		if !p.accept(gen.SqlParserCOMMA) {
			break
		}
	}
	p.expect(gen.SqlParserRPAREN)
	s.Span = p.spanFrom(start)
	if !p.b.is("bigquery", "spark") {
		p.bailHere("STRUCT(x AS name)")
	}
	return s
}

// jsonArrowArg parses a function argument the grammar reads as the lambda x -> body and the
// builder rebuilds as the JSON operator x -> body (see builder.jsonArrowArg), in the one
// shape where that is the operator applied to the whole body: x -> operand, the operand
// binding at least as tightly as AT TIME ZONE and ending the argument. Any other shape bails.
func (p *fastParser) jsonArrowArg() ast.Expr {
	if !isIdentTok(p.typ()) {
		p.bailHere("(x) -> y as a JSON arrow")
	}
	id := p.ident()
	p.expect(gen.SqlParserARROW)
	left := &ast.ColumnRef{Span: id.Span, Name: ast.QName{id}}
	p.enterF() // the operand's nesting counts, as an argument's expression does
	r := p.atTZ()
	p.leaveF()
	if !p.at(gen.SqlParserCOMMA) && !p.at(gen.SqlParserRPAREN) {
		p.bailHere("x -> y as a JSON arrow")
	}
	return &ast.Binary{Span: spanFromTo(left.Span, spanOf(r)), Op: ast.OpJSONGet, L: left, R: r}
}
