package build

import (
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// primary builds the primaries of the value level: literals, names, calls, constructors,
// subscripts.
func (b *builder) primary(c gen.IValueExpressionContext, sp ast.Span) ast.Expr {
	switch c := c.(type) {
	case *gen.ColumnReferenceContext:
		id := b.ident(c.Identifier())
		if f := b.sessionName(id); f != nil {
			return f
		}
		return &ast.ColumnRef{Span: sp, Name: ast.QName{id}}
	case *gen.DereferenceContext:
		if inPath(c.GetBase()) {
			// Snowflake v:a.b: .b continues the path, b['b']
			name := b.ident(c.GetFieldName())
			return b.subscriptOf(sp, b.value(c.GetBase()), &ast.Literal{Span: name.Span, Kind: ast.LitString, Value: name.Name})
		}
		if q := b.dottedName(c); q != nil {
			// t.col, s.f.g: one name; binding decides what the parts are.
			return &ast.ColumnRef{Span: sp, Name: q}
		}
		base := b.value(c.GetBase())
		name := b.ident(c.GetFieldName())
		if base == nil {
			return nil
		}
		return &ast.FieldAccess{Span: sp, X: base, Name: name}
	case *gen.NumericLiteralContext:
		return b.numberTok(c.GetValue())
	case *gen.StringLiteralContext:
		v, _ := b.stringTokens(c)
		return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v}
	case *gen.BooleanLiteralContext:
		v := "false"
		if tokenType(c.GetValue()) == gen.SqlParserTRUE {
			v = "true"
		}
		return &ast.Literal{Span: sp, Kind: ast.LitBool, Value: v}
	case *gen.NullLiteralContext:
		return &ast.Literal{Span: sp, Kind: ast.LitNull}
	case *gen.ParameterContext:
		return &ast.Param{Span: sp, Name: b.text(c)}
	case *gen.IntervalLiteralContext:
		return b.interval(c.Interval())
	case *gen.TypeConstructorContext:
		return b.typeConstructor(c, sp)
	case *gen.DateTimeTypeConstructorContext:
		return b.dateTimeTypeConstructor(c, sp)
	case *gen.FunctionCallContext:
		return b.functionCall(c, sp)
	case *gen.StarFunctionCallContext:
		f := &ast.Func{Span: sp, Name: b.funcName(c.GetName()), Star: true}
		if q := c.QualifiedName(); q != nil {
			f.Star = false
			f.Args = []ast.Expr{&ast.Star{Span: spanFromTo(b.span(q), b.termSpan(c.ASTERISK())), Table: b.qname(q)}}
		}
		f.Filter = b.filter(c.FilterClause())
		f.Over = b.over(c.OverClause())
		return b.resolve(f, false)
	case *gen.CastContext:
		mode := ast.CastStrict
		opTok := c.GetCastOp()
		switch tokenType(opTok) {
		case gen.SqlParserTRY_CAST:
			b.gate(fTryCast, b.tokSpan(opTok), "TRY_CAST")
			mode = ast.CastTry
		case gen.SqlParserSAFE_CAST:
			b.gate(fSafeCast, b.tokSpan(opTok), "SAFE_CAST")
			mode = ast.CastTry
		}
		return &ast.Cast{Span: sp, X: b.expr(c.Expression()), Type: b.dataType(c.DataType()), Mode: mode}
	case *gen.DoubleColonCastContext:
		if c.COLON() != nil {
			b.gate(fTripleColon, spanFromTo(b.termSpan(c.DOUBLE_COLON()), b.termSpan(c.COLON())), ":::")
		} else {
			b.gate(fDoubleColon, b.termSpan(c.DOUBLE_COLON()), "::")
		}
		return &ast.Cast{Span: sp, X: b.value(c.GetValue()), Type: b.dataType(c.DataType())}
	case *gen.SimpleCaseContext:
		return b.caseExpr(c, sp, b.expr(c.GetOperand()), c.GetElseExpression())
	case *gen.SearchedCaseContext:
		return b.caseExpr(c, sp, nil, c.GetElseExpression())
	case *gen.ArrayConstructorContext:
		b.gate(fArrayCtor, b.termSpan(c.ARRAY()), "ARRAY[...]")
		a := &ast.Array{Span: sp, Elems: b.arrayElems(c)}
		if len(a.Elems) == 0 && b.d.Name == "postgres" && !typedByContext(c) {
			// PostgreSQL types an empty ARRAY[] only from a cast around it
			b.invalid(sp, "cannot determine the type of an empty array: cast it, as in ARRAY[]::integer[]")
		}
		return a
	case *gen.ArraySubqueryContext:
		b.gate(fArraySubquery, sp, "ARRAY(subquery)")
		return &ast.ArrayQuery{Span: sp, Query: b.query(c.Query())}
	case *gen.ListLiteralContext:
		b.gate(fListLiteral, b.termSpan(c.LBRACKET()), "a [...] list literal")
		return &ast.Array{Span: sp, Elems: b.exprList(c, 0)}
	case *gen.StructLiteralContext:
		return b.braceLiteral(c, sp)
	case *gen.StructConstructorContext:
		return b.structConstructor(c, sp)
	case *gen.TypedStructConstructorContext:
		return b.typedStructConstructor(c, sp)
	case *gen.MapLiteralContext:
		b.gate(fMapLiteral, sp, "MAP {...}")
		m := &ast.Map{Span: sp}
		for _, ch := range c.GetChildren() {
			if e, ok := ch.(gen.IMapLiteralEntryContext); ok {
				m.Keys = append(m.Keys, b.expr(e.GetKey()))
				m.Values = append(m.Values, b.expr(e.GetValue()))
			}
		}
		return m
	case *gen.ExistsContext:
		return &ast.Exists{Span: sp, Query: b.query(c.Query())}
	case *gen.SubqueryExpressionContext:
		return &ast.Subquery{Span: sp, Query: b.query(c.Query())}
	case *gen.ParenthesizedExpressionContext:
		list := b.exprList(c, 0)
		if c.GetFieldStar() != nil {
			b.gate(fFieldStar, sp, "(x).*")
			if len(list) != 1 {
				b.unsupported(sp, "(a, b).*: expand the fields of one composite value, as in (x).*")
				return nil
			}
			return &ast.FieldStar{Span: sp, X: list[0]}
		}
		if len(list) == 1 {
			return list[0]
		}
		// (a, b): a row.
		s := &ast.Struct{Span: sp, Fields: make([]*ast.StructField, len(list))}
		for i, e := range list {
			s.Fields[i] = &ast.StructField{Span: spanOf(e), Value: e}
		}
		return s
	case *gen.ExtractContext:
		return &ast.Extract{Span: sp, Field: b.extractField(c.GetField()), X: b.value(c.GetSource())}
	case *gen.PositionContext:
		// POSITION(a IN b) is position(a, b): the 1-based place of a in b, 0 if absent.
		return b.call(sp, "position", b.value(c.GetNeedle()), b.value(c.GetHaystack()))
	case *gen.SubstringContext:
		// SUBSTRING(x FROM a [FOR n]) is substring(x, a [, n]); PostgreSQL's
		// SUBSTRING(x FOR n [FROM a]) is substring(x, a, n), a being 1 when
		// not given, and SUBSTRING(x SIMILAR p ESCAPE e) substring(x, p, e).
		if c.GetForFirst() != nil || c.SIMILAR() != nil {
			what := "SUBSTRING(x FOR n)"
			if c.SIMILAR() != nil {
				what = "SUBSTRING(x SIMILAR p ESCAPE e)"
			}
			if !b.is("postgres") {
				b.notDialect(sp, what)
			}
		}
		var from ast.Expr
		if f := c.GetFrom(); f != nil {
			from = b.value(f)
		} else {
			from = &ast.Literal{Span: b.tokSpan(c.GetForFirst()), Kind: ast.LitInt, Value: "1"}
		}
		args := []ast.Expr{b.value(c.GetInput()), from}
		if l := c.GetLength(); l != nil {
			args = append(args, b.value(l))
		}
		return b.call(sp, "substring", args...)
	case *gen.TrimContext:
		// TRIM([BOTH|LEADING|TRAILING] [c] FROM x) is btrim|ltrim|rtrim(x [, c]);
		// PostgreSQL's TRIM([spec] [c] FROM x, y, ...) is btrim|ltrim|rtrim(x, y, ..., c).
		args := []ast.Expr{b.value(c.GetTrimSource())}
		if more := c.GetTrimMore(); len(more) > 0 {
			if !b.is("postgres") {
				b.notDialect(sp, "TRIM(... FROM x, y)")
			}
			for _, m := range more {
				args = append(args, b.value(m))
			}
		}
		if ch := c.GetTrimChar(); ch != nil {
			args = append(args, b.value(ch))
		}
		return b.call(sp, trimName(tokenType(c.GetTrimSpec())), args...)
	case *gen.TrimListContext:
		// PostgreSQL's TRIM(BOTH|LEADING|TRAILING x, y, ...) is btrim|ltrim|rtrim(x, y, ...).
		if !b.is("postgres") {
			b.notDialect(sp, "TRIM(BOTH|LEADING|TRAILING x) without FROM")
		}
		var args []ast.Expr
		for _, a := range c.GetTrimArgs() {
			args = append(args, b.value(a))
		}
		return b.call(sp, trimName(tokenType(c.GetTrimSpec())), args...)
	case *gen.OverlayContext:
		// OVERLAY(s PLACING r FROM a [FOR n]) is overlay(s, r, a [, n]).
		args := []ast.Expr{b.value(c.GetInput()), b.value(c.GetReplacement()), b.value(c.GetFrom())}
		if l := c.GetLength(); l != nil {
			args = append(args, b.value(l))
		}
		return b.call(sp, "overlay", args...)
	case *gen.CollateContext:
		return &ast.Collate{Span: sp, X: b.value(c.GetValue()), Name: b.qname(c.GetCollation())}
	case *gen.SpecialDateTimeFunctionContext:
		return b.specialDateTime(sp, c.GetName(), c.GetPrecision())
	case *gen.SubscriptContext:
		return b.subscript(c, sp)
	case *gen.SemiStructuredAccessContext:
		// Snowflake v:name is v['name'] (the name is case-sensitive, quoted or not).
		key := b.ident(c.GetKey())
		return b.subscriptOf(sp, b.value(c.GetValue()), &ast.Literal{Span: key.Span, Kind: ast.LitString, Value: key.Name})
	case *gen.SliceContext:
		b.gate(fSlice, sp, "an array slice [a:b]")
		return &ast.Slice{Span: sp, X: b.value(c.GetValue()), Lo: b.expr(c.GetFrom()), Hi: b.expr(c.GetTo())}
	}
	return nil
}

// dottedName returns a.b.c as one name when the chain of dereferences ends in a column
// reference (not in a parenthesized expression, a call or a subscript), else nil.
func (b *builder) dottedName(c *gen.DereferenceContext) ast.QName {
	n := 1
	var cur gen.IValueExpressionContext = c
	for {
		d, ok := cur.(*gen.DereferenceContext)
		if !ok {
			break
		}
		n++
		cur = d.GetBase()
	}
	root, ok := cur.(*gen.ColumnReferenceContext)
	if !ok {
		return nil
	}
	q := make(ast.QName, n)
	q[0] = b.ident(root.Identifier())
	cur = c
	for i := n - 1; i > 0; i-- {
		d := cur.(*gen.DereferenceContext)
		q[i] = b.ident(d.GetFieldName())
		cur = d.GetBase()
	}
	return q
}

// arrayElems builds the elements of ARRAY[...]; an element written [...] is a nested array
// (PostgreSQL's ARRAY[[1, 2], [3, 4]]), in any dialect that has ARRAY[...].
func (b *builder) arrayElems(c antlr.ParserRuleContext) []ast.Expr {
	ch := c.GetChildren()
	out := make([]ast.Expr, 0, len(ch)/2)
	for _, x := range ch {
		e, ok := x.(gen.IExpressionContext)
		if !ok {
			continue
		}
		if l, ok := primaryOf(e).(*gen.ListLiteralContext); ok {
			out = append(out, &ast.Array{Span: b.span(l), Elems: b.arrayElems(l)})
			continue
		}
		out = append(out, b.expr(e))
	}
	return out
}

// spanOf returns e's span, or the zero span for nil.
func spanOf(e ast.Node) ast.Span {
	if e == nil {
		return ast.Span{}
	}
	return e.SpanOf()
}

// caseExpr builds CASE [operand] WHEN ... END.
func (b *builder) caseExpr(c antlr.ParserRuleContext, sp ast.Span, operand ast.Expr, els gen.IExpressionContext) ast.Expr {
	cs := &ast.Case{Span: sp, Operand: operand}
	for _, ch := range c.GetChildren() {
		if w, ok := ch.(gen.IWhenClauseContext); ok {
			cs.Whens = append(cs.Whens, &ast.When{Span: b.span(w), Cond: b.expr(w.GetCondition()), Result: b.expr(w.GetResult())})
		}
	}
	if els != nil {
		cs.Else = b.expr(els)
	}
	return cs
}

// subscript builds x[i] with the dialect's base and out-of-range rule; BigQuery's
// x[OFFSET(i)], x[ORDINAL(i)] and their SAFE_ forms choose the base and rule explicitly.
func (b *builder) subscript(c *gen.SubscriptContext, sp ast.Span) ast.Expr {
	return b.subscriptOf(sp, b.value(c.GetValue()), b.expr(c.GetIndex()))
}

// inPath reports whether c is a Snowflake semi-structured path (v:a, v:a.b, v:a[0]...), after
// which a .name is one more step of the path.
func inPath(c gen.IValueExpressionContext) bool {
	for {
		switch x := c.(type) {
		case *gen.SemiStructuredAccessContext:
			return true
		case *gen.DereferenceContext:
			c = x.GetBase()
		case *gen.SubscriptContext:
			c = x.GetValue()
		default:
			return false
		}
	}
}

// subscriptOf builds x[index] spanning sp.
func (b *builder) subscriptOf(sp ast.Span, x, index ast.Expr) ast.Expr {
	s := &ast.Subscript{Span: sp, X: x, Index: index, Base: b.d.ArrayBase}
	if b.d.Family == Presto {
		s.Missing = ast.MissingError
	}
	if b.d.Name == "duckdb" || b.d.Name == "doris" {
		s.FromEnd = true
	}
	if b.d.Name == "bigquery" {
		s.Missing = ast.MissingError
		if f, ok := s.Index.(*ast.Func); ok && len(f.Name) == 1 && len(f.Args) == 1 && f.Over == nil {
			switch upperASCII(f.Name[0].Name) {
			case "OFFSET":
				s.Base, s.Index = 0, f.Args[0]
			case "SAFE_OFFSET":
				s.Base, s.Index, s.Missing = 0, f.Args[0], ast.MissingNull
			case "ORDINAL":
				s.Base, s.Index = 1, f.Args[0]
			case "SAFE_ORDINAL":
				s.Base, s.Index, s.Missing = 1, f.Args[0], ast.MissingNull
			}
		}
	}
	return s
}

// extractField returns the upper-case field of EXTRACT.
func (b *builder) extractField(c gen.IExtractFieldContext) string {
	if c == nil {
		return ""
	}
	if s := c.StringConstant(); s != nil {
		v, _ := b.stringConst(s)
		return upperASCII(v)
	}
	return upperASCII(b.ident(c.Identifier()).Name)
}

// interval builds INTERVAL [+|-] value [unit [TO unit]]. Spark's INTERVAL 2 HOURS 30 MINUTES
// is the sum of one interval per unit.
func (b *builder) interval(c gen.IIntervalContext) ast.Expr {
	if c == nil {
		return nil
	}
	sp := b.span(c)
	iv := &ast.Interval{Span: sp, Value: b.intervalValue(c.IntervalValue())}
	if v := c.ValueExpression(); v != nil {
		b.gate(fIntervalExpr, b.span(v), "INTERVAL with an expression not in parentheses")
		iv.Value = b.value(v)
	}
	if s := c.GetSign(); s != nil && tokenType(s) == gen.SqlParserMINUS {
		iv.Value = &ast.Unary{Span: spanFromTo(b.tokSpan(s), spanOf(iv.Value)), Op: ast.OpNeg, X: iv.Value}
	}
	if f := c.GetFrom(); f != nil {
		iv.Unit = intervalUnit(b.text(f))
	}
	if t := c.GetTo(); t != nil {
		iv.ToUnit = intervalUnit(b.text(t))
	}
	var out ast.Expr = iv
	for _, ch := range c.GetChildren() {
		part, ok := ch.(gen.IIntervalPartContext)
		if !ok {
			continue
		}
		iv.Span = spanFromTo(iv.Span, ast.Span{End: b.span(c.GetFrom()).End})
		p := &ast.Interval{Span: b.span(part), Value: b.intervalValue(part.IntervalValue()),
			Unit: intervalUnit(b.text(part.IntervalField()))}
		out = &ast.Binary{Span: spanFromTo(spanOf(out), p.Span), Op: ast.OpAdd, L: out, R: p}
	}
	return out
}

// intervalValue builds the quantity of an interval: a string, or (Hive family, DuckDB,
// BigQuery) a number or a parenthesized expression.
func (b *builder) intervalValue(vc gen.IIntervalValueContext) ast.Expr {
	if vc == nil {
		return nil
	}
	switch {
	case vc.StringConstant() != nil:
		return b.stringLit(vc.StringConstant())
	case vc.Number() != nil:
		b.gate(fBareInterval, b.span(vc), "INTERVAL with an unquoted number")
		return b.number(vc.Number())
	case vc.Expression() != nil:
		b.gate(fBareInterval, b.span(vc), "INTERVAL with an expression")
		return b.expr(vc.Expression())
	}
	return nil
}

// typeConstructor builds type 'string': DATE '2024-01-01', TIMESTAMP '...', Spark's X'1F'.
func (b *builder) typeConstructor(c *gen.TypeConstructorContext, sp ast.Span) ast.Expr {
	id := b.ident(c.GetTypeName())
	v, _ := b.stringConst(c.StringConstant())
	return b.typedLiteral(id, v, sp)
}

// dateTimeTypeConstructor builds TIMESTAMP|TIME [(p)] WITH|WITHOUT TIME ZONE
// 'string': the typed literal of the type dateTimeType resolves, as
// TIMESTAMPTZ 'string' and TIMETZ 'string' are.
func (b *builder) dateTimeTypeConstructor(c *gen.DateTimeTypeConstructorContext, sp ast.Span) ast.Expr {
	precision := ""
	if p := c.GetPrecision(); p != nil {
		precision = p.GetText()
	}
	tsp := spanFromTo(b.tokSpan(c.GetBase()), b.termSpan(c.ZONE()))
	t := b.dateTimeType(tsp, tokenType(c.GetBase()) == gen.SqlParserTIME, precision, tokenType(c.GetZone()) == gen.SqlParserWITH, false, ast.Span{})
	v, _ := b.stringConst(c.StringConstant())
	if len(t.Params) > 0 {
		// With a precision, the cast of the string to the type, which it
		// is (PostgreSQL 15: TIMESTAMP(3) WITH TIME ZONE '1960-01-01
		// 10:00:00.1235+02' and the cast both give 08:00:00.123+00), so
		// that the rounding to p digits is checked as a cast's.
		ssp := b.span(c.StringConstant())
		return &ast.Cast{Span: sp, X: &ast.Literal{Span: ssp, Kind: ast.LitString, Value: v}, Type: t}
	}
	return &ast.TypedLit{Span: sp, Type: t, Value: v}
}

// specialDateTime builds CURRENT_DATE, CURRENT_TIMESTAMP(precision) and their kin: the call
// named nameTok with the precision token as its argument, if any (shared with the fast path).
func (b *builder) specialDateTime(sp ast.Span, nameTok, precision antlr.Token) ast.Expr {
	f := &ast.Func{Span: sp, Name: ast.QName{{Span: b.tokSpan(nameTok), Name: lowerASCII(nameTok.GetText())}}}
	if precision != nil {
		f.Args = []ast.Expr{&ast.Literal{Span: b.tokSpan(precision), Kind: ast.LitInt, Value: precision.GetText()}}
	}
	return b.resolve(f, false)
}

// typedLiteral builds the literal type 'v' spanning sp (shared with the fast path).
func (b *builder) typedLiteral(id ast.Ident, v string, sp ast.Span) ast.Expr {
	if !id.Quoted {
		switch upperASCII(id.Name) {
		case "X":
			// A hex binary literal: the TypeName is BINARY named X, Value the hex digits.
			return &ast.TypedLit{Span: sp, Type: &ast.TypeName{Span: id.Span, Kind: ast.TypeBinary, Name: "X"}, Value: v}
		case "N":
			// A national character string is a string.
			return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v}
		}
	}
	t, _ := b.typeFromName(id)
	if t != nil && t.Kind == ast.TypeDecimal && b.is("bigquery", "postgres") && (plainDecimal(v) || expDecimal(v)) {
		// NUMERIC '0.3' (or '2.5e0') is the decimal literal 0.3 in BigQuery
		// and PostgreSQL (whose numeric keeps the scale written), which the
		// printers spell back as each dialect writes it. Not in DuckDB,
		// where DECIMAL '0.3' is a DECIMAL(18, 3).
		return &ast.Literal{Span: sp, Kind: ast.LitDecimal, Value: v}
	}
	return &ast.TypedLit{Span: sp, Type: t, Value: v}
}

// plainDecimal: v is digits with one decimal point between digits: a
// decimal literal as every dialect writes it.
func plainDecimal(v string) bool {
	dot := -1
	for i := 0; i < len(v); i++ {
		switch {
		case v[i] == '.' && dot < 0:
			dot = i
		case v[i] < '0' || v[i] > '9':
			return false
		}
	}
	return dot > 0 && dot < len(v)-1
}

// expDecimal: v is a plain decimal or digits followed by an exponent (2.5e0, 3E-2, 1e3): a
// number BigQuery's NUMERIC '...' and PostgreSQL's numeric read exactly.
func expDecimal(v string) bool {
	i := strings.IndexAny(v, "eE")
	if i <= 0 {
		return false
	}
	m, e := v[:i], v[i+1:]
	if e != "" && (e[0] == '+' || e[0] == '-') {
		e = e[1:]
	}
	if e == "" || strings.Trim(e, "0123456789") != "" {
		return false
	}
	return plainDecimal(m) || strings.Trim(m, "0123456789") == ""
}

// braceLiteral builds {k: v, ...}: a struct with named fields (DuckDB, Snowflake objects) or,
// in Doris, a map.
func (b *builder) braceLiteral(c *gen.StructLiteralContext, sp ast.Span) ast.Expr {
	b.gate(fBraceLiteral, b.termSpan(c.LBRACE()), "a {...} literal")
	if b.d.Name == "doris" {
		m := &ast.Map{Span: sp}
		for _, ch := range c.GetChildren() {
			if f, ok := ch.(gen.IStructLiteralFieldContext); ok {
				name, ksp := b.structKey(f)
				m.Keys = append(m.Keys, &ast.Literal{Span: ksp, Kind: ast.LitString, Value: name.Name})
				m.Values = append(m.Values, b.expr(f.GetValue()))
			}
		}
		return m
	}
	s := &ast.Struct{Span: sp}
	for _, ch := range c.GetChildren() {
		if f, ok := ch.(gen.IStructLiteralFieldContext); ok {
			name, _ := b.structKey(f)
			s.Fields = append(s.Fields, &ast.StructField{Span: b.span(f), Name: identPtr(name), Value: b.expr(f.GetValue())})
		}
	}
	return s
}

// structConstructor builds STRUCT(x AS a, y, ...), which names some of its fields (BigQuery,
// and Spark, whose struct() takes named expressions): a struct constructor whose unnamed
// fields are left nil, as in the call struct(x, y).
func (b *builder) structConstructor(c *gen.StructConstructorContext, sp ast.Span) ast.Expr {
	if !b.is("bigquery", "spark") {
		b.notDialect(sp, "STRUCT(x AS name)")
		return nil
	}
	s := &ast.Struct{Span: sp}
	var last *ast.StructField
	for _, ch := range c.GetChildren() {
		switch x := ch.(type) {
		case gen.IExpressionContext:
			last = &ast.StructField{Span: b.span(x), Value: b.expr(x)}
			s.Fields = append(s.Fields, last)
		case gen.IIdentifierContext:
			// The name after the AS that follows the last expression.
			if last != nil {
				id := b.ident(x)
				last.Name = identPtr(id)
				last.Span = ast.Cover(last.Span, id.Span)
			}
		case gen.IStructArgumentContext:
			f := &ast.StructField{Span: b.span(x), Value: b.expr(x.Expression())}
			if n := x.GetName(); n != nil {
				f.Name = identPtr(b.ident(n))
			}
			s.Fields = append(s.Fields, f)
			last = nil
		}
	}
	return s
}

// typedStructConstructor builds BigQuery's STRUCT<a T, b U>(x, y): the struct of the values
// coerced to the field types, here the struct (a: CAST(x AS T), b: CAST(y AS U)). The cast
// gives what the coercion gives on every input BigQuery accepts (it rejects a value that
// does not coerce, where the cast may convert it).
func (b *builder) typedStructConstructor(c *gen.TypedStructConstructorContext, sp ast.Span) ast.Expr {
	if !b.is("bigquery") {
		b.notDialect(sp, "STRUCT<...>(...)")
		return nil
	}
	fields := c.AllStructTypeField()
	values := c.AllExpression()
	if len(fields) != len(values) {
		b.invalid(sp, "STRUCT<...> declares "+strconv.Itoa(len(fields))+" fields and is given "+
			strconv.Itoa(len(values))+" values")
		return nil
	}
	s := &ast.Struct{Span: sp, Fields: make([]*ast.StructField, len(fields))}
	for i, f := range fields {
		if f.StringConstant() != nil {
			b.unsupported(b.span(f), "a COMMENT on a struct field is not supported")
		}
		name := b.ident(f.GetName())
		v := values[i]
		vsp := b.span(v)
		s.Fields[i] = &ast.StructField{Span: vsp, Name: identPtr(name),
			Value: &ast.Cast{Span: vsp, X: b.expr(v), Type: b.dataType(f.DataType())}}
	}
	return s
}

// structKey returns the key of a {key: value} field as an identifier.
func (b *builder) structKey(f gen.IStructLiteralFieldContext) (ast.Ident, ast.Span) {
	if k := f.GetKey(); k != nil {
		return b.structKeyTok(k)
	}
	if nr := f.NonReserved(); nr != nil {
		sp := b.span(nr)
		return ast.Ident{Span: sp, Name: b.text(nr)}, sp
	}
	return ast.Ident{}, ast.Span{}
}

// structKeyTok returns the key of a {key: value} field written as one token (shared with the
// fast path).
func (b *builder) structKeyTok(k antlr.Token) (ast.Ident, ast.Span) {
	sp := b.tokSpan(k)
	txt := k.GetText()
	switch tokenType(k) {
	case gen.SqlParserSTRING:
		if len(txt) >= 2 {
			body := txt[1 : len(txt)-1]
			if b.d.Family == Hive {
				return ast.Ident{Span: sp, Name: unescapeHive(body), Quoted: true}, sp
			}
			if b.d.Name == "snowflake" || b.d.Name == "bigquery" && (txt[0] == 'r' || txt[0] == 'R') {
				return ast.Ident{Span: sp, Name: b.decodeStringTok(k), Quoted: true}, sp
			}
			return ast.Ident{Span: sp, Name: undouble(body, txt[0]), Quoted: true}, sp
		}
	case gen.SqlParserQUOTED_IDENTIFIER:
		return ast.Ident{Span: sp, Name: unquote(txt, '"'), Quoted: true}, sp
	case gen.SqlParserBACKQUOTED_IDENTIFIER:
		return ast.Ident{Span: sp, Name: unquote(txt, '`'), Quoted: true}, sp
	}
	return ast.Ident{Span: sp, Name: txt}, sp
}

// typedByContext reports whether an empty ARRAY[] gets its type from where it stands, as
// PostgreSQL requires: the operand of a cast, or an element of an enclosing ARRAY[...].
func typedByContext(c antlr.Tree) bool {
	for p := c.GetParent(); p != nil; p = p.GetParent() {
		switch x := p.(type) {
		case *gen.ValueExpressionDefaultContext:
			continue
		case *gen.ParenthesizedExpressionContext:
			if len(x.AllExpression()) == 1 {
				continue
			}
		case *gen.DoubleColonCastContext, *gen.CastContext, *gen.ArrayConstructorContext:
			return true
		}
		return false
	}
	return false
}

// trimName is the call TRIM with the specification spec (a token type, 0
// for none) stands for.
func trimName(spec int) string {
	switch spec {
	case gen.SqlParserLEADING:
		return "ltrim"
	case gen.SqlParserTRAILING:
		return "rtrim"
	}
	return "btrim"
}
