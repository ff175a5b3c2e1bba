package dialects

import (
	"strconv"
	"strings"
	"sync"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects/internal/build"
)

// The shared printer turns an ast tree into one dialect's SQL text. It
// prints only what it is given, faithfully, in the target's spelling:
// canonical constructs (ast.Lateral, ast.Generator) and meanings the target
// spells differently (integer division, subscript bases, OpDivFrac where
// "/" is integral) must have been lowered by the dialect's rewrite passes
// before printing. Whatever the target cannot spell is an *UnsupportedError,
// never a panic and never an approximation.
//
// Per-dialect facts live in style.go (the printStyle table) and keywords.go;
// parentheses are decided in one place, printer.exprMin, from the precedence
// levels of that table.

// PrintOptions controls the layout of the printed SQL.
type PrintOptions struct {
	// Pretty puts each clause on its own line, one select item per line
	// when there are several, and indents subqueries. Otherwise the output
	// is one line with single spaces.
	Pretty bool
	// DeclaredTypes holds the names of the composite types the statements
	// printed before declared (PostgreSQL's CREATE TYPE for struct columns,
	// see createTable); the printer adds the ones it declares, so that a
	// script declares each once. Nil: each Print call declares its own.
	DeclaredTypes map[string]bool
}

// UnsupportedError is returned by Print when the tree holds a construct the
// target dialect cannot spell (or a malformed tree). Node is the offending
// node, for the caller to position a diagnostic.
type UnsupportedError struct {
	Node    ast.Node
	Dialect string
	What    string
}

func (e *UnsupportedError) Error() string {
	return e.Dialect + ": cannot print " + e.What
}

// Print renders n (a statement, query, query body, expression, relation,
// type or script) in dialect d.
func Print(d *Dialect, n ast.Node, opts PrintOptions) (out string, err error) {
	if sc, ok := n.(*ast.Script); ok {
		return PrintScript(d, sc, opts)
	}
	p, err := newPrinter(d, opts)
	if err != nil {
		return "", err
	}
	defer p.release(&out, &err)
	p.node(n)
	return p.result()
}

// PrintScript renders the statements of s in dialect d, separated by ";\n"
// (no semicolon after the last one).
func PrintScript(d *Dialect, s *ast.Script, opts PrintOptions) (out string, err error) {
	p, err := newPrinter(d, opts)
	if err != nil {
		return "", err
	}
	defer p.release(&out, &err)
	if s == nil {
		p.fail(nil, "a nil script")
		return p.result()
	}
	for i, st := range s.Stmts {
		if i > 0 {
			p.ws(";\n")
		}
		p.stmt(st)
	}
	return p.result()
}

// printer is the pooled state of one Print call: one byte buffer, the
// target's style, the indentation, and the first error met.
type printer struct {
	buf    []byte
	d      *Dialect
	st     *printStyle
	pretty bool
	indent int
	depth  int // nesting of expressions, queries and relations being printed
	err    error
	// namedStructs makes a struct type print as the name of its composite
	// type (PostgreSQL, inside CREATE TABLE and INSERT); declared holds the
	// names declared so far.
	namedStructs bool
	declared     map[string]bool
}

// maxPrintDepth bounds the nesting Print follows, far above what the
// parsers build (they stop at 1000), so that a degenerate tree is an error
// and not a stack overflow.
const maxPrintDepth = 20000

// internalError is the What of the error Print returns if it meets a bug.
const internalError = "this tree: internal printer error, please report it"

var printerPool = sync.Pool{New: func() any { return &printer{buf: make([]byte, 0, 512)} }}

func newPrinter(d *Dialect, opts PrintOptions) (*printer, error) {
	st := styleOf(d)
	if st == nil {
		name := "<nil>"
		if d != nil {
			name = d.Name
		}
		return nil, &UnsupportedError{Dialect: name, What: "in an unknown dialect"}
	}
	p := printerPool.Get().(*printer)
	p.d = d
	p.buf = p.buf[:0]
	p.st, p.pretty, p.indent, p.depth, p.err = st, opts.Pretty, 0, 0, nil
	p.namedStructs, p.declared = false, opts.DeclaredTypes
	return p, nil
}

// release returns p to the pool. A panic (a printer bug) becomes an error:
// a service must not die on one query.
func (p *printer) release(out *string, err *error) {
	if r := recover(); r != nil {
		*out, *err = "", &UnsupportedError{Dialect: p.st.name, What: internalError}
	}
	if cap(p.buf) > 64<<10 {
		p.buf = make([]byte, 0, 512) // do not keep a huge buffer in the pool
	}
	p.st, p.err, p.declared = nil, nil, nil
	printerPool.Put(p)
}

// enter and leave bound the printing depth.
func (p *printer) enter(n ast.Node) bool {
	p.depth++
	if p.depth > maxPrintDepth {
		p.fail(n, "a tree nested more than 20000 deep")
		return false
	}
	return true
}

func (p *printer) leave() { p.depth-- }

func (p *printer) result() (s string, err error) {
	if p.err != nil {
		return "", p.err
	}
	return string(p.buf), nil
}

// fail records the first error; printing goes on (into a buffer that will
// be discarded) so that callers need no error plumbing.
func (p *printer) fail(n ast.Node, what string) {
	if p.err == nil {
		p.err = &UnsupportedError{Node: n, Dialect: p.st.name, What: what}
	}
}

// failNotIn records that the construct what does not exist in the target
// (the error names the dialect).
func (p *printer) failNotIn(n ast.Node, what string) { p.fail(n, what) }

// need checks that the target has feature f, recording an error otherwise.
func (p *printer) need(n ast.Node, f printFeature, what string) bool {
	if p.st.has(f) {
		return true
	}
	p.failNotIn(n, what)
	return false
}

// ---- low-level writers ----

func (p *printer) ws(s string) { p.buf = append(p.buf, s...) }
func (p *printer) wb(c byte)   { p.buf = append(p.buf, c) }
func (p *printer) wint(i int)  { p.buf = strconv.AppendInt(p.buf, int64(i), 10) }

// nl starts a new line at the current indentation in pretty mode, or writes
// one space in compact mode.
func (p *printer) nl() {
	if !p.pretty {
		p.wb(' ')
		return
	}
	p.newline()
}

func (p *printer) newline() {
	p.wb('\n')
	for i := 0; i < p.indent; i++ {
		p.ws("  ")
	}
}

// clause starts a clause keyword (FROM, WHERE...) on its own line.
func (p *printer) clause(kw string) {
	p.nl()
	p.ws(kw)
}

// openBlock writes "(" and, in pretty mode, starts an indented block.
func (p *printer) openBlock() {
	p.wb('(')
	if p.pretty {
		p.indent++
		p.newline()
	}
}

func (p *printer) closeBlock() {
	if p.pretty {
		p.indent--
		p.newline()
	}
	p.wb(')')
}

// ---- identifiers ----

func prIdentStart(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func prIdentPart(c byte) bool  { return prIdentStart(c) || '0' <= c && c <= '9' }

// prPlainIdent reports whether name can be written without quotes in any
// dialect, reserved words aside: ASCII letters, digits and underscores, not
// starting with a digit.
func prPlainIdent(name string) bool {
	if name == "" || !prIdentStart(name[0]) {
		return false
	}
	for i := 1; i < len(name); i++ {
		if !prIdentPart(name[i]) {
			return false
		}
	}
	return true
}

func prHasASCII(name string, lo, hi byte) bool {
	for i := 0; i < len(name); i++ {
		if lo <= name[i] && name[i] <= hi {
			return true
		}
	}
	return false
}

// ident writes an identifier, quoted only when needed: not plain, a
// reserved word of the target, or quoted in the tree with a case the target
// would fold away ("MyCol" in PostgreSQL, "mycol" in Snowflake).
func (p *printer) ident(id ast.Ident) { p.identName(id.Name, id.Quoted, true) }

// name writes an identifier that no reserved word can be confused with
// (function names, the parts after a dot).
func (p *printer) name(id ast.Ident) { p.identName(id.Name, id.Quoted, false) }

func (p *printer) identName(name string, quoted, checkReserved bool) {
	if name == "" {
		p.fail(nil, "an empty identifier")
		return
	}
	need := !prPlainIdent(name) || checkReserved && p.st.isReserved(name) ||
		p.st.name == "hive" && name[0] == '_' // Hive identifiers start with a letter or digit
	if quoted && !need {
		switch p.st.fold {
		case foldLower:
			need = prHasASCII(name, 'A', 'Z')
		case foldUpper:
			need = prHasASCII(name, 'a', 'z')
		}
	}
	if !need {
		p.ws(name)
		return
	}
	// An unquoted name means its folded form in a folding dialect: quoting
	// it must keep that meaning.
	fold := foldNone
	if !quoted {
		fold = p.st.fold
	}
	q := p.st.identQuote
	p.wb(q)
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case fold == foldLower && 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		case fold == foldUpper && 'a' <= c && c <= 'z':
			c -= 'a' - 'A'
		}
		if p.st.identBackslash && (c == q || c == '\\') {
			p.wb('\\')
		} else if c == q {
			p.wb(q)
		}
		p.wb(c)
	}
	p.wb(q)
}

// qname writes a dotted name, each part checked against the reserved words
// (several dialects reserve them after a dot too).
func (p *printer) qname(q ast.QName) {
	if len(q) == 0 {
		p.fail(nil, "an empty name")
		return
	}
	for i, id := range q {
		if i > 0 {
			p.wb('.')
		}
		p.identName(id.Name, id.Quoted, true)
	}
}

// funcName writes a function's name as the tree holds it, quoting only
// parts that are not plain identifiers.
func (p *printer) funcName(q ast.QName) {
	if len(q) == 0 {
		p.fail(nil, "a function without a name")
		return
	}
	for i, id := range q {
		if i > 0 {
			p.wb('.')
		}
		p.name(id)
	}
}

func (p *printer) identList(ids []ast.Ident) {
	for i, id := range ids {
		if i > 0 {
			p.ws(", ")
		}
		p.ident(id)
	}
}

// ---- dispatch ----

// node prints any printable node.
func (p *printer) node(n ast.Node) {
	switch n := n.(type) {
	case nil:
		p.fail(nil, "a nil node")
	case ast.Stmt:
		p.stmt(n)
	case *ast.Query:
		p.query(n)
	case ast.QueryExpr:
		p.queryExpr(n)
	case ast.Expr:
		p.expr(n)
	case ast.TableExpr:
		p.tableExpr(n)
	case *ast.TypeName:
		p.typeName(n)
	case *ast.SelectItem:
		p.selectItem(n)
	case *ast.OrderItem:
		p.orderItem(n)
	case *ast.WindowSpec:
		p.windowSpec(n)
	case *ast.With:
		p.with(n)
	case *ast.LateralView:
		p.lateralView(n)
	case *ast.ColumnDef:
		p.columnDef(n)
	case *ast.Generator:
		p.fail(n, "a canonical generator: the target's lowering must replace it before printing")
	default:
		p.fail(n, "a node of this kind on its own")
	}
}

// ---- calls, windows and ordering ----

// prNiladic lists the functions that are written without parentheses.
var prNiladic = map[string]bool{
	"current_date": true, "current_time": true, "current_timestamp": true, "localtime": true,
	"localtimestamp": true, "current_user": true, "session_user": true, "current_catalog": true,
	"current_schema": true, "current_role": true, "user": true,
}

func (p *printer) funcCall(f *ast.Func) {
	if p.specialCall(f) {
		return
	}
	if f.Nulls > ast.NullsIgnore {
		p.fail(f, "an unknown null treatment")
		return
	}
	if f.Written != "" && len(f.Name) == 1 && build.ReadsAsConstructor(builderDialect(p.d), f) {
		// A call the source wrote and did not read as a constructor (else it would be one).
		p.fail(f, "a call of a function named "+f.Name[0].Name+", which "+p.st.name+" reads as its own constructor,")
		return
	}
	p.funcName(f.Name)
	if len(f.Args) == 0 && !f.Star && !f.Distinct && len(f.OrderBy) == 0 && len(f.WithinGroup) == 0 &&
		f.Filter == nil && f.Over == nil && f.Nulls == ast.NullsUnspecified && len(f.Name) == 1 &&
		prNiladic[strings.ToLower(f.Name[0].Name)] {
		return
	}
	p.wb('(')
	if f.Distinct {
		p.ws("DISTINCT ")
	}
	if f.Star {
		if len(f.Args) > 0 {
			p.fail(f, "a call with both * and arguments")
		}
		p.wb('*')
	} else {
		p.exprList(f.Args)
	}
	if f.Nulls != ast.NullsUnspecified && p.st.nulls == nullsInside {
		p.wb(' ')
		p.ws(f.Nulls.String())
	}
	if len(f.OrderBy) > 0 {
		if !p.need(f, fAggOrderBy, "ORDER BY inside an aggregate call") {
			return
		}
		p.ws(" ORDER BY ")
		p.orderList(f.OrderBy)
	}
	p.wb(')')
	if len(f.WithinGroup) > 0 {
		if !p.need(f, fWithinGroup, "WITHIN GROUP (ORDER BY ...)") {
			return
		}
		p.ws(" WITHIN GROUP (ORDER BY ")
		p.orderList(f.WithinGroup)
		p.wb(')')
	}
	if f.Filter != nil {
		if !p.need(f, fFilter, "FILTER (WHERE ...) on an aggregate") {
			return
		}
		p.ws(" FILTER (WHERE ")
		p.expr(f.Filter)
		p.wb(')')
	}
	if f.Nulls != ast.NullsUnspecified {
		switch p.st.nulls {
		case nullsAfter:
			p.wb(' ')
			p.ws(f.Nulls.String())
		case nullsNone:
			p.failNotIn(f, f.Nulls.String()+" on a window function")
			return
		}
	}
	if f.Over != nil {
		p.ws(" OVER ")
		p.over(f.Over)
	}
}

func (p *printer) lambda(e *ast.Lambda) {
	if !p.need(e, fLambda, "a lambda (x -> e)") {
		return
	}
	switch len(e.Params) {
	case 0:
		p.fail(e, "a lambda without parameters")
		return
	case 1:
		p.ident(e.Params[0])
	default:
		p.wb('(')
		p.identList(e.Params)
		p.wb(')')
	}
	p.ws(" -> ")
	p.exprMin(e.Body, precLowest+1)
}

// ---- windows and ordering ----

func (p *printer) orderList(items []*ast.OrderItem) {
	for i, o := range items {
		if i > 0 {
			p.ws(", ")
		}
		p.orderItem(o)
	}
}

func (p *printer) orderItem(o *ast.OrderItem) {
	if o == nil {
		p.fail(nil, "a missing ORDER BY item")
		return
	}
	if st, ok := o.Expr.(*ast.Star); ok && len(st.Table) == 0 {
		// ORDER BY ALL over a select list whose columns were not counted
		if p.st.name != "duckdb" {
			p.fail(o, "ORDER BY ALL over a select list whose number of columns is not known")
			return
		}
		p.ws("ALL")
	} else {
		p.expr(o.Expr)
	}
	if o.Desc {
		p.ws(" DESC")
	}
	switch o.Nulls {
	case ast.NullsFirst:
		p.ws(" NULLS FIRST")
	case ast.NullsLast:
		p.ws(" NULLS LAST")
	}
}

// over prints the window of OVER: a name, or (spec).
func (p *printer) over(w *ast.WindowSpec) {
	if w.Name != nil && len(w.PartitionBy) == 0 && len(w.OrderBy) == 0 && w.Frame == nil {
		p.ident(*w.Name)
		return
	}
	p.windowSpec(w)
}

// windowSpec prints (name PARTITION BY ... ORDER BY ... frame).
func (p *printer) windowSpec(w *ast.WindowSpec) {
	p.wb('(')
	sep := false
	space := func() {
		if sep {
			p.wb(' ')
		}
		sep = true
	}
	if w.Name != nil {
		space()
		p.ident(*w.Name)
	}
	if len(w.PartitionBy) > 0 {
		space()
		p.ws("PARTITION BY ")
		p.exprList(w.PartitionBy)
	}
	if len(w.OrderBy) > 0 {
		space()
		p.ws("ORDER BY ")
		p.orderList(w.OrderBy)
	}
	if w.Frame != nil {
		space()
		p.frame(w.Frame)
	}
	p.wb(')')
}

func (p *printer) frame(f *ast.Frame) {
	switch f.Unit {
	case ast.FrameRows, ast.FrameRange:
	case ast.FrameGroups:
		if !p.need(f, fFrameGroups, "GROUPS window frames") {
			return
		}
	default:
		p.fail(f, "an unknown frame unit")
		return
	}
	p.ws(f.Unit.String())
	p.wb(' ')
	if f.End != nil {
		p.ws("BETWEEN ")
		p.frameBound(f, f.Start)
		p.ws(" AND ")
		p.frameBound(f, f.End)
	} else {
		p.frameBound(f, f.Start)
	}
	if f.Exclude != ast.ExcludeNone {
		if f.Exclude > ast.ExcludeTies {
			p.fail(f, "an unknown frame exclusion")
			return
		}
		if !p.need(f, fFrameExclude, "EXCLUDE in a window frame") {
			return
		}
		p.wb(' ')
		p.ws(f.Exclude.String())
	}
}

func (p *printer) frameBound(f *ast.Frame, b *ast.FrameBound) {
	if b == nil {
		p.fail(f, "a frame without a start")
		return
	}
	switch b.Kind {
	case ast.Preceding, ast.Following:
		if b.Offset == nil {
			p.fail(f, "a frame bound without an offset")
			return
		}
		p.exprMin(b.Offset, precCmp+1)
		p.wb(' ')
	case ast.UnboundedPreceding, ast.CurrentRow, ast.UnboundedFollowing:
	default:
		p.fail(f, "an unknown frame bound")
		return
	}
	if b.Kind == ast.Preceding {
		p.ws("PRECEDING")
	} else if b.Kind == ast.Following {
		p.ws("FOLLOWING")
	} else {
		p.ws(b.Kind.String())
	}
}

// specialCall prints the calls the parsers build from special syntax back
// in that syntax where the target has it: position(a, b) as
// position(a IN b), which is the only form in PostgreSQL and Trino, and
// substring(x, a[, n]) as substring(x FROM a [FOR n]), which in PostgreSQL
// also keeps the regular-expression form substring(x FROM 'pattern').
func (p *printer) specialCall(f *ast.Func) bool {
	if len(f.Name) != 1 || f.Distinct || f.Star || len(f.OrderBy) > 0 || len(f.WithinGroup) > 0 ||
		f.Filter != nil || f.Over != nil || f.Nulls != ast.NullsUnspecified {
		return false
	}
	name := f.Name[0].Name
	switch {
	case p.st.positionIn && len(f.Args) == 2 && strings.EqualFold(name, "position"):
		p.funcName(f.Name)
		p.wb('(')
		p.exprMin(f.Args[0], precCmp+1)
		p.ws(" IN ")
		p.exprMin(f.Args[1], precCmp+1)
		p.wb(')')
		return true
	case p.st.substringFrom && (len(f.Args) == 2 || len(f.Args) == 3) && strings.EqualFold(name, "substring"):
		p.funcName(f.Name)
		p.wb('(')
		p.expr(f.Args[0])
		p.ws(" FROM ")
		p.expr(f.Args[1])
		if len(f.Args) == 3 {
			p.ws(" FOR ")
			p.expr(f.Args[2])
		}
		p.wb(')')
		return true
	case p.st.trimFrom && len(f.Args) == 2:
		return p.trimFromCall(f, name)
	}
	return false
}
