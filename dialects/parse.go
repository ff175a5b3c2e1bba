package dialects

import (
	"strconv"
	"sync"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
	"github.com/lateral-sql/lateral/dialects/internal/build"
	"github.com/lateral-sql/lateral/dialects/internal/lexer"
	"github.com/lateral-sql/lateral/dialects/internal/parsetree"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// ParseOptions bound the work Parse does on one input. A zero or negative field takes its
// default; the defaults suit interactive use: 1 MiB of text, 200,000 tokens, nesting 1000
// deep and 1000 statements.
type ParseOptions struct {
	MaxBytes      int // input size in bytes (default 1 MiB)
	MaxTokens     int // tokens, not counting the end of input (default 200,000)
	MaxDepth      int // nesting of parentheses, brackets, CASE and expressions (default 1000)
	MaxStatements int // statements in one script (default 1000)
	// NoFastPath parses with the ANTLR parser only, skipping the hand-written fast path
	// (for tests and measurements; the trees are the same).
	NoFastPath bool
}

// Default parse limits.
const (
	DefaultMaxBytes      = 1 << 20
	DefaultMaxTokens     = 200000
	DefaultMaxDepth      = 1000
	DefaultMaxStatements = 1000
)

func (o ParseOptions) withDefaults() ParseOptions {
	if o.MaxBytes <= 0 {
		o.MaxBytes = DefaultMaxBytes
	}
	if o.MaxTokens <= 0 {
		o.MaxTokens = DefaultMaxTokens
	}
	if o.MaxDepth <= 0 {
		o.MaxDepth = DefaultMaxDepth
	}
	if o.MaxStatements <= 0 {
		o.MaxStatements = DefaultMaxStatements
	}
	return o
}

// Diagnostic codes of parsing. The builder's codes are B001 (not the dialect's syntax),
// B002 (valid syntax lateral cannot represent), B003 (malformed beyond the grammar) and
// the warning B100 (a clause without effect on results, dropped).
const (
	CodeUnexpectedChar  = "L001" // a character that starts no token
	CodeInvalidUTF8     = "L002"
	CodeNULByte         = "L003"
	CodeUnterminatedStr = "L004" // unterminated string literal
	CodeUnterminatedID  = "L005" // unterminated quoted identifier
	CodeUnterminatedCom = "L006" // unterminated block comment
	CodeSyntax          = "P001" // syntax error; Diagnostic.Expected lists what would fit
	CodeLimit           = "LIMIT"
	CodeNotDialect      = build.CodeNotDialect
	CodeUnsupported     = build.CodeUnsupported
	CodeInvalid         = build.CodeInvalid
	CodeIgnored         = build.CodeIgnored
	CodeInternal        = "INTERNAL" // a bug in lateral: please report the input
)

// Parse parses a script of sql in dialect d: statements separated by ';'.
//
// The script is never nil. When the input has lexical or syntax errors it holds no
// statements and the diagnostics say why (codes L0xx, P001); so does an exceeded limit
// (LIMIT, the limit's name in the message). Otherwise every
// statement is built, with the dialect's spelling resolved into the ast's meaning; the
// diagnostics then hold B0xx errors for constructs the grammar accepts but d lacks or
// lateral cannot represent, and warnings for dropped clauses. The list is sorted by
// position. Parse never panics.
//
// Parse first tries the hand-written fast path (build.FastScript), which builds the same tree
// or gives the input up, and parses with ANTLR only then (grammars/README.md, "The fast
// path").
func Parse(d *Dialect, sql string, opts ParseOptions) (script *ast.Script, diags diag.List) {
	if d == nil {
		diags.Errorf(CodeInternal, ast.Span{}, "no dialect given")
		return &ast.Script{}, diags
	}
	o := opts.withDefaults()
	defer func() {
		if r := recover(); r != nil {
			script = &ast.Script{}
			diags = append(diags, &diag.Diagnostic{Severity: diag.Error, Code: CodeInternal,
				Message: "internal error while parsing: please report this input"})
		}
	}()
	if !o.NoFastPath {
		if s, ok, _ := fastParse(d, sql, o); ok {
			return s, nil
		}
	}
	script = &ast.Script{}
	res, errs := parsetree.ParseEntry(family(d), parsetree.Script, sql, treeOptions(o))
	if len(errs) > 0 {
		return script, syntaxDiags(sql, errs)
	}
	root, _ := res.Root.(gen.IMultiStatementContext)
	if n := countStatements(root); n > o.MaxStatements {
		diags.Add(&diag.Diagnostic{Severity: diag.Error, Code: CodeLimit,
			Message: "script has " + strconv.Itoa(n) + " statements, more than the limit max_statements=" + strconv.Itoa(o.MaxStatements)})
		return script, diags
	}
	script, diags = build.Script(root, sql, builderDialect(d), build.Options{MaxDepth: o.MaxDepth})
	for _, e := range diags {
		if e.Code == CodeLimit {
			// A tree cut short at the depth limit has holes: keep none of it.
			script = &ast.Script{}
			break
		}
	}
	diags.Sort()
	return script, diags
}

// fastParse parses sql by the fast path (see build.FastScript). ok false means the ANTLR path
// must run: the input has an error, a construct the fast path leaves to it, or a
// diagnostic; why says which.
func fastParse(d *Dialect, sql string, o ParseOptions) (s *ast.Script, ok bool, why string) {
	bufp := tokenBufs.Get().(*[]lexer.Token)
	lim := lexer.Limits{MaxBytes: o.MaxBytes, MaxTokens: o.MaxTokens, MaxDepth: o.MaxDepth}
	toks, lerr := lexer.Tokenize(family(d), sql, lim, (*bufp)[:0])
	if lerr != nil {
		why = "lexer: " + lerr.Error()
	} else {
		s, ok, why = build.FastScript(toks, sql, builderDialect(d), build.Options{MaxDepth: o.MaxDepth}, o.MaxStatements)
	}
	clear(toks) // the tree holds no token: drop their texts before pooling
	if toks != nil && cap(toks) <= 1<<14 {
		*bufp = toks[:0]
	}
	tokenBufs.Put(bufp)
	return s, ok, why
}

// tokenBufs pools the fast path's token slices.
var tokenBufs = sync.Pool{New: func() any { b := make([]lexer.Token, 0, 256); return &b }}

// ParseExpr parses one expression in dialect d (for tests and tools); it is nil when the
// diagnostics hold errors that prevented building it.
func ParseExpr(d *Dialect, sql string, opts ParseOptions) (e ast.Expr, diags diag.List) {
	if d == nil {
		diags.Errorf(CodeInternal, ast.Span{}, "no dialect given")
		return nil, diags
	}
	o := opts.withDefaults()
	defer func() {
		if r := recover(); r != nil {
			e = nil
			diags = append(diags, &diag.Diagnostic{Severity: diag.Error, Code: CodeInternal,
				Message: "internal error while parsing: please report this input"})
		}
	}()
	res, errs := parsetree.ParseEntry(family(d), parsetree.Expression, sql, treeOptions(o))
	if len(errs) > 0 {
		return nil, syntaxDiags(sql, errs)
	}
	root, _ := res.Root.(gen.IStandaloneExpressionContext)
	e, diags = build.Expression(root, sql, builderDialect(d), build.Options{MaxDepth: o.MaxDepth})
	diags.Sort()
	return e, diags
}

// ParseType parses one data type in dialect d.
func ParseType(d *Dialect, sql string, opts ParseOptions) (t *ast.TypeName, diags diag.List) {
	if d == nil {
		diags.Errorf(CodeInternal, ast.Span{}, "no dialect given")
		return nil, diags
	}
	o := opts.withDefaults()
	defer func() {
		if r := recover(); r != nil {
			t = nil
			diags = append(diags, &diag.Diagnostic{Severity: diag.Error, Code: CodeInternal,
				Message: "internal error while parsing: please report this input"})
		}
	}()
	res, errs := parsetree.ParseEntry(family(d), parsetree.Type, sql, treeOptions(o))
	if len(errs) > 0 {
		return nil, syntaxDiags(sql, errs)
	}
	root, _ := res.Root.(gen.IStandaloneTypeContext)
	t, diags = build.DataType(root, sql, builderDialect(d), build.Options{MaxDepth: o.MaxDepth})
	diags.Sort()
	return t, diags
}

// WarmUp fills the parser's shared prediction cache by parsing a small
// corpus of common queries of every family, once per process; later calls
// return at once. Without it the first queries of a process each pay
// milliseconds for that cache. A server calls it before it listens.
func WarmUp() { parsetree.Warm() }

func family(d *Dialect) parsetree.Family {
	switch d.Family {
	case FamilyHive:
		return parsetree.Hive
	case FamilyPresto:
		return parsetree.Presto
	}
	switch d.Name {
	case "bigquery":
		return parsetree.BigQuery // strings in "...", backslash escapes, # comments
	case "snowflake":
		return parsetree.Snowflake // ':' is the path operator v:a.b
	}
	return parsetree.Standard
}

func treeOptions(o ParseOptions) parsetree.Options {
	return parsetree.Options{MaxBytes: o.MaxBytes, MaxTokens: o.MaxTokens, MaxDepth: o.MaxDepth}
}

func countStatements(root gen.IMultiStatementContext) int {
	if root == nil {
		return 0
	}
	n := 0
	for _, ch := range root.GetChildren() {
		if _, ok := ch.(gen.IStatementContext); ok {
			n++
		}
	}
	return n
}

// builderDialects caches the builder's view of each known dialect.
var builderDialects = func() map[*Dialect]*build.Dialect {
	m := make(map[*Dialect]*build.Dialect, len(all))
	for _, d := range all {
		m[d] = newBuilderDialect(d)
	}
	return m
}()

func builderDialect(d *Dialect) *build.Dialect {
	if bd, ok := builderDialects[d]; ok {
		return bd
	}
	return newBuilderDialect(d)
}

func newBuilderDialect(d *Dialect) *build.Dialect {
	return &build.Dialect{
		Name:      d.Name,
		Family:    build.Family(d.Family),
		ArrayBase: d.ArrayBase,
		ResolveCall: func(f *ast.Func, table bool) (ast.Expr, bool) {
			return ResolveCall(d, f, table)
		},
	}
}

// syntaxDiags turns the parse tree's errors into diagnostics with exact byte positions.
func syntaxDiags(src string, errs []parsetree.SyntaxError) diag.List {
	out := make(diag.List, 0, len(errs))
	for _, e := range errs {
		start := build.PosAt(src, e.Offset)
		end := build.PosAt(src, e.EndOffset)
		if end.Offset < start.Offset {
			end = start
		}
		d := &diag.Diagnostic{Severity: diag.Error, Span: ast.Span{Start: start, End: end}, Message: e.Message}
		switch e.Lexical {
		case 0:
			d.Code = CodeSyntax
			d.Expected = e.Expected
		case lexer.ErrUnexpectedChar:
			d.Code = CodeUnexpectedChar
		case lexer.ErrInvalidUTF8:
			d.Code = CodeInvalidUTF8
		case lexer.ErrNULByte:
			d.Code = CodeNULByte
		case lexer.ErrUnterminatedString:
			d.Code = CodeUnterminatedStr
		case lexer.ErrUnterminatedIdentifier:
			d.Code = CodeUnterminatedID
		case lexer.ErrUnterminatedComment:
			d.Code = CodeUnterminatedCom
		case lexer.ErrMaxBytes, lexer.ErrMaxTokens, lexer.ErrMaxDepth:
			d.Code = CodeLimit
		default:
			d.Code = CodeSyntax
		}
		out = append(out, d)
	}
	out.Sort()
	return out
}
