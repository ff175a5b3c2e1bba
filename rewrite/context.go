package rewrite

import (
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

	used  map[string]bool
	next  int
	fired map[string]int
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
	return &Context{Source: src, Target: tgt, Diags: diags, Schema: schema,
		used: map[string]bool{}, fired: map[string]int{}}
}

// Reserve records every identifier of n so fresh names avoid them.
func (c *Context) Reserve(n ast.Node) {
	ast.Inspect(n, func(x ast.Node) bool {
		for _, id := range identsOf(x) {
			c.used[strings.ToLower(id.Name)] = true
		}
		return true
	})
}

// Fresh returns a new identifier "_<prefix><n>" unused in the statement.
// Names are deterministic: the same input gives the same names.
func (c *Context) Fresh(prefix string) ast.Ident {
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
	if n := "_" + name; !c.used[n] {
		c.used[n] = true
		return ast.Ident{Name: n}
	}
	return c.Fresh(name)
}

// Fire records that a pass changed the tree (tests assert on it).
func (c *Context) Fire(pass string) { c.fired[pass]++ }

// Fired reports how often a pass changed the tree.
func (c *Context) Fired(pass string) int { return c.fired[pass] }

// PassCount is how often one pass changed the tree.
type PassCount struct {
	Pass  string
	Count int
}

// FiredPasses lists the passes that changed the tree, in pipeline order.
func (c *Context) FiredPasses() []PassCount {
	var out []PassCount
	for _, name := range passOrder() {
		if n := c.fired[name]; n > 0 {
			out = append(out, PassCount{name, n})
		}
	}
	return out
}

// MergePasses adds the counts of b to a, keeping pipeline order.
func MergePasses(a, b []PassCount) []PassCount {
	m := map[string]int{}
	for _, p := range append(append([]PassCount(nil), a...), b...) {
		m[p.Pass] += p.Count
	}
	var out []PassCount
	for _, name := range passOrder() {
		if m[name] > 0 {
			out = append(out, PassCount{name, m[name]})
		}
	}
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
