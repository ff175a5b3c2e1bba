package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// expr prints e at the loosest level: no parentheses around it.
func (p *printer) expr(e ast.Expr) { p.exprMin(e, precLowest) }

// exprMin prints e, parenthesized when its printed form binds looser than
// min. This is the one place that decides parentheses: every caller states
// the level its position requires, from the precedence table of the target
// (printStyle.bin and prec).
func (p *printer) exprMin(e ast.Expr, min int8) {
	if !p.enter(e) {
		p.leave()
		return
	}
	if e != nil && p.prec(e) < min {
		p.wb('(')
		p.exprNode(e)
		p.wb(')')
	} else {
		p.exprNode(e)
	}
	p.leave()
}

// prec is the level at which e's printed form binds in the target.
func (p *printer) prec(e ast.Expr) int8 {
	switch e := e.(type) {
	case *ast.Binary:
		if int(e.Op) >= nBinOps {
			return precPrimary
		}
		return spellPrec(p.st.bin[e.Op])
	case *ast.Unary:
		switch e.Op {
		case ast.OpNot:
			return precNot
		case ast.OpBitNot:
			return spellPrec(p.st.bitNot)
		}
		return precUnary
	case *ast.IsTruth:
		if !p.isTruthNative(e) && e.Value != ast.TruthUnknown {
			op := ast.OpIsNotDistinct
			if e.Not {
				op = ast.OpIsDistinct
			}
			return spellPrec(p.st.bin[op])
		}
		return precCmp
	case *ast.Like:
		sp := p.st.like[e.Kind&3]
		if sp.kind == spellFunc {
			if e.Not {
				return precNot
			}
			return precPrimary
		}
		return sp.prec
	case *ast.IsNull, *ast.Between, *ast.InList, *ast.InSubquery, *ast.Quantified, *ast.Exists:
		return precCmp
	case *ast.AtTimeZone:
		return precAtTZ
	case *ast.Collate:
		return precPostfix
	case *ast.Lambda, *ast.NamedArg:
		return precLowest
	case *ast.Interval, *ast.TypedLit:
		return precUnary
	case *ast.Literal:
		if strings.HasPrefix(e.Value, "-") || strings.HasPrefix(e.Value, "+") {
			return precUnary
		}
		return precPrimary
	case *ast.Subscript, *ast.Slice, *ast.FieldAccess:
		return precPostfix
	}
	return precPrimary
}

func spellPrec(sp opSpell) int8 {
	switch sp.kind {
	case spellInfix:
		return sp.prec
	case spellNotInfix:
		return precNot
	}
	return precPrimary
}

// exprNode prints e itself; its children choose their own parentheses.
func (p *printer) exprNode(e ast.Expr) {
	switch e := e.(type) {
	case nil:
		p.fail(nil, "a missing expression")
	case *ast.Literal:
		p.literal(e)
	case *ast.TypedLit:
		p.typedLit(e)
	case *ast.Interval:
		p.interval(e)
	case *ast.Param:
		p.param(e)
	case *ast.ColumnRef:
		p.qname(e.Name)
	case *ast.Star:
		if len(e.Table) > 0 {
			p.qname(e.Table)
			p.wb('.')
		}
		p.wb('*')
	case *ast.Unary:
		p.unary(e)
	case *ast.Binary:
		p.binary(e)
	case *ast.IsNull:
		p.isOperand(e.X)
		if e.Not {
			p.ws(" IS NOT NULL")
		} else {
			p.ws(" IS NULL")
		}
	case *ast.IsTruth:
		p.isTruth(e)
	case *ast.Like:
		p.like(e)
	case *ast.Between:
		if e.Symmetric && !p.need(e, fBetweenSymmetric, "BETWEEN SYMMETRIC") {
			return
		}
		p.exprMin(e.X, precCmp+1)
		if e.Not {
			p.ws(" NOT")
		}
		p.ws(" BETWEEN ")
		if e.Symmetric {
			p.ws("SYMMETRIC ")
		}
		p.exprMin(e.Lo, precCmp+1)
		p.ws(" AND ")
		p.exprMin(e.Hi, precCmp+1)
	case *ast.InList:
		if len(e.List) == 0 {
			p.fail(e, "an empty IN list")
			return
		}
		p.exprMin(e.X, precCmp+1)
		if e.Not {
			p.ws(" NOT")
		}
		p.ws(" IN (")
		p.exprList(e.List)
		p.wb(')')
	case *ast.InSubquery:
		p.exprMin(e.X, precCmp+1)
		if e.Not {
			p.ws(" NOT")
		}
		p.ws(" IN ")
		p.subquery(e.Query)
	case *ast.Exists:
		p.ws("EXISTS ")
		p.subquery(e.Query)
	case *ast.Subquery:
		p.subquery(e.Query)
	case *ast.Quantified:
		p.quantified(e)
	case *ast.Case:
		p.caseExpr(e)
	case *ast.Cast:
		p.cast(e)
	case *ast.Extract:
		if !prPlainIdent(e.Field) {
			p.fail(e, "EXTRACT without a field name")
			return
		}
		p.ws("EXTRACT(")
		p.ws(e.Field)
		p.ws(" FROM ")
		p.expr(e.X)
		p.wb(')')
	case *ast.Func:
		p.funcCall(e)
	case *ast.NamedArg:
		if p.st.namedArg == "" {
			p.failNotIn(e, "a named argument")
			return
		}
		p.ident(e.Name)
		p.wb(' ')
		p.ws(p.st.namedArg)
		p.wb(' ')
		p.expr(e.Value)
	case *ast.Lambda:
		p.lambda(e)
	case *ast.Array:
		p.array(e)
	case *ast.ArrayQuery:
		if !p.need(e, fArrayQuery, "ARRAY(subquery)") {
			return
		}
		p.ws("ARRAY")
		p.subquery(e.Query)
	case *ast.Map:
		p.mapCtor(e)
	case *ast.Struct:
		p.structCtor(e)
	case *ast.Subscript:
		p.postfixBase(e.X)
		p.wb('[')
		p.expr(e.Index)
		p.wb(']')
	case *ast.Slice:
		if !p.need(e, fSlice, "an array slice x[a:b]") {
			return
		}
		p.postfixBase(e.X)
		p.wb('[')
		if e.Lo != nil {
			p.expr(e.Lo)
		}
		p.wb(':')
		if e.Hi != nil {
			p.expr(e.Hi)
		}
		p.wb(']')
	case *ast.FieldAccess:
		switch e.X.(type) {
		case *ast.Subscript, *ast.FieldAccess:
			p.exprNode(e.X)
		default:
			p.wb('(')
			p.expr(e.X)
			p.wb(')')
		}
		p.wb('.')
		p.ident(e.Name)
	case *ast.AtTimeZone:
		if !p.need(e, fAtTimeZone, "AT TIME ZONE") {
			return
		}
		// The dialects disagree on AT against unary minus: parenthesize both ways.
		p.exprMin(e.X, precPostfix)
		p.ws(" AT TIME ZONE ")
		p.exprMin(e.Zone, precPostfix)
	case *ast.FieldStar:
		if !p.need(e, fFieldStar, "(x).*") {
			return
		}
		p.wb('(')
		p.expr(e.X)
		p.ws(").*")
	case *ast.Collate:
		p.collate(e)
	case *ast.GroupingSets:
		p.groupingSets(e)
	case *ast.Rollup:
		p.ws("ROLLUP (")
		p.exprList(e.Exprs)
		p.wb(')')
	case *ast.Cube:
		p.ws("CUBE (")
		p.exprList(e.Exprs)
		p.wb(')')
	default:
		p.fail(e, "an expression of this kind")
	}
}

func (p *printer) exprList(list []ast.Expr) {
	for i, e := range list {
		if i > 0 {
			p.ws(", ")
		}
		p.expr(e)
	}
}

// subquery prints (query), as an indented block in pretty mode.
func (p *printer) subquery(q *ast.Query) {
	p.openBlock()
	p.query(q)
	p.closeBlock()
}

// postfixBase prints the operand of x[i], x[a:b]. PostgreSQL and DuckDB
// subscript only names and parenthesized expressions; the others take any
// primary expression.
func (p *printer) postfixBase(x ast.Expr) {
	switch x.(type) {
	case *ast.ColumnRef, *ast.Param, *ast.Subscript, *ast.Slice, *ast.FieldAccess, *ast.Subquery:
		p.exprNode(x)
		return
	case *ast.Func:
		if !p.st.strictPostfix {
			p.exprNode(x)
			return
		}
	}
	p.wb('(')
	p.expr(x)
	p.wb(')')
}

// isOperand prints the operand of IS [NOT] NULL/TRUE. Hive binds IS
// tighter than any binary operator, so there it must be a unary expression.
func (p *printer) isOperand(x ast.Expr) {
	if p.st.isBindsTight {
		p.exprMin(x, precUnary)
	} else {
		p.exprMin(x, precCmp+1)
	}
}

func (p *printer) isTruthNative(e *ast.IsTruth) bool {
	if e.Value == ast.TruthUnknown {
		return p.st.has(fIsUnknown)
	}
	return p.st.has(fIsTruth)
}

// isTruth prints x IS [NOT] TRUE|FALSE|UNKNOWN, or its exact equivalent
// where the target lacks the predicate: x IS [NOT] DISTINCT FROM TRUE, and
// x IS [NOT] NULL for UNKNOWN (the operand is boolean).
func (p *printer) isTruth(e *ast.IsTruth) {
	if e.Value > ast.TruthUnknown {
		p.fail(e, "an unknown truth value")
		return
	}
	if p.isTruthNative(e) {
		p.isOperand(e.X)
		p.ws(" IS ")
		if e.Not {
			p.ws("NOT ")
		}
		p.ws(e.Value.String())
		return
	}
	if e.Value == ast.TruthUnknown {
		p.isOperand(e.X)
		if e.Not {
			p.ws(" IS NOT NULL")
		} else {
			p.ws(" IS NULL")
		}
		return
	}
	op := ast.OpIsNotDistinct
	if e.Not {
		op = ast.OpIsDistinct
	}
	val := "TRUE"
	if e.Value == ast.TruthFalse {
		val = "FALSE"
	}
	lit := ast.Literal{Span: e.Span, Kind: ast.LitBool, Value: val}
	p.binary(&ast.Binary{Span: e.Span, Op: op, L: e.X, R: &lit})
}

// ---- operators ----

func (p *printer) unary(e *ast.Unary) {
	switch e.Op {
	case ast.OpNot:
		p.ws("NOT ")
		p.exprMin(e.X, precNot)
	case ast.OpNeg, ast.OpPlus:
		if e.Op == ast.OpNeg {
			p.wb('-')
		} else {
			p.wb('+')
		}
		// "- -x" would start a comment as "--x": parenthesize a signed operand.
		if signedOperand(e.X) {
			p.wb('(')
			p.exprNode(e.X)
			p.wb(')')
			return
		}
		p.exprMin(e.X, precUnary)
	case ast.OpBitNot:
		sp := p.st.bitNot
		switch sp.kind {
		case spellInfix:
			p.ws(sp.text)
			// "~-1" and "~~1" would read as the operators ~- and ~~
			// (PostgreSQL 15 and DuckDB 1.5: "operator does not
			// exist: ~- integer"): parenthesize a signed operand
			if signedOperand(e.X) {
				p.wb('(')
				p.exprNode(e.X)
				p.wb(')')
				return
			}
			p.exprMin(e.X, precUnary)
		case spellFunc:
			p.ws(sp.text)
			p.wb('(')
			p.expr(e.X)
			p.wb(')')
		default:
			p.failNotIn(e, "bitwise NOT")
		}
	default:
		p.fail(e, "an unknown unary operator")
	}
}

// signedOperand says whether x is written starting with a sign or an
// operator (-x, +x, ~x, a literal -1), which would join a prefix operator
// written just before it into another operator (-~ and ~- are single
// operators to PostgreSQL: "operator does not exist: -~ integer").
func signedOperand(x ast.Expr) bool {
	switch x := x.(type) {
	case *ast.Unary:
		return x.Op == ast.OpNeg || x.Op == ast.OpPlus || x.Op == ast.OpBitNot
	case *ast.Literal:
		return strings.HasPrefix(x.Value, "-") || strings.HasPrefix(x.Value, "+")
	}
	return false
}

func (p *printer) binary(b *ast.Binary) {
	if int(b.Op) >= nBinOps {
		p.fail(b, "an unknown binary operator")
		return
	}
	sp := p.st.bin[b.Op]
	switch sp.kind {
	case spellInfix:
		p.infixOperands(b, sp)
	case spellNotInfix:
		p.ws("NOT (")
		p.infixOperands(b, opSpell{kind: spellInfix, text: sp.text, prec: precCmp})
		p.wb(')')
	case spellFunc:
		p.ws(sp.text)
		p.wb('(')
		if b.Op == ast.OpConcat {
			p.concatArgs(b)
		} else {
			p.expr(b.L)
			p.ws(", ")
			p.expr(b.R)
		}
		if sp.extra != "" {
			p.ws(", ")
			p.ws(sp.extra)
		}
		p.wb(')')
	default:
		switch b.Op {
		case ast.OpIntDiv:
			p.fail(b, "integer division (DIV, //): lowering must rewrite it for "+p.st.name)
		case ast.OpJSONGet, ast.OpJSONGetText:
			p.failNotIn(b, "the JSON operator "+b.Op.String())
		default:
			p.failNotIn(b, "the operator "+b.Op.String())
		}
	}
}

// concatArgs flattens a left-nested chain of concatenations printed as a
// function: concat(a, b, c) for (a || b) || c.
func (p *printer) concatArgs(b *ast.Binary) {
	if l, ok := b.L.(*ast.Binary); ok && l.Op == ast.OpConcat {
		p.concatArgs(l)
	} else {
		p.expr(b.L)
	}
	p.ws(", ")
	p.expr(b.R)
}

// infixOperands prints L op R. A child binding looser than the operator is
// parenthesized; so is a child at the same level on the right (the
// operators are left-associative) or on either side of a comparison
// (comparisons do not chain). A fenced operator (one whose rank among the
// target's operators is not documented) is parenthesized against every
// other infix operator.
func (p *printer) infixOperands(b *ast.Binary, sp opSpell) {
	lmin, rmin := sp.prec, sp.prec+1
	if sp.prec == precCmp {
		lmin = precCmp + 1
	}
	p.operand(b.L, b.Op, sp, lmin)
	p.wb(' ')
	p.ws(sp.text)
	p.wb(' ')
	p.operand(b.R, b.Op, sp, rmin)
}

func (p *printer) operand(e ast.Expr, parent ast.BinaryOp, sp opSpell, min int8) {
	if c, ok := e.(*ast.Binary); ok && c.Op != parent && int(c.Op) < nBinOps && sp.prec > precCmp {
		csp := p.st.bin[c.Op]
		if csp.kind == spellInfix && csp.prec > precCmp && (sp.fence || csp.fence) {
			min = precPrimary
		}
	}
	p.exprMin(e, min)
}

func (p *printer) like(e *ast.Like) {
	sp := p.st.like[e.Kind&3]
	if e.Kind > ast.LikeRegex || sp.kind == spellNone {
		p.failNotIn(e, e.Kind.String())
		return
	}
	if e.Escape != nil && (sp.kind != spellInfix || !p.st.has(fLikeEscape)) {
		p.failNotIn(e, e.Kind.String()+" ... ESCAPE")
		return
	}
	if sp.kind == spellFunc {
		if e.Not {
			p.ws("NOT ")
		}
		p.ws(sp.text)
		p.wb('(')
		p.expr(e.X)
		p.ws(", ")
		p.expr(e.Pattern)
		if sp.extra != "" {
			p.ws(", ")
			p.ws(sp.extra)
		}
		p.wb(')')
		return
	}
	min := sp.prec + 1
	if sp.prec != precCmp {
		min = sp.prec // an ordinary left-associative operator (PostgreSQL ~)
	}
	p.exprMin(e.X, min)
	p.wb(' ')
	if e.Not {
		p.ws(sp.not)
	} else {
		p.ws(sp.text)
	}
	p.wb(' ')
	p.exprMin(e.Pattern, sp.prec+1)
	if e.Escape != nil {
		p.ws(" ESCAPE ")
		p.exprMin(e.Escape, sp.prec+1)
	}
}

func (p *printer) quantified(e *ast.Quantified) {
	var sp opSpell
	if int(e.Op) < nBinOps && e.Op.IsComparison() && e.Op != ast.OpIsDistinct && e.Op != ast.OpIsNotDistinct {
		sp = p.st.bin[e.Op]
	}
	if sp.kind != spellInfix || e.Quant > ast.QuantAll {
		p.fail(e, "a quantified comparison with the operator "+e.Op.String())
		return
	}
	switch {
	case e.Query != nil && e.Array == nil:
		if !p.need(e, fQuantSubquery, "a quantified comparison with a subquery (op ANY/ALL)") {
			return
		}
	case e.Array != nil && e.Query == nil:
		if !p.need(e, fQuantArray, "a quantified comparison with an array (op ANY/ALL (array))") {
			return
		}
	default:
		p.fail(e, "a quantified comparison without exactly one of a subquery and an array")
		return
	}
	p.exprMin(e.X, precCmp+1)
	p.wb(' ')
	p.ws(sp.text)
	p.wb(' ')
	p.ws(e.Quant.String())
	p.wb(' ')
	if e.Query != nil {
		p.subquery(e.Query)
		return
	}
	p.wb('(')
	p.expr(e.Array)
	p.wb(')')
}

func (p *printer) caseExpr(e *ast.Case) {
	if len(e.Whens) == 0 {
		p.fail(e, "a CASE without WHEN")
		return
	}
	p.ws("CASE")
	if e.Operand != nil {
		p.wb(' ')
		p.expr(e.Operand)
	}
	for _, w := range e.Whens {
		if w == nil {
			p.fail(e, "a missing WHEN")
			return
		}
		p.ws(" WHEN ")
		p.expr(w.Cond)
		p.ws(" THEN ")
		p.expr(w.Result)
	}
	if e.Else != nil {
		p.ws(" ELSE ")
		p.expr(e.Else)
	}
	p.ws(" END")
}

func (p *printer) cast(e *ast.Cast) {
	if p.doubleLitCast(e) {
		return
	}
	switch e.Mode {
	case ast.CastStrict:
		p.ws("CAST(")
	case ast.CastTry:
		if !p.need(e, fTryCast, "TRY_CAST") {
			return
		}
		p.ws(p.st.tryCast)
		p.wb('(')
	default:
		p.fail(e, "an unknown cast mode")
		return
	}
	p.expr(e.X)
	p.ws(" AS ")
	p.typeName(e.Type)
	p.wb(')')
}

// doubleLitCast writes CAST(double literal AS DOUBLE) as the literal alone where the target
// spells a double literal as that very cast, so that the printed form of a double literal,
// read back and printed again, does not gain a cast at each round (the cast of a double to
// DOUBLE is the identity).
func (p *printer) doubleLitCast(e *ast.Cast) bool {
	if p.st.doubleLit != dblCast || e.Mode != ast.CastStrict || e.Type == nil || e.Type.Kind != ast.TypeDouble {
		return false
	}
	l, ok := e.X.(*ast.Literal)
	if !ok || l.Kind != ast.LitDouble || l.Type != ast.TypeUnknown && l.Type != ast.TypeDouble {
		return false
	}
	p.literal(l)
	return true
}

func (p *printer) array(e *ast.Array) {
	switch p.st.array {
	case arrFunc:
		p.ws("array(")
		p.exprList(e.Elems)
		p.wb(')')
	case arrKeyword:
		p.ws("ARRAY[")
		p.exprList(e.Elems)
		p.wb(']')
	case arrBracket:
		p.wb('[')
		p.exprList(e.Elems)
		p.wb(']')
	default:
		p.failNotIn(e, "an array constructor")
	}
}

func (p *printer) mapCtor(e *ast.Map) {
	if len(e.Keys) != len(e.Values) {
		p.fail(e, "a map constructor with unequal key and value lists")
		return
	}
	switch p.st.mapc {
	case mapFunc:
		p.ws("map(")
		for i := range e.Keys {
			if i > 0 {
				p.ws(", ")
			}
			p.expr(e.Keys[i])
			p.ws(", ")
			p.expr(e.Values[i])
		}
		p.wb(')')
	case mapArrays:
		if len(e.Keys) == 0 {
			p.ws("MAP()")
			return
		}
		p.ws("MAP(ARRAY[")
		p.exprList(e.Keys)
		p.ws("], ARRAY[")
		p.exprList(e.Values)
		p.ws("])")
	case mapBraces:
		p.ws("MAP {")
		for i := range e.Keys {
			if i > 0 {
				p.ws(", ")
			}
			p.expr(e.Keys[i])
			p.ws(": ")
			p.expr(e.Values[i])
		}
		p.wb('}')
	default:
		p.failNotIn(e, "a map constructor")
	}
}

func (p *printer) structCtor(e *ast.Struct) {
	named := 0
	for _, f := range e.Fields {
		if f == nil {
			p.fail(e, "a missing struct field")
			return
		}
		if f.Name != nil {
			named++
		}
	}
	mixed := named > 0 && named < len(e.Fields)
	switch p.st.struc {
	case structHive:
		if mixed {
			p.fail(e, "a struct constructor naming only some fields")
			return
		}
		if named == 0 {
			p.ws("struct(")
			for i, f := range e.Fields {
				if i > 0 {
					p.ws(", ")
				}
				p.expr(f.Value)
			}
			p.wb(')')
			return
		}
		p.keyValueCall("named_struct", e)
	case structRow:
		if named > 0 {
			p.fail(e, "a struct constructor naming its fields (ROW(...) takes values only, and no anonymous ROW type names them here)")
			return
		}
		if len(e.Fields) == 0 {
			p.fail(e, "an empty ROW constructor")
			return
		}
		p.ws("ROW(")
		for i, f := range e.Fields {
			if i > 0 {
				p.ws(", ")
			}
			p.expr(f.Value)
		}
		p.wb(')')
	case structDuck:
		if mixed || len(e.Fields) == 0 {
			p.fail(e, "a struct constructor that is empty or names only some fields")
			return
		}
		if named == 0 {
			p.ws("row(")
			for i, f := range e.Fields {
				if i > 0 {
					p.ws(", ")
				}
				p.expr(f.Value)
			}
			p.wb(')')
			return
		}
		p.wb('{')
		for i, f := range e.Fields {
			if i > 0 {
				p.ws(", ")
			}
			p.stringLit(f.Name.Name)
			p.ws(": ")
			p.expr(f.Value)
		}
		p.wb('}')
	case structBigQuery:
		p.ws("STRUCT(")
		for i, f := range e.Fields {
			if i > 0 {
				p.ws(", ")
			}
			p.expr(f.Value)
			if f.Name != nil {
				p.ws(" AS ")
				p.ident(*f.Name)
			}
		}
		p.wb(')')
	case structSnowflake:
		// Snowflake SQL reference, OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED:
		// "Returns a structured OBJECT constructed from the arguments that
		// retains key-value pairs with NULL values" (OBJECT_CONSTRUCT and
		// OBJECT_CONSTRUCT_KEEP_NULL give a semi-structured OBJECT, and the
		// first drops a NULL value's key); "each key must be a non-empty
		// constant VARCHAR value".
		if named != len(e.Fields) || len(e.Fields) == 0 {
			p.fail(e, "a struct constructor without a name for every field")
			return
		}
		for _, f := range e.Fields {
			if f.Name.Name == "" {
				p.fail(e, "a struct field with an empty name")
				return
			}
		}
		p.keyValueCall("OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED", e)
	default:
		p.failNotIn(e, "a struct constructor")
	}
}

// param writes ?, a sigil form as given ($1, :name, @name), $N for a bare
// number and the target's sigil for a bare name.
func (p *printer) param(e *ast.Param) {
	n := e.Name
	if n == "" || n == "?" {
		p.wb('?')
		return
	}
	body := n
	if n[0] == '$' || n[0] == ':' || n[0] == '@' {
		body = n[1:]
	}
	for i := 0; i < len(body); i++ {
		if !prIdentPart(body[i]) {
			body = ""
		}
	}
	switch {
	case body == "":
		p.fail(e, "a malformed parameter")
	case len(body) < len(n):
		p.ws(n)
	case body[0] >= '0' && body[0] <= '9':
		p.wb('$')
		p.ws(n)
	default:
		p.wb(p.st.paramPrefix)
		p.ws(n)
	}
}

func (p *printer) groupingSets(g *ast.GroupingSets) {
	p.ws("GROUPING SETS (")
	for i, set := range g.Sets {
		if i > 0 {
			p.ws(", ")
		}
		if len(set) == 1 {
			switch set[0].(type) {
			case *ast.Rollup, *ast.Cube, *ast.GroupingSets:
				p.expr(set[0])
				continue
			}
		}
		p.wb('(')
		p.exprList(set)
		p.wb(')')
	}
	p.wb(')')
}

// keyValueCall prints name('field1', value1, 'field2', value2, ...): a
// struct constructor of named fields as a call.
func (p *printer) keyValueCall(name string, e *ast.Struct) {
	p.ws(name)
	p.wb('(')
	for i, f := range e.Fields {
		if i > 0 {
			p.ws(", ")
		}
		p.stringLit(f.Name.Name)
		p.ws(", ")
		p.expr(f.Value)
	}
	p.wb(')')
}
