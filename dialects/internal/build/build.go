// Package build turns the ANTLR parse tree of SqlParser.g4 into the ast, for every dialect.
//
// There is one builder for all dialects. The grammar accepts the union of the families'
// syntax; the builder resolves each dialect's spelling into canonical meaning (literal kinds,
// the semantics of "/", subscript bases, type names, constructors) and reports constructs the
// grammar accepts but the source dialect lacks as B001 "X is not <dialect> syntax".
//
// Representation choices the ast leaves open, made once here:
//
//   - A LATERAL VIEW that ends the FROM clause goes to Select.LateralViews. One written in the
//     middle (Hive allows it before a later JOIN, and on a join's right side before ON)
//     applies to that relation only, so it is built as the join it means: CROSS JOIN
//     f(args) AS t(cols), or LEFT JOIN ... ON TRUE for OUTER, the function a TableFunc.
//   - POSITION(a IN b), SUBSTRING(x FROM a FOR n), TRIM([spec] [c] FROM x) and
//     OVERLAY(s PLACING r FROM a FOR n) are the calls position(a, b), substring(x, a, n),
//     btrim|ltrim|rtrim(x, c) and overlay(s, r, a, n), resolved like calls written that way.
//   - Spark's X'1F2E' is a TypedLit of TypeBinary named "X" holding the hex digits.
//   - Hive/Spark struct(a, b) and Trino/PostgreSQL ROW(a, b) are Structs with nil field
//     names; a later pass names them by the dialect's rule.
//   - Every call goes through Dialect.ResolveCall, which gives the canonical function.
//   - A long chain of one operator level (a OR b OR c ..., a + b + c ...) is built with a
//     loop, so MaxDepth bounds nesting, not the length of a list.
//
// The builder runs on complete trees (package parsetree returns a tree only when it has no
// syntax error), but it checks every accessor result, so a missing part yields a nil child,
// never a crash. Parse in package dialects still recovers as a last resort.
package build

import (
	"sort"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// Diagnostic codes reported by the builder.
const (
	// CodeNotDialect: the grammar accepts the construct but the source dialect does not
	// have it ("LATERAL VIEW is not trino syntax").
	CodeNotDialect = "B001"
	// CodeUnsupported: valid syntax that lateral's tree cannot represent faithfully
	// (SELECT * EXCLUDE, FETCH ... WITH TIES, USE, ...).
	CodeUnsupported = "B002"
	// CodeInvalid: a construct that is malformed beyond what the grammar checks (a
	// named_struct with an odd argument count, WITH ORDINALITY on a table, an integer
	// parameter out of range, ...).
	CodeInvalid = "B003"
	// CodeIgnored (a warning): a clause that has no effect on query results and is not
	// kept in the tree (a table COMMENT, CLUSTERED BY ... INTO n BUCKETS, a SERDE).
	CodeIgnored = "B100"
	// CodeLimit: the tree is nested deeper than MaxDepth.
	CodeLimit = "LIMIT"
)

// Family mirrors dialects.Family (the builder cannot import package dialects).
type Family uint8

const (
	Hive Family = iota
	Presto
	Standard
)

// Dialect is what the builder needs to know about the source dialect.
type Dialect struct {
	Name      string
	Family    Family
	ArrayBase int
	// ResolveCall resolves a call as written into its canonical form (a renamed call with
	// canonical arguments, or the node it stands for); table says the call is in FROM or a
	// LATERAL VIEW. ok false keeps the call as written; a nil ResolveCall keeps every call.
	ResolveCall func(f *ast.Func, table bool) (ast.Expr, bool)
}

// Options bound the build.
type Options struct {
	// MaxDepth bounds the nesting of expressions and queries; 0 means 1000.
	MaxDepth int
}

// builder holds the state of one build.
type builder struct {
	src   string
	d     *Dialect
	f     feature // the dialect's syntax features
	diags diag.List
	// lines[i] is the byte offset at which line i+1 starts.
	lines    []int
	depth    int
	maxDepth int
	overflow bool
	// hookCtx, when set, is the operand of a JSON -> the grammar read as a lambda; building
	// it wraps it as hookLeft -> operand (see jsonArrowArg).
	hookCtx  antlr.ParserRuleContext
	hookLeft ast.Expr
}

func newBuilder(src string, d *Dialect, opts Options) *builder {
	b := &builder{src: src, d: d, f: featuresOf(d), maxDepth: opts.MaxDepth}
	if b.maxDepth <= 0 {
		b.maxDepth = 1000
	}
	n := strings.Count(src, "\n")
	b.lines = make([]int, 1, n+1)
	for i := 0; i < len(src); {
		j := strings.IndexByte(src[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		b.lines = append(b.lines, i)
	}
	return b
}

// Script builds a script from a multiStatement tree.
func Script(root gen.IMultiStatementContext, src string, d *Dialect, opts Options) (*ast.Script, diag.List) {
	b := newBuilder(src, d, opts)
	s := &ast.Script{Span: ast.Span{Start: b.posAt(0, 1), End: b.posAt(len(src), 0)}}
	if root == nil {
		return s, b.diags
	}
	children := root.GetChildren()
	n := 0
	for _, ch := range children {
		if _, ok := ch.(gen.IStatementContext); ok {
			n++
		}
	}
	s.Stmts = make([]ast.Stmt, 0, n)
	for _, ch := range children {
		if st, ok := ch.(gen.IStatementContext); ok {
			s.Stmts = b.stmts(st, s.Stmts)
		}
	}
	return s, b.diags
}

// Expression builds a standalone expression.
func Expression(root gen.IStandaloneExpressionContext, src string, d *Dialect, opts Options) (ast.Expr, diag.List) {
	b := newBuilder(src, d, opts)
	if root == nil {
		return nil, b.diags
	}
	return b.expr(root.Expression()), b.diags
}

// DataType builds a standalone data type.
func DataType(root gen.IStandaloneTypeContext, src string, d *Dialect, opts Options) (*ast.TypeName, diag.List) {
	b := newBuilder(src, d, opts)
	if root == nil {
		return nil, b.diags
	}
	return b.dataType(root.DataType()), b.diags
}

// ---------------------------------------------------------------- positions

// PosAt returns the position of byte offset off in src (clamped to the text).
func PosAt(src string, off int) ast.Pos {
	if off < 0 {
		off = 0
	}
	if off > len(src) {
		off = len(src)
	}
	line := 1 + strings.Count(src[:off], "\n")
	start := strings.LastIndexByte(src[:off], '\n') + 1
	return ast.Pos{Offset: off, Line: line, Col: off - start + 1}
}

// posAt returns the position of byte offset off; hint is the line the caller believes off
// is on (0 for unknown).
func (b *builder) posAt(off, hint int) ast.Pos {
	if off < 0 {
		off = 0
	}
	if off > len(b.src) {
		off = len(b.src)
	}
	line := hint
	if line < 1 || line > len(b.lines) || b.lines[line-1] > off || (line < len(b.lines) && b.lines[line] <= off) {
		line = sort.Search(len(b.lines), func(i int) bool { return b.lines[i] > off })
	}
	return ast.Pos{Offset: off, Line: line, Col: off - b.lines[line-1] + 1}
}

func (b *builder) tokStart(t antlr.Token) ast.Pos {
	if t == nil {
		return ast.Pos{}
	}
	return b.posAt(t.GetStart(), t.GetLine())
}

func (b *builder) tokEnd(t antlr.Token) ast.Pos {
	if t == nil {
		return ast.Pos{}
	}
	if t.GetTokenType() == antlr.TokenEOF {
		return b.posAt(t.GetStart(), t.GetLine())
	}
	return b.posAt(t.GetStop()+1, t.GetLine())
}

// tokSpan is the span of one token.
func (b *builder) tokSpan(t antlr.Token) ast.Span {
	return ast.Span{Start: b.tokStart(t), End: b.tokEnd(t)}
}

// termSpan is the span of a terminal node.
func (b *builder) termSpan(t antlr.TerminalNode) ast.Span {
	if t == nil {
		return ast.Span{}
	}
	return b.tokSpan(t.GetSymbol())
}

// span is the span of a rule context, from its first to its last token.
func (b *builder) span(c antlr.ParserRuleContext) ast.Span {
	if c == nil {
		return ast.Span{}
	}
	st, sp := c.GetStart(), c.GetStop()
	if st == nil {
		return ast.Span{}
	}
	start := b.tokStart(st)
	if sp == nil || sp.GetStop() < st.GetStart() || sp.GetTokenIndex() < st.GetTokenIndex() {
		return ast.Span{Start: start, End: start}
	}
	return ast.Span{Start: start, End: b.tokEnd(sp)}
}

// spanFromTo covers a from the start of x to the end of y.
func spanFromTo(x, y ast.Span) ast.Span {
	if !x.Start.IsValid() {
		return y
	}
	if !y.End.IsValid() {
		return x
	}
	return ast.Span{Start: x.Start, End: y.End}
}

// text returns the source text of a context.
func (b *builder) text(c antlr.ParserRuleContext) string {
	sp := b.span(c)
	if !sp.Start.IsValid() || sp.End.Offset < sp.Start.Offset {
		return ""
	}
	return b.src[sp.Start.Offset:sp.End.Offset]
}

// ---------------------------------------------------------------- diagnostics

// notDialect reports a construct that is not the source dialect's syntax.
func (b *builder) notDialect(sp ast.Span, what string) {
	b.diags.Add(&diag.Diagnostic{Severity: diag.Error, Code: CodeNotDialect, Span: sp,
		Message: what + " is not " + b.d.Name + " syntax"})
}

// gate reports what unless the dialect has all the features in need.
func (b *builder) gate(need feature, sp ast.Span, what string) {
	if b.f&need != need {
		b.notDialect(sp, what)
	}
}

func (b *builder) unsupported(sp ast.Span, msg string) {
	b.diags.Add(&diag.Diagnostic{Severity: diag.Error, Code: CodeUnsupported, Span: sp, Message: msg})
}

func (b *builder) invalid(sp ast.Span, msg string) {
	b.diags.Add(&diag.Diagnostic{Severity: diag.Error, Code: CodeInvalid, Span: sp, Message: msg})
}

func (b *builder) ignored(sp ast.Span, msg string) {
	b.diags.Add(&diag.Diagnostic{Severity: diag.Warning, Code: CodeIgnored, Span: sp, Message: msg})
}

// enter counts one level of nesting; it reports false (once, with a LIMIT diagnostic) when
// the tree is nested deeper than the limit. Every successful enter is paired with leave.
func (b *builder) enter(c antlr.ParserRuleContext) bool {
	if b.depth >= b.maxDepth {
		if !b.overflow {
			b.overflow = true
			b.diags.Add(&diag.Diagnostic{Severity: diag.Error, Code: CodeLimit, Span: b.span(c),
				Message: "expression nesting exceeds limit max_depth=" + strconv.Itoa(b.maxDepth)})
		}
		return false
	}
	b.depth++
	return true
}

func (b *builder) leave() { b.depth-- }

// ---------------------------------------------------------------- tree helpers

// term returns the i-th child of c if it is a terminal, else nil.
func termAt(c antlr.Tree, i int) antlr.TerminalNode {
	if c == nil || i < 0 || i >= c.GetChildCount() {
		return nil
	}
	t, _ := c.GetChild(i).(*antlr.TerminalNodeImpl)
	if t == nil {
		return nil
	}
	return t
}

// termText returns the text of the i-th child of c if it is a terminal, else "".
func termText(c antlr.Tree, i int) string {
	if t := termAt(c, i); t != nil {
		return t.GetText()
	}
	return ""
}

// tokType returns a terminal's token type, or 0 for a nil terminal.
func tokType(t antlr.TerminalNode) int {
	if t == nil {
		return 0
	}
	s := t.GetSymbol()
	if s == nil {
		return 0
	}
	return s.GetTokenType()
}

// tokenType returns a token's type, or 0 for nil.
func tokenType(t antlr.Token) int {
	if t == nil {
		return 0
	}
	return t.GetTokenType()
}

// hasTok reports whether c has a direct terminal child of type typ.
func hasTok(c antlr.ParserRuleContext, typ int) bool {
	if c == nil {
		return false
	}
	for _, ch := range c.GetChildren() {
		if t, ok := ch.(*antlr.TerminalNodeImpl); ok && t.GetSymbol().GetTokenType() == typ {
			return true
		}
	}
	return false
}

// firstTok returns the first direct terminal child of c of type typ.
func firstTok(c antlr.ParserRuleContext, typ int) antlr.TerminalNode {
	if c == nil {
		return nil
	}
	for _, ch := range c.GetChildren() {
		if t, ok := ch.(*antlr.TerminalNodeImpl); ok && t.GetSymbol().GetTokenType() == typ {
			return t
		}
	}
	return nil
}

// ---------------------------------------------------------------- identifiers

// ident builds an identifier.
func (b *builder) ident(c gen.IIdentifierContext) ast.Ident {
	if c == nil {
		return ast.Ident{}
	}
	sp := b.span(c)
	ch := c.GetChildren()
	if len(ch) == 0 {
		return ast.Ident{Span: sp}
	}
	switch t := ch[0].(type) {
	case *antlr.TerminalNodeImpl:
		return b.identTok(t.GetSymbol(), sp)
	case antlr.ParserRuleContext: // nonReserved
		return ast.Ident{Span: sp, Name: b.text(t)}
	}
	return ast.Ident{Span: sp}
}

// identTok builds the identifier written as the token t, spanning sp (shared with the fast
// path).
func (b *builder) identTok(t antlr.Token, sp ast.Span) ast.Ident {
	txt := t.GetText()
	switch tokenType(t) {
	case gen.SqlParserQUOTED_IDENTIFIER:
		return ast.Ident{Span: sp, Name: unquote(txt, '"'), Quoted: true}
	case gen.SqlParserBACKQUOTED_IDENTIFIER:
		b.gate(fBacktick, sp, "a `quoted` identifier")
		return ast.Ident{Span: sp, Name: b.unquoteBackquoted(txt, sp), Quoted: true}
	}
	return ast.Ident{Span: sp, Name: txt}
}

// unquoteBackquoted strips the quotes of a `...` identifier: BigQuery's take the escapes of
// its strings, the others double the backquote.
func (b *builder) unquoteBackquoted(txt string, sp ast.Span) string {
	if b.d.Name != "bigquery" {
		return unquote(txt, '`')
	}
	if len(txt) >= 2 {
		txt = txt[1 : len(txt)-1]
	}
	v, ok := unescapeBigQuery(txt)
	if !ok {
		b.invalid(sp, "invalid escape sequence in a quoted identifier")
	}
	return v
}

// unquote strips the quotes of a delimited identifier and undoubles the quote character.
func unquote(s string, q byte) string {
	if len(s) >= 2 && s[0] == q && s[len(s)-1] == q {
		s = s[1 : len(s)-1]
	}
	dbl := string([]byte{q, q})
	if strings.Contains(s, dbl) {
		s = strings.ReplaceAll(s, dbl, dbl[:1])
	}
	return s
}

// qname builds a qualified name.
func (b *builder) qname(c gen.IQualifiedNameContext) ast.QName {
	if c == nil {
		return nil
	}
	ch := c.GetChildren()
	q := make(ast.QName, 0, (len(ch)+1)/2)
	for _, x := range ch {
		if id, ok := x.(*gen.IdentifierContext); ok {
			q = append(q, b.ident(id))
		}
	}
	return q
}

// idents builds the identifiers among c's direct children.
func (b *builder) idents(c antlr.ParserRuleContext) []ast.Ident {
	if c == nil {
		return nil
	}
	ch := c.GetChildren()
	out := make([]ast.Ident, 0, (len(ch)+1)/2)
	for _, x := range ch {
		if id, ok := x.(*gen.IdentifierContext); ok {
			out = append(out, b.ident(id))
		}
	}
	return out
}

// columnAliases builds ( a, b, ... ).
func (b *builder) columnAliases(c gen.IColumnAliasesContext) []ast.Ident {
	if c == nil {
		return nil
	}
	return b.idents(c)
}

// identPtr returns a pointer to a copy of id.
func identPtr(id ast.Ident) *ast.Ident { return &id }
