package rewrite

import (
	"slices"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// Source describes the facts of the source dialect that canonicalization
// needs and the tree cannot carry.
type Source struct {
	Name   string // dialect name: hive, spark, trino, postgres...
	Family string // hive, presto, standard
	// Fold is how the dialect reads an unquoted name's case.
	Fold IdentFold
	// Defaults gives the dialect's default column names for a canonical
	// generator producing n value columns from a collection of kind coll,
	// when the query named none; alias is the table alias written, if any
	// (PostgreSQL names a lone column after it).
	Defaults func(gen string, coll ast.CollectionKind, n int, alias string) GenDefaults
	// SelectItemName, when set, gives the name the dialect gives an
	// unaliased select item that is the generator call f (DuckDB names it
	// after the call's text: unnest(arr)); ok is false when the name
	// cannot be told. When nil, the generator's default column name is
	// used (PostgreSQL: unnest, generate_series).
	SelectItemName func(f *ast.Func) (name string, ok bool)
	// ItemName, when set, gives the name the dialect gives the unaliased
	// select item e (PostgreSQL: count for count(*), ?column? for x + 1;
	// DuckDB: the expression as it prints it, count_star()); ok is false
	// when the name cannot be told. A pass that moves an item into a
	// derived table names it so.
	ItemName func(e ast.Expr) (name string, ok bool)
	// Naming is how the dialect names unaliased select items
	// (item_names.go).
	Naming Naming
	// WhereSeesAliases and HavingSeesAliases: a bare name in WHERE (in
	// HAVING) that no FROM column has is read as an output name of the
	// select list (where_aliases.go).
	WhereSeesAliases, HavingSeesAliases bool
	// OrderByAliases: how a name inside an ORDER BY expression reads the
	// output names of the select list. SelectSeesAliases: a select item
	// reads the alias of an earlier item when no FROM column has that name
	// (where_aliases.go).
	OrderByAliases    AliasOrder
	SelectSeesAliases bool

	// GroupBy is how GROUP BY reads a bare integer and a bare name
	// (group_by_names.go).
	GroupBy GroupByRule
}

// is reports whether the source dialect is one of names.
func (s Source) is(names ...string) bool {
	for _, n := range names {
		if s.Name == n {
			return true
		}
	}
	return false
}

// Context is what a pass may use: the dialects, the diagnostics list, fresh
// names that never collide with the statement's own, and the schema.
type Context struct {
	Source Source
	Target Target
	Diags  *diag.List
	Schema *Schema
	// NamesUnseen: no one sees the statement's column names (the body of
	// a function), which item_names.go then leaves alone.
	NamesUnseen bool
	// Run: the statement is put in canonical form for the reference
	// executor (run.go), which runs in the source's own semantics what
	// the translation writes for another dialect (pg_format.go).
	Run bool

	used map[string]bool
	// reserve holds the nodes given to Reserve whose identifiers used
	// does not hold yet: they are read when the first fresh name is asked
	// for, which most statements never do.
	reserve []ast.Node
	next    int
	fired   map[string]int
	// keptDecAvgs holds the PostgreSQL averages of decimals (by span) that
	// numericAvgDigits found reaching only the result, which avgDecimal
	// keeps for DuckDB.
	keptDecAvgs map[ast.Span]bool
	// domainGuards holds the CASEs mathDomain wrote around a call, whose
	// arms give constants and whose ELSE is the call, which the function
	// rules after it rewrite (applyFuncRules).
	domainGuards map[*ast.Case]bool
	// comparedTsDiffs holds the differences of two timestamps (by span)
	// that are only compared with an interval or another such difference
	// (bigquery_ts_diff.go).
	comparedTsDiffs map[ast.Span]bool
	// bqUTCNodes holds the ts AT TIME ZONE 'UTC' that bqUTCClock wrote
	// around a BigQuery TIMESTAMP (bq_utc_read.go): a TIMESTAMP of the
	// UTC wall clock, BigQuery's DATETIME.
	bqUTCNodes map[*ast.AtTimeZone]bool
	// bqOwnAtTZ holds the x AT TIME ZONE 'UTC' written for the target
	// by bqTimestampTruncUTC (bq_timestamp_trunc.go), which atTimeZone
	// keeps as they are.
	bqOwnAtTZ map[*ast.AtTimeZone]bool
	// checkedCalls holds the name spans of the calls of functions outside
	// the catalog that a rule translated for this pair of dialects
	// (duck_make_date.go, pg_duck_age.go): they are not warned as unchecked.
	checkedCalls map[ast.Span]bool
	// pgMakeIntervals maps each PostgreSQL make_interval written as
	// BigQuery's to the call it was (make_interval.go), which
	// makeIntervalMonthsDays reads.
	pgMakeIntervals map[*ast.Func]*ast.Func
	// tzChains maps each || written for operands of unknown type that may
	// be a TIMESTAMPTZ (pg_duck_tz_text.go) to the chain it was.
	tzChains map[*ast.Case]*tzChain
	// floatPending holds the operands of unknown type that may be floats,
	// converted to text toward PostgreSQL or DuckDB (float_text.go).
	floatPending map[ast.Expr]*floatPending
	// elemTexts holds the lambda parameters (by name) through which
	// untypedElemsText writes the elements of an array of unknown type
	// as text, tested already (pg_bool_text.go)
	elemTexts map[string]bool
	// datePartCalls maps the span of each EXTRACT written for
	// PostgreSQL's or DuckDB's date_part (date_part_extract.go) to the call
	// as the source wrote it, date_part('dow', ...), which a refusal names.
	datePartCalls map[ast.Span]string
	// trinoDigits maps the span of each Trino or Presto TIMESTAMP made
	// text, whose precision is known, to it, read before the lowering
	// rewrites its casts (trino_ts_text.go).
	trinoDigits map[ast.Span]int
	// castArgs maps the span of each operand of a cast to a TIMESTAMP or
	// a TIME to its fractional second digits, read before the lowering
	// rewrites the casts (ts_precision.go noteCastArgDigits).
	castArgs map[ast.Span]castArgDigits
	// daySeries holds, by the generator's span, PostgreSQL's series of
	// DATEs by whole days toward Trino and Presto, and the step's days
	// (pg_date_series_trino.go)
	daySeries map[ast.Span]int
	// outer holds, for each SELECT of the statement (by its span), the
	// relations of the SELECTs around it, for correlated references.
	outer map[ast.Span]*scope
	// curOuter is the outer scope of the SELECT a canonical pass is on.
	curOuter *scope
	// orderBys holds the ORDER BY of the query around each SELECT body
	// that has one, by the SELECT's span.
	orderBys map[ast.Span][]*ast.OrderItem
	// unnamed holds the SELECTs (by span) whose column names are not
	// seen outside them.
	unnamed map[ast.Span]bool
	// relQueries are the statement's derived tables and WITH queries
	// (*ast.Derived, *ast.CTE), in the order of the walk.
	relQueries []ast.Node
	// ctes holds the statement's WITH queries by name (noteCTEs), nil for
	// a statement without one; typeDepth counts the queries typeOf is
	// following (relColType).
	ctes      map[string]*cteDef
	typeDepth int
	// exactTypes: typeOf reports only types it knows exactly, not one
	// guessed from some of the parts (exactTypeOf).
	exactTypes bool
}

// NewContext returns a context for one statement; reserve the statement's
// identifiers with Reserve before asking for fresh names.
func NewContext(src Source, tgt Target, schema *Schema, diags *diag.List) *Context {
	if diags == nil {
		diags = &diag.List{}
	}
	if schema == nil {
		schema = NewSchema()
	}
	return &Context{Source: src, Target: tgt, Diags: diags, Schema: schema}
}

// Reserve records every identifier of n so fresh names avoid them. The
// tree is read when the first fresh name is asked for (the passes never
// modify a tree: ast.Rewrite copies).
func (c *Context) Reserve(n ast.Node) {
	c.reserve = append(c.reserve, n)
}

// reserveNow records the identifiers of the nodes given to Reserve.
func (c *Context) reserveNow() {
	if c.used == nil {
		c.used = map[string]bool{}
	}
	for _, n := range c.reserve {
		ast.Inspect(n, func(x ast.Node) bool {
			for _, id := range identsOf(x) {
				c.used[strings.ToLower(id.Name)] = true
			}
			return true
		})
	}
	c.reserve = nil
}

// Fresh returns a new identifier "_<prefix><n>" unused in the statement.
// Names are deterministic: the same input gives the same names.
func (c *Context) Fresh(prefix string) ast.Ident {
	c.reserveNow()
	for {
		c.next++
		name := "_" + prefix + strconv.Itoa(c.next)
		if !c.used[name] {
			c.used[name] = true
			return ast.Ident{Name: name}
		}
	}
}

// FreshNamed returns "_<name>" when the statement does not use it, else a
// Fresh name with that prefix.
func (c *Context) FreshNamed(name string) ast.Ident {
	c.reserveNow()
	if n := "_" + name; !c.used[n] {
		c.used[n] = true
		return ast.Ident{Name: n}
	}
	return c.Fresh(name)
}

// Fire records that a pass changed the tree (tests assert on it).
func (c *Context) Fire(pass string) {
	if c.fired == nil {
		c.fired = map[string]int{}
	}
	c.fired[pass]++
}

// Fired reports how often a pass changed the tree.
func (c *Context) Fired(pass string) int { return c.fired[pass] }

// PassCount is how often one pass changed the tree.
type PassCount struct {
	Pass  string
	Count int
}

// FiredPasses lists the passes that changed the tree, in pipeline order.
func (c *Context) FiredPasses() []PassCount {
	if len(c.fired) == 0 {
		return nil
	}
	fired := make([]PassCount, 0, len(c.fired))
	for name, n := range c.fired {
		fired = append(fired, PassCount{name, n})
	}
	return inPipelineOrder(fired)
}

// MergePasses adds the counts of b to a, keeping pipeline order.
func MergePasses(a, b []PassCount) []PassCount {
	if len(a) == 0 && len(b) == 0 {
		return nil
	}
	return inPipelineOrder(a, b)
}

// inPipelineOrder sums the counts of each pass over lists, in pipeline
// order; a pass outside the pipeline, or whose sum is not positive, is
// left out (nil when none is left).
func inPipelineOrder(lists ...[]PassCount) []PassCount {
	var out []PassCount
	for _, l := range lists {
		for _, p := range l {
			if _, ok := passIndex[p.Pass]; !ok {
				continue
			}
			i := slices.IndexFunc(out, func(q PassCount) bool { return q.Pass == p.Pass })
			if i < 0 {
				out = append(out, PassCount{Pass: p.Pass})
				i = len(out) - 1
			}
			out[i].Count += p.Count
		}
	}
	out = slices.DeleteFunc(out, func(p PassCount) bool { return p.Count <= 0 })
	if len(out) == 0 {
		return nil
	}
	slices.SortFunc(out, func(x, y PassCount) int { return passIndex[x.Pass] - passIndex[y.Pass] })
	return out
}

// Refuse reports a construct that cannot be translated faithfully.
func (c *Context) Refuse(code string, n ast.Node, hint string, format string, args ...any) {
	d := c.Diags.Errorf(code, n.SpanOf(), format, args...)
	d.Hint = hint
}

// Warn reports a non-fatal note (an emulation was used, for instance).
func (c *Context) Warn(code string, n ast.Node, format string, args ...any) {
	c.Diags.Warnf(code, n.SpanOf(), format, args...)
}

// identsOf lists the identifiers a node declares or uses directly.
func identsOf(n ast.Node) []ast.Ident {
	switch x := n.(type) {
	case *ast.ColumnRef:
		return x.Name
	case *ast.Star:
		return x.Table
	case *ast.Table:
		return x.Name
	case *ast.Alias:
		return append([]ast.Ident{x.Name}, x.Columns...)
	case *ast.SelectItem:
		out := append([]ast.Ident(nil), x.Aliases...)
		if x.Alias != nil {
			out = append(out, *x.Alias)
		}
		return out
	case *ast.LateralView:
		return append([]ast.Ident{x.Table}, x.Columns...)
	case *ast.CTE:
		return append([]ast.Ident{x.Name}, x.Columns...)
	case *ast.Unnest:
		if x.Offset != nil {
			return []ast.Ident{*x.Offset}
		}
	case *ast.Ordinality:
		return []ast.Ident{x.Name}
	case *ast.Lambda:
		return x.Params
	}
	return nil
}

// otherThan is the one of the source and target that is not d.
func otherThan(c *Context, d string) string {
	if c.Source.Name == d {
		return c.Target.Name
	}
	return c.Source.Name
}

// checkedCall notes that f, a function the catalog does not hold, was
// translated by a rule that checked its meaning in the target.
func (c *Context) checkedCall(f *ast.Func) {
	if c.checkedCalls == nil {
		c.checkedCalls = map[ast.Span]bool{}
	}
	c.checkedCalls[f.Name.Span()] = true
}

// CheckedCall says whether the call whose name is at sp was translated by
// a rule that checked its meaning in the target (checkedCall).
func (c *Context) CheckedCall(sp ast.Span) bool { return c.checkedCalls[sp] }
