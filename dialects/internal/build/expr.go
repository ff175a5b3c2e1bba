package build

import (
	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// exprList builds every expression among c's direct children, skipping the first skip.
func (b *builder) exprList(c antlr.ParserRuleContext, skip int) []ast.Expr {
	if c == nil {
		return nil
	}
	ch := c.GetChildren()
	n := 0
	for _, x := range ch {
		if _, ok := x.(gen.IExpressionContext); ok {
			n++
		}
	}
	if n <= skip {
		return nil
	}
	out := make([]ast.Expr, 0, n-skip)
	for _, x := range ch {
		if e, ok := x.(gen.IExpressionContext); ok {
			if skip > 0 {
				skip--
				continue
			}
			out = append(out, b.expr(e))
		}
	}
	return out
}

// expr builds the boolean level: NOT, AND, OR.
func (b *builder) expr(c gen.IExpressionContext) ast.Expr {
	if c == nil {
		return nil
	}
	if b.hookCtx != nil && antlr.ParserRuleContext(c) == b.hookCtx {
		return b.hooked(c, func() ast.Expr { return b.expr(c) })
	}
	if !b.enter(c) {
		return nil
	}
	e := b.expr1(c)
	b.depth--
	return e
}

func (b *builder) expr1(c gen.IExpressionContext) ast.Expr {
	sp := b.span(c)
	switch c := c.(type) {
	case *gen.ValueExpressionDefaultContext:
		return b.value(c.ValueExpression())
	case *gen.LogicalBinaryContext:
		// A chain of AND/OR (a = 1 OR a = 2 OR ...) is built with a loop down its left spine.
		var spine []*gen.LogicalBinaryContext
		var cur gen.IExpressionContext = c
		for {
			lb, ok := cur.(*gen.LogicalBinaryContext)
			if !ok || (len(spine) > 0 && b.hookCtx != nil && antlr.ParserRuleContext(cur) == b.hookCtx) {
				break
			}
			spine = append(spine, lb)
			cur = lb.GetLeft()
		}
		left := b.expr(cur)
		for i := len(spine) - 1; i >= 0; i-- {
			op := ast.OpAnd
			if tokenType(spine[i].GetOperator()) == gen.SqlParserOR {
				op = ast.OpOr
			}
			left = &ast.Binary{Span: b.span(spine[i]), Op: op, L: left, R: b.expr(spine[i].GetRight())}
		}
		return left
	case *gen.LogicalNotContext:
		return &ast.Unary{Span: sp, Op: ast.OpNot, X: b.expr(c.Expression())}
	}
	return nil
}

// comparisonOp maps a comparison operator token.
func (b *builder) comparisonOp(c gen.IComparisonOperatorContext) (ast.BinaryOp, bool) {
	t := termAt(c, 0)
	if t == nil {
		return 0, false
	}
	return b.comparisonOpTok(t.GetSymbol())
}

// comparisonOpTok maps a comparison operator token (shared with the fast path).
func (b *builder) comparisonOpTok(t antlr.Token) (ast.BinaryOp, bool) {
	switch tokenType(t) {
	case gen.SqlParserEQ:
		return ast.OpEq, true
	case gen.SqlParserDOUBLE_EQ:
		b.gate(fDoubleEq, b.tokSpan(t), "==")
		return ast.OpEq, true
	case gen.SqlParserNEQ:
		return ast.OpNe, true
	case gen.SqlParserNULL_SAFE_EQ:
		b.gate(fNullSafeEq, b.tokSpan(t), "<=>")
		return ast.OpIsNotDistinct, true
	case gen.SqlParserLT:
		return ast.OpLt, true
	case gen.SqlParserLTE:
		return ast.OpLe, true
	case gen.SqlParserGT:
		return ast.OpGt, true
	case gen.SqlParserGTE:
		return ast.OpGe, true
	}
	return 0, false
}

// like builds LIKE, ILIKE, RLIKE and REGEXP, with the ANY/ALL (p, ...) form expanded into
// an OR/AND of single matches.
func (b *builder) like(opTok, quant antlr.Token, value, escape gen.IValueExpressionContext, sp ast.Span,
	c antlr.ParserRuleContext, pattern gen.IValueExpressionContext, patterns []gen.IExpressionContext) ast.Expr {
	kind, opName := b.likeKind(opTok)
	not := hasTok(c, gen.SqlParserNOT)
	x := b.value(value)
	esc := b.value(escape)
	if esc != nil && kind == ast.LikeRegex {
		b.invalid(b.span(escape), "ESCAPE does not apply to "+opName)
		esc = nil
	}
	mk := func(p ast.Expr) ast.Expr {
		return b.likeNode(sp, kind, not, x, p, esc)
	}
	if quant != nil {
		b.gate(fLikeAny, b.tokSpan(quant), "LIKE "+upperASCII(quant.GetText()))
		op := ast.OpOr
		if tokenType(quant) == gen.SqlParserALL {
			op = ast.OpAnd
		}
		var out ast.Expr
		for _, pc := range patterns {
			e := mk(b.expr(pc))
			if out == nil {
				out = e
			} else {
				out = &ast.Binary{Span: sp, Op: op, L: out, R: e}
			}
		}
		return out
	}
	return mk(b.value(pattern))
}

// likeKind maps and gates a LIKE, ILIKE, RLIKE or REGEXP token; opName names the
// operator in messages (shared with the fast path).
func (b *builder) likeKind(opTok antlr.Token) (ast.LikeKind, string) {
	kind := ast.LikePlain
	var opName string
	switch tokenType(opTok) {
	case gen.SqlParserILIKE:
		kind, opName = ast.LikeILike, "ILIKE"
		b.gate(fILike, b.tokSpan(opTok), opName)
	case gen.SqlParserRLIKE, gen.SqlParserREGEXP:
		kind, opName = ast.LikeRegex, upperASCII(opTok.GetText())
		b.gate(fRLike, b.tokSpan(opTok), opName)
	}
	return kind, opName
}

// likeNode builds one match of x against p (shared with the fast path).
func (b *builder) likeNode(sp ast.Span, kind ast.LikeKind, not bool, x, p, esc ast.Expr) ast.Expr {
	if kind == ast.LikeRegex && b.d.Name == "snowflake" {
		p = anchorRegex(p)
	}
	return &ast.Like{Span: sp, Kind: kind, Not: not, X: x, Pattern: p, Escape: esc}
}

// similarTo builds x [NOT] SIMILAR TO p [ESCAPE esc] (shared with the fast path).
func (b *builder) similarTo(sp ast.Span, not bool, x, p, esc ast.Expr) ast.Expr {
	if b.d.Name == "duckdb" {
		// DuckDB's SIMILAR TO is a full-match RE2 regular expression.
		var e ast.Expr = b.call(sp, "regexp_full_match", x, p)
		if not {
			e = &ast.Unary{Span: sp, Op: ast.OpNot, X: e}
		}
		return e
	}
	return &ast.Like{Span: sp, Kind: ast.LikeSimilar, Not: not, X: x, Pattern: p, Escape: esc}
}

// anchorRegex turns a full-match pattern (Snowflake RLIKE) into the partial-match form
// LikeRegex means: '^(?:' || p || ')$'.
func anchorRegex(p ast.Expr) ast.Expr {
	if p == nil {
		return nil
	}
	if l, ok := p.(*ast.Literal); ok && l.Kind == ast.LitString {
		return &ast.Literal{Span: l.Span, Kind: ast.LitString, Value: "^(?:" + l.Value + ")$"}
	}
	sp := p.SpanOf()
	pre := &ast.Literal{Span: sp, Kind: ast.LitString, Value: "^(?:"}
	post := &ast.Literal{Span: sp, Kind: ast.LitString, Value: ")$"}
	return &ast.Binary{Span: sp, Op: ast.OpConcat, L: &ast.Binary{Span: sp, Op: ast.OpConcat, L: pre, R: p}, R: post}
}

// regexMatch builds ~ ~* !~ !~*. PostgreSQL's are partial-match POSIX regexes; DuckDB's ~
// is a full match (regexp_full_match).
func (b *builder) regexMatch(c *gen.RegexMatchContext, sp ast.Span) ast.Expr {
	opTok := c.GetOperator()
	b.gate(fRegexOp, b.tokSpan(opTok), "the "+opTok.GetText()+" operator")
	x, p := b.value(c.GetValue()), b.value(c.GetPattern())
	return b.regexMatchOp(opTok, x, p, sp)
}

// regexMatchOp builds x op p for a regex match operator token, once gated (shared with the
// fast path).
func (b *builder) regexMatchOp(opTok antlr.Token, x, p ast.Expr, sp ast.Span) ast.Expr {
	var e ast.Expr
	not := false
	switch tokenType(opTok) {
	case gen.SqlParserTILDE:
		e = &ast.Binary{Span: sp, Op: ast.OpRegexMatch, L: x, R: p}
	case gen.SqlParserTILDE_ASTERISK:
		e = &ast.Binary{Span: sp, Op: ast.OpRegexIMatch, L: x, R: p}
	case gen.SqlParserBANG_TILDE:
		e, not = &ast.Binary{Span: sp, Op: ast.OpRegexMatch, L: x, R: p}, true
	default:
		e, not = &ast.Binary{Span: sp, Op: ast.OpRegexIMatch, L: x, R: p}, true
	}
	if b.d.Name == "duckdb" {
		bin := e.(*ast.Binary)
		if bin.Op == ast.OpRegexIMatch {
			e = b.call(sp, "regexp_full_match", x, p, &ast.Literal{Span: sp, Kind: ast.LitString, Value: "i"})
		} else {
			e = b.call(sp, "regexp_full_match", x, p)
		}
	}
	if not {
		e = &ast.Unary{Span: sp, Op: ast.OpNot, X: e}
	}
	return e
}

// quantified builds x op ANY|SOME|ALL (subquery | array).
func (b *builder) quantified(c *gen.QuantifiedComparisonContext, sp ast.Span) ast.Expr {
	op, ok := b.comparisonOp(c.ComparisonOperator())
	if !ok {
		return nil
	}
	q := &ast.Quantified{Span: sp, X: b.value(c.GetLeft()), Op: op}
	if tokenType(c.GetQuantifier()) == gen.SqlParserALL {
		q.Quant = ast.QuantAll
	}
	if qc := c.Query(); qc != nil {
		q.Query = b.query(qc)
		return q
	}
	list := b.exprList(c, 0)
	if len(list) != 1 {
		b.unsupported(sp, "a quantified comparison takes a subquery or one array")
		return nil
	}
	q.Array = list[0]
	return q
}

// value builds the value level: primaries, postfix and prefix operators, arithmetic,
// string, JSON and bitwise operators, and predicates.
func (b *builder) value(c gen.IValueExpressionContext) ast.Expr {
	if c == nil {
		return nil
	}
	if b.hookCtx != nil && antlr.ParserRuleContext(c) == b.hookCtx {
		return b.hooked(c, func() ast.Expr { return b.value(c) })
	}
	if !b.enter(c) {
		return nil
	}
	e := b.value1(c)
	b.depth--
	return e
}

func (b *builder) value1(c gen.IValueExpressionContext) ast.Expr {
	sp := b.span(c)
	switch c := c.(type) {
	case *gen.ArithmeticUnaryContext:
		opTok := c.GetOperator()
		x := b.value(c.GetOperand())
		switch tokenType(opTok) {
		case gen.SqlParserMINUS:
			return &ast.Unary{Span: sp, Op: ast.OpNeg, X: x}
		case gen.SqlParserPLUS:
			return &ast.Unary{Span: sp, Op: ast.OpPlus, X: x}
		case gen.SqlParserTILDE:
			b.gate(fBitOps, b.tokSpan(opTok), "the bitwise ~ operator")
			return &ast.Unary{Span: sp, Op: ast.OpBitNot, X: x}
		case gen.SqlParserBANG:
			b.gate(fBangNot, b.tokSpan(opTok), "! as NOT")
			return &ast.Unary{Span: sp, Op: ast.OpNot, X: x}
		}
		return nil
	case *gen.AtTimeZoneContext:
		return &ast.AtTimeZone{Span: sp, X: b.value(c.GetValue()), Zone: b.value(c.GetZone())}
	case *gen.ArithmeticBinaryContext, *gen.JsonArrowContext, *gen.ArrayOperatorContext,
		*gen.ConcatenationContext, *gen.ShiftContext, *gen.BitwiseBinaryContext:
		return b.valueChain(c)
	case *gen.ComparisonContext:
		op, ok := b.comparisonOp(c.ComparisonOperator())
		if !ok {
			return nil
		}
		return &ast.Binary{Span: sp, Op: op, L: b.value(c.GetLeft()), R: b.value(c.GetRight())}
	case *gen.NullPredicateContext:
		return &ast.IsNull{Span: sp, X: b.value(c.GetValue()), Not: hasTok(c, gen.SqlParserNOT)}
	case *gen.TruthPredicateContext:
		v := ast.TruthTrue
		switch tokenType(c.GetTruth()) {
		case gen.SqlParserFALSE:
			v = ast.TruthFalse
		case gen.SqlParserUNKNOWN:
			v = ast.TruthUnknown
		}
		return &ast.IsTruth{Span: sp, X: b.value(c.GetValue()), Not: hasTok(c, gen.SqlParserNOT), Value: v}
	case *gen.DistinctFromContext:
		op := ast.OpIsDistinct
		if hasTok(c, gen.SqlParserNOT) {
			op = ast.OpIsNotDistinct
		}
		return &ast.Binary{Span: sp, Op: op, L: b.value(c.GetLeft()), R: b.value(c.GetRight())}
	case *gen.BetweenContext:
		return &ast.Between{Span: sp, X: b.value(c.GetValue()), Lo: b.value(c.GetLower()), Hi: b.value(c.GetUpper()),
			Not: hasTok(c, gen.SqlParserNOT), Symmetric: hasTok(c, gen.SqlParserSYMMETRIC)}
	case *gen.InSubqueryContext:
		return &ast.InSubquery{Span: sp, X: b.value(c.GetValue()), Query: b.query(c.Query()), Not: hasTok(c, gen.SqlParserNOT)}
	case *gen.InListContext:
		return &ast.InList{Span: sp, X: b.value(c.GetValue()), List: b.exprList(c, 0), Not: hasTok(c, gen.SqlParserNOT)}
	case *gen.LikeContext:
		return b.like(c.GetOperator(), nil, c.GetValue(), c.GetEscape(), sp, c, c.GetPattern(), nil)
	case *gen.LikeQuantifiedContext:
		return b.like(c.GetOperator(), c.GetQuantifier(), c.GetValue(), c.GetEscape(), sp, c, nil, c.GetPatterns())
	case *gen.SimilarToContext:
		x, p := b.value(c.GetValue()), b.value(c.GetPattern())
		var esc ast.Expr
		if b.d.Name != "duckdb" {
			esc = b.value(c.GetEscape())
		} else if c.GetEscape() != nil {
			b.unsupported(b.span(c.GetEscape()), "SIMILAR TO ... ESCAPE is not supported for duckdb")
		}
		return b.similarTo(sp, hasTok(c, gen.SqlParserNOT), x, p, esc)
	case *gen.RegexMatchContext:
		return b.regexMatch(c, sp)
	case *gen.QuantifiedComparisonContext:
		return b.quantified(c, sp)
	case *gen.OverlapsContext:
		b.unsupported(b.termSpan(c.OVERLAPS()), "OVERLAPS is not supported")
		return nil
	case *gen.JsonKeyExistsContext:
		// PostgreSQL jsonb ? ?| ?&: whether a key (any, all of the keys) exists.
		op := spanFromTo(b.termSpan(c.QUESTION()), b.termSpan(termAt(c, 2)))
		what := "the jsonb key-existence operator " + b.src[op.Start.Offset:op.End.Offset]
		if p, a := c.PIPE(), c.AMPERSAND(); p != nil || a != nil {
			t := p
			if t == nil {
				t = a
			}
			if t.GetSymbol().GetStart() != c.QUESTION().GetSymbol().GetStop()+1 {
				b.invalid(op, "expected ?| or ?& without a space")
				return nil
			}
		} else {
			op = b.termSpan(c.QUESTION())
			what = "the jsonb key-existence operator ?"
		}
		if !b.is("postgres") {
			b.notDialect(op, what)
			return nil
		}
		b.unsupported(op, what+" is not supported")
		return nil
	}
	return b.primary(c, sp)
}

// valueLeft returns the left operand of a binary value-level operator, or nil.
func valueLeft(c gen.IValueExpressionContext) gen.IValueExpressionContext {
	switch c := c.(type) {
	case *gen.ArithmeticBinaryContext:
		return c.GetLeft()
	case *gen.JsonArrowContext:
		return c.GetLeft()
	case *gen.ArrayOperatorContext:
		return c.GetLeft()
	case *gen.ConcatenationContext:
		return c.GetLeft()
	case *gen.ShiftContext:
		return c.GetLeft()
	case *gen.BitwiseBinaryContext:
		return c.GetLeft()
	}
	return nil
}

// valueChain builds a left-deep chain of binary operators (a + b - c || d ...) with a loop
// down its left spine, so that a long chain costs no recursion depth.
func (b *builder) valueChain(c gen.IValueExpressionContext) ast.Expr {
	lv := b.ladder()
	if lv != nil && b.hookCtx == nil {
		if _, ok := opToken(c); ok {
			return b.valueLadder(c, lv)
		}
	}
	var spine []gen.IValueExpressionContext
	cur := c
	for {
		l := valueLeft(cur)
		if l == nil || (len(spine) > 0 && b.hookCtx != nil && antlr.ParserRuleContext(cur) == b.hookCtx) {
			break
		}
		if lv != nil && len(spine) > 0 && b.hookCtx == nil {
			if _, ok := opToken(cur); ok {
				break // an operand that is a chain of the dialect's ladder
			}
		}
		spine = append(spine, cur)
		cur = l
	}
	left := b.value(cur)
	for i := len(spine) - 1; i >= 0; i-- {
		left = b.valueBinary(spine[i], left, b.value(valueRight(spine[i])), b.span(spine[i]))
	}
	return left
}

// valueRight returns the right operand of a binary value-level operator, or nil.
func valueRight(c gen.IValueExpressionContext) gen.IValueExpressionContext {
	switch c := c.(type) {
	case *gen.ArithmeticBinaryContext:
		return c.GetRight()
	case *gen.JsonArrowContext:
		return c.GetRight()
	case *gen.ArrayOperatorContext:
		return c.GetRight()
	case *gen.ConcatenationContext:
		return c.GetRight()
	case *gen.ShiftContext:
		return c.GetRight()
	case *gen.BitwiseBinaryContext:
		return c.GetRight()
	}
	return nil
}

// valueBinary builds the binary value-level operator of c applied to l and r, spanning sp.
func (b *builder) valueBinary(c gen.IValueExpressionContext, l, r ast.Expr, sp ast.Span) ast.Expr {
	switch c := c.(type) {
	case *gen.ArithmeticBinaryContext:
		return b.binaryOp(tokenType(c.GetOperator()), c.GetOperator(), l, r, sp)
	case *gen.JsonArrowContext:
		return b.binaryOp(tokenType(c.GetOperator()), c.GetOperator(), l, r, sp)
	case *gen.ArrayOperatorContext:
		return b.binaryOp(tokenType(c.GetOperator()), c.GetOperator(), l, r, sp)
	case *gen.ConcatenationContext:
		return b.binaryOp(gen.SqlParserCONCAT, nil, l, r, sp)
	case *gen.ShiftContext:
		first := termAt(c, 1)
		if first == nil {
			return nil
		}
		op := gen.SqlParserSHIFT_LEFT
		if !hasTok(c, gen.SqlParserSHIFT_LEFT) {
			op = gen.SqlParserGT
		}
		e := b.binaryOp(op, first.GetSymbol(), l, r, sp)
		if op == gen.SqlParserGT {
			gts := c.AllGT()
			if len(gts) == 2 && gts[0].GetSymbol().GetStop()+1 != gts[1].GetSymbol().GetStart() {
				b.invalid(b.termSpan(gts[1]), "expected >> without a space")
			}
		}
		return e
	case *gen.BitwiseBinaryContext:
		return b.binaryOp(tokenType(c.GetOperator()), c.GetOperator(), l, r, sp)
	}
	return nil
}

// binaryOp builds the binary value-level operator op (the token type of an arithmetic,
// JSON, array, bitwise operator; CONCAT; SHIFT_LEFT, or GT for >>) applied to l and r,
// spanning sp; opTok is the operator's (first) token, nil for CONCAT. Shared with the fast
// path.
func (b *builder) binaryOp(op int, opTok antlr.Token, l, r ast.Expr, sp ast.Span) ast.Expr {
	switch op {
	case gen.SqlParserASTERISK:
		return &ast.Binary{Span: sp, Op: ast.OpMul, L: l, R: r}
	case gen.SqlParserSLASH:
		bop := ast.OpDiv
		switch b.d.Name {
		case "hive", "spark", "doris", "duckdb", "bigquery", "snowflake":
			// Always fractional: BigQuery "/" returns FLOAT64 (NUMERIC
			// for NUMERIC operands), Snowflake 5 / 2 = 2.5.
			bop = ast.OpDivFrac
		}
		return &ast.Binary{Span: sp, Op: bop, L: l, R: r}
	case gen.SqlParserPERCENT:
		return &ast.Binary{Span: sp, Op: ast.OpMod, L: l, R: r}
	case gen.SqlParserDIV:
		b.gate(fDivKeyword, b.tokSpan(opTok), "DIV")
		return &ast.Binary{Span: sp, Op: ast.OpIntDiv, L: l, R: r}
	case gen.SqlParserDOUBLE_SLASH:
		b.gate(fDoubleSlash, b.tokSpan(opTok), "//")
		return &ast.Binary{Span: sp, Op: ast.OpIntDiv, L: l, R: r}
	case gen.SqlParserPLUS:
		return &ast.Binary{Span: sp, Op: ast.OpAdd, L: l, R: r}
	case gen.SqlParserMINUS:
		return &ast.Binary{Span: sp, Op: ast.OpSub, L: l, R: r}
	case gen.SqlParserARROW, gen.SqlParserDOUBLE_ARROW, gen.SqlParserHASH_GT, gen.SqlParserHASH_GT_GT:
		b.gate(fJSONArrow, b.tokSpan(opTok), "the "+opTok.GetText()+" operator")
		jop := ast.OpJSONGet
		switch op {
		case gen.SqlParserDOUBLE_ARROW:
			jop = ast.OpJSONGetText
		case gen.SqlParserHASH_GT, gen.SqlParserHASH_GT_GT:
			b.unsupported(b.tokSpan(opTok), "the "+opTok.GetText()+" operator is not supported")
			return nil
		}
		return &ast.Binary{Span: sp, Op: jop, L: l, R: r}
	case gen.SqlParserAT_GT, gen.SqlParserLT_AT, gen.SqlParserDOUBLE_AMPERSAND:
		// PostgreSQL @> <@ && compare arrays or JSON documents by containment; which one
		// depends on types the builder does not know.
		b.unsupported(b.tokSpan(opTok), "the "+opTok.GetText()+" operator is not supported")
		return nil
	case gen.SqlParserCONCAT:
		return &ast.Binary{Span: sp, Op: ast.OpConcat, L: l, R: r}
	case gen.SqlParserSHIFT_LEFT, gen.SqlParserGT:
		b.gate(fShift, b.tokSpan(opTok), "the shift operators << and >>")
		if op == gen.SqlParserSHIFT_LEFT {
			return &ast.Binary{Span: sp, Op: ast.OpShl, L: l, R: r}
		}
		return &ast.Binary{Span: sp, Op: ast.OpShr, L: l, R: r}
	case gen.SqlParserAMPERSAND, gen.SqlParserPIPE, gen.SqlParserHAT, gen.SqlParserHASH_SIGN:
		switch {
		case op == gen.SqlParserHASH_SIGN:
			// PostgreSQL's bitwise xor (DuckDB has none: xor(a, b)).
			if !b.is("postgres") {
				b.notDialect(b.tokSpan(opTok), "the # operator")
			}
			return &ast.Binary{Span: sp, Op: ast.OpBitXor, L: l, R: r}
		case op != gen.SqlParserHAT || b.f&fPowerCaret == 0:
			b.gate(fBitOps, b.tokSpan(opTok), "the bitwise "+opTok.GetText()+" operator")
		}
		switch op {
		case gen.SqlParserAMPERSAND:
			return &ast.Binary{Span: sp, Op: ast.OpBitAnd, L: l, R: r}
		case gen.SqlParserPIPE:
			return &ast.Binary{Span: sp, Op: ast.OpBitOr, L: l, R: r}
		}
		if b.f&fPowerCaret != 0 {
			// PostgreSQL and DuckDB: ^ is exponentiation.
			return b.call(sp, "power", l, r)
		}
		return &ast.Binary{Span: sp, Op: ast.OpBitXor, L: l, R: r}
	}
	return nil
}

// call makes the call name(args) that a special form stands for, resolved like a call
// written that way.
func (b *builder) call(sp ast.Span, name string, args ...ast.Expr) ast.Expr {
	return b.resolve(&ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: name}}, Args: args}, false)
}
