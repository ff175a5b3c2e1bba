package build

import (
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// funcName builds a function name; LEFT, RIGHT and EXISTS are reserved words that are also
// function names.
func (b *builder) funcName(c gen.IFunctionNameContext) ast.QName {
	if c == nil {
		return nil
	}
	if q := c.QualifiedName(); q != nil {
		return b.qname(q)
	}
	if t := termAt(c, 0); t != nil {
		return ast.QName{{Span: b.termSpan(t), Name: t.GetText()}}
	}
	return nil
}

// functionCall builds name(args) with its modifiers, then turns the dialect's constructor
// functions (Hive array/map/struct/named_struct, Trino MAP(ARRAY, ARRAY) and ROW, DuckDB
// struct_pack) into constructor nodes.
func (b *builder) functionCall(c *gen.FunctionCallContext, sp ast.Span) ast.Expr {
	f := &ast.Func{Span: sp, Name: b.funcName(c.GetName())}
	ch := c.GetChildren()
	n := 0
	for _, x := range ch {
		if _, ok := x.(gen.IFunctionArgumentContext); ok {
			n++
		}
	}
	if n > 0 {
		f.Args = make([]ast.Expr, 0, n)
	}
	for _, x := range ch {
		switch x := x.(type) {
		case gen.IFunctionArgumentContext:
			f.Args = append(f.Args, b.funcArg(x, f.Name))
		case gen.ISetQuantifierContext:
			f.Distinct = hasTok(x, gen.SqlParserDISTINCT)
		case gen.IOrderByClauseContext:
			f.OrderBy = b.orderBy(x)
		case gen.INullTreatmentContext:
			if hasTok(x, gen.SqlParserIGNORE) {
				f.Nulls = ast.NullsIgnore
			} else {
				f.Nulls = ast.NullsRespect
			}
		case gen.IWithinGroupContext:
			f.WithinGroup = b.sortItems(x)
		case gen.IFilterClauseContext:
			f.Filter = b.filter(x)
		case gen.IOverClauseContext:
			f.Over = b.over(x)
		case gen.IJsonFunctionTailContext:
			what := upperASCII(termText(x, 0))
			if jb := x.JsonBehavior(); jb != nil {
				what = upperASCII(termText(jb, 0)) + " ON " + upperASCII(termText(x, 2))
			} else if x.ON() != nil {
				what += " ON NULL"
			}
			b.unsupported(b.span(x), what+" in a JSON function is not supported")
		case gen.IListaggOverflowContext:
			b.unsupported(b.span(x), "ON OVERFLOW is not supported")
		}
	}
	if l := c.GetLimit(); l != nil {
		b.unsupported(spanFromTo(b.termSpan(c.LIMIT()), b.span(l)), "LIMIT inside an aggregate is not supported")
	}
	if e := b.constructor(f); e != nil {
		return e
	}
	b.gateFuncArgs(f)
	return b.resolve(f, false)
}

// funcArg builds one argument: positional, named (name => v, name := v) or a lambda.
func (b *builder) funcArg(c gen.IFunctionArgumentContext, fname ast.QName) ast.Expr {
	if c == nil {
		return nil
	}
	sp := b.span(c)
	switch {
	case c.ARROW() != nil:
		var params []ast.Ident
		if p := c.LambdaParameters(); p != nil {
			params = b.idents(p)
		}
		if b.f&fJSONArrow != 0 && (b.f&fLambda == 0 || !lambdaFunc(fname) && !multiParamLambda(c)) {
			// PostgreSQL, DuckDB: x -> 'k' in an argument is the JSON operator.
			return b.jsonArrowArg(c, params)
		}
		b.gate(fLambda, sp, "a lambda")
		return &ast.Lambda{Span: sp, Params: params, Body: b.expr(c.GetBody())}
	case c.GetName() != nil:
		opTok := c.GetOperator()
		if tokenType(opTok) == gen.SqlParserCOLON_EQ {
			b.gate(fColonEqArg, b.tokSpan(opTok), "name := value")
		}
		var name ast.Ident
		an := c.GetName()
		if id := an.Identifier(); id != nil {
			name = b.ident(id)
		} else if t := termAt(an, 0); t != nil {
			name = ast.Ident{Span: b.termSpan(t), Name: t.GetText()}
		}
		if ta := c.TableArgument(); ta != nil {
			b.unsupported(b.span(ta), "a TABLE(...) argument is not supported")
			return nil
		}
		return &ast.NamedArg{Span: sp, Name: name, Value: b.expr(c.GetValue())}
	case c.TableArgument() != nil:
		b.unsupported(sp, "a TABLE(...) argument is not supported")
		return nil
	case c.COLON() != nil:
		// Trino json_object('k': v, ...)
		if b.d.Family != Presto {
			b.notDialect(sp, "a key: value argument")
			return nil
		}
		b.unsupported(sp, "a key: value member of json_object is not supported")
		return nil
	}
	return b.expr(c.Expression(0))
}

// multiParamLambda reports whether a function argument is (a, b, ...) -> body: a lambda of
// several parameters, which cannot be the JSON operator (its left side would be a row).
func multiParamLambda(c gen.IFunctionArgumentContext) bool {
	p := c.LambdaParameters()
	return p != nil && len(p.AllIdentifier()) > 1
}

// lambdaFunc reports whether name is a DuckDB function that takes a lambda; in DuckDB an
// x -> y argument of any other function is the JSON operator.
func lambdaFunc(name ast.QName) bool {
	if len(name) != 1 {
		return false
	}
	switch lowerASCII(name[0].Name) {
	case "list_transform", "array_transform", "apply", "list_apply", "array_apply",
		"list_filter", "array_filter", "filter", "list_reduce", "array_reduce", "reduce",
		"transform":
		return true
	}
	return false
}

// jsonArrowArg rebuilds a function argument the grammar read as the lambda x -> body as the
// JSON operator: x -> body with ->'s precedence, so x -> 'a' = 'b' is (x -> 'a') = 'b'.
func (b *builder) jsonArrowArg(c gen.IFunctionArgumentContext, params []ast.Ident) ast.Expr {
	if len(params) != 1 {
		b.invalid(b.span(c), "expected an expression before ->")
		return nil
	}
	left := &ast.ColumnRef{Span: params[0].Span, Name: ast.QName{params[0]}}
	body := c.GetBody()
	target := arrowTarget(body)
	if target == nil {
		return nil
	}
	saved, savedLeft := b.hookCtx, b.hookLeft
	b.hookCtx, b.hookLeft = target, left
	e := b.expr(body)
	b.hookCtx, b.hookLeft = saved, savedLeft
	return e
}

// arrowTarget walks down the left spine of an expression from operators that bind more
// loosely than -> (or as loosely: it is left-associative) to the operand -> takes.
func arrowTarget(t antlr.Tree) antlr.ParserRuleContext {
	for t != nil {
		var next antlr.Tree
		switch c := t.(type) {
		case *gen.ValueExpressionDefaultContext:
			next = c.ValueExpression()
		case *gen.LogicalBinaryContext:
			next = c.GetLeft()
		case *gen.BetweenContext:
			next = c.GetValue()
		case *gen.InSubqueryContext:
			next = c.GetValue()
		case *gen.InListContext:
			next = c.GetValue()
		case *gen.LikeContext:
			next = c.GetValue()
		case *gen.LikeQuantifiedContext:
			next = c.GetValue()
		case *gen.SimilarToContext:
			next = c.GetValue()
		case *gen.RegexMatchContext:
			next = c.GetValue()
		case *gen.QuantifiedComparisonContext:
			next = c.GetLeft()
		case *gen.ComparisonContext:
			next = c.GetLeft()
		case *gen.NullPredicateContext:
			next = c.GetValue()
		case *gen.TruthPredicateContext:
			next = c.GetValue()
		case *gen.DistinctFromContext:
			next = c.GetLeft()
		case *gen.OverlapsContext:
			next = c.GetLeft()
		case *gen.JsonArrowContext:
			next = c.GetLeft()
		case *gen.ConcatenationContext:
			next = c.GetLeft()
		case *gen.ArrayOperatorContext:
			next = c.GetLeft()
		case *gen.JsonKeyExistsContext:
			next = c.GetLeft()
		case *gen.ShiftContext:
			next = c.GetLeft()
		case *gen.BitwiseBinaryContext:
			next = c.GetLeft()
		default:
			prc, _ := t.(antlr.ParserRuleContext)
			return prc
		}
		if isNilTree(next) {
			prc, _ := t.(antlr.ParserRuleContext)
			return prc
		}
		t = next
	}
	return nil
}

// isNilTree reports whether t is nil or holds a nil pointer.
func isNilTree(t antlr.Tree) bool {
	if t == nil {
		return true
	}
	if prc, ok := t.(antlr.ParserRuleContext); ok {
		return prc == nil || prc.GetStart() == nil
	}
	return false
}

// hooked builds the operand of a reinterpreted JSON arrow: hookLeft -> (this operand).
func (b *builder) hooked(c antlr.ParserRuleContext, build func() ast.Expr) ast.Expr {
	left := b.hookLeft
	b.hookCtx, b.hookLeft = nil, nil
	r := build()
	return &ast.Binary{Span: spanFromTo(spanOf(left), spanOf(r)), Op: ast.OpJSONGet, L: left, R: r}
}

// gateFuncArgs checks the dialect's rules on a call's arguments.
func (b *builder) gateFuncArgs(f *ast.Func) {
	if len(f.Name) == 1 && b.f&fFlatten == 0 && lowerASCII(f.Name[0].Name) == "flatten" {
		for _, a := range f.Args {
			if _, ok := a.(*ast.NamedArg); ok {
				b.notDialect(f.Span, "FLATTEN(input => ...)")
				return
			}
		}
	}
}

// resolve returns the canonical form of an unqualified, unquoted call when the dialect's
// function table knows it (a renamed call with canonical arguments, or the node the call
// stands for), else f itself. Either keeps the name as written in Written.
func (b *builder) resolve(f *ast.Func, table bool) ast.Expr {
	f.Written = b.written(f)
	if b.d.ResolveCall == nil || len(f.Name) != 1 || f.Name[0].Quoted {
		return f
	}
	if b.d.Family == Hive && len(f.Args) < 2 && lowerASCII(f.Name[0].Name) == "stack" {
		// Hive's stack(n, v1, ...) needs a value; Spark rejects stack(n) ("requires at
		// least 2 arguments"), and there is no row of no columns to make.
		b.invalid(f.Span, "stack() takes a row count and at least one value")
		return f
	}
	if b.d.Name == "duckdb" && lowerASCII(f.Name[0].Name) == "aggregate" {
		// DuckDB's aggregate(list, name) is list_aggregate, not the canonical aggregate
		// (Spark's fold).
		f.Name = ast.QName{{Span: f.Name[0].Span, Name: "list_aggregate"}}
	}
	if e, ok := b.d.ResolveCall(f, table); ok && e != nil {
		return e
	}
	return f
}

// written is the source text of f's name when f was written as a call of a one-part
// name (the text is the name, or, quoted, the name in quotes), else "": a special form
// (POSITION(a IN b), x ^ 2) is built as a call whose name spans the whole form.
func (b *builder) written(f *ast.Func) ast.Spelling {
	if len(f.Name) != 1 {
		return ""
	}
	id := f.Name[0]
	sp := id.Span
	if !sp.Start.IsValid() || sp.End.Offset <= sp.Start.Offset || sp.End.Offset > len(b.src) {
		return ""
	}
	text := b.src[sp.Start.Offset:sp.End.Offset]
	if id.Quoted {
		if len(text) < len(id.Name)+2 || text[0] != '"' && text[0] != '`' || text[len(text)-1] != text[0] {
			return ""
		}
	} else if !strings.EqualFold(text, id.Name) {
		return ""
	}
	return ast.Spelling(text)
}

// resolveTable resolves a call in FROM or a LATERAL VIEW; it stays a call.
func (b *builder) resolveTable(f *ast.Func) *ast.Func {
	if r, ok := b.resolve(f, true).(*ast.Func); ok {
		return r
	}
	return f
}

// constructor returns the constructor node a call stands for in the source dialect, or nil.
// ReadsAsConstructor reports whether dialect d reads the call f, as printed, as one of its
// constructors (Hive's map(...), Trino's ROW(...), ...) rather than as a call of a function of
// that name: a printer must not give d a call of another dialect's function named so.
func ReadsAsConstructor(d *Dialect, f *ast.Func) bool {
	b := builder{d: d, f: featuresOf(d)}
	return b.constructor(f) != nil || len(b.diags) > 0
}

func (b *builder) constructor(f *ast.Func) ast.Expr {
	if len(f.Name) != 1 || f.Distinct || f.OrderBy != nil || f.WithinGroup != nil || f.Filter != nil ||
		f.Over != nil || f.Nulls != ast.NullsUnspecified {
		return nil
	}
	name := lowerASCII(f.Name[0].Name)
	switch b.d.Family {
	case Hive:
		switch name {
		case "array":
			return &ast.Array{Span: f.Span, Elems: f.Args}
		case "map":
			if len(f.Args)%2 != 0 {
				b.invalid(f.Span, "map() takes key, value pairs")
				return nil
			}
			m := &ast.Map{Span: f.Span}
			if len(f.Args) > 0 {
				m.Keys = make([]ast.Expr, 0, len(f.Args)/2)
				m.Values = make([]ast.Expr, 0, len(f.Args)/2)
			}
			for i := 0; i+1 < len(f.Args); i += 2 {
				m.Keys = append(m.Keys, f.Args[i])
				m.Values = append(m.Values, f.Args[i+1])
			}
			return m
		case "struct":
			// Field names are left nil: Hive names them col1, col2...; Spark names them after
			// the column references; a later pass fills them in.
			return positionalStruct(f)
		case "named_struct":
			return b.namedStruct(f)
		}
	case Presto:
		switch name {
		case "map":
			return b.mapOfArrays(f)
		case "row":
			return positionalStruct(f)
		}
	case Standard:
		switch name {
		case "row":
			if b.is("postgres", "duckdb", "ansi") {
				return positionalStruct(f)
			}
		case "struct_pack":
			if b.d.Name == "duckdb" {
				return b.structPack(f)
			}
		case "map":
			if b.d.Name == "duckdb" {
				return b.mapOfArrays(f)
			}
		case "list_value", "list_pack":
			if b.d.Name == "duckdb" {
				return &ast.Array{Span: f.Span, Elems: f.Args}
			}
		}
	}
	return nil
}

func positionalStruct(f *ast.Func) *ast.Struct {
	s := &ast.Struct{Span: f.Span, Fields: make([]*ast.StructField, len(f.Args))}
	for i, a := range f.Args {
		s.Fields[i] = &ast.StructField{Span: spanOf(a), Value: a}
	}
	return s
}

// namedStruct builds named_struct('a', x, 'b', y).
func (b *builder) namedStruct(f *ast.Func) ast.Expr {
	if len(f.Args)%2 != 0 {
		b.invalid(f.Span, "named_struct() takes name, value pairs")
		return nil
	}
	s := &ast.Struct{Span: f.Span, Fields: make([]*ast.StructField, 0, len(f.Args)/2)}
	for i := 0; i+1 < len(f.Args); i += 2 {
		l, ok := f.Args[i].(*ast.Literal)
		if !ok || l.Kind != ast.LitString {
			b.invalid(spanOf(f.Args[i]), "named_struct() field names must be string literals")
			return nil
		}
		s.Fields = append(s.Fields, &ast.StructField{Span: ast.Cover(l.Span, spanOf(f.Args[i+1])),
			Name: &ast.Ident{Span: l.Span, Name: l.Value, Quoted: true}, Value: f.Args[i+1]})
	}
	return s
}

// structPack builds DuckDB struct_pack(a := x, ...).
func (b *builder) structPack(f *ast.Func) ast.Expr {
	s := &ast.Struct{Span: f.Span, Fields: make([]*ast.StructField, 0, len(f.Args))}
	for _, a := range f.Args {
		na, ok := a.(*ast.NamedArg)
		if !ok {
			return nil
		}
		s.Fields = append(s.Fields, &ast.StructField{Span: na.Span, Name: identPtr(na.Name), Value: na.Value})
	}
	return s
}

// mapOfArrays builds MAP(ARRAY[k...], ARRAY[v...]) (Trino) or map([k...], [v...]) (DuckDB)
// with literal arrays of equal length, and the empty MAP().
func (b *builder) mapOfArrays(f *ast.Func) ast.Expr {
	if len(f.Args) == 0 {
		return &ast.Map{Span: f.Span}
	}
	if len(f.Args) != 2 {
		// Trino and DuckDB have only MAP() and MAP(keys, values) (DuckDB 1.5: "map(INTEGER)"
		// matches no candidate).
		b.invalid(f.Span, "map() takes no arguments or an array of keys and an array of values")
		return nil
	}
	ks, ok1 := f.Args[0].(*ast.Array)
	vs, ok2 := f.Args[1].(*ast.Array)
	if !ok1 || !ok2 || len(ks.Elems) != len(vs.Elems) {
		// MAP(keys, values) of arrays known only at run time: the canonical
		// map_from_arrays, never a map(k, v) call, which means one entry in
		// Hive and Spark.
		nf := *f
		nf.Name = ast.QName{{Span: f.Name.Span(), Name: "map_from_arrays"}}
		return &nf
	}
	return &ast.Map{Span: f.Span, Keys: ks.Elems, Values: vs.Elems}
}

// filter builds FILTER (WHERE cond).
func (b *builder) filter(c gen.IFilterClauseContext) ast.Expr {
	if c == nil {
		return nil
	}
	return b.expr(c.Expression())
}

// over builds OVER name | OVER (spec).
func (b *builder) over(c gen.IOverClauseContext) *ast.WindowSpec {
	if c == nil {
		return nil
	}
	sp := b.span(c)
	if n := c.GetWindowName(); n != nil {
		return &ast.WindowSpec{Span: sp, Name: identPtr(b.ident(n))}
	}
	w := b.windowSpec(c.WindowSpecification())
	if w != nil {
		w.Span = sp
	}
	return w
}

// windowSpec builds the inside of OVER (...) or WINDOW w AS (...).
func (b *builder) windowSpec(c gen.IWindowSpecificationContext) *ast.WindowSpec {
	if c == nil {
		return nil
	}
	w := &ast.WindowSpec{Span: b.span(c)}
	if n := c.GetExistingWindowName(); n != nil {
		w.Name = identPtr(b.ident(n))
	}
	if parts := c.GetPartition(); len(parts) > 0 {
		w.PartitionBy = make([]ast.Expr, len(parts))
		for i, p := range parts {
			w.PartitionBy[i] = b.expr(p)
		}
	}
	for _, ch := range c.GetChildren() {
		switch x := ch.(type) {
		case antlr.TerminalNode:
			switch tokType(x) {
			case gen.SqlParserDISTRIBUTE:
				b.gate(fHiveClauses, b.termSpan(x), "DISTRIBUTE BY in a window")
			case gen.SqlParserSORT:
				b.gate(fHiveClauses, b.termSpan(x), "SORT BY in a window")
			}
		case gen.ISortItemContext:
			w.OrderBy = append(w.OrderBy, b.sortItem(x))
		case gen.IWindowFrameContext:
			w.Frame = b.frame(x)
		}
	}
	return w
}

// frame builds ROWS|RANGE|GROUPS [BETWEEN] a [AND b] [EXCLUDE ...].
func (b *builder) frame(c gen.IWindowFrameContext) *ast.Frame {
	if c == nil {
		return nil
	}
	fr := &ast.Frame{Span: b.span(c)}
	switch tokenType(c.GetFrameType()) {
	case gen.SqlParserRANGE:
		fr.Unit = ast.FrameRange
	case gen.SqlParserGROUPS:
		fr.Unit = ast.FrameGroups
	}
	fr.Start = b.frameBound(c.GetFrameStart())
	fr.End = b.frameBound(c.GetFrameEnd())
	if ex := c.FrameExclusion(); ex != nil {
		switch {
		case ex.CURRENT() != nil:
			fr.Exclude = ast.ExcludeCurrentRow
		case ex.GROUP() != nil:
			fr.Exclude = ast.ExcludeGroup
		case ex.TIES() != nil:
			fr.Exclude = ast.ExcludeTies
		}
	}
	return fr
}

func (b *builder) frameBound(c gen.IFrameBoundContext) *ast.FrameBound {
	if c == nil {
		return nil
	}
	sp := b.span(c)
	switch c := c.(type) {
	case *gen.UnboundedFrameContext:
		if tokenType(c.GetBoundType()) == gen.SqlParserFOLLOWING {
			return &ast.FrameBound{Span: sp, Kind: ast.UnboundedFollowing}
		}
		return &ast.FrameBound{Span: sp, Kind: ast.UnboundedPreceding}
	case *gen.CurrentRowBoundContext:
		return &ast.FrameBound{Span: sp, Kind: ast.CurrentRow}
	case *gen.BoundedFrameContext:
		k := ast.Preceding
		if tokenType(c.GetBoundType()) == gen.SqlParserFOLLOWING {
			k = ast.Following
		}
		return &ast.FrameBound{Span: sp, Kind: k, Offset: b.value(c.ValueExpression())}
	}
	return nil
}

// sortItems builds the sort items among c's direct children.
func (b *builder) sortItems(c antlr.ParserRuleContext) []*ast.OrderItem {
	if c == nil {
		return nil
	}
	ch := c.GetChildren()
	n := 0
	for _, x := range ch {
		if _, ok := x.(gen.ISortItemContext); ok {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]*ast.OrderItem, 0, n)
	for _, x := range ch {
		if s, ok := x.(gen.ISortItemContext); ok {
			out = append(out, b.sortItem(s))
		}
	}
	return out
}

func (b *builder) orderBy(c gen.IOrderByClauseContext) []*ast.OrderItem {
	if c == nil {
		return nil
	}
	if hasTok(c, gen.SqlParserALL) {
		b.unsupported(b.span(c), "ORDER BY ALL is not supported")
		return nil
	}
	return b.sortItems(c)
}

// orderByAll builds DuckDB's ORDER BY ALL [ASC|DESC] [NULLS FIRST|LAST], which sorts by
// every column of the select list, left to right: as ORDER BY 1, 2, ..., n when the
// number of columns is known from the select list, else (a *, an item that may expand
// into several columns) as one item whose expression is a bare * (ast.Star), which the
// executor expands once the columns are known and the printer spells ORDER BY ALL.
func (b *builder) orderByAll(c gen.IOrderByClauseContext, body ast.QueryExpr) []*ast.OrderItem {
	sp := b.span(c)
	b.gate(fOrderByAll, sp, "ORDER BY ALL")
	desc := tokenType(c.GetOrdering()) == gen.SqlParserDESC
	nulls := ast.NullsDefault
	switch tokenType(c.GetNullOrdering()) {
	case gen.SqlParserFIRST:
		nulls = ast.NullsFirst
	case gen.SqlParserLAST:
		nulls = ast.NullsLast
	}
	every := []*ast.OrderItem{{Span: sp, Expr: &ast.Star{Span: sp}, Desc: desc, Nulls: nulls}}
	for {
		op, ok := body.(*ast.SetOp)
		if !ok {
			break
		}
		body = op.L
	}
	n := 0
	switch x := body.(type) {
	case *ast.Select:
		for _, it := range x.Items {
			switch e := it.Expr.(type) {
			case *ast.Star:
				return every
			case *ast.Func:
				// a generator (unnest of a struct, Hive's inline...) or COLUMNS(...) may
				// yield several columns
				name := lowerASCII(e.Name.Last().Name)
				if cf, ok := catalog.Lookup(name); len(e.Name) == 1 && (ok && cf.Kind == catalog.Generator || name == "columns") {
					return every
				}
			}
			if len(it.Aliases) > 0 {
				n += len(it.Aliases)
			} else {
				n++
			}
		}
	case *ast.Values:
		if len(x.Rows) > 0 {
			n = len(x.Rows[0])
		}
	default:
		b.unsupported(sp, "ORDER BY ALL is not supported here")
		return nil
	}
	out := make([]*ast.OrderItem, n)
	for i := range out {
		lit := &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.Itoa(i + 1)}
		out[i] = &ast.OrderItem{Span: sp, Expr: lit, Desc: desc, Nulls: nulls}
	}
	return out
}

// sortItem builds expr [ASC|DESC] [NULLS FIRST|LAST].
func (b *builder) sortItem(c gen.ISortItemContext) *ast.OrderItem {
	if c == nil {
		return nil
	}
	o := &ast.OrderItem{Span: b.span(c), Expr: b.expr(c.Expression())}
	o.Desc = tokenType(c.GetOrdering()) == gen.SqlParserDESC
	switch tokenType(c.GetNullOrdering()) {
	case gen.SqlParserFIRST:
		o.Nulls = ast.NullsFirst
	case gen.SqlParserLAST:
		o.Nulls = ast.NullsLast
	}
	return o
}
